/**
 * Configuration from the environment (README lists every variable).
 * PORT (8080), HOST (127.0.0.1), DATA_DIR (.data), DATABASE_URL (unset: PGlite),
 * ALLOWED_ORIGINS (comma-separated origins allowed for cross-origin API use),
 * SITE_CODE (pw), SITE_ID (1), COOKIE_SECURE (0/1),
 * RATE_LIMIT_FACTOR (1: multiplies every per-route rate limit; test servers that log in
 * many times from one address raise it).
 */
import path from "node:path";

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  allowedOrigins: string[];
  siteCode: string;
  siteId: number;
  cookieSecure: boolean;
  /** multiplies every route's rate-limit `max` */
  rateLimitFactor: number;
  /** session lifetime in ms */
  sessionTtlMs: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? "127.0.0.1",
    dataDir: path.resolve(env.DATA_DIR ?? ".data"),
    databaseUrl: env.DATABASE_URL || undefined,
    allowedOrigins: (env.ALLOWED_ORIGINS ?? "").split(",").map((s) => s.trim()).filter(Boolean),
    siteCode: env.SITE_CODE ?? "pw",
    siteId: Number(env.SITE_ID ?? 1),
    cookieSecure: env.COOKIE_SECURE === "1",
    rateLimitFactor: Math.max(1, Number(env.RATE_LIMIT_FACTOR ?? 1) || 1),
    sessionTtlMs: 30 * 24 * 3600 * 1000,
  };
}
