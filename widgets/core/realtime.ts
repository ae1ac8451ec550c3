/**
 * The realtime client of every widget (SPEC §4 Realtime, §7 Realtime
 * channels; DESIGN §2 core/realtime.ts, §7b): socket.io-client over the five
 * namespaces the server serves (the contract: common/realtime.ts). Framework-free (no React, no DOM beyond
 * `location` for the default origin).
 *
 * - connect: websocket transport first (no sticky sessions behind a load
 *   balancer), polling only when a websocket cannot be opened; cookies are
 *   sent (withCredentials) so that a member's socket is the member's;
 *   non-browser clients may pass `auth.token` (the login's token); a
 *   partner site's page sends its login hand-off's token (core/handoff.ts).
 * - register { code, type }: remembered, and sent again after every
 *   reconnection (the server forgets a socket's rooms when it drops);
 *   `register()` resolves with the server's ack `{ code }` ("success",
 *   "invalid_param", "forbidden", "access_denied").
 * - refresh: `onRefresh(fn)` receives what the server sends; `refresh()`
 *   emits `{ userCode, data }` (the server relays it to the customer-service
 *   room only).
 * - reconnect: `onReconnect(fn)` runs after each reconnection, once the
 *   channel is registered again (a client asks then for what it missed:
 *   socket.io's own recovery is best effort, DESIGN §7); `onStatus(fn)`
 *   follows "connecting" | "connected" | "disconnected" | "closed" (the
 *   server closed the socket — logout — or close() was called: no
 *   reconnection).
 * - close(): leaves the namespace (the underlying connection closes with
 *   its last namespace).
 *
 * Channels of one origin share one connection (socket.io multiplexing).
 */
import { io, type ManagerOptions, type Socket, type SocketOptions } from "socket.io-client";
import { EVENT_REFRESH, EVENT_REGISTER, NAMESPACES, type Ack, type Namespace, type RefreshPayload, type RegisterPayload } from "../../common/realtime.js";
import { keptHandoff } from "./handoff.js";

// the contract (namespaces, events, payloads) is common/realtime.ts, shared with the server; re-exported for the widgets
export { NAMESPACES };
export type { Ack, Namespace };
/** Who a channel registers as: a member code or a guest's signed tempCustomId, and a type (common/realtime.ts RegisterPayload). */
export type Registration = RegisterPayload;

export type ChannelStatus = "connecting" | "connected" | "disconnected" | "closed";

export interface ChannelOptions {
  /**
   * Origin of the realtime server, e.g. "https://photowire.example"; default:
   * the origin of the API base (<meta name="photowire:api">), else the page's.
   */
  origin?: string;
  /** socket.io's path (default "/socket.io") */
  path?: string;
  /** a session token for clients without the session cookie (`auth.token`) */
  token?: string;
  /** register as soon as connected (and after every reconnection) */
  register?: Registration;
  /** ms to wait for an ack of register/refresh (default 10000) */
  ackTimeoutMs?: number;
  /** passed to socket.io-client as they are (tests: extraHeaders, reconnectionDelay, forceNew) */
  socketOptions?: Partial<ManagerOptions & SocketOptions>;
}

export interface Channel {
  readonly namespace: Namespace;
  /** the socket.io socket (for what this wrapper does not cover) */
  readonly socket: Socket;
  /** current status */
  status(): ChannelStatus;
  /**
   * Registers as `code` with `type` (SPEC §7: the client emits register
   * { code, type }); kept and sent again after every reconnection. Waits
   * for the connection. Resolves with the server's ack.
   */
  register(reg: Registration): Promise<Ack>;
  /** Emits refresh { userCode, data }; resolves with the server's ack. */
  refresh(userCode: string, data: unknown): Promise<Ack>;
  /** Listens for refresh; returns the unsubscribe function. */
  onRefresh(fn: (data: unknown) => void): () => void;
  /** Runs after every reconnection, once registered again (with that register's ack, or null when none). */
  onReconnect(fn: (ack: Ack | null) => void): () => void;
  /** Follows the status; returns the unsubscribe function. */
  onStatus(fn: (status: ChannelStatus) => void): () => void;
  /** Leaves the namespace; no reconnection. */
  close(): void;
}

/** The origin of the API base of the page (meta photowire:api may point to another origin). */
export function defaultOrigin(): string {
  const base = typeof document !== "undefined" ? document.querySelector('meta[name="photowire:api"]')?.getAttribute("content") : null;
  const here = typeof location !== "undefined" ? location.href : "http://localhost/";
  return new URL(base ?? "/api", here).origin;
}

