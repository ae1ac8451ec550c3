/**
 * Framework-free helpers for custom elements (DESIGN §3.2): define-once,
 * typed bubbling+composed events, shadow-root styles, attribute parsing with
 * defaults and `[photowire] …` warnings, language detection.
 */
import { editionOf, langOfEdition } from "../../common/edition.js";
import type { Lang } from "../../common/i18n/index.js";

/** This build's identity: the ES modules and the all-in-one script are two builds, each with its own. */
const BUILD = {};
const REGISTRY = Symbol.for("photowire.defined");

/**
 * The base class of an element written by hand (not through defineWidget):
 * HTMLElement, or an empty class where there is none (a server render that
 * imports an element's module, issue 22 item 1: importing any entry is safe
 * under SSR; defineOnce then defines nothing).
 */
export const ElementBase: typeof HTMLElement =
  typeof HTMLElement === "undefined" ? (class {} as unknown as typeof HTMLElement) : HTMLElement;

/**
 * Defines `tag` unless it is already defined (idempotent registration,
 * DESIGN §3.2). When another build of Photowire (say the all-in-one script
 * and the ES modules on one page), or any other script, defined the tag
 * first, the first definition stays and a `[photowire] …` warning says so.
 */
export function defineOnce(tag: string, ctor: CustomElementConstructor): void {
  if (typeof customElements === "undefined") return;
  const g = globalThis as unknown as Record<symbol, Map<string, object>>;
  const owners = (g[REGISTRY] ??= new Map());
  if (customElements.get(tag)) {
    if (owners.get(tag) !== BUILD) {
      console.warn(`[photowire] <${tag}> is already defined by another build or script; keeping the first definition`);
    }
    return;
  }
  customElements.define(tag, ctor);
  owners.set(tag, BUILD);
}

/** The `detail` type of a declared `pw-…` event. */
export type EventDetail<K extends keyof GlobalEventHandlersEventMap> =
  GlobalEventHandlersEventMap[K] extends CustomEvent<infer D> ? D : never;

/**
 * Dispatches a typed `pw-…` event (declared in GlobalEventHandlersEventMap)
 * that bubbles and crosses shadow roots (composed), optionally cancelable.
 * @returns false when a listener called preventDefault() on a cancelable event, else true
 */
export function emit<K extends keyof GlobalEventHandlersEventMap>(
  host: EventTarget,
  name: K,
  detail: EventDetail<K>,
  opts: { cancelable?: boolean } = {},
): boolean {
  return host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: opts.cancelable ?? false }));
}

/** kebab-case attribute name of a camelCase prop name (pcId → pc-id). */
export function attributeName(prop: string): string {
  return prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/**
 * Gives the elements of `ctor` a property per attribute (issue 22 item 3: the
 * Custom Elements Manifest and the typings list these, and they exist):
 * `props` are camelCase names (`pcId` for `pc-id`); reading one gives the
 * attribute's value (null when absent); setting it writes the attribute
 * (String(value)), null or undefined removes it. The element sees the change
 * as it sees an attribute set by a page. A name HTMLElement already has
 * (`title`, `lang`…) keeps HTMLElement's own, which reflects the same way.
 */
export function reflectAttributes(ctor: CustomElementConstructor, props: readonly string[]): void {
  for (const prop of props) {
    if (prop in HTMLElement.prototype || Object.prototype.hasOwnProperty.call(ctor.prototype, prop)) continue;
    const attr = attributeName(prop);
    Object.defineProperty(ctor.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: Element) {
        return this.getAttribute(attr);
      },
      set(this: Element, value: unknown) {
        if (value === null || value === undefined) this.removeAttribute(attr);
        else this.setAttribute(attr, String(value));
      },
    });
  }
}

/**
 * The current values of the attributes `props` (camelCase names, read from
 * their kebab-case attributes) of `el`: undefined when absent.
 */
export function readAttributes<A extends string>(el: Element, props: readonly A[]): Partial<Record<A, string>> {
  const out: Partial<Record<A, string>> = {};
  for (const p of props) {
    const v = el.getAttribute(attributeName(p));
    if (v !== null) out[p] = v;
  }
  return out;
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
