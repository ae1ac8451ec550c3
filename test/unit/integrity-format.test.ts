/**
 * SPEC §7 integrity envelope, the wire format of common/integrity.ts alone
 * (no server): AES, the fixed-passphrase helper, sealing and opening
 * requests and answers, and issue 19's rules: the signature covers the
 * exact body (an empty body's signature covers no body; a form by its
 * digest), a timestamp within ±5 minutes and a nonce. The server's hook and
 * the widgets' client: test/unit/integrity.test.ts.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import {
  aesDecrypt,
  aesEncrypt,
  decryptJson,
  ENVELOPE_WINDOW_MS,
  encryptJson,
  FIXED_PASSPHRASE,
  FORM_DIGEST_HEADER,
  formDigest,
  formEntries,
  NONCE_HEADER,
  openRequest,
  openResponse,
  sealRequest,
  sealResponse,
  sha256Hex,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  type EnvelopeRequest,
  type SealOptions,
} from "../../common/integrity.js";

const KEY = "site-key-测试";

/** Seals a request now, with a fresh nonce (opts override). */
const seal = (method: string, pathAndQuery: string, body?: unknown, opts: Partial<SealOptions> = {}) =>
  sealRequest(KEY, method, pathAndQuery, body, { timestamp: Date.now(), nonce: randomUUID(), ...opts });

