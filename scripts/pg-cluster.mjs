/**
 * A throwaway PostgreSQL cluster for the tests (issue 8): Debian's
 * postgresql binaries, a fresh data folder under the system temp folder,
 * listening only on 127.0.0.1 at a free port, trust authentication for
 * loopback, fsync off (test data only). Run as root (CI), initdb and
 * postgres run as the `postgres` system user.
 *
 *   const pg = await startCluster();   // { url, port, dataDir, stop(), restart() }
 *   process.env.DATABASE_URL = pg.url;  // postgres://postgres@127.0.0.1:<port>/postgres
 *
 * `node scripts/pg-cluster.mjs -- <command…>` starts a cluster, runs the
 * command with PW_TEST_DATABASE_URL set to its admin URL, and stops it
 * (also when it is interrupted: SIGINT, SIGTERM or SIGHUP go to the command,
 * then the cluster stops and its folder is removed).
 */
import { execFile, execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The folder of Debian's PostgreSQL binaries (the newest installed major version). */
export function pgBinDir() {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) throw new Error("PostgreSQL is not installed (apt-get install postgresql)");
  const majors = readdirSync(base).filter((d) => existsSync(path.join(base, d, "bin", "initdb"))).sort((a, b) => Number(b) - Number(a));
  if (!majors.length) throw new Error("no PostgreSQL server binaries under /usr/lib/postgresql");
  return path.join(base, majors[0], "bin");
}

/** A free TCP port on 127.0.0.1 (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const asRoot = typeof process.getuid === "function" && process.getuid() === 0;
/** Runs a PostgreSQL binary, as the postgres user when we are root (initdb and postgres refuse root). */
function pgExec(bin, args, opts = {}) {
  return asRoot ? execFileSync("runuser", ["-u", "postgres", "--", bin, ...args], opts) : execFileSync(bin, args, opts);
}

/** pgExec without blocking the event loop (a test's load goes on while the server stops and starts). */
function pgExecAsync(bin, args) {
  const [file, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  return new Promise((resolve, reject) => execFile(file, argv, (err) => (err ? reject(err) : resolve())));
}

/**
 * Starts a cluster.
 * @returns {{ url: string, port: number, dataDir: string, stop(): Promise<void>, restart(downMs?: number): Promise<void>, pgCtl(action: "start" | "stop"): void, pgCtlAsync(action: "start" | "stop"): Promise<void> }}
 */
export async function startCluster() {
  const bin = pgBinDir();
  const root = mkdtempSync(path.join(tmpdir(), "pw-pg-"));
  chmodSync(root, 0o777);
  const dataDir = path.join(root, "data");
  const port = await freePort();
  pgExec(path.join(bin, "initdb"), ["-D", dataDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"], { stdio: "ignore" });
  const logFile = path.join(root, "pg.log");
  const opts = `-c listen_addresses=127.0.0.1 -p ${port} -c unix_socket_directories=${root} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const ctlArgs = (action) => (action === "start" ? ["-D", dataDir, "-l", logFile, "-o", opts, "-w", "start"] : ["-D", dataDir, "-m", "fast", "-w", "stop"]);
  const pgCtl = (action) => pgExec(path.join(bin, "pg_ctl"), ctlArgs(action), { stdio: "ignore" });
  pgCtl("start");
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dataDir,
    pgCtl,
    /** pg_ctl start or stop (-m fast: sessions are terminated, as `pg_ctl restart -m fast` does), without blocking */
    pgCtlAsync: (action) => pgExecAsync(path.join(bin, "pg_ctl"), ctlArgs(action)),
    /** Stops the cluster, waits `downMs`, starts it again (a database restart as an operator does it). */
    async restart(downMs = 0) {
      pgCtl("stop");
      if (downMs) await new Promise((r) => setTimeout(r, downMs));
      pgCtl("start");
    },
    async stop() {
      try {
        pgCtl("stop");
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf("--");
  const cmd = i >= 0 ? process.argv.slice(i + 1) : [];
  if (!cmd.length) {
    console.error("usage: node scripts/pg-cluster.mjs -- <command…>");
    process.exit(2);
  }
  const pg = await startCluster();
  console.log(`[pg] throwaway cluster on 127.0.0.1:${pg.port}`);
  const child = spawn(cmd[0], cmd.slice(1), { stdio: "inherit", env: { ...process.env, PW_TEST_DATABASE_URL: pg.url } });
  // Ctrl-C or a kill: the command is told, and the cluster stops once it has ended
  // (pg_ctl starts postgres in its own session, so no terminal signal reaches it)
  let signalled = null;
  for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.on(sig, () => {
      signalled = sig;
      child.kill(sig);
    });
  }
  const code = await new Promise((r) => child.on("close", (c) => r(c ?? 1)));
  await pg.stop();
  process.exit(signalled ? 1 : code);
}
