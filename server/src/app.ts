/**
 * Fastify app factory (no listen): used by tests (`app.inject`) and the CLI.
 * Wires the envelope, headers, CSRF and origin rules, CORS (@fastify/cors),
 * security headers (@fastify/helmet), OpenAPI, rate limits, the API routes
 * and the static site (DESIGN §3.1, §7).
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from "fastify";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import securityHeaders from "helmet";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import { editionOf, homeUrl, langOfEdition, notFoundPageUrl } from "../../common/edition.js";
import type { Config } from "./config.js";
import { isDatabaseUnavailable, pendingMigrations, type DbHandle } from "./db/client.js";
import { langOf } from "./http/context.js";
import { ApiError, failure, STATUS_OF, storageFault, type FieldError } from "./http/errors.js";
import { registerRoutes } from "./routes/index.js";
import { registerIntegrity } from "./http/integrity.js";
import { SIGNATURE_HEADER } from "../../common/integrity.js";
import { createServices } from "./services/index.js";
import { ROOT } from "./paths.js";

/** Repository root (for dist/ and pages/): paths.ts. */
export { ROOT };

declare module "fastify" {
  interface FastifyContextConfig {
    /** force the X-Requested-With check on a GET that changes state */
    csrf?: boolean;
  }
}

export interface AppOptions {
  db: DbHandle;
  config: Config;
  /**
   * pino logging: false (tests), true (info), or options; the CLI passes
   * `{ level: LOG_LEVEL }` (default info). Secrets are redacted either way
   * (see LOG_REDACT).
   */
  logger?: boolean | { level?: string; stream?: { write(line: string): void } };
  /** max JSON body in bytes (default 1 MiB) */
  bodyLimit?: number;
  /** the built widgets served under /widgets/ (default the repository's dist/) */
  distDir?: string;
}

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Methods of the API (SPEC §7 calls are GET and POST). */
const CORS_METHODS = ["GET", "HEAD", "POST"];
/** Request headers a cross-origin caller may send: SPEC §7 "Common" headers, the CSRF header, JSON bodies and bearer tokens. */
const CORS_HEADERS = ["Content-Type", "Authorization", "X-Requested-With", "X-Lang", "X-Site-Code", "X-Site-Id", SIGNATURE_HEADER];

/**
 * Content-Security-Policy of every response (DESIGN §7): no inline scripts,
 * no plugins, framing and forms only by the site itself.
 */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  connectSrc: ["'self'", "ws:", "wss:"],
  fontSrc: ["'self'", "data:"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
};

/**
 * helmet's options for every response (DESIGN §7): the CSP above, nosniff,
 * Referrer-Policy, X-Frame-Options and the rest of helmet's defaults;
 * HSTS (a year, subdomains) when the site runs behind HTTPS (COOKIE_SECURE=1).
 * Cross-origin resource and embedder policies stay off: other sites embed
 * the widgets and the media.
 */
/** Cache-Control of the stable widget names (loaders, photowire.js, manifests): 5 minutes. */
export const WIDGET_STABLE_CACHE = "public, max-age=300";
/** Cache-Control of content-hashed widget files (dist/esm/chunks/*, dist/photowire-<hash>.js): a year, immutable. */
export const WIDGET_HASHED_CACHE = "public, max-age=31536000, immutable";

/**
 * The Cache-Control of a file of dist/ (served under /widgets/): hashed
 * files never change (a new build writes new names and keeps the old ones,
 * rollup.config.mjs), the stable names change with each deploy.
 * @param file the served file's path (maybe its .br or .gz twin)
 */
export function widgetCacheControl(file: string): string {
  const f = file.replace(/\\/g, "/").replace(/\.(br|gz)$/, "");
  return /\/esm\/chunks\/[^/]+\.js$/.test(f) || /\/photowire-[0-9a-f]{6,}\.js$/.test(f) ? WIDGET_HASHED_CACHE : WIDGET_STABLE_CACHE;
}

function helmetOptions(config: Config) {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" as const },
    crossOriginResourcePolicy: false,
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.cookieSecure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/**
 * C0 control characters (and DEL) that no text field may carry: NUL and the
 * like never reach the database. Tab, line feed and carriage return stay
 * allowed (multi-line fields).
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The path ("body.list.0.title") of the first string under `v` holding a control character, or null. */
export function controlCharPath(v: unknown, at: string, depth = 0): string | null {
  if (typeof v === "string") return CONTROL_CHARS.test(v) ? at : null;
  if (depth > 20 || v === null || typeof v !== "object") return null;
  for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
    const hit = (CONTROL_CHARS.test(k) ? `${at}.${k}` : null) ?? controlCharPath(x, `${at}.${k}`, depth + 1);
    if (hit) return hit;
  }
  return null;
}

