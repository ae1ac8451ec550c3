/**
 * The agent console's state, framework-free (issue 10 "Agent console";
 * common/chat.ts agent calls and realtime events). No React, no DOM: the
 * calls, the realtime channel, ids, clocks, timers and the page's
 * visibility come in as deps (service-console.deps.ts has the page's), so
 * the unit tests drive it with fakes.
 *
 * - start(): who is here (GET service/me): a guest (access_denied) or a
 *   member without the agent role (forbidden) gets no further; an agent
 *   gets the conversations of the filter, the agents, the quick replies
 *   and the realtime channel (/socket/work_place, room customer_service).
 * - the list: the filter's conversations, longest waiting first
 *   (service-console.logic.ts), with unread counts; more by pages.
 * - select(id): the conversation's newest page of messages, then older
 *   pages (loadOlder); the reader's messages are marked read while the
 *   agent sees them (the page visible), also those arriving later.
 * - send() / pickImage() + sendImage(): the text of the conversation's
 *   draft (empty → style_6) or one image (type by content, ≤ 5 MB), with a
 *   clientId kept until the server answers, so a retry after a lost answer
 *   is stored once; the answer and its realtime echo are one message.
 * - assign(code | null), assignToMe(), close().
 * - quick replies: insert one into the draft at the caret; add, change,
 *   delete.
 * - working hours: open the panel (GET work_hours), edit, save (checked
 *   first with the server's rules, then PUT; the server's 422 problems show
 *   at the same places).
 * - realtime: ChatEvent merges the message into the open conversation and
 *   updates (or fetches) its list entry; ConversationEvent replaces the
 *   entry (or removes it when it no longer fits the filter); ChatReadEvent
 *   marks messages read. After a reconnection: the list again, and the open
 *   conversation's messages after its "synced" watermark (afterId) — events
 *   missed while disconnected are never lost. The watermark belongs to the
 *   selected conversation (reset by select): the newest message id up to
 *   which its thread is known to be complete, set by its newest page,
 *   advanced by its messages received by realtime or by a catch-up page,
 *   never by the answer to the agent's own reply (that one may be newer than
 *   the reader's messages missed while the socket was down — issue 17,
 *   DESIGN §7 "never lost").
 */
import {
  applyRead,
  CHAT_CATCHUP_MAX,
  errorCodeOf as codeOf,
  errorMsgOf as msgOf,
  mergeMessages,
  newestId,
  oldestId,
  QUICK_REPLY_MAX,
  readImagePick,
  SENDER_READER,
  type AgentDto,
  type ChatMessageDto,
  type ChatPageDto,
  type ChatReadDto,
  type ConversationDto,
  type ConversationListDto,
  type QuickReplyDto,
  type WorkHoursDto,
} from "../../common/chat.js";
import type { Lang } from "../../common/i18n/index.js";
import {
  applyMessage,
  checkText,
  CONVERSATION_ROWS,
  filterQuery,
  insertAt,
  isChatEvent,
  isConversationEvent,
  isReadEvent,
  mergeConversations,
  THREAD_ROWS,
  unreadReaderUpTo,
  upsertConversation,
  type Filter,
} from "./service-console.logic.js";
import { editForm, fromForm, serverErrors, toForm, validateWorkHours, type FieldError, type WorkHoursEdit, type WorkHoursForm } from "./work-hours.logic.js";

/** The agent calls (common/chat.ts), each rejecting with an error carrying `code` (and `msg`, and the envelope as `body`). */
export interface ConsoleApi {
  me(lang: Lang): Promise<AgentDto>;
  agents(lang: Lang): Promise<AgentDto[]>;
  conversations(q: { status: "open" | "closed" | "all"; assigned?: string; page: number; rows: number }, lang: Lang): Promise<ConversationListDto>;
  conversation(id: number, lang: Lang): Promise<ConversationDto>;
  messages(id: number, q: { rows: number; beforeId?: number; afterId?: number }, lang: Lang): Promise<ChatPageDto>;
  reply(id: number, body: { content: string; clientId: string }, lang: Lang): Promise<ChatMessageDto>;
  replyFile(id: number, file: Blob, fields: { name: string; clientId: string }, lang: Lang): Promise<ChatMessageDto>;
  assign(id: number, agentCode: string | null, lang: Lang): Promise<ConversationDto>;
  close(id: number, lang: Lang): Promise<ConversationDto>;
  read(id: number, upToId: number, lang: Lang): Promise<ChatReadDto>;
  quickReplies(lang: Lang): Promise<QuickReplyDto[]>;
  addQuickReply(content: string, lang: Lang): Promise<QuickReplyDto>;
  updateQuickReply(id: number, content: string, lang: Lang): Promise<QuickReplyDto>;
  deleteQuickReply(id: number, lang: Lang): Promise<void>;
  workHours(lang: Lang): Promise<WorkHoursDto>;
  putWorkHours(hours: WorkHoursDto, lang: Lang): Promise<WorkHoursDto>;
}

