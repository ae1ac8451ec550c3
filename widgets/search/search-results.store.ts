/**
 * Search results state, framework-free (SPEC §3 Search response, §4 Search
 * paging, §7 Search, §8 es_error, §9 page size; DESIGN §8 InstantSearch
 * layering), over the one store primitive core/store.ts. No React, no DOM
 * globals (storage and calls are injected); the pure rules are in
 * search-results.rules.ts.
 *
 * - `start(query, filters)`: page 1 of a new search (the server opens a
 *   session: sid, first page, total_count); the previous session is cleared.
 * - `loadMore()`: the next page with the sid alone; ignored while loading,
 *   at the end, or while a failed next page's error shows (scrolling does not
 *   ask again behind the reader's back: `retry()` does). The end: the page
 *   number reaches the page count, or total_count is 0 (SPEC §4).
 * - es_error (unknown or expired sid): the search restarts from page 1; with
 *   a filter active it is the filter result that is re-requested from page 1
 *   (SPEC §4) — either way the current text and filters, page 1, the list
 *   replaced. At most one automatic restart in a row; then the error state.
 * - other failures: logged (SPEC §8 "failure is logged and the page carries
 *   on"), the error state with a retry.
 * - a snapshot (items, paging, filters, scroll position) is kept in session
 *   storage per page address, so that going Back to the search page shows
 *   the same results at the same place.
 */
import type { Lang } from "./locale/index.js";
import { createState, type State } from "../core/store.js";
import {
  filtersActive,
  isEnd,
  NO_FILTERS,
  requestParams,
  sameFilters,
  SNAPSHOT_MAX_AGE_MS,
  toItem,
  validRange,
  facetParams,
  type PageQuery,
  type ResultItem,
  type SearchFacets,
  type SearchFilters,
  type SearchResponse,
} from "./search-results.rules.js";

export interface ResultsState {
  /** invalid: the query text cannot be searched (PageQuery.problem): nothing is asked of the server */
  status: "idle" | "loading" | "ready" | "error" | "invalid";
  query: PageQuery;
  filters: SearchFilters;
  items: ResultItem[];
  total: number;
  totalExact: boolean;
  pageNum: number;
  pageCount: number;
  sid: string;
  /** a next page is being loaded (the list stays) */
  loadingMore: boolean;
  ended: boolean;
  /** error message (SPEC §8 msg or api_tools_1), null when none */
  error: string | null;
  /** photographer status by subject code (photographer_<id> → 1 …) */
  verified: Record<string, number>;
  /** the counts beside the filters (issue 21); null until they come (or when they failed: the filters stay usable) */
  facets: SearchFacets | null;
}

/** Outside world of the store (injected by the hook; fakes in tests). */
export interface ResultsDeps {
  lang: Lang;
  /** page size (SPEC §9 default 10) */
  size: number;
  /** GET the search with these parameters; rejects with { code, msg } */
  search(params: Record<string, string>): Promise<SearchResponse>;
  /** clears a server session (fire and forget) */
  clear(sid: string): void;
  /** photographer status by subject code (empty map on failure) */
  photographerStatus?(subjectCodes: string[]): Promise<Record<string, number>>;
  /** GET the facets of a search with these parameters (issue 21); rejects with { code, msg } */
  facets?(params: Record<string, string>): Promise<SearchFacets>;
  /** session storage (or null) and the page key */
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem"> | null;
  /** the snapshot key of the current page address */
  key(): string;
  now(): number;
  /** cache-buster (SPEC §7 _rid) */
  rid(): string;
  /** logs a failure (SPEC §8) */
  log(msg: string, err: unknown): void;
}

interface Snapshot {
  v: 1;
  at: number;
  scrollY: number;
  state: Omit<ResultsState, "status" | "loadingMore" | "error" | "verified"> & { verified?: Record<string, number> };
}

