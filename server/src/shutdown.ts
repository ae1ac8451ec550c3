/**
 * The end of `photowire serve` on SIGTERM or SIGINT (issue 17; docs/server.md
 * "Operations", Shutdown): stop accepting, let the running requests finish for at most
 * `graceMs`, then close what is left, and exit.
 *
 * 1. The HTTP server stops accepting (app.close(): new connections are
 *    refused, idle keep-alive connections close) and the running requests
 *    go on. The realtime sockets close at once: they never end by
 *    themselves, and their clients reconnect to another process.
 * 2. After `graceMs` (SHUTDOWN_GRACE_MS, default 25 000 ms: below the 30 s a
 *    process manager such as systemd or Kubernetes waits before its
 *    SIGKILL), every connection still open is destroyed: a client that
 *    stopped reading a zip, a request whose body never comes.
 * 3. The database closes.
 * 4. The process exits 0 (1 when closing itself failed). Should a step hang
 *    (the database unreachable, say), the process exits 1 at `graceMs` +
 *    CLOSE_MARGIN_MS whatever happens.
 */
import type { FastifyInstance } from "fastify";

/** Time left for closing sockets and the database after the grace, ms. */
export const CLOSE_MARGIN_MS = 5_000;

export interface Closable {
  close(): Promise<void>;
}

export interface ShutdownParts {
  app: FastifyInstance;
  realtime: Closable;
  db: Closable;
  /** SHUTDOWN_GRACE_MS: how long the running requests may go on, ms */
  graceMs: number;
  /** called with the exit code once everything is closed (process.exit in the CLI) */
  exit(code: number): void;
}

/**
 * Stops the server (see the module comment).
 * @returns once `exit` has been called
 */
export async function shutdown(parts: ShutdownParts, signal: string): Promise<void> {
  const { app, graceMs } = parts;
  app.log.info({ signal, graceMs }, "shutting down");
  const hardStop = setTimeout(() => {
    app.log.error({ afterMs: graceMs + CLOSE_MARGIN_MS }, "shutdown did not finish: exiting");
    parts.exit(1);
  }, graceMs + CLOSE_MARGIN_MS);
  hardStop.unref();
  let forced = false;
  const grace = setTimeout(() => {
    // what the grace did not drain: every connection still open
    forced = true;
    app.log.warn({ graceMs }, "grace over: closing the connections still open");
    app.server.closeAllConnections();
  }, graceMs);
  grace.unref();
  let code = 0;
  try {
    await Promise.all([app.close(), parts.realtime.close()]);
    clearTimeout(grace);
    await parts.db.close();
  } catch (err) {
    app.log.error({ err: { message: (err as Error).message } }, "shutdown failed");
    code = 1;
  }
  clearTimeout(hardStop);
  app.log.info({ forced }, "stopped");
  parts.exit(code);
}
