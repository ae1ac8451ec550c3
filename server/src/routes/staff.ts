/**
 * The staff console's calls under /api/staff (issue 19 "A staff console"):
 * the review queue, takedowns, contributor applications, photographer
 * approvals, members (quota, grants, roles) and the audit log. Only members
 * with the editor role (uc_member.editor) may call them: a guest gets
 * access_denied (401), any other member forbidden (403) — the agent role
 * opens none of them. Every action is audited by its service. Thin:
 * services/review.ts, services/staff.ts, services/audit.ts.
 */
import { createReadStream } from "node:fs";
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { EVENT_REFRESH, NS_MEMBER, STORY_NAMESPACES } from "../../../common/realtime.js";
import { PHOTOGRAPHER_STATUS } from "../../../common/photographer.js";
import { REVIEW_STATES } from "../../../common/staff.js";
import { editorActor, ok, requireEditor } from "../http/context.js";
import { Envelope, failures } from "../http/schemas.js";
import {
  AuditEntrySchema,
  CodeParam,
  EditionsBody,
  GrantBody,
  OidParam,
  PcIdParam,
  QuotaBody,
  ReasonBody,
  RolesBody,
  SerialId,
  StaffMeSchema,
  StaffMemberSchema,
  StaffPage,
  StaffPaging,
  StaffPhotographerSchema,
  StaffStorySchema,
  SubmissionSchema,
  VerdictBody,
} from "../http/staff-schemas.js";
import type { Actor } from "../services/audit.js";
import type { StoryNotifier } from "../services/contribution.js";
import type { ReviewNotifier } from "../services/review.js";

/**
 * `refresh` on /socket/content and /socket/promotion_to_story to every open
 * page when an approved contribution goes live (the story is public), when
 * the server runs with realtime.
 */
export function storyNotifier(app: FastifyInstance): StoryNotifier {
  return (data) => {
    const io = app.realtime?.io;
    if (!io) return;
    for (const ns of STORY_NAMESPACES) io.of(ns).emit(EVENT_REFRESH, data);
  };
}

/** `refresh` with a ReviewEvent to the contributor's open pages on /socket/uc_message_uc_member. */
export function reviewNotifier(app: FastifyInstance): ReviewNotifier {
  return (code, event) => app.realtime?.notify(NS_MEMBER, code, event);
}

