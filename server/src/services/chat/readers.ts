/**
 * Who is chatting (SPEC §6 Customer service, §7 tempCustomId; issue 10).
 * A guest is known only by a tempCustomId the server signed
 * (GuestIdService.verify), a member only by the session: a guest can never
 * address a member's conversation nor another guest's (short of holding its
 * signed id). A member who passes the tempCustomId they chatted with as a
 * guest takes that conversation over (merge): "after login, the same
 * conversation continues as the member"; the guest id no longer reaches it
 * afterwards.
 */
import { eq } from "drizzle-orm";
import { chatConversation, chatFile, chatMessage, type UcMember } from "../../db/schema.js";
import { ApiError } from "../../http/errors.js";
import { invalid, isUniqueViolation, type ChatContext, type Reader } from "./context.js";
import { announceConversation } from "./conversations.js";

/**
 * The reader of a reader call. A member is the session's member; when
 * they pass a tempCustomId this server signed, the guest conversation of
 * that id becomes theirs first (merge). A guest needs a signed tempCustomId.
 * @throws invalid_param (422, tempCustomId required) a guest without one;
 *   forbidden (403, tempCustomId signature) one the server did not sign
 */
export async function reader(ctx: ChatContext, member: UcMember | null, tempCustomId: string | undefined): Promise<Reader> {
  const tid = tempCustomId?.trim() || undefined;
  if (member) {
    if (tid && ctx.opts.guests.verify(tid)) await merge(ctx, member, tid);
    return { kind: "member", member };
  }
  if (!tid) throw invalid("tempCustomId", "required");
  if (!ctx.opts.guests.verify(tid)) throw new ApiError("forbidden", [{ field: "tempCustomId", rule: "signature" }]);
  return { kind: "guest", guestId: tid };
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
export async function merge(ctx: ChatContext, member: UcMember, tempCustomId: string, retry = true): Promise<boolean> {
  const guestKey = `g:${tempCustomId}`;
  const memberKey = `m:${member.id}`;
  const [probe] = await ctx.db.select({ id: chatConversation.id }).from(chatConversation).where(eq(chatConversation.customerKey, guestKey)).limit(1);
  if (!probe) return false;
  let mergedId: number | null = null;
  try {
    mergedId = await ctx.db.transaction(async (tx) => {
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
    if (retry && isUniqueViolation(err)) return merge(ctx, member, tempCustomId, false);
    throw err;
  }
  if (mergedId === null) return false;
  await announceConversation(ctx, mergedId);
  return true;
}
