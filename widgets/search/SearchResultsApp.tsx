/**
 * The search results widget proper, loaded lazily by search-results.element.ts
 * (DESIGN §6: search results is a separate chunk): the hook and the view,
 * with the strings of the reader's language.
 */
import { variantUrlFor, editionOf, type Edition } from "../core/edition.js";
import { attr, emit } from "../core/element.js";
import { t, type Lang } from "../core/i18n/index.js";
import { SearchResults, type Option } from "./SearchResults.js";
import { filtersActive, NO_FILTERS, PAGE_SIZE, RESULT_TYPES, validRange, type ResultItem } from "./search-results.logic.js";
import { useSearchResults } from "./use-search-results.js";

export interface SearchResultsAppProps {
  host: HTMLElement;
  lang: Lang;
  attrs: Partial<Record<"size" | "subjects" | "text", string>>;
}

interface Subject {
  code: string;
  name: string;
}
const isSubjects = (v: unknown): v is Subject[] =>
  Array.isArray(v) && v.every((s) => s && typeof s === "object" && typeof (s as Subject).code === "string" && typeof (s as Subject).name === "string");

const TAG = "pw-search-results";

export default function SearchResultsApp({ host, lang, attrs }: SearchResultsAppProps) {
  const edition: Edition = lang === "en" && editionOf(location.pathname) === "zh" ? "en" : editionOf(location.pathname);
  const size = attr.number(TAG, "size", attrs.size, PAGE_SIZE, 1, 100);
  const subjects = attr.json<Subject[]>(TAG, "subjects", attrs.subjects, [], isSubjects);
  const { state, setFilters, loadMore, retry, beforeOpen } = useSearchResults({
    lang,
    edition,
    size,
    text: attrs.text ?? undefined,
    onPage: (d) => emit(host, "pw-search-results-load", d),
  });
  const q = state.query;
  const countText = state.totalExact ? t(lang, "search_count", { count: state.total }) : t(lang, "search_count_more", { count: state.total });
  const typeOptions: Option[] = [{ value: "", label: t(lang, "search_type_all") }, ...RESULT_TYPES.map((ty) => ({ value: ty, label: t(lang, `page_type_${ty}`) }))];
  const sortOptions: Option[] = [
    { value: "", label: t(lang, q.text ? "search_sort_relevance" : "search_sort_publishTime") },
    ...(q.text ? [{ value: "publishTime", label: t(lang, "search_sort_publishTime") }] : []),
    { value: "shootDate", label: t(lang, "search_sort_shootDate") },
  ];
  const typeLabel = (i: ResultItem) =>
    i.type === "image_group" && i.count > 1 ? t(lang, "page_photos", { count: i.count }) : t(lang, `page_type_${i.type}`);
  return (
    <SearchResults
      s={{
        region: t(lang, "search_results_label"),
        heading: q.text ? t(lang, "search_heading", { text: q.text }) : t(lang, "search_heading_all"),
        count: countText,
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
        empty: q.text ? t(lang, "search_empty", { text: q.text }) : t(lang, "search_empty_all"),
        emptyHint: t(lang, "search_empty_hint"),
        retry: t(lang, "search_retry"),
        verified: t(lang, "search_verified"),
        rangeInvalid: t(lang, "search_date_range_invalid"),
      }}
      status={state.status}
      items={state.items}
      filters={state.filters}
      filtersOn={filtersActive(state.filters)}
      rangeOk={validRange(state.filters)}
      typeOptions={typeOptions}
      subjectOptions={[{ value: "", label: t(lang, "search_subject_all") }, ...subjects.map((s) => ({ value: s.code, label: s.name }))]}
      sortOptions={sortOptions}
      directionOptions={[
        { value: "desc", label: t(lang, "search_direction_desc") },
        { value: "asc", label: t(lang, "search_direction_asc") },
      ]}
      typeLabel={typeLabel}
      hrefOf={(i) => variantUrlFor(i.htmlUrl, window.innerWidth)}
      verified={(i) => state.verified[i.subjectCode] === 1}
      loadingMore={state.loadingMore}
      ended={state.ended}
      error={state.error ? t(lang, "search_error", { msg: state.error }) : null}
      onFilters={setFilters}
      onClearFilters={() => setFilters(NO_FILTERS)}
      onLoadMore={loadMore}
      onRetry={retry}
      onOpen={beforeOpen}
    />
  );
}