const StateQuery = Type.Union([...REVIEW_STATES.map((s) => Type.Literal(s)), Type.Literal("open"), Type.Literal("all")]);

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { review, staff } = app.services;
  const tags = ["staff"];

  const actorOf: (req: FastifyRequest) => Promise<Actor> = editorActor;
  // every call of this plugin is an editor's: checked before the body is even validated
  app.addHook("onRequest", async (req) => {
    await requireEditor(req);
  });
  const noStore = { "Cache-Control": "no-store" };

  /** GET /api/staff/me — the calling editor: `StaffMeDto` `{ code, name }` (the console's check). */
  app.get("/staff/me", { schema: { tags, summary: "The calling editor", response: { 200: Envelope(StaffMeSchema), ...failures } } }, async (req, reply) => {
    const m = await requireEditor(req);
    return ok(reply.headers(noStore), { code: m.code, name: m.name });
  });

  /**
   * GET /api/staff/submissions?state=open|submitted|in_review|approved|rejected|changes|all&page&rows —
   * the review queue: `StaffPageDto<SubmissionDto>` (files empty); "open" (default) oldest first.
   */
  app.get(
    "/staff/submissions",
    {
      schema: {
        tags,
        summary: "The review queue",
        querystring: Type.Object({ state: Type.Optional(StateQuery), ...StaffPaging }),
        response: { 200: Envelope(StaffPage(SubmissionSchema)), ...failures },
      },
    },
    async (req, reply) => ok(reply.headers(noStore), await review.list(req.query.state ?? "open", req.query.page ?? 1, req.query.rows ?? 20)),
  );

  /** GET /api/staff/submissions/{oid} — one submission with its files, their metadata and similar archive photos. Errors: not_found (404). */
  app.get(
    "/staff/submissions/:oid",
    { schema: { tags, summary: "One submission", params: Type.Object({ oid: OidParam }), response: { 200: Envelope(SubmissionSchema), ...failures } } },
    async (req, reply) => ok(reply.headers(noStore), await review.get(req.params.oid)),
  );

  /**
   * GET /api/staff/preview/{oid}/{relationId} — the preview (480 px JPEG) of
   * one of a submission's uploads, `Cache-Control: private, no-store`.
   * Errors: not_found (404).
   */
  app.get(
    "/staff/preview/:oid/:relationId",
    { schema: { tags, summary: "A submitted file's preview", params: Type.Object({ oid: OidParam, relationId: Type.String({ minLength: 1, maxLength: 128 }) }) } },
    async (req, reply) => {
      const p = await review.preview(req.params.oid, req.params.relationId);
      reply.header("Cache-Control", "private, no-store");
      reply.header("X-Content-Type-Options", "nosniff");
      reply.header("Content-Length", String(p.size));
      reply.type("image/jpeg");
      return reply.send(createReadStream(p.abs));
    },
  );

  const oidRoute = { params: Type.Object({ oid: OidParam }), response: { 200: Envelope(SubmissionSchema), ...failures } };

  /** POST /api/staff/submissions/{oid}/claim — submitted → in_review, the caller its reviewer. Errors: not_found (404), review_state (409). */
  app.post("/staff/submissions/:oid/claim", { schema: { tags, summary: "Open a submission for review", ...oidRoute } }, async (req, reply) =>
    ok(reply, await review.claim(await actorOf(req), req.params.oid, reviewNotifier(app))),
  );

  /**
   * POST /api/staff/submissions/{oid}/approve { editions, credits? } — approved and
   * published in those editions; `credits` (upload relationId → photographer
   * name) credits files to a photographer, a registered one included. Errors: not_found (404), review_state
   * (409), contributor_not_approved (409), invalid_param (422), api_2 (502).
   */
  app.post("/staff/submissions/:oid/approve", { schema: { tags, summary: "Approve and publish", body: EditionsBody, ...oidRoute } }, async (req, reply) =>
    ok(reply, await review.approve(await actorOf(req), req.params.oid, req.body.editions, reviewNotifier(app), storyNotifier(app), req.body.credits)),
  );

  /** POST /api/staff/submissions/{oid}/reject { reason } — rejected with a reason the contributor sees. Errors: 404, 409 review_state, 422. */
  app.post("/staff/submissions/:oid/reject", { schema: { tags, summary: "Reject", body: ReasonBody, ...oidRoute } }, async (req, reply) =>
    ok(reply, await review.reject(await actorOf(req), req.params.oid, req.body.reason, reviewNotifier(app))),
  );

  /** POST /api/staff/submissions/{oid}/changes { reason } — back to the contributor to change and submit again. Errors: 404, 409, 422. */
  app.post("/staff/submissions/:oid/changes", { schema: { tags, summary: "Ask for changes", body: ReasonBody, ...oidRoute } }, async (req, reply) =>
    ok(reply, await review.changes(await actorOf(req), req.params.oid, req.body.reason, reviewNotifier(app))),
  );

  /** GET /api/staff/stories?q=&withdrawn=0|1&page&rows — stories by pcId or title words: `StaffPageDto<StaffStoryDto>`. */
  app.get(
    "/staff/stories",
    {
      schema: {
        tags,
        summary: "Find stories (takedowns)",
        querystring: Type.Object({ q: Type.Optional(Type.String({ maxLength: 200 })), withdrawn: Type.Optional(Type.Union([Type.Literal("0"), Type.Literal("1")])), ...StaffPaging }),
        response: { 200: Envelope(StaffPage(StaffStorySchema)), ...failures },
      },
    },
    async (req, reply) => ok(reply.headers(noStore), await staff.stories(req.query.q ?? "", req.query.withdrawn === "1", req.query.page ?? 1, req.query.rows ?? 20)),
  );

  const storyRoute = { params: Type.Object({ pcId: PcIdParam }), response: { 200: Envelope(StaffStorySchema), ...failures } };

  /** POST /api/staff/stories/{pcId}/withdraw { reason } — takedown (services/staff.ts). Errors: api_3 (404), review_state (409), 422. */
  app.post("/staff/stories/:pcId/withdraw", { schema: { tags, summary: "Take a story down", body: ReasonBody, ...storyRoute } }, async (req, reply) =>
    ok(reply, await staff.withdraw(await actorOf(req), req.params.pcId, req.body.reason)),
  );

  /** POST /api/staff/stories/{pcId}/restore — brings a withdrawn story back. Errors: api_3 (404), review_state (409). */
  app.post("/staff/stories/:pcId/restore", { schema: { tags, summary: "Restore a withdrawn story", ...storyRoute } }, async (req, reply) =>
    ok(reply, await staff.restore(await actorOf(req), req.params.pcId)),
  );

  /** GET /api/staff/members?q=&status=applied&page&rows — members, or the contributor applications waiting: `StaffPageDto<StaffMemberDto>`. */
  app.get(
    "/staff/members",
    {
      schema: {
        tags,
        summary: "Members and contributor applications",
        querystring: Type.Object({ q: Type.Optional(Type.String({ maxLength: 100 })), status: Type.Optional(Type.Literal("applied")), ...StaffPaging }),
        response: { 200: Envelope(StaffPage(StaffMemberSchema)), ...failures },
      },
    },
    async (req, reply) => ok(reply.headers(noStore), await staff.members(req.query.q ?? "", req.query.status === "applied", req.query.page ?? 1, req.query.rows ?? 20)),
  );

  const memberRoute = { params: Type.Object({ code: CodeParam }), response: { 200: Envelope(StaffMemberSchema), ...failures } };

  /** POST /api/staff/members/{code}/contributor { verdict } — approves or rejects a contributor's application. Errors: 404, 422. */
  app.post("/staff/members/:code/contributor", { schema: { tags, summary: "Decide a contributor application", body: VerdictBody, ...memberRoute } }, async (req, reply) =>
    ok(reply, await staff.setContributor(await actorOf(req), req.params.code, req.body.verdict === "approve")),
  );

  /** POST /api/staff/members/{code}/quota { delta } — adds or takes download quota (never below 0). Errors: 404, 422. */
  app.post("/staff/members/:code/quota", { schema: { tags, summary: "Change download quota", body: QuotaBody, ...memberRoute } }, async (req, reply) =>
    ok(reply, await staff.changeQuota(await actorOf(req), req.params.code, req.body.delta)),
  );

  /** POST /api/staff/members/{code}/grants { label, quota?, days? } — a grant of free downloads. Errors: 404, 422. */
  app.post("/staff/members/:code/grants", { schema: { tags, summary: "Grant free downloads", body: GrantBody, ...memberRoute } }, async (req, reply) =>
    ok(reply, await staff.addGrant(await actorOf(req), req.params.code, req.body)),
  );

  /** POST /api/staff/grants/{id}/revoke — revokes a grant; answers its member. Errors: not_found (404). */
  app.post(
    "/staff/grants/:id/revoke",
    { schema: { tags, summary: "Revoke a grant", params: Type.Object({ id: SerialId }), response: { 200: Envelope(StaffMemberSchema), ...failures } } },
    async (req, reply) => ok(reply, await staff.revokeGrant(await actorOf(req), req.params.id)),
  );

  /** POST /api/staff/members/{code}/roles { agent?, editor? } — the agent and editor roles. Errors: 404, 422 (rule self: one's own editor role). */
  app.post("/staff/members/:code/roles", { schema: { tags, summary: "Give or take staff roles", body: RolesBody, ...memberRoute } }, async (req, reply) =>
    ok(reply, await staff.setRoles(await actorOf(req), req.params.code, req.body)),
  );

  /** GET /api/staff/photographers?status=0|1|2&page&rows — registered photographer profiles (default: pending), with their claims. */
  app.get(
    "/staff/photographers",
    {
      schema: {
        tags,
        summary: "Photographer profiles to review",
        querystring: Type.Object({ status: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })), ...StaffPaging }),
        response: { 200: Envelope(StaffPage(StaffPhotographerSchema)), ...failures },
      },
    },
    async (req, reply) => ok(reply.headers(noStore), await staff.photographerList(req.query.status ?? PHOTOGRAPHER_STATUS.PENDING, req.query.page ?? 1, req.query.rows ?? 20)),
  );

  for (const verdict of ["approve", "reject"] as const) {
    /** POST /api/staff/photographers/{id}/approve | reject — reviews a profile and its claim on credited photos. Errors: not_found (404). */
    app.post(
      `/staff/photographers/:id/${verdict}`,
      { schema: { tags, summary: `${verdict} a photographer profile`, params: Type.Object({ id: SerialId }), response: { 200: Envelope(StaffPhotographerSchema), ...failures } } },
      async (req, reply) => ok(reply, await staff.setPhotographer(await actorOf(req), req.params.id, verdict === "approve")),
    );
  }

  /** GET /api/staff/audit?page&rows — the audit log, newest first: `StaffPageDto<AuditEntryDto>` (read-only). */
  app.get(
    "/staff/audit",
    { schema: { tags, summary: "The audit log", querystring: Type.Object(StaffPaging), response: { 200: Envelope(StaffPage(AuditEntrySchema)), ...failures } } },
    async (req, reply) => ok(reply.headers(noStore), await staff.auditLog(req.query.page ?? 1, req.query.rows ?? 20)),
  );
};

export default routes;
