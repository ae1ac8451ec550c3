/**
 * Security review, requests and answers (issue 8, ASVS level 2): control
 * characters never reach the database, dotfiles are never served, member
 * data is not stored by caches, HSTS behind HTTPS, and every error — a
 * malformed URL's included — comes in the envelope with the security headers.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/src/app.js";
import { loadConfig } from "../../server/src/config.js";
import { storeRecord, ucMember } from "../../server/src/db/schema.js";
import { MemberService } from "../../server/src/services/members.js";
import { makeApp, type TestApp } from "./helpers.js";
import { openTestDb } from "./db.js";

let t: TestApp;
let member: string;

beforeAll(async () => {
  t = await makeApp({ RATE_LIMIT_FACTOR: "1000" });
  member = await t.login(1);
}, 120_000);
afterAll(() => t.close());

describe("control characters (NUL and the like)", () => {
  it("are refused with invalid_param on every kind of route, and nothing is written", async () => {
    const nul = "a\u0000b";
    const cases: [string, string, Record<string, unknown> | undefined, string][] = [
      ["POST", "/api/guest/login", { code: nul, password: "Member2026" }, "code"],
      ["POST", "/api/guest/register", { code: `x${nul}`, password: "Abcdef123", mobile: "13700000000", captcha: "123456" }, "code"],
      ["POST", "/api/guest/modify_info", { name: `王${"\u0007"}` }, "name"],
      ["POST", "/api/user/update_bank", { bank: nul, accountName: "王读者", accountNumber: "6217000012345678" }, "bank"],
      ["POST", "/api/store/contribution/commit", { oid: "d1", title: nul }, "title"],
      ["POST", "/api/web/uc_collection/add", { list: [{ storyId: "s", relationId: `r${"\u001f"}` }] }, "list.0.relationId"],
      ["GET", `/api/articles?q=${encodeURIComponent(nul)}`, undefined, "query.q"],
      ["GET", `/api/guest/checkCodeExists?code=${encodeURIComponent(nul)}`, undefined, "query.code"],
    ];
    for (const [method, url, payload, field] of cases) {
      const res = await t.call({ method: method as "GET" | "POST", url, payload, cookie: member });
      expect(res.statusCode, url).toBe(422);
      expect(res.json(), url).toMatchObject({ code: "invalid_param", errors: [{ field, rule: "v_control_chars" }] });
      expect(res.json().msg).toBeTruthy();
    }
    expect(await t.handle.db.select().from(storeRecord)).toHaveLength(0);
    expect((await t.handle.db.select().from(ucMember)).map((m) => m.code)).not.toContain(`x${nul}`);
  });

  it("tab and line breaks stay allowed in text", async () => {
    // drafts are written by contributors (nature 1, issue 11)
    const res = await t.call({ method: "POST", url: "/api/store/contribution/commit", payload: { oid: "d2", title: "第一行\n第二行\tend" }, cookie: await t.login(0) });
    expect(res.statusCode).toBe(200);
  });
});

describe("answers", () => {
  it("member data carries Cache-Control: no-store", async () => {
    for (const url of ["/api/guest/getLoginUcMember", "/api/guest/refresh_user_info", "/api/web/buy/get_record"]) {
      const res = await t.call({ method: url.includes("refresh") ? "POST" : "GET", url, cookie: member });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-store");
    }
    const login = await t.call({ method: "POST", url: "/api/guest/login", payload: { code: "demo_member", password: "Member2026" } });
    expect(login.headers["cache-control"]).toBe("no-store");
  });

  it("the login-info call answers the ID card number masked: first 3 and last 4 characters", async () => {
    const contributor = await t.login(0);
    const res = await t.call({ method: "GET", url: "/api/guest/getLoginUcMember", cookie: contributor });
    expect(res.json().data.member.idCard).toBe("110***********4514");
    expect(res.body).not.toContain("110101199003074514");
  });

  it("a malformed URL answers 400 in the envelope, with the security headers", async () => {
    for (const url of ["/api/%E0%A4%A", "/cn/%E0%A4%A.html"]) {
      const res = await t.call({ method: "GET", url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ code: "invalid_param", errors: [{ field: "url", rule: "format" }] });
      expect(res.headers["content-security-policy"], url).toContain("default-src 'self'");
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
    }
  });

  it("HSTS is sent only behind HTTPS (COOKIE_SECURE=1)", async () => {
    expect((await t.call({ method: "GET", url: "/api/guest/getLoginUcMember" })).headers["strict-transport-security"]).toBeUndefined();
    const secure = await makeApp({ COOKIE_SECURE: "1" });
    try {
      const res = await secure.call({ method: "GET", url: "/api/guest/getLoginUcMember" });
      expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    } finally {
      await secure.close();
    }
  });
});

describe("static files", () => {
  it("dotfiles in the public folders are never served", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "pw-dot-"));
    const site = path.join(dataDir, "site");
    mkdirSync(path.join(site, "assets", ".git"), { recursive: true });
    writeFileSync(path.join(site, "index.html"), "<!doctype html><title>ok</title>");
    writeFileSync(path.join(site, ".env"), "SECRET=1");
    writeFileSync(path.join(site, "assets", ".git", "config"), "[core]");
    writeFileSync(path.join(site, "assets", ".htaccess"), "deny");
    const handle = await openTestDb(dataDir);
    const app = await buildApp({ db: handle, config: loadConfig({ DATA_DIR: dataDir }) });
    try {
      expect((await app.inject({ method: "GET", url: "/index.html" })).statusCode).toBe(200);
      for (const url of ["/.env", "/assets/.git/config", "/assets/.htaccess", "/%2eenv"]) {
        const res = await app.inject({ method: "GET", url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).not.toContain("SECRET");
      }
    } finally {
      await app.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("accounts", () => {
  it("one login lock per account: code, mobile and email share its 5 tries", async () => {
    const login = (code: string, password = "Wrong-pass1") => t.call({ method: "POST", url: "/api/guest/login", payload: { code, password } });
    const ids = ["demo_contributor", "13800138001", "contributor@photowire.test", "Demo_Contributor", "13800138001"];
    const codes = [];
    for (const id of ids) codes.push((await login(id)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401]);
    // the sixth try is refused whatever identifier, even with the right password
    const locked = await login("contributor@photowire.test", "Contrib2026");
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe("too_many_requests");
    // another account is not affected
    expect((await login("demo_member", "Member2026")).statusCode).toBe(200);
  });

  it("member codes are unique regardless of case, and log in in any case", async () => {
    const taken = await t.call({ method: "POST", url: "/api/guest/check_usercode_register", payload: { code: "DEMO_Member" } });
    expect(taken.json().data).toEqual({ registered: true });
    const members = new MemberService(t.handle.db, 0);
    await expect(members.create({ code: "Demo_Member", name: "x", password: "Abcdef123", nature: 2 })).rejects.toThrow();
    expect((await t.call({ method: "POST", url: "/api/guest/login", payload: { code: "DEMO_MEMBER", password: "Member2026" } })).statusCode).toBe(200);
  });


  it("sessions last 30 days only with remember me, else 12 hours, and end after 7 idle days (ASVS 3.3)", async () => {
    const login = (remember?: boolean) =>
      t.call({ method: "POST", url: "/api/guest/login", payload: { code: "demo_member", password: "Member2026", ...(remember === undefined ? {} : { remember }) } });
    const short = await login();
    const c1 = short.cookies.find((c) => c.name === "pw_session")!;
    expect(c1.maxAge).toBeUndefined(); // a browser-session cookie
    const long = await login(true);
    const c2 = long.cookies.find((c) => c.name === "pw_session")!;
    expect(c2.maxAge).toBe(30 * 24 * 3600);
    // on the server: a clock moved forward
    const day = 24 * 3600 * 1000;
    const at = (ms: number) => new MemberService(t.handle.db, 30 * day, () => Date.now() + ms);
    const shortToken = short.json().data.token as string;
    const longToken = long.json().data.token as string;
    expect(await at(11 * 3600 * 1000).memberForToken(shortToken)).not.toBeNull();
    expect(await at(13 * 3600 * 1000).memberForToken(shortToken)).toBeNull();
    // used on day 6, then idle: alive on day 12, ended on day 14 (7 days after the last use)
    expect(await at(6 * day).memberForToken(longToken)).not.toBeNull();
    expect(await at(12 * day).memberForToken(longToken)).not.toBeNull();
    expect(await at(12 * day + 7 * day + 60_000).memberForToken(longToken)).toBeNull();
    expect(await at(29 * day).memberForToken(longToken)).toBeNull();
  });

  it("COOKIE_SAMESITE: lax by default; none needs COOKIE_SECURE=1", async () => {
    expect(loadConfig({}).cookieSameSite).toBe("lax");
    expect(() => loadConfig({ COOKIE_SAMESITE: "none" })).toThrow(/COOKIE_SECURE/);
    expect(loadConfig({ COOKIE_SAMESITE: "none", COOKIE_SECURE: "1" }).cookieSameSite).toBe("none");
    const res = await t.call({ method: "POST", url: "/api/guest/login", payload: { code: "demo_member", password: "Member2026" } });
    expect(String(res.headers["set-cookie"])).toMatch(/SameSite=Lax/);
  });
});
