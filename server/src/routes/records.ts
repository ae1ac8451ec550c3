/**
 * Fee and point records (SPEC §7 legacy web/buy get_record and
 * web/point/get_record; SPEC §2 fee-record tab). Member only.
 */
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { ok, requireMember } from "../http/context.js";
import { Envelope, failures } from "../http/schemas.js";

const Query = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
  rows: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
});
const Page = Envelope(
  Type.Object({
    list: Type.Array(
      Type.Object({
        id: Type.Integer(),
        kind: Type.Union([Type.Literal("fee"), Type.Literal("point"), Type.Literal("download")]),
        title: Type.String(),
        amount: Type.String(),
        value: Type.Integer(),
        balance: Type.Union([Type.Integer(), Type.Null()]),
        htmlUrl: Type.Union([Type.String(), Type.Null()]),
        createTime: Type.String(),
      }),
    ),
    total: Type.Integer(),
  }),
);

const routes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * GET /api/web/buy/get_record?page=&rows= — the member's fee and download records, newest first:
   * `{ list: [{ id, kind, title, amount ("¥12.00", or "-2 photos · 18 left" for a
   * download), value (fen, or photos), balance (quota left after a download, else null),
   * htmlUrl, createTime }], total }`.
   * Errors: access_denied (401), invalid_param (422).
   */
  app.get(
    "/web/buy/get_record",
    { schema: { tags: ["records"], summary: "Fee records of the member", querystring: Query, response: { 200: Page, ...failures } } },
    async (req, reply) => {
      const m = await requireMember(req);
      return ok(reply, await app.services.records.list(m.id, ["fee", "download"], req.query.page, req.query.rows, req.lang));
    },
  );

  /**
   * GET /api/web/point/get_record?page=&rows= — the member's point records, newest first
   * (amount "+30", value in points). Errors: access_denied (401), invalid_param (422).
   */
  app.get(
    "/web/point/get_record",
    { schema: { tags: ["records"], summary: "Point records of the member", querystring: Query, response: { 200: Page, ...failures } } },
    async (req, reply) => {
      const m = await requireMember(req);
      return ok(reply, await app.services.records.list(m.id, ["point"], req.query.page, req.query.rows, req.lang));
    },
  );
};

export default routes;
