/**
 * Configuration from the environment (docs/server.md "Configuration" lists every variable).
 * PORT (8080), HOST (127.0.0.1), DATA_DIR (.data), STORAGE_DIR (DATA_DIR), DATABASE_URL (unset: PGlite),
 * ALLOWED_ORIGINS (comma-separated origins allowed for cross-origin API use),
 * SITE_CODE (pw), SITE_ID (1), COOKIE_SECURE (0/1),
 * RATE_LIMIT_FACTOR (1: multiplies every per-route rate limit; test servers that log in
 * many times from one address raise it),
 * SECRET_KEY (unset: a random key kept in DATA_DIR/secret.key, see secret.ts),
 * TRUST_PROXY (unset: no proxy is trusted), LOG_LEVEL (info; read by the CLI),
 * COOKIE_SAMESITE (lax; none needs COOKIE_SECURE=1),
 * INTEGRITY_KEY (unset: the SPEC §7 integrity envelope is checked only if a key is set, and not required;
 * set: every /api/ call must carry it, see http/integrity.ts),
 * APP_ANDROID_URL, APP_IOS_URL (the app download links of GET /api/guest/getAppDownloadUrl; unset: none).
 * PUBLIC_URL (http://HOST:PORT: the public site origin; the published pages' canonical, hreflang and
 * og:image addresses are absolute on it; the OAuth redirect_uri too, services/oauth.ts).
 */
import path from "node:path";

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /**
   * STORAGE_DIR (default DATA_DIR): the published site, media, the private
   * photo originals (originals/, never served statically), uploads,
   * avatars, the outbox and the generated secret key; every process of a
   * site shares it (the embedded database stays under DATA_DIR).
   */
  storageDir: string;
  databaseUrl?: string;
  allowedOrigins: string[];
  siteCode: string;
  siteId: number;
  cookieSecure: boolean;
  /** COOKIE_SAMESITE: lax (default), strict, or none (needs COOKIE_SECURE=1) */
  cookieSameSite: "lax" | "strict" | "none";
  /** multiplies every route's rate-limit `max` */
  rateLimitFactor: number;
  /** session lifetime in ms */
  sessionTtlMs: number;
  /** SECRET_KEY, the HMAC key every process shares (unset: see secret.ts) */
  secretKey?: string;
  /**
   * TRUST_PROXY: false (default: X-Forwarded-For is ignored, the peer is the
   * client), true ("1"/"true": trust every proxy), a hop count ("2"), or a
   * comma-separated list of proxy addresses / CIDR ranges.
   */
  trustProxy: boolean | number | string;
  /**
   * INTEGRITY_KEY: the site key of SPEC §7's integrity envelope (AES
   * passphrase and HMAC key). Set, every /api/ call must carry the envelope;
   * unset, none is checked. Not a secret: pages carry it (docs/kit.md).
   */
  integrityKey?: string;
  /** APP_ANDROID_URL: the Android package (http(s) URL), or undefined */
  appAndroidUrl?: string;
  /** APP_IOS_URL: the iOS store listing (http(s) URL), or undefined */
  appIosUrl?: string;
  /**
   * PUBLIC_URL: the public origin readers reach the site at ("https://photos.example.com",
   * no trailing slash); published pages' canonical, hreflang and og:image addresses are
   * absolute on it. Default http://HOST:PORT.
   */
  siteOrigin: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? "127.0.0.1",
    dataDir: path.resolve(env.DATA_DIR ?? ".data"),
    storageDir: path.resolve(env.STORAGE_DIR || env.DATA_DIR || ".data"),
    databaseUrl: env.DATABASE_URL || undefined,
    allowedOrigins: (env.ALLOWED_ORIGINS ?? "").split(",").map((s) => s.trim()).filter(Boolean),
    siteCode: env.SITE_CODE ?? "pw",
    siteId: Number(env.SITE_ID ?? 1),
    cookieSecure: env.COOKIE_SECURE === "1",
    cookieSameSite: parseSameSite(env.COOKIE_SAMESITE, env.COOKIE_SECURE === "1"),
    rateLimitFactor: Math.max(1, Number(env.RATE_LIMIT_FACTOR ?? 1) || 1),
    sessionTtlMs: 30 * 24 * 3600 * 1000,
    secretKey: env.SECRET_KEY || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    integrityKey: env.INTEGRITY_KEY || undefined,
    appAndroidUrl: env.APP_ANDROID_URL || undefined,
    appIosUrl: env.APP_IOS_URL || undefined,
    siteOrigin: (env.PUBLIC_URL || `http://${env.HOST ?? "127.0.0.1"}:${Number(env.PORT ?? 8080)}`).replace(/\/+$/, ""),
  };
}

/** TRUST_PROXY → Fastify's trustProxy (see Config.trustProxy). */
export function parseTrustProxy(v: string | undefined): boolean | number | string {
  const s = (v ?? "").trim();
  if (!s || s === "0" || s.toLowerCase() === "false") return false;
  if (s === "1" || s.toLowerCase() === "true") return true;
  if (/^\d+$/.test(s)) return Number(s);
  return s;
}

/**
 * COOKIE_SAMESITE → the session cookie's SameSite.
 * @throws Error for another value, or for none without COOKIE_SECURE=1 (browsers drop such a cookie)
 */
export function parseSameSite(v: string | undefined, secure: boolean): "lax" | "strict" | "none" {
  const s = (v ?? "lax").trim().toLowerCase() || "lax";
  if (s !== "lax" && s !== "strict" && s !== "none") throw new Error(`COOKIE_SAMESITE must be lax, strict or none (got ${v})`);
  if (s === "none" && !secure) throw new Error("COOKIE_SAMESITE=none needs COOKIE_SECURE=1");
  return s;
}
