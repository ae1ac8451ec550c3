/**
 * Ranking and the plan of a search (DESIGN §6).
 *
 * sort=relevance (the default when there is text): ranking every match of a
 * frequent word costs too much (~150 ms at 100,000 stories), so only a
 * bounded candidate set is ranked: the newest RANK_CANDIDATES matches (found
 * newest first through the publish-time index, so a frequent word stops
 * early; or, when the planner expects few enough matches, all of them through
 * the GIN index, then the newest: throughIndex), by ts_rank (weights D 0.1, C 0.2, B 0.4, A 1.0), ties newest
 * first. The matches older than the candidates follow, newest first. When
 * the text as typed is stricter than its words (query.ts exactTextQuery: a
 * Chinese run, a quoted phrase), its matches are ranked first, then the
 * looser ones, each set the newest RANK_CANDIDATES ranked; when either has
 * more, every other match follows newest first. The
 * planner's statistics (indexing.ts analyzeIfDue) tell it when a word is
 * frequent. sort=publishTime | shootDate orders by time in either direction.
 *
 * The plan is what a session walks (sessions.ts): a stored ordered id list
 * (the ranked candidates, or every match of a search with words when there
 * are at most TEXT_COUNT_CAP), then or else a keyset cursor on (sort key,
 * pcId); and the total, exact up to a cap, else a lower bound.
 */
import { and, asc, desc, notInArray, sql, type SQL } from "drizzle-orm";
import { rowsOf, type Db } from "../../db/client.js";
import { story } from "../../db/schema.js";
import { dateBounds, sortKey, vectorColumn, type CompiledQuery, type DateRange, type Direction } from "./query.js";

/**
 * total_count is exact up to this many matches of a search without text;
 * beyond, it is this number and totalExact is false (like Elasticsearch's
 * track_total_hits). The session still walks every match.
 */
export const TOTAL_CAP = 2000;
/**
 * The same cap for a search with text (or author, tags) sorted by time:
 * checking a frequent word's every match costs ~7 µs a story on PGlite.
 */
export const TEXT_COUNT_CAP = 500;
/**
 * Matches ranked by relevance: the newest this many (DESIGN §6 bounded
 * candidate set). total_count of a relevance search is exact up to this.
 */
export const RANK_CANDIDATES = 500;

/** The caps of a search service (tests lower them). */
export interface Caps {
  rankCandidates: number;
  totalCap: number;
  textCountCap: number;
  /** the first matches of a text search: through the GIN index (true), by the planner (false), or as throughIndex says (undefined) */
  firstThroughIndex?: boolean;
  /** …in a time order (publish time or shooting date): in a window of it first (true: the first half of the stories in range), never (false), or as timeWindow says (undefined) */
  firstWindow?: boolean;
}

/** A keyset position: the sort key as PostgreSQL text, and the pcId. */
export interface Cursor {
  k: string;
  id: string;
}

/** A time-ordered keyset walk; cursor null before the first row. */
export interface Keyset {
  cursor: Cursor | null;
  sort: "publishTime" | "shootDate";
  dir: Direction;
  /** leave out the plan's listed ids (a walk over every match after two ranked lists) */
  skipListed?: boolean;
}

/** What a session walks, and its total. */
export interface Plan {
  /** ordered ids to return first (ranked candidates, or every match up to a cap), or null */
  ids: string[] | null;
  /** the keyset walk after the ids (or instead of them), null when none */
  keyset: Keyset | null;
  /** matches: exact when totalExact, else a lower bound */
  total: number;
  totalExact: boolean;
}

/**
 * The newest `limit` matches of `conds`, ranked by ts_rank on `rankQ` (ties
 * newest first): their ids, and when there are more matches, the keyset
 * position of the oldest of them (the walk continues below it).
 */
/**
 * Checking one story's vector while walking the publish-time index costs
 * about this fraction of fetching one match's row through the GIN index:
 * measured on PGlite at 100,000 stories with bodies, ~5 µs a vector (read
 * from TOAST) against ~10 µs a match (a heap page each, the rows being wide).
 */
const VECTOR_CHECK_COST = 0.5;

