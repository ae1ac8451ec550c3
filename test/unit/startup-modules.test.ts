/**
 * What a process loads when it starts: the server's app, the media module
 * every download and CLI command imports, and the render workers' module do
 * not load jsdom (about 0.6 s of CPU a process). Only sanitising markup
 * (sanitize.ts) and merging into a file's own XMP packet (media/xmp.ts) need
 * it, and they load it on first use. Checked on the compiled server
 * (bin/server-build.mjs compiles it when stale), each module in a fresh
 * Node process.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module of the repository, without typings
import { BUILD_DIR, ensureServerBuild } from "../../bin/server-build.mjs";

/**
 * Imports `module` (of build/node/server/src) in a fresh process as `m`, runs
 * `then` (a statement using `m`), and prints how many CommonJS modules of
 * `pkg` are loaded by then.
 * @returns the process's result (stdout: the count)
 */
function importIn(module: string, pkg: string, then = "") {
  const url = pathToFileURL(path.join(BUILD_DIR as string, "server/src", module)).href;
  const script = `import { createRequire } from "node:module";
const m = await import(${JSON.stringify(url)});
${then}
console.log(Object.keys(createRequire(import.meta.url).cache).filter((k) => k.includes(${JSON.stringify(`/node_modules/${pkg}/`)})).length);`;
  return spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
}

/** The CommonJS modules of `pkg` loaded once `module` is imported, in a fresh process. */
function loadedFrom(module: string, pkg: string): number {
  const res = importIn(module, pkg);
  if (res.status !== 0) throw new Error(`importing ${module} failed:\n${res.stderr}`);
  return Number(res.stdout.trim().split("\n").pop());
}

describe("modules loaded at start", () => {
  beforeAll(() => ensureServerBuild(), 120_000);

  it.each(["app.js", "media/sized.js", "publish/story-rows.js", "import/jsonl.js"])("%s does not load jsdom", (module) => {
    expect(loadedFrom(module, "jsdom")).toBe(0);
  });

  it("the check sees jsdom where it is loaded (sanitising markup)", () => {
    // sanitize.ts loads jsdom on first use: a module that sanitises markup at import would show it
    expect(loadedFrom("sanitize.js", "jsdom")).toBe(0);
    const res = importIn("sanitize.js", "jsdom", `m.allowListHtml("<b>x</b>");`);
    expect(res.stderr).toBe("");
    expect(Number(res.stdout.trim())).toBeGreaterThan(0);
  });
});
