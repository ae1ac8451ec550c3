/**
 * The static publisher (DESIGN §2 publish/, §3.3, §6; SPEC §2): renders the
 * LiquidJS templates of templates/ into DATA_DIR/site. The renderer only:
 * it imports nothing from services/, import/ or routes/; services reach it
 * through the Publisher port (publisher.ts, ports.ts).
 *
 * For every online story of the site, in each of the Chinese (no prefix),
 * English (/en) and alternate (/ann) editions:
 *   {prefix}/{siteCode}/{subjectCode}/{photo|detail}/articles/{rel}.html
 *   {prefix}/{siteCode}/{subjectCode}/{m_photo|m_detail}/articles/{rel}.html
 * and beside each page its story JSON (same path, .json): the StoryDto of
 * adapters/story.ts (SPEC §3 Story + publishResList of Relations).
 * Home pages /cn/index.html, /en/index.html and /ann/index.html list the latest
 * stories, beside each its search page and its 404 page (/cn/404.html, …); the
 * agents' console is at /cn/service/console.html and /en/service/console.html, the
 * staff console at /cn/staff/console.html and /en/staff/console.html. The
 * account and login pages are rendered at /public_resource/public/html/ and
 * /ann/public_resource/public/html/; then the repository's pages/ folder is
 * copied verbatim (a file of its would replace a rendered page of the same
 * name: it has none), templates/assets/ goes to /assets/.
 *
 * Speed (issue 24; bench/publish.ts, beside LiquidJS alone): templates are
 * parsed once per process (engine.ts), stories are read in keyset batches
 * (without their search vectors) and rendered by a worker thread
 * (render-pool.ts) while the next batch is read, and by this thread when the
 * worker is busy; folders are created once (writer.ts).
 *
 * A few stories without the whole site: publishStory (one, with the home
 * pages), publishStories (given pcIds, in batches) and story-rows.ts
 * publishStoryRows (rows already in memory: the JSONL import), publishFrame (home and search
 * pages, once at the end of a bulk import). A story is written only in the
 * editions where it has a title (adapters/story.ts inEdition). None of them
 * changes the search index: the story writer does (services/stories/).
 *
 * The parts: engine.ts (LiquidJS), page-base.ts (options, editions, strings),
 * view-models.ts (what templates read), story-pages.ts (a story's own pages),
 * pages.ts (one function for each other kind of page),
 * writer.ts (files), portfolio.ts (photographers' pages), story-rows.ts (a
 * batch of stories), render-pool.ts and render-worker.ts (worker threads).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { and, asc, count, eq, gt, inArray, ne } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { shownStoryColumns, story } from "../db/schema.js";
import { ApiError } from "../http/errors.js";
import { relationsOf } from "../adapters/story-queries.js";
import { ROOT } from "../paths.js";
import { engineFor } from "./engine.js";
import { fingerprintColumns, markerMtime, pagesMtime, readManifest, rendererDigest, storyFingerprint, writeManifest, type ManifestEntry } from "./manifest.js";
import type { PublishOptions } from "./page-base.js";
import { resolvedOptions } from "./origin.js";
import {
  copyStatic,
  publishAccountPages,
  renderHomes,
  renderNotFoundPages,
  renderSearchPages,
  renderServiceConsolePages,
  renderStaffConsolePages,
  writeRootIndex,
} from "./pages.js";
import { removeStoryFiles, renderStory } from "./story-pages.js";
import { publishAllPortfolios, republishPortfoliosOfStory } from "./portfolio.js";
import { RenderPool } from "./render-pool.js";
import { publishStoryRows } from "./story-rows.js";
import { Writer } from "./writer.js";

/** Stories read per batch (and sent to a render worker as one message). */
const BATCH = 64;
/** Stories whose fingerprints are read per query (manifest.ts fingerprintColumns: no bodies). */
const SCAN = 1000;
/**
 * Render worker threads of publishSite (render-pool.ts) on a site of
 * WORKERS_FROM_STORIES online stories or more. The calling thread renders
 * too, the batches a busy worker cannot take (RenderPool callerRenders): on
 * two cores, one worker and the calling thread publish faster than two
 * workers (bench/publish.ts).
 */
