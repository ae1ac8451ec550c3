/**
 * Contributor earnings (issue 20 "Contributor earnings"): a paid download of
 * a contributor's photo writes a download_log row with the contributor and
 * the points earned (cost × pointsPerPhoto × share / 100, rounded down),
 * credits uc_member.point with a point record in the same transaction, and
 * GET /api/commerce/earnings lists the sales (newest first, paged) with the
 * month totals, all-time points, the points held and the share in force.
 * Nothing is earned from a free photo, a repeat download or one's own photo.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { downloadLog, memberRecord, story, ucMember } from "../../server/src/db/schema.js";
import { originalFile } from "../../server/src/media/derivatives.js";
import { CLI_ACTOR } from "../../server/src/services/audit.js";
import { makeApp, type TestApp } from "./helpers.js";
import { addStory } from "./search-fixtures.js";

let t: TestApp;
let buyer: string;
let contributor: string;
let contributorId: number;
let buyerId: number;

/** Writes a small original for each photo of a story (the fixture's originalPath). */
function originals(pcId: string, n: number) {
  for (let i = 0; i < n; i++) {
    const file = originalFile(t.dataDir, `test/${pcId}-${i}.jpg`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, Buffer.concat([Buffer.from([0xff, 0xd8]), Buffer.from(`${pcId}-${i}`), Buffer.from([0xff, 0xd9])]));
  }
}
const pointOf = async (id: number) => (await t.handle.db.select({ p: ucMember.point }).from(ucMember).where(eq(ucMember.id, id)))[0].p;
const download = (cookie: string, ids: string[], url = "/api/ucMemberDownload/downloadImgs") =>
  t.call({ method: "POST", url, cookie, payload: { data: ids.map((relationId) => ({ relationId })) } });
const earnings = (cookie: string, q = "") => t.call({ method: "GET", url: `/api/commerce/earnings${q}`, cookie });

beforeAll(async () => {
  t = await makeApp({ RATE_LIMIT_FACTOR: "1000" });
  contributor = await t.login(0);
  buyer = await t.login(1);
  contributorId = (await t.handle.db.select().from(ucMember).where(eq(ucMember.code, "demo_contributor")))[0].id;
  buyerId = (await t.handle.db.select().from(ucMember).where(eq(ucMember.code, "demo_member")))[0].id;
  await addStory(t.handle.db, { pcId: "sale", titleEn: "Harbour", titleZh: "港口", type: "image_group", items: [{ photographer: "Li" }, { photographer: "Li" }, { photographer: "Li", free: true }, { photographer: "Li" }] });
  await t.handle.db.update(story).set({ contributorId }).where(eq(story.pcId, "sale"));
  originals("sale", 4);
  await t.handle.db.update(ucMember).set({ downloadQuota: 50 }).where(eq(ucMember.id, buyerId));
  // an original costs 2 photos; 10 points a photo; the contributor's share 50 %: 10 points a photo sold
  await t.app.services.settings.update(CLI_ACTOR, { pointsPerPhoto: 10, contributorSharePercent: 50, sizes: { original: { cost: 2 } } });
}, 120_000);

afterAll(() => t?.close());

describe("earning from a sale", () => {
  it("a paid download credits the contributor's share in its transaction, with one point record", async () => {
    const before = await pointOf(contributorId);
    const res = await download(buyer, ["sale-r0", "sale-r1", "sale-r2"]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ spent: 4, residueCount: 46 });
    expect(await pointOf(contributorId)).toBe(before + 20);
    const rows = await t.handle.db.select().from(downloadLog).where(eq(downloadLog.memberId, buyerId));
    expect(rows.map((r) => [r.relationId, r.cost, r.coveredBy, r.contributorId, r.earnedPoints]).sort()).toEqual([
      ["sale-r0", 2, "quota", contributorId, 10],
      ["sale-r1", 2, "quota", contributorId, 10],
      ["sale-r2", 0, "free", null, 0],
    ]);
    const records = await t.handle.db.select().from(memberRecord).where(and(eq(memberRecord.memberId, contributorId), eq(memberRecord.title, "record_point_sale")));
    expect(records.map((r) => [r.kind, r.amount])).toEqual([["point", 20]]);
    // the contributor's point records say what it was, in their language
    const list = await t.call({ method: "GET", url: "/api/web/point/get_record?page=1&rows=10", cookie: contributor, headers: { "x-lang": "en" } });
    expect(list.json().data.list[0]).toMatchObject({ title: "Photo sale earnings", amount: "+20" });
  });

  it("nothing is earned again from a repeat download, nor from the contributor's own download", async () => {
    const before = await pointOf(contributorId);
    expect((await download(buyer, ["sale-r0"])).json().data.spent).toBe(0);
    const own = await download(contributor, ["sale-r3"], "/api/ucMemberDownload/downloadSelfImgs");
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.spent).toBe(0);
    expect(await pointOf(contributorId)).toBe(before);
    const [ownRow] = await t.handle.db.select().from(downloadLog).where(and(eq(downloadLog.memberId, contributorId), eq(downloadLog.relationId, "sale-r3")));
    expect(ownRow).toMatchObject({ coveredBy: "own", cost: 0, contributorId: null, earnedPoints: 0 });
  });

  it("the share is a setting: at 0 % a sale is listed and earns nothing", async () => {
    await t.app.services.settings.update(CLI_ACTOR, { contributorSharePercent: 0 });
    const before = await pointOf(contributorId);
    expect((await download(buyer, ["sale-r3"])).statusCode).toBe(200);
    expect(await pointOf(contributorId)).toBe(before);
    const [row] = await t.handle.db.select().from(downloadLog).where(and(eq(downloadLog.memberId, buyerId), eq(downloadLog.relationId, "sale-r3")));
    expect(row).toMatchObject({ cost: 2, contributorId, earnedPoints: 0 });
    await t.app.services.settings.update(CLI_ACTOR, { contributorSharePercent: 50 });
  });
});