export type RealtimeStatus = "connecting" | "connected" | "disconnected" | "closed";

/** What the store needs of the realtime channel (core/realtime.ts Channel), registered as the agents' room. */
export interface ConsoleChannel {
  register(reg: { code: string; type: string }): Promise<{ code: string }>;
  onRefresh(fn: (data: unknown) => void): () => void;
  onReconnect(fn: (ack: { code: string } | null) => void): () => void;
  onStatus(fn: (s: RealtimeStatus) => void): () => void;
  close(): void;
}

export interface ConsoleDeps {
  api: ConsoleApi;
  /** opens the channel on /socket/work_place */
  channel(): ConsoleChannel;
  /** a new clientId (UUID v4) */
  uuid(): string;
  timers: { set(fn: () => void, ms: number): unknown; clear(handle: unknown): void };
  /** whether the agent can see the page (document.visibilityState), and its changes */
  visibility: { visible(): boolean; subscribe(fn: (visible: boolean) => void): () => void };
}

/** A text for the view to translate (a toast). */
export interface Note {
  seq: number;
  key: string;
  vars?: Record<string, string | number>;
  /** a quick toast (2000 ms) or not (5000 ms) */
  quick?: boolean;
}

export type Phase = "idle" | "loading" | "ready" | "error";

export interface ConsoleState {
  /** who is here: checking, an agent, a guest (access_denied), a member without the agent role (forbidden), or the check failed */
  access: "checking" | "agent" | "guest" | "forbidden" | "error";
  /** why the check failed (access "error") */
  accessError: { code: string; message: string } | null;
  me: AgentDto | null;
  agents: AgentDto[];
  filter: Filter;
  list: { phase: Phase; items: ConversationDto[]; total: number; page: number; loadingMore: boolean };
  /** the conversation shown */
  selectedId: number | null;
  /** its latest copy (from the list, the calls or the events), null before it is known */
  conversation: ConversationDto | null;
  thread: {
    phase: Phase;
    messages: ChatMessageDto[];
    hasMore: boolean;
    loadingOlder: boolean;
    /** messages with a larger id arrived while the agent watched (announced); null before the first page */
    liveFrom: number | null;
    /** increases when the view should scroll to the bottom */
    scrollSeq: number;
  };
  /** the text being written, per conversation */
  drafts: Record<number, string>;
  /** the caret after a quick reply was inserted, and a counter the view follows to put it there */
  caret: { seq: number; at: number } | null;
  /** a reply or an image is being sent */
  sending: boolean;
  /** the image picked and shown as a preview, not sent yet */
  image: { file: Blob; name: string; size: number; mime: string } | null;
  /** an alert under the message box: a catalogue key (style_6, too_long, SPEC upload codes) */
  alert: string | null;
  /** an assignment or closing runs */
  busy: "assign" | "close" | null;
  quick: {
    phase: Phase;
    items: QuickReplyDto[];
    /** the quick reply being changed */
    editingId: number | null;
    /** a problem with the text being added or changed (catalogue key) */
    error: string | null;
    saving: boolean;
  };
  hours: {
    open: boolean;
    phase: Phase | "saving";
    form: WorkHoursForm | null;
    errors: FieldError[];
    /** the agent tried to save once: problems are shown as they type */
    submitted: boolean;
  };
  realtime: RealtimeStatus | "off" | "refused";
  toast: Note | null;
}

