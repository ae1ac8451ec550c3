/**
 * Downloads and the download quota (SPEC §4 "Download flow", §5, §6, §7
 * ucMemberDownload/getUcMemberDownloadCost, downloadImgs, downloadSelfImgs,
 * download/getUserDownloadInfo, web/buy/get_download_count; §8
 * photo_detail_5, photo_group_12; issue 20 sizes, licences, earnings).
 *
 * - A download names a size (common/commerce.ts DOWNLOAD_SIZES: small,
 *   medium, original; DEFAULT_DOWNLOAD_SIZE original). Each photo costs
 *   what the settings say at that size (services/settings.ts), less what
 *   the member bought before; grants, then the organisation's grants, then
 *   the quota pay for it, and every photo writes a download_log row and
 *   credits its contributor's share, all in ONE transaction
 *   (services/download-spend.ts): concurrent downloads of one member never
 *   spend more than what remains, a failed download spends nothing.
 * - Free photos (relation.free) spend nothing, nor does a photo the member
 *   contributed (story.contributor_id, issue 19): contributors (nature 1)
 *   download through downloadSelfImgs, which needs no quota for their own
 *   photos; any other photo costs them what it costs every member. Member
 *   class type 1 may go beyond the quota: the quota goes negative and
 *   beyondCount says by how much (SPEC §6).
 * - The files: small and medium are made from the original with sharp and
 *   the original gets the licence's XMP without re-encoding
 *   (media/sized.ts, media/xmp.ts; cached under STORAGE_DIR/sized). They are
 *   made before anything is spent, so a file that cannot be made costs
 *   nothing.
 * - The file address is signed (HMAC-SHA256), bound to the member, carries
 *   the size and expires after settings.downloadLinkMinutes; see sign /
 *   verify. It is the only way to an original: originals live in the
 *   private folder STORAGE_DIR/originals (relation.originalPath,
 *   media/derivatives.ts), which no static route serves.
 *
 * Over 400 lines: it is the one service behind every download call (cost,
 * options, download, purchase, the signed address and its files); the
 * pricing and paying already live apart in download-spend.ts.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { stat } from "node:fs/promises";
import path from "node:path";
import { and, count, eq, inArray } from "drizzle-orm";
import {
  DEFAULT_DOWNLOAD_SIZE,
  DOWNLOAD_SIZES,
  type CommerceSettings,
  type DownloadOptionsDto,
  type DownloadSize,
  type SizeOptionDto,
} from "../../../common/commerce.js";
import type { GrantDto } from "../../../common/staff.js";
import { hasPhotographerWithId } from "../../../common/photographer.js";
import type { Edition } from "../../../common/edition.js";
import type { Db } from "../db/client.js";
import { relation, story, storeRecord, ucMember, type Relation, type Story, type UcMember } from "../db/schema.js";
import { buildDownloadRecord, type BuildContext, type StoreDoc } from "../adapters/store-records.js";
import { licenceOf, xmpLicenceOf } from "../adapters/licence.js";
import { storyUrls } from "../adapters/story.js";
import { ORIGINALS_DIR } from "../media/derivatives.js";
import { cachedSized, estimateBytes, sizedFile, sizedPx, type SizedFile, type SizedInput } from "../media/sized.js";
import { ImageError } from "../media/pixels.js";
import { ApiError } from "../http/errors.js";
import type { Lang } from "../locale/index.js";
import { assignCover, priceItems, purchasesOf, spendInTx, type Item } from "./download-spend.js";
import { coverable, grantsOf, ownerOf } from "./grants.js";
import { SettingsService } from "./settings.js";

/** Most photos in one download request (a story page's group). */
export const MAX_DOWNLOAD_ITEMS = 200;
/** GET /api/download/options makes the missing files of at most this many photos to give exact bytes (else estimates). */
export const EXACT_OPTIONS_MAX = 20;

/** The answer of getUcMemberDownloadCost (SPEC §7). */
export interface DownloadCost {
  /** quota left, in photos (negative when a class-type-1 member went beyond) */
  residueCount: number;
  /** photos of quota this request needs beyond what is left (0 when covered) */
  beyondCount: number;
  /** photos of this request that spend no quota (free, bought before at this size or larger, the member's own contribution, or covered by a grant) */
  freeCount: number;
  /** photos of quota this request would spend (a size costing 2 counts 2 a photo) */
  paidCount: number;
}

