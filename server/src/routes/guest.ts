/**
 * Guest and account routes, first part (SPEC §7 "Guest and account"):
 * login, getLoginUcMember, logout. Thin: logic lives in services/members.ts.
 */
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { currentMember, ok, SESSION_COOKIE, tokenOf } from "../http/context.js";
import { Envelope, failures, MemberSchema } from "../http/schemas.js";
import { toMemberDto } from "../services/members.js";



const routes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * POST /api/guest/login — body `{ code, password }` where code is the
   * account code, mobile or email. Sets the HttpOnly session cookie and
   * returns `{ member, token }`. Errors: invalid_param (422),
   * login_failed (401, same for unknown account and wrong password),
   * too_many_requests (429: 10 a minute per address, and a per-account lock after
   * repeated failures, services/accounts.ts checkCredentials). SPEC §7, DESIGN §3.1.
   */
  app.post(
    "/guest/login",
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags: ["guest"],
        summary: "Log in with account (code, mobile or email) and password",
        body: Type.Object({
          code: Type.String({ minLength: 1, maxLength: 100 }),
          password: Type.String({ minLength: 1, maxLength: 64 }),
        }),
        response: { 200: Envelope(Type.Object({ member: MemberSchema, token: Type.String() })), ...failures },
      },
    },
    async (req, reply) => {
      // per-account lock after repeated failures + the same answer for unknown account and wrong password
      const row = await app.services.accounts.checkCredentials(req.body.code, req.body.password);
      const token = await app.services.members.openSession(row.id);
      const member = toMemberDto(row);
      reply.setCookie(SESSION_COOKIE, token, {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: app.config.cookieSecure,
        maxAge: Math.floor(app.config.sessionTtlMs / 1000),
      });
      return ok(reply, { member, token });
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
   * GET /api/guest/logout — ends the session on the server and clears the
   * cookie. Needs the X-Requested-With header like every state change (CSRF).
   */
  app.get(
    "/guest/logout",
    { config: { csrf: true }, schema: { tags: ["guest"], summary: "Log out", response: { 200: Envelope(Type.Null()) } } },
    async (req, reply) => {
      await app.services.members.logout(tokenOf(req));
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      return ok(reply, null);
    },
  );
};

export default routes;
