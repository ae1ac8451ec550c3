/**
 * Verification-code button state (SPEC §4 "disabled with a countdown (60 s
 * by default), then re-enabled", §7 send_valification_code,
 * send_email_valification_code, checkCodeExists, §9 resend 60 s): the
 * calls, and the store of one button (createCodeStore). No React, no DOM;
 * the channel and countdown rules are verify-code-button.rules.ts.
 */
import { ApiCallError, call } from "../core/api.js";
import { t, type Lang } from "./locale/index.js";
import { message } from "../../common/validate.js";
import { createState, type Readable } from "../core/store.js";
import { channelOf, checkTarget, DEFAULT_SECONDS, remaining, type Channel, type Purpose } from "./verify-code-button.rules.js";

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

/** What the code button shows. */
export interface CodeState {
  /** whole seconds before a resend is allowed (0: the button is enabled) */
  left: number;
  /** a send is running */
  busy: boolean;
  /** the last failure's message ("" none) */
  error: string;
  /** a code was sent (the label says "send again" and the note is announced) */
  sentNote: boolean;
}

export type SendOutcome = { ok: true; sent: boolean; resendIn: number } | { ok: false; code: string; msg: string };

/** What the code store needs from the outside world (injected for tests). */
export interface CodeDeps {
  send: typeof sendCode;
  pending: typeof pendingWait;
  /** the clock (ms) */
  now(): number;
  /** calls `fn` every `ms`; returns the stop function */
  every(ms: number, fn: () => void): () => void;
}

export interface CodeStore extends Readable<CodeState> {
  /** Sends a code to `to` by `channel` (checked by SPEC §5 first); "busy" while sending or counting down. */
  send(channel: Channel, to: string, lang: Lang): Promise<SendOutcome>;
  /** After a reload: resumes the countdown of a code still waiting for `to` (GET guest/checkCodeExists). */
  resume(channel: Channel, to: string, lang: Lang): Promise<void>;
  /** Sets (or with "" clears) the error line. */
  setError(msg: string): void;
}

export const defaultCodeDeps: CodeDeps = {
  send: sendCode,
  pending: pendingWait,
  now: () => Date.now(),
  every(ms, fn) {
    const id = setInterval(fn, ms);
    return () => clearInterval(id);
  },
};

/**
 * The state of one code button: the countdown (one tick a second while
 * someone watches, re-enabled at 0; SPEC §4, §9), the send with its busy
 * flag, and the last error.
 * @param purpose what the code is for (register, reset, modify)
 * @param seconds countdown after a send (default 60)
 */
export function createCodeStore(purpose: Purpose, seconds = DEFAULT_SECONDS, deps: CodeDeps = defaultCodeDeps): CodeStore {
  const s = createState<CodeState>({ left: 0, busy: false, error: "", sentNote: false });
  let endsAt = 0;
  let stop: (() => void) | null = null;
  let running = false;

  const tick = () => {
    const left = remaining(endsAt, deps.now());
    if (left !== s.get().left) s.set({ left });
    if (left === 0 && stop) {
      stop();
      stop = null;
    }
  };
  const ensureTicking = () => {
    if (!stop && s.watched() > 0 && remaining(endsAt, deps.now()) > 0) stop = deps.every(1000, tick);
  };
  const start = (secs: number) => {
    endsAt = deps.now() + secs * 1000;
    s.set({ left: remaining(endsAt, deps.now()) });
    ensureTicking();
  };

  return {
    get: s.get,
    subscribe(fn) {
      const off = s.subscribe(fn);
      tick();
      ensureTicking();
      return () => {
        off();
        if (!s.watched() && stop) {
          stop();
          stop = null;
        }
      };
    },
    async send(channel, to, lang) {
      if (running || remaining(endsAt, deps.now()) > 0) return { ok: false, code: "busy", msg: "" };
      const bad = checkTarget(channel, to);
      if (bad) {
        const msg = message(lang, bad);
        s.set({ error: msg });
        return { ok: false, code: "invalid_param", msg };
      }
      running = true;
      s.set({ busy: true, error: "", sentNote: false });
      try {
        const res = await deps.send(channel, purpose, to, lang);
        start(res.sent ? seconds : res.resendIn);
        s.set({ sentNote: true, busy: false });
        return { ok: true, sent: res.sent, resendIn: res.resendIn };
      } catch (err) {
        const e = err instanceof ApiCallError ? err : new ApiCallError("998", t(lang, "api_tools_1"));
        s.set({ error: e.msg, busy: false });
        return { ok: false, code: e.code, msg: e.msg };
      } finally {
        running = false;
      }
    },
    async resume(channel, to, lang) {
      if (!to || checkTarget(channel, to)) return;
      const wait = await deps.pending(to, purpose, lang);
      if (wait > 0 && remaining(endsAt, deps.now()) === 0) start(wait);
    },
    setError(msg) {
      s.set({ error: msg });
    },
  };
}
