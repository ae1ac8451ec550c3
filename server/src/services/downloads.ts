/**
 * Downloads and the download quota (SPEC §4 "Download flow", §5, §6, §7
 * ucMemberDownload/getUcMemberDownloadCost, downloadImgs, downloadSelfImgs,
 * download/getUserDownloadInfo, web/buy/get_download_count; §8
 * photo_detail_5, photo_group_12).
 *
 * - The quota (uc_member.download_quota, residueCount) is spent in ONE
 *   transaction with the purchases (download_purchase), the download
 *   records (ss_download, server-written) and the member record (kind
 *   "download", with the quota left): concurrent downloads of one member
 *   never spend more than what remains, a failed download spends nothing,
 *   and a photo the member has paid for downloads again for free.
 * - Free photos (relation.free) spend nothing, nor does a photo the member
 *   contributed (story.contributor_id, issue 19): contributors (nature 1)
 *   download through downloadSelfImgs, which needs no quota for their own
 *   photos; any other photo costs them what it costs every member.
 * - Staff grants (services/grants.ts, issue 19) cover paid photos before the
 *   quota is spent, counted down in the same transaction. Member class type 1
 *   may go beyond the quota: the quota goes negative and beyondCount says by
 *   how much (SPEC §6 "skips the quota shortfall check").
 * - The file address is signed (HMAC-SHA256), bound to the member and
 *   expires after DOWNLOAD_URL_TTL_MS; see sign / verify. It is the only
 *   way to an original: originals live in the private folder
 *   STORAGE_DIR/originals (relation.originalPath, media/derivatives.ts), which
 *   no static route serves.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { stat } from "node:fs/promises";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { downloadPurchase, memberRecord, relation, story, storeRecord, ucMember, type Relation, type Story, type UcMember } from "../db/schema.js";
import { buildDownloadRecord, type BuildContext, type StoreDoc } from "../adapters/store-records.js";
import { hasPhotographerWithId } from "../../../common/photographer.js";
import { consumeGrants, coverable, grantsOf } from "./grants.js";
import type { GrantDto } from "../../../common/staff.js";
import { ApiError } from "../http/errors.js";
import type { Lang } from "../locale/index.js";

/** How long a signed download address stays valid, in ms (10 minutes). */
export const DOWNLOAD_URL_TTL_MS = 10 * 60 * 1000;
/** Most photos in one download request (a story page's group). */
export const MAX_DOWNLOAD_ITEMS = 200;

/** The answer of getUcMemberDownloadCost (SPEC §7). */
export interface DownloadCost {
  /** quota left, in photos (negative when a class-type-1 member went beyond) */
  residueCount: number;
  /** photos of this request that the quota does not cover (0 when it does) */
  beyondCount: number;
  /** photos of this request that cost nothing (free, paid before, the member's own contribution, or covered by a staff grant) */
  freeCount: number;
  /** photos of this request that would spend quota */
  paidCount: number;
}

/** What a download answers (downloadImgs / downloadSelfImgs). */
export interface DownloadResult {
  /** the signed file address: the photo itself, or the zip of a group */
  url: string;
  /** one download record (SPEC §3) per photo, in request order */
  data: StoreDoc[];
  /** quota spent by this download, in photos (photos a staff grant covered are not counted) */
  spent: number;
  /** quota left afterwards */
  residueCount: number;
}

/** The payload of a signed download address. */
export interface DownloadGrant {
  /** member id the address is bound to */
  memberId: number;
  /** relation ids, in order */
  relationIds: string[];
  /** expiry, ms since the epoch */
  expires: number;
  /** the reader's language when downloading: the file and zip entry names follow it */
  lang: Lang;
}

export interface DownloadServiceOptions {
  /** HMAC key of the signed addresses (shared by every process) */
  secret: string;
  /**
   * absolute path of a relation's original file, in the private originals
   * folder (never under the public site); null when it has none
   */
  fileOf(r: Relation): string | null;
  /** for tests: the clock, ms */
  now?: () => number;
}

type Item = { s: Story; r: Relation };
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString("base64url");

