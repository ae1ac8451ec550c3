/**
 * The staff console store's notes slice: its toasts (a catalogue key with
 * its variables, or a failure under a key, each with a sequence number that
 * grows with every toast, so the view shows the same text twice when it
 * comes twice) and the staff actions that succeeded (the element announces
 * each as pw-staff-console-action). No React, no DOM.
 */
import type { State } from "../../core/store.js";
import { failureOf, type StaffState } from "./types.js";

export type NotesState = Pick<StaffState, "toast" | "action">;

export interface Notes {
  /** a toast: quick (2000 ms) or not (5000 ms) */
  toast(key: string, vars?: Record<string, string | number>, quick?: boolean): void;
  /** a failure's toast: `key` (default "action_failed") with the failure as its reason */
  fail(err: unknown, key?: string): void;
  /** a staff action succeeded: a quick toast `key` and the action note (audit action name, its target) */
  done(action: string, target: string, key: string, vars?: Record<string, string | number>): void;
}

/** The toasts and action notes of one console, written into `s`. */
export function createNotes(s: State<NotesState>): Notes {
  let seq = 0;
  let actions = 0;
  const toast: Notes["toast"] = (key, vars, quick = false) => s.set({ toast: { seq: ++seq, key, vars, quick } });
  return {
    toast,
    fail: (err, key = "action_failed") => s.set({ toast: { seq: ++seq, key, failure: failureOf(err) } }),
    done(action, target, key, vars) {
      s.set({ action: { seq: ++actions, action, target } });
      toast(key, vars, true);
    },
  };
}
