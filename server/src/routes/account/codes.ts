/**
 * Account area, verification codes (SPEC §4 verification-code button, §7,
 * §9 resend 60 s; DESIGN §7): sending by SMS or email, checking without
 * using up (and its legacy twin web/guest/check_valification_code), and
 * whether a code is waiting. Thin: services/accounts.ts and
 * services/verification.ts.
 */
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { currentMember, ok } from "../../http/context.js";
import { ApiError } from "../../http/errors.js";
import { accountFailures, Purpose, Str } from "../../http/account-schemas.js";
import { LEGACY_TWINS, LIMITS } from "../../http/limits.js";
import { Envelope } from "../../http/schemas.js";

const Sent = Type.Object({ resendIn: Type.Integer(), expiresIn: Type.Integer() });

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { accounts, verification } = app.services;
  const ctx = (req: FastifyRequest) => ({ lang: req.lang, ip: req.ip });

  /**
   * GET /api/guest/checkCodeExists?account=&purpose= — whether a
   * verification code sent to a mobile or email for a purpose is still
   * waiting; lets the code button resume its countdown after a reload.
   * Answer `{ exists, expiresIn, resendIn }` (seconds).
   * Errors: invalid_param (422). SPEC §4, §7, §9.
   */
  app.get(
    "/guest/checkCodeExists",
    {
      config: { rateLimit: LIMITS.lookup },
      schema: {
        tags: ["guest"],
        summary: "Whether a verification code is waiting",
        querystring: Type.Object({ account: Str(254), purpose: Purpose }),
        response: {
          200: Envelope(Type.Object({ exists: Type.Boolean(), expiresIn: Type.Integer(), resendIn: Type.Integer() })),
          ...accountFailures,
        },
      },
    },
    async (req, reply) => {
      const a = req.query.account.trim();
      const channel = /^1\d{10}$/.test(a) ? "sms" : "email";
      if (channel === "email" && !a.includes("@")) {
        throw new ApiError("invalid_param", [{ field: "account", rule: "v_mobile_or_email" }]);
      }
      reply.header("Cache-Control", "no-store");
      return ok(reply, await verification.pending(a, channel, req.query.purpose));
    },
  );

  /**
   * POST /api/guest/send_valification_code — body `{ mobile, purpose }`
   * (purpose register | reset | modify): sends a 6-digit code by SMS
   * (embedded default: DATA_DIR/outbox and the server log). Answer
   * `{ resendIn: 60, expiresIn: 600 }`. A reset for an unknown number is
   * answered alike but sends nothing.
   * Errors: invalid_param (422, v_mobile_format), account_exists (409,
   * register/modify with a taken number), access_denied (401, modify as a
   * guest), code_too_frequent (429, `retryAfter` s: resend within 60 s),
   * too_many_requests (429: 5 a minute per address, 10 an hour per number,
   * 30 an hour per address). SPEC §4, §7, §9.
   */
  app.post(
    "/guest/send_valification_code",
    {
      config: { rateLimit: LIMITS.send },
      schema: {
        tags: ["guest"],
        summary: "Send a verification code by SMS",
        body: Type.Object({ mobile: Str(20), purpose: Purpose }),
        response: { 200: Envelope(Sent), ...accountFailures },
      },
    },
    async (req, reply) =>
      ok(reply, await accounts.sendCode("sms", req.body.mobile, req.body.purpose, { ...ctx(req), member: await currentMember(req) })),
  );

  /**
   * POST /api/guest/send_email_valification_code — body `{ email, purpose }`:
   * as send_valification_code, by email (SMTP when SMTP_URL is set).
   * Errors: invalid_param (422, v_email_format), account_exists (409),
   * access_denied (401), code_too_frequent (429, retryAfter), too_many_requests (429). SPEC §4, §7, §9.
   */
  app.post(
    "/guest/send_email_valification_code",
    {
      config: { rateLimit: LIMITS.send },
      schema: {
        tags: ["guest"],
        summary: "Send a verification code by email",
        body: Type.Object({ email: Str(254), purpose: Purpose }),
        response: { 200: Envelope(Sent), ...accountFailures },
      },
    },
    async (req, reply) =>
      ok(reply, await accounts.sendCode("email", req.body.email, req.body.purpose, { ...ctx(req), member: await currentMember(req) })),
  );

  /**
   * POST /api/guest/check_is_captcha, and its legacy twin POST
   * /api/web/guest/check_valification_code — body `{ account, captcha, purpose }`
   * (account = the mobile or email the code went to): checks a code without
   * using it up (the form's next step does). Answer `{ valid: true }`.
   * Errors: invalid_param (422, v_captcha_empty), captcha_invalid (422;
   * also after 5 wrong guesses, which burn the code), captcha_expired (422),
   * too_many_requests (429: 20 a minute per address). SPEC §5, §7.
   */
  for (const [url, tag] of LEGACY_TWINS["/guest/check_is_captcha"]) {
    app.post(
      url,
      {
        config: { rateLimit: LIMITS.check },
        schema: {
          tags: [tag],
          summary: "Check a verification code",
          body: Type.Object({ account: Str(254), captcha: Str(16), purpose: Purpose }),
          response: { 200: Envelope(Type.Object({ valid: Type.Boolean() })), ...accountFailures },
        },
      },
      async (req, reply) => {
        await accounts.checkCode(req.body.account, req.body.purpose, req.body.captcha, { ...ctx(req), member: await currentMember(req) });
        return ok(reply, { valid: true });
      },
    );
  }

};

export default routes;
