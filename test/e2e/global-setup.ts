/**
 * Global setup of the end-to-end tests (issue 16): seeds the demo site once a
 * run (`photowire seed`: the demo accounts and the demo corpus with its
 * image derivatives, the slow part of a start) into a template DATA_DIR.
 * harness.ts's startSite copies it into each site's fresh DATA_DIR, and
 * `photowire serve` then only publishes the pages, on the site's own origin
 * (PUBLIC_URL defaults to the site's port, and the published pages' canonical,
 * hreflang and og:image addresses are absolute on it).
 *
 * The template's folder reaches the test files through vitest's
 * provide/inject (`e2eTemplate`); teardown removes it.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** a seeded, not yet published DATA_DIR to copy */
    e2eTemplate: string;
  }
}

/**
 * The embedded database's buffer cache of the e2e servers and commands, MB
 * (PGLITE_CACHE_MB; test/unit/db.ts TEST_PGLITE_CACHE_MB says why): the
 * server's automatic size, at least 128 MB, cost each start about 0.5 s of
 * CPU more; the seeded demo site's database is about 16 MB. A test's `env`
 * can set another.
 */
export const E2E_PGLITE_CACHE_MB = "32";

/**
 * A seeded, not yet published DATA_DIR in a new temporary folder (`photowire seed`).
 * @throws when the seed fails (its output in the message)
 */
export function seedTemplate(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pw-e2e-tpl-"));
  const res = spawnSync(process.execPath, ["bin/photowire.mjs", "seed"], { env: { ...process.env, DATA_DIR: dataDir, PGLITE_CACHE_MB: E2E_PGLITE_CACHE_MB }, encoding: "utf8" });
  if (res.status !== 0) throw new Error(`photowire seed failed:\n${res.stdout}${res.stderr}`);
  return dataDir;
}

export default function setup(project: TestProject): () => void {
  const dataDir = seedTemplate();
  project.provide("e2eTemplate", dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
