#!/usr/bin/env node
/**
 * `npm test`'s Storybook stage (issues 7, 16): every story rendered in
 * headless Debian Chromium and checked, without building Storybook. Runs
 * vitest.storybook.config.ts (Storybook's vitest addon in vitest browser
 * mode): each story is a test that fails when the story does not render (a
 * render error, an uncaught error), when its play function fails, or when
 * the a11y addon's axe run finds a violation (preview.ts
 * `parameters.a11y.test: "error"`, shadow roots included), after the story's
 * API answers from MSW are rendered (.storybook/settle.ts).
 *
 * It also checks that every story of Storybook's index (the stories the
 * designers see, `storybook index`) ran as a test, and no other: a story left
 * out of the run (a tag, a file the plugin does not pick up) fails the stage.
 * Ends with a plain "N passed, N failed" line (N: stories).
 *
 * Env: CHROME_PATH (default: test/chromium.mjs), STORY_FILTER (a substring of
 * story ids, titles or names, case-insensitive: only those stories),
 * STORYBOOK_WORKERS (story files run at a time, default 2), STORYBOOK_ISOLATE=1
 * (a fresh page per story file; see vitest.storybook.config.ts).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(ROOT);
process.env.STORYBOOK_DISABLE_TELEMETRY = "1";
// nothing here may fetch a browser: the provider launches CHROME_PATH (vitest.storybook.config.ts)
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = "1";

/** The stories of Storybook's index (`storybook index`: the stories config of .storybook/main.ts, no build). */
function storyIndex() {
  const dir = mkdtempSync(path.join(tmpdir(), "pw-story-index-"));
  const out = path.join(dir, "index.json");
  const bin = path.join(ROOT, "node_modules/storybook/dist/bin/dispatcher.js");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, "index", "-o", out, "--quiet", "--disable-telemetry", "--loglevel", "warn"], { stdio: ["ignore", "ignore", "inherit"] });
    child.on("error", reject);
    child.on("close", (code) => {
      try {
        if (code !== 0) throw new Error(`storybook index exited with ${code}`);
        const index = JSON.parse(readFileSync(out, "utf8"));
        resolve(Object.values(index.entries).filter((e) => e.type === "story"));
      } catch (e) {
        reject(e);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const filter = (process.env.STORY_FILTER ?? "").toLowerCase();
const matches = (e) => [e.id, e.title, e.name].some((s) => s.toLowerCase().includes(filter));

// with a filter, the index picks the files and test names first; without, it runs beside vitest
let indexError = null;
const indexed = storyIndex().then(
  (all) => all.filter(matches),
  (e) => {
    indexError = e;
    return [];
  },
);
let files = [];
let testNamePattern;
if (filter) {
  const chosen = await indexed;
  if (!chosen.length) {
    process.stdout.write(`storybook: ${indexError ? `storybook index failed: ${indexError.message}` : `no story matches STORY_FILTER=${filter}`}\n0 passed, 1 failed\n`);
    process.exit(1);
  }
  files = [...new Set(chosen.map((e) => e.importPath.replace(/^\.\//, "")))];
  // the addon names each test after its story's name, as the index does
  testNamePattern = `^(?:${[...new Set(chosen.map((e) => escape(e.name)))].join("|")})$`;
}

const { startVitest } = await import("vitest/node");
let vitest;
const problems = [];
let failed = 0;
try {
  vitest = await startVitest("test", files, {
    config: path.join(ROOT, "vitest.storybook.config.ts"),
    run: true,
    watch: false,
    ...(testNamePattern ? { testNamePattern } : {}),
  });
} catch (e) {
  failed++;
  problems.push(`vitest did not run: ${e instanceof Error ? e.message : e}`);
}
const stories = await indexed;
if (indexError) {
  failed++;
  problems.push(`storybook index failed, so the story count is not checked: ${indexError.message}`);
}

/** Every test of the run, with its story id (set by the addon's testStory) and state. */
const tests = [];
const walk = (task) => {
  if (task.type === "test") tests.push({ name: task.name, file: task.file?.name, storyId: task.meta?.storyId, state: task.result?.state ?? task.mode });
  for (const t of task.tasks ?? []) walk(t);
};
for (const f of vitest?.state.getFiles() ?? []) walk(f);
const ran = tests.filter((t) => t.state === "pass" || t.state === "fail");

// an uncaught error fails the story that was running (vitest names it); one it cannot place fails on its own
for (const e of vitest?.state.getUnhandledErrors() ?? []) {
  const where = `${e?.VITEST_TEST_PATH ?? "?"} > ${e?.VITEST_TEST_NAME ?? "?"}`;
  const test = ran.find((t) => t.name === e?.VITEST_TEST_NAME && e?.VITEST_TEST_PATH?.endsWith(t.file));
  if (test) test.state = "fail";
  else failed++;
  problems.push(`uncaught error during ${where}: ${e?.message ?? e}`);
}
const passed = ran.filter((t) => t.state === "pass").length;
failed += ran.length - passed;
// files that failed before their stories ran (an import error)
for (const f of vitest?.state.getFiles() ?? []) {
  if (f.result?.state === "fail" && !(f.tasks ?? []).some((t) => t.result?.state === "fail")) {
    failed++;
    problems.push(`${f.name}: ${f.result.errors?.[0]?.message ?? "failed to load"}`);
  }
}
// every story of the index ran as a test, and only those
const ranIds = new Set(ran.map((t) => t.storyId));
const missing = vitest ? stories.filter((s) => !ranIds.has(s.id)) : [];
const wanted = new Set(stories.map((s) => s.id));
const extra = ran.filter((t) => !wanted.has(t.storyId));
if (missing.length) {
  failed += missing.length;
  problems.push(`${missing.length} stories of the index did not run as tests: ${missing.map((s) => s.id).join(", ")}`);
}
if (extra.length && !filter) {
  failed += extra.length;
  problems.push(`${extra.length} tests are no story of the index: ${extra.map((t) => `${t.file} > ${t.name}`).join(", ")}`);
}
await vitest?.close();

for (const p of problems) process.stdout.write(`✗ ${p}\n`);
process.stdout.write(
  `\nstorybook: ${stories.length} stories in the index${filter ? ` matching "${filter}"` : ""}, ${ran.length} story tests ran in Chromium (vitest browser mode) with an axe check` +
    `${filter && extra.length ? ` (${extra.length} more of the same names in those files)` : ""}\n`,
);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(failed || !ran.length || process.exitCode ? 1 : 0);
