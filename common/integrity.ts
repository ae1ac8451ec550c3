/**
 * The integrity envelope of SPEC §7 ("payloads pass an integrity-encryption
 * step and responses are decrypted"; "a fixed-passphrase AES helper for JSON
 * payloads exists"), shared by the widgets' API client (widgets/core/api.ts,
 * which imports this module lazily, only when a key is configured) and the
 * server's hook (server/src/http/integrity.ts). DESIGN §3.1, §4.
 *
 * This is integrity and compatibility with the agency's backend, NOT
 * secrecy: the key is shipped in every page (<meta
 * name="photowire:integrity-key">), so anyone can read it. It proves a call
 * came through a page of the site unaltered; HTTPS is what keeps data secret.
 *
 * Wire format (version "2", issue 19: the exact body, a timestamp and a nonce):
 * - request with a JSON body: the body is `{ "ciphertext": AES(JSON) }`,
 *   Content-Type application/json; the signed body text is the ciphertext.
 * - request without a body (GET, a POST with none): the signed body text is "".
 * - multipart/form-data request (uploads; never encrypted): header
 *   `X-Pw-Form-Digest: <hex SHA-256 of the form's canonical JSON>` (formDigest:
 *   each part in order as `[name, "text", value]` or `[name, "file", size,
 *   hex SHA-256 of its bytes]`; the part's file name is not covered, browsers
 *   and parsers encode it differently), and the signed body text is
 *   `multipart <digest>`. The server checks the digest against the parts it
 *   reads (server/src/http/uploads.ts).
 * - request headers `X-Pw-Timestamp: <ms since the epoch>` and `X-Pw-Nonce:
 *   <16–64 of A–Z a–z 0–9 _ ->` (a UUID), both signed: the server refuses a
 *   timestamp more than ENVELOPE_WINDOW_MS (5 minutes) from its clock, and a
 *   nonce it has seen within that window (a replay).
 * - request header `X-Pw-Signature: <hex HMAC-SHA256(key, METHOD "\n"
 *   path+query "\n" timestamp "\n" nonce "\n" body text)>` (path+query
 *   exactly as sent, e.g. `/api/guest/login?x=1`). Any other body (a plain
 *   JSON body, text) is refused: no signature covers it.
 * - response (only to a request that carried a valid envelope, JSON bodies
 *   only): body `{ "ciphertext": AES(JSON) }`, header
 *   `X-Pw-Signature: <hex HMAC-SHA256(key, status "\n" request nonce "\n" ciphertext)>`:
 *   an answer cannot be passed off as the answer to another request.
 * - a refusal for a stale timestamp carries the server's clock in
 *   `X-Pw-Timestamp`, so that a client whose clock is off can correct it and
 *   send again (widgets/core/api.ts).
 * AES is crypto-js's passphrase mode (AES-256-CBC, key and IV from the
 * passphrase and a random 8-byte salt by EVP_BytesToKey/MD5, OpenSSL
 * "Salted__" format, base64): the format the agency's backend reads.
 *
 * crypto-js is imported module by module (aes, hmac-sha256, sha256,
 * lib-typedarrays, enc-utf8, enc-hex), never whole (DESIGN §4: it is unmaintained and 21 KB brotli).
 */
import AES from "crypto-js/aes.js";
import HmacSHA256 from "crypto-js/hmac-sha256.js";
import Utf8 from "crypto-js/enc-utf8.js";
import Hex from "crypto-js/enc-hex.js";
import SHA256 from "crypto-js/sha256.js";
import WordArray from "crypto-js/lib-typedarrays.js";

/** Request and response header carrying the HMAC-SHA256 signature (lower-case hex, 64 characters). */
export const SIGNATURE_HEADER = "X-Pw-Signature";
/** Request header: when the request was sealed, ms since the epoch (decimal); also the server's clock on a stale refusal. */
export const TIMESTAMP_HEADER = "X-Pw-Timestamp";
/** Request header: the request's one-time nonce (a UUID). */
export const NONCE_HEADER = "X-Pw-Nonce";
/** Request header of a sealed multipart form: the form's digest (formDigest). */
export const FORM_DIGEST_HEADER = "X-Pw-Form-Digest";
/** Every request header of the envelope (the CORS allow-list, server/src/plugins/security.ts). */
export const ENVELOPE_REQUEST_HEADERS = [SIGNATURE_HEADER, TIMESTAMP_HEADER, NONCE_HEADER, FORM_DIGEST_HEADER] as const;
/** Response headers a cross-origin widget reads: the signature and the server's clock. */
export const ENVELOPE_RESPONSE_HEADERS = [SIGNATURE_HEADER, TIMESTAMP_HEADER] as const;
/** How far a request's timestamp may be from the server's clock, either way (5 minutes); its nonce is kept that long past it. */
export const ENVELOPE_WINDOW_MS = 5 * 60_000;
/** A nonce: 16 to 64 of A–Z, a–z, 0–9, "_" and "-" (a UUID is 36). */
export const NONCE_RE = /^[A-Za-z0-9_-]{16,64}$/;
const TIMESTAMP_RE = /^\d{1,16}$/;
const DIGEST_RE = /^[0-9a-f]{64}$/;

