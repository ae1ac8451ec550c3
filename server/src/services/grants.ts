/**
 * Download grants (issue 19 "Entitlements"): free downloads that staff give
 * a member beyond their own quota — an organisation member's access — with
 * the grant's own count of photos (remaining), its own period (validUntil),
 * or both. Table download_grant; the member sees theirs (GET
 * /api/download/grants), staff give and revoke them in the console
 * (services/staff.ts, audited).
 *
 * Use (services/downloads.ts): the paid photos of a download that are not
 * covered otherwise (free, bought before, the member's own contribution) are
 * covered by the member's active grants first — grants without a count
 * limit cover everything, counted grants give photos from the one that
 * expires first — and only the rest is spent from the quota. Counting down
 * happens in the download's transaction with the grant rows locked, so two
 * downloads at once never take more than a grant has left.
 */
import { and, asc, desc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { GrantDto } from "../../../common/staff.js";
import type { Db } from "../db/client.js";
import { downloadGrant, type DownloadGrantRow } from "../db/schema.js";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** True while a grant can be used at `now`: not revoked, started, not ended, photos left. */
export function grantActive(g: Pick<DownloadGrantRow, "revokedAt" | "validFrom" | "validUntil" | "remaining">, now: Date): boolean {
  return !g.revokedAt && g.validFrom <= now && (!g.validUntil || g.validUntil > now) && (g.remaining === null || g.remaining > 0);
}

/** A grant row → GrantDto. */
export function grantDto(g: DownloadGrantRow, now: Date): GrantDto {
  return {
    id: g.id,
    label: g.label,
    remaining: g.remaining,
    total: g.total,
    validFrom: g.validFrom.toISOString(),
    validUntil: g.validUntil?.toISOString() ?? null,
    revokedAt: g.revokedAt?.toISOString() ?? null,
    active: grantActive(g, now),
  };
}

/** Every grant of a member, the active ones first, newest first within each. */
export async function grantsOf(db: Pick<Db, "select">, memberId: number, now: Date): Promise<GrantDto[]> {
  const rows = await db.select().from(downloadGrant).where(eq(downloadGrant.memberId, memberId)).orderBy(desc(downloadGrant.id));
  const dtos = rows.map((g) => grantDto(g, now));
  return [...dtos.filter((g) => g.active), ...dtos.filter((g) => !g.active)];
}

/** The where clause of a member's usable grants at `now`. */
function usable(memberId: number, now: Date) {
  return and(
    eq(downloadGrant.memberId, memberId),
    isNull(downloadGrant.revokedAt),
    lte(downloadGrant.validFrom, now),
    or(isNull(downloadGrant.validUntil), gt(downloadGrant.validUntil, now)),
    or(isNull(downloadGrant.remaining), gt(downloadGrant.remaining, 0)),
  );
}

/**
 * How many of `n` photos the member's active grants would cover now (no
 * change): all of them under a grant without a count, else up to the sum of
 * what the counted grants have left.
 */
export async function coverable(db: Pick<Db, "select">, memberId: number, n: number, now: Date): Promise<number> {
  if (n <= 0) return 0;
  const rows = await db.select({ remaining: downloadGrant.remaining }).from(downloadGrant).where(usable(memberId, now));
  if (rows.some((r) => r.remaining === null)) return n;
  return Math.min(n, rows.reduce((a, r) => a + (r.remaining ?? 0), 0));
}

/**
 * Inside a download's transaction: covers up to `n` photos with the
 * member's active grants (rows locked), counting down the counted ones.
 * @returns photos covered (0..n)
 */
export async function consumeGrants(tx: Tx, memberId: number, n: number, now: Date): Promise<number> {
  if (n <= 0) return 0;
  const rows = await tx
    .select({ id: downloadGrant.id, remaining: downloadGrant.remaining })
    .from(downloadGrant)
    .where(usable(memberId, now))
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
