/**
 * Starts the real site as `npm start` does (bin/photowire.mjs serve) on a free
 * loopback port with a fresh DATA_DIR, and a headless Debian Chromium through
 * playwright-core. No mock of our own server.
 *
 * A fresh DATA_DIR is a copy of the run's seeded template
 * (test/e2e/global-setup.ts), so a start publishes the pages but does not
 * seed the demo corpus again.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser, type Page, type Request } from "playwright-core";
import { inject } from "vitest";
import { CHROME } from "../chromium.mjs";
import { E2E_PGLITE_CACHE_MB, seedTemplate } from "./seed-template.mjs";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

export interface Site {
  base: string;
  /** the server's DATA_DIR (outbox, uploads, database) */
  dataDir: string;
  output: () => string;
  /** stops the server; `keep` leaves DATA_DIR in place (to run commands on it and serve it again) */
  stop(keep?: boolean): Promise<void>;
}

/** The seeded template of a process outside vitest (the benches start sites too), removed when it exits. */
let ownTemplate: string | undefined;

/** The run's seeded template: vitest's (global-setup.ts), else one seeded for this process. */
function template(): string {
  try {
    return inject("e2eTemplate");
  } catch {
    // not in a vitest worker (npm run bench -- lighthouse, page)
  }
  if (!ownTemplate) {
    const dir = (ownTemplate = seedTemplate());
    process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  }
  return ownTemplate;
}

/** A fresh DATA_DIR: a copy of the run's seeded template (demo accounts and corpus, no pages yet). */
export function freshDataDir(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pw-e2e-"));
  cpSync(template(), dataDir, { recursive: true });
  return dataDir;
}

/**
 * Starts `photowire serve`; resolves once it prints its URL.
 * @param prepare runs before the server starts, with the fresh DATA_DIR (e.g. `photowire quota`)
 * @param opts.dataDir serve this DATA_DIR (of a site stopped with `keep`) instead of a fresh one
 */
