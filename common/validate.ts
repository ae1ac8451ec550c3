/**
 * Every validation rule of SPEC §5 (DESIGN §2 common/), shared by
 * the widgets' forms and the server (which enforces them again with the same
 * messages). Framework-free: no React, no DOM, no feature imports.
 *
 * A rule returns `null` when the value passes, or a `Violation` naming the
 * field and the catalogue key of its message (common/i18n/validate.zh.ts, validate.en.ts);
 * `message(lang, v)` turns it into text. Form validators (`validateRegister`,
 * `validateProfile` …) return every violation of a form, in field order.
 *
 * Stays whole (about 500 lines): it is the one list of SPEC §5 rules, and the
 * form validators combine rules of every kind; split, a form's rules would be
 * spread over several files that both sides must keep in step.
 */
import { parseDate } from "./format.js";
import type { CodeKey, Lang } from "./i18n/index.js";
import { tValidate as t, type ValidateKey } from "./i18n/validate.js";

/** A validation message key, or a code (invalid_param) for a value outside every rule. */
export type MessageKey = ValidateKey | CodeKey;

/** A failed rule: which field, which catalogue key, and the key's placeholders. */
export interface Violation {
  field: string;
  key: MessageKey;
  vars?: Record<string, string | number>;
}

/** The text of a violation in a language. */
export function message(lang: Lang, v: Violation): string {
  return t(lang, v.key, v.vars);
}

/** Keeps the violations, drops the passes. */
export function collect(...results: (Violation | null | undefined)[]): Violation[] {
  return results.filter((r): r is Violation => !!r);
}

// ---------------------------------------------------------------------------
// Emoji (SPEC §5: text containing emoji is rejected)

/**
 * Emoji: characters shown as emoji by default, any pictograph followed by the
 * emoji variation selector U+FE0F, regional-indicator flags, and the
 * pictograph blocks U+1F300–U+1FAFF. Plain symbols such as © or ™ written
 * without U+FE0F are not emoji.
 */
const EMOJI_RE = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F|[\u{1F1E6}-\u{1F1FF}]|[\u{1F300}-\u{1FAFF}]/u;

/** Whether `text` contains an emoji. */
export function hasEmoji(text: string): boolean {
  return EMOJI_RE.test(text);
}

/** Rule: no emoji in the field. */
export function checkNoEmoji(field: string, value: string | null | undefined): Violation | null {
  return value && hasEmoji(value) ? { field, key: "v_emoji" } : null;
}

// ---------------------------------------------------------------------------
// Text fields (SPEC §5: non-empty, not whitespace only, own messages, required flag)

/** The text fields of SPEC §5, with their maximum length in characters. */
export const TEXT_FIELDS = {
  name: 50,
  firstName: 50,
  lastName: 50,
  nickname: 30,
  address: 200,
  bank: 100,
  accountName: 100,
  accountNumber: 40,
  company: 100,
  title: 50,
  certNumber: 40,
  contact: 50,
  mobile: 20,
  country: 50,
  zipCode: 10,
  remark: 500,
} as const;

export type TextField = keyof typeof TEXT_FIELDS;

const TEXT_KEYS: Record<TextField, { empty: MessageKey; blank: MessageKey }> = {
  name: { empty: "v_name_empty", blank: "v_name_blank" },
  firstName: { empty: "v_first_name_empty", blank: "v_first_name_blank" },
  lastName: { empty: "v_last_name_empty", blank: "v_last_name_blank" },
  nickname: { empty: "v_nickname_empty", blank: "v_nickname_blank" },
  address: { empty: "v_address_empty", blank: "v_address_blank" },
  bank: { empty: "v_bank_empty", blank: "v_bank_blank" },
  accountName: { empty: "v_account_name_empty", blank: "v_account_name_blank" },
  accountNumber: { empty: "v_account_number_empty", blank: "v_account_number_blank" },
  company: { empty: "v_company_empty", blank: "v_company_blank" },
  title: { empty: "v_title_empty", blank: "v_title_blank" },
  certNumber: { empty: "v_cert_number_empty", blank: "v_cert_number_blank" },
  contact: { empty: "v_contact_empty", blank: "v_contact_blank" },
  mobile: { empty: "v_mobile_empty", blank: "v_mobile_blank" },
  country: { empty: "v_country_empty", blank: "v_country_blank" },
  zipCode: { empty: "v_zip_code_empty", blank: "v_zip_code_blank" },
  remark: { empty: "v_remark_empty", blank: "v_remark_blank" },
};

