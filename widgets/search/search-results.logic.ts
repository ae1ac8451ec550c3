/**
 * Search results state, framework-free (SPEC §3 Search response, §4 Search
 * paging, §7 Search, §8 es_error, §9 page size; DESIGN §8 InstantSearch
 * layering). No React, no DOM globals (storage and calls are injected).
 *
 * - `start(query, filters)`: page 1 of a new search (the server opens a
 *   session: sid, first page, total_count); the previous session is cleared.
 * - `loadMore()`: the next page with the sid alone; ignored while loading or
 *   at the end. The end: the page number reaches the page count, or
 *   total_count is 0 (SPEC §4).
 * - es_error (unknown or expired sid): the search restarts from page 1; with
 *   a filter active it is the filter result that is re-requested from page 1
 *   (SPEC §4) — either way the current text and filters, page 1, the list
 *   replaced. At most one automatic restart in a row; then the error state.
 * - other failures: logged (SPEC §8 "failure is logged and the page carries
 *   on"), the error state with a retry.
 * - a snapshot (items, paging, filters, scroll position) is kept in session
 *   storage per page address, so that going Back to the search page shows
 *   the same results at the same place.
 *
 * Stays whole (about 470 lines): one store whose start, loadMore, filter
 * and snapshot paths share the session state (sid, page, restart count);
 * split, every transition would reach into another file's state.
 */
import type { Lang } from "./locale/index.js";
import { parseDate } from "../../common/format.js";
import { MAX_SEARCH_LENGTH, normaliseQuery } from "../../common/search-words.js";

/** SPEC §9: page size default 10. */
export const PAGE_SIZE = 10;
/** SPEC §9: infinite-scroll bottom offset (px) and scroll debounce (ms). */
export const BOTTOM_OFFSET_PX = 100;
export const SCROLL_DEBOUNCE_MS = 80;
/** Snapshots older than this are not restored (ms; the server's sessions live 10 minutes). */
export const SNAPSHOT_MAX_AGE_MS = 30 * 60 * 1000;
const SNAPSHOT_PREFIX = "photowire.search:";

export const RESULT_TYPES = ["image", "image_group", "video", "video_group", "text"] as const;
export const SORTS = ["relevance", "publishTime", "shootDate"] as const;

/** The reader's filters (SPEC §7 parameters type, date, subjectCode, sort, direction). */
export interface SearchFilters {
  /** "" = all */
  type: "" | (typeof RESULT_TYPES)[number];
  /** YYYY-MM-DD or "" (publish date, inclusive) */
  dateFrom: string;
  dateTo: string;
  /** "" = all */
  subjectCode: string;
  /** "" = the server's default (relevance with text, else publish time) */
  sort: "" | (typeof SORTS)[number];
  direction: "desc" | "asc";
}

export const NO_FILTERS: SearchFilters = { type: "", dateFrom: "", dateTo: "", subjectCode: "", sort: "", direction: "desc" };

/** Whether the reader has set any filter (SPEC §4: es_error re-requests the filter result). */
export function filtersActive(f: SearchFilters): boolean {
  return f.type !== "" || f.dateFrom !== "" || f.dateTo !== "" || f.subjectCode !== "" || f.sort !== "" || f.direction !== "desc";
}

/**
 * Names of the filters in the page address (issue 12: a shared link or Back
 * reproduces them). `subjectCode` and `subject` of the address are the
 * page's own query (SPEC §2), so the subject filter is `filterSubject`.
 */
export const FILTER_PARAMS = { type: "type", dateFrom: "from", dateTo: "to", subjectCode: "filterSubject", sort: "sort", direction: "direction" } as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CODE = /^[\w-]{1,64}$/;

/**
 * The filters a page address carries (its query string): unknown values are
 * ignored (left at "no filter"), so a hand-edited link never breaks the page.
 * @param search location.search ("?text=…&type=text&from=2020-01-01")
 */