export const PUBLISH_WORKERS = 1;
/** Sites smaller than this render on the calling thread (starting a worker costs up to a second). */
export const WORKERS_FROM_STORIES = 500;

/** Options of publishSite. */
export interface PublishSiteOptions extends PublishOptions {
  /** render worker threads beside the calling thread, which renders the batches they cannot take (default PUBLISH_WORKERS on a site of WORKERS_FROM_STORIES online stories or more, else 0: the calling thread alone) */
  renderWorkers?: number;
  /** render and write every page, as on a first publish, whatever the manifest says (the publish bench) */
  force?: boolean;
}

/** What a publishSite run did. */
export interface PublishSiteResult {
  /** HTML pages written: story pages (6 a story rendered: desktop and mobile in zh, en and ann), home, search, 404, console, account and portfolio pages whose bytes changed */
  pages: number;
  /** online stories of the site (all published: rendered or already up to date) */
  stories: number;
  /** stories rendered in this run (the others were unchanged since the last run: manifest.ts) */
  rendered: number;
  /** wall time, ms */
  ms: number;
}

/**
 * Publishes the whole site into DATA_DIR/site: the account and login
 * pages, the static pages, the stylesheet, every online story of `siteCode` (photo/m_photo or
 * detail/m_detail pages and their JSON, in zh and en), the home pages; and
 * removes the pages of stories that are offline. The stories are read here
 * in keyset batches (their shown columns: not the search vectors) and
 * rendered by opts.renderWorkers worker threads (render-pool.ts) while the
 * next batch is read, and by the calling thread when they are busy.
 *
 * A republish (issue 24) writes only what changed: a story whose fingerprint
 * and marker page match DATA_DIR/publish-manifest.json (manifest.ts) is not
 * rendered, and the other pages (home, search, 404, console, account,
 * portfolio pages, static files) are written only when their bytes differ.
 * The first run, a change of templates, code or origin, or opts.force render
 * everything. Workers start only when there are BATCH stories to render.
 * @returns PublishSiteResult: pages written, online stories, stories rendered, wall time
 */
