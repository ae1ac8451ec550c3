/**
 * The addresses and sizes of published media (SPEC §9 image path hashing and
 * thumbnail size; media/derivatives.ts makes the files): pure functions of a
 * media id, with no image library and no database, so that the render
 * worker threads (publish/render-worker.ts) load neither sharp nor drizzle for
 * them (issue 24: a worker's start). derivatives.ts re-exports all of it.
 */
import path from "node:path";
import { imagePathHash } from "../../../common/format.js";

/** Widths of the derived images in px, thumbnail edge and quality (SPEC §9). */
export const LARGE_WIDTH = 1200;
export const LIST_WIDTH = 480;
export const THUMB_SIZE = 110;
export const THUMB_QUALITY = 70;

/** Folder of the originals under STORAGE_DIR: outside STORAGE_DIR/site, so never served by a static route. */
export const ORIGINALS_DIR = "originals";

/** Site-relative URLs of a media id's public files. */
export interface MediaUrls {
  large: string;
  list: string;
  thumb: string;
  /** WebP of the large and list sizes */
  largeWebp: string;
  listWebp: string;
  /** AVIF of the large and list sizes */
  largeAvif: string;
  listAvif: string;
}

/**
 * Public URLs of a media id's derived files (see the module comment).
 * @param mediaId numeric media id (relation.mediaId)
 */
export function mediaUrls(mediaId: number | string): MediaUrls {
  const id = Number(mediaId);
  const base = `/media/${imagePathHash(id)}/${id}`;
  return {
    large: `${base}_${LARGE_WIDTH}.jpg`,
    list: `${base}_${LIST_WIDTH}.jpg`,
    thumb: `${base}_${THUMB_SIZE}.jpg`,
    largeWebp: `${base}_${LARGE_WIDTH}.webp`,
    listWebp: `${base}_${LIST_WIDTH}.webp`,
    largeAvif: `${base}_${LARGE_WIDTH}.avif`,
    listAvif: `${base}_${LIST_WIDTH}.avif`,
  };
}

/** One `<source>` (or the `<img>`) of a photo's `<picture>`: MIME type and `srcset` with w descriptors. */
export interface PictureSource {
  type: "image/avif" | "image/webp" | "image/jpeg";
  srcset: string;
}

/** The responsive image of a photo on a story page. */
export interface PictureView {
  /** `<source>`s, best format first (AVIF, WebP) */
  sources: PictureSource[];
  /** the `<img>`'s src and srcset (JPEG) */
  src: string;
  srcset: string;
  /** `sizes`: never wider than the largest file's px (so the browser never enlarges it) */
  sizes: string;
  /** px of the `<img>` (width/height attributes): the largest derived file's, never the original's when that is larger */
  width: number;
  height: number;
}

/**
 * The `<picture>` of a stored photo: a JPEG `<img>` with WebP and AVIF
 * `<source>`s, one candidate per distinct width (a small original gives the
 * same width twice), and `sizes` capped at the largest file's width, so a
 * 790 px photo is never shown wider than 790 CSS px.
 * @param mediaId numeric media id
 * @param width px of the original (after EXIF orientation)
 * @param height px of the original
 * @param mobile m_photo pages: the 480 px file first (src)
 */
export function pictureOf(mediaId: number | string, width: number, height: number, mobile = false): PictureView {
  const urls = mediaUrls(mediaId);
  const large = scaledSize(width, height, LARGE_WIDTH);
  const list = scaledSize(width, height, LIST_WIDTH);
  const two = list.width < large.width;
  const set = (small: string, big: string) => (two ? `${small} ${list.width}w, ${big} ${large.width}w` : `${big} ${large.width}w`);
  return {
    sources: [
      { type: "image/avif", srcset: set(urls.listAvif, urls.largeAvif) },
      { type: "image/webp", srcset: set(urls.listWebp, urls.largeWebp) },
    ],
    src: mobile && two ? urls.list : urls.large,
    srcset: set(urls.list, urls.large),
    sizes: `(max-width: ${large.width}px) 100vw, ${large.width}px`,
    width: large.width,
    height: large.height,
  };
}

/**
 * The private path of a media id's original (relation.originalPath), relative
 * to STORAGE_DIR/originals: "H/N.<ext>" ("0/12/90/1290.jpg").
 * @param ext extension of the original without dot ("jpg" | "png")
 */
export function originalPathOf(mediaId: number | string, ext = "jpg"): string {
  const id = Number(mediaId);
  return `${imagePathHash(id)}/${id}.${ext}`;
}

/**
 * Absolute file of an original (relation.originalPath) under
 * STORAGE_DIR/originals.
 * @param originalPath "/"-separated and relative ("0/12/90/1290.jpg")
 * @throws Error when the path is empty, absolute, or climbs out with ".."
 */
export function originalFile(storageDir: string, originalPath: string): string {
  const parts = originalPath.split("/");
  if (!originalPath || originalPath.startsWith("/") || parts.some((p) => !p || p === "." || p === ".." || p.includes("\\"))) {
    throw new Error(`not an original's path: ${JSON.stringify(originalPath)}`);
  }
  return path.join(storageDir, ORIGINALS_DIR, ...parts);
}

/** Size of an image scaled to at most `maxWidth` px wide (never enlarged), as sharp computes it. */
export function scaledSize(width: number, height: number, maxWidth: number): { width: number; height: number } {
  if (width <= maxWidth || width <= 0) return { width, height };
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) };
}

/** Absolute file path of a site URL under DATA_DIR/site. */
export function siteFile(dataDir: string, url: string): string {
  return path.join(dataDir, "site", ...url.split("/").filter(Boolean));
}
