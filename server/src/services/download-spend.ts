/**
 * What a download costs and how it is paid (issue 20 "Sizes", "Contributor
 * earnings"; SPEC §6, §7 downloadImgs; DESIGN §7 "Money moves exactly
 * once"). Used by services/downloads.ts.
 *
 * Pricing (priceItems, pure): per photo, at the chosen size —
 * - free (relation.free) and the member's own contribution cost nothing
 *   (coveredBy "free", "own");
 * - a photo bought before (download_purchase.size: the largest size bought)
 *   costs nothing at that size or smaller ("repeat"); a larger size costs
 *   cost(new) − cost(bought), never negative, and raises the stored size;
 * - otherwise settings.sizes[size].cost (0: "free").
 * Units: photos of quota; a size costing 2 takes 2 of the quota or grants.
 *
 * Paying (spendInTx, inside the download's one transaction): the member row
 * and the contributors' rows are locked first, in id order (no two
 * downloads wait on each other in a circle); the chargeable units are
 * covered by the member's grants, then their organisation's
 * (services/grants.ts consumeGrants), then the quota (refused with
 * photo_group_12 unless member class type 1); the purchases are written or
 * raised; one download_log row a photo (size, cost, coveredBy, the
 * contributor's earned points = floor(cost × pointsPerPhoto × share / 100));
 * each contributor's uc_member.point is raised with one member_record kind
 * "point" (title record_point_sale) a download; the buyer gets the member
 * record kind "download" when quota was spent, as before.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { DOWNLOAD_SIZES, type CommerceSettings, type CoveredBy, type DownloadSize } from "../../../common/commerce.js";
import type { Db, Tx } from "../db/client.js";
import { downloadLog, downloadPurchase, memberRecord, ucMember, type Relation, type Story, type UcMember } from "../db/schema.js";
import { ApiError } from "../http/errors.js";
import { consumeGrants, ownerOf } from "./grants.js";

/** One photo of a download: its story and relation rows. */
export type Item = { s: Story; r: Relation };

/** A photo priced at a size. */
export interface Priced {
  item: Item;
  /** photos of quota (or grant) this photo takes */
  cost: number;
  /** set when it costs nothing; null while it is to be covered (grant, organisation, quota) */
  coveredBy: CoveredBy | null;
  /** the purchase to write: a new one, a raised size, or none */
  purchase: "new" | "raise" | null;
}

/** Position of a size, smallest first. */
export const sizeRank = (s: DownloadSize) => DOWNLOAD_SIZES.indexOf(s);

/** A stored purchase size (an unknown value reads as the original: it was bought whole before sizes existed). */
export const storedSize = (v: string): DownloadSize => ((DOWNLOAD_SIZES as readonly string[]).includes(v) ? (v as DownloadSize) : "original");

/**
 * Prices each photo at `size` (see the module comment).
 * @param bought the member's purchases among these photos: relationId → the largest size bought
 */
export function priceItems(list: Item[], member: Pick<UcMember, "id">, bought: ReadonlyMap<string, DownloadSize>, size: DownloadSize, settings: CommerceSettings): Priced[] {
  const unit = (s: DownloadSize) => settings.sizes[s].cost;
  return list.map((item): Priced => {
    if (item.r.free) return { item, cost: 0, coveredBy: "free", purchase: null };
    if (item.s.contributorId === member.id) return { item, cost: 0, coveredBy: "own", purchase: null };
    const had = bought.get(item.r.relationId);
    if (had && sizeRank(size) <= sizeRank(had)) return { item, cost: 0, coveredBy: "repeat", purchase: null };
    if (had) {
      const cost = Math.max(0, unit(size) - unit(had));
      return { item, cost, coveredBy: cost ? null : "repeat", purchase: "raise" };
    }
    const cost = unit(size);
    return { item, cost, coveredBy: cost ? null : "free", purchase: "new" };
  });
}

/**
 * Gives each chargeable photo, in order, its units from the pools: the
 * member's grants, the organisation's, then the quota; a photo's coveredBy
 * is the pool of its first unit. Mutates `priced`.
 * @returns units taken from the quota, and photos that took any
 */
export function assignCover(priced: Priced[], grant: number, organisation: number): { quotaUnits: number; quotaPhotos: number } {
  let g = grant;
  let o = organisation;
  let quotaUnits = 0;
  let quotaPhotos = 0;
  for (const p of priced) {
    if (p.coveredBy) continue;
    let left = p.cost;
    const fromG = Math.min(left, g);
    g -= fromG;
    left -= fromG;
    const fromO = Math.min(left, o);
    o -= fromO;
    left -= fromO;
    p.coveredBy = fromG ? "grant" : fromO ? "organisation" : "quota";
    if (left) {
      quotaUnits += left;
      quotaPhotos++;
    }
  }
  return { quotaUnits, quotaPhotos };
}

