/**
 * The legacy commerce paths of SPEC §7 on the download data (issue 9):
 * purchases (web/pw_content check_is_buy, get_content_list, buy_content,
 * download; web/member_buy_record list, hide, hideMore), orders
 * (web/order/save buys download quota with points; withdraw takes points
 * out to the member's bank account), and web/buy/del_record.
 *
 * Points, like quota, are spent atomically: one conditional UPDATE in the
 * transaction that writes the order and the point record, so concurrent
 * orders never spend more points than the member has.
 *
 * The prices and limits are settings staff change in the console (issue 20,
 * services/settings.ts): points per photo (pointsPerPhoto), the most photos
 * one order buys (orderMaxQuantity) and the fewest points a withdrawal takes
 * (withdrawMinPoints), read when each call is made.
 */
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { downloadPurchase, memberOrder, memberRecord, relation, story, ucMember, ucMemberDetail, type UcMember } from "../db/schema.js";
import { storyUrls } from "../adapters/story.js";
import { ApiError } from "../http/errors.js";
import type { Lang } from "../locale/index.js";
import type { SettingsService } from "./settings.js";

/** One purchase as the member's lists show it. */
export interface PurchaseDto {
  relationId: string;
  storyId: string;
  /** the story's title in the caller's language */
  title: string;
  /** the photo's list image */
  imgUrl: string | null;
  /** the story page, with #relationId */
  htmlUrl: string;
  hidden: boolean;
  /** ISO 8601 */
  createTime: string;
}

/** An order (web/order/save, withdraw). */
export interface OrderDto {
  id: number;
  kind: "quota" | "withdraw";
  quantity: number;
  points: number;
  status: "done" | "requested";
  createTime: string;
}