/**
 * Rule for the text fields of SPEC §5: empty → the field's empty message when
 * `required` (else passes); whitespace only → the field's whitespace message
 * (always: blank text is never a value); longer than TEXT_FIELDS[field]
 * characters → v_too_long; emoji → v_emoji.
 * @param required whether empty is an error (default true)
 */
export function checkText(field: TextField, value: string | null | undefined, required = true): Violation | null {
  const v = value ?? "";
  if (v === "") return required ? { field, key: TEXT_KEYS[field].empty } : null;
  if (v.trim() === "") return { field, key: TEXT_KEYS[field].blank };
  const max = TEXT_FIELDS[field];
  if ([...v].length > max) return { field, key: "v_too_long", vars: { max } };
  return checkNoEmoji(field, v);
}

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
// Password (SPEC §5, §9: 8 to 16; DESIGN §7: most common passwords refused)

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;

/**
 * The most common passwords of 8 to 16 characters that would otherwise pass
 * the two-kinds rule (from the public lists of leaked passwords), lower-cased.
 * A password is refused when its lower-case form is in this set.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  "password1", "password12", "password123", "password1234", "password!", "password@123", "password01",
  "passw0rd", "p@ssw0rd", "p@ssword", "p@ssword1", "p@ssword123", "pa$$w0rd", "pa$$word", "passw0rd1",
  "qwerty123", "qwerty1234", "qwerty12345", "qwerty123456", "1qaz2wsx", "1qaz2wsx3edc", "1q2w3e4r",
  "1q2w3e4r5t", "1q2w3e4r5t6y", "q1w2e3r4", "q1w2e3r4t5", "q1w2e3r4t5y6", "zaq12wsx", "zaq1zaq1", "qazwsx123",
  "abc12345", "abcd1234", "abcde12345", "abc123456", "abc123abc", "a1b2c3d4", "a1234567", "a12345678",
  "a123456789", "aa123456", "aa12345678", "abc@1234", "asd12345", "asdf1234", "asdfgh123", "zxcv1234",
  "zxcvbnm123", "1234qwer", "123qweasd", "123qweasdzxc", "12345qwert", "1234abcd", "12345abc", "123456abc",
  "123456a", "123456qq", "12345678a", "123456789a", "iloveyou1", "iloveyou2", "welcome1", "welcome123",
  "admin123", "admin1234", "administrator1", "letmein1", "letmein123", "monkey123", "dragon123", "master123",
  "sunshine1", "princess1", "football1", "baseball1", "superman1", "batman123", "trustno1!", "computer1",
  "michael1", "charlie1", "shadow123", "whatever1", "freedom1", "starwars1", "hello123", "hello1234",
  "test1234", "test12345", "testing123", "changeme1", "changeme123", "secret123", "summer2024", "winter2024",
  "spring2024", "autumn2024", "woaini1314", "woaini520", "wang123456", "li123456", "zhang123456", "qq123456789",
  "5201314a", "a5201314", "abc123!@#", "qwe123!@#", "1qaz@wsx", "1qaz!qaz", "!qaz2wsx", "qwer1234",
]);

/** Whether a password is one of the most common ones (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** How many of the four kinds (digits, lower-case, upper-case, symbols) a password mixes. */
export function passwordKinds(password: string): number {
  let n = 0;
  if (/\d/.test(password)) n++;
  if (/[a-z]/.test(password)) n++;
  if (/[A-Z]/.test(password)) n++;
  if (/[^A-Za-z0-9\s\u3400-\u9fff]/u.test(password)) n++;
  return n;
}

/**
 * Rule for a new password (SPEC §5): required; no whitespace or Chinese
 * characters (v_password_chars); 8 to 16 characters (v_password_length);
 * at least two of digits, lower-case, upper-case, symbols
 * (v_password_kinds); not one of the most common passwords
 * (v_password_common, DESIGN §7).
 */
export function checkPassword(field: string, value: string | null | undefined): Violation | null {
  const v = value ?? "";
  if (v === "") return { field, key: "v_password_empty" };
  if (/[\s\u3000\u3400-\u9fff\uf900-\ufaff]/u.test(v)) return { field, key: "v_password_chars" };
  const len = [...v].length;
  if (len < PASSWORD_MIN || len > PASSWORD_MAX) {
    return { field, key: "v_password_length", vars: { min: PASSWORD_MIN, max: PASSWORD_MAX } };
  }
  if (passwordKinds(v) < 2) return { field, key: "v_password_kinds" };
  if (isCommonPassword(v)) return { field, key: "v_password_common" };
  return null;
}

