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
 * Wire format (version "1"):
 * - request with a JSON body: the body is `{ "ciphertext": AES(JSON) }`,
 *   Content-Type application/json; without a body (GET, multipart) the
 *   ciphertext is "" and no body is changed.
 * - request header `X-Pw-Signature: <hex HMAC-SHA256(key, METHOD "\n" path+query "\n" ciphertext)>`
 *   (path+query exactly as sent, e.g. `/api/guest/login?x=1`).
 * - response (only to a request that carried a valid envelope, JSON bodies
 *   only): body `{ "ciphertext": AES(JSON) }`, header
 *   `X-Pw-Signature: <hex HMAC-SHA256(key, status "\n" ciphertext)>`.
 * AES is crypto-js's passphrase mode (AES-256-CBC, key and IV from the
 * passphrase and a random 8-byte salt by EVP_BytesToKey/MD5, OpenSSL
 * "Salted__" format, base64): the format the agency's backend reads.
 *
 * crypto-js is imported module by module (aes, hmac-sha256, enc-utf8,
 * enc-hex), never whole (DESIGN §4: it is unmaintained and 21 KB brotli).
 */
import AES from "crypto-js/aes.js";
import HmacSHA256 from "crypto-js/hmac-sha256.js";
import Utf8 from "crypto-js/enc-utf8.js";
import Hex from "crypto-js/enc-hex.js";

/** Request and response header carrying the HMAC-SHA256 signature (lower-case hex, 64 characters). */
export const SIGNATURE_HEADER = "X-Pw-Signature";

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

/** The text a request signature covers: method (upper case), path+query as sent, ciphertext ("" without a body). */
export function requestSigningText(method: string, pathAndQuery: string, ciphertext: string): string {
  return `${method.toUpperCase()}\n${pathAndQuery}\n${ciphertext}`;
}

/** The text a response signature covers: HTTP status and ciphertext. */
export function responseSigningText(status: number, ciphertext: string): string {
  return `${status}\n${ciphertext}`;
}

/** Compares two strings in time independent of where they differ (equal length hex signatures). */
export function sameSignature(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** A sealed request: the body to send (undefined: none) and the signature header's value. */
export interface SealedRequest {
  body?: CipherBody;
  signature: string;
}

/**
 * Seals a request (client side).
 * @param body the JSON body, or undefined for none (GET, multipart: FormData is never encrypted)
 */
export function sealRequest(key: string, method: string, pathAndQuery: string, body: unknown): SealedRequest {
  const ciphertext = body === undefined ? "" : aesEncrypt(JSON.stringify(body), key);
  return {
    body: body === undefined ? undefined : { ciphertext },
    signature: hmacHex(requestSigningText(method, pathAndQuery, ciphertext), key),
  };
}

/** Why an envelope was refused: no signature header, a wrong signature, or a body that does not decrypt. */
export type EnvelopeFault = "integrity_required" | "integrity_signature" | "integrity_decrypt";

/**
 * Opens a request (server side).
 * @param body the parsed body (`{ ciphertext }` for a sealed JSON body; anything else counts as no ciphertext)
 * @returns `{ body }`: the decrypted JSON body (undefined when the request had no ciphertext), or `{ fault }`
 */
export function openRequest(
  key: string,
  method: string,
  pathAndQuery: string,
  signature: string | undefined,
  body: unknown,
): { body?: unknown; fault?: undefined } | { fault: EnvelopeFault } {
  if (!signature) return { fault: "integrity_required" };
  const ciphertext = isCipherBody(body) ? body.ciphertext : "";
  if (!sameSignature(signature.toLowerCase(), hmacHex(requestSigningText(method, pathAndQuery, ciphertext), key))) {
    return { fault: "integrity_signature" };
  }
  if (!isCipherBody(body)) return { body: undefined };
  try {
    return { body: JSON.parse(aesDecrypt(ciphertext, key)) as unknown };
  } catch {
    return { fault: "integrity_decrypt" };
  }
}

/** Seals a response (server side): the JSON text of the answer → its body and signature. */
export function sealResponse(key: string, status: number, json: string): { body: string; signature: string } {
  const ciphertext = aesEncrypt(json, key);
  return { body: JSON.stringify({ [CIPHERTEXT_FIELD]: ciphertext }), signature: hmacHex(responseSigningText(status, ciphertext), key) };
}

/**
 * Opens a response (client side). A body that is not sealed (no ciphertext,
 * e.g. the server's refusal of an envelope, or a proxy's error page) is
 * returned as it is.
 * @throws Error("integrity_signature") for a sealed body with a missing or wrong signature; Error("integrity_decrypt")
 */
export function openResponse(key: string, status: number, signature: string | null | undefined, body: unknown): unknown {
  if (!isCipherBody(body)) return body;
  if (!signature || !sameSignature(signature.toLowerCase(), hmacHex(responseSigningText(status, body.ciphertext), key))) {
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
