/**
 * The failure half of the response envelope (DESIGN §3.1):
 * `{ code, msg, errors?: [{ field, rule }] }`, with the HTTP status that
 * follows the code. Messages come from the zh/en catalogues by X-Lang.
 */
import { t, type Lang } from "../locale/index.js";

/**
 * HTTP status per envelope code: the one place a status is chosen. Services
 * and routes throw codes (`new ApiError(code, errors?)`) and never a status.
 * Codes not listed answer 400.
 */
export const STATUS_OF: Record<string, number> = {
  invalid_param: 422,
  access_denied: 401,
  login_failed: 401,
  forbidden: 403,
  nature_mismatch: 403,
  not_found: 404,
  api_1: 404,
  api_3: 404,
  offline: 404,
  oauth_disabled: 404,
  photographer_not_found: 404,
  api_2: 502,
  oauth_failed: 502,
  api_tools_30: 409,
  photo_group_12: 409,
  point_short: 409,
  bank_missing: 409,
  photo_detail_5: 422,
  photo_detail_9: 409,
  es_error: 409,
  search_no_words: 422,
  search_too_long: 422,
  request_too_large: 431,
  account_exists: 409,
  usercode_exists: 409,
  third_party_bound: 409,
  provider_bound: 409,
  photographer_exists: 409,
  photographer_name_taken: 409,
  review_state: 409,
  contributor_not_approved: 409,
  order_state: 409,
  pack_inactive: 409,
  organisation_full: 409,
  payment_unavailable: 503,
  captcha_invalid: 422,
  captcha_expired: 422,
  old_password_wrong: 422,
  oauth_state: 422,
  Q_EXCEED_NUM_LIMIT: 422,
  F_EXCEED_SIZE: 413,
  Q_TYPE_DENIED: 415,
  F_EXCEED_PIXELS: 422,
  upload_open_limit: 409,
  too_many_requests: 429,
  code_too_frequent: 429,
  payload_too_large: 413,
  server_error: 500,
  service_unavailable: 503,
  storage_full: 507,
  storage_unwritable: 503,
};

/**
 * The invalid_param answers that are not 422, by their first field error
 * (`field:rule`): a name taken by someone else (409), a list already full
 * (409), a body over its byte limit (413), a request that is not
 * multipart/form-data (415).
 */
export const INVALID_PARAM_STATUS_OF: Record<string, number> = {
  "oid:taken": 409,
  "clientId:exists": 409,
  "quickReplies:maxItems": 409,
  "body:maxBytes": 413,
  "file:contentType": 415,
};

/** The HTTP status of an envelope code (and, for invalid_param, its first field error). */
export function statusOf(code: string, errors?: FieldError[]): number {
  if (code === "invalid_param" && errors?.length) {
    const refined = INVALID_PARAM_STATUS_OF[`${errors[0].field}:${errors[0].rule}`];
    if (refined) return refined;
  }
  return STATUS_OF[code] ?? 400;
}

export interface FieldError {
  field: string;
  rule: string;
}

/**
 * An error that reaches the caller as an envelope with a SPEC code; its HTTP
 * status comes from {@link statusOf}.
 * @param errors field errors `{ field, rule }` of the envelope
 * @param extra fields added to the envelope (`pcId`, `retryAfter`, `home`…)
 * @param msg a message that replaces the catalogue's
 */
export class ApiError extends Error {
  public readonly status: number;
  constructor(
    public readonly code: string,
    public readonly errors?: FieldError[],
    public readonly extra?: Record<string, unknown>,
    msg?: string,
  ) {
    super(msg ?? code);
    this.status = statusOf(code, errors);
  }
  /** explicit msg, if given at construction */
  get explicitMsg(): string | undefined {
    return this.message === this.code ? undefined : this.message;
  }
}

/**
 * The code of a storage fault (issue 17): a file-system call under
 * STORAGE_DIR failed because the disk is full (ENOSPC, EDQUOT: storage_full,
 * 507) or the folder cannot be written (EROFS, EACCES, EPERM: storage_unwritable,
 * 503). Only errors of a system call (they carry `syscall`; a write on an
 * open file has no `path`) count. null for any other error.
 */
export function storageFault(err: unknown): "storage_full" | "storage_unwritable" | null {
  const e = err as { code?: unknown; syscall?: unknown } | null;
  if (!e || typeof e.syscall !== "string" || e.syscall === "spawn") return null;
  if (e.code === "ENOSPC" || e.code === "EDQUOT") return "storage_full";
  if (e.code === "EROFS" || e.code === "EACCES" || e.code === "EPERM") return "storage_unwritable";
  return null;
}

/**
 * Builds the failure envelope in the caller's language. An invalid_param
 * whose first field error's rule has its own message in the codes
 * catalogue (`invalid_param_<rule>`, e.g. a byline naming someone else's
 * registered photographer) says that message instead of the generic one.
 */
export function failure(lang: Lang, code: string, errors?: FieldError[], extra?: Record<string, unknown>, msg?: string) {
  const specific = code === "invalid_param" && errors?.[0] ? `invalid_param_${errors[0].rule}` : null;
  // the envelope's extra fields fill the message's placeholders ("at most {max} characters")
  const vars = extra as Record<string, string | number> | undefined;
  const text = msg ?? (specific && t.has(specific) ? t(lang, specific, vars) : t(lang, code, vars));
  return { code, msg: text, ...(errors ? { errors } : {}), ...(extra ?? {}) };
}
