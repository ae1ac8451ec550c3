/**
 * Share rules (SPEC §2 "a share widget", §3 Share options, §9 share
 * constants): which sites to offer, and each site's share URL. No React, no
 * DOM: the caller passes the page URL, width and user agent.
 *
 * Sites and what became of them (decided for SPEC §3's default list, which
 * is the contract and is kept whole; the defunct ones are disabled by
 * default, DEFUNCT_SITES; drop any other with `disabled-sites`):
 * - weibo, qq, qzone, douban, linkedin, facebook, twitter: live share pages.
 * - wechat: no share page; a dialog shows a QR code of the URL to scan
 *   with WeChat (size 100, error correction "H", SPEC §9).
 * - tencent (Tencent Weibo): the service closed in 2020; the entry stays
 *   because SPEC's default list names it; its old share endpoint is used.
 * - diandian: the service closed in 2018; kept for the same reason, with its
 *   old share endpoint (www.diandian.com/share).
 * - google: Google+ (plus.google.com/share) closed in 2019 and Google has no
 *   share page. Kept because SPEC's default list names it, it leads to a
 *   Google web search for the page's URL (https://www.google.com/search?q=<url>),
 *   where the reader can find and pass on the page; sites that do not want
 *   it set `disabled-sites="google"`.
 */

/** Every site the share bar knows (SPEC §3 default sites, in SPEC order). */
export const DEFAULT_SITES = [
  "weibo",
  "qq",
  "wechat",
  "tencent",
  "douban",
  "qzone",
  "linkedin",
  "diandian",
  "facebook",
  "twitter",
  "google",
] as const;

export type ShareSite = (typeof DEFAULT_SITES)[number];

/**
 * The services of DEFAULT_SITES that no longer exist (see the file comment),
 * disabled unless `disabled-sites` says otherwise (issue 22 item 6): SPEC's
 * default list stays whole, and a page that wants them back sets
 * `disabled-sites=""` (or lists only the sites it wants off).
 */
export const DEFUNCT_SITES: readonly ShareSite[] = ["tencent", "diandian", "google"];

/**
 * Sites offered on narrow screens (width ≤ MOBILE_MAX_WIDTH, SPEC §9): the
 * ones with working mobile share pages or apps readers have on a phone.
 */
export const MOBILE_SITES: readonly ShareSite[] = ["weibo", "wechat", "qq", "qzone", "facebook", "twitter"];

/** Widths up to this (px) use the mobile site list (SPEC §9). */
export const MOBILE_MAX_WIDTH = 768;

/** Default QR code size in px in the WeChat dialog (SPEC §3, §9); error correction H (ui/qr.ts). */
export const QR_SIZE = 100;
/** Smallest and largest `wechat-qr-size` accepted (px). */
export const QR_SIZE_MIN = 64;
export const QR_SIZE_MAX = 512;

/** True for a known site name. */
export function isShareSite(s: string): s is ShareSite {
  return (DEFAULT_SITES as readonly string[]).includes(s);
}

/** WeChat's in-app browser: its user agent contains "MicroMessenger" (SPEC §9 hides the wechat option there). */
export function isWeChatBrowser(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}

export interface SiteListInput {
  /** sites asked for (default SPEC §3 DEFAULT_SITES) */
  sites?: readonly ShareSite[];
  /** sites for widths ≤ 768 px (default MOBILE_SITES) */
  mobileSites?: readonly ShareSite[];
  /** sites never shown */
  disabled?: readonly ShareSite[];
  /** viewport width in px */
  width: number;
  userAgent: string;
}

/**
 * The sites to show, in order: the mobile list at widths ≤ 768 px (else
 * `sites`), without disabled sites, without wechat inside WeChat's own
 * browser, without duplicates.
 */
export function siteList(i: SiteListInput): ShareSite[] {
  const base = i.width <= MOBILE_MAX_WIDTH ? (i.mobileSites ?? MOBILE_SITES) : (i.sites ?? DEFAULT_SITES);
  const off = new Set<ShareSite>(i.disabled ?? []);
  if (isWeChatBrowser(i.userAgent)) off.add("wechat");
  return [...new Set(base)].filter((s) => !off.has(s));
}

/**
 * Splits a comma/space list of site names into known sites; unknown names
 * are returned in `unknown` (the element warns about them).
 */
export function parseSites(raw: string | null | undefined): { sites: ShareSite[] | undefined; unknown: string[] } {
  if (raw == null || raw.trim() === "") return { sites: undefined, unknown: [] };
  const words = raw.split(/[\s,]+/).filter(Boolean).map((w) => w.toLowerCase());
  return { sites: words.filter(isShareSite), unknown: words.filter((w) => !isShareSite(w)) };
}