export async function startSite(env: Record<string, string> = {}, prepare?: (dataDir: string) => void, opts: { dataDir?: string } = {}): Promise<Site> {
  const dataDir = opts.dataDir ?? freshDataDir();
  prepare?.(dataDir);
  const port = await freePort();
  let out = "";
  const child: ChildProcess = spawn(process.execPath, ["bin/photowire.mjs", "serve"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, PGLITE_CACHE_MB: E2E_PGLITE_CACHE_MB, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 180_000);
    const check = () => {
      if (out.includes("serving on")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", check);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited ${code}:\n${out}`));
    });
  });
  return {
    base: `http://127.0.0.1:${port}`,
    dataDir,
    output: () => out,
    async stop(keep = false) {
      // SIGTERM, then wait for the process to exit (SIGKILL after 5 s)
      if (child.exitCode === null) {
        const exited = new Promise<void>((r) => child.once("exit", () => r()));
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
        await exited;
        clearTimeout(timer);
      }
      if (!keep) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `photowire <args>` on a DATA_DIR and waits for it (throws with its output on failure). */
export function photowire(dataDir: string, ...args: string[]): string {
  const res = spawnSync(process.execPath, ["bin/photowire.mjs", ...args], { env: { ...process.env, DATA_DIR: dataDir, PGLITE_CACHE_MB: E2E_PGLITE_CACHE_MB }, encoding: "utf8" });
  if (res.status !== 0) throw new Error(`photowire ${args.join(" ")} failed:\n${res.stdout}${res.stderr}`);
  return res.stdout;
}

/**
 * Logs `code` in through POST /api/guest/login on `base` (fails the test on any answer but 200).
 * @returns the session's Cookie header value ("name=value; …")
 */
export async function loginCookie(base: string, code: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/guest/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" },
    body: JSON.stringify({ code, password }),
  });
  if (res.status !== 200) throw new Error(`login of ${code} on ${base}: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

/**
 * The demo editor (DEMO_EDITORS: demo_editor) approves the open submission
 * whose title contains `title`, through the staff calls the staff console
 * makes (issue 19: a contribution is published once approved).
 * @returns the SubmissionDto answered (state approved, storyId, htmlUrl)
 */
export async function approveSubmission(base: string, title: string, editions: string[] = ["zh", "en", "ann"]): Promise<{ oid: string; storyId: string; htmlUrl: string }> {
  const headers = { cookie: await loginCookie(base, "demo_editor", "Editor2026"), "content-type": "application/json", "x-requested-with": "XMLHttpRequest" };
  const list = await (await fetch(`${base}/api/staff/submissions?state=open&rows=100`, { headers })).json();
  const sub = (list.data.page_data as { oid: string; title: string }[]).find((s) => s.title.includes(title));
  if (!sub) throw new Error(`no open submission titled …${title}… on ${base}: ${JSON.stringify(list)}`);
  const res = await fetch(`${base}/api/staff/submissions/${encodeURIComponent(sub.oid)}/approve`, { method: "POST", headers, body: JSON.stringify({ editions }) });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`approve ${sub.oid}: ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * What a page did, for a failing test to tell: console warnings and errors,
 * uncaught errors, failed requests (but the aborts of downloads and of a page
 * left), answers of 400 or more, main-frame navigations, each with the ms
 * since the log started. `text()` adds the requests still waiting for an
 * answer, with their age, and the page's URL.
 */
export function pageLog(page: Page): { text(): string } {
  const t0 = Date.now();
  const lines: string[] = [];
  const pending = new Map<Request, number>();
  const add = (line: string) => lines.push(`${String(Date.now() - t0).padStart(6)} ms  ${line}`);
  /** a URL without its origin (the page's own site) */
  const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, "");
  page.on("console", (m) => {
    if (m.type() === "warning" || m.type() === "error") add(`console.${m.type()} ${m.text()}`);
  });
  page.on("pageerror", (e) => add(`pageerror ${String(e)}`));
  page.on("request", (r) => pending.set(r, Date.now()));
  page.on("requestfinished", (r) => pending.delete(r));
  page.on("requestfailed", (r) => {
    pending.delete(r);
    const why = r.failure()?.errorText ?? "";
    if (!why.includes("ERR_ABORTED")) add(`failed ${r.method()} ${pathOf(r.url())} ${why}`);
  });
  page.on("response", (r) => {
    if (r.status() >= 400) add(`${r.status()} ${r.request().method()} ${pathOf(r.url())}`);
  });
  page.on("framenavigated", (f) => {
    if (f === page.mainFrame()) add(`page ${pathOf(f.url())}`);
  });
  return {
    text: () =>
      [
        ...lines,
        ...[...pending].map(([r, at]) => `waiting ${Date.now() - at} ms for ${r.method()} ${pathOf(r.url())}`),
        `now at ${page.isClosed() ? "(closed)" : pathOf(page.url())}`,
      ].join("\n"),
  };
}

/** Headless Debian Chromium (test/chromium.mjs says which binary). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROME,
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/**
 * A contributor's story through the calls the contribution pages make
 * (issue 11): one photo uploaded in one chunk (POST /api/upload_file), a
 * draft with a title, subject and the photo (addPublicationContent), then
 * submitted for review (POST /api/guest/Contribute). The demo editor then
 * approves it with approveSubmission.
 * @param jpeg the photo's bytes (a JPEG of at most 5242880 bytes)
 * @returns the draft's oid
 */
export async function submitPhotoStory(base: string, code: string, password: string, title: string, jpeg: Buffer, caption = title): Promise<string> {
  const cookie = await loginCookie(base, code, password);
  const headers = { cookie, "x-requested-with": "XMLHttpRequest" };
  const form = new FormData();
  form.set("md5", createHash("md5").update(jpeg).digest("hex"));
  form.set("fileName", "photo.jpg");
  form.set("fileSize", String(jpeg.length));
  form.set("chunks", "1");
  form.set("chunk", "0");
  form.set("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "photo.jpg");
  const up = await (await fetch(`${base}/api/upload_file`, { method: "POST", headers, body: form })).json();
  if (!up.data?.relation) throw new Error(`upload on ${base}: ${JSON.stringify(up)}`);
  const oid = `e2e${Date.now().toString(36)}`;
  const json = { ...headers, "content-type": "application/json" };
  // the first subject the site offers (the form's list)
  const form0 = await (await fetch(`${base}/api/guest/getPublicationContent`, { headers })).json();
  const subjectCode = form0.data.subjects[0].code;
  const draft = { oid, title, description: caption, subjectCode, relationList: [{ ...up.data.relation, caption }] };
  const saved = await fetch(`${base}/api/guest/addPublicationContent`, { method: "POST", headers: json, body: JSON.stringify(draft) });
  if (saved.status !== 200) throw new Error(`draft on ${base}: ${saved.status} ${await saved.text()}`);
  const sent = await fetch(`${base}/api/guest/Contribute`, { method: "POST", headers: json, body: JSON.stringify({ oid }) });
  if (sent.status !== 200) throw new Error(`submit on ${base}: ${sent.status} ${await sent.text()}`);
  return oid;
}
