/**
 * Versioned widget URLs (issue 12; kit/versions.mjs, server/src/app.ts
 * widgetCacheControl): a real rollup build with the build's own plugin,
 * rebuilt after a change, served by the real app. A page that loaded the
 * old loader before the deploy still gets every chunk it imports; hashed
 * files are immutable for a year, the stable names cached for 5 minutes;
 * files older than KEEP_BUILDS builds go.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { rollup } from "rollup";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/src/app.js";
import { loadConfig } from "../../server/src/config.js";
import type { FastifyInstance } from "fastify";
// @ts-expect-error plain ES module without types (kit/versions.mjs documents its shape)
import { KEEP_BUILDS, prepareDist, versionedEntries } from "../../kit/versions.mjs";
import { openTestDb, type TestDbHandle } from "./db.js";

let dir: string;
let dist: string;
let app: FastifyInstance;
let handle: TestDbHandle;

/** One build of two elements sharing a module whose text is `version`. */
async function build(version: string): Promise<void> {
  const src = path.join(dir, "src");
  mkdirSync(src, { recursive: true });
  writeFileSync(path.join(src, "shared.js"), `export const version = ${JSON.stringify(version)};\n`);
  writeFileSync(path.join(src, "a.js"), `import { version } from "./shared.js";\ncustomElements.define("pw-a", class extends HTMLElement { v = version; });\n`);
  writeFileSync(path.join(src, "b.js"), `import { version } from "./shared.js";\ncustomElements.define("pw-b", class extends HTMLElement { v = version + "b"; });\n`);
  prepareDist(dist);
  const bundle = await rollup({ input: { a: path.join(src, "a.js"), b: path.join(src, "b.js") }, plugins: [versionedEntries(dist)] });
  await bundle.write({ dir: path.join(dist, "esm"), format: "es", entryFileNames: "chunks/pw-[name]-[hash].js", chunkFileNames: "chunks/[name]-[hash].js" });
  await bundle.close();
}

/** The URL (under /widgets/esm/) a loader imports. */
const imported = (loader: string) => `/widgets/esm/${loader.match(/"\.\/([^"]+)"/)![1]}`;
/** The relative chunk URLs a built module imports statically. */
const importsOf = (code: string, from: string) =>
  [...code.matchAll(/from\s*["'](\.\/[^"']+)["']|import\s*["'](\.\/[^"']+)["']/g)].map((m) => path.posix.join(path.posix.dirname(from), m[1] ?? m[2]));

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "pw-versions-"));
  dist = path.join(dir, "dist");
  handle = await openTestDb(path.join(dir, "data"));
  await build("one");
  app = await buildApp({ db: handle, config: loadConfig({ DATA_DIR: path.join(dir, "data") }), distDir: dist });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("versioned widget URLs", () => {
  it("serves loaders briefly cached and hashed chunks immutable; a deploy keeps the old chunks answering", async () => {
    const loader1 = await app.inject({ url: "/widgets/esm/pw-a.js" });
    expect(loader1.statusCode).toBe(200);
    expect(loader1.headers["cache-control"]).toBe("public, max-age=300");
    const entry1 = imported(loader1.body);
    const entry1Res = await app.inject({ url: entry1 });
    expect(entry1Res.statusCode).toBe(200);
    expect(entry1Res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const shared1 = importsOf(entry1Res.body, entry1);
    expect(shared1.length).toBeGreaterThan(0);
    const manifest1 = JSON.parse((await app.inject({ url: "/widgets/esm/manifest.json" })).body);
    expect(`/widgets/esm/${manifest1["pw-a.js"]}`).toBe(entry1);

    await build("two"); // the deploy
    const loader2 = await app.inject({ url: "/widgets/esm/pw-a.js" });
    expect(imported(loader2.body)).not.toBe(entry1);
    const entry2Res = await app.inject({ url: imported(loader2.body) });
    expect(entry2Res.statusCode).toBe(200);
    expect(importsOf(entry2Res.body, imported(loader2.body))).not.toEqual(shared1);
    // the page that loaded build one keeps working: its entry and every chunk it imports still answer
    for (const url of [entry1, ...shared1]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("public, max-age=31536000, immutable");
    }
    expect((await app.inject({ url: shared1[0] })).body).toContain('"one"');
  });

  it(`drops a build's hashed files only after ${KEEP_BUILDS} newer builds`, async () => {
    const first = imported((await app.inject({ url: "/widgets/esm/pw-a.js" })).body);
    for (let i = 1; i < KEEP_BUILDS; i++) await build(`later-${i}`);
    expect((await app.inject({ url: first })).statusCode).toBe(200);
    await build("last");
    expect((await app.inject({ url: first })).statusCode).toBe(404);
    expect(existsSync(path.join(dist, first.replace("/widgets/", "")))).toBe(false);
    const builds = JSON.parse(readFileSync(path.join(dist, "esm", "builds.json"), "utf8"));
    expect(builds).toHaveLength(KEEP_BUILDS);
  });
});
