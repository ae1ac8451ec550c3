/**
 * Presentational form parts shared by the account elements: a labelled
 * input or select with its hint and error (aria-invalid, aria-describedby),
 * a radio group in a fieldset, and the form's alert/status line. Every
 * string comes in as a prop.
 */
import type { ReactNode, Ref } from "react";

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: "text" | "password" | "email" | "tel";
  error?: string;
  hint?: string;
  autoComplete?: string;
  inputMode?: "text" | "numeric" | "tel" | "email";
  maxLength?: number;
  required?: boolean;
  readOnly?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** rendered after the input (e.g. the verification-code button) */
  after?: ReactNode;
  multiline?: boolean;
}

export function TextField(p: TextFieldProps) {
  const hintId = p.hint ? `${p.id}-hint` : undefined;
  const errId = p.error ? `${p.id}-error` : undefined;
  const describedBy = [hintId, errId].filter(Boolean).join(" ") || undefined;
  const common = {
    id: p.id,
    name: p.id,
    value: p.value,
    "aria-invalid": p.error ? (true as const) : undefined,
    "aria-describedby": describedBy,
    "aria-required": p.required || undefined,
    maxLength: p.maxLength,
    readOnly: p.readOnly,
    onBlur: p.onBlur,
  };
  return (
    <div className="field" part="field">
      <label htmlFor={p.id} className="label">
        {p.label}
        {p.required && <span aria-hidden="true" className="req"> *</span>}
      </label>
      <div className="control">
        {p.multiline ? (
          <textarea {...common} className="input" rows={3} onChange={(e) => p.onChange(e.target.value)} />
        ) : (
          <input
            {...common}
            ref={p.inputRef}
            className="input"
            type={p.type ?? "text"}
            autoComplete={p.autoComplete}
            inputMode={p.inputMode}
            onChange={(e) => p.onChange(e.target.value)}
          />
        )}
        {p.after}
      </div>
      {p.hint && (
        <p id={hintId} className="hint">
          {p.hint}
        </p>
      )}
      {p.error && (
        <p id={errId} className="error" part="error">
          {p.error}
        </p>
      )}
    </div>
  );
}

export interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { key: string; value: string }[];
  /** the "please choose" option's text (value "") */
  placeholder: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

export function SelectField(p: SelectFieldProps) {
  const errId = p.error ? `${p.id}-error` : undefined;
  return (
    <div className="field" part="field">
      <label htmlFor={p.id} className="label">
        {p.label}
        {p.required && <span aria-hidden="true" className="req"> *</span>}
      </label>
      <div className="control">
        <select
          id={p.id}
          name={p.id}
          className="input"
          value={p.value}
          disabled={p.disabled}
          aria-invalid={p.error ? true : undefined}
          aria-describedby={errId}
          aria-required={p.required || undefined}
          onChange={(e) => p.onChange(e.target.value)}
        >
          <option value="">{p.placeholder}</option>
          {p.options.map((o) => (
            <option key={o.key} value={o.key}>
              {o.value}
            </option>
          ))}
        </select>
      </div>
      {p.error && (
        <p id={errId} className="error" part="error">
          {p.error}
        </p>
      )}
    </div>
  );
}

export interface RadioGroupProps {
  name: string;
  legend: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}

export function RadioGroup(p: RadioGroupProps) {
  return (
    <fieldset className="field radios" part="field">
      <legend className="label">{p.legend}</legend>
      {p.options.map((o) => (
        <label key={o.value} className="radio">
          <input type="radio" name={p.name} value={o.value} checked={p.value === o.value} onChange={() => p.onChange(o.value)} />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}

/** The form's message line: an error (role="alert") or a success note (role="status"); always present so that it is announced. */
export function FormMessage({ error, success }: { error?: string; success?: string }) {
  return (
    <>
      <p className="alert" role="alert" part="alert">
        {error}
      </p>
      <p className="success" role="status" part="status">
        {success}
      </p>
    </>
  );
}
