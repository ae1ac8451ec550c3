/** Presentational login form: strings, values and errors come in as props. */
import { useRef, type FormEvent } from "react";
import type { LoginField } from "./login-form.store.js";

export interface LoginFormViewProps {
  /** heading level 1–6, or 0 for no heading */
  headingLevel: number;
  heading: string;
  accountLabel: string;
  accountHint: string;
  passwordLabel: string;
  submitLabel: string;
  submittingLabel: string;
  values: Record<LoginField, string>;
  /** translated error text by field ("" or absent: no error) */
  errors: Partial<Record<LoginField, string>>;
  submitting: boolean;
  /** the server's message (role="alert"), "" when none */
  alert: string;
  onChange: (field: LoginField, value: string) => void;
  /** "remember me" ticked: a 30-day session, else 12 hours */
  remember: boolean;
  rememberLabel: string;
  onRemember: (on: boolean) => void;
  /** resolves with the field to focus, if any */
  onSubmit: () => Promise<LoginField | null>;
}

const ID = { account: "pw-login-account", password: "pw-login-password" } as const;

export function LoginForm(p: LoginFormViewProps) {
  const refs = { account: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const H = (p.headingLevel >= 1 && p.headingLevel <= 6 ? `h${p.headingLevel}` : null) as "h1" | null;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void p.onSubmit().then((focus) => {
      if (focus) refs[focus].current?.focus();
    });
  };

  const field = (name: LoginField, label: string, type: "text" | "password", autoComplete: string, hint?: string) => {
    const err = p.errors[name];
    const describedBy = [hint ? `${ID[name]}-hint` : "", err ? `${ID[name]}-error` : ""].filter(Boolean).join(" ");
    return (
      <div part="field" className="field">
        <label part="label" htmlFor={ID[name]}>
          {label}
        </label>
        <input
          ref={refs[name]}
          part="input"
          className="input"
          id={ID[name]}
          name={name === "account" ? "code" : "password"}
          type={type}
          autoComplete={autoComplete}
          autoCapitalize="off"
          spellCheck={false}
          required
          aria-invalid={err ? true : undefined}
          aria-describedby={describedBy || undefined}
          value={p.values[name]}
          onChange={(e) => p.onChange(name, e.currentTarget.value)}
        />
        {hint && (
          <p part="hint" className="hint" id={`${ID[name]}-hint`}>
            {hint}
          </p>
        )}
        {err && (
          <p part="field-error" className="field-error" id={`${ID[name]}-error`}>
            {err}
          </p>
        )}
      </div>
    );
  };

  return (
    <form part="form" className="form" noValidate onSubmit={onSubmit} aria-busy={p.submitting || undefined}>
      {H && (
        <H part="heading" className="heading">
          {p.heading}
        </H>
      )}
      {field("account", p.accountLabel, "text", "username", p.accountHint)}
      {field("password", p.passwordLabel, "password", "current-password")}
      <label part="remember" className="remember">
        <input type="checkbox" name="remember" checked={p.remember} onChange={(e) => p.onRemember(e.currentTarget.checked)} />
        {p.rememberLabel}
      </label>
      <div part="alert" className="alert" role="alert">
        {p.alert}
      </div>
      <button part="submit" className="btn submit" type="submit" disabled={p.submitting}>
        {p.submitting ? p.submittingLabel : p.submitLabel}
      </button>
    </form>
  );
}
