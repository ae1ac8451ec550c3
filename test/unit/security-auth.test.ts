/**
 * Issue 19 security findings on the account surfaces, through the real app:
 * - the per-account login lock is counted atomically: a parallel burst of
 *   wrong passwords, spread over two apps on one database (two processes on
 *   PostgreSQL: each app has its own connection pool), gets at most
 *   LOGIN_MAX_FAILURES password checks; the lock then refuses the right
 *   password too (services/account-profile.ts takeAttempt);
 * - `certNumber` is masked wherever `idCard` is (adapters/member.ts):
 *   update_cer and refresh_user_info never answer the full number.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/src/app.js";
import { loadConfig } from "../../server/src/config.js";
import { openDb, type DbHandle } from "../../server/src/db/client.js";
import { LOGIN_MAX_FAILURES } from "../../server/src/services/account-profile.js";
import { DEMO_ACCOUNTS, DEMO_AGENTS, seedDemoMembers } from "../../server/src/services/members.js";
import { openTestDb, type TestDbHandle } from "./db.js";

let dataDir: string;
let handle: TestDbHandle;
/** the second app's own database handle on PostgreSQL (its own pool, as a second process has), else the first's */
let second: DbHandle;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "pw-sec-auth-"));
  handle = await openTestDb(dataDir);
  await seedDemoMembers(handle.db);
  second = handle.databaseUrl ? await openDb({ databaseUrl: handle.databaseUrl }) : handle;
  const config = loadConfig({ DATA_DIR: dataDir });
  for (const db of [handle, second]) {
    const app = await buildApp({ db, config });
    await app.ready();
    apps.push(app);
  }
});

