/**
 * Search results rules, pure (SPEC §3 Search response, §4 Search paging, §7
 * Search, §9 page size and infinite scroll): the reader's filters and their
 * page-address parameters, the page query, a result card from a page_data
 * item, a first request's parameters, the end of the results, the bottom of
 * the page, the snapshot key; the photographer status lookup over an
 * injected call. No state, no I/O of its own (search-results.store.ts holds
 * the state).
 */
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
/** File types offered by the file-type filter (SPEC §7 fileExt: the type of an item's original). */
export const FILE_EXTS = ["jpg", "png", "tif", "mp4"] as const;
/** SPEC §7 price: a story with a free item, or with an item that is not free. */
export const PRICES = ["free", "paid"] as const;

/** Dates a date range may apply to (SPEC §7 date `field`): "" the publish date, or the shooting date. */
export const DATE_FIELDS = ["", "shootDate"] as const;

/** The reader's filters (SPEC §7 parameters type, date, subjectCode, author, price, fileExt, text2, tags, sort, direction). */
export interface SearchFilters {
  /** "" = all */
  type: "" | (typeof RESULT_TYPES)[number];
  /** a photographer's (or author's) name, "" = all (SPEC §7 author) */
  author: string;
  /** "" = any price */
  price: "" | (typeof PRICES)[number];
  /** "" = any file type */
  fileExt: "" | (typeof FILE_EXTS)[number];
  /** YYYY-MM-DD or "" (inclusive; the date of dateField) */
  dateFrom: string;
  dateTo: string;
  /** what dateFrom and dateTo bound: "" the publish date, "shootDate" the shooting date (SPEC §7 date field) */
  dateField: (typeof DATE_FIELDS)[number];
  /** words the results must also hold, "" = none (SPEC §7 text2: search within the results; normalised, searchable) */
  text2: string;
  /** one keyword the results are tagged with, "" = any (SPEC §7 tags) */
  tags: string;
  /** "" = all */
  subjectCode: string;
  /** "" = the server's default (relevance with text, else publish time) */
  sort: "" | (typeof SORTS)[number];
  direction: "desc" | "asc";
}

export const NO_FILTERS: SearchFilters = {
  type: "",
  author: "",
  price: "",
  fileExt: "",
  dateFrom: "",
  dateTo: "",
  dateField: "",
  text2: "",
  tags: "",
  subjectCode: "",
  sort: "",
  direction: "desc",
};

/** Whether the reader has set any filter (SPEC §4: es_error re-requests the filter result). */
export function filtersActive(f: SearchFilters): boolean {
  return (Object.keys(NO_FILTERS) as (keyof SearchFilters)[]).some((k) => f[k] !== NO_FILTERS[k]);
}

/** The refinements that narrow the results (not the order): what the chips show, each cleared on its own. */
export const REFINEMENTS = ["type", "subjectCode", "author", "price", "fileExt", "dateFrom", "dateTo", "text2", "tags"] as const;

/** The year a date range spans exactly (YYYY-01-01 … YYYY-12-31), else "" (the year facet). */
export function yearOf(f: SearchFilters): string {
  const y = f.dateFrom.slice(0, 4);
  return /^\d{4}$/.test(y) && f.dateFrom === `${y}-01-01` && f.dateTo === `${y}-12-31` ? y : "";
}

/** The filters with the date range of one year ("" clears the range). */
export function withYear(f: SearchFilters, year: string): SearchFilters {
  return { ...f, dateFrom: year ? `${year}-01-01` : "", dateTo: year ? `${year}-12-31` : "" };
}

/** One value of a facet as the server answers it (GET articles/facets, issue 21). */
export interface FacetValue {
  value: string;
  label: string;
  count: number;
}

/** The counts beside the filters: the matches under each value (server facets, issue 21). */
export interface SearchFacets {
  type: FacetValue[];
  subject: FacetValue[];
  year: FacetValue[];
  photographer: FacetValue[];
  price: FacetValue[];
}

/**
 * Names of the filters in the page address (issue 12: a shared link or Back
 * reproduces them). `subjectCode` and `subject` of the address are the
 * page's own query (SPEC §2), so the subject filter is `filterSubject`.
 */
