/**
 * Photographer calls (SPEC §6 "Photographer: a member with photographerId;
 * registration, update and status calls", §7 legacy web paths
 * web/photographer/* and guest/photographer/*). Thin: services/photographers.ts.
 * The status lookup guest/photographer/get_ph_status lives in routes/content.ts.
 *
 * Every write needs a logged-in member (access_denied 401 otherwise). Answers
 * use the envelope `{ code: "success", data }`; a node is
 * common/photographer.ts PhotographerNode.
 */
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import type { Edition } from "../../../common/edition.js";
import { currentMember, ok, requireMember } from "../http/context.js";
import { accountFailures, Str } from "../http/account-schemas.js";
import { LIMITS } from "../http/limits.js";
import { Envelope } from "../http/schemas.js";

const Photo = Type.Object({
  relationId: Type.String(),
  pcId: Type.String(),
  title: Type.String(),
  caption: Type.String(),
  htmlUrl: Type.String(),
  imgUrl: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  shootingDate: Type.String(),
  shootingDateText: Type.String(),
  publishTime: Type.String(),
});

const Node = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  nameZh: Type.Union([Type.String(), Type.Null()]),
  status: Type.Integer(),
  bio: Type.String(),
  registered: Type.Boolean(),
  portfolioUrl: Type.Object({ zh: Type.String(), en: Type.String() }),
  photoCount: Type.Integer(),
  photos: Type.Array(Photo),
  mobile: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  email: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

/** Profile fields (common/photographer.ts PhotographerValues); lengths are checked again by the SPEC §5 rules. */
const Fields = Type.Object({
  name: Type.Optional(Str(200)),
  nameZh: Type.Optional(Str(200)),
  mobile: Type.Optional(Str(20)),
  captcha: Type.Optional(Str(16)),
  email: Type.Optional(Str(254)),
  bio: Type.Optional(Str(2000)),
  edition: Type.Optional(Type.Union([Type.Literal("zh"), Type.Literal("en")])),
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { photographers } = app.services;
  const ctx = (req: FastifyRequest) => ({ lang: req.lang, ip: req.ip });
  const editionOf = (req: FastifyRequest, asked?: "zh" | "en"): Edition => asked ?? (req.lang === "en" ? "en" : "zh");

  /**
   * POST /api/web/photographer/send_mobile_code — member; body `{ mobile }`:
   * sends a 6-digit code by SMS to the photographer's contact mobile
   * (purpose photographer, tied to the member; embedded default: DATA_DIR/outbox
   * and the server log). Answer `{ resendIn: 60, expiresIn: 600 }` (seconds).
   * Errors: access_denied (401), invalid_param (422, v_mobile_empty / v_mobile_format),
   * code_too_frequent (429, `retryAfter` s), too_many_requests (429: 5 a minute
   * an address, 10 an hour a number, 30 an hour an address). SPEC §4, §7, §9.
   */
  app.post(
    "/web/photographer/send_mobile_code",
    {
      config: { rateLimit: LIMITS.send },
      schema: {
        tags: ["photographer"],
        summary: "Send a code to a photographer's mobile",
        body: Type.Object({ mobile: Str(20) }),
        response: { 200: Envelope(Type.Object({ resendIn: Type.Integer(), expiresIn: Type.Integer() })), ...accountFailures },
      },
    },
    async (req, reply) => ok(reply, await photographers.sendMobileCode(await requireMember(req), req.body.mobile, ctx(req))),
  );

  /**
   * POST /api/web/photographer/valid_info — member; body: profile fields
   * (name, nameZh, mobile, email, bio; captcha optional): checks them before
   * registering (or updating, when the member has a profile: only the fields
   * given) — SPEC §5 rules, the name free, and a given code without using it
   * up. Answer `{ valid: true }`.
   * Errors: access_denied (401), invalid_param (422 with errors[{ field, rule }]),
   * photographer_name_taken (409), captcha_invalid / captcha_expired (422). SPEC §5, §7.
   */
  app.post(
    "/web/photographer/valid_info",
    {
      config: { rateLimit: LIMITS.check },
      schema: {
        tags: ["photographer"],
        summary: "Check photographer fields and code",
        body: Fields,
        response: { 200: Envelope(Type.Object({ valid: Type.Boolean() })), ...accountFailures },
      },
    },
    async (req, reply) => ok(reply, await photographers.validInfo(await requireMember(req), req.body, ctx(req))),
  );

  /**
   * POST /api/web/photographer/register — member; body `{ name, nameZh?,
   * mobile, captcha, email?, bio?, edition? }`: makes the member a
   * photographer (status 0 pending review; uc_member.photographerId set) and
   * publishes their portfolio page. Answer: the node (owner's view; photos in
   * `edition`, default the request language).
   * Errors: access_denied (401), photographer_exists (409), invalid_param (422),
   * photographer_name_taken (409), captcha_invalid / captcha_expired (422). SPEC §6, §7.
   */
  app.post(
    "/web/photographer/register",
    {
      config: { rateLimit: LIMITS.write },
      schema: {
        tags: ["photographer"],
        summary: "Register as a photographer",
        body: Fields,
        response: { 200: Envelope(Node), ...accountFailures },
      },
    },
    async (req, reply) => {
      const member = await requireMember(req);
      return ok(reply, await photographers.register(member, req.body, editionOf(req, req.body.edition), ctx(req)));
    },
  );

  /**
   * POST /api/web/photographer/update — member with a profile; body: the
   * fields to change (absent ones kept); a new mobile needs `captcha` (a code
   * sent to it); renaming an approved profile sends it back to review.
   * Republishes the portfolio page. Answer: the node (owner's view).
   * Errors: access_denied (401), photographer_not_found (404), invalid_param (422),
   * photographer_name_taken (409), captcha_invalid / captcha_expired (422). SPEC §6, §7.
   */
  app.post(
    "/web/photographer/update",
    {
      config: { rateLimit: LIMITS.write },
      schema: {
        tags: ["photographer"],
        summary: "Update the photographer profile",
        body: Fields,
        response: { 200: Envelope(Node), ...accountFailures },
      },
    },
    async (req, reply) => {
      const member = await requireMember(req);
      return ok(reply, await photographers.update(member, req.body, editionOf(req, req.body.edition), ctx(req)));
    },
  );

  /**
   * GET /api/guest/photographer/getPhotographerNode?id=&edition= — the
   * photographer's node: public profile (name, status, introduction once
   * approved), portfolio page addresses, photo count and the newest 12
   * published photos in `edition` (default the request language). Without
   * `id`, the logged-in member's own profile. Mobile and email only to the owner.
   * Errors: photographer_not_found (404; also no id and no profile),
   * invalid_param (422, id not a positive integer). SPEC §6, §7.
   */
  app.get(
    "/guest/photographer/getPhotographerNode",
    {
      config: { rateLimit: LIMITS.lookup },
      schema: {
        tags: ["photographer"],
        summary: "A photographer's profile and portfolio entry",
        querystring: Type.Object({
          id: Type.Optional(Type.Integer({ minimum: 1, maximum: 999_999_999 })),
          edition: Type.Optional(Type.Union([Type.Literal("zh"), Type.Literal("en")])),
        }),
        response: { 200: Envelope(Node), ...accountFailures },
      },
    },
    async (req, reply) => {
      const member = await currentMember(req);
      const id = req.query.id ?? member?.photographerId ?? 0;
      reply.header("Cache-Control", "no-store");
      return ok(reply, await photographers.node(id, editionOf(req, req.query.edition), member?.id ?? null, app.config.siteCode));
    },
  );
};

export default routes;
