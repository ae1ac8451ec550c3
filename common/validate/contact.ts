/**
 * The contact rules of SPEC §5 (part of common/validate.ts, the facade):
 * email (strict, loose, lists), mobile number, the account of a reset
 * (mobile or email) and the verification code sent to them.
 */
import type { Violation } from "./violation.js";

// ---------------------------------------------------------------------------
// Email (SPEC §5)

/** Strict email: local@domain, local of letters, digits, _ . + % -, final label 2 to 4 alphanumerics. */
const EMAIL_RE = /^[A-Za-z0-9_.%+-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z0-9]{2,4}$/;
/** Looser format check: letters, digits, underscore, dot and hyphen before @, then dotted labels of any length. */
const EMAIL_LOOSE_RE = /^[A-Za-z0-9_.-]+@[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)+$/;

/** Whether `s` is one email by the strict rule (final label 2–4 alphanumerics). */
export function isEmail(s: string): boolean {
  return s.length <= 254 && EMAIL_RE.test(s);
}

/** The looser format check of SPEC §5 (letters, digits, _ . - before @). */
export function isEmailLoose(s: string): boolean {
  return s.length <= 254 && EMAIL_LOOSE_RE.test(s);
}

/**
 * Splits a list of emails separated by comma or semicolon; the full-width
 * forms (，；) are converted first. Entries are trimmed; empty entries
 * (e.g. after a trailing separator) are dropped.
 */
export function splitEmails(list: string): string[] {
  return list
    .replace(/，/g, ",")
    .replace(/；/g, ";")
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Rule: one email, required unless `required` is false. */
export function checkEmail(field: string, value: string | null | undefined, required = true): Violation | null {
  const v = (value ?? "").trim();
  if (!v) return required ? { field, key: "v_email_empty" } : null;
  return isEmail(v) ? null : { field, key: "v_email_format" };
}

/** Rule: a list of emails (comma/semicolon, full-width too); each must match the strict rule. */
export function checkEmailList(field: string, value: string | null | undefined, required = true): Violation | null {
  const list = splitEmails(value ?? "");
  if (!list.length) return required ? { field, key: "v_email_empty" } : null;
  const bad = list.find((e) => !isEmail(e));
  return bad === undefined ? null : { field, key: "v_email_list_format", vars: { email: bad } };
}

// ---------------------------------------------------------------------------
// Mobile number, verification code (SPEC §5)

/** Mobile number: 11 digits starting with 1 (SPEC §5). */
export function isMobile(s: string): boolean {
  return /^1\d{10}$/.test(s);
}

/** Rule: mobile number (empty → v_mobile_empty when required). */
export function checkMobile(field: string, value: string | null | undefined, required = true): Violation | null {
  const v = (value ?? "").trim();
  if (!v) return required ? { field, key: "v_mobile_empty" } : null;
  return isMobile(v) ? null : { field, key: "v_mobile_format" };
}

/** The account of a reset is a mobile number or an email. */
export function checkMobileOrEmail(field: string, value: string | null | undefined): Violation | null {
  const v = (value ?? "").trim();
  if (!v) return { field, key: "v_account_empty" };
  return isMobile(v) || isEmail(v) ? null : { field, key: "v_mobile_or_email" };
}

/** Rule: verification code required and non-blank (SPEC §5). */
export function checkCaptcha(field: string, value: string | null | undefined): Violation | null {
  return (value ?? "").trim() === "" ? { field, key: "v_captcha_empty" } : null;
}