/**
 * Whether the newest `limit` of `estimate` matches (of `total` stories) are
 * found cheaper through the GIN index (every match's row, then the newest:
 * estimate fetches) than by walking the publish-time index and checking each
 * story's vector (about limit × total / estimate checks). The planner prices
 * a vector check like any filter and walks the time index far too often: one
 * English word in 3 % of 100,000 stories checked 18,000 vectors (100 ms) for
 * 501 matches, where the index took 40 ms.
 */
export function throughIndex(estimate: number, limit: number, total: number): boolean {
  return estimate * estimate <= VECTOR_CHECK_COST * limit * total;
}

/**
 * The planner's estimate of the stories matching `where`, and of all stories
 * (its statistics: no rows read); `analyzed` says when the story table's
 * statistics were last gathered (ANALYZE or autovacuum; null: never, or the
 * server does not count), as a key of what sortColumnStats read from them.
 */
export async function estimateMatches(db: Db, where: SQL): Promise<{ estimate: number; total: number; analyzed: string | null }> {
  const rows = rowsOf<{ total: number | string | null; analyzed: string | null }>(
    await db.execute(
      sql`select reltuples as total,
            greatest(pg_stat_get_last_analyze_time(oid), pg_stat_get_last_autoanalyze_time(oid))::text as analyzed
          from pg_class where oid = 'story'::regclass`,
    ),
  );
  return {
    estimate: await planRows(db, sql`select 1 from ${story} where ${where}`),
    total: Math.max(0, Number(rows[0]?.total ?? 0)),
    analyzed: rows[0]?.analyzed ?? null,
  };
}

/** The planner's row estimate of a select (EXPLAIN: cheap, no rows read); Infinity when it gives none. */
export async function planRows(db: Db, query: SQL): Promise<number> {
  const raw = rowsOf(await db.execute(sql`explain (format json) ${query}`))[0]?.["QUERY PLAN"];
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan?: { "Plan Rows"?: number } }[] | undefined;
  return Number(plan?.[0]?.Plan?.["Plan Rows"] ?? Infinity);
}

/** A phrase of two lexemes as query.ts termQuery writes a run of three Chinese characters: ('ab' <-> 'bc'). */
const TWO_LEXEME_PHRASE = /\(('(?:[^']|'')+') <-> ('(?:[^']|'')+')\)/g;

/**
 * The tsquery text `tsq` with each phrase of two lexemes (a run of three
 * Chinese characters, query.ts termQuery) in place of the rarer of the two
 * by the planner's estimate, or null when it has none. The planner takes a
 * phrase's lexemes as independent and multiplies their frequencies, where
 * two bigrams that overlap in one character nearly always stand together:
 * at 100,000 stories it expected 1,195 stories of "青木修" ('青木' <-> '木修')
 * where 10,768 hold it, and the rarer bigram alone, 10,700. A longer run is
 * left to the planner: it is rarer than any of its bigrams, and an
 * estimate too low sends it through the GIN index, whose reads are bounded
 * by the stories holding all its bigrams.
 */
export async function phraseEstimateQuery(db: Db, lang: CompiledQuery["lang"], tsq: string | null): Promise<string | null> {
  if (!tsq) return null;
  const phrases = [...tsq.matchAll(TWO_LEXEME_PHRASE)];
  if (!phrases.length) return null;
  const col = vectorColumn(lang);
  const rows = new Map<string, number>();
  for (const lexeme of new Set(phrases.flatMap((m) => [m[1], m[2]]))) {
    rows.set(lexeme, await planRows(db, sql`select 1 from ${story} where ${col} @@ ${lexeme}::tsquery`));
  }
  return tsq.replace(TWO_LEXEME_PHRASE, (_m, a: string, b: string) => (rows.get(a)! <= rows.get(b)! ? a : b));
}

/**
 * The first matches in a sort order are looked for in a window of that order
 * holding about this many times the matches wanted (timeWindow): the
 * planner's estimate of the matches is rough, and a window that holds too
 * few costs a second scan.
 */
const WINDOW_FACTOR = 2;

/**
 * The planner's statistics of a sort column (pg_stats), as text that sorts
 * as the column does: its most common values with their frequencies, the
 * histogram of the other values, and the share of nulls.
 */
export interface ColumnStats {
  bounds: string[];
  common: string[];
  freqs: number[];
  nullFrac: number;
}

