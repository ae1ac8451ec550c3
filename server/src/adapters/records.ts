/**
 * Member record rows (fee and point records, legacy web/buy/get_record and
 * web/point/get_record of SPEC §7) → the record DTO the member center's
 * fee-record tab shows (SPEC §2).
 */
import { t, type Lang } from "../locale/index.js";
import type { MemberRecord } from "../db/schema.js";

/** fee: money in fen; point: points; download: quota spent by a download, in photos (issue 9). */
export type RecordKind = "fee" | "point" | "download";

/** One fee or point record as the member sees it. */
export interface RecordDto {
  id: number;
  /** localised title (catalogue key resolved) */
  title: string;
  /** which kind of record */
  kind: RecordKind;
  /** display amount: "¥12.00" / "-¥12.00" for fees (stored in fen), "+30" / "-5" for points,
   *  "-2 photos · 18 left" for downloads (the quota spent and what remained) */
  amount: string;
  /** raw amount: fen for fees, points for points, photos for downloads */
  value: number;
  /** downloads: the quota left afterwards; null otherwise */
  balance: number | null;
  htmlUrl: string | null;
  /** ISO 8601 */
  createTime: string;
}

/** Display amount of a record: fees in yuan from fen with two decimals, points signed, downloads in photos with the quota left. */
function displayAmount(kind: RecordKind, v: number, balance: number | null, lang: Lang): string {
  if (kind === "point") return v > 0 ? `+${v}` : String(v);
  if (kind === "download") return t(lang, "record_download_amount", { count: Math.abs(v), left: balance ?? 0 });
  const abs = (Math.abs(v) / 100).toFixed(2);
  return v < 0 ? `-¥${abs}` : `¥${abs}`;
}

/** Record row → RecordDto in `lang` (the stored title is a catalogue key). */
export function toRecordDto(r: MemberRecord, lang: Lang): RecordDto {
  const kind = r.kind as RecordKind;
  return {
    id: r.id,
    kind,
    title: t(lang, r.title),
    amount: displayAmount(kind, r.amount, r.balance, lang),
    value: r.amount,
    balance: r.balance,
    htmlUrl: r.htmlUrl,
    createTime: r.createTime.toISOString(),
  };
}
