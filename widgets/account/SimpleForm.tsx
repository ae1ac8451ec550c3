/**
 * Presentational form of labelled fields (text, password, select) with a
 * message line and a submit button: used by the password, certificate and
 * bank forms. Every string comes in as a prop.
 */
import type { FormEvent } from "react";
import { FormMessage, SelectField, TextField } from "./Field.js";

export type SimpleFieldSpec =
  | {
      kind: "text" | "password";
      name: string;
      label: string;
      hint?: string;
      autoComplete?: string;
      inputMode?: "text" | "numeric";
      required?: boolean;
      maxLength?: number;
    }
  | { kind: "select"; name: string; label: string; options: { key: string; value: string }[]; placeholder: string; required?: boolean };

export interface SimpleFormViewProps {
  idPrefix: string;
  title: string;
  /** a line under the title (e.g. the saved account number); "" or absent: none */
  intro?: string;
  fields: SimpleFieldSpec[];
  values: Record<string, string>;
  errors: Record<string, string | undefined>;
  alert: string;
  success: string;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onField: (field: string, value: string) => void;
  onSubmit: () => void;
  inputRef: (field: string) => (el: HTMLElement | null) => void;
}

export function SimpleForm(p: SimpleFormViewProps) {
  const id = (f: string) => `${p.idPrefix}-${f}`;
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
      {p.fields.map((f) =>
        f.kind === "select" ? (
          <SelectField
            key={f.name}
            id={id(f.name)}
            label={f.label}
            value={p.values[f.name] ?? ""}
            options={f.options}
            placeholder={f.placeholder}
            required={f.required}
            error={p.errors[f.name]}
            onChange={(v) => p.onField(f.name, v)}
          />
        ) : (
          <TextField
            key={f.name}
            id={id(f.name)}
            label={f.label}
            type={f.kind}
            hint={f.hint}
            autoComplete={f.autoComplete}
            inputMode={f.inputMode}
            required={f.required}
            maxLength={f.maxLength}
            value={p.values[f.name] ?? ""}
            error={p.errors[f.name]}
            onChange={(v) => p.onField(f.name, v)}
            inputRef={p.inputRef(f.name)}
          />
        ),
      )}
      <FormMessage error={p.alert} success={p.success} />
      <div className="actions">
        <button type="submit" className="btn" part="submit" disabled={p.busy} aria-busy={p.busy || undefined}>
          {p.busy ? p.busyLabel : p.submitLabel}
        </button>
      </div>
    </form>
  );
}
