/**
 * The API client of every widget (SPEC §7 "Common", DESIGN §3.1), on ofetch.
 * Sends X-Lang, X-Site-Code, X-Site-Id and X-Requested-With on every call;
 * time-out 30 s (long calls 1,800,000 ms); unwraps the envelope.
 * - code "success" or "000": resolves with the body (`data` is in it)
 * - access_denied: sends the reader to log in (goToLogin: the login page, or
 *   on another site's page the login hand-off's popup, see siteOrigin), then
 *   rejects
 * On another site's page a login hand-off's token (core/handoff.ts) goes
 * with every call as `Authorization: Bearer` (requestHeaders).
 * - other codes: rejects with ApiCallError { code, msg }
 * - network failure or time-out: rejects with code "998", msg api_tools_1
 * Integrity envelope (SPEC §7, common/integrity.ts): when the page sets
 * `<meta name="photowire:integrity-key">`, JSON bodies are AES-encrypted and
 * every call is signed (X-Pw-Signature over the exact body, a timestamp and
 * a fresh nonce; a FormData body by its digest), and sealed answers are
 * checked and decrypted; a sealed answer that fails the check rejects with
 * "998". A refusal for a stale timestamp (the reader's clock is off)
 * corrects the envelope's clock from the server's and sends once more. The
 * crypto-js modules are a chunk loaded on the first such call only.
 */
import { ofetch, FetchError, type FetchOptions } from "ofetch";
import { withQuery } from "ufo";
import type { Envelope } from "../../common/types.js";
import { editionOf, loginUrl, onSite } from "../../common/edition.js";
import { t, type Lang } from "../../common/i18n/index.js";
import { forgetHandoff, keptHandoff, openHandoff } from "./handoff.js";
import { uuid } from "./uuid.js";

/** Request time-out in ms (SPEC §9). */
export const TIMEOUT_MS = 30_000;
/** Time-out of long calls in ms (SPEC §9). */
export const LONG_TIMEOUT_MS = 1_800_000;

export type { Envelope };

/** A failed call: code is a SPEC code, "998" for network failure, or invalid_param. */
export class ApiCallError extends Error {
  constructor(
    public readonly code: string,
    public readonly msg: string,
    public readonly body?: Envelope,
  ) {
    super(`${code}: ${msg}`);
  }
}

export interface ClientConfig {
  /** API origin + prefix, default "/api" (from <meta name="photowire:api">) */
  base: string;
  siteCode: string;
  siteId: string;
  /** the integrity envelope's site key (from <meta name="photowire:integrity-key">), or "" for none */
  integrityKey: string;
}

function meta(name: string): string | null {
  if (typeof document === "undefined") return null;
  return document.querySelector(`meta[name="${name}"]`)?.getAttribute("content") ?? null;
}

/** Reads the page's client configuration (meta tags, with defaults). */
export function clientConfig(): ClientConfig {
  return {
    base: meta("photowire:api") ?? "/api",
    siteCode: meta("photowire:site-code") ?? "pw",
    siteId: meta("photowire:site-id") ?? "1",
    integrityKey: meta("photowire:integrity-key") ?? "",
  };
}

/**
 * The Photowire site's origin when this page belongs to another site that
 * embeds the widgets (its `<meta name="photowire:api">` is an absolute URL
 * on another origin), else null. Site links and redirects then go there
 * (common/edition.ts onSite): the builder's own site has no login page.
 * @param cfg the page's client configuration when the caller has read it already (default: read now)
 */
export function siteOrigin(cfg: Pick<ClientConfig, "base"> = clientConfig()): string | null {
  if (typeof window === "undefined") return null;
  try {
    const api = new URL(cfg.base, window.location.href);
    return api.origin === window.location.origin ? null : api.origin;
  } catch {
    return null;
  }
}

export interface CallOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: Record<string, unknown>;
  body?: unknown;
  lang: Lang;
  /** use the long time-out (1,800,000 ms) */
  long?: boolean;
  /** time-out override in ms */
  timeout?: number;
  /** do not redirect to login on access_denied (e.g. the login form itself) */
  noRedirect?: boolean;
  /** aborts the call (a cancel button); the call then throws ApiCallError "aborted" */
  signal?: AbortSignal;
}

/** Global key of an optional navigation override (see `navigation`). */
export const NAVIGATE_KEY = Symbol.for("photowire.navigate");

/**
 * How widgets leave the page (login redirects on access_denied, guest
 * actions, the login form). When `globalThis[Symbol.for("photowire.navigate")]`
 * is a function, it is called with the URL instead of `location.assign`:
 * browser tests set it to observe redirects without leaving the page (the
 * built chunks cannot be imported to replace `assign` itself).
 */
