/**
 * Account area, third-party accounts (SPEC §7 "Guest and account": weibo,
 * wechat, qq over OAuth 2 with PKCE; DESIGN §7): starting a login or
 * binding, the provider callbacks, the user of a binding ticket, binding and
 * unbinding. Thin: services/oauth.ts and services/accounts.ts.
 */
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyReply, FastifyRequest } from "fastify";
import { currentMember, ok, requireMember } from "../../http/context.js";
import { accountFailures, ProviderType, SessionResult, Str } from "../../http/account-schemas.js";
import { originOf, setSessionCookie } from "../../http/cookies.js";
import { LIMITS } from "../../http/limits.js";
import { Envelope, MemberSchema } from "../../http/schemas.js";
import { toMemberDto } from "../../adapters/member.js";
import { OAUTH_COOKIE, PENDING_TTL_MS } from "../../services/oauth.js";

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { accounts, oauth, members } = app.services;

  /**
   * GET /api/guest/oauth_authorize?type=weibo|wechat|qq&mode=login|bind&redirect=
   * — starts an OAuth 2 authorisation-code flow: sets the HttpOnly state
   * cookie and answers 302 to the provider, which returns the browser to
   * bind_account.html?type=…&code=…&state=…. mode bind needs a member.
   * redirect (a same-site path) is where the binding page leads afterwards.
   * Errors: invalid_param (422), oauth_disabled (404: provider not
   * configured), access_denied (401: bind as a guest).
   */
  app.get(
    "/guest/oauth_authorize",
    {
      config: { rateLimit: LIMITS.login },
      schema: {
        tags: ["guest"],
        summary: "Start a third-party login or binding (302 to the provider)",
        querystring: Type.Object({
          type: ProviderType,
          mode: Type.Optional(Type.Union([Type.Literal("login"), Type.Literal("bind")])),
          redirect: Type.Optional(Str(2000)),
        }),
        response: { ...accountFailures },
      },
    },
    async (req, reply) => {
      const member = await currentMember(req);
      const { url, state } = await oauth.authorize(req.query.type, req.query.mode ?? "login", member, req.query.redirect, originOf(req));
      reply.setCookie(OAUTH_COOKIE, state, {
        path: "/api/guest",
        httpOnly: true,
        sameSite: "lax",
        secure: app.config.cookieSecure,
        maxAge: PENDING_TTL_MS / 1000,
      });
      return reply.redirect(url, 302);
    },
  );

  const CallbackResult = Type.Object({
    status: Type.Union([Type.Literal("login"), Type.Literal("bind")]),
    provider: ProviderType,
    redirect: Type.Union([Type.String(), Type.Null()]),
    member: Type.Optional(MemberSchema),
    token: Type.Optional(Type.String()),
    ticket: Type.Optional(Type.String()),
    mode: Type.Optional(Type.String()),
    nickname: Type.Optional(Type.String()),
    avatar: Type.Optional(Type.String()),
  });

  /** Shared handler of the four provider callbacks. */
  async function callback(provider: string, code: string, state: string, req: FastifyRequest, reply: FastifyReply) {
    const res = await oauth.callback(provider, code, state, req.cookies?.[OAUTH_COOKIE], originOf(req));
    reply.clearCookie(OAUTH_COOKIE, { path: "/api/guest" });
    if (res.status === "login") {
      const token = await members.openSession(res.memberId);
      const { member } = await accounts.refresh(res.memberId);
      setSessionCookie(app, reply, token);
      return ok(reply, { status: res.status, provider: res.provider, redirect: res.redirect, member, token });
    }
    return ok(reply, res);
  }

  const callbackSchema = (provider: string) => ({
    tags: ["guest"],
    summary: `OAuth 2 callback of ${provider}`,
    body: Type.Object({ code: Type.String({ minLength: 1, maxLength: 2000 }), state: Type.String({ minLength: 1, maxLength: 200 }) }),
    response: { 200: Envelope(CallbackResult), ...accountFailures },
  });

  /**
   * POST /api/guest/weibo_callback — body `{ code, state }` from
   * bind_account.html?type=weibo: checks the state against the browser's
   * cookie, exchanges the code (PKCE) and reads the weibo user. Answers
   * `{ status: "login", member, token, redirect }` (identity bound: the
   * member is logged in) or `{ status: "bind", ticket, mode, provider,
   * nickname, avatar, redirect }` (to bind with bind_other, bind_third or
   * register). Errors: oauth_state (422), oauth_disabled (404),
   * oauth_failed (502: the provider refused), third_party_bound (409). SPEC §7.
   */
  app.post("/guest/weibo_callback", { config: { rateLimit: LIMITS.login }, schema: callbackSchema("weibo") }, (req, reply) =>
    callback("weibo", req.body.code, req.body.state, req, reply),
  );

  /** POST /api/guest/wechat_callback — as weibo_callback, for wechat (website QR login). SPEC §7. */
  app.post("/guest/wechat_callback", { config: { rateLimit: LIMITS.login }, schema: callbackSchema("wechat") }, (req, reply) =>
    callback("wechat", req.body.code, req.body.state, req, reply),
  );

  /**
   * POST /api/guest/zw_wx_callback — as wechat_callback, for the login from
   * inside the wechat app's browser (same wechat configuration). SPEC §7.
   */
  app.post("/guest/zw_wx_callback", { config: { rateLimit: LIMITS.login }, schema: callbackSchema("wechat") }, (req, reply) =>
    callback("wechat", req.body.code, req.body.state, req, reply),
  );

  /**
   * GET /api/guest/get_qq_callback?code=&state= — as weibo_callback, for qq
   * (a GET in SPEC §7; it logs in, so it needs X-Requested-With like a POST).
   */
  app.get(
    "/guest/get_qq_callback",
    {
      config: { rateLimit: LIMITS.login, csrf: true },
      schema: {
        tags: ["guest"],
        summary: "OAuth 2 callback of qq",
        querystring: Type.Object({ code: Type.String({ minLength: 1, maxLength: 2000 }), state: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: { 200: Envelope(CallbackResult), ...accountFailures },
      },
    },
    (req, reply) => callback("qq", req.query.code, req.query.state, req, reply),
  );

  const TicketUser = Type.Object({ provider: ProviderType, nickname: Type.String(), avatar: Type.String(), mode: Type.String() });
  const ticketUserSchema = (provider: string) => ({
    tags: ["guest"],
    summary: `The ${provider} user of a binding ticket`,
    querystring: Type.Object({ ticket: Type.String({ minLength: 1, maxLength: 200 }) }),
    response: { 200: Envelope(TicketUser), ...accountFailures },
  });

  /**
   * GET /api/guest/get_weibo_user_info?ticket= — the weibo user (nickname,
   * avatar) of a binding ticket, for bind_account.html. Errors: oauth_state (422). SPEC §7.
   */
  app.get("/guest/get_weibo_user_info", { schema: ticketUserSchema("weibo") }, async (req, reply) =>
    ok(reply, await oauth.ticketUser(req.query.ticket, "weibo")),
  );

  /** GET /api/guest/get_wechat_user_info?ticket= — as get_weibo_user_info, for wechat. SPEC §7. */
  app.get("/guest/get_wechat_user_info", { schema: ticketUserSchema("wechat") }, async (req, reply) =>
    ok(reply, await oauth.ticketUser(req.query.ticket, "wechat")),
  );

  /**
   * POST /api/guest/bind_other — body `{ ticket, code, password }`: binds the
   * ticket's third-party account to an existing member after checking the
   * account (code, mobile or email) and password, and logs that member in.
   * Answer `{ member, token }`. Errors: login_failed (401),
   * too_many_requests (429: per address and 5 failures per account),
   * oauth_state (422), third_party_bound / provider_bound (409). SPEC §7.
   */
  app.post(
    "/guest/bind_other",
    {
      config: { rateLimit: LIMITS.login },
      schema: {
        tags: ["guest"],
        summary: "Bind a third-party account to an existing account and log in",
        body: Type.Object({
          ticket: Type.String({ minLength: 1, maxLength: 200 }),
          code: Type.String({ minLength: 1, maxLength: 100 }),
          password: Type.String({ minLength: 1, maxLength: 64 }),
        }),
        response: { 200: Envelope(SessionResult), ...accountFailures },
      },
    },
    async (req, reply) => {
      await oauth.assertTicket(req.body.ticket);
      const row = await accounts.checkCredentials(req.body.code, req.body.password);
      await oauth.bindTicket(req.body.ticket, row.id);
      const token = await members.openSession(row.id);
      setSessionCookie(app, reply, token);
      return ok(reply, { member: toMemberDto(row), token });
    },
  );

  /**
   * POST /api/guest/bind_third — member; body `{ ticket }`: binds the
   * ticket's third-party account to the logged-in member. Answer
   * `{ provider, nickname }`. Errors: access_denied (401), oauth_state
   * (422), third_party_bound / provider_bound (409). SPEC §7.
   */
  app.post(
    "/guest/bind_third",
    {
      schema: {
        tags: ["guest"],
        summary: "Bind a third-party account to the logged-in member",
        body: Type.Object({ ticket: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: { 200: Envelope(Type.Object({ provider: ProviderType, nickname: Type.String() })), ...accountFailures },
      },
    },
    async (req, reply) => {
      const member = await requireMember(req);
      return ok(reply, await oauth.bindTicket(req.body.ticket, member.id));
    },
  );

  /**
   * POST /api/guest/unbind_other — member; body `{ type }`: removes the
   * member's binding of that provider. Answer `{ type, unbound }` (false
   * when nothing was bound). Errors: access_denied (401), invalid_param (422). SPEC §7.
   */
  app.post(
    "/guest/unbind_other",
    {
      schema: {
        tags: ["guest"],
        summary: "Unbind a third-party account",
        body: Type.Object({ type: ProviderType }),
        response: { 200: Envelope(Type.Object({ type: ProviderType, unbound: Type.Boolean() })), ...accountFailures },
      },
    },
    async (req, reply) => {
      const member = await requireMember(req);
      return ok(reply, { type: req.body.type, unbound: await oauth.unbind(member.id, req.body.type) });
    },
  );

  /**
   * GET /api/guest/oauth_providers — the third-party providers the server is
   * configured for (OAUTH_<P>_CLIENT_ID set): `{ code, data: { providers:
   * ["weibo" | "wechat" | "qq", …] } }`, [] when none. Pages show login and
   * bind buttons only for these (issue 12). No errors.
   */
  app.get(
    "/guest/oauth_providers",
    {
      schema: {
        tags: ["guest"],
        summary: "The configured third-party login providers",
        response: { 200: Envelope(Type.Object({ providers: Type.Array(ProviderType) })) },
      },
    },
    async (_req, reply) => ok(reply, { providers: oauth.enabled() }),
  );

  /**
   * POST /api/guest/check_bind_other — member: every provider with
   * `{ type, enabled, bound, nickname }`. Errors: access_denied (401). SPEC §7.
   */
  app.post(
    "/guest/check_bind_other",
    {
      schema: {
        tags: ["guest"],
        summary: "The member's third-party bindings",
        response: {
          200: Envelope(
            Type.Array(Type.Object({ type: ProviderType, enabled: Type.Boolean(), bound: Type.Boolean(), nickname: Type.String() })),
          ),
          ...accountFailures,
        },
      },
    },
    async (req, reply) => {
      const member = await requireMember(req);
      reply.header("Cache-Control", "no-store");
      return ok(reply, await oauth.bindings(member.id));
    },
  );

};

export default routes;
