/**
 * What a download costs and what the reader is asked before anything is
 * spent (SPEC §4 "Download flow", §5 photographer rule, §6 natures and
 * member class, §8 photo_detail_5, photo_group_12, photo_group_14,
 * photo_group_6, photo_group_7, §9 quota warning 1 to 10). Framework-free:
 * no React, no DOM, no calls; the element's store feeds it the items and
 * the quota answer (GET ucMemberDownload/getUcMemberDownloadCost). The
 * photographer rule itself is common/photographer.ts hasPhotographerWithId,
 * which the server applies too.
 *
 * Issue 20: a download has a size (small, medium, original: the original
 * unless the reader picks another), and a size may cost more than one photo
 * of quota: the shortfall compares the quota with what the chosen size
 * costs (GET /api/download/options SizeOptionDto.cost). Where the member
 * centre's orders are, for the out-of-quota dialog's link.
 */
import { DEFAULT_DOWNLOAD_SIZE, DOWNLOAD_SIZES, type DownloadSize } from "../../common/commerce.js";
import { editionOf, LOGIN_PATH, type Edition } from "../../common/edition.js";
import { hasPhotographerWithId } from "../../common/photographer.js";

/** Remaining quota at or below which the reader is warned with the count (SPEC §9). */
export const QUOTA_WARN_MAX = 10;

/** One photo (relation) to download, as the story JSON gives it (SPEC §3 Relation). */
export interface DownloadItem {
  relationId: string;
  /** the free flag of SPEC §3: a free photo spends no quota */
  free: boolean;
  /** photographers with ids; an item without one cannot be downloaded (SPEC §5) */
  photographer: ReadonlyArray<{ id?: number | string | null }>;
}

/** Who downloads (SPEC §3 Member: nature, ucMemberClass.type). */
export interface Downloader {
  /** 1 = contributor: downloadSelfImgs; no quota question for what costs nothing, i.e. their own photos (SPEC §6, issue 19) */
  nature: number;
  /** member class type; 1 skips the shortfall check (SPEC §6) */
  classType: number;
}

/** The items split by what they cost. */
export interface DownloadCount {
  /** items that spend nothing */
  free: number;
  /** items that spend one unit of quota each */
  paid: number;
}

/**
 * What happens next, before anything is spent:
 * - `refuse`: a SPEC §8 message and nothing more (photo_detail_5, photo_group_12);
 * - `confirm`: ask with the message, download on yes (photo_group_14, photo_group_7);
 * - `warn`: photo_group_6 with the remaining quota as `count`, download on yes;
 * - `go`: no question (a contributor's download that costs nothing: their own photos).
 * `api` names the call that downloads: downloadSelfImgs for nature 1, else downloadImgs.
 */
export type DownloadPlan =
  | { kind: "refuse"; code: "photo_detail_5" | "photo_group_12"; count: DownloadCount; residueCount: number | null }
  | { kind: "confirm"; code: "photo_group_14" | "photo_group_7"; count: DownloadCount; residueCount: number | null; api: DownloadApi }
  | { kind: "warn"; code: "photo_group_6"; count: DownloadCount; residueCount: number; api: DownloadApi }
  | { kind: "go"; count: DownloadCount; residueCount: number | null; api: DownloadApi };

/** The two download calls of SPEC §7 (POST ucMemberDownload/…). */
export type DownloadApi = "downloadImgs" | "downloadSelfImgs";

/** Free and paid items (SPEC §4 "count free items"). */
export function countItems(items: readonly DownloadItem[]): DownloadCount {
  const free = items.filter((i) => i.free).length;
  return { free, paid: items.length - free };
}

/** True when a contributor downloads: downloadSelfImgs (SPEC §6). */
export function skipsQuota(who: Downloader): boolean {
  return who.nature === 1;
}

/** The download call of a downloader (SPEC §6, §7): downloadSelfImgs for a contributor, else downloadImgs. */
export const apiOf = (who: Downloader): DownloadApi => (skipsQuota(who) ? "downloadSelfImgs" : "downloadImgs");

/**
 * The plan for a download of `items` by `who` (SPEC §4, §6, §8), in SPEC
 * §8's order: photographer check, then all-free (a contributor downloads
 * it without a question), shortfall (not for class type 1), warning (1 to
 * 10 left), confirmation. Issue 19: a contributor's free download covers
 * only their own photos (the server counts those as free), so any other
 * photo is asked about and refused like anyone's, through downloadSelfImgs.
 * @param residueCount remaining quota from getUcMemberDownloadCost; null
 *   when it was not read
 * @throws RangeError when items is empty (the button has nothing to download)
 */
