/**
 * Configuration from the environment, validated at start against one schema
 * (ENV_SCHEMA: TypeBox, compiled by Ajv) holding every variable docs/server.md
 * "Configuration" lists. loadConfig reports every bad or missing variable at
 * once (ConfigError) instead of failing on the first, or running on NaN.
 *
 * The variables (an empty value counts as unset):
 * NODE_ENV (production | development | test; production: docs/server.md "Production"),
 * PORT (8080, 1–65535), HOST (127.0.0.1), DATA_DIR (.data), STORAGE_DIR (DATA_DIR),
 * DATABASE_URL (unset: PGlite), PGLITE_CACHE_MB (unset: the embedded database's buffer cache sized to
 * the database at start, 128–1024, db/client.ts pgliteCacheMb), PG_WORK_MEM_MB (64, 0–1024: PostgreSQL's
 * work_mem for the server's connections, 0: the database's own, db/client.ts PG_WORK_MEM_MB), SEARCH_MEMORY (0/1, default 1: the embedded
 * database's in-memory search index, services/search/memory), WIDGET_BUILD (react | light, default react: the
 * widget build the published pages load, publish/origin.ts widgetBuildOf), ALLOWED_ORIGINS (comma-separated origins allowed for
 * cross-origin API use), SITE_CODE (pw), SITE_ID (1), COOKIE_SECURE (0/1),
 * COOKIE_SAMESITE (lax | strict | none; none needs COOKIE_SECURE=1),
 * RATE_LIMIT_FACTOR (1: multiplies every per-route rate limit; test servers that log in
 * many times from one address raise it),
 * SECRET_KEY (unset: a random key kept in STORAGE_DIR/secret.key, see secret.ts),
 * LOG_LEVEL (info; read by the CLI), TRUST_PROXY (unset: no proxy is trusted),
 * INTEGRITY_KEY (unset: the SPEC §7 integrity envelope is checked only if a key is set, and not required;
 * set: every /api/ call must carry it, see http/integrity.ts),
 * APP_ANDROID_URL, APP_IOS_URL (the app download links of GET /api/guest/getAppDownloadUrl; unset: none),
 * PUBLIC_URL (http://HOST:PORT: the public site origin; the published pages' canonical, hreflang and
 * og:image addresses are absolute on it; the OAuth redirect_uri too, services/oauth.ts; required in production),
 * SMTP_URL, MAIL_FROM (services/verification.ts), OAUTH_<P>_* (services/oauth.ts),
 * FFMPEG_PATH, FFPROBE_PATH (media/ffmpeg.ts), CHROME_PATH (the tests' Chromium),
 * PG_DUMP_PATH, PG_RESTORE_PATH (backup.ts: else on PATH, else Debian's newest),
 * SHUTDOWN_GRACE_MS (25000: how long SIGTERM lets the running requests finish, shutdown.ts),
 * UPLOAD_ASSEMBLY_LEASE_MS (20000: an upload's assembly whose process died is taken over after it, services/uploads.ts),
 * AGENCY_NAME, AGENCY_ADDRESS, AGENCY_TAX_ID, AGENCY_EMAIL (the agency's details on invoices, issue 20) and
 * BANK_ACCOUNT_NAME, BANK_NAME, BANK_ACCOUNT_NUMBER, BANK_SWIFT (the account members pay pack orders into by
 * bank transfer, services/payments/bank-transfer.ts): demo values outside production, unset in production.
 * The modules named read their own variables; the schema checks them all here first.
 */
import { accessSync, constants, statSync } from "node:fs";
import path from "node:path";
import { Type, type Static, type TSchema } from "@sinclair/typebox";
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";

/**
 * UPLOAD_ASSEMBLY_LEASE_MS's default, ms: below the 27.5 s <pw-upload> keeps asking while another
 * request assembles (widgets/upload/upload.store.ts), so the element sees a takeover after a crash.
 */
