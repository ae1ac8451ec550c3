/**
 * Originals are private (issue 9: "Download URLs are signed, expire and are
 * bound to the member. Originals are never served from a public path."):
 * the original lives under STORAGE_DIR/originals, which no static route
 * serves, and only the signed download address reads it; the public sizes
 * stay public. An older version's storage (originals under
 * STORAGE_DIR/site/media, img_url naming them) is turned into the private
 * layout by migration 0011 and moveLegacyOriginals. On both databases.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { relation, storeRecord, story, ucMember } from "../../server/src/db/schema.js";
import { legacyOriginalFile, moveLegacyOriginals, originalFile, siteFile } from "../../server/src/media/derivatives.js";
import { openTestDb } from "./db.js";
import { makeApp, type TestApp } from "./helpers.js";
import { addStory } from "./search-fixtures.js";

let t: TestApp;
let storage: string; // STORAGE_DIR of the app
let member: string; // demo_member
let contributor: string; // demo_contributor
/** A small JPEG-framed file whose bytes name it. */
const jpeg = (name: string) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(name), Buffer.from([0xff, 0xd9])]);
const write = (file: string, bytes: Buffer) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
};
const get = (url: string, cookie?: string) => t.call({ method: "GET", url, cookie });
const download = (cookie: string, relationId: string) =>
  t.call({ method: "POST", url: "/api/ucMemberDownload/downloadImgs", cookie, payload: { data: [{ relationId }] } });
const memberId = async (code: string) => (await t.handle.db.select({ id: ucMember.id }).from(ucMember).where(eq(ucMember.code, code)))[0].id;

beforeAll(async () => {
  storage = mkdtempSync(path.join(tmpdir(), "pw-originals-"));
  // the public site exists when the app starts, so its static route serves STORAGE_DIR/site
  mkdirSync(path.join(storage, "site", "media"), { recursive: true });
  t = await makeApp({ STORAGE_DIR: storage, RATE_LIMIT_FACTOR: "1000" });
  member = await t.login(1);
  contributor = await t.login(0);
  await t.handle.db.update(ucMember).set({ downloadQuota: 20 }).where(eq(ucMember.code, "demo_member"));
  // the fixture's relation: originalPath test/orig-0.jpg, imgUrl /media/test/orig-0_1200.jpg
  await addStory(t.handle.db, { pcId: "orig", titleEn: "Quay", titleZh: "码头", items: [{ photographer: "Li" }] });
  write(originalFile(storage, "test/orig-0.jpg"), jpeg("original orig-0"));
  write(siteFile(storage, "/media/test/orig-0_1200.jpg"), jpeg("public orig-0 1200"));
}, 120_000);

afterAll(async () => {
  await t?.close();
  rmSync(storage, { recursive: true, force: true });
});

describe("an original has no public address", () => {
  it("the original is stored outside the public site folder", () => {
    const file = originalFile(storage, "test/orig-0.jpg");
    expect(file).toBe(path.join(storage, "originals", "test", "orig-0.jpg"));
    expect(path.relative(path.join(storage, "site"), file).startsWith("..")).toBe(true);
    expect(() => originalFile(storage, "../site/media/x.jpg")).toThrow();
    expect(() => originalFile(storage, "/etc/passwd")).toThrow();
  });

  it("GET of the original's old public path answers 404, while its public size is served", async () => {
    const pub = await get("/media/test/orig-0_1200.jpg");
    expect(pub.statusCode).toBe(200);
    expect(pub.rawPayload.equals(jpeg("public orig-0 1200"))).toBe(true);
    for (const url of ["/media/test/orig-0.jpg", "/originals/test/orig-0.jpg", "/media/../originals/test/orig-0.jpg", "/media/%2e%2e/%2e%2e/originals/test/orig-0.jpg"]) {
      const res = await get(url, member);
      expect(res.statusCode, url).toBe(404);
      expect(res.rawPayload.includes(Buffer.from("original orig-0")), url).toBe(false);
    }
  });

  it("the signed address serves the original's exact bytes to the member it was made for", async () => {
    const res = await download(member, "orig-r0");
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.url;
    expect(url).toMatch(/^\/api\/guest\/download_file\?token=/);
    const file = await get(url, member);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(jpeg("original orig-0"))).toBe(true);
    expect(file.headers["cache-control"]).toBe("private, no-store");
    expect(file.headers["content-type"]).toBe("image/jpeg");
  });

  it("refuses another member's, a guest's, an expired and a forged address", async () => {
    const url: string = (await download(member, "orig-r0")).json().data.url;
    const other = await get(url, contributor);
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe("forbidden");
    expect((await get(url)).statusCode).toBe(401);
    const { downloads } = t.app.services;
    const id = await memberId("demo_member");
    const expired = downloads.sign({ memberId: id, relationIds: ["orig-r0"], expires: Date.now() - 1, lang: "zh" });
    const res = await get(`/api/guest/download_file?token=${expired}`, member);
    expect(res.statusCode).toBe(403);
    expect(res.rawPayload.includes(Buffer.from("original orig-0"))).toBe(false);
    // the same grant still valid is served: the refusal above is the expiry's
    const fresh = downloads.sign({ memberId: id, relationIds: ["orig-r0"], expires: Date.now() + 60_000, lang: "zh" });
    expect((await get(`/api/guest/download_file?token=${fresh}`, member)).statusCode).toBe(200);
    // a token whose expiry was pushed back fails the signature
    const [body, sig] = fresh.split(".");
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, "base64url").toString()), e: Date.now() + 86_400_000 })).toString("base64url");
    expect((await get(`/api/guest/download_file?token=${forged}.${sig}`, member)).statusCode).toBe(403);
  });
});

