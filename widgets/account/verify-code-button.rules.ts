/**
 * Verification-code rules (SPEC §4 "disabled with a countdown (60 s by
 * default)", §5 mobile and email rules, §9 resend 60 s): the channels and
 * purposes, the channel of a target, the target's SPEC §5 check and the
 * whole seconds left of a countdown. Pure: no state, no calls.
 */
import { checkEmail, checkMobile, isEmail, isMobile, type Violation } from "../../common/validate.js";

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
