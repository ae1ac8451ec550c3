/**
 * `<pw-app-download>`: the phone app's download block (SPEC §2
 * m_public/client_download.html, §7 GET guest/getAppDownloadUrl, §9): a QR
 * code pointing to the app download page (256 px by default, 100 px on the
 * client page itself, error correction H, drawn in the browser by the
 * qrcode library, a chunk loaded when the element first draws), and direct
 * links to the Android package and the iOS store listing from the server
 * (APP_ANDROID_URL, APP_IOS_URL). The QR box keeps its size while it is
 * drawn (no layout shift).
 *
 * @summary App download QR code and Android / iOS links.
 * @attr page-url - the address the QR code encodes, http(s), relative to the page (default: /m_public/client_download.html on the Photowire site; anything else warns and falls back)
 * @attr {number} size - QR code size in px, 64–1024 (default 256; the client page sets 100)
 * @event pw-app-download-click - the reader followed a download link; detail `{ platform: "android" | "ios", url }`
 * @csspart base - the block
 * @csspart qr - the QR code box (size × size px)
 * @csspart caption - the text under the QR code
 * @csspart links - the list of links
 * @csspart link - each link (also link-android, link-ios)
 * @csspart status - loading, none or failure text
 * @cssproperty --pw-color-primary - link background (#0b57d0)
 * @cssproperty --pw-color-on-primary - link text colour (#fff)
 * @cssproperty --pw-radius - link corner radius (6px)
 * @cssproperty --pw-space - gaps (12px)
 * @cssproperty --pw-app-download-qr-bg - QR code background (#fff)
 * @cssproperty --pw-app-download-muted - caption and status colour (#5f6368)
 * @cssproperty --pw-color-error - failure text colour (#b3261e)
 * @cssproperty --pw-focus-ring - focus outline colour
 */
import { createElement, useMemo } from "react";
import { emit } from "../core/element.js";
import { siteOrigin } from "../core/api.js";
import { defineWidget, type WidgetProps } from "../ui/define.js";
import { AppDownload } from "./AppDownload.js";
import css from "./app-download.css";
import { qrTarget } from "./app-download.rules.js";
import { APP_DOWNLOAD_ATTRIBUTES, appDownloadProps, parseAttributes, type AppDownloadAttribute } from "./app-download.props.js";
import { useAppDownload } from "./use-app-download.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-app-download-click": CustomEvent<{ platform: "android" | "ios"; url: string }>;
  }
}

const TAG = "pw-app-download";

function AppDownloadElement({ host, lang, attrs }: WidgetProps<AppDownloadAttribute>) {
  const a = parseAttributes(attrs);
  const target = useMemo(() => {
    const tgt = qrTarget(a.pageUrl, location.href, siteOrigin() ?? location.origin);
    if (!tgt.valid) console.warn(`[photowire] <${TAG}> page-url="${a.pageUrl}" is not valid; using ${JSON.stringify(tgt.url)}`);
    return tgt.url;
  }, [a.pageUrl]);
  const state = useAppDownload(target, a.size, lang);
  return createElement(AppDownload, {
    ...appDownloadProps(lang, a.size, state),
    onLink: (l) => emit(host, "pw-app-download-click", { platform: l.platform, url: l.href }),
  });
}

defineWidget(TAG, AppDownloadElement, { attributes: APP_DOWNLOAD_ATTRIBUTES, css });
