/**
 * A contributor's earnings (issue 20 "Contributor earnings"; uc1): which of
 * their photos were downloaded, when, at which size, and what each earned
 * under the agency's share — the download_log rows whose contributor_id is
 * the member and whose cost is above 0 (services/download-spend.ts writes
 * them in the download's transaction and credits uc_member.point with a
 * member_record kind "point" at once). Totals per month (UTC) and of all
 * time; the points the member holds now, which the legacy withdrawal
 * (web/order/withdraw, services/commerce.ts) takes from.
 */
import { and, count, desc, eq, gt, sql } from "drizzle-orm";
import type { DownloadSize, EarningsDto } from "../../../common/commerce.js";
import type { Db } from "../db/client.js";
import { downloadLog, relation, story, ucMember, type UcMember } from "../db/schema.js";
import { storyUrls } from "../adapters/story.js";
import type { Lang } from "../locale/index.js";
import { storedSize } from "./download-spend.js";
import { SettingsService } from "./settings.js";

/** Most months the answer lists (20 years). */
export const EARNING_MONTHS_MAX = 240;

export class EarningsService {
  private readonly settings: SettingsService;

  constructor(
    private readonly db: Db,
    settings?: SettingsService,
  ) {
    this.settings = settings ?? new SettingsService(db);
  }

  /**
   * One page of the member's sales, newest first, with the month totals
   * (newest first), all-time points, the points held now and the share in
   * force (GET /api/commerce/earnings).
   * @param page 1-based; rows 1..100
   */
  async earnings(member: Pick<UcMember, "id">, page: number, rows: number, lang: Lang): Promise<EarningsDto> {
    const mine = and(eq(downloadLog.contributorId, member.id), gt(downloadLog.cost, 0));
    const month = sql<string>`to_char(${downloadLog.createdAt} at time zone 'UTC', 'YYYY-MM')`;
    const [list, [{ n }], months, [totals], [me], settings] = await Promise.all([
      this.db
        .select({ l: downloadLog, s: story, titleImage: relation.titleImage })
        .from(downloadLog)
        .leftJoin(story, eq(story.pcId, downloadLog.pcId))
        .leftJoin(relation, eq(relation.relationId, downloadLog.relationId))
        .where(mine)
        .orderBy(desc(downloadLog.createdAt), desc(downloadLog.id))
        .limit(rows)
        .offset((page - 1) * rows),
      this.db.select({ n: count() }).from(downloadLog).where(mine),
      this.db
        .select({ month, sales: count(), points: sql<number>`coalesce(sum(${downloadLog.earnedPoints}), 0)::int` })
        .from(downloadLog)
        .where(mine)
        .groupBy(month)
        .orderBy(desc(month))
        .limit(EARNING_MONTHS_MAX),
      this.db.select({ points: sql<number>`coalesce(sum(${downloadLog.earnedPoints}), 0)::int` }).from(downloadLog).where(mine),
      this.db.select({ point: ucMember.point }).from(ucMember).where(eq(ucMember.id, member.id)),
      this.settings.get(),
    ]);
    const edition = lang === "en" ? "en" : "zh";
    return {
      list: list.map(({ l, s, titleImage }) => ({
        relationId: l.relationId,
        pcId: l.pcId,
        title: s ? (lang === "en" ? s.titleEn || s.titleZh : s.titleZh || s.titleEn) : l.pcId,
        titleImage: titleImage ?? null,
        htmlUrl: s ? `${storyUrls(s, edition).htmlUrl}#${l.relationId}` : "",
        size: storedSize(l.size) as DownloadSize,
        cost: l.cost,
        points: l.earnedPoints,
        createTime: l.createdAt.toISOString(),
      })),
      total: Number(n),
      months: months.map((m) => ({ month: m.month, sales: Number(m.sales), points: Number(m.points) })),
      totalPoints: Number(totals?.points ?? 0),
      point: me?.point ?? 0,
      sharePercent: settings.contributorSharePercent,
    };
  }
}
