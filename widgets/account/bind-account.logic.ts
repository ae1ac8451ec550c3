/**
 * Account-binding page logic (SPEC §2 bind_account.html with its query
 * parameters; SPEC §7 weibo_callback, wechat_callback, zw_wx_callback,
 * get_qq_callback, bind_other, bind_third, unbind_other, check_bind_other).
 * The provider sends the browser back to
 * bind_account.html?type=weibo|wechat|qq&code=…&state=… (plus `from=zw`
 * for the login inside the wechat app, or `error=…` when the reader
 * declined). No React, no DOM.
 */
import { call } from "../core/api.js";
import type { Lang } from "../core/i18n/index.js";
import type { Member } from "../core/session.js";

export const PROVIDERS = ["weibo", "wechat", "qq"] as const;
export type Provider = (typeof PROVIDERS)[number];

/** What the page's query asks for. */
export type BindQuery =
  | { kind: "callback"; provider: Provider; code: string; state: string; inApp: boolean }
  | { kind: "denied"; provider: Provider | null }
  | { kind: "list" };

/** Reads bind_account.html's query: a provider callback, a declined authorisation, or the bindings list. */
export function parseBindQuery(search: string): BindQuery {
  const q = new URLSearchParams(search);
  const type = q.get("type");
  const provider = (PROVIDERS as readonly string[]).includes(type ?? "") ? (type as Provider) : null;
  if (q.get("error")) return { kind: "denied", provider };
  const code = q.get("code");
  const state = q.get("state");
  if (provider && code && state) return { kind: "callback", provider, code, state, inApp: q.get("from") === "zw" };
  return { kind: "list" };
}

/** The callback call of a provider: weibo_callback, wechat_callback, zw_wx_callback (in-app) or get_qq_callback (GET). */
export function callbackPath(provider: Provider, inApp: boolean): { path: string; method: "GET" | "POST" } {
  if (provider === "qq") return { path: "guest/get_qq_callback", method: "GET" };
  if (provider === "wechat") return { path: inApp ? "guest/zw_wx_callback" : "guest/wechat_callback", method: "POST" };
  return { path: "guest/weibo_callback", method: "POST" };
}

export type CallbackResult =
  | { status: "login"; provider: Provider; member: Member; redirect: string | null }
  | { status: "bind"; provider: Provider; ticket: string; mode: "login" | "bind"; nickname: string; avatar: string; redirect: string | null };

/**
 * Sends the provider's code and state to our server.
 * @throws ApiCallError oauth_state, oauth_failed, oauth_disabled, third_party_bound, 998
 */
export async function runCallback(q: Extract<BindQuery, { kind: "callback" }>, lang: Lang): Promise<CallbackResult> {
  const { path, method } = callbackPath(q.provider, q.inApp);
  const payload = { code: q.code, state: q.state };
  const res = await call<CallbackResult>(path, method === "GET" ? { query: payload, lang, noRedirect: true } : { method, body: payload, lang, noRedirect: true });
  return res.data!;
}

/** POST guest/bind_third: binds the ticket's account to the logged-in member. @throws ApiCallError */
export async function bindThird(ticket: string, lang: Lang): Promise<{ provider: Provider; nickname: string }> {
  const res = await call<{ provider: Provider; nickname: string }>("guest/bind_third", { method: "POST", body: { ticket }, lang });
  return res.data!;
}

/** POST guest/bind_other: binds the ticket's account to an existing account and logs in. @throws ApiCallError login_failed … */
export async function bindOther(ticket: string, account: string, password: string, lang: Lang): Promise<Member> {
  const res = await call<{ member: Member }>("guest/bind_other", {
    method: "POST",
    body: { ticket, code: account.trim(), password },
    lang,
    noRedirect: true,
  });
  return res.data!.member;
}

export interface Binding {
  type: Provider;
  enabled: boolean;
  bound: boolean;
  nickname: string;
}

/** POST guest/check_bind_other: the member's bindings. @throws ApiCallError access_denied … */
export async function listBindings(lang: Lang): Promise<Binding[]> {
  const res = await call<Binding[]>("guest/check_bind_other", { method: "POST", body: {}, lang, noRedirect: true });
  return res.data ?? [];
}

/** POST guest/unbind_other. @throws ApiCallError */
export async function unbind(type: Provider, lang: Lang): Promise<boolean> {
  const res = await call<{ unbound: boolean }>("guest/unbind_other", { method: "POST", body: { type }, lang });
  return !!res.data?.unbound;
}

/** The address that starts a flow at the provider (GET /api/guest/oauth_authorize, a 302). */
export function authorizeUrl(apiBase: string, provider: Provider, mode: "login" | "bind", redirect: string): string {
  const q = new URLSearchParams({ type: provider, mode, redirect });
  return `${apiBase}/guest/oauth_authorize?${q}`;
}