export const DEFAULT_UPLOAD_ASSEMBLY_LEASE_MS = 20_000;

/** The widget builds a published page may load (WIDGET_BUILD; rollup.config.mjs): React (default) or preact/compat. */
export type WidgetBuild = "react" | "light";

export interface Config {
  /** NODE_ENV=production: no demo accounts or corpus, JSON logs only, no code in any log (docs/server.md "Production") */
  production: boolean;
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
  /** PGLITE_CACHE_MB: the embedded database's buffer cache (shared_buffers), MB; unset: sized at start (db/client.ts pgliteCacheMb) */
  pgliteCacheMb?: number;
  /** PG_WORK_MEM_MB: PostgreSQL's work_mem for the server's connections, MB (default db/client.ts PG_WORK_MEM_MB) */
  pgWorkMemMb?: number;
  /** SEARCH_MEMORY: the embedded database plans searches from its in-memory index (default true; services/search/memory) */
  searchMemory: boolean;
  /**
   * WIDGET_BUILD: the widget build the published pages load (issue 22 item 1): "react" (default,
   * /widgets/esm/) or "light" (/widgets/light/esm/: the same elements on preact/compat, rollup.config.mjs)
   */
  widgetBuild: WidgetBuild;
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
   * absolute on it. Default http://HOST:PORT; required in production.
   */
  siteOrigin: string;
  /** SHUTDOWN_GRACE_MS: how long SIGTERM lets the running requests finish before closing them, ms (shutdown.ts) */
  shutdownGraceMs: number;
  /** UPLOAD_ASSEMBLY_LEASE_MS: the lease of an upload's assembly, ms (services/uploads.ts) */
  uploadAssemblyLeaseMs: number;
  /** AGENCY_*: the agency's details printed on invoices (issue 20); "" when unset in production */
  agency: AgencyConfig;
  /** BANK_*: the account members pay pack orders into (issue 20); accountNumber "" (unset in production): bank transfer is not offered */
  bankAccount: BankAccountConfig;
}

/** The agency's details on an invoice (AGENCY_NAME, AGENCY_ADDRESS, AGENCY_TAX_ID, AGENCY_EMAIL). */
export interface AgencyConfig {
  name: string;
  address: string;
  taxId: string;
  email: string;
}

/** The bank account of bank transfers (BANK_ACCOUNT_NAME, BANK_NAME, BANK_ACCOUNT_NUMBER, BANK_SWIFT). */
export interface BankAccountConfig {
  accountName: string;
  bank: string;
  accountNumber: string;
  /** SWIFT/BIC, "" when none */
  swift: string;
}

/** The demo's agency (outside production, for what AGENCY_* leaves unset): clearly not a real company. */
export const DEMO_AGENCY: AgencyConfig = {
  name: "Photowire 图片社（演示） / Photowire Picture Agency (demo)",
  address: "北京市东城区示例路 1 号 100010 / 1 Example Road, Dongcheng, Beijing 100010 (demo)",
  taxId: "91110000DEMO00000X",
  email: "sales@photowire.test",
};

/** The demo's bank account (outside production, for what BANK_* leaves unset): not a real account. */
export const DEMO_BANK_ACCOUNT: BankAccountConfig = {
  accountName: "Photowire Picture Agency (demo)",
  bank: "示例银行北京分行 / Demo Bank, Beijing Branch",
  accountNumber: "6222 0000 1234 5678 000",
  swift: "DEMOCNBJXXX",
};

/**
 * Schema helpers. `expected` is what an operator reads when the value is bad
 * (an annotation: Ajv does not validate with it); `secret` keeps a value out
 * of the message (passwords in URLs, keys).
 */
