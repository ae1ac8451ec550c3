/**
 * Rules of the search box's suggestions (issue 21 item 4; WAI-ARIA 1.2
 * combobox with a listbox popup). No React, no DOM, no state of their own:
 * the list's state after a key or an answer, the call of an edition, the ids
 * the input's aria-controls and aria-activedescendant point at.
 *
 * Keys (the input keeps the focus throughout): ArrowDown and ArrowUp move
 * the active option (wrapping; they open a closed list that has
 * suggestions), Enter on an active option picks it (the box then searches
 * it), Escape closes an open list (a closed one lets the search input's own
 * Escape clear it), Tab closes and leaves. Any other key is the input's.
 */
import type { Edition } from "../../common/edition.js";
import type { Suggestion } from "../../common/search-suggest.js";

export type { Suggestion };

/** Suggestions are asked this long after typing stops (ms). */
export const SUGGEST_DELAY_MS = 150;

/** The id of the listbox (the input's aria-controls). */
export const LISTBOX_ID = "pw-search-suggest";
/** The id of option `i` (the input's aria-activedescendant when it is active). */
export const optionId = (i: number) => `${LISTBOX_ID}-${i}`;

/** The suggestion list. */
export interface ListState {
  /** the last answer's suggestions */
  items: Suggestion[];
  /** the popup shows */
  open: boolean;
  /** index of the active option, -1 for none */
  active: number;
}

export const EMPTY: ListState = { items: [], open: false, active: -1 };

/** What a key does: the next state, whether the key is the list's (the input's default is then prevented), and a pick. */
export interface KeyResult {
  state: ListState;
  handled: boolean;
  /** the suggestion picked (Enter on the active option) */
  pick?: Suggestion;
}

/** The list after a key pressed in the input (see the file comment). */
export function keyDown(s: ListState, key: string): KeyResult {
  const n = s.items.length;
  switch (key) {
    case "ArrowDown":
    case "ArrowUp": {
      if (!n) return { state: s, handled: false };
      const down = key === "ArrowDown";
      if (!s.open) return { state: { ...s, open: true, active: down ? 0 : n - 1 }, handled: true };
      const active = down ? (s.active + 1) % n : s.active <= 0 ? n - 1 : s.active - 1;
      return { state: { ...s, active }, handled: true };
    }
    case "Enter":
      if (s.open && s.active >= 0 && s.active < n) return { state: { ...s, open: false, active: -1 }, handled: true, pick: s.items[s.active] };
      return { state: close(s), handled: false };
    case "Escape":
      return s.open ? { state: close(s), handled: true } : { state: s, handled: false };
    case "Tab":
      return { state: close(s), handled: false };
    default:
      return { state: s, handled: false };
  }
}

/** The list closed (the suggestions kept, so that ArrowDown opens it again). */
export function close(s: ListState): ListState {
  return s.open || s.active !== -1 ? { ...s, open: false, active: -1 } : s;
}

/** The list after an answer: open when there are suggestions and the input has the focus, no option active. */
export function answered(items: Suggestion[], focused: boolean): ListState {
  return { items, open: focused && items.length > 0, active: -1 };
}

/**
 * The suggestion call of the page's edition: the English one for the
 * English edition (or an English box on a Chinese page), else the Chinese
 * one (the alternate edition's pages are Chinese; as the results element
 * picks its search call).
 */
export function suggestPath(pageEdition: Edition, lang: "zh" | "en"): string {
  const edition = lang === "en" && pageEdition === "zh" ? "en" : pageEdition;
  return edition === "en" ? "en/articles/suggest" : "articles/suggest";
}
