/**
 * The legacy commerce and collection paths (issue 9; SPEC §7, §8) on the
 * download data: purchases, orders with points (atomic under concurrency),
 * withdrawals, fee-record deletion, and the legacy collection calls whose
 * failures are skipped per item.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ucMember } from "../../server/src/db/schema.js";
import { originalFile } from "../../server/src/media/derivatives.js";
import { makeApp, type TestApp } from "./helpers.js";
import { addStory } from "./search-fixtures.js";

let t: TestApp;
let member: string; // demo_member: 30 points, quota 20
const get = (url: string, cookie?: string) => t.call({ method: "GET", url, cookie });
const post = (url: string, payload: unknown, cookie?: string) => t.call({ method: "POST", url, payload: payload as Record<string, unknown>, cookie });
const row = async () => (await t.handle.db.select().from(ucMember).where(eq(ucMember.code, "demo_member")))[0];

beforeAll(async () => {
  t = await makeApp({ RATE_LIMIT_FACTOR: "1000" });
  member = await t.login(1);
  await addStory(t.handle.db, { pcId: "cm1", titleZh: "港口", titleEn: "Harbour", items: [{ photographer: "Li" }, { photographer: "Li" }, { photographer: "Li", free: true }] });
  for (let i = 0; i < 3; i++) {
    const f = originalFile(t.dataDir, `test/cm1-${i}.jpg`);
    mkdirSync(path.dirname(f), { recursive: true });
    writeFileSync(f, Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
  }
}, 120_000);
afterAll(() => t.close());

describe("purchases (web/pw_content, web/member_buy_record)", () => {
  it("buy_content spends the quota once; check_is_buy, the lists, hiding, and a free re-download", async () => {
    expect((await get("/api/web/pw_content/check_is_buy?relationId=cm1-r0", member)).json().data).toEqual({ isBuy: false });
    const buy = await post("/api/web/pw_content/buy_content", { relationIds: ["cm1-r0", "cm1-r2"] }, member);
    expect(buy.json().data).toEqual({ spent: 1, residueCount: 19 });
    expect((await post("/api/web/pw_content/buy_content", { relationIds: ["cm1-r0"] }, member)).json().data).toEqual({ spent: 0, residueCount: 19 });
    expect((await get("/api/web/pw_content/check_is_buy?relationId=cm1-r0", member)).json().data).toEqual({ isBuy: true });
    const list = await get("/api/web/member_buy_record/list", member);
    expect(list.headers["cache-control"]).toBe("no-store");
    expect(list.json().data).toMatchObject({ total: 1, list: [{ relationId: "cm1-r0", storyId: "cm1", title: "港口", hidden: false }] });
    expect(list.json().data.list[0].htmlUrl).toMatch(/#cm1-r0$/);
    // a bought photo downloads again for free through the legacy call
    const dl = await post("/api/web/pw_content/download", { relationId: "cm1-r0" }, member);
    expect(dl.json().data).toMatchObject({ spent: 0, residueCount: 19 });
    expect(dl.json().data.url).toMatch(/^\/api\/guest\/download_file\?token=/);
    // hidden from the list, still bought
    expect((await post("/api/web/member_buy_record/hideMore", { relationIds: ["cm1-r0", "nope"] }, member)).json().data).toEqual({ hidden: 1 });
    expect((await get("/api/web/member_buy_record/list", member)).json().data.total).toBe(0);
    expect((await get("/api/web/pw_content/get_content_list", member)).json().data.list[0]).toMatchObject({ relationId: "cm1-r0", hidden: true });
    expect((await get("/api/web/pw_content/check_is_buy?relationId=cm1-r0", member)).json().data.isBuy).toBe(true);
  });

  it("a guest is refused; bad input answers invalid_param", async () => {
    expect((await get("/api/web/pw_content/check_is_buy?relationId=cm1-r0")).statusCode).toBe(401);
    expect((await post("/api/web/pw_content/buy_content", { relationIds: [] }, member)).json().code).toBe("invalid_param");
    expect((await post("/api/web/member_buy_record/hide", { relationId: "a b" }, member)).statusCode).toBe(422);
  });
});

describe("orders (web/order/save, withdraw) and fee records", () => {
  it("buys quota with points, atomically under concurrency: 30 points buy exactly 3 photos of 10 concurrent orders", async () => {
    const before = await row();
    const results = await Promise.all(Array.from({ length: 10 }, () => post("/api/web/order/save", { quantity: 1 }, member)));
    const codes = results.map((r) => r.json().code);
    expect(codes.filter((c) => c === "success")).toHaveLength(Math.floor(before.point / 10));
    expect(codes.filter((c) => c === "point_short")).toHaveLength(10 - Math.floor(before.point / 10));
    const after = await row();
    expect(after.point).toBe(before.point % 10);
    expect(after.downloadQuota).toBe(before.downloadQuota + Math.floor(before.point / 10));
    const points = (await get("/api/web/point/get_record?rows=100", member)).json().data.list;
    expect(points.filter((p: { title: string }) => p.title === "兑换下载额度")).toHaveLength(Math.floor(before.point / 10));
    expect((await post("/api/web/order/save", { quantity: 0 }, member)).statusCode).toBe(422);
  });

  it("a withdrawal needs bank details and enough points, and changes nothing when refused", async () => {
    await t.handle.db.update(ucMember).set({ point: 500 }).where(eq(ucMember.code, "demo_member"));
    const noBank = await post("/api/web/order/withdraw", { point: 200 }, member);
    expect(noBank.json().code).toBe("bank_missing");
    const bank = await post("/api/user/update_bank", { bank: "中国银行", accountName: "王读者", accountNumber: "6217000012345678" }, member);
    expect(bank.statusCode).toBe(200);
    expect((await post("/api/web/order/withdraw", { point: 50 }, member)).json()).toMatchObject({ code: "invalid_param", errors: [{ field: "point", rule: "min" }] });
    expect((await post("/api/web/order/withdraw", { point: 600 }, member)).json().code).toBe("point_short");
    expect((await row()).point).toBe(500);
    const ok = await post("/api/web/order/withdraw", { point: 200 }, member);
    expect(ok.json().data).toMatchObject({ point: 300, order: { kind: "withdraw", points: 200, status: "requested" } });
  });

  it("del_record deletes the member's own fee or download record only", async () => {
    const fees = (await get("/api/web/buy/get_record", member)).json().data.list;
    expect(fees.length).toBeGreaterThan(0);
    const id = fees[0].id;
    const other = await t.login(0);
    expect((await post("/api/web/buy/del_record", { id }, other)).json().data).toEqual({ deleted: false });
    expect((await post("/api/web/buy/del_record", { id }, member)).json().data).toEqual({ deleted: true });
    expect((await get("/api/web/buy/get_record", member)).json().data.list.map((f: { id: number }) => f.id)).not.toContain(id);
  });
});

describe("collections (web/uc_collection, web/guest/api/collect)", () => {
  it("adds several, skipping the items that fail; lists; asks by source ids; removes several", async () => {
    const add = await post("/api/web/uc_collection/add", { list: [{ storyId: "cm1", relationId: "cm1-r0" }, { storyId: "nope", relationId: "x" }, { storyId: "cm1", relationId: "cm1-r1" }] }, member);
    expect(add.json().data).toEqual({ added: 2, skipped: 1 });
    const list = (await get("/api/web/uc_collection/list", member)).json().data;
    expect(list.total_count).toBe(2);
    expect((await get("/api/web/guest/api/collect/getBySourceIds?ids=cm1-r1,cm1-r2,cm1-r0", member)).json().data).toEqual({ ids: ["cm1-r1", "cm1-r0"] });
    const submit = await post("/api/web/guest/api/collect/submit", { storyId: "cm1", relationId: "cm1-r2" }, member);
    expect(submit.json().data).toMatchObject({ created: true });
    const keys = list.page_data.map((d: { key: string }) => d.key);
    expect((await post("/api/web/uc_collection/del_more", { oids: [...keys, "demo_member_none"] }, member)).json().data).toEqual({ deleted: 2 });
    expect((await get("/api/web/guest/api/collect/getBySourceIds?ids=cm1-r0,cm1-r1,cm1-r2", member)).json().data).toEqual({ ids: ["cm1-r2"] });
  });
});
