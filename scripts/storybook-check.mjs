#!/usr/bin/env node
/**
 * `npm test`'s Storybook stage (issue 7): builds Storybook offline into
 * storybook-static/, serves it on a loopback port, opens every story in
 * headless Debian Chromium (playwright-core) and fails when a story does not
 * render (Storybook's error display, an uncaught page error) or when axe-core
 * finds an accessibility violation in what it rendered (the same check as the
 * a11y addon, shadow roots included). Docs pages are built but not opened.
 * Ends with a plain "N passed, N failed" line.
 *
 * Env: CHROME_PATH (default /usr/bin/chromium), STORY_FILTER (a substring of
 * story ids to check only some), STORYBOOK_WORKERS (stories opened at a time,
 * default 2).
 */
import { spawnSync } from "node:child_process";
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(ROOT, "storybook-static");
const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"];
const TYPES = { ".html": "text/html", ".js": "text/javascript", ".mjs": "text/javascript", ".css": "text/css", ".json": "application/json", ".svg": "image/svg+xml", ".woff2": "font/woff2", ".png": "image/png" };

const build = spawnSync("npx", ["storybook", "build", "-o", OUT, "--quiet", "--disable-telemetry"], { cwd: ROOT, stdio: "inherit", env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: "1" } });
if (build.status !== 0) {
  process.stdout.write("0 passed, 1 failed\n");
  process.exit(1);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  let file = path.join(OUT, decodeURIComponent(url.pathname));
  if (!file.startsWith(OUT)) return void res.writeHead(403).end();
  if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, "index.html");
  if (!existsSync(file)) {
    if (process.env.STORY_DEBUG) process.stderr.write(`404 ${req.url}\n`);
    return void res.writeHead(404).end();
  }
  res.writeHead(200, { "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream" });
  createReadStream(file).pipe(res);
});
await new Promise((r) => server.listen(0, "127.0.0.1", r));
const base = `http://127.0.0.1:${server.address().port}`;

const index = JSON.parse(readFileSync(path.join(OUT, "index.json"), "utf8"));
const filter = process.env.STORY_FILTER ?? "";
const stories = Object.values(index.entries).filter((e) => e.type === "story" && e.id.includes(filter));
const axeSource = readFileSync(path.join(ROOT, "node_modules/axe-core/axe.min.js"), "utf8");

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || "/usr/bin/chromium", headless: true, args: ARGS });
let passed = 0;
const failures = [];
const queue = [...stories];

/**
 * One worker: its own browser context (its own MSW service worker and
 * storage) and page, taking the next story from the shared queue until none
 * is left. Stories run STORYBOOK_WORKERS at a time (default 2, the machine's
 * cores): most of a story's time is Chromium loading the preview and the
 * quiet network wait, which overlap.
 */
async function worker() {
  const context = await browser.newContext();
  const page = await context.newPage();
  let errors = [];
  // MSW re-registers its worker on every story; Chromium sometimes rejects that
  // update while the previous story's request is still pending ("Failed to
  // update a ServiceWorker … Not found"). The worker already in place keeps
  // answering, so that one message is not a failure of the story.
  page.on("pageerror", (e) => {
    if (!/Failed to update a ServiceWorker/.test(String(e))) errors.push(String(e));
  });
  for (let s = queue.shift(); s; s = queue.shift()) {
    errors = [];
    try {
      await checkStory(page, s);
      if (errors.length) throw new Error(`page errors:\n    ${errors.join("\n    ")}`);
      passed++;
    } catch (e) {
      failures.push(`${s.id}: ${e instanceof Error ? e.message : e}`);
      process.stdout.write(`✗ ${s.id}\n    ${e instanceof Error ? e.message : e}\n`);
    }
  }
  await context.close();
}

/** Opens story `s` in `page`; throws when it does not render or axe finds a violation. */
async function checkStory(page, s) {
  await page.goto(`${base}/iframe.html?id=${encodeURIComponent(s.id)}&viewMode=story`, { waitUntil: "load" });
  await page.waitForFunction(() => /sb-show-(main|errordisplay|nopreview)/.test(document.body.className), null, { timeout: 20_000 });
  // let the element mount and its first API answers arrive (requests settle)
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => {});
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const shown = await page.evaluate(() => document.body.className);
  if (!shown.includes("sb-show-main") || shown.includes("sb-show-errordisplay")) {
    const text = await page.evaluate(() => document.querySelector("#error-message")?.textContent ?? document.body.innerText.slice(0, 300));
    throw new Error(`did not render: ${text}`);
  }
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const root = document.querySelector("#storybook-root");
    // the a11y addon runs the same axe on the story; one run at a time, so wait for its run to end (up to 20 s)
    for (let i = 0; ; i++) {
      try {
        // @ts-expect-error axe is injected
        const res = await window.axe.run(root, { resultTypes: ["violations"] });
        return res.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join("; ")})`);
      } catch (e) {
        if (i >= 200 || !/already running/i.test(String(e))) throw e;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  });
  if (violations.length) throw new Error(`axe violations:\n    ${violations.join("\n    ")}`);
}

const workers = Math.max(1, Number(process.env.STORYBOOK_WORKERS) || 2);
await Promise.all(Array.from({ length: workers }, () => worker()));
await browser.close();
server.close();
process.stdout.write(`\nstorybook: ${stories.length} stories opened in Chromium with an axe check\n`);
process.stdout.write(`${passed} passed, ${failures.length} failed\n`);
process.exit(failures.length ? 1 : 0);
