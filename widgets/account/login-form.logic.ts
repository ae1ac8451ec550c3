/**
 * Login form logic (SPEC §2 login page, §4 Login state, §7 POST guest/login;
 * DESIGN §7 "redirects after login go only to same-site paths"): field
 * checks, the call, where to go afterwards. No React, no DOM.
 */
import { call } from "../core/api.js";
import { editionOf, homeUrl, safeRedirect, type Edition } from "../core/edition.js";
import type { Lang } from "../core/i18n/index.js";
import type { Member } from "../core/session.js";

/** What the reader typed: account is a member code, mobile or email. */
export interface LoginValues {
  account: string;
  password: string;
}

export type LoginField = keyof LoginValues;

/** Catalogue key of each field's error (zh.ts/en.ts). */
export type LoginFieldErrors = Partial<Record<LoginField, "account_required" | "password_required">>;

/** Fields in the order they appear (the first invalid one gets the focus). */
export const LOGIN_FIELDS: readonly LoginField[] = ["account", "password"];

/**
 * Required-field checks: the account must not be empty or whitespace only;
 * the password must not be empty (its own rules, SPEC §5 8–16 characters,
 * are the server's business at login: old passwords may predate them).
 * @returns an empty object when both are filled
 */
export function validateLogin(v: LoginValues): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (!v.account.trim()) errors.account = "account_required";
  if (v.password.length === 0) errors.password = "password_required";
  return errors;
}

/** The first invalid field in page order, or null. */
export function firstInvalid(errors: LoginFieldErrors): LoginField | null {
  return LOGIN_FIELDS.find((f) => errors[f]) ?? null;
}

/** `?lang=en` / `?lang=zh` of the login page (core/edition.ts loginUrl adds lang=en for the English edition), else null. */
export function queryLang(search: string): Lang | null {
  const l = new URLSearchParams(search).get("lang");
  return l === "en" || l === "zh" ? l : null;
}

/**
 * Edition of the login page: the alternate edition by its /ann path prefix,
 * English by `?lang=en`, else by the path (Chinese).
 */
export function loginEditionOf(pathname: string, search: string): Edition {
  const byPath = editionOf(pathname);
  if (byPath !== "zh") return byPath;
  return queryLang(search) === "en" ? "en" : "zh";
}

/**
 * Where to go after a successful login: the page's `redirect` query
 * parameter when core/edition.ts safeRedirect accepts it (a same-site path),
 * else the edition's home (homeUrl).
 */
export function afterLoginUrl(search: string, edition: Edition): string {
  return safeRedirect(new URLSearchParams(search).get("redirect")) ?? homeUrl(edition);
}

/**
 * POST /api/guest/login with `{ code, password }` (code = the trimmed account).
 * Never redirects on access_denied (this is the login page).
 * @returns the member (SPEC §3)
 * @throws ApiCallError login_failed (401), invalid_param (422), too_many_requests (429), "998" network failure
 */
export async function submitLogin(v: LoginValues, lang: Lang): Promise<Member> {
  const body = await call<{ member: Member; token: string }>("guest/login", {
    method: "POST",
    body: { code: v.account.trim(), password: v.password },
    lang,
    noRedirect: true,
  });
  if (!body.data?.member) throw new Error("guest/login answered without a member");
  return body.data.member;
}
