/**
 * `photowire serve | migrate | seed | import <folder> | publish | backup | restore` and the staff commands (DESIGN §2, §3.4; issue 19).
 * - migrate: applies the migrations (on PostgreSQL under the start-up advisory
 *   lock, so it is safe while other processes start) and exits.
 * - serve: builds the widgets when dist/ is missing, opens the database under
 *   DATA_DIR (or DATABASE_URL), seeds the demo accounts and the demo corpus
 *   when empty, moves the originals an older version left in the public
 *   folder into STORAGE_DIR/originals, publishes the static site when
 *   missing (or again after such a move: the story JSON named the old
 *   addresses), and serves site, API and realtime on http://HOST:PORT.
 *   Prints the URL and the demo accounts (seeds and prints none in production).
 * - seed [--demo]: demo accounts + demo corpus into an empty database.
 * - import <folder>: every image of a folder (sidecar JSON or IPTC/EXIF) as image stories.
 * - import <file.jsonl>: one story per line from a CMS (import/jsonl.ts), stored,
 *   indexed and published; bad lines are printed with their line number and skipped;
 *   a summary at the end; exits 1 when no line imported and some were bad.
 * - publish [--force]: moves legacy public originals as serve does, then
 *   publishes the site into STORAGE_DIR/site, writing only what changed since
 *   the last publish (publish/manifest.ts); --force renders every page.
 * - quota <member code> <n>: adds n photos (negative: takes them) to a member's
 *   download quota, never below 0, and prints the new quota (issue 9).
 * - agent <member code> on|off: gives a member the customer-service agent
 *   role (the agent console and its calls) or takes it back (issue 10).
 * - editor <member code> on|off: the editor role (the staff console, issue 19).
 * - contributor <member code> approve|reject: decides a contributor's application.
 * - story withdraw <pcId> <reason…> / story restore <pcId>: takes a story down
 *   from every page, search and download, and brings it back (issue 19).
 * - quota, agent, editor, contributor, photographer and story are
 *   the staff console's actions (services/staff.ts), written to the audit log
 *   with the actor "cli".
 * - backup <folder> / restore <folder>: the database (pg_dump, or the stopped
 *   embedded database's folder) and STORAGE_DIR into a new folder, and back
 *   into an empty deployment (backup.ts; docs/server.md "Backup and restore").
 * - photographer <member code> approve|reject: reviews the photographer
 *   profile a member registered (status 1 approved or 2 rejected) and
 *   republishes its portfolio pages (issue 11).
 *
 * Production (NODE_ENV=production, docs/server.md "Production"): serve seeds
 * nothing and builds nothing (dist/ missing is an error), seed refuses without
 * --demo, no password is printed, and every line is JSON (pino: the CLI's
 * logger until the app exists, then the app's). The configuration is checked
 * first (config.ts): a bad one ends the process with exit code 1 and one
 * message naming every bad variable, no stack trace.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { pino } from "pino";
import { backup, restore } from "./backup.js";
import { buildApp, loggerOptions, ROOT } from "./app.js";
import { ConfigError, loadConfig, type Config } from "./config.js";
import { openDb, pendingMigrations, type DbHandle } from "./db/client.js";
import { shutdown } from "./shutdown.js";
import { attachRealtime } from "./realtime.js";
import { DEMO_ACCOUNTS, DEMO_AGENTS, DEMO_EDITORS, MemberService, seedDemoMembers } from "./services/members.js";
import { CLI_ACTOR } from "./services/audit.js";
import { PhotographerService } from "./services/photographers.js";
import { StaffService } from "./services/staff.js";
import { memoryIndexFor } from "./services/search/index.js";
import { createPublisher } from "./publish/publisher.js";
import { importFolder, importJsonl } from "./import/index.js";
import { addModernFormats, moveLegacyOriginals } from "./media/derivatives.js";
import { publishSite } from "./publish/site.js";
import { seedIfEmpty } from "./import/seed.js";

/** The JSON logger of production (cliPino, then the app's once it exists); null in the demo. */
let jsonLog: { info(msg: string): void; warn(msg: string): void } | null = null;
/** Production's logger of the lines before the app exists (and of the last line, when a command fails). */
let cliPino: ReturnType<typeof cliLogger> | null = null;

/** A pino logger with the app's options (LOG_LEVEL, redaction), writing JSON lines to stdout. */
function cliLogger(level: string) {
  return pino(loggerOptions({ level }) || {});
}

