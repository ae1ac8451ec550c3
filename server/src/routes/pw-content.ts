/**
 * Legacy like and collection calls of SPEC §7 ("Legacy web paths":
 * web/pw_content like, cancelLike, collection, cancelCollection, getStatus),
 * used by <pw-like-button> and <pw-collect-button>. Same store service as
 * /api/store/{ss_thumps_up|collection} (services/stores.ts).
 */
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { currentMember, ok, requireMember } from "../http/context.js";
import { ApiError } from "../http/errors.js";
import { Envelope } from "../http/schemas.js";
import { ID_PATTERN, MAX_STATUS_IDS, type BuiltStore } from "../services/stores.js";
import { IdString, storeFailures } from "./stores.js";

/** `{ like, collect, likeCount }` of one relation for the caller. */
const Status = Type.Object({ like: Type.Boolean(), collect: Type.Boolean(), likeCount: Type.Integer() });
const Target = Type.Object({ storyId: IdString, relationId: IdString });
const ID_RE = new RegExp(ID_PATTERN);

const routes: FastifyPluginAsyncTypebox = async (app) => {
  /** Registers one toggle route: POST /api/web/pw_content/{name}. */
  const toggle = (name: string, store: BuiltStore, on: boolean, summary: string) =>
    app.post(
      `/web/pw_content/${name}`,
      {
        schema: { tags: ["pw_content"], summary, body: Target, response: { 200: Envelope(Status), ...storeFailures } },
      },
      async (req, reply) => {
        const member = await requireMember(req);
        const status = await app.services.stores.toggle(store, on, member, req.body.storyId, req.body.relationId, {
          lang: req.lang,
        });
        return ok(reply, status);
      },
    );

  /**
   * POST /api/web/pw_content/like, cancelLike, collection, cancelCollection
   * — body `{ storyId, relationId }`. Sets the member's like (ss_thumps_up
   * record) or collection (collection record) of the relation on or off,
   * idempotently, and answers the relation's new status
   * `{ code: "success", data: { like, collect, likeCount } }`.
   * Errors: access_denied (401); invalid_param (422) missing or malformed
   * ids, or (on like / collection) a relation not in the story; api_3 (404)
   * unknown story; offline (404, with pcId). Cancelling what is not set
   * succeeds. SPEC §3, §4, §7.
   */
  toggle("like", "ss_thumps_up", true, "Like an item");
  toggle("cancelLike", "ss_thumps_up", false, "Withdraw a like");
  toggle("collection", "collection", true, "Collect an item");
  toggle("cancelCollection", "collection", false, "Remove an item from the collection");

  /**
   * GET /api/web/pw_content/getStatus?storyId=&relationIds=a,b,c — like and
   * collection state of up to 200 relations of one story, in one query:
   * `{ code: "success", data: { [relationId]: { like, collect, likeCount } } }`.
   * Every requested id gets an entry (false/false/0 when nothing is
   * recorded). A guest gets the counts with like and collect false (not an
   * error). Errors: invalid_param (422, field relationIds) empty list, more
   * than 200 ids, or a malformed id. SPEC §7.
   */
  app.get(
    "/web/pw_content/getStatus",
    {
      schema: {
        tags: ["pw_content"],
        summary: "Like and collection state of a story's items",
        querystring: Type.Object({ storyId: IdString, relationIds: Type.String({ minLength: 1, maxLength: 30_000 }) }),
        response: { 200: Envelope(Type.Record(Type.String(), Status)), ...storeFailures },
      },
    },
    async (req, reply) => {
      const ids = [...new Set(req.query.relationIds.split(",").map((s) => s.trim()).filter(Boolean))];
      if (!ids.length) throw new ApiError("invalid_param", [{ field: "relationIds", rule: "required" }]);
      if (ids.length > MAX_STATUS_IDS) throw new ApiError("invalid_param", [{ field: "relationIds", rule: "maxItems" }]);
      if (!ids.every((id) => ID_RE.test(id))) throw new ApiError("invalid_param", [{ field: "relationIds", rule: "pattern" }]);
      const member = await currentMember(req);
      reply.header("Cache-Control", "no-store");
      return ok(reply, await app.services.stores.status(req.query.storyId, ids, member));
    },
  );
};

export default routes;
