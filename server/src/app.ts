/**
 * Fastify app factory (no listen): used by tests (`app.inject`) and the CLI.
 * Wires the envelope, headers, CSRF and origin rules, security headers,
 * OpenAPI, rate limits, the API routes and the static site (DESIGN §3.1, §7).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Fastify, { type FastifyError, type FastifyInstance } from "fastify";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import type { Config } from "./config.js";
import type { DbHandle } from "./db/client.js";
import { langOf } from "./http/context.js";
import { ApiError, failure, type FieldError } from "./http/errors.js";
import { registerRoutes } from "./routes/index.js";
import { createServices } from "./services/index.js";

/** Repository root (for dist/ and pages/). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

declare module "fastify" {
  interface FastifyContextConfig {
    /** force the X-Requested-With check on a GET that changes state */
    csrf?: boolean;
  }
}

export interface AppOptions {
  db: DbHandle;
  config: Config;
  /** log requests (default false) */
  logger?: boolean;
  /** max JSON body in bytes (default 1 MiB) */
  bodyLimit?: number;
}

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

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

/** Builds the app. Call `await app.ready()` (or inject) before use. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: opts.logger ? { level: "info" } : false,
    bodyLimit: opts.bodyLimit ?? 1024 * 1024,
    trustProxy: false,
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Bodies are validated strictly (a number is not a string); query strings and
  // path parameters are coerced from text, as they can only be text.
  const strict = new Ajv({ allErrors: true, coerceTypes: false, useDefaults: true, removeAdditional: false });
  const coercing = new Ajv({ allErrors: true, coerceTypes: "array", useDefaults: true, removeAdditional: false });
  for (const ajv of [strict, coercing]) {
    addFormats.default(ajv);
    ajv.addKeyword("kind").addKeyword("modifier");
  }
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === "body" ? strict : coercing).compile(schema),
  );

  app.decorate("config", config);
  app.decorate("services", createServices(opts.db, config));
  app.decorateRequest("lang", "zh");
  app.decorateRequest("siteCode", "");
  app.decorateRequest("siteId", 0);

  await app.register(cookie);
  // brotli/gzip for pages, JSON and widget bundles when the client accepts it (DESIGN §6 budgets are brotli)
  await app.register(compress, { global: true, encodings: ["br", "gzip"], threshold: 1024 });
  if (config.rateLimitFactor !== 1) {
    // runs before @fastify/rate-limit's own onRoute hook reads the route's limit
    app.addHook("onRoute", (route) => {
      const rl = route.config?.rateLimit as { max?: unknown } | undefined;
      if (rl && typeof rl.max === "number") {
        route.config = { ...route.config, rateLimit: { ...rl, max: rl.max * config.rateLimitFactor } };
      }
    });
  }
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new ApiError("too_many_requests"),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Photowire API",
        version: "0.1.0",
        description:
          "Every call of SPEC §7 under /api. Envelope { code, msg?, data? }; failures carry a SPEC code and HTTP status (DESIGN §3.1).",
      },
    },
  });

  // Headers of SPEC §7 "Common", CSRF and origin rules (DESIGN §3.1).
  app.addHook("onRequest", async (req) => {
    req.lang = langOf(req);
    req.siteCode = String(req.headers["x-site-code"] ?? config.siteCode).slice(0, 32);
    const sid = Number(req.headers["x-site-id"] ?? config.siteId);
    req.siteId = Number.isInteger(sid) ? sid : config.siteId;
    if (!req.url.startsWith("/api/")) return;
    const origin = req.headers.origin;
    if (origin) {
      const host = req.headers.host ?? "";
      const sameOrigin = origin === `http://${host}` || origin === `https://${host}`;
      if (!sameOrigin && !config.allowedOrigins.includes(origin)) throw new ApiError("forbidden", 403);
    }
    const needsCsrf = UNSAFE.has(req.method) || req.routeOptions.config?.csrf === true;
    const bearer = req.headers.authorization?.startsWith("Bearer ");
    if (needsCsrf && !bearer && !req.headers["x-requested-with"]) {
      throw new ApiError("forbidden", 403, [{ field: "X-Requested-With", rule: "required" }]);
    }
  });

  app.addHook("onSend", async (req, reply, payload) => {
    reply.header("X-Content-Type-Options", "nosniff");
    reply.header("Referrer-Policy", "strict-origin-when-cross-origin");
    reply.header(
      "Content-Security-Policy",
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
        "connect-src 'self' ws: wss:; font-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'self'; form-action 'self'",
    );
    const origin = req.headers.origin;
    if (origin && config.allowedOrigins.includes(origin)) {
      reply.header("Access-Control-Allow-Origin", origin);
      reply.header("Access-Control-Allow-Credentials", "true");
      reply.header("Vary", "Origin");
    }
    return payload;
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    const lang = req.lang ?? "zh";
    if (err instanceof ApiError) {
      return reply.status(err.status).send(failure(lang, err.code, err.errors, err.extra, err.explicitMsg));
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
    req.log.error(err);
    return reply.status(500).send(failure(lang, "server_error"));
  });

  await registerRoutes(app);

  /** GET /api/docs/json — the OpenAPI 3 document of every route. */
  app.get("/api/docs/json", { schema: { hide: true } }, async () => app.swagger());

  // Static site: published pages and media (DATA_DIR/site), built widgets (dist/).
  const siteDir = path.join(config.dataDir, "site");
  const distDir = path.join(ROOT, "dist");
  if (existsSync(distDir)) {
    await app.register(fastifyStatic, { root: distDir, prefix: "/widgets/", decorateReply: false, maxAge: 3600_000, preCompressed: true });
  }
  if (existsSync(siteDir)) {
    await app.register(fastifyStatic, { root: siteDir, prefix: "/", decorateReply: false, extensions: ["html"] });
  }

  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith("/api/")) return reply.status(404).send(failure(req.lang, "not_found"));
    return reply.status(404).type("text/html; charset=utf-8").send(
      `<!doctype html><html lang="${req.lang}"><meta charset="utf-8"><title>404</title><h1>404</h1><p><a href="/cn/index.html">Photowire</a></p></html>`,
    );
  });

  return app;
}
