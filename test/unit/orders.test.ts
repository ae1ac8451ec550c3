/**
 * Download packs and their orders (issue 20): staff define packs (audited),
 * a member orders one and gets a number, bank transfer instructions and a
 * printable invoice; staff confirm the transfer and the pack's quota is
 * added exactly once — confirmed twice, and 8 times at once (on PostgreSQL
 * through two connections pools, as two processes would) — with one
 * payment, one grant and one fee record; cancelling, the order states, the
 * webhook path (no provider today), and the legacy points calls reading the
 * settings. On the embedded database and on PostgreSQL (unit-pg).
 */
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_COMMERCE_SETTINGS, type PackDto, type PackOrderDto } from "../../common/commerce.js";
import { openDb } from "../../server/src/db/client.js";
import { auditLog, downloadGrant, memberRecord, packOrder, payment, ucMember } from "../../server/src/db/schema.js";
import { DEMO_AGENCY } from "../../server/src/config.js";
import { DEMO_ACCOUNTS, DEMO_EDITORS } from "../../server/src/services/members.js";
import { OrderService, orderNumber } from "../../server/src/services/orders.js";
import { DEMO_PACKS } from "../../server/src/services/packs.js";
import { BankTransferProvider } from "../../server/src/services/payments/bank-transfer.js";
import { PaymentRegistry } from "../../server/src/services/payments/index.js";
import { coverable } from "../../server/src/services/grants.js";
import type { TestDbHandle } from "./db.js";
import { makeApp, type TestApp } from "./helpers.js";

let t: TestApp;
let member: string;
let contributor: string;
let editor: string;
let memberId: number;
let editorId: number;

const call = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown, cookie?: string) =>
  t.call({ method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }), cookie });
const post = (url: string, payload: unknown, cookie?: string) => call("POST", url, payload, cookie);
const get = (url: string, cookie?: string) => call("GET", url, undefined, cookie);
const idOf = async (code: string) => (await t.handle.db.select({ id: ucMember.id }).from(ucMember).where(eq(ucMember.code, code)))[0].id;

/** A new pack by the editor; its PackDto. */
async function newPack(over: Partial<PackDto> = {}): Promise<PackDto> {
  const res = await post("/api/staff/packs", { nameZh: "测试包", nameEn: "Test pack", count: 5, priceCents: 9_900, currency: "CNY", validityDays: 30, active: true, ...over }, editor);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
/** The member orders `packId`; the pending PackOrderDto. */
async function order(packId: number, cookie = member): Promise<PackOrderDto> {
  const res = await post("/api/commerce/orders", { packId }, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
/** How many payments, grants and fee records an order has. */
async function effects(number: string): Promise<{ payments: number; grants: number; fees: number; audits: number }> {
  const db = t.handle.db;
  const [o] = await db.select({ id: packOrder.id }).from(packOrder).where(eq(packOrder.number, number));
  const n = async (q: Promise<{ n: number }[]>) => Number((await q)[0].n);
  return {
    payments: await n(db.select({ n: count() }).from(payment).where(eq(payment.orderId, o.id))),
    grants: await n(db.select({ n: count() }).from(downloadGrant).where(eq(downloadGrant.orderId, o.id))),
    fees: await n(db.select({ n: count() }).from(memberRecord).where(and(eq(memberRecord.kind, "fee"), eq(memberRecord.title, number)))),
    audits: await n(db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.action, "order.confirm"), eq(auditLog.target, number)))),
  };
}

beforeAll(async () => {
  t = await makeApp({ RATE_LIMIT_FACTOR: "1000" });
  member = await t.login(1);
  contributor = await t.login(0);
  editor = await t.loginAs(DEMO_EDITORS[0].code, DEMO_EDITORS[0].password);
  memberId = await idOf(DEMO_ACCOUNTS[1].code);
  editorId = await idOf(DEMO_EDITORS[0].code);
}, 120_000);
afterAll(() => t?.close());

