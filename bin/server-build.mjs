#!/usr/bin/env node
/**
 * The compiled server: `tsc -p server/tsconfig.build.json` writes server/src
 * and the common/ modules it imports to build/node/ (server/src/cli.ts →
 * build/node/server/src/cli.js), emit only (`npm run typecheck` checks the
 * types). `npm run build` runs this file; bin/photowire.mjs calls
 * ensureServerBuild() before every command.
 *
 * A compile writes into a fresh folder and then takes the place of
 * build/node, so processes started together (the e2e tests, several
 * servers) never load a half-written build. build/node/build.json records
 * when it was compiled: a source file of server/src or common/ (or a
 * tsconfig) changed since then makes the build stale.
 *
 *   node bin/server-build.mjs    compiles now (what `npm run build` does)
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { pino } from "pino";

/** Repository root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** The compiled server's folder. */
export const BUILD_DIR = path.join(ROOT, "build", "node");
/** The compiled `photowire` command (server/src/cli.ts). */
export const CLI = path.join(BUILD_DIR, "server", "src", "cli.js");
const STAMP = path.join(BUILD_DIR, "build.json");
const CONFIG = path.join(ROOT, "server", "tsconfig.build.json");

let json = null;
/**
 * A line of the command before the server runs: with NODE_ENV=production a
 * JSON line (pino, as every line of production), else a plain `[photowire] …` line on stderr.
 * @param level "info" | "warn" | "fatal"
 */
export function logLine(msg, level = "info") {
  if (process.env.NODE_ENV !== "production") return void process.stderr.write(`[photowire] ${msg}\n`);
  json ??= pino();
  json[level](msg);
}
const log = (msg) => logLine(msg);

/** Newest modification time (ms) of the files the compile reads. */
function sourcesTime() {
  let newest = Math.max(statSync(CONFIG).mtimeMs, statSync(path.join(ROOT, "tsconfig.json")).mtimeMs);
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(ts|mts|tsx)$/.test(e.name)) newest = Math.max(newest, statSync(p).mtimeMs);
    }
  };
  walk(path.join(ROOT, "server", "src"));
  walk(path.join(ROOT, "common"));
  return newest;
}

/** The TypeScript compiler's entry, or null when it is not installed (a production install after `npm prune --omit=dev`). */
function compiler() {
  try {
    return createRequire(path.join(ROOT, "package.json")).resolve("typescript/bin/tsc");
  } catch {
    return null;
  }
}

/** Compiles the server into build/node (replacing the previous build); throws when tsc fails or is missing. */
export function buildServer() {
  const tsc = compiler();
  if (!tsc) throw new Error("cannot compile the server: TypeScript is not installed (npm ci installs it)");
  const started = Date.now();
  const tmp = `${BUILD_DIR}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  const res = spawnSync(process.execPath, [tsc, "-p", CONFIG, "--outDir", tmp], { cwd: ROOT, stdio: "inherit" });
  if (res.status !== 0) {
    rmSync(tmp, { recursive: true, force: true });
    throw new Error(`the server did not compile (tsc exit ${res.status})`);
  }
  writeFileSync(path.join(tmp, "build.json"), `${JSON.stringify({ time: new Date(started).toISOString(), sources: started }, null, 2)}\n`);
  const old = `${BUILD_DIR}.old-${process.pid}`;
  if (existsSync(BUILD_DIR)) renameSync(BUILD_DIR, old);
  try {
    renameSync(tmp, BUILD_DIR);
  } catch (err) {
    // another process put its build there first: keep that one
    if (!existsSync(CLI)) throw err;
    rmSync(tmp, { recursive: true, force: true });
  }
  rmSync(old, { recursive: true, force: true });
  return Date.now() - started;
}

/** Sources newer than the build (ms of the build's start, from build.json), or the build is missing. */
function stale() {
  if (!existsSync(CLI) || !existsSync(STAMP)) return "missing";
  try {
    const { sources } = JSON.parse(readFileSync(STAMP, "utf8"));
    return sourcesTime() > sources ? "older than its sources" : null;
  } catch {
    return "missing";
  }
}

/**
 * Before a command: compiles the server when build/node is missing or older
 * than its sources. Without TypeScript (a pruned production install) a stale
 * build runs as it is, with a warning; a missing one is an error.
 */
export function ensureServerBuild() {
  const why = stale();
  if (!why) return;
  if (!compiler()) {
    if (why === "missing") throw new Error("the server is not built and TypeScript is not installed: run `npm ci && npm run build` (then `npm prune --omit=dev` if you like)");
    logLine(`warning: the compiled server in build/node is ${why}, and TypeScript is not installed to compile it again`, "warn");
    return;
  }
  log(`compiling the server (build/node is ${why})…`);
  const ms = buildServer();
  log(`compiled the server in ${(ms / 1000).toFixed(1)} s`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ms = buildServer();
  console.log(`server: compiled server/src and common/ into build/node in ${(ms / 1000).toFixed(1)} s`);
}