/** A line of the CLI: JSON in production, a plain `[photowire] …` line in the demo. */
function log(msg: string): void {
  if (jsonLog) jsonLog.info(msg);
  else process.stdout.write(`[photowire] ${msg}\n`);
}

/** CPU time this process has used so far, seconds: user and system, all its threads (worker threads included). */
function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/**
 * Runs the rollup build when dist/ has not been built yet.
 * @throws Error in production, where nothing is built at start (`npm run build` is part of the install)
 */
function buildIfMissing(config: Config): void {
  if (existsSync(path.join(ROOT, "dist", "photowire.js")) && existsSync(path.join(ROOT, "dist", "esm"))) return;
  if (config.production) throw new Error("the widgets are not built (dist/ is missing): run `npm run build` before `photowire serve`");
  log("building widgets (dist/ is missing)…");
  const res = spawnSync(process.execPath, [path.join(ROOT, "node_modules", "rollup", "dist", "bin", "rollup"), "-c"], {
    cwd: ROOT,
    stdio: "inherit",
  });
  if (res.status !== 0) throw new Error("widget build failed");
}

/** The demo accounts and the demo corpus into an empty database (no password printed). */
async function seed(handle: DbHandle, config: Config): Promise<void> {
  const members = await seedDemoMembers(handle.db);
  if (members) log(`seeded ${members} demo accounts`);
  if (members && jsonLog) jsonLog.warn("the demo accounts' passwords are published in the README: anyone can log in with them");
  const corpus = await seedIfEmpty(handle.db, { dataDir: config.storageDir, siteCode: config.siteCode, siteId: config.siteId });
  if (corpus.imported) log(`imported the demo corpus: ${corpus.stories} stories`);
}

/**
 * Moves the originals an older version kept under STORAGE_DIR/site/media
 * into the private STORAGE_DIR/originals (media/derivatives.ts).
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

async function publish(handle: DbHandle, config: Config, force = false): Promise<void> {
  const res = await publishSite(handle.db, { dataDir: config.storageDir, siteCode: config.siteCode, siteOrigin: config.siteOrigin, force });
  log(`published ${res.stories} stories (${res.rendered} rendered, ${res.stories - res.rendered} unchanged): ${res.pages} pages written in ${res.ms} ms`);
}

/** pino options of `serve`: LOG_LEVEL (default info), to stdout. */
function serveLogger() {
  return { level: process.env.LOG_LEVEL || "info" };
}

async function serve(config: Config): Promise<void> {
  buildIfMissing(config);
  let poolLog: (err: Error) => void = (err) => log(`database connection error: ${err.message}`);
  const handle = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, pgliteCacheMb: config.pgliteCacheMb, pgWorkMemMb: config.pgWorkMemMb, onPoolError: (err) => poolLog(err) });
  // several processes starting together on an empty database take turns (PostgreSQL advisory lock);
  // production seeds nothing (`photowire seed --demo` does it on purpose)
  if (!config.production) await handle.withStartupLock(() => seed(handle, config));
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
  // the embedded database's search index (services/search/memory) loads now, not at the first reader's search
  const searchIndex = config.searchMemory ? memoryIndexFor(handle.db) : null;
  if (searchIndex) {
    const t0 = Date.now();
    searchIndex.load().then(
      () => app.log.info({ stories: searchIndex.size, ms: Date.now() - t0 }, "search index loaded"),
      (err: Error) => app.log.warn({ err: { message: err.message } }, "search index not loaded (searches plan in SQL until it is)"),
    );
  }
  if (config.production) jsonLog = app.log;
  log(`serving on ${url}/cn/index.html (English: ${url}/en/index.html)`);
  log(`API docs: ${url}/api/docs/json`);
  // the demo's logins; production prints no password, ever
  if (!config.production) {
    for (const a of DEMO_ACCOUNTS) log(`demo account: ${a.code} / ${a.password} (nature ${a.nature})`);
    for (const a of DEMO_AGENTS) log(`demo agent: ${a.code} / ${a.password} (customer service)`);
    for (const a of DEMO_EDITORS) log(`demo editor: ${a.code} / ${a.password} (staff console)`);
  }
  let stopping = false;
  /** SIGTERM / SIGINT: stop accepting, drain for at most SHUTDOWN_GRACE_MS, close what is left, exit (shutdown.ts). */
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    await shutdown({ app, realtime, db: handle, graceMs: config.shutdownGraceMs, exit: (code) => process.exit(code) }, signal);
  };
  process.once("SIGINT", () => void stop("SIGINT"));
  process.once("SIGTERM", () => void stop("SIGTERM"));
}

