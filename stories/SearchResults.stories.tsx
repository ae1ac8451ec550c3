/**
 * <pw-search-results> view (widgets/search/SearchResults.tsx) in every state:
 * loading, results (every card type), loading more, end, empty, error,
 * failed next page, invalid date range; strings in the toolbar language as
 * SearchResultsApp.tsx computes them.
 */
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { t, type Lang } from "../widgets/core/i18n/index.js";
import { SearchResults, type SearchResultsViewProps } from "../widgets/search/SearchResults.js";
import { NO_FILTERS, RESULT_TYPES, type ResultItem } from "../widgets/search/search-results.logic.js";
import css from "../widgets/search/search-results.css?raw";
import { InShadow, storyLang } from "./StoryStyle.js";

const IMG = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='4' height='3'%3E%3Crect width='4' height='3' fill='%23c9d6df'/%3E%3C/svg%3E";
const item = (i: number, type: string): ResultItem => ({
  pcId: `s${i}`,
  type,
  title: `State of the Union Address, ${2000 + i}`,
  description: "Mr. Speaker, Mr. Vice President, Members of Congress, my fellow Americans: <b>tonight</b> …",
  author: "Barack Obama",
  subjectName: "Politics",
  subjectCode: i === 1 ? "photographer_1" : "politics",
  htmlUrl: "#",
  mHtmlUrl: "#",
  image: type === "text" ? null : IMG,
  imageWidth: 1600,
  imageHeight: 1200,
  date: i === 3 ? "" : `2026-01-0${(i % 9) + 1}`,
  count: type === "image_group" ? 3 : 1,
});
const ITEMS = RESULT_TYPES.map((ty, i) => item(i + 1, ty));

type Args = Pick<SearchResultsViewProps, "status" | "items" | "loadingMore" | "ended" | "error" | "rangeOk" | "filtersOn">;

function props(lang: Lang, a: Args): SearchResultsViewProps {
  const text = "State of the Union";
  return {
    ...a,
    s: {
      region: t(lang, "search_results_label"),
      heading: t(lang, "search_heading", { text }),
      count: t(lang, "search_count", { count: 30 }),
      filters: t(lang, "search_filters"),
      type: t(lang, "search_filter_type"),
      dateFrom: t(lang, "search_filter_date_from"),
      dateTo: t(lang, "search_filter_date_to"),
      subject: t(lang, "search_filter_subject"),
      sort: t(lang, "search_sort"),
      direction: t(lang, "search_direction"),
      clearFilters: t(lang, "search_clear_filters"),
      loading: t(lang, "search_loading"),
      loadMore: t(lang, "search_load_more"),
      end: t(lang, "search_end"),
      empty: t(lang, "search_empty", { text }),
      emptyHint: t(lang, "search_empty_hint"),
      retry: t(lang, "search_retry"),
      verified: t(lang, "search_verified"),
      rangeInvalid: t(lang, "search_date_range_invalid"),
    },
    error: a.error ? t(lang, "search_error", { msg: t(lang, "api_tools_1") }) : null,
    filters: a.rangeOk ? NO_FILTERS : { ...NO_FILTERS, dateFrom: "2026-03-01", dateTo: "2026-01-01" },
    typeOptions: [{ value: "", label: t(lang, "search_type_all") }, ...RESULT_TYPES.map((ty) => ({ value: ty, label: t(lang, `page_type_${ty}`) }))],
    subjectOptions: [
      { value: "", label: t(lang, "search_subject_all") },
      { value: "politics", label: lang === "zh" ? "政治" : "Politics" },
    ],
    sortOptions: [
      { value: "", label: t(lang, "search_sort_relevance") },
      { value: "publishTime", label: t(lang, "search_sort_publishTime") },
      { value: "shootDate", label: t(lang, "search_sort_shootDate") },
    ],
    directionOptions: [
      { value: "desc", label: t(lang, "search_direction_desc") },
      { value: "asc", label: t(lang, "search_direction_asc") },
    ],
    typeLabel: (i) => (i.type === "image_group" ? t(lang, "page_photos", { count: i.count }) : t(lang, `page_type_${i.type}`)),
    hrefOf: (i) => i.htmlUrl,
    verified: (i) => i.subjectCode === "photographer_1",
    onFilters: fn(),
    onClearFilters: fn(),
    onLoadMore: fn(),
    onRetry: fn(),
    onOpen: fn(),
  };
}

const meta: Meta<Args> = {
  title: "Widgets/pw-search-results",
  args: { status: "ready", items: ITEMS, loadingMore: false, ended: false, error: null, rangeOk: true, filtersOn: false },
  render: (args, { globals }) => {
    const lang = storyLang(globals);
    return (
      <InShadow css={css} lang={lang}>
        <SearchResults {...props(lang, args)} />
      </InShadow>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

export const Loading: Story = { args: { status: "loading", items: [] } };
export const Results: Story = {};
export const LoadingMore: Story = { args: { loadingMore: true } };
export const End: Story = { args: { ended: true } };
export const Empty: Story = { args: { items: [] } };
export const Failed: Story = { args: { status: "error", items: [], error: "x" } };
export const NextPageFailed: Story = { args: { error: "x" } };
export const InvalidDateRange: Story = { args: { rangeOk: false, filtersOn: true } };
