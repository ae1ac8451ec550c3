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
 * @cssproperty --pw-color-primary - button background
 * @cssproperty --pw-color-on-primary - button text colour
 * @cssproperty --pw-focus-ring - focus outline colour
 */
import { createElement, useCallback, useMemo } from "react";
import { navigation } from "../core/api.js";
import { editionOf } from "../core/edition.js";
import { attr } from "../core/element.js";
import { t } from "../core/i18n/index.js";
import { defineWidget, type WidgetProps } from "../ui/define.js";
import { SearchBox } from "./SearchBox.js";
import css from "./search-box.css";
import { searchHref, searchPageUrl } from "./search-box.logic.js";
import { MAX_SEARCH_LENGTH, queryTextFromSearch } from "./search-words.js";
import { useSearchBox } from "./use-search-box.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-search-submit": CustomEvent<{ text: string }>;
  }
}

const TAG = "pw-search-box";
const ATTRS = ["action", "instant", "value"] as const;

function SearchBoxElement({ host, lang, attrs }: WidgetProps<(typeof ATTRS)[number]>) {
  const action = attr.string(attrs.action).trim() || searchPageUrl(editionOf(location.pathname));
  const initial = useMemo(() => (attrs.value != null ? attrs.value : queryTextFromSearch(location.search, "text")), [attrs.value]);
  const onSearch = useCallback(
    (text: string) => {
      const ev = new CustomEvent("pw-search-submit", { detail: { text }, bubbles: true, composed: true, cancelable: true });
      if (host.dispatchEvent(ev)) navigation.assign(searchHref(action, text));
    },
    [host, action],
  );
  const box = useSearchBox({ initial, instant: attr.boolean(attrs.instant, false), onSearch });
  return createElement(SearchBox, {
    ...box,
    boxLabel: t(lang, "search_box_label"),
    inputLabel: t(lang, "search_label"),
    placeholder: t(lang, "search_placeholder"),
    buttonLabel: t(lang, "search"),
    maxLength: MAX_SEARCH_LENGTH,
  });
}

defineWidget(TAG, SearchBoxElement, { attributes: ATTRS, css });
