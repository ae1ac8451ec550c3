/**
 * Publishing rate (issue 24; DESIGN §6: ≥ 200 story pages a second from
 * templates), side by side with its template engine in the same run.
 *
 * Imports the demo corpus into a temp DATA_DIR and copies its stories until
 * there are 1,000 (new pcIds and relationIds, same photos). One publish run
 * records every page the publisher renders through its Writer (the parsed
 * template, the context it built and the page's address; in that run every
 * page is rendered from its own context, while the rounds render a text or
 * video story's two pages of an edition in one pass, publish/variants.ts).
 * Then, round by
 * round (ROUNDS), interleaved:
 *   - the publisher: publishSite, the whole site (6 pages a story: desktop
 *     and mobile in zh, en and ann, with its JSON; 3 home pages; search, 404,
 *     console, account and portfolio pages);
 *   - the reference "render": LiquidJS alone, renderSync of every recorded
 *     page's template and context, nothing written;
 *   - the reference "render and write": the same, each page written to its
 *     address under a folder of its own (mkdirSync once a folder,
 *     writeFileSync), one thread, as a minimal script would.
 * Rates are recorded pages a second for all three (the publisher does more:
 * the database reads, the contexts, the JSON files, the portfolios); the ratio
 * publisher / render-and-write is per round, then its median.
 *
 * The publisher runs as `photowire publish` runs it: the compiled server
 * (build/node, compiled first when stale), whose render workers start in
 * about 0.6 s; from the TypeScript sources each worker would first compile
 * its modules through tsx (about 1.5 s).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Template } from "liquidjs";
import { pathToFileURL } from "node:url";
// @ts-expect-error a plain ES module script without types
import { BUILD_DIR, ensureServerBuild } from "../bin/server-build.mjs";

/** A module of the compiled server (build/node), typed as its source. */
const built = <T>(src: string): Promise<T> => import(pathToFileURL(path.join(BUILD_DIR as string, "server", "src", src)).href) as Promise<T>;
(ensureServerBuild as () => void)();
const { openDb } = await built<typeof import("../server/src/db/client.js")>("db/client.js");
const { relation, story } = await built<typeof import("../server/src/db/schema.js")>("db/schema.js");
const { importDemoCorpus } = await built<typeof import("../server/src/import/index.js")>("import/index.js");
const { siteFile } = await built<typeof import("../server/src/media/derivatives.js")>("media/derivatives.js");
const { ROOT } = await built<typeof import("../server/src/paths.js")>("paths.js");
const { engineFor } = await built<typeof import("../server/src/publish/engine.js")>("publish/engine.js");
const { publishSite } = await built<typeof import("../server/src/publish/site.js")>("publish/site.js");
const { Writer } = await built<typeof import("../server/src/publish/writer.js")>("publish/writer.js");
const { singlePass } = await built<typeof import("../server/src/publish/variants.js")>("publish/variants.js");
type Writer = InstanceType<typeof Writer>;

const TARGET_STORIES = Number(process.env.PUBLISH_STORIES || 1000);
const ROUNDS = Number(process.env.PUBLISH_ROUNDS || 3);

/** One page as the publisher rendered it. */
interface Recorded {
  template: Template[];
  context: object;
  url: string;
}

/**
 * Runs `run` with the engine's render calls and the Writer's writes watched:
 * a written page whose content is the output of a render is recorded with
 * that render's template and context.
 */
async function recordPages(run: () => Promise<unknown>): Promise<Recorded[]> {
  const { liquid } = engineFor(path.join(ROOT, "templates"), "react");
  const rendered = new Map<string, { template: Template[]; context: object }>();
  const out: Recorded[] = [];
  const { renderSync, render } = liquid;
  // every page from its own context (the publisher renders a text story's two pages in one pass: publish/variants.ts)
  singlePass.enabled = false;
  const write = Writer.prototype.write;
  liquid.renderSync = function (this: typeof liquid, template: Template[], context?: object) {
    const html = renderSync.call(this, template, context);
    if (typeof html === "string" && context) rendered.set(html, { template, context });
    return html;
  } as typeof renderSync;
  liquid.render = async function (this: typeof liquid, template: Template[], context?: object) {
    const html = await render.call(this, template, context);
    if (typeof html === "string" && context) rendered.set(html, { template, context });
    return html;
  } as typeof render;
  Writer.prototype.write = async function (this: Writer, url: string, content: string) {
    const r = rendered.get(content);
    if (r) out.push({ ...r, url });
    rendered.delete(content);
    return write.call(this, url, content);
  };
  try {
    await run();
  } finally {
    singlePass.enabled = true;
    liquid.renderSync = renderSync;
    liquid.render = render;
    Writer.prototype.write = write;
  }
  return out;
}

