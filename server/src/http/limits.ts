/**
 * Per-address rate limits of the account area (in memory,
 * @fastify/rate-limit; multiplied by RATE_LIMIT_FACTOR). Per-account limits
 * live in the services (database), DESIGN §7.
 */
export const LIMITS = {
  /** code sending: 5 a minute per address */
  send: { max: 5, timeWindow: 60_000 },
  /** code checks: 20 a minute per address */
  check: { max: 20, timeWindow: 60_000 },
  /** login-like calls: 10 a minute per address */
  login: { max: 10, timeWindow: 60_000 },
  /** existence lookups: 30 a minute per address */
  lookup: { max: 30, timeWindow: 60_000 },
  /** registration, reset, profile writes: 10 a minute per address */
  write: { max: 10, timeWindow: 60_000 },
  /** chat messages (text): 60 a minute per address (issue 10) */
  chat: { max: 60, timeWindow: 60_000 },
  /** chat images: 20 a minute per address (issue 10) */
  chatFile: { max: 20, timeWindow: 60_000 },
  /** upload chunks and checks: 600 a minute per address (a 2 GiB video is 410 chunks; issue 11) */
  uploadChunk: { max: 600, timeWindow: 60_000 },
  /** video comments: 10 a minute per address (issue 11) */
  comment: { max: 10, timeWindow: 60_000 },
};

/**
 * Calls that SPEC §7 names twice, once on the current path and once on a
 * legacy web/guest path: each is one definition registered on both paths
 * (the OpenAPI tag tells them apart). Other legacy calls that behave
 * differently live in routes/account/legacy.ts.
 */
export const LEGACY_TWINS = {
  "/guest/check_is_captcha": [["/guest/check_is_captcha", "guest"], ["/web/guest/check_valification_code", "web"]],
  "/guest/login_forget_reset_password": [["/guest/login_forget_reset_password", "guest"], ["/web/guest/reset_psw", "web"]],
  "/user/update_password": [["/user/update_password", "user"], ["/web/guest/change_psw", "web"]],
  "/guest/update_titleImg": [["/guest/update_titleImg", "guest"], ["/web/guest/change_titleImg", "web"]],
} as const;
