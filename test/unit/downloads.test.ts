/**
 * Downloads and the quota (issue 9; SPEC §4, §6, §7, §8): the calls through
 * app.inject on a real database (embedded, or PostgreSQL in the unit-pg
 * stage), the quota spent atomically under concurrency, nothing spent on a
 * failure, a paid photo downloading again for free, signed file addresses
 * bound to the member, and the records the member pages show.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { downloadGrant, story, ucMember } from "../../server/src/db/schema.js";
import { MemberService } from "../../server/src/services/members.js";
import { originalFile } from "../../server/src/media/derivatives.js";
import { jpegSegments } from "../../server/src/media/xmp.js";
import { makeApp, type TestApp } from "./helpers.js";
import { addStory } from "./search-fixtures.js";

let t: TestApp;
let member: string; // demo_member (nature 2, class 0)
let contributor: string; // demo_contributor (nature 1, class 1)
/** The bytes of one original: a JPEG frame around the relation's own name, so every file differs. */
const jpegOf = (pcId: string, i: number) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]), Buffer.from(`${pcId}-${i}`), Buffer.from([0xff, 0xd9])]);

/** Writes the original of each relation of a story in the private folder (the fixture's originalPath). */
function writeOriginals(pcId: string, n: number) {
  for (let i = 0; i < n; i++) {
    const file = originalFile(t.dataDir, `test/${pcId}-${i}.jpg`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, jpegOf(pcId, i));
  }
}
const ids = (pcId: string, n: number, from = 0) => Array.from({ length: n }, (_, i) => `${pcId}-r${from + i}`);
const setQuota = (code: string, q: number) => t.handle.db.update(ucMember).set({ downloadQuota: q }).where(eq(ucMember.code, code));
const quotaOf = async (code: string) => (await t.handle.db.select({ q: ucMember.downloadQuota }).from(ucMember).where(eq(ucMember.code, code)))[0].q;
/**
 * A served JPEG without the licence's XMP segment (issue 20: the original is
 * served with its licence spliced in as an APP1 segment, nothing re-encoded):
 * what is left must be the original, byte for byte.
 */
function withoutXmp(file: Buffer): Buffer {
  const xmp = jpegSegments(file).find((s) => s.marker === 0xe1 && file.subarray(s.data, s.data + 28).toString("latin1") === "http://ns.adobe.com/xap/1.0/");
  expect(xmp, "the licence's XMP segment").toBeTruthy();
  return Buffer.concat([file.subarray(0, xmp!.start), file.subarray(xmp!.end)]);
}
const download = (cookie: string, relationIds: string[], url = "/api/ucMemberDownload/downloadImgs") =>
  t.call({ method: "POST", url, cookie, payload: { data: relationIds.map((relationId) => ({ relationId })) } });

beforeAll(async () => {
  t = await makeApp({ RATE_LIMIT_FACTOR: "1000" });
  member = await t.login(1);
  contributor = await t.login(0);
  await addStory(t.handle.db, { pcId: "dl1", titleEn: "Harbour at dawn", titleZh: "黎明港口", items: Array.from({ length: 60 }, () => ({ photographer: "Li" })) });
  writeOriginals("dl1", 60);
  await addStory(t.handle.db, { pcId: "dlfree", items: [{ photographer: "Li", free: true }, { photographer: "Li", free: true }, { photographer: "Li" }] });
  writeOriginals("dlfree", 3);
  await addStory(t.handle.db, { pcId: "dlanon", items: [{ photographer: "Li" }, {}] });
  writeOriginals("dlanon", 2);
  await addStory(t.handle.db, { pcId: "dlmissing", items: [{ photographer: "Li" }, { photographer: "Li" }] });
  writeOriginals("dlmissing", 1); // the second original is missing
}, 120_000);

afterAll(() => t.close());

