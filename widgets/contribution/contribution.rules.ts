/**
 * Contribution form rules (issue 11 "Drafts and submission"; SPEC §3
 * Contributed story draft, §4, §5): framework-free, no DOM.
 *
 * - The editable part of a draft (DraftFields) and how uploaded files fill
 *   it: a new file's metadata (RelationDraftDto caption, byline, keywords,
 *   shootingDate) pre-fills empty fields, never overwrites the contributor's
 *   text.
 * - What a draft needs before it can be submitted (title, subject, at least
 *   one file), as field → message key.
 * - Its editorial review (issue 19): the state and the editor's reason, and
 *   the story's page, which only an approved story has.
 */
import { UPLOAD_MAX_FILES, type ContributionDraftDto, type RelationDraftDto } from "../../common/contribution.js";
import { REVIEW_STATES, type ReviewState } from "../../common/staff.js";
import { STATUS_SUBMITTED } from "../../common/types.js";
import { hasEmoji } from "../../common/validate.js";

/** Field limits, characters (server/src/services/contribution.ts DRAFT_LIMITS). */
export const LIMITS = { title: 200, description: 5000, caption: 2000, keyword: 50, keywords: 50 } as const;
/** Autosave delay after the last edit, ms. */
export const AUTOSAVE_MS = 800;

/** The fields the contributor edits. */
export interface DraftFields {
  title: string;
  description: string;
  /** comma-separated in the form */
  keywords: string;
  subjectCode: string;
  /** YYYY-MM-DD or "" */
  shootingDate: string;
  relationList: RelationDraftDto[];
}

export const EMPTY_FIELDS: DraftFields = { title: "", description: "", keywords: "", subjectCode: "", shootingDate: "", relationList: [] };

/** Keywords of the form's text: split on , ; (full-width too), trimmed, distinct. */
export function splitKeywords(text: string): string[] {
  const out: string[] = [];
  for (const k of text.split(/[,;，；]/)) {
    const s = k.trim();
    if (s && !out.includes(s)) out.push(s);
  }
  return out;
}

/** The form's fields of a stored draft. */
export function fieldsOf(d: Partial<ContributionDraftDto> | null | undefined): DraftFields {
  if (!d) return { ...EMPTY_FIELDS };
  return {
    title: d.title ?? "",
    description: d.description ?? "",
    keywords: (d.keywords ?? []).join(", "),
    subjectCode: d.subjectCode ?? "",
    shootingDate: d.shootingDate ?? "",
    relationList: d.relationList ?? [],
  };
}

/** The body of guest/addPublicationContent for the fields (the server sets the state fields). */
export function saveBody(oid: string | null, f: DraftFields): Record<string, unknown> {
  return {
    ...(oid ? { oid } : {}),
    title: f.title,
    description: f.description,
    keywords: splitKeywords(f.keywords),
    subjectCode: f.subjectCode,
    shootingDate: f.shootingDate,
    relationList: f.relationList,
  };
}

/**
 * Adds an uploaded file to the draft and pre-fills from its metadata what is
 * still empty: shooting date, keywords, description (from the first caption)
 * and the title (from the first caption's first sentence). A file already in
 * the list (same relationId or md5) is not added twice; the list keeps at
 * most UPLOAD_MAX_FILES.
 */
export function addRelation(f: DraftFields, r: RelationDraftDto): DraftFields {
  if (f.relationList.some((x) => x.relationId === r.relationId || (r.md5 && x.md5 === r.md5))) return f;
  if (f.relationList.length >= UPLOAD_MAX_FILES) return f;
  const caption = (r.caption ?? "").trim();
  const next: DraftFields = { ...f, relationList: [...f.relationList, { ...r, caption: caption.slice(0, LIMITS.caption) }] };
  if (!next.shootingDate && r.shootingDate) next.shootingDate = r.shootingDate;
  if (r.keywords?.length) {
    const merged = splitKeywords([next.keywords, ...r.keywords].join(","));
    next.keywords = merged.slice(0, LIMITS.keywords).join(", ");
  }
  if (!next.description && caption) next.description = caption.slice(0, LIMITS.description);
  if (!next.title && caption) next.title = (caption.split(/(?<=[.!?。！？])\s*/)[0] ?? caption).slice(0, LIMITS.title);
  return next;
}

/** The list without one file. */
export function removeRelation(f: DraftFields, relationId: string): DraftFields {
  return { ...f, relationList: f.relationList.filter((r) => r.relationId !== relationId) };
}

/** The list with one file's caption changed. */
export function setCaption(f: DraftFields, relationId: string, caption: string): DraftFields {
  return { ...f, relationList: f.relationList.map((r) => (r.relationId === relationId ? { ...r, caption } : r)) };
}

