/**
 * Production mode (issue 17, docs/server.md "Production"), on the real
 * process: `NODE_ENV=production photowire serve` on an empty DATA_DIR starts
 * without the demo accounts (their README passwords log nobody in), prints no
 * password, writes only JSON lines, and keeps a verification code out of the
 * log even at LOG_LEVEL=debug; `seed` refuses without --demo; a bad
 * configuration ends the process with exit code 1 and one message naming
 * every bad variable, no stack trace.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_AGENTS } from "../../server/src/services/members.js";
import { startSite, type Site } from "./harness.js";

const PRODUCTION = { NODE_ENV: "production", PUBLIC_URL: "https://photos.example.com" };
const DEMO_LOGINS = [...DEMO_ACCOUNTS, ...DEMO_AGENTS].map((a) => ({ code: a.code, password: a.password }));

/** Every string value of a parsed JSON log line, nested ones included. */
function strings(v: unknown): string[] {
  if (typeof v === "string") return [v];
  if (v && typeof v === "object") return Object.values(v).flatMap(strings);
  return [];
}

/**
 * Runs `photowire <args>` to its end; its exit status and every output line
 * (the last ones are the command's: bin/photowire.mjs may compile a stale build first).
 */
function run(env: Record<string, string>, ...args: string[]): { status: number | null; lines: string[] } {
  const res = spawnSync(process.execPath, ["bin/photowire.mjs", ...args], { env: { ...process.env, ...env }, encoding: "utf8" });
  return { status: res.status, lines: `${res.stdout}${res.stderr}`.split("\n").filter(Boolean) };
}

describe("NODE_ENV=production photowire serve on an empty DATA_DIR", () => {
  let site: Site;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "pw-e2e-prod-"));
    site = await startSite({ ...PRODUCTION, LOG_LEVEL: "debug" }, undefined, { dataDir });
  });
  afterAll(() => site?.stop());

  it("no demo login works, no password is printed, every line is JSON, and an SMS code stays out of the log", async () => {
    const post = (url: string, body: unknown) =>
      fetch(`${site.base}${url}`, { method: "POST", headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" }, body: JSON.stringify(body) });
    for (const a of DEMO_LOGINS) {
      const res = await post("/api/guest/login", a);
      expect(res.status, a.code).toBe(401);
      expect(((await res.json()) as { code: string }).code).toBe("login_failed");
    }
    const sent = await post("/api/guest/send_valification_code", { mobile: "13812345678", purpose: "register" });
    expect(sent.status).toBe(200);
    // the code went to the outbox (no SMS gateway is built in), and only there
    const outbox = path.join(dataDir, "outbox");
    const [file] = readdirSync(outbox);
    const { code } = JSON.parse(readFileSync(path.join(outbox, file), "utf8")) as { code: string };
    expect(code).toMatch(/^\d{6}$/);
    // the send's own log line is there (so the log was read after it), without the code
    await expect.poll(() => site.output()).toContain("verification code (register, sms) for 138****5678 written to the outbox");
    await site.stop(true);

    const lines = site.output().split("\n").filter(Boolean);
    const parsed = lines.map((l) => {
      try {
        return JSON.parse(l) as Record<string, unknown>;
      } catch {
        throw new Error(`not a JSON line: ${l}`);
      }
    });
    expect(parsed.some((l) => String(l.msg).startsWith("serving on "))).toBe(true);
    for (const a of DEMO_LOGINS) expect(site.output(), a.code).not.toContain(a.password);
    for (const l of parsed) expect(strings(l).join("\n")).not.toContain(code);
    expect(site.output()).not.toMatch(/demo account/);
    rmSync(dataDir, { recursive: true, force: true });
  });
});

describe("production commands that refuse", () => {
  it("seed without --demo says what it does and changes nothing", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "pw-e2e-prod-seed-"));
    try {
      const { status, lines } = run({ ...PRODUCTION, DATA_DIR: dataDir }, "seed");
      expect(status).toBe(1);
      const parsed = lines.map((l) => JSON.parse(l) as { level: number; msg: string });
      expect(parsed.at(-1)).toMatchObject({ level: 60, msg: expect.stringContaining("photowire seed --demo") });
      expect(existsSync(path.join(dataDir, "db"))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("PORT=abc: exit code 1 and one message naming PORT, no stack trace; in production one JSON line", () => {
    const prod = run({ ...PRODUCTION, PORT: "abc" }, "serve");
    expect(prod.status).toBe(1);
    const parsed = prod.lines.map((l) => JSON.parse(l) as { level: number; msg: string; problems?: { variable: string }[] });
    expect(parsed.filter((l) => l.level >= 50)).toHaveLength(1);
    const line = parsed.at(-1)!;
    expect(line.level).toBe(60);
    expect(line.msg).toContain('PORT="abc"');
    expect(line.problems?.map((p) => p.variable)).toEqual(["PORT"]);
    // the demo: the same message in plain lines, every bad variable at once
    const demo = run({ NODE_ENV: "", PORT: "abc", COOKIE_SAMESITE: "none", COOKIE_SECURE: "" }, "serve");
    expect(demo.status).toBe(1);
    expect(demo.lines.join("\n")).not.toMatch(/^\s+at /m);
    expect(demo.lines.slice(-3)).toEqual([
      '[photowire] invalid configuration (docs/server.md "Configuration"):',
      '[photowire]   PORT="abc": an integer from 1 to 65535',
      expect.stringMatching(/^\[photowire\] {3}COOKIE_SECURE \(unset\): COOKIE_SAMESITE=none needs COOKIE_SECURE=1/),
    ]);
  });
});
