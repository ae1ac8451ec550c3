/**
 * Issue 19, security of uploads (common/contribution.ts UPLOAD_OPEN_MAX,
 * UPLOAD_OPEN_MAX_BYTES, UPLOAD_MANIFEST_TTL_HOURS, UPLOAD_MAX_IMAGE_PIXELS;
 * services/uploads.ts; media/pixels.ts and storeMedia): a member's open
 * chunked uploads are capped, unfinished ones go 24 hours after their last
 * use, and one pixel limit holds from the upload to the published sizes.
 * Real app (app.inject) on a real database, real files under a temp
 * STORAGE_DIR. Before issue 19: no cap, 7 days, and a 48 KB PNG of
 * 20000 × 20000 uploaded, then failed to publish (sharp's 268 MP default).
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  chunkCount,
  UPLOAD_CHUNK_BYTES,
  UPLOAD_MANIFEST_TTL_HOURS,
  UPLOAD_MAX_IMAGE_PIXELS,
  UPLOAD_MAX_VIDEO_BYTES,
  UPLOAD_OPEN_MAX,
  UPLOAD_OPEN_MAX_BYTES,
  type UploadChunkAnswerDto,
} from "../../common/contribution.js";
import { messages as serverMessages } from "../../server/src/locale/index.js";
import { uploadManifest, type UcMember } from "../../server/src/db/schema.js";
import { storeMedia } from "../../server/src/media/derivatives.js";
import { ImageError, MAX_IMAGE_PIXELS } from "../../server/src/media/pixels.js";
import { UploadService } from "../../server/src/services/uploads.js";
import { refuses, shouldRetry } from "../../widgets/upload/upload.rules.js";
import { messages as uploadMessages } from "../../widgets/upload/locale/index.js";
import { multipart } from "./chat-helpers.js";
import { makeApp, type TestApp } from "./helpers.js";

const md5 = (b: Buffer) => createHash("md5").update(b).digest("hex");
const randomMd5 = () => randomBytes(16).toString("hex");

let t: TestApp;
let contributor: string;
let who: UcMember;

beforeAll(async () => {
  t = await makeApp({ RATE_LIMIT_FACTOR: "100" });
  contributor = await t.login(0);
  who = (await t.app.services.members.memberForToken(decodeURIComponent(contributor.split("=")[1])))!;
  expect(who.nature).toBe(1);
}, 60_000);
afterAll(async () => t?.close());
/** each test starts with no manifest of the contributor */
beforeEach(async () => {
  await t.handle.db.delete(uploadManifest).where(eq(uploadManifest.memberId, who.id));
});

/**
 * A PNG of `w` × `h` black pixels, 1 bit grey, made by hand (IHDR, one
 * deflated IDAT, IEND): 20000 × 20000 is about 48 KB and takes a fraction
 * of a second, where sharp's own encoder needs 8 s and 1.2 MB for it.
 */
function blankPng(w: number, h: number): Buffer {
  const part = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 1; // bit depth 1, colour type 0 (grey), deflate, filter 0, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(w / 8)) * h);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), part("IHDR", ihdr), part("IDAT", deflateSync(rows, { level: 9 })), part("IEND", Buffer.alloc(0))]);
}