/** What a download answers (downloadImgs / downloadSelfImgs). */
export interface DownloadResult {
  /** the signed file address: the photo itself, or the zip of a group */
  url: string;
  /** one download record (SPEC §3) per photo, in request order */
  data: StoreDoc[];
  /** quota spent by this download, in photos of quota (what grants covered is not counted) */
  spent: number;
  /** quota left afterwards */
  residueCount: number;
  /** the size downloaded */
  size: DownloadSize;
}

/** The payload of a signed download address. */
export interface DownloadGrant {
  /** member id the address is bound to */
  memberId: number;
  /** relation ids, in order */
  relationIds: string[];
  /** expiry, ms since the epoch */
  expires: number;
  /** the reader's language when downloading: the file and zip entry names and the file's XMP credit follow it */
  lang: Lang;
  /** the size of the files (an address signed before issue 20 has none: the original) */
  size: DownloadSize;
}

/** A file of a verified grant. */
export interface GrantFile extends SizedFile {
  s: Story;
  r: Relation;
}

export interface DownloadServiceOptions {
  /** HMAC key of the signed addresses (shared by every process) */
  secret: string;
  /**
   * absolute path of a relation's original file, in the private originals
   * folder (never under the public site); null when it has none
   */
  fileOf(r: Relation): string | null;
  /** STORAGE_DIR: the sized files' cache (media/sized.ts); default: the folder that holds ORIGINALS_DIR */
  storageDir?: string;
  /** the public site origin (PUBLIC_URL): the licence URL in the files' XMP is made absolute on it */
  siteOrigin?: string;
  /** the commerce settings (default: a SettingsService over `db`) */
  settings?: SettingsService;
  /** for tests: the clock, ms */
  now?: () => number;
}

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString("base64url");
const isSize = (v: unknown): v is DownloadSize => typeof v === "string" && (DOWNLOAD_SIZES as readonly string[]).includes(v);
const editionOf = (lang: Lang): Edition => (lang === "en" ? "en" : "zh");
const titleIn = (s: Story, lang: Lang) => (lang === "en" ? s.titleEn || s.titleZh : s.titleZh || s.titleEn);

export class DownloadService {
  private readonly now: () => number;
  private readonly settings: SettingsService;

