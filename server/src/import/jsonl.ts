/**
 * The CMS importer (`photowire import <file.jsonl>`, issue 11 "CMS ingest";
 * docs/server.md "Importing from a CMS (JSONL)"; SPEC §3 Story and Relation): one
 * story per line of a JSONL file, validated with a TypeBox schema
 * (JsonlLine), stored, indexed for search and published (its pages and JSON)
 * in batches, the home and search pages once at the end.
 *
 * A line:
 *   { "pcId"?: string, "type": "text"|"image"|"image_group"|"video"|"video_group",
 *     "title": Text, "description"?: Text, "body"?: Text (text stories),
 *     "author"?: Text, "subjectCode"?: string, "subjectName"?: Text,
 *     "keywords"?: string[], "shootDate"?: "YYYY[-MM[-DD]]",
 *     "publishTime"?: ISO 8601, "compId"?: string,
 *     "relations"?: [{ "file": path relative to the JSONL file, "caption"?: Text,
 *                      "photographer"?: Text, "shootingDate"?: "YYYY[-MM[-DD]]", "free"?: boolean,
 *                      …Licence }],
 *     …Licence }
 * where Text is a string (both editions) or { "zh"?: string, "en"?: string },
 * and Licence (issue 20; import/licence-fields.ts) is "licence" or
 * "licenceType" (rm | rf | editorial, or an alias), "restrictions": Text or
 * "restrictionsZh" / "restrictionsEn", "modelRelease", "propertyRelease"
 * (released | none | not_applicable, yes / no / n/a): on the line for all its
 * relations, on a relation for that photo. A new photo without them gets the
 * default licence (editorial use only, no releases); an updated one keeps
 * the licence fields the line does not give (an editor's change stays).
 * A story appears in each edition for which it has a title.
 *
 * pcId makes the import idempotent: a line whose pcId exists updates that
 * story (its address, relContentUrl, stays; relations keep their relationIds
 * by position). Without pcId every run adds a new story ("pw" + 6 digits).
 *
 * Relation files are sniffed from their content: JPEG or PNG in image
 * stories (at most MAX_FILE_BYTES, stored by media/derivatives.ts storeMedia), MP4, WebM
 * or MOV in video stories (at most UPLOAD_MAX_VIDEO_BYTES, as an upload;
 * stored by media/video-media.ts storeVideo: ffprobe facts, ffmpeg poster,
 * mediaType 5 with poster, videoUrl and duration). The schema, the checks of
 * a line and its files are in jsonl-line.ts.
 *
 * Bad lines (not JSON, not the schema, no title, a missing, unreadable or
 * wrong-kind file …) are reported with their line number and reason, and
 * skipped; the rest imports.
 *
 * Speed (issue 11: 100,000 text stories in under 5 minutes on 2 cores): lines
 * are grouped in batches of BATCH; a batch is one transaction of two
 * multi-row upserts (stories with their search vectors computed here, one
 * JSON parameter; then relations), the rows as stored (what the batch wrote
 * and what the database keeps or fills, KEPT_COLUMNS) go to RENDER_WORKERS
 * worker threads (render-pool.ts) that render them with the publisher's own
 * code (publish/story-rows.ts publishStoryRows: the same bytes as publishStory) while
 * this thread reads, indexes and writes the next batches; home and search
 * pages once at the end (publishFrame). The stories rendered go into the
 * publish manifest (publish/manifest.ts), so that the next `photowire
 * publish` leaves them as they are. bench/import.ts measures it.
 *
 * Over 400 lines: the batch writer's two upserts name every column they
 * write (and, issue 20, the licence fields an updated photo keeps); the
 * line's schema and checks are already apart in jsonl-line.ts.
 */
