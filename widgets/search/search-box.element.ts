/**
 * `<pw-search-box>`: the site search box (SPEC §2 search page, §5 search
 * words). Submitting (Enter or the button) normalises the words (SPEC §5),
 * fires `pw-search-submit`, and, unless a listener cancels it (the search
 * page's `<pw-search-results>` does, and searches in place), goes to the
 * search page with `?text=`. The initial text comes from the page address
 * (`text`, URI-decoded with fallback to the raw value, 'undefined' ignored).
 * Nothing is searched while an input method is composing.
 *
 * Without JavaScript, a `<form>` placed inside the element (light DOM) is
 * shown instead and submits to the search page.
 *
 * @summary Search box.
 * @attr action - the search page address (default the edition's: /cn/search.html, /en/search.html)
 * @attr instant - "true": also search 300 ms after typing stops (default false)
 * @attr value - initial text (default: the page address's `text` parameter)
 * @event pw-search-submit - cancelable; detail `{ text }` (normalised words, may be "")
 * @csspart form - the search form
 * @csspart input - the text input
 * @csspart button - the search button
 * @cssproperty --pw-search-box-width - reserved width (16em)
 * @cssproperty --pw-search-box-height - height (36px)
 * @cssproperty --pw-search-box-radius - corner radius (18px)
 * @cssproperty --pw-search-box-border - input border colour (#8a8a8a)
 * @cssproperty --pw-search-box-bg - input background (#fff)
 * @cssproperty --pw-color-text - input text colour (#1d1d1f)
 * @cssproperty --pw-color-primary - button background
 * @cssproperty --pw-color-on-primary - button text colour
 * @cssproperty --pw-focus-ring - focus outline colour
 */
import { createElement, useCallback, useMemo } from "react";
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
  return createElement(SearchBox, searchBoxProps(lang, box));
}

defineWidget("pw-search-box", SearchBoxElement, { attributes: SEARCH_BOX_ATTRIBUTES, css });
