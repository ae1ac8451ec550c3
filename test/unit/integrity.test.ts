/**
 * SPEC §7 integrity envelope: the server's hook (server/src/http/integrity.ts)
 * through app.inject, and the widgets' client (widgets/core/api.ts call(),
 * requestIntegrity) against the real app listening on a local port with
 * INTEGRITY_KEY set (the wire format alone: integrity-format.test.ts). Issue 19: the
 * signature covers the exact body (an empty body's signature covers no
 * body; a form by its digest), a timestamp (±5 minutes) and a nonce (a
 * replay is refused, also by another app on the same database).
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/src/app.js";
import { loadConfig } from "../../server/src/config.js";
import { openDb, type DbHandle } from "../../server/src/db/client.js";
import { requestNonce } from "../../server/src/db/schema.js";
import { ok } from "../../server/src/http/context.js";
import { NonceStore } from "../../server/src/http/integrity.js";
import { readFormUpload, registerMultipart } from "../../server/src/http/uploads.js";
import { seedDemoMembers } from "../../server/src/services/members.js";
import {
  aesEncrypt,
  ENVELOPE_WINDOW_MS,
  FORM_DIGEST_HEADER,
  NONCE_HEADER,
  openResponse,
  sealRequest,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  type SealOptions,
} from "../../common/integrity.js";
import { ApiCallError, call, requestIntegrity } from "../../widgets/core/api.js";
import { openTestDb, type TestDbHandle } from "./db.js";

const KEY = "site-key-测试";

/** Seals a request now, with a fresh nonce (opts override). */
const seal = (method: string, pathAndQuery: string, body?: unknown, opts: Partial<SealOptions> = {}) =>
  sealRequest(KEY, method, pathAndQuery, body, { timestamp: Date.now(), nonce: randomUUID(), ...opts });

let dataDir: string;
let handle: TestDbHandle;
/** a second handle on the same database for `twin` (its own pool on PostgreSQL, as a second process) */
let twinDb: DbHandle;
let keyed: FastifyInstance;
/** another app with the same INTEGRITY_KEY on the same database: a second server process */
let twin: FastifyInstance;
let open: FastifyInstance;

/** Adds an echo probe: the body (after the envelope is opened) and the query as the route sees them; and a multipart probe. */
async function probe(app: FastifyInstance) {
  app.post("/api/probe/echo", async (req, reply) => ok(reply, { body: req.body, query: req.query }));
  app.get("/api/probe/echo", async (req, reply) => ok(reply, { query: req.query }));
  // a multipart route, as the upload routes are (never encrypted; read by http/uploads.ts, which checks a sealed form's digest)
  await app.register(async (scope) => {
    await registerMultipart(scope);
    scope.post("/api/probe/form", async (req, reply) => {
      const { file, fields } = await readFormUpload(req, 1_000_000);
      return ok(reply, { bytes: file?.data.length ?? 0, fields });
    });
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "pw-integrity-"));
  handle = await openTestDb(dataDir);
  await seedDemoMembers(handle.db);
  twinDb = handle.databaseUrl ? await openDb({ databaseUrl: handle.databaseUrl }) : handle;
  mkdirSync(path.join(dataDir, "site"), { recursive: true });
  writeFileSync(path.join(dataDir, "site", "page.html"), '<!doctype html><html lang="zh"><head>\n<meta charset="utf-8"><title>页</title></head><body><h1>页</h1></body></html>');
  keyed = await buildApp({ db: handle, config: loadConfig({ DATA_DIR: dataDir, INTEGRITY_KEY: KEY }) });
  await probe(keyed);
  twin = await buildApp({ db: twinDb, config: loadConfig({ DATA_DIR: dataDir, INTEGRITY_KEY: KEY }) });
  await probe(twin);
  await twin.ready();
  open = await buildApp({ db: handle, config: loadConfig({ DATA_DIR: dataDir }) });
  await probe(open);
  await open.ready();
  await keyed.listen({ port: 0, host: "127.0.0.1" });
});

afterAll(async () => {
  delete (globalThis as Record<string, unknown>).document;
  await keyed.close();
  await twin.close();
  await open.close();
  if (twinDb !== handle) await twinDb.close();
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const XRW = { "x-requested-with": "XMLHttpRequest" };

/** Sends sealed request `s` (its headers and body) to `app`. */
const send = (app: FastifyInstance, method: InjectOptions["method"], url: string, s: ReturnType<typeof seal>, payload: unknown = s.body) =>
  app.inject({ method, url, headers: { ...XRW, ...s.headers }, ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }) });

