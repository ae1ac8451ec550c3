/**
 * The chat panel's state, framework-free (SPEC §4 Chat panel, §7 chat
 * calls and realtime, §9; DESIGN §7 "never lost, never twice"). No React, no
 * DOM: calls, realtime, storage, the member, the network state, ids and
 * clocks come in as deps (chat.deps.ts has the page's), so the unit tests
 * drive it with fakes.
 *
 * - start(): reads the member (guest: the tempCustomId kept in storage, if
 *   any) and the outbox kept in storage; a reader with an identity gets the
 *   realtime channel (guest /socket/uc_message_user by tempCustomId, member
 *   /socket/uc_message_uc_member by code) and the unread count; a left-over
 *   outbox is sent.
 * - open(): the first time, a guest without a tempCustomId gets one (once,
 *   then kept), the history page (10) and the work time are read, the
 *   greeting goes after that history, messages are marked read by time,
 *   and the view is asked to scroll to the bottom. Later opens mark read.
 * - loadOlder(): the page before the oldest message (beforeId).
 * - send(text) / pickImage(files) + sendImage(): checked (style_6, length;
 *   one image, size, type by content), given a clientId, put in the outbox
 *   and stored before anything is sent; the outbox is sent in order, one at
 *   a time, while the browser is online; each entry leaves the outbox when
 *   the server acknowledges it (its answer, or the message arriving by
 *   realtime or catch-up); network failures wait (back-off, `online`,
 *   reconnection) and never drop a message; refusals drop it with a toast.
 * - realtime: ChatEvent merges the message (an own one acknowledges its
 *   outbox entry); a service message counts as unread while the panel is
 *   closed, or is announced and marked read while it is open; ChatReadEvent
 *   marks messages read. After a reconnection, or when the browser is
 *   online again, the store catches up (catchingUp while it reads) from
 *   its "synced" watermark, then sends the outbox. The watermark is the
 *   newest message id up to which the view is known to be complete: set by
 *   the newest history page, advanced by messages received by realtime or
 *   by a catch-up page, never by the answer to its own send (that message
 *   may be newer than the service's messages it missed while the socket was
 *   down — issue 17, DESIGN §7 "never lost").
 * - the member changes (login, logout on the page): the conversation is
 *   read again as the new reader (a member passing the guest's tempCustomId
 *   takes the guest conversation over, server side).
 */
import {
  applyRead,
  CHAT_CATCHUP_MAX,
  CHAT_PAGE_SIZE,
  errorCodeOf as codeOf,
  errorMsgOf as msgOf,
  mergeMessages,
  newestId,
  oldestId,
  readImagePick,
  SENDER_SERVICE,
  type ChatEvent,
  type ChatMessageDto,
  type ChatPageDto,
  type ChatReadDto,
  type ChatReadEvent,
  type ChatUnreadDto,
  type WorkTimeDto,
} from "../../common/chat.js";
import type { Lang } from "../../common/i18n/index.js";
import {
  acknowledge,
  backoffMs,
  checkText,
  enqueue,
  isRetryable,
  newestServiceMessage,
  nextToSend,
  restoreOutbox,
  type OutboxItem,
} from "./chat.logic.js";

/** Storage keys (localforage, SPEC §9). */
export const TEMP_ID_KEY = "photowire.chat.tempCustomId";
export const OUTBOX_KEY = "photowire.chat.outbox";

/** The reader as the chat knows them. */
export interface ChatMember {
  code: string;
  nature: number;
}

/** Query of getOnlineServerMsgRecord. */
export interface HistoryQuery {
  tempCustomId?: string;
  rows: number;
  beforeId?: number;
  afterId?: number;
}

