/**
 * What an uploaded file says about itself (issue 11 "metadata read with
 * exifr fills the relation"; SPEC §3 Contributed story draft relationList
 * entry): the image's size after its EXIF orientation, its colour space and
 * colour depth (sharp's header read, the EXIF ColorSpace tag and the ICC
 * profile's description, read with exifr), and the caption, byline,
 * keywords and shooting date from IPTC, XMP and EXIF (media/metadata.ts
 * readEmbeddedMeta: IPTC first, then XMP, then EXIF, field by field).
 * Images: anything malformed is left out (null / ""), never thrown; the
 * upload has refused a photo over the one pixel limit before this runs
 * (services/uploads.ts), and sharp decodes under it here too
 * (media/pixels.ts DECODE_LIMIT: the preview of a photo over it is never made).
 * Videos: see probeVideo (ffprobe and a poster; an unplayable file throws
 * VideoError). describeUpload puts it together: the RelationDraftDto of an
 * assembled upload (services/uploads.ts) and the owner's private preview.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import exifr from "exifr";
import sharp, { type Metadata } from "sharp";
import { UPLOAD_PREVIEW_SIZE, UPLOAD_VIDEO_MIMES, type RelationDraftDto } from "../../../common/contribution.js";
import { MEDIA_TYPE } from "../../../common/types.js";
import type { UploadManifest } from "../db/schema.js";
import { readEmbeddedMeta } from "../media/metadata.js";
import { DECODE_LIMIT, ImageError, readImageHeader } from "../media/pixels.js";
import { makePoster, probeVideo as probeVideoFile } from "../media/ffmpeg.js";

/** The metadata fields of a RelationDraftDto (common/contribution.ts). */
export interface UploadMeta {
  colorDepth: number | null;
  orientation: number | null;
  colorSp: string | null;
  horizontal: number | null;
  vertical: number | null;
  square: boolean;
  caption: string;
  byline: string;
  keywords: string[];
  shootingDate: string;
}

/** Bits per sample of sharp's `depth`. */
const BITS: Record<string, number> = { uchar: 8, char: 8, ushort: 16, short: 16, uint: 32, int: 32, float: 32, double: 64 };

/** sharp's `space` → a colour space name, when nothing better is known. */
const SPACE: Record<string, string> = { srgb: "sRGB", rgb: "RGB", rgb16: "RGB", cmyk: "CMYK", "b-w": "Gray", grey16: "Gray", lab: "Lab", scrgb: "scRGB" };

/**
 * The colour space: the ICC profile's description when it names Adobe RGB,
 * ProPhoto, Display P3 or sRGB; else the EXIF ColorSpace tag (1 sRGB,
 * 0xFFFF Uncalibrated — what cameras write for Adobe RGB without a
 * profile); else sharp's interpretation of the pixels.
 */
export function colourSpaceOf(iccDescription: string | undefined, exifColorSpace: unknown, sharpSpace: string | undefined): string | null {
  const d = (iccDescription ?? "").toLowerCase();
  if (d.includes("adobe rgb")) return "Adobe RGB";
  if (d.includes("prophoto")) return "ProPhoto RGB";
  if (d.includes("display p3")) return "Display P3";
  if (d.includes("srgb")) return "sRGB";
  if (exifColorSpace === 1) return "sRGB";
  if (exifColorSpace === 0xffff || exifColorSpace === 65535) return "Uncalibrated";
  return sharpSpace ? (SPACE[sharpSpace] ?? sharpSpace) : null;
}

/**
 * Reads an image's metadata (JPEG, PNG, TIFF, WebP).
 * @param abs the assembled file (at most UPLOAD_MAX_IMAGE_BYTES: read whole;
 *   at most MAX_IMAGE_PIXELS, media/pixels.ts)
 */
export async function readImageMeta(abs: string): Promise<UploadMeta> {
  const bytes = await readFile(abs);
  let meta: Metadata | null = null;
  try {
    meta = await sharp(bytes, DECODE_LIMIT).metadata();
  } catch {
    meta = null;
  }
  let seg: Record<string, Record<string, unknown> | undefined> = {};
  try {
    seg =
      ((await exifr.parse(bytes, {
        tiff: true,
        ifd0: {},
        exif: true,
        gps: false,
        interop: false,
        ifd1: false,
        iptc: false,
        xmp: false,
        icc: true,
        jfif: false,
        ihdr: false,
        mergeOutput: false,
        reviveValues: false,
        translateValues: false,
      })) as typeof seg | undefined) ?? {};
  } catch {
    seg = {};
  }
  const embedded = await readEmbeddedMeta(bytes, { iptc: meta?.iptc, comments: meta?.comments });
  const orientation = meta?.orientation && meta.orientation >= 1 && meta.orientation <= 8 ? meta.orientation : ((seg.ifd0?.Orientation as number | undefined) ?? null);
  const turned = orientation !== null && orientation >= 5;
  const w = meta?.width ?? null;
  const h = meta?.height ?? null;
  const horizontal = turned ? h : w;
  const vertical = turned ? w : h;
  const iccDesc = seg.icc?.ProfileDescription;
  const bits = meta?.depth ? (BITS[meta.depth] ?? null) : null;
  return {
    colorDepth: bits !== null && meta?.channels ? bits * meta.channels : null,
    orientation,
    colorSp: colourSpaceOf(typeof iccDesc === "string" ? iccDesc : undefined, seg.exif?.ColorSpace, meta?.space),
    horizontal,
    vertical,
    square: horizontal !== null && horizontal === vertical,
    caption: embedded.caption ?? embedded.title ?? "",
    byline: embedded.photographer ?? "",
    keywords: embedded.keywords ?? [],
    shootingDate: embedded.date ?? "",
  };
}

