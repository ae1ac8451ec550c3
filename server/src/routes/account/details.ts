/**
 * Account area, certificate, bank and password: the user calls (SPEC §7 "User and download"):
 * user/update_cer, user/update_bank, user/update_password. Member-only.
 * Thin: logic in services/accounts.ts; SPEC §5 rule failures answer 422
 * invalid_param with `errors: [{ field, rule: <message key> }]` and `msg`.
 */
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { ok, requireMember, tokenOf } from "../../http/context.js";
import { accountFailures, DetailSchema, Str } from "../../http/account-schemas.js";
import { LEGACY_TWINS, LIMITS } from "../../http/limits.js";
import { Envelope } from "../../http/schemas.js";

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { accounts } = app.services;

  /**
   * POST /api/user/update_cer — member; body `{ certType: "id_card" |
   * "passport" | "other", certNumber, name }`: the certificate details; a
   * mainland ID card (15 or 18, X, month/day ranges) also becomes the
   * member's idCard. Answer: the member's details (MemberDetail).
   * Errors: access_denied (401), invalid_param (422: v_cert_type,
   * v_cert_number_empty/blank, v_id_card, v_name_empty/blank). SPEC §5, §7.
   */
  app.post(
    "/user/update_cer",
    {
      config: { rateLimit: LIMITS.write },
      schema: {
        tags: ["user"],
        summary: "Save certificate details",
        body: Type.Object({ certType: Str(20), certNumber: Str(100), name: Str(200) }),
        response: { 200: Envelope(DetailSchema), ...accountFailures },
      },
    },
    async (req, reply) => {
      const member = await requireMember(req);
      return ok(reply, await accounts.updateCertificate(member, req.body, { lang: req.lang }));
    },
  );

  /**
   * POST /api/user/update_bank — member; body `{ bank, accountName,
   * accountNumber }` (8–30 digits, spaces allowed): the bank details.
   * Answer: the member's details with the account number masked.
   * Errors: access_denied (401), invalid_param (422: v_bank_*,
   * v_account_name_*, v_account_number_*). SPEC §5, §7.
   */
  app.post(
    "/user/update_bank",
    {
      config: { rateLimit: LIMITS.write },
      schema: {
        tags: ["user"],
        summary: "Save bank details",
        body: Type.Object({ bank: Str(200), accountName: Str(200), accountNumber: Str(80) }),
        response: { 200: Envelope(DetailSchema), ...accountFailures },
      },
    },
    async (req, reply) => {
      const member = await requireMember(req);
      return ok(reply, await accounts.updateBank(member, req.body, { lang: req.lang }));
    },
  );

  /**
   * POST /api/user/update_password, and its legacy twin POST /api/web/guest/change_psw — member; body `{ oldPassword, password,
   * confirmPassword }`: changes the password (SPEC §5: 8–16, two kinds, no
   * whitespace or Chinese, not a common one; confirm = uc1_profile_15) and
   * ends every other session of the member; this session stays.
   * Answer `data: null`. Errors: access_denied (401), invalid_param (422),
   * old_password_wrong (422), too_many_requests (429: 10 a minute per
   * address, 5 wrong current passwords in 15 minutes). SPEC §5, §7, DESIGN §7.
   */
  for (const [url, tag] of LEGACY_TWINS["/user/update_password"]) {
    app.post(
      url,
      {
        config: { rateLimit: LIMITS.login },
        schema: {
          tags: [tag],
          summary: "Change the password (ends the other sessions)",
          body: Type.Object({ oldPassword: Str(64), password: Str(64), confirmPassword: Str(64) }),
          response: { 200: Envelope(Type.Null()), ...accountFailures },
        },
      },
      async (req, reply) => {
        const member = await requireMember(req);
        await accounts.updatePassword(member, req.body, tokenOf(req), { lang: req.lang });
        app.realtime?.disconnectMember(member.id);
        return ok(reply, null);
      },
    );
  }
};

export default routes;
