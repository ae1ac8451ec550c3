/** Presentational forgotten-password form (two steps and a done state): every string comes in as a prop. */
import type { FormEvent } from "react";
import { FormMessage, TextField } from "./Field.js";
import { VerifyCodeButton } from "./VerifyCodeButton.js";

export interface ForgetPasswordFormViewProps {
  idPrefix: string;
  step: 1 | 2 | 3;
  text: Record<"title" | "intro" | "account" | "captcha" | "password" | "passwordHint" | "confirmPassword" | "submit" | "busy" | "link", string>;
  loginHref: string;
  values: Record<"account" | "captcha" | "password" | "confirmPassword", string>;
  errors: Record<string, string | undefined>;
  alert: string;
  success: string;
  busy: boolean;
  code: { label: string; disabled: boolean; busy: boolean; note: string; onActivate: () => void };
  onField: (field: "account" | "captcha" | "password" | "confirmPassword", value: string) => void;
  onSubmit: () => void;
  inputRef: (field: string) => (el: HTMLElement | null) => void;
}

export function ForgetPasswordForm(p: ForgetPasswordFormViewProps) {
  const id = (f: string) => `${p.idPrefix}-${f}`;
  const tx = p.text;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    p.onSubmit();
  };
  const field = (name: keyof ForgetPasswordFormViewProps["values"], label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={id(name)}
      label={label}
      value={p.values[name]}
      error={p.errors[name]}
      onChange={(v) => p.onField(name, v)}
      inputRef={p.inputRef(name)}
      required
      {...extra}
    />
  );
  return (
    <form part="form" noValidate aria-labelledby={id("title")} onSubmit={onSubmit}>
      <h2 id={id("title")} className="title">
        {tx.title}
      </h2>
      <p className="hint">{tx.intro}</p>
      {p.step === 1 && (
        <>
          {field("account", tx.account, { autoComplete: "username" })}
          {field("captcha", tx.captcha, {
            inputMode: "numeric",
            autoComplete: "one-time-code",
            maxLength: 16,
            after: <VerifyCodeButton {...p.code} noteId={id("code-note")} controls={id("captcha")} />,
          })}
        </>
      )}
      {p.step === 2 && (
        <>
          {field("password", tx.password, { type: "password", autoComplete: "new-password", hint: tx.passwordHint })}
          {field("confirmPassword", tx.confirmPassword, { type: "password", autoComplete: "new-password" })}
        </>
      )}
      <FormMessage error={p.alert} success={p.success} />
      <div className="actions">
        {p.step < 3 && (
          <button type="submit" className="btn" part="submit" disabled={p.busy} aria-busy={p.busy || undefined}>
            {p.busy ? tx.busy : tx.submit}
          </button>
        )}
        <a className="link" href={p.loginHref}>
          {tx.link}
        </a>
      </div>
    </form>
  );
}