export interface ConsoleStore {
  get(): ConsoleState;
  subscribe(fn: () => void): () => void;
  start(): Promise<void>;
  /** the access check or the list failed: again */
  retry(): Promise<void>;
  setFilter(f: Filter): Promise<void>;
  loadMore(): Promise<void>;
  select(id: number): Promise<void>;
  loadOlder(): Promise<void>;
  setDraft(text: string): void;
  /** puts quick reply `id` into the draft in place of the selection [start, end) */
  insertQuickReply(id: number, start?: number | null, end?: number | null): void;
  /** @returns true when the text was sent */
  send(): Promise<boolean>;
  pickImage(files: readonly (Blob & { name?: string })[]): Promise<void>;
  sendImage(): Promise<boolean>;
  discardImage(): void;
  clearAlert(): void;
  assign(agentCode: string | null): Promise<void>;
  assignToMe(): Promise<void>;
  close(): Promise<void>;
  editQuickReply(id: number | null): void;
  /** @returns true when added */
  addQuickReply(content: string): Promise<boolean>;
  /** @returns true when changed */
  saveQuickReply(id: number, content: string): Promise<boolean>;
  deleteQuickReply(id: number): Promise<void>;
  clearQuickError(): void;
  openHours(): Promise<void>;
  closeHours(): void;
  editHours(e: WorkHoursEdit): void;
  /** @returns true when saved */
  saveHours(): Promise<boolean>;
  dispose(): void;
}

const errorsOf = (err: unknown): unknown => (err as { body?: { errors?: unknown } } | null)?.body?.errors;

/** Failures a second try may get past (the network, time-outs, the server momentarily unavailable). */
export const isRetryable = (code: string): boolean => ["998", "timeout", "server_error", "service_unavailable", "too_many_requests"].includes(code);

/** How long after a read-worthy change the read call goes (ms): several messages in a burst are one call. */
export const READ_DELAY_MS = 300;
/** How long after an event a conversation's server copy is fetched (ms): events in a burst are one call. */
export const REFETCH_DELAY_MS = 250;