describe("packs", () => {
  it("the demo's packs are on offer to anyone, cheapest first", async () => {
    const res = await get("/api/commerce/packs");
    expect(res.statusCode).toBe(200);
    const packs: PackDto[] = res.json().data;
    expect(packs.map((p) => p.nameEn)).toEqual(DEMO_PACKS.map((p) => p.nameEn));
    expect(packs[0]).toMatchObject({ count: 10, priceCents: 12_000, currency: "CNY", validityDays: 90, active: true });
  });

  it("an editor defines, changes and stops offering a pack, each audited; members and guests cannot", async () => {
    expect((await post("/api/staff/packs", { nameZh: "x", nameEn: "x", count: 1, priceCents: 1, currency: "CNY", validityDays: null, active: true }, member)).statusCode).toBe(403);
    expect((await post("/api/staff/packs", {})).statusCode).toBe(401);
    const p = await newPack({ nameZh: "  新闻包 ", nameEn: "News pack", validityDays: null });
    expect(p).toMatchObject({ nameZh: "新闻包", nameEn: "News pack", count: 5, validityDays: null, active: true });
    const changed = await call("PUT", `/api/staff/packs/${p.id}`, { ...p, id: undefined, priceCents: 8_800, active: false }, editor);
    expect(changed.json().data).toMatchObject({ id: p.id, priceCents: 8_800, active: false });
    // no longer offered, but staff still see it
    expect((await get("/api/commerce/packs")).json().data.map((x: PackDto) => x.id)).not.toContain(p.id);
    expect((await get("/api/staff/packs", editor)).json().data.map((x: PackDto) => x.id)).toContain(p.id);
    const log = (await get("/api/staff/audit?rows=2", editor)).json().data.page_data;
    expect(log.map((e: { action: string; target: string }) => [e.action, e.target])).toEqual([
      ["pack.change", String(p.id)],
      ["pack.create", String(p.id)],
    ]);
    expect(log[0].detail).toEqual({ before: { priceCents: 9_900, active: true }, after: { priceCents: 8_800, active: false } });
  });

  it("bad packs are refused field by field and store nothing; an unknown pack is not found", async () => {
    const before = (await get("/api/staff/packs", editor)).json().data.length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ count: 0 }, "count", "minimum"],
      [{ priceCents: -1 }, "priceCents", "minimum"],
      [{ currency: "GBP" }, "currency", "anyOf"],
      [{ validityDays: 4000 }, "validityDays", "maximum"],
      [{ nameEn: "" }, "nameEn", "minLength"],
    ];
    for (const [bad, field, rule] of cases) {
      const res = await post("/api/staff/packs", { nameZh: "包", nameEn: "Pack", count: 1, priceCents: 100, currency: "CNY", validityDays: 30, active: true, ...bad }, editor);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(res.json().errors.map((e: { field: string }) => e.field), JSON.stringify(bad)).toContain(field);
      if (rule !== "anyOf") expect(res.json().errors[0].rule).toBe(rule);
    }
    // a name of blanks passes the schema's length, not the service
    const blank = await post("/api/staff/packs", { nameZh: "   ", nameEn: "Pack", count: 1, priceCents: 100, currency: "CNY", validityDays: 30, active: true }, editor);
    expect(blank.json()).toMatchObject({ code: "invalid_param", errors: [{ field: "nameZh", rule: "required" }] });
    expect((await get("/api/staff/packs", editor)).json().data.length).toBe(before);
    const missing = await call("PUT", "/api/staff/packs/999999", { nameZh: "包", nameEn: "Pack", count: 1, priceCents: 100, currency: "CNY", validityDays: 30, active: true }, editor);
    expect(missing.statusCode).toBe(404);
  });
});

