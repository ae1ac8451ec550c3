/**
 * TypeBox schemas of the chat calls (routes/chat.ts, routes/service.ts):
 * the DTOs of common/chat/contract.ts, each checked against its TypeScript shape
 * (a drift fails tsc), and the shared request fields (DESIGN §3.1; issue 10).
 */
import { Type, type Static } from "@sinclair/typebox";
import {
  CHAT_CATCHUP_MAX,
  CHAT_TEXT_MAX,
  CLIENT_ID_RE,
  QUICK_REPLY_MAX,
  type AgentDto,
  type ChatMessageDto,
  type ChatMessageListDto,
  type ChatPageDto,
  type ChatReadDto,
  type ChatUnreadDto,
  type ConversationDto,
  type ConversationListDto,
  type QuickReplyDto,
  type ServerTimeDto,
  type WorkHoursDto,
  type WorkTimeDto,
} from "../../../common/chat/contract.js";
import { Failure, failures, type SameShape } from "./schemas.js";

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

/** SPEC §3 ucMessageFiles entry. */
export const ChatFileSchema = Type.Object({
  url: Type.String(),
  name: Type.String(),
  size: Type.Integer(),
  mime: Type.String(),
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
});

/** SPEC §3 Chat message. */
export const ChatMessageSchema = Type.Object({
  id: Type.Integer(),
  conversationId: Type.Integer(),
  clientId: Nullable(Type.String()),
  content: Type.String(),
  createTime: Type.String(),
  senderId: Type.String(),
  senderFlag: Type.Union([Type.Literal(0), Type.Literal(1)]),
  readStatus: Type.Union([Type.Literal(0), Type.Literal(1)]),
  ucMessageFiles: Type.Array(ChatFileSchema),
});
true satisfies SameShape<Static<typeof ChatMessageSchema>, ChatMessageDto>;

export const ChatPageSchema = Type.Object({ list: Type.Array(ChatMessageSchema), total: Type.Integer(), hasMore: Type.Boolean() });
true satisfies SameShape<Static<typeof ChatPageSchema>, ChatPageDto>;

export const ChatMessageListSchema = Type.Composite([ChatPageSchema, Type.Object({ pageNum: Type.Integer(), pageCount: Type.Integer() })]);
true satisfies SameShape<Static<typeof ChatMessageListSchema>, ChatMessageListDto>;

export const ChatUnreadSchema = Type.Object({ list: Type.Array(ChatMessageSchema), count: Type.Integer() });
true satisfies SameShape<Static<typeof ChatUnreadSchema>, ChatUnreadDto>;

export const ChatReadSchema = Type.Object({ count: Type.Integer() });
true satisfies SameShape<Static<typeof ChatReadSchema>, ChatReadDto>;

export const ServerTimeSchema = Type.Object({ time: Type.String(), timestamp: Type.Integer() });
true satisfies SameShape<Static<typeof ServerTimeSchema>, ServerTimeDto>;

export const WorkTimeSchema = Type.Object({ workTime: Type.Boolean(), nextStart: Nullable(Type.String()), timeZone: Type.String() });
true satisfies SameShape<Static<typeof WorkTimeSchema>, WorkTimeDto>;

const Ranges = Type.Array(Type.Tuple([Type.String({ maxLength: 5 }), Type.String({ maxLength: 5 })]), { maxItems: 24 });
/** Working hours (PUT body and answer); services/work-hours.ts checks the values. */
export const WorkHoursSchema = Type.Object({
  timeZone: Type.String({ maxLength: 64 }),
  weekly: Type.Object({ "1": Ranges, "2": Ranges, "3": Ranges, "4": Ranges, "5": Ranges, "6": Ranges, "7": Ranges }),
  holidays: Type.Array(Type.String({ maxLength: 10 }), { maxItems: 1000 }),
});
true satisfies SameShape<Static<typeof WorkHoursSchema>, WorkHoursDto>;

export const ConversationSchema = Type.Object({
  id: Type.Integer(),
  customerId: Type.String(),
  customerName: Nullable(Type.String()),
  guest: Type.Boolean(),
  status: Type.Union([Type.Literal("open"), Type.Literal("closed")]),
  assignedTo: Nullable(Type.String()),
  unreadCount: Type.Integer(),
  waitingSince: Nullable(Type.String()),
  lastMessage: Nullable(ChatMessageSchema),
});
true satisfies SameShape<Static<typeof ConversationSchema>, ConversationDto>;

export const ConversationListSchema = Type.Object({ list: Type.Array(ConversationSchema), total: Type.Integer() });
true satisfies SameShape<Static<typeof ConversationListSchema>, ConversationListDto>;

export const QuickReplySchema = Type.Object({ id: Type.Integer(), content: Type.String() });
true satisfies SameShape<Static<typeof QuickReplySchema>, QuickReplyDto>;

export const AgentSchema = Type.Object({ code: Type.String(), name: Type.String() });
true satisfies SameShape<Static<typeof AgentSchema>, AgentDto>;

/** A guest's signed id (GET /api/guest/tempCustomId); a member may pass the one they chatted with as a guest. */
export const TempCustomId = Type.String({ maxLength: 64 });
/** A client id (common/chat/contract.ts CLIENT_ID_RE). */
export const ClientId = Type.String({ pattern: CLIENT_ID_RE.source });
/** Message text: plain, at most CHAT_TEXT_MAX characters; emptiness is the service's check (style_6). */
export const Content = Type.String({ maxLength: CHAT_TEXT_MAX });
/** Quick-reply text. */
export const QuickContent = Type.String({ maxLength: QUICK_REPLY_MAX * 2 });
/** A positive id. */
export const PositiveId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
/** An instant: ISO 8601 text or milliseconds since the epoch. */
export const Instant = Type.Union([Type.Integer({ minimum: 0, maximum: 8_640_000_000_000_000 }), Type.String({ format: "date-time" })]);
/** Rows of a page (services/chat/history.ts checks the stricter limit of a history page). */
export const Rows = Type.Integer({ minimum: 1, maximum: CHAT_CATCHUP_MAX });
/** A 1-based page. */
export const Page = Type.Integer({ minimum: 1, maximum: 100_000 });

/** Failures of the chat calls: the standard ones and 415 (Q_TYPE_DENIED, not multipart). */
export const chatFailures = { ...failures, 415: Failure };

/** An Instant as a Date (numbers are ms since the epoch). */
export function toDate(v: string | number | undefined): Date | undefined {
  if (v === undefined) return undefined;
  return new Date(typeof v === "number" ? v : Date.parse(v));
}
