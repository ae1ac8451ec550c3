/**
 * Presentational photographer form: status and portfolio link (a profile),
 * labelled fields with hints and errors (aria-invalid, aria-describedby),
 * the code button, the form's alert and status lines. Every string comes in
 * as a prop (photographer.props.ts).
 */
import type { FormEvent } from "react";
import type { Field, PhotographerFormState } from "./photographer.store.js";

export interface FieldSpec {
  name: Field;
  label: string;
  hint?: string;
  required?: boolean;
  type?: "text" | "tel" | "email";
  inputMode?: "text" | "numeric" | "tel" | "email";
  autoComplete?: string;
  maxLength?: number;
  multiline?: boolean;
  /** the send-code button follows the input */
  withCodeButton?: boolean;
}

export interface PhotographerFormViewProps {
  idPrefix: string;
  phase: PhotographerFormState["phase"];
  title: string;
  intro: string;
  loadingLabel: string;
  guestText: string;
  loginLabel: string;
  loginHref: string;
  status: { label: string; value: string; kind: string } | null;
  portfolio: { href: string; label: string; photos: string } | null;
  fields: FieldSpec[];
  values: Record<Field, string>;
  errors: Partial<Record<Field, string>>;
  alert: string;
  success: string;
  codeButton: { label: string; disabled: boolean };
  busy: boolean;
  submitLabel: string;
  onField(field: Field, value: string): void;
  onSendCode(): void;
  onSubmit(): void;
  inputRef(field: Field): (el: HTMLInputElement | HTMLTextAreaElement | null) => void;
}

export function PhotographerForm(p: PhotographerFormViewProps) {
  const id = (f: string) => `${p.idPrefix}-${f}`;
  if (p.phase === "loading") {
    return (
      <p className="hint" role="status">
        {p.loadingLabel}
      </p>
    );
  }
  if (p.phase === "guest") {
    return (
      <p className="hint">
        {p.guestText} <a href={p.loginHref}>{p.loginLabel}</a>
      </p>
    );
  }
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    p.onSubmit();
  };
  return (
    <form part="form" noValidate aria-labelledby={id("title")} onSubmit={onSubmit}>
      <h2 id={id("title")} className="title">
        {p.title}
      </h2>
      {p.intro && <p className="hint">{p.intro}</p>}
      {p.status && (
        <p className="status-line" part="status-line">
          {p.status.label}: <strong className={`badge badge-${p.status.kind}`}>{p.status.value}</strong>
        </p>
      )}
      {p.portfolio && (
        <p className="portfolio" part="portfolio">
          <a href={p.portfolio.href}>{p.portfolio.label}</a> <span className="hint">{p.portfolio.photos}</span>
        </p>
      )}
      {p.fields.map((f) => {
        const hintId = f.hint ? `${id(f.name)}-hint` : undefined;
        const err = p.errors[f.name];
        const errId = err ? `${id(f.name)}-error` : undefined;
        const common = {
          id: id(f.name),
          name: f.name,
          className: "input",
          value: p.values[f.name],
          maxLength: f.maxLength,
          "aria-invalid": err ? (true as const) : undefined,
          "aria-describedby": [hintId, errId].filter(Boolean).join(" ") || undefined,
          "aria-required": f.required || undefined,
          disabled: p.busy,
        };
        return (
          <div className="field" part="field" key={f.name}>
            <label htmlFor={id(f.name)} className="label">
              {f.label}
              {f.required && <span aria-hidden="true" className="req"> *</span>}
            </label>
            <div className="control">
              {f.multiline ? (
                <textarea {...common} rows={4} ref={p.inputRef(f.name)} onChange={(e) => p.onField(f.name, e.target.value)} />
              ) : (
                <input
                  {...common}
                  ref={p.inputRef(f.name)}
                  type={f.type ?? "text"}
                  inputMode={f.inputMode}
                  autoComplete={f.autoComplete}
                  onChange={(e) => p.onField(f.name, e.target.value)}
                />
              )}
              {f.withCodeButton && (
                <button type="button" className="btn secondary code-btn" part="code-button" disabled={p.codeButton.disabled} onClick={p.onSendCode}>
                  {p.codeButton.label}
                </button>
              )}
            </div>
            {f.hint && (
              <p id={hintId} className="hint">
                {f.hint}
              </p>
            )}
            {err && (
              <p id={errId} className="error" part="error">
                {err}
              </p>
            )}
          </div>
        );
      })}
      <p className="alert" part="alert" role="alert">
        {p.alert}
      </p>
      <p className="success" part="success" role="status">
        {p.success}
      </p>
      <div className="actions">
        <button type="submit" className="btn" part="submit" disabled={p.busy} aria-busy={p.busy || undefined}>
          {p.submitLabel}
        </button>
      </div>
    </form>
  );
}