/** A range of a sort column's values (query.ts dateBounds), both ends within; as the column's text. */
export interface KeyRange {
  lo?: string;
  hi?: string;
}

/**
 * The statistics sortColumnStats read, by database and sort column, with the
 * time of the ANALYZE they came from: they change only when the table is
 * analyzed again. Reading them from pg_stats costs about 1 ms (p95 up to
 * 2.4 ms) on PostgreSQL at 100,000 stories, once or twice a search (the exact
 * and the looser list).
 */
const statsRead = new WeakMap<Db, Map<string, { analyzed: string; stats: ColumnStats }>>();

/**
 * The statistics of the column behind `sort` (no rows read); null before
 * the first ANALYZE. publish_time as ISO 8601 in UTC with milliseconds
 * (fixed width: sorts as the time does, and is what toISOString prints);
 * shoot_date as it is.
 * @param analyzed when the table was last analyzed (estimateMatches): the
 *   statistics read after that same ANALYZE are used again; without it (or
 *   null) they are read
 */
export async function sortColumnStats(db: Db, sort: "publishTime" | "shootDate", analyzed: string | null = null): Promise<ColumnStats | null> {
  const kept = analyzed === null ? undefined : statsRead.get(db)?.get(sort);
  if (kept && kept.analyzed === analyzed) return kept.stats;
  const stats = await readSortColumnStats(db, sort);
  if (stats && analyzed !== null) {
    const byColumn = statsRead.get(db) ?? new Map();
    statsRead.set(db, byColumn.set(sort, { analyzed, stats }));
  }
  return stats;
}

/** sortColumnStats's read of pg_stats. */
async function readSortColumnStats(db: Db, sort: "publishTime" | "shootDate"): Promise<ColumnStats | null> {
  const column = sort === "publishTime" ? "publish_time" : "shoot_date";
  // chr(31) (unit separator) between values: shooting dates are free text
  const list = (values: string) =>
    sql.raw(
      sort === "publishTime"
        ? `array_to_string(array(select to_char(x at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from unnest(${values}::text::timestamptz[]) x), chr(31))`
        : `array_to_string(${values}::text::text[], chr(31))`,
    );
  const rows = rowsOf<{ h: string | null; v: string | null; f: string | null; z: number | string | null }>(
    await db.execute(
      sql`select ${list("histogram_bounds")} as h, ${list("most_common_vals")} as v,
            array_to_string(most_common_freqs, ',') as f, null_frac as z
          from pg_stats where schemaname = current_schema() and tablename = 'story' and attname = ${column}`,
    ),
  );
  const row = rows[0];
  if (!row) return null;
  const split = (t: string | null, sep: string) => (t ? t.split(sep) : []);
  return { bounds: split(row.h, "\x1f"), common: split(row.v, "\x1f"), freqs: split(row.f, ",").map(Number), nullFrac: Number(row.z ?? 0) };
}

/**
 * Where a window of a sort column starts and ends: its first `fraction` of
 * the stories in `range` (in the order of `dir`: the newest for desc), the
 * value at its far end; null when the statistics cannot tell. The share of
 * a set of values is the common values' frequencies there, plus the
 * histogram's share times the part of its bounds there. Empty text (a story
 * without a shooting date, last in either order) is never in a window. The
 * values compare as JavaScript strings: where the database's collation
 * orders some other way, the window is only less well sized (firstMatches
 * stays right).
 */
export function windowBound(stats: ColumnStats, fraction: number, dir: Direction, range: KeyRange = {}): string | null {
  const { bounds, common, freqs } = stats;
  const histShare = Math.max(0, 1 - stats.nullFrac - freqs.reduce((a, b) => a + b, 0));
  const inRange = (v: string) => v !== "" && (range.lo === undefined || v >= range.lo) && (range.hi === undefined || v <= range.hi);
  const within = (v: string, t: string | null) => inRange(v) && (t === null || (dir === "desc" ? v >= t : v <= t));
  /** the share of the stories in range (and in the window up to t) */
  const share = (t: string | null) => {
    let sum = 0;
    common.forEach((c, i) => {
      if (within(c, t)) sum += freqs[i] ?? 0;
    });
    if (bounds.length >= 2) sum += (histShare * Math.max(0, bounds.filter((b) => within(b, t)).length - 1)) / (bounds.length - 1);
    return sum;
  };
  const target = fraction * share(null);
  if (!(target > 0)) return null;
  const candidates = [...bounds, ...common].filter(inRange).sort((a, b) => (a === b ? 0 : (a < b) === (dir === "desc") ? 1 : -1));
  return candidates.find((c) => share(c) >= target) ?? null;
}

