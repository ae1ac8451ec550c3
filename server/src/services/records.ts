/**
 * Fee and point records of a member (legacy web/buy/get_record and
 * web/point/get_record of SPEC §7; the fee-record tab of SPEC §2).
 */
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Lang } from "../locale/index.js";
import type { Db } from "../db/client.js";
import { memberRecord } from "../db/schema.js";
import { toRecordDto, type RecordDto, type RecordKind } from "../adapters/records.js";

export type { RecordDto, RecordKind };

export class RecordService {
  constructor(private readonly db: Db) {}

  /**
   * One page of a member's records of the given kinds, newest first.
   * @param page 1-based; rows 1..100
   * @returns `{ list, total }`
   */
  async list(memberId: number, kinds: readonly RecordKind[], page: number, rows: number, lang: Lang): Promise<{ list: RecordDto[]; total: number }> {
    const where = and(eq(memberRecord.memberId, memberId), inArray(memberRecord.kind, [...kinds]));
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
      list: rowsOut.map((r) => toRecordDto(r, lang)),
    };
  }

  /** Appends a record (e.g. a point change, a paid download). */
  async add(memberId: number, kind: RecordKind, amount: number, title: string, htmlUrl?: string): Promise<void> {
    await this.db.insert(memberRecord).values({ memberId, kind, amount, title, htmlUrl: htmlUrl ?? null });
  }
}
