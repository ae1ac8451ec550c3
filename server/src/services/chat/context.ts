/**
 * What the chat modules share (SPEC §3 Chat message, §6 Customer service;
 * issue 10): the context a ChatService hands each operation (database,
 * storage folder, guest ids, clock, announcements), the shapes of a reader
 * and of a send, and the small lookups every side makes (whose conversation,
 * who is an agent, the guest id a file URL carries).
 *
 * One conversation per reader (chat_conversation.customer_key): "m:<id>"
 * for a member, "g:<tempCustomId>" for a guest.
 */
import { eq } from "drizzle-orm";
import { AGENT_ROLE, type ChatEvent, type ChatReadEvent, type ConversationEvent } from "../../../../common/chat/contract.js";
import type { ChatNamespace } from "../../../../common/realtime.js";
import type { Db } from "../../db/client.js";
import { chatConversation, chatFile, chatMessage, ucMember, type ChatConversation, type ChatFile, type ChatMessage, type UcMember } from "../../db/schema.js";
import { ApiError } from "../../http/errors.js";
import type { GuestIdService } from "../guests.js";

/** Sends `refresh` with `data` to the sockets registered as `userCode` on `ns` (Realtime.notify). */
export type Notify = (ns: ChatNamespace, userCode: string, data: ChatEvent | ConversationEvent | ChatReadEvent) => void;

export interface ChatServiceOptions {
  /** STORAGE_DIR: chat images go under STORAGE_DIR/uploads/chat */
  storageDir: string;
  /** checks a guest's signed tempCustomId */
  guests: GuestIdService;
}

/**
 * What every chat operation works with. ChatService (index.ts) builds one
 * whose `now` and `notify` call its own fields, so a clock or a realtime
 * connected after construction (tests, routes/chat.ts) is the one used.
 */
export interface ChatContext {
  readonly db: Db;
  readonly opts: ChatServiceOptions;
  /** the clock, ms since the epoch */
  now(): number;
  /** announces to the realtime rooms (a no-op until the routes connect it) */
  notify: Notify;
}

/** Who is chatting: a member (by session) or a guest (by signed tempCustomId). */
export type Reader = { kind: "member"; member: UcMember } | { kind: "guest"; guestId: string };

/** A chat image checked and written to the private folder, not yet in the database. */
export interface StoredImage {
  /** relative path under STORAGE_DIR/uploads/chat */
  rel: string;
  /** absolute path */
  abs: string;
  name: string;
  size: number;
  mime: string;
  width: number;
  height: number;
}

/** What a send carries. */
export interface SendInput {
  /** plain text; may be "" only with a file */
  content: string;
  /** CLIENT_ID_RE; the server makes one when absent (no retry protection then) */
  clientId?: string;
  /** an image already stored by storeImage */
  file?: StoredImage;
}

/** A history request (getOnlineServerMsgRecord, service messages). */
export interface HistoryQuery {
  /** page size (default CHAT_PAGE_SIZE; ≤ CHAT_ROWS_MAX, ≤ CHAT_CATCHUP_MAX with afterId) */
  rows?: number;
  /** 1-based page counted back from the anchor (default 1) */
  page?: number;
  /** only messages created before this instant */
  endTime?: Date;
  /** only messages with a smaller id (preferred to endTime: ids never tie) */
  beforeId?: number;
  /** catch-up: the messages after this id, oldest first (exclusive of beforeId/endTime/page) */
  afterId?: number;
}

/** A message row with its file. */
export type Row = { m: ChatMessage; f: ChatFile | null };

/** invalid_param (422 or 409 by rule) naming one field and rule. */
export const invalid = (field: string, rule: string) => new ApiError("invalid_param", [{ field, rule }]);

/** True when a database error (or its cause) is a unique violation (23505). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, i = 0; e && i < 5; i++, e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** Whether a member is a customer-service agent (uc_member.role). */
export function isAgent(member: UcMember | null | undefined): boolean {
  return member?.role === AGENT_ROLE;
}

/** The customer_key of a reader's conversation: "m:<member id>" or "g:<tempCustomId>". */
export function keyOf(reader: Reader): string {
  return reader.kind === "member" ? `m:${reader.member.id}` : `g:${reader.guestId}`;
}

/** The reader's conversation, or null before their first message. */
export async function conversationOf(ctx: ChatContext, reader: Reader): Promise<ChatConversation | null> {
  const [c] = await ctx.db.select().from(chatConversation).where(eq(chatConversation.customerKey, keyOf(reader))).limit(1);
  return c ?? null;
}

/** The guest id file URLs of a conversation carry (null for a member's). */
export function guestIdOf(c: Pick<ChatConversation, "memberId" | "guestId">): string | null {
  return c.memberId === null ? c.guestId : null;
}

/** The code of a conversation's member, or null for a guest. */
export async function memberCodeOf(ctx: ChatContext, c: Pick<ChatConversation, "memberId">): Promise<string | null> {
  if (c.memberId === null) return null;
  const [m] = await ctx.db.select({ code: ucMember.code }).from(ucMember).where(eq(ucMember.id, c.memberId));
  return m?.code ?? null;
}

/** Messages with their file (left join), for a caller to filter, order and page. */
export function msgSelect(ctx: ChatContext) {
  return ctx.db.select({ m: chatMessage, f: chatFile }).from(chatMessage).leftJoin(chatFile, eq(chatFile.id, chatMessage.fileId));
}
