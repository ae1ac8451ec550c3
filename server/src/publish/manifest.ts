/**
 * What publishSite last wrote of each story (issue 24 item 3: republishing
 * writes only what changed). DATA_DIR/publish-manifest.json (outside site/,
 * so it is not served) maps a story's pcId to the fingerprint of everything
 * its pages are made of and the modification time of one of its pages:
 *
 * - the fingerprint (storyFingerprint) hashes the renderer (rendererDigest:
 *   the templates, the server's and common/ code that is running, the
 *   installed packages' lock file, the public origin) with the story's shown
 *   row (without seenCount, which no page shows and every visit bumps) and
 *   its relations;
 * - the mtime of one of its pages (pagesMtime) catches a writer that is not
 *   publishSite: publishStory on a server, the JSONL import, an edit by hand;
 *   and a missing page (a deleted folder or file). When it differs from the
 *   one recorded, or a page is missing, the story is rendered again.
 *
 * A story is skipped only when both match. A run that fails keeps the last
 * manifest (its stories are rendered again next time: their pages' mtimes
 * changed).
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, type Dirent } from "node:fs";
import { rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { relation, shownStoryColumns, story } from "../db/schema.js";
import type { StoryAddressFields } from "../adapters/story.js";
import type { WidgetBuild } from "../config.js";
import { inEdition } from "../adapters/story.js";
import { siteFile } from "../media/media-paths.js";
import { ROOT } from "../paths.js";
import { PUBLISHED_EDITIONS } from "./page-base.js";
import { pagePaths } from "./view-models.js";

/** A story's entry: [fingerprint (base64url), pagesMtime when it was written]. */
export type ManifestEntry = [fingerprint: string, mtimeMs: number];

/** The file of the manifest of a site's storage root. */
export function manifestFile(dataDir: string): string {
  return path.join(dataDir, "publish-manifest.json");
}

interface ManifestJson {
  v: 1;
  siteCode: string;
  stories: Record<string, ManifestEntry>;
}

/**
 * Reads the manifest of `dataDir` for `siteCode`; an empty map when there
 * is none, it is unreadable or it is another site's (everything is rendered).
 */
export function readManifest(dataDir: string, siteCode: string): Map<string, ManifestEntry> {
  try {
    const json = JSON.parse(readFileSync(manifestFile(dataDir), "utf8")) as ManifestJson;
    if (json.v !== 1 || json.siteCode !== siteCode) return new Map();
    return new Map(Object.entries(json.stories));
  } catch {
    return new Map();
  }
}

/**
 * Writes the manifest (to a temporary file of this process renamed over the
 * old one: a reader never sees half of it, and two processes publishing at
 * once each write a whole manifest, the last one staying).
 */
export async function writeManifest(dataDir: string, siteCode: string, entries: Map<string, ManifestEntry>): Promise<void> {
  const file = manifestFile(dataDir);
  const tmp = `${file}.${process.pid}-${randomBytes(4).toString("hex")}.tmp`;
  const json: ManifestJson = { v: 1, siteCode, stories: Object.fromEntries(entries) };
  await writeFile(tmp, JSON.stringify(json));
  await rename(tmp, file);
}

/** Every file under `dir` (recursive), sorted; none when it does not exist. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((d) => d.isFile())
    .map((d) => path.join(d.parentPath, d.name))
    .sort();
}

const digests = new Map<string, string>();

/**
 * The hash of what renders every page besides the story's own data: the
 * templates folder, the running server code (server/src, or its compiled
 * build/node/server/src) and common/ beside it, ROOT's package-lock.json (the
 * template engine's and sanitiser's versions), the public origin and the
 * widget build the pages load (WIDGET_BUILD). Any change in them renders
 * every story again. Computed once per process and arguments (about 10 ms).
 */
export function rendererDigest(templatesDir: string, origin: string, build: WidgetBuild): string {
  const key = `${templatesDir}\n${origin}\n${build}`;
  let digest = digests.get(key);
  if (digest) return digest;
  const here = path.dirname(fileURLToPath(import.meta.url)); // …/server/src/publish
  const hash = createHash("sha256").update(origin).update("\0").update(build).update("\0");
  for (const dir of [templatesDir, path.resolve(here, ".."), path.resolve(here, "../../../common")]) {
    for (const file of filesUnder(dir)) hash.update(path.relative(dir, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  const lock = path.join(ROOT, "package-lock.json");
  if (existsSync(lock)) hash.update(readFileSync(lock));
  digest = hash.digest("base64url");
  digests.set(key, digest);
  return digest;
}

/**
 * What publishSite reads of every online story before deciding to render it:
 * its address and editions (pagesMtime) and two hashes the database computes
 * (md5, so that a republish does not carry every body over): `rowHash` of its
 * shown columns but seenCount (no page shows it, every visit bumps it), in
 * the schema's order, and `relHash` of its relations' rows (seq order; null
 * without any).
 */
export const fingerprintColumns = {
  pcId: story.pcId,
  type: story.type,
  siteCode: story.siteCode,
  subjectCode: story.subjectCode,
  relContentUrl: story.relContentUrl,
  titleZh: story.titleZh,
  titleEn: story.titleEn,
  editions: story.editions,
  rowHash: sql<string>`md5(row(${sql.join(
    Object.entries(shownStoryColumns)
      .filter(([k]) => k !== "seenCount")
      .map(([, c]) => sql`${c}`),
    sql`, `,
  )})::text)`,
  relHash: sql<string | null>`(select md5(string_agg(r::text, E'\n' order by r.seq, r.relation_id)) from ${relation} r where r.pc_id = ${story.pcId})`,
};

/** A story as fingerprintColumns reads it. */
export interface StoryFingerprintRow extends StoryAddressFields {
  pcId: string;
  titleZh: string;
  titleEn: string;
  editions: string[] | null;
  rowHash: string;
  relHash: string | null;
}

/** The fingerprint of a story's pages: the renderer's digest and the database's hashes of its row and relations. */
export function storyFingerprint(digest: string, row: Pick<StoryFingerprintRow, "rowHash" | "relHash">): string {
  return createHash("sha256").update(`${digest}\0${row.rowHash}\0${row.relHash ?? ""}`).digest("base64url").slice(0, 22);
}

/** The mtime (ms) of a story's marker page (see pagesMtime), for the manifest right after its pages were written: -1 when missing, 0 when it has no page. */
export function markerMtime(dataDir: string, s: Omit<StoryFingerprintRow, "pcId" | "rowHash" | "relHash">): number {
  const edition = PUBLISHED_EDITIONS.find((e) => inEdition(s, e));
  if (!edition) return 0;
  return statSync(siteFile(dataDir, pagePaths(s, edition)[0].html), { throwIfNoEntry: false })?.mtimeMs ?? -1;
}

/**
 * The state of a story's pages on disk: the mtime (ms) of its desktop page in
 * the first edition where it has a title (the marker: every writer of a story
 * rewrites all its pages), -1 when any of its HTML pages is missing, 0 when it
 * has none (no edition).
 */
export function pagesMtime(dataDir: string, s: Omit<StoryFingerprintRow, "pcId" | "rowHash" | "relHash">): number {
  let marker = 0;
  for (const edition of PUBLISHED_EDITIONS) {
    if (!inEdition(s, edition)) continue;
    for (const p of pagePaths(s, edition)) {
      const st = statSync(siteFile(dataDir, p.html), { throwIfNoEntry: false });
      if (!st) return -1;
      if (!marker) marker = st.mtimeMs;
    }
  }
  return marker;
}
