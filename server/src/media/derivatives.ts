/**
 * Media files of published photos (SPEC §9 image path hashing and thumbnail
 * size). For a media id N with path hash H (imagePathHash(N), e.g. "0/12/90"):
 *
 *   STORAGE_DIR/originals/H/N.<ext>   the original, byte for byte; private:
 *                                     no static route serves it, only the
 *                                     signed download addresses read it
 *                                     (relation.originalPath "H/N.<ext>")
 *   /media/H/N_1200.jpg   title image, ≤ 1200 px wide (story.titleImage, the page image, relation.imgUrl)
 *   /media/H/N_480.jpg    list image, ≤ 480 px wide (story.listImage, relation.titleImage)
 *   /media/H/N_110.jpg    thumbnail, 110 × 110, quality 70 (SPEC §9)
 *   /media/H/N_1200.webp, N_480.webp   the same two sizes in WebP  } photo pages'
 *   /media/H/N_1200.avif, N_480.avif   and in AVIF                 } <picture>
 *
 * Cost (measured on the demo corpus's nine photos, 2 shared cores): the
 * original is decoded, turned and scaled once and every file is encoded
 * from those pixels. AVIF at sharp's effort 1 costs about 0.2 s at 1200 px
 * (effort 2: 0.36 s, effort 4: over 1 s, for files within 2 % of effort
 * 1's size). Storing the nine demo photos (at import, once; publishing
 * only writes pages) takes about 5 s, against 2.2 s for the JPEG-only
 * version; AVIF at effort 2 for the large size alone took 11 s.
 *
 * Every derived file drops the original's metadata (small public files); the
 * IPTC/EXIF/XMP a buyer needs stays in the original, which is what the
 * download service serves (services/downloads.ts), byte for byte.
 *
 * The /media/… files are public, under STORAGE_DIR/site. Derived images are
 * never enlarged and keep the original's aspect ratio. Older versions kept
 * the original at /media/H/N.<ext>: moveLegacyOriginals moves such files
 * into the private folder (`photowire serve` and `publish` run it).
 */
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, isNotNull } from "drizzle-orm";
import sharp, { type OutputInfo, type Sharp } from "sharp";
import type { Db } from "../db/client.js";
import { relation } from "../db/schema.js";
import { DECODE_LIMIT, ImageError, readImageHeader } from "./pixels.js";

// the addresses and sizes, apart so that the page renderer loads no image library (media-paths.ts)
export * from "./media-paths.js";
import { LARGE_WIDTH, LIST_WIDTH, THUMB_QUALITY, THUMB_SIZE, mediaUrls, originalFile, originalPathOf, scaledSize, siteFile, type MediaUrls } from "./media-paths.js";

const JPEG_QUALITY = 82;
const WEBP_QUALITY = 80;
/** AVIF: quality 50 looks like JPEG 82 at half the bytes; effort 1 of 0–9 (see the module comment: the cost) */
const AVIF_OPTIONS = { quality: 50, effort: 1 } as const;

/** What the import records of a stored image. */
export interface StoredMedia {
  mediaId: number;
  ext: string;
  /** px of the original, after EXIF orientation */
  width: number;
  height: number;
  /** bytes of the original */
  size: number;
  /** the public derived files */
  urls: MediaUrls;
  /** the original's private path (relation.originalPath, see originalFile) */
  originalPath: string;
}

/** True when the same original and all its derived files are already on disk (a re-import). */
async function alreadyStored(files: Record<string, string>, input: Buffer): Promise<boolean> {
  if (!Object.values(files).every((f) => existsSync(f))) return false;
  const st = await stat(files.original);
  if (st.size !== input.length) return false;
  return (await readFile(files.original)).equals(input);
}

/**
 * Stores an original in the private folder and derives its public sizes.
 * When the same original and its derived files are already there (a
 * re-import) nothing is written; a different file under the same id is
 * replaced. An original an older version left in the public folder
 * (/media/H/N.<ext>) is removed.
 * @param dataDir the storage root (STORAGE_DIR)
 * @param input the original's bytes (JPEG or PNG)
 * @throws ImageError (media/pixels.ts) when the image is over the one pixel
 *   limit (rule "pixels", MAX_IMAGE_PIXELS: found from the header, nothing
 *   decoded) or sharp cannot read or decode it (rule "image": truncated,
 *   corrupt); nothing is left behind then. A file-system error is thrown as it is.
 */
export async function storeMedia(dataDir: string, mediaId: number, input: Buffer, ext: string): Promise<StoredMedia> {
  const urls = mediaUrls(mediaId);
  const originalPath = originalPathOf(mediaId, ext);
  const legacy = legacyOriginalFile(dataDir, originalPath);
  const files = {
    original: originalFile(dataDir, originalPath),
    large: siteFile(dataDir, urls.large),
    list: siteFile(dataDir, urls.list),
    thumb: siteFile(dataDir, urls.thumb),
    largeWebp: siteFile(dataDir, urls.largeWebp),
    listWebp: siteFile(dataDir, urls.listWebp),
    largeAvif: siteFile(dataDir, urls.largeAvif),
    listAvif: siteFile(dataDir, urls.listAvif),
  };
  const meta = await readImageHeader(input);
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  await mkdir(path.dirname(files.original), { recursive: true });
  await mkdir(path.dirname(files.large), { recursive: true });
  const stored: StoredMedia = { mediaId, ext, width, height, size: input.length, urls, originalPath };
  if (await alreadyStored(files, input)) {
    await rm(legacy, { force: true });
    return stored;
  }
  try {
    // decode, orient and scale the original once; every file is encoded from those pixels
    const large = await largePixels(input);
    const list = scaledSize(width, height, LIST_WIDTH);
    await large().jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toFile(files.large);
    await large().resize(list.width, list.height, { fit: "fill" }).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toFile(files.list);
    await large()
      .resize(THUMB_SIZE, THUMB_SIZE, { fit: "cover", position: "attention" })
      .jpeg({ quality: THUMB_QUALITY })
      .toFile(files.thumb);
    await writeModernFormats(large, list, files);
    // the original last: its presence marks a complete set
    await writeFile(files.original, input);
  } catch (err) {
    await Promise.all(Object.values(files).map((f) => rm(f, { force: true })));
    throw err;
  }
  await rm(legacy, { force: true });
  return stored;
}

