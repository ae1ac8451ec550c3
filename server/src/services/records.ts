/**
 * Fee and point records of a member (legacy web/buy/get_record and
 * web/point/get_record of SPEC §7; the fee-record tab of SPEC §2).
 */
import { and, count, desc, eq } from "drizzle-orm";
import { t, type Lang } from "../../../widgets/core/i18n/index.js";
import type { Db } from "../db/client.js";
import { memberRecord } from "../db/schema.js";

export type RecordKind = "fee" | "point";

export interface RecordDto {
  id: number;
  /** localised title (catalogue key resolved) */
  title: string;
  /** display amount: "¥12.00" / "-¥12.00" for fees (stored in fen), "+30" / "-5" for points */
  amount: string;
  /** raw amount: fen for fees, points for points */
  value: number;
  htmlUrl: string | null;
  /** ISO 8601 */
  createTime: string;
}

function displayAmount(kind: RecordKind, v: number): string {
  if (kind === "point") return v > 0 ? `+${v}` : String(v);
  const abs = (Math.abs(v) / 100).toFixed(2);
  return v < 0 ? `-¥${abs}` : `¥${abs}`;
}

export class RecordService {
  constructor(private readonly db: Db) {}

  /**
   * One page of a member's records, newest first.
   * @param page 1-based; rows 1..100
   * @returns `{ list, total }`
   */
  async list(memberId: number, kind: RecordKind, page: number, rows: number, lang: Lang): Promise<{ list: RecordDto[]; total: number }> {
    const where = and(eq(memberRecord.memberId, memberId), eq(memberRecord.kind, kind));
    const [rowsOut, [{ n }]] = await Promise.all([
      this.db
        .select()
        .from(memberRecord)
        .where(where)
        .orderBy(desc(memberRecord.createTime), desc(memberRecord.id))
        .limit(rows)
        .offset((page - 1) * rows),
      this.db.select({ n: count() }).from(memberRecord).where(where),
    ]);
    return {
      total: Number(n),
      list: rowsOut.map((r) => ({
        id: r.id,
        title: t(lang, r.title),
        amount: displayAmount(kind, r.amount),
        value: r.amount,
        htmlUrl: r.htmlUrl,
        createTime: r.createTime.toISOString(),
      })),
    };
  }

  /** Appends a record (e.g. a point change, a paid download). */
  async add(memberId: number, kind: RecordKind, amount: number, title: string, htmlUrl?: string): Promise<void> {
    await this.db.insert(memberRecord).values({ memberId, kind, amount, title, htmlUrl: htmlUrl ?? null });
  }
}
