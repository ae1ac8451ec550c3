#!/usr/bin/env node
/**
 * The `photowire` command (server/src/cli.ts: serve, migrate, seed, import,
 * publish, …) from the compiled server in build/node/, so a start
 * transpiles nothing. `npm run build` compiles it (bin/server-build.mjs);
 * when it is missing or older than its sources (after an edit or a pull),
 * it is compiled here first, as `serve` builds the widgets when dist/ is
 * missing.
 */
import { pathToFileURL } from "node:url";
import { CLI, ensureServerBuild, logLine } from "./server-build.mjs";

try {
  ensureServerBuild();
} catch (err) {
  logLine(err.message, "fatal");
  process.exit(1);
}
await import(pathToFileURL(CLI).href);
