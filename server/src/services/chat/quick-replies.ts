/**
 * Quick replies (SPEC §6 Customer service, §7 service/quick_replies; issue
 * 10): short texts any agent can insert, shared by all agents, at most
 * QUICK_REPLIES_MAX of at most QUICK_REPLY_MAX characters each.
 */
import { asc, count, eq } from "drizzle-orm";
import { QUICK_REPLIES_MAX, QUICK_REPLY_MAX, type QuickReplyDto } from "../../../../common/chat/contract.js";
import { toQuickReplyDto } from "../../adapters/chat.js";
import { quickReply, type UcMember } from "../../db/schema.js";
import { ApiError } from "../../http/errors.js";
import { invalid, type ChatContext } from "./context.js";

/** Every quick reply, oldest first. */
export async function quickReplies(ctx: ChatContext): Promise<QuickReplyDto[]> {
  return (await ctx.db.select({ id: quickReply.id, content: quickReply.content }).from(quickReply).orderBy(asc(quickReply.id))).map(toQuickReplyDto);
}

/** The trimmed text of a quick reply. @throws invalid_param (422, content style_6 | maxLength) */
function quickText(content: string): string {
  const text = content.trim();
  if (!text) throw invalid("content", "style_6");
  if (text.length > QUICK_REPLY_MAX) throw invalid("content", "maxLength");
  return text;
}

/** Adds a quick reply. @throws invalid_param (422: content; 409 quick replies maxItems when QUICK_REPLIES_MAX exist) */
export async function addQuickReply(ctx: ChatContext, agent: UcMember, content: string): Promise<QuickReplyDto> {
  const text = quickText(content);
  const [{ n }] = await ctx.db.select({ n: count() }).from(quickReply);
  if (Number(n) >= QUICK_REPLIES_MAX) throw invalid("quickReplies", "maxItems");
  const [q] = await ctx.db.insert(quickReply).values({ content: text, createdBy: agent.id }).returning();
  return toQuickReplyDto(q);
}

/** Changes a quick reply's text. @throws not_found (404), invalid_param (422) */
export async function updateQuickReply(ctx: ChatContext, id: number, content: string): Promise<QuickReplyDto> {
  const text = quickText(content);
  const [q] = await ctx.db.update(quickReply).set({ content: text }).where(eq(quickReply.id, id)).returning();
  if (!q) throw new ApiError("not_found");
  return toQuickReplyDto(q);
}

/** Deletes a quick reply. @throws not_found (404) */
export async function deleteQuickReply(ctx: ChatContext, id: number): Promise<void> {
  const done = await ctx.db.delete(quickReply).where(eq(quickReply.id, id)).returning({ id: quickReply.id });
  if (!done.length) throw new ApiError("not_found");
}
