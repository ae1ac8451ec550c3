/**
 * The chat store's thread slice (SPEC §4 Chat panel, §7 chat calls and
 * realtime; DESIGN §7 "never lost"): the conversation's messages and what
 * is read of them.
 *
 * - load(): the first page (CHAT_PAGE_SIZE) and the work time; the greeting
 *   goes after that page; marks read; then the outbox is sent.
 * - loadOlder(): the page before the oldest message (beforeId).
 * - realtime events (onEvent): ChatEvent merges the message (an own one
 *   acknowledges its outbox entry); a service message counts as unread
 *   while the panel is closed, or is announced and marked read while it is
 *   open; ChatReadEvent marks messages read.
 * - catchUp(): after a reconnection or back online, everything after the
 *   "synced" watermark (catchingUp while it reads). The watermark is the
 *   newest message id up to which the view is known to be complete: set by
 *   the newest history page, advanced by messages received by realtime or
 *   by a catch-up page, never by the answer to an own send (issue 17).
 * - checkUnread(): the unread count (hasNews) before the first open.
 * No React, no DOM.
 */
import {
  CHAT_CATCHUP_MAX,
  CHAT_PAGE_SIZE,
  SENDER_SERVICE,
  type ChatEvent,
  type ChatMessageDto,
  type ChatPageDto,
  type ChatReadEvent,
} from "../../../common/chat/contract.js";
import {
  applyRead,
  errorCodeOf as codeOf,
  errorMsgOf as msgOf,
  mergeMessages,
  newestId,
  oldestId,
} from "../../../common/chat/rules.js";
import type { Lang } from "../../../common/i18n/index.js";
import type { State } from "../../core/store.js";
import { newestServiceMessage } from "../chat.rules.js";
import type { Identity } from "./identity.js";
import type { Notes } from "./notes.js";
import type { Outbox } from "./outbox.js";
import type { Realtime } from "./realtime.js";
import type { ChatDeps, ChatState } from "./types.js";

export type ThreadState = Pick<
  ChatState,
  "open" | "phase" | "error" | "member" | "messages" | "hasMore" | "loadingOlder" | "catchingUp" | "workTime" | "greetingAfter" | "unread" | "scrollSeq"
>;

/** What the thread slice needs of the rest of the store. */
export interface ThreadLinks {
  identity: Identity;
  realtime: Pick<Realtime, "connect" | "disconnect">;
  outbox: Pick<Outbox, "acknowledge" | "flush">;
  notes: Pick<Notes, "toast" | "announce">;
}

export interface Thread {
  /** the first page (the same promise while it loads); failures end in phase "error" */
  load(): Promise<void>;
  loadOlder(): Promise<void>;
  /** a realtime `refresh` event's data */
  onEvent(data: unknown): void;
  /** the messages missed since the synced watermark (before the first load: the unread count) */
  catchUp(): Promise<void>;
  /** the unread count from the server (members and guests with an id), while the panel is closed */
  checkUnread(): Promise<void>;
  /** marks the service's messages read up to the newest (open and loaded only) */
  markRead(): Promise<void>;
  /** a new reader: the watermark is forgotten (the caller empties the messages) */
  reset(): void;
  /** the read timer stops */
  dispose(): void;
}

type Deps = Pick<ChatDeps, "api" | "timers">;

const isChatEvent = (d: unknown): d is ChatEvent =>
  !!d && typeof d === "object" && (d as ChatEvent).type === "chat_message" && typeof (d as ChatEvent).message?.id === "number";
const isReadEvent = (d: unknown): d is ChatReadEvent =>
  !!d && typeof d === "object" && (d as ChatReadEvent).type === "chat_read" && typeof (d as ChatReadEvent).upToId === "number";

