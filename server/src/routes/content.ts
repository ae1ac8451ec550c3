/**
 * Content calls of SPEC §7 besides the search (DESIGN §3.1): q_articles?oid,
 * the seen count icu?oid, story JSON by url, articles by pcId, type and site
 * code with the edition variants (/api, /api/en, /api/ann), and the
 * photographer status lookup (guest/photographer/get_ph_status). Thin: the
 * logic is in services/articles.ts and services/photographers.ts.
 */
import { randomBytes } from "node:crypto";
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { Edition } from "../../../common/edition.js";
import { ok } from "../http/context.js";
import { Envelope, failures } from "../http/schemas.js";
import { parsePhIds } from "../services/photographers.js";
import { STORY_TYPES } from "../services/search/index.js";

const Id = Type.String({ minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9_-]+$" });
const Code = Type.String({ minLength: 1, maxLength: 32, pattern: "^[A-Za-z0-9_-]+$" });
/** A story as the client sees it (common/types.ts StoryDto built by adapters/story.ts, with body for text stories). */
const StoryData = Type.Object({ pcId: Type.String(), title: Type.String(), type: Type.String() }, { additionalProperties: true });
/** offline failures also carry the pcId (SPEC §8). */
const OfflineFailure = Type.Object(
  { code: Type.String(), msg: Type.String(), pcId: Type.Optional(Type.String()), errors: Type.Optional(Type.Array(Type.Any())) },
  { additionalProperties: true },
);
const storyFailures = { ...failures, 404: OfflineFailure };

/** Cookie naming the viewer for the seen count (random, no personal data). */
export const VIEWER_COOKIE = "pw_vid";
const VIEWER_RE = /^[A-Za-z0-9_-]{22}$/;

const EDITIONS: { prefix: string; edition: Edition }[] = [
  { prefix: "", edition: "zh" },
  { prefix: "/en", edition: "en" },
  { prefix: "/ann", edition: "ann" },
];

const routes: FastifyPluginAsyncTypebox = async (app) => {
  for (const { prefix, edition } of EDITIONS) {
    /**
     * GET /api/q_articles?oid= (and /api/en/…, /api/ann/…) — the story with
     * id `oid` in the edition of the path: `{ code: "success", data:
     * StoryDto }` (with body paragraphs for text stories; text fields through
     * the HTML allow-list). Errors: invalid_param (422); api_1 (404) no such
     * story; offline (404, with pcId) taken offline. SPEC §7, §8.
     */
    app.get(
      `${prefix}/q_articles`,
      {
        schema: {
          tags: ["content"],
          summary: "Story by oid",
          querystring: Type.Object({ oid: Id }),
          response: { 200: Envelope(StoryData), ...storyFailures },
        },
      },
      async (req, reply) => ok(reply, await app.services.articles.byOid(req.query.oid, edition)),
    );

    /**
     * GET /api/articles?pcId=&type=&siteCode= (and /api/en/…, /api/ann/…) —
     * articles searched by pcId, type and site code (SPEC §7): the story when
     * it is of that type (optional) and site (default: X-Site-Code), in the
     * edition of the path. `{ code: "success", data: StoryDto }`.
     * Errors: invalid_param (422); api_3 (404) missing; offline (404, with pcId).
     */
    app.get(
      `${prefix}/articles`,
      {
        schema: {
          tags: ["content"],
          summary: "Story by pcId, type and site code",
          querystring: Type.Object({
            pcId: Id,
            type: Type.Optional(Type.Union(STORY_TYPES.map((t) => Type.Literal(t)))),
            siteCode: Type.Optional(Code),
          }),
          response: { 200: Envelope(StoryData), ...storyFailures },
        },
      },
      async (req, reply) =>
        ok(
          reply,
          await app.services.articles.byPcIdFiltered(req.query.pcId, edition, {
            type: req.query.type,
            siteCode: req.query.siteCode ?? req.siteCode,
          }),
        ),
    );
  }

  /**
   * GET /api/story_json?url= — the story JSON of a page or JSON address
   * ({prefix}/{siteCode}/{subjectCode}/{photo|detail|m_photo|m_detail}/articles/{rel}.json
   * or .html; SPEC §2, §7), as published beside the page, read from the
   * database: `{ code: "success", data: StoryDto }`. Unlike the static file
   * it answers offline (with pcId) for a story taken offline.
   * Errors: invalid_param (422, field url) not a story address; api_3 (404); offline (404).
   */
  app.get(
    "/story_json",
    {
      schema: {
        tags: ["content"],
        summary: "Story JSON by page or JSON address",
        querystring: Type.Object({ url: Type.String({ minLength: 1, maxLength: 500 }) }),
        response: { 200: Envelope(StoryData), ...storyFailures },
      },
    },
    async (req, reply) => ok(reply, await app.services.articles.byUrl(req.query.url)),
  );

  /**
   * GET /api/icu?oid= — the seen count of a story, counting this view:
   * `{ code: "success", data: { oid, count, counted } }`. A view counts once
   * per viewer and story in 30 minutes (viewer: the HttpOnly cookie pw_vid,
   * set here when missing); video and video_group stories are not
   * incremented (SPEC §9). Needs X-Requested-With (it changes state).
   * Errors: invalid_param (422); api_1 (404); offline (404, with pcId). SPEC §7.
   */
  app.get(
    "/icu",
    {
      config: { csrf: true },
      schema: {
        tags: ["content"],
        summary: "Seen count of a story (counts this view)",
        querystring: Type.Object({ oid: Id }),
        response: {
          200: Envelope(Type.Object({ oid: Type.String(), count: Type.Integer(), counted: Type.Boolean() })),
          ...storyFailures,
        },
      },
    },
    async (req, reply) => {
      let viewer = req.cookies[VIEWER_COOKIE];
      if (!viewer || !VIEWER_RE.test(viewer)) {
        viewer = randomBytes(16).toString("base64url");
        reply.setCookie(VIEWER_COOKIE, viewer, {
          path: "/api",
          httpOnly: true,
          sameSite: "lax",
          secure: app.config.cookieSecure,
          maxAge: 365 * 24 * 3600,
        });
      }
      reply.header("Cache-Control", "no-store");
      return ok(reply, await app.services.articles.seen(req.query.oid, viewer));
    },
  );

  /**
   * GET /api/guest/photographer/get_ph_status?phIds=1,2,3 — photographer
   * status lookup (SPEC §3, §7): `{ code: "success", data: { "<id>": status } }`
   * for the known photographers among the ids (status 0 pending review, 1
   * approved, 2 rejected: common/photographer.ts). phIds is
   * a comma-separated list of numeric ids (taken by the client from
   * `photographer_<id>` subject codes); bad ids are ignored, at most 200 are
   * looked up; none or unknown ids give `{}`. Never fails on the ids.
   */
  app.get(
    "/guest/photographer/get_ph_status",
    {
      schema: {
        tags: ["photographer"],
        summary: "Photographer status lookup",
        querystring: Type.Object({ phIds: Type.Optional(Type.String({ maxLength: 4000 })) }),
        response: { 200: Envelope(Type.Record(Type.String(), Type.Integer())), ...failures },
      },
    },
    async (req, reply) => ok(reply, await app.services.photographers.statuses(parsePhIds(req.query.phIds))),
  );
};

export default routes;
