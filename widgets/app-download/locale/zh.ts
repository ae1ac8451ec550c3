/**
 * Chinese strings: the app download feature (<pw-app-download>). The comment on each entry says where it appears. zh has no plural forms.
 */
export const messagesZh = {
  label: "下载客户端", // the group's accessible name
  qr_alt: "下载客户端页面的二维码，用手机扫描", // alt text of the QR code image
  qr_failed: "二维码生成失败", // in place of the QR code when it cannot be drawn
  scan: "用手机扫描二维码下载客户端", // caption under the QR code
  android: "Android 版下载", // link to the Android package
  ios: "App Store 下载", // link to the iOS store listing
  loading: "正在获取下载地址…", // while the links are fetched
  none: "暂未提供下载地址", // when neither link is configured
  failed: "下载地址获取失败，请稍后再试", // when the links cannot be fetched
} as const;