/** The staff commands (issue 19: each is also a staff console call, and each is audited with the actor "cli"). */
const STAFF_USAGE = [
  "quota <member> <n>",
  "agent <member> on|off",
  "editor <member> on|off",
  "contributor <member> approve|reject",
  "photographer <member> approve|reject",
  "story withdraw|restore <pcId> [reason…]",
];
const STAFF_COMMANDS = STAFF_USAGE.map((u) => u.split(" ")[0]);

/**
 * Runs one staff command through the staff service (services/staff.ts), as
 * the console would, audited as "cli".
 * @returns the line to print
 * @throws Error with the usage line when the arguments are wrong; the service's ApiError otherwise
 */
async function staffCommand(handle: DbHandle, config: Config, cmd: string, rest: string[]): Promise<string> {
  const usage = () => new Error(`usage: photowire ${STAFF_USAGE.find((u) => u.startsWith(`${cmd} `))}${cmd === "story" ? " (withdraw needs a reason)" : ""}`);
  // the renderer as the services' Publisher port (ports.ts), as the app builds it
  const publisher = createPublisher(handle.db, { dataDir: config.storageDir, siteCode: config.siteCode });
  const photographers = new PhotographerService(handle.db, undefined, async (id) => void (await publisher.publishPortfolio(id)));
  const staff = new StaffService(handle.db, { publisher, photographers });
  const [arg, second] = rest;
  if (!arg) throw usage();
  if (cmd === "story") {
    const reason = rest.slice(2).join(" ");
    if (!second || (arg !== "withdraw" && arg !== "restore") || (arg === "withdraw" && !reason.trim())) throw usage();
    const s = arg === "withdraw" ? await staff.withdraw(CLI_ACTOR, second, reason) : await staff.restore(CLI_ACTOR, second);
    return `${s.pcId} (${s.title}) is ${s.withdrawn ? "withdrawn" : "back online"}`;
  }
  await staff.member(arg).catch(() => {
    throw new Error(`no member with code ${arg}`);
  });
  if (cmd === "quota") {
    if (!/^-?\d+$/.test(second ?? "") || rest.length > 2) throw usage();
    const m = await staff.changeQuota(CLI_ACTOR, arg, Number(second));
    return `download quota of ${arg}: ${m.downloadQuota}`;
  }
  if (cmd === "agent" || cmd === "editor") {
    if (second !== "on" && second !== "off") throw usage();
    await staff.setRoles(CLI_ACTOR, arg, { [cmd]: second === "on" });
    return `${arg} is ${second === "on" ? "now" : "no longer"} ${cmd === "agent" ? "a customer-service agent" : "an editor"}`;
  }
  if (second !== "approve" && second !== "reject") throw usage();
  if (cmd === "contributor") {
    await staff.setContributor(CLI_ACTOR, arg, second === "approve");
    return `the contributor application of ${arg} is ${second === "approve" ? "approved" : "rejected"}`;
  }
  const res = await staff.setPhotographerOfMember(CLI_ACTOR, arg, second === "approve").catch(() => {
    throw new Error(`member ${arg} has not registered as a photographer`);
  });
  return `photographer ${res.id} (${res.name}) of ${arg} is now ${second === "approve" ? "approved" : "rejected"}`;
}

/** What `seed` without --demo says in production, where it refuses. */
const SEED_REFUSAL =
  "seed creates the demo accounts (their passwords are published in the README) and the demo corpus; " +
  "NODE_ENV=production: nothing seeded. Run `photowire seed --demo` to create them on purpose";