/** How firstMatches finds the first matches (tests force each way; by default the planner's estimate decides). */
export interface FirstMatchesWay {
  /** every match through the GIN index, then the first (true); the planner's plan (false); throughIndex decides (undefined) */
  viaIndex?: boolean;
  /** look in a window of the sort order first (true: the first half of the stories in range); never (false); timeWindow decides (undefined) */
  window?: boolean;
  /**
   * the tsquery has prefix terms ("peop" finds "people"): PostgreSQL reads them into a bitmap of every story holding
   * any word they begin, so a window never stands in for the walk of the time index then (at 1,000,000 stories two
   * common English words took ~200 ms in a window against ~50 ms walking)
   */
  prefix?: boolean;
  /**
   * conditions with the same matches as the ones searched, or about as many, whose count the planner estimates
   * better (phraseEstimateQuery): firstMatches decides its way on their estimate
   */
  estimateConds?: SQL[];
}

/**
 * How far the time window pays, as throughIndex's constant: up to
 * sqrt(WINDOW_REACH × limit × total) matches, reading a window's matches
 * through both indexes costs less than walking the time index and checking
 * each story's vector. Measured on PostgreSQL at 100,000 stories, one word
 * each, the newest 501 (best of 5, the two ways interleaved): the window was
 * faster up to ~20,000 matches ("navy", 7,430: 40 → 19 ms; "天", 19,927: 20
 * → 18 ms) and slower from ~21,000 ("和", 21,474: 24 → 36 ms; "war",
 * 27,780: 17 → 36 ms), where its bitmaps grow and the walk stops sooner. The
 * crossover grows as the square root of the stories, as throughIndex's.
 */
const WINDOW_REACH = 6;

/**
 * The fraction of the stories, newest (or oldest) first, to look in for the
 * first `limit` of `estimate` matches (of `total` stories): about
 * WINDOW_FACTOR × limit of them if they are spread evenly over time. Null
 * when the window would hold half of the stories or more (no gain), or
 * when the matches are so many that walking the time index costs less
 * (WINDOW_REACH).
 */
export function timeWindow(estimate: number, limit: number, total: number): number | null {
  const fraction = (WINDOW_FACTOR * limit) / estimate;
  return fraction <= 0.5 && estimate * estimate <= WINDOW_REACH * limit * total ? fraction : null;
}

/**
 * The condition of a query for the first `limit` stories matching `conds` in
 * the order of `sort` (then pcId) in direction `dir` (publish time, newest
 * first, by default), `range` the sort column's values the conditions keep
 * (a date filter on it, query.ts dateBounds):
 * - `conds` as they are, for the planner to walk the time index;
 * - or, when throughIndex says so (or way.viaIndex), "pcId in" the first
 *   `limit` of every match found through the GIN index (a materialized CTE,
 *   so that the planner cannot walk the time index instead);
 * - or, when the matches are many but not too many (timeWindow: the
 *   planner expects over 2 × WINDOW_FACTOR × limit, and within
 *   WINDOW_REACH), "pcId in" the first `limit` matches of the first stories
 *   in that order (the newest, the oldest, the latest shot…) that should hold
 *   about WINDOW_FACTOR × limit of them, the window's bound read from the
 *   planner's statistics of the column (sortColumnStats, windowBound). Only
 *   the window's matches are read (the planner ANDs the GIN index with the
 *   sort column index's range), so the rows read stay about WINDOW_FACTOR ×
 *   limit: at 1,000,000 stories, a word in 3 % of them would read 30,000
 *   rows through the GIN index alone, or check ~17,000 stories' vectors
 *   walking the time index. Never for a query with prefix terms instead of
 *   the walk (FirstMatchesWay.prefix). When the window holds fewer than
 *   `limit` matches, the same query runs as above without it (a one-time
 *   filter: one query, the same stories either way, as every match outside
 *   the window comes after every match inside in that order).
 * The query still orders and limits as it would without.
 */
