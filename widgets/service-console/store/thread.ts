/**
 * The console store's thread slice (issue 10 "Agent console"): the selected
 * conversation's messages.
 *
 * - select(id): its newest page (THREAD_ROWS) and its server copy; messages
 *   arriving by realtime while the page loads are kept and merged after it.
 *   loadOlder(): the page before the oldest message.
 * - the reader's messages are marked read while the agent sees them (the
 *   page visible: READ_DELAY_MS after the change, a burst is one call),
 *   also those arriving later.
 * - realtime (onEvent): ChatEvent merges the message into the open
 *   conversation and updates (or fetches) its list entry; ConversationEvent
 *   replaces the entry; ChatReadEvent marks messages read.
 * - catchUp(): after a reconnection, the messages after the selected
 *   conversation's "synced" watermark (afterId) — events missed while
 *   disconnected are never lost. The watermark (reset by select) is the
 *   newest message id up to which the thread is known to be complete: set
 *   by its newest page, advanced by its messages received by realtime or by
 *   a catch-up page, never by the answer to the agent's own reply (issue 17,
 *   DESIGN §7 "never lost").
 * Answers about another conversation than the selected one are dropped.
 * No React, no DOM.
 */
import { CHAT_CATCHUP_MAX, SENDER_READER, type ChatMessageDto, type ChatPageDto } from "../../../common/chat/contract.js";
import { applyRead, mergeMessages, newestId, oldestId } from "../../../common/chat/rules.js";
import type { Lang } from "../../../common/i18n/index.js";
import type { State } from "../../core/store.js";
import { applyMessage, isChatEvent, isConversationEvent, isReadEvent, THREAD_ROWS, unreadReaderUpTo } from "../service-console.rules.js";
import type { List } from "./list.js";
import type { Notes } from "./notes.js";
import { READ_DELAY_MS, type ConsoleDeps, type ConsoleState } from "./types.js";

export type ThreadState = Pick<ConsoleState, "access" | "selectedId" | "conversation" | "thread" | "image" | "alert" | "list">;

/** What the thread needs of the rest of the store. */
export interface ThreadLinks {
  list: Pick<List, "put" | "known" | "refetchSoon">;
  notes: Notes;
  /** the store was disposed: answers and events are dropped */
  disposed(): boolean;
}

export interface Thread {
  /** shows conversation `id` (an agent only; again after a failure) */
  select(id: number): Promise<void>;
  loadOlder(): Promise<void>;
  /** marks read soon (the page became visible, new reader messages) */
  scheduleRead(): void;
  /** a realtime `refresh` event's data */
  onEvent(data: unknown): void;
  /** the selected conversation's messages missed since its synced watermark, then its server copy */
  catchUp(): Promise<void>;
  /** the server stored the agent's message: it joins the thread (the watermark stays) and changes the conversation */
  showSent(m: ChatMessageDto): void;
  /** the read timer stops */
  dispose(): void;
}

type Deps = Pick<ConsoleDeps, "api" | "timers" | "visibility">;

