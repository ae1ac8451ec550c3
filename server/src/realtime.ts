/**
 * socket.io server on the app's HTTP server (SPEC §7 Realtime, DESIGN §2).
 * The contract (namespaces, event names, rooms, payloads) is
 * common/realtime.ts, shared with the widgets' client: /socket/work_place,
 * /socket/content, /socket/promotion_to_story, /socket/uc_message_uc_member,
 * /socket/uc_message_user.
 *
 * - The handshake is accepted from no Origin (non-browser clients), the
 *   site's own origin, or one of ALLOWED_ORIGINS — the API's list.
 * - Client emits `register` { code, type }, ack `{ code }`: a member's
 *   socket (session cookie or auth.token) registers only its own member
 *   code; a guest's only a tempCustomId the server issued and signed
 *   (GET /api/guest/tempCustomId, services/guests.ts); an agent's socket
 *   (role "agent") also SERVICE_ROOM, on /socket/work_place only (issue 10).
 *   Errors: invalid_param, forbidden (another member's code; SERVICE_ROOM
 *   for anyone else), access_denied (a member code without its session,
 *   or an unsigned guest code).
 * - Client emits `refresh` { userCode, data }, ack `{ code }`: relayed as
 *   `refresh` only to the customer-service room (SERVICE_ROOM); a
 *   member's room is addressed by the server alone (forbidden), and so are
 *   chat events (data.type "chat_…", forbidden). Readers' payloads are
 *   small, checked and rate-limited (issue 19): each socket has a token
 *   bucket of REFRESH_RATE (burst 10, 5 a second; every refresh takes a
 *   token, too_many_requests without one); a payload over REFRESH_MAX_BYTES
 *   (2048 bytes of JSON) or whose data is not a ReaderRefreshData is
 *   invalid_param; what is relayed is the checked data with `from`, the
 *   sender's registered code (common/realtime.ts RelayedReaderRefresh).
 *   Any client message over REALTIME_MAX_MESSAGE_BYTES (8192) closes the
 *   connection (socket.io's maxHttpBufferSize) before it is read.
 * - The server's services call `notify(namespace, userCode, data)`;
 *   logout and password changes call `disconnectMember(memberId)`.
 * - Several processes: with DATABASE_URL, events cross processes through
 *   @socket.io/postgres-adapter (LISTEN/NOTIFY on the same PostgreSQL);
 *   clients connect with the websocket transport first, so no sticky
 *   sessions are needed (docs/server.md "Running several processes"). The
 *   embedded database stays single-process.
 */
import type { IncomingMessage, Server as HttpServer } from "node:http";
import { Server, type Namespace } from "socket.io";
import { createAdapter } from "@socket.io/postgres-adapter";
import pg from "pg";
import { fastifyCookie } from "@fastify/cookie";
import type { GuestIdService } from "./services/guests.js";
import type { MemberService } from "./services/members.js";
import { SESSION_COOKIE } from "./http/context.js";
import { AGENT_ROLE } from "../../common/chat/contract.js";
import {
  AGENTS_NAMESPACE,
  CHAT_EVENT_PREFIX,
  EVENT_REFRESH,
  EVENT_REGISTER,
  NAMESPACES,
  readerRefreshData,
  REALTIME_MAX_MESSAGE_BYTES,
  REFRESH_MAX_BYTES,
  REFRESH_RATE,
  SERVICE_ROOM,
  type Ack,
  type Namespace as RealtimeNamespace,
  type RefreshPayload,
  type RegisterPayload,
  type RelayedReaderRefresh,
} from "../../common/realtime.js";

// the contract (namespaces, events, rooms) is common/realtime.ts; re-exported for this module's callers
export { AGENTS_NAMESPACE, NAMESPACES, SERVICE_ROOM };
/** One of the SPEC §7 namespaces (common/realtime.ts Namespace). */
export type NamespaceName = RealtimeNamespace;

export interface Realtime {
  io: Server;
  /** Sends `refresh` with `data` to every socket registered as `userCode` on `ns`. */
  notify(ns: NamespaceName, userCode: string, data: unknown): void;
  /** Disconnects every socket of a member, on every namespace (logout, password change or reset). */
  disconnectMember(memberId: number): void;
  close(): Promise<void>;
}