/**
 * What logs never carry (issue 8, ASVS 7.1): cookies, authorization, tokens,
 * passwords and their hashes, verification codes, ID and account numbers —
 * in headers, bodies or error details. Request URLs are logged without
 * their query values (a code can travel in a query string).
 */
const LOG_REDACT = {
  paths: [
    "req.headers.cookie",
    "req.headers.authorization",
    'res.headers["set-cookie"]',
    "*.password",
    "*.passwordHash",
    "*.password_hash",
    "*.token",
    "*.captcha",
    "*.code_hash",
    "*.idCard",
    "*.certNumber",
    "*.accountNumber",
  ],
  censor: "[redacted]",
};

/** A URL with each query value replaced by "…" (the keys stay, for reading logs). */
function urlForLog(url: string): string {
  const i = url.indexOf("?");
  if (i < 0) return url;
  const keys = url
    .slice(i + 1)
    .split("&")
    .map((p) => p.split("=")[0])
    .filter(Boolean);
  return `${url.slice(0, i)}?${keys.map((k) => `${k}=…`).join("&")}`;
}

/**
 * pino options of the app (level, redaction, request serializer) or false;
 * the CLI's own logger of the lines before the app exists (production) uses the same.
 */
export function loggerOptions(logger: AppOptions["logger"]) {
  if (!logger) return false;
  const o = logger === true ? {} : logger;
  return {
    level: o.level ?? "info",
    ...(o.stream ? { stream: o.stream } : {}),
    redact: LOG_REDACT,
    serializers: {
      req: (req: { method: string; url: string; ip?: string; socket?: { remoteAddress?: string } }) => ({
        method: req.method,
        url: urlForLog(req.url),
        remoteAddress: req.ip ?? req.socket?.remoteAddress,
      }),
    },
  };
}

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
  const headersOf = securityHeaders(helmetOptions(config));
  const app = Fastify({
    logger: loggerOptions(opts.logger),
    bodyLimit: opts.bodyLimit ?? 1024 * 1024,
    // TRUST_PROXY: the client address comes from X-Forwarded-For only behind a proxy the operator names
    // (a hop count is accepted at run time though Fastify's types leave numbers out)
    trustProxy: config.trustProxy as boolean | string,
    // a URL that cannot be decoded (e.g. /api/%E0%A4%A) answers in the envelope, with the security headers
    frameworkErrors: (_err, req, reply: FastifyReply) => {
      headersOf(req.raw, reply.raw, () => undefined);
      return reply.status(400).send(failure(langOf(req), "invalid_param", [{ field: "url", rule: "format" }]));
    },
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
  // production: what services log goes through this app's logger (JSON lines), the demo keeps its plain lines
  app.decorate("services", createServices(opts.db, config, config.production ? app.log : undefined));
  app.decorateRequest("lang", "zh");
  app.decorateRequest("siteCode", "");
  app.decorateRequest("siteId", 0);

  await app.register(cookie);
  // Security headers: helmetOptions (CSP, HSTS behind HTTPS, …).
  await app.register(helmet, { global: true, ...helmetOptions(config) });
  // CORS for the origins of ALLOWED_ORIGINS only, with credentials (the session cookie). A preflight from one of
  // them answers 204 with CORS_METHODS and CORS_HEADERS; any other origin gets no CORS headers (and the API's
  // origin rule below refuses it).
  await app.register(cors, {
    // a function, not the list: for any other origin the plugin then adds no header at all (a list still adds
    // Access-Control-Allow-Credentials and the preflight headers)
    origin: (origin, cb) => cb(null, origin !== undefined && config.allowedOrigins.includes(origin) ? origin : false),
    credentials: true,
    methods: CORS_METHODS,
    allowedHeaders: CORS_HEADERS,
    // the integrity envelope's response signature (SPEC §7) is read by cross-origin widgets
    exposedHeaders: [SIGNATURE_HEADER],
    maxAge: 600,
  });
  // SPEC §7 integrity envelope (http/integrity.ts): before compress, so answers are sealed, then compressed
  registerIntegrity(app, config.integrityKey);
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
      if (!sameOrigin && !config.allowedOrigins.includes(origin)) throw new ApiError("forbidden");
    }
    const needsCsrf = UNSAFE.has(req.method) || req.routeOptions.config?.csrf === true;
    const bearer = req.headers.authorization?.startsWith("Bearer ");
    if (needsCsrf && !bearer && !req.headers["x-requested-with"]) {
      throw new ApiError("forbidden", [{ field: "X-Requested-With", rule: "required" }]);
    }
  });

  // No NUL or other control character in a text field reaches a service (422 invalid_param, rule v_control_chars).
  app.addHook("preValidation", async (req) => {
    if (!req.url.startsWith("/api/")) return;
    const field = controlCharPath(req.body, "body") ?? controlCharPath(req.query, "query") ?? controlCharPath(req.params, "params");
    if (field) throw new ApiError("invalid_param", [{ field: field.replace(/^body\./, ""), rule: "v_control_chars" }]);
  });
  // API answers are not stored by browsers or proxies (member data, ASVS 8.2.1) unless a route says otherwise.
  app.addHook("onSend", async (req, reply) => {
    if (req.url.startsWith("/api/") && !reply.hasHeader("cache-control")) reply.header("Cache-Control", "no-store");
  });

  // Every 4xx and 5xx is logged with its code (info for 4xx, warn for 503, error for 500).
  app.addHook("onSend", async (req, reply, payload) => {
    if (reply.statusCode < 400 || !req.url.startsWith("/api/")) return payload;
    let code = "";
    if (typeof payload === "string" && payload.startsWith("{")) {
      try {
        code = String((JSON.parse(payload) as { code?: unknown }).code ?? "");
      } catch {
        /* not JSON */
      }
    }
    const level = reply.statusCode >= 500 ? (reply.statusCode === 503 ? "warn" : "error") : "info";
    req.log[level]({ statusCode: reply.statusCode, code }, "request failed");
    return payload;
  });

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

  await registerRoutes(app);

  /** GET /api/health — liveness: the process answers. `{ code: "success", data: { status: "ok" } }`, never cached. */
  app.get("/api/health", { schema: { tags: ["operations"], summary: "Liveness" } }, async (_req, reply) => reply.send({ code: "success", data: { status: "ok" } }));

  /**
   * GET /api/ready — readiness: the database answers and every migration of
   * this build is applied. 200 `{ status: "ready" }`, else 503
   * service_unavailable with `reason` ("database" or "migrations").
   */
  app.get("/api/ready", { schema: { tags: ["operations"], summary: "Readiness (database and migrations)" } }, async (req, reply) => {
    if (!(await opts.db.ping())) return reply.status(503).send(failure(req.lang, "service_unavailable", undefined, { reason: "database" }));
    if ((await pendingMigrations(opts.db).catch(() => -1)) !== 0) {
      return reply.status(503).send(failure(req.lang, "service_unavailable", undefined, { reason: "migrations" }));
    }
    return reply.send({ code: "success", data: { status: "ready" } });
  });

  /** GET /api/docs/json — the OpenAPI 3 document of every route. */
  app.get("/api/docs/json", { schema: { hide: true } }, async () => app.swagger());

  // Static site: published pages and media (STORAGE_DIR/site), built widgets (dist/).
  const siteDir = path.join(config.storageDir, "site");
  const distDir = opts.distDir ?? path.join(ROOT, "dist");
  if (existsSync(distDir)) {
    // versioned widget URLs (rollup.config.mjs): content-hashed files are immutable for a year; the
    // stable names pages use (esm/pw-<name>.js loaders, photowire.js, manifests) are cached briefly
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: "/widgets/",
      decorateReply: false,
      cacheControl: false,
      setHeaders: (res, file) => res.setHeader("cache-control", widgetCacheControl(file)),
      preCompressed: true,
      dotfiles: "ignore",
    });
  }
  if (existsSync(siteDir)) {
    // dotfiles (.env, .git, …) are never served: 404
    await app.register(fastifyStatic, { root: siteDir, prefix: "/", decorateReply: false, extensions: ["html"], dotfiles: "ignore" });
  }

  /**
   * Unknown addresses: the API answers not_found; a page address answers 404
   * with its edition's published 404 page (notFoundPageUrl: /en/… English,
   * /ann/… the alternate edition, else Chinese), or a minimal page in that
   * language with the way home when the site is not published yet.
   */
  app.setNotFoundHandler(async (req, reply) => {
    if (req.url.startsWith("/api/")) return reply.status(404).send(failure(req.lang, "not_found"));
    const edition = editionOf(req.url.split("?")[0]);
    const lang = langOfEdition(edition);
    const page = await readFile(path.join(siteDir, notFoundPageUrl(edition)), "utf8").catch(() => null);
    const fallback = `<!doctype html><html lang="${lang === "en" ? "en" : "zh-CN"}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>404</title><h1>${lang === "en" ? "Page not found" : "页面不存在"}</h1><p><a href="${homeUrl(edition)}">${lang === "en" ? "Back to the home page" : "返回首页"}</a></p></html>`;
    return reply.status(404).type("text/html; charset=utf-8").send(page ?? fallback);
  });

  return app;
}
