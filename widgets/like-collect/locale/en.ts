/**
 * English strings: the like-collect feature. The comment on each entry says where it appears. Plural entries ({ one, other }) are chosen by Intl.PluralRules on {count}.
 */
import type { Catalogue } from "../../../common/i18n/index.js";
import type { messagesZh } from "./zh.js";

export const messagesEn: Catalogue<keyof typeof messagesZh> = {
  login: "Log in", // login link and button
  like: "Like", // like button label (not liked)
  unlike: "Unlike", // like button label (liked)
  collect: "Collect", // collect button label
  uncollect: "Remove from collection", // collect button label (collected)
};