export function planDownload(items: readonly DownloadItem[], who: Downloader, residueCount: number | null): DownloadPlan {
  if (!items.length) throw new RangeError("nothing to download");
  return planCounts(countItems(items), items.every((i) => hasPhotographerWithId(i.photographer)), who, residueCount);
}

/**
 * The same plan from counts: what getUcMemberDownloadCost answers (the
 * server counts a photo paid for before as free; it refuses a photo
 * without a photographer with photo_detail_5 itself).
 * @param count free and paid photos (at least one in all)
 * @param photographers every photo has a photographer with an id
 * @param needed photos of quota the download takes at the chosen size
 *   (issue 20: a size may cost several a photo); default one a paid photo
 */
export function planCounts(count: DownloadCount, photographers: boolean, who: Downloader, residueCount: number | null, needed = count.paid): DownloadPlan {
  if (!photographers) return { kind: "refuse", code: "photo_detail_5", count, residueCount };
  const api = apiOf(who);
  const left = residueCount ?? 0;
  if (count.paid === 0) return skipsQuota(who) ? { kind: "go", count, residueCount, api } : { kind: "confirm", code: "photo_group_14", count, residueCount, api };
  if (who.classType !== 1 && (left <= 0 || left < needed)) return { kind: "refuse", code: "photo_group_12", count, residueCount };
  if (left >= 1 && left <= QUOTA_WARN_MAX) return { kind: "warn", code: "photo_group_6", count, residueCount: left, api };
  return { kind: "confirm", code: "photo_group_7", count, residueCount, api };
}

/** One size as the dialog knows it (common/commerce.ts SizeOptionDto, the fields the rules read). */
export interface SizeCost {
  size: DownloadSize;
  /** photos of quota this download at this size costs the member now */
  cost: number;
}

/**
 * The size the dialog starts on (issue 20): the original, as every download
 * was before sizes, when it is offered; else the largest size offered; the
 * original when nothing is offered (the options could not be read).
 */
export function initialSize(offered: readonly { size: DownloadSize }[] | null | undefined): DownloadSize {
  const sizes = offered?.map((o) => o.size) ?? [];
  if (!sizes.length || sizes.includes(DEFAULT_DOWNLOAD_SIZE)) return DEFAULT_DOWNLOAD_SIZE;
  return [...DOWNLOAD_SIZES].reverse().find((s) => sizes.includes(s)) ?? DEFAULT_DOWNLOAD_SIZE;
}

/**
 * Photos of quota a download takes at `size`: that size's cost from the
 * options (after free photos, the member's own, photos bought before and
 * grants), else one a paid photo (what a download always cost).
 * @param paid the paid photos the cost check counted at that size
 */
export function neededAt(size: DownloadSize, offered: readonly SizeCost[] | null | undefined, paid: number): number {
  const o = offered?.find((x) => x.size === size);
  return o && Number.isFinite(o.cost) && o.cost >= 0 ? o.cost : paid;
}

/** The member pages' folder (SPEC §2), beside the login page. */
const MEMBER_PAGES_DIR = LOGIN_PATH.slice(0, LOGIN_PATH.lastIndexOf("/"));

/**
 * The member centre's orders (issue 20: the orders tab of the member-centre
 * home, `?tab=orders`): uc1-index for a contributor (nature 1), uc2-index for
 * any other member; the English edition adds `lang=en`, the alternate
 * edition is under /ann, as the member pages are.
 * @example ordersUrl(2, "en") === "/public_resource/public/html/uc2-index.html?tab=orders&lang=en"
 */
export function ordersUrl(nature: number, edition: Edition): string {
  const params = new URLSearchParams({ tab: "orders" });
  if (edition === "en") params.set("lang", "en");
  return `${edition === "ann" ? "/ann" : ""}${MEMBER_PAGES_DIR}/${nature === 1 ? "uc1" : "uc2"}-index.html?${params}`;
}

/**
 * The edition of the member pages a dialog links to: the page's own (its
 * path: /en/…, /ann/…), except that an English dialog on a page outside
 * /en/ (an English section of another site's page) links to the English
 * member pages.
 */
export function linkEdition(pathname: string, lang: "zh" | "en"): Edition {
  const edition = editionOf(pathname);
  return edition === "zh" && lang === "en" ? "en" : edition;
}

/**
 * The printable invoice of an order (PackOrderDto.invoiceUrl) in the
 * reader's language: `lang` is added unless the address names one.
 */
export function invoiceUrlIn(invoiceUrl: string, lang: "zh" | "en"): string {
  if (!invoiceUrl || /[?&]lang=/.test(invoiceUrl)) return invoiceUrl;
  return `${invoiceUrl}${invoiceUrl.includes("?") ? "&" : "?"}lang=${lang}`;
}
