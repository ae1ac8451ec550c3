/**
 * The files a download serves (issue 20 "Sizes"): small and medium made from
 * the private original with sharp (turned upright, scaled so that the longer
 * edge is the size's long edge, never enlarged; EXIF, IPTC and ICC kept, the
 * licence's XMP merged in with withXmp; a PNG original stays PNG, any other
 * becomes JPEG), and the original itself with the licence's XMP spliced in
 * without re-encoding (media/xmp.ts spliceXmp: JPEG and PNG; a TIFF or WebP
 * original is served unchanged).
 *
 * Cached under STORAGE_DIR/sized/<2 hex>/, a name per relation, size, long
 * edge, the original's identity (bytes and modification time) and a hash of
 * the XMP it carries (licence, credit line, language):
 * "<relationId>.<size>.<px|o>.<original>.<xmp>.<ext>" (relation ids hold no dot). A change of the
 * settings' long edge, of the original or of the licence gives a new name,
 * so the file is made again; the older files of that relation and size are
 * removed when the new one is written. Written to a temporary name and
 * renamed, so two processes making the same file at once never serve half
 * of one. Nothing here is public: only the signed download addresses
 * (services/downloads.ts) read these files.
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { DownloadSize } from "../../../common/commerce.js";
import { DECODE_LIMIT, ImageError } from "./pixels.js";
import { isJpeg, isPng, licenceXmp, readXmp, spliceXmp, type XmpLicence } from "./xmp.js";

/** Folder of the cached download files under STORAGE_DIR (private: no static route serves it). */
export const SIZED_DIR = "sized";
/** JPEG quality of the small and medium files. */
export const SIZED_JPEG_QUALITY = 86;

/** What a sized file is made of. */
export interface SizedInput {
  storageDir: string;
  relationId: string;
  /** absolute path of the private original */
  original: string;
  size: DownloadSize;
  /** the size's long edge in px (settings); null for the original */
  longEdgePx: number | null;
  /** px of the original after EXIF orientation (relation.width/height) */
  width: number;
  height: number;
  /** the licence to write into the file; null: none (the original unchanged, the sized file without XMP added) */
  xmp: XmpLicence | null;
}

/** A file a download serves. */
export interface SizedFile {
  path: string;
  /** px of the file */
  width: number;
  height: number;
  bytes: number;
  /** with its dot: ".jpg", ".png", ".tif" … */
  ext: string;
  mime: string;
}

