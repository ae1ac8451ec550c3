/**
 * English strings: the download feature (pw-download-button). The comment on each entry says where it appears. Plural entries ({ one, other }) are chosen by Intl.PluralRules on {count}.
 * The SPEC §8 messages (photo_detail_5, photo_group_6, photo_group_7, photo_group_12, photo_group_14) come from the codes catalogue.
 */
import type { Catalogue } from "../../../common/i18n/index.js";
import { buttonEn } from "./button.js";
import type { messagesZh } from "./zh.js";

export const messagesEn: Catalogue<keyof typeof messagesZh> = {
  ...buttonEn, // the button's strings (button.ts)
  dialog_title: "Download photos", // title of the question, refusal and progress dialog
  summary: "Free: {free} · charged: {paid} · quota left: {left}", // the dialog: what the download costs, before anything is spent
  confirm: "Download", // the dialog's confirm button
  cancel: "Cancel", // the dialog's cancel button (the question)
  ok: "OK", // the dialog's button after a refusal or a failure
  downloading: "Preparing your download…", // the progress bar's label while the download call runs
  cancel_download: "Cancel download", // the button beside the progress bar
  failed_title: "Cannot download", // title of the dialog after a failure
};
