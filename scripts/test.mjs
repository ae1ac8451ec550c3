#!/usr/bin/env node
/**
 * `npm test`: type check, widget build, unit/server tests (vitest: the logic
 * tests once, the database tests on the embedded database and again on a
 * throwaway PostgreSQL cluster), element tests (@web/test-runner in
 * Chromium), every Storybook story rendered in Chromium and checked by axe,
 * end-to-end tests (playwright-core against the real server).
 * Runs the stages in order, streams their output, stops at the first failing
 * stage, prints each stage's time, and ends with one plain summary line
 * "N passed, N failed".
 *
 *   npm test                      every stage
 *   npm test -- unit e2e          only the named stages, in the usual order
 *   npm test -- --list            the stages and their commands
 *
 * The stages' temporary files (the test databases copied from their template,
 * the e2e sites' DATA_DIRs, the throwaway PostgreSQL cluster) go to a run
 * folder in memory: /dev/shm/pw-test-*, when /dev/shm is a tmpfs with at
 * least 2 GiB free and TMPDIR is not set. On this machine's disk (ext4 mounted
 * with `discard`) the db project spent 54 s in the kernel copying and deleting
 * them, 23 s in memory (112 s → 94 s). The folder is removed when the run
 * ends. With TMPDIR set (or no such /dev/shm) they go to TMPDIR as before.
 */
import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, statfsSync } from "node:fs";

const STAGES = [
  // the type check and the build run side by side (each keeps one core busy); their outputs print when each ends
  { name: "typecheck", cmd: ["npx", "tsc", "--noEmit", "-p", "tsconfig.json"], group: "prepare" },
  { name: "build", cmd: ["npm", "run", "--silent", "build"], group: "prepare" },
  { name: "unit", cmd: ["npx", "vitest", "run"], count: "vitest" },
  // the database tests again on PostgreSQL: a throwaway cluster on a loopback port (Debian's postgresql)
  { name: "unit-pg", cmd: ["node", "scripts/pg-cluster.mjs", "--", "npx", "vitest", "run", "--project", "db"], count: "vitest" },
  // the element tests and the stories side by side: each leaves a core partly idle while its Chromium renders
  { name: "browser", cmd: ["npx", "web-test-runner", "--config", "test/browser/wtr.config.mjs"], count: "wtr", group: "chromium" },
  // the same element tests against the light build (dist/light/esm, preact/compat; issue 22 item 1)
  { name: "browser-light", cmd: ["npx", "web-test-runner", "--config", "test/browser/wtr.config.mjs"], env: { PW_WIDGETS: "light" }, count: "wtr", group: "chromium" },
  { name: "storybook", cmd: ["node", "scripts/storybook-check.mjs"], count: "wtr", group: "chromium" },
  { name: "e2e", cmd: ["npx", "vitest", "run", "--config", "test/e2e/vitest.config.ts"], count: "vitest" },
];

// eslint-disable-next-line no-control-regex
const strip = (s) => s.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "");

function counts(kind, out) {
  const text = strip(out);
  if (kind === "vitest") {
    const line = text.split("\n").reverse().find((l) => /^\s*Tests\s+/.test(l)) ?? "";
    const num = (w) => Number(line.match(new RegExp(`(\\d+) ${w}`))?.[1] ?? 0);
    return { passed: num("passed"), failed: num("failed"), skipped: num("skipped") };
  }
  const all = [...text.matchAll(/(\d+) passed, (\d+) failed(?:, (\d+) skipped)?/g)].pop();
  return { passed: Number(all?.[1] ?? 0), failed: Number(all?.[2] ?? 0), skipped: Number(all?.[3] ?? 0) };
}

/**
 * Runs one stage's command. `stream` prints its output as it comes; otherwise
 * (a stage running beside another) the output is printed once it ends.
 */
function run(stage, stream = true) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const header = `\n=== ${stage.name}: ${stage.cmd.join(" ")}\n`;
    if (stream) process.stdout.write(header);
    const child = spawn(stage.cmd[0], stage.cmd.slice(1), { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: "0", ...stage.env } });
    running.add(child);
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
      if (stream) process.stdout.write(d);
    });
    child.stderr.on("data", (d) => {
      out += d;
      if (stream) process.stderr.write(d);
    });
    child.on("close", (code) => {
      running.delete(child);
      if (!stream) process.stdout.write(header + out);
      resolve({ code: code ?? 1, out, ms: Date.now() - t0 });
    });
  });
}

