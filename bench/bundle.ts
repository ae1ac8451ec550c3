/**
 * Bundle sizes (DESIGN §6): brotli size of the shared runtime chunk, of each
 * element entry with the chunks it imports statically, and of the initial
 * JavaScript of a story page (login status, like, collect, download, share, back-to-top).
 * Budget: a story page's initial JS ≤ 80 KB brotli.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

const DIST = "dist/esm";

export function brotli(buf: Buffer | string): number {
  return brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** Static imports of a built ES module (relative specifiers), resolved to files. */
function staticImports(file: string): string[] {
  const code = readFileSync(file, "utf8");
  const out: string[] = [];
  const re = /(?:^|[;}\s])import\s*(?:[\w*{}\s,$]*from\s*)?["'](\.{1,2}\/[^"']+)["']/g;
  for (const m of code.matchAll(re)) out.push(path.resolve(path.dirname(file), m[1]));
  return out;
}

/** A file and every file it imports statically, transitively. */
export function closure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...entries.map((e) => path.resolve(e))];
  while (stack.length) {
    const f = stack.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    stack.push(...staticImports(f));
  }
  return seen;
}

export interface BundleRow {
  name: string;
  raw: number;
  brotli: number;
}

/** Brotli bytes a browser downloads for `entries` and their static imports (each file compressed on its own). */
function initialJs(name: string, entries: string[], extra: string[] = []): BundleRow {
  const files = [...closure(entries.map((f) => path.join(DIST, f)).filter((f) => existsSync(f))), ...extra.filter((f) => existsSync(f))];
  return {
    name: `${name} (${files.length} files)`,
    raw: files.reduce((n, f) => n + readFileSync(f).length, 0),
    brotli: files.reduce((n, f) => n + brotli(readFileSync(f)), 0),
  };
}

/** Classic scripts every story page loads besides the widgets: the desktop / m_ switch (issue 12, templates/assets/variant.js). */
export const STORY_PAGE_SCRIPTS = ["templates/assets/variant.js"];

/** The elements of a photo story page before any interaction (DESIGN §6; server/src/publish/view-models.ts storyContext scripts). */
export const STORY_PAGE_ENTRIES = ["pw-login-status.js", "pw-like-button.js", "pw-collect-button.js", "pw-download-button.js", "pw-photo-viewer.js", "pw-share-bar.js", "pw-back-to-top.js", "pw-chat-panel.js", "pw-visit-stats.js"];
/** The elements of a video story page (issue 11). */
export const VIDEO_PAGE_ENTRIES = ["pw-login-status.js", "pw-like-button.js", "pw-collect-button.js", "pw-video-comments.js", "pw-share-bar.js", "pw-back-to-top.js", "pw-chat-panel.js", "pw-visit-stats.js"];

/** The agents' console page (issue 10; not a story page: no budget). An agent then loads the realtime chunk (socket.io-client). */
export const CONSOLE_PAGE_ENTRIES = ["pw-login-status.js", "pw-search-box.js", "pw-back-to-top.js", "pw-service-console.js"];

export function bundleReport(): { rows: BundleRow[]; storyPage: BundleRow; videoPage: BundleRow | null; consolePage: BundleRow | null; budget: number } {
  if (!existsSync(DIST)) throw new Error("dist/esm is missing: run npm run build");
  const rows: BundleRow[] = [];
  // dist/esm/chunks keeps the previous builds' files too (kit/versions.mjs): only this build's, listed last in builds.json
  const builds = existsSync(path.join(DIST, "builds.json")) ? (JSON.parse(readFileSync(path.join(DIST, "builds.json"), "utf8")) as { files: string[] }[]) : [];
  const current = builds.length ? new Set(builds[builds.length - 1].files.map((f) => path.basename(f))) : null;
  const entryCode = new Set(Object.values(existsSync(path.join(DIST, "manifest.json")) ? (JSON.parse(readFileSync(path.join(DIST, "manifest.json"), "utf8")) as Record<string, string>) : {}).map((f) => path.basename(f)));
  const chunks = readdirSync(path.join(DIST, "chunks"))
    .filter((f) => f.endsWith(".js") && (!current || current.has(f)) && !entryCode.has(f))
    .map((f) => path.join(DIST, "chunks", f));
  for (const f of chunks) {
    const buf = readFileSync(f);
    rows.push({ name: `chunk ${path.basename(f)}`, raw: buf.length, brotli: brotli(buf) });
  }
  // an entry: the stable loader and the element's hashed code it imports (shared chunks are rows of their own)
  for (const f of readdirSync(DIST).filter((x) => x.endsWith(".js"))) {
    const files = [path.resolve(DIST, f), ...staticImports(path.join(DIST, f)).filter((x) => entryCode.has(path.basename(x)))];
    rows.push({ name: `entry ${f}`, raw: files.reduce((n, x) => n + readFileSync(x).length, 0), brotli: files.reduce((n, x) => n + brotli(readFileSync(x)), 0) });
  }
  const all = readFileSync("dist/photowire.js");
  rows.push({ name: "all-in-one photowire.js", raw: all.length, brotli: brotli(all) });
  const storyEntries = STORY_PAGE_ENTRIES
    .map((f) => path.join(DIST, f))
    .filter((f) => existsSync(f));
  const files = [...closure(storyEntries), ...STORY_PAGE_SCRIPTS.filter((f) => existsSync(f))];
  const joined = Buffer.concat(files.map((f) => readFileSync(f)));
  // brotli of each file separately is what a browser downloads; sum them
  const storyBrotli = files.reduce((n, f) => n + brotli(readFileSync(f)), 0);
  const videoPage = existsSync(path.join(DIST, "pw-video-comments.js")) ? initialJs("video story page initial JS", VIDEO_PAGE_ENTRIES, STORY_PAGE_SCRIPTS) : null;
  const consolePage = existsSync(path.join(DIST, "pw-service-console.js")) ? initialJs("agent console page initial JS", CONSOLE_PAGE_ENTRIES) : null;
  return {
    rows,
    videoPage,
    consolePage,
    storyPage: { name: `photo story page initial JS (${files.length} files)`, raw: joined.length, brotli: storyBrotli },
    budget: 80 * 1024,
  };
}
