/**
 * Attributes + state → view props for <pw-app-download> (DESIGN §2
 * `<feature>.props.ts`): pure, used by the element and by nothing else.
 */
import { attr } from "../core/element.js";
import type { AppDownloadViewProps } from "./AppDownload.js";
import { DEFAULT_QR_SIZE, QR_SIZE_MAX, QR_SIZE_MIN, type AppDownloadUrls } from "./app-download.rules.js";
import { t, type Lang } from "./locale/index.js";

/** The attributes of <pw-app-download> (camelCase names). */
export const APP_DOWNLOAD_ATTRIBUTES = ["pageUrl", "size"] as const;
export type AppDownloadAttribute = (typeof APP_DOWNLOAD_ATTRIBUTES)[number];

const TAG = "pw-app-download";

/** The parsed attributes. */
export interface AppDownloadAttributes {
  /** the raw page-url ("" or undefined: the client download page) */
  pageUrl: string | undefined;
  /** QR code size in px (default 256, 64–1024) */
  size: number;
}

/** Parses the raw attributes; a bad size warns `[photowire]` and falls back to 256. */
export function parseAttributes(raw: Partial<Record<AppDownloadAttribute, string>>): AppDownloadAttributes {
  const size = attr.number(TAG, "size", raw.size, DEFAULT_QR_SIZE, QR_SIZE_MIN, QR_SIZE_MAX);
  return { pageUrl: raw.pageUrl, size: Math.round(size) };
}

/** The widget's state. */
export interface AppDownloadState {
  /** the QR code: a PNG data URL once drawn */
  qr: { status: "loading" | "error"; src: "" } | { status: "ready"; src: string };
  links: { status: "loading" | "error" } | { status: "ready"; urls: AppDownloadUrls };
}

/** The view props for a state. */
export function appDownloadProps(lang: Lang, size: number, s: AppDownloadState): AppDownloadViewProps {
  const links =
    s.links.status === "ready"
      ? [
          ...(s.links.urls.androidUrl ? [{ platform: "android" as const, href: s.links.urls.androidUrl, label: t(lang, "android") }] : []),
          ...(s.links.urls.iosUrl ? [{ platform: "ios" as const, href: s.links.urls.iosUrl, label: t(lang, "ios") }] : []),
        ]
      : [];
  let status = "";
  if (s.links.status === "loading") status = t(lang, "loading");
  else if (s.links.status === "error") status = t(lang, "failed");
  else if (links.length === 0) status = t(lang, "none");
  return {
    label: t(lang, "label"),
    size,
    qrSrc: s.qr.status === "ready" ? s.qr.src : "",
    qrAlt: t(lang, "qr_alt"),
    qrFailed: s.qr.status === "error" ? t(lang, "qr_failed") : "",
    caption: t(lang, "scan"),
    links,
    status,
    failed: s.links.status === "error",
  };
}