export async function publishSite(db: Db, opts: PublishSiteOptions): Promise<PublishSiteResult> {
  const started = performance.now();
  const online = and(eq(story.status, "online"), eq(story.siteCode, opts.siteCode));
  let size = opts.renderWorkers;
  if (size === undefined) {
    const [{ n }] = await db.select({ n: count() }).from(story).where(online);
    size = n >= WORKERS_FROM_STORIES ? PUBLISH_WORKERS : 0;
  }
  // the origin and the widget build once (a worker would read the configuration for each batch)
  const { renderWorkers: _, force = false, ...rest } = opts;
  const publishOpts = resolvedOptions(rest);
  const templatesDir = opts.templatesDir ?? path.join(ROOT, "templates");
  const digest = rendererDigest(templatesDir, publishOpts.siteOrigin, publishOpts.widgetBuild);
  const last = force ? new Map<string, ManifestEntry>() : readManifest(opts.dataDir, opts.siteCode);
  const next = new Map<string, ManifestEntry>();
  // a first publish renders every story: the workers start (load the code, parse the templates) while this thread writes the account and static pages
  let pool: RenderPool | null = last.size ? null : new RenderPool(size, publishOpts, { callerRenders: true });
  const { liquid, templates } = engineFor(templatesDir, publishOpts.widgetBuild);
  const w = new Writer(opts.dataDir, publishOpts.siteOrigin, { onlyChanged: !force });
  let pages = 0;
  let stories = 0;
  let rendered = 0;
  /** each batch's pages, summed once all are written */
  const batches: Promise<number>[] = [];
  /** stories to render, not yet submitted, with their fingerprints */
  let pending: { pcId: string; fp: string }[] = [];
  const submit = async (todo: { pcId: string; fp: string }[]) => {
    const fp = new Map(todo.map((x) => [x.pcId, x.fp]));
    const rows = await db
      .select(shownStoryColumns)
      .from(story)
      .where(and(online, inArray(story.pcId, [...fp.keys()])))
      .orderBy(asc(story.pcId));
    const rels = await relationsOf(db, rows.map((r) => r.pcId));
    // workers only for a batch's worth of work: a republish of a few stories renders them here
    pool ??= new RenderPool(todo.length >= BATCH ? size : 0, publishOpts, { callerRenders: true });
    const { done } = await pool.submit(rows, rels);
    const recorded = done.then((n) => {
      for (const r of rows) next.set(r.pcId, [fp.get(r.pcId)!, markerMtime(opts.dataDir, r)]);
      return n;
    });
    recorded.catch(() => undefined); // handled: a failed batch fails the run at the Promise.all below, not as an unhandled rejection first
    batches.push(recorded);
    rendered += rows.length;
  };
  try {
    const tpl = await templates();
    const pagesDir = opts.pagesDir ?? path.join(ROOT, "pages");
    await publishAccountPages(w, tpl, liquid, pagesDir);
    await copyStatic(opts.dataDir, pagesDir, templatesDir, publishOpts.widgetBuild);
    // which stories changed: their addresses and the database's hashes (manifest.ts), SCAN at a time; BATCH of them rendered at a time
    let after = "";
    for (;;) {
      const batch = await db
        .select(fingerprintColumns)
        .from(story)
        .where(and(online, gt(story.pcId, after)))
        .orderBy(asc(story.pcId))
        .limit(SCAN);
      if (batch.length === 0) break;
      after = batch[batch.length - 1].pcId;
      stories += batch.length;
      for (const row of batch) {
        const fp = storyFingerprint(digest, row);
        const was = last.get(row.pcId);
        if (was && was[0] === fp && was[1] >= 0 && was[1] === pagesMtime(opts.dataDir, row)) next.set(row.pcId, was);
        else pending.push({ pcId: row.pcId, fp });
      }
      while (pending.length >= BATCH) {
        await submit(pending.slice(0, BATCH));
        pending = pending.slice(BATCH);
      }
    }
    if (pending.length) await submit(pending);
    // the rest of the site while the workers render the last batches (other files than theirs)
    const offline = await db
      .select(shownStoryColumns)
      .from(story)
      .where(and(ne(story.status, "online"), eq(story.siteCode, opts.siteCode)));
    for (const s of offline) await removeStoryFiles(opts.dataDir, s);
    await renderHomes(db, w, tpl, liquid, opts.siteCode, opts.homeLimit ?? 60);
    await renderSearchPages(db, w, tpl, liquid, opts.siteCode);
    pages += await publishAllPortfolios(db, { dataDir: opts.dataDir, siteCode: opts.siteCode, templatesDir: opts.templatesDir, widgetBuild: publishOpts.widgetBuild }, !force);
    await renderServiceConsolePages(w, tpl, liquid);
    await renderStaffConsolePages(w, tpl, liquid);
    await renderNotFoundPages(w, tpl, liquid);
    await writeRootIndex(w);
    for (const n of await Promise.all(batches)) pages += n;
    pages += w.pages;
    await writeManifest(opts.dataDir, opts.siteCode, next);
  } finally {
    await Promise.allSettled(batches);
    await pool?.close();
  }
  return { pages, stories, rendered, ms: Math.round(performance.now() - started) };
}

/**
 * Publishes one story (sets it online, writes its pages and JSON in every
 * edition) and refreshes the home pages and the portfolios of its
 * photographers. Does not reindex it for search: the story writer's
 * publishStory (services/stories/publishing.ts) does, then calls this
 * through the Publisher port.
 * @returns pages: HTML pages written (story pages + home pages)
 * @throws ApiError api_3 when there is no story with this pcId
 */
export async function publishStory(db: Db, pcId: string, given: PublishOptions): Promise<{ pages: number }> {
  const [s] = await db.update(story).set({ status: "online" }).where(eq(story.pcId, pcId)).returning(shownStoryColumns);
  if (!s) throw new ApiError("api_3");
  const opts = resolvedOptions(given); // the configuration read once, here and for the portfolios
  const templatesDir = opts.templatesDir ?? path.join(ROOT, "templates");
  const { liquid, templates } = engineFor(templatesDir, opts.widgetBuild);
  const tpl = await templates();
  const w = new Writer(opts.dataDir, opts.siteOrigin);
  const rels = (await relationsOf(db, [pcId])).get(pcId) ?? [];
  let pages = await renderStory(w, tpl, liquid, s, rels);
  pages += await renderHomes(db, w, tpl, liquid, s.siteCode, opts.homeLimit ?? 60);
  await republishPortfoliosOfStory(db, { ...opts, siteCode: s.siteCode }, pcId); // the credited photographers' portfolio pages
  return { pages };
}

