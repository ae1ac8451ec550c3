/**
 * Reading chat messages and marking them read (SPEC §3 Chat message, §4
 * Chat panel, §7 getOnlineServerMsgRecord, getMessageList,
 * ucMessage/getNoReadOnlineMsgList, ucMessage/readOnlineMessageByTime,
 * service/conversations/{id}/messages and /read; §9 limits; issue 10).
 *
 * History pages count back from an anchor (beforeId / endTime / now);
 * catch-up (afterId) answers the messages after an id, oldest first, which
 * never misses one because a conversation's messages are committed in id
 * order (messages.ts). A read mark is announced to the other party
 * (ChatReadEvent) and, for the agents, as a ConversationEvent (unread count).
 */
import { and, asc, count, desc, eq, gt, gte, lt, lte, type SQL } from "drizzle-orm";
import {
  CHAT_CATCHUP_MAX,
  CHAT_PAGE_SIZE,
  CHAT_ROWS_MAX,
  MESSAGE_TYPE_ONLINE_SERVICE,
  SENDER_READER,
  SENDER_SERVICE,
  type ChatMessageListDto,
  type ChatPageDto,
  type ChatReadDto,
  type ChatReadEvent,
  type ChatUnreadDto,
} from "../../../../common/chat/contract.js";
import { toChatMessageDto } from "../../adapters/chat.js";
import { chatConversation, chatMessage, type ChatConversation } from "../../db/schema.js";
import { ApiError } from "../../http/errors.js";
import { toAgents, toReader } from "./announcements.js";
import { conversationOf, guestIdOf, invalid, memberCodeOf, msgSelect, type ChatContext, type HistoryQuery, type Reader } from "./context.js";
import { announceConversation } from "./conversations.js";

/**
 * A page of a conversation (oldest first): the `rows` messages before the
 * anchor (beforeId / endTime / now), `page` pages back; or, with
 * `afterId`, the messages after that id (catch-up; hasMore then says
 * newer ones remain).
 * @throws invalid_param (422): rows above the limit; afterId with beforeId, endTime or page > 1
 */
async function page(ctx: ChatContext, c: ChatConversation | null, q: HistoryQuery): Promise<ChatPageDto> {
  const catchUp = q.afterId !== undefined;
  const rows = q.rows ?? (catchUp ? CHAT_CATCHUP_MAX : CHAT_PAGE_SIZE);
  if (rows > (catchUp ? CHAT_CATCHUP_MAX : CHAT_ROWS_MAX)) throw invalid("rows", "maximum");
  if (catchUp && (q.beforeId !== undefined || q.endTime || (q.page ?? 1) > 1)) throw invalid("afterId", "exclusive");
  if (!c) return { list: [], total: 0, hasMore: false };
  const guestId = guestIdOf(c);
  const [{ n }] = await ctx.db.select({ n: count() }).from(chatMessage).where(eq(chatMessage.conversationId, c.id));
  const conds: SQL[] = [eq(chatMessage.conversationId, c.id)];
  if (catchUp) {
    conds.push(gt(chatMessage.id, q.afterId!));
    const got = await msgSelect(ctx).where(and(...conds)).orderBy(asc(chatMessage.id)).limit(rows + 1);
    return { list: got.slice(0, rows).map((r) => toChatMessageDto(r.m, r.f, guestId)), total: Number(n), hasMore: got.length > rows };
  }
  if (q.beforeId !== undefined) conds.push(lt(chatMessage.id, q.beforeId));
  if (q.endTime) conds.push(lt(chatMessage.createdAt, q.endTime));
  const got = await msgSelect(ctx)
    .where(and(...conds))
    .orderBy(desc(chatMessage.id))
    .offset(((q.page ?? 1) - 1) * rows)
    .limit(rows + 1);
  return { list: got.slice(0, rows).reverse().map((r) => toChatMessageDto(r.m, r.f, guestId)), total: Number(n), hasMore: got.length > rows };
}

/** The reader's history page or catch-up (getOnlineServerMsgRecord); see page(). @throws invalid_param (422) */
export async function history(ctx: ChatContext, reader: Reader, q: HistoryQuery): Promise<ChatPageDto> {
  return page(ctx, await conversationOf(ctx, reader), q);
}

/** A conversation's messages for an agent (see page()). @throws not_found (404), invalid_param (422) */
export async function agentMessages(ctx: ChatContext, id: number, q: HistoryQuery): Promise<ChatPageDto> {
  const [c] = await ctx.db.select().from(chatConversation).where(eq(chatConversation.id, id));
  if (!c) throw new ApiError("not_found");
  return page(ctx, c, q);
}

/**
 * getMessageList: page `page` (1 = newest) of `rows` messages of the
 * reader's conversation, oldest first within the page. With `readStatus`
 * only customer-service messages with that status (the reader's inbox).
 * Types other than MESSAGE_TYPE_ONLINE_SERVICE hold no messages (empty).
 * @throws invalid_param (422, rows maximum) rows above CHAT_ROWS_MAX
 */
