/**
 * English strings: the share feature. The comment on each entry says where it appears. Plural entries ({ one, other }) are chosen by Intl.PluralRules on {count}.
 */
import type { Catalogue } from "../../../common/i18n/index.js";
import { barEn } from "./bar.js";
import type { messagesZh } from "./zh.js";

export const messagesEn: Catalogue<keyof typeof messagesZh> = {
  ...barEn, // the bar's strings (bar.ts)
  wechat_qr_title: "Scan with WeChat to share", // WeChat dialog: its title (and accessible name)
  close: "Close", // WeChat dialog: the close button
  wechat_qr_help: "Open WeChat, tap Discover, then Scan to share this page to Moments.", // WeChat dialog: the help text under the QR code
  wechat_qr_alt: "QR code of this page's address", // WeChat dialog: alt text of the QR code image
  qr_failed: "Could not draw the QR code; copy the address to share", // WeChat dialog: in place of the QR code when it cannot be drawn
};