interface Hint {
  expected: string;
  secret?: boolean;
}
const Str = (hint: Hint, opts: object = {}) => Type.String({ minLength: 1, ...opts, ...hint });
const Int = (minimum: number, maximum: number, hint: Hint) => Type.Integer({ minimum, maximum, ...hint });
const OneOf = <const T extends string>(values: readonly T[], hint: Hint) => Type.Union(values.map((v) => Type.Literal(v)), hint);
const HttpUrl = (expected = "an absolute http(s) URL") => Str({ expected }, { format: "uri", pattern: "^https?://\\S+$" });

/** An origin: scheme://host[:port], no path. */
const ORIGIN = "[A-Za-z][A-Za-z0-9+.-]*://[^/\\s,]+";
/** A proxy address or CIDR range, or one of proxy-addr's names. */
const PROXY = "(?:[0-9A-Fa-f.:]+(?:/\\d{1,3})?|loopback|linklocal|uniquelocal)";

/** pino's levels (LOG_LEVEL). */
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const OAUTH_PROVIDERS = ["WEIBO", "WECHAT", "QQ"] as const;
const oauthVariables = Object.fromEntries(
  OAUTH_PROVIDERS.flatMap((P) => [
    [`OAUTH_${P}_CLIENT_ID`, Str({ expected: "the provider's app key" })],
    [`OAUTH_${P}_CLIENT_SECRET`, Type.String({ expected: "the provider's app secret", secret: true })],
    [`OAUTH_${P}_AUTHORIZE_URL`, HttpUrl()],
    [`OAUTH_${P}_TOKEN_URL`, HttpUrl()],
    [`OAUTH_${P}_USERINFO_URL`, HttpUrl()],
    [`OAUTH_${P}_SCOPE`, Type.String({ expected: "the scope asked for" })],
  ]),
) as Record<string, TSchema>;

/**
 * Every variable of docs/server.md "Configuration" (all optional; numbers are
 * checked after loadConfig turns digit-only text into numbers), and the rules
 * between them (allOf: if … then …, each with what the operator reads).
 */
