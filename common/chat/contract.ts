/**
 * Customer-service chat: the contract the chat panel (widgets/chat), the
 * agent console (widgets/service-console) and the server (services/chat/,
 * routes/chat.ts, routes/service.ts) share. SPEC §3 Chat message, §4 Chat
 * panel, §7 (onlineService, getOnlineServerMsgRecord, getMessageList,
 * ucMessage/readOnlineMessageByTime, getNoReadOnlineMsgList, util/
 * get_server_date_time, is_now_work_time, message/send_file_message_to_server),
 * §9 (limits); DESIGN §7 (a message accepted is never lost nor stored twice).
 *
 * Framework-free and import-free: constants, limits, DTOs, realtime events
 * and the list of calls. The rules both chat views follow (messages once
 * each by id, read marks, keys, images by their first bytes, times,
 * scrolling) are in rules.ts beside this file; the server imports only this one.
 */

/** SPEC §9: one history page holds 10 messages. */
export const CHAT_PAGE_SIZE = 10;
/** SPEC §5/§9: a chat image is at most 5242880 bytes, one file at a time. */
export const CHAT_IMAGE_MAX_BYTES = 5_242_880;
/** SPEC §5: the image types a chat accepts (sniffed by content, not by name). */
export const CHAT_IMAGE_EXTS = ["gif", "jpg", "jpeg", "bmp", "png"] as const;
/** The MIME types those extensions sniff to. */
export const CHAT_IMAGE_MIMES = ["image/gif", "image/jpeg", "image/bmp", "image/png"] as const;
/** Longest text message, in characters (UTF-16 code units), answered with invalid_param beyond. */
export const CHAT_TEXT_MAX = 2000;

/** SPEC §3 sender flag: 0 = the reader (guest or member) wrote it; 1 = customer service. */
export const SENDER_READER = 0;
export const SENDER_SERVICE = 1;
export type SenderFlag = typeof SENDER_READER | typeof SENDER_SERVICE;

/** The `type` of getMessageList and getNoReadOnlineMsgList for customer-service chat. */
export const MESSAGE_TYPE_ONLINE_SERVICE = 1;

/**
 * A client id: chosen by the sender (a UUID v4), unique in the database, so
 * a retried send is stored once. 8 to 64 characters of [A-Za-z0-9_-].
 */
export const CLIENT_ID_RE = /^[A-Za-z0-9_-]{8,64}$/;

/** A file attached to a message (SPEC §3 ucMessageFiles). */
export interface ChatFileDto {
  /** Site-relative URL of the file (GET /api/message/file/{id}); answers only to the two parties. */
  url: string;
  /** Original file name (display only). */
  name: string;
  /** Bytes. */
  size: number;
  /** Sniffed MIME type (one of CHAT_IMAGE_MIMES). */
  mime: string;
  /** Pixels. */
  width: number | null;
  height: number | null;
}

/** SPEC §3 Chat message, as every chat call and realtime event carries it. */
export interface ChatMessageDto {
  /** Server id; increases with every stored message (the "last message id" a client catches up from). */
  id: number;
  /** The conversation this message belongs to. */
  conversationId: number;
  /** The sender's client id (CLIENT_ID_RE), or null for messages the server wrote (greetings are not stored). */
  clientId: string | null;
  /** Plain text (never HTML; the view escapes it); "" for an image-only message. */
  content: string;
  /** ISO 8601 UTC with milliseconds, e.g. "2026-11-25T08:30:00.000Z". */
  createTime: string;
  /** Who wrote it: a member code, a guest's tempCustomId, or an agent's member code. */
  senderId: string;
  /** SPEC §3 sender flag (SENDER_READER | SENDER_SERVICE). */
  senderFlag: SenderFlag;
  /** 1 once the other party has read it, else 0. */
  readStatus: 0 | 1;
  /** Attached files (SPEC §3 ucMessageFiles); [] for text. */
  ucMessageFiles: ChatFileDto[];
}

/** A page of messages, oldest first. */
export interface ChatPageDto {
  list: ChatMessageDto[];
  /** Messages in the conversation (all pages). */
  total: number;
  /** True when older messages exist before list[0]. */
  hasMore: boolean;
}

