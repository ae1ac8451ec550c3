/**
 * The story writer (DESIGN §2 services/, §5; SPEC §3 Story and Relation):
 * identifiers, where a story came from, and writing a story with its
 * relations. Used by the importers (import/) and by contributions
 * (services/contribution.ts); every write reindexes the story for search
 * (services/search).
 *
 * Identifiers are stable strings: pcId "pw" + 6 digits (pw000001),
 * relationId "pw" + 9 digits (pw000000001), mediaId a decimal number whose
 * files live under /media/<imagePathHash(mediaId)>/ (media/derivatives.ts).
 * relContentUrl is "YYYY/MM/DD/<pcId>" of the publish date (UTC).
 *
 * Imports are idempotent: every story remembers where it came from in
 * story.source.key ("stdlib:<key>", "sotu:<file>", "file:<sha256>"), so a
 * second run updates or skips instead of duplicating.
 */
import { eq, sql } from "drizzle-orm";
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc.js";
import type { Db } from "../../db/client.js";
import { photographer, relation, story } from "../../db/schema.js";
import type { SourcePhoto, StorySource } from "../../db/story-source.js";
import type { StoredPhotographer } from "../../adapters/story.js";
import { reindexStory } from "../search/index.js";

dayjs.extend(utc);

const pad = (n: number, width: number) => String(n).padStart(width, "0");

/** pcId of story number n: "pw" + 6 digits. */
const pcIdOf = (n: number) => `pw${pad(n, 6)}`;
/** relationId of relation number n: "pw" + 9 digits. */
const relationIdOf = (n: number) => `pw${pad(n, 9)}`;

/** "YYYY/MM/DD/<pcId>" of the publish date in UTC. */
function relContentUrlOf(pcId: string, publishTime: Date): string {
  return `${dayjs.utc(publishTime).format("YYYY/MM/DD")}/${pcId}`;
}

/** Next free numbers for pcIds, relationIds and mediaIds. */
export class Allocator {
  private constructor(
    private story: number,
    private rel: number,
    private media: number,
  ) {}

  static async load(db: Db): Promise<Allocator> {
    const [row] = await db.execute<{ s: number | null; r: number | null; m: number | null }>(sql`
      select
        (select max(substring(pc_id from '^pw([0-9]+)$')::bigint) from story) as s,
        (select max(substring(relation_id from '^pw([0-9]+)$')::bigint) from relation) as r,
        (select max(media_id::bigint) from relation where media_id ~ '^[0-9]{1,9}$') as m
    `).then((res) => res.rows);
    return new Allocator(Number(row?.s ?? 0), Number(row?.r ?? 0), Number(row?.m ?? 0));
  }

  nextPcId = () => pcIdOf(++this.story);
  nextRelationId = () => relationIdOf(++this.rel);
  nextMediaId = () => ++this.media;
  /** reserves media ids already used by stories being kept */
  seenMedia(id: number) {
    if (id > this.media) this.media = id;
  }
}

/** Existing stories by source key, and media ids by corpus photo key. */
export async function existingSources(db: Db): Promise<{ byKey: Map<string, string>; mediaByPhoto: Map<string, SourcePhoto> }> {
  const rows = await db
    .select({ pcId: story.pcId, source: story.source })
    .from(story)
    .where(sql`${story.source} ->> 'key' is not null`);
  const byKey = new Map<string, string>();
  const mediaByPhoto = new Map<string, SourcePhoto>();
  for (const r of rows) {
    const src = r.source as StorySource;
    byKey.set(src.key, r.pcId);
    if (src.kind === "stdlib-img") for (const p of src.photos ?? []) mediaByPhoto.set(p.key, p);
  }
  return { byKey, mediaByPhoto };
}

/** Inserts (or renames in Chinese) a photographer; returns the stored reference. */
export async function ensurePhotographer(db: Db, name: string, nameZh?: string): Promise<StoredPhotographer> {
  const [row] = await db
    .insert(photographer)
    .values({ name, nameZh: nameZh ?? null })
    .onConflictDoUpdate({
      target: photographer.name,
      set: { nameZh: nameZh ? nameZh : sql`${photographer.nameZh}` },
    })
    .returning();
  return { id: row.id, name: row.name, nameZh: row.nameZh ?? undefined };
}

export type StoryInsert = typeof story.$inferInsert;
export type RelationInsert = Omit<typeof relation.$inferInsert, "relationId" | "pcId" | "seq">;

/**
 * Writes one story and its relations. A new story gets the next pcId and the
 * given publish time; an existing one (same source key) keeps its pcId,
 * publish time, URL and relationIds (matched by position) and gets the new
 * text. Then its search text is recomputed.
 * @returns how many stories and relations were inserted (not updated)
 */
export async function upsertStory(
  db: Db,
  alloc: Allocator,
  existingPcId: string | undefined,
  data: Omit<StoryInsert, "pcId" | "relContentUrl" | "publishTime">,
  publishTime: Date,
  rels: RelationInsert[],
): Promise<{ pcId: string; stories: number; relations: number }> {
  const inserted = { stories: 0, relations: 0 };
  const pcId = existingPcId ?? alloc.nextPcId();
  await db.transaction(async (tx) => {
    if (existingPcId) {
      // a story staff took down stays down (issue 19: only a restore brings it back)
      const status = data.status === undefined ? undefined : sql`case when ${story.withdrawn} is null then ${data.status} else 'offline' end`;
      await tx.update(story).set({ ...data, ...(status ? { status } : {}), updateTime: new Date() }).where(eq(story.pcId, pcId));
    } else {
      await tx.insert(story).values({ ...data, pcId, publishTime, relContentUrl: relContentUrlOf(pcId, publishTime) });
      inserted.stories = 1;
    }
    const old = existingPcId
      ? await tx.select({ relationId: relation.relationId, seq: relation.seq }).from(relation).where(eq(relation.pcId, pcId))
      : [];
    const bySeq = new Map(old.map((r) => [r.seq, r.relationId]));
    for (const [seq, r] of rels.entries()) {
      const relationId = bySeq.get(seq);
      if (relationId) {
        await tx.update(relation).set({ ...r, updateTime: new Date() }).where(eq(relation.relationId, relationId));
        bySeq.delete(seq);
      } else {
        await tx.insert(relation).values({ ...r, relationId: alloc.nextRelationId(), pcId, seq });
        inserted.relations++;
      }
    }
    for (const relationId of bySeq.values()) await tx.delete(relation).where(eq(relation.relationId, relationId));
  });
  await reindexStory(db, pcId);
  return { pcId, ...inserted };
}

/** The distinct items of a list, in first-seen order. */
export const unique = <T>(xs: T[]) => [...new Set(xs)];
