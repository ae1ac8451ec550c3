/**
 * Orders of download packs (issue 20 "Download packs and orders";
 * common/commerce.ts). Staff define packs in the console (services/packs.ts);
 * a member orders one for themselves, or an organisation's admin for its
 * shared quota; the order gets a number ("PW-" + the UTC date + "-" + its
 * id on 6 digits, unique by construction), a printable invoice
 * (services/invoice.ts) and the way to pay it (services/payments/: bank
 * transfer). Staff confirm a bank transfer
 * (audited order.confirm); a provider's webhook would confirm the same way.
 *
 * Money moves exactly once (DESIGN §7): `settle` confirms in ONE transaction
 * with the order row locked (FOR UPDATE): the payment row (unique per
 * provider and reference: the idempotency key), the conditional update
 * pending → paid, the grant of the pack's quota (download_grant, order_id
 * unique; the member's own, or the organisation's) and the member's fee
 * record. A confirmation that arrives again with the same reference answers
 * the paid order unchanged; on two processes at once, the second waits for
 * the lock and then sees the order paid. Pending orders may be cancelled (by
 * the member, or by staff: audited order.cancel).
 */
import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { ORDER_STATES, type ConfirmInput, type Currency, type OrderInput, type OrderState, type PackOrderDto } from "../../../common/commerce.js";
import type { AgencyConfig } from "../config.js";
import { rowsOf, type Db, type Tx } from "../db/client.js";
import { downloadGrant, downloadPack, memberRecord, organisation, packOrder, payment, ucMember, type PackOrder, type UcMember } from "../db/schema.js";
import { ApiError } from "../http/errors.js";
import { invoiceUrl, orderDto, type OrderRow } from "../adapters/commerce.js";
import type { Lang } from "../locale/index.js";
import { audit, type Actor } from "./audit.js";
import { renderInvoice } from "./invoice.js";
import type { PaymentRegistry, WebhookHeaders } from "./payments/index.js";

const invalid = (field: string, rule: string) => new ApiError("invalid_param", [{ field, rule }]);
/** `%…%` for ILIKE, with the pattern characters of `q` escaped. */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const DAY_MS = 86_400_000;
/** Longest payment reference (ConfirmInput.reference). */
export const REFERENCE_MAX = 100;

/** "PW-20261127-000042": the order number of order `id` made at `at` (UTC date). */
export function orderNumber(id: number, at: Date): string {
  return `PW-${at.toISOString().slice(0, 10).replace(/-/g, "")}-${String(id).padStart(6, "0")}`;
}

export interface OrderServiceOptions {
  /** the payment providers (bank_transfer) */
  payments: PaymentRegistry;
  /** the agency's details on invoices (configuration AGENCY_*) */
  agency: AgencyConfig;
  /** the clock (tests) */
  now?: () => Date;
}

/** Who may read an order: its member, the admin of its organisation, and (invoices) an editor. */
type Viewer = Pick<UcMember, "id" | "editor">;

export class OrderService {
  constructor(
    private readonly db: Db,
    private readonly opts: OrderServiceOptions,
  ) {}

  private now(): Date {
    return this.opts.now?.() ?? new Date();
  }

  // -------------------------------------------------------------- orders

  /**
   * Orders a pack (POST /api/commerce/orders): a pending order with the
   * pack's terms copied in, paid by bank transfer. `forOrganisation`: for the
   * shared quota of the organisation the member is the admin of.
   * @throws not_found (404: no such pack), pack_inactive (409: no longer
   *   offered), forbidden (403: forOrganisation by a member who is not an
   *   organisation's admin), payment_unavailable (503: no bank account
   *   configured, production without BANK_*)
   */
  async place(member: UcMember, input: OrderInput): Promise<PackOrderDto> {
    const [pack] = await this.db.select().from(downloadPack).where(eq(downloadPack.id, input.packId));
    if (!pack) throw new ApiError("not_found");
    if (!pack.active) throw new ApiError("pack_inactive");
    let organisationId: number | null = null;
    if (input.forOrganisation) {
      organisationId = await this.adminOf(member);
      if (organisationId === null) throw new ApiError("forbidden");
    }
    const provider = this.opts.payments.get("bank_transfer");
    if (!provider.available()) throw new ApiError("payment_unavailable");
    const at = this.now();
    const id = await this.db.transaction(async (tx) => {
      const next = rowsOf<{ id: string | number }>(await tx.execute(sql`select nextval(pg_get_serial_sequence('pack_order', 'id')) as id`));
      const id = Number(next[0].id);
      await tx.insert(packOrder).values({
        id,
        number: orderNumber(id, at),
        memberId: member.id,
        organisationId,
        packId: pack.id,
        nameZh: pack.nameZh,
        nameEn: pack.nameEn,
        count: pack.count,
        priceCents: pack.priceCents,
        currency: pack.currency,
        validityDays: pack.validityDays,
        provider: provider.id,
        createdAt: at,
      });
      return id;
    });
    return this.dto(await this.row(eq(packOrder.id, id)));
  }