const initial = (query: PageQuery): ResultsState => ({
  status: "idle",
  query,
  filters: NO_FILTERS,
  items: [],
  total: 0,
  totalExact: true,
  pageNum: 0,
  pageCount: 0,
  sid: "",
  loadingMore: false,
  ended: false,
  error: null,
  verified: {},
  facets: null,
});

const codeOf = (e: unknown) => (e && typeof e === "object" && "code" in e ? String((e as { code: unknown }).code) : "");
const msgOf = (e: unknown) => (e && typeof e === "object" && "msg" in e ? String((e as { msg: unknown }).msg) : "");

export class SearchResultsStore {
  private readonly s: State<ResultsState>;
  /** increases with every new search: answers of an older one are dropped */
  private generation = 0;
  private restarts = 0;
  private restoredScroll: number | null = null;

  constructor(
    private readonly deps: ResultsDeps,
    query: PageQuery,
  ) {
    this.s = createState(initial(query));
  }

  get(): ResultsState {
    return this.s.get();
  }

  subscribe(fn: () => void): () => void {
    return this.s.subscribe(fn);
  }

  private set(patch: Partial<ResultsState>): void {
    this.s.set(patch);
  }

  /**
   * Restores the snapshot of this page address if there is a fresh one with
   * the same query (and, when given, the same filters: those of the page
   * address). @returns the scroll position to go back to, or null
   */
  restore(filters?: SearchFilters): number | null {
    const raw = this.deps.storage?.getItem(this.deps.key());
    if (!raw) return null;
    try {
      const snap = JSON.parse(raw) as Snapshot;
      const q = this.s.get().query;
      if (
        snap.v !== 1 ||
        this.deps.now() - snap.at > SNAPSHOT_MAX_AGE_MS ||
        snap.state.query.text !== q.text ||
        JSON.stringify(snap.state.query.subjects) !== JSON.stringify(q.subjects) ||
        (filters !== undefined && !sameFilters({ ...NO_FILTERS, ...snap.state.filters }, filters)) ||
        !Array.isArray(snap.state.items)
      ) {
        return null;
      }
      const y = typeof snap.scrollY === "number" ? snap.scrollY : 0;
      this.restoredScroll = y;
      this.set({ ...snap.state, verified: snap.state.verified ?? {}, status: "ready", loadingMore: false, error: null });
      return y;
    } catch {
      return null;
    }
  }

  /** The scroll position of a restored snapshot, once (then null). */
  takeRestoredScroll(): number | null {
    const y = this.restoredScroll;
    this.restoredScroll = null;
    return y;
  }

  /** Saves the snapshot (call on leaving the page or opening a story). */
  save(scrollY: number): void {
    const s = this.s.get();
    if (!this.deps.storage || s.status !== "ready") return;
    const { status: _s, loadingMore: _l, error: _e, ...rest } = s;
    const snap: Snapshot = { v: 1, at: this.deps.now(), scrollY, state: rest };
    try {
      this.deps.storage.setItem(this.deps.key(), JSON.stringify(snap));
    } catch {
      /* storage full or denied: Back then searches again */
    }
  }

  /** A new search for `query` (or the current one) with `filters`, page 1. */
  async start(query: PageQuery = this.s.get().query, filters: SearchFilters = this.s.get().filters, auto = false): Promise<void> {
    if (!auto) this.restarts = 0;
    const gen = ++this.generation;
    if (this.s.get().sid) this.deps.clear(this.s.get().sid);
    if (query.problem) {
      // what the server would refuse (search_no_words, search_too_long): said at once, no request
      this.set({ ...initial(query), filters, status: "invalid", verified: this.s.get().verified });
      return;
    }
    // the last counts stay until the new ones come (the selects keep their size)
    this.set({ ...initial(query), filters, status: "loading", verified: this.s.get().verified, facets: this.s.get().facets });
    void this.loadFacets(query, filters, gen);
    try {
      const res = await this.deps.search(requestParams(query, filters, this.deps.size, this.deps.rid()));
      if (gen !== this.generation) return;
      this.accept(res, true);
    } catch (err) {
      if (gen !== this.generation) return;
      this.fail(err);
    }
  }

