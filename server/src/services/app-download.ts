/**
 * The app download links (SPEC §2 client_download.html, §7 GET
 * guest/getAppDownloadUrl): the Android package and the iOS store listing,
 * configured by APP_ANDROID_URL and APP_IOS_URL (docs/server.md "Configuration").
 * Only absolute http(s) URLs are offered; anything else is left out (null)
 * with a warning when the service is made, so that a typo in the
 * configuration never reaches a reader as a javascript: or relative link.
 */

/** What GET /api/guest/getAppDownloadUrl answers in `data`. */
export interface AppDownloadUrls {
  /** the Android package (.apk) URL, or null when none is configured */
  androidUrl: string | null;
  /** the iOS store listing URL, or null when none is configured */
  iosUrl: string | null;
}

/** `raw` when it is an absolute http(s) URL, else null. */
export function httpUrlOrNull(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    const u = new URL(raw.trim());
    return u.protocol === "http:" || u.protocol === "https:" ? u.href : null;
  } catch {
    return null;
  }
}

export class AppDownloadService {
  private readonly urls: AppDownloadUrls;

  /**
   * @param config APP_ANDROID_URL and APP_IOS_URL as read by config.ts
   * @param warn where a rejected value is reported (default console.warn)
   */
  constructor(config: { appAndroidUrl?: string; appIosUrl?: string }, warn: (msg: string) => void = console.warn) {
    this.urls = { androidUrl: httpUrlOrNull(config.appAndroidUrl), iosUrl: httpUrlOrNull(config.appIosUrl) };
    if (config.appAndroidUrl && !this.urls.androidUrl) warn(`[photowire] APP_ANDROID_URL is not an http(s) URL; no Android link is offered`);
    if (config.appIosUrl && !this.urls.iosUrl) warn(`[photowire] APP_IOS_URL is not an http(s) URL; no iOS link is offered`);
  }

  /** The configured links (null where none). */
  downloadUrls(): AppDownloadUrls {
    return { ...this.urls };
  }
}
