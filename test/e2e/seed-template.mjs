/**
 * The e2e tests' seeded template DATA_DIR (issue 16): `photowire seed` (the
 * demo accounts and the demo corpus with its image derivatives, the slow part
 * of a start) into a new temporary folder, not yet published. Shared by the
 * e2e stage's global setup (global-setup.ts) and by `npm test`
 * (scripts/test.mjs), which seeds it ahead of the stage when it can.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The embedded database's buffer cache of the e2e servers and commands, MB
 * (PGLITE_CACHE_MB; test/unit/db.ts TEST_PGLITE_CACHE_MB says why): the
 * server's automatic size, at least 128 MB, cost each start about 0.5 s of
 * CPU more; the seeded demo site's database is about 16 MB. A test's `env`
 * can set another.
 */
export const E2E_PGLITE_CACHE_MB = "32";

/** `photowire seed`'s command and environment for a DATA_DIR. */
function seedCommand(dataDir) {
  return {
    args: ["bin/photowire.mjs", "seed"],
    env: { ...process.env, DATA_DIR: dataDir, PGLITE_CACHE_MB: E2E_PGLITE_CACHE_MB },
  };
}

/**
 * A seeded, not yet published DATA_DIR in a new temporary folder, seeded now.
 * @returns the folder
 * @throws when the seed fails (its output in the message)
 */
export function seedTemplate() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pw-e2e-tpl-"));
  const { args, env } = seedCommand(dataDir);
  const res = spawnSync(process.execPath, args, { env, encoding: "utf8" });
  if (res.status !== 0) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`photowire seed failed:\n${res.stdout}${res.stderr}`);
  }
  return dataDir;
}

/**
 * The same, in a child process beside other work.
 * @param onChild receives the child process (to stop it with the run)
 * @returns the folder, or null when the seed failed (its output in `output`)
 */
export function seedTemplateAsync(onChild = () => {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pw-e2e-tpl-"));
  const { args, env } = seedCommand(dataDir);
  const child = spawn(process.execPath, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  onChild(child);
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      if (code === 0) return resolve({ dataDir, output });
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ dataDir: null, output });
    });
  });
}