describe("the quota (SPEC §7 getUcMemberDownloadCost, downloadImgs)", () => {
  beforeEach(() => setQuota("demo_member", 20));

  it("the demo member starts with a quota; a guest is refused with access_denied", async () => {
    const res = await t.call({ method: "GET", url: "/api/ucMemberDownload/getUcMemberDownloadCost", cookie: member });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json().data).toEqual({ residueCount: 20, beyondCount: 0, freeCount: 0, paidCount: 0 });
    const guest = await t.call({ method: "GET", url: "/api/ucMemberDownload/getUcMemberDownloadCost" });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().code).toBe("access_denied");
  });

  it("counts free and paid photos and what the quota does not cover", async () => {
    await setQuota("demo_member", 2);
    const res = await t.call({ method: "GET", url: `/api/ucMemberDownload/getUcMemberDownloadCost?relationIds=${[...ids("dlfree", 3), ...ids("dl1", 3, 50)].join(",")}`, cookie: member });
    expect(res.json().data).toEqual({ residueCount: 2, beyondCount: 2, freeCount: 2, paidCount: 4 });
  });

  it("a download spends one per paid photo, writes the records, and a paid photo downloads again for free", async () => {
    const res = await download(member, ids("dl1", 2));
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    expect(body).toMatchObject({ spent: 2, residueCount: 18 });
    expect(body.url).toMatch(/^\/api\/guest\/download_zip\?token=/);
    expect(body.data[0]).toMatchObject({ storyId: "dl1", contentId: "dl1-r0", title: "黎明港口", size: 0, url: body.url, articleLink: expect.stringContaining("dl1") });
    const again = await download(member, ids("dl1", 2));
    expect(again.json().data).toMatchObject({ spent: 0, residueCount: 18 });
    const cost = await t.call({ method: "GET", url: `/api/ucMemberDownload/getUcMemberDownloadCost?relationIds=${ids("dl1", 3).join(",")}`, cookie: member });
    expect(cost.json().data).toMatchObject({ freeCount: 2, paidCount: 1 });
    // the history (ss_download, written by the server) and the download record of the fee tab
    const hist = await t.call({ method: "GET", url: "/api/store/ss_download/search?page=1&rows=10", cookie: member });
    expect(hist.statusCode).toBe(200);
    expect(hist.json().result.page_data.map((d: { contentId: string }) => d.contentId).sort()).toEqual(expect.arrayContaining(["dl1-r0", "dl1-r1"]));
    // the fee-record tab: what the download cost and the quota left, in the reader's language
    const fees = await t.call({ method: "GET", url: "/api/web/buy/get_record?page=1&rows=10", cookie: member });
    expect(fees.json().data.list[0]).toMatchObject({ kind: "download", value: -2, balance: 18, amount: "-2 张 · 剩余 18 张", title: "黎明港口" });
    const feesEn = await t.call({ method: "GET", url: "/api/web/buy/get_record?page=1&rows=10", cookie: member, headers: { "x-lang": "en" } });
    expect(feesEn.json().data.list[0].amount).toBe("-2 photos · 18 left");
    const count = await t.call({ method: "GET", url: "/api/web/buy/get_download_count", cookie: member });
    expect(count.json().data.count).toBeGreaterThanOrEqual(2);
  });

  it("free photos spend nothing", async () => {
    const res = await download(member, ids("dlfree", 2));
    expect(res.json().data).toMatchObject({ spent: 0, residueCount: 20 });
  });

  it("refuses with photo_group_12 when the quota is short, and spends nothing", async () => {
    await setQuota("demo_member", 1);
    const res = await download(member, ids("dl1", 2, 10));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("photo_group_12");
    expect(await quotaOf("demo_member")).toBe(1);
    // and nothing counts as paid: the same photos still cost
    const cost = await t.call({ method: "GET", url: `/api/ucMemberDownload/getUcMemberDownloadCost?relationIds=${ids("dl1", 2, 10).join(",")}`, cookie: member });
    expect(cost.json().data.paidCount).toBe(2);
  });

  it("a failure in the middle of a group (a missing original) spends nothing", async () => {
    const res = await download(member, ids("dlmissing", 2));
    expect(res.statusCode).toBe(404);
    expect(await quotaOf("demo_member")).toBe(20);
  });

  it("refuses a photo without a photographer with photo_detail_5 (SPEC §5)", async () => {
    const res = await download(member, ids("dlanon", 2));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe("photo_detail_5");
    expect(await quotaOf("demo_member")).toBe(20);
  });

  it("50 concurrent downloads against a quota of 10: exactly 10 succeed and the quota ends at 0", async () => {
    await setQuota("demo_member", 10);
    const results = await Promise.all(ids("dl1", 50, 10).map((id) => download(member, [id])));
    const codes = results.map((r) => r.json().code);
    expect(codes.filter((c) => c === "success")).toHaveLength(10);
    expect(codes.filter((c) => c === "photo_group_12")).toHaveLength(40);
    expect(await quotaOf("demo_member")).toBe(0);
  }, 60_000);
});

