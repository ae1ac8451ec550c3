/**
 * The app download element's call (SPEC §7 GET guest/getAppDownloadUrl):
 * the download links, each kept only when it is an absolute http(s) URL
 * (app-download.rules.ts safeUrl).
 */
import { call } from "../core/api.js";
import type { Lang } from "../../common/i18n/index.js";
import { safeUrl, type AppDownloadUrls } from "./app-download.rules.js";

/**
 * The download links (GET /api/guest/getAppDownloadUrl).
 * @throws ApiCallError (998 on network failure)
 */
export async function fetchDownloadUrls(lang: Lang): Promise<AppDownloadUrls> {
  const body = await call<Partial<AppDownloadUrls>>("guest/getAppDownloadUrl", { lang });
  return { androidUrl: safeUrl(body.data?.androidUrl), iosUrl: safeUrl(body.data?.iosUrl) };
}
