/**
 * A @web/dev-server plugin that starts the real Photowire app (fresh temp
 * data folder, demo members seeded, the demo corpus when `PW_BROWSER_CORPUS`
 * is not "0") and answers every /api/* request of the browser tests with it
 * through app.inject. No mock of our own server.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export function photowireApi() {
  let app, handle, dataDir;
  let markReady;
  const ready = new Promise((r) => (markReady = r));
  /**
   * Koa middleware answering /api/* with the app. It must be listed in the
   * config's `middleware` (wtr.config.mjs): koa composes a copy of its
   * middleware list when the server is created, before plugins' serverStart
   * runs, so a `koa.use()` from serverStart is never reached.
   */
  async function middleware(ctx, next) {
    if (!ctx.path.startsWith("/api/")) return next();
    await ready;
    const chunks = [];
    for await (const c of ctx.req) chunks.push(c);
    const res = await app.inject({
      method: ctx.method,
      url: ctx.url,
      headers: { ...ctx.headers, host: ctx.headers.host },
      payload: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    ctx.status = res.statusCode;
    for (const [k, v] of Object.entries(res.headers)) {
      if (k === "content-length" || k === "transfer-encoding" || k === "connection") continue;
      ctx.set(k, Array.isArray(v) ? v : String(v));
    }
    ctx.body = res.rawPayload;
  }
  return {
    name: "photowire-api",
    middleware,
    async serverStart() {
      const { register } = await import("tsx/esm/api");
      register();
      const { buildApp } = await import("../../server/src/app.ts");
      const { loadConfig } = await import("../../server/src/config.ts");
      const { openDb } = await import("../../server/src/db/client.ts");
      const { seedDemoMembers } = await import("../../server/src/services/members.ts");
      dataDir = mkdtempSync(path.join(tmpdir(), "pw-wtr-"));
      handle = await openDb({ dataDir });
      await seedDemoMembers(handle.db);
      const seedPath = "./seed-browser.ts";
      try {
        const mod = await import(seedPath);
        await mod.seedBrowser(handle.db, dataDir);
      } catch (e) {
        if (e?.code !== "ERR_MODULE_NOT_FOUND") throw e;
      }
      app = await buildApp({ db: handle, config: loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_FACTOR: "50" }) });
      await app.ready();
      markReady();
    },
    async serverStop() {
      await app?.close();
      await handle?.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
