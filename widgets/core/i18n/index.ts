/**
 * Message lookup for both catalogues, every part: the core part (core.ts)
 * plus the extra part (extra.zh.ts, extra.en.ts: pages, member accounts and
 * centres, validation, search), registered on import. `t(lang, key, vars)`
 * replaces `{name}` placeholders; an unknown key returns the key itself.
 */
import { addMessages } from "./core.js";
import { extraEn } from "./extra.en.js";
import { extraZh, type ExtraMessageKey } from "./extra.zh.js";
import type { CoreMessageKey } from "./zh.js";

addMessages({ zh: extraZh, en: extraEn });

export { addMessages, catalogues, isMessageKey, t, type Lang } from "./core.js";

/** Every catalogue key, core and extra. */
export type MessageKey = CoreMessageKey | ExtraMessageKey;