describe("contributors and member class 1 (SPEC §6)", () => {
  it("downloadSelfImgs frees only the contributor's own photos (issue 19): anything else costs quota, and a new contributor with none gets nothing", async () => {
    const [c] = await t.handle.db.select().from(ucMember).where(eq(ucMember.code, "demo_contributor"));
    await addStory(t.handle.db, { pcId: "dlown", items: [{ photographer: "Li" }, { photographer: "Li" }] });
    await t.handle.db.update(story).set({ status: "online", contributorId: c.id }).where(eq(story.pcId, "dlown"));
    writeOriginals("dlown", 2);
    await setQuota("demo_contributor", 10);
    const own = await download(contributor, ids("dlown", 2), "/api/ucMemberDownload/downloadSelfImgs");
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({ spent: 0, residueCount: 10 });
    const cost = await t.call({ method: "GET", url: `/api/ucMemberDownload/getUcMemberDownloadCost?relationIds=${[...ids("dlown", 2), ...ids("dl1", 1, 21)].join(",")}`, cookie: contributor });
    expect(cost.json().data).toEqual({ residueCount: 10, beyondCount: 0, freeCount: 2, paidCount: 1 });
    // someone else's photos through the contributors' call cost what they cost anyone
    const others = await download(contributor, ids("dl1", 3, 20), "/api/ucMemberDownload/downloadSelfImgs");
    expect(others.statusCode).toBe(200);
    expect(others.json().data).toMatchObject({ spent: 3, residueCount: 7 });
    // a self-registered contributor (quota 0) cannot take catalogue originals: photo_group_12, no address, still 0
    const fresh = await new MemberService(t.handle.db, 0).create({ code: "fresh_contrib", name: "Fresh", password: "Abcdef123", nature: 1, contributorStatus: 0 });
    const login = await t.call({ method: "POST", url: "/api/guest/login", payload: { code: "fresh_contrib", password: "Abcdef123" } });
    const cookie = `pw_session=${login.cookies.find((x) => x.name === "pw_session")!.value}`;
    const refused = await download(cookie, ids("dl1", 3, 40), "/api/ucMemberDownload/downloadSelfImgs");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "photo_group_12" });
    expect(refused.json().data?.url).toBeUndefined();
    expect(await quotaOf("fresh_contrib")).toBe(0);
    expect(fresh.contributorStatus).toBe(0);
    // and members of another nature may not use the contributors' call at all
    expect((await download(member, ids("dl1", 1), "/api/ucMemberDownload/downloadSelfImgs")).statusCode).toBe(403);
  });

  it("member class type 1 may go beyond the quota; beyondCount says how far", async () => {
    await setQuota("demo_contributor", 1);
    const res = await download(contributor, ids("dl1", 3, 30));
    expect(res.json().data).toMatchObject({ spent: 3, residueCount: -2 });
    const info = await t.call({ method: "GET", url: "/api/download/getUserDownloadInfo", cookie: contributor });
    expect(info.json().data).toMatchObject({ residueCount: -2, beyondCount: 2, ucMemberClassType: 1 });
  });
});

describe("staff grants (issue 19 Entitlements)", () => {
  // photos nobody has bought yet (the quota tests above buy some of dl1's)
  beforeAll(async () => {
    await addStory(t.handle.db, { pcId: "dlg", items: Array.from({ length: 30 }, () => ({ photographer: "Li" })) });
    writeOriginals("dlg", 30);
  });
  beforeEach(async () => {
    await setQuota("demo_member", 1);
    await t.handle.db.delete(downloadGrant);
  });
  const grant = async (values: Partial<typeof downloadGrant.$inferInsert>) => {
    const [m] = await t.handle.db.select().from(ucMember).where(eq(ucMember.code, "demo_member"));
    return (await t.handle.db.insert(downloadGrant).values({ memberId: m.id, label: "Xinhua Daily", ...values }).returning())[0];
  };
  const grants = async () => (await t.call({ method: "GET", url: "/api/download/grants", cookie: member })).json().data as { id: number; remaining: number | null; active: boolean }[];

  it("a counted grant covers photos before the quota, counted down; the member sees it", async () => {
    const g = await grant({ remaining: 2, total: 2 });
    const cost = await t.call({ method: "GET", url: `/api/ucMemberDownload/getUcMemberDownloadCost?relationIds=${ids("dlg", 3, 0).join(",")}`, cookie: member });
    expect(cost.json().data).toEqual({ residueCount: 1, beyondCount: 0, freeCount: 2, paidCount: 1 });
    const res = await download(member, ids("dlg", 3, 0));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ spent: 1, residueCount: 0 });
    expect(await grants()).toEqual([expect.objectContaining({ id: g.id, label: "Xinhua Daily", remaining: 0, total: 2, active: false })]);
    // the grant spent and the quota spent: the next photo is refused, nothing spent
    const more = await download(member, ids("dlg", 1, 3));
    expect(more.json().code).toBe("photo_group_12");
    expect((await t.call({ method: "GET", url: "/api/download/grants" })).statusCode).toBe(401);
  });

  it("a period grant covers everything until it ends; an ended or revoked one covers nothing", async () => {
    await grant({ remaining: null, validUntil: new Date(Date.now() + 86_400_000) });
    const res = await download(member, ids("dlg", 4, 4));
    expect(res.json().data).toMatchObject({ spent: 0, residueCount: 1 });
    await t.handle.db.delete(downloadGrant);
    await grant({ remaining: null, validUntil: new Date(Date.now() - 1000) });
    await grant({ remaining: 5, revokedAt: new Date() });
    expect((await download(member, ids("dlg", 2, 8))).json().code).toBe("photo_group_12");
    expect((await grants()).every((g) => !g.active)).toBe(true);
  });

  it("concurrent downloads never take more than a grant has left", async () => {
    await setQuota("demo_member", 0);
    const g = await grant({ remaining: 3, total: 3 });
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => download(member, [`dlg-r${10 + i}`])));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.json().code === "photo_group_12")).toHaveLength(5);
    const [row] = await t.handle.db.select().from(downloadGrant).where(eq(downloadGrant.id, g.id));
    expect(row.remaining).toBe(0);
  }, 60_000);
});

