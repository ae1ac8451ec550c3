/**
 * The security plugin (DESIGN §3.1, §7): the session cookie parser, security
 * headers (@fastify/helmet: CSP, nosniff, Referrer-Policy, HSTS behind
 * HTTPS), CORS for ALLOWED_ORIGINS only (@fastify/cors), the SPEC §7
 * integrity envelope (http/integrity.ts), compression, rate limits
 * (@fastify/rate-limit, RATE_LIMIT_FACTOR), the SPEC §7 "Common" request
 * headers, the origin and X-Requested-With (CSRF) rules, the control-character
 * check of every text field and `Cache-Control: no-store` on API answers.
 * Registered by app.ts before the routes; the order of its steps is the order
 * of the hooks (integrity seals before compress compresses).
 */
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { ENVELOPE_REQUEST_HEADERS, ENVELOPE_RESPONSE_HEADERS } from "../../../common/integrity.js";
import type { Config } from "../config.js";
import type { DbHandle } from "../db/client.js";
import { langOf } from "../http/context.js";
import { ApiError } from "../http/errors.js";
import { registerIntegrity } from "../http/integrity.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** force the X-Requested-With check on a GET that changes state */
    csrf?: boolean;
  }
}

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Methods of the API (SPEC §7 calls are GET and POST). */
const CORS_METHODS = ["GET", "HEAD", "POST"];
/** Request headers a cross-origin caller may send: SPEC §7 "Common" headers, the CSRF header, JSON bodies, bearer tokens and the integrity envelope's. */
const CORS_HEADERS = ["Content-Type", "Authorization", "X-Requested-With", "X-Lang", "X-Site-Code", "X-Site-Id", ...ENVELOPE_REQUEST_HEADERS];

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
export function helmetOptions(config: Config) {
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
 * Registers the security steps on the app (not encapsulated: they hold for
 * every route registered after it).
 * @param opts.config the validated configuration (ALLOWED_ORIGINS, COOKIE_SECURE,
 *   INTEGRITY_KEY, RATE_LIMIT_FACTOR, SITE_CODE, SITE_ID)
 * @param opts.db the database (the integrity envelope's nonces)
 * Errors it answers (through the errors plugin): forbidden (403: an origin not
 * allowed, or a state-changing call without X-Requested-With, field
 * X-Requested-With rule required), invalid_param (422, rule v_control_chars),
 * too_many_requests (429: a route's rate limit).
 */
async function security(app: FastifyInstance, opts: { config: Config; db: DbHandle }): Promise<void> {
  const { config } = opts;
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
    // the integrity envelope's response signature and the server's clock (SPEC §7) are read by cross-origin widgets
    exposedHeaders: [...ENVELOPE_RESPONSE_HEADERS],
    maxAge: 600,
  });
  // SPEC §7 integrity envelope (http/integrity.ts): before compress, so answers are sealed, then compressed
  registerIntegrity(app, config.integrityKey, opts.db.db);
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
}

/** The security plugin (see security): not encapsulated (fastify-plugin), so its hooks hold for the whole app. */
export const securityPlugin = fp(security, { name: "photowire-security", fastify: "5.x" });
