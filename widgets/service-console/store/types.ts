/**
 * The console store's shapes, shared by its slices (store/*.ts) and the
 * store that composes them (service-console.store.ts re-exports every one):
 * the state the view reads (ConsoleState), what the store takes injected
 * (ConsoleDeps: the page's are in service-console.api.ts), the delays.
 * Types, constants and the first state only. Issue 10 "Agent console";
 * common/chat/contract.ts agent calls and realtime events.
 */
import type { AgentDto, ChatMessageDto, ChatPageDto, ChatReadDto, ConversationDto, ConversationListDto, QuickReplyDto, WorkHoursDto } from "../../../common/chat/contract.js";
import type { Lang } from "../../../common/i18n/index.js";
import type { Filter } from "../service-console.rules.js";
import type { FieldError, WorkHoursForm } from "../work-hours.rules.js";

/** The agent calls (common/chat/contract.ts), each rejecting with an error carrying `code` (and `msg`, and the envelope as `body`). */
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

/** Failures a second try may get past (the network, time-outs, the server momentarily unavailable). */
export const isRetryable = (code: string): boolean => ["998", "timeout", "server_error", "service_unavailable", "too_many_requests"].includes(code);

/** How long after a read-worthy change the read call goes (ms): several messages in a burst are one call. */
export const READ_DELAY_MS = 300;
/** How long after an event a conversation's server copy is fetched (ms): events in a burst are one call. */
export const REFETCH_DELAY_MS = 250;

/** The state of a console before anything happened, showing the conversations of `filter`. */
export function initialConsoleState(filter: Filter): ConsoleState {
  return {
    access: "checking",
    accessError: null,
    me: null,
    agents: [],
    filter,
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
}