describe("orders", () => {
  it("numbers are PW-, the UTC date and the id on 6 digits", () => {
    expect(orderNumber(42, new Date("2026-11-27T23:59:59Z"))).toBe("PW-20261127-000042");
    expect(orderNumber(1_234_567, new Date("2027-01-02T00:00:00Z"))).toBe("PW-20270102-1234567");
  });

  it("a member orders a pack: a pending order with its number, the bank transfer to make and an invoice; nobody else sees it", async () => {
    const pack = await newPack({ count: 7, priceCents: 12_345, validityDays: 10 });
    const o = await order(pack.id);
    const today = new Date().toISOString().slice(0, 10).replace(/-/g, "");
    expect(o.number).toMatch(new RegExp(`^PW-${today}-\\d{6}$`));
    expect(o).toMatchObject({
      state: "pending",
      pack: { id: pack.id, nameZh: "测试包", nameEn: "Test pack", count: 7, validityDays: 10 },
      priceCents: 12_345,
      currency: "CNY",
      provider: "bank_transfer",
      member: { code: "demo_member", name: DEMO_ACCOUNTS[1].name },
      organisation: null,
      paidAt: null,
      paymentReference: null,
      grant: null,
      invoiceUrl: `/api/commerce/orders/${o.number}/invoice`,
      payment: { reference: o.number, amountCents: 12_345, currency: "CNY", accountNumber: t.app.config.bankAccount.accountNumber },
    });
    expect(o.payment!.accountNumber).not.toBe("");
    expect((await get(`/api/commerce/orders/${o.number}`, member)).json().data).toEqual(o);
    expect((await get("/api/commerce/orders?rows=1", member)).json().data).toMatchObject({ list: [o] });
    expect((await get(`/api/commerce/orders/${o.number}`, contributor)).statusCode).toBe(404);
    expect((await get(`/api/commerce/orders/${o.number}`)).statusCode).toBe(401);
    // a pack that is not offered, or none at all
    const off = await newPack();
    await call("PUT", `/api/staff/packs/${off.id}`, { ...off, id: undefined, active: false }, editor);
    expect((await post("/api/commerce/orders", { packId: off.id }, member)).json()).toMatchObject({ code: "pack_inactive" });
    expect((await post("/api/commerce/orders", { packId: off.id }, member)).statusCode).toBe(409);
    expect((await post("/api/commerce/orders", { packId: 999_999 }, member)).statusCode).toBe(404);
    // only an organisation's admin orders for an organisation
    expect((await post("/api/commerce/orders", { packId: pack.id, forOrganisation: true }, member)).statusCode).toBe(403);
  });

  it("the invoice is a printable page in zh or en with the agency's details, for the member and the editors only", async () => {
    const o = await order((await newPack({ priceCents: 128_000 })).id);
    const zh = await get(`${o.invoiceUrl}?lang=zh`, member);
    expect(zh.statusCode).toBe(200);
    expect(zh.headers["content-type"]).toMatch(/^text\/html/);
    expect(zh.headers["cache-control"]).toBe("private, no-store");
    expect(zh.body).toContain('<html lang="zh-CN">');
    for (const s of ["形式发票", o.number, DEMO_AGENCY.name, DEMO_AGENCY.taxId, "¥1,280.00", "测试包", "转账附言", t.app.config.bankAccount.accountNumber]) expect(zh.body, s).toContain(s);
    const en = await get(`${o.invoiceUrl}?lang=en`, editor);
    expect(en.statusCode).toBe(200);
    for (const s of ["Pro forma invoice", "Test pack", "5 photos", "Valid for 30 days after payment", "CN¥1,280.00", "Bill to"]) expect(en.body, s).toContain(s);
    // no script on it, and what members typed is escaped
    expect(zh.body).not.toContain("<script");
    expect((await get(o.invoiceUrl, contributor)).statusCode).toBe(404);
    expect((await get(o.invoiceUrl)).statusCode).toBe(401);
    expect((await get("/api/commerce/orders/PW-20260101-999999/invoice", editor)).statusCode).toBe(404);
  });

  it("a pending order can be cancelled once, by its member or by staff (audited); then it cannot be paid", async () => {
    const pack = await newPack();
    const mine = await order(pack.id);
    const c = await post(`/api/commerce/orders/${mine.number}/cancel`, {}, member);
    expect(c.json().data).toMatchObject({ state: "cancelled", payment: null });
    expect(c.json().data.cancelledAt).toEqual(expect.any(String));
    const again = await post(`/api/commerce/orders/${mine.number}/cancel`, {}, member);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("order_state");
    const late = await post(`/api/staff/orders/${mine.number}/confirm`, { reference: "BANK-LATE", amountCents: pack.priceCents }, editor);
    expect(late.json().code).toBe("order_state");
    expect(await effects(mine.number)).toEqual({ payments: 0, grants: 0, fees: 0, audits: 0 });
    const other = await order(pack.id);
    expect((await post(`/api/commerce/orders/${other.number}/cancel`, {}, contributor)).statusCode).toBe(404);
    expect((await post(`/api/staff/orders/${other.number}/cancel`, {}, editor)).json().data.state).toBe("cancelled");
    const log = (await get("/api/staff/audit?rows=1", editor)).json().data.page_data[0];
    expect([log.action, log.target, log.actor]).toEqual(["order.cancel", other.number, "demo_editor"]);
  });

  it("staff confirm a transfer: paid, the quota granted for the pack's validity, one fee record; again with the same reference it answers the same order", async () => {
    const pack = await newPack({ count: 12, priceCents: 30_000, validityDays: 30 });
    const o = await order(pack.id);
    // a wrong amount, or no reference, changes nothing
    const wrong = await post(`/api/staff/orders/${o.number}/confirm`, { reference: "CMB-001", amountCents: 29_999 }, editor);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual([{ field: "amountCents", rule: "mismatch" }]);
    expect((await post(`/api/staff/orders/${o.number}/confirm`, { reference: "   ", amountCents: 30_000 }, editor)).json().errors).toEqual([{ field: "reference", rule: "required" }]);
    expect((await post(`/api/staff/orders/${o.number}/confirm`, { reference: "CMB-001", amountCents: 30_000 }, member)).statusCode).toBe(403);
    expect(await effects(o.number)).toEqual({ payments: 0, grants: 0, fees: 0, audits: 0 });

    const res = await post(`/api/staff/orders/${o.number}/confirm`, { reference: "CMB-001", amountCents: 30_000 }, editor);
    expect(res.statusCode, res.body).toBe(200);
    const paid: PackOrderDto = res.json().data;
    expect(paid).toMatchObject({ state: "paid", paymentReference: "CMB-001", payment: null, grant: { remaining: 12 } });
    expect(Date.parse(paid.grant!.validUntil!) - Date.parse(paid.paidAt!)).toBe(30 * 86_400_000);
    // the member sees the grant, the fee and the paid order
    const grants = (await get("/api/download/grants", member)).json().data;
    expect(grants[0]).toMatchObject({ label: o.number, orderNumber: o.number, remaining: 12, total: 12, active: true });
    const fees = (await get("/api/web/buy/get_record?rows=5", member)).json().data.list;
    expect(fees.find((f: { title: string }) => f.title === o.number)).toMatchObject({ kind: "fee", value: 30_000, amount: "¥300.00", htmlUrl: o.invoiceUrl });
    expect((await get(`/api/commerce/orders/${o.number}`, member)).json().data).toEqual(paid);
    const [m] = await t.handle.db.select().from(ucMember).where(eq(ucMember.id, memberId));
    expect(await coverable(t.handle.db, { memberId, organisationId: m.organisationId }, 20, new Date())).toBeGreaterThanOrEqual(12);
    // the invoice says it was paid
    expect((await get(`${o.invoiceUrl}?lang=en`, member)).body).toContain("Payment received on");

    // the same confirmation again: the same order, nothing added
    const twice = await post(`/api/staff/orders/${o.number}/confirm`, { reference: "CMB-001", amountCents: 30_000 }, editor);
    expect(twice.statusCode).toBe(200);
    expect(twice.json().data).toEqual(paid);
    expect(await effects(o.number)).toEqual({ payments: 1, grants: 1, fees: 1, audits: 1 });
    // another reference for a paid order is refused; a reference used for another order too
    const other = await post(`/api/staff/orders/${o.number}/confirm`, { reference: "CMB-002", amountCents: 30_000 }, editor);
    expect([other.statusCode, other.json().code]).toEqual([409, "order_state"]);
    const second = await order(pack.id);
    const reused = await post(`/api/staff/orders/${second.number}/confirm`, { reference: "CMB-001", amountCents: 30_000 }, editor);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual([{ field: "reference", rule: "taken" }]);
    expect(await effects(second.number)).toEqual({ payments: 0, grants: 0, fees: 0, audits: 0 });
    expect((await get(`/api/commerce/orders/${second.number}`, member)).json().data.state).toBe("pending");
    const audit = (await get("/api/staff/audit?rows=5", editor)).json().data.page_data.find((e: { action: string }) => e.action === "order.confirm");
    expect(audit).toMatchObject({ target: o.number, actor: "demo_editor", detail: { provider: "bank_transfer", reference: "CMB-001", amountCents: 30_000 } });
  });

  it("8 confirmations at once (on PostgreSQL through two connection pools, as two processes) add the quota once", async () => {
    const pack = await newPack({ count: 3, priceCents: 4_200 });
    const o = await order(pack.id);
    const url = (t.handle as TestDbHandle).databaseUrl;
    const second = url ? await openDb({ databaseUrl: url }) : null;
    try {
      const mk = (db: typeof t.handle.db) =>
        new OrderService(db, { payments: new PaymentRegistry([new BankTransferProvider(t.app.config.bankAccount)]), agency: t.app.config.agency });
      const services = [t.app.services.orders, mk(second?.db ?? t.handle.db)];
      const actor = { id: editorId, code: "demo_editor" };
      const results = await Promise.all(Array.from({ length: 8 }, (_, i) => services[i % 2].confirm(actor, o.number, { reference: "ICBC-8X", amountCents: 4_200 })));
      for (const r of results) expect(r).toMatchObject({ state: "paid", paymentReference: "ICBC-8X", grant: { remaining: 3 } });
      expect(new Set(results.map((r) => r.paidAt)).size).toBe(1);
      expect(await effects(o.number)).toEqual({ payments: 1, grants: 1, fees: 1, audits: 1 });
    } finally {
      await second?.close();
    }
  });

  it("an order placed while no bank account is configured is refused (production without BANK_*)", async () => {
    const svc = new OrderService(t.handle.db, {
      payments: new PaymentRegistry([new BankTransferProvider({ accountName: "", bank: "", accountNumber: "", swift: "" })]),
      agency: t.app.config.agency,
    });
    const [m] = await t.handle.db.select().from(ucMember).where(eq(ucMember.id, memberId));
    const pack = await newPack();
    await expect(svc.place(m, { packId: pack.id })).rejects.toMatchObject({ code: "payment_unavailable", status: 503 });
    expect((await t.handle.db.select({ n: count() }).from(packOrder).where(eq(packOrder.packId, pack.id)))[0].n).toBe(0);
  });

  it("staff find orders by state and by part of a number or a member code", async () => {
    const pack = await newPack();
    const o = await order(pack.id, contributor);
    const byNumber = (await get(`/api/staff/orders?q=${o.number.slice(-6)}`, editor)).json().data;
    expect(byNumber.list.map((x: PackOrderDto) => x.number)).toContain(o.number);
    const byCode = (await get("/api/staff/orders?q=DEMO_CONTRIB&state=pending", editor)).json().data;
    expect(byCode.list.length).toBeGreaterThan(0);
    expect(byCode.list.every((x: PackOrderDto) => x.member.code === "demo_contributor" && x.state === "pending")).toBe(true);
    expect(byCode.total).toBe(byCode.list.length);
    const paid = (await get("/api/staff/orders?state=paid", editor)).json().data.list;
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((x: PackOrderDto) => x.state === "paid")).toBe(true);
    expect((await get("/api/staff/orders?state=lost", editor)).statusCode).toBe(422);
    expect((await get("/api/staff/orders", member)).statusCode).toBe(403);
  });

  it("the webhook path answers not_found for every provider: none has a webhook today", async () => {
    for (const provider of ["stripe", "alipay", "wechatpay", "bank_transfer"]) {
      const res = await t.call({ method: "POST", url: `/api/commerce/payments/${provider}/webhook`, payload: "a=1&b=2", headers: { "content-type": "application/x-www-form-urlencoded" } });
      expect(res.statusCode, provider).toBe(404);
      expect(res.json().code).toBe("not_found");
    }
    const json = await t.call({ method: "POST", url: "/api/commerce/payments/stripe/webhook", payload: { id: "evt_1" } });
    expect(json.statusCode).toBe(404);
    // the route is there: a provider id it could never have is refused by its schema
    expect((await t.call({ method: "POST", url: "/api/commerce/payments/No-Such!/webhook", payload: "x", headers: { "content-type": "text/plain" } })).statusCode).toBe(422);
  });
});

