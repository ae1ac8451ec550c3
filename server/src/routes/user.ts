/**
 * User routes (SPEC §7 "User and download"): the collection add and remove
 * calls `user/collection_story` and `user/cancel_collection_story`, on the
 * same store service as /api/store/collection (services/stores.ts).
 */
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { ok, requireMember } from "../http/context.js";
import { ApiError } from "../http/errors.js";
import { Envelope } from "../http/schemas.js";
import { Doc, IdString, storeFailures as failures } from "./stores.js";

const Target = Type.Object({ storyId: IdString, relationId: IdString });

const routes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * POST /api/user/collection_story — body `{ storyId, relationId }`: adds
   * the relation to the member's collection (the Collection record of
   * SPEC §3, built on the server; idempotent).
   * Answer: `{ code: "success", data: { oid, created, doc } }` (doc is the record).
   * Errors: access_denied (401); invalid_param (422) missing or malformed ids;
   * photo_detail_9 (409, "collection add failed", SPEC §8) when the story or
   * relation cannot be collected — `reason` carries the cause (api_3 unknown
   * story, offline, invalid_param unknown relation). SPEC §7.
   */
  app.post(
    "/user/collection_story",
    {
      schema: {
        tags: ["user"],
        summary: "Add an item to the member's collection",
        body: Target,
        response: { 200: Envelope(Type.Object({ oid: Type.String(), created: Type.Boolean(), doc: Doc })), ...failures },
      },
    },
    async (req, reply) => {
      const member = await requireMember(req);
      try {
        const result = await app.services.stores.commitBuilt("collection", member, req.body.storyId, req.body.relationId, {
          lang: req.lang,
        });
        return ok(reply, result);
      } catch (err) {
        if (err instanceof ApiError && err.code !== "access_denied") {
          throw new ApiError("photo_detail_9", err.errors, { reason: err.code });
        }
        throw err;
      }
    },
  );

  /**
   * POST /api/user/cancel_collection_story — body `{ storyId, relationId }`:
   * removes the relation from the member's collection. Removing what is not
   * collected succeeds and changes nothing.
   * Answer: `{ code: "success", data: { oid, deleted } }`.
   * Errors: access_denied (401); invalid_param (422) missing or malformed ids. SPEC §7.
   */
  app.post(
    "/user/cancel_collection_story",
    {
      schema: {
        tags: ["user"],
        summary: "Remove an item from the member's collection",
        body: Target,
        response: { 200: Envelope(Type.Object({ oid: Type.String(), deleted: Type.Boolean() })), ...failures },
      },
    },
    async (req, reply) => {
      const member = await requireMember(req);
      return ok(reply, await app.services.stores.deleteBuilt("collection", member, req.body.storyId, req.body.relationId));
    },
  );
};

export default routes;