/** The answer's body, opened for the request sealed with `s`. */
const opened = (res: Awaited<ReturnType<typeof send>>, s: ReturnType<typeof seal>) =>
  openResponse(KEY, res.statusCode, s.headers[NONCE_HEADER], res.headers[SIGNATURE_HEADER.toLowerCase()] as string, res.json()) as { code: string; data?: unknown };

describe("server hook (INTEGRITY_KEY set: required)", () => {
  it("refuses a call without the envelope: 403 forbidden, rule integrity_required", async () => {
    const res = await keyed.inject({ method: "GET", url: "/api/guest/getLoginUcMember" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: "forbidden", errors: [{ field: SIGNATURE_HEADER, rule: "integrity_required" }] });
  });

  it("lets the operations routes through without it", async () => {
    expect((await keyed.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });

  it("opens a sealed body before validation and seals the answer for that request", async () => {
    const s = seal("POST", "/api/probe/echo?a=1", { text: "故宫" });
    const res = await send(keyed, "POST", "/api/probe/echo?a=1", s);
    expect(res.statusCode).toBe(200);
    const raw = res.json() as Record<string, unknown>;
    expect(Object.keys(raw)).toEqual(["ciphertext"]);
    expect(opened(res, s)).toEqual({ code: "success", data: { body: { text: "故宫" }, query: { a: "1" } } });
  });

  it("validates the opened body: a sealed bad login still answers the route's own error, sealed", async () => {
    const s = seal("POST", "/api/guest/login", { code: "demo_reader", password: 5 });
    const res = await send(keyed, "POST", "/api/guest/login", s);
    expect(res.statusCode).toBe(422);
    expect(opened(res, s).code).toBe("invalid_param");
  });

  it("refuses a tampered body or signature", async () => {
    const s = seal("POST", "/api/probe/echo", { text: "a" });
    const forged = seal("POST", "/api/probe/echo", { text: "b" });
    const swapped = await send(keyed, "POST", "/api/probe/echo", s, forged.body);
    expect(swapped.statusCode).toBe(403);
    expect(swapped.json()).toMatchObject({ code: "forbidden", errors: [{ rule: "integrity_signature" }] });
    const otherPath = await send(keyed, "POST", "/api/probe/echo?admin=1", seal("POST", "/api/probe/echo", { text: "a" }));
    expect(otherPath.statusCode).toBe(403);
  });

  it("a signature made over an empty body does not let a JSON body through (issue 19)", async () => {
    const empty = seal("POST", "/api/probe/echo");
    const res = await send(keyed, "POST", "/api/probe/echo", empty, { text: "not signed" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: "forbidden", errors: [{ field: SIGNATURE_HEADER, rule: "integrity_signature" }] });
    // the same envelope with the empty body it was made for passes
    const fine = await send(keyed, "POST", "/api/probe/echo", seal("POST", "/api/probe/echo"));
    expect(fine.statusCode).toBe(200);
  });

  it("the same sealed request twice: the second is refused as a replay, on this app and on another process's (issue 19)", async () => {
    const s = seal("POST", "/api/probe/echo", { text: "once" });
    const first = await send(keyed, "POST", "/api/probe/echo", s);
    expect(first.statusCode).toBe(200);
    expect(opened(first, s).data).toMatchObject({ body: { text: "once" } });
    for (const app of [keyed, twin]) {
      const again = await send(app, "POST", "/api/probe/echo", s);
      expect(again.statusCode).toBe(403);
      expect(again.json()).toMatchObject({ code: "forbidden", errors: [{ field: NONCE_HEADER, rule: "integrity_replay" }] });
    }
    // a GET replayed on the other app first
    const g = seal("GET", "/api/probe/echo?q=1");
    expect((await send(twin, "GET", "/api/probe/echo?q=1", g)).statusCode).toBe(200);
    expect((await send(keyed, "GET", "/api/probe/echo?q=1", g)).json()).toMatchObject({ errors: [{ rule: "integrity_replay" }] });
  });

  it("an old timestamp is refused as stale, with the server's clock in X-Pw-Timestamp; a fresh one is accepted (issue 19)", async () => {
    const before = Date.now();
    const old = seal("POST", "/api/probe/echo", { text: "old" }, { timestamp: before - ENVELOPE_WINDOW_MS - 60_000 });
    const res = await send(keyed, "POST", "/api/probe/echo", old);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: "forbidden", errors: [{ field: TIMESTAMP_HEADER, rule: "integrity_stale" }] });
    const serverTime = Number(res.headers[TIMESTAMP_HEADER.toLowerCase()]);
    expect(serverTime).toBeGreaterThanOrEqual(before);
    expect(serverTime).toBeLessThanOrEqual(Date.now());
    const future = seal("POST", "/api/probe/echo", { text: "future" }, { timestamp: Date.now() + ENVELOPE_WINDOW_MS + 60_000 });
    expect((await send(keyed, "POST", "/api/probe/echo", future)).json()).toMatchObject({ errors: [{ rule: "integrity_stale" }] });
    const fresh = seal("POST", "/api/probe/echo", { text: "fresh" });
    const ok = await send(keyed, "POST", "/api/probe/echo", fresh);
    expect(ok.statusCode).toBe(200);
    expect(opened(ok, fresh).data).toMatchObject({ body: { text: "fresh" } });
  });
});

