/**
 * Framework-free helpers for custom elements (DESIGN §3.2): define-once,
 * typed bubbling+composed events, shadow-root styles, attribute parsing with
 * defaults and `[photowire] …` warnings, language detection.
 */
import { editionOf, langOfEdition } from "./edition.js";
import type { Lang } from "./i18n/core.js";

/** Defines `tag` unless it is already defined (idempotent registration). */
export function defineOnce(tag: string, ctor: CustomElementConstructor): void {
  if (typeof customElements !== "undefined" && !customElements.get(tag)) customElements.define(tag, ctor);
}

/** Dispatches a `pw-…` event that bubbles and crosses shadow roots. */
export function emit<K extends keyof GlobalEventHandlersEventMap>(
  host: EventTarget,
  name: K,
  detail: GlobalEventHandlersEventMap[K] extends CustomEvent<infer D> ? D : never,
): void {
  host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

const sheets = new Map<string, CSSStyleSheet>();

/** Adopts `css` into a shadow root as a shared constructable stylesheet (CSP-safe, no inline style). */
export function adoptStyles(root: ShadowRoot, css: string): void {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** Language of an element: the nearest `lang` attribute (crossing shadow roots), then the edition prefix. */
export function langOf(el: Element): Lang {
  let node: Node | null = el;
  while (node) {
    if (node instanceof Element) {
      const l = node.getAttribute("lang");
      if (l) return l.toLowerCase().startsWith("en") ? "en" : "zh";
    }
    node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
  }
  return langOfEdition(editionOf(location.pathname));
}

function warn(tag: string, attr: string, value: string, fallback: unknown): void {
  console.warn(`[photowire] <${tag}> ${attr}="${value}" is not valid; using ${JSON.stringify(fallback)}`);
}

/** Attribute parsers: each takes the raw value (undefined when absent) and returns a valid value or the default. */
export const attr = {
  /** Any string; absent → default. */
  string(raw: string | undefined | null, dflt = ""): string {
    return raw == null ? dflt : String(raw);
  },
  /** Boolean: present and not "false"/"0"/"no"/"off" → true (a bare attribute is true). */
  boolean(raw: string | undefined | null, dflt = false): boolean {
    if (raw == null) return dflt;
    return !/^(false|0|no|off)$/i.test(raw.trim());
  },
  /** Finite number within [min, max]; else default with a warning. */
  number(tag: string, name: string, raw: string | undefined | null, dflt: number, min = -Infinity, max = Infinity): number {
    if (raw == null || raw === "") return dflt;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < min || n > max) {
      warn(tag, name, raw, dflt);
      return dflt;
    }
    return n;
  },
  /** One of `allowed`; else default with a warning. */
  enumeration<T extends string>(tag: string, name: string, raw: string | undefined | null, allowed: readonly T[], dflt: T): T {
    if (raw == null || raw === "") return dflt;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    warn(tag, name, raw, dflt);
    return dflt;
  },
  /** JSON; malformed → default with a warning. */
  json<T>(tag: string, name: string, raw: string | undefined | null, dflt: T, check?: (v: unknown) => v is T): T {
    if (raw == null || raw === "") return dflt;
    try {
      const v: unknown = JSON.parse(raw);
      if (check && !check(v)) throw new Error("shape");
      return v as T;
    } catch {
      warn(tag, name, raw, dflt);
      return dflt;
    }
  },
  /** Comma- or space-separated list of words. */
  list(raw: string | undefined | null, dflt: readonly string[] = []): string[] {
    if (raw == null || raw.trim() === "") return [...dflt];
    return raw.split(/[\s,]+/).filter(Boolean);
  },
};