  /** Changes the filters and searches again from page 1 (ignored when the date range is invalid). */
  setFilters(filters: SearchFilters): void {
    if (!validRange(filters)) {
      this.set({ filters });
      return;
    }
    void this.start(this.s.get().query, filters);
  }

  /** The next page (sid alone). Ignored while loading, at the end, before a first page, or while an error shows (`retry()` clears it first). */
  async loadMore(): Promise<void> {
    const s = this.s.get();
    if (s.status !== "ready" || s.loadingMore || s.ended || !s.sid || s.error) return;
    const gen = this.generation;
    this.set({ loadingMore: true, error: null });
    try {
      const res = await this.deps.search({ sid: s.sid });
      if (gen !== this.generation) return;
      this.restarts = 0;
      this.accept(res, false);
    } catch (err) {
      if (gen !== this.generation) return;
      if (codeOf(err) === "es_error" && this.restarts < 1) {
        // SPEC §4: the search restarts (with a filter active: the filter result from page 1)
        this.restarts++;
        this.deps.log(filtersActive(s.filters) ? "search session expired; filter result requested again" : "search session expired; restarting", err);
        await this.start(s.query, s.filters, true);
        return;
      }
      this.fail(err);
    }
  }

  /** Retry after an error: the failed next page, or the whole search. */
  retry(): Promise<void> {
    const s = this.s.get();
    if (s.status === "ready" && s.error) {
      this.set({ error: null });
      return this.loadMore();
    }
    return this.start(s.query, s.filters);
  }

  private accept(res: SearchResponse, first: boolean): void {
    const r = res.result;
    const items = (r.page_data ?? []).map(toItem);
    const prev = first ? [] : this.s.get().items;
    const seen = new Set(prev.map((i) => i.pcId));
    const merged = [...prev, ...items.filter((i) => !seen.has(i.pcId))];
    const total = Number(r.total_count ?? 0);
    const pageNum = Number(r.pageNum ?? this.s.get().pageNum + 1);
    const pageCount = Number(r.pageCount ?? Math.ceil(total / this.deps.size));
    this.set({
      status: "ready",
      sid: res.sid || this.s.get().sid,
      items: merged,
      total,
      totalExact: r.totalExact !== false,
      pageNum,
      pageCount,
      loadingMore: false,
      // a page with nothing new also ends (defensive: never ask forever)
      ended: isEnd(pageNum, pageCount, total) || (!first && items.length === 0),
      error: null,
    });
    void this.loadStatuses(items);
  }

  private fail(err: unknown): void {
    this.deps.log("search failed", err);
    const msg = msgOf(err) || (err instanceof Error ? err.message : String(err));
    if (this.s.get().status === "ready") this.set({ loadingMore: false, error: msg });
    else this.set({ status: "error", loadingMore: false, error: msg });
  }

  /** The counts beside the filters for this search (issue 21); a failure is logged and leaves the filters without counts. */
  private async loadFacets(query: PageQuery, filters: SearchFilters, gen: number): Promise<void> {
    if (!this.deps.facets) return;
    try {
      const facets = await this.deps.facets(facetParams(query, filters));
      if (gen === this.generation) this.set({ facets });
    } catch (err) {
      if (gen !== this.generation) return;
      this.deps.log("search facets failed", err);
      this.set({ facets: null });
    }
  }

  /** Photographer badges: one status lookup for the new photographer_<id> subjects (SPEC §7). */
  private async loadStatuses(items: ResultItem[]): Promise<void> {
    if (!this.deps.photographerStatus) return;
    const codes = [...new Set(items.map((i) => i.subjectCode).filter((c) => /^photographer_\d+$/.test(c) && !(c in this.s.get().verified)))];
    if (!codes.length) return;
    const map = await this.deps.photographerStatus(codes);
    this.set({ verified: { ...this.s.get().verified, ...map } });
  }
}