export async function firstMatches(
  db: Db,
  conds: SQL[],
  limit: number,
  way: FirstMatchesWay = {},
  sort: "publishTime" | "shootDate" = "publishTime",
  dir: Direction = "desc",
  range: KeyRange = {},
): Promise<SQL> {
  const where = and(...conds)!;
  const key = sortKey(sort, dir);
  const d = sql.raw(dir === "desc" ? "desc" : "asc");
  const estimated =
    way.viaIndex === undefined || way.window === undefined ? await estimateMatches(db, way.estimateConds ? and(...way.estimateConds)! : where) : null;
  const viaIndex = way.viaIndex ?? throughIndex(estimated!.estimate, limit, estimated!.total);
  const firstOf = (gate?: SQL) =>
    viaIndex
      ? sql`select pc_id from (with m as materialized (select ${story.pcId} as pc_id, ${key} as k from ${story} where ${where})
          select pc_id, k from m ${gate ? sql`where ${gate} ` : sql``}order by k ${d}, pc_id ${d}) f limit ${limit}`
      : sql`select ${story.pcId} from ${story} where ${gate ? and(where, gate) : where} order by ${key} ${d}, ${story.pcId} ${d} limit ${limit}`;
  const fraction =
    way.window === false || (way.window === undefined && way.prefix && !viaIndex)
      ? null
      : way.window
        ? 0.5
        : timeWindow(estimated!.estimate, limit, estimated!.total);
  const stats = fraction === null ? null : await sortColumnStats(db, sort, estimated?.analyzed ?? null);
  const bound = stats ? windowBound(stats, fraction!, dir, range) : null;
  if (bound === null) return viaIndex ? sql`${story.pcId} in (${firstOf()})` : where;
  // the window holds the first stories in the order of the key, by the key's own comparison; the plain column's
  // range beside it is what its index can read (a story without a shooting date has key 9999-99-99 going up)
  const inWindow =
    sort === "publishTime"
      ? dir === "desc"
        ? sql`${story.publishTime} >= ${bound}::timestamptz`
        : sql`${story.publishTime} <= ${bound}::timestamptz`
      : dir === "desc"
        ? sql`${story.shootDate} >= ${bound}`
        : sql`${story.shootDate} <= ${bound} and ${key} <= ${bound}`;
  // no order nor limit inside the window: the planner reads its matches through both indexes (a BitmapAnd)
  // rather than walking the time index and checking every story's vector
  return sql`${story.pcId} in (with w as materialized (select ${story.pcId} as pc_id, ${key} as k from ${story} where ${and(where, inWindow)})
    (select pc_id from w where (select count(*) from w) >= ${limit} order by k ${d}, pc_id ${d} limit ${limit})
    union all
    (${firstOf(sql`(select count(*) from w) < ${limit}`)}))`;
}

async function rankNewest(
  db: Db,
  lang: CompiledQuery["lang"],
  rankQ: string,
  conds: SQL[],
  limit: number,
  way: FirstMatchesWay,
  range: KeyRange,
): Promise<{ ids: string[]; below: Cursor | null }> {
  // the newest limit (+1 to know whether there are more) matches, ranked
  const cand = db
    .select({ pcId: story.pcId, pt: story.publishTime, t: sql<string>`${story.publishTime}::text`.as("t"), v: sql`${vectorColumn(lang)}`.as("v") })
    .from(story)
    .where(await firstMatches(db, conds, limit + 1, way, "publishTime", "desc", range))
    .orderBy(desc(story.publishTime), desc(story.pcId))
    .limit(limit + 1)
    .as("c");
  let ranked = await db
    .select({ pcId: cand.pcId, t: cand.t, r: sql<number>`ts_rank(${cand.v}, ${rankQ}::tsquery)`.as("r") })
    .from(cand)
    .orderBy(sql`r desc`, desc(cand.pt), desc(cand.pcId));
  if (ranked.length <= limit) return { ids: ranked.map((r) => r.pcId), below: null };
  const older = (a: { t: string; pcId: string }, b: { t: string; pcId: string }) => a.t < b.t || (a.t === b.t && a.pcId < b.pcId);
  // drop the oldest (the one past the limit); the walk continues below the next oldest
  let oldest = ranked[0];
  for (const r of ranked) if (older(r, oldest)) oldest = r;
  ranked = ranked.filter((r) => r !== oldest);
  let last = ranked[0];
  for (const r of ranked) if (older(r, last)) last = r;
  return { ids: ranked.map((r) => r.pcId), below: { k: last.t, id: last.pcId } };
}

