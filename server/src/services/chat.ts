/**
 * Customer-service chat (SPEC §3 Chat message, §4 Chat panel, §5 chat image
 * upload, §6 Customer service, §7 onlineService, getOnlineServerMsgRecord,
 * getMessageList, ucMessage/*, message/send_file_message_to_server; §9;
 * DESIGN §7 "a chat message accepted by the server is never lost"; issue 10).
 *
 * Rules:
 * - One conversation per reader (chat_conversation.customer_key): "m:<id>"
 *   for a member, "g:<tempCustomId>" for a guest. A guest is known only by
 *   a tempCustomId the server signed (GuestIdService.verify), a member only
 *   by the session: a guest can never address a member's conversation nor
 *   another guest's (short of holding its signed id). A member who passes
 *   the tempCustomId they chatted with as a guest takes that conversation
 *   over (merge): "after login, the same conversation continues as the
 *   member"; the guest id no longer reaches it afterwards.
 * - A message is stored before it is acknowledged, in one transaction that
 *   first locks the conversation row (the upsert), then inserts the file
 *   row (if any) and the message with `ON CONFLICT (client_id) DO NOTHING`:
 *   a retried client id returns the stored message and changes nothing
 *   (also when 20 copies race); messages of one conversation are committed
 *   in id order, so catching up "after id N" never misses one.
 * - Agents (uc_member.role = AGENT_ROLE) see and answer every conversation.
 * - After each stored message the server announces it (`refresh` with a
 *   ChatEvent) to the reader's own room — /socket/uc_message_user by
 *   tempCustomId or /socket/uc_message_uc_member by member code — and to
 *   the agents' room SERVICE_ROOM on /socket/work_place. The routes connect
 *   `notify` to app.realtime (absent under app.inject: nothing is sent).
 * - Chat images are sniffed (gif, jpg, bmp, png), at most
 *   CHAT_IMAGE_MAX_BYTES, stored under STORAGE_DIR/uploads/chat (outside
 *   the public site) and served only to the conversation's reader and the
 *   agents.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import { writeNewFile } from "./files.js";
import path from "node:path";
import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, max, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import {
  AGENT_ROLE,
  CHAT_CATCHUP_MAX,
  CHAT_IMAGE_MAX_BYTES,
  CHAT_IMAGE_MIMES,
  CHAT_PAGE_SIZE,
  CHAT_ROWS_MAX,
  CHAT_TEXT_MAX,
  CLIENT_ID_RE,
  MESSAGE_TYPE_ONLINE_SERVICE,
  QUICK_REPLIES_MAX,
  QUICK_REPLY_MAX,
  SENDER_READER,
  SENDER_SERVICE,
  type AgentDto,
  type ChatEvent,
  type ChatMessageDto,
  type ChatMessageListDto,
  type ChatPageDto,
  type ChatReadDto,
  type ChatReadEvent,
  type ChatUnreadDto,
  type ConversationDto,
  type ConversationEvent,
  type ConversationListDto,
  type QuickReplyDto,
  type SenderFlag,
} from "../../../common/chat.js";
import { toChatMessageDto, toConversationDto, toQuickReplyDto } from "../adapters/chat.js";
import type { Db } from "../db/client.js";
import { chatConversation, chatFile, chatMessage, quickReply, ucMember, type ChatConversation, type ChatFile, type ChatMessage, type UcMember } from "../db/schema.js";
import { ApiError } from "../http/errors.js";
import type { GuestIdService } from "./guests.js";

/** Namespaces and room of the announcements (realtime.ts NAMESPACES, SERVICE_ROOM; kept as strings: realtime.ts imports the services). */
export const NS_GUEST = "/socket/uc_message_user";
export const NS_MEMBER = "/socket/uc_message_uc_member";
export const NS_AGENTS = "/socket/work_place";
export const AGENTS_ROOM = "customer_service";

/** Sends `refresh` with `data` to the sockets registered as `userCode` on `ns` (Realtime.notify). */
export type Notify = (ns: typeof NS_GUEST | typeof NS_MEMBER | typeof NS_AGENTS, userCode: string, data: ChatEvent | ConversationEvent | ChatReadEvent) => void;

/** Folder of the chat images under STORAGE_DIR (outside STORAGE_DIR/site). */
export const CHAT_FILES_DIR = path.join("uploads", "chat");
/** A stored chat file's relative path: "3f/<32 hex>.<ext>". */
const FILE_PATH_RE = /^[0-9a-f]{2}\/[0-9a-f]{32}\.(gif|jpg|png|bmp)$/;
/** Sniffed MIME → stored extension. */
const EXT_OF: Record<string, string> = { "image/gif": "gif", "image/jpeg": "jpg", "image/png": "png", "image/bmp": "bmp" };

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

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Row = { m: ChatMessage; f: ChatFile | null };

