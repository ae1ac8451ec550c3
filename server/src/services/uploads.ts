/**
 * Resumable chunked uploads of contributors (issue 11 "Uploads"; SPEC §3
 * Contributed story draft relationList, §6 nature 1, §7 upload_file and
 * guest/upload_file, §8 Q_TYPE_DENIED, F_EXCEED_SIZE, §9 chunk 5242880
 * bytes; DESIGN §7 "uploads are sniffed, size-limited, and stored outside
 * the public folder").
 *
 * Rules:
 * - One chunk manifest per (member, whole-file MD5) (table upload_manifest):
 *   the chunk count follows from the size (UPLOAD_CHUNK_BYTES each, the last
 *   one the rest), the received indexes are appended atomically (three chunks
 *   in flight never lose one), and a call without bytes answers what the
 *   server holds: a reload, or another day, resumes from there.
 * - Chunks live under STORAGE_DIR/uploads/chunks/<member id>/<md5>/<index>
 *   (written to a temporary name, then renamed), the assembled file under
 *   STORAGE_DIR/uploads/files/<member id>/<md5>.<ext>, the owner's preview
 *   under STORAGE_DIR/uploads/previews/: never under the public site.
 * - The real type is sniffed from the bytes (file-type): on chunk 0, so a
 *   renamed executable is refused before the rest is sent, and again on the
 *   assembled file. Accepted: UPLOAD_IMAGE_MIMES and UPLOAD_VIDEO_MIMES;
 *   anything else is Q_TYPE_DENIED and the manifest and chunks are dropped.
 *   Size: at most UPLOAD_MAX_IMAGE_BYTES for a photo, UPLOAD_MAX_VIDEO_BYTES
 *   for a video (F_EXCEED_SIZE). Pixels (issue 19): a photo whose header
 *   says it is over UPLOAD_MAX_IMAGE_PIXELS (read without decoding, on
 *   chunk 0 when its header is in it, and on the assembled file) is
 *   F_EXCEED_PIXELS and dropped like a wrong type: nothing decodes it, and
 *   nothing that uploads can fail to publish for its size.
 * - Open uploads (issue 19): a member holds at most UPLOAD_OPEN_MAX
 *   manifests not complete, of UPLOAD_OPEN_MAX_BYTES declared bytes
 *   together; opening one more answers upload_open_limit (409) until one
 *   completes or expires. Openings of one member take turns (a lock on the
 *   member's row), so concurrent first calls cannot pass the cap together.
 * - When the last chunk is in, exactly one request claims the assembly
 *   (status receiving → assembling, with a lease of `assemblyLeaseMs` that
 *   the assembling process renews every third of it while it works),
 *   concatenates the chunks into a temporary file while hashing them, and
 *   compares the MD5. When the owner dies (a crash, kill -9, a restart), its
 *   lease runs out and the next call for the file, a check included, on any
 *   process, takes the assembly over and removes the dead owner's temporary
 *   file (issue 17); any other failure removes the temporary file it made.
 *   An MD5 mismatch drops the chunks and answers invalid_param (rule md5)
 *   so the client starts the file again. The
 *   metadata (services/upload-meta.ts) fills the RelationDraftDto, stored
 *   with the manifest (status complete). A video gets its duration, size and
 *   a poster (STORAGE_DIR/uploads/posters/<member id>/<md5>.jpg, ffprobe and
 *   ffmpeg); one they cannot play is Q_TYPE_DENIED and nothing is kept.
 *   The relation and the owner's preview of an assembled file are
 *   upload-meta.ts describeUpload; this module is the chunks, the assembly
 *   and the manifest. It stays whole (about 490 lines): opening, receiving, claiming,
 *   assembling and expiring are the steps of one manifest's life and share
 *   its lease, its chunk folder and its status changes.
 * - Instant upload: the member sending a file (same MD5) they uploaded
 *   before gets the stored relation at once, without any bytes. Only their
 *   own files count: another member's upload of the same bytes is not
 *   revealed (that would tell who holds which file).
 * - Expiry: a manifest not complete and untouched for
 *   UPLOAD_MANIFEST_TTL_HOURS (24) hours is removed with its chunks (swept
 *   at most every 15 minutes, on an upload call; `sweepExpired` for
 *   operators and tests); it no longer counts as open from then on. Any
 *   call for the file, a chunk or a check, counts as a touch. Complete
 *   uploads stay: drafts refer to them.
 * - F_DUPLICATE is the queue's rule (the same file twice in one queue,
 *   widgets/upload/upload.rules.ts); the server answers a repeated file
 *   with the same relation, so a draft never holds two copies of a file.
 */
