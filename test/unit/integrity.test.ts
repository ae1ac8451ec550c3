/**
 * SPEC §7 integrity envelope: the shared helpers (common/integrity.ts), the
 * server's hook (server/src/http/integrity.ts) through app.inject, and the
 * widgets' client (widgets/core/api.ts call()) against the real app listening
 * on a local port with INTEGRITY_KEY set.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/src/app.js";
import { loadConfig } from "../../server/src/config.js";
import type { DbHandle } from "../../server/src/db/client.js";
import { ok } from "../../server/src/http/context.js";
import { seedDemoMembers } from "../../server/src/services/members.js";
import {
  aesDecrypt,
  aesEncrypt,
  decryptJson,
  encryptJson,
  FIXED_PASSPHRASE,
  openRequest,
  openResponse,
  sealRequest,
  sealResponse,
  SIGNATURE_HEADER,
} from "../../common/integrity.js";
import { ApiCallError, call, requestIntegrity } from "../../widgets/core/api.js";
import { openTestDb } from "./db.js";

const KEY = "site-key-测试";

describe("common/integrity helpers", () => {
  it("AES round trip, Chinese text included, with a fresh salt each time", () => {
    const a = aesEncrypt("北京 故宫 {\"x\":1}", KEY);
    const b = aesEncrypt("北京 故宫 {\"x\":1}", KEY);
    expect(a).not.toBe(b);
    expect(a.startsWith("U2FsdGVkX1")).toBe(true); // OpenSSL "Salted__" in base64, what crypto-js backends read
    expect(aesDecrypt(a, KEY)).toBe("北京 故宫 {\"x\":1}");
    expect(() => aesDecrypt(a, "another key")).toThrow("integrity_decrypt");
    // without a salt crypto-js decrypts with a random one, now and then into valid bytes: 2000 tries fail the old check
    for (let i = 0; i < 2000; i++) expect(() => aesDecrypt("not a ciphertext", KEY)).toThrow("integrity_decrypt");
  });

  it("fixed-passphrase JSON helper round trip", () => {
    const value = { title: "故宫", list: [1, 2], nested: { ok: true } };
    expect(decryptJson(encryptJson(value))).toEqual(value);
    expect(decryptJson(aesEncrypt(JSON.stringify(value), FIXED_PASSPHRASE))).toEqual(value);
    expect(() => decryptJson(encryptJson(value), "wrong")).toThrow("integrity_decrypt");
  });

  it("request: sealed by the client, opened by the server; tampering is refused", () => {
    const body = { code: "demo", password: "密码Abc12345" };
    const s = sealRequest(KEY, "post", "/api/guest/login?x=1", body);
    expect(s.body!.ciphertext).not.toContain("demo");
    expect(openRequest(KEY, "POST", "/api/guest/login?x=1", s.signature, s.body)).toEqual({ body });
    // another path, method, query, key, or an altered ciphertext or signature
    expect(openRequest(KEY, "POST", "/api/guest/register?x=1", s.signature, s.body).fault).toBe("integrity_signature");
    expect(openRequest(KEY, "POST", "/api/guest/login?x=2", s.signature, s.body).fault).toBe("integrity_signature");
    expect(openRequest(KEY, "GET", "/api/guest/login?x=1", s.signature, s.body).fault).toBe("integrity_signature");
    expect(openRequest("other", "POST", "/api/guest/login?x=1", s.signature, s.body).fault).toBe("integrity_signature");
    const other = sealRequest(KEY, "POST", "/api/guest/login?x=1", { code: "admin" });
    expect(openRequest(KEY, "POST", "/api/guest/login?x=1", s.signature, other.body).fault).toBe("integrity_signature");
    expect(openRequest(KEY, "POST", "/api/guest/login?x=1", undefined, s.body).fault).toBe("integrity_required");
    // a plain body with a valid signature over "" is not decrypted: it is just not a sealed body
    const get = sealRequest(KEY, "GET", "/api/guest/getAppDownloadUrl", undefined);
    expect(get.body).toBeUndefined();
    expect(openRequest(KEY, "GET", "/api/guest/getAppDownloadUrl", get.signature, undefined)).toEqual({ body: undefined });
    // a correctly signed ciphertext made with another key does not decrypt
    const foreign = { ciphertext: aesEncrypt("{}", "other") };
    const sig = sealRequest(KEY, "POST", "/p", {}).signature; // signature over another ciphertext
    expect(openRequest(KEY, "POST", "/p", sig, foreign).fault).toBe("integrity_signature");
  });

  it("response: sealed by the server, opened by the client; plain bodies pass; tampering throws", () => {
    const json = JSON.stringify({ code: "success", data: { 名: 1 } });
    const r = sealResponse(KEY, 200, json);
    const body = JSON.parse(r.body) as unknown;
    expect(openResponse(KEY, 200, r.signature, body)).toEqual({ code: "success", data: { 名: 1 } });
    expect(() => openResponse(KEY, 403, r.signature, body)).toThrow("integrity_signature");
    expect(() => openResponse(KEY, 200, null, body)).toThrow("integrity_signature");
    expect(() => openResponse(KEY, 200, r.signature, { ciphertext: aesEncrypt(json, KEY) })).toThrow("integrity_signature");
    expect(openResponse(KEY, 403, null, { code: "forbidden" })).toEqual({ code: "forbidden" });
  });
});

let dataDir: string;
let handle: DbHandle;
let keyed: FastifyInstance;
let open: FastifyInstance;

/** Adds an echo probe: the body (after the envelope is opened) and the query as the route sees them. */
function probe(app: FastifyInstance) {
  app.post("/api/probe/echo", async (req, reply) => ok(reply, { body: req.body, query: req.query }));
  app.get("/api/probe/echo", async (req, reply) => ok(reply, { query: req.query }));
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "pw-integrity-"));
  handle = await openTestDb(dataDir);
  await seedDemoMembers(handle.db);
  mkdirSync(path.join(dataDir, "site"), { recursive: true });
  writeFileSync(path.join(dataDir, "site", "page.html"), '<!doctype html><html lang="zh"><head>\n<meta charset="utf-8"><title>页</title></head><body><h1>页</h1></body></html>');
  keyed = await buildApp({ db: handle, config: loadConfig({ DATA_DIR: dataDir, INTEGRITY_KEY: KEY }) });
  probe(keyed);
  // a multipart route, as the upload routes are (the body is drained and counted, never encrypted)
  await keyed.register(async (scope) => {
    scope.addContentTypeParser("multipart/form-data", (_req, payload, done) => {
      let bytes = 0;
      payload.on("data", (c: Buffer) => (bytes += c.length));
      payload.on("end", () => done(null, { bytes }));
    });
    scope.post("/api/probe/form", async (req, reply) => ok(reply, req.body));
  });
  open = await buildApp({ db: handle, config: loadConfig({ DATA_DIR: dataDir }) });
  probe(open);
  await open.ready();
  await keyed.listen({ port: 0, host: "127.0.0.1" });
});

