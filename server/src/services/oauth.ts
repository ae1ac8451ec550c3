/**
 * Third-party accounts (SPEC §7 weibo_callback, wechat_callback,
 * zw_wx_callback, get_qq_callback, get_weibo_user_info,
 * get_wechat_user_info, bind_other, bind_third, unbind_other,
 * check_bind_other; SPEC §2 bind_account.html): OAuth 2 authorisation-code
 * flows (RFC 6749 §4.1) for weibo, wechat and qq, with each provider's
 * endpoints and keys in configuration (OAUTH_<PROVIDER>_* variables, see
 * docs/server.md "Configuration" and docs/api.md "Member accounts").
 *
 * Flow: GET /api/guest/oauth_authorize stores a random state (hashed, 10
 * minutes) and a same-value HttpOnly cookie, then redirects to the
 * provider; the provider sends the browser back to bind_account.html with
 * code and state; the page posts them to the provider's callback call,
 * which checks the state against the cookie, exchanges the code for a token
 * (POST token endpoint, form body with client id and secret), reads the
 * user (GET userinfo endpoint, Bearer token) and then either logs in the
 * member bound to that identity or answers a short-lived ticket the page
 * binds with bind_other (existing account and password), bind_third (the
 * logged-in member) or a registration.
 *
 * Stays whole (about 410 lines): the steps of one OAuth 2 flow (state and
 * PKCE, code exchange, user info, binding tickets, bindings) share the
 * pending-state store and the provider configuration.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { oauthPending, thirdPartyBinding, type UcMember } from "../db/schema.js";
import { ApiError } from "../http/errors.js";
import { safeRedirect } from "../../../common/edition.js";
import { PROVIDERS, type Provider } from "../../../common/account.js";

export { PROVIDERS, type Provider };

/** One provider's OAuth 2 client configuration. */
export interface ProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  scope: string;
}

export interface OAuthConfig {
  /** only providers with a client id are enabled */
  providers: Partial<Record<Provider, ProviderConfig>>;
  /** site origin for the redirect_uri (PUBLIC_URL); when unset, the request's own origin */
  publicUrl?: string;
}

/** The providers' own endpoints, used when no URL variable overrides them. */
export const DEFAULT_ENDPOINTS: Record<Provider, Omit<ProviderConfig, "clientId" | "clientSecret">> = {
  weibo: {
    authorizeUrl: "https://api.weibo.com/oauth2/authorize",
    tokenUrl: "https://api.weibo.com/oauth2/access_token",
    userinfoUrl: "https://api.weibo.com/2/users/show.json",
    scope: "",
  },
  wechat: {
    authorizeUrl: "https://open.weixin.qq.com/connect/qrconnect",
    tokenUrl: "https://api.weixin.qq.com/sns/oauth2/access_token",
    userinfoUrl: "https://api.weixin.qq.com/sns/userinfo",
    scope: "snsapi_login",
  },
  qq: {
    authorizeUrl: "https://graph.qq.com/oauth2.0/authorize",
    tokenUrl: "https://graph.qq.com/oauth2.0/token",
    userinfoUrl: "https://graph.qq.com/user/get_user_info",
    scope: "get_user_info",
  },
};

/**
 * Reads OAUTH_<P>_CLIENT_ID, OAUTH_<P>_CLIENT_SECRET, OAUTH_<P>_AUTHORIZE_URL,
 * OAUTH_<P>_TOKEN_URL, OAUTH_<P>_USERINFO_URL, OAUTH_<P>_SCOPE for P in
 * WEIBO, WECHAT, QQ, and PUBLIC_URL. A provider is enabled when its client
 * id is set.
 */
export function loadOAuthConfig(env: NodeJS.ProcessEnv): OAuthConfig {
  const providers: OAuthConfig["providers"] = {};
  for (const p of PROVIDERS) {
    const P = p.toUpperCase();
    const clientId = env[`OAUTH_${P}_CLIENT_ID`];
    if (!clientId) continue;
    const d = DEFAULT_ENDPOINTS[p];
    providers[p] = {
      clientId,
      clientSecret: env[`OAUTH_${P}_CLIENT_SECRET`] ?? "",
      authorizeUrl: env[`OAUTH_${P}_AUTHORIZE_URL`] || d.authorizeUrl,
      tokenUrl: env[`OAUTH_${P}_TOKEN_URL`] || d.tokenUrl,
      userinfoUrl: env[`OAUTH_${P}_USERINFO_URL`] || d.userinfoUrl,
      scope: env[`OAUTH_${P}_SCOPE`] ?? d.scope,
    };
  }
  return { providers, publicUrl: env.PUBLIC_URL?.replace(/\/+$/, "") || undefined };
}

