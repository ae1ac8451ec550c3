/**
 * Back-to-top rules (SPEC §2 Overlays, §9): the button appears after
 * scrolling past one window height. No React, no DOM globals.
 */

/** Whether the button shows: scrolled (px) past `heights` window heights (px). */
export function shouldShow(scrollY: number, windowHeight: number, heights = 1): boolean {
  return windowHeight > 0 && scrollY > windowHeight * heights;
}

/** Where focus goes after jumping to the top: the first element matching these selectors. */
export const FOCUS_TARGETS = "[data-pw-top], main h1, h1, main";
