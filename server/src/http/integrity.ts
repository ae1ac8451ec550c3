/**
 * The server side of SPEC §7's integrity envelope (format: common/integrity.ts;
 * DESIGN §3.1): on for the widgets' calls, optional for other clients.
 *
 * - An /api/ request carrying `X-Pw-Signature` is checked: the signature
 *   must match (HMAC-SHA256 of method, path+query, timestamp, nonce and
 *   the exact body: its ciphertext, "" for none, the form digest for a
 *   multipart form), and a `{ ciphertext }` body must decrypt to JSON, which
 *   then replaces the body before validation. Any other body is refused (a
 *   signature over an empty body covers no body, issue 19). Its JSON answer
 *   is sealed the same way, bound to the request's nonce.
 * - Against replay (issue 19): the timestamp (X-Pw-Timestamp, ms) must be
 *   within ENVELOPE_WINDOW_MS (±5 minutes) of the server's clock, and the
 *   nonce (X-Pw-Nonce) must be new: nonces are kept in table request_nonce
 *   (shared by every process: INSERT … ON CONFLICT DO NOTHING, refused when
 *   nothing was inserted) until their timestamp leaves the window; expired
 *   rows are deleted at most once a minute per process.
 * - A multipart form's parts are read by the route, after this hook: the
 *   readers of http/uploads.ts check them against the signed digest
 *   (assertFormIntegrity) before the route uses them.
 * - Without the header, the request passes as it is, unless INTEGRITY_KEY
 *   is set: then every /api/ call must carry the envelope, except the
 *   operations routes (/api/health, /api/ready, /api/docs/…) and CORS
 *   preflights.
 * - With no INTEGRITY_KEY nothing is checked (no key to check with) and
 *   nothing is sealed.
 * - Pages: with INTEGRITY_KEY set, every HTML page the server sends (the
 *   published site and pages/) gets `<meta name="photowire:integrity-key">`
 *   right after `<head>`, so that the site's own widgets carry the envelope
 *   without a template change.
 * Refusals: 403 `forbidden` with `errors: [{ field, rule }]`: field
 * `X-Pw-Signature` with rule `integrity_required` (missing),
 * `integrity_signature` (wrong signature, or a body it does not cover) or
 * `integrity_decrypt` (a body that does not decrypt); field
 * `X-Pw-Timestamp` or `X-Pw-Nonce` (or `X-Pw-Form-Digest`) with rule
 * `integrity_required` (missing or malformed); `X-Pw-Timestamp` with rule
 * `integrity_stale` (outside the window; the answer carries the server's
 * clock in X-Pw-Timestamp); `X-Pw-Nonce` with rule `integrity_replay` (seen
 * before); `X-Pw-Form-Digest` with rule `integrity_signature` (the parts
 * read differ from the signed digest). The hook's refusals are not sealed;
 * the form digest's comes from the route's reading, sealed as its other answers are.
 *
 * Not secrecy: the key ships in every page (docs/kit.md and docs/server.md "Integrity envelope").
 */
import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import { lt } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  ENVELOPE_WINDOW_MS,
  FORM_DIGEST_HEADER,
  formDigest,
  NONCE_HEADER,
  openRequest,
  sealResponse,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  type FormEntry,
} from "../../../common/integrity.js";
import type { Db } from "../db/client.js";
import { requestNonce } from "../db/schema.js";
import { ApiError } from "./errors.js";

declare module "fastify" {
  interface FastifyRequest {
    /** the request carried a valid integrity envelope: its JSON answer is sealed */
    sealed: boolean;
    /** a sealed request's nonce (its answer's signature covers it) and, for a multipart form, the signed digest; else null */
    envelope: { nonce: string; formDigest: string | null } | null;
  }
}

/** How often a process deletes the expired nonces (ms). */
const NONCE_SWEEP_MS = 60_000;

/**
 * The nonces of sealed requests, in table request_nonce (shared by every
 * process on the database).
 */
export class NonceStore {
  private nextSweep = 0;
  constructor(private readonly db: Db) {}

  /**
   * Records `nonce` until `expiresAt`.
   * @param now the server's clock, ms (expired rows are deleted at most once a NONCE_SWEEP_MS)
   * @returns false when the nonce was recorded before (a replay)
   */
  async claim(nonce: string, expiresAt: Date, now: number): Promise<boolean> {
    if (now >= this.nextSweep) {
      this.nextSweep = now + NONCE_SWEEP_MS;
      await this.db.delete(requestNonce).where(lt(requestNonce.expiresAt, new Date(now)));
    }
    const rows = await this.db.insert(requestNonce).values({ nonce, expiresAt }).onConflictDoNothing().returning({ nonce: requestNonce.nonce });
    return rows.length === 1;
  }
}

/** The FormEntry of a file part read on the server (its size and hex SHA-256; common/integrity.ts formDigest). */
export function fileEntry(name: string, data: Buffer): FormEntry {
  return [name, { size: data.length, sha256: createHash("sha256").update(data).digest("hex") }];
}