/** Lifetime of states and tickets (10 minutes). */
export const PENDING_TTL_MS = 10 * 60_000;
/** Name of the cookie that ties a state to the browser that started the flow. */
export const OAUTH_COOKIE = "pw_oauth";
/** Where providers send the browser back (SPEC §2 bind_account.html; `type` names the provider). */
export const BIND_PAGE = "/public_resource/public/html/bind_account.html";
/** Time-out of calls to a provider in ms. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** The third-party identity read from a provider. */
export interface ThirdPartyUser {
  provider: Provider;
  openId: string;
  nickname: string;
  avatar: string;
}

/** What a callback answers. */
export type CallbackResult =
  | { status: "login"; memberId: number; provider: Provider; redirect: string | null }
  | {
      status: "bind";
      ticket: string;
      mode: "login" | "bind";
      provider: Provider;
      nickname: string;
      avatar: string;
      redirect: string | null;
    };

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

function isProvider(p: string): p is Provider {
  return (PROVIDERS as readonly string[]).includes(p);
}

/** First non-empty string among `keys` of an object. */
function pick(o: Record<string, unknown>, keys: string[]): string {
  for (const k of keys) {
    const v = o[k];
    if ((typeof v === "string" && v) || typeof v === "number") return String(v);
  }
  return "";
}