describe("signed file addresses", () => {
  beforeEach(() => setQuota("demo_member", 20));

  it("the file comes with the photo's title as its name, to this member only, and not after expiry or tampering", async () => {
    const res = await download(member, ["dl1-r40"]);
    const url: string = res.json().data.url;
    expect(url).toMatch(/^\/api\/guest\/download_file\?token=/);
    const file = await t.call({ method: "GET", url, cookie: member });
    expect(file.statusCode).toBe(200);
    expect(withoutXmp(file.rawPayload).equals(jpegOf("dl1", 40))).toBe(true);
    expect(file.headers["content-disposition"]).toContain("filename*=UTF-8''%E9%BB%8E%E6%98%8E%E6%B8%AF%E5%8F%A3.jpg");
    // downloaded in English: the English title names the file
    const en = await t.call({ method: "POST", url: "/api/ucMemberDownload/downloadImgs", cookie: member, headers: { "x-lang": "en" }, payload: { data: [{ relationId: "dl1-r40" }] } });
    const enFile = await t.call({ method: "GET", url: en.json().data.url, cookie: member });
    expect(enFile.headers["content-disposition"]).toBe('attachment; filename="Harbour at dawn.jpg"');
    expect((await t.call({ method: "GET", url, cookie: contributor })).statusCode).toBe(403);
    expect((await t.call({ method: "GET", url })).statusCode).toBe(401);
    const tampered = url.replace(/token=(.)/, (_m, c: string) => `token=${c === "e" ? "f" : "e"}`);
    expect((await t.call({ method: "GET", url: tampered, cookie: member })).statusCode).toBe(403);
    const expired = t.app.services.downloads.sign({ memberId: (await t.handle.db.select().from(ucMember).where(eq(ucMember.code, "demo_member")))[0].id, relationIds: ["dl1-r40"], expires: Date.now() - 1, lang: "zh" });
    expect((await t.call({ method: "GET", url: `/api/guest/download_file?token=${expired}`, cookie: member })).statusCode).toBe(403);
  });

  it("a group comes as one zip holding each original (with its licence's XMP, nothing else changed)", async () => {
    const res = await download(member, ids("dl1", 3, 41));
    const zip = await t.call({ method: "GET", url: res.json().data.url, cookie: member });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers["content-type"]).toBe("application/zip");
    const buf = zip.rawPayload;
    expect(buf.subarray(0, 4).toString("hex")).toBe("504b0304");
    // three local file headers, each followed by its photo's stored bytes (the original with the XMP segment after its APP0), in order
    const at = [41, 42, 43].map((i) => {
      const orig = jpegOf("dl1", i);
      const start = buf.indexOf(orig.subarray(0, 20));
      expect(start).toBeGreaterThan(0);
      const len = buf.readUInt16BE(start + 22);
      expect(buf.subarray(start + 20, start + 22).toString("hex")).toBe("ffe1");
      expect(buf.subarray(start + 22 + len, start + 22 + len + orig.length - 20).equals(orig.subarray(20))).toBe(true);
      return start;
    });
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(buf.subarray(4).indexOf(Buffer.from("504b0304", "hex"))).toBeGreaterThan(0);
  });
});

afterAll(() => rmSync(t?.dataDir ?? "/nonexistent", { recursive: true, force: true }));