describe("the legacy points calls read the settings", () => {
  it("points per photo, the order cap and the withdrawal minimum are the settings in force", async () => {
    await t.handle.db.update(ucMember).set({ point: 1_000 }).where(eq(ucMember.id, memberId));
    try {
      expect((await call("PUT", "/api/staff/settings", { pointsPerPhoto: 20, orderMaxQuantity: 5, withdrawMinPoints: 300 }, editor)).statusCode).toBe(200);
      const bought = await post("/api/web/order/save", { quantity: 2 }, member);
      expect(bought.json().data).toMatchObject({ point: 960, order: { quantity: 2, points: 40 } });
      const over = await post("/api/web/order/save", { quantity: 6 }, member);
      expect(over.statusCode).toBe(422);
      expect(over.json().errors).toEqual([{ field: "quantity", rule: "maximum" }]);
      expect((await post("/api/web/order/withdraw", { point: 200 }, member)).json()).toMatchObject({ code: "invalid_param", errors: [{ field: "point", rule: "min" }] });
      const [m] = await t.handle.db.select({ point: ucMember.point }).from(ucMember).where(eq(ucMember.id, memberId));
      expect(m.point).toBe(960);
    } finally {
      const d = DEFAULT_COMMERCE_SETTINGS;
      await call("PUT", "/api/staff/settings", { pointsPerPhoto: d.pointsPerPhoto, orderMaxQuantity: d.orderMaxQuantity, withdrawMinPoints: d.withdrawMinPoints }, editor);
    }
  });
});