/** The chat calls (SPEC §7), each rejecting with an error carrying `code` (and `msg`). */
export interface ChatApi {
  tempCustomId(lang: Lang): Promise<string>;
  history(q: HistoryQuery, lang: Lang): Promise<ChatPageDto>;
  workTime(lang: Lang): Promise<WorkTimeDto>;
  markRead(body: { tempCustomId?: string; time?: string }, lang: Lang): Promise<ChatReadDto>;
  unread(q: { tempCustomId?: string }, lang: Lang): Promise<ChatUnreadDto>;
  send(body: { content: string; tempCustomId?: string; clientId: string }, lang: Lang): Promise<ChatMessageDto>;
  sendFile(
    file: Blob,
    fields: { name: string; tempCustomId?: string; clientId: string },
    lang: Lang,
    onProgress: (fraction: number) => void,
  ): Promise<ChatMessageDto>;
}

/** What the store needs of a realtime channel (core/realtime.ts Channel). */
export interface ChatChannel {
  register(reg: { code: string; type: number }): Promise<{ code: string }>;
  onRefresh(fn: (data: unknown) => void): () => void;
  onReconnect(fn: (ack: { code: string } | null) => void): () => void;
  onStatus(fn: (s: RealtimeStatus) => void): () => void;
  close(): void;
}
export type RealtimeStatus = "connecting" | "connected" | "disconnected" | "closed";

/** A key-value store (localforage's instance API). */
export interface KeyValueStore {
  getItem<T>(key: string): Promise<T | null>;
  setItem<T>(key: string, value: T): Promise<T>;
  removeItem(key: string): Promise<void>;
}

export interface ChatDeps {
  api: ChatApi;
  /** opens a realtime channel on a SPEC §7 namespace */
  channel(ns: "/socket/uc_message_user" | "/socket/uc_message_uc_member"): ChatChannel;
  storage: KeyValueStore;
  member(lang: Lang): Promise<ChatMember | null>;
  onMemberChange(fn: (m: ChatMember | null) => void): () => void;
  online: { now(): boolean; subscribe(fn: (online: boolean) => void): () => void };
  /** a new clientId (UUID v4) */
  uuid(): string;
  now(): number;
  timers: { set(fn: () => void, ms: number): unknown; clear(handle: unknown): void };
  /** a guest's id (null: forgotten): the element entry asks for its unread count on later pages */
  markGuestChat?(id: string | null): void;
  /** the stored outbox holds unsent messages (true) or none (false): the element entry then loads the panel at once on later pages */
  markOutbox?(pending: boolean): void;
}

/** A text for the view to translate, with its variables. */
export interface Note {
  seq: number;
  key: string;
  vars?: Record<string, string | number>;
  /** a toast: quick (2000 ms) or not (5000 ms) */
  quick?: boolean;
}

export interface ChatState {
  open: boolean;
  /** the history's first load */
  phase: "idle" | "loading" | "ready" | "error";
  /** why the history did not load (phase error) */
  error: { code: string; message: string } | null;
  member: ChatMember | null;
  /** stored messages, id order */
  messages: ChatMessageDto[];
  /** own messages not acknowledged yet, sending order */
  outbox: OutboxItem[];
  /** the outbox entry being sent, and an image's upload progress (0..1) */
  sendingId: string | null;
  progress: number | null;
  /** sends wait for the network (offline, or a failure being retried) */
  waiting: boolean;
  realtime: RealtimeStatus | "off";
  /** older messages exist before messages[0] */
  hasMore: boolean;
  loadingOlder: boolean;
  /** the messages missed while the connection was down are being read (after a reconnection, or back online) */
  catchingUp: boolean;
  workTime: WorkTimeDto | null;
  /** the greeting shows after this message id (null: before every message) */
  greetingAfter: number | null;
  /** customer-service messages not read (hasNews) */
  unread: number;
  /** an alert under the message box: a catalogue key (style_6, chat_too_long, SPEC upload codes) */
  alert: string | null;
  /** the image picked and shown as a preview, not sent yet */
  draft: { file: Blob; name: string; size: number; mime: string } | null;
  /** the last announcement for screen readers (new messages only, never the history) */
  announcement: Note | null;
  /** the last toast */
  toast: Note | null;
  /** increases each time the view should scroll to the bottom */
  scrollSeq: number;
}

