/**
 * The console store's list slice (issue 10 "Agent console"): the
 * conversations of the filter, longest waiting first
 * (service-console.rules.ts), with their unread counts, by pages of `rows`.
 * A conversation as it is now (from a call or an event) takes its place in
 * the list, or leaves it when it no longer fits the filter, and becomes the
 * selected one's copy; the server's copy of a conversation is fetched soon
 * after an event (REFETCH_DELAY_MS: events in a burst are one call each).
 * Answers for an older filter are dropped. No React, no DOM.
 */
import type { ConversationDto } from "../../../common/chat/contract.js";
import type { Lang } from "../../../common/i18n/index.js";
import type { State } from "../../core/store.js";
import { filterQuery, mergeConversations, upsertConversation } from "../service-console.rules.js";
import type { Notes } from "./notes.js";
import { REFETCH_DELAY_MS, type ConsoleDeps, type ConsoleState } from "./types.js";

export type ListState = Pick<ConsoleState, "filter" | "list" | "me" | "selectedId" | "conversation">;

/** What the list needs of the rest of the store. */
export interface ListLinks {
  failToast: Notes["failToast"];
  /** the store was disposed: answers are dropped */
  disposed(): boolean;
}

export interface List {
  /** the filter's first page (answers of an older filter are dropped); a failure: phase "error" and a toast */
  load(): Promise<void>;
  /** the next page, while there are more */
  loadMore(): Promise<void>;
  /** the change `c` (as it is now) makes: its list entry (in or out by the filter) and the selected copy */
  patchFor(c: ConversationDto): Partial<ListState>;
  /** applies patchFor(c) */
  put(c: ConversationDto): void;
  /** the conversation `id` as known here (its list entry, or the selected copy), null when unknown */
  known(id: number): ConversationDto | null;
  /** fetches the server's copy of conversation `id` soon (events in a burst: one call each) */
  refetchSoon(id: number): void;
  /** the refetch timer stops */
  dispose(): void;
}

/** The list of one console, `rows` conversations a page. */
export function createList(s: State<ListState>, deps: Pick<ConsoleDeps, "api" | "timers">, lang: () => Lang, rows: number, links: ListLinks): List {
  /** increases with every change of filter (answers of an older filter are dropped) */
  let listToken = 0;
  let refetchTimer: unknown = null;
  const refetchIds = new Set<number>();
  const setList = (patch: Partial<ListState["list"]>) => s.set({ list: { ...s.get().list, ...patch } });

  const list: List = {
    async load() {
      const token = ++listToken;
      setList({ phase: "loading", loadingMore: false });
      try {
        const r = await deps.api.conversations({ ...filterQuery(s.get().filter), page: 1, rows }, lang());
        if (token !== listToken || links.disposed()) return;
        setList({ phase: "ready", items: mergeConversations([], r.list), total: r.total, page: 1 });
      } catch (err) {
        if (token !== listToken || links.disposed()) return;
        setList({ phase: "error", items: [], total: 0, page: 0 });
        links.failToast(err, "list_failed");
      }
    },
    async loadMore() {
      const l = s.get().list;
      if (l.phase !== "ready" || l.loadingMore || l.items.length >= l.total) return;
      const token = listToken;
      setList({ loadingMore: true });
      try {
        const r = await deps.api.conversations({ ...filterQuery(s.get().filter), page: l.page + 1, rows }, lang());
        if (token !== listToken) return;
        setList({ items: mergeConversations(s.get().list.items, r.list), total: r.total, page: l.page + 1, loadingMore: false });
      } catch (err) {
        if (token !== listToken) return;
        setList({ loadingMore: false });
        links.failToast(err, "list_failed");
      }
    },
    patchFor(c) {
      const state = s.get();
      const patch: Partial<ListState> = {};
      if (state.list.phase === "ready") {
        const was = state.list.items.some((x) => x.id === c.id);
        const items = upsertConversation(state.list.items, c, state.filter, state.me?.code ?? null);
        const is = items.some((x) => x.id === c.id);
        patch.list = { ...state.list, items, total: Math.max(0, state.list.total + (is ? 1 : 0) - (was ? 1 : 0)) };
      }
      if (state.selectedId === c.id) patch.conversation = c;
      return patch;
    },
    put: (c) => s.set(list.patchFor(c)),
    known(id) {
      const state = s.get();
      return state.list.items.find((c) => c.id === id) ?? (state.conversation?.id === id ? state.conversation : null);
    },
    refetchSoon(id) {
      refetchIds.add(id);
      if (refetchTimer !== null) return;
      refetchTimer = deps.timers.set(() => {
        refetchTimer = null;
        const ids = [...refetchIds];
        refetchIds.clear();
        for (const cid of ids) {
          void deps.api.conversation(cid, lang()).then(
            (c) => {
              if (!links.disposed()) list.put(c);
            },
            () => undefined, // the next event or the next reconnection brings it
          );
        }
      }, REFETCH_DELAY_MS);
    },
    dispose() {
      if (refetchTimer !== null) deps.timers.clear(refetchTimer);
    },
  };
  return list;
}
