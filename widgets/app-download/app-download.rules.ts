/**
 * App download rules (SPEC §2 m_public/client_download.html, §7 GET
 * guest/getAppDownloadUrl, §9 QR sizes): where the QR code points and the
 * download links' rules. No React, no DOM, no calls: the caller passes the
 * page address (the call is app-download.api.ts).
 */

/** The app download page (SPEC §2), on the site's origin. */
export const CLIENT_DOWNLOAD_PATH = "/m_public/client_download.html";
/** QR code size in px by default (SPEC §9 "256 default elsewhere"). */
export const DEFAULT_QR_SIZE = 256;
/** QR code size in px on the client download page itself (SPEC §9). */
export const CLIENT_PAGE_QR_SIZE = 100;
/** Smallest and largest `size` accepted (px). */
export const QR_SIZE_MIN = 64;
export const QR_SIZE_MAX = 1024;

/** What GET /api/guest/getAppDownloadUrl answers in `data`. */
export interface AppDownloadUrls {
  /** the Android package, or null when none is configured */
  androidUrl: string | null;
  /** the iOS store listing, or null when none is configured */
  iosUrl: string | null;
}

/**
 * The address the QR code encodes: `pageUrl` (absolute, or relative to
 * `base`) when it is http(s), else the client download page on `origin`.
 * @param origin the Photowire site's origin (the page's own, or the API's when the page is another site's)
 */
export function qrTarget(pageUrl: string | undefined, base: string, origin: string): { url: string; valid: boolean } {
  const fallback = new URL(CLIENT_DOWNLOAD_PATH, origin).href;
  if (pageUrl == null || pageUrl.trim() === "") return { url: fallback, valid: true };
  try {
    const u = new URL(pageUrl.trim(), base);
    if (u.protocol === "http:" || u.protocol === "https:") return { url: u.href, valid: true };
  } catch {
    /* falls back */
  }
  return { url: fallback, valid: false };
}

/** `raw` when it is an absolute http(s) URL, else null (the links never carry javascript: or data:). */
export function safeUrl(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  try {
    const u = new URL(raw);
    return u.protocol === "http:" || u.protocol === "https:" ? u.href : null;
  } catch {
    return null;
  }
}