import { createReadStream, statSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { and, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import { rowsOf, type Db, type Tx } from "../db/client.js";
import { fromJsonRows } from "../db/json-rows.js";
import { relation, story, type Relation, type Story } from "../db/schema.js";
import { searchVectorOf } from "../services/search/index.js";
import { Allocator } from "../services/stories/writer.js";
import { publishFrame } from "../publish/site.js";
import type { StorySource } from "../db/story-source.js";
import { MAX_LINE, prepare, type Prepared, type SkippedLine } from "./jsonl-line.js";
import type { ImportOptions } from "./options.js";
import type { LicenceColumnsGiven } from "./licence-fields.js";
import { RenderPool } from "../publish/render-pool.js";
import { fingerprintColumns, markerMtime, readManifest, rendererDigest, storyFingerprint, writeManifest, type ManifestEntry } from "../publish/manifest.js";
import type { PublishOptions } from "../publish/page-base.js";
import { resolvedOptions } from "../publish/origin.js";
import { ROOT } from "../paths.js";

/** Stories per transaction, search-index write and render batch. */
export const BATCH = 500;
/** Render worker threads of a large import (render-pool.ts). */
export const RENDER_WORKERS = 2;
/** Files from this size (bytes) render in worker threads; smaller ones on the main thread (starting workers costs ~1 s). */
export const WORKERS_FROM_BYTES = 2 * 1024 * 1024;
/** Result of importJsonl. */
export interface JsonlImportResult {
  /** non-blank lines read */
  lines: number;
  /** stories created (new pcIds) */
  created: number;
  /** stories updated (a pcId that existed) */
  updated: number;
  skipped: SkippedLine[];
  /** pcIds imported, in line order */
  pcIds: string[];
  /** HTML pages written (story pages and home pages) */
  pages: number;
  ms: number;
}

/** "YYYY/MM/DD/<pcId>" of the publish date in UTC. */
function relContentUrlOf(pcId: string, t: Date): string {
  return `${t.toISOString().slice(0, 10).replace(/-/g, "/")}/${pcId}`;
}

/** The story columns a batch writes (the others keep their defaults, or their values on an update). */
const WRITTEN_COLUMNS = [
  "pcId", "type", "siteCode", "siteId", "subjectCode", "subjectName", "subjectNameZh", "titleZh", "titleEn",
  "descriptionZh", "descriptionEn", "bodyZh", "bodyEn", "author", "authorZh", "shootDate", "flagWordStr",
  "flagWordStrZh", "publishTime", "status", "relContentUrl", "titleImage", "listImage", "compId", "source",
  "updateTime", "searchVecEn", "searchVecZh",
] as const satisfies readonly (keyof Story)[];
/** A story row as a batch writes it (its search vectors in their text form). */
export type WrittenStory = Pick<Story, (typeof WRITTEN_COLUMNS)[number]>;
/** The story columns a batch does not write, or an update keeps (relContentUrl) or may override (status), as the upsert returns them. */
const KEPT_COLUMNS = ["pcId", "relContentUrl", "status", "contributorId", "editions", "withdrawn", "source", "seenCount"] as const satisfies readonly (keyof Story)[];
export type KeptColumns = Pick<Story, (typeof KEPT_COLUMNS)[number]>;
const storyColumns = getTableColumns(story);
const columnOf = (key: keyof Story) => storyColumns[key].name;
/** WRITTEN_COLUMNS with their column names. */
const WRITTEN_NAMES = WRITTEN_COLUMNS.map((k) => [k, columnOf(k)] as const);
/** A written row keyed by column name, for json_populate_recordset. */
function toColumns(r: WrittenStory): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, name] of WRITTEN_NAMES) out[name] = r[k];
  return out;
}
/**
 * The batch's story upsert, its rows one JSON parameter (json_populate_recordset):
 * one parameter instead of 30 a story, parsed by the database. An existing
 * pcId is updated but keeps its address (relContentUrl); a story staff took
 * down stays down when the CMS sends it again (issue 19: only a restore
 * brings it back). Returns KEPT_COLUMNS.
 */
