/**
 * Issue 20 in the member centre (widgets/member-center), over fake calls
 * that answer as the contract says (member-center-fake.ts,
 * member-center-page.ts): the rules of the home page's sections (?tab=orders
 * on both centres, earnings on uc1, organisation on uc2), their menu
 * entries, the invoice link and the amount checks against the settings (no
 * limit is a constant); ordering a pack (for oneself, or for the
 * organisation by its admin), the orders with their state, invoice, bank
 * transfer and a confirmed cancel; the points exchange, checked against the
 * settings and refused by the server without losing what was typed. The
 * withdrawal, earnings and organisation: member-center-earnings.test.ts.
 * In Chinese and English.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_COMMERCE_SETTINGS } from "../../common/commerce.js";
import { ApiCallError } from "../../widgets/core/api.js";
import {
  amountProblemOf,
  exchangeMax,
  exchangeProblem,
  grantRows,
  invoiceHref,
  monthLabel,
  pointsPerSale,
  sectionTabOf,
  sharedGrantRows,
  withdrawProblem,
} from "../../widgets/member-center/commerce.rules.js";
import { memberCenterProps, parseAttributes } from "../../widgets/member-center/member-center.props.js";
import { highlighted, keptQuery, menuFor, tabsFor } from "../../widgets/member-center/member-center.rules.js";
import { createMemberCenterStore } from "../../widgets/member-center/member-center.store.js";
import { commerceFake, orderOf, PACKS } from "./member-center-fake.js";
import { ADMIN, grant, MEMBER, open, ORG, pageDeps, settle, stopAll, track } from "./member-center-page.js";

afterEach(() => {
  stopAll();
  vi.restoreAllMocks();
});

describe("issue 20 rules: sections, menus, amounts", () => {
  it("?tab= opens orders on both home pages, earnings on uc1 only, the organisation on uc2 only", () => {
    expect(sectionTabOf("uc2-index", "orders")).toBe("orders");
    expect(sectionTabOf("uc1-index", "orders")).toBe("orders");
    expect(sectionTabOf("uc1-index", "earnings")).toBe("earnings");
    expect(sectionTabOf("uc2-index", "earnings")).toBeNull();
    expect(sectionTabOf("uc2-index", "organisation")).toBe("organisation");
    expect(sectionTabOf("uc1-index", "organisation")).toBeNull();
    expect(sectionTabOf("uc2-like", "orders")).toBeNull();
    expect(tabsFor("uc2-index", "orders")).toEqual(["orders"]);
    expect(tabsFor("uc2-index", "earnings")).toEqual(["profile", "password", "certificate", "bank", "bindings"]);
    expect(highlighted("uc1-index", ["earnings"])).toBe("earnings");
  });

  it("menus: orders for both, earnings for contributors, the organisation only for its admin", () => {
    expect(menuFor(1).map((m) => m.id)).toEqual(["index", "like", "upload", "new", "download", "orders", "earnings", "fee_record"]);
    expect(menuFor(2).map((m) => m.id)).toEqual(["index", "like", "download", "orders", "fee_record"]);
    expect(menuFor(2, true).map((m) => m.id)).toEqual(["index", "like", "download", "orders", "organisation", "fee_record"]);
    expect(menuFor(2).find((m) => m.id === "orders")).toMatchObject({ page: "uc2-index", query: { tab: "orders" } });
  });

  it("a member of the other nature keeps a ?tab= their own page has", () => {
    expect(keptQuery("uc1-index", "?tab=orders")).toEqual({ tab: "orders" });
    expect(keptQuery("uc1-index", "?tab=organisation")).toEqual({});
    expect(keptQuery("uc2-index", "?tab=earnings")).toEqual({});
    expect(keptQuery("uc2-like", "?tab=download")).toEqual({});
  });

  it("the invoice link gets the reader's language; only same-site or http(s) links", () => {
    expect(invoiceHref("/api/commerce/orders/PW-20261127-000001/invoice", "en")).toBe("/api/commerce/orders/PW-20261127-000001/invoice?lang=en");
    expect(invoiceHref("/api/commerce/orders/PW-1/invoice?lang=zh", "en")).toBe("/api/commerce/orders/PW-1/invoice?lang=zh");
    expect(invoiceHref("https://api.example.com/api/commerce/orders/PW-1/invoice", "zh")).toBe("https://api.example.com/api/commerce/orders/PW-1/invoice?lang=zh");
    expect(invoiceHref("javascript:alert(1)", "zh")).toBeNull();
    expect(invoiceHref("//evil.example/x", "zh")).toBeNull();
  });

  it("the withdrawal and the exchange check against the settings, not constants", () => {
    const s = DEFAULT_COMMERCE_SETTINGS;
    expect(withdrawProblem("abc", 500, s)).toBe("whole");
    expect(withdrawProblem("0", 500, s)).toBe("whole");
    expect(withdrawProblem("12.5", 500, s)).toBe("whole");
    expect(withdrawProblem("99", 500, s)).toBe("min");
    expect(withdrawProblem(" 100 ", 500, s)).toBeNull();
    expect(withdrawProblem("600", 500, s)).toBe("points");
    expect(withdrawProblem("100", 500, { withdrawMinPoints: 200 })).toBe("min");
    expect(exchangeProblem("3", 30, s)).toBeNull();
    expect(exchangeProblem("4", 30, s)).toBe("points");
    expect(exchangeProblem("3", 30, { pointsPerPhoto: 20, orderMaxQuantity: 1000 })).toBe("points");
    expect(exchangeProblem("6", 1000, { pointsPerPhoto: 1, orderMaxQuantity: 5 })).toBe("max");
    expect(exchangeMax(35, s)).toBe(3);
    expect(exchangeMax(100_000, { pointsPerPhoto: 1, orderMaxQuantity: 5 })).toBe(5);
    expect(amountProblemOf([{ field: "point", rule: "min" }], "point")).toBe("min");
    expect(amountProblemOf([{ field: "quantity", rule: "maximum" }], "quantity")).toBe("max");
    expect(amountProblemOf([{ field: "other", rule: "min" }], "point")).toBeNull();
    expect(pointsPerSale({ pointsPerPhoto: 10 }, 50)).toBe(5);
    expect(pointsPerSale({ pointsPerPhoto: 15 }, 33)).toBe(4);
  });

  it("months in words; a pack's grant keeps its order number; the shared quota leaves out grants already listed", () => {
    expect(monthLabel("2026-11", "zh")).toBe("2026年11月");
    expect(monthLabel("2026-11", "en")).toBe("November 2026");
    expect(monthLabel("bad", "en")).toBe("bad");
    const rows = grantRows([grant(1, { orderNumber: "PW-20261127-000001" }), grant(2), grant(3, { label: "PW-20261128-000002" })], new Date("2026-11-28T00:00:00.000Z"));
    // the server labels a pack's grant with its order's number: that names it too
    expect(rows.active.map((r) => r.orderNumber)).toEqual(["PW-20261127-000001", null, "PW-20261128-000002"]);
    const shared = sharedGrantRows(ORG, [grant(40)]);
    expect(shared.active).toEqual([]);
    expect(shared.past.map((r) => r.id)).toEqual([41]);
  });
});

describe("orders (?tab=orders)", () => {
  it("shows the packs with price and validity, the orders with state, invoice and how to pay; the menu highlights orders", async () => {
    const pending = orderOf(2, PACKS[0], { code: "demo_member", name: "演示会员" });
    const paid = orderOf(1, PACKS[1], { code: "demo_member", name: "演示会员" }, { state: "paid", paidAt: "2026-11-28T01:00:00.000Z", payment: null, grant: { remaining: 90, validUntil: null } });
    const { props, c } = await open("uc2-index", MEMBER, "?tab=orders", { orders: [pending, paid] }, "en");
    expect(c.calls).toEqual(expect.arrayContaining(["packs", "settings", "orders 1 10", "organisation"]));
    const p = props();
    expect(p.menu.find((m) => m.current)?.label).toBe("My orders");
    expect(p.tabs.map((t) => t.label)).toEqual(["Download packs and orders"]);
    expect(p.list).toBeUndefined();
    expect(p.profile).toBeUndefined();
    const o = p.orders!;
    expect(o.packs?.map((k) => [k.name, k.facts, k.validity, k.orderName])).toEqual([
      ["Starter pack", "10 photos · CN¥500.00", "Valid for 365 days after payment", "Order Starter pack"],
      ["Agency pack", "100 photos · CN¥3,800.00", "Valid until used up", "Order Agency pack"],
    ]);
    expect(o.buyFor).toBeNull();
    const [first, second] = o.orders;
    expect(first).toMatchObject({ number: "PW-20261127-000002", stateText: "Awaiting payment", summary: "Starter pack · 10 photos · CN¥500.00" });
    expect(first.invoice).toEqual({ href: "/api/commerce/orders/PW-20261127-000002/invoice?lang=en", label: "Invoice", name: "Invoice of order PW-20261127-000002 (opens in a new tab)" });
    expect(first.payment?.lines).toEqual([
      { label: "Account name", value: "光影图片社有限公司" },
      { label: "Bank", value: "中国银行北京分行" },
      { label: "Account number", value: "1234 5678 9012" },
      { label: "SWIFT/BIC", value: "BKCHCNBJ" },
      { label: "Reference", value: "PW-20261127-000002" },
      { label: "Amount", value: "CN¥500.00" },
    ]);
    expect(first.cancel?.name).toBe("Cancel order PW-20261127-000002");
    expect(second).toMatchObject({ stateText: "Paid", payment: null, cancel: null, grant: "90 of 100 photos left · Valid until used up" });
    expect(second.dates).toMatch(/^Ordered on 2026-11-2\d · paid on 2026-11-2\d$/);
  });

  it("orders a pack: the order is announced with its amount and reference, and listed first", async () => {
    const { store, props, c } = await open("uc2-index", MEMBER, "?tab=orders");
    expect(props().orders!.emptyText).toBe("还没有订单");
    await store.orders.order(1);
    expect(c.calls).toContain("order 1");
    const o = props().orders!;
    expect(o.status).toBe("已下单 PW-20261127-000001：请通过银行转账支付 ¥500.00，附言填写 PW-20261127-000001。本社确认收款后即添加下载额度。");
    expect(o.orders.map((x) => [x.number, x.stateText])).toEqual([["PW-20261127-000001", "待付款"]]);
  });

  it("the new order is listed first at once, before the list is read again", async () => {
    const earlier = orderOf(1, PACKS[0], { code: "demo_member", name: "演示会员" }, { state: "cancelled", payment: null });
    const { store, props, deps } = await open("uc2-index", MEMBER, "?tab=orders", { orders: [earlier] });
    // the list's next read never answers
    deps.orders = () => new Promise(() => {});
    void store.orders.order(2);
    await settle();
    expect(props().orders!.orders.map((o) => [o.number, o.stateText])).toEqual([
      ["PW-20261127-000002", "待付款"],
      ["PW-20261127-000001", "已取消"],
    ]);
    expect(props().orders!.status).toContain("PW-20261127-000002");
  });

  it("a pack withdrawn meanwhile: the refusal is said and the packs read again", async () => {
    const { store, props, c } = await open("uc2-index", MEMBER, "?tab=orders");
    c.data.packs = [{ ...PACKS[0], active: false }, PACKS[1]];
    await store.orders.order(1);
    await settle();
    expect(props().orders!.alert).toBe("该套餐已下架");
    expect(props().orders!.packs?.map((k) => k.id)).toEqual([2]);
    expect(props().orders!.orders).toEqual([]);
  });

  it("cancels a pending order only after the confirmation; a refusal (paid meanwhile) is said and the list read again", async () => {
    const orders = [orderOf(2, PACKS[0], { code: "demo_member", name: "演示会员" }), orderOf(1, PACKS[0], { code: "demo_member", name: "演示会员" })];
    const { store, props, c } = await open("uc2-index", MEMBER, "?tab=orders", { orders });
    store.orders.askCancel("PW-20261127-000002");
    expect(props().orders!.confirm).toMatchObject({ open: true, title: "取消此订单？", message: "订单 PW-20261127-000002（入门套餐，¥500.00）将被取消。取消后请勿再为其付款。" });
    store.orders.dismissCancel();
    expect(props().orders!.confirm.open).toBe(false);
    expect(c.calls.filter((x) => x.startsWith("cancel"))).toEqual([]);
    store.orders.askCancel("PW-20261127-000002");
    await store.orders.confirmCancel();
    const o = props().orders!;
    expect(o.status).toBe("订单 PW-20261127-000002 已取消。");
    expect(o.orders[0]).toMatchObject({ stateText: "已取消", cancel: null, payment: null });
    // the other order was paid by staff meanwhile
    c.data.orders[1] = { ...c.data.orders[1], state: "paid", paidAt: "2026-11-28T02:00:00.000Z", payment: null };
    store.orders.askCancel("PW-20261127-000001");
    await store.orders.confirmCancel();
    await settle();
    expect(props().orders!.alert).toBe("订单状态已改变");
    expect(props().orders!.orders[1].stateText).toBe("已付款");
  });

  it("an organisation's admin chooses to order for the organisation's shared quota", async () => {
    const { store, props, c } = await open("uc2-index", ADMIN, "?tab=orders", { organisation: ORG });
    const o = props().orders!;
    expect(o.buyFor).toMatchObject({ legend: "购买给", value: "me", options: [{ value: "me", label: "我自己" }, { value: "org", label: "光影图片社（机构共享额度）" }] });
    o.buyFor!.onChange("org");
    await store.orders.order(2);
    expect(c.calls).toContain("order 2 org");
    expect(props().orders!.orders[0].notes).toEqual(["用于光影图片社的共享额度"]);
    expect(props().menu.map((m) => m.label)).toContain("我的机构");
  });

  it("the orders failing to load show nothing (logged, SPEC §8); the packs failing offer a retry", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const c0 = commerceFake();
    c0.fail.add("orders");
    c0.fail.add("packs");
    const p = pageDeps(MEMBER, "/public_resource/public/html/uc2-index.html", "?tab=orders", c0);
    const store = createMemberCenterStore(p.deps, { page: "uc2-index", lang: "en" });
    track(store.start());
    await settle();
    await settle();
    const v = memberCenterProps("en", parseAttributes({ page: "uc2-index" }), store.getState(), store.edition, store, "t").orders!;
    expect(v.failed).toBe(true);
    expect(v.packsText).toBe("The packs could not be loaded.");
    expect(warn).toHaveBeenCalled();
    c0.fail.clear();
    v.retry!.onRetry();
    await settle();
    const w = memberCenterProps("en", parseAttributes({ page: "uc2-index" }), store.getState(), store.edition, store, "t").orders!;
    expect(w.packs?.length).toBe(2);
    expect(w.failed).toBe(false);
  });
});

describe("the points exchange (web/order/save)", () => {
  it("the exchange says the settings' price and cap; bad amounts are refused before sending; a success lowers the points for the page", async () => {
    const { store, props, c, members } = await open("uc2-index", MEMBER, "?tab=orders", { settings: { ...DEFAULT_COMMERCE_SETTINGS, pointsPerPhoto: 5, orderMaxQuantity: 4 } }, "en");
    let x = props().orders!.exchange!;
    expect(x.hint).toBe("5 points a photo, at most 4 photos at a time. You have 30 points.");
    for (const [typed, said] of [
      ["two", "Enter a whole number of at least 1"],
      ["5", "At most 4 photos at a time"],
    ]) {
      store.orders.setExchange(typed);
      await store.orders.exchange();
      expect(props().orders!.exchange!.error).toBe(said);
      expect(props().orders!.exchange!.value).toBe(typed);
    }
    expect(c.calls.filter((k) => k.startsWith("exchange"))).toEqual([]);
    store.orders.setExchange("4");
    await store.orders.exchange();
    x = props().orders!.exchange!;
    expect(x.error).toBe("");
    expect(x.done).toBe("4 photos of quota added for 20 points: your quota is now 4.");
    expect(x.value).toBe("");
    expect(members.at(-1)?.point).toBe(10);
    expect(props().orders!.exchange!.hint).toContain("You have 10 points.");
    store.orders.setExchange("3");
    await store.orders.exchange();
    expect(props().orders!.exchange!.error).toBe("Your 10 points pay for at most 2 photos");
  });

  it("a refusal by the server is said and keeps the amount typed", async () => {
    const { store, props, c } = await open("uc2-index", MEMBER, "?tab=orders");
    c.refuse.set("exchangePoints", new ApiCallError("point_short", "积分不足"));
    store.orders.setExchange("2");
    await store.orders.exchange();
    expect(props().orders!.exchange).toMatchObject({ value: "2", error: "您的 30 积分最多可兑换 3 张" });
    c.refuse.set("exchangePoints", new ApiCallError("server_error", "服务器内部错误"));
    await store.orders.exchange();
    expect(props().orders!.exchange).toMatchObject({ value: "2", error: "", alert: "服务器内部错误" });
  });
});
