/**
 * The realtime contract of SPEC §7 (Realtime channels), shared by the
 * socket.io server (server/src/realtime.ts, the services that announce on
 * it) and the widgets' client (widgets/core/realtime.ts, the chat panel and
 * the agent console). DESIGN §2 common/, §7 (events are hints: a client
 * catches up over HTTP after a reconnection).
 *
 * Framework-free: constants, types and one pure check, readerRefreshData
 * (no React, no DOM, no Node).
 *
 * - Namespaces: NAMESPACES (the five of SPEC §7; any other is refused).
 * - Client → server: EVENT_REGISTER with RegisterPayload, EVENT_REFRESH
 *   with RefreshPayload; both answered with an Ack `{ code }`: "success",
 *   "invalid_param", "forbidden" or "access_denied" (SPEC §8), a refresh
 *   also "too_many_requests" (REFRESH_RATE). A refresh's data is a
 *   ReaderRefreshData of at most REFRESH_MAX_BYTES; no client message may
 *   exceed REALTIME_MAX_MESSAGE_BYTES (issue 19).
 * - Server → client: EVENT_REFRESH with the data alone (RealtimeEvent for
 *   what the server itself sends, RelayedReaderRefresh for a reader's hint
 *   relayed to the agents).
 * - Rooms: a socket registers its member code or a guest's tempCustomId;
 *   agents register SERVICE_ROOM on AGENTS_NAMESPACE only.
 */
import type { ChatEvent, ChatReadEvent, ConversationEvent } from "./chat/contract.js";

/** The agents' namespace: the customer-service room (SERVICE_ROOM) lives here. */
export const NS_AGENTS = "/socket/work_place";
/** Public pages: a story was published (StoryPublishedEvent). */
export const NS_CONTENT = "/socket/content";
/** Public pages of promotions: a story was published (StoryPublishedEvent). */
export const NS_PROMOTION = "/socket/promotion_to_story";
/** A member's own room, registered by member code (chat events of the member's conversation). */
export const NS_MEMBER = "/socket/uc_message_uc_member";
/** A guest's own room, registered by the tempCustomId the server signed (chat events of the guest's conversation). */
export const NS_GUEST = "/socket/uc_message_user";

/** SPEC §7 realtime namespaces, in the order SPEC lists them. */
export const NAMESPACES = [NS_AGENTS, NS_CONTENT, NS_PROMOTION, NS_MEMBER, NS_GUEST] as const;
/** One of NAMESPACES. */
export type Namespace = (typeof NAMESPACES)[number];

/** The namespace where agents register SERVICE_ROOM (and nowhere else). */
export const AGENTS_NAMESPACE = NS_AGENTS;
/**
 * The user code of the customer-service room: the one room a client's
 * `refresh` may address (never with a chat event: CHAT_EVENT_PREFIX), and
 * the only code an agent's socket registers beside its own.
 */
export const SERVICE_ROOM = "customer_service";
/** Where a newly published story is announced to every open page. */
export const STORY_NAMESPACES = [NS_CONTENT, NS_PROMOTION] as const;
/** The namespaces the chat announces on (a reader's room, the agents' room). */
export type ChatNamespace = typeof NS_GUEST | typeof NS_MEMBER | typeof NS_AGENTS;

/** Client → server: join the room of a code (RegisterPayload → Ack). */
export const EVENT_REGISTER = "register";
/** Client → server: relay data to a room (RefreshPayload → Ack); server → client: the data alone. */
export const EVENT_REFRESH = "refresh";
/** The `type` prefix of chat events: only the server sends those (a client's refresh carrying one is forbidden). */
export const CHAT_EVENT_PREFIX = "chat_";

/** What the client emits with EVENT_REGISTER: a member code or a guest's signed tempCustomId (1–100 of [\w.@-]), and a type. */
export interface RegisterPayload {
  code: string;
  type: number | string;
}

/** What the client emits with EVENT_REFRESH: the room (SERVICE_ROOM only) and its data (a ReaderRefreshData; anything else is refused). */
export interface RefreshPayload {
  userCode: string;
  data: unknown;
}

/** What the server answers to register and refresh (SPEC §8 codes; the client adds "timeout", "closed", "invalid_ack"). */
export interface Ack {
  code: string;
}

/** Announced with EVENT_REFRESH on STORY_NAMESPACES when a contribution is published (issue 11). */
export interface StoryPublishedEvent {
  type: "story_published";
  pcId: string;
  /** site-relative URL of the story's page */
  htmlUrl: string;
  title: string;
}

/** What the chat announces with EVENT_REFRESH on a ChatNamespace (common/chat/contract.ts). */
export type ChatRealtimeEvent = ChatEvent | ConversationEvent | ChatReadEvent;

/** Everything the server itself sends with EVENT_REFRESH. */
export type RealtimeEvent = ChatRealtimeEvent | StoryPublishedEvent;

/**
 * What a reader's client may send as RefreshPayload.data to SERVICE_ROOM
 * (issue 19, security): a small hint for the agents' console and nothing
 * else. The widgets send none today (the chat panel and the service console
 * only listen: chat events are the server's, CHAT_EVENT_PREFIX); SPEC §7
 * keeps the client's `refresh`, so the contract admits exactly these shapes
 * (no other keys) and the server answers anything else with invalid_param:
 * - `{ type: "reader_refresh" }`: the reader asks the agents to look at its
 *   conversation again;
 * - `{ type: "reader_typing", typing }`: the reader started (true) or
 *   stopped (false) typing.
 * The agents receive it as RelayedReaderRefresh: with `from`, the code the
 * sending socket registered (set by the server, never by the client).
 */
export type ReaderRefreshData = { type: "reader_refresh" } | { type: "reader_typing"; typing: boolean };

/** A reader's hint as the agents receive it: ReaderRefreshData plus `from`, the sender's registered code. */
export type RelayedReaderRefresh = ReaderRefreshData & { from: string };

/**
 * Largest RefreshPayload a client may send: 2048 bytes of its JSON
 * serialisation (UTF-8), envelope and data together. A larger one is
 * answered invalid_param and relayed to nobody (ReaderRefreshData is far
 * smaller; the cap bounds the work before the shape is checked).
 */
export const REFRESH_MAX_BYTES = 2048;

/**
 * Largest message a client may send on a socket at all, bytes (socket.io's
 * maxHttpBufferSize): 8192, four times REFRESH_MAX_BYTES. The largest
 * legitimate client messages are a register (about 150 bytes), a refresh
 * (at most REFRESH_MAX_BYTES) and a namespace's connect packet with its
 * `auth.token`; chat text and files go over HTTP. A larger message closes
 * the connection (engine.io's limit: nothing of it is read or relayed).
 */
export const REALTIME_MAX_MESSAGE_BYTES = 8192;

/**
 * The rate limit of a client's `refresh`, per socket: a token bucket of
 * `burst` tokens refilled at `perSecond` a second; every refresh takes one
 * (invalid ones too), and one without a token is answered
 * too_many_requests and relayed to nobody.
 */
export const REFRESH_RATE = { perSecond: 5, burst: 10 } as const;

/**
 * The ReaderRefreshData in `data`, or null when `data` is anything else
 * (another type, a missing or wrong field, an extra key).
 */
export function readerRefreshData(data: unknown): ReaderRefreshData | null {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return null;
  const d = data as Record<string, unknown>;
  const keys = Object.keys(d);
  if (d.type === "reader_refresh" && keys.length === 1) return { type: "reader_refresh" };
  if (d.type === "reader_typing" && typeof d.typing === "boolean" && keys.length === 2) return { type: "reader_typing", typing: d.typing };
  return null;
}