/** One upload_file call: chunk `index` of `file`, or (index null) a check of a file of `size` bytes with MD5 `sum`. */
function send(o: { file?: Buffer; index?: number | null; md5?: string; size?: number; lang?: "zh" | "en" }) {
  const size = o.size ?? o.file!.length;
  const fields: Record<string, string> = { md5: o.md5 ?? md5(o.file!), fileName: "photo.png", fileSize: String(size), chunks: String(chunkCount(size)) };
  const files: { name: string; data: Buffer }[] = [];
  if (o.index != null) {
    fields.chunk = String(o.index);
    files.push({ name: "photo.png", data: o.file!.subarray(o.index * UPLOAD_CHUNK_BYTES, (o.index + 1) * UPLOAD_CHUNK_BYTES) });
  }
  const body = multipart(fields, files);
  return t.call({ method: "POST", url: "/api/upload_file", cookie: contributor, ...body, headers: { ...body.headers, "x-lang": o.lang ?? "en" } });
}
/** Opens an upload of `size` declared bytes (a check: the first call the widget makes for a file). */
const open = (size = 1000, sum = randomMd5(), lang?: "zh" | "en") => send({ md5: sum, size, index: null, lang });
const data = (res: { statusCode: number; body: string; json(): { data: UploadChunkAnswerDto } }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe("open uploads per member (issue 19)", () => {
  it("the 21st open upload answers upload_open_limit (409) with its message; one completing frees a slot", async () => {
    expect(UPLOAD_OPEN_MAX).toBe(20);
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#246" } }).png().toBuffer();
    for (let i = 0; i < UPLOAD_OPEN_MAX - 1; i++) data(await open());
    expect(data(await open(photo.length, md5(photo)))).toEqual({ received: [], complete: false, relation: null });
    const refused = await open();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "upload_open_limit", msg: serverMessages.en.upload_open_limit });
    const zh = await open(1000, randomMd5(), "zh");
    expect(zh.json()).toMatchObject({ code: "upload_open_limit", msg: serverMessages.zh.upload_open_limit });
    // nothing was opened by the refusals
    expect(await t.handle.db.select().from(uploadManifest).where(eq(uploadManifest.memberId, who.id))).toHaveLength(UPLOAD_OPEN_MAX);
    // an upload already open goes on, and completing it frees a slot
    expect(data(await send({ file: photo, index: 0 })).complete).toBe(true);
    data(await open());
    expect((await open()).statusCode).toBe(409);
  });

  it("concurrent first calls cannot pass the cap together", async () => {
    for (let i = 0; i < UPLOAD_OPEN_MAX - 5; i++) data(await open());
    const answers = await Promise.all(Array.from({ length: 10 }, () => open()));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode === 409 && r.json().code === "upload_open_limit")).toHaveLength(5);
  });

  it("declared bytes count too: two of the largest videos fill the 4 GiB; one more byte is refused", async () => {
    expect(UPLOAD_OPEN_MAX_BYTES).toBe(2 * UPLOAD_MAX_VIDEO_BYTES);
    data(await open(UPLOAD_MAX_VIDEO_BYTES));
    data(await open(UPLOAD_MAX_VIDEO_BYTES));
    const refused = await open(1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("upload_open_limit");
  });
});

describe("unfinished uploads expire after 24 hours (issue 19)", () => {
  it("a manifest untouched for 24 h is collected with its chunks; one untouched for 23 h is kept, and expired ones no longer count as open", async () => {
    expect(UPLOAD_MANIFEST_TTL_HOURS).toBe(24);
    let now = Date.now();
    const svc = new UploadService(t.handle.db, { storageDir: t.dataDir, now: () => new Date(now) });
    // the first chunk of a two-chunk PNG (its header, then anything)
    const first = Buffer.concat([blankPng(64, 64), Buffer.alloc(UPLOAD_CHUNK_BYTES)]).subarray(0, UPLOAD_CHUNK_BYTES);
    const size = 2 * UPLOAD_CHUNK_BYTES;
    const [a, b] = [randomMd5(), randomMd5()];
    await svc.receive(who, { md5: a, fileName: "a.png", fileSize: size, chunks: 2, chunk: 0, data: first });
    now += 3_600_000;
    await svc.receive(who, { md5: b, fileName: "b.png", fileSize: size, chunks: 2, chunk: 0, data: first });
    const chunkDir = (sum: string) => path.join(t.dataDir, "uploads", "chunks", String(who.id), sum);
    expect(readdirSync(chunkDir(a))).toEqual(["0"]);
    now += 23 * 3_600_000;
    await svc.sweepExpired();
    const left = (await t.handle.db.select().from(uploadManifest).where(eq(uploadManifest.memberId, who.id))).map((r) => r.md5);
    expect(left).toEqual([b]);
    expect(existsSync(chunkDir(a))).toBe(false);
    expect(readdirSync(chunkDir(b))).toEqual(["0"]);
    // b, untouched for 24 h too but not swept yet, no longer holds a slot
    now += 3_600_000;
    for (let i = 0; i < UPLOAD_OPEN_MAX; i++) await svc.receive(who, { md5: randomMd5(), fileName: "c.png", fileSize: 1000, chunks: 1 });
    await expect(svc.receive(who, { md5: randomMd5(), fileName: "d.png", fileSize: 1000, chunks: 1 })).rejects.toMatchObject({ code: "upload_open_limit" });
  });
});

