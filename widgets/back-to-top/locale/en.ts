/**
 * English strings: the back-to-top feature. The comment on each entry says where it appears. Plural entries ({ one, other }) are chosen by Intl.PluralRules on {count}.
 */
import type { Catalogue } from "../../../common/i18n/index.js";
import type { messagesZh } from "./zh.js";

export const messagesEn: Catalogue<keyof typeof messagesZh> = {
  back_to_top: "Back to top", // back-to-top button: its accessible name and tooltip (the button shows only an arrow)
};