  /** One page of the member's orders, newest first; an organisation admin's include the organisation's (GET /api/commerce/orders). */
  async mine(member: UcMember, page: number, rows: number): Promise<{ list: PackOrderDto[]; total: number }> {
    const admin = await this.adminOf(member);
    const where = admin === null ? eq(packOrder.memberId, member.id) : or(eq(packOrder.memberId, member.id), eq(packOrder.organisationId, admin));
    return this.page(where, page, rows);
  }

  /**
   * One order of the member's (or of their organisation, for its admin):
   * GET /api/commerce/orders/{number}.
   * @throws not_found (404: no such order, or not theirs)
   */
  async one(member: Viewer, number: string): Promise<PackOrderDto> {
    return this.dto(await this.visible(member, number, false));
  }

  /**
   * Cancels a pending order (POST /api/commerce/orders/{number}/cancel), by
   * its member or their organisation's admin.
   * @throws not_found (404), order_state (409: paid or cancelled already)
   */
  async cancel(member: Viewer, number: string): Promise<PackOrderDto> {
    const r = await this.visible(member, number, false);
    await this.cancelPending(this.db, r.o.id);
    return this.dto(await this.row(eq(packOrder.id, r.o.id)));
  }

  /**
   * The printable invoice of an order, a whole HTML page in `lang`
   * (GET /api/commerce/orders/{number}/invoice; services/invoice.ts), with
   * the agency's details from configuration: for its member, their
   * organisation's admin, or an editor.
   * @throws not_found (404: no such order, or anyone else's)
   */
  async invoice(viewer: Viewer, number: string, lang: Lang): Promise<string> {
    return renderInvoice(this.dto(await this.visible(viewer, number, true)), this.opts.agency, lang);
  }

  // -------------------------------------------------------------- staff

  /**
   * Orders for the console (GET /api/staff/orders), newest first: by state,
   * and by `q`, part of an order number or of a member code (case-insensitive).
   */
  async list(filter: { state?: OrderState; q?: string }, page: number, rows: number): Promise<{ list: PackOrderDto[]; total: number }> {
    const conds: (SQL | undefined)[] = [];
    if (filter.state && ORDER_STATES.includes(filter.state)) conds.push(eq(packOrder.state, filter.state));
    const q = filter.q?.trim();
    if (q) conds.push(or(ilike(packOrder.number, contains(q)), ilike(ucMember.code, contains(q))));
    return this.page(and(...conds), page, rows);
  }

  /**
   * Staff confirm a bank transfer (POST /api/staff/orders/{number}/confirm):
   * settles the order with the bank's reference, audited order.confirm.
   * @throws not_found (404), order_state (409: cancelled, or paid with
   *   another reference), invalid_param (422: reference empty or over
   *   REFERENCE_MAX, rule required / maxLength; amountCents other than the
   *   price, rule mismatch; a reference already recorded for another order,
   *   field reference rule taken); nothing changes
   */
  async confirm(actor: Actor, number: string, input: ConfirmInput): Promise<PackOrderDto> {
    const reference = typeof input.reference === "string" ? input.reference.trim() : "";
    if (!reference) throw invalid("reference", "required");
    if (reference.length > REFERENCE_MAX) throw invalid("reference", "maxLength");
    if (!Number.isInteger(input.amountCents)) throw invalid("amountCents", "type");
    return this.settle(actor, number, { provider: "bank_transfer", reference, amountCents: input.amountCents, currency: null, confirmedBy: actor.id });
  }

