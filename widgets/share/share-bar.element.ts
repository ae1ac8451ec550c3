/**
 * `<pw-share-bar>`: share links for the page (SPEC §2 "a share widget",
 * §3 Share options, §9). One link a site, opening the site's share page in a
 * new tab (rel="noopener noreferrer"), named "分享到新浪微博" / "Share to
 * Weibo"; WeChat has no share page, so its button opens a dialog with a QR
 * code of the URL (100 px, error correction "H"; the qrcode library is a
 * separate chunk loaded on the first open). Widths ≤ 768 px use the mobile
 * site list; inside WeChat's own browser (MicroMessenger) the WeChat option
 * is hidden. See share.logic.ts for each site's URL and the defunct services
 * (tencent, diandian, google) that SPEC's default list still names.
 *
 * Share class (SPEC §2 "a share widget initialises on any element carrying
 * a share class"): every element with class="share" in the page, now or
 * added later, gets a `<pw-share-bar>` appended, with its options from the
 * element's data-* attributes (data-url, data-site-url, data-title,
 * data-description, data-image, data-source, data-weibo-key, data-credit,
 * data-sites, data-mobile-sites, data-disabled-sites, data-wechat-qr-title,
 * data-wechat-qr-help, data-wechat-qr-size, data-web-share). See share-class.ts
 * (a chunk fetched once the page has a .share element).
 *
 * Cost to the page: this file is the bar only. The WeChat dialog with its
 * strings is a chunk of its own (WeChatFlow.tsx), loaded on its first open,
 * or ahead of it when the reader points at or focuses the WeChat button.
 *
 * @summary Share-to-social-network links and a WeChat QR dialog.
 * @attr url - the page to share, resolved against site-url; only http(s) (default: location.href; anything else warns and falls back)
 * @attr title - title sent to the sites (default: document.title)
 * @attr description - summary sent to the sites (default: <meta name="description">)
 * @attr image - picture sent to the sites, http(s) only (default: <meta property="og:image">, else none; anything else warns and is dropped)
 * @attr sites - comma list of sites (default: weibo, qq, wechat, tencent, douban, qzone, linkedin, diandian, facebook, twitter, google); unknown names warn and are skipped
 * @attr mobile-sites - comma list used at widths ≤ 768 px (default: weibo, wechat, qq, qzone, facebook, twitter)
 * @attr disabled-sites - comma list of sites never shown (default: none)
 * @attr source - the site's name sent to qq, qzone and linkedin (default: <meta name="site">, else the host name)
 * @attr site-url - the base a relative url or image is resolved against, http(s) only (default: location.href)
 * @attr weibo-key - Weibo app key (appkey) (default: none)
 * @attr credit - the photo's credit line, carried by every share (after the summary, or after the title for sites that take only a title, and in the Web Share text) (default: the text of the page's first `.credit` element, else none)
 * @attr wechat-qr-title - the WeChat dialog's title (default: "微信扫一扫：分享" / "Scan with WeChat to share")
 * @attr wechat-qr-help - the WeChat dialog's help text (default: the catalogue's)
 * @attr wechat-qr-size - the WeChat QR code's size in px, an integer 64–512 (default 100; anything else warns and falls back)
 * @attr web-share - "false" hides the Web Share API button (default: shown first wherever the browser has navigator.share)
 * @event pw-share-bar-share - the reader chose a site; detail `{ site, url, target }`: url = the shared page, target = the share page opened (null for wechat, which opens the QR dialog, and for "web-share", the browser's share sheet)
 * @csspart base - the group
 * @csspart list - the list of links
 * @csspart link - every site link or button (also `link-<site>`, e.g. link-weibo)
 * @csspart dialog - the WeChat dialog (a native modal `<dialog>`; its backdrop is its `::backdrop`)
 * @csspart dialog-title - its title
 * @csspart qr - the QR code box (wechat-qr-size, 100 × 100 px by default)
 * @csspart dialog-help - its help text
 * @csspart close - its close button
 * @cssproperty --pw-share-size - badge size (32px)
 * @cssproperty --pw-share-gap - gap between badges (8px)
 * @cssproperty --pw-share-glyph-color - badge glyph colour (#fff)
 * @cssproperty --pw-share-<site> - a site's badge colour, e.g. --pw-share-weibo
 * @cssproperty --pw-share-dialog-bg - dialog background (#fff)
 * @cssproperty --pw-share-dialog-color - dialog text colour (#1f1f1f)
 * @cssproperty --pw-share-help-color - help text colour (#5f6368)
 * @cssproperty --pw-color-error - the QR failure message colour (#b3261e)
 * @cssproperty --pw-focus-ring - focus outline colour
 */
