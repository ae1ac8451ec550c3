/**
 * Renders a widget view inside an open shadow root with the widget's own
 * stylesheet, as the element does, so stories look like the real thing.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import type { Lang } from "../widgets/core/i18n/index.js";

export function InShadow({ css, children, lang = "zh" }: { css: string; children: ReactNode; lang?: string }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  useLayoutEffect(() => {
    const host = hostRef.current!;
    const r = host.shadowRoot ?? host.attachShadow({ mode: "open" });
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    r.adoptedStyleSheets = [sheet];
    setRoot(r);
  }, [css]);
  return (
    <div ref={hostRef} lang={lang}>
      {root ? createPortal(children, root) : null}
    </div>
  );
}

/** The toolbar language (`globals.lang`, .storybook/preview.ts) as a catalogue language: "en", else "zh". */
export function storyLang(globals: Record<string, unknown>): Lang {
  return globals.lang === "en" ? "en" : "zh";
}