/** Rule: the confirmation must equal the password (uc1_profile_15); empty → v_confirm_empty. */
export function checkConfirmPassword(field: string, password: string, confirm: string | null | undefined): Violation | null {
  if (!confirm) return { field, key: "v_confirm_empty" };
  return confirm === password ? null : { field, key: "uc1_profile_15" };
}

// ---------------------------------------------------------------------------
// Code, verification code, mobile, digits, ID card

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

/** Rule: verification code required and non-blank (SPEC §5). */
export function checkCaptcha(field: string, value: string | null | undefined): Violation | null {
  return (value ?? "").trim() === "" ? { field, key: "v_captcha_empty" } : null;
}

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
// Chinese address (SPEC §5: province, city and area chosen, not placeholders)

/** Values a select uses for "please choose" (empty, 0, -1, or a placeholder label). */
export function isPlaceholder(value: string | null | undefined): boolean {
  const v = (value ?? "").trim();
  return v === "" || v === "0" || v === "-1" || /^(请选择|please\s+(choose|select))/i.test(v);
}

export interface AddressValues {
  province?: string | null;
  city?: string | null;
  area?: string | null;
  address?: string | null;
}

/**
 * Rules of a Chinese-edition address: province, city and area chosen (not
 * placeholders), and the street address as a text field. The server also
 * checks that the codes exist and belong together (services/regions.ts).
 */
export function checkChineseAddress(v: AddressValues, required = true): Violation[] {
  return collect(
    isPlaceholder(v.province) ? { field: "province", key: "v_province_empty" } : null,
    isPlaceholder(v.city) ? { field: "city", key: "v_city_empty" } : null,
    isPlaceholder(v.area) ? { field: "area", key: "v_area_empty" } : null,
    checkText("address", v.address, required),
  );
}

// ---------------------------------------------------------------------------
// Forms: every violation of each form of the account area, in field order

/** Registration (POST guest/register): by mobile or email with a verification code. */
export interface RegisterValues {
  type: "mobile" | "email";
  mobile?: string;
  email?: string;
  captcha: string;
  password: string;
  confirmPassword: string;
  /** optional member code (login name); generated when absent */
  code?: string;
  name?: string;
}

export function validateRegister(v: RegisterValues): Violation[] {
  return collect(
    v.type === "mobile" ? checkMobile("mobile", v.mobile) : checkEmail("email", v.email),
    checkCaptcha("captcha", v.captcha),
    checkCode("code", v.code, false),
    checkText("name", v.name, false),
    checkPassword("password", v.password),
    checkConfirmPassword("confirmPassword", v.password, v.confirmPassword),
  );
}

/** Forgotten password reset (POST guest/login_forget_reset_password). */
export interface ResetValues {
  account: string;
  captcha: string;
  password: string;
  confirmPassword: string;
}

/** The account of a reset is a mobile number or an email. */
export function checkMobileOrEmail(field: string, value: string | null | undefined): Violation | null {
  const v = (value ?? "").trim();
  if (!v) return { field, key: "v_account_empty" };
  return isMobile(v) || isEmail(v) ? null : { field, key: "v_mobile_or_email" };
}

export function validateReset(v: ResetValues): Violation[] {
  return collect(
    checkMobileOrEmail("account", v.account),
    checkCaptcha("captcha", v.captcha),
    checkPassword("password", v.password),
    checkConfirmPassword("confirmPassword", v.password, v.confirmPassword),
  );
}