/**
 * Opens a channel on `namespace` (see the module comment).
 * @throws TypeError for a namespace SPEC §7 does not list
 */
export function openChannel(namespace: Namespace, opts: ChannelOptions = {}): Channel {
  if (!(NAMESPACES as readonly string[]).includes(namespace)) throw new TypeError(`[photowire] unknown realtime namespace ${namespace}`);
  const ackTimeout = opts.ackTimeoutMs ?? 10_000;
  const origin = opts.origin ?? defaultOrigin();
  // a partner site's page (the API on another origin) signs in with its login hand-off's token (core/handoff.ts)
  const token = opts.token ?? (typeof location !== "undefined" && origin !== location.origin ? keptHandoff(origin) : null);
  const socket = io(`${origin}${namespace}`, {
    path: opts.path ?? "/socket.io",
    transports: ["websocket", "polling"],
    tryAllTransports: true,
    withCredentials: true,
    ...(token ? { auth: { token } } : {}),
    ...opts.socketOptions,
  });
  let registration: Registration | null = opts.register ?? null;
  let status: ChannelStatus = "connecting";
  let connects = 0;
  let closed = false;
  const refreshFns = new Set<(data: unknown) => void>();
  const reconnectFns = new Set<(ack: Ack | null) => void>();
  const statusFns = new Set<(s: ChannelStatus) => void>();
  const setStatus = (s: ChannelStatus) => {
    if (s === status) return;
    status = s;
    for (const fn of [...statusFns]) fn(s);
  };

  const emitAck = (event: string, payload: unknown): Promise<Ack> =>
    new Promise((resolve) => {
      socket.timeout(ackTimeout).emit(event, payload, (err: Error | null, ack: unknown) => {
        if (err) resolve({ code: "timeout" });
        else resolve(ack && typeof (ack as Ack).code === "string" ? (ack as Ack) : { code: "invalid_ack" });
      });
    });

  // the registration sent for the current connection (register() called while connected shares it)
  let current: Promise<Ack> | null = null;
  const sendRegistration = (): Promise<Ack> | null => {
    if (!registration) return null;
    current = emitAck(EVENT_REGISTER, { code: registration.code, type: registration.type } satisfies RegisterPayload);
    return current;
  };

  socket.on("connect", () => {
    connects++;
    setStatus("connected");
    const pending = sendRegistration();
    if (connects > 1) {
      void (pending ?? Promise.resolve(null)).then((ack) => {
        for (const fn of [...reconnectFns]) fn(ack);
      });
    }
  });
  socket.on("disconnect", (reason) => {
    current = null;
    // the server closed it (logout) or we did: socket.io does not reconnect
    setStatus(closed || reason === "io server disconnect" || reason === "io client disconnect" ? "closed" : "disconnected");
  });
  socket.io.on("reconnect_attempt", () => {
    if (!closed) setStatus("connecting");
  });
  socket.on("connect_error", () => {
    if (!closed && status !== "closed") setStatus(socket.active ? "connecting" : "disconnected");
  });
  socket.on(EVENT_REFRESH, (data: unknown) => {
    for (const fn of [...refreshFns]) fn(data);
  });

  const whenConnected = (): Promise<void> =>
    socket.connected
      ? Promise.resolve()
      : new Promise((resolve) => {
          socket.once("connect", () => resolve());
        });

  return {
    namespace,
    socket,
    status: () => status,
    async register(reg) {
      if (closed) return { code: "closed" };
      const same = registration && registration.code === reg.code && registration.type === reg.type;
      registration = { code: reg.code, type: reg.type };
      if (!socket.connected) {
        await whenConnected();
        // the connect handler has sent it
        return (await current) ?? { code: "timeout" };
      }
      if (same && current) return current;
      return (await sendRegistration()) ?? { code: "timeout" };
    },
    async refresh(userCode, data) {
      if (closed) return { code: "closed" };
      await whenConnected();
      // the server needs the socket registered first
      if (current) await current;
      return emitAck(EVENT_REFRESH, { userCode, data } satisfies RefreshPayload);
    },
    onRefresh(fn) {
      refreshFns.add(fn);
      return () => refreshFns.delete(fn);
    },
    onReconnect(fn) {
      reconnectFns.add(fn);
      return () => reconnectFns.delete(fn);
    },
    onStatus(fn) {
      statusFns.add(fn);
      return () => statusFns.delete(fn);
    },
    close() {
      if (closed) return;
      closed = true;
      refreshFns.clear();
      reconnectFns.clear();
      socket.disconnect();
      setStatus("closed");
      statusFns.clear();
    },
  };
}
