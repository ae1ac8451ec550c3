/**
 * Attributes + state → view props for <pw-search-results> (DESIGN §2
 * `<feature>.props.ts`): pure, used by the element (its lazily loaded part,
 * SearchResults.lazy.tsx) and by nothing else. The story address for the
 * screen width comes in as `hrefOf`.
 */
import { attr } from "../core/element.js";
import type { Option, SearchResultsViewProps } from "./SearchResults.js";
import type { Chip } from "./SearchResults.js";
import {
  FILE_EXTS,
  filtersActive,
  NO_FILTERS,
  PAGE_SIZE,
  PRICES,
  queryProblem,
  RESULT_TYPES,
  validRange,
  validTag,
  withYear,
  yearOf,
  type FacetValue,
  type ResultItem,
  type SearchFilters,
} from "./search-results.rules.js";
import { type ResultsState } from "./search-results.store.js";
import { MAX_SEARCH_LENGTH, normaliseQuery } from "../../common/search-words.js";
import { t, type Lang } from "./locale/index.js";

const TAG = "pw-search-results";

/** The attributes of <pw-search-results> (camelCase names). */
export const SEARCH_RESULTS_ATTRIBUTES = ["size", "subjects", "text"] as const;
export type SearchResultsAttribute = (typeof SEARCH_RESULTS_ATTRIBUTES)[number];

/** A subject offered by the subject filter. */
export interface Subject {
  code: string;
  name: string;
}
const isSubjects = (v: unknown): v is Subject[] =>
  Array.isArray(v) && v.every((s) => s && typeof s === "object" && typeof (s as Subject).code === "string" && typeof (s as Subject).name === "string");

/** The parsed attributes. */
export interface SearchResultsAttributes {
  /** page size 1..100 (SPEC §9 default 10) */
  size: number;
  /** subjects of the subject filter (none: no subject filter) */
  subjects: Subject[];
  /** query text, undefined to take it from the page address */
  text: string | undefined;
}

/** Parses the raw attributes (undefined when absent); bad values warn `[photowire]` and fall back. */
export function parseAttributes(raw: Partial<Record<SearchResultsAttribute, string>>): SearchResultsAttributes {
  return {
    size: attr.number(TAG, "size", raw.size, PAGE_SIZE, 1, 100),
    subjects: attr.json<Subject[]>(TAG, "subjects", raw.subjects, [], isSubjects),
    text: raw.text ?? undefined,
  };
}

/** What the reader can do (use-search-results.ts). */
export interface SearchResultsActions {
  /** changes the filters: `patch` over the latest ones (several changes in one task all count) */
  setFilters(patch: Partial<SearchFilters>): void;
  loadMore(): void;
  retry(): void;
  beforeOpen(): void;
}