/** The thread of one console. */
export function createThread(s: State<ThreadState>, deps: Deps, lang: () => Lang, links: ThreadLinks): Thread {
  const { list } = links;
  const setThread = (patch: Partial<ThreadState["thread"]>) => s.set({ thread: { ...s.get().thread, ...patch } });
  /** increases with every selection (answers about another conversation are dropped) */
  let threadToken = 0;
  /** events of the selected conversation that arrived while its first page loaded */
  let buffered: ChatMessageDto[] = [];
  /** the selected conversation's newest message id up to which its thread is complete (null: its first page is not loaded) */
  let synced: number | null = null;
  const advanceSynced = (msgs: readonly ChatMessageDto[]) => {
    for (const m of msgs) if (synced === null || m.id > synced) synced = m.id;
  };
  let readTimer: unknown = null;

  const markRead = async () => {
    const id = s.get().selectedId;
    if (id === null || s.get().thread.phase !== "ready" || !deps.visibility.visible()) return;
    const upTo = unreadReaderUpTo(s.get().thread.messages);
    if (upTo === null) return;
    try {
      await deps.api.read(id, upTo, lang());
      if (s.get().selectedId !== id) return;
      setThread({ messages: applyRead(s.get().thread.messages, { senderFlag: SENDER_READER, upToId: upTo }) });
      const c = s.get().conversation;
      // the server announces the conversation too; until then, nothing unread (newer messages may have come meanwhile)
      if (c && (!c.lastMessage || c.lastMessage.id <= upTo)) list.put({ ...c, unreadCount: 0 });
    } catch {
      // read next time
    }
  };

  const onMessage = (m: ChatMessageDto) => {
    // the open conversation
    if (s.get().selectedId === m.conversationId) {
      const phase = s.get().thread.phase;
      if (phase === "ready") {
        advanceSynced([m]);
        setThread({ messages: mergeMessages(s.get().thread.messages, [m]) });
        if (m.senderFlag === SENDER_READER) thread.scheduleRead();
      } else if (phase === "loading") buffered.push(m);
    }
    // its list entry: changed here at once, then the server's copy
    const known = list.known(m.conversationId);
    if (known) list.put(applyMessage(known, m));
    list.refetchSoon(m.conversationId);
  };

  const thread: Thread = {
    async select(id) {
      const state = s.get();
      if (state.access !== "agent") return;
      if (id === state.selectedId && state.thread.phase !== "error") return;
      const token = ++threadToken;
      buffered = [];
      synced = null;
      s.set({
        selectedId: id,
        conversation: state.list.items.find((c) => c.id === id) ?? null,
        thread: { phase: "loading", messages: [], hasMore: false, loadingOlder: false, liveFrom: null, scrollSeq: state.thread.scrollSeq },
        image: null,
        alert: null,
      });
      try {
        const [page, conversation] = await Promise.all([
          deps.api.messages(id, { rows: THREAD_ROWS }, lang()),
          deps.api.conversation(id, lang()).catch(() => null),
        ]);
        if (token !== threadToken || links.disposed()) return;
        const messages = mergeMessages(page.list, buffered);
        // the newest page, and what realtime brought meanwhile: complete up to there (no message yet: from the start)
        synced = newestId(page.list) ?? 0;
        advanceSynced(buffered);
        buffered = [];
        setThread({ phase: "ready", messages, hasMore: page.hasMore, liveFrom: newestId(page.list) ?? 0, scrollSeq: s.get().thread.scrollSeq + 1 });
        if (conversation) list.put(conversation);
        thread.scheduleRead();
      } catch (err) {
        if (token !== threadToken || links.disposed()) return;
        setThread({ phase: "error" });
        links.notes.failToast(err, "thread_failed");
      }
    },
    async loadOlder() {
      const t = s.get().thread;
      const id = s.get().selectedId;
      if (id === null || t.phase !== "ready" || t.loadingOlder || !t.hasMore) return;
      const before = oldestId(t.messages);
      if (before === null) return;
      const token = threadToken;
      setThread({ loadingOlder: true });
      try {
        const page = await deps.api.messages(id, { rows: THREAD_ROWS, beforeId: before }, lang());
        if (token !== threadToken) return;
        setThread({ messages: mergeMessages(s.get().thread.messages, page.list), hasMore: page.hasMore, loadingOlder: false });
      } catch {
        if (token !== threadToken) return;
        setThread({ loadingOlder: false });
        links.notes.toast("older_failed", undefined, true);
      }
    },
    scheduleRead() {
      if (readTimer !== null) return;
      readTimer = deps.timers.set(() => {
        readTimer = null;
        void markRead();
      }, READ_DELAY_MS);
    },
    onEvent(data) {
      if (links.disposed()) return;
      if (isChatEvent(data)) return onMessage(data.message);
      if (isConversationEvent(data)) return list.put(data.conversation);
      if (isReadEvent(data) && data.conversationId === s.get().selectedId && s.get().thread.phase === "ready") {
        setThread({ messages: applyRead(s.get().thread.messages, data) });
      }
    },
    /**
     * What the open conversation missed since its synced watermark (afterId,
     * page by page, CHAT_CATCHUP_MAX a page). A failure ends it quietly (the
     * next reconnection tries again from the same watermark).
     */
    async catchUp() {
      const id = s.get().selectedId;
      if (id === null || s.get().thread.phase !== "ready" || synced === null) return;
      const token = threadToken;
      let after = synced;
      for (let i = 0; i < 20; i++) {
        let page: ChatPageDto;
        try {
          page = await deps.api.messages(id, { rows: CHAT_CATCHUP_MAX, afterId: after }, lang());
        } catch {
          return;
        }
        if (token !== threadToken) return;
        advanceSynced(page.list);
        setThread({ messages: mergeMessages(s.get().thread.messages, page.list) });
        const n = newestId(page.list);
        if (!page.hasMore || n === null || n <= after) break;
        after = n;
      }
      thread.scheduleRead();
      void deps.api.conversation(id, lang()).then(list.put, () => undefined);
    },
    showSent(m) {
      if (s.get().selectedId === m.conversationId && s.get().thread.phase === "ready") {
        setThread({ messages: mergeMessages(s.get().thread.messages, [m]), scrollSeq: s.get().thread.scrollSeq + 1 });
      }
      const c = list.known(m.conversationId);
      if (c) list.put(applyMessage(c, m));
      list.refetchSoon(m.conversationId);
    },
    dispose() {
      if (readTimer !== null) deps.timers.clear(readTimer);
    },
  };
  return thread;
}