afterAll(async () => {
  delete (globalThis as Record<string, unknown>).document;
  await keyed.close();
  await open.close();
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const XRW = { "x-requested-with": "XMLHttpRequest" };

describe("server hook (INTEGRITY_KEY set: required)", () => {
  it("refuses a call without the envelope: 403 forbidden, rule integrity_required", async () => {
    const res = await keyed.inject({ method: "GET", url: "/api/guest/getLoginUcMember" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: "forbidden", errors: [{ field: SIGNATURE_HEADER, rule: "integrity_required" }] });
  });

  it("lets the operations routes through without it", async () => {
    expect((await keyed.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });

  it("opens a sealed body before validation and seals the answer", async () => {
    const s = sealRequest(KEY, "POST", "/api/probe/echo?a=1", { text: "故宫" });
    const res = await keyed.inject({ method: "POST", url: "/api/probe/echo?a=1", headers: { ...XRW, [SIGNATURE_HEADER]: s.signature }, payload: s.body });
    expect(res.statusCode).toBe(200);
    const raw = res.json() as Record<string, unknown>;
    expect(Object.keys(raw)).toEqual(["ciphertext"]);
    expect(openResponse(KEY, 200, res.headers[SIGNATURE_HEADER.toLowerCase()] as string, raw)).toEqual({
      code: "success",
      data: { body: { text: "故宫" }, query: { a: "1" } },
    });
  });

  it("validates the opened body: a sealed bad login still answers the route's own error, sealed", async () => {
    const s = sealRequest(KEY, "POST", "/api/guest/login", { code: "demo_reader", password: 5 });
    const res = await keyed.inject({ method: "POST", url: "/api/guest/login", headers: { ...XRW, [SIGNATURE_HEADER]: s.signature }, payload: s.body });
    expect(res.statusCode).toBe(422);
    const body = openResponse(KEY, 422, res.headers[SIGNATURE_HEADER.toLowerCase()] as string, res.json()) as { code: string };
    expect(body.code).toBe("invalid_param");
  });

  it("refuses a tampered body or signature", async () => {
    const s = sealRequest(KEY, "POST", "/api/probe/echo", { text: "a" });
    const forged = sealRequest(KEY, "POST", "/api/probe/echo", { text: "b" });
    const swapped = await keyed.inject({ method: "POST", url: "/api/probe/echo", headers: { ...XRW, [SIGNATURE_HEADER]: s.signature }, payload: forged.body });
    expect(swapped.statusCode).toBe(403);
    expect(swapped.json()).toMatchObject({ code: "forbidden", errors: [{ rule: "integrity_signature" }] });
    const otherPath = await keyed.inject({ method: "POST", url: "/api/probe/echo?admin=1", headers: { ...XRW, [SIGNATURE_HEADER]: s.signature }, payload: s.body });
    expect(otherPath.statusCode).toBe(403);
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

  it("requestIntegrity: XMLHttpRequest-style uploads are signed (body as it is) and their sealed answers opened", async () => {
    const url = `${base()}/probe/form?x=1`;
    const form = new FormData();
    form.append("file", new Blob(["照片 bytes"]), "a.jpg");
    pageMeta({ "photowire:api": base(), "photowire:integrity-key": KEY });
    const integrity = await requestIntegrity("POST", url);
    expect(Object.keys(integrity.headers)).toEqual([SIGNATURE_HEADER]);
    const res = await fetch(url, { method: "POST", body: form, headers: { ...integrity.headers, "X-Requested-With": "XMLHttpRequest" } });
    expect(res.status).toBe(200);
    const body = integrity.open(res.status, res.headers.get(SIGNATURE_HEADER), await res.json()) as { code: string; data: { bytes: number } };
    expect(body.code).toBe("success");
    expect(body.data.bytes).toBeGreaterThan(100);
    expect(() => integrity.open(200, "0".repeat(64), { ciphertext: aesEncrypt("{}", KEY) })).toThrow("integrity_signature");
    // signed for another path: refused
    const other = await fetch(`${base()}/probe/form?x=2`, { method: "POST", body: form, headers: { ...integrity.headers, "X-Requested-With": "XMLHttpRequest" } });
    expect(other.status).toBe(403);
    // no key in the page: no header, answers as they are
    pageMeta({ "photowire:api": base() });
    const plain = await requestIntegrity("POST", url);
    expect(plain.headers).toEqual({});
    expect(plain.open(403, null, { code: "forbidden" })).toEqual({ code: "forbidden" });
  });
});
