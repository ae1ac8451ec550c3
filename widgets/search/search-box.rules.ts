/**
 * Search box rules (SPEC §5 search words; DESIGN §8: no search while an input
 * method is composing — half-typed pinyin must not be sent). No React, no DOM.
 *
 * The controller receives the input's events and decides when a search
 * happens: on submit (Enter or the button), and, in instant mode, a moment
 * after typing stops. While a composition is open (compositionstart …
 * compositionend) nothing is searched, and the Enter that commits a
 * composition does not submit.
 */
import { searchPageUrl } from "../../common/edition.js";

export { searchPageUrl };
import { normaliseQuery } from "../../common/search-words.js";

/** Delay of instant search after the last keystroke (ms). */
export const INSTANT_DELAY_MS = 300;


/**
 * The search page address for a text: `action?text=…` (normalised words,
 * URI-encoded; no text parameter when empty).
 */
export function searchHref(action: string, text: string): string {
  const words = normaliseQuery(text);
  if (!words) return action;
  return `${action}${action.includes("?") ? "&" : "?"}text=${encodeURIComponent(words)}`;
}

/** Timer functions (injected by tests). */
export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** Decides when the box searches; `onSearch` gets the normalised words. */
export class SearchBoxController {
  /** an input-method composition is open */
  composing = false;
  private pending: unknown = null;
  private last: string | null = null;

  constructor(
    private readonly onSearch: (words: string) => void,
    private readonly opts: { instant: boolean; delayMs?: number } = { instant: false },
    private readonly timers: Timers = realTimers,
  ) {}

  compositionStart(): void {
    this.composing = true;
    this.cancel();
  }

  /** The composition is committed: in instant mode, search its result after the delay. */
  compositionEnd(value: string): void {
    this.composing = false;
    if (this.opts.instant) this.schedule(value);
  }

  /** The value changed. `isComposing` is the event's own flag (InputEvent.isComposing). */
  input(value: string, isComposing = false): void {
    if (this.composing || isComposing || !this.opts.instant) return;
    this.schedule(value);
  }

  /**
   * Enter or the button. Ignored while composing (the Enter that commits a
   * composition). @returns whether a search happened
   */
  submit(value: string, isComposing = false): boolean {
    if (this.composing || isComposing) return false;
    this.cancel();
    const words = normaliseQuery(value);
    this.last = words;
    this.onSearch(words);
    return true;
  }

  dispose(): void {
    this.cancel();
  }

  private schedule(value: string): void {
    this.cancel();
    this.pending = this.timers.set(() => {
      this.pending = null;
      if (this.composing) return;
      const words = normaliseQuery(value);
      if (words === this.last) return;
      this.last = words;
      this.onSearch(words);
    }, this.opts.delayMs ?? INSTANT_DELAY_MS);
  }

  private cancel(): void {
    if (this.pending !== null) this.timers.clear(this.pending);
    this.pending = null;
  }
}
