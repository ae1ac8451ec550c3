/**
 * Issue 20, the out-of-quota dialog's next step (widgets/download:
 * store/shop.ts, download-shop.props.ts): the packs on offer (name in the
 * reader's language, photos, price with formatMoney, validity), ordering
 * one, the placed order (number, amount, bank transfer instructions with
 * the reference, the invoice and the member centre's orders), no pack on
 * offer, and failures said in words that can be tried again without losing
 * the reader's choice. Fake deps; the server's answers as common/commerce.ts
 * types them.
 */
import { describe, expect, it } from "vitest";
import type { PackDto, PackOrderDto } from "../../common/commerce.js";
import { ApiCallError } from "../../widgets/core/api.js";
import { packDetail, shopProps } from "../../widgets/download/download-shop.props.js";
import type { ShopDeps } from "../../widgets/download/download.api.js";
import { createShop } from "../../widgets/download/store/shop.js";

const PACKS: PackDto[] = [
  { id: 1, nameZh: "入门套餐", nameEn: "Starter", count: 10, priceCents: 12800, currency: "CNY", validityDays: 365, active: true },
  { id: 2, nameZh: "机构套餐", nameEn: "", count: 1, priceCents: 1500, currency: "USD", validityDays: null, active: true },
];

const ORDER: PackOrderDto = {
  number: "PW-20261127-000042",
  state: "pending",
  pack: { id: 2, nameZh: "机构套餐", nameEn: "Newsroom", count: 100, validityDays: 365 },
  priceCents: 128000,
  currency: "CNY",
  provider: "bank_transfer",
  member: { code: "dl_small", name: "Small" },
  organisation: null,
  createTime: "2026-11-27T03:00:00.000Z",
  paidAt: null,
  cancelledAt: null,
  paymentReference: null,
  grant: null,
  invoiceUrl: "/api/commerce/orders/PW-20261127-000042/invoice",
  payment: { accountName: "Photowire Ltd", bank: "Bank of Photowire", accountNumber: "6222 0000 1111", swift: "", reference: "PW-20261127-000042", amountCents: 128000, currency: "CNY" },
};

const on = { choose: () => {}, order: () => {}, retry: () => {} };

/** Deps answering from queues; every call recorded. */
function fake(packs: Array<PackDto[] | Error>, orders: Array<PackOrderDto | Error>) {
  const calls: string[] = [];
  const d: ShopDeps = {
    packs: async () => {
      calls.push("packs");
      const next = packs.shift() ?? [];
      if (next instanceof Error) throw next;
      return next;
    },
    order: async (id) => {
      calls.push(`order ${id}`);
      const next = orders.shift();
      if (!next || next instanceof Error) throw next ?? new Error("none");
      return next;
    },
  };
  return { d, calls };
}

describe("the packs", () => {
  it("reads the packs once, chooses the first, and says each in the reader's language", async () => {
    const f = fake([PACKS], []);
    const shop = createShop(() => "en", f.d);
    shop.reset(2, "en");
    expect(shopProps("en", shop.get(), on)).toMatchObject({ status: "loading", text: "Loading the download packs…" });
    await shop.load();
    await shop.load();
    expect(f.calls).toEqual(["packs"]);
    expect(shop.get().packId).toBe(1);
    const en = shopProps("en", shop.get(), on);
    expect(en.status).toBe("packs");
    expect(en.packs.items).toEqual([
      { id: 1, name: "Starter", detail: "10 photos · CN¥128.00 · valid for 365 days after payment", checked: true },
      { id: 2, name: "机构套餐", detail: "1 photo · US$15.00 · valid until used", checked: false },
    ]);
    const zh = shopProps("zh", shop.get(), on);
    expect(zh.packs.items[0]).toMatchObject({ name: "入门套餐", detail: "10 张 · ¥128.00 · 付款后 365 天内有效" });
    expect(zh.heading).toBe("获取更多下载额度");
    shop.choose(2);
    expect(shop.get().packId).toBe(2);
    shop.choose(99);
    expect(shop.get().packId).toBe(2);
  });

  it("no pack on offer: says so and points to customer service", async () => {
    const shop = createShop(() => "en", fake([[]], []).d);
    await shop.load();
    expect(shopProps("en", shop.get(), on)).toMatchObject({ status: "none", text: "No download packs are on offer at the moment. Please contact our customer service." });
    expect(shopProps("zh", shop.get(), on).text).toBe("目前没有可购买的下载套餐，请联系客服。");
  });

  it("a failed read is said in words; try again reads the list again", async () => {
    const f = fake([new ApiCallError("998", "Network error, please try again later"), PACKS], []);
    const shop = createShop(() => "en", f.d);
    await shop.load();
    expect(shopProps("en", shop.get(), on)).toMatchObject({ status: "error", text: "The download packs could not be loaded: Network error, please try again later" });
    await shop.retry();
    expect(f.calls).toEqual(["packs", "packs"]);
    expect(shop.get().packs.status).toBe("ready");
  });

  it("the pack line of a price in another currency and a one-day validity", () => {
    expect(packDetail("en", { count: 5, priceCents: 999, currency: "EUR", validityDays: 1 })).toBe("5 photos · €9.99 · valid for 1 day after payment");
  });
});