describe("nonce store (table request_nonce)", () => {
  it("records a nonce once, and deletes the expired ones as new nonces arrive", async () => {
    const now = Date.now();
    const store = new NonceStore(handle.db);
    const old = `old-${randomUUID()}`;
    expect(await store.claim(old, new Date(now - 1000), now)).toBe(true);
    expect(await store.claim(old, new Date(now - 1000), now)).toBe(false);
    // another process (its own store) a minute on: its first claim sweeps the expired rows
    const later = new NonceStore(handle.db);
    expect(await later.claim(`new-${randomUUID()}`, new Date(now + 600_000), now + 60_000)).toBe(true);
    const left = await handle.db.select().from(requestNonce).where(eq(requestNonce.nonce, old));
    expect(left).toEqual([]);
  });
});

describe("cross-origin widgets (ALLOWED_ORIGINS)", () => {
  it("may send the envelope's headers and read the answer's signature and the server's clock", async () => {
    const origin = "https://cms.example";
    const app = await buildApp({ db: handle, config: loadConfig({ DATA_DIR: dataDir, INTEGRITY_KEY: KEY, ALLOWED_ORIGINS: origin }) });
    await probe(app);
    try {
      const pre = await app.inject({
        method: "OPTIONS",
        url: "/api/probe/echo",
        headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type,x-pw-signature,x-pw-timestamp,x-pw-nonce,x-pw-form-digest" },
      });
      expect(pre.statusCode).toBe(204);
      const allowed = String(pre.headers["access-control-allow-headers"]).toLowerCase().split(/,\s*/);
      expect(allowed).toEqual(expect.arrayContaining(["x-pw-signature", "x-pw-timestamp", "x-pw-nonce", "x-pw-form-digest"]));
      const s = seal("POST", "/api/probe/echo", { text: "cors" });
      const res = await app.inject({ method: "POST", url: "/api/probe/echo", headers: { ...XRW, origin, ...s.headers }, payload: s.body });
      expect(res.statusCode).toBe(200);
      const exposed = String(res.headers["access-control-expose-headers"]).toLowerCase().split(/,\s*/);
      expect(exposed).toEqual(expect.arrayContaining(["x-pw-signature", "x-pw-timestamp"]));
    } finally {
      await app.close();
    }
  });
});