/** What the server knows about an uploaded video. */
export interface VideoDetails {
  /** seconds (ffprobe, 3 decimals) */
  duration: number;
  /** the poster's path relative to STORAGE_DIR/uploads: `posters/<member id>/<md5>.jpg` */
  posterPath: string;
  /** px of the video after its rotation tag */
  width: number;
  height: number;
}

/** Widest poster kept at upload, px (the publisher's largest public size). */
export const UPLOAD_POSTER_MAX_WIDTH = 1200;

/**
 * Details of an uploaded video (mp4, webm, mov; already sniffed): its size
 * and duration read by ffprobe (media/ffmpeg.ts probeVideo) and a poster —
 * one JPEG frame at most UPLOAD_POSTER_MAX_WIDTH px wide (makePoster) —
 * written to STORAGE_DIR/uploads/posters/<member id>/<md5>.jpg, the private
 * path the contribution service accepts as a draft's posterPath
 * (services/contribution.ts: `posters/[<member id>/]<md5>.<jpg|png|webp>`).
 * @param abs the assembled file
 * @param uploadsDir STORAGE_DIR/uploads
 * @param memberId the uploading member's id
 * @param md5 the file's MD5 (lower-case hex)
 * @throws VideoError when the file is not a playable video (no video stream,
 *   no duration, no frame decodes); no poster is left behind then
 */
export async function probeVideo(abs: string, uploadsDir: string, memberId: number, md5: string): Promise<VideoDetails> {
  const info = await probeVideoFile(abs);
  const posterPath = `posters/${memberId}/${md5}.jpg`;
  const out = path.join(uploadsDir, ...posterPath.split("/"));
  try {
    await makePoster(abs, out, UPLOAD_POSTER_MAX_WIDTH);
  } catch (err) {
    await rm(out, { force: true });
    throw err;
  }
  return { duration: info.duration, posterPath, width: info.width, height: info.height };
}

/**
 * The RelationDraftDto of an assembled upload (services/uploads.ts), with
 * the owner's private preview (a photo: the photo; a video: its poster).
 * @param uploadsDir STORAGE_DIR/uploads
 * @param m the upload's manifest (member, MD5, size, name)
 * @param abs the assembled file; `rel` its path relative to uploadsDir
 * @param mime the sniffed type; `ext` its extension (UPLOAD_EXT_OF)
 * @throws VideoError a video that ffprobe/ffmpeg cannot play (the caller refuses it)
 */
export async function describeUpload(uploadsDir: string, m: UploadManifest, abs: string, rel: string, mime: string, ext: string): Promise<RelationDraftDto> {
  const relationId = `up${randomBytes(8).toString("hex")}`;
  const base = {
    filePath: rel,
    relationId,
    mediaId: m.md5,
    fileExt: ext,
    size: m.fileSize,
    md5: m.md5,
    fileName: m.fileName,
  };
  if ((UPLOAD_VIDEO_MIMES as readonly string[]).includes(mime)) {
    const v = await probeVideo(abs, uploadsDir, m.memberId, m.md5);
    const previewUrl = (await writePreview(uploadsDir, path.join(uploadsDir, ...v.posterPath.split("/")), m)) ? `/api/upload/preview/${relationId}` : null;
    return {
      ...base,
      mediaType: MEDIA_TYPE.video,
      colorDepth: null,
      orientation: null,
      colorSp: null,
      horizontal: v.width,
      vertical: v.height,
      square: v.width === v.height,
      caption: "",
      byline: "",
      keywords: [],
      shootingDate: "",
      duration: v.duration,
      posterPath: v.posterPath,
      previewUrl,
    };
  }
  const meta = await readImageMeta(abs);
  const previewUrl = (await writePreview(uploadsDir, abs, m)) ? `/api/upload/preview/${relationId}` : null;
  return { ...base, mediaType: MEDIA_TYPE.photo, ...meta, duration: null, posterPath: null, previewUrl };
}

/**
 * Writes the owner's preview of an upload: a JPEG of at most
 * UPLOAD_PREVIEW_SIZE px, turned upright, from `image` (the photo, or a
 * video's poster).
 * @returns false when sharp cannot decode it (no preview; the relation still stands)
 */
async function writePreview(uploadsDir: string, image: string, m: UploadManifest): Promise<boolean> {
  try {
    const out = previewFile(uploadsDir, m.memberId, m.md5);
    await mkdir(path.dirname(out), { recursive: true });
    await sharp(image, DECODE_LIMIT)
      .rotate()
      .resize(UPLOAD_PREVIEW_SIZE, UPLOAD_PREVIEW_SIZE, { fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toFile(out);
    return true;
  } catch {
    return false;
  }
}

/** The owner's preview of an upload: STORAGE_DIR/uploads/previews/<member id>/<md5>.jpg. */
export function previewFile(uploadsDir: string, memberId: number, md5: string): string {
  return path.join(uploadsDir, "previews", String(memberId), `${md5}.jpg`);
}

/**
 * Whether a photo's header says it is over the one pixel limit
 * (media/pixels.ts MAX_IMAGE_PIXELS, issue 19), read without decoding.
 * False when the header is not readable (yet): a first chunk that ends
 * before it, or a file sharp cannot read (its metadata is left out, see
 * readImageMeta).
 * @param input the photo's bytes (a first chunk will do) or its path
 */
export async function overPixelLimit(input: Buffer | string): Promise<boolean> {
  try {
    await readImageHeader(input);
    return false;
  } catch (err) {
    if (err instanceof ImageError) return err.rule === "pixels";
    throw err;
  }
}