export async function messageList(
  ctx: ChatContext,
  reader: Reader,
  q: { type?: number; readStatus?: 0 | 1; rows?: number; page?: number },
): Promise<ChatMessageListDto> {
  const rows = q.rows ?? CHAT_PAGE_SIZE;
  const page = q.page ?? 1;
  if (rows > CHAT_ROWS_MAX) throw invalid("rows", "maximum");
  const c = (q.type ?? MESSAGE_TYPE_ONLINE_SERVICE) === MESSAGE_TYPE_ONLINE_SERVICE ? await conversationOf(ctx, reader) : null;
  if (!c) return { list: [], total: 0, hasMore: false, pageNum: page, pageCount: 0 };
  const conds: SQL[] = [eq(chatMessage.conversationId, c.id)];
  if (q.readStatus !== undefined) conds.push(eq(chatMessage.senderFlag, SENDER_SERVICE), eq(chatMessage.readStatus, q.readStatus));
  const [{ n }] = await ctx.db.select({ n: count() }).from(chatMessage).where(and(...conds));
  const total = Number(n);
  const got = await msgSelect(ctx).where(and(...conds)).orderBy(desc(chatMessage.id)).offset((page - 1) * rows).limit(rows);
  const pageCount = Math.ceil(total / rows);
  return { list: got.reverse().map((r) => toChatMessageDto(r.m, r.f, guestIdOf(c))), total, hasMore: page < pageCount, pageNum: page, pageCount };
}

/**
 * getNoReadOnlineMsgList: the reader's customer-service messages with
 * `readStatus` (default 0, unread), created at or after `startTime`,
 * oldest first, at most CHAT_CATCHUP_MAX, and how many there are.
 */
export async function unread(ctx: ChatContext, reader: Reader, q: { type?: number; readStatus?: 0 | 1; startTime?: Date }): Promise<ChatUnreadDto> {
  const c = (q.type ?? MESSAGE_TYPE_ONLINE_SERVICE) === MESSAGE_TYPE_ONLINE_SERVICE ? await conversationOf(ctx, reader) : null;
  if (!c) return { list: [], count: 0 };
  const conds: SQL[] = [eq(chatMessage.conversationId, c.id), eq(chatMessage.senderFlag, SENDER_SERVICE), eq(chatMessage.readStatus, q.readStatus ?? 0)];
  if (q.startTime) conds.push(gte(chatMessage.createdAt, q.startTime));
  const [{ n }] = await ctx.db.select({ n: count() }).from(chatMessage).where(and(...conds));
  const got = await msgSelect(ctx).where(and(...conds)).orderBy(asc(chatMessage.id)).limit(CHAT_CATCHUP_MAX);
  return { list: got.map((r) => toChatMessageDto(r.m, r.f, guestIdOf(c))), count: Number(n) };
}

/**
 * readOnlineMessageByTime: marks the customer-service messages of the
 * reader's conversation created at or before `time` (default now) read,
 * and tells the agents (ChatReadEvent).
 * @returns how many were newly marked
 */
export async function readByTime(ctx: ChatContext, reader: Reader, time?: Date): Promise<ChatReadDto> {
  const c = await conversationOf(ctx, reader);
  if (!c) return { count: 0 };
  const at = time ?? new Date(ctx.now());
  const done = await ctx.db
    .update(chatMessage)
    .set({ readStatus: 1 })
    .where(and(eq(chatMessage.conversationId, c.id), eq(chatMessage.senderFlag, SENDER_SERVICE), eq(chatMessage.readStatus, 0), lte(chatMessage.createdAt, at)))
    .returning({ id: chatMessage.id });
  if (done.length) {
    const event: ChatReadEvent = { type: "chat_read", conversationId: c.id, senderFlag: SENDER_SERVICE, upToId: Math.max(...done.map((d) => d.id)) };
    toAgents(ctx, event);
  }
  return { count: done.length };
}

/**
 * An agent read the reader's messages of a conversation, up to `upToId`
 * (default all): marks them read, tells the reader (ChatReadEvent) and the
 * agents (ConversationEvent, the unread count).
 * @returns how many were newly marked
 * @throws not_found (404)
 */
export async function agentRead(ctx: ChatContext, id: number, upToId?: number): Promise<ChatReadDto> {
  const [c] = await ctx.db.select().from(chatConversation).where(eq(chatConversation.id, id));
  if (!c) throw new ApiError("not_found");
  const conds: SQL[] = [eq(chatMessage.conversationId, id), eq(chatMessage.senderFlag, SENDER_READER), eq(chatMessage.readStatus, 0)];
  if (upToId !== undefined) conds.push(lte(chatMessage.id, upToId));
  const done = await ctx.db.update(chatMessage).set({ readStatus: 1 }).where(and(...conds)).returning({ id: chatMessage.id });
  if (done.length) {
    const event: ChatReadEvent = { type: "chat_read", conversationId: id, senderFlag: SENDER_READER, upToId: Math.max(...done.map((d) => d.id)) };
    toReader(ctx, c, await memberCodeOf(ctx, c), event);
    await announceConversation(ctx, id);
  }
  return { count: done.length };
}