/** The thread of one panel. */
export function createThread(s: State<ThreadState>, deps: Deps, lang: () => Lang, links: ThreadLinks): Thread {
  const { identity, realtime, outbox, notes } = links;
  /** catch-ups running (a reconnection and the browser coming back online may overlap) */
  let catchingUp = 0;
  let loading: Promise<void> | null = null;
  let readTimer: unknown = null;
  /** the newest message id up to which the messages shown are complete (null: no history loaded) */
  let synced: number | null = null;
  const advanceSynced = (list: readonly ChatMessageDto[]) => {
    for (const m of list) if (synced === null || m.id > synced) synced = m.id;
  };

  /**
   * Messages that arrived (realtime or catch-up): merged; own ones acknowledge
   * the outbox; service ones are news: counted while closed, read while open.
   * @returns the new service messages (the caller announces them)
   */
  const receive = (list: ChatMessageDto[]): ChatMessageDto[] => {
    if (!list.length) return [];
    const state = s.get();
    const known = new Set(state.messages.map((m) => m.id));
    const news = list.filter((m) => !known.has(m.id) && m.senderFlag === SENDER_SERVICE && m.readStatus === 0);
    const showing = state.open && state.phase === "ready";
    // before the first open nothing is shown: the messages are counted, the history load brings them
    if (state.phase !== "idle") advanceSynced(list);
    s.set({
      messages: state.phase === "idle" ? state.messages : mergeMessages(state.messages, list),
      unread: showing ? state.unread : state.unread + news.length,
    });
    void outbox.acknowledge(list);
    if (showing && news.length) scheduleRead();
    return showing ? news : [];
  };
  /** Tells screen readers about new service messages: the text of one, or how many. */
  const announceNews = (news: ChatMessageDto[]) => {
    if (!news.length) return;
    const last = news[news.length - 1];
    if (news.length === 1) notes.announce(last.content ? "announce_text" : "announce_image", { text: last.content });
    else notes.announce("announce_many", { count: news.length });
  };

  const scheduleRead = () => {
    if (readTimer !== null) return;
    readTimer = deps.timers.set(() => {
      readTimer = null;
      void thread.markRead();
    }, 300);
  };

  const thread: Thread = {
    onEvent(data) {
      if (isChatEvent(data)) return announceNews(receive([data.message]));
      if (isReadEvent(data)) {
        const messages = applyRead(s.get().messages, data);
        const patch: Partial<ThreadState> = { messages };
        // the reader read the service's messages elsewhere (another tab)
        if (data.senderFlag === SENDER_SERVICE && !s.get().open) patch.unread = 0;
        s.set(patch);
      }
    },

    /**
     * After a reconnection or back online: everything after the synced watermark
     * (oldest first, page by page, CHAT_CATCHUP_MAX a page); before the first
     * load, the unread count. Failures end it quietly (the next reconnection
     * tries again from the same watermark).
     */
    async catchUp() {
      let after = synced;
      if (after === null || s.get().phase !== "ready") return thread.checkUnread();
      catchingUp++;
      s.set({ catchingUp: true });
      const news: ChatMessageDto[] = [];
      try {
        for (let i = 0; i < 20; i++) {
          let page: ChatPageDto;
          try {
            page = await deps.api.history({ ...identity.idParam(), rows: CHAT_CATCHUP_MAX, afterId: after }, lang());
          } catch {
            break;
          }
          news.push(...receive(page.list));
          const n = newestId(page.list);
          if (!page.hasMore || n === null || n <= after) break;
          after = n;
        }
        announceNews(news);
      } finally {
        if (--catchingUp === 0) s.set({ catchingUp: false });
      }
    },

    async checkUnread() {
      if (!identity.known()) return;
      try {
        const u = await deps.api.unread(identity.idParam(), lang());
        if (!s.get().open) s.set({ unread: u.count });
      } catch {
        // the badge waits for the next message
      }
    },

    async markRead() {
      if (!s.get().open || s.get().phase !== "ready") return;
      s.set({ unread: 0 });
      const messages = s.get().messages;
      const newest = newestServiceMessage(messages);
      if (!newest || messages.every((m) => m.senderFlag !== SENDER_SERVICE || m.readStatus === 1)) return;
      try {
        await deps.api.markRead({ ...identity.idParam(), time: newest.createTime }, lang());
        s.set({ messages: applyRead(s.get().messages, { senderFlag: SENDER_SERVICE, upToId: newest.id }) });
      } catch {
        // read next time
      }
    },

    load() {
      loading ??= (async () => {
        s.set({ phase: "loading", error: null });
        try {
          await identity.ensure();
          realtime.connect();
          const [page, work] = await Promise.all([
            deps.api.history({ ...identity.idParam(), rows: CHAT_PAGE_SIZE }, lang()),
            deps.api.workTime(lang()).catch(() => null),
          ]);
          await identity.afterMemberCall();
          const messages = mergeMessages(s.get().messages, page.list);
          // the newest page: complete up to its newest message (an empty conversation: from the start)
          synced = Math.max(synced ?? 0, newestId(page.list) ?? 0);
          s.set({
            phase: "ready",
            messages,
            hasMore: page.hasMore,
            workTime: work,
            greetingAfter: newestId(page.list),
            unread: 0,
            scrollSeq: s.get().scrollSeq + 1,
          });
          await outbox.acknowledge(page.list);
          void thread.markRead();
          void outbox.flush();
        } catch (err) {
          const code = codeOf(err);
          if (identity.refused(code) && identity.tempCustomId()) {
            await identity.forget();
            realtime.disconnect();
          }
          s.set({ phase: "error", error: { code, message: msgOf(err) } });
        }
      })().finally(() => {
        loading = null;
      });
      return loading;
    },

    async loadOlder() {
      const state = s.get();
      if (state.loadingOlder || !state.hasMore || state.phase !== "ready") return;
      const before = oldestId(state.messages);
      if (before === null) return;
      s.set({ loadingOlder: true });
      try {
        const page = await deps.api.history({ ...identity.idParam(), rows: CHAT_PAGE_SIZE, beforeId: before }, lang());
        s.set({ messages: mergeMessages(s.get().messages, page.list), hasMore: page.hasMore, loadingOlder: false });
      } catch (err) {
        s.set({ loadingOlder: false });
        notes.toast(codeOf(err) === "998" ? "api_tools_1" : "older_failed", undefined, true);
      }
    },

    reset() {
      synced = null;
    },

    dispose() {
      if (readTimer !== null) deps.timers.clear(readTimer);
    },
  };
  return thread;
}