/** The view props for a state. */
export function searchResultsProps(
  lang: Lang,
  a: SearchResultsAttributes,
  state: ResultsState,
  act: SearchResultsActions,
  hrefOf: (item: ResultItem) => string,
): SearchResultsViewProps {
  const q = state.query;
  const f = state.filters;
  const fc = state.facets;
  // an option with its count when the counts are there ("Photo (12)"); a value the counts do not list has none
  const counted = (list: FacetValue[] | undefined) => (value: string, label: string): Option => {
    const n = fc ? (list?.find((v) => v.value === value)?.count ?? 0) : null;
    return { value, label: n === null ? label : t(lang, "search_option_count", { label, count: n }) };
  };
  const withChosen = (list: FacetValue[], chosen: string): FacetValue[] => (chosen && !list.some((v) => v.value === chosen) ? [...list, { value: chosen, label: chosen, count: 0 }] : list);
  const typeOptions: Option[] = [{ value: "", label: t(lang, "search_type_all") }, ...RESULT_TYPES.map((ty) => counted(fc?.type)(ty, t(lang, `page_type_${ty}`)))];
  const subjectList = a.subjects.length ? a.subjects.map((s) => ({ value: s.code, label: s.name, count: 0 })) : withChosen(fc?.subject ?? [], f.subjectCode);
  const photographers = withChosen(fc?.photographer ?? [], f.author);
  const year = yearOf(f);
  const years = withChosen(fc?.year ?? [], year);
  // the year facet counts publish years: over shooting dates its counts would mislead, so the years show none
  const yearCounted = f.dateField ? (value: string, label: string): Option => ({ value, label }) : counted(fc?.year);
  const dateName = (from: boolean) => t(lang, f.dateField ? (from ? "search_filter_shoot_from" : "search_filter_shoot_to") : from ? "search_filter_date_from" : "search_filter_date_to");
  const labelOf = (list: { value: string; label: string }[], v: string) => list.find((o) => o.value === v)?.label ?? v;
  // the active refinements, each cleared on its own (issue 21 chips)
  const chips: Chip[] = [];
  const chip = (key: string, name: string, value: string, cleared: Partial<SearchFilters>) => {
    const label = t(lang, "search_chip", { name, value });
    chips.push({ key, label, remove: t(lang, "search_chip_remove", { name: label }), clear: cleared });
  };
  if (f.type) chip("type", t(lang, "search_filter_type"), t(lang, `page_type_${f.type}`), { type: "" });
  if (f.subjectCode) chip("subject", t(lang, "search_filter_subject"), labelOf(subjectList, f.subjectCode), { subjectCode: "" });
  if (f.author) chip("author", t(lang, "search_filter_photographer"), f.author, { author: "" });
  if (f.price) chip("price", t(lang, "search_filter_price"), t(lang, `search_price_${f.price}`), { price: "" });
  if (f.fileExt) chip("fileExt", t(lang, "search_filter_fileExt"), f.fileExt.toUpperCase(), { fileExt: "" });
  if (year) chip("year", t(lang, f.dateField ? "search_filter_shoot_year" : "search_filter_year"), year, withYear(f, ""));
  else {
    if (f.dateFrom) chip("from", dateName(true), f.dateFrom, { dateFrom: "" });
    if (f.dateTo) chip("to", dateName(false), f.dateTo, { dateTo: "" });
  }
  if (f.text2) chip("text2", t(lang, "search_filter_text2"), f.text2, { text2: "" });
  if (f.tags) chip("tags", t(lang, "search_filter_tags"), f.tags, { tags: "" });
  const sortOptions: Option[] = [
    { value: "", label: t(lang, q.text ? "search_sort_relevance" : "search_sort_publishTime") },
    ...(q.text ? [{ value: "publishTime", label: t(lang, "search_sort_publishTime") }] : []),
    { value: "shootDate", label: t(lang, "search_sort_shootDate") },
  ];
  return {
    s: {
      region: t(lang, "search_results_label"),
      heading: q.problem ? t(lang, "search_results_label") : q.text ? t(lang, "search_heading", { text: q.text }) : t(lang, "search_heading_all"),
      count: t(lang, state.totalExact ? "search_count" : "search_count_more", { count: state.total }),
      filters: t(lang, "search_filters"),
      type: t(lang, "search_filter_type"),
      dateFrom: dateName(true),
      dateTo: dateName(false),
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
      photographer: t(lang, "search_filter_photographer"),
      price: t(lang, "search_filter_price"),
      fileExt: t(lang, "search_filter_fileExt"),
      year: t(lang, "search_filter_year"),
      dateField: t(lang, "search_filter_date_field"),
      text2: t(lang, "search_filter_text2"),
      tags: t(lang, "search_filter_tags"),
      chips: t(lang, "search_chips"),
      invalid: q.problem ? t(lang, `search_${q.problem}`, { max: MAX_SEARCH_LENGTH }) : "",
    },
    status: state.status,
    items: state.items,
    filters: state.filters,
    filtersOn: filtersActive(state.filters),
    rangeOk: validRange(state.filters),
    typeOptions,
    subjectOptions: [{ value: "", label: t(lang, "search_subject_all") }, ...subjectList.map((s) => counted(fc?.subject)(s.value, s.label))],
    photographerOptions: [{ value: "", label: t(lang, "search_photographer_all") }, ...photographers.map((p) => counted(fc?.photographer)(p.value, p.label))],
    priceOptions: [{ value: "", label: t(lang, "search_price_all") }, ...PRICES.map((p) => counted(fc?.price)(p, t(lang, `search_price_${p}`)))],
    fileExtOptions: [{ value: "", label: t(lang, "search_fileExt_all") }, ...FILE_EXTS.map((e) => ({ value: e, label: e.toUpperCase() }))],
    yearOptions: [{ value: "", label: t(lang, "search_year_all") }, ...years.map((y) => yearCounted(y.value, y.label))],
    // a typed text2 or keyword: its value as sent, or why it cannot be (the message shown at the field)
    checkText2: (v) => {
      const problem = queryProblem(v);
      return problem ? { value: "", error: t(lang, `search_${problem}`, { max: MAX_SEARCH_LENGTH }) } : { value: normaliseQuery(v), error: "" };
    },
    checkTag: (v) => (!v.trim() || validTag(v.trim()) ? { value: v.trim(), error: "" } : { value: "", error: t(lang, "search_tag_invalid") }),
    dateFieldOptions: [
      { value: "", label: t(lang, "search_date_field_publish") },
      { value: "shootDate", label: t(lang, "search_date_field_shoot") },
    ],
    year,
    chips,
    sortOptions,
    directionOptions: [
      { value: "desc", label: t(lang, "search_direction_desc") },
      { value: "asc", label: t(lang, "search_direction_asc") },
    ],
    typeLabel: (i) => (i.type === "image_group" && i.count > 1 ? t(lang, "page_photos", { count: i.count }) : t(lang, `page_type_${i.type}`)),
    hrefOf,
    verified: (i) => state.verified[i.subjectCode] === 1,
    loadingMore: state.loadingMore,
    ended: state.ended,
    error: state.error ? t(lang, "search_error", { msg: state.error }) : null,
    onFilters: act.setFilters,
    onClearFilters: () => act.setFilters(NO_FILTERS),
    onLoadMore: act.loadMore,
    onRetry: act.retry,
    onOpen: act.beforeOpen,
  };
}