/** The list with one file moved by `delta` places (keyboard reordering). */
export function moveRelation(f: DraftFields, relationId: string, delta: number): DraftFields {
  const i = f.relationList.findIndex((r) => r.relationId === relationId);
  const j = i + delta;
  if (i < 0 || j < 0 || j >= f.relationList.length) return f;
  const list = [...f.relationList];
  [list[i], list[j]] = [list[j], list[i]];
  return { ...f, relationList: list };
}

/**
 * Where a field path of a file (`relationList.<i>.<rest>`, as the server
 * names a refused field) points once the list has changed: the same file's
 * new index, or null when the file was removed. Other paths are kept.
 */
export function followFile(path: string, before: DraftFields["relationList"], after: DraftFields["relationList"]): string | null {
  const m = /^relationList\.(\d+)(\..*)?$/.exec(path);
  if (!m) return path;
  const id = before[Number(m[1])]?.relationId;
  const j = id === undefined ? -1 : after.findIndex((r) => r.relationId === id);
  return j < 0 ? null : `relationList.${j}${m[2] ?? ""}`;
}

/** Message keys of the form (locale/zh.ts) for problems found before sending. */
export type ProblemKey = "title_required" | "subject_required" | "files_required" | "title_too_long" | "date_invalid" | "text_emoji";

/** The fields a submission checks before sending. */
export type CheckedField = "title" | "description" | "keywords" | "subjectCode" | "relationList" | "shootingDate";

/** A YYYY-MM-DD date of the calendar, or "". */
export function validDate(s: string): boolean {
  if (!s) return true;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/**
 * The problems that stop a submission, by field: title (required, at most LIMITS.title characters), subjectCode,
 * relationList (at least one file), shootingDate (a calendar date); no emoji in the title, description or keywords
 * (SPEC §5, as the server checks: server/src/services/contribution-fields.ts).
 */
export function submitProblems(f: DraftFields): Partial<Record<CheckedField, ProblemKey>> {
  const out: Partial<Record<CheckedField, ProblemKey>> = {};
  if (!f.title.trim()) out.title = "title_required";
  else if (f.title.trim().length > LIMITS.title) out.title = "title_too_long";
  else if (hasEmoji(f.title)) out.title = "text_emoji";
  if (hasEmoji(f.description)) out.description = "text_emoji";
  if (hasEmoji(f.keywords)) out.keywords = "text_emoji";
  if (!f.subjectCode) out.subjectCode = "subject_required";
  if (!f.relationList.length) out.relationList = "files_required";
  if (!validDate(f.shootingDate)) out.shootingDate = "date_invalid";
  return out;
}

/**
 * The message key of a server refusal of a form field by its rule (invalid_param's `{ field, rule }`), or null to
 * show the server's message: v_emoji → text_emoji, maxLength of the title → title_too_long, date → date_invalid.
 */
export function fieldRuleKey(field: string, rule: string | undefined): ProblemKey | null {
  if (rule === "v_emoji") return "text_emoji";
  if (rule === "maxLength" && field === "title") return "title_too_long";
  if (rule === "date" && field === "shootingDate") return "date_invalid";
  return null;
}

/** Whether a stored draft is submitted (SPEC §9 statusId 13). */
export const isSubmitted = (d: Partial<ContributionDraftDto> | null | undefined): boolean => Number(d?.statusId) === STATUS_SUBMITTED;

/** Whether two field sets are the same (nothing to save). */
export function sameFields(a: DraftFields, b: DraftFields): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The review of a draft (issue 19): its state and the editor's reason ("" when none). */
export interface DraftReview {
  state: ReviewState;
  reason: string;
}

/**
 * The review of a stored draft (ContributionDraftDto reviewState,
 * reviewReason): null for a draft never submitted (or an answer without
 * them).
 */
export function reviewOf(d: Partial<ContributionDraftDto> | null | undefined): DraftReview | null {
  const r = d as { reviewState?: unknown; reviewReason?: unknown } | null | undefined;
  const state = r?.reviewState;
  if (typeof state !== "string" || !(REVIEW_STATES as readonly string[]).includes(state)) return null;
  return { state: state as ReviewState, reason: typeof r?.reviewReason === "string" ? r.reviewReason : "" };
}

/**
 * The story's page once it is live: only an approved story is published
 * (issue 19); a submission without a review state (made before review
 * existed) was published at once. "" while it is not live.
 */
export function liveUrl(review: DraftReview | null, htmlUrl: unknown): string {
  if (review && review.state !== "approved") return "";
  return typeof htmlUrl === "string" ? htmlUrl : "";
}
