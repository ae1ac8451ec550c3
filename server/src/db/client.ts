/**
 * Database connection: PGlite (embedded PostgreSQL) under DATA_DIR/db by
 * default, or PostgreSQL when DATABASE_URL is set. Both run the same Drizzle
 * schema and the same SQL migrations (server/src/db/migrations).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { sql } from "drizzle-orm";
import * as schema from "./schema.js";
import { MIGRATIONS_DIR } from "../paths.js";

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;
/** The transaction a `db.transaction` callback gets (queries as on a Db). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface DbHandle {
  db: Db;
  /** "pglite" or "postgres" */
  kind: "pglite" | "postgres";
  close(): Promise<void>;
  /**
   * Runs `fn` while holding the site's start-up lock: a PostgreSQL advisory
   * lock shared by every process on the database (migrations, seeding), so
   * processes started together take turns. The embedded database is
   * single-process: `fn` just runs.
   */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  /** True when the database answers a trivial query (GET /api/ready). */
  ping(): Promise<boolean>;
}

const migrationsFolder = MIGRATIONS_DIR;

/** The rows of `db.execute` (node-postgres answers `{ rows }`, PGlite's drizzle driver the array itself). */
export function rowsOf<T = Record<string, unknown>>(res: unknown): T[] {
  return (Array.isArray(res) ? res : (res as { rows: T[] }).rows) as T[];
}

/**
 * The embedded database's PGlite client behind a db, or null on PostgreSQL.
 * One connection in this process, where the search keeps its in-memory index
 * (services/search/memory); its LISTEN/NOTIFY delivers a notification before
 * the query that caused it resolves, or at its transaction's commit.
 */
export function embeddedClient(db: Db): PGlite | null {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof PGlite ? client : null;
}

/**
 * Migrations of this build not yet applied to the database (0 when up to
 * date): the journal's entries newer than the last one drizzle recorded.
 */
export async function pendingMigrations(handle: DbHandle): Promise<number> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: { when: number }[] };
  const rows = rowsOf<{ last: string | number }>(await handle.db.execute(sql`select coalesce(max(created_at), 0) as last from drizzle.__drizzle_migrations`));
  const last = Number(rows[0]?.last ?? 0);
  return journal.entries.filter((e) => e.when > last).length;
}

/** Key of the start-up advisory lock (any constant shared by every process of the site). */
export const STARTUP_LOCK_KEY = 7_431_001;

/**
 * Errors that mean "the database cannot be reached right now" (connection
 * refused or reset, the server shutting down or restarting, too many
 * connections): requests then answer 503 service_unavailable, and the pool
 * reconnects by itself once the database is back.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const code = String((e as { code?: unknown }).code ?? "");
    if (/^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|57P01|57P02|57P03|08000|08001|08003|08004|08006|53300)$/.test(code)) return true;
    const msg = String((e as { message?: unknown }).message ?? "");
    if (/Connection terminated|connection timeout|Client has encountered a connection error|terminating connection/i.test(msg)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * PostgreSQL's work_mem for the server's own connections, MB (PG_WORK_MEM_MB
 * overrides it; issue 21). A search for an English word matches it as a
 * prefix, and PostgreSQL gathers the stories of every word with that
 * beginning from the GIN index into a bitmap that must fit in work_mem; at
 * PostgreSQL's default of 4 MB it turns lossy at 1,000,000 stories, and then
 * every story of every page it covers is read and its search vector checked:
 * a common word with type, subject and date filters read 67,793 blocks and
 * took 2.5 s where at 64 MB it read 6,000 (docs/server.md "Search on
 * PostgreSQL"). A sort or hash may take this much too, once per node of a
 * query, on each connection of the pool (10). 0 sends no option (a
 * connection pooler such as PgBouncer refuses the startup option `options`
 * unless told to ignore it).
 */
export const PG_WORK_MEM_MB = 64;

/** The embedded database's buffer cache bounds when sized automatically, MB (pgliteCacheMb). */
export const PGLITE_CACHE_MIN_MB = 128;
export const PGLITE_CACHE_MAX_MB = 1024;