const [UPSERT_STORIES, UPSERT_STORIES_END] = (() => {
  const names = WRITTEN_NAMES.map(([, name]) => name);
  const set = names
    .filter((n) => n !== "pc_id" && n !== "rel_content_url")
    .map((n) => (n === "status" ? "status = case when story.withdrawn is null then excluded.status else 'offline' end" : `${n} = excluded.${n}`));
  const returned = KEPT_COLUMNS.map((k) => `${columnOf(k)} as "${k}"`);
  return [
    sql.raw(`insert into story (${names.join(", ")}) select ${names.join(", ")} from json_populate_recordset(null::story, `),
    sql.raw(`::json) on conflict (pc_id) do update set ${set.join(", ")} returning ${returned.join(", ")}`),
  ];
})();

/**
 * Upserts the stories of a batch in one statement (UPSERT_STORIES): new
 * pcIds inserted, existing ones updated keeping their address and a
 * takedown. Their search vectors are written with them (the GIN indexes
 * updated in the same statement), so this is also the search index's bulk
 * build (bench/search.ts times it).
 * @param rows at most BATCH rows, their search vectors filled (searchVectorOf)
 * @returns KEPT_COLUMNS of each row as stored
 */
export async function upsertStories(db: Db | Tx, rows: readonly WrittenStory[]): Promise<KeptColumns[]> {
  return rowsOf<KeptColumns>(await db.execute(sql`${UPSERT_STORIES}${JSON.stringify(rows.map(toColumns))}${UPSERT_STORIES_END}`));
}

/** The relation columns a batch writes (the licence columns only where a line gives them: setLicences; phash stays as it is). */
const RELATION_WRITTEN = [
  "relationId", "pcId", "seq", "mediaType", "width", "height", "size", "photographerStr", "photographerStrZh",
  "photographer", "descriptionZh", "descriptionEn", "flagWordStr", "flagWordStrZh", "imgUrl", "titleImage",
  "originalPath", "mediaId", "shootingDate", "free", "poster", "videoUrl", "duration", "createTime", "updateTime", "jsonStr",
] as const satisfies readonly (keyof Relation)[];
/** The relation columns an update of an existing relation keeps of those written (its identity, its first write); the licence and the hash are not written. */
const RELATION_KEPT_ON_UPDATE: ReadonlySet<string> = new Set(["relationId", "pcId", "seq", "createTime"]);
const relationColumns = getTableColumns(relation);
/**
 * The batch's relation upsert, its rows one JSON parameter
 * (json_populate_recordset), as UPSERT_STORIES: an existing relationId is
 * updated but for RELATION_KEPT_ON_UPDATE; the rows as stored come back as
 * one JSON aggregate (db/json-rows.ts).
 */
const [UPSERT_RELATIONS, UPSERT_RELATIONS_END] = (() => {
  const names = RELATION_WRITTEN.map((k) => relationColumns[k].name);
  const set = RELATION_WRITTEN.filter((k) => !RELATION_KEPT_ON_UPDATE.has(k)).map((k) => `${relationColumns[k].name} = excluded.${relationColumns[k].name}`);
  return [
    sql.raw(`with up as (insert into relation (${names.join(", ")}) select ${names.join(", ")} from json_populate_recordset(null::relation, `),
    sql.raw(`::json) on conflict (relation_id) do update set ${set.join(", ")} returning *) select json_agg(up) as rows from up`),
  ];
})();

/**
 * Upserts the relations of a batch in one statement (UPSERT_RELATIONS):
 * one parameter instead of 26 a row (drizzle's insert spent more time
 * building and binding them than the database spent writing: 4.5 s → 1.5 s
 * for the relations of 20,000 stories on the embedded database, bench/search.ts).
 * @param rows the stories' relations (the licence columns are not written: setLicences)
 * @returns every column of each row as stored (before setLicences)
 */
export async function upsertRelations(tx: Db | Tx, rows: readonly Relation[]): Promise<Relation[]> {
  const json = JSON.stringify(rows.map((r) => Object.fromEntries(RELATION_WRITTEN.map((k) => [relationColumns[k].name, r[k]]))));
  const [stored] = rowsOf<{ rows: unknown }>(await tx.execute(sql`${UPSERT_RELATIONS}${json}${UPSERT_RELATIONS_END}`));
  return fromJsonRows(relation, stored?.rows);
}