/**
 * The original decoded once, turned upright and scaled to at most
 * LARGE_WIDTH px wide (never enlarged), as raw pixels: each call gives a
 * new sharp pipeline over them. Decoding a large original costs more than
 * any encode, so the derived files share one. Decoded under the one pixel
 * limit (media/pixels.ts DECODE_LIMIT).
 * @throws ImageError "image" when the pixels do not decode (truncated, corrupt)
 */
async function largePixels(input: Buffer): Promise<() => Sharp> {
  let out: { data: Buffer; info: OutputInfo };
  try {
    out = await sharp(input, DECODE_LIMIT).autoOrient().resize({ width: LARGE_WIDTH, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw new ImageError("image", `undecodable image: ${(err as Error).message}`);
  }
  const { data, info } = out;
  return () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

/** The WebP and AVIF files (1200 and 480 px), from the large pixels; no metadata (public files). */
async function writeModernFormats(
  large: () => Sharp,
  list: { width: number; height: number },
  files: { largeWebp: string; listWebp: string; largeAvif: string; listAvif: string },
): Promise<void> {
  await large().webp({ quality: WEBP_QUALITY }).toFile(files.largeWebp);
  await large().avif(AVIF_OPTIONS).toFile(files.largeAvif);
  const small = await large().resize(list.width, list.height, { fit: "fill" }).raw().toBuffer({ resolveWithObject: true });
  const listPixels = () => sharp(small.data, { raw: { width: small.info.width, height: small.info.height, channels: small.info.channels } });
  await listPixels().webp({ quality: WEBP_QUALITY }).toFile(files.listWebp);
  await listPixels().avif(AVIF_OPTIONS).toFile(files.listAvif);
}

/**
 * Makes the WebP and AVIF files that media stored by an older version lack
 * (photos imported before the photo pages used <picture>), from the private
 * originals. Photos whose files are all there are left alone; one with no
 * original, or one over the pixel limit or undecodable (ImageError), is
 * skipped. `photowire serve` and `publish` run it.
 * @returns how many photos got their files
 */
export async function addModernFormats(db: Db, storageDir: string): Promise<number> {
  const rows = await db
    .select({ mediaId: relation.mediaId, p: relation.originalPath })
    .from(relation)
    .where(and(isNotNull(relation.originalPath), eq(relation.mediaType, 3)));
  let made = 0;
  for (const { mediaId, p } of rows) {
    if (!mediaId || !/^\d+$/.test(mediaId)) continue;
    const urls = mediaUrls(mediaId);
    const files = {
      largeWebp: siteFile(storageDir, urls.largeWebp),
      listWebp: siteFile(storageDir, urls.listWebp),
      largeAvif: siteFile(storageDir, urls.largeAvif),
      listAvif: siteFile(storageDir, urls.listAvif),
    };
    if (Object.values(files).every((f) => existsSync(f))) continue;
    let original: string;
    try {
      original = originalFile(storageDir, p!);
    } catch {
      continue;
    }
    if (!existsSync(original)) continue;
    await mkdir(path.dirname(files.largeWebp), { recursive: true });
    const input = await readFile(original);
    let meta: Awaited<ReturnType<typeof readImageHeader>>;
    let large: () => Sharp;
    try {
      meta = await readImageHeader(input);
      large = await largePixels(input);
    } catch (err) {
      if (err instanceof ImageError) continue;
      throw err;
    }
    const w = meta.autoOrient?.width ?? meta.width;
    const h = meta.autoOrient?.height ?? meta.height;
    await writeModernFormats(large, scaledSize(w, h, LIST_WIDTH), files);
    made++;
  }
  return made;
}

/** Where an older version kept an original (relation.originalPath) in the public folder: STORAGE_DIR/site/media/<path>. */
export function legacyOriginalFile(storageDir: string, originalPath: string): string {
  return path.join(storageDir, "site", "media", ...originalPath.split("/"));
}

/**
 * Moves the originals an older version stored in the public folder
 * (STORAGE_DIR/site/media/<originalPath>, see migration 0011) into the
 * private one (STORAGE_DIR/originals/<originalPath>). A relation whose
 * private file is already there is left alone (its public copy, if any, is
 * removed); one with no file in either place stays as it is (its download
 * answers not_found). Safe to run again and from several processes at once.
 * @returns how many files were moved
 */
export async function moveLegacyOriginals(db: Db, storageDir: string): Promise<number> {
  if (!existsSync(path.join(storageDir, "site", "media"))) return 0;
  const rows = await db.select({ p: relation.originalPath }).from(relation).where(isNotNull(relation.originalPath));
  let moved = 0;
  for (const { p } of rows) {
    let target: string;
    try {
      target = originalFile(storageDir, p!);
    } catch {
      continue; // not a path this version writes: nothing to move
    }
    const legacy = legacyOriginalFile(storageDir, p!);
    if (!existsSync(legacy)) continue;
    if (existsSync(target)) {
      await rm(legacy, { force: true });
      continue;
    }
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await rename(legacy, target);
      moved++;
    } catch (err) {
      // another process moved it first
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    }
  }
  return moved;
}
