/**
 * Chat announcements (SPEC §7 realtime: /socket/uc_message_user,
 * /socket/uc_message_uc_member, /socket/work_place; issue 10): after each
 * stored message, read mark or conversation change the server sends
 * `refresh` with a ChatEvent, ChatReadEvent or ConversationEvent
 * (common/chat/contract.ts) to the reader's own room — by tempCustomId for a
 * guest, by member code for a member — and/or to the agents' room
 * SERVICE_ROOM. Events are hints: a client catches up with afterId.
 *
 * Sends through ChatContext.notify only (routes/chat.ts connects it to
 * app.realtime; absent under app.inject: nothing is sent). No database.
 */
import type { ChatEvent, ChatMessageDto, ChatReadEvent, ConversationDto } from "../../../../common/chat/contract.js";
import { NS_AGENTS, NS_GUEST, NS_MEMBER, SERVICE_ROOM as AGENTS_ROOM } from "../../../../common/realtime.js";
import type { ChatConversation } from "../../db/schema.js";
import type { ChatContext } from "./context.js";

/** Namespaces and room of the announcements: the realtime contract (common/realtime.ts), under the names the chat service uses. */
export { AGENTS_ROOM, NS_AGENTS, NS_GUEST, NS_MEMBER };

/** `refresh` to the reader's own room of a conversation (guest: tempCustomId, member: code). */
export function toReader(ctx: ChatContext, c: Pick<ChatConversation, "memberId" | "guestId">, memberCode: string | null, event: ChatEvent | ChatReadEvent): void {
  if (c.memberId === null) {
    if (c.guestId) ctx.notify(NS_GUEST, c.guestId, event);
  } else if (memberCode) ctx.notify(NS_MEMBER, memberCode, event);
}

/** `refresh` to the agents' room (SERVICE_ROOM on /socket/work_place). */
export function toAgents(ctx: ChatContext, event: ChatEvent | ChatReadEvent): void {
  ctx.notify(NS_AGENTS, AGENTS_ROOM, event);
}

/** A new message: to the reader's room and the agents' room. */
export function announceMessage(ctx: ChatContext, c: ChatConversation, memberCode: string | null, message: ChatMessageDto): void {
  const event: ChatEvent = { type: "chat_message", message };
  toReader(ctx, c, memberCode, event);
  toAgents(ctx, event);
}

/** A conversation as it is now (ConversationDto), to the agents (ConversationEvent). */
export function conversationChanged(ctx: ChatContext, conversation: ConversationDto): void {
  ctx.notify(NS_AGENTS, AGENTS_ROOM, { type: "chat_conversation", conversation });
}
