/**
 * Issue 8 end to end: two `photowire serve` processes on one throwaway
 * PostgreSQL, sharing STORAGE_DIR and SECRET_KEY, behind a small
 * round-robin proxy (http-proxy, WebSockets included) on a loopback port.
 * Through the proxy a reader logs in and likes a photo in Chromium, then
 * scrolls search results through 5 pages (each page from the other
 * process: every hit exactly once); a member's realtime sockets on both
 * processes are disconnected by one logout.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer as createHttpServer, type Server } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import httpProxy from "http-proxy";
import type { Browser } from "playwright-core";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error a plain ES module script without types
import { freePort, startCluster } from "../../scripts/pg-cluster.mjs";
import { launchBrowser } from "./harness.js";

type Cluster = { url: string; stop(): Promise<void> };


let cluster: Cluster;
let browser: Browser;
let proxyServer: Server;
let base: string;
const children: ChildProcess[] = [];
const dirs: string[] = [];
const hits = [0, 0];

beforeAll(async () => {
  cluster = await startCluster();
  const storage = mkdtempSync(path.join(tmpdir(), "pw-e2e-storage-"));
  dirs.push(storage);
  const ports: number[] = [await freePort(), await freePort()];
  await Promise.all(
    ports.map(
      (port) =>
        new Promise<void>((resolve, reject) => {
          const dataDir = mkdtempSync(path.join(tmpdir(), "pw-e2e-proc-"));
          dirs.push(dataDir);
          let out = "";
          const child = spawn(process.execPath, ["bin/photowire.mjs", "serve"], {
            env: {
              ...process.env,
              PORT: String(port),
              HOST: "127.0.0.1",
              DATA_DIR: dataDir,
              STORAGE_DIR: storage,
              DATABASE_URL: cluster.url,
              SECRET_KEY: "an-e2e-secret-shared-by-both-processes",
              RATE_LIMIT_FACTOR: "20",
              LOG_LEVEL: "warn",
            },
            stdio: ["ignore", "pipe", "pipe"],
          });
          children.push(child);
          const onData = (d: Buffer) => {
            out += d;
            if (out.includes("serving on")) resolve();
          };
          child.stdout!.on("data", onData);
          child.stderr!.on("data", onData);
          child.on("exit", (code) => reject(new Error(`server exited ${code}:\n${out}`)));
        }),
    ),
  );
  // round robin, WebSocket upgrades included
  const proxy = httpProxy.createProxyServer({ ws: true, xfwd: true });
  proxy.on("error", () => undefined);
  let next = 0;
  const target = () => {
    const i = next++ % 2;
    hits[i]++;
    return `http://127.0.0.1:${ports[i]}`;
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
  for (const c of children) if (c.exitCode === null) c.kill("SIGTERM");
  await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once("exit", r)) : null)));
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  await cluster?.stop();
});

describe("two processes behind a round-robin proxy", () => {
  it("a reader logs in and likes a photo; the like holds on both processes", async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/public_resource/public/html/login2.html`);
    await page.getByLabel("账号").fill("demo_member");
    await page.getByLabel("密码").fill("Member2026");
    await page.getByRole("button", { name: "登录" }).click();
    await page.waitForURL((u) => !u.pathname.endsWith("login2.html"));
    await page.goto(`${base}/cn/index.html`);
    await page.locator('main a[href*="/photo/articles/"]').first().click();
    await page.waitForURL(/\/photo\/articles\/.+\.html$/);
    const like = page.locator("pw-like-button").first().locator("button");
    await like.click();
    await expect.poll(() => like.getAttribute("aria-pressed")).toBe("true");
    // reloads land on both processes in turn: the like and the session hold on each
    for (let i = 0; i < 2; i++) {
      await page.reload();
      await expect.poll(() => page.locator("pw-like-button").first().locator("button").getAttribute("aria-pressed")).toBe("true");
    }
    await page.close();
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
});