/**
 * `raw` resolved against `base` when the result is an http(s) URL, else
 * null (javascript:, data:, mailto:, malformed …).
 */
export function httpUrl(raw: string | null | undefined, base: string): string | null {
  if (raw == null || raw.trim() === "") return null;
  try {
    const u = new URL(raw.trim(), base);
    return u.protocol === "http:" || u.protocol === "https:" ? u.href : null;
  } catch {
    return null;
  }
}

/**
 * What the Web Share API gets (navigator.share): title, text (the
 * description with the credit line) and url.
 */
export function webShareData(d: ShareData): { title: string; text: string; url: string } {
  return { title: d.title, text: withCredit(d.description, d.credit), url: d.url };
}

/** What is shared (SPEC §3 Share options). */
export interface ShareData {
  /** absolute http(s) URL of the page */
  url: string;
  title: string;
  description: string;
  /** absolute http(s) URL of an image, or "" */
  image: string;
  /** name of the site the page comes from (qq source, qzone site, linkedin source) */
  source: string;
  /** Weibo app key (appkey), or "" */
  weiboKey?: string;
  /** the photo's credit line (e.g. "新华社记者 张三 摄"), or "": carried by every share */
  credit?: string;
}

/** `text` followed by the credit line (either may be empty). */
export function withCredit(text: string, credit: string | undefined): string {
  const c = (credit ?? "").trim();
  if (!c) return text;
  return text ? `${text} ${c}` : c;
}

const enc = encodeURIComponent;

/** Builds `base?k=v&…` with every value URI-encoded; empty optional values are left out. */
function withQuery(base: string, params: [string, string, "always"?][]): string {
  const q = params.filter(([, v, keep]) => keep === "always" || v !== "").map(([k, v]) => `${k}=${enc(v)}`);
  return q.length ? `${base}${base.includes("?") ? "&" : "?"}${q.join("&")}` : base;
}

/**
 * The share page URL of a site for `d`, every value URI-encoded
 * (encodeURIComponent); null for wechat (it shows a QR code instead). The
 * credit line (d.credit) follows the summary for sites that take one (qq,
 * qzone, douban, linkedin), else the title (facebook takes the URL only and
 * reads the page's own tags).
 */
export function shareUrl(site: ShareSite, d: ShareData): string | null {
  const { url, image, source } = d;
  // the credit line travels with every share: after the summary where a site takes one,
  // else after the title (weibo, tencent, diandian, twitter show only a title)
  const summarised = site === "qq" || site === "qzone" || site === "douban" || site === "linkedin";
  const title = summarised ? d.title : withCredit(d.title, d.credit);
  const desc = summarised ? withCredit(d.description, d.credit) : d.description;
  switch (site) {
    case "weibo":
      return withQuery("https://service.weibo.com/share/share.php", [
        ["url", url, "always"],
        ["title", title, "always"],
        ["pic", image],
        ["appkey", d.weiboKey ?? ""],
      ]);
    case "qq":
      return withQuery("https://connect.qq.com/widget/shareqq/index.html", [
        ["url", url, "always"],
        ["title", title, "always"],
        ["source", source],
        ["desc", desc],
        ["summary", desc],
        ["pics", image],
      ]);
    case "qzone":
      return withQuery("https://sns.qzone.qq.com/cgi-bin/qzshare/cgi_qzshare_onekey", [
        ["url", url, "always"],
        ["title", title, "always"],
        ["desc", desc],
        ["summary", desc],
        ["site", source],
        ["pics", image],
      ]);
    case "tencent":
      return withQuery("https://share.v.t.qq.com/index.php?c=share&a=index", [
        ["url", url, "always"],
        ["title", title, "always"],
        ["pic", image],
      ]);
    case "douban":
      return withQuery("https://www.douban.com/share/service", [
        ["href", url, "always"],
        ["name", title, "always"],
        ["text", desc],
        ["image", image],
      ]);
    case "linkedin":
      return withQuery("https://www.linkedin.com/shareArticle?mini=true", [
        ["url", url, "always"],
        ["title", title, "always"],
        ["summary", desc],
        ["source", source],
      ]);
    case "diandian":
      return withQuery("https://www.diandian.com/share", [
        ["lo", url, "always"],
        ["ti", title, "always"],
        ["type", "link", "always"],
      ]);
    case "facebook":
      return withQuery("https://www.facebook.com/sharer/sharer.php", [["u", url, "always"]]);
    case "twitter":
      return withQuery("https://twitter.com/intent/tweet", [
        ["url", url, "always"],
        ["text", title, "always"],
      ]);
    case "google":
      return withQuery("https://www.google.com/search", [["q", url, "always"]]);
    case "wechat":
      return null;
  }
}
