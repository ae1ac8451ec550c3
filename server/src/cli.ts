/**
 * `photowire serve | seed | import <folder> | publish` (DESIGN §2, §3.4).
 * - serve: builds the widgets when dist/ is missing, opens the database under
 *   DATA_DIR (or DATABASE_URL), seeds the demo accounts and the demo corpus
 *   when empty, publishes the static site when missing, and serves site, API
 *   and realtime on http://HOST:PORT. Prints the URL and the demo accounts.
 * - seed: demo accounts + demo corpus into an empty database.
 * - import <folder>: every image of a folder (sidecar JSON or IPTC/EXIF) as image stories.
 * - publish: renders every online story and the home pages into DATA_DIR/site.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { buildApp, ROOT } from "./app.js";
import { loadConfig, type Config } from "./config.js";
import { openDb, type DbHandle } from "./db/client.js";
import { attachRealtime } from "./realtime.js";
import { DEMO_ACCOUNTS, MemberService, seedDemoMembers } from "./services/members.js";
import { importFolder } from "./publish/import.js";
import { publishSite } from "./publish/publish.js";
import { seedIfEmpty } from "./publish/seed.js";

function log(msg: string): void {
  process.stdout.write(`[photowire] ${msg}\n`);
}

/** Runs the rollup build when dist/ has not been built yet. */
function buildIfMissing(): void {
  if (existsSync(path.join(ROOT, "dist", "photowire.js")) && existsSync(path.join(ROOT, "dist", "esm"))) return;
  log("building widgets (dist/ is missing)…");
  const res = spawnSync(process.execPath, [path.join(ROOT, "node_modules", "rollup", "dist", "bin", "rollup"), "-c"], {
    cwd: ROOT,
    stdio: "inherit",
  });
  if (res.status !== 0) throw new Error("widget build failed");
}

async function seed(handle: DbHandle, config: Config): Promise<void> {
  const members = await seedDemoMembers(handle.db);
  if (members) log(`seeded ${members} demo accounts`);
  const corpus = await seedIfEmpty(handle.db, { dataDir: config.dataDir, siteCode: config.siteCode, siteId: config.siteId });
  if (corpus.imported) log(`imported the demo corpus: ${corpus.stories} stories`);
}

async function publish(handle: DbHandle, config: Config): Promise<void> {
  const res = await publishSite(handle.db, { dataDir: config.dataDir, siteCode: config.siteCode });
  log(`published ${res.pages} pages of ${res.stories} stories in ${res.ms} ms`);
}

async function serve(config: Config): Promise<void> {
  buildIfMissing();
  const handle = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  await seed(handle, config);
  if (!existsSync(path.join(config.dataDir, "site", "cn", "index.html"))) await publish(handle, config);
  const app = await buildApp({ db: handle, config, logger: process.env.LOG_REQUESTS === "1" });
  const realtime = attachRealtime(app.server, new MemberService(handle.db, config.sessionTtlMs), config.allowedOrigins);
  app.decorate("realtime", realtime);
  await app.listen({ port: config.port, host: config.host });
  const url = `http://${config.host}:${(app.server.address() as { port: number }).port}`;
  log(`serving on ${url}/cn/index.html (English: ${url}/en/index.html)`);
  log(`API docs: ${url}/api/docs/json`);
  for (const a of DEMO_ACCOUNTS) log(`demo account: ${a.code} / ${a.password} (nature ${a.nature})`);
  const stop = async () => {
    await realtime.close();
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

async function main(argv: string[]): Promise<void> {
  const [cmd = "serve", ...rest] = argv;
  const config = loadConfig();
  if (cmd === "serve") return serve(config);
  const handle = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    if (cmd === "seed") await seed(handle, config);
    else if (cmd === "publish") await publish(handle, config);
    else if (cmd === "import") {
      const folder = rest[0];
      if (!folder) throw new Error("usage: photowire import <folder>");
      const res = await importFolder(handle.db, path.resolve(folder), {
        dataDir: config.dataDir,
        siteCode: config.siteCode,
        siteId: config.siteId,
      });
      log(`imported ${JSON.stringify(res)}`);
    } else {
      throw new Error(`unknown command ${cmd}; use serve | seed | import <folder> | publish`);
    }
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  process.stderr.write(`[photowire] ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
