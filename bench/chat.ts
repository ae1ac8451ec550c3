/**
 * Chat and realtime (issue 10, DESIGN §6 "1,000 connected members on one
 * process; a chat message reaches the other side in p99 ≤ 100 ms on
 * loopback"). Starts real `photowire serve` processes on loopback and, from
 * this process:
 * - connects CLIENTS guests (a signed tempCustomId each, GET
 *   /api/guest/tempCustomId; a websocket on /socket/uc_message_user with
 *   `register`), and prints the connect rate (clients/s, register
 *   acknowledged);
 * - memory per connection: the server process's RSS (/proc/<pid>/status)
 *   after the connections minus before, divided by CLIENTS (bytes);
 * - latency from a reader's send (POST /api/guest/onlineService, random
 *   connected guests, SENDS messages, 8 at a time) to the agent socket's
 *   receipt of its `refresh` on /socket/work_place: p50 and p99 (ms);
 * - the same across two processes on one throwaway PostgreSQL: readers on
 *   the first, the agent on the second (events through
 *   @socket.io/postgres-adapter).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { io as connect, type Socket } from "socket.io-client";
import type { ChatEvent } from "../common/chat/contract.js";
// @ts-expect-error a plain ES module script without types
import { freePort, startCluster } from "../scripts/pg-cluster.mjs";

const CLIENTS = 1000;
const SENDS = 300;
const IN_FLIGHT = 8;
const SECRET = "bench-chat-secret-shared-by-the-processes";

interface Server {
  base: string;
  child: ChildProcess;
}

/** Starts `photowire serve` on a free loopback port; resolves once it serves. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ["bin/photowire.mjs", "serve"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", SECRET_KEY: SECRET, RATE_LIMIT_FACTOR: "100000", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    let out = "";
    const onData = (d: Buffer) => {
      out += d;
      if (out.includes("serving on")) resolve();
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("exit", (code) => reject(new Error(`server exited ${code}:\n${out}`)));
  });
  return { base: `http://127.0.0.1:${port}`, child };
}

async function stopServer(s: Server): Promise<void> {
  if (s.child.exitCode !== null) return;
  const exited = new Promise((r) => s.child.once("exit", r));
  s.child.kill("SIGTERM");
  await exited;
}

/** Resident set size of a process, bytes (Linux). */
function rss(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) * 1024 : NaN;
}

function register(s: Socket, code: string): Promise<void> {
  return new Promise((resolve, reject) => {
    s.emit("register", { code, type: 0 }, (r: { code: string }) => (r.code === "success" ? resolve() : reject(new Error(`register ${r.code}`))));
  });
}

function openSocket(base: string, ns: string, cookie?: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const s = connect(`${base}${ns}`, { transports: ["websocket"], forceNew: true, reconnection: false, extraHeaders: cookie ? { cookie } : {} });
    s.once("connect", () => resolve(s));
    s.once("connect_error", reject);
  });
}

async function json<T>(res: Response): Promise<T> {
  const body = (await res.json()) as { code: string; data: T; msg?: string };
  if (body.code !== "success") throw new Error(`${res.url}: ${body.code} ${body.msg ?? ""}`);
  return body.data;
}

