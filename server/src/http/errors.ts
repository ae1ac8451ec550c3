/**
 * The failure half of the response envelope (DESIGN §3.1):
 * `{ code, msg, errors?: [{ field, rule }] }`, with the HTTP status that
 * follows the code. Messages come from the zh/en catalogues by X-Lang.
 */
import { t, type Lang } from "../locale/index.js";

/** HTTP status per envelope code; codes not listed answer 400. */
export const STATUS_OF: Record<string, number> = {
  invalid_param: 422,
  access_denied: 401,
  login_failed: 401,
  forbidden: 403,
  not_found: 404,
  api_1: 404,
  api_3: 404,
  offline: 404,
  api_2: 502,
  api_tools_30: 409,
  photo_group_12: 409,
  point_short: 409,
  bank_missing: 409,
  photo_detail_5: 422,
  photo_detail_9: 409,
  es_error: 409,
  photographer_exists: 409,
  photographer_name_taken: 409,
  photographer_not_found: 404,
  too_many_requests: 429,
  payload_too_large: 413,
  server_error: 500,
  service_unavailable: 503,
  storage_full: 507,
  storage_unwritable: 503,
};

export interface FieldError {
  field: string;
  rule: string;
}

/** An error that reaches the caller as an envelope with a SPEC code. */
export class ApiError extends Error {
  constructor(
    public readonly code: string,
    public readonly status: number = STATUS_OF[code] ?? 400,
    public readonly errors?: FieldError[],
    public readonly extra?: Record<string, unknown>,
    msg?: string,
  ) {
    super(msg ?? code);
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

/** Builds the failure envelope in the caller's language. */
export function failure(lang: Lang, code: string, errors?: FieldError[], extra?: Record<string, unknown>, msg?: string) {
  return { code, msg: msg ?? t(lang, code), ...(errors ? { errors } : {}), ...(extra ?? {}) };
}