/**
 * The embedded database's buffer cache (PostgreSQL shared_buffers), MB. PGlite
 * reads every page it does not hold through the WebAssembly file system, so a
 * cache smaller than the pages the searches touch (the GIN indexes, the story
 * rows, the vectors ranked) makes each query read hundreds of them: at 100,000
 * stories (1.3 GB) a 1 GB cache halved the search's p95 against the 128 MB
 * default (issue 21 item 6; a 512 MB one did not help). The cache is reserved
 * at start (the process's memory grows by it), so it is sized to the
 * database then: 1.25 × its size on disk, in steps of 64 MB, within
 * PGLITE_CACHE_MIN_MB..PGLITE_CACHE_MAX_MB (PostgreSQL's default for a
 * small site; at most 1 GB, as WebAssembly's 2 GB memory must also hold the
 * rest). `configured` (PGLITE_CACHE_MB) is used as it is.
 * @param dbBytes the database's size on disk, bytes (pgliteDiskBytes)
 */
export function pgliteCacheMb(dbBytes: number, configured?: number): number {
  if (configured) return configured;
  const step = 64;
  const mb = Math.ceil((dbBytes * 1.25) / (step * 1024 * 1024)) * step;
  return Math.min(PGLITE_CACHE_MAX_MB, Math.max(PGLITE_CACHE_MIN_MB, mb));
}

/** Bytes of the relation files of the embedded database in `dir` (its base/ folder; 0 when new). */
export function pgliteDiskBytes(dir: string): number {
  const base = path.join(dir, "base");
  if (!existsSync(base)) return 0;
  let total = 0;
  for (const name of readdirSync(base, { recursive: true }) as string[]) {
    const st = statSync(path.join(base, name), { throwIfNoEntry: false });
    if (st?.isFile()) total += st.size;
  }
  return total;
}

/**
 * Opens (and migrates, under the start-up lock) the database.
 * @param opts.dataDir folder for the embedded database (created if missing); ignored with databaseUrl
 * @param opts.databaseUrl a postgres:// URL; when given, PostgreSQL is used
 * @param opts.memory use an in-memory PGlite (tests)
 * @param opts.pgliteCacheMb the embedded database's buffer cache, MB (PGLITE_CACHE_MB); unset: pgliteCacheMb sizes it
 * @param opts.pgWorkMemMb PostgreSQL: work_mem of every connection, MB (PG_WORK_MEM_MB); unset: PG_WORK_MEM_MB (64); 0: the database's own
 * @param opts.onPoolError PostgreSQL: called with an idle client's error (a
 *   restart, pg_terminate_backend); without a handler such an error would
 *   end the process
 */
export async function openDb(opts: {
  dataDir?: string;
  databaseUrl?: string;
  memory?: boolean;
  pgliteCacheMb?: number;
  pgWorkMemMb?: number;
  onPoolError?: (err: Error) => void;
}): Promise<DbHandle> {
  if (opts.databaseUrl) {
    // work_mem of every connection (a startup option; 0: none sent, the database's own): see PG_WORK_MEM_MB
    const workMem = opts.pgWorkMemMb ?? PG_WORK_MEM_MB;
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, connectionTimeoutMillis: 5_000, ...(workMem ? { options: `-c work_mem=${workMem}MB` } : {}) });
    pool.on("error", (err) => opts.onPoolError?.(err));
    // a client that is checked out (a transaction, the start-up lock) has no pool handler: its
    // connection ending between two queries would be an unhandled 'error' event; its next query
    // fails instead (503), and the pool drops it when it is given back
    pool.on("connect", (client) => client.on("error", (err) => opts.onPoolError?.(err)));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const withStartupLock = async <T>(fn: () => Promise<T>): Promise<T> => {
      const client = await pool.connect();
      try {
        await client.query("SELECT pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
        return await fn();
      } finally {
        await client.query("SELECT pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    };
    await withStartupLock(() => migratePg(db as never, { migrationsFolder }));
    return {
      db,
      kind: "postgres",
      close: () => pool.end(),
      withStartupLock,
      ping: () => pool.query("SELECT 1").then(() => true, () => false),
    };
  }
  let client: PGlite;
  if (opts.memory || !opts.dataDir) {
    client = new PGlite();
  } else {
    const dir = path.join(opts.dataDir, "db");
    mkdirSync(dir, { recursive: true });
    const cacheMb = pgliteCacheMb(pgliteDiskBytes(dir), opts.pgliteCacheMb);
    client = new PGlite(dir, { startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${cacheMb}MB`] });
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    kind: "pglite",
    close: () => client.close(),
    withStartupLock: (fn) => fn(),
    ping: () => client.query("SELECT 1").then(() => true, () => false),
  };
}