export function filtersFromSearch(search: string): SearchFilters {
  const q = new URLSearchParams(search);
  const get = (k: keyof SearchFilters) => (q.get(FILTER_PARAMS[k]) ?? "").trim();
  const type = get("type");
  const sort = get("sort");
  const from = get("dateFrom");
  const to = get("dateTo");
  const subject = get("subjectCode");
  return {
    type: (RESULT_TYPES as readonly string[]).includes(type) ? (type as SearchFilters["type"]) : "",
    dateFrom: DAY.test(from) ? from : "",
    dateTo: DAY.test(to) ? to : "",
    subjectCode: CODE.test(subject) ? subject : "",
    sort: (SORTS as readonly string[]).includes(sort) ? (sort as SearchFilters["sort"]) : "",
    direction: get("direction") === "asc" ? "asc" : "desc",
  };
}

/**
 * The page address's query string with these filters (set ones written,
 * others removed; every other parameter kept in place).
 * @returns "?…" or "" when nothing is left
 */
export function searchWithFilters(search: string, f: SearchFilters): string {
  const names = new Set<string>(Object.values(FILTER_PARAMS));
  // the page's own parameters stay exactly as they were written (no re-encoding: "%20" stays "%20")
  const kept = (search.startsWith("?") ? search.slice(1) : search).split("&").filter((part) => {
    if (!part) return false;
    const key = part.split("=")[0];
    let k = key;
    try {
      k = decodeURIComponent(key);
    } catch {
      /* keep raw */
    }
    return !names.has(k);
  });
  for (const k of Object.keys(FILTER_PARAMS) as (keyof SearchFilters)[]) {
    const v = f[k];
    if (v && !(k === "direction" && v === "desc")) kept.push(`${FILTER_PARAMS[k]}=${encodeURIComponent(v)}`);
  }
  return kept.length ? `?${kept.join("&")}` : "";
}

/** Whether two filter sets are the same. */
export function sameFilters(a: SearchFilters, b: SearchFilters): boolean {
  return (Object.keys(FILTER_PARAMS) as (keyof SearchFilters)[]).every((k) => a[k] === b[k]);
}

/** Whether the date range is usable (each a valid YYYY-MM-DD or empty, start not after end). */
export function validRange(f: SearchFilters): boolean {
  const ok = (d: string) => d === "" || parseDate(d, "YYYY-MM-DD") !== null;
  return ok(f.dateFrom) && ok(f.dateTo) && !(f.dateFrom && f.dateTo && f.dateFrom > f.dateTo);
}

/** What the page address asks for (SPEC §2: query text, subject, subjectCode = JSON array of subject names). */
export interface PageQuery {
  text: string;
  /** subject names */
  subjects: string[];
}

/**
 * The page query from the address parameters (already URI-decoded with
 * fallback, see search-words.ts queryTextFromSearch): text normalised (SPEC
 * §5), subject (one name) and subjectCode (JSON array of names, or a
 * comma-separated list) joined.
 */
