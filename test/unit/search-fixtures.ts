/**
 * Test stories for the search tests: inserted directly (status offline, like
 * an importer would before publishing), indexed with reindexStory, and put
 * online when asked.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../server/src/db/client.js";
import { relation, story } from "../../server/src/db/schema.js";
import { reindexStory } from "../../server/src/services/search/index.js";

export interface TestStory {
  pcId: string;
  siteCode?: string;
  type?: string;
  subjectCode?: string;
  subjectName?: string;
  subjectNameZh?: string;
  titleEn?: string;
  titleZh?: string;
  descriptionEn?: string;
  descriptionZh?: string;
  /** text stories: body per edition (paragraphs separated by blank lines) */
  bodyEn?: string;
  bodyZh?: string;
  author?: string;
  authorZh?: string;
  flagWordStr?: string;
  flagWordStrZh?: string;
  shootDate?: string;
  publishTime?: Date;
  online?: boolean;
  items?: { ext?: string; free?: boolean; caption?: string; captionZh?: string; photographer?: string; mediaType?: number }[];
}

/** Inserts (or replaces) a story and its items, indexes it, online unless `online: false`. */
export async function addStory(db: Db, s: TestStory): Promise<void> {
  await db.delete(story).where(eq(story.pcId, s.pcId));
  await db.insert(story).values({
    pcId: s.pcId,
    type: s.type ?? "image",
    siteCode: s.siteCode ?? "t2",
    siteId: 2,
    subjectCode: s.subjectCode ?? "news",
    subjectName: s.subjectName ?? "News",
    subjectNameZh: s.subjectNameZh ?? "新闻",
    titleEn: s.titleEn ?? s.pcId,
    titleZh: s.titleZh ?? "",
    descriptionEn: s.descriptionEn ?? "",
    descriptionZh: s.descriptionZh ?? "",
    bodyEn: s.bodyEn ?? null,
    bodyZh: s.bodyZh ?? null,
    author: s.author ?? "",
    authorZh: s.authorZh ?? "",
    flagWordStr: s.flagWordStr ?? "",
    flagWordStrZh: s.flagWordStrZh ?? "",
    shootDate: s.shootDate ?? "",
    publishTime: s.publishTime ?? new Date(Date.now() - 60_000),
    status: "offline",
    relContentUrl: `2026/01/01/${s.pcId}`,
  });
  const items = s.items ?? [];
  if (items.length) {
    await db.insert(relation).values(
      items.map((it, i) => ({
        relationId: `${s.pcId}-r${i}`,
        pcId: s.pcId,
        seq: i,
        mediaType: it.mediaType ?? 3,
        photographerStr: it.photographer ?? "",
        photographer: it.photographer ? [{ id: 900 + i, name: it.photographer }] : [],
        descriptionEn: it.caption ?? "",
        descriptionZh: it.captionZh ?? "",
        imgUrl: `/media/test/${s.pcId}-${i}_1200.jpg`,
        // the private original (STORAGE_DIR/originals/test/…): the file type filter and downloads read it
        originalPath: `test/${s.pcId}-${i}.${it.ext ?? "jpg"}`,
        free: it.free ?? false,
      })),
    );
  }
  await reindexStory(db, s.pcId);
  if (s.online !== false) await setOnline(db, s.pcId, true);
}

/** Puts a story online or takes it offline (status only). */
export async function setOnline(db: Db, pcId: string, online: boolean): Promise<void> {
  await db.update(story).set({ status: online ? "online" : "offline" }).where(eq(story.pcId, pcId));
}
