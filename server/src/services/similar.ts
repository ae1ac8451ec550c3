/**
 * Near-identical photos already in the archive (issue 19 "Editorial review":
 * an editor sees them beside a submission). Each photo gets a 64-bit
 * perceptual hash (sharp-phash, a DCT hash: the same picture resized,
 * recompressed or lightly retouched keeps nearly the same bits), stored in
 * relation.phash as "0"/"1" characters; two photos are near-identical when
 * the Hamming distance of their hashes is at most SIMILAR_MAX_DISTANCE,
 * counted by PostgreSQL (bit_count of the XOR of the bit(64) casts).
 *
 * The archive's hashes are made from each photo's public list-size image
 * the first time an editor compares (ensureHashes, a bounded batch a call),
 * so imports stay as fast as they were. Issue 23 (duplicates caught at the
 * door, 1,000,000 photos) will hash at import and index the lookup.
 */
import { readFile } from "node:fs/promises";
import { and, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import phash from "sharp-phash";
import { SIMILAR_MAX, SIMILAR_MAX_DISTANCE, type SimilarPhotoDto } from "../../../common/staff.js";
import { MEDIA_TYPE } from "../../../common/types.js";
import type { Db } from "../db/client.js";
import { relation, story } from "../db/schema.js";
import { siteFile } from "../media/derivatives.js";
import { DECODE_LIMIT } from "../media/pixels.js";
import { firstEdition, storyUrls } from "../adapters/story.js";

/** Most archive photos hashed by one ensureHashes call. */
export const HASH_BATCH = 2000;

/**
 * The perceptual hash of an image (a file's bytes), or null when it cannot
 * be read as an image.
 */
export async function phashOf(bytes: Buffer): Promise<string | null> {
  try {
    return await phash(bytes, DECODE_LIMIT);
  } catch {
    return null;
  }
}

/**
 * Hashes up to `limit` archive photos that have no hash yet, from their
 * list-size image under STORAGE_DIR/site; a photo whose image is missing or
 * unreadable gets the empty hash "" (not tried again, never matched).
 * @returns photos hashed
 */
export async function ensureHashes(db: Db, storageDir: string, limit = HASH_BATCH): Promise<number> {
  const rows = await db
    .select({ relationId: relation.relationId, titleImage: relation.titleImage })
    .from(relation)
    .where(and(isNull(relation.phash), eq(relation.mediaType, MEDIA_TYPE.photo)))
    .limit(limit);
  let done = 0;
  for (const r of rows) {
    let hash: string | null = null;
    if (r.titleImage) {
      const bytes = await readFile(siteFile(storageDir, r.titleImage)).catch(() => null);
      if (bytes) hash = await phashOf(bytes);
    }
    await db.update(relation).set({ phash: hash ?? "" }).where(eq(relation.relationId, r.relationId));
    done++;
  }
  return done;
}

/**
 * The archive's photos nearest to a hash, within SIMILAR_MAX_DISTANCE,
 * nearest first, at most SIMILAR_MAX; online and offline stories alike (an
 * editor wants to know about a taken-down copy too).
 * @param exceptPcId leave out this story's own photos
 */
export async function similarTo(db: Db, hash: string, exceptPcId?: string | null): Promise<SimilarPhotoDto[]> {
  if (!/^[01]{64}$/.test(hash)) return [];
  const distance = sql<number>`bit_count(${relation.phash}::bit(64) # ${hash}::bit(64))::int`;
  const rows = await db
    .select({ s: story, relationId: relation.relationId, titleImage: relation.titleImage, distance })
    .from(relation)
    .innerJoin(story, eq(story.pcId, relation.pcId))
    .where(
      and(
        isNotNull(relation.phash),
        sql`length(${relation.phash}) = 64`,
        exceptPcId ? ne(relation.pcId, exceptPcId) : undefined,
        sql`${distance} <= ${SIMILAR_MAX_DISTANCE}`,
      ),
    )
    .orderBy(distance, relation.relationId)
    .limit(SIMILAR_MAX);
  return rows.map((r) => ({
    pcId: r.s.pcId,
    relationId: r.relationId,
    title: r.s.titleZh || r.s.titleEn,
    htmlUrl: storyUrls(r.s, firstEdition(r.s)).htmlUrl,
    titleImage: r.titleImage,
    distance: Number(r.distance),
  }));
}
