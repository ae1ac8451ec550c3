/**
 * Browser-test data: one photo story with two photo relations, inserted
 * directly with Drizzle (the importer is not involved). Called by
 * test/browser/server-plugin.mjs after the demo members are seeded.
 * Idempotent (ON CONFLICT DO NOTHING).
 */
import { relation, story } from "../../server/src/db/schema.js";
import type { Db } from "../../server/src/db/client.js";
import { seedSearch } from "./search-seed.js";

/** The seeded story and its relations, for tests. */
export const BROWSER_STORY = {
  pcId: "pw-browser-0001",
  relationIds: ["pw-browser-0001-r1", "pw-browser-0001-r2"],
} as const;

export async function seedBrowser(db: Db, _dataDir: string): Promise<void> {
  await db
    .insert(story)
    .values({
      pcId: BROWSER_STORY.pcId,
      type: "image_group",
      siteCode: "pw",
      siteId: 1,
      subjectCode: "culture",
      subjectName: "Culture",
      subjectNameZh: "文化",
      titleZh: "移民母亲",
      titleEn: "Migrant Mother",
      descriptionZh: "1936 年加利福尼亚州尼波莫的豌豆采摘工人营地",
      descriptionEn: "A pea pickers' camp in Nipomo, California, 1936",
      author: "Dorothea Lange",
      authorZh: "多萝西娅·兰格",
      shootDate: "1936-03-01",
      relContentUrl: "2026/01/02/pw-browser-0001",
    })
    .onConflictDoNothing();
  await db
    .insert(relation)
    .values(
      BROWSER_STORY.relationIds.map((relationId, i) => ({
        relationId,
        pcId: BROWSER_STORY.pcId,
        seq: i + 1,
        mediaType: 3,
        width: 1600,
        height: 2000,
        size: 512_000,
        photographerStr: "Dorothea Lange",
        photographerStrZh: "多萝西娅·兰格",
        photographer: [{ id: 1, name: "Dorothea Lange" }],
        descriptionZh: `照片 ${i + 1}`,
        descriptionEn: `Photo ${i + 1}`,
        shootingDate: "1936-03-01",
      })),
    )
    .onConflictDoNothing();
  await seedSearch(db); // search stories (test/browser/search-seed.ts)
}
