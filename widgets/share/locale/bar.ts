/**
 * The bar's strings (pw-share-bar's element entry, on story pages): kept apart
 * from zh.ts / en.ts so that the entry carries these only and the WeChat
 * dialog's strings come with the chunk loaded on its first open (DESIGN §6
 * budget). zh.ts and en.ts include them, so the dialog's `t` (index.ts) has
 * every string of the feature. The comment on each entry says where it
 * appears; zh has no plural forms.
 */
import { translator, type Catalogue } from "../../../common/i18n/index.js";

export const barZh = {
  share: "分享", // share bar: the accessible name of the group of links
  web_share: "更多分享方式", // the Web Share API button (phones and browsers with a system share sheet): accessible name and tooltip
  share_to: "分享到{site}", // each site's link or button: its accessible name and tooltip ({site}: a site_* name)
  site_weibo: "新浪微博", // the weibo site's name, in share_to ("分享到…" / "Share to …")
  site_qq: "QQ好友", // the qq site's name, in share_to ("分享到…" / "Share to …")
  site_wechat: "微信", // the wechat site's name, in share_to ("分享到…" / "Share to …")
  site_tencent: "腾讯微博", // the tencent site's name, in share_to ("分享到…" / "Share to …")
  site_douban: "豆瓣", // the douban site's name, in share_to ("分享到…" / "Share to …")
  site_qzone: "QQ空间", // the qzone site's name, in share_to ("分享到…" / "Share to …")
  site_linkedin: "领英", // the linkedin site's name, in share_to ("分享到…" / "Share to …")
  site_diandian: "点点", // the diandian site's name, in share_to ("分享到…" / "Share to …")
  site_facebook: "Facebook", // the facebook site's name, in share_to ("分享到…" / "Share to …")
  site_twitter: "Twitter", // the twitter site's name, in share_to ("分享到…" / "Share to …")
  site_google: "Google", // the google site's name, in share_to ("分享到…" / "Share to …")
} as const;

export const barEn: Catalogue<keyof typeof barZh> = {
  share: "Share", // share bar: the accessible name of the group of links
  web_share: "More ways to share", // the Web Share API button (phones and browsers with a system share sheet): accessible name and tooltip
  share_to: "Share to {site}", // each site's link or button: its accessible name and tooltip ({site}: a site_* name)
  site_weibo: "Weibo", // the weibo site's name, in share_to ("分享到…" / "Share to …")
  site_qq: "QQ", // the qq site's name, in share_to ("分享到…" / "Share to …")
  site_wechat: "WeChat", // the wechat site's name, in share_to ("分享到…" / "Share to …")
  site_tencent: "Tencent Weibo", // the tencent site's name, in share_to ("分享到…" / "Share to …")
  site_douban: "Douban", // the douban site's name, in share_to ("分享到…" / "Share to …")
  site_qzone: "Qzone", // the qzone site's name, in share_to ("分享到…" / "Share to …")
  site_linkedin: "LinkedIn", // the linkedin site's name, in share_to ("分享到…" / "Share to …")
  site_diandian: "Diandian", // the diandian site's name, in share_to ("分享到…" / "Share to …")
  site_facebook: "Facebook", // the facebook site's name, in share_to ("分享到…" / "Share to …")
  site_twitter: "Twitter", // the twitter site's name, in share_to ("分享到…" / "Share to …")
  site_google: "Google", // the google site's name, in share_to ("分享到…" / "Share to …")
};

/** `t` over the bar's strings only (the element entry). */
export const tBar = translator<keyof typeof barZh>({ zh: barZh, en: barEn });
