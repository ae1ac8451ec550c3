/**
 * The one upload-with-progress helper of the widgets (issue 18 "contracts in
 * one place"): a multipart POST by XMLHttpRequest, because fetch reports no
 * upload progress (SPEC §5 uploads, §7 "Common", §9 upload time-out). The
 * same headers, integrity envelope, envelope and error codes as core/api.ts
 * call(); used by the chat image send and the contribution upload's chunks.
 * Kept out of core/api.ts so that only the chunks that upload carry it.
 */
import { t, type Lang } from "../../common/i18n/index.js";
import type { Envelope } from "../../common/types.js";
import { apiUrl, ApiCallError, clientConfig, requestHeaders, requestIntegrity } from "./api.js";

/** SPEC §9: the time-out of one upload request (ms). */
export const UPLOAD_TIMEOUT_MS = 120_000;

export interface UploadOptions {
  lang: Lang;
  /** the request's time-out in ms (default UPLOAD_TIMEOUT_MS) */
  timeoutMs?: number;
  /** bytes sent so far, and the body's size in bytes when the browser knows it (else null) */
  onProgress?(loaded: number, total: number | null): void;
  /** aborts the request (a pause or a cancel button): rejects with code "aborted" */
  signal?: AbortSignal;
}

/**
 * POSTs `form` (multipart) to `path` (relative to the API base, e.g.
 * "upload_file") with XMLHttpRequest: credentials, X-Lang, X-Site-Code,
 * X-Site-Id, X-Requested-With, the integrity envelope when the page has a
 * key (signed over the form's digest, a timestamp and a fresh nonce; a
 * sealed answer is checked and opened; a refusal for a stale timestamp
 * corrects the envelope's clock and sends once more).
 * @returns the whole success envelope (code "success" or "000")
 * @throws ApiCallError with code: the envelope's SPEC code (msg: its msg, else the catalogue's), "998" on a
 *   network failure, an answer that is no envelope (< 500) or a sealed answer failing the check (msg
 *   api_tools_1), "server_error" for a non-envelope answer ≥ 500, "timeout" after `timeoutMs`, "aborted"
 *   when `signal` aborts (also when it aborted before the request went out)
 */
export async function uploadForm<T = unknown>(path: string, form: FormData, opts: UploadOptions): Promise<Envelope<T>> {
  return post<T>(path, form, opts, true);
}

/** One sending of uploadForm; `again`: a stale refusal may send once more. */
async function post<T>(path: string, form: FormData, opts: UploadOptions, again: boolean): Promise<Envelope<T>> {
  const cfg = clientConfig();
  const url = apiUrl(cfg, path);
  // SPEC §7 integrity envelope: the request is signed (the form by its digest) and a sealed answer opened (core/api.ts)
  const integrity = await requestIntegrity("POST", url, form);
  const { lang, signal } = opts;
  return new Promise<Envelope<T>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.timeout = opts.timeoutMs ?? UPLOAD_TIMEOUT_MS;
    xhr.responseType = "json";
    for (const [name, value] of Object.entries({ ...requestHeaders(cfg, lang), ...integrity.headers })) xhr.setRequestHeader(name, value);
    if (opts.onProgress) {
      const onProgress = opts.onProgress;
      xhr.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable && e.total > 0 ? e.total : null);
    }
    const onAbort = () => xhr.abort();
    signal?.addEventListener("abort", onAbort, { once: true });
    const fail = (err: ApiCallError) => {
      signal?.removeEventListener("abort", onAbort);
      reject(err);
    };
    const network = () => fail(new ApiCallError("998", t(lang, "api_tools_1")));
    xhr.onerror = network;
    xhr.onabort = () => (signal?.aborted ? fail(new ApiCallError("aborted", "")) : network());
    xhr.ontimeout = () => fail(new ApiCallError("timeout", t(lang, "api_tools_1")));
    xhr.onload = () => {
      signal?.removeEventListener("abort", onAbort);
      if (again && integrity.stale(xhr.status, xhr.getResponseHeader("X-Pw-Timestamp"), xhr.response)) {
        // the reader's clock was off: the envelope's clock is corrected, the form sent again with a new envelope
        post<T>(path, form, opts, false).then(resolve, reject);
        return;
      }
      let body: Envelope<T> | null;
      try {
        body = integrity.open(xhr.status, xhr.getResponseHeader("X-Pw-Signature"), xhr.response) as Envelope<T> | null;
      } catch {
        body = null; // a sealed answer that fails the integrity check: a request failure
      }
      if (!body || typeof body !== "object" || typeof body.code !== "string") {
        // a proxy's error page, or nothing
        reject(new ApiCallError(xhr.status >= 500 ? "server_error" : "998", t(lang, "api_tools_1")));
        return;
      }
      if (body.code === "success" || body.code === "000") resolve(body);
      else reject(new ApiCallError(body.code, body.msg ?? t(lang, body.code), body));
    };
    // aborted before the request went out (while its signature was computed): xhr.abort() on a request never
    // sent fires no event, so the promise is settled here, or the caller would wait forever
    if (signal?.aborted) return fail(new ApiCallError("aborted", ""));
    xhr.send(form);
  });
}
