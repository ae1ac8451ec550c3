/**
 * The download button's calls (DESIGN §2 `<feature>.api.ts`), which the
 * store (download.store.ts, store/shop.ts) takes injected; part of the
 * chunk the button loads on its first press (DownloadDialog.lazy.tsx).
 *
 * - the page's member (core/session.ts);
 * - GET ucMemberDownload/getUcMemberDownloadCost?relationIds=&size= (SPEC
 *   §7; issue 20: `size`): what the download costs at a size;
 * - GET download/options?relationIds= (issue 20, DownloadOptionsDto): the
 *   sizes with their px, bytes and cost, and each photo's licence, before
 *   anything is spent;
 * - POST ucMemberDownload/downloadImgs | downloadSelfImgs `{ data, size }`
 *   (SPEC §7; the long time-out for a group): the signed file address;
 * - GET commerce/packs (PackDto[], the active packs) and POST
 *   commerce/orders `{ packId }` (PackOrderDto): the out-of-quota dialog's
 *   packs and order (issue 20);
 * - leaving the page (core/api.ts navigation, on the Photowire site when
 *   the page is another site's).
 */
import { call, navigation, siteOrigin } from "../core/api.js";
import { getMember } from "../core/session.js";
import type { DownloadOptionsDto, DownloadSize, OrderInput, PackDto, PackOrderDto } from "../../common/commerce.js";
import { onSite } from "../../common/edition.js";
import type { Member } from "../../common/types.js";
import type { DownloadApi } from "./download.rules.js";
import type { Lang } from "./locale/index.js";

/** getUcMemberDownloadCost's answer (server/src/services/downloads.ts DownloadCost): photos, at the size asked for. */
export interface DownloadCostDto {
  /** the member's quota left */
  residueCount: number;
  /** paid photos beyond the quota */
  beyondCount: number;
  /** photos that spend nothing (free, the member's own, bought before, covered by a grant) */
  freeCount: number;
  /** photos that spend quota */
  paidCount: number;
}

/** What the download store needs from the page. */
export interface DownloadDeps {
  member(lang: Lang): Promise<Member | null>;
  /** the cost check at `size` (issue 20; the original when absent) */
  cost(relationIds: string[], lang: Lang, size?: DownloadSize): Promise<DownloadCostDto>;
  /** the sizes and licences (issue 20); absent: the dialog offers neither (the original only, as before) */
  options?(relationIds: string[], lang: Lang): Promise<DownloadOptionsDto>;
  /** the download call at `size` (the original when absent): the signed file address */
  download(api: DownloadApi, relationIds: string[], lang: Lang, signal: AbortSignal, size?: DownloadSize): Promise<{ url: string }>;
  navigate(url: string): void;
  location(): { pathname: string; search: string; hash: string };
}

/** What the out-of-quota dialog's packs and order need (store/shop.ts). */
export interface ShopDeps {
  /** the packs on offer (active only) */
  packs(lang: Lang): Promise<PackDto[]>;
  /** orders a pack for the member's own quota */
  order(packId: number, lang: Lang): Promise<PackOrderDto>;
}

/** The deps of a page: the api client, the page's session, location.assign. */
export const defaultDownloadDeps: DownloadDeps = {
  member: (lang) => getMember(lang),
  cost: async (ids, lang, size) =>
    (await call<DownloadCostDto>("ucMemberDownload/getUcMemberDownloadCost", { lang, query: { relationIds: ids.join(","), ...(size ? { size } : {}) } })).data as DownloadCostDto,
  options: async (ids, lang) => (await call<DownloadOptionsDto>("download/options", { lang, query: { relationIds: ids.join(",") } })).data as DownloadOptionsDto,
  download: async (api, ids, lang, signal, size) =>
    (
      await call<{ url: string }>(`ucMemberDownload/${api}`, {
        method: "POST",
        lang,
        body: { data: ids.map((relationId) => ({ relationId })), ...(size ? { size } : {}) },
        long: ids.length > 1,
        signal,
      })
    ).data as { url: string },
  // on another site's page the login page and the file address are the Photowire site's (core/api.ts siteOrigin)
  navigate: (url) => navigation.assign(onSite(url, siteOrigin())),
  location: () => window.location,
};

/** The shop calls of a page. */
export const defaultShopDeps: ShopDeps = {
  packs: async (lang) => ((await call<PackDto[]>("commerce/packs", { lang })).data ?? []) as PackDto[],
  order: async (packId, lang) => {
    const body: OrderInput = { packId };
    return (await call<PackOrderDto>("commerce/orders", { method: "POST", lang, body })).data as PackOrderDto;
  },
};

/** An address of the Photowire site as this page must use it (another site's page: absolute, on the Photowire site). */
export const siteAddress = (path: string): string => onSite(path, siteOrigin());
