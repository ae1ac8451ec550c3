/**
 * Pure rules of `<pw-login-handoff>` (issue 22 item 4, common/handoff.ts):
 * the partner origin its address names, and what a failed hand-off says.
 */
import type { Envelope } from "../../common/types.js";

/**
 * The partner page's origin from the hand-off page's `?origin=`: an http(s)
 * origin written as one ("https://partner.example", no path, no trailing
 * slash), else null.
 */
export function partnerOriginOf(search: string): string | null {
  const raw = new URLSearchParams(search).get("origin");
  if (!raw || raw.length > 200) return null;
  try {
    const u = new URL(raw);
    return (u.protocol === "https:" || u.protocol === "http:") && u.origin === raw ? raw : null;
  } catch {
    return null;
  }
}

/** Why a hand-off stopped, each with its own message (account locale handoff_*). */
export type HandoffFailure = "bad_origin" | "no_opener" | "not_allowed" | "failed";

/** A refused POST guest/handoff: not_allowed when the server refused the origin (forbidden, rule allowed_origin), else failed (its msg shows). */
export function failureOf(code: string, body: Envelope | undefined): HandoffFailure {
  return code === "forbidden" && body?.errors?.some((e) => e.rule === "allowed_origin") ? "not_allowed" : "failed";
}