async function main(argv: string[]): Promise<void> {
  const [cmd = "serve", ...rest] = argv;
  const config = loadConfig();
  if (config.production) jsonLog = cliPino = cliLogger(process.env.LOG_LEVEL || "info");
  if (cmd === "serve") return serve(config);
  if (cmd === "seed") {
    // before the database opens: a refused seed changes nothing
    if (rest.some((a) => a !== "--demo")) throw new Error("usage: photowire seed [--demo]");
    if (config.production && !rest.includes("--demo")) throw new Error(SEED_REFUSAL);
  }
  if (cmd === "backup" || cmd === "restore") {
    // before the database opens: backup reads it with pg_dump (or copies the stopped embedded one), restore fills an empty one
    const folder = rest[0];
    if (!folder || rest.length > 1) throw new Error(`usage: photowire ${cmd} <folder>`);
    const site = { dataDir: config.dataDir, storageDir: config.storageDir, databaseUrl: config.databaseUrl };
    const t0 = Date.now();
    if (cmd === "backup") await backup(site, path.resolve(folder));
    else await restore(site, path.resolve(folder));
    log(`${cmd === "backup" ? "backed up" : "restored"} ${config.databaseUrl ? "PostgreSQL" : "the embedded database"} and ${config.storageDir} ${cmd === "backup" ? "into" : "from"} ${path.resolve(folder)} in ${Date.now() - t0} ms`);
    return;
  }
  const handle = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, pgliteCacheMb: config.pgliteCacheMb, pgWorkMemMb: config.pgWorkMemMb });
  try {
    if (cmd === "migrate") log(`migrations applied (${handle.kind}; pending: ${await pendingMigrations(handle)})`);
    else if (cmd === "seed") await handle.withStartupLock(() => seed(handle, config));
    else if (cmd === "publish") {
      if (rest.some((a) => a !== "--force")) throw new Error("usage: photowire publish [--force]");
      await privateOriginals(handle, config);
      await publish(handle, config, rest.includes("--force"));
    }
    else if (cmd === "import") {
      const folder = rest[0];
      if (!folder) throw new Error("usage: photowire import <folder> | photowire import <file.jsonl>");
      if (/\.jsonl$/i.test(folder)) {
        const res = await importJsonl(handle.db, path.resolve(folder), {
          dataDir: config.storageDir,
          siteCode: config.siteCode,
          siteId: config.siteId,
          // the progress line redraws itself on a terminal; production logs only the summary
          onBatch: (read, done) => void (jsonLog || process.stdout.write(`\r[photowire] ${read} lines read, ${done} stories imported`)),
        });
        if (!jsonLog) process.stdout.write("\n");
        for (const s of res.skipped) log(`line ${s.line}: ${s.reason} (skipped)`);
        const secs = res.ms / 1000;
        log(
          `${res.lines} lines: ${res.created} stories created, ${res.updated} updated, ${res.skipped.length} skipped; ` +
            `${res.pages} pages published in ${secs.toFixed(1)} s (${Math.round(res.pcIds.length / Math.max(secs, 0.001))} stories/s; ` +
            `peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB; CPU ${cpuSeconds().toFixed(1)} s in all threads)`,
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
    } else if (STAFF_COMMANDS.includes(cmd)) {
      log(await staffCommand(handle, config, cmd, rest));
    } else {
      throw new Error(`unknown command ${cmd}; use serve | migrate | seed [--demo] | backup <folder> | restore <folder> | import <folder> | import <file.jsonl> | publish [--force] | ${STAFF_USAGE.join(" | ")}`);
    }
  } finally {
    await handle.close();
  }
}

/**
 * The one message a failed command ends with, exit code 1, no stack trace:
 * production writes it as one JSON line (fatal; a bad configuration with its
 * `problems`), the demo as plain lines on stderr (a bad configuration: one
 * line a variable).
 */
main(process.argv.slice(2)).catch((err: unknown) => {
  const production = process.env.NODE_ENV === "production";
  if (err instanceof ConfigError) {
    // the configuration failed, LOG_LEVEL maybe with it: this logger's level is fixed
    if (production) cliLogger("info").fatal({ problems: err.problems }, err.message);
    else {
      process.stderr.write(
        `[photowire] invalid configuration (docs/server.md "Configuration"):\n${err.problems.map((p) => `[photowire]   ${p.given}: ${p.expected}\n`).join("")}`,
      );
    }
    process.exit(1);
  }
  // the first line only: a failed query's message goes on with its parameters (a password hash, say)
  const msg = err instanceof Error ? err.message.split("\n")[0].replace(/\s*params:.*$/i, "") : String(err);
  if (production) (cliPino ?? cliLogger("info")).fatal(msg);
  else process.stderr.write(`[photowire] ${msg}\n`);
  process.exit(1);
});
