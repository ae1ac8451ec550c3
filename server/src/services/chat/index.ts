/**
 * Customer-service chat (SPEC §3 Chat message, §4 Chat panel, §5 chat image
 * upload, §6 Customer service, §7 onlineService, getOnlineServerMsgRecord,
 * getMessageList, ucMessage/*, message/send_file_message_to_server, service/*;
 * §9; DESIGN §7 "a chat message accepted by the server is never lost";
 * issue 10): ChatService, the facade routes/chat.ts and routes/service.ts
 * call, over the modules of this folder, one per operation:
 *
 * - context.ts        the shared context (db, storage, guests, clock, notify),
 *                     Reader, SendInput, HistoryQuery, StoredImage, lookups;
 * - readers.ts        who is chatting: a member or a signed guest; a guest's
 *                     conversation taken over by the member (merge);
 * - messages.ts       sending (reader and agent): one transaction, stored
 *                     before acknowledged, a retried client id stored once;
 * - history.ts        history pages, catch-up after an id, read marks;
 * - conversations.ts  the agents' side: agents, the console's list, one
 *                     conversation, assign, close;
 * - quick-replies.ts  the agents' quick replies;
 * - files.ts          chat images: sniffed, stored privately, served to the parties;
 * - announcements.ts  realtime `refresh` to the reader's room and the agents' room.
 *
 * Rules: one conversation per reader ("m:<id>" for a member, "g:<tempCustomId>"
 * for a guest); agents (uc_member.role = AGENT_ROLE) see and answer every
 * conversation; after each stored message the server announces it (ChatEvent)
 * to the reader's own room and to the agents' room SERVICE_ROOM on
 * /socket/work_place. The routes connect `notify` to app.realtime (absent
 * under app.inject: nothing is sent). Each method's contract (shapes, errors)
 * is written on the function it calls.
 */
import type {
  AgentDto,
  ChatMessageDto,
  ChatMessageListDto,
  ChatPageDto,
  ChatReadDto,
  ChatUnreadDto,
  ConversationDto,
  ConversationListDto,
  QuickReplyDto,
} from "../../../../common/chat/contract.js";
import type { Db } from "../../db/client.js";
import type { UcMember } from "../../db/schema.js";
import * as conversations from "./conversations.js";
import { isAgent, type ChatContext, type ChatServiceOptions, type HistoryQuery, type Notify, type Reader, type SendInput, type StoredImage } from "./context.js";
import * as files from "./files.js";
import * as history from "./history.js";
import * as messages from "./messages.js";
import * as quick from "./quick-replies.js";
import * as readers from "./readers.js";

export { AGENTS_ROOM, NS_AGENTS, NS_GUEST, NS_MEMBER } from "./announcements.js";
export { CHAT_FILES_DIR } from "./files.js";
export type { ChatServiceOptions, HistoryQuery, Notify, Reader, SendInput, StoredImage } from "./context.js";

export class ChatService {
  /** the clock, ms since the epoch (tests replace it) */
  now: () => number = Date.now;
  /** announces to the realtime rooms; the routes connect it to app.realtime (a no-op until then) */
  notify: Notify = () => undefined;
  /** what the operations work with; `now` and `notify` read this service's fields at each call */
  private readonly ctx: ChatContext;

  constructor(db: Db, opts: ChatServiceOptions) {
    this.ctx = { db, opts, now: () => this.now(), notify: (ns, code, data) => this.notify(ns, code, data) };
  }

  // who is who (readers.ts)

  /** Whether a member is a customer-service agent (uc_member.role). */
  isAgent(member: UcMember | null | undefined): boolean {
    return isAgent(member);
  }

  /** The reader of a reader call (readers.ts reader). @throws invalid_param (422), forbidden (403) */
  reader(member: UcMember | null, tempCustomId: string | undefined): Promise<Reader> {
    return readers.reader(this.ctx, member, tempCustomId);
  }

  /** Moves a guest's conversation to the member (readers.ts merge). @returns whether one was taken over */
  merge(member: UcMember, tempCustomId: string, retry = true): Promise<boolean> {
    return readers.merge(this.ctx, member, tempCustomId, retry);
  }

  // sending (messages.ts)

  /** A reader's message, stored then announced (messages.ts send). @throws invalid_param (422, 409 clientId exists) */
  send(reader: Reader, input: SendInput): Promise<ChatMessageDto> {
    return messages.send(this.ctx, reader, input);
  }

  /** An agent's reply in conversation `id` (messages.ts reply). @throws not_found (404), invalid_param (422, 409) */
  reply(agent: UcMember, id: number, input: SendInput): Promise<ChatMessageDto> {
    return messages.reply(this.ctx, agent, id, input);
  }