/** GET /api/util/is_now_work_time */
export interface WorkTimeDto {
  /** true inside working hours (agency time zone) */
  workTime: boolean;
  /** ISO 8601 UTC of the next opening when closed, null when open or none is configured */
  nextStart: string | null;
  /** IANA time zone of the agency, e.g. "Asia/Shanghai" */
  timeZone: string;
}

/** GET /api/util/get_server_date_time */
export interface ServerTimeDto {
  /** ISO 8601 UTC */
  time: string;
  /** ms since the epoch */
  timestamp: number;
}

/**
 * Working hours (agent console setting; GET/PUT /api/service/work_hours).
 * `weekly` is indexed by ISO weekday 1 (Monday) to 7 (Sunday); each day holds
 * [start, end) ranges "HH:mm" in `timeZone`. `holidays` are "YYYY-MM-DD"
 * dates in `timeZone` with no service.
 */
export interface WorkHoursDto {
  timeZone: string;
  weekly: Record<"1" | "2" | "3" | "4" | "5" | "6" | "7", [string, string][]>;
  holidays: string[];
}

/** A conversation as the agent console lists it. */
export interface ConversationDto {
  id: number;
  /** The reader: member code or tempCustomId */
  customerId: string;
  /** Member's name, or null for a guest */
  customerName: string | null;
  guest: boolean;
  /** "open" | "closed" */
  status: "open" | "closed";
  /** Agent member code it is assigned to, or null */
  assignedTo: string | null;
  /** Reader messages the agents have not read */
  unreadCount: number;
  /** ISO 8601 UTC of the oldest reader message not yet answered, or null when none waits */
  waitingSince: string | null;
  lastMessage: ChatMessageDto | null;
}

/** A quick reply an agent can insert. */
export interface QuickReplyDto {
  id: number;
  content: string;
}

/**
 * Realtime event of a new chat message: the payload of `refresh` on
 * /socket/uc_message_user (a guest's room, registered by tempCustomId),
 * /socket/uc_message_uc_member (a member's room, by member code) and
 * /socket/work_place (the agents' room, SERVICE_ROOM).
 */
export interface ChatEvent {
  type: "chat_message";
  message: ChatMessageDto;
}

/** Realtime event to the agents when a conversation changes (assigned, closed, read). */
export interface ConversationEvent {
  type: "chat_conversation";
  conversation: ConversationDto;
}

// ---------------------------------------------------------------------------
// Additions by the server (issue 10): limits, answer shapes of the calls and
// the agent console's calls. Nothing above is renamed.

/** Most messages one catch-up (afterId) or history page answers. */
export const CHAT_CATCHUP_MAX = 100;
/** Largest `rows` a history or message-list page may ask for. */
export const CHAT_ROWS_MAX = 50;
/** Longest quick reply, in characters. */
export const QUICK_REPLY_MAX = 500;
/** Most quick replies the agents keep. */
export const QUICK_REPLIES_MAX = 200;
/** The member role of customer-service agents (uc_member.role); other members have "member". */
export const AGENT_ROLE = "agent";
/** A working-hours time of day, "HH:mm" 00:00 to 23:59, or "24:00" as the end of a range. */
export const WORK_TIME_RE = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/;
/** Working hours before an agent sets them: Asia/Shanghai, Monday to Friday 09:00–18:00, no holidays. */
export const DEFAULT_WORK_HOURS: WorkHoursDto = {
  timeZone: "Asia/Shanghai",
  weekly: { "1": [["09:00", "18:00"]], "2": [["09:00", "18:00"]], "3": [["09:00", "18:00"]], "4": [["09:00", "18:00"]], "5": [["09:00", "18:00"]], "6": [], "7": [] },
  holidays: [],
};

/**
 * GET /api/guest/getMessageList: one page of the reader's messages,
 * oldest first within the page; page 1 holds the newest `rows`.
 */
export interface ChatMessageListDto extends ChatPageDto {
  /** 1-based page asked for */
  pageNum: number;
  /** pages of `rows` messages (0 when there is none) */
  pageCount: number;
}

/** GET /api/ucMessage/getNoReadOnlineMsgList: unread customer-service messages, oldest first (at most CHAT_CATCHUP_MAX). */
export interface ChatUnreadDto {
  list: ChatMessageDto[];
  /** all unread messages (may exceed list.length) */
  count: number;
}

