/**
 * The widgets' API client (widgets/core/api.ts, SPEC §7 "Common", §8) against
 * the real app listening on a local port: real HTTP, real envelope and error
 * handler, real CSRF hook. A few probe routes are added to the real app for
 * what the product routes cannot show on demand (a header echo, code "000",
 * a slow answer, a non-envelope failure, a member-only call).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { createServer } from "node:http";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/src/app.js";
import { loadConfig } from "../../server/src/config.js";
import type { DbHandle } from "../../server/src/db/client.js";
import { ok, requireMember } from "../../server/src/http/context.js";
import { ApiError } from "../../server/src/http/errors.js";
import { seedDemoMembers } from "../../server/src/services/members.js";
import { ApiCallError, call, clientConfig, errorText, navigation, siteOrigin } from "../../widgets/core/api.js";
import { loginUrl } from "../../common/edition.js";
import { openTestDb } from "./db.js";

let app: FastifyInstance;
let handle: DbHandle;
let dataDir: string;
let base: string;

/** What core/api.ts reads from the page: <meta name="photowire:…" content="…">. */
function pageMeta(values: Record<string, string>) {
  (globalThis as Record<string, unknown>).document = {
    querySelector(sel: string) {
      const m = /^meta\[name="([^"]+)"\]$/.exec(sel);
      const v = m ? values[m[1]] : undefined;
      return v === undefined ? null : { getAttribute: (a: string) => (a === "content" ? v : null) };
    },
  };
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "pw-api-client-"));
  handle = await openTestDb(dataDir);
  await seedDemoMembers(handle.db);
  app = await buildApp({ db: handle, config: loadConfig({ DATA_DIR: dataDir }) });
  app.get("/api/probe/headers", async (req, reply) =>
    ok(reply, {
      lang: req.lang,
      siteCode: req.siteCode,
      siteId: req.siteId,
      xLang: req.headers["x-lang"],
      xRequestedWith: req.headers["x-requested-with"],
      accept: req.headers.accept,
      query: req.query,
    }),
  );
  app.post("/api/probe/echo", async (req, reply) => ok(reply, { body: req.body, contentType: req.headers["content-type"] }));
  app.get("/api/probe/zero", async () => ({ code: "000", data: 7 }));
  app.get("/api/probe/slow", async (_req, reply) => {
    await new Promise((r) => setTimeout(r, 1500));
    return ok(reply, "late");
  });
  app.get("/api/probe/not-envelope", async (_req, reply) => reply.status(502).type("text/html").send("<h1>Bad gateway</h1>"));
  app.get("/api/probe/story", async () => {
    throw new ApiError("api_3");
  });
  app.get("/api/probe/member", async (req, reply) => ok(reply, { code: (await requireMember(req)).code }));
  await app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  delete (globalThis as Record<string, unknown>).document;
  await app.close();
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

afterEach(() => {
  pageMeta({ "photowire:api": base });
  delete (globalThis as Record<string, unknown>).window;
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("photowire.navigate")];
  navigation.loggedOut = false;
});

describe("configuration and headers (SPEC §7 Common)", () => {
  it("reads the API base and site from meta tags, with defaults", () => {
    pageMeta({});
    expect(clientConfig()).toEqual({ base: "/api", siteCode: "pw", siteId: "1", integrityKey: "" });
    pageMeta({ "photowire:api": base, "photowire:site-code": "xh", "photowire:site-id": "42" });
    expect(clientConfig()).toEqual({ base, siteCode: "xh", siteId: "42", integrityKey: "" });
  });

  it("sends X-Lang, X-Site-Code, X-Site-Id, X-Requested-With and the query on every call", async () => {
    pageMeta({ "photowire:api": base, "photowire:site-code": "xh", "photowire:site-id": "42" });
    const body = await call<Record<string, unknown>>("probe/headers", { lang: "en", query: { text: "北京 故宫", page: 2 } });
    expect(body.code).toBe("success");
    expect(body.data).toEqual({
      lang: "en",
      siteCode: "xh",
      siteId: 42,
      xLang: "en",
      xRequestedWith: "XMLHttpRequest",
      accept: "application/json",
      query: { text: "北京 故宫", page: "2" },
    });
    const zh = await call<{ lang: string }>("/probe/headers", { lang: "zh" });
    expect(zh.data!.lang).toBe("zh");
  });

  it("posts JSON bodies (and passes the CSRF check by itself)", async () => {
    pageMeta({ "photowire:api": base });
    const body = await call<{ body: unknown; contentType: string }>("probe/echo", { method: "POST", body: { a: [1, "二"] }, lang: "zh" });
    expect(body.data!.body).toEqual({ a: [1, "二"] });
    expect(body.data!.contentType).toMatch(/^application\/json/);
  });
});