  // reading and read marks (history.ts)

  /** The reader's history page or catch-up, getOnlineServerMsgRecord (history.ts history). @throws invalid_param (422) */
  history(reader: Reader, q: HistoryQuery): Promise<ChatPageDto> {
    return history.history(this.ctx, reader, q);
  }

  /** getMessageList (history.ts messageList). @throws invalid_param (422) */
  messageList(reader: Reader, q: { type?: number; readStatus?: 0 | 1; rows?: number; page?: number }): Promise<ChatMessageListDto> {
    return history.messageList(this.ctx, reader, q);
  }

  /** getNoReadOnlineMsgList (history.ts unread). */
  unread(reader: Reader, q: { type?: number; readStatus?: 0 | 1; startTime?: Date }): Promise<ChatUnreadDto> {
    return history.unread(this.ctx, reader, q);
  }

  /** readOnlineMessageByTime: the reader read the service's messages up to `time` (history.ts readByTime). */
  readByTime(reader: Reader, time?: Date): Promise<ChatReadDto> {
    return history.readByTime(this.ctx, reader, time);
  }

  /** A conversation's messages for an agent (history.ts agentMessages). @throws not_found (404), invalid_param (422) */
  agentMessages(id: number, q: HistoryQuery): Promise<ChatPageDto> {
    return history.agentMessages(this.ctx, id, q);
  }

  /** An agent read the reader's messages up to `upToId` (history.ts agentRead). @throws not_found (404) */
  agentRead(id: number, upToId?: number): Promise<ChatReadDto> {
    return history.agentRead(this.ctx, id, upToId);
  }

  // files (files.ts)

  /** Checks and writes a chat image (files.ts storeImage). @throws F_EXCEED_SIZE (413), Q_TYPE_DENIED (415) */
  storeImage(data: Buffer, original?: string): Promise<StoredImage> {
    return files.storeImage(this.ctx, data, original);
  }

  /** Absolute path of a stored chat file (files.ts fileAbs). @throws Error for a path this service does not write */
  fileAbs(rel: string): string {
    return files.fileAbs(this.ctx, rel);
  }

  /** A chat file for its viewer (files.ts fileFor). @throws not_found (404), access_denied (401), forbidden (403) */
  fileFor(member: UcMember | null, tempCustomId: string | undefined, id: number): Promise<{ abs: string; mime: string; name: string; size: number }> {
    return files.fileFor(this.ctx, member, tempCustomId, id);
  }

  // agents (conversations.ts)

  /** Every agent, by code (conversations.ts agents). */
  agents(): Promise<AgentDto[]> {
    return conversations.agents(this.ctx);
  }

  /** The agent console's list (conversations.ts conversations). @throws invalid_param (422) */
  conversations(agent: UcMember, q: { status?: "open" | "closed" | "all"; assigned?: string; page?: number; rows?: number }): Promise<ConversationListDto> {
    return conversations.conversations(this.ctx, agent, q);
  }

  /** One conversation as the console lists it (conversations.ts conversation). @throws not_found (404) */
  conversation(id: number): Promise<ConversationDto> {
    return conversations.conversation(this.ctx, id);
  }

  /** Assigns a conversation to an agent or nobody (conversations.ts assign). @throws not_found (404), invalid_param (422) */
  assign(id: number, agentCode: string | null): Promise<ConversationDto> {
    return conversations.assign(this.ctx, id, agentCode);
  }

  /** Closes a conversation (conversations.ts close). @throws not_found (404) */
  close(id: number): Promise<ConversationDto> {
    return conversations.close(this.ctx, id);
  }

  // quick replies (quick-replies.ts)

  /** Every quick reply, oldest first. */
  quickReplies(): Promise<QuickReplyDto[]> {
    return quick.quickReplies(this.ctx);
  }

  /** Adds a quick reply (quick-replies.ts addQuickReply). @throws invalid_param (422, 409 maxItems) */
  addQuickReply(agent: UcMember, content: string): Promise<QuickReplyDto> {
    return quick.addQuickReply(this.ctx, agent, content);
  }

  /** Changes a quick reply's text. @throws not_found (404), invalid_param (422) */
  updateQuickReply(id: number, content: string): Promise<QuickReplyDto> {
    return quick.updateQuickReply(this.ctx, id, content);
  }

  /** Deletes a quick reply. @throws not_found (404) */
  deleteQuickReply(id: number): Promise<void> {
    return quick.deleteQuickReply(this.ctx, id);
  }
}