export const navigation = {
  /**
   * Set once the reader logged out on this page (core/session logout): the
   * page leaves for where the logout sends it, and a call the logout left
   * without a session (a member centre's list still loading) answers
   * access_denied without sending the reader to the login page instead (a CI
   * run saw that redirect win over the logout's way home).
   */
  loggedOut: false,
  assign(url: string): void {
    const override = (globalThis as unknown as Record<symbol, unknown>)[NAVIGATE_KEY];
    if (typeof override === "function") {
      (override as (url: string) => void)(url);
      return;
    }
    window.location.assign(url);
  },
};

/**
 * Calls `path` (relative to the API base, e.g. "guest/login").
 * @returns the whole success envelope
 * @throws ApiCallError
 */
/** The address of API path `path` (with or without a leading slash) under the configured base. */
export function apiUrl(cfg: ClientConfig, path: string): string {
  return `${cfg.base.replace(/\/$/, "")}/${path.replace(/^\//, "")}`;
}

/**
 * The headers every API request carries (SPEC §7: X-Lang, the site code and
 * id; X-Requested-With, which the server's origin check requires); on a
 * partner site's page with a login hand-off kept (core/handoff.ts), its token
 * as `Authorization: Bearer` (issue 22 item 4).
 */
export function requestHeaders(cfg: ClientConfig, lang: Lang): Record<string, string> {
  const site = siteOrigin(cfg);
  const token = site ? keptHandoff(site) : null;
  return {
    "X-Lang": lang,
    "X-Site-Code": cfg.siteCode,
    "X-Site-Id": cfg.siteId,
    "X-Requested-With": "XMLHttpRequest",
    Accept: "application/json",
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

/**
 * Sends the reader to log in: on the Photowire site, its login page (coming
 * back to this page); on a partner site's page, the login hand-off's popup
 * (core/handoff.ts), or the Photowire site's login page when the browser
 * blocks the popup.
 * @param url the login page's address (common/edition.ts loginUrl; default: the edition's, coming back here)
 */
export function goToLogin(lang: Lang, url?: string): void {
  const site = siteOrigin();
  if (site && openHandoff(site, lang)) return;
  const target = url ?? loginUrl(editionOf(window.location.pathname), window.location.pathname + window.location.search);
  navigation.assign(onSite(target, site));
}

export async function call<T = unknown>(path: string, opts: CallOptions): Promise<Envelope<T>> {
  const cfg = clientConfig();
  const headers = requestHeaders(cfg, opts.lang);
  let body: Envelope<T>;
  try {
    body = await send<T>(apiUrl(cfg, path), cfg.integrityKey, {
      method: opts.method ?? "GET",
      query: opts.query ? { ...opts.query } : undefined,
      body: opts.body as Record<string, unknown> | undefined,
      timeout: opts.timeout ?? (opts.long ? LONG_TIMEOUT_MS : TIMEOUT_MS),
      credentials: "include",
      retry: 0,
      signal: opts.signal,
      headers,
    });
  } catch (err) {
    const data = err instanceof FetchError ? (err.data as Envelope<T> | undefined) : undefined;
    if (opts.signal?.aborted) throw new ApiCallError("aborted", "");
    if (data && typeof data === "object" && typeof data.code === "string") {
      body = data;
    } else {
      throw new ApiCallError("998", t(opts.lang, "api_tools_1"));
    }
  }
  if (body.code === "success" || body.code === "000") return body;
  if (body.code === "access_denied" && typeof window !== "undefined") {
    // a partner page's hand-off the server no longer takes (expired, revoked): dropped, unless a newer one came meanwhile
    const site = siteOrigin(cfg);
    const sent = headers.Authorization?.slice("Bearer ".length);
    if (site && sent) forgetHandoff(site, sent);
    if (!opts.noRedirect && !navigation.loggedOut) goToLogin(opts.lang);
  }
  throw new ApiCallError(body.code, body.msg ?? t(opts.lang, body.code), body);
}

/** What a request sent without call() (an XMLHttpRequest upload) needs for the integrity envelope. */
export interface RequestIntegrity {
  /** headers to add: the envelope's (X-Pw-Signature, X-Pw-Timestamp, X-Pw-Nonce, X-Pw-Form-Digest) when the page has a key, else none */
  headers: Record<string, string>;
  /**
   * The answer's body as the caller reads it: opened (checked, decrypted)
   * when sealed, else as it is.
   * @throws Error when a sealed answer fails the check
   */
  open(status: number, signature: string | null, body: unknown): unknown;
  /**
   * True when the answer refused the request for a stale timestamp and
   * carried the server's clock (`serverTime`: its X-Pw-Timestamp header):
   * the envelope's clock is then corrected, and the caller sends the
   * request again, once, with a fresh envelope.
   */
  stale(status: number, serverTime: string | null, body: unknown): boolean;
}

/** The envelope's clock offset (ms): server's clock minus this page's, learnt from a stale refusal (see noteServerClock). */
let clockOffsetMs = 0;

/**
 * Corrects the envelope's clock when `body` is a refusal for a stale
 * timestamp (403 forbidden, rule integrity_stale) carrying the server's
 * clock (`serverTime`, ms, its X-Pw-Timestamp header).
 * @returns true when corrected: send the request again
 */
function noteServerClock(status: number, serverTime: string | null, body: unknown): boolean {
  if (status !== 403 || !serverTime || !/^\d{1,16}$/.test(serverTime)) return false;
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors) || !errors.some((e) => (e as { rule?: unknown } | null)?.rule === "integrity_stale")) return false;
  clockOffsetMs = Number(serverTime) - Date.now();
  return true;
}