/** The body field holding the AES ciphertext (OpenSSL format, base64). */
export const CIPHERTEXT_FIELD = "ciphertext";

/**
 * The fixed passphrase of the JSON payload helper (SPEC §7: "a fixed-passphrase
 * AES helper for JSON payloads exists; where used is not shown"). Not a
 * secret: it is in the page's code.
 */
export const FIXED_PASSPHRASE = "photowire";

/** An encrypted JSON body. */
export interface CipherBody {
  ciphertext: string;
}

/** AES-encrypts `text` (UTF-8) with `passphrase`: OpenSSL "Salted__" format in base64. */
export function aesEncrypt(text: string, passphrase: string): string {
  return AES.encrypt(text, passphrase).toString();
}

/** "Salted__" in base64: how every ciphertext of aesEncrypt begins. */
const SALTED_PREFIX = "U2FsdGVkX1";

/**
 * Decrypts what aesEncrypt made.
 * @throws Error("integrity_decrypt") when the text is not a ciphertext of this passphrase (or not
 *   valid UTF-8), or has no salt: crypto-js would decrypt such a text with a random salt, whose
 *   random bytes are now and then valid UTF-8 with valid padding
 */
export function aesDecrypt(ciphertext: string, passphrase: string): string {
  if (ciphertext !== "" && !ciphertext.startsWith(SALTED_PREFIX)) throw new Error("integrity_decrypt");
  let text = "";
  try {
    const bytes = AES.decrypt(ciphertext, passphrase);
    // a wrong passphrase gives random bytes: bad padding (sigBytes < 0) or invalid UTF-8
    if (bytes.sigBytes < 0) throw new Error("padding");
    text = bytes.toString(Utf8);
  } catch {
    throw new Error("integrity_decrypt");
  }
  if (text === "" && ciphertext !== "") throw new Error("integrity_decrypt");
  return text;
}

/** The fixed-passphrase AES helper for JSON payloads (SPEC §7): JSON.stringify, then AES. */
export function encryptJson(value: unknown, passphrase: string = FIXED_PASSPHRASE): string {
  return aesEncrypt(JSON.stringify(value), passphrase);
}

/**
 * Reverse of encryptJson.
 * @throws Error("integrity_decrypt") for a ciphertext of another passphrase, or text that is not JSON
 */
export function decryptJson<T = unknown>(ciphertext: string, passphrase: string = FIXED_PASSPHRASE): T {
  const text = aesDecrypt(ciphertext, passphrase);
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error("integrity_decrypt");
  }
}

/** Hex HMAC-SHA256 of `text` with `key`. */
export function hmacHex(text: string, key: string): string {
  return HmacSHA256(text, key).toString(Hex);
}

/**
 * The text a request signature covers: method (upper case), path+query as
 * sent, timestamp (ms, decimal), nonce and body text (the ciphertext, "" without a body,
 * `multipart <digest>` for a form).
 */
export function requestSigningText(method: string, pathAndQuery: string, timestamp: number | string, nonce: string, bodyText: string): string {
  return `${method.toUpperCase()}\n${pathAndQuery}\n${timestamp}\n${nonce}\n${bodyText}`;
}

/** The text a response signature covers: HTTP status, the request's nonce and the ciphertext. */
export function responseSigningText(status: number, nonce: string, ciphertext: string): string {
  return `${status}\n${nonce}\n${ciphertext}`;
}

/** The signed body text of a multipart form with digest `digest`. */
export function formBodyText(digest: string): string {
  return `multipart ${digest}`;
}

/** A part of a multipart form as its digest sees it: a text value, or a file's size (bytes) and hex SHA-256. */
export type FormEntry = [name: string, value: string | { size: number; sha256: string }];

