/**
 * Fastify app factory (no listen): used by tests (`app.inject`) and the CLI.
 * A short list of the plugins of plugins/ in the order their hooks run:
 * services (services.ts), security (security.ts: cookie, helmet, CORS,
 * integrity, compression, rate limits, origin and CSRF rules), OpenAPI,
 * logging, errors, the API routes, operations (health, readiness, the
 * OpenAPI document) and the static site with the not-found answers
 * (DESIGN §3.1, §7). The CLI attaches the realtime server to `app.server`.
 */
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Config } from "./config.js";
import type { DbHandle } from "./db/client.js";
import { registerRoutes } from "./routes/index.js";
import { serializerFactory, validatorCompiler, type SchemaCompiling } from "./plugins/compilers.js";
import { clientErrorHandler, errorsPlugin, frameworkErrors, MAX_HEADER_BYTES } from "./plugins/errors.js";
import { loggerOptions, loggingPlugin, type LoggerSetting } from "./plugins/logging.js";
import { openApiPlugin, operationsPlugin } from "./plugins/operations.js";
import { securityPlugin } from "./plugins/security.js";
import { servicesPlugin } from "./plugins/services.js";
import { staticSitePlugin } from "./plugins/static-site.js";
import { ROOT } from "./paths.js";

/** Repository root (for dist/ and pages/): paths.ts. */
export { ROOT };
/** Kept here for the callers of app.ts (the CLI's logger, the tests of the widget cache and control characters). */
export { loggerOptions } from "./plugins/logging.js";
export { controlCharPath } from "./plugins/security.js";
export { WIDGET_HASHED_CACHE, WIDGET_STABLE_CACHE, widgetCacheControl } from "./plugins/static-site.js";

export interface AppOptions {
  db: DbHandle;
  config: Config;
  /**
   * pino logging: false (tests), true (info), or options; the CLI passes
   * `{ level: LOG_LEVEL }` (default info). Secrets are redacted either way
   * (plugins/logging.ts).
   */
  logger?: LoggerSetting;
  /** max JSON body in bytes (default 1 MiB) */
  bodyLimit?: number;
  /** the built widgets served under /widgets/ (default the repository's dist/) */
  distDir?: string;
  /** when the routes' schemas are compiled: on each route's first call (default) or as the routes are added (plugins/compilers.ts) */
  schemas?: SchemaCompiling;
}

/** Builds the app. Call `await app.ready()` (or inject) before use. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: loggerOptions(opts.logger),
    bodyLimit: opts.bodyLimit ?? 1024 * 1024,
    // TRUST_PROXY: the client address comes from X-Forwarded-For only behind a proxy the operator names
    // (a hop count is accepted at run time though Fastify's types leave numbers out)
    trustProxy: config.trustProxy as boolean | string,
    // a URL that cannot be decoded (e.g. /api/%E0%A4%A) answers in the envelope, with the security headers
    frameworkErrors: frameworkErrors(config),
    // a long search reaches the route and is answered in the reader's language; beyond, a 431 that says why (issue 21)
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    clientErrorHandler,
    // the answers' serializers compiled on first use (plugins/compilers.ts)
    schemaController: { compilersFactory: { buildSerializer: serializerFactory(opts.schemas) } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler(opts.schemas));

  await app.register(servicesPlugin, { db: opts.db, config });
  await app.register(securityPlugin, { config, db: opts.db });
  await app.register(openApiPlugin);
  await app.register(loggingPlugin);
  await app.register(errorsPlugin);
  await registerRoutes(app);
  await app.register(operationsPlugin, { db: opts.db });
  await app.register(staticSitePlugin, {
    siteDir: path.join(config.storageDir, "site"),
    distDir: opts.distDir ?? path.join(ROOT, "dist"),
  });
  return app;
}
