/**
 * Chat rows → the DTOs of common/chat/contract.ts (SPEC §3 Chat message; issue 10).
 * The one place that builds ChatMessageDto, ChatFileDto, ConversationDto and
 * QuickReplyDto.
 */
import type { ChatFileDto, ChatMessageDto, ConversationDto, QuickReplyDto, SenderFlag } from "../../../common/chat/contract.js";
import type { ChatConversation, ChatFile, ChatMessage } from "../db/schema.js";

/**
 * Site-relative URL of a chat file: GET /api/message/file/{id}, with the
 * guest's tempCustomId when the conversation is a guest's (an <img> sends
 * no header; a member or an agent is known by the session cookie).
 */
export function chatFileUrl(fileId: number, guestId: string | null): string {
  return `/api/message/file/${fileId}${guestId ? `?tempCustomId=${encodeURIComponent(guestId)}` : ""}`;
}

/** ChatFileDto of a chat_file row. */
export function toChatFileDto(f: ChatFile, guestId: string | null): ChatFileDto {
  return { url: chatFileUrl(f.id, guestId), name: f.name, size: f.size, mime: f.mime, width: f.width ?? null, height: f.height ?? null };
}

/**
 * ChatMessageDto of a chat_message row and its file.
 * @param guestId the conversation's tempCustomId when it is a guest's (file URLs), else null
 */
export function toChatMessageDto(m: ChatMessage, file: ChatFile | null, guestId: string | null): ChatMessageDto {
  return {
    id: m.id,
    conversationId: m.conversationId,
    clientId: m.clientId,
    content: m.content,
    createTime: new Date(m.createdAt).toISOString(),
    senderId: m.senderId,
    senderFlag: (m.senderFlag === 1 ? 1 : 0) as SenderFlag,
    readStatus: m.readStatus === 1 ? 1 : 0,
    ucMessageFiles: file ? [toChatFileDto(file, guestId)] : [],
  };
}

/** What a conversation's list entry needs besides its row. */
export interface ConversationExtras {
  /** the member's code, or null for a guest */
  memberCode: string | null;
  /** the member's name, or null for a guest */
  memberName: string | null;
  /** the assigned agent's code, or null */
  assignedCode: string | null;
  unreadCount: number;
  waitingSince: Date | string | null;
  lastMessage: ChatMessageDto | null;
}

/** ConversationDto of a chat_conversation row (agent console). */
export function toConversationDto(c: ChatConversation, x: ConversationExtras): ConversationDto {
  const guest = c.memberId === null;
  return {
    id: c.id,
    customerId: guest ? (c.guestId ?? "") : (x.memberCode ?? ""),
    customerName: guest ? null : x.memberName,
    guest,
    status: c.status === "closed" ? "closed" : "open",
    assignedTo: x.assignedCode,
    unreadCount: Number(x.unreadCount) || 0,
    waitingSince: x.waitingSince ? new Date(x.waitingSince).toISOString() : null,
    lastMessage: x.lastMessage,
  };
}

/** QuickReplyDto of a quick_reply row. */
export function toQuickReplyDto(q: { id: number; content: string }): QuickReplyDto {
  return { id: q.id, content: q.content };
}