import { createHash, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { and, eq, gt, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import { fileTypeFromBuffer, fileTypeFromFile } from "file-type";
import {
  chunkCount,
  MD5_RE,
  UPLOAD_CHUNK_BYTES,
  UPLOAD_EXT_OF,
  UPLOAD_IMAGE_MIMES,
  UPLOAD_MANIFEST_TTL_HOURS,
  UPLOAD_MAX_IMAGE_BYTES,
  UPLOAD_MAX_VIDEO_BYTES,
  UPLOAD_OPEN_MAX,
  UPLOAD_OPEN_MAX_BYTES,
  UPLOAD_VIDEO_MIMES,
  type RelationDraftDto,
  type UploadChunkAnswerDto,
} from "../../../common/contribution.js";
import { DEFAULT_UPLOAD_ASSEMBLY_LEASE_MS } from "../config.js";
import type { Db } from "../db/client.js";
import { ucMember, uploadManifest, type UcMember, type UploadManifest } from "../db/schema.js";
import { ApiError } from "../http/errors.js";
import { writeNewFile } from "./files.js";
import { describeUpload, overPixelLimit, previewFile } from "./upload-meta.js";
import { VideoError } from "../media/ffmpeg.js";

/** The private upload folder under STORAGE_DIR (outside STORAGE_DIR/site). */
export const UPLOADS_DIR = "uploads";
/** How often the expiry sweep runs at most, ms. */
const SWEEP_EVERY_MS = 15 * 60_000;
/** A relation id made by this service. */
const RELATION_ID_RE = /^up[0-9a-f]{16}$/;

/** One upload_file call (multipart fields, already type-checked by the route). */
export interface ChunkInput {
  /** whole-file MD5 (MD5_RE; upper case is folded) */
  md5: string;
  /** the file's name as picked (display only) */
  fileName: string;
  /** bytes of the whole file */
  fileSize: number;
  /** the chunk count the client computed (must be chunkCount(fileSize)) */
  chunks: number;
  /** 0-based index of the chunk sent; absent for a check */
  chunk?: number;
  /** MD5 of the chunk's bytes, checked when given */
  chunkMd5?: string;
  /** the chunk's bytes; null or absent for a check ("what do you have?") */
  data?: Buffer | null;
}

const invalid = (field: string, rule: string) => new ApiError("invalid_param", [{ field, rule }]);
const isImage = (mime: string) => (UPLOAD_IMAGE_MIMES as readonly string[]).includes(mime);
const isVideo = (mime: string) => (UPLOAD_VIDEO_MIMES as readonly string[]).includes(mime);

/** A safe display name: no folders or control characters, at most 200 characters. */
export function displayName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = name.replace(/\\/g, "/").split("/").pop()!.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return base.slice(0, 200) || "file";
}

export interface UploadServiceOptions {
  storageDir: string;
  /**
   * the assembly's lease, ms (default config.ts DEFAULT_UPLOAD_ASSEMBLY_LEASE_MS): an assembly whose
   * owner has not renewed it for this long is taken over by the next call
   */
  assemblyLeaseMs?: number;
  /** the clock (tests move it) */
  now?: () => Date;
}

export class UploadService {
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly opts: UploadServiceOptions,
  ) {}

  private now(): Date {
    return this.opts.now?.() ?? new Date();
  }

  /** STORAGE_DIR/uploads */
  get uploadsDir(): string {
    return path.join(this.opts.storageDir, UPLOADS_DIR);
  }

  private chunkDir(memberId: number, md5: string): string {
    return path.join(this.uploadsDir, "chunks", String(memberId), md5);
  }

  /**
   * Receives one chunk, or answers a check (no bytes): the heart of POST
   * /api/upload_file. The caller is a contributor (the route checks nature 1).
   * @returns `{ received, complete, relation }` (UploadChunkAnswerDto): the
   *   indexes held, and the relation once the file is assembled — at once for
   *   a file this member uploaded before (instant upload)
   * @throws invalid_param (422: md5, fileName, chunks, chunk, chunkMd5 or the
   *   chunk's length wrong; rule `md5` when the assembled file's MD5 differs:
   *   the chunks are dropped, start again), F_EXCEED_SIZE (413: over the
   *   video limit, or a photo over the photo limit), F_EXCEED_PIXELS (422: a
   *   photo over UPLOAD_MAX_IMAGE_PIXELS; the upload is dropped),
   *   upload_open_limit (409: a new file while the member's open uploads
   *   are at UPLOAD_OPEN_MAX or UPLOAD_OPEN_MAX_BYTES), Q_TYPE_DENIED (415: the
   *   sniffed type is not an accepted photo or video, or a video that
   *   ffprobe/ffmpeg cannot play — detail rule `video`; the upload is dropped)
   */
  async receive(member: UcMember, input: ChunkInput): Promise<UploadChunkAnswerDto> {
    const md5 = input.md5.toLowerCase();
    if (!MD5_RE.test(md5)) throw invalid("md5", "pattern");
    if (!Number.isSafeInteger(input.fileSize) || input.fileSize < 1) throw invalid("fileSize", "minimum");
    if (input.fileSize > UPLOAD_MAX_VIDEO_BYTES) throw new ApiError("F_EXCEED_SIZE");
    if (input.chunks !== chunkCount(input.fileSize)) throw invalid("chunks", "chunkCount");
    void this.maybeSweep();

    let m = await this.find(member.id, md5);
    if (m?.status === "complete") return this.answer(m);
    if (m && (m.fileSize !== input.fileSize || m.chunks !== input.chunks)) throw invalid("fileSize", "mismatch");
    if (!m) {
      await this.open(member, md5, input);
      m = (await this.find(member.id, md5))!;
      if (m.status === "complete") return this.answer(m);
    }

    if (!input.data) {
      // a check: what the server holds (it also keeps the manifest alive)
      await this.db.update(uploadManifest).set({ updatedAt: this.now() }).where(eq(uploadManifest.id, m.id));
      if (m.received.length === m.chunks && m.status !== "complete") return this.finish(m);
      return this.answer(m);
    }

    const idx = input.chunk;
    if (idx === undefined || !Number.isInteger(idx) || idx < 0 || idx >= m.chunks) throw invalid("chunk", "range");
    const expected = idx < m.chunks - 1 ? UPLOAD_CHUNK_BYTES : m.fileSize - (m.chunks - 1) * UPLOAD_CHUNK_BYTES;
    if (input.data.length !== expected) throw invalid("file", "chunkSize");
    if (input.chunkMd5 !== undefined) {
      if (createHash("md5").update(input.data).digest("hex") !== input.chunkMd5.toLowerCase()) throw invalid("chunkMd5", "mismatch");
    }
    if (idx === 0) await this.checkType(m, await fileTypeFromBuffer(input.data), input.data);

    if (!m.received.includes(idx)) {
      const dir = this.chunkDir(member.id, md5);
      await mkdir(dir, { recursive: true });
      const tmp = path.join(dir, `${idx}.${randomBytes(6).toString("hex")}.tmp`);
      // a full or read-only disk (storage_full, storage_unwritable): no part of the chunk stays
      await writeNewFile(tmp, input.data);
      await rename(tmp, path.join(dir, String(idx)));
      await this.db
        .update(uploadManifest)
        .set({ received: sql`array_append(${uploadManifest.received}, ${idx}::integer)`, updatedAt: this.now() })
        .where(and(eq(uploadManifest.id, m.id), sql`NOT (${idx}::integer = ANY(${uploadManifest.received}))`));
    } else {
      // a chunk sent again (a retry whose answer was lost): nothing to write, but the manifest is alive
      await this.db.update(uploadManifest).set({ updatedAt: this.now() }).where(eq(uploadManifest.id, m.id));
    }
    m = await this.find(member.id, md5);
    if (!m) {
      // refused (Q_TYPE_DENIED on chunk 0) while this chunk was on its way: keep nothing
      await rm(this.chunkDir(member.id, md5), { recursive: true, force: true });
      throw invalid("md5", "gone");
    }
    if (m.received.length === m.chunks && m.status !== "complete") return this.finish(m);
    return this.answer(m);
  }

  /**
   * Opens the manifest of a new file (member, md5), unless the member's open
   * uploads (not complete, not expired) are UPLOAD_OPEN_MAX already or would
   * pass UPLOAD_OPEN_MAX_BYTES with this one. A manifest another request
   * opened meanwhile is taken as it is.
   * @throws upload_open_limit (409)
   */
  private async open(member: UcMember, md5: string, input: ChunkInput): Promise<void> {
    const live = gt(uploadManifest.updatedAt, this.expiryCutoff());
    await this.db.transaction(async (tx) => {
      // one opening at a time per member, the member's row being the lock: concurrent first calls cannot pass the cap together
      await tx.select({ id: ucMember.id }).from(ucMember).where(eq(ucMember.id, member.id)).for("no key update");
      const [had] = await tx.select({ id: uploadManifest.id }).from(uploadManifest).where(and(eq(uploadManifest.memberId, member.id), eq(uploadManifest.md5, md5)));
      if (had) return;
      const [open] = await tx
        .select({ n: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${uploadManifest.fileSize}), 0)::float8` })
        .from(uploadManifest)
        .where(and(eq(uploadManifest.memberId, member.id), ne(uploadManifest.status, "complete"), live));
      if (open.n >= UPLOAD_OPEN_MAX || Number(open.bytes) + input.fileSize > UPLOAD_OPEN_MAX_BYTES) throw new ApiError("upload_open_limit");
      await tx
        .insert(uploadManifest)
        .values({ memberId: member.id, md5, fileName: displayName(input.fileName), fileSize: input.fileSize, chunks: input.chunks, updatedAt: this.now() })
        .onConflictDoNothing();
    });
  }

  /**
   * Refuses (and drops) an upload whose sniffed type is not accepted, a photo
   * over its byte limit, or a photo whose header (in `header`: the first
   * chunk, or the assembled file) says it is over the pixel limit.
   */
  private async checkType(m: UploadManifest, type: { mime: string } | undefined, header: Buffer | string): Promise<string> {
    if (!type || !(isImage(type.mime) || isVideo(type.mime))) {
      await this.drop(m);
      throw new ApiError("Q_TYPE_DENIED");
    }
    if (isImage(type.mime) && m.fileSize > UPLOAD_MAX_IMAGE_BYTES) {
      await this.drop(m);
      throw new ApiError("F_EXCEED_SIZE");
    }
    if (isImage(type.mime) && (await overPixelLimit(header))) {
      await this.drop(m);
      throw new ApiError("F_EXCEED_PIXELS");
    }
    return type.mime;
  }

  /** Removes a manifest and its chunks. */
  private async drop(m: UploadManifest): Promise<void> {
    await this.db.delete(uploadManifest).where(eq(uploadManifest.id, m.id));
    await rm(this.chunkDir(m.memberId, m.md5), { recursive: true, force: true });
  }

  /**
   * Every chunk is in: claims the assembly (one request wins; the others
   * answer what is held and the client asks again), assembles, checks and
   * describes the file.
   */
  private async finish(m: UploadManifest): Promise<UploadChunkAnswerDto> {
    const leaseMs = this.opts.assemblyLeaseMs ?? DEFAULT_UPLOAD_ASSEMBLY_LEASE_MS;
    const lease = () => new Date(this.now().getTime() + leaseMs);
    const [claimed] = await this.db
      .update(uploadManifest)
      .set({ status: "assembling", leaseUntil: lease() })
      .where(
        and(
          eq(uploadManifest.id, m.id),
          or(
            eq(uploadManifest.status, "receiving"),
            // its owner died: the lease ran out (or an older version claimed it without one)
            and(eq(uploadManifest.status, "assembling"), or(isNull(uploadManifest.leaseUntil), lt(uploadManifest.leaseUntil, this.now()))),
          ),
        ),
      )
      .returning();
    if (!claimed) return this.answer(m);
    if (m.status === "assembling") await this.removeTemporaryFiles(claimed);
    // the claim holds while this process works
    const renew = setInterval(() => {
      this.db
        .update(uploadManifest)
        .set({ leaseUntil: lease() })
        .where(and(eq(uploadManifest.id, m.id), eq(uploadManifest.status, "assembling")))
        .catch(() => undefined);
    }, Math.max(50, Math.floor(leaseMs / 3)));
    renew.unref();
    try {
      return this.answer(await this.assemble(claimed));
    } catch (err) {
      // anything but a refusal: let a later call try again
      if (!(err instanceof ApiError)) {
        await this.db.update(uploadManifest).set({ status: "receiving", leaseUntil: null }).where(eq(uploadManifest.id, m.id)).catch(() => undefined);
      }
      throw err;
    } finally {
      clearInterval(renew);
    }
  }

  /** Removes what a dead owner's assembly of `m` left in the files folder (its `<md5>.<random>.tmp`). */
  private async removeTemporaryFiles(m: UploadManifest): Promise<void> {
    const filesDir = path.join(this.uploadsDir, "files", String(m.memberId));
    const names = await readdir(filesDir).catch(() => [] as string[]);
    for (const n of names) if (n.startsWith(`${m.md5}.`) && n.endsWith(".tmp")) await rm(path.join(filesDir, n), { force: true });
  }

  private async assemble(m: UploadManifest): Promise<UploadManifest> {
    const dir = this.chunkDir(m.memberId, m.md5);
    const filesDir = path.join(this.uploadsDir, "files", String(m.memberId));
    await mkdir(filesDir, { recursive: true });
    const tmp = path.join(filesDir, `${m.md5}.${randomBytes(6).toString("hex")}.tmp`);
    const hash = createHash("md5");
    const out = createWriteStream(tmp);
    try {
      for (let i = 0; i < m.chunks; i++) {
        await pipeline(
          createReadStream(path.join(dir, String(i))),
          async function* (source: AsyncIterable<Buffer>) {
            for await (const b of source) {
              hash.update(b);
              yield b;
            }
          },
          out,
          { end: i === m.chunks - 1 },
        );
      }
    } catch (err) {
      out.destroy();
      await rm(tmp, { force: true });
      if ((err as { code?: string }).code === "ENOENT") {
        // a chunk file is missing (removed by hand, or an expired manifest revived): receive again
        await this.resetChunks(m);
        throw invalid("md5", "chunksLost");
      }
      throw err;
    }
    if (hash.digest("hex") !== m.md5) {
      await rm(tmp, { force: true });
      await this.resetChunks(m);
      throw invalid("md5", "mismatch");
    }
    const type = await fileTypeFromFile(tmp);
    let mime: string;
    try {
      mime = await this.checkType(m, type, tmp);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
    const ext = UPLOAD_EXT_OF[mime];
    const rel = `files/${m.memberId}/${m.md5}.${ext}`;
    const abs = path.join(this.uploadsDir, ...rel.split("/"));
    await rename(tmp, abs);
    let relation: RelationDraftDto;
    try {
      relation = await describeUpload(this.uploadsDir, m, abs, rel, mime, ext);
    } catch (err) {
      if (!(err instanceof VideoError)) throw err;
      // sniffed as a video but not playable (no video stream, no duration, no frame): refused like a wrong type
      await rm(abs, { force: true });
      await this.drop(m);
      throw new ApiError("Q_TYPE_DENIED", [{ field: "file", rule: "video" }]);
    }
    const [done] = await this.db
      .update(uploadManifest)
      .set({ status: "complete", relation, relationId: relation.relationId, leaseUntil: null, updatedAt: this.now() })
      .where(and(eq(uploadManifest.id, m.id), eq(uploadManifest.status, "assembling")))
      .returning();
    // another process took a lease this one let run out and finished first: its relation stands
    if (!done) return (await this.find(m.memberId, m.md5)) ?? m;
    await rm(dir, { recursive: true, force: true });
    return done;
  }

  /** Drops the chunks of a manifest and starts its receiving again. */
  private async resetChunks(m: UploadManifest): Promise<void> {
    await this.db.update(uploadManifest).set({ received: sql`'{}'::integer[]`, status: "receiving", leaseUntil: null, updatedAt: this.now() }).where(eq(uploadManifest.id, m.id));
    await rm(this.chunkDir(m.memberId, m.md5), { recursive: true, force: true });
  }

  private async find(memberId: number, md5: string): Promise<UploadManifest | undefined> {
    const [m] = await this.db.select().from(uploadManifest).where(and(eq(uploadManifest.memberId, memberId), eq(uploadManifest.md5, md5)));
    return m;
  }

  private answer(m: UploadManifest): UploadChunkAnswerDto {
    const complete = m.status === "complete";
    const received = complete ? Array.from({ length: m.chunks }, (_, i) => i) : [...new Set(m.received)].sort((a, b) => a - b);
    return { received, complete, relation: complete ? (m.relation as RelationDraftDto) : null };
  }

  /**
   * The relation of one of the member's complete uploads (the contribution
   * form checks what a draft refers to), or null.
   */
  async relationOf(member: UcMember, relationId: string): Promise<RelationDraftDto | null> {
    if (!RELATION_ID_RE.test(relationId)) return null;
    const [m] = await this.db
      .select()
      .from(uploadManifest)
      .where(and(eq(uploadManifest.relationId, relationId), eq(uploadManifest.memberId, member.id), eq(uploadManifest.status, "complete")));
    return m ? (m.relation as RelationDraftDto) : null;
  }

  /**
   * The private preview of one of the member's uploads (GET
   * /api/upload/preview/{relationId}): a JPEG of at most UPLOAD_PREVIEW_SIZE px
   * of the photo, or of a video's poster.
   * @throws not_found (404) no such upload of this member, or it has no preview
   */
  async preview(member: UcMember, relationId: string): Promise<{ abs: string; size: number }> {
    const rel = await this.relationOf(member, relationId);
    if (!rel || !rel.previewUrl) throw new ApiError("not_found");
    const abs = previewFile(this.uploadsDir, member.id, rel.md5);
    try {
      return { abs, size: (await stat(abs)).size };
    } catch {
      throw new ApiError("not_found");
    }
  }

  /** Runs the expiry sweep when the last one is older than an hour. */
  private async maybeSweep(): Promise<void> {
    const t = this.now().getTime();
    if (t - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = t;
    try {
      await this.sweepExpired();
    } catch {
      // the next call tries again
      this.lastSweep = 0;
    }
  }

  /** Manifests untouched since this moment or earlier (UPLOAD_MANIFEST_TTL_HOURS ago) are expired. */
  private expiryCutoff(): Date {
    return new Date(this.now().getTime() - UPLOAD_MANIFEST_TTL_HOURS * 3_600_000);
  }

  /**
   * Removes manifests that are not complete and untouched for
   * UPLOAD_MANIFEST_TTL_HOURS hours, with their chunks.
   * @returns how many were removed
   */
  async sweepExpired(): Promise<number> {
    const gone = await this.db
      .delete(uploadManifest)
      .where(and(ne(uploadManifest.status, "complete"), lte(uploadManifest.updatedAt, this.expiryCutoff())))
      .returning({ memberId: uploadManifest.memberId, md5: uploadManifest.md5 });
    for (const g of gone) await rm(this.chunkDir(g.memberId, g.md5), { recursive: true, force: true });
    return gone.length;
  }
}