export const ENV_SCHEMA = Type.Partial(
  Type.Object({
    NODE_ENV: OneOf(["production", "development", "test"], { expected: "production, development or test (only production changes anything)" }),
    PORT: Int(1, 65535, { expected: "an integer from 1 to 65535" }),
    HOST: Str({ expected: "an address or host name to listen on" }, { pattern: "^\\S+$" }),
    DATA_DIR: Str({ expected: "a folder" }),
    STORAGE_DIR: Str({ expected: "a folder" }),
    DATABASE_URL: Str({ expected: "a postgres:// or postgresql:// URL", secret: true }, { pattern: "^postgres(?:ql)?://" }),
    PGLITE_CACHE_MB: Int(16, 1536, { expected: "megabytes from 16 to 1536 (the embedded database's buffer cache)" }),
    PG_WORK_MEM_MB: Int(0, 1024, { expected: "megabytes from 1 to 1024 (PostgreSQL's work_mem for the server's connections), or 0 for the database's own" }),
    SEARCH_MEMORY: OneOf(["0", "1"], { expected: "0 or 1" }),
    WIDGET_BUILD: OneOf(["react", "light"], { expected: "react or light (the widget build the published pages load)" }),
    ALLOWED_ORIGINS: Type.String({
      pattern: `^\\s*(?:${ORIGIN})?\\s*(?:,\\s*(?:${ORIGIN})?\\s*)*$`,
      expected: "comma-separated origins (scheme://host[:port], no path), e.g. https://news.example.com",
    }),
    SITE_CODE: Str({ expected: "1 to 32 letters, digits, _ or -" }, { pattern: "^[A-Za-z0-9_-]{1,32}$" }),
    SITE_ID: Int(0, 2147483647, { expected: "an integer from 0 to 2147483647" }),
    COOKIE_SECURE: OneOf(["0", "1"], { expected: "0 or 1" }),
    COOKIE_SAMESITE: OneOf(["lax", "strict", "none"], { expected: "lax, strict or none" }),
    RATE_LIMIT_FACTOR: Int(1, 1_000_000, { expected: "an integer from 1 to 1000000" }),
    SECRET_KEY: Str({ expected: "at least 32 characters", secret: true }, { minLength: 32 }),
    LOG_LEVEL: OneOf(LOG_LEVELS, { expected: LOG_LEVELS.join(", ") }),
    TRUST_PROXY: Type.String({
      pattern: `^\\s*(?:true|false|TRUE|FALSE|True|False|\\d+|${PROXY}(?:\\s*,\\s*${PROXY})*)\\s*$`,
      expected: "0, 1, true, false, a hop count, or comma-separated proxy addresses / CIDR ranges",
    }),
    INTEGRITY_KEY: Str({ expected: "the integrity envelope's key" }),
    APP_ANDROID_URL: HttpUrl(),
    APP_IOS_URL: HttpUrl(),
    CHROME_PATH: Str({ expected: "the Chromium binary of the tests" }),
    SMTP_URL: Str({ expected: "an smtp:// or smtps:// URL", secret: true }, { format: "uri", pattern: "^smtps?://" }),
    MAIL_FROM: Str({ expected: 'a sender, e.g. Photowire <no-reply@example.com>' }),
    PUBLIC_URL: Str(
      { expected: "the public origin, http(s)://host[:port] without a path, e.g. https://photos.example.com" },
      { format: "uri", pattern: "^https?://[^/\\s?#]+/*$" },
    ),
    FFMPEG_PATH: Str({ expected: "the path of an executable ffmpeg" }, { format: "executable" }),
    FFPROBE_PATH: Str({ expected: "the path of an executable ffprobe" }, { format: "executable" }),
    PG_DUMP_PATH: Str({ expected: "the path of an executable pg_dump" }, { format: "executable" }),
    PG_RESTORE_PATH: Str({ expected: "the path of an executable pg_restore" }, { format: "executable" }),
    SHUTDOWN_GRACE_MS: Int(0, 600_000, { expected: "milliseconds from 0 to 600000 (keep it below your process manager's kill timeout)" }),
    UPLOAD_ASSEMBLY_LEASE_MS: Int(300, 3_600_000, { expected: "milliseconds from 300 to 3600000" }),
    AGENCY_NAME: Str({ expected: "the agency's name as invoices print it (1 to 200 characters)" }, { maxLength: 200 }),
    AGENCY_ADDRESS: Str({ expected: "the agency's postal address (1 to 300 characters)" }, { maxLength: 300 }),
    AGENCY_TAX_ID: Str({ expected: "the agency's tax number, e.g. a unified social credit code (1 to 50 characters)" }, { maxLength: 50 }),
    AGENCY_EMAIL: Str({ expected: "the agency's billing email address" }, { format: "email" }),
    BANK_ACCOUNT_NAME: Str({ expected: "the bank account holder's name (1 to 200 characters)" }, { maxLength: 200 }),
    BANK_NAME: Str({ expected: "the bank and branch (1 to 200 characters)" }, { maxLength: 200 }),
    BANK_ACCOUNT_NUMBER: Str({ expected: "the account number or IBAN: letters, digits, spaces and dashes (4 to 64)" }, { pattern: "^[A-Za-z0-9][A-Za-z0-9 -]{2,62}[A-Za-z0-9]$" }),
    BANK_SWIFT: Str({ expected: "a SWIFT/BIC code: 8 or 11 letters and digits" }, { pattern: "^[A-Za-z]{6}[A-Za-z0-9]{2}(?:[A-Za-z0-9]{3})?$" }),
    ...oauthVariables,
  }),
  {
    allOf: [
      {
        if: { properties: { COOKIE_SAMESITE: { const: "none" } }, required: ["COOKIE_SAMESITE"] },
        then: { properties: { COOKIE_SECURE: { const: "1" } }, required: ["COOKIE_SECURE"] },
        expected: "COOKIE_SAMESITE=none needs COOKIE_SECURE=1 (browsers drop a SameSite=None cookie that is not Secure)",
      },
      {
        if: { properties: { NODE_ENV: { const: "production" } }, required: ["NODE_ENV"] },
        then: { required: ["PUBLIC_URL"] },
        expected: "required when NODE_ENV=production: the public origin (https://…) the published pages' addresses are absolute on",
      },
    ],
  },
);

