/**
 * The errors plugin (DESIGN §3.1): every failure answers in the envelope
 * `{ code, msg, errors? }` with the status http/errors.ts gives its code
 * (statusOf, STATUS_OF). ApiError answers its own code; a database that is
 * down answers service_unavailable (503, Retry-After 5); a full or read-only
 * disk storage_full (507) / storage_unwritable (503, Retry-After 30); a
 * schema failure invalid_param (422, one `{ field, rule }` per Ajv error); a
 * body over the limit invalid_param (413, body maxBytes); other 4xx of
 * Fastify invalid_param (415, 413 or 422); anything else server_error (500,
 * logged). Also: the answer to a URL Fastify cannot decode, and the
 * not-found answers (API and pages). The schemas' compilers: compilers.ts.
 */
import { readFile } from "node:fs/promises";
import type { Socket } from "node:net";
import path from "node:path";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from "fastify";
import fp from "fastify-plugin";
import securityHeaders from "helmet";
import { editionOf, homeUrl, langOfEdition, notFoundPageUrl } from "../../../common/edition.js";
import type { Config } from "../config.js";
import { isDatabaseUnavailable } from "../db/client.js";
import { langOf } from "../http/context.js";
import { ApiError, failure, STATUS_OF, storageFault, type FieldError } from "../http/errors.js";
import { t } from "../locale/index.js";
import { helmetOptions } from "./security.js";

/** Maps Ajv validation errors to `{ field, rule }` (DESIGN §3.1). */
function fieldErrors(err: FastifyError): FieldError[] {
  return (err.validation ?? []).map((v) => {
    const params = v.params as Record<string, unknown>;
    const base = (v.instancePath || "").replace(/^\//, "").replace(/\//g, ".");
    const missing = typeof params?.missingProperty === "string" ? params.missingProperty : "";
    const field = [base, missing].filter(Boolean).join(".") || String(err.validationContext ?? "body");
    return { field, rule: v.keyword };
  });
}

/**
 * Fastify's `frameworkErrors`: a URL that cannot be decoded (e.g.
 * /api/%E0%A4%A) answers invalid_param (400, field url rule format) in the
 * envelope, with the security headers.
 */
export function frameworkErrors(config: Config) {
  const headersOf = securityHeaders(helmetOptions(config));
  return (_err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    headersOf(req.raw, reply.raw, () => undefined);
    return reply.status(400).send(failure(langOf(req), "invalid_param", [{ field: "url", rule: "format" }]));
  };
}

/**
 * Largest request line and headers a process reads (bytes; Node's default is
 * 16 KiB): a search of MAX_SEARCH_LENGTH Chinese characters and more (each
 * 9 bytes percent-encoded) reaches the search, which answers search_too_long
 * in the reader's language, instead of a bare 431 (issue 21). nginx in front
 * keeps the same limit (docs/deploy/nginx.conf large_client_header_buffers).
 */
export const MAX_HEADER_BYTES = 32 * 1024;

/**
 * Fastify's `clientErrorHandler`: a request Node could not read. Over
 * MAX_HEADER_BYTES it answers 431 in the envelope, code request_too_large,
 * its message in both languages (the headers that would say which were not
 * read); a time-out 408, anything else 400 (invalid_param), as Fastify does.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  const [status, code] =
    err.code === "HPE_HEADER_OVERFLOW" ? [431, "request_too_large"] : err.code === "ERR_HTTP_REQUEST_TIMEOUT" ? [408, "server_error"] : [400, "invalid_param"];
  const body = JSON.stringify({ code, msg: `${t("zh", code)} / ${t("en", code)}` });
  const reason = { 400: "Bad Request", 408: "Request Timeout", 431: "Request Header Fields Too Large" }[status];
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/** Sets the app's error handler (see the module comment). */
async function errors(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const lang = req.lang ?? "zh";
    if (err instanceof ApiError) {
      return reply.status(err.status).send(failure(lang, err.code, err.errors, err.extra, err.explicitMsg));
    }
    if (isDatabaseUnavailable(err)) {
      // the database is down or restarting: a clear code, and the pool reconnects once it is back
      req.log.warn({ err: { message: err.message, code: err.code } }, "database unavailable");
      return reply.status(503).header("Retry-After", "5").send(failure(lang, "service_unavailable"));
    }
    const fault = storageFault(err);
    if (fault) {
      // the disk is full or read-only: the operator's log says which file, the caller gets a code it can show and resume after
      req.log.error({ err: { message: err.message, code: err.code } }, "storage fault");
      return reply.status(STATUS_OF[fault]).header("Retry-After", "30").send(failure(lang, fault));
    }
    if (err.validation) {
      return reply.status(422).send(failure(lang, "invalid_param", fieldErrors(err)));
    }
    if (err.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return reply.status(413).send(failure(lang, "invalid_param", [{ field: "body", rule: "maxBytes" }]));
    }
    if (typeof err.statusCode === "number" && err.statusCode >= 400 && err.statusCode < 500) {
      // malformed JSON, empty JSON body, wrong content type, bad URL encoding …
      const status = err.statusCode === 415 || err.statusCode === 413 ? err.statusCode : 422;
      return reply.status(status).send(failure(lang, "invalid_param", [{ field: "body", rule: err.code ?? "format" }]));
    }
    req.log.error({ err: { message: err.message.split("\n")[0], code: err.code, stack: err.stack?.split("\n").slice(1, 6).join("\n") } }, "unexpected error");
    return reply.status(500).send(failure(lang, "server_error"));
  });
}

/** The errors plugin (see errors): not encapsulated (fastify-plugin), so the handler is the whole app's. */
export const errorsPlugin = fp(errors, { name: "photowire-errors", fastify: "5.x" });

/**
 * Unknown addresses: the API answers not_found (404); a page address answers
 * 404 with its edition's published 404 page (notFoundPageUrl: /en/…
 * English, /ann/… the alternate edition, else Chinese), or a minimal page in
 * that language with the way home when the site is not published yet.
 * @param siteDir STORAGE_DIR/site, the published pages
 */
export function notFoundHandler(siteDir: string) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.url.startsWith("/api/")) return reply.status(404).send(failure(req.lang, "not_found"));
    const edition = editionOf(req.url.split("?")[0]);
    const lang = langOfEdition(edition);
    const page = await readFile(path.join(siteDir, notFoundPageUrl(edition)), "utf8").catch(() => null);
    const fallback = `<!doctype html><html lang="${lang === "en" ? "en" : "zh-CN"}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>404</title><h1>${lang === "en" ? "Page not found" : "页面不存在"}</h1><p><a href="${homeUrl(edition)}">${lang === "en" ? "Back to the home page" : "返回首页"}</a></p></html>`;
    return reply.status(404).type("text/html; charset=utf-8").send(page ?? fallback);
  };
}
