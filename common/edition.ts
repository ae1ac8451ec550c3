/**
 * Editions and the content URL scheme (SPEC §2, DESIGN §3.3).
 * Editions: zh (prefix ""), en ("/en"), ann ("/ann").
 */
import type { Lang } from "./i18n/index.js";

export type Edition = "zh" | "en" | "ann";

export const EDITION_PREFIX: Record<Edition, string> = { zh: "", en: "/en", ann: "/ann" };

/** Desktop breakpoint in px (SPEC §9): widths over it use photo/detail, others m_photo/m_detail. */
export const DESKTOP_BREAKPOINT = 1024;

/** The edition of a path: /en/… is English, /ann/… alternate, anything else Chinese. */
export function editionOf(pathname: string): Edition {
  if (pathname === "/en" || pathname.startsWith("/en/")) return "en";
  if (pathname === "/ann" || pathname.startsWith("/ann/")) return "ann";
  return "zh";
}

/** The editions of each language: search is by language (zh covers the Chinese and the alternate edition). */
export const EDITIONS_OF_LANG: Record<Lang, readonly Edition[]> = { zh: ["zh", "ann"], en: ["en"] };

/** Language of an edition: en for /en, zh otherwise (the alternate edition is Chinese-first). */
export function langOfEdition(edition: Edition): Lang {
  return edition === "en" ? "en" : "zh";
}

/** Home page of an edition (SPEC §2): /cn/index.html, /en/index.html, /ann/index.html. */
export function homeUrl(edition: Edition): string {
  return edition === "zh" ? "/cn/index.html" : `${EDITION_PREFIX[edition]}/index.html`;
}

/** The search page of an edition (SPEC §2 search page; DESIGN §3.3): /cn/search.html, /en/search.html, /ann/search.html. */
export function searchPageUrl(edition: Edition): string {
  return edition === "zh" ? "/cn/search.html" : `${EDITION_PREFIX[edition]}/search.html`;
}

/** The 404 page of an edition, in its language (issue 12): /cn/404.html, /en/404.html, /ann/404.html. */
export function notFoundPageUrl(edition: Edition): string {
  return edition === "zh" ? "/cn/404.html" : `${EDITION_PREFIX[edition]}/404.html`;
}

/** The login page path (SPEC §2); the alternate edition has its own under /ann. */
export const LOGIN_PATH = "/public_resource/public/html/login2.html";

/**
 * Login page URL for an edition, carrying where to come back to.
 * @param redirect a same-site path (anything else is dropped, see safeRedirect)
 */
export function loginUrl(edition: Edition, redirect?: string): string {
  const base = edition === "ann" ? `/ann${LOGIN_PATH}` : LOGIN_PATH;
  const params = new URLSearchParams();
  if (edition === "en") params.set("lang", "en");
  const safe = redirect ? safeRedirect(redirect) : null;
  if (safe) params.set("redirect", safe);
  const q = params.toString();
  return q ? `${base}?${q}` : base;
}

/**
 * A Photowire site path (the login page, an edition's home, a member center,
 * an avatar, an API download address) as a page of another site that embeds the
 * widgets must use it: the same path on the Photowire site at `siteOrigin`,
 * without its `redirect` — the login page returns only to paths of its own
 * site (safeRedirect), so the builder's path would lead to a page the
 * Photowire site does not have; the member lands on the edition's home
 * there instead. `siteOrigin` null (the page is on the Photowire site), or
 * anything but a root-relative path: unchanged.
 */
export function onSite(path: string, siteOrigin: string | null): string {
  if (!siteOrigin || !path.startsWith("/") || path.startsWith("//")) return path;
  const u = new URL(path, siteOrigin);
  u.searchParams.delete("redirect");
  return u.href;
}

/** Where logout leads (SPEC §2): the edition's home, or the login page in the alternate edition. */
export function afterLogoutUrl(edition: Edition): string {
  return edition === "ann" ? loginUrl("ann") : homeUrl(edition);
}

/**
 * Returns `path`, normalised, when it is a same-site path ("/…", not "//…"
 * nor "/\\…" before or after its dot segments are resolved, no scheme, no
 * backslash, no control characters), else null; callers then use the
 * edition's home (DESIGN §7: redirects after login, registration, reset and
 * OAuth go only to same-origin paths; issue 8).
 */
export function safeRedirect(path: string | null | undefined): string | null {
  if (!path || typeof path !== "string" || path.length > 2000) return null;
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return null;
  if (/[\u0000-\u001f\\]/.test(path)) return null;
  try {
    const u = new URL(path, "http://same.invalid");
    if (u.host !== "same.invalid") return null;
    const out = u.pathname + u.search + u.hash;
    // dot segments normalise away ("/.//evil", "/..//evil", "/%2e//evil", "/a/..//evil"): the result must not be protocol-relative
    if (out.startsWith("//") || out.startsWith("/\\")) return null;
    return out;
  } catch {
    return null;
  }
}

export interface ContentUrlParts {
  edition: Edition;
  siteCode: string;
  subjectCode: string;
  /** photo for photo stories, detail for text and video stories */
  kind: "photo" | "detail";
  /** relative content url without extension, e.g. 2026/11/21/pw0001 */
  rel: string;
  /** narrow-screen variant (m_photo, m_detail) */
  mobile?: boolean;
}

/** Story page address: {prefix}/{siteCode}/{subjectCode}/{photo|detail|m_photo|m_detail}/articles/{rel}.html (SPEC §2). */
export function contentUrl(p: ContentUrlParts): string {
  const variant = p.mobile ? `m_${p.kind}` : p.kind;
  return `${EDITION_PREFIX[p.edition]}/${p.siteCode}/${p.subjectCode}/${variant}/articles/${p.rel}.html`;
}

/** The story JSON beside a page: swaps the .html extension for .json (SPEC §2). */
export function jsonUrlOf(htmlUrl: string): string {
  return htmlUrl.replace(/\.html?(?=$|[?#])/, ".json");
}

/**
 * A story address of the Chinese edition (as the Chinese search answers it)
 * in `edition`: the alternate edition's pages are the Chinese ones under
 * /ann (both are published for every story with a Chinese title). Other
 * addresses, and other editions, are returned as they are.
 */
export function storyUrlInEdition(htmlUrl: string, edition: Edition): string {
  if (edition !== "ann" || !htmlUrl.startsWith("/") || htmlUrl.startsWith("/en/") || htmlUrl.startsWith("/ann/")) return htmlUrl;
  return `/ann${htmlUrl}`;
}

/** Whether a viewport width (px) gets the desktop variant. */
export function isDesktopWidth(width: number): boolean {
  return width > DESKTOP_BREAKPOINT;
}

/**
 * The other variant of a story page for a width: photo ↔ m_photo, detail ↔ m_detail.
 * Returns the same URL when it already fits, or when it is not a story page.
 */
export function variantUrlFor(htmlUrl: string, width: number): string {
  const desktop = isDesktopWidth(width);
  return htmlUrl.replace(/\/(m_)?(photo|detail)\/articles\//, (_m, _mob, kind: string) =>
    desktop ? `/${kind}/articles/` : `/m_${kind}/articles/`,
  );
}
