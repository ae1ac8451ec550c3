/**
 * Download sizes (issue 20 "Sizes"): small, medium and original with their
 * px, bytes and cost from the settings (GET /api/download/options), the
 * files made from the original (never enlarged) and served through the same
 * signed address, which carries the size and lives as long as the setting
 * says; a purchase remembers the largest size bought (a smaller or equal
 * size again is free, a larger one costs the difference); grants count in
 * photos of quota; every photo downloaded writes a download_log row.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { downloadGrant, downloadLog, downloadPurchase, relation, ucMember } from "../../server/src/db/schema.js";
import { storeMedia } from "../../server/src/media/derivatives.js";
import { sizedPx } from "../../server/src/media/sized.js";
import { CLI_ACTOR } from "../../server/src/services/audit.js";
import { makeApp, type TestApp } from "./helpers.js";
import { addStory } from "./search-fixtures.js";

let t: TestApp;
let storage: string;
let member: string;
let memberId: number;

/** A gradient image of `width` × `height` as JPEG. */
function jpeg(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raw.set([(x * 255) / width, (y * 255) / height, 60], (y * width + x) * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

/** A story of photos of these px, stored as the import stores them. */
async function photoStory(pcId: string, sizes: [number, number][], base: number): Promise<string[]> {
  await addStory(t.handle.db, { pcId, type: sizes.length > 1 ? "image_group" : "image", titleEn: `Story ${pcId}`, titleZh: `稿件 ${pcId}`, items: sizes.map(() => ({ photographer: "Li" })) });
  for (const [i, [w, h]] of sizes.entries()) {
    const m = await storeMedia(storage, base + i, await jpeg(w, h), "jpg");
    await t.handle.db
      .update(relation)
      .set({ mediaId: String(m.mediaId), width: m.width, height: m.height, size: m.size, originalPath: m.originalPath })
      .where(eq(relation.relationId, `${pcId}-r${i}`));
  }
  return sizes.map((_, i) => `${pcId}-r${i}`);
}

const setQuota = (q: number) => t.handle.db.update(ucMember).set({ downloadQuota: q }).where(eq(ucMember.id, memberId));
const quota = async () => (await t.handle.db.select({ q: ucMember.downloadQuota }).from(ucMember).where(eq(ucMember.id, memberId)))[0].q;
const download = (ids: string[], size?: string) =>
  t.call({ method: "POST", url: "/api/ucMemberDownload/downloadImgs", cookie: member, payload: { data: ids.map((relationId) => ({ relationId })), ...(size ? { size } : {}) } });
const options = (ids: string[], lang = "en") => t.call({ method: "GET", url: `/api/download/options?relationIds=${ids.join(",")}`, cookie: member, headers: { "x-lang": lang } });
const logOf = (relationId: string) =>
  t.handle.db.select().from(downloadLog).where(and(eq(downloadLog.memberId, memberId), eq(downloadLog.relationId, relationId))).orderBy(asc(downloadLog.id));
/** The payload of a signed address (base64url JSON before the dot). */
const payloadOf = (url: string) => JSON.parse(Buffer.from(new URL(url, "http://x").searchParams.get("token")!.split(".")[0], "base64url").toString("utf8"));

beforeAll(async () => {
  storage = mkdtempSync(path.join(tmpdir(), "pw-sizes-"));
  t = await makeApp({ STORAGE_DIR: storage, RATE_LIMIT_FACTOR: "1000" });
  member = await t.login(1);
  memberId = (await t.handle.db.select().from(ucMember).where(eq(ucMember.code, "demo_member")))[0].id;
  // small costs 1 photo of quota, medium 2, original 3 (the defaults cost 1 each)
  await t.app.services.settings.update(CLI_ACTOR, { sizes: { small: { cost: 1 }, medium: { cost: 2 }, original: { cost: 3 } } });
}, 120_000);

afterAll(async () => {
  await t?.close();
  rmSync(storage, { recursive: true, force: true });
});

describe("GET /api/download/options", () => {
  it("offers each size with its px, the exact bytes of the files, its cost now and the licences", async () => {
    const ids = await photoStory("opt", [[2000, 1500], [500, 400]], 9101);
    await setQuota(10);
    const res = await options(ids);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const d = res.json().data;
    expect(d.residueCount).toBe(10);
    expect(d.sizes.map((s: { size: string }) => s.size)).toEqual(["small", "medium", "original"]);
    const [small, medium, original] = d.sizes;
    expect(small).toMatchObject({ width: 640, height: 480, exact: true, unitCost: 1, cost: 2 });
    expect(medium).toMatchObject({ width: 1600, height: 1200, exact: true, unitCost: 2, cost: 4 });
    expect(original).toMatchObject({ width: 2000, height: 1500, exact: true, unitCost: 3, cost: 6 });
    expect(small.bytes).toBeLessThan(medium.bytes);
    // the licences in the reader's language, before anything is spent
    expect(d.licences).toHaveLength(2);
    expect(d.licences[0]).toMatchObject({ relationId: ids[0], licence: { type: "editorial", creditLine: "Li / Photowire" } });
    expect((await options(ids, "zh")).json().data.licences[0].licence.creditLine).toBe("Li / Photowire 图片通讯社");
    expect(await quota()).toBe(10);
    // the bytes are those of the files a download serves (in the same language: the file's XMP credit follows it)
    const got = await download([ids[0]], "medium");
    const file = await t.call({ method: "GET", url: got.json().data.url, cookie: member });
    const one = (await options([ids[0]], "zh")).json().data.sizes[1];
    expect(one.bytes).toBe(file.rawPayload.length);
  });

  it("never enlarges: a photo smaller than a size's long edge is given at its own px", async () => {
    expect(sizedPx(500, 400, 640)).toEqual({ width: 500, height: 400 });
    expect(sizedPx(1500, 2000, 640)).toEqual({ width: 480, height: 640 });
    const res = await options(["opt-r1"]);
    expect(res.json().data.sizes.map((s: { width: number; height: number }) => [s.width, s.height])).toEqual([
      [500, 400],
      [500, 400],
      [500, 400],
    ]);
  });

  it("refuses a guest and a bad list clearly", async () => {
    expect((await t.call({ method: "GET", url: "/api/download/options?relationIds=opt-r0" })).statusCode).toBe(401);
    const none = await options(["nope"]);
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ code: "invalid_param", errors: [{ field: "relationId", rule: "notFound" }] });
  });
});

