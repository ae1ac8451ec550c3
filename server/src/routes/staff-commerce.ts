/**
 * The staff console's commerce calls under /api/staff (issue 20): the
 * settings, download packs, pack orders (find, confirm a bank transfer,
 * cancel) and organisation accounts (seats, members, grants). Only members
 * with the editor role may call them, as every /api/staff call
 * (routes/staff.ts): a guest gets access_denied (401), any other member
 * forbidden (403), checked before the body is validated. Every change is
 * audited by its service. Thin: services/settings.ts, packs.ts, orders.ts,
 * organisations.ts.
 */
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { ORDER_STATES } from "../../../common/commerce.js";
import { editorActor, ok, requireEditor } from "../http/context.js";
import { Envelope, failures, SerialId } from "../http/schemas.js";
import { CodeParam, GrantBody, StaffPaging } from "../http/staff-schemas.js";
import {
  CommerceSettingsSchema,
  ConfirmBody,
  MemberCodeBody,
  OrderNumberParam,
  OrderPage,
  OrganisationBody,
  OrganisationSchema,
  OrganisationUpdateBody,
  PackBody,
  PackOrderSchema,
  PackSchema,
  SettingsPatchBody,
} from "../http/commerce-schemas.js";
import type { Actor } from "../services/audit.js";

