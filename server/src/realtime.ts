/**
 * socket.io server on the app's HTTP server (SPEC §7 Realtime, DESIGN §2).
 * Namespaces: /socket/work_place, /socket/content, /socket/promotion_to_story,
 * /socket/uc_message_uc_member, /socket/uc_message_user.
 * Client emits `register` { code, type } — joins the room of that user code
 * (only its own code when logged in: the session cookie is checked) — and
 * `refresh` { userCode, data } — relayed as `refresh` (data) to that user's
 * room. The server's services call `notify(namespace, userCode, data)`.
 */
import type { Server as HttpServer } from "node:http";
import { Server, type Namespace } from "socket.io";
import type { MemberService } from "./services/members.js";
import { SESSION_COOKIE } from "./http/context.js";

export const NAMESPACES = [
  "/socket/work_place",
  "/socket/content",
  "/socket/promotion_to_story",
  "/socket/uc_message_uc_member",
  "/socket/uc_message_user",
] as const;
export type NamespaceName = (typeof NAMESPACES)[number];

export interface Realtime {
  io: Server;
  /** Sends `refresh` with `data` to every socket registered as `userCode` on `ns`. */
  notify(ns: NamespaceName, userCode: string, data: unknown): void;
  close(): Promise<void>;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return decodeURIComponent(v.join("="));
  }
  return undefined;
}

const CODE_RE = /^[\w.@-]{1,100}$/;

/** Attaches socket.io to `server`; `allowedOrigins` as the API's CORS list. */
export function attachRealtime(server: HttpServer, members: MemberService, allowedOrigins: string[]): Realtime {
  const io = new Server(server, {
    serveClient: false,
    cors: allowedOrigins.length ? { origin: allowedOrigins, credentials: true } : undefined,
    maxHttpBufferSize: 1e6,
  });
  const spaces = new Map<string, Namespace>();
  for (const name of NAMESPACES) {
    const nsp = io.of(name);
    spaces.set(name, nsp);
    nsp.on("connection", (socket) => {
      const token = cookieValue(socket.handshake.headers.cookie, SESSION_COOKIE) ??
        (typeof socket.handshake.auth?.token === "string" ? socket.handshake.auth.token : undefined);
      const memberPromise = members.memberForToken(token);
      socket.on("register", async (msg: unknown, ack?: (r: unknown) => void) => {
        const m = msg as { code?: unknown; type?: unknown } | null;
        const code = typeof m?.code === "string" ? m.code : "";
        if (!CODE_RE.test(code)) return typeof ack === "function" && ack({ code: "invalid_param" });
        const member = await memberPromise;
        // A logged-in socket may only register as itself; anonymous sockets (customer-service guests with a
        // tempCustomId) may register a code that is not a member code.
        if (member && member.code !== code) return typeof ack === "function" && ack({ code: "forbidden" });
        if (!member && (await members.isMemberCode(code))) return typeof ack === "function" && ack({ code: "access_denied" });
        await socket.join(`user:${code}`);
        socket.data.code = code;
        socket.data.type = m?.type ?? null;
        if (typeof ack === "function") ack({ code: "success" });
      });
      socket.on("refresh", (msg: unknown) => {
        const m = msg as { userCode?: unknown; data?: unknown } | null;
        if (!socket.data.code || typeof m?.userCode !== "string" || !CODE_RE.test(m.userCode)) return;
        nsp.to(`user:${m.userCode}`).emit("refresh", m.data ?? null);
      });
    });
  }
  return {
    io,
    notify(ns, userCode, data) {
      spaces.get(ns)?.to(`user:${userCode}`).emit("refresh", data);
    },
    close: () => new Promise<void>((resolve) => io.close(() => resolve())),
  };
}
