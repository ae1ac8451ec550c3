/**
 * Global setup of the `db` vitest project (issue 16): migrates one template
 * database a run, so that each test database is a copy of it instead of
 * being migrated again (17 migrations: about 4 s each time on the embedded
 * database).
 *
 * - Embedded database (PGlite): a data folder under the system temp folder,
 *   migrated and closed; test/unit/db.ts copies it into the test's folder.
 * - PostgreSQL (PW_TEST_DATABASE_URL set): a database `pw_tpl_<hex>` on that
 *   server, migrated and closed; test/unit/db.ts creates each test database
 *   with `CREATE DATABASE … TEMPLATE pw_tpl_<hex>`.
 *
 * The template's location reaches the test workers through vitest's
 * provide/inject (`dbTemplate`); teardown removes it.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDb } from "../../server/src/db/client.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** the migrated template: a PGlite data folder (holding db/), or a PostgreSQL database name */
    dbTemplate: { kind: "pglite"; dataDir: string } | { kind: "postgres"; name: string };
  }
}

/** Runs one statement on the server's admin database. */
async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const pgUrl = process.env.PW_TEST_DATABASE_URL || undefined;
  if (!pgUrl) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "pw-tpl-"));
    // the test databases' buffer cache (test/unit/db.ts TEST_PGLITE_CACHE_MB): initdb copies the whole memory, cache included
    const handle = await openDb({ dataDir, pgliteCacheMb: 32 });
    await handle.close();
    project.provide("dbTemplate", { kind: "pglite", dataDir });
    return async () => rmSync(dataDir, { recursive: true, force: true });
  }
  const name = `pw_tpl_${randomBytes(6).toString("hex")}`;
  await admin(pgUrl, `CREATE DATABASE ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const handle = await openDb({ databaseUrl: url.toString() });
  await handle.close();
  project.provide("dbTemplate", { kind: "postgres", name });
  return async () => admin(pgUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
