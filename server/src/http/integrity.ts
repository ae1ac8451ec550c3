/**
 * The server side of SPEC §7's integrity envelope (format: common/integrity.ts;
 * DESIGN §3.1): on for the widgets' calls, optional for other clients.
 *
 * - An /api/ request carrying `X-Pw-Signature` is checked: the signature
 *   must match (HMAC-SHA256 of method, path+query and ciphertext) and a
 *   `{ ciphertext }` body must decrypt to JSON, which then replaces the body
 *   before validation. Its JSON answer is sealed the same way.
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
 * Refusals: 403 `forbidden` with `errors: [{ field: "X-Pw-Signature", rule }]`,
 * rule `integrity_required` (missing), `integrity_signature` (wrong
 * signature) or `integrity_decrypt` (a body that does not decrypt); the
 * refusal itself is not sealed.
 *
 * Not secrecy: the key ships in every page (docs/kit.md and docs/server.md "Integrity envelope").
 */
import type { Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { openRequest, sealResponse, SIGNATURE_HEADER } from "../../../common/integrity.js";
import { ApiError } from "./errors.js";

declare module "fastify" {
  interface FastifyRequest {
    /** the request carried a valid integrity envelope: its JSON answer is sealed */
    sealed: boolean;
  }
}

/** /api/ paths that never need the envelope: liveness, readiness, the OpenAPI document. */
const EXEMPT = /^\/api\/(health|ready|docs)(\/|\?|$)/;

const HEADER = SIGNATURE_HEADER.toLowerCase();

function signatureOf(req: FastifyRequest): string | undefined {
  const v = req.headers[HEADER];
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
 */
export function registerIntegrity(app: FastifyInstance, key: string | undefined): void {
  app.decorateRequest("sealed", false);
  if (!key) return;
  app.addHook("preValidation", async (req) => {
    if (!req.url.startsWith("/api/") || req.method === "OPTIONS" || EXEMPT.test(req.url)) return;
    const opened = openRequest(key, req.method, req.url, signatureOf(req), req.body);
    if (opened.fault) throw new ApiError("forbidden", [{ field: SIGNATURE_HEADER, rule: opened.fault }]);
    if (opened.body !== undefined) req.body = opened.body;
    req.sealed = true;
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
    const sealed = sealResponse(key, reply.statusCode, payload);
    reply.header(SIGNATURE_HEADER, sealed.signature);
    return sealed.body;
  });
}