async function loginAgent(base: string): Promise<string> {
  const res = await fetch(`${base}/api/guest/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" },
    body: JSON.stringify({ code: "demo_agent", password: "Agent2026" }),
  });
  await json(res);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

interface Row {
  name: string;
  connectRate: number;
  bytesPerConnection: number | null;
  p50: number;
  p99: number;
  lost: number;
}

/** Connects the readers to `readers`, the agent to `agents`, and measures. */
async function run(name: string, readers: Server, agents: Server, measureMemory: boolean): Promise<Row> {
  const sockets: Socket[] = [];
  try {
    const agentSocket = await openSocket(agents.base, "/socket/work_place", await loginAgent(agents.base));
    sockets.push(agentSocket);
    await register(agentSocket, "customer_service");
    const waiting = new Map<string, (t: number) => void>();
    agentSocket.on("refresh", (e: ChatEvent) => {
      if (e?.type === "chat_message" && e.message.clientId) waiting.get(e.message.clientId)?.(performance.now());
    });

    const before = measureMemory ? rss(readers.child.pid!) : NaN;
    const guests: string[] = [];
    const t0 = performance.now();
    for (let i = 0; i < CLIENTS; i += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, CLIENTS - i) }, async () => {
          const { tempCustomId } = await json<{ tempCustomId: string }>(await fetch(`${readers.base}/api/guest/tempCustomId`));
          const s = await openSocket(readers.base, "/socket/uc_message_user");
          sockets.push(s);
          await register(s, tempCustomId);
          guests.push(tempCustomId);
        }),
      );
    }
    const connectRate = CLIENTS / ((performance.now() - t0) / 1000);
    await new Promise((r) => setTimeout(r, 1000));
    const after = measureMemory ? rss(readers.child.pid!) : NaN;

    const latencies: number[] = [];
    let lost = 0;
    let next = 0;
    const sendOne = async (i: number) => {
      const clientId = `bench-${name.length}-${i}-${Math.random().toString(36).slice(2, 10)}`;
      const received = new Promise<number>((resolve) => waiting.set(clientId, resolve));
      const timeout = new Promise<number>((resolve) => setTimeout(() => resolve(NaN), 5000));
      const start = performance.now();
      const res = await fetch(`${readers.base}/api/guest/onlineService`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" },
        body: JSON.stringify({ content: `bench message ${i}`, tempCustomId: guests[i % guests.length], clientId }),
      });
      await json(res);
      const at = await Promise.race([received, timeout]);
      waiting.delete(clientId);
      if (Number.isNaN(at)) lost++;
      else latencies.push(at - start);
    };
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < SENDS) await sendOne(next++);
      }),
    );
    latencies.sort((a, b) => a - b);
    return {
      name,
      connectRate,
      bytesPerConnection: measureMemory ? (after - before) / CLIENTS : null,
      p50: pct(latencies, 50),
      p99: pct(latencies, 99),
      lost,
    };
  } finally {
    for (const s of sockets) s.disconnect();
  }
}

export async function benchChat(): Promise<void> {
  const rows: Row[] = [];
  const dirs: string[] = [];
  const tmp = (p: string) => {
    const d = mkdtempSync(path.join(tmpdir(), p));
    dirs.push(d);
    return d;
  };
  try {
    const one = await startServer({ DATA_DIR: tmp("pw-bench-chat-") });
    try {
      rows.push(await run("one process, embedded database", one, one, true));
    } finally {
      await stopServer(one);
    }
    const { existsSync } = await import("node:fs");
    if (existsSync("/usr/lib/postgresql")) {
      const cluster = await startCluster();
      try {
        const storage = tmp("pw-bench-chat-storage-");
        const a = await startServer({ DATA_DIR: tmp("pw-bench-chat-a-"), STORAGE_DIR: storage, DATABASE_URL: cluster.url });
        const b = await startServer({ DATA_DIR: tmp("pw-bench-chat-b-"), STORAGE_DIR: storage, DATABASE_URL: cluster.url });
        try {
          rows.push(await run("one process, PostgreSQL", a, a, true));
          rows.push(await run("two processes, PostgreSQL (readers on one, agent on the other)", a, b, false));
        } finally {
          await Promise.all([stopServer(a), stopServer(b)]);
        }
      } finally {
        await cluster.stop();
      }
    } else console.log("\n(chat on PostgreSQL skipped: no /usr/lib/postgresql)");
  } finally {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
  console.log(`\n## Chat and realtime (${CLIENTS} guest sockets connected; ${SENDS} sends, ${IN_FLIGHT} in flight; send = POST onlineService → agent's refresh)\n`);
  console.log("| setup | connect rate | memory per connection | p50 ms | p99 ms | not received in 5 s | budget p99 ≤ 100 ms |\n|---|---:|---:|---:|---:|---:|---|");
  for (const r of rows) {
    const mem = r.bytesPerConnection === null ? "—" : `${(r.bytesPerConnection / 1024).toFixed(1)} KB`;
    console.log(`| ${r.name} | ${r.connectRate.toFixed(0)}/s | ${mem} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.lost} | ${r.p99 <= 100 && r.lost === 0 ? "within" : "OVER"} |`);
  }
}