/**
 * The digest of a multipart form (X-Pw-Form-Digest): hex SHA-256 of the
 * JSON array of its parts in order, `[name, "text", value]` or `[name,
 * "file", size, sha256]`.
 */
export function formDigest(entries: readonly FormEntry[]): string {
  const canonical = entries.map(([name, v]) => (typeof v === "string" ? [name, "text", v] : [name, "file", v.size, v.sha256]));
  return SHA256(JSON.stringify(canonical)).toString(Hex);
}

/** The part of Web Crypto sha256Hex uses (browsers and Node have it; common/ is typed without the DOM library). */
interface SubtleDigest {
  digest(algorithm: "SHA-256", data: Uint8Array): Promise<ArrayBuffer>;
}

/** Hex SHA-256 of `bytes`: Web Crypto where there is one (a page in a secure context, Node), else crypto-js. */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const subtle = (globalThis as { crypto?: { subtle?: SubtleDigest } }).crypto?.subtle;
  if (subtle) {
    const d = new Uint8Array(await subtle.digest("SHA-256", bytes));
    return Array.from(d, (b) => b.toString(16).padStart(2, "0")).join("");
  }
  return SHA256(WordArray.create(bytes as unknown as number[])).toString(Hex);
}

/** What formEntries reads of a FormData (common/ is typed without the DOM library). */
export interface FormLike {
  entries(): Iterable<[string, string | { arrayBuffer(): Promise<ArrayBuffer> }]>;
}

/** Line breaks as multipart/form-data sends them (HTML: CR, LF and CRLF become CRLF in names and values). */
const crlf = (s: string) => s.replace(/\r\n|\r|\n/g, "\r\n");

/** The parts of `form` as the server will read them (client side, for formDigest). */
export async function formEntries(form: FormLike): Promise<FormEntry[]> {
  const out: FormEntry[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") out.push([crlf(name), crlf(value)]);
    else {
      const bytes = new Uint8Array(await value.arrayBuffer());
      out.push([crlf(name), { size: bytes.length, sha256: await sha256Hex(bytes) }]);
    }
  }
  return out;
}

