/** React binding of one chat store (chat.store.ts) for one element: created once, started on mount, disposed on unmount. */
import { useRef } from "react";
import { useElementStore, useNow as useClock } from "../ui/use-store.js";
import { createChatStore, type ChatDeps, type ChatState, type ChatStore } from "./chat.store.js";
import type { Lang } from "./locale/index.js";

export function useChat(lang: Lang, deps: () => ChatDeps, opts: { unread?: number } = {}): { store: ChatStore; state: ChatState } {
  const unread = useRef(opts.unread);
  return useElementStore<Lang, ChatStore, ChatState>(
    lang,
    (l) => createChatStore(l, deps(), { unread: opts.unread }),
    (store) => void store.start({ unread: unread.current }),
  );
}

/** `now` in ms, updated every `everyMs` while `active` (relative times). */
export const useNow = (active: boolean, everyMs = 30_000): number => useClock(active, everyMs);
