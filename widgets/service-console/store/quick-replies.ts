/**
 * The console store's quick-replies slice (issue 10 "Agent console";
 * common/chat/contract.ts QUICK_REPLY_MAX): the agent's saved answers, loaded at
 * start; add, change (one at a time: `editingId`) and delete them, each
 * checked first (empty → style_6, too long → quick_too_long in `error`),
 * with a quick toast when done and a toast when the server refuses.
 * Inserting one into a draft is the composer's. No React, no DOM.
 */
import { QUICK_REPLY_MAX } from "../../../common/chat/contract.js";
import type { Lang } from "../../../common/i18n/index.js";
import type { State } from "../../core/store.js";
import { checkText } from "../service-console.rules.js";
import type { Notes } from "./notes.js";
import type { ConsoleDeps, ConsoleState } from "./types.js";

export type QuickState = Pick<ConsoleState, "quick">;

export interface QuickReplies {
  /** phase "loading" (at start, before the calls go) */
  loading(): void;
  /** the agent's quick replies: phase ready, or error */
  load(): Promise<void>;
  /** the quick reply being changed (null: none) */
  edit(id: number | null): void;
  /** @returns true when added */
  add(content: string): Promise<boolean>;
  /** @returns true when changed */
  save(id: number, content: string): Promise<boolean>;
  remove(id: number): Promise<void>;
  clearError(): void;
}

/** The quick replies of one console. */
export function createQuickReplies(s: State<QuickState>, deps: Pick<ConsoleDeps, "api">, lang: () => Lang, notes: Notes): QuickReplies {
  const setQuick = (patch: Partial<QuickState["quick"]>) => s.set({ quick: { ...s.get().quick, ...patch } });
  /** the text's problem as a catalogue key, null when it may be saved */
  const problem = (content: string): string | null => {
    const bad = checkText(content, QUICK_REPLY_MAX);
    return bad === "too_long" ? "quick_too_long" : bad;
  };
  return {
    loading() {
      setQuick({ phase: "loading" });
    },
    load() {
      return deps.api.quickReplies(lang()).then(
        (items) => setQuick({ phase: "ready", items }),
        () => setQuick({ phase: "error" }),
      );
    },
    edit(id) {
      setQuick({ editingId: id, error: null });
    },
    async add(content) {
      const bad = problem(content);
      if (bad) {
        setQuick({ error: bad });
        return false;
      }
      setQuick({ saving: true, error: null });
      try {
        const q = await deps.api.addQuickReply(content.trim(), lang());
        setQuick({ items: [...s.get().quick.items.filter((x) => x.id !== q.id), q], saving: false });
        notes.toast("quick_added", undefined, true);
        return true;
      } catch (err) {
        setQuick({ saving: false });
        notes.failToast(err);
        return false;
      }
    },
    async save(id, content) {
      const bad = problem(content);
      if (bad) {
        setQuick({ error: bad });
        return false;
      }
      setQuick({ saving: true, error: null });
      try {
        const q = await deps.api.updateQuickReply(id, content.trim(), lang());
        setQuick({ items: s.get().quick.items.map((x) => (x.id === q.id ? q : x)), saving: false, editingId: null });
        notes.toast("quick_saved", undefined, true);
        return true;
      } catch (err) {
        setQuick({ saving: false });
        notes.failToast(err);
        return false;
      }
    },
    async remove(id) {
      try {
        await deps.api.deleteQuickReply(id, lang());
        const q = s.get().quick;
        setQuick({ items: q.items.filter((x) => x.id !== id), editingId: q.editingId === id ? null : q.editingId });
        notes.toast("quick_deleted", undefined, true);
      } catch (err) {
        notes.failToast(err);
      }
    },
    clearError() {
      if (s.get().quick.error) setQuick({ error: null });
    },
  };
}
