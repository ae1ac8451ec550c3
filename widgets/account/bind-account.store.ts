/**
 * Account-binding page state (SPEC §2 bind_account.html with its query
 * parameters; SPEC §7 weibo_callback, wechat_callback, zw_wx_callback,
 * get_qq_callback, bind_other, bind_third, unbind_other, check_bind_other).
 * The provider sends the browser back to
 * bind_account.html?type=weibo|wechat|qq&code=…&state=… (plus `from=zw`
 * for the login inside the wechat app, or `error=…` when the reader
 * declined). The calls and the page's store (createBindStore). No React,
 * no DOM.
 */
import { ApiCallError, call, clientConfig, navigation } from "../core/api.js";
import { t, type Lang } from "./locale/index.js";
import { getMember, setMember, type Member } from "../core/session.js";
import { createState, type Readable } from "../core/store.js";
import { PROVIDERS, type Provider } from "../../common/account.js";

export { PROVIDERS, type Provider };

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

/** GET guest/oauth_providers: the providers the server is configured for ([] when none). @throws ApiCallError */
export async function listProviders(lang: Lang): Promise<Provider[]> {
  const res = await call<{ providers: Provider[] }>("guest/oauth_providers", { lang, noRedirect: true });
  return (res.data?.providers ?? []).filter((p) => (PROVIDERS as readonly string[]).includes(p));
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

/** What the binding page shows. */
export type BindView =
  | { kind: "loading" }
  | { kind: "error"; msg: string }
  | { kind: "bound"; provider: Provider; nickname: string; next: string }
  | { kind: "choose"; provider: Provider; nickname: string; avatar: string; ticket: string; next: string | null }
  | { kind: "list"; member: Member | null; bindings: Binding[]; providers: Provider[] };

export interface BindState {
  view: BindView;
  /** a bind_other or unbind call runs */
  busy: boolean;
  /** the last failure's message ("" none) */
  alert: string;
  /** the last success line ("" none) */
  status: string;
  /** what the reader typed into the bind-to-an-existing-account form */
  values: { account: string; password: string };
}

/** What the binding store needs from the outside world (injected for tests). */
export interface BindDeps {
  runCallback: typeof runCallback;
  bindThird: typeof bindThird;
  bindOther: typeof bindOther;
  listBindings: typeof listBindings;
  listProviders: typeof listProviders;
  unbind: typeof unbind;
  getMember(lang: Lang): Promise<Member | null>;
  setMember(m: Member): void;
  navigate(url: string): void;
  /** the page's address */
  location(): { pathname: string; search: string; hash: string; href: string };
  /** replaces the address without a reload (history.replaceState) */
  replaceUrl(url: string): void;
  /** the API base (core/api.ts clientConfig().base) */
  apiBase(): string;
}

export const defaultBindDeps: BindDeps = {
  runCallback,
  bindThird,
  bindOther,
  listBindings,
  listProviders,
  unbind,
  getMember: (lang) => getMember(lang),
  setMember,
  navigate: (url) => navigation.assign(url),
  location: () => window.location,
  replaceUrl: (url) => history.replaceState(history.state, "", url),
  apiBase: () => clientConfig().base,
};

export interface BindStore extends Readable<BindState> {
  /**
   * Runs once: the provider callback of the address (dropping the
   * single-use code and state from it), a declined authorisation, or the list.
   * @param center the member center of a member (where a finished flow leads)
   */
  start(lang: Lang, center: (m: Member) => string): Promise<void>;
  /** a field of the bind-to-an-existing-account form changed */
  setField(field: "account" | "password", value: string): void;
  /** binds the ticket's account to the existing account typed in (account and password) and logs in */
  bindOther(lang: Lang, center: (m: Member) => string): Promise<boolean>;
  /** removes a binding and reads the list again */
  unbind(type: Provider, lang: Lang): Promise<boolean>;
  /** the address that starts a flow at the provider, coming back to this page */
  startUrl(type: Provider, mode: "login" | "bind"): string;
}

const failure = (lang: Lang, err: unknown) => (err instanceof ApiCallError ? err.msg : t(lang, "api_tools_1"));

export function createBindStore(deps: BindDeps = defaultBindDeps): BindStore {
  const s = createState<BindState>({ view: { kind: "loading" }, busy: false, alert: "", status: "", values: { account: "", password: "" } });
  let started = false;

  async function showList(lang: Lang): Promise<void> {
    const member = await deps.getMember(lang);
    try {
      // only the providers the server is configured for get a button (issue 12)
      if (!member) return s.set({ view: { kind: "list", member: null, bindings: [], providers: await deps.listProviders(lang) } });
      const bindings = await deps.listBindings(lang);
      s.set({ view: { kind: "list", member, bindings, providers: bindings.filter((b) => b.enabled).map((b) => b.type) } });
    } catch (err) {
      s.set({ view: { kind: "error", msg: failure(lang, err) } });
    }
  }

  return {
    get: s.get,
    subscribe: s.subscribe,
    async start(lang, center) {
      if (started) return;
      started = true;
      const loc = deps.location();
      const q = parseBindQuery(loc.search);
      if (q.kind === "list") return showList(lang);
      if (q.kind === "denied") return s.set({ view: { kind: "error", msg: t(lang, "bind_denied") } });
      // the code is single-use: drop it from the address so that a reload does not send it again
      const clean = new URL(loc.href);
      for (const k of ["code", "state"]) clean.searchParams.delete(k);
      deps.replaceUrl(clean.pathname + clean.search + clean.hash);
      try {
        const res = await deps.runCallback(q, lang);
        if (res.status === "login") {
          deps.setMember(res.member);
          deps.navigate(res.redirect ?? center(res.member));
          return;
        }
        if (res.mode === "bind") {
          const done = await deps.bindThird(res.ticket, lang);
          const member = await deps.getMember(lang);
          const next = res.redirect ?? (member ? center(member) : loc.pathname);
          s.set({ view: { kind: "bound", provider: done.provider, nickname: done.nickname, next } });
          return;
        }
        s.set({ view: { kind: "choose", provider: res.provider, nickname: res.nickname, avatar: res.avatar, ticket: res.ticket, next: res.redirect } });
      } catch (err) {
        s.set({ view: { kind: "error", msg: failure(lang, err) } });
      }
    },
    setField(field, value) {
      s.set((st) => ({ values: { ...st.values, [field]: value } }));
    },
    async bindOther(lang, center) {
      const { view, busy, values } = s.get();
      const { account, password } = values;
      if (view.kind !== "choose" || busy) return false;
      if (!account.trim() || !password) {
        s.set({ alert: t(lang, !account.trim() ? "account_required" : "password_required") });
        return false;
      }
      s.set({ busy: true, alert: "" });
      try {
        const member = await deps.bindOther(view.ticket, account, password, lang);
        deps.setMember(member);
        deps.navigate(view.next ?? center(member));
        return true;
      } catch (err) {
        s.set({ alert: failure(lang, err) });
        return false;
      } finally {
        s.set({ busy: false });
      }
    },
    async unbind(type, lang) {
      s.set({ busy: true, alert: "", status: "" });
      try {
        await deps.unbind(type, lang);
        s.set({ status: t(lang, "bind_unbound", { provider: t(lang, `tp_${type}`) }) });
        await showList(lang);
        return true;
      } catch (err) {
        s.set({ alert: failure(lang, err) });
        return false;
      } finally {
        s.set({ busy: false });
      }
    },
    startUrl(type, mode) {
      const loc = deps.location();
      return authorizeUrl(deps.apiBase(), type, mode, loc.pathname + loc.search);
    },
  };
}
