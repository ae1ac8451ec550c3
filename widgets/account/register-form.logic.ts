/**
 * Registration form logic (SPEC §7 register, check_usercode_register,
 * checkCodeForMobileOrEmail; §5 rules through core/validate.ts). No React,
 * no DOM.
 */
import { call } from "../core/api.js";
import type { Lang } from "../core/i18n/index.js";
import type { Member } from "../core/session.js";
import { validateRegister, type Violation } from "../core/validate.js";

export type RegisterFormValues = {
  type: "mobile" | "email";
  mobile: string;
  email: string;
  captcha: string;
  code: string;
  name: string;
  password: string;
  confirmPassword: string;
  /** "2" individual member (default) or "1" contributor */
  nature: "1" | "2";
};

/** Fields in page order (the first invalid one gets the focus). */
export const REGISTER_FIELDS = ["mobile", "email", "captcha", "code", "name", "password", "confirmPassword"] as const;

export const EMPTY_REGISTER: RegisterFormValues = {
  type: "mobile",
  mobile: "",
  email: "",
  captcha: "",
  code: "",
  name: "",
  password: "",
  confirmPassword: "",
  nature: "2",
};

/** SPEC §5 violations of the form (the inactive one of mobile/email is ignored). */
export function validateRegisterForm(v: RegisterFormValues): Violation[] {
  return validateRegister({ ...v, code: v.code.trim() || undefined, name: v.name || undefined });
}

/**
 * Whether a mobile number or email is already registered
 * (GET guest/checkCodeForMobileOrEmail); false when the check fails.
 */
export async function isTaken(account: string, lang: Lang): Promise<boolean> {
  try {
    const res = await call<{ exists: boolean }>("guest/checkCodeForMobileOrEmail", { query: { account: account.trim() }, lang, noRedirect: true });
    return !!res.data?.exists;
  } catch {
    return false;
  }
}

/** Whether a member code is taken (POST guest/check_usercode_register); false when the check fails. */
export async function isCodeTaken(code: string, lang: Lang): Promise<boolean> {
  try {
    const res = await call<{ registered: boolean }>("guest/check_usercode_register", { method: "POST", body: { code: code.trim() }, lang, noRedirect: true });
    return !!res.data?.registered;
  } catch {
    return false;
  }
}

/**
 * POST guest/register. With a third-party ticket (bind_account.html) the
 * new account is bound to it too.
 * @returns the new member (logged in)
 * @throws ApiCallError invalid_param, account_exists, usercode_exists, captcha_invalid, captcha_expired, oauth_state, 998
 */
export async function submitRegister(v: RegisterFormValues, lang: Lang, ticket?: string): Promise<Member> {
  const body: Record<string, unknown> = {
    type: v.type,
    captcha: v.captcha.trim(),
    password: v.password,
    confirmPassword: v.confirmPassword,
    nature: Number(v.nature),
  };
  if (v.type === "mobile") body.mobile = v.mobile.trim();
  else body.email = v.email.trim();
  if (v.code.trim()) body.code = v.code.trim();
  if (v.name.trim()) body.name = v.name.trim();
  if (ticket) body.ticket = ticket;
  const res = await call<{ member: Member }>("guest/register", { method: "POST", body, lang, noRedirect: true });
  if (!res.data?.member) throw new Error("guest/register answered without a member");
  return res.data.member;
}
