/**
 * Where the repository's files are, for the server run from its sources
 * (server/src: vitest, tsx) and from its compiled build (build/node/server/src,
 * run by bin/photowire.mjs after `npm run build`): ROOT is the nearest folder
 * above this module that holds a package.json, so the same paths resolve from
 * both. Files the compiler does not copy (SQL migrations, region data) are
 * read from the sources under ROOT.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

function packageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

/** Repository root: dist/, pages/, templates/, server/. */
export const ROOT = packageRoot(path.dirname(fileURLToPath(import.meta.url)));

/** Drizzle's SQL migrations and their journal (meta/_journal.json). */
export const MIGRATIONS_DIR = path.join(ROOT, "server", "src", "db", "migrations");

/** Province, city and area lists (server/data/README.md). */
export const REGIONS_FILE = path.join(ROOT, "server", "data", "regions.json");
