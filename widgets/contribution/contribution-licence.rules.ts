/**
 * The licence a contributor declares for each file of a draft (issue 20
 * "Licences": set at contribution; common/licence.ts): framework-free, no DOM.
 *
 * A file's licence is its RelationDraftDto `licence` (LicenceInput); a file
 * without one shows and sends the server's default (DEFAULT_LICENCE:
 * editorial use only, no model release, no property release). The server
 * checks the same rules (server/src/services/contribution-fields.ts →
 * services/licences.ts licenceFields): restrictions trimmed, at most
 * RESTRICTIONS_MAX characters (code points), no emoji; a refusal names the
 * field `relationList.<i>.licence.<field>` with a rule (maxLength, v_emoji,
 * enum, type), which the form shows at that field. The server accepts a
 * licence for videos as well, so every file of the list has one.
 */
import type { RelationDraftDto } from "../../common/contribution.js";
import { DEFAULT_LICENCE, RESTRICTIONS_MAX, type LicenceInput } from "../../common/licence.js";
import { hasEmoji } from "../../common/validate.js";
import type { DraftFields } from "./contribution.rules.js";

/** The fields of a licence the form edits, in the order of the group. */
export const LICENCE_FIELDS = ["type", "restrictionsZh", "restrictionsEn", "modelRelease", "propertyRelease"] as const;
export type LicenceField = (typeof LICENCE_FIELDS)[number];

/** Message keys (locale/zh.ts) of a licence field's problem. */
export type LicenceProblemKey = "restrictions_too_long" | "restrictions_emoji" | "licence_choose";

/** A file's licence as the form shows it: its own, else the server's default. */
export function licenceOf(r: Pick<RelationDraftDto, "licence">): LicenceInput {
  return { ...DEFAULT_LICENCE, ...(r.licence ?? {}) };
}

/** Characters of a restrictions text as the server counts them (code points, after trimming). */
export function restrictionsLength(s: string): number {
  return [...s.trim()].length;
}

/**
 * The list with one file's licence changed: `patch` over the file's licence
 * (or the default), stored whole so that the draft says what the form showed.
 * The same fields when the file is not in the list.
 */
export function setLicence(f: DraftFields, relationId: string, patch: Partial<LicenceInput>): DraftFields {
  if (!f.relationList.some((r) => r.relationId === relationId)) return f;
  return { ...f, relationList: f.relationList.map((r) => (r.relationId === relationId ? { ...r, licence: { ...licenceOf(r), ...patch } } : r)) };
}

/** The field path of a file's licence field, as the server names it. */
export const licencePath = (index: number, field: LicenceField): string => `relationList.${index}.licence.${field}`;

/**
 * The licence problems that stop a submission, by field path
 * (`relationList.<i>.licence.restrictionsZh` …): restrictions too long or
 * with emoji. Type and releases are chosen from lists and cannot be wrong.
 */
export function licenceProblems(f: DraftFields): Record<string, LicenceProblemKey> {
  const out: Record<string, LicenceProblemKey> = {};
  f.relationList.forEach((r, i) => {
    if (!r.licence) return;
    for (const k of ["restrictionsZh", "restrictionsEn"] as const) {
      const s = r.licence[k] ?? "";
      if (restrictionsLength(s) > RESTRICTIONS_MAX) out[licencePath(i, k)] = "restrictions_too_long";
      else if (hasEmoji(s)) out[licencePath(i, k)] = "restrictions_emoji";
    }
  });
  return out;
}

/**
 * Which licence field a server refusal names: `{ index, field }` for
 * `relationList.<i>.licence.<field>` (the restrictions' `restrictions.zh`
 * and `restrictions.en` spellings too), null for any other field.
 */
export function licenceFieldOf(path: string | undefined): { index: number; field: LicenceField } | null {
  const m = /^relationList\.(\d+)\.licence\.(.+)$/.exec(path ?? "");
  if (!m) return null;
  const alias: Record<string, LicenceField> = { "restrictions.zh": "restrictionsZh", "restrictions.en": "restrictionsEn", licence: "type", licenceType: "type" };
  const field = (LICENCE_FIELDS as readonly string[]).includes(m[2]) ? (m[2] as LicenceField) : alias[m[2]];
  return field ? { index: Number(m[1]), field } : null;
}

/** The message key of a server rule on a licence field (maxLength, v_emoji, enum), or null for another rule. */
export function licenceRuleKey(rule: string | undefined): LicenceProblemKey | null {
  if (rule === "maxLength") return "restrictions_too_long";
  if (rule === "v_emoji") return "restrictions_emoji";
  if (rule === "enum" || rule === "type") return "licence_choose";
  return null;
}
