/**
 * Article search (SPEC §7 Search, §3 Search response, §4 Search paging, §5
 * Search words and HTML allow-list; DESIGN §3.1, §4, §6): the public API of
 * the modules of this folder, one per operation:
 *
 * - text.ts             folding, segmentation (Intl.Segmenter) and filter lexemes;
 * - indexing.ts         the weighted tsvector of each story and edition, reindexing;
 * - query.ts            the request, its tsquery and SQL conditions, dates;
 * - ranking.ts          the bounded relevance ranking and the plan of a search;
 * - sessions.ts         search sessions (sid, snapshot, paging) and SearchService;
 * - highlight.ts        the query's words marked in titles, the passage a text story matched;
 * - facets.ts           counts of the matches by type, subject, year, photographer, price;
 * - suggest.ts          suggestions while typing (SuggestService, issue 21 item 4);
 * - memory/             the in-memory index of the embedded database and the plans made from it (issue 21 item 6).
 *
 * Callers import from here (test/browser and the bench do too).
 */
export { normaliseQuery } from "../../../../common/search-words.js";
export { tokens } from "./text.js";
export { reindexMissing, reindexStories, reindexStory, searchVectorOf } from "./indexing.js";
export {
  exactTextQuery,
  parseSearchDate,
  queryTerms,
  STORY_TYPES,
  textQuery,
  type DateRange,
  type Direction,
  type SearchQuery,
  type Sort,
} from "./query.js";
export { MAX_KEEP_ALIVE_MS, SearchService, type SearchResult } from "./sessions.js";
export { SuggestService, type SuggestQuery } from "./suggest.js";
export { FACET_SAMPLE, type Facets, type FacetValue } from "./facets.js";
export { memoryIndexFor, type MemoryIndex } from "./memory/memory-index.js";
