/**
 * Article search (SPEC §7 Search, §3 Search response, §4 Search paging;
 * DESIGN §3.1): `GET /api/articles/search` (Chinese edition) and
 * `GET /api/en/articles/search` (English and alternate editions), and the
 * reset `GET /api/articles/search/clear` (+ /en). Thin: parameters are parsed
 * and checked here, the search is services/search/ (its index.ts facade).
 */
import { Type, type Static } from "@sinclair/typebox";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import type { Edition } from "../../../common/edition.js";
import { ok } from "../http/context.js";
import { ApiError } from "../http/errors.js";
import { Envelope, failures } from "../http/schemas.js";
import { MAX_KEEP_ALIVE_MS, parseSearchDate, STORY_TYPES, type DateRange, type Direction, type SearchQuery, type Sort } from "../services/search/index.js";

const Code = Type.String({ minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9_-]+$" });
const Sid = Type.String({ minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9-]+$" });
const TYPES = `(${STORY_TYPES.join("|")})`;

/**
 * Query of both search routes (SPEC §7). Lists may be written as one value,
 * comma-separated values or a JSON array. Any other parameter (the page's own
 * custom parameters) is accepted and ignored.
 */
const SearchQuerySchema = Type.Object(
  {
    /** search words (SPEC §5 normalisation applied by the server); over MAX_SEARCH_LENGTH (200) characters: search_too_long */
    text: Type.Optional(Type.String({ maxLength: 8000 })),
    /** second search text, also required (same rules as text) */
    text2: Type.Optional(Type.String({ maxLength: 8000 })),
    /** page size 1..100; SPEC §9 default 10 (`size` and its synonym `page_count`) */
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    page_count: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    /** 1-based page of a new search */
    pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
    /** story type, or several comma-separated */
    type: Type.Optional(Type.String({ maxLength: 100, pattern: `^${TYPES}(,${TYPES})*$` })),
    /** subject codes: one, comma-separated, or a JSON array */
    subjectCode: Type.Optional(Type.String({ maxLength: 1500 })),
    /** a parent subject code: that subject and its children (code + "_" + …) */
    subjectParentCode: Type.Optional(Code),
    /** subject codes left out: JSON array (or comma-separated) */
    exclude_subjectCodes: Type.Optional(Type.String({ maxLength: 1500 })),
    /** subject names (either edition): one, comma-separated, or a JSON array */
    subject: Type.Optional(Type.String({ maxLength: 1500 })),
    /** author or photographer words */
    author: Type.Optional(Type.String({ maxLength: 100 })),
    /** file extensions of items: jpg, png, tif, mp4 …, comma-separated or JSON array */
    fileExt: Type.Optional(Type.String({ maxLength: 200 })),
    /** free | paid */
    price: Type.Optional(Type.String({ maxLength: 8 })),
    /** keywords, all required: comma-separated or JSON array */
    tags: Type.Optional(Type.String({ maxLength: 1000 })),
    /** JSON date range {"start","end","field"}, {"from","to"} or ["start","end"]; YYYY-MM-DD[ HH:mm:ss]; field publishTime (default) | shootDate */
    date: Type.Optional(Type.String({ maxLength: 300 })),
    /** relevance (default with text) | publishTime (default without) | shootDate */
    sort: Type.Optional(Type.String({ maxLength: 32 })),
    /** desc (default) | asc */
    direction: Type.Optional(Type.String({ maxLength: 8 })),
    /** session keep-alive: "30s", "5m", "1h" or milliseconds; 1 s .. 30 min (default 10 min) */
    scroll: Type.Optional(Type.String({ maxLength: 16 })),
    pcId: Type.Optional(Code),
    /** continue a search: the next page of the first request's query (other parameters are then ignored) */
    sid: Type.Optional(Sid),
    /** random cache-buster, ignored */
    _rid: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: true },
);
type SearchQueryT = Static<typeof SearchQuerySchema>;

/** A page_data item (SPEC §3 Story + htmlUrl, titleImage, subjectName, fullPublishTime …; see common/types.ts StoryDto, built by adapters/story.ts). */
const StoryItem = Type.Object(
  {
    pcId: Type.String(),
    title: Type.String(),
    description: Type.String(),
    type: Type.String(),
    author: Type.String(),
    shootDate: Type.String(),
    flagWordStr: Type.String(),
    jsonUrl: Type.String(),
    htmlUrl: Type.String(),
    mHtmlUrl: Type.String(),
    siteCode: Type.String(),
    siteId: Type.Integer(),
    subjectCode: Type.String(),
    subjectName: Type.String(),
    relContentUrl: Type.String(),
    publishTime: Type.String(),
    fullPublishTime: Type.String(),
    titleImage: Type.Union([Type.String(), Type.Null()]),
    listImage: Type.Union([Type.String(), Type.Null()]),
    mediaType: Type.Integer(),
    publishResList: Type.Array(Type.Object({}, { additionalProperties: true })),
  },
  { additionalProperties: true },
);

const SearchResponse = Type.Object({
  code: Type.String(),
  sid: Type.String(),
  result: Type.Object({
    page_data: Type.Array(StoryItem),
    total_count: Type.Integer(),
    /** SPEC §3 page info (same as total_count) */
    totalCount: Type.Integer(),
    totalExact: Type.Boolean(),
    pageNum: Type.Integer(),
    pageCount: Type.Integer(),
  }),
});

const bad = (field: string, rule: string) => new ApiError("invalid_param", [{ field, rule }]);

/**
 * A list parameter: "a", "a,b" or '["a","b"]'; each item trimmed, non-empty,
 * matching `re`; at most `max` items. undefined when absent or empty.
 * @throws invalid_param (field, rule format)
 */
function list(raw: string | undefined, field: string, re: RegExp, max = 20): string[] | undefined {
  if (raw === undefined || raw.trim() === "") return undefined;
  let items: unknown = raw.split(",").map((s) => s.trim());
  if (raw.trim().startsWith("[")) {
    try {
      items = JSON.parse(raw);
    } catch {
      throw bad(field, "json");
    }
  }
  if (!Array.isArray(items) || items.length > max) throw bad(field, "format");
  const out = items.map((s) => (typeof s === "string" ? s.trim() : s));
  if (!out.every((c): c is string => typeof c === "string" && re.test(c))) throw bad(field, "format");
  return out.length ? [...new Set(out)] : undefined;
}

const CODE_RE = /^[A-Za-z0-9_-]{1,64}$/;
/** Subject names and tags: no markup characters, 1..64 characters. */
const NAME_RE = /^[^<>"&\u0000-\u001f]{1,64}$/;

/**
 * The `date` parameter (JSON range) → DateRange; each bound YYYY-MM-DD or
 * YYYY-MM-DD HH:mm:ss (services/search parseSearchDate, dayjs strict).
 * @throws invalid_param (date: json | format | range)
 */
function dateRange(raw: string | undefined): DateRange | undefined {
  if (raw === undefined || raw.trim() === "") return undefined;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    throw bad("date", "json");
  }
  let start: unknown;
  let end: unknown;
  let field: unknown = "publishTime";
  if (Array.isArray(v) && v.length <= 2) [start, end] = v;
  else if (v && typeof v === "object" && !Array.isArray(v)) {
    const o = v as Record<string, unknown>;
    start = o.start ?? o.from ?? o.startDate ?? o.begin;
    end = o.end ?? o.to ?? o.endDate;
    field = o.field ?? "publishTime";
  } else throw bad("date", "format");
  const check = (d: unknown): string | undefined => {
    if (d === undefined || d === null || d === "") return undefined;
    if (typeof d !== "string" || !parseSearchDate(d)) throw bad("date", "format");
    return d.trim();
  };
  if (field !== "publishTime" && field !== "shootDate") throw bad("date", "field");
  const s = check(start);
  const e = check(end);
  if (s && e && parseSearchDate(s)!.isAfter(parseSearchDate(e)!, "day")) throw bad("date", "range");
  if (!s && !e) return undefined;
  return { start: s, end: e, field };
}

const SORT_ALIASES: Record<string, Sort> = {
  relevance: "relevance",
  score: "relevance",
  _score: "relevance",
  publishtime: "publishTime",
  publish_time: "publishTime",
  fullpublishtime: "publishTime",
  time: "publishTime",
  shootdate: "shootDate",
  shoot_date: "shootDate",
  shootingdate: "shootDate",
};

/** `scroll` → keep-alive ms. @throws invalid_param (scroll) */
function keepAlive(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === "") return undefined;
  const m = /^(\d{1,7})(ms|s|m|h)?$/.exec(raw.trim());
  if (!m) throw bad("scroll", "format");
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[m[2] ?? "ms"]!;
  const ms = Number(m[1]) * unit;
  if (ms < 1000 || ms > MAX_KEEP_ALIVE_MS) throw bad("scroll", "range");
  return ms;
}

const ClearQuery = Type.Object({ sid: Sid });

/**
 * The search request of a query string (both the search and the facets).
 * @throws invalid_param (sort, direction, price, lists, date, scroll)
 */
function queryOf(q: SearchQueryT, edition: Edition, siteCode: string): SearchQuery {
  const sortKey = q.sort?.trim().toLowerCase();
  const sort = sortKey ? SORT_ALIASES[sortKey] : undefined;
  if (sortKey && !sort) throw bad("sort", "enum");
  const dirKey = q.direction?.trim().toLowerCase();
  if (dirKey && dirKey !== "asc" && dirKey !== "desc") throw bad("direction", "enum");
  const price = q.price?.trim().toLowerCase();
  if (price && price !== "free" && price !== "paid") throw bad("price", "enum");
  return {
    edition,
    siteCode,
    text: q.text,
    text2: q.text2,
    size: q.size ?? q.page_count,
    pageNum: q.pageNum,
    types: q.type ? [...new Set(q.type.split(","))] : undefined,
    subjectCodes: list(q.subjectCode, "subjectCode", CODE_RE),
    subjectParentCode: q.subjectParentCode,
    excludeSubjectCodes: list(q.exclude_subjectCodes, "exclude_subjectCodes", CODE_RE, 100),
    subjects: list(q.subject, "subject", NAME_RE),
    author: q.author,
    fileExts: list(q.fileExt, "fileExt", /^[A-Za-z0-9]{1,8}$/)?.map((e) => e.toLowerCase()),
    price: price ? (price as "free" | "paid") : undefined,
    tags: list(q.tags, "tags", NAME_RE),
    date: dateRange(q.date),
    sort,
    direction: dirKey ? (dirKey as Direction) : undefined,
    keepAliveMs: keepAlive(q.scroll),
    pcId: q.pcId,
    sid: q.sid,
  };
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const handler = (edition: Edition) => async (req: FastifyRequest<{ Querystring: SearchQueryT }>) => {
    const res = await app.services.search.search(queryOf(req.query, edition, req.siteCode));
    return { code: "success", ...res };
  };

  const schema = (summary: string) => ({
    tags: ["search"],
    summary,
    querystring: SearchQuerySchema,
    response: { 200: SearchResponse, ...failures },
  });

  /**
   * GET /api/articles/search — searches the online stories of the site
   * (X-Site-Code) in the Chinese edition: title, description, captions,
   * keywords (flagWordStr), author and photographers (Chinese text segmented
   * with Intl.Segmenter, DESIGN §4), best match first.
   * Query (SPEC §7): text, text2, subjectCode, subjectParentCode, date (JSON
   * range), type, author, fileExt, subject, page_count | size (1..100,
   * default 10), pageNum, sort (relevance | publishTime | shootDate),
   * direction (desc | asc), price (free | paid), tags, exclude_subjectCodes
   * (JSON), scroll (keep-alive), pcId, _rid; custom parameters are ignored.
   * Next page: `sid` alone. Response `{ code: "success", sid, result: {
   * page_data: StoryDto[], total_count, totalExact, pageNum, pageCount } }`
   * (total_count exact up to 2,000 matches, then 2,000 with totalExact false), every text
   * field through the HTML allow-list (SPEC §5); past the last page
   * page_data is []. Errors: invalid_param (422, errors [{ field, rule }]),
   * search_no_words (422: text or text2 has nothing searchable, e.g. only
   * emoji or punctuation), search_too_long (422, `max`: text or text2 over
   * MAX_SEARCH_LENGTH characters),
   * es_error (409: unknown or expired sid; restart the search, SPEC §4).
   * SPEC §3, §4, §5, §7.
   */
  app.get("/articles/search", { schema: schema("Search stories (Chinese edition)") }, handler("zh"));

  /**
   * GET /api/en/articles/search — the same search in the English (and
   * alternate) edition: English text, /en page URLs. See above.
   */
  app.get("/en/articles/search", { schema: schema("Search stories (English and alternate editions)") }, handler("en"));

  const FacetList = Type.Array(Type.Object({ value: Type.String(), label: Type.String(), count: Type.Integer() }));
  const facetsSchema = (summary: string) => ({
    tags: ["search"],
    summary,
    querystring: SearchQuerySchema,
    response: {
      200: Envelope(
        Type.Object({
          type: FacetList,
          subject: FacetList,
          year: FacetList,
          photographer: FacetList,
          price: FacetList,
          counted: Type.Integer(),
          exact: Type.Boolean(),
        }),
      ),
      ...failures,
    },
  });
  const facets = (edition: Edition) => async (req: FastifyRequest<{ Querystring: SearchQueryT }>, reply: Parameters<typeof ok>[0]) => {
    const { sid: _sid, pageNum: _p, size: _s, keepAliveMs: _k, ...filters } = queryOf(req.query, edition, req.siteCode);
    return ok(reply, await app.services.search.facets(filters));
  };
  /**
   * GET /api/articles/facets — the facets of a search in the Chinese edition
   * (issue 21): the same query parameters as the search (paging and sid
   * ignored); `{ code: "success", data: { type, subject, year, photographer,
   * price: [{ value, label, count }], counted, exact } }`: how many matches
   * fall under each value (the most frequent first; years newest first;
   * counted over the newest 5,000 matches, exact false beyond). A value is
   * what the search's filter takes (type, subjectCode, a year for the date
   * range, author, price). Errors: invalid_param, search_no_words,
   * search_too_long (422).
   */
  app.get("/articles/facets", { schema: facetsSchema("Facets of a search (Chinese edition)") }, facets("zh"));
  /** GET /api/en/articles/facets — the same in the English (and alternate) edition: English names. See above. */
  app.get("/en/articles/facets", { schema: facetsSchema("Facets of a search (English and alternate editions)") }, facets("en"));

  const clearSchema = {
    tags: ["search"],
    summary: "Clear a search session (reset)",
    querystring: ClearQuery,
    response: { 200: Envelope(Type.Object({ cleared: Type.Boolean() })), ...failures },
  };
  /**
   * GET /api/articles/search/clear?sid= (and /api/en/articles/search/clear)
   * — SPEC §7 "Reset: clear with the last session id": forgets the session;
   * a later `sid` request answers es_error. `{ code: "success", data: {
   * cleared } }` (cleared false when there was no such session).
   * Needs X-Requested-With (it changes state). Errors: invalid_param (422).
   */
  const clear = async (req: FastifyRequest<{ Querystring: Static<typeof ClearQuery> }>, reply: Parameters<typeof ok>[0]) =>
    ok(reply, { cleared: await app.services.search.clear(req.query.sid) });
  app.get("/articles/search/clear", { schema: clearSchema, config: { csrf: true } }, clear);
  app.get("/en/articles/search/clear", { schema: clearSchema, config: { csrf: true } }, clear);
};

export default routes;