const MIME: Record<string, string> = { ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png", ".tif": "image/tiff", ".tiff": "image/tiff", ".webp": "image/webp" };
/** The MIME type of a file by its extension (application/octet-stream when unknown). */
export const mimeOf = (ext: string) => MIME[ext.toLowerCase()] ?? "application/octet-stream";

/** px of an image of `width` × `height` fitted inside `longEdge` × `longEdge`, never enlarged (as sharp's fit inside computes it). */
export function sizedPx(width: number, height: number, longEdge: number | null): { width: number; height: number } {
  if (longEdge === null || width <= 0 || height <= 0 || Math.max(width, height) <= longEdge) return { width, height };
  if (width >= height) return { width: longEdge, height: Math.max(1, Math.round((height * longEdge) / width)) };
  return { width: Math.max(1, Math.round((width * longEdge) / height)), height: longEdge };
}

/** Bytes of a file at `target` px estimated from the original's bytes by the pixel ratio (the original's own bytes when not smaller). */
export function estimateBytes(originalBytes: number, width: number, height: number, target: { width: number; height: number }): number {
  if (width <= 0 || height <= 0) return originalBytes;
  return Math.round(originalBytes * Math.min(1, (target.width * target.height) / (width * height)));
}

/** The folder and file name of a cached file (see the module comment). */
async function cacheName(input: SizedInput, ext: string): Promise<{ dir: string; name: string; prefix: string }> {
  const st = await stat(input.original);
  const id = `${st.size.toString(36)}${Math.floor(st.mtimeMs).toString(36)}`;
  const x = input.xmp ? createHash("sha256").update(JSON.stringify(input.xmp)).digest("hex").slice(0, 12) : "n";
  const bucket = createHash("sha256").update(input.relationId).digest("hex").slice(0, 2);
  const safe = input.relationId.replace(/[^A-Za-z0-9_-]/g, "-");
  const prefix = `${safe}.${input.size}.`;
  return { dir: path.join(input.storageDir, SIZED_DIR, bucket), name: `${prefix}${input.longEdgePx ?? "o"}.${id}.${x}${ext}`, prefix };
}

/** The extension a size's file of this original gets. */
function extOf(input: SizedInput): string {
  const own = path.extname(input.original).toLowerCase();
  if (input.longEdgePx === null) return own;
  return own === ".png" ? ".png" : ".jpg";
}

/**
 * The file of a size when it is already made (no work), else null. The
 * original of a format XMP cannot be written into is its own file.
 */
export async function cachedSized(input: SizedInput): Promise<SizedFile | null> {
  const ext = extOf(input);
  if (input.longEdgePx === null && (!input.xmp || ![".jpg", ".jpeg", ".png"].includes(ext))) return plain(input);
  const { dir, name } = await cacheName(input, ext);
  const file = path.join(dir, name);
  const st = await stat(file).catch(() => null);
  if (!st?.isFile()) return null;
  return { path: file, ...sizedPx(input.width, input.height, input.longEdgePx), bytes: st.size, ext, mime: mimeOf(ext) };
}

/** The original itself, unchanged. */
async function plain(input: SizedInput): Promise<SizedFile> {
  const st = await stat(input.original);
  const ext = path.extname(input.original).toLowerCase();
  return { path: input.original, width: input.width, height: input.height, bytes: st.size, ext, mime: mimeOf(ext) };
}

/**
 * The file of a size, made (and cached) when it is not there yet.
 * @throws ImageError "image" when the original does not decode (a sized
 *   file) — the original itself is never decoded; a file-system error (the
 *   original gone) as it is
 */
export async function sizedFile(input: SizedInput): Promise<SizedFile> {
  const cached = await cachedSized(input);
  if (cached) return cached;
  const ext = extOf(input);
  const { dir, name, prefix } = await cacheName(input, ext);
  const bytes = await readFile(input.original);
  let out: Buffer;
  let px = { width: input.width, height: input.height };
  if (input.longEdgePx === null) {
    const existing = readXmp(bytes);
    const spliced = input.xmp ? spliceXmp(bytes, licenceXmp(input.xmp, existing)) ?? spliceXmp(bytes, licenceXmp(input.xmp)) : null;
    if (!spliced) return plain(input);
    out = spliced;
  } else {
    try {
      const existing = isJpeg(bytes) || isPng(bytes) ? readXmp(bytes) : ((await sharp(bytes, DECODE_LIMIT).metadata()).xmp?.toString("utf8") ?? null);
      let pipe = sharp(bytes, DECODE_LIMIT)
        .autoOrient()
        .resize({ width: input.longEdgePx, height: input.longEdgePx, fit: "inside", withoutEnlargement: true })
        .keepMetadata();
      const packet = input.xmp ? licenceXmp(input.xmp, existing) : null;
      if (packet) pipe = pipe.withXmp(packet);
      const res = await (ext === ".png" ? pipe.png() : pipe.jpeg({ quality: SIZED_JPEG_QUALITY, mozjpeg: true })).toBuffer({ resolveWithObject: true });
      out = res.data;
      // libvips writes no XMP into a PNG: spliced in as an iTXt chunk instead
      if (packet && !readXmp(out)) out = spliceXmp(out, packet) ?? out;
      px = { width: res.info.width, height: res.info.height };
    } catch (err) {
      throw new ImageError("image", `undecodable image: ${(err as Error).message}`);
    }
  }
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, name);
  const tmp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  await writeFile(tmp, out);
  await rename(tmp, file);
  // older files of this relation and size (another long edge, original or licence) go
  for (const f of await readdir(dir)) {
    if (f.startsWith(prefix) && f !== name && !f.endsWith(".tmp")) await rm(path.join(dir, f), { force: true });
  }
  return { path: file, ...px, bytes: out.length, ext, mime: mimeOf(ext) };
}