/**
 * The integrity envelope (SPEC §7) for a request the widgets send
 * themselves rather than through call(), e.g. an upload by XMLHttpRequest
 * for its progress events: its body (FormData) is not encrypted, the
 * request is signed over the form's digest (common/integrity.ts formDigest),
 * a timestamp and a fresh nonce: one envelope is good for one request.
 * Without a key in the page: no headers, answers as they are.
 * @param url the request's URL (absolute, or relative to the page)
 * @param form the multipart body, or undefined for a request without a body
 */
export async function requestIntegrity(method: string, url: string, form?: FormData): Promise<RequestIntegrity> {
  const key = clientConfig().integrityKey;
  if (!key) return { headers: {}, open: (_s, _g, body) => body, stale: () => false };
  const envelope = await import("../../common/integrity.js");
  const target = new URL(url, typeof window === "undefined" ? "http://localhost/" : window.location.href);
  const nonce = uuid();
  const formDigest = form ? envelope.formDigest(await envelope.formEntries(form)) : undefined;
  const sealed = envelope.sealRequest(key, method, target.pathname + target.search, undefined, { timestamp: Date.now() + clockOffsetMs, nonce, formDigest });
  return {
    headers: sealed.headers,
    open: (status, signature, body) => envelope.openResponse(key, status, nonce, signature, body),
    stale: noteServerClock,
  };
}

/** A body ofetch sends as JSON (plain object or array); FormData, Blob, strings … are sent as they are. */
function isJsonBody(body: unknown): boolean {
  if (body === null || typeof body !== "object") return false;
  if (Array.isArray(body)) return true;
  const proto = Object.getPrototypeOf(body) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * One request: plain, or through the integrity envelope when `key` is set
 * (a JSON body sealed, a FormData body signed by its digest; a stale
 * refusal corrects the clock and sends once more, with a new envelope).
 * @returns the (opened) answer's body
 * @throws FetchError (plain) on an HTTP error, with the answer's body in `data`; any Error on an envelope failure
 */
async function send<T>(url: string, key: string, init: FetchOptions<"json">, again = true): Promise<Envelope<T>> {
  if (!key) return ofetch<Envelope<T>>(url, init);
  const envelope = await import("../../common/integrity.js");
  const full = withQuery(url, init.query ?? {});
  const target = new URL(full, typeof window === "undefined" ? "http://localhost/" : window.location.href);
  const json = isJsonBody(init.body);
  const form = typeof FormData !== "undefined" && init.body instanceof FormData ? init.body : undefined;
  const nonce = uuid();
  const sealed = envelope.sealRequest(key, init.method ?? "GET", target.pathname + target.search, json ? init.body : undefined, {
    timestamp: Date.now() + clockOffsetMs,
    nonce,
    formDigest: form ? envelope.formDigest(await envelope.formEntries(form)) : undefined,
  });
  const res = await ofetch.raw(full, {
    ...init,
    query: undefined,
    body: json ? (sealed.body as unknown as Record<string, unknown>) : init.body,
    headers: { ...(init.headers as Record<string, string>), ...sealed.headers },
    ignoreResponseError: true,
  });
  if (again && noteServerClock(res.status, res.headers.get(envelope.TIMESTAMP_HEADER), res._data)) return send<T>(url, key, init, false);
  const data = envelope.openResponse(key, res.status, nonce, res.headers.get(envelope.SIGNATURE_HEADER), res._data) as Envelope<T> | undefined;
  if (!res.ok) {
    const err = new FetchError<Envelope<T>>(`${res.status}`);
    err.data = data;
    throw err;
  }
  return data as Envelope<T>;
}

/** Error text helper (SPEC §8): an object's msg or message, a string as is, else "". */
export function errorText(err: unknown): string {
  if (typeof err === "string") return err;
  if (err && typeof err === "object") {
    const o = err as { msg?: unknown; message?: unknown };
    if (typeof o.msg === "string") return o.msg;
    if (typeof o.message === "string") return o.message;
  }
  return "";
}
