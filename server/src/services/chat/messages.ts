/**
 * Sending chat messages (SPEC §3 Chat message, §7 onlineService,
 * message/send_file_message_to_server, service/conversations/{id}/reply and
 * /file; DESIGN §7 "a chat message accepted by the server is never lost";
 * issue 10, issue 17).
 *
 * A message is stored before it is acknowledged, in one transaction that
 * first locks the conversation row (the upsert), then inserts the file row
 * (if any) and the message with `ON CONFLICT (client_id) DO NOTHING`: a
 * retried client id returns the stored message and changes nothing (also
 * when 20 copies race); messages of one conversation are committed in id
 * order, so catching up "after id N" never misses one. After each stored
 * message the server announces it (announcements.ts).
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { CHAT_TEXT_MAX, CLIENT_ID_RE, SENDER_READER, SENDER_SERVICE, type ChatMessageDto, type SenderFlag } from "../../../../common/chat/contract.js";
import { toChatMessageDto } from "../../adapters/chat.js";
import type { Db, Tx } from "../../db/client.js";
import { chatConversation, chatFile, chatMessage, type ChatConversation, type ChatFile, type UcMember } from "../../db/schema.js";
import { ApiError } from "../../http/errors.js";
import { announceMessage } from "./announcements.js";
import { guestIdOf, invalid, isUniqueViolation, keyOf, memberCodeOf, type ChatContext, type Reader, type Row, type SendInput, type StoredImage } from "./context.js";
import { discardImage } from "./files.js";

/** Thrown inside a send's transaction to roll it back when the client id was stored before. */
class Duplicate extends Error {}

/**
 * Checks a send's text and client id.
 * @throws invalid_param (422): content empty or blank without a file (rule style_6, SPEC §8),
 *   longer than CHAT_TEXT_MAX (maxLength); clientId not CLIENT_ID_RE (pattern)
 */
function checkSend(input: SendInput): { content: string; clientId: string } {
  const content = typeof input.content === "string" ? input.content : "";
  if (!input.file && !content.trim()) throw invalid("content", "style_6");
  if (content.length > CHAT_TEXT_MAX) throw invalid("content", "maxLength");
  if (input.clientId !== undefined && !CLIENT_ID_RE.test(input.clientId)) throw invalid("clientId", "pattern");
  return { content: content.trim() ? content : "", clientId: input.clientId ?? `s_${randomUUID()}` };
}

/**
 * A reader's message (onlineService, send_file_message_to_server): stored
 * before the answer, in the reader's conversation (created, or opened
 * again when closed), then announced. A client id sent before answers
 * the stored message and changes nothing.
 * @returns the stored message
 * @throws invalid_param (422) as checkSend; invalid_param (409, clientId exists) the
 *   client id belongs to another sender's message
 */
export async function send(ctx: ChatContext, reader: Reader, input: SendInput): Promise<ChatMessageDto> {
  const { content, clientId } = checkSend(input);
  const senderId = reader.kind === "member" ? reader.member.code : reader.guestId;
  const customerKey = keyOf(reader);
  const memberId = reader.kind === "member" ? reader.member.id : null;
  const guestId = reader.kind === "guest" ? reader.guestId : null;
  const { dto, created, conv } = await store(ctx, clientId, senderId, input.file, async (tx, now) => {
    const [c] = await tx
      .insert(chatConversation)
      .values({ customerKey, memberId, guestId, status: "open", createdAt: now, lastMessageAt: now })
      .onConflictDoUpdate({ target: chatConversation.customerKey, set: { status: "open", closedAt: null, lastMessageAt: now } })
      .returning();
    return c;
  }, { content, senderFlag: SENDER_READER });
  if (created) announceMessage(ctx, conv, reader.kind === "member" ? reader.member.code : null, dto);
  return dto;
}

/**
 * An agent's reply (text and/or image) in conversation `id`: stored like
 * a reader's message (the conversation opens again when closed, and is
 * assigned to the agent when nobody has it), then announced to the
 * reader's room and the agents.
 * @throws not_found (404) no such conversation; invalid_param as send
 */
