/**
 * `photowire serve | migrate | seed | import <folder> | publish | quota | agent` (DESIGN §2, §3.4).
 * - migrate: applies the migrations (on PostgreSQL under the start-up advisory
 *   lock, so it is safe while other processes start) and exits.
 * - serve: builds the widgets when dist/ is missing, opens the database under
 *   DATA_DIR (or DATABASE_URL), seeds the demo accounts and the demo corpus
 *   when empty, moves the originals an older version left in the public
 *   folder into STORAGE_DIR/originals, publishes the static site when
 *   missing (or again after such a move: the story JSON named the old
 *   addresses), and serves site, API and realtime on http://HOST:PORT.
 *   Prints the URL and the demo accounts.
 * - seed: demo accounts + demo corpus into an empty database.
 * - import <folder>: every image of a folder (sidecar JSON or IPTC/EXIF) as image stories.
 * - import <file.jsonl>: one story per line from a CMS (publish/import/jsonl.ts), stored,
 *   indexed and published; bad lines are printed with their line number and skipped;
 *   a summary at the end; exits 1 when no line imported and some were bad.
 * - publish: moves legacy public originals as serve does, then renders every
 *   online story and the home pages into STORAGE_DIR/site.
 * - quota <member code> <n>: adds n photos (negative: takes them) to a member's
 *   download quota, never below 0, and prints the new quota (issue 9).
 * - agent <member code> on|off: gives a member the customer-service agent
 *   role (the agent console and its calls) or takes it back (issue 10).
 * - photographer <member code> approve|reject: reviews the photographer
 *   profile a member registered (status 1 approved or 2 rejected) and
 *   republishes its portfolio pages (issue 11).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { buildApp, ROOT } from "./app.js";
import { loadConfig, type Config } from "./config.js";
import { openDb, pendingMigrations, type DbHandle } from "./db/client.js";
import { attachRealtime } from "./realtime.js";
import { DEMO_ACCOUNTS, DEMO_AGENTS, MemberService, seedDemoMembers, setAgentRole } from "./services/members.js";
import { grantQuota } from "./services/downloads.js";
import { PhotographerService } from "./services/photographers.js";
import { publishPortfolio } from "./publish/portfolio.js";
import { PHOTOGRAPHER_STATUS } from "../../common/photographer.js";
import { importFolder, importJsonl } from "./publish/import.js";
import { addModernFormats, moveLegacyOriginals } from "./publish/media.js";
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
  const corpus = await seedIfEmpty(handle.db, { dataDir: config.storageDir, siteCode: config.siteCode, siteId: config.siteId });
  if (corpus.imported) log(`imported the demo corpus: ${corpus.stories} stories`);
}

/**
 * Moves the originals an older version kept under STORAGE_DIR/site/media
 * into the private STORAGE_DIR/originals (publish/media.ts).
 * @returns how many files moved
 */
async function privateOriginals(handle: DbHandle, config: Config): Promise<number> {
  const moved = await moveLegacyOriginals(handle.db, config.storageDir);
  if (moved) log(`moved ${moved} originals out of the public folder into ${path.join(config.storageDir, "originals")}`);
  // photos stored before the pages used <picture>: their WebP and AVIF files
  const made = await addModernFormats(handle.db, config.storageDir);
  if (made) log(`made the WebP and AVIF files of ${made} photos`);
  return moved;
}

async function publish(handle: DbHandle, config: Config): Promise<void> {
  const res = await publishSite(handle.db, { dataDir: config.storageDir, siteCode: config.siteCode, siteOrigin: config.siteOrigin });
  log(`published ${res.pages} pages of ${res.stories} stories in ${res.ms} ms`);
}

/** pino options of `serve`: LOG_LEVEL (default info), to stdout. */
function serveLogger() {
  return { level: process.env.LOG_LEVEL || "info" };
}

