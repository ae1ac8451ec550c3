/**
 * Media files of published photos under DATA_DIR/site/media (SPEC §9 image
 * path hashing and thumbnail size). For a media id N with path hash H
 * (imagePathHash(N), e.g. "0/12/90"):
 *
 *   /media/H/N.<ext>      the original, byte for byte (relation.imgUrl)
 *   /media/H/N_1200.jpg   title image, ≤ 1200 px wide (story.titleImage, the page image)
 *   /media/H/N_480.jpg    list image, ≤ 480 px wide (story.listImage, relation.titleImage)
 *   /media/H/N_110.jpg    thumbnail, 110 × 110, quality 70 (SPEC §9)
 *
 * Derived images are never enlarged and keep the original's aspect ratio.
 */
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { imagePathHash } from "../../../widgets/core/format.js";

/** Widths of the derived images in px, thumbnail edge and quality (SPEC §9). */
export const LARGE_WIDTH = 1200;
export const LIST_WIDTH = 480;
export const THUMB_SIZE = 110;
export const THUMB_QUALITY = 70;
const JPEG_QUALITY = 82;

/** Site-relative URLs of a media id's files. */
export interface MediaUrls {
  original: string;
  large: string;
  list: string;
  thumb: string;
}

/**
 * URLs of a media id's files (see the module comment).
 * @param mediaId numeric media id (relation.mediaId)
 * @param ext extension of the original without dot ("jpg" | "png")
 */
export function mediaUrls(mediaId: number | string, ext = "jpg"): MediaUrls {
  const id = Number(mediaId);
  const base = `/media/${imagePathHash(id)}/${id}`;
  return { original: `${base}.${ext}`, large: `${base}_${LARGE_WIDTH}.jpg`, list: `${base}_${LIST_WIDTH}.jpg`, thumb: `${base}_${THUMB_SIZE}.jpg` };
}

/** Size of an image scaled to at most `maxWidth` px wide (never enlarged), as sharp computes it. */
export function scaledSize(width: number, height: number, maxWidth: number): { width: number; height: number } {
  if (width <= maxWidth || width <= 0) return { width, height };
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) };
}

/** What the import records of a stored image. */
export interface StoredMedia {
  mediaId: number;
  ext: string;
  /** px of the original, after EXIF orientation */
  width: number;
  height: number;
  /** bytes of the original */
  size: number;
  urls: MediaUrls;
}

/** True when the same original and all its derived files are already on disk (a re-import). */
async function alreadyStored(files: Record<"original" | "large" | "list" | "thumb", string>, input: Buffer): Promise<boolean> {
  if (!Object.values(files).every((f) => existsSync(f))) return false;
  const st = await stat(files.original);
  if (st.size !== input.length) return false;
  return (await readFile(files.original)).equals(input);
}

/** Absolute file path of a site URL under DATA_DIR/site. */
export function siteFile(dataDir: string, url: string): string {
  return path.join(dataDir, "site", ...url.split("/").filter(Boolean));
}

/**
 * Stores an original and derives its sizes. When the same original and its
 * derived files are already there (a re-import) nothing is written; a
 * different file under the same id is replaced.
 * @param input the original's bytes (JPEG or PNG)
 * @throws when sharp cannot decode the image (truncated, corrupt, too many pixels); nothing is left behind then
 */
export async function storeMedia(dataDir: string, mediaId: number, input: Buffer, ext: string): Promise<StoredMedia> {
  const urls = mediaUrls(mediaId, ext);
  const files = {
    original: siteFile(dataDir, urls.original),
    large: siteFile(dataDir, urls.large),
    list: siteFile(dataDir, urls.list),
    thumb: siteFile(dataDir, urls.thumb),
  };
  const meta = await sharp(input).metadata();
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  if (!width || !height) throw new Error("image has no size");
  await mkdir(path.dirname(files.original), { recursive: true });
  if (await alreadyStored(files, input)) return { mediaId, ext, width, height, size: input.length, urls };
  try {
    const oriented = () => sharp(input).autoOrient();
    await oriented()
      .resize({ width: LARGE_WIDTH, withoutEnlargement: true })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toFile(files.large);
    await oriented()
      .resize({ width: LIST_WIDTH, withoutEnlargement: true })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toFile(files.list);
    await oriented()
      .resize(THUMB_SIZE, THUMB_SIZE, { fit: "cover", position: "attention" })
      .jpeg({ quality: THUMB_QUALITY })
      .toFile(files.thumb);
    // the original last: its presence marks a complete set
    await writeFile(files.original, input);
  } catch (err) {
    await Promise.all(Object.values(files).map((f) => rm(f, { force: true })));
    throw err;
  }
  return { mediaId, ext, width, height, size: input.length, urls };
}
