/**
 * Upload codes (SPEC §8 "Upload codes" but timeout, which several features word and stays in codes.*):
 * worded by the upload widget (a check made before a file is sent) and by the
 * server (its refusals).
 * Kept out of the codes every widget carries (codes.zh.ts, codes.en.ts: the
 * story page's JavaScript budget, DESIGN §6): the feature's `t` and the
 * server's (server/src/locale) look here after their own strings. zh has no
 * plural forms; en plural entries are chosen by Intl.PluralRules on {count}.
 */
import type { Catalogues } from "./types.js";

const zh = {
  Q_TYPE_DENIED: "不支持的文件类型", // upload of a type not allowed (avatar: jpg, png, gif, webp)
  F_EXCEED_SIZE: "文件大小超出限制", // upload over the size limit
  Q_EXCEED_NUM_LIMIT: "一次只能上传一个文件", // more files than allowed at once (chat image: one file at a time)
  Q_EXCEED_SIZE_LIMIT: "文件总大小超出限制", // upload queue over its total size (issue 11)
  F_DUPLICATE: "该文件已在列表中", // the same file twice in one upload queue (issue 11)
} as const;

/** A code of this catalogue. */
export type UploadCodeKey = keyof typeof zh;

/** The catalogue pair (common/i18n/index.ts translator). */
export const uploadCodes: Catalogues<UploadCodeKey> = {
  zh,
  en: {
    Q_TYPE_DENIED: "This file type is not allowed", // upload of a type not allowed (avatar: jpg, png, gif, webp)
    F_EXCEED_SIZE: "The file is too large", // upload over the size limit
    Q_EXCEED_NUM_LIMIT: "Only one file can be sent at a time", // more files than allowed at once (chat image: one file at a time)
    Q_EXCEED_SIZE_LIMIT: "The files together are too large", // upload queue over its total size (issue 11)
    F_DUPLICATE: "This file is already in the list", // the same file twice in one upload queue (issue 11)
  },
};
