import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeApp, type TestApp } from "./helpers.js";
import { DEMO_ACCOUNTS } from "../../server/src/services/members.js";

let t: TestApp;
beforeAll(async () => {
  t = await makeApp();
});
afterAll(() => t.close());

describe("login and session (SPEC §7 guest/login, getLoginUcMember, logout)", () => {
  it("a guest gets member null, not an error", async () => {
    const res = await t.call({ method: "GET", url: "/api/guest/getLoginUcMember" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: "success", data: { member: null, token: null } });
  });

  it("logs in by code, mobile or email and returns member fields and token", async () => {
    const a = DEMO_ACCOUNTS[0];
    for (const account of [a.code, a.mobile, a.email.toUpperCase()]) {
      const res = await t.call({ method: "POST", url: "/api/guest/login", payload: { code: account, password: a.password } });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.code).toBe("success");
      expect(body.data.member).toMatchObject({ code: a.code, name: a.name, nature: 1, ucMemberClass: { type: 1 } });
      expect(body.data.member.passwordHash).toBeUndefined();
      expect(body.data.token.length).toBeGreaterThanOrEqual(22);
      const cookie = res.cookies.find((c) => c.name === "pw_session")!;
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.sameSite).toBe("Lax");
    }
  });

  it("the session cookie and the bearer token both identify the member; logout ends it on the server", async () => {
    const cookie = await t.login(1);
    const me = await t.call({ method: "GET", url: "/api/guest/getLoginUcMember", cookie });
    expect(me.json().data.member.code).toBe("demo_member");
    expect(me.json().data.member.imgUrl).toMatch(/default-avatar/);
    const token = cookie.split("=")[1];
    const bearer = await t.app.inject({ method: "GET", url: "/api/guest/getLoginUcMember", headers: { authorization: `Bearer ${token}` } });
    expect(bearer.json().data.member.code).toBe("demo_member");
    const out = await t.call({ method: "GET", url: "/api/guest/logout", cookie });
    expect(out.json().code).toBe("success");
    const after = await t.app.inject({ method: "GET", url: "/api/guest/getLoginUcMember", headers: { authorization: `Bearer ${token}` } });
    expect(after.json().data.member).toBeNull();
  });

  it("locks an account after repeated failures, whatever the address", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      const r = await t.call({ method: "POST", url: "/api/guest/login", payload: { code: "demo_contributor", password: "Wrong-pass1" }, remoteAddress: `10.7.0.${i}` });
      codes.push(r.statusCode);
    }
    expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(codes[6]).toBe(429);
  });

  it("wrong password and unknown account give the same login_failed answer", async () => {
    const a = await t.call({ method: "POST", url: "/api/guest/login", payload: { code: "demo_member", password: "wrong-pass1" } });
    const b = await t.call({ method: "POST", url: "/api/guest/login", payload: { code: "nobody_here", password: "wrong-pass1" } });
    expect(a.statusCode).toBe(401);
    expect(b.statusCode).toBe(401);
    expect(a.json()).toEqual(b.json());
    expect(a.json().code).toBe("login_failed");
  });

  it("answers msg in the X-Lang language", async () => {
    const zh = await t.call({ method: "POST", url: "/api/guest/login", payload: { code: "x", password: "y" }, headers: { "x-lang": "zh" } });
    const en = await t.call({ method: "POST", url: "/api/guest/login", payload: { code: "x", password: "y" }, headers: { "x-lang": "en" } });
    expect(zh.json().msg).toBe("账号或密码错误");
    expect(en.json().msg).toBe("Wrong account or password");
  });
});

