/**
 * The logged-in member, read once per page however many widgets need it
 * (SPEC §4 Login state). The promise lives on globalThis so that the ES
 * module build and the all-in-one script share it too.
 */
import { call, navigation, siteOrigin } from "./api.js";
import { forgetHandoff, onHandoff } from "./handoff.js";
import type { Lang } from "../../common/i18n/index.js";
import type { Member } from "../../common/types.js";

export type { Member };

type Listener = (member: Member | null) => void;

interface SessionState {
  promise: Promise<Member | null> | null;
  member: Member | null | undefined;
  listeners: Set<Listener>;
}

const KEY = Symbol.for("photowire.session");

function state(): SessionState {
  const g = globalThis as unknown as Record<symbol, SessionState>;
  return (g[KEY] ??= { promise: null, member: undefined, listeners: new Set() });
}

/**
 * The logged-in member, or null for a guest. The first call of a page asks
 * the server (GET guest/getLoginUcMember); later calls share that answer.
 * A network failure counts as a guest and is not cached.
 */
export function getMember(lang: Lang = "zh"): Promise<Member | null> {
  const s = state();
  if (!s.promise) {
    s.promise = call<{ member: Member | null }>("guest/getLoginUcMember", { lang, noRedirect: true }).then(
      (body) => {
        s.member = body.data?.member ?? null;
        return s.member;
      },
      () => {
        s.promise = null;
        return null;
      },
    );
  }
  return s.promise;
}

/** The member when already known (undefined before the first answer). */
export function knownMember(): Member | null | undefined {
  return state().member;
}

/** Subscribes to login-state changes; returns the unsubscribe function. */
export function onMemberChange(fn: Listener): () => void {
  state().listeners.add(fn);
  return () => state().listeners.delete(fn);
}

/** Sets the member (after login) and tells every subscriber. */
export function setMember(member: Member | null): void {
  const s = state();
  s.member = member;
  s.promise = Promise.resolve(member);
  for (const fn of s.listeners) fn(member);
}

/**
 * Asks the server for the member again and tells every subscriber (a login
 * hand-off just arrived, core/handoff.ts).
 */
export async function refreshMember(lang: Lang = "zh"): Promise<Member | null> {
  state().promise = null;
  const member = await getMember(lang);
  setMember(member);
  return member;
}

/** Follows this page's login hand-offs (a partner site's page): the member is read again with the new token. */
function followHandoffs(): void {
  const g = globalThis as unknown as Record<symbol, boolean>;
  if (typeof window === "undefined" || g[FOLLOWING]) return;
  g[FOLLOWING] = true;
  onHandoff(() => void refreshMember(document.documentElement.lang.toLowerCase().startsWith("en") ? "en" : "zh"));
}
const FOLLOWING = Symbol.for("photowire.session.handoffs");
followHandoffs();

/**
 * Logs out on the server (GET guest/logout) and clears the member; later
 * access_denied answers on this page no longer redirect to login (api.ts
 * navigation.loggedOut). On a partner site's page the hand-off's token is
 * revoked by that call and dropped here.
 */
export async function logout(lang: Lang = "zh"): Promise<void> {
  await call("guest/logout", { lang, noRedirect: true });
  const site = siteOrigin();
  if (site) forgetHandoff(site);
  // the page now leaves for where the logout sends it: calls left without a session do not send it to the login page
  navigation.loggedOut = true;
  setMember(null);
}

