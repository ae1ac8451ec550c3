/**
 * Two `photowire serve` processes on one throwaway PostgreSQL, sharing
 * STORAGE_DIR and SECRET_KEY, behind a small round-robin proxy (http-proxy,
 * WebSockets included) on a loopback port: the deployment of docs/server.md
 * "Running several processes".
 *
 * Issue 8: through the proxy a reader logs in and likes a photo in Chromium,
 * then scrolls search results through 5 pages (each page from the other
 * process: every hit exactly once); a member's realtime sockets on both
 * processes are disconnected by one logout. Issue 20: staff confirm the same
 * pack order on both processes at once: one payment, one grant.
 *
 * Issue 17, the faults a deployment meets, each injected into the real
 * processes: PostgreSQL restarted under load with realtime attached; the
 * adapter's LISTEN connections terminated; a process killed during an
 * upload's assembly; SIGTERM while a client has stopped reading a zip; the
 * upload folder full, then read-only (a tmpfs mounted there: needs root,
 * as CI runs).
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statfsSync, watch, writeFileSync, existsSync } from "node:fs";
import { createServer as createHttpServer, get as httpGet, type IncomingMessage, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import httpProxy from "http-proxy";
import pg from "pg";
import type { Browser } from "playwright-core";
import sharp from "sharp";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { chunkCount, UPLOAD_CHUNK_BYTES } from "../../common/contribution.js";
// @ts-expect-error a plain ES module script without types
import { freePort, startCluster } from "../../scripts/pg-cluster.mjs";
import { launchBrowser, loginCookie } from "./harness.js";

type Cluster = { url: string; stop(): Promise<void>; pgCtlAsync(action: "start" | "stop"): Promise<void> };

/** One server process: its port, and its child while it runs. */
interface Proc {
  port: number;
  dataDir: string;
  child: ChildProcess | null;
  out: string;
}

let cluster: Cluster;
let db: pg.Pool;
let browser: Browser;
let proxyServer: Server;
let base: string;
let storage: string;
/** the tmpfs mounted on STORAGE_DIR/uploads (the full and read-only disk) */
let uploadsMount: string | null = null;
const procs: Proc[] = [];
const dirs: string[] = [];
const hits = [0, 0];
/** the assembly lease (UPLOAD_ASSEMBLY_LEASE_MS) and the SIGTERM grace (SHUTDOWN_GRACE_MS) of these processes, ms */
const LEASE_MS = 1_500;
const GRACE_MS = 2_000;

