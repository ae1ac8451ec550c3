/**
 * Turns a React view into a `pw-…` custom element with r2wc (DESIGN §3.2),
 * the one way every widget reads its attributes: the element observes its
 * own kebab-case attributes (a MutationObserver) and hands their raw string
 * values, by camelCase name, to the view, which parses them with
 * core/element.ts `attr`. r2wc only mounts the view into the open shadow
 * root: none of its prop types are used (bare booleans read false,
 * malformed JSON throws, `function` calls a global by name, and props named
 * like HTMLElement properties — title — clash with them).
 *
 * Every shadow root adopts ui/base.css (buttons, focus rings, dialog,
 * toast) and then the widget's own stylesheet.
 */
import r2wc from "@r2wc/react-to-web-component";
import { useLayoutEffect, useState, type ComponentType } from "react";
import { adoptStyles, attributeName, defineOnce, langOf, readAttributes, reflectAttributes } from "../core/element.js";
import type { Lang } from "../../common/i18n/index.js";
import baseCss from "./base.css";

export interface WidgetProps<A extends string> {
  /** the custom element */
  host: HTMLElement;
  /** language of the host (nearest lang attribute, then the edition) */
  lang: Lang;
  /** raw attribute values by camelCase name (undefined when absent) */
  attrs: Partial<Record<A, string>>;
}

/**
 * The raw values of `props`' attributes on `host`, kept up to date; the same object while nothing changes.
 * Observed from the commit (a layout effect), not after the paint: the light build's Preact renders as the
 * element connects, so an attribute a script sets right after that reaches the view before its effects run.
 */
export function useAttributes<A extends string>(host: HTMLElement, props: readonly A[]): Partial<Record<A, string>> {
  const [values, setValues] = useState(() => readAttributes(host, props));
  useLayoutEffect(() => {
    const update = () =>
      setValues((prev) => {
        const next = readAttributes(host, props);
        return props.every((p) => prev[p] === next[p]) ? prev : next;
      });
    const obs = new MutationObserver(update);
    obs.observe(host, { attributes: true, attributeFilter: props.map(attributeName) });
    update();
    return () => obs.disconnect();
    // `props` is a module constant of each element
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host]);
  return values;
}

/** The language of `host`, following lang changes on it or an ancestor. */
function useLang(host: HTMLElement): Lang {
  const [lang, setLang] = useState<Lang>(() => langOf(host));
  // from the commit, as useAttributes
  useLayoutEffect(() => {
    const obs = new MutationObserver(() => setLang(langOf(host)));
    for (let el: Element | null = host; el; el = el.parentElement) obs.observe(el, { attributes: true, attributeFilter: ["lang"] });
    return () => obs.disconnect();
  }, [host]);
  return lang;
}

/**
 * Defines `tag` (once) from `View`.
 * @param attributes camelCase names; the element observes their kebab-case attributes, and has a property of each name that reflects it (core/element.ts reflectAttributes)
 * @param css the widget's stylesheet text
 */
export function defineWidget<A extends string>(
  tag: string,
  View: ComponentType<WidgetProps<A>>,
  opts: { attributes: readonly A[]; css: string },
): void {
  if (typeof customElements === "undefined") return;
  function Host({ container }: { container: ShadowRoot }) {
    const host = container.host as HTMLElement;
    adoptStyles(container, baseCss);
    adoptStyles(container, opts.css);
    const lang = useLang(host);
    const attrs = useAttributes(host, opts.attributes);
    return <View host={host} lang={lang} attrs={attrs} />;
  }
  const ctor = r2wc(Host as ComponentType, { shadow: "open" });
  reflectAttributes(ctor, opts.attributes);
  defineOnce(tag, ctor);
}
