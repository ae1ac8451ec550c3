/**
 * Database connection: PGlite (embedded PostgreSQL) under DATA_DIR/db by
 * default, or PostgreSQL when DATABASE_URL is set. Both run the same Drizzle
 * schema and the same SQL migrations (server/src/db/migrations).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema.js";

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface DbHandle {
  db: Db;
  /** "pglite" or "postgres" */
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * Opens (and migrates) the database.
 * @param opts.dataDir folder for the embedded database (created if missing); ignored with databaseUrl
 * @param opts.databaseUrl a postgres:// URL; when given, PostgreSQL is used
 * @param opts.memory use an in-memory PGlite (tests)
 */
export async function openDb(opts: { dataDir?: string; databaseUrl?: string; memory?: boolean }): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder });
    return { db, kind: "postgres", close: () => pool.end() };
  }
  let client: PGlite;
  if (opts.memory || !opts.dataDir) {
    client = new PGlite();
  } else {
    const dir = path.join(opts.dataDir, "db");
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db, kind: "pglite", close: () => client.close() };
}
