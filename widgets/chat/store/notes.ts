/**
 * The chat store's notes slice: the toast and the screen-reader
 * announcement (SPEC §4 Chat panel), each a catalogue key with its
 * variables and a sequence number that grows with every note, so the view
 * shows the same text twice when it comes twice. No React, no DOM.
 */
import type { State } from "../../core/store.js";
import type { ChatState, Note } from "./types.js";

export type NotesState = Pick<ChatState, "toast" | "announcement">;

export interface Notes {
  /** a toast: quick (2000 ms) or not (5000 ms) */
  toast(key: string, vars?: Note["vars"], quick?: boolean): void;
  /** a polite announcement for screen readers */
  announce(key: string, vars?: Note["vars"]): void;
}

/** The notes of one panel, written into `s`. */
export function createNotes(s: State<NotesState>): Notes {
  let seq = 0;
  return {
    toast: (key, vars, quick = false) => s.set({ toast: { seq: ++seq, key, vars, quick } }),
    announce: (key, vars) => s.set({ announcement: { seq: ++seq, key, vars } }),
  };
}
