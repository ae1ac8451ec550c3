/**
 * `<pw-search-results>`: the results of the search page (SPEC §2 search
 * page, §3 Search response, §4 Search paging, §7 Search). Reads the query
 * from the page address — `text` (URI-decoded with fallback, 'undefined'
 * ignored; SPEC §5), `subject` and `subjectCode` (a JSON array of subject
 * names) — and shows cards for image, image_group, video, video_group (and
 * text) stories: title image (a text story: an excerpt of its body),
 * subject name upper-cased, publish date YYYY-MM-DD (blank when invalid),
 * author. Filters: type, subject, photographer, price, file type, publish
 * year, publish-date range, sort and direction, each option with the number
 * of matches under it (GET articles/facets, issue 21); they live in the page
 * address (`type`, `filterSubject`, `photographer`, `price`, `fileExt`,
 * `from`, `to`, `sort`, `direction`), so a reload, Back or a shared link
 * keeps them, and each active one shows as a chip that clears it. The
 * query's words are marked in titles and in a text story's excerpt (the
 * passage that matched). More pages load when the reader
 * scrolls within 100 px of the bottom (80 ms debounce) or presses "Load
 * more", until the page number reaches the page count or total_count is 0.
 * On es_error the search restarts (with a filter active: the filter result
 * from page 1). While more pages can come, the element carries `data-more`
 * (a page can hide what stands below it, as the search page hides its footer:
 * nothing is pushed down as pages load). Going Back to the page restores the loaded results and the
 * scroll position. A `<pw-search-box>` on the same page searches in place.
 *
 * This file is small: the widget itself is a separate chunk loaded when the
 * element first renders (DESIGN §6); when the page already holds the
 * element as this file runs (the search page), that chunk and the first
 * page of results (search-results.api.ts) are asked for at once, side by
 * side, instead of one after the other.
 *
 * @summary Search results with filters and infinite scroll.
 * @attr {number} size - page size 1..100 (default 10, SPEC §9)
 * @attr subjects - JSON array of `{ "code", "name" }` offered by the subject filter (default none: no subject filter)
 * @attr text - query text (default: the page address's `text`)
 * @event pw-search-results-load - a page was shown; detail `{ pageNum, total }`
 * @csspart heading - the results heading
 * @csspart filters-toggle - the button that shows and hides the filters (phones, 600 px wide or less: the filters wait behind it)
 * @csspart filters - the filter group
 * @csspart count - the number of results
 * @csspart list - the list of cards
 * @csspart card - one result
 * @csspart title - a result's title
 * @csspart excerpt - a text story's excerpt: the passage that matched the query, else the start of its body
 * @csspart chips - the active filters, each a button that clears it
 * @csspart empty - the empty state
 * @csspart error - the error state
 * @csspart invalid - a query text that cannot be searched (only emoji or punctuation, or over 200 characters): the reason, and no request is sent
 * @csspart footer - loading, "load more" and end of results
 * @cssproperty --pw-search-results-min-height - reserved height, so that nothing below jumps when results arrive (max(480px, 100vh))
 * @cssproperty --pw-search-card-min - minimum card width (220px)
 * @cssproperty --pw-search-gap - gap between cards (20px)
 * @cssproperty --pw-color-primary - buttons and accents
 * @cssproperty --pw-color-muted - secondary text (#5c5c66)
 * @cssproperty --pw-color-text - text colour (#1d1d1f)
 * @cssproperty --pw-color-line - border of the filter group (#dedee3)
 * @cssproperty --pw-color-soft - background of thumbnails and states (#f0f0f3)
 * @cssproperty --pw-focus-ring - focus outline colour
 * @cssproperty --pw-search-mark - background of the query's words marked in titles and excerpts (#fff1a8)
 */
import { createElement, lazy, Suspense } from "react";
import { defineWidget, type WidgetProps } from "../ui/define.js";
import { t } from "./locale/index.js";
import { askEarly } from "./search-results.api.js";
import css from "./search-results.css";
import type { SearchResultsAttribute } from "./search-results.props.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-search-results-load": CustomEvent<{ pageNum: number; total: number }>;
  }
}

/** search-results.props.ts SEARCH_RESULTS_ATTRIBUTES, written here so that the props module stays in the lazy chunk. */
const ATTRS = ["size", "subjects", "text"] as const satisfies readonly SearchResultsAttribute[];
const load = () => import("./SearchResults.lazy.js");
const App = lazy(load);

function SearchResultsElement(props: WidgetProps<SearchResultsAttribute>) {
  return createElement(
    Suspense,
    { fallback: createElement("p", { className: "loading", role: "status" }, t(props.lang, "search_loading")) },
    createElement(App, props),
  );
}

// before the element is defined (and renders): its store then finds the early answer
if (typeof document !== "undefined" && document.querySelector("pw-search-results")) {
  askEarly();
  // React.lazy loads it again (the same module) and reports a failure
  load().catch(() => undefined);
  // and the shared chunks that chunk imports (the sanitiser of the marked titles and excerpts, the store hook), side by
  // side with it: found only once it has arrived, they were a second round trip before the first results could show
  // (issue 21 item 7: Lighthouse's largest paint is the first card's excerpt)
  import("../core/sanitize.js").catch(() => undefined);
  import("../ui/use-store.js").catch(() => undefined);
}
defineWidget("pw-search-results", SearchResultsElement, { attributes: ATTRS, css });