/** The licence columns, by the Relation type's names and the table's. */
const LICENCE_COLUMNS = ["licenceType", "restrictionsZh", "restrictionsEn", "modelRelease", "propertyRelease"] as const satisfies readonly (keyof Relation)[];
/**
 * Sets the licence fields the lines give (issue 20) on their relations, in
 * one statement: a field given replaces the stored one, a field not given
 * keeps it (the default on a new relation, an editor's change on an old one).
 */
async function setLicences(tx: Tx, given: ReadonlyMap<string, LicenceColumnsGiven>): Promise<void> {
  if (!given.size) return;
  const json = JSON.stringify([...given].map(([relationId, set]) => ({ relation_id: relationId, ...Object.fromEntries(LICENCE_COLUMNS.map((k) => [relationColumns[k].name, set[k] ?? null])) })));
  const set = LICENCE_COLUMNS.map((k) => `${relationColumns[k].name} = coalesce(g.${relationColumns[k].name}, r.${relationColumns[k].name})`).join(", ");
  await tx.execute(sql`${sql.raw(`update relation r set ${set} from json_populate_recordset(null::relation, `)}${json}${sql.raw(`::json) g where r.relation_id = g.relation_id`)}`);
}

/**
 * Writes one batch in one transaction: the stories (insert, or update on an
 * existing pcId keeping its relContentUrl), with their search
 * vectors, then their relations (kept relationIds by position, extra ones
 * deleted). Returns the rows as stored, for rendering.
 */
async function writeBatch(
  db: Db,
  batch: Prepared[],
  alloc: Allocator,
): Promise<{ stories: Story[]; relations: Map<string, Relation[]>; created: number }> {
  const pcIds = batch.map((p) => p.pcId ?? alloc.nextPcId());
  return db.transaction(async (tx) => {
    const given = pcIds.filter((_, i) => batch[i].pcId !== null);
    const existing = given.length
      ? await tx.select({ pcId: story.pcId, publishTime: story.publishTime }).from(story).where(inArray(story.pcId, given))
      : [];
    const existed = new Set(existing.map((r) => r.pcId));
    const keptTime = new Map(existing.map((r) => [r.pcId, r.publishTime]));
    const oldRels = existed.size
      ? await tx
          .select({ pcId: relation.pcId, seq: relation.seq, relationId: relation.relationId })
          .from(relation)
          .where(inArray(relation.pcId, [...existed]))
      : [];
    const relIdOf = new Map(oldRels.map((r) => [`${r.pcId}\u0000${r.seq}`, r.relationId]));
    const now = new Date();
    // relation rows first (in memory) so that the story's search vector includes captions and photographers
    const relRows: Relation[] = [];
    const relsByStory = new Map<string, Relation[]>();
    // the licence fields the lines give, by relationId: set after the upsert, which writes no licence (setLicences)
    const licences = new Map<string, LicenceColumnsGiven>();
    batch.forEach((p, i) => {
      const pcId = pcIds[i];
      const list: Relation[] = [];
      p.relations.forEach((r, seq) => {
        const kept = relIdOf.get(`${pcId}\u0000${seq}`);
        const relationId = kept ?? alloc.nextRelationId();
        relIdOf.delete(`${pcId}\u0000${seq}`);
        if (Object.keys(r.licence).length) licences.set(relationId, r.licence);
        const row = {
          relationId,
          pcId,
          seq,
          width: 0,
          height: 0,
          size: 0,
          photographerStr: "",
          photographerStrZh: "",
          photographer: [],
          descriptionZh: "",
          descriptionEn: "",
          flagWordStr: "",
          flagWordStrZh: "",
          imgUrl: null,
          titleImage: null,
          originalPath: null,
          mediaId: null,
          shootingDate: "",
          free: false,
          poster: null,
          videoUrl: null,
          duration: null,
          jsonStr: "{}",
          ...r.row,
          createTime: now,
          updateTime: now,
        } as Relation;
        list.push(row);
        relRows.push(row);
      });
      relsByStory.set(pcId, list);
    });
    const storyRows = batch.map((p, i): WrittenStory => {
      const pcId = pcIds[i];
      const publishTime = (!p.publishTimeGiven && keptTime.get(pcId)) || (p.story.publishTime as Date);
      const source: StorySource = { ...(p.story.source as StorySource), key: `jsonl:${pcId}` };
      const row = {
        ...(p.story as WrittenStory),
        publishTime,
        source,
        pcId,
        relContentUrl: relContentUrlOf(pcId, publishTime),
        updateTime: now,
      };
      const rels = relsByStory.get(pcId) ?? [];
      return { ...row, searchVecEn: searchVectorOf(row, rels, "en"), searchVecZh: searchVectorOf(row, rels, "zh") };
    });
    const keptOf = new Map((await upsertStories(tx, storyRows)).map((k) => [k.pcId, k]));
    // as stored: what this batch wrote, and the columns the database keeps or fills (an update keeps the address, a withdrawal …)
    const stories = storyRows.map((r) => ({ ...r, searchVecEn: "", searchVecZh: "", ...keptOf.get(r.pcId) }) as Story);
    // relations of an updated story beyond its new count go
    const gone = [...relIdOf.values()];
    if (gone.length) await tx.delete(relation).where(inArray(relation.relationId, gone));
    const storedRels = new Map<string, Relation[]>(pcIds.map((id) => [id, []]));
    if (relRows.length) {
      const rows = await upsertRelations(tx, relRows);
      await setLicences(tx, licences);
      for (const r of rows.sort((a, b) => a.seq - b.seq)) storedRels.get(r.pcId)?.push({ ...r, ...(licences.get(r.relationId) ?? {}) });
    }
    return { stories, relations: storedRels, created: pcIds.length - existed.size };
  });
}