describe("downloading a size", () => {
  beforeEach(() => setQuota(20));

  it("serves the size's file through the signed address, which carries the size and the setting's lifetime", async () => {
    const [id] = await photoStory("one", [[2400, 1200]], 9201);
    const res = await download([id], "small");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ spent: 1, residueCount: 19, size: "small" });
    const p = payloadOf(res.json().data.url);
    expect(p.z).toBe("small");
    expect(p.e - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(p.e - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    const file = await t.call({ method: "GET", url: res.json().data.url, cookie: member });
    expect(file.headers["content-type"]).toBe("image/jpeg");
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: 640, height: 320 });
    // the lifetime is a setting
    await t.app.services.settings.update(CLI_ACTOR, { downloadLinkMinutes: 2 });
    const again = await download([id], "small");
    expect(payloadOf(again.json().data.url).e - Date.now()).toBeLessThanOrEqual(2 * 60_000);
    await t.app.services.settings.update(CLI_ACTOR, { downloadLinkMinutes: 10 });
    // a size the server does not know is refused before anything is spent
    const bad = await download([id], "huge");
    expect(bad.statusCode).toBe(422);
    expect(await quota()).toBe(19);
  });

  it("a purchase remembers the largest size: smaller again is free, larger costs the difference; each photo is logged", async () => {
    const [id] = await photoStory("upg", [[1800, 1200]], 9301);
    const steps: [string, number][] = [
      ["medium", 2],
      ["small", 0],
      ["medium", 0],
      ["original", 1],
      ["small", 0],
    ];
    let left = 20;
    for (const [size, cost] of steps) {
      const res = await download([id], size);
      expect(res.statusCode, `${size}: ${res.body}`).toBe(200);
      left -= cost;
      expect(res.json().data, size).toMatchObject({ spent: cost, residueCount: left });
    }
    const [bought] = await t.handle.db.select().from(downloadPurchase).where(and(eq(downloadPurchase.memberId, memberId), eq(downloadPurchase.relationId, id)));
    expect(bought.size).toBe("original");
    expect((await logOf(id)).map((l) => [l.size, l.cost, l.coveredBy])).toEqual([
      ["medium", 2, "quota"],
      ["small", 0, "repeat"],
      ["medium", 0, "repeat"],
      ["original", 1, "quota"],
      ["small", 0, "repeat"],
    ]);
    // and the cost call says so before
    const cost = await t.call({ method: "GET", url: `/api/ucMemberDownload/getUcMemberDownloadCost?relationIds=${id}&size=original`, cookie: member });
    expect(cost.json().data).toMatchObject({ paidCount: 0, freeCount: 1 });
  });

  it("a size costing 2 takes 2 of the quota; short of it, nothing is spent (photo_group_12)", async () => {
    const ids = await photoStory("short", [[1000, 800], [1000, 800]], 9401);
    await setQuota(3);
    const cost = await t.call({ method: "GET", url: `/api/ucMemberDownload/getUcMemberDownloadCost?relationIds=${ids.join(",")}&size=medium`, cookie: member });
    expect(cost.json().data).toEqual({ residueCount: 3, beyondCount: 1, freeCount: 0, paidCount: 4 });
    const res = await download(ids, "medium");
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("photo_group_12");
    expect(await quota()).toBe(3);
    expect(await logOf(ids[0])).toHaveLength(0);
  });

  it("grants count photos of quota: a grant of 3 covers one medium (2) and half of the next", async () => {
    const ids = await photoStory("grnt", [[1000, 800], [1000, 800]], 9501);
    await setQuota(5);
    const [g] = await t.handle.db.insert(downloadGrant).values({ memberId, label: "Pack", remaining: 3, total: 3 }).returning();
    const res = await download(ids, "medium");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ spent: 1, residueCount: 4 });
    expect((await t.handle.db.select().from(downloadGrant).where(eq(downloadGrant.id, g.id)))[0].remaining).toBe(0);
    expect((await logOf(ids[0]))[0]).toMatchObject({ coveredBy: "grant", cost: 2 });
    expect((await logOf(ids[1]))[0]).toMatchObject({ coveredBy: "grant", cost: 2 });
    await t.handle.db.delete(downloadGrant).where(eq(downloadGrant.id, g.id));
  });

  it("the zip of a group holds each file at the chosen size", async () => {
    const ids = await photoStory("zipm", [[2000, 1000], [1000, 2000]], 9601);
    const res = await download(ids, "small");
    expect(res.json().data.url).toMatch(/download_zip/);
    const zip = (await t.call({ method: "GET", url: res.json().data.url, cookie: member })).rawPayload;
    // each stored entry: a local header (30 bytes, then name and extra) followed by the JPEG
    const px: [number, number][] = [];
    for (let at = zip.indexOf("PK\x03\x04"); at >= 0 && px.length < 2; at = zip.indexOf("PK\x03\x04", at + 4)) {
      const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
      const m = await sharp(zip.subarray(start)).metadata();
      px.push([m.width!, m.height!]);
    }
    expect(px).toEqual([
      [640, 320],
      [320, 640],
    ]);
  });

  it("a change of a size's long edge makes the file again, and the older one goes", async () => {
    const [id] = await photoStory("edge", [[2000, 1000]], 9701);
    const fetchPx = async () => {
      const res = await download([id], "small");
      return sharp((await t.call({ method: "GET", url: res.json().data.url, cookie: member })).rawPayload).metadata();
    };
    expect(await fetchPx()).toMatchObject({ width: 640 });
    await t.app.services.settings.update(CLI_ACTOR, { sizes: { small: { longEdgePx: 400 } } });
    expect(await fetchPx()).toMatchObject({ width: 400, height: 200 });
    const cached = readdirSync(path.join(storage, "sized"), { recursive: true }).map(String).filter((f) => f.includes(`${id}.small.`));
    expect(cached).toHaveLength(1);
    expect(cached[0]).toContain(".small.400.");
    await t.app.services.settings.update(CLI_ACTOR, { sizes: { small: { longEdgePx: 640 } } });
  });
});