/** Password change (POST user/update_password). */
export interface PasswordChangeValues {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

export function validatePasswordChange(v: PasswordChangeValues): Violation[] {
  return collect(
    v.oldPassword ? null : { field: "oldPassword", key: "v_old_password_empty" },
    checkPassword("password", v.password),
    checkConfirmPassword("confirmPassword", v.password, v.confirmPassword),
    v.oldPassword && v.password && v.oldPassword === v.password ? { field: "password", key: "v_password_same" } : null,
  );
}

/** Profile (POST guest/modify_info). Chinese edition: name and address with province/city/area; English: first/last name and country. */
export interface ProfileValues {
  name?: string;
  nickname?: string;
  firstName?: string;
  lastName?: string;
  company?: string;
  title?: string;
  country?: string;
  province?: string;
  city?: string;
  area?: string;
  address?: string;
  zipCode?: string;
  contact?: string;
  remark?: string;
}

/**
 * Profile rules (SPEC §5). `edition` "zh" needs name and the Chinese address
 * (province, city, area); "en" needs first and last name and the country.
 * Other fields are optional text fields (blank, too long or emoji refused);
 * the zip code is digits only.
 */
export function validateProfile(v: ProfileValues, edition: "zh" | "en"): Violation[] {
  const zh = edition === "zh";
  return collect(
    checkText("name", v.name, zh),
    checkText("nickname", v.nickname, false),
    checkText("firstName", v.firstName, !zh),
    checkText("lastName", v.lastName, !zh),
    checkText("company", v.company, false),
    checkText("title", v.title, false),
    checkText("country", v.country, !zh),
    ...(zh ? checkChineseAddress(v, true) : [checkText("address", v.address, false)]),
    checkText("zipCode", v.zipCode, false) ?? checkDigits("zipCode", v.zipCode),
    checkText("contact", v.contact, false),
    checkText("remark", v.remark, false),
  );
}

/** Certificate types of user/update_cer: mainland ID card, passport, other. */
export const CERT_TYPES = ["id_card", "passport", "other"] as const;
export type CertType = (typeof CERT_TYPES)[number];

/** Certificate details (POST user/update_cer). */
export interface CertificateValues {
  certType: string;
  certNumber: string;
  /** the real name on the certificate */
  name: string;
}

export function validateCertificate(v: CertificateValues): Violation[] {
  const typeOk = (CERT_TYPES as readonly string[]).includes(v.certType);
  return collect(
    typeOk ? null : { field: "certType", key: "v_cert_type" },
    checkText("name", v.name),
    v.certType === "id_card"
      ? checkText("certNumber", v.certNumber) ?? (isIdCard(v.certNumber.trim()) ? null : { field: "certNumber", key: "v_id_card" })
      : checkText("certNumber", v.certNumber),
  );
}

/** Bank details (POST user/update_bank). */
export interface BankValues {
  bank: string;
  accountName: string;
  accountNumber: string;
}

export function validateBank(v: BankValues): Violation[] {
  const num = (v.accountNumber ?? "").replace(/\s+/g, "");
  return collect(
    checkText("bank", v.bank),
    checkText("accountName", v.accountName),
    checkText("accountNumber", v.accountNumber) ??
      (/^\d{8,30}$/.test(num) ? null : { field: "accountNumber", key: "v_account_number_format" }),
  );
}

// ---------------------------------------------------------------------------
// Dates (SPEC §5: parsed against a format and range-checked)

/** Rule: a date in `format` (common/format.ts parseDate: month, day with leap years, hour, minute, second ranges). */
export function checkDate(field: string, value: string | null | undefined, format = "YYYY-MM-DD", required = true): Violation | null {
  const v = (value ?? "").trim();
  if (!v) return required ? { field, key: "v_date_empty" } : null;
  return parseDate(v, format) ? null : { field, key: "v_date", vars: { format } };
}

// ---------------------------------------------------------------------------
// Photographer profile (web/photographer/register, valid_info, update; common/photographer.ts)

/** Fields of a photographer profile form (common/photographer.ts PhotographerValues). */
export interface PhotographerFormValues {
  name?: string;
  nameZh?: string;
  mobile?: string;
  captcha?: string;
  email?: string;
  bio?: string;
}

/** Renames the field of a violation (a rule of one field applied to another). */
const asField = (field: string, v: Violation | null): Violation | null => (v ? { ...v, field } : null);

/**
 * Photographer profile rules (SPEC §5 text, mobile, email, captcha rules):
 * name required (name rule: non-blank, ≤ 50, no emoji); nameZh optional
 * (same rule); mobile required (11 digits starting with 1); captcha required
 * when `needCaptcha` (registration, or a changed mobile); email optional;
 * bio optional (remark rule, ≤ 500). `partial`: only the fields present are
 * checked (update).
 */
export function validatePhotographer(v: PhotographerFormValues, opts: { needCaptcha: boolean; partial?: boolean }): Violation[] {
  const has = (k: keyof PhotographerFormValues) => !opts.partial || v[k] !== undefined;
  return collect(
    has("name") ? checkText("name", v.name, true) : null,
    has("nameZh") ? asField("nameZh", checkText("name", v.nameZh, false)) : null,
    has("mobile") ? checkMobile("mobile", v.mobile, true) : null,
    opts.needCaptcha ? checkCaptcha("captcha", v.captcha) : null,
    has("email") ? checkEmail("email", v.email, false) : null,
    has("bio") ? asField("bio", checkText("remark", v.bio, false)) : null,
  );
}