export interface ChatStore {
  get(): ChatState;
  subscribe(fn: () => void): () => void;
  /** once, when the element mounts; `unread` is what the element entry already counted (members) */
  start(opts?: { unread?: number }): Promise<void>;
  open(): Promise<void>;
  close(): void;
  /** the history failed: try again */
  retry(): Promise<void>;
  loadOlder(): Promise<void>;
  /** @returns true when the text was taken (the view clears the box) */
  send(text: string): Promise<boolean>;
  pickImage(files: readonly (Blob & { name?: string })[]): Promise<void>;
  sendImage(): Promise<boolean>;
  discardImage(): void;
  clearAlert(): void;
  /** the outbox is sent now (online, reconnection) */
  flush(): Promise<void>;
  dispose(): void;
}

const isChatEvent = (d: unknown): d is ChatEvent =>
  !!d && typeof d === "object" && (d as ChatEvent).type === "chat_message" && typeof (d as ChatEvent).message?.id === "number";
const isReadEvent = (d: unknown): d is ChatReadEvent =>
  !!d && typeof d === "object" && (d as ChatReadEvent).type === "chat_read" && typeof (d as ChatReadEvent).upToId === "number";

/** A store for one panel. */
export function createChatStore(lang: () => Lang, deps: ChatDeps, initial: { unread?: number } = {}): ChatStore {
  let state: ChatState = {
    open: false,
    phase: "idle",
    error: null,
    member: null,
    messages: [],
    outbox: [],
    sendingId: null,
    progress: null,
    waiting: false,
    realtime: "off",
    hasMore: false,
    loadingOlder: false,
    catchingUp: false,
    workTime: null,
    greetingAfter: null,
    unread: initial.unread ?? 0,
    alert: null,
    draft: null,
    announcement: null,
    toast: null,
    scrollSeq: 0,
  };
  const listeners = new Set<() => void>();
  const set = (patch: Partial<ChatState>) => {
    state = { ...state, ...patch };
    for (const fn of [...listeners]) fn();
  };
  let noteSeq = 0;
  const toast = (key: string, vars?: Note["vars"], quick = false) => set({ toast: { seq: ++noteSeq, key, vars, quick } });
  const announce = (key: string, vars?: Note["vars"]) => set({ announcement: { seq: ++noteSeq, key, vars } });

  let started: Promise<void> | null = null;
  /** catch-ups running (a reconnection and the browser coming back online may overlap) */
  let catchingUp = 0;
  let disposed = false;
  let tempCustomId: string | null = null;
  let identity: Promise<void> | null = null;
  let channel: ChatChannel | null = null;
  const unsubs: (() => void)[] = [];
  let retryTimer: unknown = null;
  let flushing: Promise<void> | null = null;
  let loading: Promise<void> | null = null;
  let readTimer: unknown = null;
  /** the member's first call with the guest's tempCustomId took the guest conversation over: forget it then */
  let handover = false;
  /**
   * The newest message id up to which the messages shown are complete (null:
   * no history loaded). Set by the newest history page, advanced by realtime
   * and catch-up; not by the answers to own sends (issue 17). A catch-up
   * reads everything after it.
   */
  let synced: number | null = null;
  const advanceSynced = (list: readonly ChatMessageDto[]) => {
    for (const m of list) if (synced === null || m.id > synced) synced = m.id;
  };

  // ---- storage -------------------------------------------------------------

  const saveOutbox = async (outbox: OutboxItem[]) => {
    deps.markOutbox?.(outbox.length > 0);
    try {
      if (outbox.length) await deps.storage.setItem(OUTBOX_KEY, outbox);
      else await deps.storage.removeItem(OUTBOX_KEY);
    } catch {
      // storage unavailable (private mode, quota): the outbox lives in memory for this page
    }
  };
  const setOutbox = (outbox: OutboxItem[]) => {
    if (outbox === state.outbox) return Promise.resolve();
    set({ outbox });
    return saveOutbox(outbox);
  };

  // ---- identity ----------------------------------------------------------

  /** The tempCustomId to send: a guest's (fetched once, then kept), or the guest id a member still holds (hand-over). */
  const idParam = (): { tempCustomId?: string } => (tempCustomId ? { tempCustomId } : {});

  /** A guest gets a tempCustomId from the server once and keeps it; a member needs none. */
  const ensureIdentity = (): Promise<void> => {
    if (state.member || tempCustomId) return Promise.resolve();
    identity ??= (async () => {
      const id = await deps.api.tempCustomId(lang());
      tempCustomId = id;
      try {
        await deps.storage.setItem(TEMP_ID_KEY, id);
      } catch {
        // kept for this page only
      }
      deps.markGuestChat?.(id);
    })().finally(() => {
      identity = null;
    });
    return identity;
  };

  /** The guest's tempCustomId was refused (not signed by this server): forget it, a new one comes next time. */
  const forgetGuestId = async () => {
    tempCustomId = null;
    deps.markGuestChat?.(null);
    try {
      await deps.storage.removeItem(TEMP_ID_KEY);
    } catch {
      /* nothing kept */
    }
  };
  const refusedIdentity = (code: string) => !state.member && (code === "forbidden" || code === "access_denied");

  /** After a member's call carried the guest id: the conversation is theirs now, the guest id is no longer needed. */
  const afterMemberCall = async () => {
    if (!state.member || !tempCustomId || !handover) return;
    handover = false;
    await forgetGuestId();
  };

  // ---- realtime ------------------------------------------------------------

  const connect = () => {
    if (channel || disposed) return;
    const m = state.member;
    if (!m && !tempCustomId) return;
    const ch = deps.channel(m ? "/socket/uc_message_uc_member" : "/socket/uc_message_user");
    channel = ch;
    set({ realtime: "connecting" });
    ch.onStatus((s) => {
      if (channel === ch) set({ realtime: s });
    });
    ch.onRefresh((data) => {
      if (channel === ch) onEvent(data);
    });
    ch.onReconnect(() => {
      if (channel !== ch) return;
      void catchUp().then(() => store.flush());
    });
    void ch.register(m ? { code: m.code, type: m.nature } : { code: tempCustomId!, type: 0 }).then(async (ack) => {
      if (channel !== ch || ack.code === "success") return;
      if (!m && ack.code === "access_denied") {
        // a kept tempCustomId this server did not sign: start again as a new guest
        disconnect();
        await forgetGuestId();
      }
    });
  };
  const disconnect = () => {
    channel?.close();
    channel = null;
    set({ realtime: "off" });
  };

  /**
   * Messages that arrived (realtime or catch-up): merged; own ones acknowledge
   * the outbox; service ones are news: counted while closed, read while open.
   * @returns the new service messages (the caller announces them)
   */
  const receive = (list: ChatMessageDto[]): ChatMessageDto[] => {
    if (!list.length) return [];
    const known = new Set(state.messages.map((m) => m.id));
    const news = list.filter((m) => !known.has(m.id) && m.senderFlag === SENDER_SERVICE && m.readStatus === 0);
    const showing = state.open && state.phase === "ready";
    // before the first open nothing is shown: the messages are counted, the history load brings them
    if (state.phase !== "idle") advanceSynced(list);
    set({
      messages: state.phase === "idle" ? state.messages : mergeMessages(state.messages, list),
      unread: showing ? state.unread : state.unread + news.length,
    });
    void setOutbox(acknowledge(state.outbox, list));
    if (showing && news.length) scheduleRead();
    return showing ? news : [];
  };
  /** Tells screen readers about new service messages: the text of one, or how many. */
  const announceNews = (news: ChatMessageDto[]) => {
    if (!news.length) return;
    const last = news[news.length - 1];
    if (news.length === 1) announce(last.content ? "announce_text" : "announce_image", { text: last.content });
    else announce("announce_many", { count: news.length });
  };

  const onEvent = (data: unknown) => {
    if (isChatEvent(data)) return announceNews(receive([data.message]));
    if (isReadEvent(data)) {
      const messages = applyRead(state.messages, data);
      const patch: Partial<ChatState> = { messages };
      // the reader read the service's messages elsewhere (another tab)
      if (data.senderFlag === SENDER_SERVICE && !state.open) patch.unread = 0;
      set(patch);
    }
  };

  /**
   * After a reconnection or back online: everything after the synced watermark
   * (oldest first, page by page, CHAT_CATCHUP_MAX a page); before the first
   * load, the unread count. Failures end it quietly (the next reconnection
   * tries again from the same watermark).
   */
  const catchUp = async () => {
    let after = synced;
    if (after === null || state.phase !== "ready") return checkUnread();
    catchingUp++;
    set({ catchingUp: true });
    const news: ChatMessageDto[] = [];
    try {
      for (let i = 0; i < 20; i++) {
        let page: ChatPageDto;
        try {
          page = await deps.api.history({ ...idParam(), rows: CHAT_CATCHUP_MAX, afterId: after }, lang());
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
      if (--catchingUp === 0) set({ catchingUp: false });
    }
  };

  const checkUnread = async () => {
    if (!state.member && !tempCustomId) return;
    try {
      const u = await deps.api.unread(idParam(), lang());
      if (!state.open) set({ unread: u.count });
    } catch {
      // the badge waits for the next message
    }
  };

  // ---- reading -------------------------------------------------------------

  const scheduleRead = () => {
    if (readTimer !== null) return;
    readTimer = deps.timers.set(() => {
      readTimer = null;
      void markRead();
    }, 300);
  };
  const markRead = async () => {
    if (!state.open || state.phase !== "ready") return;
    set({ unread: 0 });
    const newest = newestServiceMessage(state.messages);
    if (!newest || state.messages.every((m) => m.senderFlag !== SENDER_SERVICE || m.readStatus === 1)) return;
    try {
      await deps.api.markRead({ ...idParam(), time: newest.createTime }, lang());
      set({ messages: applyRead(state.messages, { senderFlag: SENDER_SERVICE, upToId: newest.id }) });
    } catch {
      // read next time
    }
  };

  // ---- the history ---------------------------------------------------------

  const load = (): Promise<void> => {
    loading ??= (async () => {
      set({ phase: "loading", error: null });
      try {
        await ensureIdentity();
        connect();
        const [page, work] = await Promise.all([
          deps.api.history({ ...idParam(), rows: CHAT_PAGE_SIZE }, lang()),
          deps.api.workTime(lang()).catch(() => null),
        ]);
        await afterMemberCall();
        const messages = mergeMessages(state.messages, page.list);
        // the newest page: complete up to its newest message (an empty conversation: from the start)
        synced = Math.max(synced ?? 0, newestId(page.list) ?? 0);
        set({
          phase: "ready",
          messages,
          hasMore: page.hasMore,
          workTime: work,
          greetingAfter: newestId(page.list),
          unread: 0,
          scrollSeq: state.scrollSeq + 1,
        });
        await setOutbox(acknowledge(state.outbox, page.list));
        void markRead();
        void store.flush();
      } catch (err) {
        const code = codeOf(err);
        if (refusedIdentity(code) && tempCustomId) {
          await forgetGuestId();
          disconnect();
        }
        set({ phase: "error", error: { code, message: msgOf(err) } });
      }
    })().finally(() => {
      loading = null;
    });
    return loading;
  };

  // ---- sending -------------------------------------------------------------

  const scheduleRetry = (attempt: number) => {
    if (retryTimer !== null) deps.timers.clear(retryTimer);
    retryTimer = deps.timers.set(() => {
      retryTimer = null;
      void store.flush();
    }, backoffMs(attempt));
  };

  const sendOne = async (item: OutboxItem): Promise<"sent" | "wait" | "dropped"> => {
    set({ sendingId: item.clientId, progress: item.kind === "image" ? 0 : null });
    try {
      await ensureIdentity();
      const msg =
        item.kind === "text"
          ? await deps.api.send({ content: item.content, ...idParam(), clientId: item.clientId }, lang())
          : await deps.api.sendFile(item.file as Blob, { name: item.name ?? "image", ...idParam(), clientId: item.clientId }, lang(), (f) => {
              if (state.sendingId === item.clientId) set({ progress: Math.max(0, Math.min(1, f)) });
            });
      await afterMemberCall();
      // shown, but the watermark stays: the service's messages of a realtime gap may be older than this one (issue 17)
      set({ messages: mergeMessages(state.messages, [msg]), waiting: false });
      await setOutbox(acknowledge(state.outbox.filter((o) => o.clientId !== item.clientId), [msg]));
      return "sent";
    } catch (err) {
      const code = codeOf(err);
      const current = state.outbox.find((o) => o.clientId === item.clientId);
      if (!current) return "sent"; // acknowledged by realtime meanwhile
      if (refusedIdentity(code) && tempCustomId && current.attempts < 1) {
        // a kept tempCustomId the server does not know: a new guest identity, then again
        await forgetGuestId();
        disconnect();
        await setOutbox(state.outbox.map((o) => (o.clientId === item.clientId ? { ...o, attempts: o.attempts + 1 } : o)));
        return "sent";
      }
      if (isRetryable(code)) {
        const attempts = current.attempts + 1;
        await setOutbox(state.outbox.map((o) => (o.clientId === item.clientId ? { ...o, attempts } : o)));
        set({ waiting: true });
        scheduleRetry(attempts);
        return "wait";
      }
      await setOutbox(state.outbox.filter((o) => o.clientId !== item.clientId));
      toast("send_failed", { reason: msgOf(err) || code });
      return "dropped";
    } finally {
      set({ sendingId: null, progress: null });
    }
  };

  // ---- the store -----------------------------------------------------------

  const store: ChatStore = {
    get: () => state,
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    start(opts = {}) {
      started ??= (async () => {
        const [member, outbox, kept] = await Promise.all([
          deps.member(lang()).catch(() => null),
          deps.storage.getItem<unknown>(OUTBOX_KEY).catch(() => null),
          deps.storage.getItem<string>(TEMP_ID_KEY).catch(() => null),
        ]);
        if (disposed) return;
        tempCustomId = typeof kept === "string" && kept ? kept : null;
        handover = !!member && !!tempCustomId;
        set({ member, outbox: mergeOutbox(state.outbox, restoreOutbox(outbox)), unread: Math.max(state.unread, opts.unread ?? 0) });
        unsubs.push(
          deps.online.subscribe((online) => {
            if (online) {
              void catchUp().then(() => store.flush());
            } else set({ waiting: state.outbox.length > 0 });
          }),
          deps.onMemberChange((m) => void memberChanged(m)),
        );
        if (member || tempCustomId) {
          connect();
          if (opts.unread === undefined && !state.open) void checkUnread();
        }
        if (state.outbox.length) void store.flush();
      })();
      return started;
    },
    async open() {
      set({ open: true, unread: state.phase === "ready" ? 0 : state.unread });
      await store.start();
      if (state.phase === "idle" || state.phase === "error") await load();
      else if (state.phase === "ready") {
        set({ scrollSeq: state.scrollSeq + 1 });
        await markRead();
      }
    },
    close() {
      set({ open: false, alert: null });
    },
    retry: () => load(),
    async loadOlder() {
      if (state.loadingOlder || !state.hasMore || state.phase !== "ready") return;
      const before = oldestId(state.messages);
      if (before === null) return;
      set({ loadingOlder: true });
      try {
        const page = await deps.api.history({ ...idParam(), rows: CHAT_PAGE_SIZE, beforeId: before }, lang());
        set({ messages: mergeMessages(state.messages, page.list), hasMore: page.hasMore, loadingOlder: false });
      } catch (err) {
        set({ loadingOlder: false });
        toast(codeOf(err) === "998" ? "api_tools_1" : "older_failed", undefined, true);
      }
    },
    async send(text) {
      const bad = checkText(text);
      if (bad) {
        set({ alert: bad });
        return false;
      }
      await store.start();
      const outbox = enqueue(state.outbox, { clientId: deps.uuid(), kind: "text", content: text.trim(), createdAt: deps.now() });
      set({ alert: null, scrollSeq: state.scrollSeq + 1 });
      // kept before it is sent
      await setOutbox(outbox);
      void store.flush();
      return true;
    },
    async pickImage(files) {
      const picked = await readImagePick(files);
      if ("refusal" in picked) set({ alert: picked.refusal });
      else set({ alert: null, draft: picked.image });
    },
    async sendImage() {
      const d = state.draft;
      if (!d) return false;
      await store.start();
      const outbox = enqueue(state.outbox, { clientId: deps.uuid(), kind: "image", content: "", file: d.file, name: d.name, size: d.size, mime: d.mime, createdAt: deps.now() });
      set({ draft: null, alert: null, scrollSeq: state.scrollSeq + 1 });
      await setOutbox(outbox);
      void store.flush();
      return true;
    },
    discardImage() {
      set({ draft: null });
    },
    clearAlert() {
      if (state.alert) set({ alert: null });
    },
    flush() {
      if (flushing) return flushing;
      flushing = (async () => {
        for (;;) {
          if (disposed) return;
          const item = nextToSend(state.outbox);
          if (!item) {
            if (state.waiting) set({ waiting: false });
            return;
          }
          if (!deps.online.now()) {
            set({ waiting: true });
            return;
          }
          if (retryTimer !== null) {
            deps.timers.clear(retryTimer);
            retryTimer = null;
          }
          const r = await sendOne(item);
          if (r === "wait") return;
          if (r === "sent" && !channel) connect();
        }
      })().finally(() => {
        flushing = null;
      });
      return flushing;
    },
    dispose() {
      disposed = true;
      for (const u of unsubs.splice(0)) u();
      if (retryTimer !== null) deps.timers.clear(retryTimer);
      if (readTimer !== null) deps.timers.clear(readTimer);
      channel?.close();
      channel = null;
      listeners.clear();
    },
  };

  /** Login or logout on the page: the conversation is read again as the new reader. */
  const memberChanged = async (m: ChatMember | null) => {
    if ((m?.code ?? null) === (state.member?.code ?? null)) return;
    disconnect();
    if (m && tempCustomId) handover = true;
    if (!m) {
      // a logged-out reader is a guest again: with a new identity, never the member's
      tempCustomId = null;
      handover = false;
      try {
        tempCustomId = (await deps.storage.getItem<string>(TEMP_ID_KEY)) || null;
      } catch {
        tempCustomId = null;
      }
    }
    synced = null;
    set({ member: m, messages: [], phase: "idle", hasMore: false, greetingAfter: null, unread: 0, workTime: null });
    if (state.open) await load();
    else if (m || tempCustomId) {
      connect();
      void checkUnread();
    }
  };

  return store;
}

/** Two outboxes (memory and storage) as one, each clientId once. */
function mergeOutbox(a: OutboxItem[], b: OutboxItem[]): OutboxItem[] {
  const seen = new Set(a.map((o) => o.clientId));
  return [...a, ...b.filter((o) => !seen.has(o.clientId))].sort((x, y) => x.seq - y.seq);
}