/** The newest matches ranked (rankNewest, memory/plan.ts): ids in rank order, and where the time walk continues below them. */
export interface Ranked {
  ids: string[];
  below: Cursor | null;
}

/**
 * The plan of a relevance search from its ranked candidates; with `loose`,
 * the text as typed first (issue 21): the exact matches ranked, then the
 * looser ones ranked. The rules both planners share (planSearch here,
 * memory/plan.ts planInMemory).
 */
export function rankedPlan(exact: Ranked, loose?: Ranked): Plan {
  const ids = loose ? [...exact.ids, ...loose.ids] : exact.ids;
  const plan: Plan = { ids, keyset: null, total: ids.length, totalExact: true };
  if (!loose && exact.below) {
    // more matches than candidates: the time-ordered walk continues below the oldest candidate
    plan.keyset = { cursor: exact.below, sort: "publishTime", dir: "desc" };
    plan.totalExact = false;
  } else if (loose && (exact.below || loose.below)) {
    // more of either than candidates: every other match follows newest first, the listed ones skipped
    plan.keyset = { cursor: null, sort: "publishTime", dir: "desc", skipListed: true };
    plan.totalExact = false;
  }
  return plan;
}

/**
 * The plan of a search with words in a time order, from its first cap + 1
 * matches in that order (sort key as PostgreSQL prints it): their first
 * `cap` listed, and when there are more, the walk on from the last.
 */
export function firstMatchesPlan(rows: { pcId: string; k: string }[], cap: number, sort: Keyset["sort"], dir: Direction): Plan {
  const first = rows.slice(0, cap);
  const plan: Plan = { ids: first.map((r) => r.pcId), keyset: null, total: first.length, totalExact: true };
  if (rows.length > cap) {
    const last = first[first.length - 1];
    plan.totalExact = false;
    plan.keyset = { cursor: { k: last.k, id: last.pcId }, sort, dir };
  }
  return plan;
}

/**
 * The total of a search whose matches are walked (no words, or only marks
 * beyond the cap): `n` matches counted up to cap + 1, exact up to the cap.
 */
export function cappedTotal(n: number, cap: number): Pick<Plan, "total" | "totalExact"> {
  return { total: Math.min(n, cap), totalExact: n <= cap };
}

/** Whether a tsquery's text has a prefix term (a quoted lexeme followed by :*, query.ts termQuery). */
export function hasPrefix(tsq: string | null): boolean {
  return !!tsq && /':[A-D]*\*/.test(tsq);
}

/**
 * Plans a search: ranks the candidates (relevance), or lists the first
 * matches in order (words), or counts up to a cap (no words).
 * @param condsOf the search's WHERE conditions with a tsquery text (query.ts conditionsOf): with c.tsq
 *   for its matches, with c.exactTsq for the matches of its text as typed
 * @param date the search's date filter, if any (the conditions hold it too; firstMatches sizes its window by it)
 */
