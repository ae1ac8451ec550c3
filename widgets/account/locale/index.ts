/**
 * The strings of this feature (zh.ts, en.ts), then the validation messages,
 * the account codes (common/i18n/account-codes.ts) and the codes catalogue
 * as fallbacks: `t(lang, key, vars)` (common/i18n).
 */
import { codes, translator, type Catalogues } from "../../../common/i18n/index.js";
import { accountCodes } from "../../../common/i18n/account-codes.js";
import { validateMessages } from "../../../common/i18n/validate.js";
import { messagesEn } from "./en.js";
import { messagesZh } from "./zh.js";

export type { Lang } from "../../../common/i18n/index.js";
export type MessageKey = keyof typeof messagesZh;
export const messages: Catalogues<MessageKey> = { zh: messagesZh, en: messagesEn };
/** The account strings, then the validation messages (SPEC §5), then the codes. */
export const t = translator<string>(messages, validateMessages, accountCodes, codes);