export class OAuthService {
  constructor(
    private readonly db: Db,
    public config: OAuthConfig,
    public now: () => Date = () => new Date(),
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  /** Enabled providers. */
  enabled(): Provider[] {
    return PROVIDERS.filter((p) => this.config.providers[p]);
  }

  private provider(p: string): ProviderConfig & { name: Provider } {
    if (!isProvider(p)) throw new ApiError("invalid_param", [{ field: "type", rule: "enum" }]);
    const c = this.config.providers[p];
    if (!c) throw new ApiError("oauth_disabled");
    return { ...c, name: p };
  }

  /** The redirect_uri registered with providers: {origin}/public_resource/public/html/bind_account.html?type={p}. */
  redirectUri(p: Provider, requestOrigin: string): string {
    return `${this.config.publicUrl ?? requestOrigin}${BIND_PAGE}?type=${p}`;
  }

  /**
   * Starts a flow: stores a state and answers the provider's authorisation URL.
   * @param mode login (a guest signs in) or bind (the logged-in member binds)
   * @param redirect a same-site path to return to afterwards (others dropped)
   * @returns the URL to send the browser to and the state (for the cookie)
   * @throws invalid_param (unknown provider), oauth_disabled (404), access_denied (bind without member)
   */
  async authorize(
    p: string,
    mode: "login" | "bind",
    member: UcMember | null,
    redirect: string | undefined,
    requestOrigin: string,
  ): Promise<{ url: string; state: string }> {
    const c = this.provider(p);
    if (mode === "bind" && !member) throw new ApiError("access_denied");
    await this.sweep();
    const state = randomBytes(24).toString("base64url");
    // PKCE (RFC 7636, S256): the code is only worth something together with this verifier
    const verifier = randomBytes(32).toString("base64url");
    await this.db.insert(oauthPending).values({
      idHash: sha256(state),
      kind: "state",
      provider: c.name,
      mode,
      memberId: mode === "bind" ? member!.id : null,
      redirect: safeRedirect(redirect ?? null),
      profile: { verifier },
      expiresAt: new Date(this.now().getTime() + PENDING_TTL_MS),
    });
    const url = new URL(c.authorizeUrl);
    url.searchParams.set("response_type", "code");
    url.searchParams.set("client_id", c.clientId);
    if (c.name === "wechat") url.searchParams.set("appid", c.clientId);
    url.searchParams.set("redirect_uri", this.redirectUri(c.name, requestOrigin));
    if (c.scope) url.searchParams.set("scope", c.scope);
    url.searchParams.set("state", state);
    url.searchParams.set("code_challenge", createHash("sha256").update(verifier).digest("base64url"));
    url.searchParams.set("code_challenge_method", "S256");
    return { url: url.toString(), state };
  }

  /** Deletes expired states and tickets. */
  private async sweep(): Promise<void> {
    await this.db.delete(oauthPending).where(lt(oauthPending.expiresAt, this.now()));
  }

  /** Takes (deletes) a pending row of a kind; null when unknown or expired. */
  private async take(kind: "state" | "ticket", id: string) {
    if (!id || id.length > 200) return null;
    const rows = await this.db
      .delete(oauthPending)
      .where(and(eq(oauthPending.idHash, sha256(id)), eq(oauthPending.kind, kind)))
      .returning();
    const row = rows[0];
    if (!row || row.expiresAt.getTime() <= this.now().getTime()) return null;
    return row;
  }

  /**
   * The callback of a provider (weibo_callback, wechat_callback,
   * zw_wx_callback, get_qq_callback): checks the state (single use, not
   * expired, same provider, equal to the browser's cookie), exchanges the
   * code and reads the user. An identity already bound logs its member in
   * (mode login) or is refused when bound to someone else (mode bind);
   * otherwise a ticket is answered for binding.
   * @throws oauth_state (422) bad/expired/foreign state; oauth_failed (502) provider refused;
   *   third_party_bound (409) identity bound to another member (mode bind)
   */
  async callback(p: string, code: string, state: string, cookieState: string | undefined, requestOrigin: string): Promise<CallbackResult> {
    const c = this.provider(p);
    if (!cookieState || cookieState !== state) throw new ApiError("oauth_state", [{ field: "state", rule: "cookie" }]);
    const pending = await this.take("state", state);
    if (!pending || pending.provider !== c.name) throw new ApiError("oauth_state", [{ field: "state", rule: "invalid" }]);
    const verifier = (pending.profile as { verifier?: string } | null)?.verifier ?? "";
    const user = await this.exchange(c, code, verifier, this.redirectUri(c.name, requestOrigin));
    const [bound] = await this.db
      .select()
      .from(thirdPartyBinding)
      .where(and(eq(thirdPartyBinding.provider, c.name), eq(thirdPartyBinding.openId, user.openId)))
      .limit(1);
    const mode = pending.mode === "bind" ? "bind" : "login";
    if (bound) {
      if (mode === "login") return { status: "login", memberId: bound.memberId, provider: c.name, redirect: pending.redirect };
      if (bound.memberId !== pending.memberId) throw new ApiError("third_party_bound");
    }
    const ticket = randomBytes(24).toString("base64url");
    await this.db.insert(oauthPending).values({
      idHash: sha256(ticket),
      kind: "ticket",
      provider: c.name,
      mode,
      memberId: pending.memberId,
      redirect: pending.redirect,
      openId: user.openId,
      profile: { nickname: user.nickname, avatar: user.avatar },
      expiresAt: new Date(this.now().getTime() + PENDING_TTL_MS),
    });
    return { status: "bind", ticket, mode, provider: c.name, nickname: user.nickname, avatar: user.avatar, redirect: pending.redirect };
  }

  /** Token and userinfo calls of RFC 6749 §4.1.3 and OpenID userinfo; provider failures → oauth_failed (502). */
  private async exchange(
    c: ProviderConfig & { name: Provider },
    code: string,
    verifier: string,
    redirectUri: string,
  ): Promise<ThirdPartyUser> {
    const fail = () => new ApiError("oauth_failed");
    let token: Record<string, unknown>;
    try {
      const res = await this.fetchFn(c.tokenUrl, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: new URLSearchParams({
          grant_type: "authorization_code",
          code,
          redirect_uri: redirectUri,
          client_id: c.clientId,
          client_secret: c.clientSecret,
          code_verifier: verifier,
        }).toString(),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      const text = await res.text();
      if (!res.ok) throw fail();
      // JSON (weibo, wechat, standard) or form-encoded (qq)
      token = text.trim().startsWith("{") ? (JSON.parse(text) as Record<string, unknown>) : Object.fromEntries(new URLSearchParams(text));
    } catch {
      throw fail();
    }
    const accessToken = pick(token, ["access_token"]);
    if (!accessToken) throw fail();
    let info: Record<string, unknown> = {};
    try {
      const url = new URL(c.userinfoUrl);
      url.searchParams.set("access_token", accessToken);
      const tokenId = pick(token, ["openid", "uid"]);
      if (tokenId) url.searchParams.set(c.name === "weibo" ? "uid" : "openid", tokenId);
      if (c.name === "qq") url.searchParams.set("oauth_consumer_key", c.clientId);
      const res = await this.fetchFn(url, {
        headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      if (!res.ok) throw fail();
      info = (await res.json()) as Record<string, unknown>;
    } catch {
      throw fail();
    }
    const openId = pick(info, ["sub", "openid", "unionid", "idstr", "uid", "id"]) || pick(token, ["openid", "uid"]);
    if (!openId || openId.length > 200) throw fail();
    return {
      provider: c.name,
      openId,
      nickname: pick(info, ["nickname", "screen_name", "name", "preferred_username"]).slice(0, 100),
      avatar: pick(info, ["picture", "headimgurl", "avatar_large", "profile_image_url", "figureurl_qq_2", "figureurl_qq_1"]).slice(0, 500),
    };
  }

  /**
   * get_weibo_user_info / get_wechat_user_info: the third-party user of a
   * ticket (not used up), for the binding page.
   * @throws oauth_state (422) unknown or expired ticket, or a ticket of another provider
   */
  async ticketUser(ticket: string, provider?: Provider): Promise<{ provider: Provider; nickname: string; avatar: string; mode: string }> {
    if (!ticket || ticket.length > 200) throw new ApiError("oauth_state", [{ field: "ticket", rule: "invalid" }]);
    const [row] = await this.db
      .select()
      .from(oauthPending)
      .where(and(eq(oauthPending.idHash, sha256(ticket)), eq(oauthPending.kind, "ticket")))
      .limit(1);
    if (!row || row.expiresAt.getTime() <= this.now().getTime() || (provider && row.provider !== provider)) {
      throw new ApiError("oauth_state", [{ field: "ticket", rule: "invalid" }]);
    }
    const profile = (row.profile ?? {}) as { nickname?: string; avatar?: string };
    return { provider: row.provider as Provider, nickname: profile.nickname ?? "", avatar: profile.avatar ?? "", mode: row.mode };
  }

  /**
   * Binds the identity of a ticket to a member (bind_other after the
   * password check, bind_third for the logged-in member, register with a
   * ticket). The ticket is used up.
   * @throws oauth_state (422), third_party_bound (409) identity bound to another member,
   *   provider_bound (409) the member already has an account of this provider
   */
  async bindTicket(ticket: string, memberId: number): Promise<{ provider: Provider; nickname: string }> {
    const row = await this.take("ticket", ticket);
    if (!row || !row.openId) throw new ApiError("oauth_state", [{ field: "ticket", rule: "invalid" }]);
    if (row.mode === "bind" && row.memberId !== memberId) throw new ApiError("oauth_state", [{ field: "ticket", rule: "member" }]);
    const provider = row.provider as Provider;
    const profile = (row.profile ?? {}) as { nickname?: string; avatar?: string };
    const [byId] = await this.db
      .select()
      .from(thirdPartyBinding)
      .where(and(eq(thirdPartyBinding.provider, provider), eq(thirdPartyBinding.openId, row.openId)))
      .limit(1);
    if (byId) {
      if (byId.memberId === memberId) return { provider, nickname: byId.nickname ?? "" };
      throw new ApiError("third_party_bound");
    }
    const inserted = await this.db
      .insert(thirdPartyBinding)
      .values({ provider, openId: row.openId, memberId, nickname: profile.nickname ?? null, avatar: profile.avatar ?? null })
      .onConflictDoNothing()
      .returning();
    if (!inserted.length) {
      // either the identity was bound meanwhile, or the member already has one of this provider
      const [mine] = await this.db
        .select()
        .from(thirdPartyBinding)
        .where(and(eq(thirdPartyBinding.memberId, memberId), eq(thirdPartyBinding.provider, provider)))
        .limit(1);
      throw new ApiError(mine ? "provider_bound" : "third_party_bound");
    }
    return { provider, nickname: profile.nickname ?? "" };
  }

  /** Whether a ticket is usable (before registering with it). @throws oauth_state (422) */
  async assertTicket(ticket: string): Promise<void> {
    await this.ticketUser(ticket);
  }

  /**
   * unbind_other: removes the member's binding of a provider.
   * @returns whether a binding was removed
   * @throws invalid_param (unknown provider)
   */
  async unbind(memberId: number, p: string): Promise<boolean> {
    if (!isProvider(p)) throw new ApiError("invalid_param", [{ field: "type", rule: "enum" }]);
    const rows = await this.db
      .delete(thirdPartyBinding)
      .where(and(eq(thirdPartyBinding.memberId, memberId), eq(thirdPartyBinding.provider, p)))
      .returning();
    return rows.length > 0;
  }

  /** check_bind_other: every provider with whether it is enabled and whether the member has bound it. */
  async bindings(memberId: number): Promise<{ type: Provider; enabled: boolean; bound: boolean; nickname: string }[]> {
    const rows = await this.db.select().from(thirdPartyBinding).where(eq(thirdPartyBinding.memberId, memberId));
    return PROVIDERS.map((p) => {
      const b = rows.find((r) => r.provider === p);
      return { type: p, enabled: !!this.config.providers[p], bound: !!b, nickname: b?.nickname ?? "" };
    });
  }
}
