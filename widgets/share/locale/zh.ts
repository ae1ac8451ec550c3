/**
 * Chinese strings: the share feature. The comment on each entry says where it appears. zh has no plural forms.
 */
import { barZh } from "./bar.js";

export const messagesZh = {
  ...barZh, // the bar's strings (bar.ts)
  wechat_qr_title: "微信扫一扫：分享", // WeChat dialog: its title (and accessible name)
  close: "关闭", // WeChat dialog: the close button
  wechat_qr_help: "打开微信，点击底部的“发现”，使用“扫一扫”即可将网页分享至朋友圈。", // WeChat dialog: the help text under the QR code
  wechat_qr_alt: "本页网址的二维码", // WeChat dialog: alt text of the QR code image
  qr_failed: "二维码生成失败，请复制网址分享", // WeChat dialog: in place of the QR code when it cannot be drawn
} as const;