describe("one pixel limit from upload to publish (issue 19)", () => {
  it("a 48 KB PNG of 20000 × 20000 is refused at its first chunk with F_EXCEED_PIXELS (422) and nothing is kept; 100 megapixels still upload", async () => {
    expect(UPLOAD_MAX_IMAGE_PIXELS).toBe(120_000_000);
    const big = blankPng(20_000, 20_000);
    expect(big.length).toBeLessThan(64 * 1024);
    expect(await sharp(big, { limitInputPixels: false }).metadata()).toMatchObject({ format: "png", width: 20_000, height: 20_000 });
    const refused = await send({ file: big, index: 0 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: "F_EXCEED_PIXELS", msg: serverMessages.en.F_EXCEED_PIXELS });
    expect(await t.handle.db.select().from(uploadManifest).where(eq(uploadManifest.md5, md5(big)))).toEqual([]);
    expect(existsSync(path.join(t.dataDir, "uploads", "chunks", String(who.id), md5(big)))).toBe(false);
    expect(existsSync(path.join(t.dataDir, "uploads", "files", String(who.id), `${md5(big)}.png`))).toBe(false);
    const ok = blankPng(10_000, 10_000);
    const done = data(await send({ file: ok, index: 0 }));
    expect(done.complete).toBe(true);
    expect(done.relation).toMatchObject({ horizontal: 10_000, vertical: 10_000, fileExt: "png" });
  });

  it("storeMedia (the publisher's and the importers' path) refuses the same file from its header with ImageError pixels and leaves nothing; a broken image is ImageError image; a photo at the limit is stored", async () => {
    expect(MAX_IMAGE_PIXELS).toBe(UPLOAD_MAX_IMAGE_PIXELS);
    const err = await storeMedia(t.dataDir, 9_000_001, blankPng(20_000, 20_000), "png").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImageError);
    expect((err as ImageError).rule).toBe("pixels");
    expect(existsSync(path.join(t.dataDir, "originals"))).toBe(false);
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#468" } }).jpeg().toBuffer();
    const broken = await storeMedia(t.dataDir, 9_000_002, jpeg.subarray(0, 400), "jpg").catch((e: unknown) => e);
    expect(broken).toBeInstanceOf(ImageError);
    expect((broken as ImageError).rule).toBe("image");
    const stored = await storeMedia(t.dataDir, 9_000_003, blankPng(12_000, 10_000), "png");
    expect(stored).toMatchObject({ width: 12_000, height: 10_000 });
  }, 60_000);
});

describe("the upload widget shows the new refusals (issue 19)", () => {
  it("F_EXCEED_PIXELS refuses the file (invalid, no retry); upload_open_limit fails it without automatic retries; both have zh and en texts", () => {
    expect(refuses("F_EXCEED_PIXELS")).toBe(true);
    expect(shouldRetry("F_EXCEED_PIXELS", 1)).toBe(false);
    expect(refuses("upload_open_limit")).toBe(false);
    expect(shouldRetry("upload_open_limit", 1)).toBe(false);
    for (const lang of ["zh", "en"] as const) {
      expect(uploadMessages[lang].F_EXCEED_PIXELS).toBeTruthy();
      expect(uploadMessages[lang].upload_open_limit).toBeTruthy();
    }
    // the texts name the limits the server applies
    expect(serverMessages.en.F_EXCEED_PIXELS).toContain(`${UPLOAD_MAX_IMAGE_PIXELS / 1e6} megapixels`);
    expect(uploadMessages.en.F_EXCEED_PIXELS).toContain(`${UPLOAD_MAX_IMAGE_PIXELS / 1e6} megapixels`);
    expect(serverMessages.en.upload_open_limit).toContain(`${UPLOAD_OPEN_MAX} files`);
    expect(serverMessages.en.upload_open_limit).toContain(`${UPLOAD_OPEN_MAX_BYTES / 2 ** 30} GB`);
  });
});