import { createElement, useMemo, useRef } from "react";
import { emit } from "../core/element.js";
import { defineWidget, type WidgetProps } from "../ui/define.js";
import { ShareBar } from "./ShareBar.js";
import css from "./share-bar.css";
import { SHARE_ATTRIBUTES, shareBarProps, shareConfig, type PageDefaults, type ShareAttribute } from "./share-bar.props.js";
import type { ShareSite } from "./share.logic.js";
import { useSiteList, useWeChatDialog } from "./use-share-bar.js";
import { webShareData } from "./share.logic.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-share-bar-share": CustomEvent<{ site: ShareSite | "web-share"; url: string; target: string | null }>;
  }
}

const TAG = "pw-share-bar";

const meta = (selector: string) => document.querySelector(selector)?.getAttribute("content")?.trim() ?? "";

/** The page's own defaults for absent attributes. */
function pageDefaults(): PageDefaults {
  return {
    href: location.href,
    title: document.title,
    description: meta('meta[name="description"]'),
    ogImage: meta('meta[property="og:image"]'),
    siteName: meta('meta[name="site"]'),
    hostname: location.hostname,
    credit: document.querySelector(".credit")?.textContent?.replace(/\s+/g, " ").trim() ?? "",
  };
}

function ShareBarElement({ host, lang, attrs }: WidgetProps<ShareAttribute>) {
  // each invalid attribute value is reported once per element, not on every re-parse
  const warned = useRef(new Set<string>()).current;
  const config = useMemo(
    () =>
      shareConfig(attrs, pageDefaults(), (attribute, value, fallback) => {
        const key = `${attribute}=${value}`;
        if (warned.has(key)) return;
        warned.add(key);
        console.warn(`[photowire] <${TAG}> ${attribute}="${value}" is not valid; using ${JSON.stringify(fallback)}`);
      }),
    [attrs, warned],
  );
  const sites = useSiteList(config);
  const dialog = useWeChatDialog();
  return createElement(ShareBar, {
    ...shareBarProps(lang, config, sites, dialog.open, {
      share: (item) => {
        emit(host, "pw-share-bar-share", { site: item.site, url: config.data.url, target: item.href });
        if (!item.href) dialog.show();
      },
      prefetch: dialog.prefetch,
      webShare: () => {
        emit(host, "pw-share-bar-share", { site: "web-share", url: config.data.url, target: null });
        // the reader may cancel the sheet (AbortError): nothing to do
        navigator.share(webShareData(config.data)).catch(() => {});
      },
    }, typeof navigator.share === "function"),
    dialog: dialog.Flow
      ? createElement(dialog.Flow, { host, lang, url: config.data.url, open: dialog.open, onClose: dialog.hide, wechat: config.wechat })
      : null,
  });
}

defineWidget(TAG, ShareBarElement, { attributes: SHARE_ATTRIBUTES, css });
// SPEC §2 share class: share-class.ts is a chunk of its own, fetched once the page has a .share element
function shareClass() {
  const load = () => void import("./share-class.js").then((m) => m.initShareClass(TAG, SHARE_ATTRIBUTES));
  if (document.querySelector(".share")) return load();
  const watch = new MutationObserver(() => {
    if (!document.querySelector(".share")) return;
    watch.disconnect();
    load();
  });
  watch.observe(document.documentElement, { childList: true, subtree: true });
}
if (typeof document !== "undefined") {
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", shareClass, { once: true });
  else shareClass();
}
