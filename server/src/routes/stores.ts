/**
 * The search stores of SPEC §7 ("Search stores") under /api/store/{store}
 * (DESIGN §3.1): search, commit, delete for contribution, collection,
 * ss_download, ss_thumps_up. Member-only; a member sees and changes only
 * their own records. Thin: logic lives in services/stores.ts.
 */
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { ok, requireMember } from "../http/context.js";
import { Envelope, Failure, failures } from "../http/schemas.js";
import { DEFAULT_ROWS, ID_PATTERN, MAX_ROWS, STORE_NAMES } from "../services/stores.js";

/** A story id, relation id or oid (services/stores.ts ID_PATTERN). */
export const IdString = Type.String({ minLength: 1, maxLength: 128, pattern: ID_PATTERN });
/** A stored document: an object with any fields. */
export const Doc = Type.Record(Type.String(), Type.Unknown());

/**
 * The failure responses of these routes: the standard ones, plus `pcId` on
 * offline (SPEC §8: "a story gone offline returns code offline with pcId")
 * and `reason` on photo_detail_9 (the underlying code).
 */
export const storeFailures = {
  ...failures,
  404: Type.Composite([Failure, Type.Object({ pcId: Type.Optional(Type.String()) })]),
  409: Type.Composite([Failure, Type.Object({ reason: Type.Optional(Type.String()) })]),
};

const StoreParams = Type.Object({
  store: Type.Union(STORE_NAMES.map((s) => Type.Literal(s))),
});

const CommitResult = Type.Object({ oid: Type.String(), created: Type.Boolean(), doc: Doc });
const DeleteResult = Type.Object({ oid: Type.String(), deleted: Type.Boolean() });

const routes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * GET /api/store/{store}/search?storyId=&relationId=&page=&rows= (or size=)
   * — the member's own records of one store, newest first. page is 1-based
   * (default 1); rows/size default 10, at most 100. Filtering on storyId and
   * relationId is the existence check of SPEC §4 ("existence is found by
   * searching on story, relation and user").
   * Answer: `{ code: "success", result: { page_data: [doc…], total_count, pageNum, totalCount } }`
   * (SPEC §3 Search response); like, collection and download records carry
   * their texts and page addresses in the caller's language (X-Lang),
   * whichever edition they were made in. Errors: access_denied (401) for a guest,
   * invalid_param (422) for an unknown store or a bad parameter. SPEC §7.
   */
  app.get(
    "/store/:store/search",
    {
      schema: {
        tags: ["store"],
        summary: "Search the member's own records of a store",
        params: StoreParams,
        querystring: Type.Object({
          storyId: Type.Optional(IdString),
          relationId: Type.Optional(IdString),
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
          rows: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ROWS })),
          size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ROWS })),
        }),
        response: {
          200: Type.Object({
            code: Type.String(),
            result: Type.Object({ page_data: Type.Array(Doc), total_count: Type.Integer(), pageNum: Type.Integer(), totalCount: Type.Integer() }),
          }),
          ...storeFailures,
        },
      },
    },
    async (req, reply) => {
      const member = await requireMember(req);
      const q = req.query;
      const result = await app.services.stores.search(req.params.store, member, {
        storyId: q.storyId,
        relationId: q.relationId,
        page: q.page ?? 1,
        rows: q.rows ?? q.size ?? DEFAULT_ROWS,
        // like, collection and download records in the caller's language (X-Lang; issue 12)
        lang: req.lang,
      });
      reply.header("Cache-Control", "no-store");
      return ok(reply, undefined, { result });
    },
  );

  /**
   * POST /api/store/{store}/commit — adds a record for the member.
   * - collection, ss_thumps_up: body `{ storyId, relationId }` (pcId and
   *   relationId); the server builds the whole Collection / Thumbs-up record
   *   of SPEC §3 from the story and relation, texts and URLs in the X-Lang
   *   edition. Idempotent: committing twice keeps one record (created false).
   * - contribution: body is a draft, with an `oid`; it is
   *   stored as `${memberCode}_${oid}` (replacing an earlier one) after the
   *   checks of guest/addPublicationContent (services/contribution.ts save:
   *   contributors only, state fields set by the server, api_tools_30 over a
   *   submitted draft).
   * - ss_download: forbidden (403); download records are written by the
   *   server when a member downloads (routes/downloads.ts).
   * Answer: `{ code: "success", data: { oid, created, doc } }`.
   * Errors: access_denied (401); forbidden (403, ss_download); invalid_param (422: unknown store, missing
   * or malformed storyId / relationId / oid, unknown relation or a relation
   * of another story (field relationId, rule notFound); 413: document too
   * large; 409: oid held by another member); api_3 (404) unknown story;
   * offline (404, with pcId) story not online. SPEC §3, §4, §7.
   */
  app.post(
    "/store/:store/commit",
    {
      schema: {
        tags: ["store"],
        summary: "Add a record to a store",
        params: StoreParams,
        body: Type.Object(
          { storyId: Type.Optional(IdString), relationId: Type.Optional(IdString), oid: Type.Optional(IdString) },
          { additionalProperties: true },
        ),
        response: { 200: Envelope(CommitResult), ...storeFailures },
      },
    },
    async (req, reply) => {
      const member = await requireMember(req);
      // drafts are validated by the contribution service: no client-written submitted state (issue 11)
      const result =
        req.params.store === "contribution"
          ? await app.services.contribution.save(member, req.body, { requireOid: true })
          : await app.services.stores.commit(req.params.store, member, req.body, { lang: req.lang });
      return ok(reply, result);
    },
  );

  /**
   * GET /api/store/{store}/delete?oid= — deletes one of the member's records
   * by its stored oid (a like's `id`, a collection's `key`, a document's
   * `oid`, as commit and search return them). Deleting a missing record, or
   * another member's, succeeds and changes nothing (`deleted: false`).
   * Changes state, so it needs X-Requested-With like a POST (CSRF).
   * Answer: `{ code: "success", data: { oid, deleted } }`.
   * A submitted contribution draft is not deleted: api_tools_30 (409).
   * Errors: access_denied (401); forbidden (403, ss_download); invalid_param (422) unknown store or bad oid. SPEC §7.
   */
  app.get(
    "/store/:store/delete",
    {
      config: { csrf: true },
      schema: {
        tags: ["store"],
        summary: "Delete one of the member's records by oid",
        params: StoreParams,
        querystring: Type.Object({ oid: Type.String({ minLength: 1, maxLength: 300 }) }),
        response: { 200: Envelope(DeleteResult), ...storeFailures },
      },
    },
    async (req, reply) => {
      const member = await requireMember(req);
      if (req.params.store === "contribution") return ok(reply, await app.services.contribution.delete(member, req.query.oid));
      return ok(reply, await app.services.stores.delete(req.params.store, member, req.query.oid));
    },
  );
};

export default routes;
