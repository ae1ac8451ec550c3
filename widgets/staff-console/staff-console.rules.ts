/**
 * The staff console's pure rules (issue 19 "A staff console"; common/staff.ts):
 * the panels and the review filters, what a form may send (a reason, the
 * editions and credits of an approval, a quota change, a grant) checked as the server
 * checks it, with problems in the server's `{ field, rule }` shape, which
 * states a submission can be decided or claimed in, whether a changed item
 * still fits the list it is in, pages, and the texts of times and of an
 * audit entry's detail. No state, no I/O.
 */
import type { Edition } from "../../common/edition.js";
import {
  CREDIT_MAX,
  GRANT_DAYS_MAX,
  GRANT_LABEL_MAX,
  GRANT_QUOTA_MAX,
  OPEN_REVIEW_STATES,
  REASON_MAX,
  REVIEW_EDITIONS,
  REVIEW_STATES,
  STAFF_ROWS_MAX,
  type ReviewState,
} from "../../common/staff.js";
import type { Lang } from "../../common/i18n/index.js";

/** The console's panels, in tab order (settings, packs, orders and organisations: issue 20). */
export const PANELS = ["review", "takedowns", "contributors", "photographers", "members", "settings", "packs", "orders", "organisations", "audit"] as const;
export type Panel = (typeof PANELS)[number];

/** The review queue's filters (GET /api/staff/submissions?state=): "open" is submitted + in_review, the default. */
export const REVIEW_FILTERS = ["open", ...REVIEW_STATES, "all"] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

/** Roles an editor can give or take in the members panel. */
export const STAFF_ROLES = ["agent", "editor"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A problem with a form's value, as the server reports one (invalid_param errors). */
export interface Problem {
  field: string;
  rule: string;
}

/** Pages of a list of `total` items, `rows` a page (at least 1). */
export function pageCount(total: number, rows: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, Math.min(STAFF_ROWS_MAX, rows))));
}

/** Whether an editor can still approve, reject or ask for changes (submitted or in review). */
export const decidable = (state: ReviewState): boolean => OPEN_REVIEW_STATES.includes(state);

/** Whether opening the submission claims it (it was submitted, nobody reviews it yet). */
export const claimable = (state: ReviewState): boolean => state === "submitted";

/** Whether a submission in `state` belongs in the queue under `filter`. */
export function fitsFilter(state: ReviewState, filter: ReviewFilter): boolean {
  if (filter === "all") return true;
  if (filter === "open") return OPEN_REVIEW_STATES.includes(state);
  return state === filter;
}

/** A reason (rejection, changes, takedown): required once trimmed, at most REASON_MAX characters. */
export function checkReason(reason: string, field = "reason"): Problem | null {
  const r = reason.trim();
  if (!r) return { field, rule: "required" };
  if ([...r].length > REASON_MAX) return { field, rule: "maxLength" };
  return null;
}

/** The editions of an approval in REVIEW_EDITIONS order, unknown ones dropped. */
export function orderEditions(list: readonly string[]): Edition[] {
  return REVIEW_EDITIONS.filter((e) => list.includes(e));
}

/** `list` with edition `e` checked (`on`) or not, in REVIEW_EDITIONS order. */
export function toggleEdition(list: readonly Edition[], e: Edition, on: boolean): Edition[] {
  return orderEditions(on ? [...list, e] : list.filter((x) => x !== e));
}

/** The editions of an approval: a non-empty subset of REVIEW_EDITIONS. */
export function checkEditions(list: readonly string[]): Problem | null {
  if (!list.length) return { field: "editions", rule: "required" };
  if (list.some((e) => !(REVIEW_EDITIONS as readonly string[]).includes(e))) return { field: "editions", rule: "enum" };
  return null;
}

/** An approval's credits (POST …/approve `credits`): upload relationId → photographer name. */
export type Credits = Record<string, string>;

/**
 * The credits of an approval (issue 19 "Credits"): for each file whose
 * "credit to" box (`inputs`, relationId → text typed; a file without one is
 * untouched) differs, trimmed, from the contributor's byline, the name
 * typed, trimmed. A changed box left empty is a problem (`credits.<relationId>`
 * required), a name over CREDIT_MAX characters too (maxLength), as the
 * server checks them. Untouched boxes give no credits (`{}`).
 */
export function creditsOf(files: readonly { relationId: string; byline: string }[], inputs: Readonly<Credits>): { credits: Credits; problems: Problem[] } {
  const credits: Credits = {};
  const problems: Problem[] = [];
  for (const f of files) {
    const typed = Object.prototype.hasOwnProperty.call(inputs, f.relationId) ? inputs[f.relationId].trim() : undefined;
    if (typed === undefined || typed === f.byline.trim()) continue;
    const field = `credits.${f.relationId}`;
    if (!typed) problems.push({ field, rule: "required" });
    else if (typed.length > CREDIT_MAX) problems.push({ field, rule: "maxLength" });
    else credits[f.relationId] = typed;
  }
  return { credits, problems };
}

