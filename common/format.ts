/**
 * Formatting helpers shared by widgets and the server (DESIGN §2 common/).
 * Framework-free: no React, no DOM. Dates by dayjs (the design's date library).
 */
import dayjs from "dayjs";
import customParseFormat from "dayjs/plugin/customParseFormat.js";
import utc from "dayjs/plugin/utc.js";

dayjs.extend(customParseFormat);
dayjs.extend(utc);

const SIZE_UNITS = ["B", "KB", "MB", "GB"] as const;

/**
 * Human-readable file size in the units of SPEC §9 (B, KB, MB, GB; 1 KB = 1024 B).
 * Bytes are shown whole; larger units with at most one decimal, trailing ".0" dropped.
 * @param bytes size in bytes; negative, non-finite or non-numeric input gives ""
 * @example formatSize(0) === "0 B"; formatSize(1536) === "1.5 KB"; formatSize(5242880) === "5 MB"
 */
export function formatSize(bytes: number): string {
  if (typeof bytes !== "number" || !Number.isFinite(bytes) || bytes < 0) return "";
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  if (unit === 0) return `${Math.round(value)} B`;
  let shown = Math.round(value * 10) / 10;
  // 1023.96 KB rounds to 1024.0: carry into the next unit
  if (shown >= 1024 && unit < SIZE_UNITS.length - 1) {
    shown = Math.round((value / 1024) * 10) / 10;
    unit++;
  }
  return `${shown} ${SIZE_UNITS[unit]}`;
}

/**
 * Image path hashing (SPEC §9): the id padded to nine digits is split into
 * three parts of three digits, each taken mod 255, joined with "/". Spreads
 * media files over at most 255³ folders.
 * @param id a non-negative integer media id (at most nine digits)
 * @returns e.g. imagePathHash(12345) === "0/12/90" ("000" "012" "345" → 0, 12, 345 mod 255)
 * @throws RangeError for a negative, fractional or over-long id
 */
export function imagePathHash(id: number): string {
  if (!Number.isSafeInteger(id) || id < 0 || id > 999_999_999) throw new RangeError(`imagePathHash: bad id ${id}`);
  const s = String(id).padStart(9, "0");
  return [s.slice(0, 3), s.slice(3, 6), s.slice(6, 9)].map((p) => Number(p) % 255).join("/");
}

/**
 * Phone masking (SPEC §5): the first 3 and the last 4 characters with stars
 * between; "" for anything shorter than 11 characters (or not a string).
 * @example maskPhone("13800138000") === "138****8000"
 */
export function maskPhone(phone: string | null | undefined): string {
  if (typeof phone !== "string") return "";
  const s = phone.trim();
  if (s.length < 11) return "";
  return `${s.slice(0, 3)}${"*".repeat(s.length - 7)}${s.slice(-4)}`;
}

/**
 * An ID card number as the login-info call answers it (issue 8, ASVS 8.3):
 * the first 3 and last 4 characters with stars between, like SPEC §5's phone
 * masking; "" under 11 characters or when absent.
 */
export function maskIdCard(idCard: string | null | undefined): string {
  return maskPhone(idCard);
}

/**
 * Bank account number as member details show it (SPEC §3 Member details):
 * "**** " and the last 4 characters; "" when there is none.
 * @example maskAccountNumber("6222020200112233445") === "**** 3445"
 */
export function maskAccountNumber(account: string | null | undefined): string {
  const s = typeof account === "string" ? account.trim() : "";
  return s ? `**** ${s.slice(-4)}` : "";
}

/** Date and time fields of a parsed date (month 1–12). */
export interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * Parses `text` against `format` with dayjs (customParseFormat, strict mode:
 * the text must read back exactly in the format; tokens YYYY MM DD HH mm ss,
 * anything else literal) and so range-checks every field (SPEC §5): month
 * 1–12, day 1–28/29/30/31 by month with leap years, hour 0–23, minute and
 * second 0–59. Parsed as UTC (no local-time gaps). Fields absent from the
 * format are 1 (month, day) or 0.
 * @returns the fields, or null when the text does not match or is out of range
 * @example parseDate("2024-02-29", "YYYY-MM-DD") → { year: 2024, month: 2, day: 29, … }; parseDate("2023-02-29") → null
 */
export function parseDate(text: string | null | undefined, format = "YYYY-MM-DD"): DateParts | null {
  if (typeof text !== "string") return null;
  const d = dayjs.utc(text.trim(), format, true);
  if (!d.isValid()) return null;
  return { year: d.year(), month: d.month() + 1, day: d.date(), hour: d.hour(), minute: d.minute(), second: d.second() };
}

/** Whether `text` is a valid date in `format` (see parseDate). */
export function isValidDate(text: string | null | undefined, format = "YYYY-MM-DD"): boolean {
  return parseDate(text, format) !== null;
}