/**
 * Takes a story offline: status offline (SPEC §8: it then answers code
 * offline), its pages and JSON deleted, the home pages refreshed.
 * @returns removed: files deleted
 * @throws ApiError api_3 when there is no story with this pcId
 */
export async function unpublishStory(db: Db, pcId: string, given: PublishOptions): Promise<{ removed: number }> {
  const [s] = await db.update(story).set({ status: "offline" }).where(eq(story.pcId, pcId)).returning(shownStoryColumns);
  if (!s) throw new ApiError("api_3");
  const opts = resolvedOptions(given); // the configuration read once, here and for the portfolios
  const removed = await removeStoryFiles(opts.dataDir, s);
  const templatesDir = opts.templatesDir ?? path.join(ROOT, "templates");
  const { liquid, templates } = engineFor(templatesDir, opts.widgetBuild);
  await renderHomes(db, new Writer(opts.dataDir, opts.siteOrigin), await templates(), liquid, s.siteCode, opts.homeLimit ?? 60);
  await republishPortfoliosOfStory(db, { ...opts, siteCode: s.siteCode }, pcId);
  return { removed };
}

/** Options of publishStories / publishStoryRows. */
export interface PublishStoriesOptions extends PublishOptions {
  /** refresh the home pages afterwards (default true; a bulk import does it once at the end with publishFrame) */
  homes?: boolean;
}

/**
 * Publishes several stories (SPEC §2 content URL scheme; issue 11: nothing
 * rebuilds the whole site for a few stories): renders the pages and JSON of
 * each online story among `pcIds` in every edition where it has a title,
 * reading them in batches, then (unless opts.homes is false) the home pages.
 * Unknown or offline pcIds are left out. Does not change the search index
 * (the writers of a story reindex it: reindexStory / reindexStories).
 * @returns pages: HTML pages written (story pages + home pages), stories: stories rendered
 */
export async function publishStories(db: Db, pcIds: string[], given: PublishStoriesOptions): Promise<{ pages: number; stories: number }> {
  const opts = resolvedOptions(given); // the configuration read once, not per batch
  let pages = 0;
  let stories = 0;
  const ids = [...new Set(pcIds)];
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const rows = await db.select(shownStoryColumns).from(story).where(and(inArray(story.pcId, chunk), eq(story.status, "online")));
    const rels = await relationsOf(db, rows.map((r) => r.pcId));
    pages += (await publishStoryRows(rows, rels, opts)).pages;
    stories += rows.length;
  }
  if (opts.homes !== false) pages += (await publishFrame(db, opts)).pages;
  return { pages, stories };
}

/**
 * Everything of the site that is not a story page: the static pages and
 * stylesheet and the account and login pages (only when the site has not been
 * published yet), the home pages, the search pages (their subject lists) and
 * the site root. What a bulk import calls once at its end.
 * @returns pages: home pages written
 */
export async function publishFrame(db: Db, given: PublishOptions): Promise<{ pages: number }> {
  const opts = resolvedOptions(given);
  const templatesDir = opts.templatesDir ?? path.join(ROOT, "templates");
  const { liquid, templates } = engineFor(templatesDir, opts.widgetBuild);
  const tpl = await templates();
  const w = new Writer(opts.dataDir, opts.siteOrigin);
  const site = path.join(opts.dataDir, "site");
  if (!existsSync(path.join(site, "assets"))) {
    const pagesDir = opts.pagesDir ?? path.join(ROOT, "pages");
    await publishAccountPages(w, tpl, liquid, pagesDir);
    await copyStatic(opts.dataDir, pagesDir, templatesDir, opts.widgetBuild);
  }
  const pages = await renderHomes(db, w, tpl, liquid, opts.siteCode, opts.homeLimit ?? 60);
  await renderSearchPages(db, w, tpl, liquid, opts.siteCode);
  await renderNotFoundPages(w, tpl, liquid);
  await writeRootIndex(w);
  return { pages };
}
