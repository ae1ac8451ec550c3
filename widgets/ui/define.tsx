/**
 * Turns a React view into a `pw-…` custom element with r2wc (DESIGN §3.2).
 * Every attribute is declared as a string and parsed by the widget with
 * core/element.ts `attr` (r2wc's own boolean/json/function types have
 * pitfalls: bare booleans read false, malformed JSON throws, `function`
 * calls a global by name). The view gets the host element, the language and
 * the raw attributes; the stylesheet is adopted into the open shadow root.
 */
import r2wc from "@r2wc/react-to-web-component";
import { useEffect, useState, type ComponentType } from "react";
import { adoptStyles, defineOnce, langOf } from "../core/element.js";
import type { Lang } from "../core/i18n/core.js";

export interface WidgetProps<A extends string> {
  /** the custom element */
  host: HTMLElement;
  /** language of the host (nearest lang attribute, then the edition) */
  lang: Lang;
  /** raw attribute values by camelCase name (undefined when absent) */
  attrs: Partial<Record<A, string>>;
}

/**
 * Defines `tag` (once) from `View`.
 * @param attributes camelCase names; the element observes their kebab-case attributes
 * @param css the widget's stylesheet text
 */
export function defineWidget<A extends string>(
  tag: string,
  View: ComponentType<WidgetProps<A>>,
  opts: { attributes: readonly A[]; css: string },
): void {
  if (typeof customElements === "undefined" || customElements.get(tag)) return;
  function Host(props: Partial<Record<A, string>> & { container: ShadowRoot }) {
    const { container, ...attrs } = props;
    const host = container.host as HTMLElement;
    adoptStyles(container, opts.css);
    const [lang, setLang] = useState<Lang>(() => langOf(host));
    useEffect(() => {
      // follow a lang change on the host or an ancestor
      const obs = new MutationObserver(() => setLang(langOf(host)));
      for (let el: Element | null = host; el; el = el.parentElement) obs.observe(el, { attributes: true, attributeFilter: ["lang"] });
      return () => obs.disconnect();
    }, [host]);
    return <View host={host} lang={lang} attrs={attrs as unknown as Partial<Record<A, string>>} />;
  }
  const props = Object.fromEntries(opts.attributes.map((a) => [a, "string"])) as Record<A, "string">;
  defineOnce(tag, r2wc(Host, { shadow: "open", props }));
}