  constructor(
    private readonly db: Db,
    private readonly opts: DownloadServiceOptions,
  ) {
    this.now = opts.now ?? Date.now;
    this.settings = opts.settings ?? new SettingsService(db);
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

  /** What the quota would pay for `list` at `size` now (no change): grants and the organisation's grants counted first. */
  private async estimate(member: UcMember, list: Item[], size: DownloadSize, settings: CommerceSettings): Promise<{ quotaUnits: number; quotaPhotos: number }> {
    const candidates = list.filter((i) => !i.r.free && i.s.contributorId !== member.id).map((i) => i.r.relationId);
    const priced = priceItems(list, member, await purchasesOf(this.db, member.id, candidates), size, settings);
    const units = priced.reduce((a, p) => a + (p.coveredBy ? 0 : p.cost), 0);
    const grants = units ? await coverable(this.db, ownerOf(member), units, new Date(this.now())) : 0;
    return assignCover(priced, grants, 0);
  }

  /** The member's quota left. */
  private async quotaLeft(member: UcMember): Promise<number> {
    const [row] = await this.db.select({ q: ucMember.downloadQuota }).from(ucMember).where(eq(ucMember.id, member.id));
    return row?.q ?? 0;
  }

  /**
   * What downloading `relationIds` at `size` would cost the member (SPEC §7
   * getUcMemberDownloadCost); with no ids, just the quota left.
   * @throws as items()
   */
  async cost(member: UcMember, relationIds: readonly string[], size: DownloadSize = DEFAULT_DOWNLOAD_SIZE): Promise<DownloadCost> {
    const residueCount = await this.quotaLeft(member);
    if (!relationIds.length) return { residueCount, beyondCount: Math.max(0, -residueCount), freeCount: 0, paidCount: 0 };
    const list = await this.items(relationIds);
    const { quotaUnits, quotaPhotos } = await this.estimate(member, list, size, await this.settings.get());
    return { residueCount, beyondCount: Math.max(0, quotaUnits - Math.max(0, residueCount)), freeCount: list.length - quotaPhotos, paidCount: quotaUnits };
  }

  /** The input of a photo's file at a size, in a language (its XMP), or null when it has no original. */
  private sizedInput(s: Story, r: Relation, size: DownloadSize, settings: CommerceSettings, lang: Lang): SizedInput | null {
    const original = this.opts.fileOf(r);
    if (!original) return null;
    const storageDir = this.opts.storageDir ?? original.slice(0, original.lastIndexOf(`${path.sep}${ORIGINALS_DIR}${path.sep}`));
    const pageUrl = storyUrls(s, editionOf(lang)).htmlUrl;
    return {
      storageDir,
      relationId: r.relationId,
      original,
      size,
      longEdgePx: settings.sizes[size].longEdgePx,
      width: r.width,
      height: r.height,
      xmp: r.mediaType === 3 ? xmpLicenceOf(r, s, lang, pageUrl, this.opts.siteOrigin ?? "") : null,
    };
  }

  /**
   * The file of each photo at `size`, made when missing.
   * @throws not_found (404: an original is gone or was never stored, or it
   *   cannot be decoded to make a smaller size)
   */
  private async filesOf(list: Item[], size: DownloadSize, lang: Lang, settings: CommerceSettings): Promise<GrantFile[]> {
    const out: GrantFile[] = [];
    for (const { s, r } of list) {
      const input = this.sizedInput(s, r, size, settings, lang);
      const st = input ? await stat(input.original).catch(() => null) : null;
      if (!input || !st?.isFile()) throw new ApiError("not_found");
      try {
        out.push({ s, r, ...(await sizedFile(input)) });
      } catch (err) {
        if (err instanceof ImageError || (err as NodeJS.ErrnoException).code === "ENOENT") throw new ApiError("not_found");
        throw err;
      }
    }
    return out;
  }

  /**
   * What the download dialog shows before anything is spent (GET
   * /api/download/options, issue 20): for each size the px of the first
   * photo, the bytes of all the files (exact when the files are made —
   * already, or now for up to EXACT_OPTIONS_MAX photos — else estimated
   * from the originals' bytes by the pixel ratio), what it would cost the
   * member from the quota now and the unit cost; each photo's licence in
   * `lang`; the quota left.
   * @throws as items()
   */
  async options(member: UcMember, relationIds: readonly string[], lang: Lang): Promise<DownloadOptionsDto> {
    const list = await this.items(relationIds);
    const settings = await this.settings.get();
    const make = list.length <= EXACT_OPTIONS_MAX;
    const sizes: SizeOptionDto[] = [];
    for (const size of DOWNLOAD_SIZES) {
      const long = settings.sizes[size].longEdgePx;
      let bytes = 0;
      let exact = true;
      let first: { width: number; height: number } | null = null;
      for (const { s, r } of list) {
        const input = this.sizedInput(s, r, size, settings, lang);
        const px = sizedPx(r.width, r.height, long);
        let file: SizedFile | null = null;
        if (input && (await stat(input.original).catch(() => null))?.isFile()) {
          file = make ? await sizedFile(input).catch(() => null) : await cachedSized(input).catch(() => null);
        }
        first ??= file ? { width: file.width, height: file.height } : px;
        if (file) bytes += file.bytes;
        else {
          exact = false;
          bytes += estimateBytes(r.size, r.width, r.height, px);
        }
      }
      const { quotaUnits } = await this.estimate(member, list, size, settings);
      sizes.push({ size, width: first?.width ?? 0, height: first?.height ?? 0, bytes, exact, cost: quotaUnits, unitCost: settings.sizes[size].cost });
    }
    const edition = editionOf(lang);
    return {
      sizes,
      licences: list
        .filter(({ r }) => r.mediaType === 3)
        .map(({ s, r }) => ({
          relationId: r.relationId,
          title: (lang === "zh" ? r.descriptionZh || titleIn(s, lang) : r.descriptionEn || titleIn(s, lang)) || r.relationId,
          licence: licenceOf(r, s, lang, storyUrls(s, edition).htmlUrl),
        })),
      residueCount: await this.quotaLeft(member),
    };
  }

  /**
   * Downloads photos at `size` (SPEC §7 downloadImgs with `self` false,
   * downloadSelfImgs with `self` true). Makes every file first (nothing is
   * spent when one cannot be made), then in one transaction prices, covers
   * and records the download (services/download-spend.ts) and writes the
   * ss_download records. Answers the signed address of the photo (one id) or
   * of the group's zip. downloadSelfImgs (`self`) is the contributors' call:
   * their own photos are free, any other photo is charged as downloadImgs
   * charges it (issue 19: the nature alone frees nothing).
   * @throws forbidden (403: downloadSelfImgs by a member whose nature is not
   *   1), photo_group_12 (409: quota short; nothing spent), not_found (404:
   *   an original is missing or undecodable; nothing spent), and as items()
   */
  async download(member: UcMember, relationIds: readonly string[], self: boolean, ctx: BuildContext, size: DownloadSize = DEFAULT_DOWNLOAD_SIZE): Promise<DownloadResult> {
    if (self && member.nature !== 1) throw new ApiError("forbidden");
    const list = await this.items(relationIds);
    const settings = await this.settings.get();
    await this.filesOf(list, size, ctx.lang, settings);
    const grant: DownloadGrant = { memberId: member.id, relationIds: list.map((i) => i.r.relationId), expires: this.now() + settings.downloadLinkMinutes * 60_000, lang: ctx.lang, size };
    const url = `${list.length === 1 ? "/api/guest/download_file" : "/api/guest/download_zip"}?token=${this.sign(grant)}`;
    const data = list.map(({ s, r }) => buildDownloadRecord(member.code, s, r, url, ctx));
    const at = ctx.now ?? new Date(this.now());
    return this.db.transaction(async (tx) => {
      const first = data[0];
      const title = String(first?.title || list[0].s.titleZh || list[0].s.titleEn || list[0].r.relationId);
      const { spent, residueCount } = await spendInTx(tx, member, list, size, settings, new Date(this.now()), { title, htmlUrl: String(first?.articleLink ?? "") || null });
      for (let i = 0; i < list.length; i++) {
        const { s, r } = list[i];
        const oid = String(data[i].oid);
        await tx
          .insert(storeRecord)
          .values({ store: "ss_download", oid, userCode: member.code, storyId: s.pcId, relationId: r.relationId, doc: data[i], createdAt: at })
          .onConflictDoUpdate({ target: [storeRecord.store, storeRecord.oid], set: { doc: data[i], createdAt: at } });
      }
      return { url, data, spent, residueCount, size };
    });
  }

  /**
   * Buys photos without downloading them (legacy web/pw_content/buy_content):
   * the same pricing, cover, records and earnings as download() at the
   * original size, in one transaction; a photo bought before, or free,
   * costs nothing.
   * @throws photo_group_12 (409), and as items()
   */
  async purchase(member: UcMember, relationIds: readonly string[], ctx: BuildContext): Promise<{ spent: number; residueCount: number }> {
    const list = await this.items(relationIds);
    const settings = await this.settings.get();
    const title = titleIn(list[0].s, ctx.lang) || list[0].r.relationId;
    const { spent, residueCount } = await this.db.transaction((tx) => spendInTx(tx, member, list, "original", settings, new Date(this.now()), { title, htmlUrl: null }));
    return { spent, residueCount };
  }

  /** True when the member has paid for the photo (legacy web/pw_content/check_is_buy). */
  async isBought(member: UcMember, relationId: string): Promise<boolean> {
    return (await purchasesOf(this.db, member.id, [relationId])).has(relationId);
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
  sign(grant: Omit<DownloadGrant, "size"> & { size?: DownloadSize }): string {
    const body = b64(JSON.stringify({ m: grant.memberId, r: grant.relationIds, e: grant.expires, l: grant.lang, z: grant.size ?? DEFAULT_DOWNLOAD_SIZE }));
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
    let p: { m?: unknown; r?: unknown; e?: unknown; l?: unknown; z?: unknown };
    try {
      p = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    } catch {
      throw new ApiError("forbidden");
    }
    if (typeof p.m !== "number" || typeof p.e !== "number" || !Array.isArray(p.r)) throw new ApiError("forbidden");
    if (p.e < this.now() || p.m !== member.id) throw new ApiError("forbidden");
    return { memberId: p.m, relationIds: p.r.map(String), expires: p.e, lang: p.l === "en" ? "en" : "zh", size: isSize(p.z) ? p.z : DEFAULT_DOWNLOAD_SIZE };
  }

  /**
   * The files of a verified grant at its size, in order (made again when a
   * setting or a licence changed since the download).
   * @throws not_found (404: a photo's original is gone, or was never
   *   stored), and as items()
   */
  async files(grant: DownloadGrant): Promise<GrantFile[]> {
    return this.filesOf(await this.items(grant.relationIds), grant.size, grant.lang, await this.settings.get());
  }
}
