/**
 * `photowire backup <folder>` and `photowire restore <folder>` (issue 17;
 * docs/server.md "Backup and restore"): everything a site is, in one folder.
 *
 *   <folder>/manifest.json     { format: 1, database: "postgres" | "pglite", createdAt }
 *   <folder>/database.pgdump   PostgreSQL: pg_dump --format=custom of DATABASE_URL
 *   <folder>/db/               the embedded database: a copy of DATA_DIR/db
 *   <folder>/storage/          a copy of STORAGE_DIR (published site, originals,
 *                              uploads, avatars, outbox, secret.key), without
 *                              DATA_DIR/db when the two are one folder
 *
 * Backup on PostgreSQL runs while the site serves (pg_dump reads one
 * consistent snapshot; files written meanwhile may be newer than it, never
 * missing for a row it holds, since rows are written after their files). On
 * the embedded database the server must be stopped: it holds the database
 * files open (the command refuses while DATA_DIR/db is in use, see
 * `embeddedInUse`).
 *
 * Restore fills an empty deployment: the database (PostgreSQL: no table yet;
 * embedded: no DATA_DIR/db) and an empty or missing STORAGE_DIR. It refuses
 * anything else rather than mix two sites.
 *
 * pg_dump / pg_restore: PG_DUMP_PATH / PG_RESTORE_PATH, else the ones on
 * PATH, else the newest under /usr/lib/postgresql (Debian's).
 */
import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";

/** The manifest of a backup folder. */
export interface BackupManifest {
  format: 1;
  database: "postgres" | "pglite";
  /** ISO 8601 */
  createdAt: string;
}

export interface BackupTarget {
  dataDir: string;
  storageDir: string;
  /** PostgreSQL's URL; unset: the embedded database under dataDir/db */
  databaseUrl?: string;
}

/** A refusal or failure of backup or restore, with the message the operator reads. */
export class BackupError extends Error {}

/** The path of a PostgreSQL client tool (see the module comment). */
export function pgTool(name: "pg_dump" | "pg_restore", env: NodeJS.ProcessEnv = process.env): string {
  const set = env[name === "pg_dump" ? "PG_DUMP_PATH" : "PG_RESTORE_PATH"];
  if (set) return set;
  for (const dir of (env.PATH ?? "").split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  const base = "/usr/lib/postgresql";
  const majors = existsSync(base) ? readdirSync(base).filter((d) => existsSync(path.join(base, d, "bin", name))).sort((a, b) => Number(b) - Number(a)) : [];
  if (!majors.length) throw new BackupError(`${name} not found: install PostgreSQL's client (apt-get install postgresql-client) or set ${name === "pg_dump" ? "PG_DUMP_PATH" : "PG_RESTORE_PATH"}`);
  return path.join(base, majors[0], "bin", name);
}

function run(file: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) =>
    execFile(file, args, { maxBuffer: 16 * 1024 * 1024 }, (err, _out, stderr) =>
      err ? reject(new BackupError(`${path.basename(file)} failed: ${(stderr || err.message).trim().split("\n").slice(0, 5).join("; ")}`)) : resolve(),
    ),
  );
}

const isEmptyDir = (dir: string) => !existsSync(dir) || (statSync(dir).isDirectory() && readdirSync(dir).length === 0);

/**
 * Whether the embedded database is open: PGlite keeps a postmaster.pid in
 * DATA_DIR/db while a process has it open and removes it on close (its pid
 * is not the process's, so a server killed without closing leaves one
 * behind: starting and stopping the server once clears it).
 */
export function embeddedInUse(dbDir: string): boolean {
  return existsSync(path.join(dbDir, "postmaster.pid"));
}

/**
 * Writes a backup of the site into `folder` (created; it must be empty or missing).
 * @returns the manifest written
 * @throws BackupError the folder is not empty, the embedded database is in use, pg_dump failed
 */
export async function backup(site: BackupTarget, folder: string, now = new Date()): Promise<BackupManifest> {
  if (!isEmptyDir(folder)) throw new BackupError(`${folder} is not empty: a backup goes into a new folder`);
  mkdirSync(folder, { recursive: true });
  const dbDir = path.join(site.dataDir, "db");
  const manifest: BackupManifest = { format: 1, database: site.databaseUrl ? "postgres" : "pglite", createdAt: now.toISOString() };
  if (site.databaseUrl) {
    await run(pgTool("pg_dump"), ["--format=custom", "--no-owner", "--no-privileges", `--file=${path.join(folder, "database.pgdump")}`, site.databaseUrl]);
  } else {
    if (embeddedInUse(dbDir)) {
      throw new BackupError("the embedded database is open (the server is running, or was killed without closing it): stop the server (or start and stop it once), then back up");
    }
    if (!existsSync(dbDir)) throw new BackupError(`no embedded database at ${dbDir}`);
    cpSync(dbDir, path.join(folder, "db"), { recursive: true });
  }
  if (existsSync(site.storageDir)) {
    cpSync(site.storageDir, path.join(folder, "storage"), { recursive: true, filter: (src) => path.resolve(src) !== path.resolve(dbDir) });
  } else mkdirSync(path.join(folder, "storage"));
  writeFileSync(path.join(folder, "manifest.json"), JSON.stringify(manifest, null, 2) + "\n");
  return manifest;
}

/** Whether PostgreSQL's database at `url` has no table of its own yet. */
async function pgEmpty(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => undefined);
  await client.connect();
  try {
    const r = await client.query("SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')");
    return r.rows[0].n === 0;
  } finally {
    await client.end();
  }
}

/**
 * Restores the backup in `folder` into an empty deployment.
 * @returns the backup's manifest
 * @throws BackupError not a backup folder, a database of another kind than the backup's, a database or storage folder that is not empty, pg_restore failed
 */
export async function restore(site: BackupTarget, folder: string): Promise<BackupManifest> {
  const manifestFile = path.join(folder, "manifest.json");
  if (!existsSync(manifestFile)) throw new BackupError(`${folder} is not a backup (no manifest.json)`);
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as BackupManifest;
  if (manifest.format !== 1) throw new BackupError(`backup format ${String(manifest.format)} is not known to this version`);
  const wanted = site.databaseUrl ? "postgres" : "pglite";
  if (manifest.database !== wanted) {
    throw new BackupError(`the backup holds a ${manifest.database === "postgres" ? "PostgreSQL" : "embedded"} database; this deployment uses ${wanted === "postgres" ? "PostgreSQL (DATABASE_URL)" : "the embedded database (no DATABASE_URL)"}`);
  }
  const dbDir = path.join(site.dataDir, "db");
  const storageEmpty = isEmptyDir(site.storageDir) || (path.resolve(site.storageDir) === path.resolve(site.dataDir) && readdirSync(site.storageDir).every((n) => n === "db"));
  if (!storageEmpty) throw new BackupError(`${site.storageDir} is not empty: restore into an empty deployment`);
  if (site.databaseUrl) {
    if (!(await pgEmpty(site.databaseUrl))) throw new BackupError("the database is not empty: restore into a new database (CREATE DATABASE …)");
    await run(pgTool("pg_restore"), ["--no-owner", "--no-privileges", "--exit-on-error", `--dbname=${site.databaseUrl}`, path.join(folder, "database.pgdump")]);
  } else {
    if (!isEmptyDir(dbDir)) throw new BackupError(`${dbDir} exists: restore into an empty DATA_DIR`);
    cpSync(path.join(folder, "db"), dbDir, { recursive: true });
  }
  cpSync(path.join(folder, "storage"), site.storageDir, { recursive: true });
  return manifest;
}
