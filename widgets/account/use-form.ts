/**
 * Hook shared by the account forms: values, per-field errors (SPEC §5
 * messages from core/validate.ts, or the server's `{ field, rule }`), the
 * form's alert and success lines, a busy flag with a double-submit guard,
 * and focus on the first invalid field.
 */
import { useCallback, useRef, useState } from "react";
import type { Lang } from "../core/i18n/index.js";
import type { Violation } from "../core/validate.js";
import { errorsFromCall, errorsOf, firstError, type FieldErrors } from "./form.logic.js";

export interface FormOptions<V> {
  lang: Lang;
  /** field names in page order */
  order: readonly string[];
  validate: (v: V) => Violation[];
}

export function useForm<V extends Record<string, string>>(initial: V, opts: FormOptions<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState("");
  const [success, setSuccess] = useState("");
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const inputs = useRef(new Map<string, HTMLElement>());

  const setField = useCallback((field: keyof V & string, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
    setSuccess("");
  }, []);

  /** ref callback for a field's input (focus on error) */
  const ref = useCallback(
    (field: string) => (el: HTMLElement | null) => {
      if (el) inputs.current.set(field, el);
      else inputs.current.delete(field);
    },
    [],
  );

  const focus = useCallback((field: string | null) => {
    if (field) inputs.current.get(field)?.focus();
  }, []);

  /**
   * Validates, then runs `action` (the call); its resolved string is the
   * success line. Errors go to their fields (focus on the first) or to the
   * alert line. Returns whether the action succeeded.
   */
  const submit = useCallback(
    async (action: (v: V) => Promise<string>): Promise<boolean> => {
      if (running.current) return false;
      setAlert("");
      setSuccess("");
      const violations = opts.validate(values);
      if (violations.length) {
        const errs = errorsOf(opts.lang, violations);
        setErrors(errs);
        focus(firstError(opts.order, errs));
        return false;
      }
      setErrors({});
      running.current = true;
      setBusy(true);
      try {
        setSuccess(await action(values));
        return true;
      } catch (err) {
        const { fields, alert: text } = errorsFromCall(opts.lang, err, opts.order);
        setErrors(fields);
        setAlert(text);
        focus(firstError(opts.order, fields));
        return false;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [values, opts, focus],
  );

  return { values, setValues, setField, errors, setErrors, alert, setAlert, success, setSuccess, busy, submit, ref };
}
