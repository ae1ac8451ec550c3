/**
 * The strings of this feature (zh.ts, en.ts), then the upload codes
 * (common/i18n/upload-codes.ts) and the codes catalogue as fallbacks:
 * `t(lang, key, vars)` (common/i18n).
 */
import { codes, translator, type Catalogues } from "../../../common/i18n/index.js";
import { uploadCodes } from "../../../common/i18n/upload-codes.js";
import { messagesEn } from "./en.js";
import { messagesZh } from "./zh.js";

export type { Lang } from "../../../common/i18n/index.js";
export type MessageKey = keyof typeof messagesZh;
export const messages: Catalogues<MessageKey> = { zh: messagesZh, en: messagesEn };
export const t = translator<string>(messages, uploadCodes, codes);
