/**
 * Presentational licence group of one file of the contribution form (issue
 * 20 "Licences": set at contribution): a fieldset with its legend; the
 * licence type as radio buttons (rights-managed, royalty-free, editorial use
 * only), each with a one-line explanation; the restrictions in Chinese and
 * in English (optional, at most RESTRICTIONS_MAX characters, with a count);
 * model release and property release (released / none / not applicable).
 * A field's problem (before sending, or the server's refusal of
 * relationList.<i>.licence.<field>) is shown under it and linked to it. All
 * text comes in through props.
 */
import { useId } from "react";
import { RESTRICTIONS_MAX, type LicenceInput, type LicenceType, type ReleaseState } from "../../common/licence.js";

/** One restrictions text field of the group. */
export interface RestrictionsRow {
  key: "restrictionsZh" | "restrictionsEn";
  label: string;
  /** the language the text is written in (the textarea's lang) */
  lang: "zh" | "en";
  /** "12 / 500 characters" */
  count: string;
  error: string | null;
}

/** One release field of the group. */
export interface ReleaseRow {
  key: "modelRelease" | "propertyRelease";
  label: string;
  error: string | null;
}

export interface ContributionLicenceProps {
  /** "Licence of photo 1" */
  legend: string;
  value: LicenceInput;
  typeLabel: string;
  types: { value: LicenceType; label: string; hint: string }[];
  typeError: string | null;
  restrictions: RestrictionsRow[];
  releases: ReleaseRow[];
  releaseOptions: { value: ReleaseState; label: string }[];
  onChange(patch: Partial<LicenceInput>): void;
}

export function ContributionLicence(p: ContributionLicenceProps) {
  const uid = useId();
  const id = (s: string) => `${uid}-${s}`;
  const errLine = (key: string, text: string | null) =>
    text ? (
      <p className="err" id={id(`${key}-err`)} part="error">
        {text}
      </p>
    ) : null;
  return (
    <fieldset className="licence" part="licence">
      <legend>{p.legend}</legend>
      <fieldset className="types" {...(p.typeError ? { "aria-describedby": id("type-err") } : {})}>
        <legend>{p.typeLabel}</legend>
        {p.types.map((o) => (
          <div className="type" key={o.value}>
            <input
              type="radio"
              id={id(`type-${o.value}`)}
              name={id("type")}
              value={o.value}
              checked={p.value.type === o.value}
              aria-describedby={id(`type-${o.value}-hint`)}
              {...(p.typeError ? { "aria-invalid": true as const } : {})}
              onChange={() => p.onChange({ type: o.value })}
            />
            <label htmlFor={id(`type-${o.value}`)}>{o.label}</label>
            <p className="hint" id={id(`type-${o.value}-hint`)}>
              {o.hint}
            </p>
          </div>
        ))}
        {errLine("type", p.typeError)}
      </fieldset>
      <div className="restrictions">
        {p.restrictions.map((r) => (
          <div className="row" key={r.key}>
            <label htmlFor={id(r.key)}>{r.label}</label>
            <textarea
              id={id(r.key)}
              name={r.key}
              lang={r.lang}
              rows={2}
              maxLength={RESTRICTIONS_MAX}
              value={p.value[r.key]}
              aria-describedby={[id(`${r.key}-count`), r.error ? id(`${r.key}-err`) : ""].filter(Boolean).join(" ")}
              {...(r.error ? { "aria-invalid": true as const } : {})}
              onChange={(e) => p.onChange({ [r.key]: e.target.value })}
            />
            <p className="hint count" id={id(`${r.key}-count`)}>
              {r.count}
            </p>
            {errLine(r.key, r.error)}
          </div>
        ))}
      </div>
      <div className="releases">
        {p.releases.map((r) => (
          <div className="row" key={r.key}>
            <label htmlFor={id(r.key)}>{r.label}</label>
            <select
              id={id(r.key)}
              name={r.key}
              value={p.value[r.key]}
              {...(r.error ? { "aria-invalid": true as const, "aria-describedby": id(`${r.key}-err`) } : {})}
              onChange={(e) => p.onChange({ [r.key]: e.target.value as ReleaseState })}
            >
              {p.releaseOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            {errLine(r.key, r.error)}
          </div>
        ))}
      </div>
    </fieldset>
  );
}
