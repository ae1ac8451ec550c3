/**
 * Hook over verify-code-button.store.ts: the element's code store (countdown,
 * send, last error) and its state; with `resumeFor`, a countdown still
 * running for that target resumes after a reload (GET guest/checkCodeExists).
 */
import { useEffect } from "react";
import type { Lang } from "./locale/index.js";
import { type Channel, type Purpose } from "./verify-code-button.rules.js";
import { createCodeStore } from "./verify-code-button.store.js";
import { useOnce, useReadable } from "../ui/use-store.js";

export function useVerifyCode(opts: { channel: Channel; purpose: Purpose; seconds: number; lang: Lang; resumeFor?: string }) {
  const store = useOnce(() => createCodeStore(opts.purpose, opts.seconds));
  const state = useReadable(store);
  const { channel, resumeFor, lang } = opts;
  useEffect(() => {
    if (resumeFor) void store.resume(channel, resumeFor, lang);
    // resume once per target
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, resumeFor]);
  return { store, state };
}