describe("GET /api/commerce/earnings", () => {
  it("lists the sales newest first with the month totals, all-time points, the points held and the share", async () => {
    // a sale of an earlier month (a row as the download writes it)
    await t.handle.db.insert(downloadLog).values({
      memberId: buyerId,
      relationId: "sale-r1",
      pcId: "sale",
      size: "medium",
      cost: 1,
      coveredBy: "grant",
      contributorId,
      earnedPoints: 5,
      createdAt: new Date("2026-01-15T12:00:00Z"),
    });
    const res = await earnings(contributor, "?page=1&rows=10");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const d = res.json().data;
    expect(d.total).toBe(4);
    expect(d.list).toHaveLength(4);
    expect(d.list[3]).toMatchObject({ relationId: "sale-r1", pcId: "sale", size: "medium", cost: 1, points: 5, createTime: "2026-01-15T12:00:00.000Z", title: "港口" });
    expect(d.list[0].htmlUrl).toMatch(/\/articles\/.*sale\.html#sale-r3$/);
    expect(d.list.map((e: { createTime: string }) => e.createTime)).toEqual([...d.list.map((e: { createTime: string }) => e.createTime)].sort().reverse());
    const now = new Date().toISOString().slice(0, 7);
    expect(d.months).toEqual([
      { month: now, sales: 3, points: 20 },
      { month: "2026-01", sales: 1, points: 5 },
    ]);
    expect(d.totalPoints).toBe(25);
    expect(d.point).toBe(await pointOf(contributorId));
    expect(d.sharePercent).toBe(50);
    // paged, in the reader's language
    const page2 = (await t.call({ method: "GET", url: "/api/commerce/earnings?page=2&rows=3", cookie: contributor, headers: { "x-lang": "en" } })).json().data;
    expect(page2.list).toHaveLength(1);
    expect(page2.list[0].title).toBe("Harbour");
  });

  it("a member with no sales gets an empty list; a guest is refused; a bad page is invalid_param", async () => {
    const d = (await earnings(buyer)).json().data;
    expect(d).toMatchObject({ list: [], total: 0, months: [], totalPoints: 0, sharePercent: 50 });
    expect((await t.call({ method: "GET", url: "/api/commerce/earnings" })).statusCode).toBe(401);
    const bad = await earnings(contributor, "?rows=1000");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe("invalid_param");
  });
});

describe("at once", () => {
  it("two members buying each other's photos at the same time: every download goes through, every point counted once", async () => {
    // demo_member's photos bought by demo_contributor while demo_contributor's are bought by demo_member
    await addStory(t.handle.db, { pcId: "mine", items: Array.from({ length: 6 }, () => ({ photographer: "Li" })) });
    await addStory(t.handle.db, { pcId: "theirs", items: Array.from({ length: 6 }, () => ({ photographer: "Li" })) });
    await t.handle.db.update(story).set({ contributorId: buyerId }).where(eq(story.pcId, "mine"));
    await t.handle.db.update(story).set({ contributorId }).where(eq(story.pcId, "theirs"));
    originals("mine", 6);
    originals("theirs", 6);
    await t.handle.db.update(ucMember).set({ downloadQuota: 100 }).where(eq(ucMember.id, contributorId));
    const [p1, p2] = [await pointOf(buyerId), await pointOf(contributorId)];
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => [download(contributor, [`mine-r${i}`]), download(buyer, [`theirs-r${i}`])]).flat(),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    expect(await pointOf(buyerId)).toBe(p1 + 60);
    expect(await pointOf(contributorId)).toBe(p2 + 60);
  }, 60_000);
});
