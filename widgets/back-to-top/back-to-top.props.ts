/**
 * Attributes + state → view props for <pw-back-to-top> (DESIGN §2
 * `<feature>.props.ts`): pure, used by the element and by nothing else.
 */
import { attr } from "../core/element.js";
import type { BackToTopViewProps } from "./BackToTop.js";
import { t, type Lang } from "./locale/index.js";

/** The attributes of <pw-back-to-top> (camelCase names). */
export const BACK_TO_TOP_ATTRIBUTES = ["smooth"] as const;
export type BackToTopAttribute = (typeof BACK_TO_TOP_ATTRIBUTES)[number];

/** The parsed attributes. */
export interface BackToTopAttributes {
  /** smooth scrolling (default true; reduced motion is respected by the hook) */
  smooth: boolean;
}

/** Parses the raw attributes (undefined when absent). */
export function parseAttributes(raw: Partial<Record<BackToTopAttribute, string>>): BackToTopAttributes {
  return { smooth: attr.boolean(raw.smooth, true) };
}

/** The view props for a state. */
export function backToTopProps(lang: Lang, state: { visible: boolean }, onActivate: () => void): BackToTopViewProps {
  return { visible: state.visible, label: t(lang, "back_to_top"), onActivate };
}
