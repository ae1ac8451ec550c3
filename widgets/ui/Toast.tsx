/**
 * The one toast of the widgets (SPEC §9: a toast shows for 5000 ms, a quick
 * toast for 2000 ms). `useToast()` gives the current message and `show`;
 * `<Toast>` renders it in a polite live region (announced once, not
 * re-read), styled by `.pw-toast` in ui/base.css. Part: `toast`.
 */
import { useCallback, useEffect, useRef, useState } from "react";

/** How long a toast stays, in ms (SPEC §9). */
export const TOAST_MS = 5000;
/** How long a quick toast stays, in ms (SPEC §9). */
export const QUICK_TOAST_MS = 2000;

type Timers = { set: (fn: () => void, ms: number) => ReturnType<typeof setTimeout>; clear: (h: ReturnType<typeof setTimeout>) => void };
/**
 * The browser's timers, called as plain functions: `timers.set(…)` with the
 * bare `setTimeout` as a property would call it on this object ("Illegal
 * invocation" in Chromium). One object, so `show` keeps its identity.
 */
const BROWSER_TIMERS: Timers = { set: (fn, ms) => setTimeout(fn, ms), clear: (h) => clearTimeout(h) };

/** The toast of one widget: `show(text)` for 5000 ms, `show(text, { quick: true })` for 2000 ms. */
export function useToast(timers: Timers = BROWSER_TIMERS) {
  const [message, setMessage] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const show = useCallback(
    (text: string, opts: { quick?: boolean } = {}) => {
      if (timer.current) timers.clear(timer.current);
      setMessage(text);
      timer.current = timers.set(() => setMessage(""), opts.quick ? QUICK_TOAST_MS : TOAST_MS);
    },
    [timers],
  );
  useEffect(() => () => {
    if (timer.current) timers.clear(timer.current);
  }, [timers]);
  return { message, show };
}

export function Toast({ message }: { message: string }) {
  return (
    <div part="toast" className="pw-toast" role="status" aria-live="polite">
      {message}
    </div>
  );
}
