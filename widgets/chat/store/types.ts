/**
 * The chat store's shapes, shared by its slices (store/*.ts) and the store
 * that composes them (chat.store.ts re-exports every one): the state the
 * view reads (ChatState), what the store takes injected (ChatDeps: the
 * page's are in chat.api.ts), the storage keys. Types only, and the first
 * state. SPEC §3 Chat message, §4 Chat panel, §7, §9.
 */
import type { ChatMessageDto, ChatPageDto, ChatReadDto, ChatUnreadDto, WorkTimeDto } from "../../../common/chat/contract.js";
import type { Lang } from "../../../common/i18n/index.js";
import type { NS_GUEST, NS_MEMBER } from "../../../common/realtime.js";
import type { OutboxItem } from "../chat.rules.js";

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
  channel(ns: typeof NS_GUEST | typeof NS_MEMBER): ChatChannel;
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

/** The state of a panel before anything happened; `unread`: what the element entry already counted. */
export function initialChatState(unread = 0): ChatState {
  return {
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
    unread,
    alert: null,
    draft: null,
    announcement: null,
    toast: null,
    scrollSeq: 0,
  };
}