export async function reply(ctx: ChatContext, agent: UcMember, id: number, input: SendInput): Promise<ChatMessageDto> {
  const { content, clientId } = checkSend(input);
  const { dto, created, conv } = await store(ctx, clientId, agent.code, input.file, async (tx, now) => {
    const [c] = await tx
      .update(chatConversation)
      .set({ status: "open", closedAt: null, lastMessageAt: now, assignedTo: sql`coalesce(${chatConversation.assignedTo}, ${agent.id})` })
      .where(eq(chatConversation.id, id))
      .returning();
    if (!c) throw new ApiError("not_found");
    return c;
  }, { content, senderFlag: SENDER_SERVICE });
  if (created) announceMessage(ctx, conv, await memberCodeOf(ctx, conv), dto);
  return dto;
}

/**
 * The common part of a send: one transaction that locks the conversation
 * (`lock`, an upsert or update returning its row), inserts the file row
 * and the message (ON CONFLICT (client_id) DO NOTHING). A client id
 * stored before rolls everything back and answers that message; the
 * uploaded file is removed from disk whenever nothing refers to it. No
 * lookup of the client id comes first: a repeated one (a retry) is rare,
 * and every statement of a send counts on the embedded database, where
 * they run one at a time (issue 17: chat p99 with 1,000 sockets).
 */
async function store(
  ctx: ChatContext,
  clientId: string,
  senderId: string,
  file: StoredImage | undefined,
  lock: (tx: Tx, now: Date) => Promise<ChatConversation>,
  msg: { content: string; senderFlag: SenderFlag },
): Promise<{ dto: ChatMessageDto; created: boolean; conv: ChatConversation }> {
  try {
    const now = new Date(ctx.now());
    const res = await ctx.db.transaction(async (tx) => {
      const conv = await lock(tx, now);
      let f: ChatFile | null = null;
      if (file) {
        [f] = await tx
          .insert(chatFile)
          .values({ conversationId: conv.id, path: file.rel, name: file.name, size: file.size, mime: file.mime, width: file.width, height: file.height, createdAt: now })
          .returning();
      }
      const [m] = await tx
        .insert(chatMessage)
        .values({ conversationId: conv.id, clientId, content: msg.content, senderFlag: msg.senderFlag, senderId, fileId: f?.id ?? null, createdAt: now })
        .onConflictDoNothing({ target: chatMessage.clientId })
        .returning();
      if (!m) throw new Duplicate();
      return { dto: toChatMessageDto(m, f, guestIdOf(conv)), conv };
    });
    return { ...res, created: true };
  } catch (err) {
    await discardImage(file);
    if (err instanceof Duplicate || isUniqueViolation(err)) {
      const stored = await byClientId(ctx, clientId);
      if (stored) return duplicateOf(stored, senderId);
    }
    throw err;
  }
}

/** The stored message of a client id, with its file and conversation. */
async function byClientId(ctx: ChatContext, clientId: string): Promise<(Row & { c: ChatConversation }) | null> {
  const [row] = await ctx.db
    .select({ m: chatMessage, f: chatFile, c: chatConversation })
    .from(chatMessage)
    .innerJoin(chatConversation, eq(chatConversation.id, chatMessage.conversationId))
    .leftJoin(chatFile, eq(chatFile.id, chatMessage.fileId))
    .where(eq(chatMessage.clientId, clientId))
    .limit(1);
  return row ?? null;
}

/** The answer to a repeated client id: the stored message, when the same sender wrote it. @throws invalid_param (409, clientId exists) */
function duplicateOf(row: Row & { c: ChatConversation }, senderId: string) {
  if (row.m.senderId !== senderId) throw invalid("clientId", "exists");
  return { dto: toChatMessageDto(row.m, row.f, guestIdOf(row.c)), created: false, conv: row.c };
}
