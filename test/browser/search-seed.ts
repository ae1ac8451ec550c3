/**
 * Browser-test data for the search elements (test/browser/search-*.test.js):
 * 25 "Lighthouse" stories of every card type (site pw), one with a
 * photographer subject whose status is 1, one with hostile HTML in its
 * description, all indexed with reindexStory. Called from seed-browser.ts.
 * Idempotent.
 */
import { relation, story, photographer } from "../../server/src/db/schema.js";
import type { Db } from "../../server/src/db/client.js";
import { reindexStory } from "../../server/src/services/search/index.js";

const TYPES = ["image", "image_group", "video", "video_group", "text"] as const;
export const SEARCH_STORIES = 25;

export async function seedSearch(db: Db): Promise<void> {
  const [ph] = await db
    .insert(photographer)
    .values({ name: "Search Test Photographer", nameZh: "测试摄影师", status: 1 })
    .onConflictDoUpdate({ target: photographer.name, set: { status: 1 } })
    .returning();
  const base = Date.UTC(2026, 0, 1, 12);
  for (let i = 1; i <= SEARCH_STORIES; i++) {
    const n = String(i).padStart(2, "0");
    const pcId = `pw-search-${n}`;
    const type = TYPES[(i - 1) % TYPES.length];
    await db
      .insert(story)
      .values({
        pcId,
        type,
        siteCode: "pw",
        siteId: 1,
        subjectCode: i === 1 ? `photographer_${ph.id}` : i % 2 ? "coast" : "harbour",
        subjectName: i === 1 ? "Portfolio" : i % 2 ? "Coast" : "Harbour",
        subjectNameZh: i === 1 ? "作品集" : i % 2 ? "海岸" : "港口",
        titleEn: `Lighthouse ${n}`,
        titleZh: `灯塔 ${n}`,
        descriptionEn: i === 2 ? 'Safe <b>bold</b><img src=x onerror="window.__pwXss=1"><script>window.__pwXss=2</script>' : `A lighthouse on the coast, number ${n}.`,
        descriptionZh: `海岸上的第 ${n} 座灯塔。`,
        // text stories: an English speech only (the Chinese edition shows it; issue 12 excerpts)
        bodyEn: type === "text" ? `Keepers of light number ${n}, we gather tonight.\n\nThe lamp must never go out.` : null,
        bodyZh: null,
        author: `Keeper ${n}`,
        authorZh: `守塔人 ${n}`,
        // keywords (issue 21: the keyword filter): every third story's
        flagWordStr: i % 3 === 0 ? "fog signal" : "beacon",
        flagWordStrZh: i % 3 === 0 ? "雾号" : "信标",
        shootDate: `19${String(10 + i)}-06-01`,
        publishTime: new Date(base + i * 3_600_000),
        relContentUrl: `2026/01/01/${pcId}`,
        titleImage: type === "text" ? null : `/widgets/nonexistent/${pcId}_1200.jpg`,
        listImage: type === "text" ? null : `data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='4' height='3'/%3E`,
      })
      .onConflictDoNothing();
    if (type !== "text") {
      await db
        .insert(relation)
        .values({
          relationId: `${pcId}-r1`,
          pcId,
          seq: 0,
          mediaType: type.startsWith("video") ? 5 : 3,
          width: 1600,
          height: 1200,
          photographerStr: `Keeper ${n}`,
          descriptionEn: `Lamp ${n}`,
          descriptionZh: `灯 ${n}`,
          imgUrl: `/media/test/${pcId}.${type.startsWith("video") ? "mp4" : "jpg"}`,
        })
        .onConflictDoNothing();
    }
    await reindexStory(db, pcId);
  }
}
