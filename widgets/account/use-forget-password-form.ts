/**
 * Hook over forget-password-form.logic: the two steps (account and code,
 * checked without using the code up; then the new password), the code
 * button for the account's channel, and the done state. A code that expired
 * between the steps sends the reader back to step 1 with its message.
 */
import { useCallback, useState } from "react";
import { ApiCallError } from "../core/api.js";
import { t, type Lang } from "../core/i18n/index.js";
import { checkStep1, EMPTY_FORGET, FORGET_FIELDS, submitReset, validateStep1, validateStep2, type ForgetValues } from "./forget-password-form.logic.js";
import { useForm } from "./use-form.js";
import { useVerifyCode } from "./use-verify-code-button.js";
import { channelOf } from "./verify-code-button.logic.js";

export function useForgetPasswordForm(lang: Lang, onDone: () => void) {
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const validate = useCallback((v: ForgetValues) => (step === 1 ? validateStep1(v) : validateStep2(v)), [step]);
  const form = useForm(EMPTY_FORGET, { lang, order: FORGET_FIELDS, validate });
  const { values, setErrors } = form;
  const code = useVerifyCode({ channel: channelOf(values.account) ?? "sms", purpose: "reset", lang });

  const sendCode = useCallback(async () => {
    if (!channelOf(values.account)) {
      setErrors((e) => ({ ...e, account: t(lang, values.account.trim() ? "v_mobile_or_email" : "v_account_empty") }));
      return;
    }
    const res = await code.send(values.account);
    if (!res.ok && res.code !== "busy") {
      setErrors((e) => ({ ...e, account: res.msg }));
      code.setError("");
    }
  }, [values.account, code, setErrors, lang]);

  const submit = useCallback(() => {
    if (step === 1) {
      return form.submit(async (v) => {
        await checkStep1(v, lang);
        setStep(2);
        return "";
      });
    }
    return form.submit(async (v) => {
      try {
        await submitReset(v, lang);
      } catch (err) {
        // the code expired or was burnt meanwhile: back to step 1, where its field shows the message
        if (err instanceof ApiCallError && err.code.startsWith("captcha_")) setStep(1);
        throw err;
      }
      setStep(3);
      onDone();
      return t(lang, "fgt_done");
    });
  }, [step, form, lang, onDone]);

  return { ...form, step, code, sendCode, submitForm: submit };
}