/** Starts process `i` (again; `env` over the deployment's variables); resolves once /api/ready answers 200. */
async function startProc(i: number, env: Record<string, string> = {}): Promise<void> {
  const p = procs[i];
  p.out = "";
  const child = spawn(process.execPath, ["bin/photowire.mjs", "serve"], {
    env: {
      ...process.env,
      PORT: String(p.port),
      HOST: "127.0.0.1",
      DATA_DIR: p.dataDir,
      STORAGE_DIR: storage,
      DATABASE_URL: cluster.url,
      SECRET_KEY: "an-e2e-secret-shared-by-both-processes",
      RATE_LIMIT_FACTOR: "1000",
      UPLOAD_ASSEMBLY_LEASE_MS: String(LEASE_MS),
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  p.child = child;
  child.stdout!.on("data", (d) => (p.out += d));
  child.stderr!.on("data", (d) => (p.out += d));
  const exited = new Promise<never>((_, reject) => child.once("exit", (code) => reject(new Error(`server ${i} exited ${code}:\n${p.out}`))));
  const ready = (async () => {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${p.port}/api/ready`).then((r) => r.ok, () => false);
      if (ok) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  await Promise.race([ready, exited]);
  exited.catch(() => undefined);
}

/** Whether process `i` is still running. */
const alive = (i: number) => procs[i].child !== null && procs[i].child!.exitCode === null && procs[i].child!.signalCode === null;
/** Resolves with the exit code (or signal) of process `i` once it has ended. */
const exitOf = (i: number) =>
  new Promise<number | string>((resolve) => {
    const c = procs[i].child!;
    if (c.exitCode !== null || c.signalCode !== null) return resolve(c.exitCode ?? c.signalCode!);
    c.once("exit", (code, sig) => resolve(code ?? sig!));
  });

const direct = (i: number) => `http://127.0.0.1:${procs[i].port}`;
const XRW = { "x-requested-with": "XMLHttpRequest" };
/** A JSON call to `url` (an absolute address); resolves with the status and the parsed body. */
async function call(url: string, init: { method?: string; body?: unknown; cookie?: string } = {}): Promise<{ status: number; body: any }> {
  const res = await fetch(url, {
    method: init.method ?? (init.body ? "POST" : "GET"),
    headers: { ...XRW, ...(init.body ? { "content-type": "application/json" } : {}), ...(init.cookie ? { cookie: init.cookie } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const text = await res.text();
  let body: any = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, body };
}
/** A real JPEG with `padding` random bytes behind its end marker (decoders stop there), and its MD5. */
async function paddedJpeg(padding: number, background: string): Promise<{ file: Buffer<ArrayBuffer>; md5: string }> {
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background } }).jpeg().toBuffer();
  const file = Buffer.concat([jpeg, randomBytes(padding)]);
  return { file, md5: createHash("md5").update(file).digest("hex") };
}
/** The member id of demo_contributor (the uploads' folder names). */
const contributorId = async (): Promise<number> => (await db.query("SELECT id FROM uc_member WHERE code = 'demo_contributor'")).rows[0].id;

beforeAll(async () => {
  cluster = await startCluster();
  db = new pg.Pool({ connectionString: cluster.url, max: 2 });
  db.on("error", () => undefined);
  storage = mkdtempSync(path.join(tmpdir(), "pw-e2e-storage-"));
  dirs.push(storage);
  // the upload folder on a disk of its own, to fill and to make read-only
  uploadsMount = path.join(storage, "uploads");
  mkdirSync(uploadsMount);
  execFileSync("mount", ["-t", "tmpfs", "-o", "size=160m", "tmpfs", uploadsMount]);
  for (let i = 0; i < 2; i++) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "pw-e2e-proc-"));
    dirs.push(dataDir);
    procs.push({ port: await freePort(), dataDir, child: null, out: "" });
  }
  await Promise.all([startProc(0), startProc(1)]);
  // round robin, WebSocket upgrades included
  const proxy = httpProxy.createProxyServer({ ws: true, xfwd: true });
  proxy.on("error", () => undefined);
  let next = 0;
  const target = () => {
    const i = next++ % 2;
    hits[i]++;
    return direct(i);
  };
  proxyServer = createHttpServer((req, res) => proxy.web(req, res, { target: target() }));
  proxyServer.on("upgrade", (req, socket, head) => proxy.ws(req, socket, head, { target: target() }));
  const proxyPort: number = await freePort();
  await new Promise<void>((r) => proxyServer.listen(proxyPort, "127.0.0.1", () => r()));
  base = `http://127.0.0.1:${proxyPort}`;
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  proxyServer?.close();
  for (const p of procs) if (p.child && p.child.exitCode === null) p.child.kill("SIGKILL");
  await Promise.all(procs.map((p) => (p.child && p.child.exitCode === null && p.child.signalCode === null ? new Promise((r) => p.child!.once("exit", r)) : null)));
  await db?.end();
  if (uploadsMount) execFileSync("umount", ["-l", uploadsMount]);
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  await cluster?.stop();
});

/**
 * In Chromium on `site`: `code` logs in on the login page, opens the `nth` photo story of the
 * Chinese home page and likes it; the like and the session hold over two reloads.
 */
async function logInAndLike(site: string, code: string, password: string, nth: number): Promise<void> {
  const page = await browser.newPage();
  try {
    await page.goto(`${site}/public_resource/public/html/login2.html`);
    await page.getByLabel("账号").fill(code);
    await page.getByLabel("密码").fill(password);
    await page.getByRole("button", { name: "登录" }).click();
    await page.waitForURL((u) => !u.pathname.endsWith("login2.html"));
    await page.goto(`${site}/cn/index.html`);
    await page.locator('main a[href*="/photo/articles/"]').nth(nth).click();
    await page.waitForURL(/\/photo\/articles\/.+\.html$/);
    const like = page.locator("pw-like-button").first().locator("button");
    await like.click();
    await expect.poll(() => like.getAttribute("aria-pressed")).toBe("true");
    for (let i = 0; i < 2; i++) {
      await page.reload();
      await expect.poll(() => page.locator("pw-like-button").first().locator("button").getAttribute("aria-pressed")).toBe("true");
    }
  } finally {
    await page.close();
  }
}

describe("two processes behind a round-robin proxy", () => {
  it("a reader logs in and likes a photo; the like holds on both processes", async () => {
    // reloads land on both processes in turn: the like and the session hold on each
    await logInAndLike(base, "demo_member", "Member2026", 0);
    expect(hits[0]).toBeGreaterThan(0);
    expect(hits[1]).toBeGreaterThan(0);
  });

  it("search results scroll through 5 pages, alternating processes, every hit once", async () => {
    const first = await (await fetch(`${base}/api/articles/search?size=8&sort=time`, { headers: { "x-requested-with": "XMLHttpRequest" } })).json();
    const sid: string = first.sid ?? first.data?.sid;
    const result = first.result ?? first.data?.result;
    expect(result.total_count).toBeGreaterThanOrEqual(40);
    const seen: string[] = result.page_data.map((s: { pcId: string }) => s.pcId);
    for (let p = 2; p <= 5; p++) {
      const res = await (await fetch(`${base}/api/articles/search?sid=${encodeURIComponent(sid)}`)).json();
      const r = res.result ?? res.data?.result;
      expect(r, JSON.stringify(res)).toBeTruthy();
      expect(r.pageNum).toBe(p);
      seen.push(...r.page_data.map((s: { pcId: string }) => s.pcId));
    }
    expect(seen).toHaveLength(40);
    expect(new Set(seen).size).toBe(40);
  });

  it("one logout disconnects the member's sockets on both processes", async () => {
    const login = await fetch(`${base}/api/guest/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" },
      body: JSON.stringify({ code: "demo_member", password: "Member2026" }),
    });
    const cookie = login.headers.get("set-cookie")!.split(";")[0];
    const sockets: Socket[] = [];
    for (let i = 0; i < 2; i++) {
      const s = connect(`${base}/socket/uc_message_uc_member`, { transports: ["websocket"], extraHeaders: { cookie }, forceNew: true, reconnection: false });
      sockets.push(s);
      const ack = await new Promise<{ code: string }>((resolve) => s.emit("register", { code: "demo_member", type: 2 }, resolve));
      expect(ack.code).toBe("success");
    }
    const gone = sockets.map((s) => new Promise<string>((resolve) => s.on("disconnect", (reason) => resolve(reason))));
    await fetch(`${base}/api/guest/logout`, { headers: { cookie, "x-requested-with": "XMLHttpRequest" } });
    expect(await Promise.all(gone)).toEqual(["io server disconnect", "io server disconnect"]);
  });

  it("staff confirm the same bank transfer on both processes at once: one payment, one grant, the quota added once (issue 20)", async () => {
    const member = await loginCookie(base, "demo_member", "Member2026");
    const editor = await loginCookie(base, "demo_editor", "Editor2026");
    const packs = await call(`${base}/api/commerce/packs`);
    expect(packs.status).toBe(200);
    const pack = packs.body.data[0];
    const placed = await call(`${base}/api/commerce/orders`, { body: { packId: pack.id }, cookie: member });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const number: string = placed.body.data.number;
    // three confirmations straight to each process, all at once, as two staff members clicking together would
    const confirms = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(`${direct(i % 2)}/api/staff/orders/${number}/confirm`, { body: { reference: "E2E-TWO-PROCS", amountCents: pack.priceCents }, cookie: editor }),
      ),
    );
    for (const c of confirms) {
      expect(c.status, JSON.stringify(c.body)).toBe(200);
      expect(c.body.data).toMatchObject({ number, state: "paid", paymentReference: "E2E-TWO-PROCS", grant: { remaining: pack.count } });
    }
    expect(new Set(confirms.map((c) => c.body.data.paidAt)).size).toBe(1);
    const counts = await db.query(
      `SELECT (SELECT count(*) FROM payment p JOIN pack_order o ON o.id = p.order_id WHERE o.number = $1)::int AS payments,
              (SELECT count(*) FROM download_grant g JOIN pack_order o ON o.id = g.order_id WHERE o.number = $1)::int AS grants,
              (SELECT count(*) FROM member_record WHERE kind = 'fee' AND title = $1)::int AS fees,
              (SELECT count(*) FROM audit_log WHERE action = 'order.confirm' AND target = $1)::int AS audits`,
      [number],
    );
    expect(counts.rows[0]).toEqual({ payments: 1, grants: 1, fees: 1, audits: 1 });
    // the member sees one grant of the pack's photos, on either process
    for (let i = 0; i < 2; i++) {
      const grants = (await call(`${direct(i)}/api/download/grants`, { cookie: member })).body.data.filter((g: { label: string }) => g.label === number);
      expect(grants).toEqual([expect.objectContaining({ remaining: pack.count, total: pack.count, active: true })]);
    }
  });
});

describe("Debian's nginx in front, with docs/deploy/nginx.conf as it is (paths and ports replaced)", () => {
  let nginx: ChildProcess | null = null;
  let front: string;
  let nginxLog = "";

  beforeAll(async () => {
    const prefix = mkdtempSync(path.join(tmpdir(), "pw-e2e-nginx-"));
    dirs.push(prefix);
    const port: number = await freePort();
    const replacements: [string, string][] = [
      ["/srv/photowire/storage", storage],
      ["/srv/photowire/app", process.cwd()],
      ["127.0.0.1:8081", `127.0.0.1:${procs[0].port}`],
      ["127.0.0.1:8082", `127.0.0.1:${procs[1].port}`],
      ["listen 8080;", `listen 127.0.0.1:${port};`],
      ["/etc/nginx/snippets/photowire-headers.conf", path.join(prefix, "photowire-headers.conf")],
    ];
    let site = readFileSync("docs/deploy/nginx.conf", "utf8");
    for (const [from, to] of replacements) {
      expect(site, from).toContain(from);
      site = site.replaceAll(from, to);
    }
    writeFileSync(path.join(prefix, "photowire.conf"), site);
    writeFileSync(path.join(prefix, "photowire-headers.conf"), readFileSync("docs/deploy/photowire-headers.conf"));
    // Debian's main nginx.conf, reduced to a test's: its own folder, workers as root (the test folders are root's)
    writeFileSync(
      path.join(prefix, "nginx.conf"),
      [
        `${process.getuid?.() === 0 ? "user root;" : ""}`,
        "worker_processes 1;",
        `pid ${path.join(prefix, "nginx.pid")};`,
        "events { worker_connections 512; }",
        "http {",
        "  include /etc/nginx/mime.types;",
        "  default_type application/octet-stream;",
        "  access_log off;",
        "  sendfile on;",
        `  include ${path.join(prefix, "photowire.conf")};`,
        "}",
      ].join("\n"),
    );
    nginx = spawn("nginx", ["-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-e", path.join(prefix, "error.log"), "-g", "daemon off;"], { stdio: ["ignore", "pipe", "pipe"] });
    nginx.stdout!.on("data", (d) => (nginxLog += d));
    nginx.stderr!.on("data", (d) => (nginxLog += d));
    front = `http://127.0.0.1:${port}`;
    const exited = new Promise<never>((_, reject) => nginx!.once("exit", (code) => reject(new Error(`nginx exited ${code}: ${nginxLog}`))));
    exited.catch(() => undefined);
    await Promise.race([
      exited,
      (async () => {
        while (!(await fetch(`${front}/api/ready`).then((r) => r.ok, () => false))) await new Promise((r) => setTimeout(r, 100));
      })(),
    ]);
  });
  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const gone = new Promise((r) => nginx!.once("exit", r));
      nginx.kill("SIGTERM");
      await gone;
    }
  });

  it("nginx serves the published pages, media and widgets itself, with the processes' security headers; the originals never; a missing page is the app's 404", async () => {
    const page = await fetch(`${front}/cn/index.html`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(readFileSync(path.join(storage, "site", "cn", "index.html"), "utf8"));
    // served by nginx, not proxied: helmet's X-DNS-Prefetch-Control (which the snippet does not copy) is absent
    const app = await fetch(`${direct(1)}/cn/index.html`);
    expect(app.headers.get("x-dns-prefetch-control")).toBe("off");
    expect(page.headers.get("x-dns-prefetch-control")).toBeNull();
    // the same policy as the processes', directive for directive
    const directives = (h: Headers) => new Set((h.get("content-security-policy") ?? "").split(";").map((d) => d.trim()).filter(Boolean));
    expect(directives(page.headers)).toEqual(directives(app.headers));
    for (const h of ["x-content-type-options", "referrer-policy", "x-frame-options"]) expect(page.headers.get(h), h).toBe(app.headers.get(h));
    // a hashed widget file for a year, from the built dist/
    const loader = await fetch(`${front}/widgets/photowire.js`);
    expect(loader.status).toBe(200);
    const hashed = readdirSync(path.join("dist", "esm", "chunks")).find((n) => n.endsWith(".js"))!;
    const chunk = await fetch(`${front}/widgets/esm/chunks/${hashed}`, { headers: { "accept-encoding": "gzip" } });
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // the private folders are outside the served root; dotfiles are never served
    const original = (await db.query("SELECT original_path FROM relation WHERE original_path IS NOT NULL LIMIT 1")).rows[0].original_path as string;
    expect((await fetch(`${front}/originals/${original}`)).status).toBe(404);
    expect((await fetch(`${front}/../originals/${original}`)).status).toBe(404);
    expect((await fetch(`${front}/.env`)).status).toBe(404);
    // a page that is not there: the app's 404 page of the English edition
    const missing = await fetch(`${front}/en/no-such-page.html`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('lang="en"');
  });

  it("a reader logs in and likes a photo in Chromium, all through nginx (pages, widgets, API)", async () => {
    await logInAndLike(front, "demo_contributor", "Contrib2026", 1);
  });

  it("realtime through nginx: an agent's websocket and a reader on the polling fallback hear each other", async () => {
    const agentCookie = await loginCookie(front, "demo_agent", "Agent2026");
    const agent = connect(`${front}/socket/work_place`, { transports: ["websocket"], extraHeaders: { cookie: agentCookie }, forceNew: true, reconnection: false });
    const guest = (await call(`${front}/api/guest/tempCustomId`)).body.data.tempCustomId as string;
    const reader = connect(`${front}/socket/uc_message_user`, { transports: ["polling"], forceNew: true, reconnection: false });
    try {
      const registered = (s: Socket, code: string, type: number) => new Promise<{ code: string }>((resolve) => s.emit("register", { code, type }, resolve));
      expect((await registered(agent, "customer_service", 9)).code).toBe("success");
      expect((await registered(reader, guest, 0)).code).toBe("success");
      const toAgent = new Promise<string>((resolve) => agent.on("refresh", (e: { type?: string; message?: { content: string } }) => e?.type === "chat_message" && resolve(e.message!.content)));
      const sent = await call(`${front}/api/guest/onlineService`, { body: { content: "through nginx", tempCustomId: guest, clientId: randomUUID() } });
      expect(sent.status).toBe(200);
      expect(await toAgent).toBe("through nginx");
      const toReader = new Promise<string>((resolve) =>
        reader.on("refresh", (e: { type?: string; message?: { content: string; senderFlag: number } }) => e?.type === "chat_message" && e.message!.content === "answered" && resolve(e.message!.content)),
      );
      const reply = await call(`${front}/api/service/conversations/${sent.body.data.conversationId}/reply`, { body: { content: "answered", clientId: randomUUID() }, cookie: agentCookie });
      expect(reply.status).toBe(200);
      expect(await toReader).toBe("answered");
      expect(reader.io.engine.transport.name).toBe("polling");
    } finally {
      agent.disconnect();
      reader.disconnect();
    }
  });
});

describe("faults a deployment meets (issue 17)", () => {
  let agent: Socket;
  let guest: string;
  /** message ids the agent's socket on process 0 heard, and who waits for which */
  const heard = new Set<number>();
  const waiting = new Map<number, () => void>();
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  /** A guest message sent to `at` (a base address); the answer (status 0: no answer at all). */
  const say = (at: string, content: string) =>
    call(`${at}/api/guest/onlineService`, { body: { content, tempCustomId: guest, clientId: randomUUID() } }).catch(() => ({ status: 0, body: null }));

  /**
   * Sends guest messages to process 1 until the agent's socket on process 0
   * hears one (each gets 1 s): realtime events cross processes.
   * @throws when none is heard within `deadlineMs`
   */
  async function crossesProcesses(deadlineMs = 20_000): Promise<void> {
    const until = Date.now() + deadlineMs;
    while (Date.now() < until) {
      const r = await say(direct(1), "across");
      if (r.status === 200) {
        const id: number = r.body.data.id;
        const got = heard.has(id) || (await Promise.race([new Promise<boolean>((res) => waiting.set(id, () => res(true))), sleep(1_000).then(() => false)]));
        waiting.delete(id);
        if (got) return;
      } else await sleep(200);
    }
    throw new Error("no realtime event crossed from process 1 to process 0");
  }

  beforeAll(async () => {
    guest = (await call(`${direct(1)}/api/guest/tempCustomId`)).body.data.tempCustomId;
    const agentCookie = await loginCookie(direct(0), "demo_agent", "Agent2026");
    agent = connect(`${direct(0)}/socket/work_place`, { transports: ["websocket"], extraHeaders: { cookie: agentCookie }, forceNew: true });
    agent.on("refresh", (e: { type?: string; message?: { id: number } }) => {
      if (e?.type !== "chat_message" || !e.message) return;
      heard.add(e.message.id);
      waiting.get(e.message.id)?.();
    });
    const ack = await new Promise<{ code: string }>((resolve) => agent.emit("register", { code: "customer_service", type: 9 }, resolve));
    expect(ack.code).toBe("success");
  });
  afterAll(() => {
    agent?.disconnect();
  });

  it("PostgreSQL restarted under load: both processes live through it, answer 503 while it is down, then serve again with realtime across processes; no acknowledged write is lost", async () => {
    await crossesProcesses();
    const acked: number[] = [];
    const answers: { t: number; status: number }[] = [];
    let stop = false;
    // four writers through the proxy, each sending the next message when the last one is answered
    const writer = async (k: number) => {
      for (let n = 0; !stop; n++) {
        const r = await say(base, `load ${k}.${n}`);
        answers.push({ t: Date.now(), status: r.status });
        if (r.status === 200) acked.push(r.body.data.id);
        else await sleep(50);
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    await vi.waitFor(() => expect(acked.length).toBeGreaterThanOrEqual(20), { timeout: 20_000 });
    await cluster.pgCtlAsync("stop");
    const down = Date.now();
    // while it is down: the API answers 503 and readiness fails, on both processes
    for (const i of [0, 1]) {
      const r = await call(`${direct(i)}/api/ready`);
      expect(r.status).toBe(503);
      expect(r.body.code).toBe("service_unavailable");
    }
    await vi.waitFor(() => expect(answers.some((a) => a.t >= down && a.status === 503)).toBe(true), { timeout: 20_000 });
    await cluster.pgCtlAsync("start");
    const up = acked.length;
    await vi.waitFor(() => expect(acked.length).toBeGreaterThanOrEqual(up + 20), { timeout: 30_000 });
    stop = true;
    await Promise.all(writers);

    expect(alive(0) && alive(1), procs.map((p) => p.out).join("\n")).toBe(true);
    // every answer was a success or a clear 503: no connection was dropped, no 500
    expect(answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
    const firstDown = answers.find((a) => a.status === 503)!.t;
    const firstUp = answers.find((a) => a.t > firstDown && a.status === 200)!.t;
    const stored = await db.query("SELECT count(*)::int AS n FROM chat_message WHERE id = ANY($1::int[])", [acked]);
    console.log(`[faults] PostgreSQL restart: clients saw 503 for ${firstUp - firstDown} ms (first 503 to first 200); ${acked.length} writes acknowledged, ${acked.length - stored.rows[0].n} lost`);
    expect(stored.rows[0].n).toBe(acked.length);
    for (const i of [0, 1]) expect((await call(`${direct(i)}/api/ready`)).status).toBe(200);
    await crossesProcesses();
  });

  it("the adapter's LISTEN connections terminated (pg_terminate_backend): both processes live, and realtime crosses processes again", async () => {
    await crossesProcesses();
    // each process's adapter holds its LISTEN connection again (after the restart above it reconnects within 1 to 3 s)
    const LISTENING = "FROM pg_stat_activity WHERE query LIKE 'LISTEN %' AND pid <> pg_backend_pid()";
    await vi.waitFor(async () => expect((await db.query(`SELECT count(*)::int AS n ${LISTENING}`)).rows[0].n).toBe(2), { timeout: 15_000, interval: 100 });
    const res = await db.query(`SELECT pg_terminate_backend(pid) ${LISTENING}`);
    expect(res.rowCount).toBe(2);
    await crossesProcesses();
    expect(alive(0) && alive(1), procs.map((p) => p.out).join("\n")).toBe(true);
  });

  it("a process killed during an upload's assembly: the next resume call, on the other process, takes it over once its lease runs out; no temporary file stays", async () => {
    const cookie = await loginCookie(direct(0), "demo_contributor", "Contrib2026");
    const memberId = await contributorId();
    // 45 MB: 9 chunks, long enough to assemble to be caught at it
    const { file, md5 } = await paddedJpeg(45 * 1024 * 1024, "#369");
    const chunks = chunkCount(file.length);
    const send = (at: string, chunk: number | null) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({ md5, fileName: "long.jpg", fileSize: String(file.length), chunks: String(chunks) })) form.append(k, v);
      if (chunk !== null) {
        const data = file.subarray(chunk * UPLOAD_CHUNK_BYTES, (chunk + 1) * UPLOAD_CHUNK_BYTES);
        form.append("chunk", String(chunk));
        form.append("chunkMd5", createHash("md5").update(data).digest("hex"));
        form.append("file", new Blob([data]), "long.jpg");
      }
      return fetch(`${at}/api/upload_file`, { method: "POST", headers: { ...XRW, cookie }, body: form });
    };
    for (let i = 0; i < chunks - 1; i++) expect((await send(direct(0), i)).status).toBe(200);
    const filesDir = path.join(storage, "uploads", "files", String(memberId));
    mkdirSync(filesDir, { recursive: true });
    // the moment process 0 opens its temporary file for the assembly, it is killed
    let partial = "";
    const watcher = watch(filesDir, (_ev, name) => {
      if (!partial && name?.endsWith(".tmp")) {
        partial = name;
        procs[0].child!.kill("SIGKILL");
      }
    });
    const last = send(direct(0), chunks - 1).then((r) => r.status, () => 0);
    expect(await exitOf(0)).toBe("SIGKILL");
    watcher.close();
    expect(await last).toBe(0);
    const row = (await db.query("SELECT status FROM upload_manifest WHERE md5 = $1", [md5])).rows[0];
    expect(row.status, "the assembly ended before the kill").toBe("assembling");
    expect(existsSync(path.join(filesDir, partial))).toBe(true);
    const restart = startProc(0);
    // the reader's page resumes on the other process: checks until the file is complete
    const t0 = Date.now();
    let answer: any = null;
    while (Date.now() - t0 < 30_000) {
      const r = await send(direct(1), null);
      expect(r.status).toBe(200);
      answer = (await r.json()).data;
      if (answer.complete) break;
      await sleep(250);
    }
    console.log(`[faults] assembly taken over ${Date.now() - t0} ms after the kill (lease ${LEASE_MS} ms)`);
    expect(answer?.complete).toBe(true);
    expect(answer.relation.md5).toBe(md5);
    expect(readdirSync(filesDir).filter((n) => n.endsWith(".tmp"))).toEqual([]);
    expect(createHash("md5").update(readFileSync(path.join(filesDir, `${md5}.jpg`))).digest("hex")).toBe(md5);
    expect(existsSync(path.join(storage, "uploads", "chunks", String(memberId), md5))).toBe(false);
    await restart;
  });

  it("the upload folder full, then read-only: each chunk (and a chat image) answers its own code and message and leaves no part of itself; the upload resumes once the fault is gone", async () => {
    const cookie = await loginCookie(direct(1), "demo_contributor", "Contrib2026");
    const memberId = await contributorId();
    const { file, md5 } = await paddedJpeg(8 * 1024 * 1024, "#963");
    const send = async (chunk: number) => {
      const data = file.subarray(chunk * UPLOAD_CHUNK_BYTES, (chunk + 1) * UPLOAD_CHUNK_BYTES);
      const form = new FormData();
      for (const [k, v] of Object.entries({ md5, fileName: "full.jpg", fileSize: String(file.length), chunks: "2", chunk: String(chunk), chunkMd5: createHash("md5").update(data).digest("hex") })) form.append(k, v);
      form.append("file", new Blob([data]), "full.jpg");
      const r = await fetch(`${direct(1)}/api/upload_file`, { method: "POST", headers: { ...XRW, cookie, "x-lang": "en" }, body: form });
      return { status: r.status, body: await r.json() };
    };
    const chunkDir = path.join(storage, "uploads", "chunks", String(memberId), md5);
    const temporary = () => (existsSync(chunkDir) ? readdirSync(chunkDir).filter((n) => n.endsWith(".tmp")) : []);
    // the disk full but for 2 MB: a 5 MB chunk fails half written
    const filler = path.join(uploadsMount!, "filler");
    const st = statfsSync(uploadsMount!);
    writeFileSync(filler, Buffer.alloc(Number(st.bavail) * st.bsize - 2 * 1024 * 1024));
    const chatDir = path.join(uploadsMount!, "chat");
    const chatFiles = () => (existsSync(chatDir) ? readdirSync(chatDir, { recursive: true }).filter((n) => /\.\w+$/.test(String(n))) : []);
    const chatBefore = chatFiles().length;
    try {
      const full = await send(0);
      expect(full.status).toBe(507);
      expect(full.body).toMatchObject({ code: "storage_full", msg: expect.stringMatching(/storage is full/) });
      expect(temporary()).toEqual([]);
      // a reader's chat image (4 MB) on the same disk: the same answer, and no part of it stays
      const guest = (await call(`${direct(1)}/api/guest/tempCustomId`)).body.data.tempCustomId as string;
      const image = Buffer.concat([await sharp({ create: { width: 32, height: 32, channels: 3, background: "#39c" } }).png().toBuffer(), randomBytes(4 * 1024 * 1024)]);
      const form = new FormData();
      form.append("tempCustomId", guest);
      form.append("clientId", randomUUID());
      form.append("file", new Blob([image], { type: "image/png" }), "photo.png");
      const chat = await fetch(`${direct(1)}/api/message/send_file_message_to_server`, { method: "POST", headers: { ...XRW, "x-lang": "en" }, body: form });
      expect(chat.status).toBe(507);
      expect((await chat.json()).code).toBe("storage_full");
      expect(chatFiles().length).toBe(chatBefore);
    } finally {
      rmSync(filler);
    }
    expect((await send(0)).body.data.received).toEqual([0]);
    execFileSync("mount", ["-o", "remount,ro", uploadsMount!]);
    try {
      const ro = await send(1);
      expect(ro.status).toBe(503);
      expect(ro.body).toMatchObject({ code: "storage_unwritable", msg: expect.stringMatching(/cannot save files/) });
    } finally {
      execFileSync("mount", ["-o", "remount,rw", uploadsMount!]);
    }
    expect(temporary()).toEqual([]);
    const done = await send(1);
    expect(done.status).toBe(200);
    expect(done.body.data.complete).toBe(true);
  });

  it("SIGTERM while a client has stopped reading a zip: the process stops accepting, waits the grace (SHUTDOWN_GRACE_MS), closes the stalled download and exits 0", async () => {
    // only the stalled zip holds the process (the agent's realtime socket closes at once anyway)
    agent.disconnect();
    const cookie = await loginCookie(direct(0), "demo_member", "Member2026");
    const rows = (
      await db.query(
        "SELECT relation_id, original_path FROM relation WHERE media_type = 3 AND original_path IS NOT NULL AND jsonb_array_length(photographer) > 0 ORDER BY relation_id LIMIT 6",
      )
    ).rows as { relation_id: string; original_path: string }[];
    expect(rows.length).toBe(6);
    const ids = rows.map((r) => r.relation_id);
    // an agency's original of 30 MB (the demo's are 300 KB): more than loopback's socket buffers hold (a JPEG reader stops at its end marker)
    appendFileSync(path.join(storage, "originals", ...rows[0].original_path.split("/")), randomBytes(30 * 1024 * 1024));
    const grant = await call(`${direct(0)}/api/ucMemberDownload/downloadImgs`, { body: { data: ids.map((relationId) => ({ relationId })) }, cookie });
    expect(grant.status, JSON.stringify(grant.body)).toBe(200);
    // the zip's headers arrive, then the client reads nothing more
    const res = await new Promise<IncomingMessage>((resolve, reject) => httpGet(`${direct(0)}${grant.body.data.url}`, { headers: { cookie } }, resolve).on("error", reject));
    expect(res.statusCode).toBe(200);
    res.pause();
    const t0 = Date.now();
    procs[0].child!.kill("SIGTERM");
    const ended = await Promise.race([exitOf(0), sleep(GRACE_MS + 10_000).then(() => "still running")]);
    const ms = Date.now() - t0;
    console.log(`[faults] SIGTERM with a stalled zip reader: exited ${ended} after ${ms} ms (grace ${GRACE_MS} ms)`);
    expect(ended, procs[0].out).toBe(0);
    expect(ms).toBeGreaterThanOrEqual(GRACE_MS - 100);
    // the client reads again: what was on its way, then the end of a zip cut short
    const closed = new Promise<void>((r) => res.socket.once("close", () => r()));
    res.on("error", () => undefined).resume();
    await closed;
    expect(res.complete).toBe(false);
  });

  it("a backup of the running deployment (pg_dump and the storage folder), restored into an empty one, has the same stories, members and quotas", async () => {
    const run = (args: string[], env: Record<string, string>) =>
      execFileSync(process.execPath, ["bin/photowire.mjs", ...args], {
        env: { ...process.env, SECRET_KEY: "an-e2e-secret-shared-by-both-processes", LOG_LEVEL: "warn", ...env },
        encoding: "utf8",
      });
    const folder = path.join(mkdtempSync(path.join(tmpdir(), "pw-e2e-backup-")), "backup");
    dirs.push(path.dirname(folder));
    const out = run(["backup", folder], { DATABASE_URL: cluster.url, STORAGE_DIR: storage, DATA_DIR: procs[1].dataDir });
    expect(out).toMatch(/backed up PostgreSQL/);
    // an empty deployment: a new database, new folders
    await db.query("CREATE DATABASE restored");
    const restoredUrl = cluster.url.replace(/\/postgres$/, "/restored");
    const storage2 = mkdtempSync(path.join(tmpdir(), "pw-e2e-restored-"));
    const data2 = mkdtempSync(path.join(tmpdir(), "pw-e2e-restored-data-"));
    dirs.push(storage2, data2);
    run(["restore", folder], { DATABASE_URL: restoredUrl, STORAGE_DIR: storage2, DATA_DIR: data2 });
    // restoring twice into the same deployment is refused, and changes nothing
    expect(() => run(["restore", folder], { DATABASE_URL: restoredUrl, STORAGE_DIR: storage2, DATA_DIR: data2 })).toThrow(/not empty/);
    // process 0 serves the restored deployment (the SIGTERM test ended it; run alone, this one does)
    if (alive(0)) {
      procs[0].child!.kill("SIGTERM");
      await exitOf(0);
    }
    await startProc(0, { DATABASE_URL: restoredUrl, STORAGE_DIR: storage2, DATA_DIR: data2 });

    const [was, now] = [direct(1), direct(0)];
    const search = async (at: string) => {
      const { body } = await call(`${at}/api/articles/search?size=50&sort=time`);
      return body.result ?? body.data?.result;
    };
    const [a, b] = [await search(was), await search(now)];
    expect(b.total_count).toBe(a.total_count);
    expect(b.page_data.map((s: { pcId: string }) => s.pcId)).toEqual(a.page_data.map((s: { pcId: string }) => s.pcId));
    for (const code of ["demo_member", "demo_contributor"]) {
      const password = code === "demo_member" ? "Member2026" : "Contrib2026";
      const info = async (at: string) => (await call(`${at}/api/download/getUserDownloadInfo`, { cookie: await loginCookie(at, code, password) })).body.data;
      expect(await info(now)).toEqual(await info(was));
    }
    const members = async (url: string) => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        return (await c.query("SELECT code, download_quota FROM uc_member ORDER BY code")).rows;
      } finally {
        await c.end();
      }
    };
    expect(await members(restoredUrl)).toEqual(await members(cluster.url));
    // the published pages and the private originals came back with the storage folder
    const home = async (at: string) => (await fetch(`${at}/cn/index.html`)).text();
    expect(await home(now)).toBe(await home(was));
    expect(readdirSync(path.join(storage2, "originals")).length).toBeGreaterThan(0);
  });
});
