/**
 * The strings of this feature (zh.ts, en.ts), then the download codes
 * (common/i18n/download-codes.ts) and the codes catalogue as fallbacks:
 * `t(lang, key, vars)` (common/i18n).
 */
import { codes, translator, type Catalogues } from "../../../common/i18n/index.js";
import { downloadCodes } from "../../../common/i18n/download-codes.js";
import { messagesEn } from "./en.js";
import { messagesZh } from "./zh.js";

export type { Lang } from "../../../common/i18n/index.js";
export type MessageKey = keyof typeof messagesZh;
export const messages: Catalogues<MessageKey> = { zh: messagesZh, en: messagesEn };
export const t = translator<string>(messages, downloadCodes, codes);
