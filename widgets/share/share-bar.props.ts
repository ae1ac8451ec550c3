/**
 * Attributes + state → view props for <pw-share-bar> (DESIGN §2
 * `<feature>.props.ts`): pure, used by the element and by nothing else. The
 * page's own defaults (location, document.title, <meta> tags) come in as an
 * argument, and warnings go to the `warn` the element passes (it logs each
 * attribute and value once).
 */
import type { Lang } from "../../common/i18n/index.js";
import type { ShareBarViewProps, ShareItem } from "./ShareBar.js";
import { DEFUNCT_SITES, httpUrl, parseSites, QR_SIZE, QR_SIZE_MAX, QR_SIZE_MIN, shareUrl, type ShareData, type ShareSite } from "./share.rules.js";
import { tBar as t } from "./locale/bar.js";

/** The attributes of <pw-share-bar> (camelCase names; the element reads their kebab-case attributes). */
export const SHARE_ATTRIBUTES = [
  "url",
  "title",
  "description",
  "image",
  "sites",
  "mobileSites",
  "disabledSites",
  "source",
  "siteUrl",
  "weiboKey",
  "credit",
  "wechatQrTitle",
  "wechatQrHelp",
  "wechatQrSize",
  "webShare",
] as const;
export type ShareAttribute = (typeof SHARE_ATTRIBUTES)[number];

/** What the page itself offers when an attribute is absent. */
export interface PageDefaults {
  /** location.href */
  href: string;
  /** document.title */
  title: string;
  /** <meta name="description"> ("" when none) */
  description: string;
  /** <meta property="og:image"> ("" when none) */
  ogImage: string;
  /** <meta name="site"> ("" when none) */
  siteName: string;
  /** location.hostname */
  hostname: string;
  /** the text of the page's first `.credit` element (a story page's photo credit line), "" when none */
  credit: string;
}

/** Reports an invalid attribute value and the value used instead (kebab-case attribute name). */
export type Warn = (attribute: string, value: string, fallback: string) => void;

/** The parsed attributes: what is shared and which sites are offered. */
export interface ShareConfig {
  data: ShareData;
  /** `sites`, undefined for the default list */
  sites?: ShareSite[];
  /** `mobile-sites`, undefined for the default mobile list */
  mobileSites?: ShareSite[];
  disabled: ShareSite[];
  /** the WeChat dialog's title and help ("": the catalogue's) and QR size in px (default 100) */
  wechat: { title: string; help: string; size: number };
  /** offer the Web Share API button where the browser has navigator.share (`web-share`, default true) */
  webShare: boolean;
}

/**
 * Share data from the attributes with their defaults (SPEC §3 Share options):
 * url → the page; title → document.title; description → <meta
 * name="description">; image → <meta property="og:image"> or none; source →
 * <meta name="site"> or the host name; site-url → the base that a relative
 * url or image is resolved against (the page). Only http(s) URLs are
 * accepted for url, image and site-url: anything else is reported to `warn`
 * and falls back. Unknown site names are reported and skipped. credit → the
 * page's first `.credit` text; wechat-qr-size: an integer 64–512 (px), else
 * 100 with a warning; web-share: "false"/"0"/"no"/"off" turns it off.
 */
export function shareConfig(a: Partial<Record<ShareAttribute, string>>, page: PageDefaults, warn: Warn): ShareConfig {
  const here = page.href;
  let base = here;
  if (a.siteUrl != null && a.siteUrl !== "") {
    const b = httpUrl(a.siteUrl, here);
    if (b) base = b;
    else warn("site-url", a.siteUrl, here);
  }
  let url = httpUrl(a.url, base);
  if (!url) {
    if (a.url != null && a.url !== "") warn("url", a.url, here);
    url = httpUrl(here, here) ?? here;
  }
  let image = "";
  const rawImage = a.image ?? page.ogImage;
  if (rawImage) {
    image = httpUrl(rawImage, base) ?? "";
    if (!image) warn("image", rawImage, "");
  }
  const list = (name: "sites" | "mobileSites" | "disabledSites", attribute: string) => {
    const { sites, unknown } = parseSites(a[name]);
    if (unknown.length) warn(attribute, a[name] ?? "", (sites ?? []).join(","));
    return sites;
  };
  let size = QR_SIZE;
  if (a.wechatQrSize != null && a.wechatQrSize !== "") {
    const n = Number(a.wechatQrSize);
    if (Number.isInteger(n) && n >= QR_SIZE_MIN && n <= QR_SIZE_MAX) size = n;
    else warn("wechat-qr-size", a.wechatQrSize, String(QR_SIZE));
  }
  return {
    data: {
      url,
      title: a.title ?? page.title,
      description: a.description ?? page.description,
      image,
      source: a.source ?? (page.siteName || page.hostname),
      weiboKey: a.weiboKey ?? "",
      credit: (a.credit ?? page.credit).trim(),
    },
    sites: list("sites", "sites"),
    mobileSites: list("mobileSites", "mobile-sites"),
    // no disabled-sites attribute: the defunct services are off (an empty one turns them on)
    disabled: a.disabledSites == null ? [...DEFUNCT_SITES] : (list("disabledSites", "disabled-sites") ?? []),
    wechat: { title: a.wechatQrTitle ?? "", help: a.wechatQrHelp ?? "", size },
    webShare: a.webShare == null || !/^(false|0|no|off)$/i.test(a.webShare.trim()),
  };
}

/**
 * The bar's view props for the sites shown, with the bar's strings only
 * (locale/bar.ts); the WeChat dialog's props are wechat-dialog.props.ts, in
 * the dialog's chunk.
 * @param expanded the WeChat dialog is open
 * @param canWebShare the browser has navigator.share (the button shows when config.webShare too)
 */
export function shareBarProps(
  lang: Lang,
  config: ShareConfig,
  sites: readonly ShareSite[],
  expanded: boolean,
  on: { share: (item: ShareItem) => void; prefetch: () => void; webShare: () => void },
  canWebShare = false,
): Omit<ShareBarViewProps, "dialog"> {
  return {
    webShare: canWebShare && config.webShare ? { label: t(lang, "web_share"), onShare: on.webShare } : undefined,
    label: t(lang, "share"),
    items: sites.map((site) => ({
      site,
      href: shareUrl(site, config.data),
      label: t(lang, "share_to", { site: t(lang, `site_${site}`) }),
    })),
    onShare: on.share,
    expanded,
    onPrefetch: on.prefetch,
  };
}