export interface RealtimeOptions {
  /** ALLOWED_ORIGINS: the API's cross-origin list, also allowed to open sockets */
  allowedOrigins: string[];
  /** checks a guest's tempCustomId */
  guests: GuestIdService;
  /** DATABASE_URL: events cross processes through @socket.io/postgres-adapter on it */
  databaseUrl?: string;
  /** an error of the adapter's connection (logged; the pool reconnects) */
  onAdapterError?: (err: Error) => void;
  /** the clock of the refresh rate limit, ms (default Date.now; tests hold it still) */
  now?: () => number;
}

/**
 * A token bucket: `burst` tokens, refilled at `perSecond` a second up to
 * `burst`; `take()` takes one and answers true, or answers false when
 * none is left. `now` is the clock in ms.
 */
export function tokenBucket(rate: { perSecond: number; burst: number }, now: () => number): { take(): boolean } {
  let tokens = rate.burst;
  let at = now();
  return {
    take() {
      const t = now();
      tokens = Math.min(rate.burst, tokens + (Math.max(0, t - at) / 1000) * rate.perSecond);
      at = t;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

/** Bytes of a client's payload as JSON (UTF-8); Infinity when it cannot be serialised. */
function jsonBytes(v: unknown): number {
  try {
    return Buffer.byteLength(JSON.stringify(v) ?? "", "utf8");
  } catch {
    return Infinity;
  }
}

/** A cookie of a Cookie header (@fastify/cookie's parser, as the HTTP routes read it). */
function cookieValue(header: string | undefined, name: string): string | undefined {
  return header ? fastifyCookie.parse(header)[name] : undefined;
}

const CODE_RE = /^[\w.@-]{1,100}$/;

/** The handshake's Origin is absent, the site's own, or allowed (the API's rule, app.ts). */
export function originAllowed(req: IncomingMessage, allowedOrigins: string[]): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  const host = req.headers.host ?? "";
  return origin === `http://${host}` || origin === `https://${host}` || allowedOrigins.includes(origin);
}

/**
 * The pool as @socket.io/postgres-adapter sees it, with the connection it
 * keeps for LISTEN made safe. The adapter takes one client from the pool and
 * never gives it back; it listens to the client's `end` (and then connects
 * again after 1 to 3 s) but not to its `error`, so a PostgreSQL restart or a
 * pg_terminate_backend on that connection was an unhandled 'error' event
 * that ended the process. Here each client the adapter takes gets an error
 * handler (`onError`, then the client is given back to the pool as broken,
 * so the pool does not keep counting a dead connection), and giving it back
 * twice is harmless.
 */
export function listenSafePool(pool: pg.Pool, onError: (err: Error) => void): pg.Pool {
  const connect = async (): Promise<pg.PoolClient> => {
    const client = await pool.connect();
    const release = client.release.bind(client);
    let released = false;
    const releaseOnce = (err?: Error | boolean) => {
      if (released) return;
      released = true;
      release(err);
    };
    client.release = releaseOnce;
    client.on("error", (err) => {
      onError(err);
      releaseOnce(err);
    });
    return client;
  };
  // everything else (query, end, …) runs on the pool itself
  return new Proxy(pool, {
    get: (target, prop) => {
      if (prop === "connect") return connect;
      const v: unknown = Reflect.get(target, prop);
      return typeof v === "function" ? v.bind(target) : v;
    },
  });
}

/** Attaches socket.io to `server` (see the module comment). */
export async function attachRealtime(server: HttpServer, members: MemberService, opts: RealtimeOptions): Promise<Realtime> {
  let pool: pg.Pool | null = null;
  if (opts.databaseUrl) {
    pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 4, connectionTimeoutMillis: 5_000 });
    pool.on("error", (err) => opts.onAdapterError?.(err));
    // large payloads go through socket_io_attachments, made by migration 0010
  }
  const io = new Server(server, {
    ...(pool ? { adapter: createAdapter(listenSafePool(pool, (err) => opts.onAdapterError?.(err))) } : {}),
    serveClient: false,
    cors: opts.allowedOrigins.length ? { origin: opts.allowedOrigins, credentials: true } : undefined,
    // the largest legitimate client message fits (common/realtime.ts); a larger one closes the connection unread
    maxHttpBufferSize: REALTIME_MAX_MESSAGE_BYTES,
    allowRequest: (req, cb) => cb(originAllowed(req, opts.allowedOrigins) ? null : "origin not allowed", originAllowed(req, opts.allowedOrigins)),
  });
  const spaces = new Map<string, Namespace>();
  for (const name of NAMESPACES) {
    const nsp = io.of(name);
    spaces.set(name, nsp);
    nsp.on("connection", (socket) => {
      const token = cookieValue(socket.handshake.headers.cookie, SESSION_COOKIE) ??
        (typeof socket.handshake.auth?.token === "string" ? socket.handshake.auth.token : undefined);
      // a login hand-off's token (a partner page) counts only from its own origin
      const memberPromise = members.memberForToken(token, socket.handshake.headers.origin).then(async (m) => {
        // the member's own room, for disconnectMember
        if (m) await socket.join(`member:${m.id}`);
        return m;
      });
      const answer = (ack: unknown, code: string) => typeof ack === "function" && (ack as (r: Ack) => void)({ code });
      const refreshes = tokenBucket(REFRESH_RATE, opts.now ?? Date.now);
      socket.on(EVENT_REGISTER, async (msg: unknown, ack?: unknown) => {
        const m = msg as Partial<Record<keyof RegisterPayload, unknown>> | null;
        const code = typeof m?.code === "string" ? m.code : "";
        if (!CODE_RE.test(code)) return answer(ack, "invalid_param");
        const member = await memberPromise;
        if (code === SERVICE_ROOM) {
          // the customer-service room: only an agent's socket (its session member has the agent role), on /socket/work_place (issue 10)
          if (name !== AGENTS_NAMESPACE || member?.role !== AGENT_ROLE) return answer(ack, "forbidden");
          await socket.join(`user:${SERVICE_ROOM}`);
          socket.data.code ??= code;
          return answer(ack, "success");
        }
        if (member) {
          if (member.code !== code) return answer(ack, "forbidden");
        } else if (!opts.guests.verify(code)) {
          // a guest: only a tempCustomId this server issued (a member code needs its session)
          return answer(ack, "access_denied");
        }
        await socket.join(`user:${code}`);
        socket.data.code = code;
        socket.data.type = m?.type ?? null;
        return answer(ack, "success");
      });
      socket.on(EVENT_REFRESH, (msg: unknown, ack?: unknown) => {
        // every attempt costs a token, refused ones too: a flood is cut before any other work
        if (!refreshes.take()) return answer(ack, "too_many_requests");
        if (jsonBytes(msg) > REFRESH_MAX_BYTES) return answer(ack, "invalid_param");
        const m = msg as Partial<Record<keyof RefreshPayload, unknown>> | null;
        if (!socket.data.code || typeof m?.userCode !== "string" || !CODE_RE.test(m.userCode)) return answer(ack, "invalid_param");
        if (m.userCode !== SERVICE_ROOM) return answer(ack, "forbidden");
        // chat events reach the agents from the server only (services/chat/): a client cannot forge one
        const type = (m.data as { type?: unknown } | null)?.type;
        if (typeof type === "string" && type.startsWith(CHAT_EVENT_PREFIX)) return answer(ack, "forbidden");
        const data = readerRefreshData(m.data);
        if (!data) return answer(ack, "invalid_param");
        nsp.to(`user:${SERVICE_ROOM}`).emit(EVENT_REFRESH, { ...data, from: socket.data.code as string } satisfies RelayedReaderRefresh);
        return answer(ack, "success");
      });
    });
  }
  return {
    io,
    notify(ns, userCode, data) {
      spaces.get(ns)?.to(`user:${userCode}`).emit(EVENT_REFRESH, data);
    },
    disconnectMember(memberId) {
      for (const nsp of spaces.values()) nsp.in(`member:${memberId}`).disconnectSockets(true);
    },
    close: async () => {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await pool?.end();
    },
  };
}
