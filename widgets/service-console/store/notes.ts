/**
 * The console store's notes slice: its toasts, each a catalogue key with
 * its variables and a sequence number that grows with every toast (the
 * view shows the same text twice when it comes twice). No React, no DOM.
 */
import { errorCodeOf as codeOf, errorMsgOf as msgOf } from "../../../common/chat/rules.js";
import type { State } from "../../core/store.js";
import type { ConsoleState } from "./types.js";

export type NotesState = Pick<ConsoleState, "toast">;

export interface Notes {
  /** a toast: quick (2000 ms) or not (5000 ms) */
  toast(key: string, vars?: Record<string, string | number>, quick?: boolean): void;
  /** a failure's toast: `key` (default "action_failed") with `reason`, the error's msg or else its code */
  failToast(err: unknown, key?: string): void;
}

/** The toasts of one console, written into `s`. */
export function createNotes(s: State<NotesState>): Notes {
  let seq = 0;
  const toast: Notes["toast"] = (key, vars, quick = false) => s.set({ toast: { seq: ++seq, key, vars, quick } });
  return {
    toast,
    failToast: (err, key = "action_failed") => toast(key, { reason: msgOf(err) || codeOf(err) }),
  };
}