/** Thrown inside a send's transaction to roll it back when the client id was stored before. */
class Duplicate extends Error {}

const invalid = (field: string, rule: string) => new ApiError("invalid_param", [{ field, rule }]);

/** True when a database error (or its cause) is a unique violation (23505). */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, i = 0; e && i < 5; i++, e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** A safe display name for an upload: no folders or control characters, ≤ 120 characters, the sniffed extension. */
function displayName(original: string | undefined, ext: string): string {
  const base = (original ?? "")
    .split(/[\\/]/)
    .pop()!
    .replace(/[\p{Cc}\p{Cf}"<>|:*?]+/gu, " ")
    .replace(/\.[^.]*$/, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 120);
  return `${base || "image"}.${ext}`;
}

/** Width and height from a BMP header (sharp does not read BMP), or null. */
function bmpSize(data: Buffer): { width: number; height: number } | null {
  if (data.length < 26 || data.toString("latin1", 0, 2) !== "BM") return null;
  const header = data.readUInt32LE(14);
  if (header === 12) return { width: data.readUInt16LE(18), height: data.readUInt16LE(20) };
  if (data.length < 26 || header < 40) return null;
  return { width: Math.abs(data.readInt32LE(18)), height: Math.abs(data.readInt32LE(22)) };
}

export interface ChatServiceOptions {
  /** STORAGE_DIR: chat images go under STORAGE_DIR/uploads/chat */
  storageDir: string;
  /** checks a guest's signed tempCustomId */
  guests: GuestIdService;
}

export class ChatService {
  /** the clock, ms since the epoch (tests replace it) */
  now: () => number = Date.now;
  /** announces to the realtime rooms; the routes connect it to app.realtime (a no-op until then) */
  notify: Notify = () => undefined;

  constructor(
    private readonly db: Db,
    private readonly opts: ChatServiceOptions,
  ) {}

  // ---------------------------------------------------------------------------
  // who is who

  /** Whether a member is a customer-service agent (uc_member.role). */
  isAgent(member: UcMember | null | undefined): boolean {
    return member?.role === AGENT_ROLE;
  }

  /**
   * The reader of a reader call. A member is the session's member; when
   * they pass a tempCustomId this server signed, the guest conversation of
   * that id becomes theirs first (merge). A guest needs a signed tempCustomId.
   * @throws invalid_param (422, tempCustomId required) a guest without one;
   *   forbidden (403, tempCustomId signature) one the server did not sign
   */
  async reader(member: UcMember | null, tempCustomId: string | undefined): Promise<Reader> {
    const tid = tempCustomId?.trim() || undefined;
    if (member) {
      if (tid && this.opts.guests.verify(tid)) await this.merge(member, tid);
      return { kind: "member", member };
    }
    if (!tid) throw invalid("tempCustomId", "required");
    if (!this.opts.guests.verify(tid)) throw new ApiError("forbidden", [{ field: "tempCustomId", rule: "signature" }]);
    return { kind: "guest", guestId: tid };
  }

  private keyOf(reader: Reader): string {
    return reader.kind === "member" ? `m:${reader.member.id}` : `g:${reader.guestId}`;
  }

  /** The reader's conversation, or null before their first message. */
  private async conversationOf(reader: Reader): Promise<ChatConversation | null> {
    const [c] = await this.db.select().from(chatConversation).where(eq(chatConversation.customerKey, this.keyOf(reader))).limit(1);
    return c ?? null;
  }

  /** The guest id file URLs of a conversation carry (null for a member's). */
  private guestIdOf(c: Pick<ChatConversation, "memberId" | "guestId">): string | null {
    return c.memberId === null ? c.guestId : null;
  }

  /**
   * Moves the guest conversation of `tempCustomId` to the member (issue 10:
   * "after login, the same conversation continues as the member"). Without
   * a member conversation the guest's becomes it; otherwise its messages
   * and files move into the member's (ids unchanged: a client reloads the
   * history after login) and it is deleted. Safe under concurrency
   * (row locks; a racing first send of the member is retried once).
   * @returns whether a guest conversation was taken over
   */
  async merge(member: UcMember, tempCustomId: string, retry = true): Promise<boolean> {
    const guestKey = `g:${tempCustomId}`;
    const memberKey = `m:${member.id}`;
    const [probe] = await this.db.select({ id: chatConversation.id }).from(chatConversation).where(eq(chatConversation.customerKey, guestKey)).limit(1);
    if (!probe) return false;
    let mergedId: number | null = null;
    try {
      mergedId = await this.db.transaction(async (tx) => {
        const [guest] = await tx.select().from(chatConversation).where(eq(chatConversation.customerKey, guestKey)).for("update");
        if (!guest) return null;
        const [mine] = await tx.select().from(chatConversation).where(eq(chatConversation.customerKey, memberKey)).for("update");
        if (!mine) {
          await tx.update(chatConversation).set({ customerKey: memberKey, memberId: member.id, guestId: null }).where(eq(chatConversation.id, guest.id));
          return guest.id;
        }
        await tx.update(chatMessage).set({ conversationId: mine.id }).where(eq(chatMessage.conversationId, guest.id));
        await tx.update(chatFile).set({ conversationId: mine.id }).where(eq(chatFile.conversationId, guest.id));
        const last = [mine.lastMessageAt, guest.lastMessageAt].filter((d): d is Date => !!d).sort((a, b) => +b - +a)[0] ?? null;
        const open = mine.status === "open" || guest.status === "open";
        await tx
          .update(chatConversation)
          .set({ status: open ? "open" : "closed", closedAt: open ? null : mine.closedAt, lastMessageAt: last, assignedTo: mine.assignedTo ?? guest.assignedTo })
          .where(eq(chatConversation.id, mine.id));
        await tx.delete(chatConversation).where(eq(chatConversation.id, guest.id));
        return mine.id;
      });
    } catch (err) {
      // the member's first send created their conversation meanwhile: merge into it
      if (retry && isUniqueViolation(err)) return this.merge(member, tempCustomId, false);
      throw err;
    }
    if (mergedId === null) return false;
    await this.announceConversation(mergedId);
    return true;
  }

  // ---------------------------------------------------------------------------
  // sending

  /**
   * Checks a send's text and client id.
   * @throws invalid_param (422): content empty or blank without a file (rule style_6, SPEC §8),
   *   longer than CHAT_TEXT_MAX (maxLength); clientId not CLIENT_ID_RE (pattern)
   */
  private checkSend(input: SendInput): { content: string; clientId: string } {
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
  async send(reader: Reader, input: SendInput): Promise<ChatMessageDto> {
    const { content, clientId } = this.checkSend(input);
    const senderId = reader.kind === "member" ? reader.member.code : reader.guestId;
    const customerKey = this.keyOf(reader);
    const memberId = reader.kind === "member" ? reader.member.id : null;
    const guestId = reader.kind === "guest" ? reader.guestId : null;
    const { dto, created, conv } = await this.store(clientId, senderId, input.file, async (tx, now) => {
      const [c] = await tx
        .insert(chatConversation)
        .values({ customerKey, memberId, guestId, status: "open", createdAt: now, lastMessageAt: now })
        .onConflictDoUpdate({ target: chatConversation.customerKey, set: { status: "open", closedAt: null, lastMessageAt: now } })
        .returning();
      return c;
    }, { content, senderFlag: SENDER_READER });
    if (created) this.announceMessage(conv, reader.kind === "member" ? reader.member.code : null, dto);
    return dto;
  }

  /**
   * An agent's reply (text and/or image) in conversation `id`: stored like
   * a reader's message (the conversation opens again when closed, and is
   * assigned to the agent when nobody has it), then announced to the
   * reader's room and the agents.
   * @throws not_found (404) no such conversation; invalid_param as send
   */
  async reply(agent: UcMember, id: number, input: SendInput): Promise<ChatMessageDto> {
    const { content, clientId } = this.checkSend(input);
    const { dto, created, conv } = await this.store(clientId, agent.code, input.file, async (tx, now) => {
      const [c] = await tx
        .update(chatConversation)
        .set({ status: "open", closedAt: null, lastMessageAt: now, assignedTo: sql`coalesce(${chatConversation.assignedTo}, ${agent.id})` })
        .where(eq(chatConversation.id, id))
        .returning();
      if (!c) throw new ApiError("not_found");
      return c;
    }, { content, senderFlag: SENDER_SERVICE });
    if (created) this.announceMessage(conv, await this.memberCodeOf(conv), dto);
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
  private async store(
    clientId: string,
    senderId: string,
    file: StoredImage | undefined,
    lock: (tx: Tx, now: Date) => Promise<ChatConversation>,
    msg: { content: string; senderFlag: SenderFlag },
  ): Promise<{ dto: ChatMessageDto; created: boolean; conv: ChatConversation }> {
    try {
      const now = new Date(this.now());
      const res = await this.db.transaction(async (tx) => {
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
        return { dto: toChatMessageDto(m, f, this.guestIdOf(conv)), conv };
      });
      return { ...res, created: true };
    } catch (err) {
      await this.discard(file);
      if (err instanceof Duplicate || isUniqueViolation(err)) {
        const stored = await this.byClientId(clientId);
        if (stored) return this.duplicateOf(stored, senderId);
      }
      throw err;
    }
  }

  /** The stored message of a client id, with its file and conversation. */
  private async byClientId(clientId: string): Promise<(Row & { c: ChatConversation }) | null> {
    const [row] = await this.db
      .select({ m: chatMessage, f: chatFile, c: chatConversation })
      .from(chatMessage)
      .innerJoin(chatConversation, eq(chatConversation.id, chatMessage.conversationId))
      .leftJoin(chatFile, eq(chatFile.id, chatMessage.fileId))
      .where(eq(chatMessage.clientId, clientId))
      .limit(1);
    return row ?? null;
  }

  /** The answer to a repeated client id: the stored message, when the same sender wrote it. */
  private duplicateOf(row: Row & { c: ChatConversation }, senderId: string) {
    if (row.m.senderId !== senderId) throw invalid("clientId", "exists");
    return { dto: toChatMessageDto(row.m, row.f, this.guestIdOf(row.c)), created: false, conv: row.c };
  }

  private async discard(file: StoredImage | undefined): Promise<void> {
    if (file) await rm(file.abs, { force: true });
  }

  // ---------------------------------------------------------------------------
  // reading

  private msgSelect() {
    return this.db.select({ m: chatMessage, f: chatFile }).from(chatMessage).leftJoin(chatFile, eq(chatFile.id, chatMessage.fileId));
  }

  /**
   * A page of a conversation (oldest first): the `rows` messages before the
   * anchor (beforeId / endTime / now), `page` pages back; or, with
   * `afterId`, the messages after that id (catch-up; hasMore then says
   * newer ones remain).
   * @throws invalid_param (422): rows above the limit; afterId with beforeId, endTime or page > 1
   */
  private async page(c: ChatConversation | null, q: HistoryQuery): Promise<ChatPageDto> {
    const catchUp = q.afterId !== undefined;
    const rows = q.rows ?? (catchUp ? CHAT_CATCHUP_MAX : CHAT_PAGE_SIZE);
    if (rows > (catchUp ? CHAT_CATCHUP_MAX : CHAT_ROWS_MAX)) throw invalid("rows", "maximum");
    if (catchUp && (q.beforeId !== undefined || q.endTime || (q.page ?? 1) > 1)) throw invalid("afterId", "exclusive");
    if (!c) return { list: [], total: 0, hasMore: false };
    const guestId = this.guestIdOf(c);
    const [{ n }] = await this.db.select({ n: count() }).from(chatMessage).where(eq(chatMessage.conversationId, c.id));
    const conds: SQL[] = [eq(chatMessage.conversationId, c.id)];
    if (catchUp) {
      conds.push(gt(chatMessage.id, q.afterId!));
      const got = await this.msgSelect().where(and(...conds)).orderBy(asc(chatMessage.id)).limit(rows + 1);
      return { list: got.slice(0, rows).map((r) => toChatMessageDto(r.m, r.f, guestId)), total: Number(n), hasMore: got.length > rows };
    }
    if (q.beforeId !== undefined) conds.push(lt(chatMessage.id, q.beforeId));
    if (q.endTime) conds.push(lt(chatMessage.createdAt, q.endTime));
    const got = await this.msgSelect()
      .where(and(...conds))
      .orderBy(desc(chatMessage.id))
      .offset(((q.page ?? 1) - 1) * rows)
      .limit(rows + 1);
    return { list: got.slice(0, rows).reverse().map((r) => toChatMessageDto(r.m, r.f, guestId)), total: Number(n), hasMore: got.length > rows };
  }

  /** The reader's history page or catch-up (getOnlineServerMsgRecord); see page(). */
  async history(reader: Reader, q: HistoryQuery): Promise<ChatPageDto> {
    return this.page(await this.conversationOf(reader), q);
  }

  /**
   * getMessageList: page `page` (1 = newest) of `rows` messages of the
   * reader's conversation, oldest first within the page. With `readStatus`
   * only customer-service messages with that status (the reader's inbox).
   * Types other than MESSAGE_TYPE_ONLINE_SERVICE hold no messages (empty).
   */
  async messageList(reader: Reader, q: { type?: number; readStatus?: 0 | 1; rows?: number; page?: number }): Promise<ChatMessageListDto> {
    const rows = q.rows ?? CHAT_PAGE_SIZE;
    const page = q.page ?? 1;
    if (rows > CHAT_ROWS_MAX) throw invalid("rows", "maximum");
    const c = (q.type ?? MESSAGE_TYPE_ONLINE_SERVICE) === MESSAGE_TYPE_ONLINE_SERVICE ? await this.conversationOf(reader) : null;
    if (!c) return { list: [], total: 0, hasMore: false, pageNum: page, pageCount: 0 };
    const conds: SQL[] = [eq(chatMessage.conversationId, c.id)];
    if (q.readStatus !== undefined) conds.push(eq(chatMessage.senderFlag, SENDER_SERVICE), eq(chatMessage.readStatus, q.readStatus));
    const [{ n }] = await this.db.select({ n: count() }).from(chatMessage).where(and(...conds));
    const total = Number(n);
    const got = await this.msgSelect().where(and(...conds)).orderBy(desc(chatMessage.id)).offset((page - 1) * rows).limit(rows);
    const pageCount = Math.ceil(total / rows);
    return { list: got.reverse().map((r) => toChatMessageDto(r.m, r.f, this.guestIdOf(c))), total, hasMore: page < pageCount, pageNum: page, pageCount };
  }

  /**
   * getNoReadOnlineMsgList: the reader's customer-service messages with
   * `readStatus` (default 0, unread), created at or after `startTime`,
   * oldest first, at most CHAT_CATCHUP_MAX, and how many there are.
   */
  async unread(reader: Reader, q: { type?: number; readStatus?: 0 | 1; startTime?: Date }): Promise<ChatUnreadDto> {
    const c = (q.type ?? MESSAGE_TYPE_ONLINE_SERVICE) === MESSAGE_TYPE_ONLINE_SERVICE ? await this.conversationOf(reader) : null;
    if (!c) return { list: [], count: 0 };
    const conds: SQL[] = [eq(chatMessage.conversationId, c.id), eq(chatMessage.senderFlag, SENDER_SERVICE), eq(chatMessage.readStatus, q.readStatus ?? 0)];
    if (q.startTime) conds.push(gte(chatMessage.createdAt, q.startTime));
    const [{ n }] = await this.db.select({ n: count() }).from(chatMessage).where(and(...conds));
    const got = await this.msgSelect().where(and(...conds)).orderBy(asc(chatMessage.id)).limit(CHAT_CATCHUP_MAX);
    return { list: got.map((r) => toChatMessageDto(r.m, r.f, this.guestIdOf(c))), count: Number(n) };
  }

  /**
   * readOnlineMessageByTime: marks the customer-service messages of the
   * reader's conversation created at or before `time` (default now) read,
   * and tells the agents (ChatReadEvent).
   * @returns how many were newly marked
   */
  async readByTime(reader: Reader, time?: Date): Promise<ChatReadDto> {
    const c = await this.conversationOf(reader);
    if (!c) return { count: 0 };
    const at = time ?? new Date(this.now());
    const done = await this.db
      .update(chatMessage)
      .set({ readStatus: 1 })
      .where(and(eq(chatMessage.conversationId, c.id), eq(chatMessage.senderFlag, SENDER_SERVICE), eq(chatMessage.readStatus, 0), lte(chatMessage.createdAt, at)))
      .returning({ id: chatMessage.id });
    if (done.length) {
      const event: ChatReadEvent = { type: "chat_read", conversationId: c.id, senderFlag: SENDER_SERVICE, upToId: Math.max(...done.map((d) => d.id)) };
      this.notify(NS_AGENTS, AGENTS_ROOM, event);
    }
    return { count: done.length };
  }

  // ---------------------------------------------------------------------------
  // files

  /**
   * Checks an uploaded chat image and writes it to the private folder
   * (STORAGE_DIR/uploads/chat/<2 hex>/<32 hex>.<ext>, outside the public site).
   * The type is sniffed from the bytes (gif, jpg/jpeg, bmp, png; the name
   * does not count); the size is read from the header.
   * @param original the uploaded file name (display only; given the sniffed extension)
   * @throws F_EXCEED_SIZE (413) over CHAT_IMAGE_MAX_BYTES; Q_TYPE_DENIED (415) not one of
   *   those types, or an image whose size cannot be read
   */
  async storeImage(data: Buffer, original?: string): Promise<StoredImage> {
    if (data.length > CHAT_IMAGE_MAX_BYTES) throw new ApiError("F_EXCEED_SIZE");
    const type = data.length ? await fileTypeFromBuffer(data) : undefined;
    if (!type || !(CHAT_IMAGE_MIMES as readonly string[]).includes(type.mime)) throw new ApiError("Q_TYPE_DENIED");
    let size: { width: number; height: number } | null = null;
    if (type.mime === "image/bmp") size = bmpSize(data);
    else {
      try {
        const meta = await sharp(data, { limitInputPixels: 100_000_000 }).metadata();
        size = meta.width && meta.height ? { width: meta.width, height: meta.height } : null;
      } catch {
        size = null;
      }
    }
    if (!size || !size.width || !size.height) throw new ApiError("Q_TYPE_DENIED");
    const ext = EXT_OF[type.mime];
    const rel = `${randomBytes(1).toString("hex")}/${randomBytes(16).toString("hex")}.${ext}`;
    const abs = this.fileAbs(rel);
    await mkdir(path.dirname(abs), { recursive: true });
    await writeNewFile(abs, data);
    return { rel, abs, name: displayName(original, ext), size: data.length, mime: type.mime, width: size.width, height: size.height };
  }

  /** Absolute path of a stored chat file. @throws Error for a path this service does not write */
  fileAbs(rel: string): string {
    if (!FILE_PATH_RE.test(rel)) throw new Error(`not a chat file path: ${JSON.stringify(rel)}`);
    return path.join(this.opts.storageDir, CHAT_FILES_DIR, ...rel.split("/"));
  }

  /**
   * A chat file for its viewer (GET /api/message/file/{id}): an agent, the
   * member whose conversation it is, or the guest holding the
   * conversation's signed tempCustomId. Only files of a stored message.
   * @returns the absolute path, MIME type, display name and size
   * @throws not_found (404) no such file; access_denied (401) neither a
   *   session nor a tempCustomId; forbidden (403) not a party of the conversation
   */
  async fileFor(member: UcMember | null, tempCustomId: string | undefined, id: number): Promise<{ abs: string; mime: string; name: string; size: number }> {
    const [row] = await this.db
      .select({ f: chatFile, c: chatConversation })
      .from(chatFile)
      .innerJoin(chatConversation, eq(chatConversation.id, chatFile.conversationId))
      .innerJoin(chatMessage, eq(chatMessage.fileId, chatFile.id))
      .where(eq(chatFile.id, id))
      .limit(1);
    if (!row) throw new ApiError("not_found");
    const { f, c } = row;
    const allowed =
      this.isAgent(member) ||
      (member !== null && c.memberId === member.id) ||
      (c.memberId === null && !!tempCustomId && c.guestId === tempCustomId && this.opts.guests.verify(tempCustomId));
    if (!allowed) throw member || tempCustomId ? new ApiError("forbidden") : new ApiError("access_denied");
    let abs: string;
    try {
      abs = this.fileAbs(f.path);
    } catch {
      throw new ApiError("not_found");
    }
    return { abs, mime: f.mime, name: f.name, size: f.size };
  }

  // ---------------------------------------------------------------------------
  // agents

  /** The code of a conversation's member, or null for a guest. */
  private async memberCodeOf(c: Pick<ChatConversation, "memberId">): Promise<string | null> {
    if (c.memberId === null) return null;
    const [m] = await this.db.select({ code: ucMember.code }).from(ucMember).where(eq(ucMember.id, c.memberId));
    return m?.code ?? null;
  }

  /** Every agent, by code (assignment choices). */
  async agents(): Promise<AgentDto[]> {
    return this.db.select({ code: ucMember.code, name: ucMember.name }).from(ucMember).where(eq(ucMember.role, AGENT_ROLE)).orderBy(asc(ucMember.code));
  }

  /** ConversationDtos of conversations matching `where`, newest activity first, with unread counts, waiting time and last message. */
  private async listConversations(where: SQL | undefined, rows: number, offset: number): Promise<ConversationDto[]> {
    const member = alias(ucMember, "customer");
    const assignee = alias(ucMember, "assignee");
    const unread = sql<number>`(select count(*)::int from ${chatMessage} um where um.conversation_id = ${chatConversation.id} and um.sender_flag = ${SENDER_READER} and um.read_status = 0)`;
    const waiting = sql<Date | string | null>`(select min(wm.created_at) from ${chatMessage} wm where wm.conversation_id = ${chatConversation.id} and wm.sender_flag = ${SENDER_READER}
      and wm.id > coalesce((select max(sm.id) from ${chatMessage} sm where sm.conversation_id = ${chatConversation.id} and sm.sender_flag = ${SENDER_SERVICE}), 0))`;
    const list = await this.db
      .select({ c: chatConversation, memberCode: member.code, memberName: member.name, assignedCode: assignee.code, unread, waiting })
      .from(chatConversation)
      .leftJoin(member, eq(member.id, chatConversation.memberId))
      .leftJoin(assignee, eq(assignee.id, chatConversation.assignedTo))
      .where(where)
      .orderBy(sql`${chatConversation.lastMessageAt} desc nulls last`, desc(chatConversation.id))
      .limit(rows)
      .offset(offset);
    if (!list.length) return [];
    const ids = list.map((r) => r.c.id);
    const lastIds = await this.db
      .select({ id: max(chatMessage.id) })
      .from(chatMessage)
      .where(inArray(chatMessage.conversationId, ids))
      .groupBy(chatMessage.conversationId);
    const last = lastIds.length
      ? await this.msgSelect().where(inArray(chatMessage.id, lastIds.map((r) => Number(r.id))))
      : [];
    const lastOf = new Map(last.map((r) => [r.m.conversationId, r]));
    return list.map((r) => {
      const l = lastOf.get(r.c.id);
      return toConversationDto(r.c, {
        memberCode: r.memberCode,
        memberName: r.memberName,
        assignedCode: r.assignedCode,
        unreadCount: Number(r.unread),
        waitingSince: r.waiting,
        lastMessage: l ? toChatMessageDto(l.m, l.f, this.guestIdOf(r.c)) : null,
      });
    });
  }

  /**
   * The agent console's list: conversations with at least one message,
   * filtered by status (default open) and assignment ("me", "none", or an
   * agent's code), newest activity first.
   * @throws invalid_param (422, assigned notFound) an unknown agent code
   */
  async conversations(agent: UcMember, q: { status?: "open" | "closed" | "all"; assigned?: string; page?: number; rows?: number }): Promise<ConversationListDto> {
    const rows = q.rows ?? 20;
    const page = q.page ?? 1;
    const conds: SQL[] = [isNotNull(chatConversation.lastMessageAt)];
    const status = q.status ?? "open";
    if (status !== "all") conds.push(eq(chatConversation.status, status));
    if (q.assigned === "me") conds.push(eq(chatConversation.assignedTo, agent.id));
    else if (q.assigned === "none") conds.push(isNull(chatConversation.assignedTo));
    else if (q.assigned) conds.push(eq(chatConversation.assignedTo, await this.agentId(q.assigned, "assigned")));
    const where = and(...conds);
    const [{ n }] = await this.db.select({ n: count() }).from(chatConversation).where(where);
    return { list: await this.listConversations(where, rows, (page - 1) * rows), total: Number(n) };
  }

  /** One conversation as the console lists it. @throws not_found (404) */
  async conversation(id: number): Promise<ConversationDto> {
    const [c] = await this.listConversations(eq(chatConversation.id, id), 1, 0);
    if (!c) throw new ApiError("not_found");
    return c;
  }

  /** The id of the agent with `code`. @throws invalid_param (422, `field` notFound) when no agent has it */
  private async agentId(code: string, field: string): Promise<number> {
    const [a] = await this.db.select({ id: ucMember.id }).from(ucMember).where(and(eq(ucMember.code, code), eq(ucMember.role, AGENT_ROLE)));
    if (!a) throw invalid(field, "notFound");
    return a.id;
  }

  /** A conversation's messages for an agent (see page()). @throws not_found (404), invalid_param (422) */
  async agentMessages(id: number, q: HistoryQuery): Promise<ChatPageDto> {
    const [c] = await this.db.select().from(chatConversation).where(eq(chatConversation.id, id));
    if (!c) throw new ApiError("not_found");
    return this.page(c, q);
  }

  /**
   * Assigns a conversation to an agent (by code), or to nobody (null), and
   * tells the agents (ConversationEvent).
   * @throws not_found (404); invalid_param (422, agentCode notFound) not an agent's code
   */
  async assign(id: number, agentCode: string | null): Promise<ConversationDto> {
    const to = agentCode === null ? null : await this.agentId(agentCode, "agentCode");
    const done = await this.db.update(chatConversation).set({ assignedTo: to }).where(eq(chatConversation.id, id)).returning({ id: chatConversation.id });
    if (!done.length) throw new ApiError("not_found");
    return this.announceConversation(id);
  }

  /** Closes a conversation (a new message opens it again) and tells the agents. @throws not_found (404) */
  async close(id: number): Promise<ConversationDto> {
    const done = await this.db
      .update(chatConversation)
      .set({ status: "closed", closedAt: new Date(this.now()) })
      .where(eq(chatConversation.id, id))
      .returning({ id: chatConversation.id });
    if (!done.length) throw new ApiError("not_found");
    return this.announceConversation(id);
  }

  /**
   * An agent read the reader's messages of a conversation, up to `upToId`
   * (default all): marks them read, tells the reader (ChatReadEvent) and the
   * agents (ConversationEvent, the unread count).
   * @returns how many were newly marked
   * @throws not_found (404)
   */
  async agentRead(id: number, upToId?: number): Promise<ChatReadDto> {
    const [c] = await this.db.select().from(chatConversation).where(eq(chatConversation.id, id));
    if (!c) throw new ApiError("not_found");
    const conds: SQL[] = [eq(chatMessage.conversationId, id), eq(chatMessage.senderFlag, SENDER_READER), eq(chatMessage.readStatus, 0)];
    if (upToId !== undefined) conds.push(lte(chatMessage.id, upToId));
    const done = await this.db.update(chatMessage).set({ readStatus: 1 }).where(and(...conds)).returning({ id: chatMessage.id });
    if (done.length) {
      const event: ChatReadEvent = { type: "chat_read", conversationId: id, senderFlag: SENDER_READER, upToId: Math.max(...done.map((d) => d.id)) };
      this.toReader(c, await this.memberCodeOf(c), event);
      await this.announceConversation(id);
    }
    return { count: done.length };
  }

  // quick replies

  /** Every quick reply, oldest first. */
  async quickReplies(): Promise<QuickReplyDto[]> {
    return (await this.db.select({ id: quickReply.id, content: quickReply.content }).from(quickReply).orderBy(asc(quickReply.id))).map(toQuickReplyDto);
  }

  /** @throws invalid_param (422, content style_6 | maxLength) */
  private quickText(content: string): string {
    const text = content.trim();
    if (!text) throw invalid("content", "style_6");
    if (text.length > QUICK_REPLY_MAX) throw invalid("content", "maxLength");
    return text;
  }

  /** Adds a quick reply. @throws invalid_param (422: content; 409 quick replies maxItems when QUICK_REPLIES_MAX exist) */
  async addQuickReply(agent: UcMember, content: string): Promise<QuickReplyDto> {
    const text = this.quickText(content);
    const [{ n }] = await this.db.select({ n: count() }).from(quickReply);
    if (Number(n) >= QUICK_REPLIES_MAX) throw invalid("quickReplies", "maxItems");
    const [q] = await this.db.insert(quickReply).values({ content: text, createdBy: agent.id }).returning();
    return toQuickReplyDto(q);
  }

  /** Changes a quick reply's text. @throws not_found (404), invalid_param (422) */
  async updateQuickReply(id: number, content: string): Promise<QuickReplyDto> {
    const text = this.quickText(content);
    const [q] = await this.db.update(quickReply).set({ content: text }).where(eq(quickReply.id, id)).returning();
    if (!q) throw new ApiError("not_found");
    return toQuickReplyDto(q);
  }

  /** Deletes a quick reply. @throws not_found (404) */
  async deleteQuickReply(id: number): Promise<void> {
    const done = await this.db.delete(quickReply).where(eq(quickReply.id, id)).returning({ id: quickReply.id });
    if (!done.length) throw new ApiError("not_found");
  }

  // ---------------------------------------------------------------------------
  // announcements

  /** `refresh` to the reader's own room of a conversation (guest: tempCustomId, member: code). */
  private toReader(c: Pick<ChatConversation, "memberId" | "guestId">, memberCode: string | null, event: ChatEvent | ChatReadEvent): void {
    if (c.memberId === null) {
      if (c.guestId) this.notify(NS_GUEST, c.guestId, event);
    } else if (memberCode) this.notify(NS_MEMBER, memberCode, event);
  }

  /** A new message: to the reader's room and the agents' room. */
  private announceMessage(c: ChatConversation, memberCode: string | null, message: ChatMessageDto): void {
    const event: ChatEvent = { type: "chat_message", message };
    this.toReader(c, memberCode, event);
    this.notify(NS_AGENTS, AGENTS_ROOM, event);
  }

  /** The conversation as it is now, to the agents (ConversationEvent); answers it. */
  private async announceConversation(id: number): Promise<ConversationDto> {
    const conversation = await this.conversation(id);
    this.notify(NS_AGENTS, AGENTS_ROOM, { type: "chat_conversation", conversation });
    return conversation;
  }
}
