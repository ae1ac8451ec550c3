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
 * @event pw-share-bar-share - the reader chose a site; detail `{ site, url, target }`: url = the shared page, target = the share page opened (null for wechat, which opens the QR dialog)
 * @csspart base - the group
 * @csspart list - the list of links
 * @csspart link - every site link or button (also `link-<site>`, e.g. link-weibo)
 * @csspart backdrop - the dialog backdrop
 * @csspart dialog - the WeChat dialog
 * @csspart dialog-title - its title
 * @csspart qr - the QR code box (100 × 100 px)
 * @csspart dialog-help - its help text
 * @csspart close - its close button
 * @cssproperty --pw-share-size - badge size (32px)
 * @cssproperty --pw-share-gap - gap between badges (8px)
 * @cssproperty --pw-share-glyph-color - badge glyph colour (#fff)
 * @cssproperty --pw-share-<site> - a site's badge colour, e.g. --pw-share-weibo
 * @cssproperty --pw-share-dialog-z - dialog z-index (1000)
 * @cssproperty --pw-share-dialog-bg - dialog background
 * @cssproperty --pw-share-dialog-color - dialog text colour
 * @cssproperty --pw-share-help-color - help text colour
 * @cssproperty --pw-focus-ring - focus outline colour
 */
import { createElement } from "react";
import { emit } from "../core/element.js";
import { t } from "../core/i18n/core.js";
import { defineWidget, type WidgetProps } from "../ui/define.js";
import { ShareBar, type ShareItem } from "./ShareBar.js";
import css from "./share-bar.css";
import { QR_SIZE, shareUrl, type ShareSite } from "./share.logic.js";
import { SHARE_ATTRIBUTES, useHostAttributes, useShareConfig, useSiteList, useWeChatDialog } from "./use-share-bar.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-share-bar-share": CustomEvent<{ site: ShareSite; url: string; target: string | null }>;
  }
}

/** camelCase names for r2wc (it observes their kebab-case attributes). */
const ATTRS = ["url", "title", "description", "image", "sites", "mobileSites", "disabledSites", "source", "siteUrl", "weiboKey"] as const;

function ShareBarElement({ host, lang }: WidgetProps<(typeof ATTRS)[number]>) {
  const attrs = useHostAttributes(host, SHARE_ATTRIBUTES);
  const config = useShareConfig(attrs);
  const sites = useSiteList(config);
  const dialog = useWeChatDialog(config.data.url);
  const items: ShareItem[] = sites.map((site) => ({
    site,
    href: shareUrl(site, config.data),
    label: t(lang, "share_to", { site: t(lang, `site_${site}`) }),
  }));
  return createElement(ShareBar, {
    label: t(lang, "share"),
    items,
    onShare: (item) => {
      emit(host, "pw-share-bar-share", { site: item.site, url: config.data.url, target: item.href });
      if (!item.href) dialog.show();
    },
    dialog: {
      open: dialog.open,
      title: t(lang, "wechat_qr_title"),
      help: t(lang, "wechat_qr_help"),
      closeLabel: t(lang, "close"),
      qrAlt: t(lang, "wechat_qr_alt"),
      qrFailed: t(lang, "qr_failed"),
      qr: dialog.qr,
      size: QR_SIZE,
      onClose: dialog.hide,
    },
  });
}

defineWidget("pw-share-bar", ShareBarElement, { attributes: ATTRS, css });