/** POST /api/ucMessage/readOnlineMessageByTime and POST /api/service/conversations/{id}/read. */
export interface ChatReadDto {
  /** messages newly marked read by this call */
  count: number;
}

/** GET /api/service/conversations */
export interface ConversationListDto {
  list: ConversationDto[];
  /** conversations matching the filter (all pages) */
  total: number;
}

/** An agent (GET /api/service/agents, GET /api/service/me). */
export interface AgentDto {
  code: string;
  name: string;
}

/**
 * Realtime event when messages were read: to the reader's room when an
 * agent read the reader's messages, and to the agents (SERVICE_ROOM) when
 * the reader read the service's messages. Every message of
 * `conversationId` written by `senderFlag` with id ≤ `upToId` now has
 * readStatus 1.
 */
export interface ChatReadEvent {
  type: "chat_read";
  conversationId: number;
  senderFlag: SenderFlag;
  upToId: number;
}

/**
 * The calls (server: routes/chat.ts, routes/service.ts; answers in the
 * envelope `{ code: "success", data }`). A guest passes its tempCustomId
 * (query or body); a member is known by the session and, passing the
 * tempCustomId it chatted with as a guest, takes that conversation over
 * (the same conversation continues as the member; reload the history then).
 *
 * Reader:
 * - POST /api/guest/onlineService `{ content, tempCustomId?, clientId? }` → ChatMessageDto
 * - GET  /api/guest/getOnlineServerMsgRecord `?tempCustomId&rows&page&endTime&beforeId&afterId` → ChatPageDto
 *   (afterId: catch-up, everything after that id, oldest first, up to CHAT_CATCHUP_MAX, hasMore when more)
 * - GET  /api/guest/getMessageList `?tempCustomId&type&readStatus&rows&page` → ChatMessageListDto
 * - POST /api/ucMessage/readOnlineMessageByTime `{ tempCustomId?, time? }` → ChatReadDto
 * - GET  /api/ucMessage/getNoReadOnlineMsgList `?tempCustomId&type&readStatus&startTime` → ChatUnreadDto
 * - GET  /api/util/get_server_date_time → ServerTimeDto; GET /api/util/is_now_work_time → WorkTimeDto
 * - POST /api/message/send_file_message_to_server multipart `file`, `tempCustomId?`, `clientId?`, `content?` → ChatMessageDto
 * - GET  /api/message/file/{id}[?tempCustomId=] → the image (ChatFileDto.url already carries
 *   tempCustomId for a guest's conversation)
 *
 * Agents (role AGENT_ROLE; a guest gets access_denied, another member forbidden):
 * - GET  /api/service/me → AgentDto; GET /api/service/agents → AgentDto[]
 * - GET  /api/service/conversations `?status=open|closed|all&assigned=me|none|<code>&page&rows` → ConversationListDto
 * - GET  /api/service/conversations/{id} → ConversationDto
 * - GET  /api/service/conversations/{id}/messages `?rows&beforeId&afterId` → ChatPageDto
 * - POST /api/service/conversations/{id}/reply `{ content, clientId? }` → ChatMessageDto
 * - POST /api/service/conversations/{id}/file multipart `file`, `clientId?`, `content?` → ChatMessageDto
 * - POST /api/service/conversations/{id}/assign `{ agentCode: string | null }` → ConversationDto
 * - POST /api/service/conversations/{id}/close → ConversationDto
 * - POST /api/service/conversations/{id}/read `{ upToId? }` → ChatReadDto
 * - GET  /api/service/quick_replies → QuickReplyDto[]; POST /api/service/quick_replies `{ content }` → QuickReplyDto;
 *   PUT /api/service/quick_replies/{id} `{ content }` → QuickReplyDto; DELETE /api/service/quick_replies/{id} → null
 * - GET  /api/service/work_hours → WorkHoursDto; PUT /api/service/work_hours WorkHoursDto → WorkHoursDto
 *
 * Realtime: an agent's socket on /socket/work_place registers `{ code: "customer_service" }`
 * (SERVICE_ROOM) and receives `refresh` with ChatEvent, ConversationEvent and ChatReadEvent;
 * a reader's socket registers its member code on /socket/uc_message_uc_member or its
 * tempCustomId on /socket/uc_message_user and receives ChatEvent and ChatReadEvent of its
 * own conversation. Events are hints: on reconnect, catch up with afterId.
 */