/** The validated variables (numbers as numbers). */
type Env = Static<typeof ENV_SCHEMA> & Record<string, string | number | undefined>;

/** One bad or missing variable. */
export interface ConfigProblem {
  variable: string;
  /** how it was given: `PORT="abc"`, `PUBLIC_URL (unset)`, `SECRET_KEY (set, not shown)` */
  given: string;
  /** what it must be */
  expected: string;
}

/** The configuration is not usable: every problem found, at once; `message` lists them on one line. */
export class ConfigError extends Error {
  constructor(readonly problems: ConfigProblem[]) {
    super(`invalid configuration: ${problems.map((p) => `${p.given}: ${p.expected}`).join("; ")}`);
    this.name = "ConfigError";
  }
}

/** A regular file this process may execute. */
function isExecutableFile(p: string): boolean {
  try {
    accessSync(p, constants.X_OK);
    return statSync(p).isFile();
  } catch {
    return false;
  }
}

let validator: ValidateFunction | null = null;
function validate(): ValidateFunction {
  if (validator) return validator;
  const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false, strictRequired: false });
  addFormats.default(ajv);
  ajv.addFormat("executable", { type: "string", validate: isExecutableFile });
  ajv.addKeyword({ keyword: "expected", schemaType: "string" });
  ajv.addKeyword({ keyword: "secret", schemaType: "boolean" });
  validator = ajv.compile(ENV_SCHEMA);
  return validator;
}

const INTEGER_VARIABLES = Object.entries(ENV_SCHEMA.properties)
  .filter(([, s]) => (s as { type?: string }).type === "integer")
  .map(([k]) => k);