describe("bad input never answers 500 (DESIGN §3.1)", () => {
  let n = 0;
  // each call from its own address so that the login rate limit stays out of the way
  const post = (payload: string, headers: Record<string, string> = {}) =>
    t.call({
      method: "POST",
      url: "/api/guest/login",
      payload,
      remoteAddress: `10.1.0.${++n}`,
      headers: { "content-type": "application/json", ...headers },
    });

  it("malformed JSON → 422 invalid_param", async () => {
    const res = await post("{not json");
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe("invalid_param");
  });
  it("missing fields → 422 with field errors", async () => {
    const res = await post(JSON.stringify({ code: "demo_member" }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toContainEqual({ field: "password", rule: "required" });
  });
  it("wrong types → 422", async () => {
    const res = await post(JSON.stringify({ code: 12, password: ["a"] }));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe("invalid_param");
  });
  it("oversized body → 413 invalid_param", async () => {
    const res = await post(JSON.stringify({ code: "a", password: "x".repeat(2 * 1024 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe("invalid_param");
  });
  it("unknown API path → 404 not_found envelope", async () => {
    const res = await t.call({ method: "GET", url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("not_found");
  });
  it("state-changing call without X-Requested-With is refused (CSRF)", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/guest/login", payload: { code: "demo_member", password: "Member2026" } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("forbidden");
  });
  it("a foreign Origin is refused unless configured", async () => {
    const res = await t.call({ method: "GET", url: "/api/guest/getLoginUcMember", headers: { origin: "https://evil.example" } });
    expect(res.statusCode).toBe(403);
  });
});

describe("headers and docs", () => {
  it("every response carries CSP and nosniff", async () => {
    const res = await t.call({ method: "GET", url: "/api/guest/getLoginUcMember" });
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
  it("serves an OpenAPI 3 document listing the routes", async () => {
    const res = await t.call({ method: "GET", url: "/api/docs/json" });
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/guest/login", "/api/guest/getLoginUcMember"]));
  });
  it("login is rate-limited per address", async () => {
    let last = 0;
    for (let i = 0; i < 12; i++) {
      const r = await t.call({ method: "POST", url: "/api/guest/login", payload: { code: `rl${i}`, password: "x" }, remoteAddress: "10.9.9.9" });
      last = r.statusCode;
      if (last === 429) {
        expect(r.json().code).toBe("too_many_requests");
        break;
      }
    }
    expect(last).toBe(429);
  });
});

describe("RATE_LIMIT_FACTOR", () => {
  it("raises every route's limit by the factor", async () => {
    const t2 = await makeApp({ RATE_LIMIT_FACTOR: "2" });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 21; i++) {
        // a different account each time, so that only the per-address limit counts
        const r = await t2.call({ method: "POST", url: "/api/guest/login", payload: { code: `rl${i}`, password: "x" }, remoteAddress: "10.8.8.8" });
        codes.push(r.statusCode);
      }
      expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true);
      expect(codes[20]).toBe(429);
    } finally {
      await t2.close();
    }
  });
});

describe("CORS (@fastify/cors, ALLOWED_ORIGINS)", () => {
  const allowed = "https://cms.example";
  let t3: TestApp;
  beforeAll(async () => {
    t3 = await makeApp({ ALLOWED_ORIGINS: `${allowed},https://other.example` });
  });
  afterAll(() => t3.close());

  const preflight = (origin: string, method = "POST", headers = "content-type,x-requested-with,x-lang,x-site-code,x-site-id") =>
    t3.app.inject({
      method: "OPTIONS",
      url: "/api/guest/login",
      headers: { origin, "access-control-request-method": method, "access-control-request-headers": headers },
    });

  it("a preflight from an allowed origin answers 204 with the methods, headers and credentials", async () => {
    const res = await preflight(allowed);
    expect(res.statusCode).toBe(204);
    expect(res.headers["access-control-allow-origin"]).toBe(allowed);
    expect(res.headers["access-control-allow-credentials"]).toBe("true");
    const methods = String(res.headers["access-control-allow-methods"]).split(/,\s*/);
    expect(methods).toEqual(expect.arrayContaining(["GET", "POST"]));
    const allowedHeaders = String(res.headers["access-control-allow-headers"]).toLowerCase().split(/,\s*/);
    expect(allowedHeaders).toEqual(
      expect.arrayContaining(["x-requested-with", "x-lang", "x-site-code", "x-site-id", "content-type", "authorization"]),
    );
  });

  it("a preflight from another origin gets no CORS headers", async () => {
    const res = await preflight("https://evil.example");
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
    expect(res.headers["access-control-allow-credentials"]).toBeUndefined();
    expect(res.statusCode).not.toBe(204);
  });

  it("the cross-origin POST that follows works from an allowed origin, with the CORS headers and the session cookie", async () => {
    const a = DEMO_ACCOUNTS[1];
    const res = await t3.call({ method: "POST", url: "/api/guest/login", payload: { code: a.code, password: a.password }, headers: { origin: allowed } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["access-control-allow-origin"]).toBe(allowed);
    expect(res.headers["access-control-allow-credentials"]).toBe("true");
    expect(res.cookies.find((c) => c.name === "pw_session")).toBeTruthy();
  });

  it("keeps the CSRF and origin rules: X-Requested-With still needed, other origins refused", async () => {
    const noCsrf = await t3.app.inject({ method: "POST", url: "/api/guest/login", payload: { code: "x", password: "y" }, headers: { origin: allowed } });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().errors).toEqual([{ field: "X-Requested-With", rule: "required" }]);
    const evil = await t3.call({ method: "GET", url: "/api/guest/getLoginUcMember", headers: { origin: "https://evil.example" } });
    expect(evil.statusCode).toBe(403);
    expect(evil.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("security headers come from helmet with the same CSP (no inline scripts)", async () => {
    const res = await t3.call({ method: "GET", url: "/api/guest/getLoginUcMember" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });
});