describe("ordering a pack", () => {
  it("orders the chosen pack once and shows the order: number, amount, bank transfer, reference, invoice, the member centre's orders", async () => {
    const f = fake([PACKS], [ORDER]);
    const shop = createShop(() => "en", f.d);
    shop.reset(2, "en");
    await shop.load();
    shop.choose(2);
    const placing = shop.order();
    expect(shopProps("en", shop.get(), on).packs).toMatchObject({ ordering: true, orderLabel: "Placing your order…" });
    await placing;
    await shop.order();
    expect(f.calls).toEqual(["packs", "order 2"]);
    const p = shopProps("en", shop.get(), on, (path) => `https://pw.example${path}`);
    expect(p.status).toBe("placed");
    expect(p.placed).toEqual({
      title: "Order PW-20261127-000042 placed",
      facts: [
        { label: "Pack", value: "Newsroom (100 photos)" },
        { label: "Amount", value: "CN¥1,280.00" },
      ],
      payTitle: "Pay by bank transfer:",
      // no SWIFT configured: no SWIFT line
      bank: [
        { label: "Account name", value: "Photowire Ltd" },
        { label: "Bank", value: "Bank of Photowire" },
        { label: "Account number", value: "6222 0000 1111" },
        { label: "Reference", value: "PW-20261127-000042" },
      ],
      referenceNote: "Write PW-20261127-000042 as the transfer's reference so that we can match your payment.",
      quotaNote: "The quota is added to your account once the agency confirms the transfer.",
      invoiceHref: "https://pw.example/api/commerce/orders/PW-20261127-000042/invoice?lang=en",
      invoiceLabel: "Printable invoice (opens in a new tab)",
      ordersHref: "https://pw.example/public_resource/public/html/uc2-index.html?tab=orders&lang=en",
      ordersLabel: "Your orders in the member centre",
    });
    // a placed order stays: no other pack can be chosen
    shop.choose(1);
    expect(shop.get().packId).toBe(2);
  });

  it("in Chinese, for a contributor: SWIFT when set, the uc1 orders", async () => {
    const f = fake([PACKS], [{ ...ORDER, payment: { ...ORDER.payment!, swift: "PWBKCNBJ" } }]);
    const shop = createShop(() => "zh", f.d);
    shop.reset(1, "zh");
    await shop.load();
    await shop.order();
    const p = shopProps("zh", shop.get(), on).placed!;
    expect(p.title).toBe("订单 PW-20261127-000042 已提交");
    expect(p.facts).toEqual([
      { label: "套餐", value: "机构套餐（100 张）" },
      { label: "金额", value: "¥1,280.00" },
    ]);
    expect(p.bank.map((b) => b.label)).toEqual(["户名", "开户银行", "账号", "SWIFT/BIC", "转账附言"]);
    expect(p.ordersHref).toBe("/public_resource/public/html/uc1-index.html?tab=orders");
    expect(p.invoiceHref).toBe("/api/commerce/orders/PW-20261127-000042/invoice?lang=zh");
  });

  it("pack_inactive: said in words; try again reads the packs on offer now, the gone pack no longer chosen", async () => {
    const f = fake([PACKS, [PACKS[1]]], [new ApiCallError("pack_inactive", "套餐已下架")]);
    const shop = createShop(() => "en", f.d);
    await shop.load();
    await shop.order();
    const p = shopProps("en", shop.get(), on);
    expect(p.status).toBe("packs");
    expect(p.packs.orderError).toBe("This pack is no longer on offer. Try again to see the packs on offer now.");
    await shop.retry();
    expect(f.calls).toEqual(["packs", "order 1", "packs"]);
    expect(shop.get()).toMatchObject({ packId: 2, order: { status: "idle" }, packs: { status: "ready" } });
  });

  it("a network failure keeps the chosen pack; try again orders it again", async () => {
    const f = fake([PACKS], [new ApiCallError("998", "Network error"), ORDER]);
    const shop = createShop(() => "en", f.d);
    await shop.load();
    shop.choose(2);
    await shop.order();
    expect(shopProps("en", shop.get(), on).packs.orderError).toBe("The order could not be placed: Network error");
    expect(shop.get().packId).toBe(2);
    await shop.retry();
    expect(f.calls).toEqual(["packs", "order 2", "order 2"]);
    expect(shop.get().order.status).toBe("placed");
  });

  it("a new download forgets the order, and an answer of the earlier one is dropped", async () => {
    let answer: (o: PackOrderDto) => void = () => {};
    const d: ShopDeps = { packs: async () => PACKS, order: () => new Promise((r) => (answer = r)) };
    const shop = createShop(() => "en", d);
    await shop.load();
    const late = shop.order();
    shop.reset(2, "zh");
    answer(ORDER);
    await late;
    expect(shop.get()).toMatchObject({ order: { status: "idle", placed: null }, packs: { status: "idle" }, edition: "zh" });
  });
});