/** Ajv's errors → one problem per variable and message (the rule's `expected`, else the variable's). */
function problemsOf(errors: ErrorObject[], env: Record<string, unknown>): ConfigProblem[] {
  const props = ENV_SCHEMA.properties as unknown as Record<string, Partial<Hint>>;
  const rules = ENV_SCHEMA.allOf as unknown as Hint[];
  const seen = new Set<string>();
  const out: ConfigProblem[] = [];
  for (const e of errors) {
    if (e.keyword === "if") continue;
    const variable = e.keyword === "required" ? String(e.params.missingProperty) : e.instancePath.split("/")[1];
    if (!variable) continue;
    const rule = /^#\/allOf\/(\d+)\//.exec(e.schemaPath);
    const expected = rule ? rules[Number(rule[1])].expected : (props[variable]?.expected ?? e.message ?? "invalid");
    const key = `${variable}\n${expected}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const raw = env[variable];
    const given =
      raw === undefined || raw === "" ? `${variable} (unset)` : props[variable]?.secret ? `${variable} (set, not shown)` : `${variable}=${JSON.stringify(String(raw).slice(0, 80))}`;
    out.push({ variable, given, expected });
  }
  // in the order of the schema (and of docs/server.md), whichever rule found them
  const order = Object.keys(props);
  return out.sort((a, b) => order.indexOf(a.variable) - order.indexOf(b.variable));
}

/**
 * Reads and validates the configuration.
 * @param env the environment (default process.env); tests pass a few variables, the rest take their defaults
 * @throws ConfigError listing every bad or missing variable (bad values are quoted, secrets never)
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined || v === "") continue;
    // strict numbers: digits only ("8080"); anything else ("abc", "80.5", "0x50", " 8080") stays text and fails the schema
    e[k] = INTEGER_VARIABLES.includes(k) && /^\d{1,10}$/.test(v) ? Number(v) : v;
  }
  const check = validate();
  if (!check(e)) throw new ConfigError(problemsOf(check.errors ?? [], env));
  const v = e as Env;
  const host = v.HOST ?? "127.0.0.1";
  const port = v.PORT ?? 8080;
  const dataDir = v.DATA_DIR ?? ".data";
  return {
    production: v.NODE_ENV === "production",
    port,
    host,
    dataDir: path.resolve(dataDir),
    storageDir: path.resolve(v.STORAGE_DIR ?? dataDir),
    databaseUrl: v.DATABASE_URL,
    pgliteCacheMb: v.PGLITE_CACHE_MB,
    pgWorkMemMb: v.PG_WORK_MEM_MB,
    searchMemory: v.SEARCH_MEMORY !== "0",
    widgetBuild: v.WIDGET_BUILD ?? "react",
    allowedOrigins: (v.ALLOWED_ORIGINS ?? "").split(",").map((s) => s.trim()).filter(Boolean),
    siteCode: v.SITE_CODE ?? "pw",
    siteId: v.SITE_ID ?? 1,
    cookieSecure: v.COOKIE_SECURE === "1",
    cookieSameSite: v.COOKIE_SAMESITE ?? "lax",
    rateLimitFactor: v.RATE_LIMIT_FACTOR ?? 1,
    sessionTtlMs: 30 * 24 * 3600 * 1000,
    secretKey: v.SECRET_KEY,
    trustProxy: parseTrustProxy(v.TRUST_PROXY),
    integrityKey: v.INTEGRITY_KEY,
    appAndroidUrl: v.APP_ANDROID_URL,
    appIosUrl: v.APP_IOS_URL,
    siteOrigin: (v.PUBLIC_URL ?? `http://${host}:${port}`).replace(/\/+$/, ""),
    shutdownGraceMs: v.SHUTDOWN_GRACE_MS ?? 25_000,
    uploadAssemblyLeaseMs: v.UPLOAD_ASSEMBLY_LEASE_MS ?? DEFAULT_UPLOAD_ASSEMBLY_LEASE_MS,
    ...paymentConfig(v, v.NODE_ENV === "production"),
  };
}

/** AGENCY_* and BANK_* (already checked by the schema), each over its demo value outside production and over "" in it. */
function paymentConfig(v: Env, production: boolean): Pick<Config, "agency" | "bankAccount"> {
  const or = (value: string | number | undefined, demo: string) => (value === undefined ? (production ? "" : demo) : String(value).trim());
  return {
    agency: {
      name: or(v.AGENCY_NAME, DEMO_AGENCY.name),
      address: or(v.AGENCY_ADDRESS, DEMO_AGENCY.address),
      taxId: or(v.AGENCY_TAX_ID, DEMO_AGENCY.taxId),
      email: or(v.AGENCY_EMAIL, DEMO_AGENCY.email),
    },
    bankAccount: {
      accountName: or(v.BANK_ACCOUNT_NAME, DEMO_BANK_ACCOUNT.accountName),
      bank: or(v.BANK_NAME, DEMO_BANK_ACCOUNT.bank),
      accountNumber: or(v.BANK_ACCOUNT_NUMBER, DEMO_BANK_ACCOUNT.accountNumber),
      swift: or(v.BANK_SWIFT, DEMO_BANK_ACCOUNT.swift).toUpperCase(),
    },
  };
}

/** TRUST_PROXY (already checked by the schema) → Fastify's trustProxy (see Config.trustProxy). */
export function parseTrustProxy(v: string | undefined): boolean | number | string {
  const s = (v ?? "").trim();
  if (!s || s === "0" || s.toLowerCase() === "false") return false;
  if (s === "1" || s.toLowerCase() === "true") return true;
  if (/^\d+$/.test(s)) return Number(s);
  return s;
}
