/**
 * Forgotten-password form logic (SPEC §7 send_valification_code /
 * send_email_valification_code with purpose reset, check_is_captcha,
 * login_forget_reset_password; SPEC §5 rules). Two steps: the account
 * (mobile or email) and its code, checked without using it up; then the new
 * password. No React, no DOM.
 */
import { call } from "../core/api.js";
import type { Lang } from "../core/i18n/index.js";
import { checkCaptcha, checkConfirmPassword, checkMobileOrEmail, checkPassword, collect, type Violation } from "../core/validate.js";

export type ForgetValues = { account: string; captcha: string; password: string; confirmPassword: string };
export const FORGET_FIELDS = ["account", "captcha", "password", "confirmPassword"] as const;
export const EMPTY_FORGET: ForgetValues = { account: "", captcha: "", password: "", confirmPassword: "" };

/** Step 1 rules: a mobile number or an email, and a non-blank code. */
export function validateStep1(v: ForgetValues): Violation[] {
  return collect(checkMobileOrEmail("account", v.account), checkCaptcha("captcha", v.captcha));
}

/** Step 2 rules: the new password and its confirmation (uc1_profile_15). */
export function validateStep2(v: ForgetValues): Violation[] {
  return collect(checkPassword("password", v.password), checkConfirmPassword("confirmPassword", v.password, v.confirmPassword));
}

/**
 * POST guest/check_is_captcha (the code stays usable for step 2).
 * @throws ApiCallError captcha_invalid, captcha_expired, invalid_param, too_many_requests, 998
 */
export async function checkStep1(v: ForgetValues, lang: Lang): Promise<void> {
  await call("guest/check_is_captcha", {
    method: "POST",
    body: { account: v.account.trim(), captcha: v.captcha.trim(), purpose: "reset" },
    lang,
    noRedirect: true,
  });
}

/**
 * POST guest/login_forget_reset_password: the new password; every session of the member ends.
 * @throws ApiCallError invalid_param, captcha_invalid, captcha_expired, 998
 */
export async function submitReset(v: ForgetValues, lang: Lang): Promise<void> {
  await call("guest/login_forget_reset_password", {
    method: "POST",
    body: { account: v.account.trim(), captcha: v.captcha.trim(), password: v.password, confirmPassword: v.confirmPassword },
    lang,
    noRedirect: true,
  });
}