/** A store for one console. */
export function createConsoleStore(lang: () => Lang, deps: ConsoleDeps, initial: { filter?: Filter; rows?: number } = {}): ConsoleStore {
  const rows = initial.rows ?? CONVERSATION_ROWS;
  let state: ConsoleState = {
    access: "checking",
    accessError: null,
    me: null,
    agents: [],
    filter: initial.filter ?? "open",
    list: { phase: "idle", items: [], total: 0, page: 0, loadingMore: false },
    selectedId: null,
    conversation: null,
    thread: { phase: "idle", messages: [], hasMore: false, loadingOlder: false, liveFrom: null, scrollSeq: 0 },
    drafts: {},
    caret: null,
    sending: false,
    image: null,
    alert: null,
    busy: null,
    quick: { phase: "idle", items: [], editingId: null, error: null, saving: false },
    hours: { open: false, phase: "idle", form: null, errors: [], submitted: false },
    realtime: "off",
    toast: null,
  };
  const listeners = new Set<() => void>();
  const set = (patch: Partial<ConsoleState>) => {
    state = { ...state, ...patch };
    for (const fn of [...listeners]) fn();
  };
  const setThread = (patch: Partial<ConsoleState["thread"]>) => set({ thread: { ...state.thread, ...patch } });
  const setList = (patch: Partial<ConsoleState["list"]>) => set({ list: { ...state.list, ...patch } });
  const setQuick = (patch: Partial<ConsoleState["quick"]>) => set({ quick: { ...state.quick, ...patch } });
  const setHours = (patch: Partial<ConsoleState["hours"]>) => set({ hours: { ...state.hours, ...patch } });
  let noteSeq = 0;
  const toast = (key: string, vars?: Record<string, string | number>, quick = false) => set({ toast: { seq: ++noteSeq, key, vars, quick } });
  const failToast = (err: unknown, key = "action_failed") => toast(key, { reason: msgOf(err) || codeOf(err) });

  let disposed = false;
  let started: Promise<void> | null = null;
  let channel: ConsoleChannel | null = null;
  const unsubs: (() => void)[] = [];
  /** increases with every change of filter (answers of an older filter are dropped) */
  let listToken = 0;
  /** increases with every selection (answers about another conversation are dropped) */
  let threadToken = 0;
  /** events of the selected conversation that arrived while its first page loaded */
  let buffered: ChatMessageDto[] = [];
  /**
   * The selected conversation's newest message id up to which its thread is
   * complete (null: its first page is not loaded). Set by that page,
   * advanced by realtime and catch-up; not by the answers to own replies
   * (issue 17). A catch-up reads everything after it.
   */
  let synced: number | null = null;
  const advanceSynced = (list: readonly ChatMessageDto[]) => {
    for (const m of list) if (synced === null || m.id > synced) synced = m.id;
  };
  let readTimer: unknown = null;
  let refetchTimer: unknown = null;
  const refetchIds = new Set<number>();
  /** the last send that got no answer: sent again with the same clientId (stored once) */
  let unanswered: { conversationId: number; key: string; clientId: string } | null = null;

  // ---- the list --------------------------------------------------------------

  const loadList = async (): Promise<void> => {
    const token = ++listToken;
    setList({ phase: "loading", loadingMore: false });
    try {
      const r = await deps.api.conversations({ ...filterQuery(state.filter), page: 1, rows }, lang());
      if (token !== listToken || disposed) return;
      setList({ phase: "ready", items: mergeConversations([], r.list), total: r.total, page: 1 });
    } catch (err) {
      if (token !== listToken || disposed) return;
      setList({ phase: "error", items: [], total: 0, page: 0 });
      failToast(err, "list_failed");
    }
  };

  /** A conversation as it is now: the selected one's copy, and its place in the list (in or out by the filter). */
  const putConversation = (c: ConversationDto) => {
    const patch: Partial<ConsoleState> = {};
    if (state.list.phase === "ready") {
      const was = state.list.items.some((x) => x.id === c.id);
      const items = upsertConversation(state.list.items, c, state.filter, state.me?.code ?? null);
      const is = items.some((x) => x.id === c.id);
      patch.list = { ...state.list, items, total: Math.max(0, state.list.total + (is ? 1 : 0) - (was ? 1 : 0)) };
    }
    if (state.selectedId === c.id) patch.conversation = c;
    set(patch);
  };

  /** Fetches the server's copy of conversations soon (events in a burst: one call each). */
  const refetchSoon = (id: number) => {
    refetchIds.add(id);
    if (refetchTimer !== null) return;
    refetchTimer = deps.timers.set(() => {
      refetchTimer = null;
      const ids = [...refetchIds];
      refetchIds.clear();
      for (const cid of ids) {
        void deps.api.conversation(cid, lang()).then(
          (c) => {
            if (!disposed) putConversation(c);
          },
          () => undefined, // the next event or the next reconnection brings it
        );
      }
    }, REFETCH_DELAY_MS);
  };

  // ---- reading ---------------------------------------------------------------

  const scheduleRead = () => {
    if (readTimer !== null) return;
    readTimer = deps.timers.set(() => {
      readTimer = null;
      void markRead();
    }, READ_DELAY_MS);
  };
  const markRead = async () => {
    const id = state.selectedId;
    if (id === null || state.thread.phase !== "ready" || !deps.visibility.visible()) return;
    const upTo = unreadReaderUpTo(state.thread.messages);
    if (upTo === null) return;
    try {
      await deps.api.read(id, upTo, lang());
      if (state.selectedId !== id) return;
      setThread({ messages: applyRead(state.thread.messages, { senderFlag: SENDER_READER, upToId: upTo }) });
      const c = state.conversation;
      // the server announces the conversation too; until then, nothing unread (newer messages may have come meanwhile)
      if (c && (!c.lastMessage || c.lastMessage.id <= upTo)) putConversation({ ...c, unreadCount: 0 });
    } catch {
      // read next time
    }
  };

  // ---- realtime --------------------------------------------------------------

  const onMessage = (m: ChatMessageDto) => {
    // the open conversation
    if (state.selectedId === m.conversationId) {
      if (state.thread.phase === "ready") {
        advanceSynced([m]);
        setThread({ messages: mergeMessages(state.thread.messages, [m]) });
        if (m.senderFlag === SENDER_READER) scheduleRead();
      } else if (state.thread.phase === "loading") buffered.push(m);
    }
    // its list entry: changed here at once, then the server's copy
    const known = state.list.items.find((c) => c.id === m.conversationId) ?? (state.conversation?.id === m.conversationId ? state.conversation : null);
    if (known) putConversation(applyMessage(known, m));
    refetchSoon(m.conversationId);
  };

  const onEvent = (data: unknown) => {
    if (disposed) return;
    if (isChatEvent(data)) return onMessage(data.message);
    if (isConversationEvent(data)) return putConversation(data.conversation);
    if (isReadEvent(data) && data.conversationId === state.selectedId && state.thread.phase === "ready") {
      setThread({ messages: applyRead(state.thread.messages, data) });
    }
  };

  /**
   * After a reconnection: the list again, and what the open conversation
   * missed since its synced watermark (afterId, page by page,
   * CHAT_CATCHUP_MAX a page). A failure ends it quietly (the next
   * reconnection tries again from the same watermark).
   */
  const catchUp = async () => {
    if (disposed || state.access !== "agent") return;
    void loadList();
    const id = state.selectedId;
    if (id === null || state.thread.phase !== "ready" || synced === null) return;
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
      setThread({ messages: mergeMessages(state.thread.messages, page.list) });
      const n = newestId(page.list);
      if (!page.hasMore || n === null || n <= after) break;
      after = n;
    }
    scheduleRead();
    void deps.api.conversation(id, lang()).then(putConversation, () => undefined);
  };

  const connect = () => {
    if (channel || disposed) return;
    const ch = deps.channel();
    channel = ch;
    set({ realtime: "connecting" });
    unsubs.push(
      ch.onStatus((s) => {
        if (channel === ch && state.realtime !== "refused") set({ realtime: s });
      }),
      ch.onRefresh((data) => {
        if (channel === ch) onEvent(data);
      }),
      ch.onReconnect(() => {
        if (channel === ch) void catchUp();
      }),
    );
    void ch.register({ code: "customer_service", type: "agent" }).then((ack) => {
      if (channel !== ch) return;
      if (ack.code === "success") {
        if (state.realtime === "connecting") set({ realtime: "connected" });
      } else if (ack.code !== "timeout") set({ realtime: "refused" });
    });
  };

  // ---- the start -------------------------------------------------------------

  const begin = async () => {
    set({ access: "checking", accessError: null });
    let me: AgentDto;
    try {
      me = await deps.api.me(lang());
    } catch (err) {
      const code = codeOf(err);
      if (code === "access_denied") set({ access: "guest" });
      else if (code === "forbidden") set({ access: "forbidden" });
      else set({ access: "error", accessError: { code, message: msgOf(err) } });
      return;
    }
    if (disposed) return;
    set({ access: "agent", me });
    connect();
    setQuick({ phase: "loading" });
    await Promise.all([
      loadList(),
      deps.api.agents(lang()).then(
        (agents) => set({ agents }),
        () => set({ agents: [me] }),
      ),
      deps.api.quickReplies(lang()).then(
        (items) => setQuick({ phase: "ready", items }),
        () => setQuick({ phase: "error" }),
      ),
    ]);
  };

  // ---- sending ---------------------------------------------------------------

  /** The clientId of a send: the unanswered one's when the same thing is sent again to the same conversation. */
  const clientIdFor = (conversationId: number, key: string): string => {
    if (unanswered && unanswered.conversationId === conversationId && unanswered.key === key) return unanswered.clientId;
    const clientId = deps.uuid();
    unanswered = { conversationId, key, clientId };
    return clientId;
  };
  /** The server stored an answer: it joins the thread (the synced watermark stays, issue 17) and changes the conversation. */
  const sent = (m: ChatMessageDto) => {
    unanswered = null;
    if (state.selectedId === m.conversationId && state.thread.phase === "ready") {
      setThread({ messages: mergeMessages(state.thread.messages, [m]), scrollSeq: state.thread.scrollSeq + 1 });
    }
    const c = state.list.items.find((x) => x.id === m.conversationId) ?? (state.conversation?.id === m.conversationId ? state.conversation : null);
    if (c) putConversation(applyMessage(c, m));
    refetchSoon(m.conversationId);
  };
  const sendFailed = (err: unknown) => {
    const code = codeOf(err);
    // a refusal will not get better: the next try gets a new clientId
    if (!isRetryable(code)) unanswered = null;
    toast("send_failed", { reason: msgOf(err) || code });
  };

  // ---- the store -------------------------------------------------------------

  const store: ConsoleStore = {
    get: () => state,
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    start() {
      started ??= (async () => {
        unsubs.push(
          deps.visibility.subscribe((visible) => {
            if (visible) scheduleRead();
          }),
        );
        await begin();
      })();
      return started;
    },
    async retry() {
      if (state.access === "agent") return loadList();
      return begin();
    },
    async setFilter(f) {
      if (f === state.filter && state.list.phase !== "error") return;
      set({ filter: f });
      if (state.access === "agent") await loadList();
    },
    async loadMore() {
      const l = state.list;
      if (l.phase !== "ready" || l.loadingMore || l.items.length >= l.total) return;
      const token = listToken;
      setList({ loadingMore: true });
      try {
        const r = await deps.api.conversations({ ...filterQuery(state.filter), page: l.page + 1, rows }, lang());
        if (token !== listToken) return;
        setList({ items: mergeConversations(state.list.items, r.list), total: r.total, page: l.page + 1, loadingMore: false });
      } catch (err) {
        if (token !== listToken) return;
        setList({ loadingMore: false });
        failToast(err, "list_failed");
      }
    },
    async select(id) {
      if (state.access !== "agent") return;
      if (id === state.selectedId && state.thread.phase !== "error") return;
      const token = ++threadToken;
      buffered = [];
      synced = null;
      set({
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
        if (token !== threadToken || disposed) return;
        const messages = mergeMessages(page.list, buffered);
        // the newest page, and what realtime brought meanwhile: complete up to there (no message yet: from the start)
        synced = newestId(page.list) ?? 0;
        advanceSynced(buffered);
        buffered = [];
        setThread({ phase: "ready", messages, hasMore: page.hasMore, liveFrom: newestId(page.list) ?? 0, scrollSeq: state.thread.scrollSeq + 1 });
        if (conversation) putConversation(conversation);
        scheduleRead();
      } catch (err) {
        if (token !== threadToken || disposed) return;
        setThread({ phase: "error" });
        failToast(err, "thread_failed");
      }
    },
    async loadOlder() {
      const t = state.thread;
      const id = state.selectedId;
      if (id === null || t.phase !== "ready" || t.loadingOlder || !t.hasMore) return;
      const before = oldestId(t.messages);
      if (before === null) return;
      const token = threadToken;
      setThread({ loadingOlder: true });
      try {
        const page = await deps.api.messages(id, { rows: THREAD_ROWS, beforeId: before }, lang());
        if (token !== threadToken) return;
        setThread({ messages: mergeMessages(state.thread.messages, page.list), hasMore: page.hasMore, loadingOlder: false });
      } catch {
        if (token !== threadToken) return;
        setThread({ loadingOlder: false });
        toast("older_failed", undefined, true);
      }
    },
    setDraft(text) {
      const id = state.selectedId;
      if (id === null) return;
      set({ drafts: { ...state.drafts, [id]: text }, alert: state.alert === "style_6" || state.alert === "too_long" ? null : state.alert });
    },
    insertQuickReply(qid, start, end) {
      const id = state.selectedId;
      const q = state.quick.items.find((x) => x.id === qid);
      if (id === null || !q) return;
      const r = insertAt(state.drafts[id] ?? "", q.content, start, end);
      set({ drafts: { ...state.drafts, [id]: r.text }, caret: { seq: (state.caret?.seq ?? 0) + 1, at: r.caret }, alert: null });
    },
    async send() {
      const id = state.selectedId;
      if (id === null || state.sending) return false;
      const text = state.drafts[id] ?? "";
      const bad = checkText(text);
      if (bad) {
        set({ alert: bad });
        return false;
      }
      const content = text.trim();
      set({ sending: true, alert: null });
      try {
        const m = await deps.api.reply(id, { content, clientId: clientIdFor(id, `text:${content}`) }, lang());
        // the box is emptied unless the agent typed on meanwhile
        const now = state.drafts[id] ?? "";
        set({ drafts: { ...state.drafts, [id]: now === text ? "" : now } });
        sent(m);
        return true;
      } catch (err) {
        sendFailed(err);
        return false;
      } finally {
        set({ sending: false });
      }
    },
    async pickImage(files) {
      const picked = await readImagePick(files);
      if ("refusal" in picked) set({ alert: picked.refusal });
      else set({ alert: null, image: picked.image });
    },
    async sendImage() {
      const id = state.selectedId;
      const img = state.image;
      if (id === null || !img || state.sending) return false;
      set({ sending: true, alert: null });
      try {
        const m = await deps.api.replyFile(id, img.file, { name: img.name, clientId: clientIdFor(id, `image:${img.name}:${img.size}`) }, lang());
        if (state.image === img) set({ image: null });
        sent(m);
        return true;
      } catch (err) {
        sendFailed(err);
        return false;
      } finally {
        set({ sending: false });
      }
    },
    discardImage() {
      set({ image: null });
    },
    clearAlert() {
      if (state.alert) set({ alert: null });
    },
    async assign(agentCode) {
      const id = state.selectedId;
      if (id === null || state.busy) return;
      set({ busy: "assign" });
      try {
        const c = await deps.api.assign(id, agentCode, lang());
        // the buttons are free again as the new assignment shows
        state = { ...state, busy: null };
        putConversation(c);
        const name = state.agents.find((a) => a.code === agentCode)?.name ?? agentCode ?? "";
        toast(agentCode === null ? "unassigned_done" : agentCode === state.me?.code ? "assigned_me" : "assigned_to", { name }, true);
      } catch (err) {
        failToast(err);
      } finally {
        set({ busy: null });
      }
    },
    assignToMe() {
      return store.assign(state.me?.code ?? null);
    },
    async close() {
      const id = state.selectedId;
      if (id === null || state.busy) return;
      set({ busy: "close" });
      try {
        const c = await deps.api.close(id, lang());
        state = { ...state, busy: null };
        putConversation(c);
        toast("closed_done", undefined, true);
      } catch (err) {
        failToast(err);
      } finally {
        set({ busy: null });
      }
    },
    editQuickReply(id) {
      setQuick({ editingId: id, error: null });
    },
    async addQuickReply(content) {
      const bad = checkText(content, QUICK_REPLY_MAX);
      if (bad) {
        setQuick({ error: bad === "too_long" ? "quick_too_long" : bad });
        return false;
      }
      setQuick({ saving: true, error: null });
      try {
        const q = await deps.api.addQuickReply(content.trim(), lang());
        setQuick({ items: [...state.quick.items.filter((x) => x.id !== q.id), q], saving: false });
        toast("quick_added", undefined, true);
        return true;
      } catch (err) {
        setQuick({ saving: false });
        failToast(err);
        return false;
      }
    },
    async saveQuickReply(id, content) {
      const bad = checkText(content, QUICK_REPLY_MAX);
      if (bad) {
        setQuick({ error: bad === "too_long" ? "quick_too_long" : bad });
        return false;
      }
      setQuick({ saving: true, error: null });
      try {
        const q = await deps.api.updateQuickReply(id, content.trim(), lang());
        setQuick({ items: state.quick.items.map((x) => (x.id === q.id ? q : x)), saving: false, editingId: null });
        toast("quick_saved", undefined, true);
        return true;
      } catch (err) {
        setQuick({ saving: false });
        failToast(err);
        return false;
      }
    },
    async deleteQuickReply(id) {
      try {
        await deps.api.deleteQuickReply(id, lang());
        setQuick({ items: state.quick.items.filter((x) => x.id !== id), editingId: state.quick.editingId === id ? null : state.quick.editingId });
        toast("quick_deleted", undefined, true);
      } catch (err) {
        failToast(err);
      }
    },
    clearQuickError() {
      if (state.quick.error) setQuick({ error: null });
    },
    async openHours() {
      if (state.access !== "agent") return;
      set({ hours: { open: true, phase: "loading", form: null, errors: [], submitted: false } });
      try {
        const h = await deps.api.workHours(lang());
        if (state.hours.open) setHours({ phase: "ready", form: toForm(h) });
      } catch (err) {
        if (state.hours.open) setHours({ phase: "error" });
        failToast(err);
      }
    },
    closeHours() {
      setHours({ open: false });
    },
    editHours(e) {
      const form = state.hours.form;
      if (!form) return;
      const next = editForm(form, e);
      setHours({ form: next, errors: state.hours.submitted ? validateWorkHours(next) : state.hours.errors });
    },
    async saveHours() {
      const form = state.hours.form;
      if (!form || state.hours.phase === "saving") return false;
      const errors = validateWorkHours(form);
      if (errors.length) {
        setHours({ errors, submitted: true });
        return false;
      }
      setHours({ phase: "saving", errors: [], submitted: true });
      try {
        const saved = await deps.api.putWorkHours(fromForm(form), lang());
        setHours({ phase: "ready", form: toForm(saved), open: false });
        toast("hours_saved", undefined, true);
        return true;
      } catch (err) {
        const errs = serverErrors(errorsOf(err));
        setHours({ phase: "ready", errors: errs });
        if (!errs.length) failToast(err);
        return false;
      }
    },
    dispose() {
      disposed = true;
      for (const u of unsubs.splice(0)) u();
      if (readTimer !== null) deps.timers.clear(readTimer);
      if (refetchTimer !== null) deps.timers.clear(refetchTimer);
      channel?.close();
      channel = null;
      listeners.clear();
    },
  };
  return store;
}
