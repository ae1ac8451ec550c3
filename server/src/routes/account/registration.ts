/**
 * Account area, registration and reset (SPEC §7 "Guest and account", §5
 * rules): whether a member code, mobile or email is taken, registration by
 * mobile or email with a verification code (optionally binding a
 * third-party ticket), and the forgotten-password reset (and its legacy twin
 * web/guest/reset_psw). Thin: services/accounts.ts and services/oauth.ts.
 *
 * Every SPEC §5 rule failure answers 422 invalid_param with
 * `errors: [{ field, rule }]` where rule is the catalogue key of the
 * message, and `msg` that message in the X-Lang language.
 */
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { ok } from "../../http/context.js";
import { accountFailures, SessionResult, Str } from "../../http/account-schemas.js";
import { setSessionCookie } from "../../http/cookies.js";
import { LEGACY_TWINS, LIMITS } from "../../http/limits.js";
import { Envelope } from "../../http/schemas.js";
import { toMemberDto } from "../../adapters/member.js";

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { accounts, oauth, members } = app.services;
  const ctx = (req: FastifyRequest) => ({ lang: req.lang, ip: req.ip });

  /**
   * POST /api/guest/check_usercode_register — body `{ code }`: whether a
   * member code (user name) is taken. Answer `{ registered }`.
   * Errors: invalid_param (422, v_code_format: 4–16 letters, digits,
   * symbols, Chinese), too_many_requests (429: 30 a minute). SPEC §5, §7.
   */
  app.post(
    "/guest/check_usercode_register",
    {
      config: { rateLimit: LIMITS.lookup },
      schema: {
        tags: ["guest"],
        summary: "Whether a member code is taken",
        body: Type.Object({ code: Str(100) }),
        response: { 200: Envelope(Type.Object({ registered: Type.Boolean() })), ...accountFailures },
      },
    },
    async (req, reply) => ok(reply, { registered: await accounts.isCodeRegistered(req.body.code, ctx(req)) }),
  );

  /**
   * GET /api/guest/checkCodeForMobileOrEmail?account= — whether a mobile
   * number or email belongs to a member (the registration form refuses a
   * taken one early). Answer `{ exists, type: "mobile" | "email" }`.
   * Errors: invalid_param (422, v_mobile_or_email), too_many_requests (429: 30 a minute). SPEC §7.
   */
  app.get(
    "/guest/checkCodeForMobileOrEmail",
    {
      config: { rateLimit: LIMITS.lookup },
      schema: {
        tags: ["guest"],
        summary: "Whether a mobile number or email is registered",
        querystring: Type.Object({ account: Str(254) }),
        response: {
          200: Envelope(Type.Object({ exists: Type.Boolean(), type: Type.Union([Type.Literal("mobile"), Type.Literal("email")]) })),
          ...accountFailures,
        },
      },
    },
    async (req, reply) => {
      reply.header("Cache-Control", "no-store");
      return ok(reply, await accounts.mobileOrEmailExists(req.query.account, ctx(req)));
    },
  );

  /**
   * POST /api/guest/register — body `{ type: "mobile" | "email", mobile?,
   * email?, captcha, password, confirmPassword, code?, name?, nature?,
   * ticket? }`: creates a member with the code sent to the mobile/email
   * (purpose register), logs in (session cookie) and, with a third-party
   * ticket, binds that account too. Answer `{ member, token }`.
   * Errors: invalid_param (422, SPEC §5 messages), account_exists (409),
   * usercode_exists (409), captcha_invalid / captcha_expired (422),
   * oauth_state (422, bad ticket), too_many_requests (429). SPEC §5, §7.
   */
  app.post(
    "/guest/register",
    {
      config: { rateLimit: LIMITS.write },
      schema: {
        tags: ["guest"],
        summary: "Register by mobile or email with a verification code",
        body: Type.Object({
          type: Type.Union([Type.Literal("mobile"), Type.Literal("email")]),
          mobile: Type.Optional(Str(20)),
          email: Type.Optional(Str(254)),
          captcha: Str(16),
          password: Str(64),
          confirmPassword: Str(64),
          code: Type.Optional(Str(100)),
          name: Type.Optional(Str(200)),
          nature: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
          ticket: Type.Optional(Str(200)),
        }),
        response: { 200: Envelope(SessionResult), ...accountFailures },
      },
    },
    async (req, reply) => {
      const { ticket, ...input } = req.body;
      if (ticket) await oauth.assertTicket(ticket);
      const row = await accounts.register(input, ctx(req));
      if (ticket) await oauth.bindTicket(ticket, row.id);
      const token = await members.openSession(row.id);
      setSessionCookie(app, reply, token);
      return ok(reply, { member: toMemberDto(row), token });
    },
  );

  /**
   * POST /api/guest/login_forget_reset_password, and its legacy twin POST
   * /api/web/guest/reset_psw — body `{ account, captcha,
   * password, confirmPassword }` (account = mobile or email; the code was
   * sent with purpose reset): sets the new password and ends every session
   * of the member. Answer `data: null`.
   * Errors: invalid_param (422, SPEC §5), captcha_invalid / captcha_expired (422), too_many_requests (429). SPEC §7.
   */
  for (const [url, tag] of LEGACY_TWINS["/guest/login_forget_reset_password"]) {
    app.post(
      url,
      {
        config: { rateLimit: LIMITS.write },
        schema: {
          tags: [tag],
          summary: "Reset a forgotten password with a verification code",
          body: Type.Object({ account: Str(254), captcha: Str(16), password: Str(64), confirmPassword: Str(64) }),
          response: { 200: Envelope(Type.Null()), ...accountFailures },
        },
      },
      async (req, reply) => {
        const memberId = await accounts.resetPassword(req.body, ctx(req));
        app.realtime?.disconnectMember(memberId);
        return ok(reply, null);
      },
    );
  }

};

export default routes;