export function pageQuery(text: string, subject: string, subjectCode: string): PageQuery {
  const names: string[] = [];
  const add = (s: unknown) => {
    if (typeof s !== "string") return;
    const v = s.trim();
    if (v && v !== "undefined" && v.length <= 64 && !/[<>"&]/.test(v) && !names.includes(v)) names.push(v);
  };
  add(subject);
  const raw = subjectCode.trim();
  if (raw.startsWith("[")) {
    try {
      const arr: unknown = JSON.parse(raw);
      if (Array.isArray(arr)) arr.slice(0, 20).forEach(add);
    } catch {
      console.warn(`[photowire] <pw-search-results> subjectCode ${JSON.stringify(raw)} is not a JSON array; ignored`);
    }
  } else raw.split(",").forEach(add);
  return { text: normaliseQuery(text).slice(0, MAX_SEARCH_LENGTH), subjects: names };
}

/** One card's data (from a page_data item; text fields are allow-listed HTML from the server). */
export interface ResultItem {
  pcId: string;
  type: string;
  /** HTML (allow-listed) */
  title: string;
  /** HTML (allow-listed) */
  description: string;
  /** HTML (allow-listed) */
  author: string;
  /** HTML (allow-listed); shown upper-cased (SPEC §3) */
  subjectName: string;
  subjectCode: string;
  htmlUrl: string;
  mHtmlUrl: string;
  /** list-size image, or null */
  image: string | null;
  imageWidth: number;
  imageHeight: number;
  /** YYYY-MM-DD or "" when invalid (SPEC §3) */
  date: string;
  /** items in the story */
  count: number;
  /** text stories: the start of the body (allow-listed HTML from the server), "" otherwise */
  excerpt: string;
}

/** A page_data item as the search answers it (the fields the cards use). */
export interface StoryItemDto {
  pcId: string;
  type: string;
  title: string;
  description?: string;
  author?: string;
  subjectName?: string;
  subjectCode?: string;
  htmlUrl: string;
  mHtmlUrl?: string;
  titleImage?: string | null;
  listImage?: string | null;
  fullPublishTime?: string;
  publishResList?: { width?: number; height?: number }[];
  /** text stories: the start of the body (issue 12) */
  excerpt?: string;
}

/** fullPublishTime ("YYYY-MM-DD HH:mm:ss" or "YYYY-MM-DD") as YYYY-MM-DD, or "" when invalid (SPEC §3). */
export function formatDay(full: string | null | undefined): string {
  if (typeof full !== "string") return "";
  const s = full.trim();
  const day = s.slice(0, 10);
  const valid = s.length === 10 ? parseDate(s, "YYYY-MM-DD") : parseDate(s.slice(0, 19), "YYYY-MM-DD HH:mm:ss");
  return valid ? day : "";
}

export function toItem(d: StoryItemDto): ResultItem {
  const first = d.publishResList?.[0];
  return {
    pcId: String(d.pcId),
    type: String(d.type),
    title: d.title ?? "",
    description: d.description ?? "",
    author: d.author ?? "",
    subjectName: d.subjectName ?? "",
    subjectCode: d.subjectCode ?? "",
    htmlUrl: d.htmlUrl,
    mHtmlUrl: d.mHtmlUrl ?? d.htmlUrl,
    image: d.listImage ?? d.titleImage ?? null,
    imageWidth: first?.width ?? 0,
    imageHeight: first?.height ?? 0,
    date: formatDay(d.fullPublishTime),
    count: d.publishResList?.length ?? 0,
    excerpt: d.excerpt ?? "",
  };
}

/** Query parameters of a first request (SPEC §7). */
export function requestParams(q: PageQuery, f: SearchFilters, size: number, rid: string): Record<string, string> {
  const p: Record<string, string> = { size: String(size), _rid: rid };
  if (q.text) p.text = q.text;
  if (q.subjects.length) p.subject = JSON.stringify(q.subjects);
  if (f.type) p.type = f.type;
  if (f.subjectCode) p.subjectCode = f.subjectCode;
  if (f.dateFrom || f.dateTo) p.date = JSON.stringify({ start: f.dateFrom || undefined, end: f.dateTo || undefined });
  // "oldest first" orders by time: best match has no direction
  const sort = f.direction === "asc" && (f.sort === "" || f.sort === "relevance") ? "publishTime" : f.sort;
  if (sort && !(sort === "relevance" && !q.text)) p.sort = sort;
  if (f.direction !== "desc") p.direction = f.direction;
  return p;
}

/** SPEC §4: the end of the results. */
export function isEnd(pageNum: number, pageCount: number, total: number): boolean {
  return total === 0 || pageNum >= pageCount;
}

/** Whether the bottom of the page is within `offset` px (SPEC §9: 100 px). */
export function nearBottom(scrollY: number, viewport: number, scrollHeight: number, offset = BOTTOM_OFFSET_PX): boolean {
  return scrollHeight - (scrollY + viewport) <= offset;
}

/** The search response (SPEC §3). */
export interface SearchResponse {
  sid: string;
  result: { page_data: StoryItemDto[]; total_count: number; totalExact?: boolean; pageNum?: number; pageCount?: number };
}

export interface ResultsState {
  status: "idle" | "loading" | "ready" | "error";
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
});

const codeOf = (e: unknown) => (e && typeof e === "object" && "code" in e ? String((e as { code: unknown }).code) : "");
const msgOf = (e: unknown) => (e && typeof e === "object" && "msg" in e ? String((e as { msg: unknown }).msg) : "");

export class SearchResultsStore {
  private state: ResultsState;
  private readonly listeners = new Set<() => void>();
  /** increases with every new search: answers of an older one are dropped */
  private generation = 0;
  private restarts = 0;
  private restoredScroll: number | null = null;

  constructor(
    private readonly deps: ResultsDeps,
    query: PageQuery,
  ) {
    this.state = initial(query);
  }

  get(): ResultsState {
    return this.state;
  }

  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private set(patch: Partial<ResultsState>): void {
    this.state = { ...this.state, ...patch };
    for (const fn of this.listeners) fn();
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
      const q = this.state.query;
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
    const s = this.state;
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
  async start(query: PageQuery = this.state.query, filters: SearchFilters = this.state.filters, auto = false): Promise<void> {
    if (!auto) this.restarts = 0;
    const gen = ++this.generation;
    if (this.state.sid) this.deps.clear(this.state.sid);
    this.set({ ...initial(query), filters, status: "loading", verified: this.state.verified });
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
    void this.start(this.state.query, filters);
  }

  /** The next page (sid alone). Ignored while loading, at the end, or before a first page. */
  async loadMore(): Promise<void> {
    const s = this.state;
    if (s.status !== "ready" || s.loadingMore || s.ended || !s.sid) return;
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
    const s = this.state;
    if (s.status === "ready" && s.error) {
      this.set({ error: null });
      return this.loadMore();
    }
    return this.start(s.query, s.filters);
  }

  private accept(res: SearchResponse, first: boolean): void {
    const r = res.result;
    const items = (r.page_data ?? []).map(toItem);
    const prev = first ? [] : this.state.items;
    const seen = new Set(prev.map((i) => i.pcId));
    const merged = [...prev, ...items.filter((i) => !seen.has(i.pcId))];
    const total = Number(r.total_count ?? 0);
    const pageNum = Number(r.pageNum ?? this.state.pageNum + 1);
    const pageCount = Number(r.pageCount ?? Math.ceil(total / this.deps.size));
    this.set({
      status: "ready",
      sid: res.sid || this.state.sid,
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
    if (this.state.status === "ready") this.set({ loadingMore: false, error: msg });
    else this.set({ status: "error", loadingMore: false, error: msg });
  }

  /** Photographer badges: one status lookup for the new photographer_<id> subjects (SPEC §7). */
  private async loadStatuses(items: ResultItem[]): Promise<void> {
    if (!this.deps.photographerStatus) return;
    const codes = [...new Set(items.map((i) => i.subjectCode).filter((c) => /^photographer_\d+$/.test(c) && !(c in this.state.verified)))];
    if (!codes.length) return;
    const map = await this.deps.photographerStatus(codes);
    this.set({ verified: { ...this.state.verified, ...map } });
  }
}

/**
 * Photographer status lookup (SPEC §7): the numeric ids of `photographer_`
 * subject codes sent as phIds; the answer (id → status) re-keyed with the
 * prefix; an empty or failed lookup gives {}.
 */
export async function photographerStatus(
  subjectCodes: string[],
  get: (phIds: string) => Promise<Record<string, unknown> | undefined>,
  log: (msg: string, err: unknown) => void = () => {},
): Promise<Record<string, number>> {
  const ids = [...new Set(subjectCodes.map((c) => /^photographer_(\d{1,9})$/.exec(c)?.[1]).filter((x): x is string => !!x))];
  if (!ids.length) return {};
  try {
    const data = (await get(ids.join(","))) ?? {};
    const out: Record<string, number> = {};
    for (const [id, status] of Object.entries(data)) if (typeof status === "number") out[`photographer_${id}`] = status;
    return out;
  } catch (err) {
    log("photographer status lookup failed", err);
    return {};
  }
}

/** The snapshot key of a page address. */
export function snapshotKey(pathname: string, search: string): string {
  return `${SNAPSHOT_PREFIX}${pathname}${search}`;
}