/** What the server's hook hands openRequest for a sealed request `s` (fields override). */
function received(method: string, pathAndQuery: string, s: ReturnType<typeof seal>, over: Partial<EnvelopeRequest> = {}): EnvelopeRequest {
  return {
    method,
    pathAndQuery,
    signature: s.headers[SIGNATURE_HEADER],
    timestamp: s.headers[TIMESTAMP_HEADER],
    nonce: s.headers[NONCE_HEADER],
    formDigest: s.headers[FORM_DIGEST_HEADER],
    multipart: false,
    body: s.body,
    ...over,
  };
}

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
    const now = Date.now();
    const body = { code: "demo", password: "密码Abc12345" };
    const s = seal("post", "/api/guest/login?x=1", body, { timestamp: now });
    expect(s.body!.ciphertext).not.toContain("demo");
    expect(Object.keys(s.headers).sort()).toEqual([NONCE_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER].sort());
    expect(openRequest(KEY, received("POST", "/api/guest/login?x=1", s), now)).toEqual({ body, timestamp: now, nonce: s.headers[NONCE_HEADER] });
    // another path, method, query, key, or an altered ciphertext, timestamp, nonce or signature
    const fault = (r: EnvelopeRequest, key = KEY) => (openRequest(key, r, now) as { fault?: string }).fault;
    expect(fault(received("POST", "/api/guest/register?x=1", s))).toBe("integrity_signature");
    expect(fault(received("POST", "/api/guest/login?x=2", s))).toBe("integrity_signature");
    expect(fault(received("GET", "/api/guest/login?x=1", s))).toBe("integrity_signature");
    expect(fault(received("POST", "/api/guest/login?x=1", s), "other")).toBe("integrity_signature");
    expect(fault(received("POST", "/api/guest/login?x=1", s, { timestamp: String(now + 1) }))).toBe("integrity_signature");
    expect(fault(received("POST", "/api/guest/login?x=1", s, { nonce: randomUUID() }))).toBe("integrity_signature");
    const other = seal("POST", "/api/guest/login?x=1", { code: "admin" });
    expect(fault(received("POST", "/api/guest/login?x=1", s, { body: other.body }))).toBe("integrity_signature");
    expect(openRequest(KEY, received("POST", "/api/guest/login?x=1", s, { signature: undefined }), now)).toEqual({ fault: "integrity_required", field: SIGNATURE_HEADER });
    expect(openRequest(KEY, received("POST", "/api/guest/login?x=1", s, { timestamp: undefined }), now)).toEqual({ fault: "integrity_required", field: TIMESTAMP_HEADER });
    expect(openRequest(KEY, received("POST", "/api/guest/login?x=1", s, { nonce: "short" }), now)).toEqual({ fault: "integrity_required", field: NONCE_HEADER });
    // a request without a body: nothing to decrypt
    const get = seal("GET", "/api/guest/getAppDownloadUrl", undefined, { timestamp: now });
    expect(get.body).toBeUndefined();
    expect(openRequest(KEY, received("GET", "/api/guest/getAppDownloadUrl", get), now)).toEqual({ timestamp: now, nonce: get.headers[NONCE_HEADER] });
    // a correctly signed ciphertext made with another key does not decrypt
    const foreign = { ciphertext: aesEncrypt("{}", "other") };
    const sig = sealRequest(KEY, "POST", "/p", undefined, { timestamp: now, nonce: "n".repeat(20) });
    expect(fault(received("POST", "/p", sig, { body: foreign }))).toBe("integrity_signature");
  });

  it("a signature over an empty body covers no body: a plain or sealed body sent with it is refused (issue 19)", () => {
    const now = Date.now();
    const empty = seal("POST", "/api/guest/modify_info", undefined, { timestamp: now });
    expect(openRequest(KEY, received("POST", "/api/guest/modify_info", empty), now)).toEqual({ timestamp: now, nonce: empty.headers[NONCE_HEADER] });
    for (const body of [{ name: "attacker" }, [1], "text", 0, null, encryptJson({ x: 1 }, KEY), { ciphertext: aesEncrypt("{}", KEY) }]) {
      expect(openRequest(KEY, received("POST", "/api/guest/modify_info", empty, { body }), now), JSON.stringify(body)).toEqual({
        fault: "integrity_signature",
        field: SIGNATURE_HEADER,
      });
    }
    // nor does a form's signature cover a JSON body, or a JSON body's a form
    const form = seal("POST", "/api/upload_file", undefined, { timestamp: now, formDigest: "a".repeat(64) });
    expect(openRequest(KEY, received("POST", "/api/upload_file", form, { multipart: true }), now)).toMatchObject({ formDigest: "a".repeat(64) });
    expect((openRequest(KEY, received("POST", "/api/upload_file", form, { body: { x: 1 } }), now) as { fault: string }).fault).toBe("integrity_signature");
    expect(openRequest(KEY, received("POST", "/api/upload_file", empty, { multipart: true }), now)).toEqual({ fault: "integrity_required", field: FORM_DIGEST_HEADER });
  });

  it("the timestamp is within ±5 minutes of the server's clock (issue 19)", () => {
    const now = Date.now();
    for (const [offset, ok] of [[0, true], [-ENVELOPE_WINDOW_MS + 1000, true], [ENVELOPE_WINDOW_MS - 1000, true], [-ENVELOPE_WINDOW_MS - 1000, false], [ENVELOPE_WINDOW_MS + 1000, false], [-86_400_000, false]] as const) {
      const s = seal("GET", "/api/x", undefined, { timestamp: now + offset });
      const opened = openRequest(KEY, received("GET", "/api/x", s), now);
      if (ok) expect(opened.fault, String(offset)).toBeUndefined();
      else expect(opened, String(offset)).toEqual({ fault: "integrity_stale", field: TIMESTAMP_HEADER });
    }
  });

  it("response: sealed by the server for one request, opened by the client; tampering throws", () => {
    const json = JSON.stringify({ code: "success", data: { 名: 1 } });
    const nonce = randomUUID();
    const r = sealResponse(KEY, 200, nonce, json);
    const body = JSON.parse(r.body) as unknown;
    expect(openResponse(KEY, 200, nonce, r.signature, body)).toEqual({ code: "success", data: { 名: 1 } });
    expect(() => openResponse(KEY, 403, nonce, r.signature, body)).toThrow("integrity_signature");
    // the answer to another request
    expect(() => openResponse(KEY, 200, randomUUID(), r.signature, body)).toThrow("integrity_signature");
    expect(() => openResponse(KEY, 200, nonce, null, body)).toThrow("integrity_signature");
    expect(() => openResponse(KEY, 200, nonce, r.signature, { ciphertext: aesEncrypt(json, KEY) })).toThrow("integrity_signature");
    expect(openResponse(KEY, 403, nonce, null, { code: "forbidden" })).toEqual({ code: "forbidden" });
  });

  it("form digest: the parts in order, text values and files by size and SHA-256", async () => {
    const abc = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
    expect(await sha256Hex(new TextEncoder().encode("abc"))).toBe(abc);
    // a page without Web Crypto (plain http://): crypto-js gives the same digest
    vi.stubGlobal("crypto", undefined);
    try {
      expect(await sha256Hex(new TextEncoder().encode("abc"))).toBe(abc);
      const big = new Uint8Array(100_003).map((_, i) => i % 251);
      vi.unstubAllGlobals();
      const viaWebCrypto = await sha256Hex(big);
      vi.stubGlobal("crypto", undefined);
      expect(await sha256Hex(big)).toBe(viaWebCrypto);
    } finally {
      vi.unstubAllGlobals();
    }
    const form = new FormData();
    form.append("md5", "0".repeat(32));
    form.append("file", new Blob(["照片 bytes"]), "a.jpg");
    const entries = await formEntries(form);
    expect(entries).toEqual([
      ["md5", "0".repeat(32)],
      ["file", { size: new TextEncoder().encode("照片 bytes").length, sha256: await sha256Hex(new TextEncoder().encode("照片 bytes")) }],
    ]);
    const d = formDigest(entries);
    expect(d).toMatch(/^[0-9a-f]{64}$/);
    expect(formDigest([entries[1], entries[0]])).not.toBe(d);
    expect(formDigest([entries[0], ["file", { size: 1, sha256: "0".repeat(64) }]])).not.toBe(d);
  });
});
