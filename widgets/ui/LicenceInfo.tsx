/**
 * A photo's licence as a reader sees it before anything is spent (issue 20
 * "Licences"): its type in words with what it allows, the restrictions in the
 * page's language, the model and property release, the credit line, a "copy
 * credit line" button and the link to the licence terms. Shared by the
 * download dialog (widgets/download) and the photo viewer (widgets/viewer);
 * presentational: the strings come in as props (each feature's own
 * catalogue), the licence is common/licence.ts LicenceDto.
 *
 * The copy button writes LicenceDto.creditLine with the Clipboard API
 * (core/clipboard.ts) and says so in a live region (role=status); when the
 * browser refuses the clipboard, it selects the credit line on the page and
 * says how to copy it by hand. The block stays mounted when its licence
 * changes (the viewer's next photo), so a focused copy button keeps the
 * focus; what it said belongs to the licence it copied.
 *
 * Parts: `licence` (the block), `licence-facts` (the list), `credit-line`,
 * `copy-credit` (the button), `licence-terms` (the link), `copy-status`.
 * Classes `.pw-licence*`, styled by the feature's stylesheet.
 */
import { useRef, useState } from "react";
import type { Lang } from "../../common/i18n/index.js";
import type { LicenceDto, LicenceType, ReleaseState } from "../../common/licence.js";
import { copyText, selectContents } from "../core/clipboard.js";

/** Every string the licence block shows (from the feature's catalogue). */
export interface LicenceLabels {
  /** the type's label ("Licence") */
  type: string;
  /** each type in words ("Editorial use only") */
  types: Record<LicenceType, string>;
  /** what each type allows, one sentence */
  allows: Record<LicenceType, string>;
  restrictions: string;
  /** shown when there are no restrictions */
  noRestrictions: string;
  modelRelease: string;
  propertyRelease: string;
  releases: Record<ReleaseState, string>;
  credit: string;
  /** the copy button */
  copy: string;
  /** announced after the credit line was copied */
  copied: string;
  /** announced when the clipboard was refused and the credit line was selected instead */
  selected: string;
  /** the link to the licence terms */
  terms: string;
}

/** One row of the licence list. */
export interface LicenceFact {
  key: "type" | "restrictions" | "model" | "property" | "credit";
  label: string;
  value: string;
  /** a second line under the value (what the type allows) */
  hint?: string;
}

/**
 * The licence's rows in `lang`: the restrictions of that language, else the
 * other language's (a photo restricted in one language only is still
 * restricted), else "none".
 */
export function licenceFacts(l: LicenceDto, lang: Lang, labels: LicenceLabels): LicenceFact[] {
  const own = (lang === "en" ? l.restrictionsEn : l.restrictionsZh).trim();
  const other = (lang === "en" ? l.restrictionsZh : l.restrictionsEn).trim();
  return [
    { key: "type", label: labels.type, value: labels.types[l.type] ?? l.type, hint: labels.allows[l.type] },
    { key: "restrictions", label: labels.restrictions, value: own || other || labels.noRestrictions },
    { key: "model", label: labels.modelRelease, value: labels.releases[l.modelRelease] ?? l.modelRelease },
    { key: "property", label: labels.propertyRelease, value: labels.releases[l.propertyRelease] ?? l.propertyRelease },
    { key: "credit", label: labels.credit, value: l.creditLine },
  ];
}

export interface LicenceInfoProps {
  licence: LicenceDto;
  lang: Lang;
  labels: LicenceLabels;
  /** the terms page's address as the page must use it ("" or absent: no link) */
  termsHref?: string;
  /** an accessible name for the block (e.g. the photo's title when several are listed) */
  label?: string;
}

export function LicenceInfo({ licence, lang, labels, termsHref, label }: LicenceInfoProps) {
  const credit = useRef<HTMLSpanElement>(null);
  // what the copy button did, for this licence only: another photo's licence (the viewer's next photo) starts silent
  const [status, setStatus] = useState<{ of: LicenceDto | null; text: string }>({ of: null, text: "" });
  const said = status.of === licence ? status.text : "";
  const onCopy = async () => {
    setStatus({ of: licence, text: "" });
    if (await copyText(licence.creditLine)) return setStatus({ of: licence, text: labels.copied });
    if (credit.current) selectContents(credit.current);
    setStatus({ of: licence, text: labels.selected });
  };
  return (
    <div className="pw-licence" part="licence" role={label ? "group" : undefined} aria-label={label}>
      <dl className="pw-licence-facts" part="licence-facts">
        {licenceFacts(licence, lang, labels).map((f) => (
          <div key={f.key} className={`pw-licence-${f.key}`}>
            <dt>{f.label}</dt>
            <dd>
              {f.key === "credit" ? (
                <span ref={credit} part="credit-line" className="pw-licence-credit-line">
                  {f.value}
                </span>
              ) : (
                f.value
              )}
              {f.hint ? (
                <>
                  {" "}
                  <span className="pw-licence-hint">{f.hint}</span>
                </>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      <p className="pw-licence-actions">
        {licence.creditLine ? (
          <button type="button" className="btn secondary pw-licence-copy" part="copy-credit" onClick={() => void onCopy()}>
            {labels.copy}
          </button>
        ) : null}
        {termsHref ? (
          <a className="pw-licence-terms" part="licence-terms" href={termsHref} target="_blank" rel="license noopener">
            {labels.terms}
          </a>
        ) : null}
        <span className="pw-licence-status" part="copy-status" role="status">
          {said}
        </span>
      </p>
    </div>
  );
}
