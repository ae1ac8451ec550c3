/**
 * The server's strings and the codes only it says (zh.ts, en.ts), then the
 * codes catalogue and the features' codes (common/i18n: codes, upload-codes,
 * download-codes, account-codes), so that every code the server answers
 * with is worded: `t(lang, key, vars)` (common/i18n).
 */
import { accountCodes } from "../../../common/i18n/account-codes.js";
import { downloadCodes } from "../../../common/i18n/download-codes.js";
import { codes, translator, type Catalogues } from "../../../common/i18n/index.js";
import { uploadCodes } from "../../../common/i18n/upload-codes.js";
import { messagesEn } from "./en.js";
import { messagesZh } from "./zh.js";

export type { Lang } from "../../../common/i18n/index.js";
export type MessageKey = keyof typeof messagesZh;
export const messages: Catalogues<MessageKey> = { zh: messagesZh, en: messagesEn };
export const t = translator<string>(messages, codes, uploadCodes, downloadCodes, accountCodes);
