/**
 * The form validators of SPEC §5 (part of common/validate.ts, the facade):
 * every violation of one form of the account area (register, reset,
 * password change, profile, certificate, bank) or of the photographer
 * profile, in field order, combining the rules of text.ts, contact.ts,
 * password.ts and ids.ts.
 */
import { checkCaptcha, checkEmail, checkMobile, checkMobileOrEmail } from "./contact.js";
import { checkCode, checkDigits, isIdCard } from "./ids.js";
import { checkConfirmPassword, checkPassword } from "./password.js";
import { checkChineseAddress, checkText } from "./text.js";
import { collect, type Violation } from "./violation.js";
import type { PhotographerValues } from "../photographer.js";

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

/** Every violation of the registration form (mobile or email, verification code, optional member code and name, password, confirmation), in field order. */
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

/** Forgotten password reset (POST guest/login_forget_reset_password); the account is checked by checkMobileOrEmail (contact.ts). */
export interface ResetValues {
  account: string;
  captcha: string;
  password: string;
  confirmPassword: string;
}

/** Every violation of the password-reset form (account, verification code, password, confirmation), in field order. */
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

/** Every violation of the password-change form; the new password must differ from the old one (v_password_same). */
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

/** Every violation of the certificate form: a known type, the name, and the number (a valid mainland ID card for id_card). */
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

/** Every violation of the bank form: bank, account name, account number of 8 to 30 digits (spaces ignored). */
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
// Photographer profile (web/photographer/register, valid_info, update; common/photographer.ts)

/** Fields of a photographer profile form: common/photographer.ts PhotographerValues. */
export type PhotographerFormValues = PhotographerValues;

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
