/**
 * PostgreSQL operations (issue 8), in the unit-pg stage of `npm test` (its
 * own throwaway clusters; skipped on the embedded database, which has no
 * server to restart):
 * - the server survives a database restart: during the outage requests
 *   answer 503 service_unavailable, afterwards it serves again by itself;
 * - three processes started together on an empty database all come up
 *   (migrations and seed under one advisory lock).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/src/app.js";
import { loadConfig } from "../../server/src/config.js";
import { openDb, type DbHandle } from "../../server/src/db/client.js";
import { seedDemoMembers } from "../../server/src/services/members.js";
// @ts-expect-error a plain ES module script without types
import { freePort, startCluster } from "../../scripts/pg-cluster.mjs";
import { TEST_PG_URL } from "./db.js";

type Cluster = { url: string; port: number; pgCtl(a: "start" | "stop"): void; stop(): Promise<void> };

describe.skipIf(!TEST_PG_URL)("a database restart", () => {
  let cluster: Cluster;
  let handle: DbHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const poolErrors: string[] = [];
  const logs: string[] = [];

  beforeAll(async () => {
    cluster = await startCluster();
    handle = await openDb({ databaseUrl: cluster.url, onPoolError: (e) => poolErrors.push(e.message) });
    await seedDemoMembers(handle.db);
    const dataDir = mkdtempSync(path.join(tmpdir(), "pw-outage-"));
    app = await buildApp({ db: handle, config: loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_FACTOR: "1000" }), logger: { level: "warn", stream: { write: (l) => void logs.push(l) } } });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await handle?.close().catch(() => undefined);
    await cluster?.stop();
  });

  it("answers 503 service_unavailable during the outage, logs each, and serves again once the database is back", async () => {
    const login = () => app.inject({ method: "POST", url: "/api/guest/login", headers: { "x-requested-with": "XMLHttpRequest" }, payload: { code: "demo_member", password: "Member2026" } });
    expect((await login()).statusCode).toBe(200);
    cluster.pgCtl("stop");
    const down = Date.now();
    for (let i = 0; i < 3; i++) {
      const res = await login();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: "service_unavailable" });
    }
    const ready = await app.inject({ method: "GET", url: "/api/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ code: "service_unavailable", reason: "database" });
    expect(logs.filter((l) => l.includes("database unavailable")).length).toBeGreaterThanOrEqual(3);
    cluster.pgCtl("start");
    // the pool reconnects by itself: no restart of the app
    let res = await login();
    for (let i = 0; i < 50 && res.statusCode !== 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      res = await login();
    }
    const outageMs = Date.now() - down;
    expect(res.statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/api/ready" })).statusCode).toBe(200);
    console.log(`[pg-operations] outage (stop to first 200 after start): ${outageMs} ms; idle-client errors handled: ${poolErrors.length}`);
  }, 120_000);
});


describe.skipIf(!TEST_PG_URL)("several processes starting together", () => {
  let cluster: Cluster;
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill("SIGTERM");
    await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once("exit", r)) : null)));
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
    await cluster?.stop();
  });

  it("three processes on one empty database all come up (migrate, seed and publish under one advisory lock), share one storage root, and no log shows a hash", async () => {
    cluster = await startCluster();
    const outputs: string[] = ["", "", ""];
    const ports: number[] = await Promise.all([freePort(), freePort(), freePort()]);
    // one storage root for the site, media and uploads, shared by every process (STORAGE_DIR); one secret
    const storage = mkdtempSync(path.join(tmpdir(), "pw-storage-"));
    dirs.push(storage);
    const started = ports.map(
      (port, i) =>
        new Promise<void>((resolve, reject) => {
          const dataDir = mkdtempSync(path.join(tmpdir(), "pw-multi-"));
          dirs.push(dataDir);
          const child = spawn(process.execPath, ["bin/photowire.mjs", "serve"], {
            env: {
              ...process.env,
              PORT: String(port),
              HOST: "127.0.0.1",
              DATA_DIR: dataDir,
              STORAGE_DIR: storage,
              SECRET_KEY: "a-test-secret-shared-by-the-three-processes",
              DATABASE_URL: cluster.url,
              LOG_LEVEL: "warn",
            },
            stdio: ["ignore", "pipe", "pipe"],
          });
          children.push(child);
          const onData = (d: Buffer) => {
            outputs[i] += d;
            if (outputs[i].includes("serving on")) resolve();
          };
          child.stdout!.on("data", onData);
          child.stderr!.on("data", onData);
          child.on("exit", (code) => reject(new Error(`process ${i} exited ${code}:\n${outputs[i]}`)));
        }),
    );
    await Promise.all(started);
    for (const port of ports) {
      const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
      expect(ready.status).toBe(200);
    }
    const all = outputs.join("\n");
    // one process seeds (the demo members and agents); the others find them there
    expect(all.match(/seeded \d+ demo accounts/g)).toHaveLength(1);
    expect(all.match(/published \d+ stories \(\d+ rendered/g)).toHaveLength(1);
    // every process serves the home page and each of its images from the shared storage root
    for (const port of ports) {
      const home = await (await fetch(`http://127.0.0.1:${port}/cn/index.html`)).text();
      const images = [...home.matchAll(/<img[^>]+src="([^"]+)"/g)].map((m) => m[1]);
      expect(images.length).toBeGreaterThanOrEqual(8);
      for (const src of images) expect((await fetch(new URL(src, `http://127.0.0.1:${port}/`))).status, src).toBe(200);
    }
    expect(all).not.toContain("scrypt$");
  }, 300_000);
});
