/**
 * Account area, profile (SPEC §7 "Guest and account", §3 Member, §5 rules):
 * editing the profile, the fresh member and details, the avatar (upload and
 * the stored image) and member classes. Thin: services/accounts.ts.
 */
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { createReadStream, existsSync } from "node:fs";
import path from "node:path";
import { ok, requireMember } from "../../http/context.js";
import { ApiError } from "../../http/errors.js";
import { accountFailures, DetailSchema, Str } from "../../http/account-schemas.js";
import { LEGACY_TWINS, LIMITS } from "../../http/limits.js";
import { Envelope, MemberSchema } from "../../http/schemas.js";
import { readAvatarUpload, registerMultipart } from "../../http/uploads.js";
import { AVATAR_FILE_RE } from "../../services/accounts.js";

const routes: FastifyPluginAsyncTypebox = async (app) => {
  await registerMultipart(app);
  const { accounts } = app.services;
  const ctx = (req: FastifyRequest) => ({ lang: req.lang, ip: req.ip });

  /**
   * POST /api/guest/modify_info — member; body: profile fields (name,
   * nickname, firstName, lastName, company, title, country, province, city,
   * area, address, zipCode, contact, remark), `edition` zh | en, and
   * optionally a new mobile with mobileCaptcha or a new email with
   * emailCaptcha (codes sent with purpose modify). Answer `{ member, detail }`.
   * Errors: access_denied (401), invalid_param (422, SPEC §5 incl. the
   * Chinese address and v_region_unknown), account_exists (409),
   * captcha_invalid / captcha_expired (422). SPEC §5, §7.
   */
  app.post(
    "/guest/modify_info",
    {
      config: { rateLimit: LIMITS.write },
      schema: {
        tags: ["guest"],
        summary: "Edit the member's profile",
        body: Type.Object({
          edition: Type.Optional(Type.Union([Type.Literal("zh"), Type.Literal("en")])),
          name: Type.Optional(Str(200)),
          nickname: Type.Optional(Str(200)),
          firstName: Type.Optional(Str(200)),
          lastName: Type.Optional(Str(200)),
          company: Type.Optional(Str(400)),
          title: Type.Optional(Str(200)),
          country: Type.Optional(Str(200)),
          province: Type.Optional(Str(20)),
          city: Type.Optional(Str(20)),
          area: Type.Optional(Str(20)),
          address: Type.Optional(Str(800)),
          zipCode: Type.Optional(Str(40)),
          contact: Type.Optional(Str(200)),
          remark: Type.Optional(Str(2000)),
          mobile: Type.Optional(Str(20)),
          mobileCaptcha: Type.Optional(Str(16)),
          email: Type.Optional(Str(254)),
          emailCaptcha: Type.Optional(Str(16)),
        }),
        response: { 200: Envelope(Type.Object({ member: MemberSchema, detail: DetailSchema })), ...accountFailures },
      },
    },
    async (req, reply) => {
      const member = await requireMember(req);
      return ok(reply, await accounts.modifyInfo(member, req.body, ctx(req)));
    },
  );

  /**
   * POST /api/guest/refresh_user_info — member: the member's SPEC §3 fields
   * and details, fresh from the database. Answer `{ member, detail }`.
   * Errors: access_denied (401). SPEC §7.
   */
  app.post(
    "/guest/refresh_user_info",
    {
      schema: {
        tags: ["guest"],
        summary: "The member and their details, fresh",
        response: { 200: Envelope(Type.Object({ member: MemberSchema, detail: DetailSchema })), ...accountFailures },
      },
    },
    async (req, reply) => {
      const member = await requireMember(req);
      reply.header("Cache-Control", "no-store");
      return ok(reply, await accounts.refresh(member.id));
    },
  );

  /**
   * POST /api/guest/update_titleImg, and its legacy twin
   * /api/web/guest/change_titleImg — member; multipart/form-data with one
   * image in the field `file` (jpg, png, gif or webp, sniffed; ≤ 5242880
   * bytes): the new avatar, resized to 256×256. Answer `{ imgUrl }`.
   * Errors: access_denied (401), F_EXCEED_SIZE (413), Q_TYPE_DENIED (415),
   * invalid_param (415 not multipart, 422 no file). SPEC §7, DESIGN §7.
   */
  for (const [url, tag] of LEGACY_TWINS["/guest/update_titleImg"]) {
    app.post(
      url,
      {
        config: { rateLimit: LIMITS.write },
        schema: {
          tags: [tag],
          summary: "Upload a new avatar (multipart field file)",
          consumes: ["multipart/form-data"],
          response: { 200: Envelope(Type.Object({ imgUrl: Type.String() })), ...accountFailures },
        },
      },
      async (req, reply) => {
        const member = await requireMember(req);
        const data = await readAvatarUpload(req);
        return ok(reply, { imgUrl: await accounts.setAvatar(member, data) });
      },
    );
  }

  /**
   * GET /api/guest/avatar/{file} — a stored avatar (image/webp, inline,
   * cached a day; names are random, a new upload gets a new name).
   * Errors: not_found (404).
   */
  app.get(
    "/guest/avatar/:file",
    {
      schema: {
        tags: ["guest"],
        summary: "A member avatar image",
        params: Type.Object({ file: Str(100) }),
      },
    },
    async (req, reply) => {
      const file = req.params.file;
      const full = path.join(accounts.avatarDir(), file);
      if (!AVATAR_FILE_RE.test(file) || !existsSync(full)) throw new ApiError("not_found");
      reply.header("Content-Type", "image/webp");
      reply.header("Content-Disposition", `inline; filename="${file}"`);
      reply.header("Cache-Control", "public, max-age=86400");
      return reply.send(createReadStream(full));
    },
  );

  /**
   * GET /api/guest/getByUcMemberClass?type= — a member class (SPEC §3
   * ucMemberClass, §6: type 1 skips the quota shortfall check): `{ type,
   * name, skipQuotaCheck }`, name in the X-Lang language. Without type, the
   * logged-in member's class (access_denied for a guest). SPEC §7.
   */
  app.get(
    "/guest/getByUcMemberClass",
    {
      schema: {
        tags: ["guest"],
        summary: "A member class by type (default: the member's own)",
        querystring: Type.Object({ type: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })) }),
        response: {
          200: Envelope(Type.Object({ type: Type.Integer(), name: Type.String(), skipQuotaCheck: Type.Boolean() })),
          ...accountFailures,
        },
      },
    },
    async (req, reply) => {
      const type = req.query.type ?? (await requireMember(req)).ucMemberClassType;
      return ok(reply, accounts.memberClass(type, req.lang));
    },
  );

};

export default routes;
