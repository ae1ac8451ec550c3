/**
 * Hook over verify-code-button.logic: the countdown (one tick a second,
 * re-enabled at 0), the send with its busy flag, and the last error.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiCallError } from "../core/api.js";
import { message } from "../core/validate.js";
import type { Lang } from "../core/i18n/index.js";
import { checkTarget, DEFAULT_SECONDS, pendingWait, remaining, sendCode, type Channel, type Purpose } from "./verify-code-button.logic.js";

export interface VerifyCodeOptions {
  channel: Channel;
  purpose: Purpose;
  lang: Lang;
  /** countdown after a send, in seconds (default 60) */
  seconds?: number;
  /** resume a running countdown for this target after a reload (GET guest/checkCodeExists) */
  resumeFor?: string;
}

export type SendOutcome = { ok: true; sent: boolean; resendIn: number } | { ok: false; code: string; msg: string };

export function useVerifyCode(opts: VerifyCodeOptions) {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [sentNote, setSentNote] = useState(false);
  const running = useRef(false);
  const left = remaining(endsAt, now);

  useEffect(() => {
    if (endsAt <= Date.now()) return;
    const id = setInterval(() => {
      const n = Date.now();
      setNow(n);
      if (n >= endsAt) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
  }, [endsAt]);

  const start = useCallback((secs: number) => {
    const n = Date.now();
    setNow(n);
    setEndsAt(n + secs * 1000);
  }, []);

  useEffect(() => {
    const to = opts.resumeFor;
    if (!to || checkTarget(opts.channel, to)) return;
    let live = true;
    void pendingWait(to, opts.purpose, opts.lang).then((wait) => {
      if (live && wait > 0) start(wait);
    });
    return () => {
      live = false;
    };
    // resume once per target
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opts.resumeFor]);

  const send = useCallback(
    async (to: string): Promise<SendOutcome> => {
      if (running.current || remaining(endsAt, Date.now()) > 0) return { ok: false, code: "busy", msg: "" };
      const bad = checkTarget(opts.channel, to);
      if (bad) {
        const msg = message(opts.lang, bad);
        setError(msg);
        return { ok: false, code: "invalid_param", msg };
      }
      running.current = true;
      setBusy(true);
      setError("");
      setSentNote(false);
      try {
        const res = await sendCode(opts.channel, opts.purpose, to, opts.lang);
        start(res.sent ? (opts.seconds ?? DEFAULT_SECONDS) : res.resendIn);
        setSentNote(true);
        return { ok: true, sent: res.sent, resendIn: res.resendIn };
      } catch (err) {
        const e = err instanceof ApiCallError ? err : new ApiCallError("998", String(err));
        setError(e.msg);
        return { ok: false, code: e.code, msg: e.msg };
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [endsAt, opts.channel, opts.purpose, opts.lang, opts.seconds, start],
  );

  return { left, busy, error, sentNote, send, setError };
}
