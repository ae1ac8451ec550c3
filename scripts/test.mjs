#!/usr/bin/env node
/**
 * `npm test`: type check, widget build, unit/server tests (vitest) on the
 * embedded database and again on a throwaway PostgreSQL cluster, element
 * tests (@web/test-runner in Chromium), Storybook built offline with every
 * story opened in Chromium and checked by axe, end-to-end tests (playwright-core).
 * Runs the stages in order, streams their output, stops at the first failing
 * stage, and ends with one plain summary line "N passed, N failed".
 */
import { spawn } from "node:child_process";

const STAGES = [
  { name: "typecheck", cmd: ["npx", "tsc", "--noEmit", "-p", "tsconfig.json"] },
  { name: "build", cmd: ["npx", "rollup", "-c", "--silent"] },
  { name: "unit", cmd: ["npx", "vitest", "run"], count: "vitest" },
  // the same server and service tests on PostgreSQL: a throwaway cluster on a loopback port (Debian's postgresql)
  { name: "unit-pg", cmd: ["node", "scripts/pg-cluster.mjs", "--", "npx", "vitest", "run"], count: "vitest" },
  { name: "browser", cmd: ["npx", "web-test-runner", "--config", "test/browser/wtr.config.mjs"], count: "wtr" },
  { name: "storybook", cmd: ["node", "scripts/storybook-check.mjs"], count: "wtr" },
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

function run(stage) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    process.stdout.write(`\n=== ${stage.name}: ${stage.cmd.join(" ")}\n`);
    const child = spawn(stage.cmd[0], stage.cmd.slice(1), { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: "0" } });
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
      process.stdout.write(d);
    });
    child.stderr.on("data", (d) => {
      out += d;
      process.stderr.write(d);
    });
    child.on("close", (code) => resolve({ code: code ?? 1, out, ms: Date.now() - t0 }));
  });
}

let passed = 0;
let failed = 0;
let skipped = 0;
const timings = [];
let exit = 0;
for (const stage of STAGES) {
  const res = await run(stage);
  timings.push(`${stage.name} ${(res.ms / 1000).toFixed(0)} s`);
  if (stage.count) {
    const c = counts(stage.count, res.out);
    passed += c.passed;
    failed += c.failed;
    skipped += c.skipped;
    if (res.code === 0 && c.passed === 0) {
      process.stderr.write(`[test] stage ${stage.name} ran no test\n`);
      exit = 1;
    }
  }
  if (res.code !== 0) {
    process.stderr.write(`[test] stage ${stage.name} failed (exit ${res.code})\n`);
    if (failed === 0) failed = 1;
    exit = 1;
    break;
  }
  if (exit) break;
}
process.stdout.write(`\n[test] ${timings.join(", ")}\n`);
process.stdout.write(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}\n`);
process.exit(exit);