describe("the original's file type", () => {
  it("the search's fileExt filter reads the original's type, not the public image's", async () => {
    await addStory(t.handle.db, { pcId: "origpng", siteCode: "t9", titleEn: "Harbour chart", items: [{ photographer: "Li", ext: "png" }] });
    await addStory(t.handle.db, { pcId: "origjpg", siteCode: "t9", titleEn: "Harbour view", items: [{ photographer: "Li" }] });
    const found = async (ext: string) => {
      const res = await t.app.inject({ method: "GET", url: `/api/en/articles/search?text=Harbour&fileExt=${ext}`, headers: { "x-site-code": "t9" } });
      expect(res.statusCode).toBe(200);
      return res.json().result.page_data.map((d: { pcId: string }) => d.pcId);
    };
    // both public images are …_1200.jpg; the originals are .png and .jpg
    expect(await found("png")).toEqual(["origpng"]);
    expect(await found("jpg")).toEqual(["origjpg"]);
  });
});

describe("an older version's storage", () => {
  it("moveLegacyOriginals moves an original left under site/media into the private folder", async () => {
    await addStory(t.handle.db, { pcId: "legacy", titleEn: "Old quay", items: [{ photographer: "Li" }] });
    const bytes = jpeg("original legacy-0");
    write(legacyOriginalFile(storage, "test/legacy-0.jpg"), bytes);
    // the old layout: the original is public, and the signed address cannot find it
    expect((await get("/media/test/legacy-0.jpg")).statusCode).toBe(200);
    expect((await download(member, "legacy-r0")).statusCode).toBe(404);
    expect(await moveLegacyOriginals(t.handle.db, storage)).toBe(1);
    expect((await get("/media/test/legacy-0.jpg")).statusCode).toBe(404);
    expect(existsSync(legacyOriginalFile(storage, "test/legacy-0.jpg"))).toBe(false);
    expect(readFileSync(originalFile(storage, "test/legacy-0.jpg")).equals(bytes)).toBe(true);
    const url: string = (await download(member, "legacy-r0")).json().data.url;
    expect((await get(url, member)).rawPayload.equals(bytes)).toBe(true);
    // again: nothing left to move; a stray public copy of a moved original is removed
    expect(await moveLegacyOriginals(t.handle.db, storage)).toBe(0);
    write(legacyOriginalFile(storage, "test/legacy-0.jpg"), bytes);
    expect(await moveLegacyOriginals(t.handle.db, storage)).toBe(0);
    expect(existsSync(legacyOriginalFile(storage, "test/legacy-0.jpg"))).toBe(false);
  });

  it("migration 0011 gives old rows their private path and a public imgUrl", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pw-originals-db-"));
    const h = await openTestDb(dir);
    try {
      await h.db.insert(story).values({ pcId: "old", type: "image_group", siteCode: "pw", siteId: 1, subjectCode: "news", subjectName: "News", subjectNameZh: "新闻", titleEn: "Old", titleZh: "旧", status: "online", relContentUrl: "2025/01/01/old" });
      // as an older version wrote them: img_url is the original's public address, no original_path
      await h.db.insert(relation).values([
        { relationId: "old-r0", pcId: "old", seq: 0, mediaType: 3, mediaId: "1290", imgUrl: "/media/0/12/90/1290.png", titleImage: "/media/0/12/90/1290_480.jpg" },
        { relationId: "old-r1", pcId: "old", seq: 1, mediaType: 3, mediaId: null, imgUrl: "/media/other/pic.jpg", titleImage: "/media/other/pic_small.jpg" },
        { relationId: "old-r2", pcId: "old", seq: 2, mediaType: 1, imgUrl: null },
      ]);
      await h.db.insert(storeRecord).values({ store: "collection", oid: "u_old_old-r0", userCode: "u", storyId: "old", relationId: "old-r0", doc: { key: "u_old_old-r0", imgUrl: "/media/0/12/90/1290.png" } });
      // the migration's statements after its ALTER TABLE, as the migrator runs them
      const file = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../server/src/db/migrations/0011_private_originals.sql");
      const statements = readFileSync(file, "utf8").split("--> statement-breakpoint").map((s) => s.trim());
      expect(statements[0]).toMatch(/^ALTER TABLE "relation" ADD COLUMN "original_path" text;$/);
      for (const s of statements.slice(1)) await h.db.execute(sql.raw(s));
      const rows = await h.db.select().from(relation).orderBy(relation.seq);
      expect(rows.map((r) => [r.originalPath, r.imgUrl])).toEqual([
        ["0/12/90/1290.png", "/media/0/12/90/1290_1200.jpg"],
        ["other/pic.jpg", "/media/other/pic_small.jpg"],
        [null, null],
      ]);
      const [rec] = await h.db.select().from(storeRecord);
      expect((rec.doc as { imgUrl: string }).imgUrl).toBe("/media/0/12/90/1290_1200.jpg");
    } finally {
      await h.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
