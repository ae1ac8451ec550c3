/**
 * Chinese strings: the download feature (pw-download-button). The comment on each entry says where it appears. zh has no plural forms.
 * The SPEC §8 messages (photo_detail_5, photo_group_6, photo_group_7, photo_group_12, photo_group_14) come from the codes catalogue.
 */
import { buttonZh } from "./button.js";

export const messagesZh = {
  ...buttonZh, // the button's strings (button.ts)
  dialog_title: "下载图片", // title of the question, refusal and progress dialog
  summary: "免费 {free} 张，计费 {paid} 张，剩余额度 {left} 张", // the dialog: what the download costs, before anything is spent
  confirm: "下载", // the dialog's confirm button
  cancel: "取消", // the dialog's cancel button (the question)
  ok: "知道了", // the dialog's button after a refusal or a failure
  downloading: "正在准备下载…", // the progress bar's label while the download call runs
  cancel_download: "取消下载", // the button beside the progress bar
  failed_title: "无法下载", // title of the dialog after a failure
} as const;