const actorOf: (req: FastifyRequest) => Promise<Actor> = editorActor;

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { orders, organisations, packs, settings } = app.services;
  const tags = ["staff"];
  // every call of this plugin is an editor's: checked before the body is even validated
  app.addHook("onRequest", async (req) => {
    await requireEditor(req);
  });

  /** GET /api/staff/settings — the CommerceSettings in force. */
  app.get("/staff/settings", { schema: { tags, summary: "The commerce settings", response: { 200: Envelope(CommerceSettingsSchema), ...failures } } }, async (_req, reply) =>
    ok(reply, await settings.get()),
  );

  /**
   * PUT /api/staff/settings — a partial patch (SettingsPatch: any of the
   * settings; a size's cost or long edge): the settings now in force,
   * audited setting.change. Errors: invalid_param (422: out of SETTING_BOUNDS,
   * or a size rule: field sizes.<size>.longEdgePx rule order / required / const); nothing changed.
   */
  app.put(
    "/staff/settings",
    { schema: { tags, summary: "Change commerce settings", body: SettingsPatchBody, response: { 200: Envelope(CommerceSettingsSchema), ...failures } } },
    async (req, reply) => ok(reply, await settings.update(await actorOf(req), req.body)),
  );

  /** GET /api/staff/packs — every PackDto, the inactive ones too, cheapest first. */
  app.get("/staff/packs", { schema: { tags, summary: "Every download pack", response: { 200: Envelope(Type.Array(PackSchema)), ...failures } } }, async (_req, reply) =>
    ok(reply, await packs.list(true)),
  );

  /** POST /api/staff/packs PackInput — a new pack: the PackDto, audited pack.create. Errors: invalid_param (422). */
  app.post("/staff/packs", { schema: { tags, summary: "Define a download pack", body: PackBody, response: { 200: Envelope(PackSchema), ...failures } } }, async (req, reply) =>
    ok(reply, await packs.create(await actorOf(req), req.body)),
  );

  /** PUT /api/staff/packs/{id} PackInput — changes a pack (active false: no longer offered): the PackDto, audited pack.change. Errors: not_found (404), 422. */
  app.put(
    "/staff/packs/:id",
    { schema: { tags, summary: "Change a download pack", params: Type.Object({ id: SerialId }), body: PackBody, response: { 200: Envelope(PackSchema), ...failures } } },
    async (req, reply) => ok(reply, await packs.update(await actorOf(req), req.params.id, req.body)),
  );

  /** GET /api/staff/orders?state=&q=&page=&rows= — `{ list: PackOrderDto[], total }`, newest first; q: part of an order number or a member code. */
  app.get(
    "/staff/orders",
    {
      schema: {
        tags,
        summary: "Find pack orders",
        querystring: Type.Object({ state: Type.Optional(Type.Union(ORDER_STATES.map((s) => Type.Literal(s)))), q: Type.Optional(Type.String({ maxLength: 100 })), ...StaffPaging }),
        response: { 200: Envelope(OrderPage), ...failures },
      },
    },
    async (req, reply) => ok(reply, await orders.list({ state: req.query.state, q: req.query.q }, req.query.page ?? 1, req.query.rows ?? 20)),
  );

  const numberParams = Type.Object({ number: OrderNumberParam });

  /**
   * POST /api/staff/orders/{number}/confirm { reference, amountCents } — the
   * bank transfer arrived: the order paid and its quota added, exactly once;
   * the same reference again answers the paid order unchanged. Audited
   * order.confirm. Errors: not_found (404), order_state (409: cancelled, or
   * paid with another reference), invalid_param (422: amountCents rule
   * mismatch; reference rule taken: recorded for another order).
   */
  app.post(
    "/staff/orders/:number/confirm",
    { schema: { tags, summary: "Confirm a bank transfer", params: numberParams, body: ConfirmBody, response: { 200: Envelope(PackOrderSchema), ...failures } } },
    async (req, reply) => ok(reply, await orders.confirm(await actorOf(req), req.params.number, req.body)),
  );

  /** POST /api/staff/orders/{number}/cancel — cancels a pending order, audited order.cancel. Errors: not_found (404), order_state (409). */
  app.post(
    "/staff/orders/:number/cancel",
    { schema: { tags, summary: "Cancel a pending pack order", params: numberParams, response: { 200: Envelope(PackOrderSchema), ...failures } } },
    async (req, reply) => ok(reply, await orders.staffCancel(await actorOf(req), req.params.number)),
  );

  /** GET /api/staff/organisations — every OrganisationDto (members and grants included), by name. */
  app.get("/staff/organisations", { schema: { tags, summary: "Organisation accounts", response: { 200: Envelope(Type.Array(OrganisationSchema)), ...failures } } }, async (_req, reply) =>
    ok(reply, await organisations.list()),
  );

  /**
   * POST /api/staff/organisations { name, seats, adminCode } — a new
   * organisation, its admin in the first seat; audited organisation.create.
   * Errors: invalid_param (422: adminCode rule notFound, or taken: they hold a seat already).
   */
  app.post(
    "/staff/organisations",
    { schema: { tags, summary: "Create an organisation account", body: OrganisationBody, response: { 200: Envelope(OrganisationSchema), ...failures } } },
    async (req, reply) => ok(reply, await organisations.create(await actorOf(req), req.body)),
  );

  const orgParams = Type.Object({ id: SerialId });
  const orgResponse = { 200: Envelope(OrganisationSchema), ...failures };

  /** PUT /api/staff/organisations/{id} { name, seats } — audited organisation.change. Errors: not_found (404), invalid_param (422: seats rule used, below its members). */
  app.put(
    "/staff/organisations/:id",
    { schema: { tags, summary: "Rename an organisation or change its seats", params: orgParams, body: OrganisationUpdateBody, response: orgResponse } },
    async (req, reply) => ok(reply, await organisations.update(await actorOf(req), req.params.id, req.body)),
  );

  /**
   * POST /api/staff/organisations/{id}/members { code } — gives a member a
   * seat; audited organisation.member. Errors: not_found (404),
   * organisation_full (409), invalid_param (422: code rule notFound, or taken: a seat elsewhere).
   */
  app.post(
    "/staff/organisations/:id/members",
    { schema: { tags, summary: "Add a member to an organisation", params: orgParams, body: MemberCodeBody, response: orgResponse } },
    async (req, reply) => ok(reply, await organisations.addMember(await actorOf(req), req.params.id, req.body.code)),
  );

  /** DELETE /api/staff/organisations/{id}/members/{code} — takes a seat back; audited organisation.member. Errors: not_found (404), invalid_param (422: code rule admin). */
  app.delete(
    "/staff/organisations/:id/members/:code",
    { schema: { tags, summary: "Remove a member from an organisation", params: Type.Object({ id: SerialId, code: CodeParam }), response: orgResponse } },
    async (req, reply) => ok(reply, await organisations.removeMember(await actorOf(req), req.params.id, req.params.code)),
  );

  /** POST /api/staff/organisations/{id}/grants { label, quota?, days? } — a grant of the organisation's shared quota; audited organisation.grant. Errors: 404, 422. */
  app.post(
    "/staff/organisations/:id/grants",
    { schema: { tags, summary: "Grant an organisation downloads", params: orgParams, body: GrantBody, response: orgResponse } },
    async (req, reply) => ok(reply, await organisations.addGrant(await actorOf(req), req.params.id, req.body)),
  );

  /** POST /api/staff/organisations/{id}/grants/{grantId}/revoke — the grant can no longer be spent; audited organisation.grant_revoke. Errors: 404 (no such grant of it, or revoked already). */
  app.post(
    "/staff/organisations/:id/grants/:grantId/revoke",
    { schema: { tags, summary: "Revoke an organisation's grant", params: Type.Object({ id: SerialId, grantId: SerialId }), response: orgResponse } },
    async (req, reply) => ok(reply, await organisations.revokeGrant(await actorOf(req), req.params.id, req.params.grantId)),
  );
};

export default routes;
