/**
 * The reader's first interaction with the page (issue 22 item 2: what a
 * reader has not asked for loads after it, not at page load), framework-free.
 */

/** The events that count as the reader interacting with the page. */
export const INTERACTION_EVENTS = ["pointerdown", "keydown", "wheel", "touchstart", "scroll"] as const;

let first: Promise<void> | null = null;

/**
 * Resolves once the reader has interacted with the page: at once when the
 * page has had a user activation already (navigator.userActivation
 * hasBeenActive: a click, a key, a touch), else at the first of
 * INTERACTION_EVENTS on the window (capture: any element's), or when the page
 * is hidden (the reader switches tabs or leaves). One promise a page.
 */
export function firstInteraction(): Promise<void> {
  first ??= new Promise<void>((resolve) => {
    const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
    if (activation?.hasBeenActive) return resolve();
    const done = () => {
      for (const e of INTERACTION_EVENTS) window.removeEventListener(e, done, true);
      document.removeEventListener("visibilitychange", hidden);
      resolve();
    };
    const hidden = () => {
      if (document.visibilityState === "hidden") done();
    };
    for (const e of INTERACTION_EVENTS) window.addEventListener(e, done, { capture: true, passive: true });
    document.addEventListener("visibilitychange", hidden);
  });
  return first;
}
