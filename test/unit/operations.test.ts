/**
 * Operations (issue 8): health and readiness, logs that carry every 4xx and
 * 5xx with its code but never a secret, and TRUST_PROXY (a forged
 * X-Forwarded-For is never trusted without it).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeApp, type TestApp } from "./helpers.js";

describe("health and readiness", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp();
  }, 120_000);
  afterAll(() => t.close());

  it("GET /api/health answers liveness; GET /api/ready the database and migrations", async () => {
    const health = await t.call({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ code: "success", data: { status: "ok" } });
    expect(health.headers["cache-control"]).toBe("no-store");
    const ready = await t.call({ method: "GET", url: "/api/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ code: "success", data: { status: "ready" } });
  });
});

describe("logs", () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await makeApp({ RATE_LIMIT_FACTOR: "1000" }, { logger: { level: "info", stream: { write: (l: string) => void lines.push(l) } } });
  }, 120_000);
  afterAll(() => t.close());

  it("log every 4xx and 5xx with its code, and never a password, token, verification code or ID number", async () => {
    const wrong = await t.call({ method: "POST", url: "/api/guest/login", payload: { code: "demo_member", password: "Wrong-Secret-77" } });
    expect(wrong.statusCode).toBe(401);
    const cookie = await t.login(1);
    const token = cookie.split("=")[1];
    await t.call({ method: "GET", url: "/api/guest/checkEmailValidCode?email=member@photowire.test&captcha=918273", cookie });
    await t.call({ method: "POST", url: "/api/web/guest/check_valification_code", payload: { mobile: "13900139002", captcha: "564738", purpose: "modify" }, cookie });
    const cer = await t.call({ method: "POST", url: "/api/user/update_cer", payload: { certType: "id_card", certNumber: "110101199003074514", name: "王读者" }, cookie });
    expect(cer.statusCode).toBe(200);
    await t.call({ method: "GET", url: "/api/no/such/route", cookie });
    const all = lines.join("\n");
    // 4xx with their codes
    const failed = lines.map((l) => JSON.parse(l) as { msg: string; statusCode?: number; code?: string }).filter((l) => l.msg === "request failed");
    expect(failed).toEqual(expect.arrayContaining([expect.objectContaining({ statusCode: 401, code: "login_failed" }), expect.objectContaining({ statusCode: 404, code: "not_found" })]));
    // secrets never
    for (const secret of ["Wrong-Secret-77", "Member2026", token, "918273", "564738", "110101199003074514", "scrypt$"]) {
      expect(all, secret).not.toContain(secret);
    }
  });
});

describe("TRUST_PROXY", () => {
  const login = (t: TestApp, forwarded: string) =>
    t.call({ method: "POST", url: "/api/guest/changeNatureLogin", payload: { code: `nobody${forwarded}`, password: "Wrong-pass1", nature: 2 }, remoteAddress: "10.77.0.1", headers: { "x-forwarded-for": forwarded } });

  it("without it, a forged X-Forwarded-For is ignored: the peer address is rate-limited", async () => {
    const t = await makeApp();
    try {
      const codes = [];
      for (let i = 0; i < 11; i++) codes.push((await login(t, `203.0.113.${i}`)).statusCode);
      expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
      expect(codes[10]).toBe(429);
    } finally {
      await t.close();
    }
  });

  it("with TRUST_PROXY=1, the client address comes from the proxy's header", async () => {
    const t = await makeApp({ TRUST_PROXY: "1" });
    try {
      const codes = [];
      for (let i = 0; i < 11; i++) codes.push((await login(t, `203.0.113.${i}`)).statusCode);
      expect(codes.every((c) => c === 401)).toBe(true);
    } finally {
      await t.close();
    }
  });
});
