/**
 * Story pages from rows already in memory (DESIGN §2 publish/, §6 speed;
 * issue 24): what the render worker threads (render-worker.ts) and the
 * one-thread path of the publisher (site.ts) run for a batch of stories. It
 * touches no database: the caller read the rows (site.ts) or got them back
 * from its upsert (import/jsonl.ts).
 */
import path from "node:path";
import type { Relation, ShownStory } from "../db/schema.js";
import { ROOT } from "../paths.js";
import { engineFor } from "./engine.js";
import type { ResolvedOptions } from "./origin.js";
import { renderStory } from "./story-pages.js";
import { Writer } from "./writer.js";

/** Stories rendered at once (their writes in flight together). */
const BATCH = 64;

/**
 * Renders already-loaded story rows (and their relations, seq order) into
 * their pages and JSON, BATCH stories at a time. Only online stories are
 * written; each in the editions where it has a title (and its files removed
 * from an edition where it has none).
 * @param opts.siteOrigin the public site origin, resolved (origin.ts originOf): this module runs in the render workers, which do not load the configuration
 * @param opts.syncWrites blocking file writes (a render worker thread, which has nothing else to do)
 * @returns pages: HTML pages written
 */
export async function publishStoryRows(
  rows: ShownStory[],
  rels: Map<string, Relation[]>,
  opts: ResolvedOptions & { syncWrites?: boolean },
): Promise<{ pages: number }> {
  const templatesDir = opts.templatesDir ?? path.join(ROOT, "templates");
  const { liquid, templates } = engineFor(templatesDir, opts.widgetBuild);
  const tpl = await templates();
  const w = new Writer(opts.dataDir, opts.siteOrigin, { sync: opts.syncWrites });
  let pages = 0;
  const online = rows.filter((s) => s.status === "online");
  if (opts.syncWrites) {
    // one story at a time: its contexts and pages die young (64 in flight survived the young generation's collections and filled the old one)
    for (const s of online) pages += await renderStory(w, tpl, liquid, s, rels.get(s.pcId) ?? []);
    return { pages };
  }
  for (let i = 0; i < online.length; i += BATCH) {
    const counts = await Promise.all(online.slice(i, i + BATCH).map((s) => renderStory(w, tpl, liquid, s, rels.get(s.pcId) ?? [])));
    pages += counts.reduce((a, b) => a + b, 0);
  }
  return { pages };
}