  /**
   * Staff cancel a pending order (POST /api/staff/orders/{number}/cancel), audited order.cancel.
   * @throws not_found (404), order_state (409)
   */
  async staffCancel(actor: Actor, number: string): Promise<PackOrderDto> {
    const [o] = await this.db.select({ id: packOrder.id }).from(packOrder).where(eq(packOrder.number, number));
    if (!o) throw new ApiError("not_found");
    await this.db.transaction(async (tx) => {
      await this.cancelPending(tx, o.id);
      await audit(tx, actor, "order.cancel", number);
    });
    return this.dto(await this.row(eq(packOrder.id, o.id)));
  }

  /**
   * A payment provider's webhook (POST /api/commerce/payments/{provider}/webhook):
   * the provider checks the call (signature) and reads the payment, which
   * settles its order as a staff confirmation does (audited with the
   * provider as the actor). Today no provider has a webhook.
   * @returns the order, or null for an event that is not a payment
   * @throws not_found (404: no provider with a webhook by that id: every id
   *   today), and what the provider's verifyWebhook and settle throw
   */
  async webhook(providerId: string, rawBody: Buffer, headers: WebhookHeaders): Promise<PackOrderDto | null> {
    const provider = this.opts.payments.webhook(providerId);
    const paid = await provider.verifyWebhook(rawBody, headers);
    if (!paid) return null;
    const actor = { id: null, code: `provider:${provider.id}` };
    return this.settle(actor, paid.orderNumber, { provider: provider.id, reference: paid.reference, amountCents: paid.amountCents, currency: paid.currency, confirmedBy: null });
  }

  /**
   * Marks an order paid, exactly once (see the module's header), in one
   * transaction with the order row locked.
   * @param p.currency the currency received (a webhook's), null: the order's (a bank transfer confirmed by staff)
   */
  private async settle(
    actor: Actor,
    number: string,
    p: { provider: string; reference: string; amountCents: number; currency: string | null; confirmedBy: number | null },
  ): Promise<PackOrderDto> {
    const id = await this.db.transaction(async (tx) => {
      const [o] = await tx.select().from(packOrder).where(eq(packOrder.number, number)).for("update");
      if (!o) throw new ApiError("not_found");
      if (o.state === "paid") {
        const [done] = await tx.select({ provider: payment.provider, reference: payment.reference }).from(payment).where(eq(payment.orderId, o.id));
        if (done?.provider === p.provider && done.reference === p.reference) return o.id;
        throw new ApiError("order_state");
      }
      if (o.state !== "pending") throw new ApiError("order_state");
      if (p.amountCents !== o.priceCents || (p.currency !== null && p.currency.toUpperCase() !== o.currency)) throw invalid("amountCents", "mismatch");
      const [pay] = await tx
        .insert(payment)
        .values({ provider: p.provider, reference: p.reference, orderId: o.id, amountCents: p.amountCents, currency: o.currency, confirmedBy: p.confirmedBy })
        .onConflictDoNothing({ target: [payment.provider, payment.reference] })
        .returning({ id: payment.id });
      if (!pay) throw invalid("reference", "taken");
      const paidAt = this.now();
      const [paid] = await tx
        .update(packOrder)
        .set({ state: "paid", paidAt })
        .where(and(eq(packOrder.id, o.id), eq(packOrder.state, "pending")))
        .returning({ id: packOrder.id });
      if (!paid) throw new ApiError("order_state");
      await this.grant(tx, o, paidAt, p.confirmedBy);
      await tx.insert(memberRecord).values({ memberId: o.memberId, kind: "fee", amount: o.priceCents, title: o.number, htmlUrl: invoiceUrl(o.number), createTime: paidAt });
      await audit(tx, actor, "order.confirm", o.number, { provider: p.provider, reference: p.reference, amountCents: p.amountCents, currency: o.currency, count: o.count });
      return o.id;
    });
    return this.dto(await this.row(eq(packOrder.id, id)));
  }

