/**
 * English strings: the login-status feature. The comment on each entry says where it appears. Plural entries ({ one, other }) are chosen by Intl.PluralRules on {count}.
 */
import type { Catalogue } from "../../../common/i18n/index.js";
import type { messagesZh } from "./zh.js";

export const messagesEn: Catalogue<keyof typeof messagesZh> = {
  login: "Log in", // guest view: the login link (to the login page, coming back here)
  logout: "Log out", // member view: the logout button
  member_center: "Member center", // member view: the link to the member center (uc1-index or uc2-index)
  avatar_alt: "{name}'s avatar", // member view: alt text of the avatar image ({name}: the member's name)
};
