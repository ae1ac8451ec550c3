/**
 * Hook over register-form.logic: the form (use-form), the code button for
 * the chosen channel, the early "already registered" checks on blur, and
 * submit (stores the new member in the shared session).
 */
import { useCallback } from "react";
import { t, type Lang } from "../core/i18n/index.js";
import { setMember, type Member } from "../core/session.js";
import {
  EMPTY_REGISTER,
  isCodeTaken,
  isTaken,
  REGISTER_FIELDS,
  submitRegister,
  validateRegisterForm,
  type RegisterFormValues,
} from "./register-form.logic.js";
import { useForm } from "./use-form.js";
import { useVerifyCode } from "./use-verify-code-button.js";

export function useRegisterForm(lang: Lang, opts: { ticket?: string; onDone: (m: Member) => void }) {
  const form = useForm<RegisterFormValues>(EMPTY_REGISTER, {
    lang,
    order: REGISTER_FIELDS,
    validate: validateRegisterForm,
  });
  const { values, setErrors } = form;
  const channel = values.type === "mobile" ? "sms" : "email";
  const code = useVerifyCode({ channel, purpose: "register", lang });

  const checkTaken = useCallback(async () => {
    const field = values.type;
    const v = values[field].trim();
    if (!v) return;
    if (await isTaken(v, lang)) setErrors((e) => ({ ...e, [field]: t(lang, "account_exists") }));
  }, [values, lang, setErrors]);

  const checkCode = useCallback(async () => {
    const v = values.code.trim();
    if (v && (await isCodeTaken(v, lang))) setErrors((e) => ({ ...e, code: t(lang, "usercode_exists") }));
  }, [values.code, lang, setErrors]);

  const sendCode = useCallback(async () => {
    const field = values.type;
    const res = await code.send(values[field]);
    if (!res.ok && res.code !== "busy") {
      setErrors((e) => ({ ...e, [field]: res.msg }));
      code.setError("");
    }
  }, [values, code, setErrors]);

  const submit = useCallback(
    () =>
      form.submit(async (v) => {
        const member = await submitRegister(v, lang, opts.ticket);
        setMember(member);
        opts.onDone(member);
        return t(lang, "reg_done");
      }),
    [form, lang, opts],
  );

  return { ...form, code, checkTaken, checkCode, sendCode, submitForm: submit };
}