async function serve(config: Config): Promise<void> {
  buildIfMissing();
  let poolLog: (err: Error) => void = (err) => log(`database connection error: ${err.message}`);
  const handle = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, onPoolError: (err) => poolLog(err) });
  // several processes starting together on an empty database take turns (PostgreSQL advisory lock)
  await handle.withStartupLock(() => seed(handle, config));
  // the shared storage root is published once (the first process; the others find it there)
  await handle.withStartupLock(async () => {
    const moved = await privateOriginals(handle, config);
    if (moved || !existsSync(path.join(config.storageDir, "site", "cn", "index.html"))) await publish(handle, config);
  });
  const app = await buildApp({ db: handle, config, logger: serveLogger() });
  poolLog = (err) => app.log.warn({ err: { message: err.message } }, "database connection error (the pool reconnects)");
  const realtime = await attachRealtime(app.server, new MemberService(handle.db, config.sessionTtlMs), {
    allowedOrigins: config.allowedOrigins,
    guests: app.services.guests,
    databaseUrl: config.databaseUrl,
    onAdapterError: (err) => app.log.warn({ err: { message: err.message } }, "realtime adapter connection error"),
  });
  app.decorate("realtime", realtime);
  await app.listen({ port: config.port, host: config.host });
  const url = `http://${config.host}:${(app.server.address() as { port: number }).port}`;
  app.log.info({ url, database: handle.kind }, "started");
  log(`serving on ${url}/cn/index.html (English: ${url}/en/index.html)`);
  log(`API docs: ${url}/api/docs/json`);
  for (const a of DEMO_ACCOUNTS) log(`demo account: ${a.code} / ${a.password} (nature ${a.nature})`);
  for (const a of DEMO_AGENTS) log(`demo agent: ${a.code} / ${a.password} (customer service)`);
  let stopping = false;
  /** SIGTERM / SIGINT: stop accepting and finish the running requests, close the sockets, then the pool. */
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    await app.close();
    await realtime.close();
    await handle.close();
    app.log.info("stopped");
    process.exit(0);
  };
  process.once("SIGINT", () => void stop("SIGINT"));
  process.once("SIGTERM", () => void stop("SIGTERM"));
}

async function main(argv: string[]): Promise<void> {
  const [cmd = "serve", ...rest] = argv;
  const config = loadConfig();
  if (cmd === "serve") return serve(config);
  const handle = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    if (cmd === "migrate") log(`migrations applied (${handle.kind}; pending: ${await pendingMigrations(handle)})`);
    else if (cmd === "seed") await handle.withStartupLock(() => seed(handle, config));
    else if (cmd === "publish") {
      await privateOriginals(handle, config);
      await publish(handle, config);
    }
    else if (cmd === "import") {
      const folder = rest[0];
      if (!folder) throw new Error("usage: photowire import <folder> | photowire import <file.jsonl>");
      if (/\.jsonl$/i.test(folder)) {
        const res = await importJsonl(handle.db, path.resolve(folder), {
          dataDir: config.storageDir,
          siteCode: config.siteCode,
          siteId: config.siteId,
          onBatch: (read, done) => process.stdout.write(`\r[photowire] ${read} lines read, ${done} stories imported`),
        });
        process.stdout.write("\n");
        for (const s of res.skipped) log(`line ${s.line}: ${s.reason} (skipped)`);
        const secs = res.ms / 1000;
        log(
          `${res.lines} lines: ${res.created} stories created, ${res.updated} updated, ${res.skipped.length} skipped; ` +
            `${res.pages} pages published in ${secs.toFixed(1)} s (${Math.round(res.pcIds.length / Math.max(secs, 0.001))} stories/s)`,
        );
        if (res.pcIds.length === 0 && res.skipped.length > 0) process.exitCode = 1;
        return;
      }
      const res = await importFolder(handle.db, path.resolve(folder), {
        dataDir: config.storageDir,
        siteCode: config.siteCode,
        siteId: config.siteId,
      });
      log(`imported ${JSON.stringify(res)}`);
    } else if (cmd === "quota") {
      const [code, n] = rest;
      if (!code || !/^-?\d+$/.test(n ?? "")) throw new Error("usage: photowire quota <member code> <n>");
      const left = await grantQuota(handle.db, code, Number(n));
      if (left === null) throw new Error(`no member with code ${code}`);
      log(`download quota of ${code}: ${left}`);
    } else if (cmd === "agent") {
      const [code, onOff] = rest;
      if (!code || (onOff !== "on" && onOff !== "off")) throw new Error("usage: photowire agent <member code> on|off");
      if (!(await setAgentRole(handle.db, code, onOff === "on"))) throw new Error(`no member with code ${code}`);
      log(`${code} is ${onOff === "on" ? "now" : "no longer"} a customer-service agent`);
    } else if (cmd === "photographer") {
      const [code, verdict] = rest;
      if (!code || (verdict !== "approve" && verdict !== "reject")) throw new Error("usage: photowire photographer <member code> approve|reject");
      const service = new PhotographerService(handle.db, undefined, async (id) => void (await publishPortfolio(handle, config, id)));
      const res = await service.setStatusOfMember(code, verdict === "approve" ? PHOTOGRAPHER_STATUS.APPROVED : PHOTOGRAPHER_STATUS.REJECTED);
      log(`photographer ${res.id} (${res.name}) of ${code} is now ${verdict === "approve" ? "approved" : "rejected"}`);
    } else {
      throw new Error(`unknown command ${cmd}; use serve | migrate | seed | import <folder> | import <file.jsonl> | publish | quota <member> <n> | agent <member> on|off | photographer <member> approve|reject`);
    }
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  // the first line only: a failed query's message goes on with its parameters (a password hash, say)
  const msg = err instanceof Error ? err.message.split("\n")[0].replace(/\s*params:.*$/i, "") : String(err);
  process.stderr.write(`[photowire] ${msg}\n`);
  process.exit(1);
});
