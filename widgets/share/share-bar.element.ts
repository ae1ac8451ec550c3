/**
 * `<pw-share-bar>`: share links for the page (SPEC §2 "a share widget",
 * §3 Share options, §9). One link a site, opening the site's share page in a
 * new tab (rel="noopener noreferrer"), named "分享到新浪微博" / "Share to
 * Weibo"; WeChat has no share page, so its button opens a dialog with a QR
 * code of the URL (100 px, error correction "H"; the qrcode library is a
 * separate chunk loaded on the first open). Widths ≤ 768 px use the mobile
 * site list; inside WeChat's own browser (MicroMessenger) the WeChat option
 * is hidden. See share.rules.ts for each site's URL and the defunct services
 * (tencent, diandian, google) that SPEC's default list still names: they are
 * disabled unless `disabled-sites` is set (issue 22 item 6).
 *
 * Share class (SPEC §2 "a share widget initialises on any element carrying
 * a share class"): every element with class="share" in the page, now or
 * added later, gets a `<pw-share-bar>` appended, with its options from the
 * element's data-* attributes (data-url, data-site-url, data-title,
 * data-description, data-image, data-source, data-weibo-key, data-credit,
 * data-sites, data-mobile-sites, data-disabled-sites, data-wechat-qr-title,
 * data-wechat-qr-help, data-wechat-qr-size, data-web-share). See share.dom.ts
 * (a chunk fetched once the page has a .share element).
 *
 * Cost to the page: this file is the bar only. The WeChat dialog with its
 * strings is a chunk of its own (WeChatDialog.lazy.tsx), loaded on its first open,
 * or ahead of it when the reader points at or focuses the WeChat button.
 *
 * @summary Share-to-social-network links and a WeChat QR dialog.
 * @attr url - the page to share, resolved against site-url; only http(s) (default: location.href; anything else warns and falls back)
 * @attr title - title sent to the sites (default: document.title)
 * @attr description - summary sent to the sites (default: <meta name="description">)
 * @attr image - picture sent to the sites, http(s) only (default: <meta property="og:image">, else none; anything else warns and is dropped)
 * @attr sites - comma list of sites (default: weibo, qq, wechat, tencent, douban, qzone, linkedin, diandian, facebook, twitter, google); unknown names warn and are skipped
 * @attr mobile-sites - comma list used at widths ≤ 768 px (default: weibo, wechat, qq, qzone, facebook, twitter)
 * @attr disabled-sites - comma list of sites never shown (default: tencent, diandian, google, the services that no longer exist; "" shows them)
 * @attr source - the site's name sent to qq, qzone and linkedin (default: <meta name="site">, else the host name)
 * @attr site-url - the base a relative url or image is resolved against, http(s) only (default: location.href)
 * @attr weibo-key - Weibo app key (appkey) (default: none)
 * @attr credit - the photo's credit line, carried by every share (after the summary, or after the title for sites that take only a title, and in the Web Share text) (default: the text of the page's first `.credit` element, else none)
 * @attr wechat-qr-title - the WeChat dialog's title (default: "微信扫一扫：分享" / "Scan with WeChat to share")
 * @attr wechat-qr-help - the WeChat dialog's help text (default: the catalogue's)
 * @attr {number} wechat-qr-size - the WeChat QR code's size in px, an integer 64–512 (default 100; anything else warns and falls back)
 * @attr {boolean} web-share - "false" hides the Web Share API button (default: shown first wherever the browser has navigator.share)
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
import { defineWidget } from "../ui/define.js";
import { deferredView } from "../ui/deferred.js";
import css from "./share-bar.css";
import type { ShareAttribute } from "./share-bar.props.js";
import type { ShareSite } from "./share.rules.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-share-bar-share": CustomEvent<{ site: ShareSite | "web-share"; url: string; target: string | null }>;
  }
}

const TAG = "pw-share-bar";
/** share-bar.props.ts SHARE_ATTRIBUTES, written here so that the props module stays in the lazy chunk. */
const SHARE_ATTRIBUTES = ["url", "title", "description", "image", "sites", "mobileSites", "disabledSites", "source", "siteUrl", "weiboKey", "credit", "wechatQrTitle", "wechatQrHelp", "wechatQrSize", "webShare"] as const satisfies readonly ShareAttribute[];

defineWidget(TAG, deferredView<ShareAttribute>(() => import("./ShareBar.lazy.js")), { attributes: SHARE_ATTRIBUTES, css });
// SPEC §2 share class: share.dom.ts is a chunk of its own, fetched once the page has a .share element
function shareClass() {
  const load = () => void import("./share.dom.js").then((m) => m.initShareClass(TAG, SHARE_ATTRIBUTES));
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