  /** Inside settle: the grant of a paid order's quota, the member's own or the organisation's (order_id unique). */
  private async grant(tx: Tx, o: PackOrder, paidAt: Date, grantedBy: number | null): Promise<void> {
    const owner = o.organisationId === null ? { memberId: o.memberId, organisationId: null } : { memberId: null, organisationId: o.organisationId };
    await tx.insert(downloadGrant).values({
      ...owner,
      orderId: o.id,
      label: o.number,
      remaining: o.count,
      total: o.count,
      validFrom: paidAt,
      validUntil: o.validityDays === null ? null : new Date(paidAt.getTime() + o.validityDays * DAY_MS),
      grantedBy,
    });
  }

  /** pending → cancelled, conditionally. @throws order_state (409) when it is not pending */
  private async cancelPending(db: Pick<Db, "update">, id: number): Promise<void> {
    const done = await db
      .update(packOrder)
      .set({ state: "cancelled", cancelledAt: this.now() })
      .where(and(eq(packOrder.id, id), eq(packOrder.state, "pending")))
      .returning({ id: packOrder.id });
    if (!done.length) throw new ApiError("order_state");
  }

  // -------------------------------------------------------------- reading

  /** The id of the organisation `member` is the admin of (and holds a seat in), or null. */
  private async adminOf(member: Pick<UcMember, "id">): Promise<number | null> {
    const [org] = await this.db
      .select({ id: organisation.id })
      .from(organisation)
      .innerJoin(ucMember, and(eq(ucMember.id, organisation.adminMemberId), eq(ucMember.organisationId, organisation.id)))
      .where(eq(organisation.adminMemberId, member.id))
      .limit(1);
    return org?.id ?? null;
  }

  /** The order `number` as `viewer` may see it (theirs, their organisation's as its admin, any for an editor when `editors`). @throws not_found (404) */
  private async visible(viewer: Viewer, number: string, editors: boolean): Promise<OrderRow> {
    const r = await this.row(eq(packOrder.number, number));
    if (r.o.memberId === viewer.id || (editors && viewer.editor)) return r;
    if (r.o.organisationId !== null && (await this.adminOf(viewer)) === r.o.organisationId) return r;
    throw new ApiError("not_found");
  }

  private select() {
    return this.db
      .select({
        o: packOrder,
        code: ucMember.code,
        name: ucMember.name,
        orgId: organisation.id,
        orgName: organisation.name,
        reference: payment.reference,
        remaining: downloadGrant.remaining,
        validUntil: downloadGrant.validUntil,
        grantId: downloadGrant.id,
      })
      .from(packOrder)
      .innerJoin(ucMember, eq(ucMember.id, packOrder.memberId))
      .leftJoin(organisation, eq(organisation.id, packOrder.organisationId))
      .leftJoin(payment, eq(payment.orderId, packOrder.id))
      .leftJoin(downloadGrant, eq(downloadGrant.orderId, packOrder.id));
  }

  private toRow(x: Awaited<ReturnType<OrderService["select"]>>[number]): OrderRow {
    return {
      o: x.o,
      member: { code: x.code, name: x.name },
      organisation: x.orgId === null ? null : { id: x.orgId, name: x.orgName ?? "" },
      reference: x.reference,
      grant: x.grantId === null ? null : { remaining: x.remaining, validUntil: x.validUntil },
    };
  }

  /** One order with its joins. @throws not_found (404) */
  private async row(where: SQL): Promise<OrderRow> {
    const [x] = await this.select().where(where).limit(1);
    if (!x) throw new ApiError("not_found");
    return this.toRow(x);
  }

  private async page(where: SQL | undefined, page: number, rows: number): Promise<{ list: PackOrderDto[]; total: number }> {
    const [list, [total]] = await Promise.all([
      this.select()
        .where(where)
        .orderBy(desc(packOrder.createdAt), desc(packOrder.id))
        .limit(rows)
        .offset((page - 1) * rows),
      this.db.select({ n: count() }).from(packOrder).innerJoin(ucMember, eq(ucMember.id, packOrder.memberId)).where(where),
    ]);
    return { list: list.map((x) => this.dto(this.toRow(x))), total: Number(total?.n ?? 0) };
  }

  private dto(r: OrderRow): PackOrderDto {
    let instructions = null;
    if (r.o.state === "pending") {
      try {
        instructions = this.opts.payments.get(r.o.provider).instructions({ number: r.o.number, priceCents: r.o.priceCents, currency: r.o.currency as Currency });
      } catch {
        instructions = null;
      }
    }
    return orderDto(r, instructions);
  }
}
