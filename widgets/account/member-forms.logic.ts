/**
 * Logic of the member's password, certificate and bank forms (SPEC §7
 * user/update_password, user/update_cer, user/update_bank; SPEC §5 rules
 * through core/validate.ts). No React, no DOM.
 */
import { call } from "../core/api.js";
import type { Lang } from "../core/i18n/index.js";
import { CERT_TYPES, validateBank, validateCertificate, validatePasswordChange } from "../core/validate.js";
import type { MemberDetail } from "./member-detail.logic.js";

export type PasswordValues = { oldPassword: string; password: string; confirmPassword: string };
export const PASSWORD_FIELDS = ["oldPassword", "password", "confirmPassword"] as const;
export const EMPTY_PASSWORD: PasswordValues = { oldPassword: "", password: "", confirmPassword: "" };
export const validatePasswordForm = (v: PasswordValues) => validatePasswordChange(v);

/**
 * POST user/update_password: the other sessions of the member end; this one stays.
 * @throws ApiCallError invalid_param, old_password_wrong, too_many_requests, access_denied, 998
 */
export async function submitPassword(v: PasswordValues, lang: Lang): Promise<void> {
  await call("user/update_password", { method: "POST", body: v, lang });
}

export type CertificateFormValues = { certType: string; name: string; certNumber: string };
export const CERT_FIELDS = ["certType", "name", "certNumber"] as const;
export { CERT_TYPES };
export const validateCertificateForm = (v: CertificateFormValues) => validateCertificate(v);

/** The form's values from saved details. */
export function certificateFrom(d: MemberDetail | undefined): CertificateFormValues {
  return { certType: d?.certType || "id_card", name: d?.certName ?? "", certNumber: d?.certNumber ?? "" };
}

/**
 * POST user/update_cer.
 * @returns the saved details
 * @throws ApiCallError invalid_param (v_id_card …), access_denied, 998
 */
export async function submitCertificate(v: CertificateFormValues, lang: Lang): Promise<MemberDetail> {
  const res = await call<MemberDetail>("user/update_cer", {
    method: "POST",
    body: { certType: v.certType, name: v.name.trim(), certNumber: v.certNumber.trim() },
    lang,
  });
  return res.data!;
}

export type BankFormValues = { bank: string; accountName: string; accountNumber: string };
export const BANK_FIELDS = ["bank", "accountName", "accountNumber"] as const;
export const validateBankForm = (v: BankFormValues) => validateBank(v);

/** The form's values from saved details (the account number is never sent back: it is entered again). */
export function bankFrom(d: MemberDetail | undefined): BankFormValues {
  return { bank: d?.bank ?? "", accountName: d?.accountName ?? "", accountNumber: "" };
}

/**
 * POST user/update_bank.
 * @returns the saved details (account number masked)
 * @throws ApiCallError invalid_param, access_denied, 998
 */
export async function submitBank(v: BankFormValues, lang: Lang): Promise<MemberDetail> {
  const res = await call<MemberDetail>("user/update_bank", { method: "POST", body: v, lang });
  return res.data!;
}