export const FILTER_PARAMS = {
  type: "type",
  author: "photographer",
  price: "price",
  fileExt: "fileExt",
  dateFrom: "from",
  dateTo: "to",
  dateField: "dateField",
  text2: "text2",
  tags: "tags",
  subjectCode: "filterSubject",
  sort: "sort",
  direction: "direction",
} as const;

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
  const author = get("author");
  const price = get("price");
  const ext = get("fileExt");
  const text2 = get("text2");
  const tag = get("tags");
  const field = get("dateField");
  return {
    type: (RESULT_TYPES as readonly string[]).includes(type) ? (type as SearchFilters["type"]) : "",
    author: author.length <= 64 && !/[<>"&]/.test(author) ? author : "",
    price: (PRICES as readonly string[]).includes(price) ? (price as SearchFilters["price"]) : "",
    fileExt: (FILE_EXTS as readonly string[]).includes(ext) ? (ext as SearchFilters["fileExt"]) : "",
    dateFrom: DAY.test(from) ? from : "",
    dateTo: DAY.test(to) ? to : "",
    dateField: (DATE_FIELDS as readonly string[]).includes(field) ? (field as SearchFilters["dateField"]) : "",
    text2: queryProblem(text2) === "" ? normaliseQuery(text2) : "",
    tags: validTag(tag) ? tag : "",
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

/** Whether a keyword can be a tags filter (as the server's names: 1-64 characters, no markup or control characters). */
export function validTag(tag: string): boolean {
  return /^[^<>"&\u0000-\u001f]{1,64}$/.test(tag) && tag.trim() === tag;
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
  /**
   * why the text cannot be searched as typed (issue 21; the server answers
   * the same codes): no_words (only emoji, symbols or punctuation), too_long
   * (over MAX_SEARCH_LENGTH characters); "" when it can
   */
  problem?: "" | "no_words" | "too_long";
  /** a section's search (SPEC §7 subjectParentCode): only stories of subjects under this parent code */
  subjectParentCode?: string;
  /** a section's search (SPEC §7 exclude_subjectCodes): never stories of these subject codes */
  excludeSubjectCodes?: string[];
}

/** Why a typed search text cannot be searched (see PageQuery.problem): "" when it can, or when it is blank. */
export function queryProblem(text: string): NonNullable<PageQuery["problem"]> {
  const raw = text.trim();
  if (!raw || raw === "undefined") return "";
  if ([...raw].length > MAX_SEARCH_LENGTH) return "too_long";
  return /[\p{L}\p{N}]/u.test(normaliseQuery(raw)) ? "" : "no_words";
}

/**
 * The page query from the address parameters (already URI-decoded with
 * fallback, see search-words.ts queryTextFromSearch): text normalised (SPEC
 * §5), subject (one name) and subjectCode (JSON array of names, or a
 * comma-separated list) joined; `problem` says when the text cannot be
 * searched (then no request is sent).
 */
export function pageQuery(text: string, subject: string, subjectCode: string, scope: { subjectParentCode?: string; excludeSubjectCodes?: string } = {}): PageQuery {
  const names: string[] = [];
  const add = (s: unknown) => {
    if (typeof s !== "string") return;
    const v = s.trim();
    if (v && v !== "undefined" && v.length <= 64 && !/[<>"&]/.test(v) && !names.includes(v)) names.push(v);
  };
  add(subject);
  const raw = subjectCode.trim();
  const listed = listParam(raw);
  if (listed) listed.slice(0, raw.startsWith("[") ? 20 : undefined).forEach(add);
  else console.warn(`[photowire] <pw-search-results> subjectCode ${JSON.stringify(raw)} is not a JSON array; ignored`);
  const q: PageQuery = { text: normaliseQuery(text).slice(0, MAX_SEARCH_LENGTH), subjects: names, problem: queryProblem(text) };
  // a section's scope, as a site links to its search: codes as the server takes them, anything else left out
  const parent = (scope.subjectParentCode ?? "").trim();
  if (CODE.test(parent)) q.subjectParentCode = parent;
  const excluded = codeList(scope.excludeSubjectCodes ?? "");
  if (excluded.length) q.excludeSubjectCodes = excluded;
  return q;
}

/** The items of a list parameter of the page address: a JSON array, or a comma-separated list; null for malformed JSON. */
function listParam(raw: string): unknown[] | null {
  if (!raw.trim().startsWith("[")) return raw.split(",");
  try {
    const items: unknown = JSON.parse(raw);
    return Array.isArray(items) ? items : [];
  } catch {
    return null;
  }
}

/** Subject codes of a page address (listParam); items that are not codes are left out (at most 100). */
function codeList(raw: string): string[] {
  const codes = (listParam(raw) ?? []).filter((c): c is string => typeof c === "string").map((c) => c.trim()).filter((c) => CODE.test(c));
  return [...new Set(codes)].slice(0, 100);
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
  /** text stories: the passage that matched, its words in <mark>, else the start of the body (allow-listed HTML from the server), "" otherwise */
  excerpt: string;
  /** the title with the query's words in <mark> (escaped HTML from the server, issue 21), "" when it holds none */
  titleMarked: string;
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
  /** text stories: the passage that matched, else the start of the body (issues 12, 21) */
  excerpt?: string;
  /** the title with the matched words marked (issue 21) */
  highlight?: { title?: string };
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
    titleMarked: d.highlight?.title ?? "",
  };
}

/** Query parameters of a first request (SPEC §7). */
export function requestParams(q: PageQuery, f: SearchFilters, size: number, rid: string): Record<string, string> {
  const p: Record<string, string> = { size: String(size), _rid: rid };
  if (q.text) p.text = q.text;
  if (q.subjects.length) p.subject = JSON.stringify(q.subjects);
  if (q.subjectParentCode) p.subjectParentCode = q.subjectParentCode;
  if (q.excludeSubjectCodes?.length) p.exclude_subjectCodes = JSON.stringify(q.excludeSubjectCodes);
  if (f.type) p.type = f.type;
  if (f.subjectCode) p.subjectCode = f.subjectCode;
  if (f.author) p.author = f.author;
  if (f.price) p.price = f.price;
  if (f.fileExt) p.fileExt = f.fileExt;
  if (f.dateFrom || f.dateTo) p.date = JSON.stringify({ start: f.dateFrom || undefined, end: f.dateTo || undefined, field: f.dateField || undefined });
  if (f.text2) p.text2 = f.text2;
  // a JSON array: a keyword may hold a comma
  if (f.tags) p.tags = JSON.stringify([f.tags]);
  // "oldest first" orders by time: best match has no direction
  const sort = f.direction === "asc" && (f.sort === "" || f.sort === "relevance") ? "publishTime" : f.sort;
  if (sort && !(sort === "relevance" && !q.text)) p.sort = sort;
  if (f.direction !== "desc") p.direction = f.direction;
  return p;
}

/** Parameters of the facets of a search (issue 21): the first request's, without paging and order. */
export function facetParams(q: PageQuery, f: SearchFilters): Record<string, string> {
  const { size: _size, _rid, sort: _sort, direction: _dir, ...p } = requestParams(q, f, 1, "");
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
