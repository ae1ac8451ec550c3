/**
 * Widgets far down a page (the share bar in a story's footer, the comments
 * under a video) load their code only when they come near the viewport, so
 * that a story page's initial JS stays within its budget (DESIGN §6: 80 KB
 * brotli). Until then the element holds an empty, `aria-busy` placeholder
 * (its `:host` rule reserves the height, so nothing shifts).
 */
import { createElement, lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import type { WidgetProps } from "./define.js";

/** How far outside the viewport (px, above and below) a deferred widget starts loading. */
export const NEAR_VIEWPORT_PX = 800;

/** Whether `host` is, or has once been, within `margin` px of the viewport (true at once without IntersectionObserver). */
export function useNearViewport(host: Element, margin = NEAR_VIEWPORT_PX): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    if (near) return;
    const obs = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        obs.disconnect();
        setNear(true);
      },
      { rootMargin: `${margin}px 0px` },
    );
    obs.observe(host);
    return () => obs.disconnect();
  }, [host, near, margin]);
  return near;
}

/**
 * A view whose code (`load`, a dynamic import of a module whose default
 * export is the real view) is fetched once the element is near the viewport.
 * The placeholder is `<div part="placeholder" aria-busy="true">`.
 */
export function deferredView<A extends string>(load: () => Promise<{ default: ComponentType<WidgetProps<A>> }>): ComponentType<WidgetProps<A>> {
  const View = lazy(load);
  return function Deferred(props: WidgetProps<A>) {
    const near = useNearViewport(props.host);
    const placeholder = createElement("div", { part: "placeholder", "aria-busy": "true" });
    return near ? createElement(Suspense, { fallback: placeholder }, createElement(View, props)) : placeholder;
  };
}
