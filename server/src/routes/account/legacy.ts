/**
 * Account area, legacy web paths (SPEC §7 "Legacy web paths") that
 * differ from their guest/ and user/ counterparts: web/guest/change_email
 * (POST) and checkEmailValidCode (GET). The exact twins
 * (check_valification_code, reset_psw, change_psw, change_titleImg) are registered with their
 * counterparts' one definition (http/limits.ts LEGACY_TWINS).
 */
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { currentMember, ok, requireMember } from "../../http/context.js";
import { accountFailures, Purpose, Str } from "../../http/account-schemas.js";
import { LIMITS } from "../../http/limits.js";
import { Envelope, MemberSchema } from "../../http/schemas.js";
import { checkEmail } from "../../../../common/validate.js";
import { invalid } from "../../services/accounts.js";

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { accounts } = app.services;

  /**
   * GET /api/web/guest/checkEmailValidCode?email=&captcha=&purpose= — checks
   * an email's verification code without using it up. Answer `{ valid: true }`.
   * Errors: invalid_param (422: v_email_format, v_captcha_empty),
   * captcha_invalid, captcha_expired (422), too_many_requests (429). SPEC §7.
   */
  app.get(
    "/web/guest/checkEmailValidCode",
    {
      config: { rateLimit: LIMITS.check },
      schema: {
        tags: ["web"],
        summary: "Check an email verification code (legacy)",
        querystring: Type.Object({ email: Str(254), captcha: Str(16), purpose: Type.Optional(Purpose) }),
        response: { 200: Envelope(Type.Object({ valid: Type.Boolean() })), ...accountFailures },
      },
    },
    async (req, reply) => {
      const member = await currentMember(req);
      const bad = checkEmail("email", req.query.email);
      if (bad) throw invalid(req.lang, [bad]);
      await accounts.checkCode(req.query.email, req.query.purpose ?? "reset", req.query.captcha, { lang: req.lang, member });
      return ok(reply, { valid: true });
    },
  );

  /**
   * POST /api/web/guest/change_email — member; body `{ email, captcha }`
   * (the code sent to the new email with purpose modify): changes the
   * member's email. Answer `{ member }`. Errors: access_denied (401),
   * invalid_param (422), account_exists (409), captcha_invalid,
   * captcha_expired (422). SPEC §7.
   */
  app.post(
    "/web/guest/change_email",
    {
      config: { rateLimit: LIMITS.write },
      schema: {
        tags: ["web"],
        summary: "Change the email with a verification code (legacy)",
        body: Type.Object({ email: Str(254), captcha: Str(16) }),
        response: { 200: Envelope(Type.Object({ member: MemberSchema })), ...accountFailures },
      },
    },
    async (req, reply) => {
      const member = await requireMember(req);
      return ok(reply, { member: await accounts.changeEmail(member, req.body.email, req.body.captcha, { lang: req.lang }) });
    },
  );
};

export default routes;
