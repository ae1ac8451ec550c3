/**
 * The console store's working-hours slice (issue 10 "Agent console";
 * common/chat/contract.ts WorkHoursDto, work-hours.rules.ts): the panel that edits
 * the service's working hours. open() reads them (GET work_hours) into a
 * form; edits change the form (problems show as the agent types once a
 * save was tried); save() checks with the server's rules first, then PUTs;
 * the server's 422 problems (the envelope's `errors`) show at the same
 * places, other failures as a toast. No React, no DOM.
 */
import type { Lang } from "../../../common/i18n/index.js";
import type { State } from "../../core/store.js";
import { editForm, fromForm, serverErrors, toForm, validateWorkHours, type WorkHoursEdit } from "../work-hours.rules.js";
import type { Notes } from "./notes.js";
import type { ConsoleDeps, ConsoleState } from "./types.js";

export type HoursState = Pick<ConsoleState, "hours">;

export interface Hours {
  /** opens the panel and reads the hours (phase loading → ready, or error with a toast) */
  open(): Promise<void>;
  close(): void;
  edit(e: WorkHoursEdit): void;
  /** @returns true when saved (the panel closes) */
  save(): Promise<boolean>;
}

const errorsOf = (err: unknown): unknown => (err as { body?: { errors?: unknown } } | null)?.body?.errors;

/** The working-hours panel of one console. */
export function createHours(s: State<HoursState>, deps: Pick<ConsoleDeps, "api">, lang: () => Lang, notes: Notes): Hours {
  const setHours = (patch: Partial<HoursState["hours"]>) => s.set({ hours: { ...s.get().hours, ...patch } });
  return {
    async open() {
      s.set({ hours: { open: true, phase: "loading", form: null, errors: [], submitted: false } });
      try {
        const h = await deps.api.workHours(lang());
        if (s.get().hours.open) setHours({ phase: "ready", form: toForm(h) });
      } catch (err) {
        if (s.get().hours.open) setHours({ phase: "error" });
        notes.failToast(err);
      }
    },
    close() {
      setHours({ open: false });
    },
    edit(e) {
      const { form, submitted, errors } = s.get().hours;
      if (!form) return;
      const next = editForm(form, e);
      setHours({ form: next, errors: submitted ? validateWorkHours(next) : errors });
    },
    async save() {
      const form = s.get().hours.form;
      if (!form || s.get().hours.phase === "saving") return false;
      const errors = validateWorkHours(form);
      if (errors.length) {
        setHours({ errors, submitted: true });
        return false;
      }
      setHours({ phase: "saving", errors: [], submitted: true });
      try {
        const saved = await deps.api.putWorkHours(fromForm(form), lang());
        setHours({ phase: "ready", form: toForm(saved), open: false });
        notes.toast("hours_saved", undefined, true);
        return true;
      } catch (err) {
        const errs = serverErrors(errorsOf(err));
        setHours({ phase: "ready", errors: errs });
        if (!errs.length) notes.failToast(err);
        return false;
      }
    },
  };
}
