/**
 * Contribution calls (issue 11; SPEC §4 Contribution draft, §7 guest
 * getPublicationContent, addPublicationContent, getRelationList,
 * getUploadCount, Contribute, delete, query_story, setWebLog and add/pc).
 * Member-only (access_denied 401); writing needs a contributor (nature 1,
 * forbidden 403). Thin: logic lives in services/contribution.ts.
 */
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { ok, requireMember } from "../http/context.js";
import { Envelope, Failure, failures } from "../http/schemas.js";
import { QUERY_ROWS } from "../services/contribution.js";
import { Doc, IdString } from "./stores.js";

const fails = { ...failures, 502: Failure };
const OidBody = Type.Object({ oid: IdString });
const OidQuery = Type.Object({ oid: IdString });

const SubmitAnswer = Type.Object({
  storyId: Type.Union([Type.String(), Type.Null()]),
  htmlUrl: Type.String(),
  jsonUrl: Type.String(),
  relationList: Type.Array(Doc),
  draft: Doc,
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const svc = () => app.services.contribution;

  /**
   * GET /api/guest/getPublicationContent?oid= — one of the member's drafts
   * (ContributionDraftDto) and the subjects to choose from. Without oid: the
   * subjects only (draft null). Errors: access_denied (401), api_1 (404) no
   * such draft, invalid_param (422) bad oid. SPEC §3, §7.
   */
  app.get(
    "/guest/getPublicationContent",
    {
      schema: {
        tags: ["contribution"],
        querystring: Type.Object({ oid: Type.Optional(IdString) }),
        response: {
          200: Envelope(Type.Object({ draft: Type.Union([Doc, Type.Null()]), subjects: Type.Array(Doc) })),
          ...fails,
        },
      },
    },
    async (req, reply) => {
      const member = await requireMember(req);
      const [draft, subjects] = await Promise.all([req.query.oid ? svc().get(member, req.query.oid) : null, svc().subjects()]);
      reply.header("Cache-Control", "no-store");
      return ok(reply, { draft, subjects });
    },
  );

  /**
   * POST /api/guest/addPublicationContent — saves a draft (autosave): body
   * `{ oid?, type?, title, description, keywords, subjectCode, shootingDate,
   * relationList }`; the server sets status, statusId, storyId, commitDate,
   * modifyTime. Answer `{ oid, created, doc }`. Errors: access_denied (401),
   * forbidden (403: not a contributor, or a file of another member),
   * invalid_param (422 field/rule; 409 oid taken), api_tools_30 (409)
   * already submitted. SPEC §3, §4, §5.
   */
  app.post(
    "/guest/addPublicationContent",
    {
      schema: {
        tags: ["contribution"],
        body: Type.Object({}, { additionalProperties: true }),
        response: { 200: Envelope(Type.Object({ oid: Type.String(), created: Type.Boolean(), doc: Doc })), ...fails },
      },
    },
    async (req, reply) => {
      const member = await requireMember(req);
      return ok(reply, await svc().save(member, req.body as Record<string, unknown>));
    },
  );

  /** GET /api/guest/getRelationList?oid= — the draft's relationList. Errors: 401, api_1 (404), 422. SPEC §3, §7. */
  app.get(
    "/guest/getRelationList",
    { schema: { tags: ["contribution"], querystring: OidQuery, response: { 200: Envelope(Type.Array(Doc)), ...fails } } },
    async (req, reply) => {
      const member = await requireMember(req);
      reply.header("Cache-Control", "no-store");
      return ok(reply, await svc().relationList(member, req.query.oid));
    },
  );

  /** GET /api/guest/getUploadCount — the member's drafts and submitted stories: `{ draft, submit, total }`. Errors: 401. SPEC §7. */
  app.get(
    "/guest/getUploadCount",
    {
      schema: {
        tags: ["contribution"],
        response: { 200: Envelope(Type.Object({ draft: Type.Integer(), submit: Type.Integer(), total: Type.Integer() })), ...fails },
      },
    },
    async (req, reply) => {
      const member = await requireMember(req);
      reply.header("Cache-Control", "no-store");
      return ok(reply, await svc().uploadCount(member));
    },
  );

  /**
   * GET /api/guest/query_story?status=submit|draft&page=&rows= — the
   * member's drafts and stories, newest change first (page 1-based, rows
   * default 10, at most 100). Answer `{ code, result: { page_data, total_count } }`
   * (SPEC §3 Search response). Errors: 401, 422.
   */
  app.get(
    "/guest/query_story",
    {
      schema: {
        tags: ["contribution"],
        querystring: Type.Object({
          status: Type.Optional(Type.Union([Type.Literal("draft"), Type.Literal("submit")])),
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
          rows: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
        }),
        response: { 200: Type.Object({ code: Type.String(), result: Type.Object({ page_data: Type.Array(Doc), total_count: Type.Integer() }) }), ...fails },
      },
    },
    async (req, reply) => {
      const member = await requireMember(req);
      const result = await svc().query(member, { status: req.query.status, page: req.query.page ?? 1, rows: req.query.rows ?? QUERY_ROWS });
      reply.header("Cache-Control", "no-store");
      return ok(reply, undefined, { result });
    },
  );

  /**
   * POST /api/guest/delete { oid } — deletes one of the member's drafts
   * (`{ oid, deleted }`; a missing one: deleted false). Errors: 401, 422,
   * api_tools_30 (409) a submitted draft. SPEC §7.
   */
  app.post(
    "/guest/delete",
    { schema: { tags: ["contribution"], body: OidBody, response: { 200: Envelope(Type.Object({ oid: Type.String(), deleted: Type.Boolean() })), ...fails } } },
    async (req, reply) => {
      const member = await requireMember(req);
      return ok(reply, await svc().delete(member, req.body.oid));
    },
  );

  /**
   * POST /api/guest/Contribute { oid } and POST /api/add/pc { oid } — submit
   * a draft (SPEC §4) for editorial review (issue 19): the draft becomes
   * submit / 13 with reviewState "submitted" and enters the staff console's
   * review queue; it is published (pages, JSON, search index, `refresh` on
   * /socket/content and /socket/promotion_to_story) only when an editor
   * approves it (routes/staff.ts). Answer `{ storyId: null, htmlUrl: "",
   * jsonUrl: "", relationList: [], draft }`. Errors: 401, forbidden (403)
   * not a contributor, api_1 (404), api_tools_30 (409) already submitted,
   * invalid_param (422: title / subjectCode / relationList required, a file
   * missing, a byline naming another member's photographer profile: rule
   * registered).
   */
  for (const url of ["/guest/Contribute", "/add/pc"]) {
    app.post(
      url,
      { schema: { tags: ["contribution"], body: OidBody, response: { 200: Envelope(SubmitAnswer), ...fails } } },
      async (req, reply) => {
        const member = await requireMember(req);
        const res = await svc().submit(member, req.body.oid);
        return ok(reply, res);
      },
    );
  }

  /**
   * POST /api/guest/setWebLog { action, oid?, detail? } — a line of the
   * contribution page's activity log (e.g. "autosave_failed"), written to
   * the server log with the member code. Errors: 401, 422. SPEC §7.
   */
  app.post(
    "/guest/setWebLog",
    {
      schema: {
        tags: ["contribution"],
        body: Type.Object({
          action: Type.String({ minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9_.-]+$" }),
          oid: Type.Optional(IdString),
          detail: Type.Optional(Type.String({ maxLength: 500 })),
        }),
        response: { 200: Envelope(Type.Object({ logged: Type.Boolean() })), ...fails },
      },
    },
    async (req, reply) => {
      const member = await requireMember(req);
      req.log.info({ weblog: { member: member.code, action: req.body.action, oid: req.body.oid, detail: req.body.detail } }, "web log");
      return ok(reply, { logged: true });
    },
  );
};

export default routes;
