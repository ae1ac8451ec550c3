/**
 * Two app servers on one PostgreSQL, each with its own socket.io and
 * @socket.io/postgres-adapter, standing for two processes (the
 * realtime-processes and chat-processes tests). Call inside a describe:
 * the servers start in its beforeAll and stop in its afterAll, with every
 * socket opened through `open`. unit-pg stage only (TEST_PG_URL).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../../server/src/app.js";
import { loadConfig } from "../../server/src/config.js";
import { attachRealtime, type Realtime } from "../../server/src/realtime.js";
import { MemberService, seedDemoMembers } from "../../server/src/services/members.js";
import { openTestDb, type TestDbHandle } from "./db.js";

export interface TwoProcesses {
  /** The shared database (set once beforeAll has run). */
  readonly handle: TestDbHandle;
  readonly apps: FastifyInstance[];
  readonly rts: Realtime[];
  /** Each server's base URL ("http://127.0.0.1:port"). */
  readonly bases: string[];
  /** A socket to namespace `ns` of the server at `base`, disconnected after all. */
  open(base: string, ns: string, cookie?: string): Socket;
  /** Emits `ev` and resolves with the acknowledgement. */
  emitAck(s: Socket, ev: string, payload: unknown): Promise<{ code: string }>;
}

/** @param opts the temporary data folder's name prefix and the secret both servers share */
export function twoProcesses(opts: { dirPrefix: string; secret: string }): TwoProcesses {
  let handle: TestDbHandle | undefined;
  let dataDir: string;
  const apps: FastifyInstance[] = [];
  const rts: Realtime[] = [];
  const bases: string[] = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), opts.dirPrefix));
    handle = await openTestDb(dataDir);
    await seedDemoMembers(handle.db);
    const config = loadConfig({ DATA_DIR: dataDir, SECRET_KEY: opts.secret, RATE_LIMIT_FACTOR: "1000" });
    for (let i = 0; i < 2; i++) {
      const app = await buildApp({ db: handle, config });
      const rt = await attachRealtime(app.server, new MemberService(handle.db, 1e9), { allowedOrigins: [], guests: app.services.guests, databaseUrl: handle.databaseUrl });
      (app as { realtime?: Realtime }).realtime = rt;
      await app.listen({ port: 0, host: "127.0.0.1" });
      apps.push(app);
      rts.push(rt);
      bases.push(`http://127.0.0.1:${(app.server.address() as { port: number }).port}`);
    }
  }, 120_000);
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    for (const rt of rts) await rt.close();
    for (const app of apps) await app.close();
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    get handle() {
      if (!handle) throw new Error("twoProcesses: the servers are not started yet (beforeAll)");
      return handle;
    },
    apps,
    rts,
    bases,
    open(base, ns, cookie) {
      const s = connect(`${base}${ns}`, { transports: ["websocket"], extraHeaders: cookie ? { cookie } : {}, forceNew: true, reconnection: false });
      sockets.push(s);
      return s;
    },
    emitAck: (s, ev, payload) => new Promise<{ code: string }>((resolve) => s.emit(ev, payload, resolve)),
  };
}
