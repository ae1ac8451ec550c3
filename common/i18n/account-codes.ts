/**
 * Account codes: worded by the registration form (its early check of a taken
 * mobile, email or member code) and by the server.
 * Kept out of the codes every widget carries (codes.zh.ts, codes.en.ts: the
 * story page's JavaScript budget, DESIGN §6): the feature's `t` and the
 * server's (server/src/locale) look here after their own strings. zh has no
 * plural forms; en plural entries are chosen by Intl.PluralRules on {count}.
 */
import type { Catalogues } from "./types.js";

const zh = {
  account_exists: "该手机号或邮箱已注册", // register/modify with a taken mobile or email
  usercode_exists: "该用户名已被注册", // register with a taken member code
} as const;

/** A code of this catalogue. */
export type AccountCodeKey = keyof typeof zh;

/** The catalogue pair (common/i18n/index.ts translator). */
export const accountCodes: Catalogues<AccountCodeKey> = {
  zh,
  en: {
    account_exists: "This mobile number or email is already registered", // register/modify with a taken mobile or email
    usercode_exists: "This user name is already taken", // register with a taken member code
  },
};