/** Compares two strings in time independent of where they differ (equal length hex signatures). */
export function sameSignature(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** A sealed request: the body to send (undefined: none), the envelope's headers, and its signature. */
export interface SealedRequest {
  body?: CipherBody;
  /** X-Pw-Signature, X-Pw-Timestamp, X-Pw-Nonce, and X-Pw-Form-Digest for a form */
  headers: Record<string, string>;
  signature: string;
}

/** When and with which nonce a request is sealed, and the digest of its form (multipart only). */
export interface SealOptions {
  /** ms since the epoch (the client's clock, corrected) */
  timestamp: number;
  /** a fresh nonce (NONCE_RE), never used before */
  nonce: string;
  /** formDigest of the multipart body; leave out for a JSON body or none */
  formDigest?: string;
}

/**
 * Seals a request (client side).
 * @param body the JSON body, or undefined for none (GET) or for a multipart form (give `opts.formDigest`)
 */
export function sealRequest(key: string, method: string, pathAndQuery: string, body: unknown, opts: SealOptions): SealedRequest {
  const ciphertext = body === undefined ? "" : aesEncrypt(JSON.stringify(body), key);
  const bodyText = body === undefined && opts.formDigest ? formBodyText(opts.formDigest) : ciphertext;
  const signature = hmacHex(requestSigningText(method, pathAndQuery, opts.timestamp, opts.nonce, bodyText), key);
  const headers: Record<string, string> = { [SIGNATURE_HEADER]: signature, [TIMESTAMP_HEADER]: String(opts.timestamp), [NONCE_HEADER]: opts.nonce };
  if (body === undefined && opts.formDigest) headers[FORM_DIGEST_HEADER] = opts.formDigest;
  return { body: body === undefined ? undefined : { ciphertext }, headers, signature };
}

/**
 * Why an envelope was refused: a header missing or malformed, a wrong
 * signature (or a body no signature covers), a body that does not decrypt,
 * a timestamp outside the window, a nonce seen before (the server's nonce
 * store decides that one).
 */
export type EnvelopeFault = "integrity_required" | "integrity_signature" | "integrity_decrypt" | "integrity_stale" | "integrity_replay";

/** A request as the server's hook hands it to openRequest (header values as received). */
export interface EnvelopeRequest {
  method: string;
  /** path+query as received */
  pathAndQuery: string;
  signature?: string;
  timestamp?: string;
  nonce?: string;
  formDigest?: string;
  /** true for a multipart/form-data request (its body is read later, by the route) */
  multipart: boolean;
  /** the parsed body (`{ ciphertext }` for a sealed JSON body; undefined or "" for none) */
  body: unknown;
}

/** An opened request: the decrypted JSON body (undefined without one), its timestamp, nonce and form digest. */
export interface OpenedRequest {
  body?: unknown;
  timestamp: number;
  nonce: string;
  /** the form digest the signature covers (multipart only), to check against the parts read */
  formDigest?: string;
  fault?: undefined;
}

/**
 * Opens a request (server side): checks the headers, that the signature
 * covers this exact body, the timestamp's window around `now` and the
 * ciphertext. The nonce's novelty is the caller's check (it needs the
 * store shared by every process).
 * @param now the server's clock, ms since the epoch
 * @returns the opened request, or `{ fault, field }`: the refusal and the header it names
 */
export function openRequest(key: string, req: EnvelopeRequest, now: number): OpenedRequest | { fault: EnvelopeFault; field: string } {
  if (!req.signature) return { fault: "integrity_required", field: SIGNATURE_HEADER };
  if (!req.timestamp || !TIMESTAMP_RE.test(req.timestamp)) return { fault: "integrity_required", field: TIMESTAMP_HEADER };
  if (!req.nonce || !NONCE_RE.test(req.nonce)) return { fault: "integrity_required", field: NONCE_HEADER };
  let bodyText: string;
  let formDigest: string | undefined;
  if (req.multipart) {
    formDigest = req.formDigest?.toLowerCase();
    if (!formDigest || !DIGEST_RE.test(formDigest)) return { fault: "integrity_required", field: FORM_DIGEST_HEADER };
    bodyText = formBodyText(formDigest);
  } else if (req.body === undefined || req.body === "") {
    bodyText = "";
  } else if (isCipherBody(req.body)) {
    bodyText = req.body.ciphertext;
  } else {
    // a body that is not sealed: no signature covers it (an empty body's signature least of all)
    return { fault: "integrity_signature", field: SIGNATURE_HEADER };
  }
  const expected = hmacHex(requestSigningText(req.method, req.pathAndQuery, req.timestamp, req.nonce, bodyText), key);
  if (!sameSignature(req.signature.toLowerCase(), expected)) return { fault: "integrity_signature", field: SIGNATURE_HEADER };
  const timestamp = Number(req.timestamp);
  if (Math.abs(now - timestamp) > ENVELOPE_WINDOW_MS) return { fault: "integrity_stale", field: TIMESTAMP_HEADER };
  const opened: OpenedRequest = { timestamp, nonce: req.nonce, ...(formDigest ? { formDigest } : {}) };
  if (req.multipart || !isCipherBody(req.body)) return opened;
  try {
    return { ...opened, body: JSON.parse(aesDecrypt(req.body.ciphertext, key)) as unknown };
  } catch {
    return { fault: "integrity_decrypt", field: SIGNATURE_HEADER };
  }
}

/** Seals a response (server side): the JSON text of the answer to the request with nonce `nonce` → its body and signature. */
export function sealResponse(key: string, status: number, nonce: string, json: string): { body: string; signature: string } {
  const ciphertext = aesEncrypt(json, key);
  return { body: JSON.stringify({ [CIPHERTEXT_FIELD]: ciphertext }), signature: hmacHex(responseSigningText(status, nonce, ciphertext), key) };
}

/**
 * Opens a response (client side) to the request sealed with `nonce`. A body that is not sealed (no ciphertext,
 * e.g. the server's refusal of an envelope, or a proxy's error page) is
 * returned as it is.
 * @throws Error("integrity_signature") for a sealed body with a missing or wrong signature; Error("integrity_decrypt")
 */
export function openResponse(key: string, status: number, nonce: string, signature: string | null | undefined, body: unknown): unknown {
  if (!isCipherBody(body)) return body;
  if (!signature || !sameSignature(signature.toLowerCase(), hmacHex(responseSigningText(status, nonce, body.ciphertext), key))) {
    throw new Error("integrity_signature");
  }
  return JSON.parse(aesDecrypt(body.ciphertext, key)) as unknown;
}

/** True for `{ ciphertext: string }` with no other field. */
export function isCipherBody(body: unknown): body is CipherBody {
  if (body === null || typeof body !== "object" || Array.isArray(body)) return false;
  const keys = Object.keys(body);
  return keys.length === 1 && keys[0] === CIPHERTEXT_FIELD && typeof (body as CipherBody).ciphertext === "string";
}
