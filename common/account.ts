/**
 * Account contract constants shared by the server's services, its route
 * schemas and the account widgets (SPEC §5, §7, §9): one place each.
 */

/** The third-party login providers (SPEC §7 guest/oauth/*, web/member/bind*): Weibo, WeChat, QQ. */
export const PROVIDERS = ["weibo", "wechat", "qq"] as const;
export type Provider = (typeof PROVIDERS)[number];

/** What a verification code sent by the account calls is for (register, reset, modify); a code only works for its purpose. */
export const PURPOSES = ["register", "reset", "modify"] as const;

/** Largest avatar upload in bytes (5242880, as the chat image limit of SPEC §9). */
export const AVATAR_MAX_BYTES = 5_242_880;
