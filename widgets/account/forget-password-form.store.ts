/**
 * Forgotten-password form state (SPEC §7 send_valification_code /
 * send_email_valification_code with purpose reset, check_is_captcha,
 * login_forget_reset_password; SPEC §5 rules). Two steps: the account
 * (mobile or email) and its code, checked without using it up; then the new
 * password; and the form's store (createForgetStore). No React, no DOM.
 */
import { ApiCallError, call } from "../core/api.js";
import { t, type Lang } from "./locale/index.js";
import { createState, type Readable } from "../core/store.js";
import { createFormStore, type FormStore, type SubmitResult } from "./form.store.js";
import { channelOf } from "./verify-code-button.rules.js";
import { createCodeStore, defaultCodeDeps, type CodeDeps, type CodeStore } from "./verify-code-button.store.js";
import { checkCaptcha, checkConfirmPassword, checkMobileOrEmail, checkPassword, collect, type Violation } from "../../common/validate.js";

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

/** 1: account and code; 2: new password; 3: done. */
export type ForgetStep = 1 | 2 | 3;

/** What the forgot-password store needs from the outside world (injected for tests). */
export interface ForgetDeps {
  check: typeof checkStep1;
  reset: typeof submitReset;
  code?: CodeDeps;
}

export const defaultForgetDeps: ForgetDeps = { check: checkStep1, reset: submitReset };

export interface ForgetStore {
  form: FormStore<ForgetValues>;
  step: Readable<{ step: ForgetStep }>;
  /** the code button (channel from the account: mobile → sms, email → email; purpose reset) */
  code: CodeStore;
  sendCode(lang: Lang): Promise<void>;
  /** step 1: checks the code (not used up); step 2: resets; `onDone` after the reset */
  submit(lang: Lang, onDone: () => void): Promise<SubmitResult>;
}

/**
 * The two steps (account and code, checked without using the code up; then
 * the new password) and the done state. A code that expired between the
 * steps sends the reader back to step 1 with its message on the code field.
 */
export function createForgetStore(deps: ForgetDeps = defaultForgetDeps): ForgetStore {
  const step = createState<{ step: ForgetStep }>({ step: 1 });
  const form = createFormStore<ForgetValues>(EMPTY_FORGET, {
    order: FORGET_FIELDS,
    validate: (v) => (step.get().step === 1 ? validateStep1(v) : validateStep2(v)),
  });
  const code = createCodeStore("reset", undefined, deps.code ?? defaultCodeDeps);
  return {
    form,
    step,
    code,
    async sendCode(lang) {
      const account = form.get().values.account;
      const channel = channelOf(account);
      if (!channel) {
        form.setErrors({ account: t(lang, account.trim() ? "v_mobile_or_email" : "v_account_empty") });
        return;
      }
      const res = await code.send(channel, account, lang);
      if (!res.ok && res.code !== "busy") {
        form.setErrors({ account: res.msg });
        code.setError("");
      }
    },
    submit(lang, onDone) {
      if (step.get().step === 1) {
        return form.submit(lang, async (v) => {
          await deps.check(v, lang);
          step.set({ step: 2 });
          return "";
        });
      }
      return form.submit(lang, async (v) => {
        try {
          await deps.reset(v, lang);
        } catch (err) {
          // the code expired or was burnt meanwhile: back to step 1, where its field shows the message
          if (err instanceof ApiCallError && err.code.startsWith("captcha_")) step.set({ step: 1 });
          throw err;
        }
        step.set({ step: 3 });
        onDone();
        return t(lang, "fgt_done");
      });
    },
  };
}