describe("envelope unwrapping", () => {
  it("resolves with the whole envelope on code success (real guest/login)", async () => {
    pageMeta({ "photowire:api": base });
    const body = await call<{ member: { code: string; nature: number }; token: string }>("guest/login", {
      method: "POST",
      body: { code: "demo_contributor", password: "Contrib2026" },
      lang: "zh",
    });
    expect(body.code).toBe("success");
    expect(body.data!.member).toMatchObject({ code: "demo_contributor", nature: 1 });
    expect(body.data!.token.length).toBeGreaterThan(20);
  });

  it("treats code 000 as success", async () => {
    pageMeta({ "photowire:api": base });
    const body = await call<number>("probe/zero", { lang: "zh" });
    expect(body).toEqual({ code: "000", data: 7 });
  });
});

describe("ApiCallError codes (SPEC §8)", () => {
  async function failure(p: Promise<unknown>): Promise<ApiCallError> {
    const err = await p.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiCallError);
    return err as ApiCallError;
  }

  it("login_failed with the server's msg in the caller's language", async () => {
    pageMeta({ "photowire:api": base });
    const zh = await failure(call("guest/login", { method: "POST", body: { code: "demo_member", password: "nope-nope-1" }, lang: "zh" }));
    expect([zh.code, zh.msg]).toEqual(["login_failed", "账号或密码错误"]);
    expect(errorText(zh)).toBe("账号或密码错误");
    const en = await failure(call("guest/login", { method: "POST", body: { code: "demo_member", password: "nope-nope-1" }, lang: "en" }));
    expect([en.code, en.msg]).toEqual(["login_failed", "Wrong account or password"]);
  });

  it("invalid_param carries the field errors", async () => {
    pageMeta({ "photowire:api": base });
    const err = await failure(call("guest/login", { method: "POST", body: { code: "" }, lang: "zh" }));
    expect(err.code).toBe("invalid_param");
    expect(err.body?.errors).toEqual(expect.arrayContaining([{ field: "password", rule: "required" }]));
  });

  it("a SPEC code from a service (api_3) and not_found for an unknown path", async () => {
    pageMeta({ "photowire:api": base });
    const a = await failure(call("probe/story", { lang: "zh" }));
    expect([a.code, a.msg]).toEqual(["api_3", "稿件不存在"]);
    const b = await failure(call("no/such/route", { lang: "en" }));
    expect([b.code, b.msg]).toEqual(["not_found", "The requested resource does not exist"]);
  });

  it("access_denied sends the reader to the edition's login page with the way back, then rejects", async () => {
    pageMeta({ "photowire:api": base });
    const navigated: string[] = [];
    // a page of the Photowire site itself (the API on the page's own origin)
    const site = new URL(base).origin;
    const href = `${site}/en/pw/news/photo/articles/a.html?p=2`;
    (globalThis as Record<string, unknown>).window = { location: { href, origin: site, pathname: "/en/pw/news/photo/articles/a.html", search: "?p=2" } };
    (globalThis as Record<symbol, unknown>)[Symbol.for("photowire.navigate")] = (url: string) => navigated.push(url);
    const err = await failure(call("probe/member", { lang: "en" }));
    expect(err.code).toBe("access_denied");
    expect(navigated).toEqual([loginUrl("en", "/en/pw/news/photo/articles/a.html?p=2")]);
    expect(navigated[0]).toBe("/public_resource/public/html/login2.html?lang=en&redirect=%2Fen%2Fpw%2Fnews%2Fphoto%2Farticles%2Fa.html%3Fp%3D2");
    // noRedirect: the caller handles it (the login form, the session read)
    const again = await failure(call("probe/member", { lang: "en", noRedirect: true }));
    expect(again.code).toBe("access_denied");
    expect(navigated).toHaveLength(1);
    // after a logout on this page, the page leaves for the logout's address: no redirect to login
    navigation.loggedOut = true;
    expect((await failure(call("probe/member", { lang: "en" }))).code).toBe("access_denied");
    expect(navigated).toHaveLength(1);
  });

  it("access_denied on another site's page (embedded widgets) opens the login hand-off's popup on the Photowire site", async () => {
    pageMeta({ "photowire:api": base });
    const navigated: string[] = [];
    const opened: string[] = [];
    (globalThis as Record<string, unknown>).window = {
      location: { href: "http://builder.example/en/our-page.html", origin: "http://builder.example", pathname: "/en/our-page.html", search: "" },
      open: (url: string) => (opened.push(url), {}),
      addEventListener: () => {},
    };
    (globalThis as Record<symbol, unknown>)[Symbol.for("photowire.navigate")] = (url: string) => navigated.push(url);
    expect((await failure(call("probe/member", { lang: "en" }))).code).toBe("access_denied");
    const site = new URL(base).origin;
    expect(opened).toEqual([`${site}/public_resource/public/html/handoff.html?origin=http%3A%2F%2Fbuilder.example&lang=en`]);
    expect(navigated).toEqual([]);
    delete (globalThis as Record<symbol, unknown>)[Symbol.for("photowire.handoff")];
  });

  it("access_denied on another site's page whose browser blocks the popup sends the reader to the Photowire site's login page", async () => {
    pageMeta({ "photowire:api": base });
    const navigated: string[] = [];
    (globalThis as Record<string, unknown>).window = {
      location: { href: "http://builder.example/en/our-page.html", origin: "http://builder.example", pathname: "/en/our-page.html", search: "" },
      open: () => null,
      addEventListener: () => {},
    };
    (globalThis as Record<symbol, unknown>)[Symbol.for("photowire.navigate")] = (url: string) => navigated.push(url);
    expect(siteOrigin()).toBe(new URL(base).origin);
    expect((await failure(call("probe/member", { lang: "en" }))).code).toBe("access_denied");
    // the builder's site has no login page; the way back is dropped (login redirects stay on their own site)
    expect(navigated).toEqual([`${new URL(base).origin}/public_resource/public/html/login2.html?lang=en`]);
    delete (globalThis as Record<symbol, unknown>)[Symbol.for("photowire.handoff")];
  });

  it("998 with api_tools_1 when the connection is refused", async () => {
    // a port that was just free: nothing listens there
    const srv = createServer();
    await new Promise<void>((r) => srv.listen(0, "127.0.0.1", r));
    const port = (srv.address() as AddressInfo).port;
    await new Promise((r) => srv.close(r));
    pageMeta({ "photowire:api": `http://127.0.0.1:${port}/api` });
    const zh = await failure(call("guest/getLoginUcMember", { lang: "zh" }));
    expect([zh.code, zh.msg]).toEqual(["998", "网络异常，请稍后重试"]);
    const en = await failure(call("guest/getLoginUcMember", { lang: "en" }));
    expect([en.code, en.msg]).toEqual(["998", "Network error, please try again later"]);
  });

  it("998 on a time-out", async () => {
    pageMeta({ "photowire:api": base });
    const err = await failure(call("probe/slow", { lang: "zh", timeout: 200 }));
    // the client gave up (998 with the network message), it did not wait for the late answer ("late")
    expect([err.code, err.msg]).toEqual(["998", "网络异常，请稍后重试"]);
  });

  it("998 when the answer is not an envelope (a proxy's error page)", async () => {
    pageMeta({ "photowire:api": base });
    const err = await failure(call("probe/not-envelope", { lang: "zh" }));
    expect(err.code).toBe("998");
  });
});
