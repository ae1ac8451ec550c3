/**
 * Hooks of the share bar's element entry: the site list for the current
 * width and browser, and the WeChat dialog's open state. The dialog (view,
 * strings, QR code) is a chunk of its own (WeChatDialog.lazy.tsx), imported on its
 * first open, or ahead of it when the reader points at or focuses the
 * WeChat button; the QR code library is a further chunk, fetched when the
 * dialog first opens. The attributes are parsed by share-bar.props.ts.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import type { ShareConfig } from "./share-bar.props.js";
import { siteList, type ShareSite } from "./share.rules.js";

/** The sites to show now: follows the viewport width (mobile list at ≤ 768 px) and the browser (no wechat inside WeChat). */
export function useSiteList(c: ShareConfig): ShareSite[] {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    let frame = 0;
    const onResize = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setWidth(window.innerWidth));
    };
    window.addEventListener("resize", onResize, { passive: true });
    // a resize between the first render and this effect (the light build's Preact runs effects a frame later)
    onResize();
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("resize", onResize);
    };
  }, []);
  return useMemo(
    () => siteList({ sites: c.sites, mobileSites: c.mobileSites, disabled: c.disabled, width, userAgent: navigator.userAgent }),
    [c, width],
  );
}

type FlowModule = typeof import("./WeChatDialog.lazy.js");

let chunk: Promise<FlowModule> | null = null;

/** The WeChat dialog's chunk, imported once for the page (and again after a failed attempt). */
export function loadWeChatFlow(): Promise<FlowModule> {
  chunk ??= import("./WeChatDialog.lazy.js").catch((err: unknown) => {
    chunk = null;
    throw err;
  });
  return chunk;
}

/**
 * The WeChat dialog: `open` once it shows (its chunk is there), the chunk's
 * dialog component once loaded. show() loads the chunk if need be, then
 * opens; should the chunk fail to arrive, the dialog stays closed (with a
 * `[photowire]` warning) and the next show() tries again.
 */
export function useWeChatDialog() {
  const [wanted, setWanted] = useState(false);
  const [Flow, setFlow] = useState<FlowModule["WeChatFlow"] | null>(null);
  const show = useCallback(() => {
    setWanted(true);
    loadWeChatFlow().then(
      (m) => setFlow(() => m.WeChatFlow),
      (err: unknown) => {
        console.warn("[photowire] <pw-share-bar> could not load the WeChat dialog", err);
        setWanted(false);
      },
    );
  }, []);
  const hide = useCallback(() => setWanted(false), []);
  const prefetch = useCallback(() => void loadWeChatFlow().catch(() => {}), []);
  return { open: wanted && Flow !== null, Flow, show, hide, prefetch };
}
