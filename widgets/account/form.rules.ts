/**
 * Shared form rules of the account elements (no React, no DOM): field
 * errors from SPEC §5 violations (common/validate.ts) and from the
 * server's `errors: [{ field, rule }]` (rule = the catalogue key of the
 * message, the same key the client rule uses), and the first invalid field.
 */
import { ApiCallError } from "../core/api.js";
import { editionOf, safeRedirect, type Edition } from "../../common/edition.js";
import { t, type Lang } from "./locale/index.js";
import type { Violation } from "../../common/validate.js";

/** Error text by field name. */
export type FieldErrors = Record<string, string | undefined>;

/** The first message of each field, in the caller's language. */
export function errorsOf(lang: Lang, violations: Violation[]): FieldErrors {
  const out: FieldErrors = {};
  for (const v of violations) out[v.field] ??= t(lang, v.key, v.vars);
  return out;
}

/**
 * Field errors from a failed call: each `{ field, rule }` whose rule is a
 * catalogue key gets that message; a field without a known rule gets the
 * envelope's msg. `alert` is the msg when no field of `known` is named.
 */
export function errorsFromCall(lang: Lang, err: unknown, known: readonly string[]): { fields: FieldErrors; alert: string } {
  if (!(err instanceof ApiCallError)) return { fields: {}, alert: t(lang, "api_tools_1") };
  const fields: FieldErrors = {};
  for (const e of err.body?.errors ?? []) {
    if (!known.includes(e.field) || fields[e.field]) continue;
    fields[e.field] = t.has(e.rule) ? t(lang, e.rule) : err.msg;
  }
  return { fields, alert: Object.keys(fields).length ? "" : err.msg };
}

/** The first field with an error, in form order, or null. */
export function firstError(order: readonly string[], errors: FieldErrors): string | null {
  return order.find((f) => errors[f]) ?? null;
}

/** The edition rules of the profile form for a language: zh → Chinese address; en → first/last name and country. */
export function profileEdition(lang: Lang): "zh" | "en" {
  return lang === "en" ? "en" : "zh";
}

/**
 * Edition of an account page: the alternate edition by its /ann path prefix,
 * English by `?lang=en` (as common/edition.ts loginUrl writes it), else Chinese.
 */
export function pageEdition(pathname: string, search: string): Edition {
  const byPath = editionOf(pathname);
  if (byPath !== "zh") return byPath;
  return new URLSearchParams(search).get("lang") === "en" ? "en" : "zh";
}

/** Folder of the account and member pages (SPEC §2). */
export const PAGES_DIR = "/public_resource/public/html";

/**
 * URL of an account or member page in an edition (same convention as the
 * login page: English adds `?lang=en`, the alternate edition the /ann prefix).
 * @param page file name without .html, e.g. "uc1-index", "register"
 * @param query extra query parameters
 */
export function pageUrl(page: string, edition: Edition, query: Record<string, string> = {}): string {
  const params = new URLSearchParams(query);
  if (edition === "en") params.set("lang", "en");
  const q = params.toString();
  return `${edition === "ann" ? "/ann" : ""}${PAGES_DIR}/${page}.html${q ? `?${q}` : ""}`;
}

/** The member-center home of a nature (SPEC §2, §6): uc1-index for nature 1, uc2-index otherwise. */
export function centerUrl(nature: number, edition: Edition): string {
  return pageUrl(nature === 1 ? "uc1-index" : "uc2-index", edition);
}

/** Where to go after a success: the page's same-site `redirect` parameter, else `fallback`. */
export function redirectTarget(search: string, fallback: string): string {
  return safeRedirect(new URLSearchParams(search).get("redirect")) ?? fallback;
}
