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
 * Refusals: 403 `forbidden` with `errors: [{ field: "X-Pw-Signature", rule }]`,
 * rule `integrity_required` (missing), `integrity_signature` (wrong
 * signature) or `integrity_decrypt` (a body that does not decrypt); the
 * refusal itself is not sealed.
 *
 * Not secrecy: the key ships in every page (README "Integrity envelope").
 */
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
    if (opened.fault) throw new ApiError("forbidden", 403, [{ field: SIGNATURE_HEADER, rule: opened.fault }]);
    if (opened.body !== undefined) req.body = opened.body;
    req.sealed = true;
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
