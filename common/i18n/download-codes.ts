/**
 * Download codes (SPEC §8 photo_detail_5, photo_group_12, 14, 6 and 7): worded by
 * the download dialog (its checks of the selection and the quota) and by the
 * server.
 * Kept out of the codes every widget carries (codes.zh.ts, codes.en.ts: the
 * story page's JavaScript budget, DESIGN §6): the feature's `t` and the
 * server's (server/src/locale) look here after their own strings. zh has no
 * plural forms; en plural entries are chosen by Intl.PluralRules on {count}.
 */
import type { Catalogues } from "./types.js";

const zh = {
  photo_detail_5: "所选图片缺少摄影师信息，无法下载", // download item without photographer
  photo_group_12: "剩余下载额度不足", // quota too small
  photo_group_14: "所选图片均为免费图片，是否继续？", // all free
  photo_group_6: "剩余下载额度仅剩 {count} 张", // quota 1..10
  photo_group_7: "确定下载所选图片吗？", // confirm download
} as const;

/** A code of this catalogue. */
export type DownloadCodeKey = keyof typeof zh;

/** The catalogue pair (common/i18n/index.ts translator). */
export const downloadCodes: Catalogues<DownloadCodeKey> = {
  zh,
  en: {
    photo_detail_5: "A selected photo has no photographer and cannot be downloaded", // download item without photographer
    photo_group_12: "Not enough download quota left", // quota too small
    photo_group_14: "All selected photos are free. Continue?", // all free
    photo_group_6: { one: "Only {count} download left in your quota", other: "Only {count} downloads left in your quota" }, // quota 1..10
    photo_group_7: "Download the selected photos?", // confirm download
  },
};
