/**
 * Codes, numbers and dates of SPEC §5 (part of common/validate.ts, the
 * facade): the member code (login name), digits only, the mainland ID card
 * (with its birth date), and dates parsed against a format.
 */
import { parseDate } from "../format.js";
import type { Violation } from "./violation.js";

// ---------------------------------------------------------------------------
// Member code, digits, ID card (SPEC §5, §9)

export const CODE_MIN = 4;
export const CODE_MAX = 16;
/** Member code: 4 to 16 characters from letters, digits, ASCII symbols and Chinese characters. */
const CODE_RE = /^[A-Za-z0-9!-\/:-@\[-`{-~\u3400-\u9fff]{4,16}$/u;

/** Whether `s` is a valid member code (SPEC §5 code check, §9 4 to 16). */
export function isMemberCode(s: string): boolean {
  return CODE_RE.test(s);
}

/** Rule: member code (login name) of 4 to 16 letters, digits, symbols or Chinese characters. */
export function checkCode(field: string, value: string | null | undefined, required = true): Violation | null {
  const v = value ?? "";
  if (v.trim() === "") return required ? { field, key: "v_code_empty" } : null;
  return isMemberCode(v) ? null : { field, key: "v_code_format", vars: { min: CODE_MIN, max: CODE_MAX } };
}

/** Digits only (SPEC §5), at least one digit. */
export function isDigits(s: string): boolean {
  return /^\d+$/.test(s);
}

/** Rule: digits only (empty passes; combine with checkText for required fields). */
export function checkDigits(field: string, value: string | null | undefined): Violation | null {
  const v = (value ?? "").trim();
  return v === "" || isDigits(v) ? null : { field, key: "v_digits" };
}

/** Days in a month (1–12) of a year, leap years included. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Mainland ID card (SPEC §5): 15 digits (birth date YYMMDD from position 7,
 * 19YY) or 18 characters (17 digits then a digit or X/x, birth date
 * YYYYMMDD from position 7), with valid month and day ranges (leap years,
 * 30-day months). The check digit is not verified (SPEC does not ask for it).
 */
export function isIdCard(s: string): boolean {
  let y: number, m: number, d: number;
  if (/^\d{15}$/.test(s)) {
    y = 1900 + Number(s.slice(6, 8));
    m = Number(s.slice(8, 10));
    d = Number(s.slice(10, 12));
  } else if (/^\d{17}[\dXx]$/.test(s)) {
    y = Number(s.slice(6, 10));
    m = Number(s.slice(10, 12));
    d = Number(s.slice(12, 14));
    if (y < 1800 || y > 2999) return false;
  } else {
    return false;
  }
  return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

/** Rule: mainland ID card number. */
export function checkIdCard(field: string, value: string | null | undefined, required = true): Violation | null {
  const v = (value ?? "").trim();
  if (!v) return required ? { field, key: "v_id_card_empty" } : null;
  return isIdCard(v) ? null : { field, key: "v_id_card" };
}

// ---------------------------------------------------------------------------
// Dates (SPEC §5: parsed against a format and range-checked)

/** Rule: a date in `format` (common/format.ts parseDate: month, day with leap years, hour, minute, second ranges). */
export function checkDate(field: string, value: string | null | undefined, format = "YYYY-MM-DD", required = true): Violation | null {
  const v = (value ?? "").trim();
  if (!v) return required ? { field, key: "v_date_empty" } : null;
  return parseDate(v, format) ? null : { field, key: "v_date", vars: { format } };
}
