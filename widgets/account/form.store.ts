/**
 * The framework-free state of the account forms (issue 7; no React, no
 * DOM): the form store every account form builds on (`createFormStore`),
 * over the one store primitive core/store.ts: values, per-field errors
 * (SPEC §5 messages from common/validate.ts, or the server's
 * `errors: [{ field, rule }]`), the alert and success lines, and the busy
 * flag with a double-submit guard. The hooks (use-*.ts) read the stores
 * through ui/use-store.ts; focusing the first invalid field is the view's job
 * (submit says which one).
 */
import type { Lang } from "./locale/index.js";
import type { Violation } from "../../common/validate.js";
import { createState, type Readable } from "../core/store.js";
import { errorsFromCall, errorsOf, firstError, type FieldErrors } from "./form.rules.js";

/** What a form shows. */
export interface FormState<V> {
  values: V;
  /** error text by field (undefined: none) */
  errors: FieldErrors;
  /** the form's error line ("" none) */
  alert: string;
  /** the form's success line ("" none) */
  success: string;
  /** the call is running: the submit button is disabled */
  busy: boolean;
}

/** What submit came to: whether the action succeeded, and the field to focus (null: none). */
export interface SubmitResult {
  ok: boolean;
  focus: string | null;
}

export interface FormStore<V> extends Readable<FormState<V>> {
  /** a field changed: its error and the success line go */
  setField(field: keyof V & string, value: string): void;
  /** replaces some values (no error change) */
  setValues(patch: Partial<V>): void;
  /** adds (or with undefined, removes) field errors */
  setErrors(patch: FieldErrors): void;
  /**
   * Fills the values the first time only: saved details arriving must not
   * overwrite what the reader types, before (fields changed with setField
   * keep the reader's value) or after they arrive.
   */
  fillOnce(values: V): void;
  /**
   * Validates, then runs `action` (the call); its resolved string is the
   * success line. Errors go to their fields (focus on the first) or to the
   * alert line. A submit while one runs is ignored.
   */
  submit(lang: Lang, action: (v: V) => Promise<string>): Promise<SubmitResult>;
}

export interface FormOptions<V> {
  /** field names in page order (the first invalid one gets the focus) */
  order: readonly string[];
  /** SPEC §5 rules (may read other state, e.g. the forgot-password step) */
  validate: (v: V) => Violation[];
}

export function createFormStore<V extends object>(initial: V, opts: FormOptions<V>): FormStore<V> {
  const s = createState<FormState<V>>({ values: initial, errors: {}, alert: "", success: "", busy: false });
  let filled = false;
  let running = false;
  /** fields the reader changed (setField): fillOnce leaves them as typed */
  const edited = new Set<string>();
  return {
    get: s.get,
    subscribe: s.subscribe,
    setField(field, value) {
      edited.add(field);
      s.set((st) => ({
        values: { ...st.values, [field]: value },
        errors: st.errors[field] ? { ...st.errors, [field]: undefined } : st.errors,
        success: "",
      }));
    },
    setValues(patch) {
      s.set((st) => ({ values: { ...st.values, ...patch } }));
    },
    setErrors(patch) {
      s.set((st) => ({ errors: { ...st.errors, ...patch } }));
    },
    fillOnce(values) {
      if (filled) return;
      filled = true;
      s.set((st) => {
        const typed = Object.fromEntries([...edited].map((f) => [f, st.values[f as keyof V]]));
        return { values: { ...values, ...typed } };
      });
    },
    async submit(lang, action) {
      if (running) return { ok: false, focus: null };
      s.set({ alert: "", success: "" });
      const values = s.get().values;
      const violations = opts.validate(values);
      if (violations.length) {
        const errors = errorsOf(lang, violations);
        s.set({ errors });
        return { ok: false, focus: firstError(opts.order, errors) };
      }
      running = true;
      s.set({ errors: {}, busy: true });
      try {
        const success = await action(values);
        s.set({ success, busy: false });
        return { ok: true, focus: null };
      } catch (err) {
        const { fields, alert } = errorsFromCall(lang, err, opts.order);
        s.set({ errors: fields, alert, busy: false });
        return { ok: false, focus: firstError(opts.order, fields) };
      } finally {
        running = false;
      }
    },
  };
}