export class CommerceService {
  /** @param settings the commerce settings (points per photo, order cap, withdrawal minimum) */
  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
  ) {}

  /**
   * One page of the member's purchases, newest first; hidden ones only when
   * asked (web/pw_content/get_content_list shows all, member_buy_record/list
   * the visible ones).
   * @param page 1-based; rows 1..100
   */
  async purchases(member: UcMember, page: number, rows: number, lang: Lang, withHidden: boolean): Promise<{ list: PurchaseDto[]; total: number }> {
    const where = and(eq(downloadPurchase.memberId, member.id), withHidden ? undefined : eq(downloadPurchase.hidden, false));
    const [list, [{ n }]] = await Promise.all([
      this.db
        .select({ p: downloadPurchase, r: relation, s: story })
        .from(downloadPurchase)
        .leftJoin(relation, eq(relation.relationId, downloadPurchase.relationId))
        .leftJoin(story, eq(story.pcId, relation.pcId))
        .where(where)
        .orderBy(desc(downloadPurchase.createdAt), desc(downloadPurchase.relationId))
        .limit(rows)
        .offset((page - 1) * rows),
      this.db.select({ n: count() }).from(downloadPurchase).where(where),
    ]);
    const edition = lang === "en" ? "en" : "zh";
    return {
      total: Number(n),
      list: list.map(({ p, r, s }) => ({
        relationId: p.relationId,
        storyId: s?.pcId ?? "",
        title: s ? (lang === "en" ? s.titleEn || s.titleZh : s.titleZh || s.titleEn) : p.relationId,
        imgUrl: r?.titleImage ?? r?.imgUrl ?? null,
        htmlUrl: s ? `${storyUrls(s, edition).htmlUrl}#${p.relationId}` : "",
        hidden: p.hidden,
        createTime: p.createdAt.toISOString(),
      })),
    };
  }

  /**
   * Hides purchases from the member's list (web/member_buy_record/hide,
   * hideMore); they stay paid. Unknown ids are skipped.
   * @returns how many were hidden
   */
  async hide(member: UcMember, relationIds: readonly string[]): Promise<number> {
    if (!relationIds.length) return 0;
    const rows = await this.db
      .update(downloadPurchase)
      .set({ hidden: true })
      .where(and(eq(downloadPurchase.memberId, member.id), inArray(downloadPurchase.relationId, [...relationIds])))
      .returning({ id: downloadPurchase.relationId });
    return rows.length;
  }

  /**
   * Buys `quantity` photos of download quota for the setting pointsPerPhoto
   * points each (web/order/save), atomically: the points, the quota, the
   * order and the point record change together or not at all.
   * @throws invalid_param (422: more than the setting orderMaxQuantity,
   *   field quantity rule maximum), point_short (409: not enough points);
   *   nothing changed
   */
  async buyQuota(member: UcMember, quantity: number): Promise<{ order: OrderDto; point: number; residueCount: number }> {
    const { pointsPerPhoto, orderMaxQuantity } = await this.settings.get();
    if (quantity > orderMaxQuantity) throw new ApiError("invalid_param", [{ field: "quantity", rule: "maximum" }]);
    const points = quantity * pointsPerPhoto;
    return this.db.transaction(async (tx) => {
      const [m] = await tx
        .update(ucMember)
        .set({ point: sql`${ucMember.point} - ${points}`, downloadQuota: sql`${ucMember.downloadQuota} + ${quantity}` })
        .where(and(eq(ucMember.id, member.id), sql`${ucMember.point} >= ${points}`))
        .returning({ point: ucMember.point, q: ucMember.downloadQuota });
      if (!m) throw new ApiError("point_short");
      const [o] = await tx.insert(memberOrder).values({ memberId: member.id, kind: "quota", quantity, points, status: "done" }).returning();
      await tx.insert(memberRecord).values({ memberId: member.id, kind: "point", amount: -points, title: "record_point_quota" });
      return { order: toOrderDto(o), point: m.point, residueCount: m.q };
    });
  }

  /**
   * Withdraws points to the member's bank account (web/order/withdraw),
   * atomically; the order stays "requested" until the bank pays.
   * @throws invalid_param (422: fewer than the setting withdrawMinPoints,
   *   field point, rule min), bank_missing (409: no bank details saved),
   *   point_short (409: not enough points; nothing changed)
   */
  async withdraw(member: UcMember, points: number): Promise<{ order: OrderDto; point: number }> {
    if (points < (await this.settings.get()).withdrawMinPoints) throw new ApiError("invalid_param", [{ field: "point", rule: "min" }]);
    const [d] = await this.db.select({ bank: ucMemberDetail.bank, number: ucMemberDetail.accountNumber }).from(ucMemberDetail).where(eq(ucMemberDetail.memberId, member.id));
    if (!d?.bank || !d.number) throw new ApiError("bank_missing");
    return this.db.transaction(async (tx) => {
      const [m] = await tx
        .update(ucMember)
        .set({ point: sql`${ucMember.point} - ${points}` })
        .where(and(eq(ucMember.id, member.id), sql`${ucMember.point} >= ${points}`))
        .returning({ point: ucMember.point });
      if (!m) throw new ApiError("point_short");
      const [o] = await tx.insert(memberOrder).values({ memberId: member.id, kind: "withdraw", points, status: "requested" }).returning();
      await tx.insert(memberRecord).values({ memberId: member.id, kind: "point", amount: -points, title: "record_point_withdraw" });
      return { order: toOrderDto(o), point: m.point };
    });
  }

  /**
   * Deletes one of the member's fee or download records (web/buy/del_record).
   * @returns false when the member has no such record
   */
  async deleteRecord(member: UcMember, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(memberRecord)
      .where(and(eq(memberRecord.id, id), eq(memberRecord.memberId, member.id), inArray(memberRecord.kind, ["fee", "download"])))
      .returning({ id: memberRecord.id });
    return rows.length > 0;
  }
}

function toOrderDto(o: typeof memberOrder.$inferSelect): OrderDto {
  return {
    id: o.id,
    kind: o.kind as OrderDto["kind"],
    quantity: o.quantity,
    points: o.points,
    status: o.status as OrderDto["status"],
    createTime: o.createTime.toISOString(),
  };
}
