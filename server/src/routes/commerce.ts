/**
 * The legacy commerce and collection paths of SPEC §7 (issue 9), on the
 * same data as the new calls: purchases (web/pw_content check_is_buy,
 * get_content_list, buy_content, download; web/member_buy_record list,
 * hide, hideMore), orders (web/order/save, withdraw), web/buy/del_record,
 * and collections (web/uc_collection list, add, del_more;
 * web/guest/api/collect submit, getBySourceIds). Member only; member-data
 * answers carry Cache-Control: no-store. Thin: services/commerce.ts,
 * downloads.ts and stores.ts hold the rules.
 */
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { ok, requireMember } from "../http/context.js";
import { Envelope, failures, SerialId } from "../http/schemas.js";
import { ID_PATTERN } from "../services/stores.js";
import { DOWNLOAD_SIZES, SETTING_BOUNDS } from "../../../common/commerce.js";
import { MAX_DOWNLOAD_ITEMS } from "../services/downloads.js";

const Id = Type.String({ pattern: ID_PATTERN, maxLength: 64 });
const Ids = Type.Array(Id, { minItems: 1, maxItems: MAX_DOWNLOAD_ITEMS });
const Paging = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
  rows: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
});
const Purchase = Type.Object({
  relationId: Type.String(),
  storyId: Type.String(),
  title: Type.String(),
  imgUrl: Type.Union([Type.String(), Type.Null()]),
  htmlUrl: Type.String(),
  hidden: Type.Boolean(),
  createTime: Type.String(),
});
const Purchases = Envelope(Type.Object({ list: Type.Array(Purchase), total: Type.Integer() }));
const Order = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal("quota"), Type.Literal("withdraw")]),
  quantity: Type.Integer(),
  points: Type.Integer(),
  status: Type.Union([Type.Literal("done"), Type.Literal("requested")]),
  createTime: Type.String(),
});
const Spent = Envelope(Type.Object({ spent: Type.Integer(), residueCount: Type.Integer() }));

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { commerce, downloads, stores } = app.services;
  const noStore = { onSend: async (_req: unknown, reply: { header(k: string, v: string): unknown }) => void reply.header("Cache-Control", "no-store") };

  /**
   * GET /api/web/pw_content/check_is_buy?relationId= — `{ isBuy }`: whether
   * the member has paid for the photo. Errors: access_denied (401), invalid_param (422).
   */
  app.get(
    "/web/pw_content/check_is_buy",
    { ...noStore, schema: { tags: ["commerce"], summary: "Has the member bought this photo", querystring: Type.Object({ relationId: Id }), response: { 200: Envelope(Type.Object({ isBuy: Type.Boolean() })), ...failures } } },
    async (req, reply) => ok(reply, { isBuy: await downloads.isBought(await requireMember(req), req.query.relationId) }),
  );

  /**
   * GET /api/web/pw_content/get_content_list?page=&rows= — every photo the
   * member has bought, hidden ones included, newest first:
   * `{ list: [{ relationId, storyId, title, imgUrl, htmlUrl, hidden, createTime }], total }`.
   * Errors: access_denied (401), invalid_param (422).
   */
  app.get(
    "/web/pw_content/get_content_list",
    { ...noStore, schema: { tags: ["commerce"], summary: "Photos the member has bought", querystring: Paging, response: { 200: Purchases, ...failures } } },
    async (req, reply) => ok(reply, await commerce.purchases(await requireMember(req), req.query.page, req.query.rows, req.lang, true)),
  );

  /**
   * POST /api/web/pw_content/buy_content — body `{ relationIds: [id] }`:
   * buys the photos against the download quota without downloading them
   * (free ones and ones bought before cost nothing), atomically:
   * `{ spent, residueCount }`. Errors: access_denied (401), photo_group_12
   * (409, nothing spent), photo_detail_5 / invalid_param (422), offline (404).
   */
  app.post(
    "/web/pw_content/buy_content",
    { ...noStore, schema: { tags: ["commerce"], summary: "Buy photos against the quota", body: Type.Object({ relationIds: Ids }), response: { 200: Spent, ...failures } } },
    async (req, reply) => ok(reply, await downloads.purchase(await requireMember(req), req.body.relationIds, { lang: req.lang })),
  );

  /**
   * POST /api/web/pw_content/download — body `{ relationId, size? }` (issue
   * 20: small | medium | original, default original): the photo's signed
   * file address, as ucMemberDownload/downloadImgs (free when bought before
   * at that size or larger): `{ url, spent, residueCount }`. Errors: as downloadImgs.
   */
  app.post(
    "/web/pw_content/download",
    {
      ...noStore,
      schema: {
        tags: ["commerce"],
        summary: "Download a photo (legacy)",
        // issue 20: an optional size (small | medium | original, default original), as downloadImgs
        body: Type.Object({ relationId: Id, size: Type.Optional(Type.Union(DOWNLOAD_SIZES.map((z) => Type.Literal(z)))) }),
        response: { 200: Envelope(Type.Object({ url: Type.String(), spent: Type.Integer(), residueCount: Type.Integer() })), ...failures },
      },
    },
    async (req, reply) => {
      const r = await downloads.download(await requireMember(req), [req.body.relationId], false, { lang: req.lang }, req.body.size);
      return ok(reply, { url: r.url, spent: r.spent, residueCount: r.residueCount });
    },
  );

  /**
   * GET /api/web/member_buy_record/list?page=&rows= — the member's visible
   * purchases (hidden ones left out), as get_content_list. Errors:
   * access_denied (401), invalid_param (422).
   */
  app.get(
    "/web/member_buy_record/list",
    { ...noStore, schema: { tags: ["commerce"], summary: "Purchase records (visible)", querystring: Paging, response: { 200: Purchases, ...failures } } },
    async (req, reply) => ok(reply, await commerce.purchases(await requireMember(req), req.query.page, req.query.rows, req.lang, false)),
  );

  /**
   * POST /api/web/member_buy_record/hide — body `{ relationId }`; and
   * hideMore — body `{ relationIds: [id] }`: hides purchases from the list
   * (they stay bought): `{ hidden }`, how many. Unknown ids are skipped.
   * Errors: access_denied (401), invalid_param (422).
   */
  app.post(
    "/web/member_buy_record/hide",
    { schema: { tags: ["commerce"], summary: "Hide a purchase record", body: Type.Object({ relationId: Id }), response: { 200: Envelope(Type.Object({ hidden: Type.Integer() })), ...failures } } },
    async (req, reply) => ok(reply, { hidden: await commerce.hide(await requireMember(req), [req.body.relationId]) }),
  );
  app.post(
    "/web/member_buy_record/hideMore",
    { schema: { tags: ["commerce"], summary: "Hide purchase records", body: Type.Object({ relationIds: Ids }), response: { 200: Envelope(Type.Object({ hidden: Type.Integer() })), ...failures } } },
    async (req, reply) => ok(reply, { hidden: await commerce.hide(await requireMember(req), req.body.relationIds) }),
  );

  /**
   * POST /api/web/order/save — body `{ quantity }` (1 to the setting
   * orderMaxQuantity, 1000 by default): buys download quota with points (the
   * setting pointsPerPhoto a photo, 10 by default; issue 20 settings),
   * atomically: `{ order, point, residueCount }`. Errors: access_denied (401),
   * point_short (409, nothing changed), invalid_param (422; over the cap:
   * field quantity rule maximum).
   */
  app.post(
    "/web/order/save",
    {
      ...noStore,
      schema: {
        tags: ["commerce"],
        summary: "Buy download quota with points",
        // the cap in force is the setting (the service checks it); the schema bounds it by the setting's own maximum
        body: Type.Object({ quantity: Type.Integer({ minimum: 1, maximum: SETTING_BOUNDS.orderMaxQuantity.max }) }),
        response: { 200: Envelope(Type.Object({ order: Order, point: Type.Integer(), residueCount: Type.Integer() })), ...failures },
      },
    },
    async (req, reply) => ok(reply, await commerce.buyQuota(await requireMember(req), req.body.quantity)),
  );

  /**
   * POST /api/web/order/withdraw — body `{ point }` (at least the setting
   * withdrawMinPoints, 100 by default): takes
   * points out to the member's saved bank account, atomically; the order is
   * "requested": `{ order, point }`. Errors: access_denied (401),
   * bank_missing (409), point_short (409, nothing changed), invalid_param (422).
   */
  app.post(
    "/web/order/withdraw",
    {
      ...noStore,
      schema: {
        tags: ["commerce"],
        summary: "Withdraw points to the bank",
        body: Type.Object({ point: Type.Integer({ minimum: 1, maximum: 100_000_000 }) }),
        response: { 200: Envelope(Type.Object({ order: Order, point: Type.Integer() })), ...failures },
      },
    },
    async (req, reply) => ok(reply, await commerce.withdraw(await requireMember(req), req.body.point)),
  );

  /**
   * POST /api/web/buy/del_record — body `{ id }`: deletes one of the
   * member's fee or download records: `{ deleted }`. Errors: access_denied
   * (401), invalid_param (422).
   */
  app.post(
    "/web/buy/del_record",
    { schema: { tags: ["commerce"], summary: "Delete a fee record", body: Type.Object({ id: SerialId }), response: { 200: Envelope(Type.Object({ deleted: Type.Boolean() })), ...failures } } },
    async (req, reply) => ok(reply, { deleted: await commerce.deleteRecord(await requireMember(req), req.body.id) }),
  );

  /**
   * GET /api/web/uc_collection/list?page=&rows= — the member's collection
   * (SPEC §3 Collection records), newest first: `{ page_data, total_count }`.
   * Errors: access_denied (401), invalid_param (422).
   */
  app.get(
    "/web/uc_collection/list",
    {
      ...noStore,
      schema: {
        tags: ["collections"],
        summary: "The member's collection (legacy)",
        querystring: Paging,
        response: { 200: Envelope(Type.Object({ page_data: Type.Array(Type.Record(Type.String(), Type.Unknown())), total_count: Type.Integer() })), ...failures },
      },
    },
    async (req, reply) => ok(reply, await stores.search("collection", await requireMember(req), { page: req.query.page, rows: req.query.rows })),
  );

  /**
   * POST /api/web/uc_collection/add — body `{ list: [{ storyId, relationId }] }`:
   * collects each; an item that fails (unknown, offline) is skipped, as
   * SPEC §8 says of collection loops: `{ added, skipped }`. Errors:
   * access_denied (401), invalid_param (422).
   */
  app.post(
    "/web/uc_collection/add",
    {
      schema: {
        tags: ["collections"],
        summary: "Collect several items (legacy)",
        body: Type.Object({ list: Type.Array(Type.Object({ storyId: Id, relationId: Id }), { minItems: 1, maxItems: MAX_DOWNLOAD_ITEMS }) }),
        response: { 200: Envelope(Type.Object({ added: Type.Integer(), skipped: Type.Integer() })), ...failures },
      },
    },
    async (req, reply) => {
      const member = await requireMember(req);
      let added = 0;
      let skipped = 0;
      for (const it of req.body.list) {
        try {
          if ((await stores.commitBuilt("collection", member, it.storyId, it.relationId, { lang: req.lang })).created) added++;
        } catch {
          skipped++;
        }
      }
      return ok(reply, { added, skipped });
    },
  );

  /**
   * POST /api/web/uc_collection/del_more — body `{ oids: [collection key] }`:
   * removes each from the member's collection: `{ deleted }`, how many.
   * Errors: access_denied (401), invalid_param (422).
   */
  app.post(
    "/web/uc_collection/del_more",
    {
      schema: {
        tags: ["collections"],
        summary: "Remove several collection items (legacy)",
        body: Type.Object({ oids: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { minItems: 1, maxItems: MAX_DOWNLOAD_ITEMS }) }),
        response: { 200: Envelope(Type.Object({ deleted: Type.Integer() })), ...failures },
      },
    },
    async (req, reply) => {
      const member = await requireMember(req);
      let deleted = 0;
      for (const oid of req.body.oids) if ((await stores.delete("collection", member, oid)).deleted) deleted++;
      return ok(reply, { deleted });
    },
  );

  /**
   * POST /api/web/guest/api/collect/submit — body `{ storyId, relationId }`:
   * collects one item (idempotent): `{ oid, created }`. Errors:
   * access_denied (401), invalid_param (422), api_3 / offline (404).
   */
  app.post(
    "/web/guest/api/collect/submit",
    {
      schema: {
        tags: ["collections"],
        summary: "Collect an item (legacy)",
        body: Type.Object({ storyId: Id, relationId: Id }),
        response: { 200: Envelope(Type.Object({ oid: Type.String(), created: Type.Boolean() })), ...failures },
      },
    },
    async (req, reply) => {
      const r = await stores.commitBuilt("collection", await requireMember(req), req.body.storyId, req.body.relationId, { lang: req.lang });
      return ok(reply, { oid: r.oid, created: r.created });
    },
  );

  /**
   * GET /api/web/guest/api/collect/getBySourceIds?ids=a,b — which of those
   * relation ids the member has collected: `{ ids }`. Errors: access_denied
   * (401), invalid_param (422).
   */
  app.get(
    "/web/guest/api/collect/getBySourceIds",
    {
      ...noStore,
      schema: {
        tags: ["collections"],
        summary: "Collected among these ids (legacy)",
        querystring: Type.Object({ ids: Type.String({ minLength: 1, maxLength: 64 * MAX_DOWNLOAD_ITEMS }) }),
        response: { 200: Envelope(Type.Object({ ids: Type.Array(Type.String()) })), ...failures },
      },
    },
    async (req, reply) => {
      const ids = [...new Set(req.query.ids.split(",").map((s) => s.trim()).filter(Boolean))].slice(0, MAX_DOWNLOAD_ITEMS);
      return ok(reply, { ids: await stores.collectedAmong(await requireMember(req), ids) });
    },
  );
};

export default routes;