export class DownloadService {
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    private readonly opts: DownloadServiceOptions,
  ) {
    this.now = opts.now ?? Date.now;
  }

  /**
   * The online photos of `relationIds`, in request order, duplicates dropped.
   * @throws invalid_param (422: no id, more than MAX_DOWNLOAD_ITEMS, unknown
   *   relation), offline (404, story not online), photo_detail_5 (422: a photo
   *   without a photographer with an id, SPEC §5)
   */
  async items(relationIds: readonly string[]): Promise<Item[]> {
    const ids = [...new Set(relationIds)];
    if (!ids.length) throw new ApiError("invalid_param", [{ field: "data", rule: "required" }]);
    if (ids.length > MAX_DOWNLOAD_ITEMS) throw new ApiError("invalid_param", [{ field: "data", rule: "maxItems" }]);
    const rows = await this.db.select({ s: story, r: relation }).from(relation).innerJoin(story, eq(story.pcId, relation.pcId)).where(inArray(relation.relationId, ids));
    const byId = new Map(rows.map((row) => [row.r.relationId, row]));
    return ids.map((id) => {
      const row = byId.get(id);
      if (!row) throw new ApiError("invalid_param", [{ field: "relationId", rule: "notFound" }]);
      if (row.s.status !== "online") throw new ApiError("offline", undefined, { pcId: row.s.pcId });
      if (!hasPhotographerWithId(row.r.photographer)) throw new ApiError("photo_detail_5");
      return row;
    });
  }

  /** Relation ids of `ids` the member has paid for before. */
  private async paidBefore(db: Pick<Db, "select">, memberId: number, ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows = await db
      .select({ id: downloadPurchase.relationId })
      .from(downloadPurchase)
      .where(and(eq(downloadPurchase.memberId, memberId), inArray(downloadPurchase.relationId, ids)));
    return new Set(rows.map((r) => r.id));
  }

  /**
   * What downloading `relationIds` would cost the member (SPEC §7
   * getUcMemberDownloadCost); with no ids, just the quota left.
   * @throws as items()
   */
  async cost(member: UcMember, relationIds: readonly string[]): Promise<DownloadCost> {
    const [row] = await this.db.select({ q: ucMember.downloadQuota }).from(ucMember).where(eq(ucMember.id, member.id));
    const residueCount = row?.q ?? 0;
    if (!relationIds.length) return { residueCount, beyondCount: Math.max(0, -residueCount), freeCount: 0, paidCount: 0 };
    const list = await this.items(relationIds);
    const candidates = chargeable(list, member).map((i) => i.r.relationId);
    const before = await this.paidBefore(this.db, member.id, candidates);
    const unpaid = candidates.filter((id) => !before.has(id)).length;
    const paidCount = unpaid - (await coverable(this.db, member.id, unpaid, new Date(this.now())));
    return { residueCount, beyondCount: Math.max(0, paidCount - Math.max(0, residueCount)), freeCount: list.length - paidCount, paidCount };
  }

  /**
   * Downloads photos (SPEC §7 downloadImgs with `self` false, downloadSelfImgs
   * with `self` true). Checks that every original exists before anything is
   * spent, then in one transaction: records the purchases of the photos not
   * paid for before (free ones and the member's own contributions spend
   * nothing), covers what it can with the member's staff grants, spends the
   * rest from the quota (refused when it does not cover them, except for
   * member class type 1), writes the ss_download records and one member
   * record. Answers the signed address of the photo (one id) or of the
   * group's zip. downloadSelfImgs (`self`) is the contributors' call: their
   * own photos are free, any other photo is charged as downloadImgs charges
   * it (issue 19: the nature alone frees nothing).
   * @throws forbidden (403: downloadSelfImgs by a member whose nature is not
   *   1), photo_group_12 (409: quota short; nothing spent), not_found (404:
   *   an original is missing; nothing spent), and as items()
   */
  async download(member: UcMember, relationIds: readonly string[], self: boolean, ctx: BuildContext): Promise<DownloadResult> {
    if (self && member.nature !== 1) throw new ApiError("forbidden");
    const list = await this.items(relationIds);
    for (const { r } of list) {
      const file = this.opts.fileOf(r);
      const st = file ? await stat(file).catch(() => null) : null;
      if (!st?.isFile()) throw new ApiError("not_found");
    }
    const grant: DownloadGrant = { memberId: member.id, relationIds: list.map((i) => i.r.relationId), expires: this.now() + DOWNLOAD_URL_TTL_MS, lang: ctx.lang };
    const url = `${list.length === 1 ? "/api/guest/download_file" : "/api/guest/download_zip"}?token=${this.sign(grant)}`;
    const data = list.map(({ s, r }) => buildDownloadRecord(member.code, s, r, url, ctx));
    return this.db.transaction(async (tx) => {
      const { spent, residueCount } = await this.spend(tx, member, list, data[0]);
      const at = ctx.now ?? new Date(this.now());
      for (let i = 0; i < list.length; i++) {
        const { s, r } = list[i];
        const oid = String(data[i].oid);
        await tx
          .insert(storeRecord)
          .values({ store: "ss_download", oid, userCode: member.code, storyId: s.pcId, relationId: r.relationId, doc: data[i], createdAt: at })
          .onConflictDoUpdate({ target: [storeRecord.store, storeRecord.oid], set: { doc: data[i], createdAt: at } });
      }
      return { url, data, spent, residueCount };
    });
  }

  /**
   * Inside a transaction: records the purchases of the paid photos of
   * `list` not paid for before and spends that many from the quota (refused
   * with photo_group_12 unless member class type 1), with one member record
   * (kind "download") when anything was spent. Free photos and the
   * member's own contributions are not purchases; the member's staff grants
   * cover what they can before the quota (services/grants.ts).
   * @returns what was spent from the quota and the quota left
   */
  private async spend(tx: Tx, member: UcMember, list: Item[], first?: StoreDoc): Promise<{ spent: number; residueCount: number }> {
    let spent = 0;
    const paid = chargeable(list, member).map((i) => i.r.relationId);
    if (paid.length) {
      const bought = await tx
        .insert(downloadPurchase)
        .values(paid.map((relationId) => ({ memberId: member.id, relationId })))
        .onConflictDoNothing()
        .returning({ id: downloadPurchase.relationId });
      spent = bought.length - (await consumeGrants(tx, member.id, bought.length, new Date(this.now())));
    }
    if (spent === 0) {
      const [row] = await tx.select({ q: ucMember.downloadQuota }).from(ucMember).where(eq(ucMember.id, member.id));
      return { spent, residueCount: row?.q ?? 0 };
    }
    const beyondAllowed = member.ucMemberClassType === 1;
    const [left] = await tx
      .update(ucMember)
      .set({ downloadQuota: sql`${ucMember.downloadQuota} - ${spent}` })
      .where(and(eq(ucMember.id, member.id), beyondAllowed ? undefined : sql`${ucMember.downloadQuota} >= ${spent}`))
      .returning({ q: ucMember.downloadQuota });
    if (!left) throw new ApiError("photo_group_12");
    const s = list[0].s;
    await tx.insert(memberRecord).values({
      memberId: member.id,
      kind: "download",
      amount: -spent,
      title: String(first?.title || s.titleZh || s.titleEn || list[0].r.relationId),
      htmlUrl: String(first?.articleLink ?? "") || null,
      balance: left.q,
    });
    return { spent, residueCount: left.q };
  }

  /**
   * Buys photos without downloading them (legacy web/pw_content/buy_content):
   * the same purchase and quota rules as download(), in one transaction; a
   * photo bought before, or free, costs nothing.
   * @throws photo_group_12 (409), and as items()
   */
  async purchase(member: UcMember, relationIds: readonly string[], ctx: BuildContext): Promise<{ spent: number; residueCount: number }> {
    const list = await this.items(relationIds);
    const s = list[0].s;
    const first = { title: ctx.lang === "en" ? s.titleEn || s.titleZh : s.titleZh || s.titleEn };
    return this.db.transaction((tx) => this.spend(tx, member, list, first));
  }

  /** True when the member has paid for the photo (legacy web/pw_content/check_is_buy). */
  async isBought(member: UcMember, relationId: string): Promise<boolean> {
    return (await this.paidBefore(this.db, member.id, [relationId])).has(relationId);
  }

  /**
   * The member's download figures (SPEC §7 download/getUserDownloadInfo):
   * quota left, how far beyond it, photos downloaded, member class type.
   */
  async info(member: UcMember): Promise<{ residueCount: number; beyondCount: number; downloadCount: number; ucMemberClassType: number }> {
    const [row] = await this.db.select({ q: ucMember.downloadQuota, c: ucMember.ucMemberClassType }).from(ucMember).where(eq(ucMember.id, member.id));
    const residueCount = row?.q ?? 0;
    return { residueCount, beyondCount: Math.max(0, -residueCount), downloadCount: await this.downloadCount(member), ucMemberClassType: row?.c ?? 0 };
  }

  /** The member's download grants by staff, the active ones first (GET /api/download/grants, issue 19). */
  grants(member: UcMember): Promise<GrantDto[]> {
    return grantsOf(this.db, member.id, new Date(this.now()));
  }

  /** Photos the member has downloaded (distinct, SPEC §7 web/buy/get_download_count). */
  async downloadCount(member: UcMember): Promise<number> {
    const [{ n }] = await this.db
      .select({ n: count() })
      .from(storeRecord)
      .where(and(eq(storeRecord.store, "ss_download"), eq(storeRecord.userCode, member.code)));
    return Number(n);
  }

  /** A signed, expiring token for `grant`: base64url(JSON).base64url(HMAC-SHA256). */
  sign(grant: DownloadGrant): string {
    const body = b64(JSON.stringify({ m: grant.memberId, r: grant.relationIds, e: grant.expires, l: grant.lang }));
    return `${body}.${b64(createHmac("sha256", this.opts.secret).update(body).digest())}`;
  }

  /**
   * The grant of a token, when its signature holds, it has not expired and
   * it is bound to `member`.
   * @throws access_denied (401: no member), forbidden (403: bad signature,
   *   expired, or another member's address)
   */
  verify(token: string, member: UcMember | null): DownloadGrant {
    if (!member) throw new ApiError("access_denied");
    const [body, sig] = token.split(".");
    if (!body || !sig) throw new ApiError("forbidden");
    const want = createHmac("sha256", this.opts.secret).update(body).digest();
    const got = Buffer.from(sig, "base64url");
    if (got.length !== want.length || !timingSafeEqual(got, want)) throw new ApiError("forbidden");
    let p: { m?: unknown; r?: unknown; e?: unknown; l?: unknown };
    try {
      p = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    } catch {
      throw new ApiError("forbidden");
    }
    if (typeof p.m !== "number" || typeof p.e !== "number" || !Array.isArray(p.r)) throw new ApiError("forbidden");
    if (p.e < this.now() || p.m !== member.id) throw new ApiError("forbidden");
    return { memberId: p.m, relationIds: p.r.map(String), expires: p.e, lang: p.l === "en" ? "en" : "zh" };
  }

  /**
   * The photos of a verified grant with their original files, in order.
   * @throws not_found (404: a photo's original is gone, or was never
   *   stored), and as items()
   */
  async files(grant: DownloadGrant): Promise<{ s: Story; r: Relation; path: string }[]> {
    const list = await this.items(grant.relationIds);
    const out: { s: Story; r: Relation; path: string }[] = [];
    for (const { s, r } of list) {
      const file = this.opts.fileOf(r);
      const st = file ? await stat(file).catch(() => null) : null;
      if (!file || !st?.isFile()) throw new ApiError("not_found");
      out.push({ s, r, path: file });
    }
    return out;
  }
}

/** The photos of `list` that cost the member something unless bought before: not free, not their own contribution. */
function chargeable(list: Item[], member: Pick<UcMember, "id">): Item[] {
  return list.filter((i) => !i.r.free && i.s.contributorId !== member.id);
}
