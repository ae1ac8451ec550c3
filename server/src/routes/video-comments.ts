/**
 * Members' comments on videos (issue 11; SPEC §7 POST web/comment/save_video_comment).
 * Logic in services/video-comments.ts.
 */
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { ok, requireMember } from "../http/context.js";
import { LIMITS } from "../http/limits.js";
import { Envelope, failures } from "../http/schemas.js";
import { VIDEO_COMMENT_MAX } from "../services/video-comments.js";

const Id = Type.String({ minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9_-]+$" });
const Comment = Type.Object({
  id: Type.Integer(),
  pcId: Type.String(),
  relationId: Type.String(),
  content: Type.String(),
  memberName: Type.String(),
  createTime: Type.String(),
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * POST /api/web/comment/save_video_comment — body `{ pcId, relationId, content }`:
   * a logged-in member's comment under a video (relation of mediaType 5 of an
   * online story). The text (at most 500 characters) is sanitised with the
   * DOMPurify allow-list of SPEC §5. Answer: the stored comment
   * `{ id, pcId, relationId, content (safe HTML), memberName, createTime (ISO) }`.
   * Errors: access_denied (401, a guest), invalid_param (422: blank, too long,
   * bad ids), not_found (404: no such video), too_many_requests (429: 10 a
   * minute per address). SPEC §7, issue 11.
   */
  app.post(
    "/web/comment/save_video_comment",
    {
      config: { rateLimit: LIMITS.comment },
      schema: {
        tags: ["video"],
        summary: "Comment on a video",
        body: Type.Object({ pcId: Id, relationId: Id, content: Type.String({ maxLength: VIDEO_COMMENT_MAX * 4 }) }),
        response: { 200: Envelope(Comment), ...failures },
      },
    },
    async (req, reply) => {
      const m = await requireMember(req);
      return ok(reply, await app.services.videoComments.save(m.id, m.name, req.body));
    },
  );

  /**
   * GET /api/guest/comment/video_comment_list?pcId&relationId&rows=20&afterId=0 —
   * the comments under a video, oldest first: `{ list: [comment], total }`.
   * Open to guests. Errors: invalid_param (422), not_found (404). Issue 11.
   */
  app.get(
    "/guest/comment/video_comment_list",
    {
      schema: {
        tags: ["video"],
        summary: "Comments under a video",
        querystring: Type.Object({
          pcId: Id,
          relationId: Id,
          rows: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
          afterId: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, default: 0 }),
        }),
        response: { 200: Envelope(Type.Object({ list: Type.Array(Comment), total: Type.Integer() })), ...failures },
      },
    },
    async (req, reply) => {
      const q = req.query;
      return ok(reply, await app.services.videoComments.list(q.pcId, q.relationId, { rows: q.rows, afterId: q.afterId }));
    },
  );
};

export default routes;
