/**
 * The licence fields of an import (issue 20 "Licences": set at import): a
 * JSONL line or one of its relations (import/jsonl-line.ts), a folder
 * sidecar (import/folder.ts). The fields and their vocabulary are
 * services/licences.ts licenceFields' — `licence` or `licenceType` (rm, rf,
 * editorial, or an alias: "rights-managed", "royalty-free", "editorial use
 * only" …), `restrictions` (text for both languages, or { zh, en }) or
 * `restrictionsZh` / `restrictionsEn`, `modelRelease` and `propertyRelease`
 * (released, none, not_applicable; also yes / no / n/a / true / false) — and
 * a bad value is the reason the line or file is skipped, worded like the
 * importers' other reasons ("relations[0].modelRelease: not a release
 * status …").
 */
import { LICENCE_TYPES, RELEASE_STATES, RESTRICTIONS_MAX, type LicenceInput } from "../../../common/licence.js";
import type { FieldError } from "../http/errors.js";
import { licenceFields } from "../services/licences.js";

/** The relation columns of the licence fields given (the others absent). */
export interface LicenceColumnsGiven {
  licenceType?: string;
  restrictionsZh?: string;
  restrictionsEn?: string;
  modelRelease?: string;
  propertyRelease?: string;
}

/** The key names an import record may use for its licence. */
export const LICENCE_KEYS = ["licence", "licenceType", "restrictions", "restrictionsZh", "restrictionsEn", "modelRelease", "propertyRelease"] as const;

/** A field error as an importer's reason. */
export function licenceReason(e: FieldError): string {
  const last = e.field.split(".").pop() ?? e.field;
  const what =
    e.rule === "enum"
      ? /release/i.test(last)
        ? `not a release status (${RELEASE_STATES.join(", ")}, or yes, no, n/a)`
        : `not a licence type (${LICENCE_TYPES.join(", ")}, or rights-managed, royalty-free, editorial use only)`
      : e.rule === "maxLength"
        ? `longer than ${RESTRICTIONS_MAX} characters`
        : e.rule === "v_emoji"
          ? "contains emoji"
          : /restrictions$/.test(e.field)
            ? "must be text or { zh, en }"
            : "must be text";
  return `${e.field}: ${what}`;
}

/**
 * The licence of an import record over `base` (a line's own fields under
 * its relations'): the columns of the fields given, or the reason of the
 * first bad one.
 * @param prefix field path of the record in reasons ("relations[0]", "sidecar field"…; "" for none)
 */
export function importLicence(o: Record<string, unknown>, prefix: string, base: Partial<LicenceInput> = {}): LicenceColumnsGiven | string {
  const { licence, errors } = licenceFields(o, prefix);
  if (errors.length) return licenceReason(errors[0]);
  const l = { ...base, ...licence };
  const out: LicenceColumnsGiven = {};
  if (l.type) out.licenceType = l.type;
  if (l.restrictionsZh !== undefined) out.restrictionsZh = l.restrictionsZh;
  if (l.restrictionsEn !== undefined) out.restrictionsEn = l.restrictionsEn;
  if (l.modelRelease) out.modelRelease = l.modelRelease;
  if (l.propertyRelease) out.propertyRelease = l.propertyRelease;
  return out;
}

/** The licence fields of a record (no columns, no defaults): a line's own, for its relations to start from. */
export function givenLicence(o: Record<string, unknown>, prefix: string): Partial<LicenceInput> | string {
  const { licence, errors } = licenceFields(o, prefix);
  return errors.length ? licenceReason(errors[0]) : licence;
}