describe("pages carry the key when INTEGRITY_KEY is set", () => {
  it("adds <meta name=photowire:integrity-key> after <head> of served HTML, not without the key", async () => {
    const res = await keyed.inject({ method: "GET", url: "/page.html" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<head>\n<meta name="photowire:integrity-key" content="site-key-测试">\n<meta charset="utf-8">`);
    expect(res.body).toContain("<h1>页</h1>");
    const plain = await open.inject({ method: "GET", url: "/page.html" });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).not.toContain("photowire:integrity-key");
  });
});

describe("server hook (no INTEGRITY_KEY: optional)", () => {
  it("answers plain calls in plain JSON", async () => {
    const res = await open.inject({ method: "POST", url: "/api/probe/echo", headers: XRW, payload: { text: "x" } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: "success", data: { body: { text: "x" }, query: {} } });
    expect(res.headers[SIGNATURE_HEADER.toLowerCase()]).toBeUndefined();
  });
});

describe("widgets' client with the key in the page", () => {
  function pageMeta(values: Record<string, string>) {
    (globalThis as Record<string, unknown>).document = {
      querySelector(sel: string) {
        const m = /^meta\[name="([^"]+)"\]$/.exec(sel);
        const v = m ? values[m[1]] : undefined;
        return v === undefined ? null : { getAttribute: (a: string) => (a === "content" ? v : null) };
      },
    };
  }
  const base = () => `http://127.0.0.1:${(keyed.server.address() as AddressInfo).port}/api`;

  it("calls through the envelope: GET with a query, POST with a JSON body, answers decrypted", async () => {
    pageMeta({ "photowire:api": base(), "photowire:integrity-key": KEY });
    const got = await call<{ query: unknown }>("probe/echo", { lang: "zh", query: { text: "北京 故宫", page: 2 } });
    expect(got.data).toEqual({ query: { text: "北京 故宫", page: "2" } });
    const posted = await call<{ body: unknown }>("probe/echo", { method: "POST", lang: "en", body: { list: [1, "二"] } });
    expect(posted.data).toMatchObject({ body: { list: [1, "二"] } });
    // the same call twice: each with its own envelope (no replay refusal)
    expect((await call("probe/echo", { lang: "zh", query: { a: 1 } })).code).toBe("success");
    expect((await call("probe/echo", { lang: "zh", query: { a: 1 } })).code).toBe("success");
  });

  it("sends a FormData body through call() signed by its digest (the avatar and agent image uploads)", async () => {
    pageMeta({ "photowire:api": base(), "photowire:integrity-key": KEY });
    const form = new FormData();
    form.append("clientId", "c-1");
    form.append("file", new Blob(["图 bytes"]), "图.png");
    const res = await call<{ bytes: number; fields: unknown }>("probe/form", { method: "POST", lang: "zh", body: form });
    expect(res.data).toEqual({ bytes: new TextEncoder().encode("图 bytes").length, fields: { clientId: "c-1" } });
  });

  it("receives a sealed failure as the route's code", async () => {
    pageMeta({ "photowire:api": base(), "photowire:integrity-key": KEY });
    const err = await call("guest/login", { method: "POST", lang: "en", body: { code: "nobody_here", password: "Wrong12345" }, noRedirect: true }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiCallError);
    expect((err as ApiCallError).code).not.toBe("998");
    expect((err as ApiCallError).code).not.toBe("forbidden");
  });

  it("without the key in the page the keyed server refuses the call (forbidden)", async () => {
    pageMeta({ "photowire:api": base() });
    const err = await call("probe/echo", { lang: "en" }).catch((e: unknown) => e);
    expect((err as ApiCallError).code).toBe("forbidden");
  });

  it("with a wrong key the call is refused", async () => {
    pageMeta({ "photowire:api": base(), "photowire:integrity-key": "wrong" });
    const err = await call("probe/echo", { lang: "en" }).catch((e: unknown) => e);
    expect((err as ApiCallError).code).toBe("forbidden");
  });

  it("requestIntegrity: XMLHttpRequest-style uploads are signed over their form and their sealed answers opened", async () => {
    const url = `${base()}/probe/form?x=1`;
    const form = new FormData();
    form.append("md5", "0".repeat(32));
    form.append("file", new Blob(["照片 bytes"]), "a.jpg");
    pageMeta({ "photowire:api": base(), "photowire:integrity-key": KEY });
    const integrity = await requestIntegrity("POST", url, form);
    expect(Object.keys(integrity.headers).sort()).toEqual([FORM_DIGEST_HEADER, NONCE_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER].sort());
    const res = await fetch(url, { method: "POST", body: form, headers: { ...integrity.headers, "X-Requested-With": "XMLHttpRequest" } });
    expect(res.status).toBe(200);
    const body = integrity.open(res.status, res.headers.get(SIGNATURE_HEADER), await res.json()) as { code: string; data: { bytes: number; fields: unknown } };
    expect(body.code).toBe("success");
    expect(body.data).toEqual({ bytes: new TextEncoder().encode("照片 bytes").length, fields: { md5: "0".repeat(32) } });
    expect(() => integrity.open(200, "0".repeat(64), { ciphertext: aesEncrypt("{}", KEY) })).toThrow("integrity_signature");
    // signed for another path: refused
    const again = await requestIntegrity("POST", url, form);
    const other = await fetch(`${base()}/probe/form?x=2`, { method: "POST", body: form, headers: { ...again.headers, "X-Requested-With": "XMLHttpRequest" } });
    expect(other.status).toBe(403);
    // no key in the page: no header, answers as they are
    pageMeta({ "photowire:api": base() });
    const plain = await requestIntegrity("POST", url, form);
    expect(plain.headers).toEqual({});
    expect(plain.open(403, null, { code: "forbidden" })).toEqual({ code: "forbidden" });
  });

  it("a form other than the one signed is refused after its parts are read (issue 19)", async () => {
    const url = `${base()}/probe/form`;
    const signed = new FormData();
    signed.append("md5", "0".repeat(32));
    signed.append("file", new Blob(["the photo"]), "a.jpg");
    const swapped = new FormData();
    swapped.append("md5", "0".repeat(32));
    swapped.append("file", new Blob(["another photo"]), "a.jpg");
    pageMeta({ "photowire:api": base(), "photowire:integrity-key": KEY });
    const integrity = await requestIntegrity("POST", url, signed);
    const res = await fetch(url, { method: "POST", body: swapped, headers: { ...integrity.headers, "X-Requested-With": "XMLHttpRequest" } });
    expect(res.status).toBe(403);
    // the route's refusal: sealed like any answer to a request whose envelope opened
    expect(integrity.open(res.status, res.headers.get(SIGNATURE_HEADER), await res.json())).toMatchObject({
      code: "forbidden",
      errors: [{ field: FORM_DIGEST_HEADER, rule: "integrity_signature" }],
    });
    // a form sent without its digest header
    const noDigest = await requestIntegrity("POST", url, signed);
    const { [FORM_DIGEST_HEADER]: _dropped, ...headers } = noDigest.headers;
    const res2 = await fetch(url, { method: "POST", body: signed, headers: { ...headers, "X-Requested-With": "XMLHttpRequest" } });
    expect(await res2.json()).toMatchObject({ code: "forbidden", errors: [{ field: FORM_DIGEST_HEADER, rule: "integrity_required" }] });
  });

  it("a reader whose clock is an hour off still gets through: the stale refusal corrects the envelope's clock", async () => {
    // a server whose clock is an hour ahead: it refuses the first request as stale with its clock, then answers
    const seen: string[] = [];
    const ahead = Date.now() + 3_600_000;
    const fake: Server = createServer((req, res) => {
      const ts = String(req.headers[TIMESTAMP_HEADER.toLowerCase()] ?? "");
      seen.push(ts);
      const stale = Math.abs(Number(ts) - ahead) > 60_000;
      res.writeHead(stale ? 403 : 200, { "content-type": "application/json", ...(stale ? { [TIMESTAMP_HEADER]: String(ahead) } : {}) });
      res.end(JSON.stringify(stale ? { code: "forbidden", msg: "x", errors: [{ field: TIMESTAMP_HEADER, rule: "integrity_stale" }] } : { code: "success", data: { ok: 1 } }));
    });
    await new Promise<void>((r) => fake.listen(0, "127.0.0.1", r));
    try {
      pageMeta({ "photowire:api": `http://127.0.0.1:${(fake.address() as AddressInfo).port}/api`, "photowire:integrity-key": KEY });
      expect((await call("probe/clock", { lang: "zh" })).data).toEqual({ ok: 1 });
      expect(seen).toHaveLength(2);
      expect(Math.abs(Number(seen[1]) - ahead)).toBeLessThan(60_000);
    } finally {
      await new Promise((r) => fake.close(r));
    }
    // now an hour ahead of the real server: its stale refusal corrects the clock back, and the call goes through
    pageMeta({ "photowire:api": base(), "photowire:integrity-key": KEY });
    expect((await call<{ query: unknown }>("probe/echo", { lang: "zh", query: { back: 1 } })).data).toEqual({ query: { back: "1" } });
  });
});
