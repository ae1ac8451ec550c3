/**
 * A contributor's earnings (issue 20 "Contributor earnings"; the member
 * centre's uc1): GET /api/commerce/earnings. Member only; the answer carries
 * Cache-Control: no-store. Thin: services/earnings.ts.
 */
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { DOWNLOAD_SIZES } from "../../../common/commerce.js";
import { ok, requireMember } from "../http/context.js";
import { Envelope, failures } from "../http/schemas.js";

const Earnings = Type.Object({
  list: Type.Array(
    Type.Object({
      relationId: Type.String(),
      pcId: Type.String(),
      title: Type.String(),
      titleImage: Type.Union([Type.String(), Type.Null()]),
      htmlUrl: Type.String(),
      size: Type.Union(DOWNLOAD_SIZES.map((s) => Type.Literal(s))),
      cost: Type.Integer(),
      points: Type.Integer(),
      createTime: Type.String(),
    }),
  ),
  total: Type.Integer(),
  months: Type.Array(Type.Object({ month: Type.String(), sales: Type.Integer(), points: Type.Integer() })),
  totalPoints: Type.Integer(),
  point: Type.Integer(),
  sharePercent: Type.Integer(),
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { earnings } = app.services;

  /**
   * GET /api/commerce/earnings?page=&rows= — member: `EarningsDto`, the
   * member's sales (their photos others downloaded at a cost), newest first
   * (page from 1, rows 1–100, default 10), with the totals per month (UTC,
   * newest first), all-time points, the points held now and the share in
   * force. Errors: access_denied (401), invalid_param (422).
   */
  app.get(
    "/commerce/earnings",
    {
      schema: {
        tags: ["commerce"],
        summary: "The member's sales and earned points",
        querystring: Type.Object({
          page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
          rows: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
        }),
        response: { 200: Envelope(Earnings), ...failures },
      },
    },
    async (req, reply) => {
      const member = await requireMember(req);
      reply.header("Cache-Control", "no-store");
      return ok(reply, await earnings.earnings(member, req.query.page, req.query.rows, req.lang));
    },
  );
};

export default routes;