export async function planSearch(db: Db, c: CompiledQuery, condsOf: (tsq: string | null) => SQL[], caps: Caps, date?: DateRange): Promise<Plan> {
  const conds = condsOf(c.tsq);
  const rangeOf = (sort: "publishTime" | "shootDate"): KeyRange => (date && date.field === sort ? dateBounds(date) : {});
  const plan: Plan = { ids: null, keyset: null, total: 0, totalExact: true };
  // how the first matches in a time order are found (firstMatches): the same for every list of this search
  const way: FirstMatchesWay = { viaIndex: caps.firstThroughIndex, window: caps.firstWindow, prefix: hasPrefix(c.tsq) };
  if (c.sort === "relevance" && c.rankQ) {
    // relevance ranks the newest candidates: their window is one of publish time
    const newest = rangeOf("publishTime");
    if (!c.exactQ) return rankedPlan(await rankNewest(db, c.lang, c.rankQ, conds, caps.rankCandidates, way, newest));
    // the exact list on the text as typed alone (exactTsq: every match of it matches tsq too), not ANDed with the
    // looser words: the planner would multiply the two as if independent (at 100,000 stories it expected 114 stories
    // of "软件包" where 15,795 hold it) and each story's vector would be checked twice
    // only when firstMatches will estimate (tests may force its way)
    const estimates = way.viaIndex === undefined || way.window === undefined;
    const estimateQ = estimates ? await phraseEstimateQuery(db, c.lang, c.exactTsq) : null;
    const exactWay = estimateQ ? { ...way, estimateConds: condsOf(estimateQ) } : way;
    const exact = await rankNewest(db, c.lang, c.rankQ, condsOf(c.exactTsq), caps.rankCandidates, exactWay, newest);
    // the looser matches: every match but the exact ones, when the exact list is whole (its ids left out). When
    // there are more exact matches than candidates, none: the exact ones fill every ranked place, and the walk lists
    // the rest newest first (rankedPlan). Finding the newest looser ones among many exact ones would check the
    // positions of every match ("软件包": 16,178 vectors read, 336 ms, for 383 looser matches)
    const loose = exact.below
      ? { ids: [], below: null }
      : await rankNewest(db, c.lang, c.rankQ, exact.ids.length ? [...conds, notInArray(story.pcId, exact.ids)] : conds, caps.rankCandidates, way, newest);
    return rankedPlan(exact, loose);
  } else if (c.tsq) {
    const ks = c.sort === "shootDate" ? "shootDate" : "publishTime";
    const key = sortKey(ks, c.dir);
    const cap = caps.textCountCap;
    if (c.hasWords) {
      // words: the first TEXT_COUNT_CAP (+1) matches in order, in one query (the words keep the
      // matches few); the session keeps their ids and, when there are more, walks on from the last
      const order = c.dir === "desc" ? [desc(key), desc(story.pcId)] : [asc(key), asc(story.pcId)];
      const rows = await db
        .select({ pcId: story.pcId, k: sql<string>`${key}::text` })
        .from(story)
        .where(await firstMatches(db, conds, cap + 1, way, ks, c.dir, rangeOf(ks)))
        .orderBy(...order)
        .limit(cap + 1);
      return firstMatchesPlan(rows, cap, ks, c.dir);
    } else {
      // only author or type/subject marks: such matches spread wide; up to TEXT_COUNT_CAP (+1) of them
      // in any order stops early; all of them → ordered ids, else the time-ordered walk (its index stops early)
      // through the GIN index: the planner would rather scan the table, checking every vector (~7 µs each)
      const rows = await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return tx
          .select({ pcId: story.pcId, k: ks === "publishTime" ? sql<string>`to_char(${key} at time zone 'UTC', 'YYYYMMDDHH24MISSUS')` : sql<string>`${key}` })
          .from(story)
          .where(and(...conds))
          .limit(cap + 1);
      });
      if (rows.length <= cap) {
        const sign = c.dir === "desc" ? -1 : 1;
        rows.sort((a, b) => sign * (a.k < b.k ? -1 : a.k > b.k ? 1 : a.pcId < b.pcId ? -1 : a.pcId > b.pcId ? 1 : 0));
        plan.ids = rows.map((r) => r.pcId);
        plan.total = rows.length;
      } else {
        Object.assign(plan, cappedTotal(rows.length, cap));
        plan.keyset = { cursor: null, sort: ks, dir: c.dir };
      }
    }
  } else {
    // no words, no marks: exact up to a cap (counting every story costs too much at this scale, DESIGN §6)
    const cap = caps.totalCap;
    const m = db.select({ one: sql`1`.as("one") }).from(story).where(and(...conds)).limit(cap + 1).as("m");
    const [countRow] = await db.select({ n: sql<number>`count(*)` }).from(m);
    Object.assign(plan, cappedTotal(Number(countRow?.n ?? 0), cap));
    plan.keyset = { cursor: null, sort: c.sort === "shootDate" ? "shootDate" : "publishTime", dir: c.dir };
  }
  return plan;
}
