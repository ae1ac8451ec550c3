/**
 * Download grants (issue 19 "Entitlements", issue 20 packs and organisations):
 * photos a member may download beyond their own quota, with the grant's own
 * count of photos (remaining), its own period (validUntil), or both. Table
 * download_grant. A grant belongs to a member (staff grants of issue 19, a
 * pack the member bought) or to an organisation (its shared quota: packs its
 * admin bought for it, staff grants to it); exactly one of the two is set.
 * The member sees theirs (GET /api/download/grants), their organisation's
 * through GET /api/commerce/organisation; staff give and revoke them in the
 * console (services/staff.ts, services/organisations.ts, audited), a paid
 * pack order adds one (services/orders.ts, order_id unique).
 *
 * Use (services/downloads.ts): the paid photos of a download that are not
 * covered otherwise (free, bought before, the member's own contribution) are
 * covered by the member's own active grants first, then by their
 * organisation's — within each owner, grants without a count limit cover
 * everything, counted grants give photos from the one that expires first —
 * and only the rest is spent from the quota. Counting down happens in the
 * download's transaction with the grant rows locked (the member's, then the
 * organisation's: one order for every download, so two never wait on each
 * other in a circle), so two downloads at once never take more than a grant
 * has left.
 */
import { and, asc, desc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { GrantDto } from "../../../common/staff.js";
import type { Db, Tx } from "../db/client.js";
import { downloadGrant, packOrder, type DownloadGrantRow } from "../db/schema.js";

/** Whose grants a download may use: the member's own, then those of the organisation whose seat they hold (null: none). */
export interface GrantOwner {
  memberId: number;
  organisationId: number | null;
}

/** The GrantOwner of a member row (uc_member.organisation_id, issue 20). */
export function ownerOf(member: { id: number; organisationId?: number | null }): GrantOwner {
  return { memberId: member.id, organisationId: member.organisationId ?? null };
}

/** True while a grant can be used at `now`: not revoked, started, not ended, photos left. */
export function grantActive(g: Pick<DownloadGrantRow, "revokedAt" | "validFrom" | "validUntil" | "remaining">, now: Date): boolean {
  return !g.revokedAt && g.validFrom <= now && (!g.validUntil || g.validUntil > now) && (g.remaining === null || g.remaining > 0);
}

/** A grant row → GrantDto. */
export function grantDto(g: DownloadGrantRow, now: Date, orderNumber: string | null = null): GrantDto {
  return {
    id: g.id,
    label: g.label,
    remaining: g.remaining,
    total: g.total,
    validFrom: g.validFrom.toISOString(),
    validUntil: g.validUntil?.toISOString() ?? null,
    revokedAt: g.revokedAt?.toISOString() ?? null,
    active: grantActive(g, now),
    orderNumber,
  };
}

/** The grants of one owner column, the active ones first, newest first within each. */
async function grantsWhere(db: Pick<Db, "select">, where: ReturnType<typeof eq>, now: Date): Promise<GrantDto[]> {
  const rows = await db
    .select({ g: downloadGrant, number: packOrder.number })
    .from(downloadGrant)
    .leftJoin(packOrder, eq(packOrder.id, downloadGrant.orderId))
    .where(where)
    .orderBy(desc(downloadGrant.id));
  const dtos = rows.map((r) => grantDto(r.g, now, r.number));
  return [...dtos.filter((g) => g.active), ...dtos.filter((g) => !g.active)];
}

/** Every grant of a member (their own, not their organisation's), the active ones first, newest first within each. */
export function grantsOf(db: Pick<Db, "select">, memberId: number, now: Date): Promise<GrantDto[]> {
  return grantsWhere(db, eq(downloadGrant.memberId, memberId), now);
}

/** Every grant of an organisation (its shared quota, issue 20), the active ones first, newest first within each. */
export function orgGrantsOf(db: Pick<Db, "select">, organisationId: number, now: Date): Promise<GrantDto[]> {
  return grantsWhere(db, eq(downloadGrant.organisationId, organisationId), now);
}

/** The where clause of the usable grants at `now` of a member (`kind` member) or an organisation. */
function usable(kind: "member" | "organisation", id: number, now: Date) {
  return and(
    eq(kind === "member" ? downloadGrant.memberId : downloadGrant.organisationId, id),
    isNull(downloadGrant.revokedAt),
    lte(downloadGrant.validFrom, now),
    or(isNull(downloadGrant.validUntil), gt(downloadGrant.validUntil, now)),
    or(isNull(downloadGrant.remaining), gt(downloadGrant.remaining, 0)),
  );
}

/** The owners of `owner` in the order their grants are used: the member's, then the organisation's. */
function owners(owner: GrantOwner): ["member" | "organisation", number][] {
  return owner.organisationId === null
    ? [["member", owner.memberId]]
    : [
        ["member", owner.memberId],
        ["organisation", owner.organisationId],
      ];
}

/**
 * How many of `n` photos the active grants of `owner` (the member's, then
 * their organisation's) would cover now (no change): all of them under a
 * grant without a count, else up to the sum of what the counted grants have
 * left.
 */
export async function coverable(db: Pick<Db, "select">, owner: GrantOwner, n: number, now: Date): Promise<number> {
  if (n <= 0) return 0;
  let left = n;
  for (const [kind, id] of owners(owner)) {
    if (left === 0) break;
    const rows = await db.select({ remaining: downloadGrant.remaining }).from(downloadGrant).where(usable(kind, id, now));
    if (rows.some((r) => r.remaining === null)) return n;
    left -= Math.min(left, rows.reduce((a, r) => a + (r.remaining ?? 0), 0));
  }
  return n - left;
}

/** Covers up to `n` photos with one owner's usable grants (rows locked FOR UPDATE); @returns photos covered. */
async function consumeOf(tx: Tx, kind: "member" | "organisation", id: number, n: number, now: Date): Promise<number> {
  if (n <= 0) return 0;
  const rows = await tx
    .select({ id: downloadGrant.id, remaining: downloadGrant.remaining })
    .from(downloadGrant)
    .where(usable(kind, id, now))
    .orderBy(sql`${downloadGrant.remaining} is not null`, asc(sql`coalesce(${downloadGrant.validUntil}, 'infinity'::timestamptz)`), asc(downloadGrant.id))
    .for("update");
  let left = n;
  for (const g of rows) {
    if (g.remaining === null) return n;
    const take = Math.min(left, g.remaining);
    if (take > 0) {
      await tx.update(downloadGrant).set({ remaining: sql`${downloadGrant.remaining} - ${take}` }).where(eq(downloadGrant.id, g.id));
      left -= take;
    }
    if (left === 0) break;
  }
  return n - left;
}

/**
 * Inside a download's transaction: covers up to `n` photos with the active
 * grants of `owner` — the member's own first, then their organisation's —
 * rows locked FOR UPDATE, counting down the counted ones.
 * @returns photos covered by the member's grants and by the organisation's
 *   (member + organisation is 0..n)
 */
export async function consumeGrants(tx: Tx, owner: GrantOwner, n: number, now: Date): Promise<{ member: number; organisation: number }> {
  const member = await consumeOf(tx, "member", owner.memberId, n, now);
  const organisation = owner.organisationId === null ? 0 : await consumeOf(tx, "organisation", owner.organisationId, n - member, now);
  return { member, organisation };
}
