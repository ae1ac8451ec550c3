/**
 * Verification-code button logic (SPEC §4 "disabled with a countdown (60 s
 * by default), then re-enabled", §7 send_valification_code,
 * send_email_valification_code, checkCodeExists, §9 resend 60 s). No React,
 * no DOM.
 */
import { ApiCallError, call } from "../core/api.js";
import type { Lang } from "../core/i18n/index.js";
import { checkEmail, checkMobile, isEmail, isMobile, type Violation } from "../core/validate.js";

/** Countdown in seconds (SPEC §9). */
export const DEFAULT_SECONDS = 60;

export type Channel = "sms" | "email";
export type Purpose = "register" | "reset" | "modify";
export const CHANNELS: readonly Channel[] = ["sms", "email"];
export const PURPOSES: readonly Purpose[] = ["register", "reset", "modify"];

/** Whole seconds left until `endsAt` (ms) at `now` (ms); 0 when over. */
export function remaining(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** The channel of a target: sms for a mobile number, email for an email, null otherwise. */
export function channelOf(to: string): Channel | null {
  const s = to.trim();
  if (isMobile(s)) return "sms";
  if (isEmail(s)) return "email";
  return null;
}

/** SPEC §5 rule for the target of a channel (mobile or email). */
export function checkTarget(channel: Channel, to: string, field = channel === "sms" ? "mobile" : "email"): Violation | null {
  return channel === "sms" ? checkMobile(field, to) : checkEmail(field, to);
}

export interface SendResult {
  /** seconds until the next send is allowed */
  resendIn: number;
  /** false when the server refused a resend (code_too_frequent): the earlier code is still on its way */
  sent: boolean;
}

/**
 * Sends a code (POST guest/send_valification_code or
 * send_email_valification_code). A resend refused with code_too_frequent
 * resolves with the server's retryAfter, so that the button counts down
 * the real wait.
 * @throws ApiCallError (invalid_param, account_exists, access_denied, too_many_requests, 998 …)
 */
export async function sendCode(channel: Channel, purpose: Purpose, to: string, lang: Lang): Promise<SendResult> {
  const path = channel === "sms" ? "guest/send_valification_code" : "guest/send_email_valification_code";
  const body = channel === "sms" ? { mobile: to.trim(), purpose } : { email: to.trim(), purpose };
  try {
    const res = await call<{ resendIn: number }>(path, { method: "POST", body, lang, noRedirect: purpose !== "modify" });
    return { resendIn: res.data?.resendIn ?? DEFAULT_SECONDS, sent: true };
  } catch (err) {
    if (err instanceof ApiCallError && err.code === "code_too_frequent") {
      const wait = Number(err.body?.retryAfter);
      return { resendIn: Number.isFinite(wait) && wait > 0 ? wait : DEFAULT_SECONDS, sent: false };
    }
    throw err;
  }
}

/**
 * Seconds to wait before a resend for a target and purpose, from
 * GET guest/checkCodeExists (after a reload); 0 when none or on failure.
 */
export async function pendingWait(to: string, purpose: Purpose, lang: Lang): Promise<number> {
  if (!channelOf(to)) return 0;
  try {
    const res = await call<{ resendIn: number }>("guest/checkCodeExists", { query: { account: to.trim(), purpose }, lang, noRedirect: true });
    return res.data?.resendIn ?? 0;
  } catch {
    return 0;
  }
}