/**
 * Imports a JSONL file (see the file comment): every good line becomes a
 * story, stored, indexed and published; bad lines are skipped with their
 * line number and reason. Home and search pages are written once at the end.
 * @param file the .jsonl file; relation files are relative to its folder
 * @param opts.publish publishing options (default: DATA_DIR = opts.dataDir, the repository's templates)
 * @param opts.onBatch called after each batch with the lines read so far (progress)
 * @throws Error only when the file cannot be read
 */
export async function importJsonl(
  db: Db,
  file: string,
  opts: ImportOptions & {
    publish?: Partial<PublishOptions>;
    onBatch?: (linesRead: number, imported: number) => void;
    /** render worker threads (default RENDER_WORKERS for a file of WORKERS_FROM_BYTES or more, else 0: the main thread) */
    renderWorkers?: number;
  },
): Promise<JsonlImportResult> {
  const started = performance.now();
  if (!statSync(file, { throwIfNoEntry: false })?.isFile()) throw new Error(`not a file: ${file}`);
  const baseDir = path.dirname(path.resolve(file));
  // the origin and the widget build read once (the pool, the digest and the frame take them from here)
  const publishOpts = resolvedOptions<PublishOptions>({ dataDir: opts.dataDir, siteCode: opts.siteCode, ...opts.publish });
  const out: JsonlImportResult = { lines: 0, created: 0, updated: 0, skipped: [], pcIds: [], pages: 0, ms: 0 };
  const alloc = await Allocator.load(db);
  const base = (opts.now ?? new Date()).getTime();
  let batch: Prepared[] = [];
  let inBatch = new Set<string>();

  const digest = rendererDigest(publishOpts.templatesDir ?? path.join(ROOT, "templates"), publishOpts.siteOrigin, publishOpts.widgetBuild);
  /** the manifest entries of the stories rendered (publish/manifest.ts), merged into the manifest at the end */
  const published = new Map<string, ManifestEntry>();
  const size = opts.renderWorkers ?? (statSync(file).size >= WORKERS_FROM_BYTES ? RENDER_WORKERS : 0);
  const pool = new RenderPool(size, publishOpts);
  /** pages of a batch still being rendered, by pcId (a later line of the same pcId waits for it) */
  const rendering = new Map<string, Promise<unknown>>();
  const renders: Promise<unknown>[] = [];

  const flush = async () => {
    if (!batch.length) return;
    const lines = batch;
    batch = [];
    inBatch = new Set();
    let res: Awaited<ReturnType<typeof writeBatch>>;
    try {
      res = await writeBatch(db, lines, alloc);
    } catch (err) {
      // the batch's transaction rolled back: say so for each of its lines, with the database's reason (not the query drizzle wraps it in)
      const msg = ((err as Error & { cause?: Error }).cause?.message ?? (err as Error).message).split("\n")[0];
      for (const p of lines) out.skipped.push({ line: p.line, reason: `not stored: ${msg}` });
      opts.onBatch?.(out.lines, out.pcIds.length);
      return;
    }
    out.created += res.created;
    out.updated += lines.length - res.created;
    out.pcIds.push(...res.stories.map((s) => s.pcId));
    // the same pcId still being rendered from an earlier batch: its pages are written first
    const earlier = res.stories.flatMap((s) => rendering.get(s.pcId) ?? []);
    if (earlier.length) await Promise.allSettled(earlier);
    // the database's hashes of what is rendered (publish/manifest.ts), for the manifest once it is written
    const fingerprints = await db
      .select(fingerprintColumns)
      .from(story)
      .where(and(eq(story.status, "online"), inArray(story.pcId, res.stories.map((s) => s.pcId))));
    const { done } = await pool.submit(res.stories, res.relations);
    const tracked = done.then(
      (pages) => {
        out.pages += pages;
        // what publishSite will find unchanged (publish/manifest.ts)
        for (const f of fingerprints) published.set(f.pcId, [storyFingerprint(digest, f), markerMtime(publishOpts.dataDir, f)]);
      },
      (err: Error) => {
        const msg = err.message.split("\n")[0];
        for (const p of lines) out.skipped.push({ line: p.line, reason: `stored but not published: ${msg}` });
      },
    );
    for (const s of res.stories) rendering.set(s.pcId, tracked);
    renders.push(
      tracked.then(() => {
        for (const s of res.stories) if (rendering.get(s.pcId) === tracked) rendering.delete(s.pcId);
      }),
    );
    opts.onBatch?.(out.lines, out.pcIds.length);
  };

  try {
    const rl = createInterface({ input: createReadStream(file, { encoding: "utf8" }), crlfDelay: Infinity });
    let lineNo = 0;
    for await (const text of rl) {
      lineNo++;
      if (!text.trim()) continue;
      out.lines++;
      const skip = (reason: string) => out.skipped.push({ line: lineNo, reason });
      if (text.length > MAX_LINE) {
        skip(`longer than ${MAX_LINE} characters`);
        continue;
      }
      let raw: unknown;
      try {
        raw = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
      } catch (err) {
        skip(`not valid JSON (${(err as Error).message})`);
        continue;
      }
      let p: Prepared | string;
      try {
        p = await prepare(db, raw, lineNo, baseDir, alloc, opts, new Date(base + lineNo));
      } catch (err) {
        p = `import failed: ${(err as Error).message}`;
      }
      if (typeof p === "string") {
        skip(p);
        continue;
      }
      // the same pcId twice in one batch: the earlier line is written first
      if (p.pcId && inBatch.has(p.pcId)) await flush();
      if (p.pcId) inBatch.add(p.pcId);
      batch.push(p);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
    await Promise.all(renders);
  } finally {
    await pool.close();
  }
  out.skipped.sort((a, b) => a.line - b.line);
  if (published.size) {
    const manifest = readManifest(publishOpts.dataDir, publishOpts.siteCode);
    for (const [pcId, entry] of published) manifest.set(pcId, entry);
    await writeManifest(publishOpts.dataDir, publishOpts.siteCode, manifest);
  }
  if (out.pcIds.length) out.pages += (await publishFrame(db, publishOpts)).pages;
  out.ms = Math.round(performance.now() - started);
  return out;
}
