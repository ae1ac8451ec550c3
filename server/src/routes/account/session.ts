/**
 * Account area, login and session (SPEC §7 "Guest and account", §4 Login
 * state; DESIGN §3.1 sessions): guest/login, getLoginUcMember, logout and
 * the nature-checked changeNatureLogin. Thin: the logic lives in
 * services/members.ts and services/accounts.ts.
 */
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { currentMember, ok, SESSION_COOKIE, tokenOf } from "../../http/context.js";
import { accountFailures, SessionResult } from "../../http/account-schemas.js";
import { originOf, setSessionCookie } from "../../http/cookies.js";
import { ApiError } from "../../http/errors.js";
import { LIMITS } from "../../http/limits.js";
import { Envelope, failures, MemberSchema } from "../../http/schemas.js";
import { toMemberDto } from "../../adapters/member.js";

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { accounts } = app.services;

  /**
   * POST /api/guest/login — body `{ code, password, remember? }` where code
   * is the account code, mobile or email. Sets the HttpOnly session cookie
   * and returns `{ member, token }`; the session lasts 30 days with
   * `remember: true` ("remember me"), else 12 hours, and ends after 7 idle
   * days either way. Errors: invalid_param (422),
   * login_failed (401, same for unknown account and wrong password),
   * too_many_requests (429: 10 a minute per address, and a per-account lock after
   * repeated failures, services/accounts.ts checkCredentials). SPEC §7, DESIGN §3.1.
   */
  app.post(
    "/guest/login",
    {
      config: { rateLimit: LIMITS.login },
      schema: {
        tags: ["guest"],
        summary: "Log in with account (code, mobile or email) and password",
        body: Type.Object({
          code: Type.String({ minLength: 1, maxLength: 100 }),
          password: Type.String({ minLength: 1, maxLength: 64 }),
          remember: Type.Optional(Type.Boolean()),
        }),
        response: { 200: Envelope(SessionResult), ...failures },
      },
    },
    async (req, reply) => {
      // per-account lock after repeated failures + the same answer for unknown account and wrong password
      const row = await accounts.checkCredentials(req.body.code, req.body.password);
      const remember = req.body.remember === true;
      const token = await app.services.members.openSession(row.id, remember);
      setSessionCookie(app, reply, token, remember);
      return ok(reply, { member: toMemberDto(row), token });
    },
  );

  /**
   * GET /api/guest/getLoginUcMember — the logged-in member and token, or
   * `{ member: null, token: null }` for a guest (not an error). SPEC §3, §4.
   */
  app.get(
    "/guest/getLoginUcMember",
    {
      schema: {
        tags: ["guest"],
        summary: "The logged-in member (null for a guest)",
        response: {
          200: Envelope(
            Type.Object({ member: Type.Union([MemberSchema, Type.Null()]), token: Type.Union([Type.String(), Type.Null()]) }),
          ),
        },
      },
    },
    async (req, reply) => {
      const m = await currentMember(req);
      reply.header("Cache-Control", "no-store");
      return ok(reply, { member: m ? toMemberDto(m) : null, token: m ? (tokenOf(req) ?? null) : null });
    },
  );

  /**
   * GET /api/guest/tempCustomId — a guest's identity for realtime channels
   * and chat (SPEC §7 onlineService / getMessageList tempCustomId): a
   * fresh id signed by the server, `{ tempCustomId }`, the only kind of
   * code a guest's socket may register. Keep it (the chat keeps it in
   * localforage) to continue a conversation. Never cached.
   */
  app.get(
    "/guest/tempCustomId",
    { schema: { tags: ["guest"], summary: "A signed guest identity for realtime and chat", response: { 200: Envelope(Type.Object({ tempCustomId: Type.String() })) } } },
    async (_req, reply) => ok(reply, { tempCustomId: app.services.guests.issue() }),
  );

  /**
   * GET /api/guest/logout — ends the session on the server and clears the
   * cookie. Needs the X-Requested-With header like every state change (CSRF).
   */
  app.get(
    "/guest/logout",
    { config: { csrf: true }, schema: { tags: ["guest"], summary: "Log out", response: { 200: Envelope(Type.Null()) } } },
    async (req, reply) => {
      const member = await currentMember(req);
      await app.services.members.logout(tokenOf(req));
      // a logged-out member's sockets stop receiving (issue 8)
      if (member) app.realtime?.disconnectMember(member.id);
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      return ok(reply, null);
    },
  );
  /**
   * POST /api/guest/handoff — body `{ origin }`: the login hand-off of issue
   * 22 (members on partner sites that block third-party cookies). Called by
   * `<pw-login-handoff>` on the Photowire site's own hand-off page, with the
   * member's session cookie; answers `{ token, expiresAt }` (ISO 8601): a new
   * session that only requests from `origin` may use, as `Authorization:
   * Bearer`, for at most an hour (services/members.ts handOff, HANDOFF_TTL_MS),
   * ended by its own logout or the login session's. The page gives the token
   * to the partner page by postMessage, to that origin only.
   * Errors: forbidden (403) when `origin` is not one of ALLOWED_ORIGINS, when
   * the call is not from the Photowire site's own origin, or when it is
   * authenticated by a bearer token instead of the cookie (no hand-off of a
   * hand-off); access_denied (401) for a guest; invalid_param (422) for a
   * malformed body; too_many_requests (429, 10 a minute per address).
   */
  app.post(
    "/guest/handoff",
    {
      config: { rateLimit: LIMITS.login },
      schema: {
        tags: ["guest"],
        summary: "Hand the login to a partner site's page (a token bound to its origin)",
        body: Type.Object({ origin: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: { 200: Envelope(Type.Object({ token: Type.String(), expiresAt: Type.String() })), ...failures },
      },
    },
    async (req, reply) => {
      const own = originOf(req);
      if (req.headers.origin !== own && req.headers.origin !== own.replace(/^http:/, "https:")) throw new ApiError("forbidden", [{ field: "Origin", rule: "same_origin" }]);
      if (req.headers.authorization) throw new ApiError("forbidden", [{ field: "Authorization", rule: "cookie_session" }]);
      const handed = await app.services.members.handOff(req.cookies?.[SESSION_COOKIE], req.body.origin, app.config.allowedOrigins);
      reply.header("Cache-Control", "no-store");
      return ok(reply, { token: handed.token, expiresAt: handed.expiresAt.toISOString() });
    },
  );

  /**
   * POST /api/guest/changeNatureLogin — body `{ code, password, nature, remember? }` (remember: a 30-day session, else 12 hours, as guest/login):
   * logs in only into the chosen member kind (nature 1 contributor, 2
   * individual). Sets the session cookie; answers `{ member, token }`.
   * Errors: login_failed (401, same for unknown account and wrong
   * password), nature_mismatch (403, `home` = the member's own center),
   * too_many_requests (429: 10 a minute per address, 5 failures per account
   * in 15 minutes), invalid_param (422). SPEC §7.
   */
  app.post(
    "/guest/changeNatureLogin",
    {
      config: { rateLimit: LIMITS.login },
      schema: {
        tags: ["guest"],
        summary: "Log in to a chosen member kind",
        body: Type.Object({
          code: Type.String({ minLength: 1, maxLength: 100 }),
          password: Type.String({ minLength: 1, maxLength: 64 }),
          nature: Type.Integer({ minimum: 1, maximum: 2 }),
          remember: Type.Optional(Type.Boolean()),
        }),
        response: { 200: Envelope(SessionResult), ...accountFailures },
      },
    },
    async (req, reply) => {
      const remember = req.body.remember === true;
      const res = await accounts.changeNatureLogin(req.body.code, req.body.password, req.body.nature, remember);
      setSessionCookie(app, reply, res.token, remember);
      return ok(reply, res);
    },
  );

};

export default routes;
