/**
 * `<pw-back-to-top>`: a floating button that appears after one window
 * height of scrolling and jumps back to the top (SPEC §2 Overlays, §9).
 *
 * @summary Back-to-top button.
 * @attr {boolean} smooth - "false" to jump without smooth scrolling (default true; reduced-motion is respected)
 * @event pw-back-to-top-click - the reader jumped to the top; detail `{}`
 * @csspart button - the round button
 * @cssproperty --pw-back-to-top-right - distance from the right edge (24px)
 * @cssproperty --pw-back-to-top-bottom - distance from the bottom edge (32px)
 * @cssproperty --pw-back-to-top-size - button size (44px)
 * @cssproperty --pw-back-to-top-z - z-index (50)
 * @cssproperty --pw-color-primary - button background
 * @cssproperty --pw-color-on-primary - icon colour
 * @cssproperty --pw-focus-ring - focus outline colour
 */
import { createElement } from "react";
import { emit } from "../core/element.js";
import { defineWidget, type WidgetProps } from "../ui/define.js";
import { BackToTop } from "./BackToTop.js";
import css from "./back-to-top.css";
import { BACK_TO_TOP_ATTRIBUTES, backToTopProps, parseAttributes, type BackToTopAttribute } from "./back-to-top.props.js";
import { useBackToTop } from "./use-back-to-top.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-back-to-top-click": CustomEvent<Record<string, never>>;
  }
}

function BackToTopElement({ host, lang, attrs }: WidgetProps<BackToTopAttribute>) {
  const a = parseAttributes(attrs);
  const { visible, toTop } = useBackToTop({ smooth: a.smooth });
  return createElement(
    BackToTop,
    backToTopProps(lang, { visible }, () => {
      toTop();
      emit(host, "pw-back-to-top-click", {});
    }),
  );
}

defineWidget("pw-back-to-top", BackToTopElement, { attributes: BACK_TO_TOP_ATTRIBUTES, css });