/**
 * Checks the parts of a sealed multipart form, as the route read them (in
 * order), against the digest its signature covers. Nothing to check for a
 * request that was not sealed, or not a form.
 * @throws forbidden (403, field X-Pw-Form-Digest, rule integrity_signature) when they differ
 */
export function assertFormIntegrity(req: FastifyRequest, entries: readonly FormEntry[]): void {
  const want = req.envelope?.formDigest;
  if (!want) return;
  if (formDigest(entries) !== want) throw new ApiError("forbidden", [{ field: FORM_DIGEST_HEADER, rule: "integrity_signature" }]);
}

/** /api/ paths that never need the envelope: liveness, readiness, the OpenAPI document. */
const EXEMPT = /^\/api\/(health|ready|docs)(\/|\?|$)/;

/** A request header's (first) value. */
function headerOf(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}

/** `<meta name="photowire:integrity-key" content="…">` for `key`, HTML-escaped. */
export function integrityMeta(key: string): string {
  const esc = key.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return `<meta name="photowire:integrity-key" content="${esc}">`;
}

/** `html` with `meta` right after its `<head>` tag (unchanged when it has none). */
export function withMeta(html: string, meta: string): string {
  return html.replace(/<head(\s[^>]*)?>/i, (tag) => `${tag}\n${meta}`);
}

async function text(payload: unknown): Promise<string | null> {
  if (typeof payload === "string") return payload;
  if (Buffer.isBuffer(payload)) return payload.toString("utf8");
  if (payload && typeof (payload as Readable).pipe === "function") {
    const chunks: Buffer[] = [];
    for await (const c of payload as Readable) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c as string));
    return Buffer.concat(chunks).toString("utf8");
  }
  return null;
}

/**
 * Adds the envelope's hooks to `app`. Call it before registering
 * @fastify/compress, so that answers are sealed before they are compressed.
 * @param key INTEGRITY_KEY, or undefined: envelopes are then not checked and not required
 * @param db where the nonces of sealed requests are kept (table request_nonce)
 */
export function registerIntegrity(app: FastifyInstance, key: string | undefined, db: Db): void {
  app.decorateRequest("sealed", false);
  app.decorateRequest("envelope", null);
  if (!key) return;
  const nonces = new NonceStore(db);
  app.addHook("preValidation", async (req, reply) => {
    if (!req.url.startsWith("/api/") || req.method === "OPTIONS" || EXEMPT.test(req.url)) return;
    const at = Date.now();
    const opened = openRequest(
      key,
      {
        method: req.method,
        pathAndQuery: req.url,
        signature: headerOf(req, SIGNATURE_HEADER),
        timestamp: headerOf(req, TIMESTAMP_HEADER),
        nonce: headerOf(req, NONCE_HEADER),
        formDigest: headerOf(req, FORM_DIGEST_HEADER),
        multipart: /^multipart\/form-data\b/i.test(headerOf(req, "content-type") ?? ""),
        body: req.body,
      },
      at,
    );
    if (opened.fault) {
      // the server's clock, for a client whose clock is off (widgets/core/api.ts corrects it and sends again)
      if (opened.fault === "integrity_stale") reply.header(TIMESTAMP_HEADER, String(at));
      throw new ApiError("forbidden", [{ field: opened.field, rule: opened.fault }]);
    }
    // kept until the timestamp leaves the window: a replay after that is stale
    if (!(await nonces.claim(opened.nonce, new Date(opened.timestamp + ENVELOPE_WINDOW_MS), at))) {
      throw new ApiError("forbidden", [{ field: NONCE_HEADER, rule: "integrity_replay" }]);
    }
    if (opened.body !== undefined) req.body = opened.body;
    req.sealed = true;
    req.envelope = { nonce: opened.nonce, formDigest: opened.formDigest ?? null };
  });
  const meta = integrityMeta(key);
  app.addHook("onSend", async (req, reply, payload) => {
    if (req.url.startsWith("/api/") || req.method !== "GET" || reply.statusCode !== 200) return payload;
    if (!String(reply.getHeader("content-type") ?? "").startsWith("text/html")) return payload;
    const html = await text(payload);
    if (html === null) return payload;
    // the page grows by the meta tag: its length and validator are recomputed
    reply.removeHeader("content-length");
    reply.removeHeader("etag");
    return withMeta(html, meta);
  });
  app.addHook("onSend", async (req, reply, payload) => {
    if (!req.sealed || typeof payload !== "string") return payload;
    const type = String(reply.getHeader("content-type") ?? "");
    if (!type.startsWith("application/json")) return payload;
    const sealed = sealResponse(key, reply.statusCode, req.envelope?.nonce ?? "", payload);
    reply.header(SIGNATURE_HEADER, sealed.signature);
    return sealed.body;
  });
}
