/**
 * The agents' side of customer-service chat (SPEC §6 Customer service, §7
 * service/*; issue 10): the agents, the console's list of conversations
 * (filters, unread counts, waiting time, last message), one conversation,
 * assigning and closing. Agents (uc_member.role = AGENT_ROLE) see and
 * answer every conversation; every change is announced to the agents
 * (ConversationEvent, announcements.ts).
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, max, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { AGENT_ROLE, SENDER_READER, SENDER_SERVICE, type AgentDto, type ConversationDto, type ConversationListDto } from "../../../../common/chat/contract.js";
import { toChatMessageDto, toConversationDto } from "../../adapters/chat.js";
import { chatConversation, chatMessage, ucMember, type UcMember } from "../../db/schema.js";
import { ApiError } from "../../http/errors.js";
import { conversationChanged } from "./announcements.js";
import { guestIdOf, invalid, msgSelect, type ChatContext } from "./context.js";

/** Every agent, by code (assignment choices). */
export async function agents(ctx: ChatContext): Promise<AgentDto[]> {
  return ctx.db.select({ code: ucMember.code, name: ucMember.name }).from(ucMember).where(eq(ucMember.role, AGENT_ROLE)).orderBy(asc(ucMember.code));
}

/** ConversationDtos of conversations matching `where`, newest activity first, with unread counts, waiting time and last message. */
async function listConversations(ctx: ChatContext, where: SQL | undefined, rows: number, offset: number): Promise<ConversationDto[]> {
  const member = alias(ucMember, "customer");
  const assignee = alias(ucMember, "assignee");
  const unread = sql<number>`(select count(*)::int from ${chatMessage} um where um.conversation_id = ${chatConversation.id} and um.sender_flag = ${SENDER_READER} and um.read_status = 0)`;
  const waiting = sql<Date | string | null>`(select min(wm.created_at) from ${chatMessage} wm where wm.conversation_id = ${chatConversation.id} and wm.sender_flag = ${SENDER_READER}
      and wm.id > coalesce((select max(sm.id) from ${chatMessage} sm where sm.conversation_id = ${chatConversation.id} and sm.sender_flag = ${SENDER_SERVICE}), 0))`;
  const list = await ctx.db
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
  const lastIds = await ctx.db
    .select({ id: max(chatMessage.id) })
    .from(chatMessage)
    .where(inArray(chatMessage.conversationId, ids))
    .groupBy(chatMessage.conversationId);
  const last = lastIds.length
    ? await msgSelect(ctx).where(inArray(chatMessage.id, lastIds.map((r) => Number(r.id))))
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
      lastMessage: l ? toChatMessageDto(l.m, l.f, guestIdOf(r.c)) : null,
    });
  });
}

/**
 * The agent console's list: conversations with at least one message,
 * filtered by status (default open) and assignment ("me", "none", or an
 * agent's code), newest activity first.
 * @throws invalid_param (422, assigned notFound) an unknown agent code
 */
export async function conversations(
  ctx: ChatContext,
  agent: UcMember,
  q: { status?: "open" | "closed" | "all"; assigned?: string; page?: number; rows?: number },
): Promise<ConversationListDto> {
  const rows = q.rows ?? 20;
  const page = q.page ?? 1;
  const conds: SQL[] = [isNotNull(chatConversation.lastMessageAt)];
  const status = q.status ?? "open";
  if (status !== "all") conds.push(eq(chatConversation.status, status));
  if (q.assigned === "me") conds.push(eq(chatConversation.assignedTo, agent.id));
  else if (q.assigned === "none") conds.push(isNull(chatConversation.assignedTo));
  else if (q.assigned) conds.push(eq(chatConversation.assignedTo, await agentId(ctx, q.assigned, "assigned")));
  const where = and(...conds);
  const [{ n }] = await ctx.db.select({ n: count() }).from(chatConversation).where(where);
  return { list: await listConversations(ctx, where, rows, (page - 1) * rows), total: Number(n) };
}

/** One conversation as the console lists it. @throws not_found (404) */
export async function conversation(ctx: ChatContext, id: number): Promise<ConversationDto> {
  const [c] = await listConversations(ctx, eq(chatConversation.id, id), 1, 0);
  if (!c) throw new ApiError("not_found");
  return c;
}

/** The id of the agent with `code`. @throws invalid_param (422, `field` notFound) when no agent has it */
async function agentId(ctx: ChatContext, code: string, field: string): Promise<number> {
  const [a] = await ctx.db.select({ id: ucMember.id }).from(ucMember).where(and(eq(ucMember.code, code), eq(ucMember.role, AGENT_ROLE)));
  if (!a) throw invalid(field, "notFound");
  return a.id;
}

/** The conversation `id` as it is now, to the agents (ConversationEvent); answers it. @throws not_found (404) */
export async function announceConversation(ctx: ChatContext, id: number): Promise<ConversationDto> {
  const dto = await conversation(ctx, id);
  conversationChanged(ctx, dto);
  return dto;
}

/**
 * Assigns a conversation to an agent (by code), or to nobody (null), and
 * tells the agents (ConversationEvent).
 * @throws not_found (404); invalid_param (422, agentCode notFound) not an agent's code
 */
export async function assign(ctx: ChatContext, id: number, agentCode: string | null): Promise<ConversationDto> {
  const to = agentCode === null ? null : await agentId(ctx, agentCode, "agentCode");
  const done = await ctx.db.update(chatConversation).set({ assignedTo: to }).where(eq(chatConversation.id, id)).returning({ id: chatConversation.id });
  if (!done.length) throw new ApiError("not_found");
  return announceConversation(ctx, id);
}

/** Closes a conversation (a new message opens it again) and tells the agents. @throws not_found (404) */
export async function close(ctx: ChatContext, id: number): Promise<ConversationDto> {
  const done = await ctx.db
    .update(chatConversation)
    .set({ status: "closed", closedAt: new Date(ctx.now()) })
    .where(eq(chatConversation.id, id))
    .returning({ id: chatConversation.id });
  if (!done.length) throw new ApiError("not_found");
  return announceConversation(ctx, id);
}
