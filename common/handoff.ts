/**
 * The login hand-off (issue 22 item 4): how a partner site's page, whose
 * browser keeps the Photowire session cookie out of its calls (third-party
 * cookies blocked), gets a member's login. The page opens HANDOFF_PATH on the
 * Photowire site in a popup, with `origin` = its own origin; there
 * `<pw-login-handoff>` (after a login when needed) asks POST guest/handoff
 * for a token bound to that origin and posts a HandoffMessage to the opener,
 * to that origin only. The partner page keeps the token (per Photowire site)
 * and sends it as `Authorization: Bearer` until it expires or the member
 * logs out.
 */

/** The hand-off page on the Photowire site (beside the login page, SPEC §2). */
export const HANDOFF_PATH = "/public_resource/public/html/handoff.html";

/** `type` of the hand-off's message. */
export const HANDOFF_MESSAGE = "photowire:login-handoff";

/** What the hand-off page posts to the partner page (window.postMessage, targetOrigin = the partner's origin). */
export interface HandoffMessage {
  type: typeof HANDOFF_MESSAGE;
  /** the token bound to the partner's origin (services/members.ts handOff) */
  token: string;
  /** when it expires, ISO 8601 */
  expiresAt: string;
}

/** Whether a message event's data is a HandoffMessage. */
export function isHandoffMessage(data: unknown): data is HandoffMessage {
  const d = data as Partial<HandoffMessage> | null;
  return (
    typeof d === "object" && d !== null && d.type === HANDOFF_MESSAGE && typeof d.token === "string" && d.token.length > 0 && d.token.length <= 200 &&
    typeof d.expiresAt === "string" && !Number.isNaN(Date.parse(d.expiresAt))
  );
}

/**
 * The hand-off page's address on the Photowire site for a partner page.
 * @param site the Photowire site's origin ("https://photowire.example")
 * @param partnerOrigin the partner page's own origin
 * @param lang the page's language: "en" adds lang=en (as the login page's address does)
 */
export function handoffUrl(site: string, partnerOrigin: string, lang: "zh" | "en"): string {
  const u = new URL(HANDOFF_PATH, site);
  u.searchParams.set("origin", partnerOrigin);
  if (lang === "en") u.searchParams.set("lang", "en");
  return u.href;
}
