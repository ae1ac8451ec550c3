/**
 * The database of a test: the embedded database (PGlite) in the test's temp
 * folder, or, when `PW_TEST_DATABASE_URL` names a PostgreSQL server (the
 * `unit-pg` stage of `npm test` sets it to a throwaway cluster, see
 * scripts/pg-cluster.mjs), a fresh database on that server, dropped again
 * on close. Every server and service test opens its database here, so the
 * same tests run on both (DESIGN §2: "tested on both").
 *
 * Each database is a copy of the run's migrated template
 * (test/setup/db-template.ts): a copied data folder on PGlite, `CREATE
 * DATABASE … TEMPLATE` on PostgreSQL. Opening it still runs the migrator,
 * which finds nothing to apply.
 */
import { randomBytes } from "node:crypto";
import { cpSync, existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { openDb, type DbHandle } from "../../server/src/db/client.js";

/**
 * The embedded database's buffer cache of a test database, MB (openDb's
 * pgliteCacheMb). The server's automatic size, at least 128 MB, is sized for
 * a site and reserved at each start: opening a copied test database took
 * 0.95 s of CPU with it and 0.47 s with 32 MB, which holds a test's database
 * (the seeded demo site's is about 16 MB). The e2e harness gives its
 * servers the same (PGLITE_CACHE_MB); the element tests' server keeps the
 * automatic size. test/unit/pglite-cache.test.ts checks the automatic size.
 */
export const TEST_PGLITE_CACHE_MB = 32;

/** The admin URL of the PostgreSQL server the tests run on, or undefined for the embedded database. */
export const TEST_PG_URL = process.env.PW_TEST_DATABASE_URL || undefined;

/** A test database handle; `databaseUrl` is set on PostgreSQL. */
export type TestDbHandle = DbHandle & { databaseUrl?: string };

/** The run's migrated template (undefined outside the `db` project, e.g. a file run with its own config). */
function template() {
  try {
    return inject("dbTemplate");
  } catch {
    return undefined;
  }
}

/**
 * Opens a fresh, migrated database for one test file or case.
 * @param dataDir the test's temp folder (the embedded database goes under it, in db/)
 */
export async function openTestDb(dataDir: string): Promise<TestDbHandle> {
  const tpl = template();
  if (!TEST_PG_URL) {
    const dir = path.join(dataDir, "db");
    if (tpl?.kind === "pglite" && !existsSync(dir)) cpSync(path.join(tpl.dataDir, "db"), dir, { recursive: true });
    return openDb({ dataDir, pgliteCacheMb: TEST_PGLITE_CACHE_MB });
  }
  const name = `pw_t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  try {
    await admin.query(tpl?.kind === "postgres" ? `CREATE DATABASE ${name} TEMPLATE ${tpl.name}` : `CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const handle = await openDb({ databaseUrl });
  return {
    ...handle,
    databaseUrl,
    async close() {
      await handle.close();
      const a = new pg.Client({ connectionString: TEST_PG_URL });
      await a.connect();
      try {
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await a.end();
      }
    },
  };
}