/** LiquidJS alone: renders every recorded page; writes each under `dir` when given. */
function reference(pages: Recorded[], dir: string | null): number {
  const { liquid } = engineFor(path.join(ROOT, "templates"), "react");
  const dirs = new Set<string>();
  const t0 = performance.now();
  for (const p of pages) {
    const html = liquid.renderSync(p.template, p.context) as string;
    if (!dir) continue;
    const file = siteFile(dir, p.url);
    const folder = path.dirname(file);
    if (!dirs.has(folder)) {
      mkdirSync(folder, { recursive: true });
      dirs.add(folder);
    }
    writeFileSync(file, html);
  }
  return performance.now() - t0;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function benchPublish(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pw-bench-pub-"));
  const refDir = mkdtempSync(path.join(tmpdir(), "pw-bench-pub-ref-"));
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
    // every round renders the whole site (force: a republish would find nothing changed)
    const opts = { dataDir, siteCode: "pw", force: true };
    // the recording run also warms the engine (templates parsed) and the file system (folders exist)
    let first = { pages: 0, stories: 0, ms: 0 };
    const recorded = await recordPages(async () => (first = await publishSite(handle.db, { ...opts, renderWorkers: 0 })));
    const load0 = loadavg()[0];
    const rounds: { pub: number; pubMain: number; render: number; write: number }[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const pub = (await publishSite(handle.db, opts)).ms;
      const render = reference(recorded, null);
      const pubMain = (await publishSite(handle.db, { ...opts, renderWorkers: 0 })).ms;
      const write = reference(recorded, refDir);
      rounds.push({ pub, pubMain, render, write });
    }
    // a republish (issue 24 item 3): nothing changed, then one story's title
    const idle = await publishSite(handle.db, { ...opts, force: false });
    const [one] = await handle.db.select().from(story).limit(1);
    await handle.db.update(story).set({ titleEn: `${one.titleEn} (revised)` }).where(eq(story.pcId, one.pcId));
    const changed = await publishSite(handle.db, { ...opts, force: false });
    const load1 = loadavg()[0];
    const rate = (ms: number) => recorded.length / (ms / 1000);
    const med = {
      pub: median(rounds.map((r) => r.pub)),
      pubMain: median(rounds.map((r) => r.pubMain)),
      render: median(rounds.map((r) => r.render)),
      write: median(rounds.map((r) => r.write)),
    };
    const ratio = median(rounds.map((r) => r.write / r.pub));
    const ratioMain = median(rounds.map((r) => r.write / r.pubMain));
    const ms = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(", ");
    console.log("\n## Publishing (templates → static pages; the compiled server), with LiquidJS alone in the same run\n");
    console.log(
      `${first.stories} stories; a run writes ${first.pages} HTML pages (6 a story: desktop and mobile in zh, en and ann; home, search, 404, console, account and portfolio pages), ` +
        `${recorded.length} of them through the Writer (all but the portfolios: the rates below count these), and each story's JSON beside its pages. ` +
        `Demo corpus import (${stories.length} stories, sharp derivatives): ${importMs.toFixed(0)} ms. ${ROUNDS} rounds, interleaved; ` +
        `load average ${load0.toFixed(1)} → ${load1.toFixed(1)} on ${cpus().length} cores.\n`,
    );
    console.log("| run | ms per round | median pages/s | ratio to render-and-write (median of rounds) |\n|---|---|---:|---:|");
    console.log(`| publishSite (a render worker and the calling thread) | ${ms(rounds.map((r) => r.pub))} | **${rate(med.pub).toFixed(0)}** | **${ratio.toFixed(2)}** |`);
    console.log(`| publishSite on one thread (renderWorkers 0) | ${ms(rounds.map((r) => r.pubMain))} | ${rate(med.pubMain).toFixed(0)} | ${ratioMain.toFixed(2)} |`);
    console.log(`| LiquidJS render and write (one thread) | ${ms(rounds.map((r) => r.write))} | ${rate(med.write).toFixed(0)} | 1 |`);
    console.log(`| LiquidJS render alone (one thread) | ${ms(rounds.map((r) => r.render))} | ${rate(med.render).toFixed(0)} | |`);
    console.log(
      `\nRepublishing (no force): with nothing changed, ${idle.rendered} stories rendered and ${idle.pages} pages written in ${idle.ms} ms; ` +
        `after one story's English title changed, ${changed.rendered} rendered and ${changed.pages} pages written in ${changed.ms} ms.`,
    );
    const pages = rate(med.pub);
    console.log(
      `\nTargets (issue 24): ≥ 1,000 pages/s: ${pages >= 1000 ? "within" : "UNDER"}; ≥ 0.75 of render-and-write: ${ratio >= 0.75 ? "within" : "UNDER"}.`,
    );
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(refDir, { recursive: true, force: true });
  }
}
