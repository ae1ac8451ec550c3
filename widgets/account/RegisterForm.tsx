/** Presentational registration form: values, errors and every string come in as props. */
import type { FormEvent } from "react";
import { FormMessage, RadioGroup, TextField } from "./Field.js";
import { VerifyCodeButton } from "./VerifyCodeButton.js";

export interface RegisterFormViewProps {
  idPrefix: string;
  text: Record<
    | "title" | "byMobile" | "byEmail" | "regType" | "mobile" | "email" | "captcha" | "code" | "codeHint" | "name" | "password"
    | "passwordHint" | "confirmPassword" | "nature" | "nature1" | "nature2" | "submit" | "submitting" | "haveAccount" | "login" | "codeButton"
    | "codeNote" | "thirdParty",
    string
  >;
  values: Record<string, string>;
  errors: Record<string, string | undefined>;
  alert: string;
  success: string;
  busy: boolean;
  codeBusy: boolean;
  codeDisabled: boolean;
  loginHref: string;
  /** third-party account being bound by this registration ("" when none) */
  thirdParty: string;
  onField: (field: string, value: string) => void;
  onBlurAccount: () => void;
  onBlurCode: () => void;
  onSendCode: () => void;
  onSubmit: () => void;
  inputRef: (field: string) => (el: HTMLElement | null) => void;
}

export function RegisterForm(p: RegisterFormViewProps) {
  const id = (f: string) => `${p.idPrefix}-${f}`;
  const t = p.text;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    p.onSubmit();
  };
  const account = p.values.type === "mobile" ? "mobile" : "email";
  return (
    <form part="form" noValidate aria-labelledby={id("title")} onSubmit={onSubmit}>
      <h2 id={id("title")} className="title">
        {t.title}
      </h2>
      {p.thirdParty && <p className="hint">{p.thirdParty}</p>}
      <RadioGroup
        name={id("type")}
        legend={t.regType}
        value={p.values.type}
        options={[
          { value: "mobile", label: t.byMobile },
          { value: "email", label: t.byEmail },
        ]}
        onChange={(v) => p.onField("type", v)}
      />
      <TextField
        id={id(account)}
        label={account === "mobile" ? t.mobile : t.email}
        type={account === "mobile" ? "tel" : "email"}
        inputMode={account === "mobile" ? "tel" : "email"}
        autoComplete={account === "mobile" ? "tel" : "email"}
        required
        value={p.values[account]}
        error={p.errors[account]}
        onChange={(v) => p.onField(account, v)}
        onBlur={p.onBlurAccount}
        inputRef={p.inputRef(account)}
      />
      <TextField
        id={id("captcha")}
        label={t.captcha}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={16}
        required
        value={p.values.captcha}
        error={p.errors.captcha}
        onChange={(v) => p.onField("captcha", v)}
        inputRef={p.inputRef("captcha")}
        after={
          <VerifyCodeButton
            label={t.codeButton}
            busy={p.codeBusy}
            disabled={p.codeDisabled}
            onActivate={p.onSendCode}
            note={t.codeNote}
            noteId={id("code-note")}
            controls={id("captcha")}
          />
        }
      />
      <TextField
        id={id("code")}
        label={t.code}
        hint={t.codeHint}
        autoComplete="username"
        maxLength={16}
        value={p.values.code}
        error={p.errors.code}
        onChange={(v) => p.onField("code", v)}
        onBlur={p.onBlurCode}
        inputRef={p.inputRef("code")}
      />
      <TextField
        id={id("name")}
        label={t.name}
        autoComplete="name"
        value={p.values.name}
        error={p.errors.name}
        onChange={(v) => p.onField("name", v)}
        inputRef={p.inputRef("name")}
      />
      <TextField
        id={id("password")}
        label={t.password}
        type="password"
        hint={t.passwordHint}
        autoComplete="new-password"
        required
        value={p.values.password}
        error={p.errors.password}
        onChange={(v) => p.onField("password", v)}
        inputRef={p.inputRef("password")}
      />
      <TextField
        id={id("confirmPassword")}
        label={t.confirmPassword}
        type="password"
        autoComplete="new-password"
        required
        value={p.values.confirmPassword}
        error={p.errors.confirmPassword}
        onChange={(v) => p.onField("confirmPassword", v)}
        inputRef={p.inputRef("confirmPassword")}
      />
      <RadioGroup
        name={id("nature")}
        legend={t.nature}
        value={p.values.nature}
        options={[
          { value: "2", label: t.nature2 },
          { value: "1", label: t.nature1 },
        ]}
        onChange={(v) => p.onField("nature", v)}
      />
      <FormMessage error={p.alert} success={p.success} />
      <div className="actions">
        <button type="submit" className="btn" part="submit" disabled={p.busy} aria-busy={p.busy || undefined}>
          {p.busy ? t.submitting : t.submit}
        </button>
        <span>
          {t.haveAccount}{" "}
          <a className="link" href={p.loginHref}>
            {t.login}
          </a>
        </span>
      </div>
    </form>
  );
}
