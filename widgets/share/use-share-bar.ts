/**
 * Hooks over share.logic: the host's attributes (read straight from the
 * element, so that a bare or removed attribute counts: r2wc ignores empty
 * values), the share data with defaults and validation, the site list for
 * the current width and browser, and the WeChat QR dialog with its lazily
 * loaded QR code (dynamic import of "qrcode": its own chunk, fetched on the
 * first open only).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  httpUrl,
  parseSites,
  QR_ERROR_CORRECTION,
  QR_SIZE,
  siteList,
  type ShareData,
  type ShareSite,
} from "./share.logic.js";

/** Attributes of `<pw-share-bar>` (kebab-case). */
export const SHARE_ATTRIBUTES = [
  "url",
  "title",
  "description",
  "image",
  "sites",
  "mobile-sites",
  "disabled-sites",
  "source",
  "site-url",
  "weibo-key",
] as const;
export type ShareAttribute = (typeof SHARE_ATTRIBUTES)[number];

/** The current values of `names` on `host` (null when absent), kept up to date. */
export function useHostAttributes<N extends string>(host: HTMLElement, names: readonly N[]): Record<N, string | null> {
  const read = useCallback(
    () => Object.fromEntries(names.map((n) => [n, host.getAttribute(n)])) as Record<N, string | null>,
    // `names` is a module constant
    [host],
  );
  const [values, setValues] = useState(read);
  useEffect(() => {
    const update = () =>
      setValues((prev) => {
        const next = read();
        return names.every((n) => prev[n] === next[n]) ? prev : next;
      });
    const obs = new MutationObserver(update);
    obs.observe(host, { attributes: true, attributeFilter: [...names] });
    update();
    return () => obs.disconnect();
  }, [host, read]);
  return values;
}

function warn(done: Set<string>, attribute: string, value: string, fallback: string): void {
  const key = `${attribute}=${value}`;
  if (done.has(key)) return; // once per element and value, not on every re-parse
  done.add(key);
  console.warn(`[photowire] <pw-share-bar> ${attribute}="${value}" is not valid; using ${JSON.stringify(fallback)}`);
}

function meta(selector: string): string {
  return document.querySelector(selector)?.getAttribute("content")?.trim() ?? "";
}

export interface ShareConfig {
  data: ShareData;
  sites?: ShareSite[];
  mobileSites?: ShareSite[];
  disabled: ShareSite[];
}

/**
 * Share data from the attributes with their defaults (SPEC §3 Share options):
 * url → the page (location.href); title → document.title; description →
 * <meta name="description">; image → <meta property="og:image"> or none;
 * source → <meta name="site"> or the host name; site-url → the base that a
 * relative url or image is resolved against (location.href). Only http(s)
 * URLs are accepted for url, image and site-url: anything else logs a
 * `[photowire]` warning and falls back.
 */
export function useShareConfig(a: Record<ShareAttribute, string | null>): ShareConfig {
  const warned = useRef(new Set<string>()).current;
  return useMemo(() => {
    const here = location.href;
    let base = here;
    if (a["site-url"] != null && a["site-url"] !== "") {
      const b = httpUrl(a["site-url"], here);
      if (b) base = b;
      else warn(warned, "site-url", a["site-url"], here);
    }
    let url = httpUrl(a.url, base);
    if (!url) {
      if (a.url != null && a.url !== "") warn(warned, "url", a.url, here);
      url = httpUrl(here, here) ?? here;
    }
    let image = "";
    const rawImage = a.image ?? meta('meta[property="og:image"]');
    if (rawImage) {
      image = httpUrl(rawImage, base) ?? "";
      if (!image) warn(warned, "image", rawImage, "");
    }
    const list = (name: "sites" | "mobile-sites" | "disabled-sites") => {
      const { sites, unknown } = parseSites(a[name]);
      if (unknown.length) warn(warned, name, a[name] ?? "", (sites ?? []).join(","));
      return sites;
    };
    return {
      data: {
        url,
        title: a.title ?? document.title,
        description: a.description ?? meta('meta[name="description"]'),
        image,
        source: a.source ?? (meta('meta[name="site"]') || location.hostname),
        weiboKey: a["weibo-key"] ?? "",
      },
      sites: list("sites"),
      mobileSites: list("mobile-sites"),
      disabled: list("disabled-sites") ?? [],
    };
  }, [a, warned]);
}

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

/** A PNG data URL of a QR code for `text`: size 100 px, error correction "H" (SPEC §9). Loads the qrcode chunk on first use. */
export async function qrDataUrl(text: string, size = QR_SIZE): Promise<string> {
  const mod: typeof import("qrcode") & { default?: typeof import("qrcode") } = await import("qrcode");
  const qr = mod.default ?? mod;
  return qr.toDataURL(text, { width: size, margin: 1, errorCorrectionLevel: QR_ERROR_CORRECTION });
}

export type QrState = { status: "idle" | "loading" | "error"; src: "" } | { status: "ready"; src: string };

/** The WeChat dialog: open/close, and the QR code of `url`, drawn when the dialog first opens (again only if url changes). */
export function useWeChatDialog(url: string) {
  const [open, setOpen] = useState(false);
  const [qr, setQr] = useState<QrState>({ status: "idle", src: "" });
  const drawn = useRef<string | null>(null);
  useEffect(() => {
    if (!open || drawn.current === url) return;
    drawn.current = url;
    let live = true;
    let done = false;
    setQr({ status: "loading", src: "" });
    qrDataUrl(url).then(
      (src) => {
        done = true;
        if (live) setQr({ status: "ready", src });
      },
      (err: unknown) => {
        done = true;
        console.warn("[photowire] <pw-share-bar> could not draw the QR code", err);
        if (live) setQr({ status: "error", src: "" });
        drawn.current = null; // try again on the next open
      },
    );
    return () => {
      live = false;
      if (!done) drawn.current = null; // closed before it was drawn: draw on the next open
    };
  }, [open, url]);
  return { open, qr, show: useCallback(() => setOpen(true), []), hide: useCallback(() => setOpen(false), []) };
}
