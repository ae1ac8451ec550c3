/**
 * Publishing rate (DESIGN §6: ≥ 200 story pages a second from templates).
 * Imports the demo corpus into a temp DATA_DIR, copies its stories until
 * there are 1,000 (new pcIds and relationIds, same photos), then publishes
 * the whole site three times and reports the median.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDb } from "../server/src/db/client.js";
import { relation, story } from "../server/src/db/schema.js";
import { importDemoCorpus } from "../server/src/import/index.js";
import { publishSite } from "../server/src/publish/site.js";

const TARGET_STORIES = 1000;

export async function benchPublish(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pw-bench-pub-"));
  const handle = await openDb({ dataDir });
  try {
    const t0 = performance.now();
    await importDemoCorpus(handle.db, { dataDir, siteCode: "pw", siteId: 1 });
    const importMs = performance.now() - t0;
    const stories = await handle.db.select().from(story);
    const relations = await handle.db.select().from(relation);
    let n = stories.length;
    for (let copy = 1; n < TARGET_STORIES; copy++) {
      const batch = stories.slice(0, Math.min(stories.length, TARGET_STORIES - n));
      const pcIds = new Set(batch.map((s) => s.pcId));
      await handle.db.insert(story).values(
        batch.map((s) => ({ ...s, pcId: `${s.pcId}c${copy}`, relContentUrl: `${s.relContentUrl}c${copy}` })),
      );
      const rels = relations.filter((r) => pcIds.has(r.pcId));
      if (rels.length) {
        await handle.db.insert(relation).values(rels.map((r) => ({ ...r, relationId: `${r.relationId}c${copy}`, pcId: `${r.pcId}c${copy}` })));
      }
      n += batch.length;
    }
    const runs: { pages: number; stories: number; ms: number }[] = [];
    for (let i = 0; i < 3; i++) runs.push(await publishSite(handle.db, { dataDir, siteCode: "pw" }));
    runs.sort((a, b) => a.ms - b.ms);
    const med = runs[1];
    console.log("\n## Publishing (templates → static pages)\n");
    console.log("| figure | value |\n|---|---:|");
    console.log(`| demo corpus import (${stories.length} stories, sharp derivatives) | ${importMs.toFixed(0)} ms |`);
    console.log(`| stories published per run | ${med.stories} |`);
    console.log(`| HTML pages per run (4 per story + 2 home; JSON beside each) | ${med.pages} |`);
    console.log(`| median publish time (3 runs: ${runs.map((r) => r.ms.toFixed(0)).join(", ")} ms) | ${med.ms.toFixed(0)} ms |`);
    const rate = med.pages / (med.ms / 1000);
    console.log(`| **story pages a second** | **${rate.toFixed(0)}** (budget ≥ 200: ${rate >= 200 ? "within" : "UNDER"}) |`);
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
