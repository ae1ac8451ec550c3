/**
 * The button's strings (pw-download-button's element entry, on story pages):
 * kept apart from zh.ts / en.ts so that the entry carries these three only
 * and the dialog's strings come with the chunk loaded on the first press
 * (DESIGN §6 budget). zh.ts and en.ts include them, so the dialog's `t`
 * (index.ts) has every string of the feature. The comment on each entry says
 * where it appears; zh has no plural forms, English plurals ({ one, other })
 * are chosen by Intl.PluralRules on {count}.
 */
import { translator, type Catalogue } from "../../../common/i18n/index.js";

export const buttonZh = {
  download: "下载", // the button, one photo
  download_group: "下载 {count} 张", // the button, a group of photos
  checking: "正在查询下载额度…", // the button's busy label while the quota is read
} as const;

export const buttonEn: Catalogue<keyof typeof buttonZh> = {
  download: "Download", // the button, one photo
  download_group: { one: "Download {count} photo", other: "Download {count} photos" }, // the button, a group of photos
  checking: "Checking your quota…", // the button's busy label while the quota is read
};

/** `t` over the button's strings only (the element entry). */
export const tButton = translator<keyof typeof buttonZh>({ zh: buttonZh, en: buttonEn });
