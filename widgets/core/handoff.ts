/**
 * The partner page's side of the login hand-off (issue 22 item 4;
 * common/handoff.ts): opens the Photowire site's hand-off page in a popup,
 * takes the token it posts back (only from that site's origin, only from the
 * popup this page opened), keeps it per Photowire site in localStorage until
 * it expires, and tells the page's widgets (onHandoff). core/api.ts sends the
 * kept token as `Authorization: Bearer` on a partner page's calls,
 * core/realtime.ts as the socket's `auth.token`. Framework-free, no imports
 * of the API client (which imports this).
 */
import { handoffUrl, isHandoffMessage, type HandoffMessage } from "../../common/handoff.js";

/** localStorage key of the token kept for a Photowire site (its origin follows). */
export const HANDOFF_KEY_PREFIX = "photowire:handoff:";
/** The popup's size, px (the login page's form fits without scrolling). */
const POPUP_FEATURES = "popup,width=480,height=640";

type Listener = (site: string) => void;
interface HandoffState {
  listeners: Set<Listener>;
  /** the popup this page opened last, by Photowire site (a message from any other window is ignored) */
  popups: Map<string, Window>;
  listening: boolean;
}
const KEY = Symbol.for("photowire.handoff");
/** Shared by the ES module build and the all-in-one script on one page (as core/session.ts). */
function state(): HandoffState {
  const g = globalThis as unknown as Record<symbol, HandoffState>;
  return (g[KEY] ??= { listeners: new Set(), popups: new Map(), listening: false });
}

function store(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null; // storage disabled: no hand-off kept (the member logs in again on each page)
  }
}

/**
 * The token kept for a Photowire site, or null (none, unreadable, or
 * expired: then it is dropped).
 * @param site the Photowire site's origin
 * @param now the clock, ms (tests)
 */
export function keptHandoff(site: string, now = Date.now()): string | null {
  const s = store();
  const raw = s?.getItem(HANDOFF_KEY_PREFIX + site);
  if (!raw) return null;
  try {
    const kept = JSON.parse(raw) as Partial<HandoffMessage>;
    if (typeof kept.token === "string" && typeof kept.expiresAt === "string" && Date.parse(kept.expiresAt) > now) return kept.token;
  } catch {
    // unreadable: dropped below
  }
  s?.removeItem(HANDOFF_KEY_PREFIX + site);
  return null;
}

/** Keeps a hand-off's token for a Photowire site (replacing any other). */
export function keepHandoff(site: string, msg: Pick<HandoffMessage, "token" | "expiresAt">): void {
  store()?.setItem(HANDOFF_KEY_PREFIX + site, JSON.stringify({ token: msg.token, expiresAt: msg.expiresAt }));
}

/**
 * Drops the token kept for a Photowire site (logout, or the server no longer takes it).
 * @param token drop it only while it is this one (a call sent with an older token, answered after a new one came, keeps the new one)
 */
export function forgetHandoff(site: string, token?: string): void {
  if (token === undefined || keptHandoff(site) === token) store()?.removeItem(HANDOFF_KEY_PREFIX + site);
}

/** Follows new hand-offs (a token kept); the listener gets the Photowire site's origin. Returns the unsubscribe function. */
export function onHandoff(fn: Listener): () => void {
  state().listeners.add(fn);
  return () => state().listeners.delete(fn);
}

function listen(): void {
  const st = state();
  if (st.listening) return;
  st.listening = true;
  window.addEventListener("message", (e: MessageEvent) => {
    const popup = st.popups.get(e.origin);
    if (!popup || e.source !== popup || !isHandoffMessage(e.data)) return;
    st.popups.delete(e.origin);
    keepHandoff(e.origin, e.data);
    for (const fn of st.listeners) fn(e.origin);
  });
}

/**
 * Opens the hand-off page of a Photowire site in a popup (a click's handler
 * calls it, or a call refused with access_denied soon after a click: browsers
 * open popups only then). When the member is logged in there (or logs in),
 * the page posts the token back; it is kept and onHandoff's listeners run.
 * @param site the Photowire site's origin ("https://photowire.example", as core/api.ts siteOrigin gives it)
 * @param lang the page's language (the hand-off and login pages follow it)
 * @returns false when the browser blocked the popup (the caller then goes to the login page instead)
 */
export function openHandoff(site: string, lang: "zh" | "en"): boolean {
  if (typeof window === "undefined") return false;
  listen();
  const popup = window.open(handoffUrl(site, window.location.origin, lang), "photowire-login", POPUP_FEATURES);
  if (!popup) return false;
  state().popups.set(site, popup);
  return true;
}
