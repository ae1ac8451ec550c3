/**
 * `<pw-search-box>`: the site search box (SPEC §2 search page, §5 search
 * words). Submitting (Enter or the button) normalises the words (SPEC §5),
 * fires `pw-search-submit`, and, unless a listener cancels it (the search
 * page's `<pw-search-results>` does, and searches in place), goes to the
 * search page with `?text=`. The initial text comes from the page address
 * (`text`, URI-decoded with fallback to the raw value, 'undefined' ignored).
 * Nothing is searched while an input method is composing.
 *
 * Suggestions (issue 21 item 4): while the reader types, up to 8 texts from
 * the titles, keywords, subjects and photographers of the edition's stories
 * show under the input, asked 150 ms after typing stops (one Chinese
 * character or two letters are enough), never while an input method is
 * composing; an older request's answer is dropped. The input is then a
 * WAI-ARIA 1.2 combobox with a listbox popup: ArrowDown and ArrowUp move
 * through the suggestions, Enter searches the active one (as the submit
 * does: `pw-search-submit`, then the search page), Escape closes the list (a
 * second Escape clears the text), Tab leaves; a click or a touch on a
 * suggestion searches it; a polite live region says how many there are.
 * The suggestions are a chunk of their own, loaded when the reader first
 * types (nothing more loads with the page).
 *
 * Without JavaScript, a `<form>` placed inside the element (light DOM) is
 * shown instead and submits to the search page.
 *
 * @summary Search box.
 * @attr action - the search page address (default the edition's: /cn/search.html, /en/search.html)
 * @attr {boolean} instant - "true": also search 300 ms after typing stops (default false)
 * @attr value - initial text (default: the page address's `text` parameter)
 * @event pw-search-submit - cancelable; detail `{ text }` (normalised words, may be "")
 * @csspart form - the search form
 * @csspart input - the text input
 * @csspart button - the search button
 * @csspart suggestions - the list of suggestions under the input (role listbox)
 * @csspart suggestion - one suggestion (role option; also part "active" while it is the active one)
 * @cssproperty --pw-search-box-width - reserved width (16em)
 * @cssproperty --pw-search-box-height - height (36px)
 * @cssproperty --pw-search-box-radius - corner radius (18px)
 * @cssproperty --pw-search-box-border - input border colour (#8a8a8a)
 * @cssproperty --pw-search-box-bg - input background (#fff)
 * @cssproperty --pw-color-text - input text colour (#1d1d1f)
 * @cssproperty --pw-color-primary - button background
 * @cssproperty --pw-color-on-primary - button text colour
 * @cssproperty --pw-focus-ring - focus outline colour (and the outline of the active suggestion)
 * @cssproperty --pw-search-suggest-bg - background of the suggestion list (--pw-color-surface, #fff)
 * @cssproperty --pw-search-suggest-active - background of the active or hovered suggestion (--pw-color-soft, #f0f0f3)
 * @cssproperty --pw-color-border - border of the suggestion list (#dedee3)
 * @cssproperty --pw-color-muted - the kind after a suggestion (title, keyword …) (#5c5c66)
 */
import { createElement, useCallback, useMemo, useState } from "react";
import { editionOf } from "../../common/edition.js";
import { queryTextFromSearch } from "../../common/search-words.js";
import { navigation } from "../core/api.js";
import { emit } from "../core/element.js";
import { defineWidget, type WidgetProps } from "../ui/define.js";
import { SearchBox } from "./SearchBox.js";
import css from "./search-box.css";
import { searchHref } from "./search-box.rules.js";
import { parseAttributes, SEARCH_BOX_ATTRIBUTES, searchBoxProps, type SearchBoxAttribute } from "./search-box.props.js";
import { useSearchBox } from "./use-search-box.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-search-submit": CustomEvent<{ text: string }>;
  }
}

function SearchBoxElement({ host, lang, attrs }: WidgetProps<SearchBoxAttribute>) {
  const a = parseAttributes(attrs, editionOf(location.pathname));
  const initial = useMemo(() => a.value ?? queryTextFromSearch(location.search, "text"), [a.value]);
  const onSearch = useCallback(
    (text: string) => {
      // cancelable: the search page's <pw-search-results> cancels it and searches in place
      if (emit(host, "pw-search-submit", { text }, { cancelable: true })) navigation.assign(searchHref(a.action, text));
    },
    [host, a.action],
  );
  const box = useSearchBox({ initial, instant: a.instant, onSearch });
  // the suggestions: a chunk of their own, loaded when the reader first types (DESIGN §6); should it not
  // arrive (offline), the box works as before and the next keystroke tries again
  const [Suggest, setSuggest] = useState<typeof import("./SearchSuggest.lazy.js").default>();
  const view = searchBoxProps(lang, box);
  return createElement(SearchBox, {
    ...view,
    onChange(v, composing) {
      view.onChange(v, composing);
      Suggest || import("./SearchSuggest.lazy.js").then((m) => setSuggest(() => m.default), () => {});
    },
    popup: Suggest && createElement(Suggest, { lang, box }),
  });
}

defineWidget("pw-search-box", SearchBoxElement, { attributes: SEARCH_BOX_ATTRIBUTES, css });
