/**
 * Hook over login-form.logic: field values, per-field errors, the
 * submitting flag, the server's message, and submit (which on success stores
 * the member in the shared session, core/session.ts setMember).
 */
import { useCallback, useRef, useState } from "react";
import { ApiCallError } from "../core/api.js";
import { t, type Lang } from "../core/i18n/index.js";
import { setMember, type Member } from "../core/session.js";
import {
  firstInvalid,
  submitLogin,
  validateLogin,
  type LoginField,
  type LoginFieldErrors,
  type LoginValues,
} from "./login-form.logic.js";

/** What submit resolved to: logged in, or which field to focus (null: focus stays, the alert speaks). */
export type SubmitOutcome = { ok: true; member: Member } | { ok: false; focus: LoginField | null };

export function useLoginForm(lang: Lang) {
  const [values, setValues] = useState<LoginValues>({ account: "", password: "" });
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [alert, setAlert] = useState("");
  const running = useRef(false);

  const setField = useCallback((field: LoginField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // an error goes away as soon as the field is filled
    const filled = field === "account" ? value.trim() !== "" : value !== "";
    setErrors((e) => (e[field] && filled ? { ...e, [field]: undefined } : e));
  }, []);

  const submit = useCallback(async (): Promise<SubmitOutcome> => {
    if (running.current) return { ok: false, focus: null };
    const found = validateLogin(values);
    setErrors(found);
    const invalid = firstInvalid(found);
    if (invalid) return { ok: false, focus: invalid };
    running.current = true;
    setSubmitting(true);
    setAlert("");
    try {
      const member = await submitLogin(values, lang);
      setMember(member);
      // stays "submitting" (button disabled) while the page navigates away
      return { ok: true, member };
    } catch (err) {
      setAlert(err instanceof ApiCallError && err.msg ? err.msg : t(lang, "api_tools_1"));
      running.current = false;
      setSubmitting(false);
      return { ok: false, focus: null };
    }
  }, [values, lang]);

  return { values, errors, submitting, alert, setField, submit };
}