afterAll(async () => {
  for (const app of apps) await app.close();
  if (second !== handle) await second.close();
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A request with the CSRF header, from `address` (each caller its own address: the per-address limit is another rule). */
function call(app: FastifyInstance, opts: InjectOptions & { cookie?: string; address?: string }) {
  const { cookie, address, ...rest } = opts;
  return app.inject({
    ...rest,
    remoteAddress: address ?? "10.19.0.1",
    headers: { "x-requested-with": "XMLHttpRequest", ...(cookie ? { cookie } : {}), ...(rest.headers ?? {}) },
  });
}

async function login(code: string, password: string, address = "10.19.9.9"): Promise<string> {
  const res = await call(apps[0], { method: "POST", url: "/api/guest/login", payload: { code, password }, address });
  expect(res.statusCode, res.body).toBe(200);
  return `pw_session=${res.cookies.find((c) => c.name === "pw_session")!.value}`;
}

describe("login lock counted atomically (issue 19)", () => {
  it("20 parallel wrong logins on one account over two apps: exactly 5 password checks, then the right password is refused too", async () => {
    const a = DEMO_ACCOUNTS[0];
    // login and changeNatureLogin share the lock; every identifier of the account counts on it
    const ids = [a.code, a.mobile, a.email];
    const burst = Array.from({ length: 20 }, (_, i) =>
      call(apps[i % 2], {
        method: "POST",
        url: i % 3 === 0 ? "/api/guest/changeNatureLogin" : "/api/guest/login",
        payload: { code: ids[i % 3], password: `Wrong-pass${i}`, ...(i % 3 === 0 ? { nature: 1 } : {}) },
        address: `10.19.1.${i + 1}`,
      }),
    );
    const codes = (await Promise.all(burst)).map((r) => r.json().code as string);
    const failed = codes.filter((c) => c === "login_failed").length;
    expect(codes.filter((c) => c !== "login_failed" && c !== "too_many_requests")).toEqual([]);
    // exactly the limit: at most 5 password checks, and the 5 make the lock
    expect(failed).toBe(LOGIN_MAX_FAILURES);
    // locked now, whichever app and identifier, even with the right password
    for (const app of apps) {
      const right = await call(app, { method: "POST", url: "/api/guest/login", payload: { code: a.email, password: a.password }, address: "10.19.2.1" });
      expect(right.statusCode).toBe(429);
      expect(right.json().code).toBe("too_many_requests");
    }
    // another account is not affected
    const b = DEMO_ACCOUNTS[1];
    expect((await call(apps[1], { method: "POST", url: "/api/guest/login", payload: { code: b.code, password: b.password }, address: "10.19.2.2" })).statusCode).toBe(200);
  });

  it("16 parallel wrong current passwords in update_password over two apps: exactly 5 checks, then locked", async () => {
    const b = DEMO_ACCOUNTS[1];
    const cookie = await login(b.code, b.password);
    const body = { oldPassword: "wrong-pass9", password: "Ocean9wave", confirmPassword: "Ocean9wave" };
    const burst = Array.from({ length: 16 }, (_, i) =>
      call(apps[i % 2], { method: "POST", url: "/api/user/update_password", payload: body, cookie, address: `10.19.3.${i + 1}` }),
    );
    const codes = (await Promise.all(burst)).map((r) => r.json().code as string);
    expect(codes.filter((c) => c !== "old_password_wrong" && c !== "too_many_requests")).toEqual([]);
    expect(codes.filter((c) => c === "old_password_wrong").length).toBe(LOGIN_MAX_FAILURES);
    const right = await call(apps[0], { method: "POST", url: "/api/user/update_password", payload: { ...body, oldPassword: b.password }, cookie, address: "10.19.3.99" });
    expect(right.json().code).toBe("too_many_requests");
  });

  it("a sequence still counts as before: 4 failures, then the right password logs in and clears the count", async () => {
    const code = "demo_agent";
    const app = apps[0];
    const wrong = () => call(app, { method: "POST", url: "/api/guest/login", payload: { code, password: "Wrong-pass1" }, address: "10.19.4.1" });
    for (let i = 0; i < 4; i++) expect((await wrong()).json().code).toBe("login_failed");
    const agent = DEMO_AGENTS.find((x) => x.code === code)!;
    expect((await call(app, { method: "POST", url: "/api/guest/login", payload: { code, password: agent.password }, address: "10.19.4.2" })).statusCode).toBe(200);
    // cleared: five more failures before the lock
    const after = [];
    for (let i = 0; i < 6; i++) after.push((await wrong()).json().code);
    expect(after).toEqual([...Array(5).fill("login_failed"), "too_many_requests"]);
  });
});

describe("certNumber masked wherever idCard is (issue 19)", () => {
  it("update_cer and refresh_user_info answer the ID number masked, in certNumber as in idCard", async () => {
    const c = await registerMember();
    const full = "11010119900307451X";
    const saved = await call(apps[0], { method: "POST", url: "/api/user/update_cer", payload: { certType: "id_card", certNumber: full, name: "李摄影" }, cookie: c, address: "10.19.5.1" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(full);
    expect(saved.json().data).toMatchObject({ certType: "id_card", certNumber: "110***********451X", certName: "李摄影" });
    const fresh = await call(apps[1], { method: "POST", url: "/api/guest/refresh_user_info", cookie: c, address: "10.19.5.1" });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body).not.toContain(full);
    expect(fresh.json().data.member.idCard).toBe("110***********451X");
    expect(fresh.json().data.detail.certNumber).toBe("110***********451X");
    const me = await call(apps[0], { method: "GET", url: "/api/guest/getLoginUcMember", cookie: c, address: "10.19.5.1" });
    expect(me.body).not.toContain(full);
  });

  it("a passport number is masked too, keeping only its ends", async () => {
    const c = await registerMember();
    const saved = await call(apps[0], { method: "POST", url: "/api/user/update_cer", payload: { certType: "passport", certNumber: "E12345678", name: "Li" }, cookie: c, address: "10.19.6.1" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain("E12345678");
    expect(saved.json().data.certNumber).toBe("E******78");
    const fresh = await call(apps[0], { method: "POST", url: "/api/guest/refresh_user_info", cookie: c, address: "10.19.6.1" });
    expect(fresh.body).not.toContain("E12345678");
    expect(fresh.json().data.detail.certNumber).toBe("E******78");
  });
});

let registered = 0;
/** A new member (by email, code from the outbox): its session cookie. */
async function registerMember(): Promise<string> {
  const email = `sec-auth-${++registered}@example.com`;
  const address = `10.19.7.${registered}`;
  const sent = await call(apps[0], { method: "POST", url: "/api/guest/send_email_valification_code", payload: { email, purpose: "register" }, address });
  expect(sent.statusCode, sent.body).toBe(200);
  const dir = path.join(dataDir, "outbox");
  const file = readdirSync(dir).filter((f) => f.includes(`-${email}`)).sort().pop()!;
  const code = JSON.parse(readFileSync(path.join(dir, file), "utf8")).code as string;
  const password = "Secure9pass";
  const reg = await call(apps[0], { method: "POST", url: "/api/guest/register", payload: { type: "email", email, captcha: code, password, confirmPassword: password }, address });
  expect(reg.statusCode, reg.body).toBe(200);
  return login(email, password, address);
}