/** An integer typed in a box ("+5", "-3", " 12 "), or null when it is not one. */
export function parseInteger(text: string): number | null {
  const t = text.trim();
  if (!/^[+-]?\d{1,9}$/.test(t)) return null;
  return Number(t);
}

/** A quota change: a non-zero integer within ±GRANT_QUOTA_MAX. */
export function parseDelta(text: string): { delta: number } | { problem: Problem } {
  if (!text.trim()) return { problem: { field: "delta", rule: "required" } };
  const n = parseInteger(text);
  if (n === null) return { problem: { field: "delta", rule: "integer" } };
  if (n === 0) return { problem: { field: "delta", rule: "required" } };
  if (Math.abs(n) > GRANT_QUOTA_MAX) return { problem: { field: "delta", rule: "maximum" } };
  return { delta: n };
}

/** The quota after a change: never below 0 (the server's rule). */
export const quotaAfter = (quota: number, delta: number): number => Math.max(0, quota + delta);

/** What the add-grant form holds (the boxes' texts). */
export interface GrantInput {
  label: string;
  quota: string;
  days: string;
}

/** The body of POST /api/staff/members/{code}/grants. */
export interface GrantBody {
  label: string;
  quota?: number;
  days?: number;
}

/**
 * A grant: a label (1..GRANT_LABEL_MAX), a quota (1..GRANT_QUOTA_MAX) and/or
 * a period in days (1..GRANT_DAYS_MAX); at least one of the two.
 */
export function checkGrant(input: GrantInput): { body: GrantBody } | { problems: Problem[] } {
  const problems: Problem[] = [];
  const label = input.label.trim();
  if (!label) problems.push({ field: "label", rule: "required" });
  else if ([...label].length > GRANT_LABEL_MAX) problems.push({ field: "label", rule: "maxLength" });
  const body: GrantBody = { label };
  const bounded = (field: "quota" | "days", max: number) => {
    const text = input[field];
    if (!text.trim()) return;
    const n = parseInteger(text);
    if (n === null) problems.push({ field, rule: "integer" });
    else if (n < 1) problems.push({ field, rule: "minimum" });
    else if (n > max) problems.push({ field, rule: "maximum" });
    else body[field] = n;
  };
  bounded("quota", GRANT_QUOTA_MAX);
  bounded("days", GRANT_DAYS_MAX);
  if (!input.quota.trim() && !input.days.trim()) problems.push({ field: "grant", rule: "required" });
  return problems.length ? { problems } : { body };
}

/** The problems a failed call carries (invalid_param's `errors`), [] when none. */
export function problemsOf(err: unknown): Problem[] {
  const errors = (err as { body?: { errors?: unknown } } | null)?.body?.errors;
  if (!Array.isArray(errors)) return [];
  return errors
    .filter((e): e is Problem => !!e && typeof (e as Problem).field === "string" && typeof (e as Problem).rule === "string")
    .map((e) => ({ field: e.field, rule: e.rule }));
}

/** `items` with `item` in place of the one with the same key (or unchanged when it is not there). */
export function replaceItem<T>(items: readonly T[], item: T, key: (x: T) => string | number): T[] {
  const k = key(item);
  return items.map((x) => (key(x) === k ? item : x));
}

/** Intl locale of each language for times. */
const TIME_LOCALE: Record<Lang, string> = { zh: "zh-CN", en: "en-GB" };

/** A time as the console shows it ("2026年11月26日 14:05", "26 Nov 2026, 14:05"); "" for an invalid one. */
export function timeText(iso: string | null | undefined, lang: Lang, timeZone?: string): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return new Intl.DateTimeFormat(TIME_LOCALE[lang], { dateStyle: "medium", timeStyle: "short", ...(timeZone ? { timeZone } : {}) }).format(d);
}

/** A date as the console shows it (no time of day); "" for an invalid one. */
export function dateText(iso: string | null | undefined, lang: Lang, timeZone?: string): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return new Intl.DateTimeFormat(TIME_LOCALE[lang], { dateStyle: "medium", ...(timeZone ? { timeZone } : {}) }).format(d);
}

/** One value of an audit entry's detail as text (lists joined, objects as JSON, long texts cut at 200 characters). */
function detailValue(v: unknown): string {
  const s = Array.isArray(v) ? v.map((x) => (typeof x === "string" ? x : JSON.stringify(x))).join(", ") : typeof v === "string" ? v : JSON.stringify(v);
  const chars = [...(s ?? "")];
  return chars.length > 200 ? `${chars.slice(0, 200).join("")}…` : chars.join("");
}

/** An audit entry's detail as "key: value" pairs (in the order the server wrote them). */
export function auditDetailPairs(detail: Record<string, unknown> | null | undefined): { key: string; value: string }[] {
  if (!detail || typeof detail !== "object") return [];
  return Object.entries(detail).map(([key, v]) => ({ key, value: detailValue(v) }));
}