const args = process.argv.slice(2);
if (args.includes("--list")) {
  for (const s of STAGES) process.stdout.write(`${s.name.padEnd(10)} ${s.cmd.join(" ")}\n`);
  process.exit(0);
}
const unknown = args.filter((a) => !STAGES.some((s) => s.name === a));
if (unknown.length) {
  process.stderr.write(`[test] unknown stage ${unknown.join(", ")}; stages: ${STAGES.map((s) => s.name).join(", ")}\n`);
  process.exit(2);
}
const chosen = args.length ? STAGES.filter((s) => args.includes(s.name)) : STAGES;

const TMPFS_MAGIC = 0x01021994;
const MIN_FREE = 2 * 1024 ** 3;
/** A run folder under /dev/shm for TMPDIR (see the top of this file), or null to leave TMPDIR alone. */
function memoryTmp() {
  if (process.env.TMPDIR) return null;
  try {
    const fs = statfsSync("/dev/shm");
    if (fs.type !== TMPFS_MAGIC || fs.bavail * fs.bsize < MIN_FREE) return null;
    const dir = mkdtempSync("/dev/shm/pw-test-");
    // like /tmp: the throwaway PostgreSQL cluster runs as the postgres user
    chmodSync(dir, 0o1777);
    return dir;
  } catch {
    return null;
  }
}
const runTmp = memoryTmp();
if (runTmp) {
  process.env.TMPDIR = runTmp;
  process.stdout.write(`[test] temporary files in ${runTmp} (memory)\n`);
  const cleanup = () => rmSync(runTmp, { recursive: true, force: true });
  process.on("exit", cleanup);
}
/** The stages' commands running now. */
const running = new Set();
let interrupted = false;
// Ctrl-C or a kill: the running stages are told (a terminal's Ctrl-C reaches them anyway) and end, then the run folder goes
for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(sig, () => {
    interrupted = true;
    for (const child of running) child.kill(sig);
  });
}

const started = Date.now();
let passed = 0;
let failed = 0;
let skipped = 0;
const timings = [];
let exit = 0;
/** The chosen stages in order, stages of one group together. */
const batches = [];
for (const stage of chosen) {
  const last = batches[batches.length - 1];
  if (stage.group && last?.[0].group === stage.group) last.push(stage);
  else batches.push([stage]);
}

/** Adds a finished stage to the totals; false when it failed (or ran no test). */
function settle(stage, res) {
  timings.push(`${stage.name} ${(res.ms / 1000).toFixed(0)} s`);
  let ok = res.code === 0;
  if (stage.count) {
    const c = counts(stage.count, res.out);
    passed += c.passed;
    failed += c.failed;
    skipped += c.skipped;
    if (ok && c.passed === 0) {
      process.stderr.write(`[test] stage ${stage.name} ran no test\n`);
      ok = false;
    }
  }
  if (res.code !== 0) {
    process.stderr.write(`[test] stage ${stage.name} failed (exit ${res.code})\n`);
    if (failed === 0) failed = 1;
  }
  return ok;
}

/**
 * The e2e stage's seeded template (test/e2e/seed-template.mjs), made ahead of
 * the stage when the chromium group runs before it: the seed (about 17 s,
 * mostly one core) starts when the first stage of that group ends, beside the
 * other (the element tests run one file at a time, so a core is left), and
 * the e2e stage reads it from PW_E2E_TEMPLATE instead of seeding while a core
 * waits. A failed seed is printed, and the stage seeds as before.
 */
let e2eTemplate = null;
const seedAhead = chosen.some((s) => s.name === "e2e") && chosen.some((s) => s.group === "chromium");

for (const batch of batches) {
  if (batch[0].name === "e2e" && e2eTemplate) {
    const { dataDir, output } = await e2eTemplate;
    if (dataDir) {
      process.env.PW_E2E_TEMPLATE = dataDir;
      process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
    } else process.stderr.write(`[test] seeding the e2e template ahead failed; the e2e stage seeds it:\n${output}\n`);
  }
  const pending = batch.map((stage) => run(stage, batch.length === 1));
  if (seedAhead && batch[0].group === "chromium") {
    const { seedTemplateAsync } = await import("../test/e2e/seed-template.mjs");
    e2eTemplate = Promise.race(pending).then(() =>
      seedTemplateAsync((child) => {
        running.add(child);
        child.on("close", () => running.delete(child));
      }),
    );
  }
  const res = await Promise.all(pending);
  const ok = batch.map((stage, i) => settle(stage, res[i])).every(Boolean);
  if (!ok || interrupted) {
    exit = interrupted ? 130 : 1;
    break;
  }
}
process.stdout.write(`\n[test] ${timings.join(", ")}; total ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
process.stdout.write(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}\n`);
// a seed still running after a failed stage ends with the run
for (const child of running) child.kill("SIGTERM");
process.exit(exit);
