/**
 * Article search (SPEC §7 Search, §3 Search response, §4 Search paging, §5
 * Search words and HTML allow-list; DESIGN §3.1, §4, §6): the public API of
 * the modules under services/search/, one per operation:
 *
 * - search/text.ts      folding, segmentation (Intl.Segmenter) and filter lexemes;
 * - search/indexing.ts  the weighted tsvector of each story and edition, reindexing;
 * - search/query.ts     the request, its tsquery and SQL conditions, dates;
 * - search/ranking.ts   the bounded relevance ranking and the plan of a search;
 * - search/sessions.ts  search sessions (sid, snapshot, paging) and SearchService.
 *
 * Callers import from here (test/browser and the bench do too).
 */
export { normaliseQuery } from "../../../common/search-words.js";
export { tokens } from "./search/text.js";
export { reindexStory, searchTextOf, searchVectorOf } from "./search/indexing.js";
export {
  parseSearchDate,
  queryTerms,
  STORY_TYPES,
  textQuery,
  type DateRange,
  type Direction,
  type SearchQuery,
  type Sort,
} from "./search/query.js";
export { MAX_KEEP_ALIVE_MS, SearchService, type SearchResult } from "./search/sessions.js";