/** The member's purchases among `ids`: relationId → the largest size bought. */
export async function purchasesOf(db: Pick<Db, "select">, memberId: number, ids: string[]): Promise<Map<string, DownloadSize>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: downloadPurchase.relationId, size: downloadPurchase.size })
    .from(downloadPurchase)
    .where(and(eq(downloadPurchase.memberId, memberId), inArray(downloadPurchase.relationId, ids)));
  return new Map(rows.map((r) => [r.id, storedSize(r.size)]));
}

/** Points a contributor earns for `cost` photos of quota under the settings (rounded down). */
export const earnedPoints = (cost: number, s: Pick<CommerceSettings, "pointsPerPhoto" | "contributorSharePercent">) =>
  Math.floor((cost * s.pointsPerPhoto * s.contributorSharePercent) / 100);

/** What spendInTx did. */
export interface Spent {
  /** photos of quota spent from the member's own quota */
  spent: number;
  /** the quota left */
  residueCount: number;
  priced: Priced[];
}

/**
 * Inside a transaction: prices, covers and records a download (see the
 * module comment).
 * @param title the member record's title (the story's title in the reader's language)
 * @throws photo_group_12 (409: the quota does not cover the rest; the transaction rolls back, nothing spent)
 */
export async function spendInTx(
  tx: Tx,
  member: Pick<UcMember, "id">,
  list: Item[],
  size: DownloadSize,
  settings: CommerceSettings,
  now: Date,
  record: { title: string; htmlUrl: string | null },
): Promise<Spent> {
  const contributors = [...new Set(list.map((i) => i.s.contributorId).filter((c): c is number => c !== null && c !== member.id))];
  // every member row this download changes, locked in id order
  const locked = await tx
    .select()
    .from(ucMember)
    .where(inArray(ucMember.id, [member.id, ...contributors]))
    .orderBy(asc(ucMember.id))
    .for("update");
  const me = locked.find((m) => m.id === member.id);
  if (!me) throw new ApiError("access_denied");
  const candidates = list.filter((i) => !i.r.free && i.s.contributorId !== me.id).map((i) => i.r.relationId);
  const priced = priceItems(list, me, await purchasesOf(tx, me.id, candidates), size, settings);
  const units = priced.reduce((a, p) => a + (p.coveredBy ? 0 : p.cost), 0);
  const covered = units ? await consumeGrants(tx, ownerOf(me), units, now) : { member: 0, organisation: 0 };
  const { quotaUnits } = assignCover(priced, covered.member, covered.organisation);
  let residueCount = me.downloadQuota;
  if (quotaUnits) {
    const beyondAllowed = me.ucMemberClassType === 1;
    const [left] = await tx
      .update(ucMember)
      .set({ downloadQuota: sql`${ucMember.downloadQuota} - ${quotaUnits}` })
      .where(and(eq(ucMember.id, me.id), beyondAllowed ? undefined : sql`${ucMember.downloadQuota} >= ${quotaUnits}`))
      .returning({ q: ucMember.downloadQuota });
    if (!left) throw new ApiError("photo_group_12");
    residueCount = left.q;
    await tx.insert(memberRecord).values({ memberId: me.id, kind: "download", amount: -quotaUnits, title: record.title, htmlUrl: record.htmlUrl, balance: left.q });
  }
  const fresh = priced.filter((p) => p.purchase === "new").map((p) => ({ memberId: me.id, relationId: p.item.r.relationId, size }));
  if (fresh.length) await tx.insert(downloadPurchase).values(fresh).onConflictDoUpdate({ target: [downloadPurchase.memberId, downloadPurchase.relationId], set: { size } });
  const raised = priced.filter((p) => p.purchase === "raise").map((p) => p.item.r.relationId);
  if (raised.length) await tx.update(downloadPurchase).set({ size }).where(and(eq(downloadPurchase.memberId, me.id), inArray(downloadPurchase.relationId, raised)));
  const earned = new Map<number, { points: number; htmlUrl: string | null }>();
  const rows = priced.map((p) => {
    const c = p.item.s.contributorId;
    const contributorId = c !== null && c !== me.id && p.cost > 0 ? c : null;
    const points = contributorId ? earnedPoints(p.cost, settings) : 0;
    if (contributorId && points) {
      const e = earned.get(contributorId) ?? { points: 0, htmlUrl: null };
      earned.set(contributorId, { points: e.points + points, htmlUrl: e.htmlUrl ?? record.htmlUrl });
    }
    return {
      memberId: me.id,
      organisationId: me.organisationId,
      relationId: p.item.r.relationId,
      pcId: p.item.s.pcId,
      size,
      cost: p.cost,
      coveredBy: p.coveredBy ?? "quota",
      contributorId,
      earnedPoints: points,
      createdAt: now,
    };
  });
  if (rows.length) await tx.insert(downloadLog).values(rows);
  for (const [id, e] of earned) {
    await tx.update(ucMember).set({ point: sql`${ucMember.point} + ${e.points}` }).where(eq(ucMember.id, id));
    await tx.insert(memberRecord).values({ memberId: id, kind: "point", amount: e.points, title: "record_point_sale", htmlUrl: e.htmlUrl });
  }
  return { spent: quotaUnits, residueCount, priced };
}
