/**
 * The member's and the public commerce calls of issue 20 under
 * /api/commerce (common/commerce.ts): the settings any reader may know, the
 * packs on offer, a member's pack orders (order, list, one, cancel, the
 * printable invoice), their organisation and, for its admin, who of it
 * downloaded what; and the payment providers' webhook path. The
 * contributor's earnings (GET /api/commerce/earnings) are not here: they
 * belong with the downloads that earn them. Member data
 * answers carry Cache-Control: no-store (the security plugin's default for
 * /api/). Thin: services/packs.ts, orders.ts, organisations.ts, settings.ts.
 */
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { ok, requireMember } from "../http/context.js";
import { Envelope, failures } from "../http/schemas.js";
import { LIMITS } from "../http/limits.js";
import { CommerceSettingsSchema, OrderBody, OrderNumberParam, OrderPage, OrganisationSchema, OrgDownloadSchema, PackOrderSchema, PackSchema } from "../http/commerce-schemas.js";

const Paging = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
  rows: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
});
const tags = ["commerce"];
const numberRoute = { params: Type.Object({ number: OrderNumberParam }), response: { 200: Envelope(PackOrderSchema), ...failures } };
/** Largest webhook body read, bytes (a provider's notification is a few KB). */
const WEBHOOK_BODY_MAX = 256 * 1024;

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { orders, organisations, packs, settings } = app.services;

  /** GET /api/commerce/settings — PublicSettingsDto: points per photo, withdrawal minimum, order cap, link lifetime, share, sizes (anyone). */
  app.get("/commerce/settings", { schema: { tags, summary: "The commerce settings in force", response: { 200: Envelope(CommerceSettingsSchema), ...failures } } }, async (_req, reply) =>
    ok(reply, await settings.get()),
  );

  /** GET /api/commerce/packs — PackDto[]: the download packs on offer, cheapest first (anyone). */
  app.get("/commerce/packs", { schema: { tags, summary: "Download packs on offer", response: { 200: Envelope(Type.Array(PackSchema)), ...failures } } }, async (_req, reply) =>
    ok(reply, await packs.list()),
  );

  /**
   * POST /api/commerce/orders { packId, forOrganisation? } — orders a pack:
   * a pending PackOrderDto with its number, bank transfer instructions and
   * invoice address. Errors: access_denied (401), forbidden (403:
   * forOrganisation and not an organisation's admin), not_found (404: no
   * such pack), pack_inactive (409), invalid_param (422), payment_unavailable (503).
   */
  app.post(
    "/commerce/orders",
    { config: { rateLimit: LIMITS.write }, schema: { tags, summary: "Order a download pack", body: OrderBody, response: { 200: Envelope(PackOrderSchema), ...failures } } },
    async (req, reply) => ok(reply, await orders.place(await requireMember(req), req.body)),
  );

  /** GET /api/commerce/orders?page=&rows= — `{ list: PackOrderDto[], total }`: the member's orders (an organisation admin's include its orders), newest first. Errors: 401, 422. */
  app.get("/commerce/orders", { schema: { tags, summary: "The member's pack orders", querystring: Paging, response: { 200: Envelope(OrderPage), ...failures } } }, async (req, reply) =>
    ok(reply, await orders.mine(await requireMember(req), req.query.page, req.query.rows)),
  );

  /** GET /api/commerce/orders/{number} — one PackOrderDto of the member's (or their organisation's, for its admin). Errors: 401, not_found (404). */
  app.get("/commerce/orders/:number", { schema: { tags, summary: "One pack order", ...numberRoute } }, async (req, reply) =>
    ok(reply, await orders.one(await requireMember(req), req.params.number)),
  );

  /** POST /api/commerce/orders/{number}/cancel — cancels a pending order: the PackOrderDto. Errors: 401, 404, order_state (409: paid or cancelled). */
  app.post("/commerce/orders/:number/cancel", { schema: { tags, summary: "Cancel a pending pack order", ...numberRoute } }, async (req, reply) =>
    ok(reply, await orders.cancel(await requireMember(req), req.params.number)),
  );

  /**
   * GET /api/commerce/orders/{number}/invoice?lang=zh|en — the printable
   * invoice, text/html (lang: default the caller's X-Lang / Accept-Language),
   * for the order's member, their organisation's admin, or an editor.
   * Errors (JSON envelope): access_denied (401), not_found (404: anyone else).
   */
  app.get(
    "/commerce/orders/:number/invoice",
    {
      schema: {
        tags,
        summary: "The printable invoice of a pack order (HTML)",
        params: Type.Object({ number: OrderNumberParam }),
        querystring: Type.Object({ lang: Type.Optional(Type.Union([Type.Literal("zh"), Type.Literal("en")])) }),
        produces: ["text/html"],
      },
    },
    async (req, reply) => {
      const html = await orders.invoice(await requireMember(req), req.params.number, req.query.lang ?? req.lang);
      reply.header("Cache-Control", "private, no-store");
      return reply.type("text/html; charset=utf-8").send(html);
    },
  );

  /** GET /api/commerce/organisation — the OrganisationDto whose seat the member holds (members listed for its admin only), or null. Errors: 401. */
  app.get(
    "/commerce/organisation",
    { schema: { tags, summary: "The member's organisation", response: { 200: Envelope(Type.Union([OrganisationSchema, Type.Null()])), ...failures } } },
    async (req, reply) => ok(reply, await organisations.ofMember(await requireMember(req))),
  );

  /**
   * GET /api/commerce/organisation/downloads?page=&rows= — `{ list:
   * OrgDownloadDto[], total }`: who of the organisation downloaded what,
   * newest first (titles in the caller's language), for its admin.
   * Errors: 401, forbidden (403: not the admin), 422.
   */
  app.get(
    "/commerce/organisation/downloads",
    {
      schema: {
        tags,
        summary: "Downloads of the admin's organisation",
        querystring: Paging,
        response: { 200: Envelope(Type.Object({ list: Type.Array(OrgDownloadSchema), total: Type.Integer() })), ...failures },
      },
    },
    async (req, reply) => ok(reply, await organisations.downloads(await requireMember(req), req.query.page, req.query.rows, req.lang)),
  );

  /**
   * POST /api/commerce/payments/{provider}/webhook — a payment provider's
   * notification, the raw body checked by the provider's signature
   * (services/payments, docs/payments.md), settling its order exactly once:
   * `{ order: PackOrderDto | null }`. No provider has a webhook today: every
   * {provider} answers not_found (404). A provider that plugs in must be
   * exempted from the API's X-Requested-With rule (plugins/security.ts): its
   * signature, not a browser header, proves the call.
   */
  await app.register(async (hook) => {
    // the body exactly as received, whatever its type: the signature covers these bytes
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_MAX }, (_req, body, done) => done(null, body));
    hook.withTypeProvider<TypeBoxTypeProvider>().post(
      "/commerce/payments/:provider/webhook",
      {
        schema: {
          tags,
          summary: "A payment provider's webhook (none registered today: 404)",
          params: Type.Object({ provider: Type.String({ minLength: 1, maxLength: 32, pattern: "^[a-z0-9_]+$" }) }),
          response: { 200: Envelope(Type.Object({ order: Type.Union([PackOrderSchema, Type.Null()]) })), ...failures },
        },
      },
      async (req, reply) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        return ok(reply, { order: await orders.webhook(req.params.provider, raw, req.headers) });
      },
    );
  });
};

export default routes;
