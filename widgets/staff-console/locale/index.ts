/**
 * The strings of this feature (zh.ts, en.ts; issue 20's panels in
 * commerce.ts and licences.ts, joined here) with the codes catalogue as a
 * fallback: `t(lang, key, vars)` (common/i18n).
 */
import { codes, translator, type Catalogues } from "../../../common/i18n/index.js";
import { commerceEn, commerceZh } from "./commerce.js";
import { messagesEn } from "./en.js";
import { licencesEn, licencesZh } from "./licences.js";
import { messagesZh } from "./zh.js";

export type { Lang } from "../../../common/i18n/index.js";
export type MessageKey = keyof typeof messagesZh | keyof typeof commerceZh | keyof typeof licencesZh;
export const messages: Catalogues<MessageKey> = {
  zh: { ...messagesZh, ...commerceZh, ...licencesZh },
  en: { ...messagesEn, ...commerceEn, ...licencesEn },
};
export const t = translator<string>(messages, codes);
