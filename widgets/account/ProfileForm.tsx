/** Presentational profile form: the edition's fields, region selects, code fields for a new mobile or email. Strings come in as props. */
import type { FormEvent, ReactElement } from "react";
import { FormMessage, SelectField, TextField } from "./Field.js";
import { VerifyCodeButton } from "./VerifyCodeButton.js";

type Item = { key: string; value: string };

export interface ProfileFormViewProps {
  idPrefix: string;
  edition: "zh" | "en";
  /** catalogue strings by name (labels, placeholders, buttons) */
  text: Record<string, string>;
  values: Record<string, string>;
  errors: Record<string, string | undefined>;
  alert: string;
  success: string;
  busy: boolean;
  loading: boolean;
  provinces: Item[];
  cities: Item[];
  areas: Item[];
  showMobileCode: boolean;
  showEmailCode: boolean;
  mobileCode: { label: string; disabled: boolean; busy: boolean; note: string };
  emailCode: { label: string; disabled: boolean; busy: boolean; note: string };
  onField: (field: string, value: string) => void;
  onSendMobileCode: () => void;
  onSendEmailCode: () => void;
  onSubmit: () => void;
  inputRef: (field: string) => (el: HTMLElement | null) => void;
}

export function ProfileForm(p: ProfileFormViewProps) {
  const id = (f: string) => `${p.idPrefix}-${f}`;
  const tx = p.text;
  const field = (name: string, opts: { required?: boolean; type?: "text" | "tel" | "email"; autoComplete?: string; multiline?: boolean; inputMode?: "text" | "numeric" | "tel" | "email"; after?: ReactElement; hint?: string } = {}) => (
    <TextField
      id={id(name)}
      label={tx[name]}
      value={p.values[name] ?? ""}
      error={p.errors[name]}
      onChange={(v) => p.onField(name, v)}
      inputRef={p.inputRef(name)}
      {...opts}
    />
  );
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    p.onSubmit();
  };
  const zh = p.edition === "zh";
  return (
    <form part="form" noValidate aria-labelledby={id("heading")} aria-busy={p.loading || undefined} onSubmit={onSubmit}>
      <h2 id={id("heading")} className="title">
        {tx.heading}
      </h2>
      {zh ? (
        field("name", { required: true, autoComplete: "name" })
      ) : (
        <div className="row">
          {field("firstName", { required: true, autoComplete: "given-name" })}
          {field("lastName", { required: true, autoComplete: "family-name" })}
        </div>
      )}
      {field("nickname", { autoComplete: "nickname" })}
      {field("mobile", { type: "tel", inputMode: "tel", autoComplete: "tel" })}
      {p.showMobileCode &&
        field("mobileCaptcha", {
          required: true,
          inputMode: "numeric",
          autoComplete: "one-time-code",
          after: (
            <VerifyCodeButton {...p.mobileCode} noteId={id("mobile-note")} controls={id("mobileCaptcha")} onActivate={p.onSendMobileCode} />
          ),
        })}
      {field("email", { type: "email", inputMode: "email", autoComplete: "email" })}
      {p.showEmailCode &&
        field("emailCaptcha", {
          required: true,
          inputMode: "numeric",
          autoComplete: "one-time-code",
          after: <VerifyCodeButton {...p.emailCode} noteId={id("email-note")} controls={id("emailCaptcha")} onActivate={p.onSendEmailCode} />,
        })}
      {field("company", { autoComplete: "organization" })}
      {field("title", { autoComplete: "organization-title" })}
      {!zh && field("country", { required: true, autoComplete: "country-name" })}
      {zh && (
        <div className="row">
          <SelectField id={id("province")} label={tx.province} value={p.values.province ?? ""} options={p.provinces} placeholder={tx.chooseProvince} required error={p.errors.province} onChange={(v) => p.onField("province", v)} />
          <SelectField id={id("city")} label={tx.city} value={p.values.city ?? ""} options={p.cities} placeholder={tx.chooseCity} required disabled={!p.values.province} error={p.errors.city} onChange={(v) => p.onField("city", v)} />
          <SelectField id={id("area")} label={tx.area} value={p.values.area ?? ""} options={p.areas} placeholder={tx.chooseArea} required disabled={!p.values.city} error={p.errors.area} onChange={(v) => p.onField("area", v)} />
        </div>
      )}
      {field("address", { required: zh, autoComplete: "street-address" })}
      {field("zipCode", { inputMode: "numeric", autoComplete: "postal-code" })}
      {field("contact")}
      {field("remark", { multiline: true })}
      <FormMessage error={p.alert} success={p.success} />
      <div className="actions">
        <button type="submit" className="btn" part="submit" disabled={p.busy || p.loading} aria-busy={p.busy || undefined}>
          {p.busy ? tx.submitting : tx.submit}
        </button>
      </div>
    </form>
  );
}
