/**
 * Search sessions (SPEC §4 Search paging, §7 Search; DESIGN §3.1, §6).
 *
 * The first request opens a session: sid + first page + total_count (exact
 * up to a cap, then a lower bound with totalExact false and pageCount one
 * past the current page until the end is reached, so a client that stops
 * when pageNum reaches pageCount stops at the real end). `sid` alone returns
 * the next page. A session is a snapshot: only stories published
 * (publishTime) up to its start are in it, and it walks the plan of
 * ranking.ts (ordered ids, then or else a keyset cursor); so a page never
 * repeats or skips a story, even while stories are published during the
 * scroll. A story taken offline during the scroll is left out of later
 * pages; a story put online during the scroll with an old publish time may
 * appear in a page not yet sent (never twice). Sessions live for `scroll`
 * (default 10 minutes) after their last use: on PostgreSQL in the table
 * search_session, so a scroll continues on whichever process answers (no
 * sticky sessions; issue 8), on the embedded database (one process) in
 * memory (session-store.ts); an unknown or expired sid answers es_error and
 * the client restarts (SPEC §4).
 *
 * Output: StoryDto without body (adapters/story.ts), every text field
 * through the HTML allow-list of SPEC §5 (safeStory).
 */
import { randomUUID } from "node:crypto";
import { and, asc, desc, notInArray, sql } from "drizzle-orm";
import { normaliseQuery } from "../../../../common/search-words.js";
import type { Edition } from "../../../../common/edition.js";
import type { StoryDto } from "../../../../common/types.js";
import type { Lang } from "../../locale/index.js";
import { embeddedClient, type Db } from "../../db/client.js";
import { shownStoryColumns, story, type Relation, type ShownStory } from "../../db/schema.js";
import { ApiError } from "../../http/errors.js";
import { safeStory, toStoryDto } from "../../adapters/story.js";
import { relationsOf, shownStoriesOf } from "../../adapters/story-queries.js";
import { plainTextOf } from "../../sanitize.js";
import { searchFacets, type Facets } from "./facets.js";
import { Highlighter } from "./highlight.js";
import { analyzeIfDue, reindexMissing } from "./indexing.js";
import { checkLength, compileQuery, conditionsOf, sortKey, type Direction, type Filters, type SearchQuery, type Sort } from "./query.js";
import { planSearch, RANK_CANDIDATES, TEXT_COUNT_CAP, TOTAL_CAP, type Caps, type Keyset } from "./ranking.js";
import { memoryIndexFor, type MemoryIndex } from "./memory/memory-index.js";
import { cursorAfter, planInMemory, walkInMemory } from "./memory/plan.js";
import { dropTableSessions, sessionStoreFor, type SessionStore } from "./session-store.js";

/** Search sessions live this long after their last use unless `scroll` says otherwise (ms). */
const SESSION_TTL_MS = 10 * 60 * 1000;
/** Longest `scroll` keep-alive accepted (ms). */
export const MAX_KEEP_ALIVE_MS = 30 * 60 * 1000;
/** Expired sessions are deleted at most this often (ms). */
const PRUNE_EVERY_MS = 60 * 1000;

/** SPEC §3 Search response result. */
export interface SearchResult {
  sid: string;
  result: {
    page_data: StoryDto[];
    /** matches; exact when totalExact, else a lower bound (see TOTAL_CAP, TEXT_COUNT_CAP, RANK_CANDIDATES) */
    total_count: number;
    /** false when total_count is a lower bound; becomes true once the walk has reached the end */
    totalExact: boolean;
    /** the page just returned (1-based; SPEC §3 page info) */
    pageNum: number;
    /** SPEC §3 page info: the same number as total_count */
    totalCount: number;
    /** number of pages */
    pageCount: number;
  };
}

interface Session {
  q: Filters;
  lang: Lang;
  /** the combined tsquery text, or null */
  tsq: string | null;
  sort: Sort;
  dir: Direction;
  size: number;
  /** pages returned so far */
  pageNum: number;
  total: number;
  totalExact: boolean;
  /** stories returned so far */
  delivered: number;
  /** snapshot: stories published after this (ISO) are not in the session */
  bound: string;
  /** ordered ids (ranked candidates, or the first matches), and the next index into them */
  ids: string[] | null;
  idx: number;
  /** keyset walk (time order; for relevance: the matches older than the candidates), null when none */
  keyset: Keyset | null;
  done: boolean;
  ttl: number;
  expires: number;
}

/**
 * Refuses a search text that cannot be searched as written (issue 21): over
 * MAX_SEARCH_LENGTH characters, or with nothing searchable left after the
 * SPEC §5 normalisation (only emoji, symbols or punctuation; a blank text or
 * "undefined" is no text and lists every story).
 * @throws ApiError search_too_long (errors [{ field, rule: maxLength }], extra { max }), search_no_words (errors [{ field, rule: words }])
 */
function checkWords(q: Pick<SearchQuery, "text" | "text2">): void {
  for (const field of ["text", "text2"] as const) {
    const raw = q[field]?.trim();
    if (!raw || raw === "undefined") continue;
    checkLength(field, raw);
    if (!/[\p{L}\p{N}]/u.test(normaliseQuery(raw))) throw new ApiError("search_no_words", [{ field, rule: "words" }]);
  }
}

/**
 * A result as the page shows it (issue 21): the StoryDto through the HTML
 * allow-list (safeStory), with the query's words marked in the title
 * (`highlight.title`) and, for a text story, the passage of the body shown
 * that matched as its excerpt; else the excerpt stays the start of the body
 * (read only then: it is sanitised, the passage is built escaped).
 */
function resultOf(s: ShownStory, relations: Relation[], edition: Edition, marks: Highlighter, lang: Lang): StoryDto {
  // the body the excerpt comes from (adapters/story.ts toStoryDto: its own language, else the original)
  const body = marks.active ? (lang === "zh" ? s.bodyZh : s.bodyEn) || s.bodyEn || s.bodyZh || "" : "";
  const passage = body ? marks.passage(plainTextOf(body)) : null;
  const dto = safeStory(toStoryDto(s, relations, edition, { withExcerpt: !passage }));
  if (!marks.active) return dto;
  const title = marks.mark(plainTextOf(dto.title));
  return { ...dto, ...(title ? { highlight: { title } } : {}), ...(passage ? { excerpt: passage } : {}) };
}

export class SearchService {
  private indexChecked: Promise<unknown> | null = null;
  private lastPrune = 0;

  private readonly caps: Caps;
  /** the in-memory index (the embedded database), or null: plans in SQL */
  private readonly memory: MemoryIndex | null;
  /** where the sessions live: the table (PostgreSQL), or this process's memory (the embedded database; session-store.ts) */
  private readonly sessions: SessionStore<Session>;

  /**
   * @param opts.rankCandidates matches ranked by relevance (default RANK_CANDIDATES)
   * @param opts.totalCap total_count exact up to this without text (default TOTAL_CAP)
   * @param opts.textCountCap total_count exact up to this with text sorted by time (default TEXT_COUNT_CAP)
   * @param opts.firstThroughIndex how the first matches of a text search (ranked candidates, or the first
   *   TEXT_COUNT_CAP in time order) are found: through the GIN index (true), by the planner (false), or by
   *   the planner's estimate (default; ranking.ts throughIndex); tests set it
   * @param opts.firstWindow whether those in publish-time order are looked for in a time window first
   *   (ranking.ts firstMatches): always (true: the newest or oldest half of the stories), never (false), or
   *   by the planner's estimate (default; ranking.ts timeWindow); tests set it
   * @param opts.memory plan from the in-memory index (memory/plan.ts): by default on the embedded database
   *   (memoryIndexFor); false plans in SQL (tests comparing both)
   */
  constructor(
    private readonly db: Db,
    opts: { rankCandidates?: number; totalCap?: number; textCountCap?: number; firstThroughIndex?: boolean; firstWindow?: boolean; memory?: boolean } = {},
  ) {
    this.memory = opts.memory === false ? null : memoryIndexFor(db);
    this.sessions = sessionStoreFor<Session>(db);
    this.caps = {
      rankCandidates: opts.rankCandidates ?? RANK_CANDIDATES,
      totalCap: opts.totalCap ?? TOTAL_CAP,
      textCountCap: opts.textCountCap ?? TEXT_COUNT_CAP,
      firstThroughIndex: opts.firstThroughIndex,
      firstWindow: opts.firstWindow,
    };
  }

  /**
   * Runs a search or continues one by sid (SPEC §4, §7).
   * @returns `{ sid, result: { page_data, total_count, pageNum, pageCount } }`; page_data are StoryDto without body,
   *          text fields through the HTML allow-list; past the end page_data is []
   * @throws ApiError es_error (409) for an unknown or expired sid (the client restarts the search, SPEC §4);
   *         search_too_long, search_no_words (422) for a text that cannot be searched as written (checkWords)
   */
  async search(q: SearchQuery): Promise<SearchResult> {
    if (!q.sid) checkWords(q);
    await this.ready();
    const now = Date.now();
    await this.prune(now);
    let sid: string;
    let session: Session;
    let skip = 0;
    if (q.sid) {
      const found = await this.sessions.get(q.sid, now);
      if (!found) throw new ApiError("es_error");
      sid = q.sid;
      session = found;
    } else {
      sid = randomUUID();
      session = await this.open(q, now);
      skip = ((q.pageNum ?? 1) - 1) * session.size;
      session.pageNum = (q.pageNum ?? 1) - 1;
      session.delivered = skip;
    }
    session.expires = now + session.ttl;
    const { rows, rels } = await this.nextPage(session, skip);
    session.pageNum += 1;
    session.delivered += rows.length;
    if (!session.totalExact && session.done) {
      // the walk is over: now the total is known
      session.total = Math.max(session.total, session.delivered);
      session.totalExact = true;
    }
    // SPEC §4: the client stops when pageNum reaches pageCount; with an inexact total there is one more page until the walk ends
    const pages = Math.ceil(session.total / session.size);
    const pageCount = session.totalExact ? pages : Math.max(pages, session.pageNum + 1);
    // the walk's new state, for the next page on whichever process answers it
    await this.sessions.put(sid, session, session.expires);

    const marks = new Highlighter([session.q.text, session.q.text2].filter(Boolean).join(" "), session.lang);
    const pageData = rows.map((s) => resultOf(s, rels.get(s.pcId) ?? [], session.q.edition, marks, session.lang));
    return {
      sid,
      result: {
        page_data: pageData,
        total_count: session.total,
        totalCount: session.total,
        totalExact: session.totalExact,
        pageNum: session.pageNum,
        pageCount,
      },
    };
  }

  /**
   * The facets of a search (issue 21): counts of its matches by type,
   * subject, publish year, photographer and price (facets.ts).
   * @throws ApiError search_too_long, search_no_words (422) as search does
   */
  async facets(q: Filters): Promise<Facets> {
    checkWords(q);
    await this.ready();
    return searchFacets(this.db, q);
  }

  /**
   * Clears a search session (SPEC §7 "Reset: clear with the last session id").
   * @returns whether there was such a session
   */
  async clear(sid: string): Promise<boolean> {
    return this.sessions.delete(sid);
  }

  /** Number of open (unexpired) sessions (tests, diagnostics). */
  async sessionCount(): Promise<number> {
    return this.sessions.count(Date.now());
  }

  /**
   * First use: reindexes stories without vectors, and on the embedded database drops the sessions an earlier
   * version kept in the table (session-store.ts); refreshes planner statistics after many changes.
   */
  private async ready(): Promise<void> {
    this.indexChecked ??= Promise.all([
      reindexMissing(this.db).catch(() => 0),
      embeddedClient(this.db) ? dropTableSessions(this.db).catch(() => 0) : 0,
    ]);
    await this.indexChecked;
    await analyzeIfDue(this.db);
  }

  /** Opens a session: the snapshot bound, the plan (ranked candidates or walk) and the total. */
  private async open(q: SearchQuery, now: number): Promise<Session> {
    const { sid: _s, pageNum: _p, size: _z, keepAliveMs, ...filters } = q;
    const c = compileQuery(q);
    const bound = new Date(now).toISOString();
    let plan = null;
    // from memory once the index has loaded (it answers as the SQL plan would), else in SQL
    if (this.memory && (await this.memory.current())) plan = planInMemory(this.memory, c, filters, bound, this.caps);
    plan ??= await planSearch(this.db, c, (tsq) => conditionsOf(filters, c.lang, bound, tsq), this.caps, filters.date);
    return {
      q: filters,
      lang: c.lang,
      tsq: c.tsq,
      sort: c.sort,
      dir: c.dir,
      size: q.size ?? 10,
      pageNum: 0,
      total: plan.total,
      totalExact: plan.totalExact,
      delivered: 0,
      bound,
      ids: plan.ids,
      idx: 0,
      keyset: plan.keyset,
      done: plan.total === 0,
      ttl: keepAliveMs ?? SESSION_TTL_MS,
      expires: 0,
    };
  }

  /**
   * The next `size` online stories of a session (after skipping `skip` for a
   * first page past 1), and their relations: read with the stories
   * (shownStoriesOf) where the plan or the in-memory walk gives the ids, else
   * in one more query.
   */
  private async nextPage(session: Session, skip: number): Promise<{ rows: ShownStory[]; rels: Map<string, Relation[]> }> {
    const out: ShownStory[] = [];
    const rels = new Map<string, Relation[]>();
    /** Appends the stories of `ids` that `read` holds, in that order, with their relations; returns how many. */
    const keep = (read: Awaited<ReturnType<typeof shownStoriesOf>>, ids: readonly string[]) => {
      let n = 0;
      for (const id of ids) {
        const r = read.stories.get(id);
        if (!r) continue;
        out.push(r);
        rels.set(id, read.relations.get(id) ?? []);
        n++;
      }
      return n;
    };
    let need = session.size;
    while (need > 0 && !session.done) {
      if (session.ids && session.idx < session.ids.length) {
        if (skip > 0) {
          const n = Math.min(skip, session.ids.length - session.idx);
          session.idx += n;
          skip -= n;
          continue;
        }
        const slice = session.ids.slice(session.idx, session.idx + need);
        session.idx += slice.length;
        need -= keep(await shownStoriesOf(this.db, slice, { online: true }), slice);
        continue;
      }
      if (!session.keyset) {
        session.done = true;
        break;
      }
      const ks = session.keyset;
      // the walk from the in-memory index when it holds what the session asks (the same stories, then read by primary key)
      const walked =
        this.memory && (await this.memory.current())
          ? walkInMemory(this.memory, session.lang, session.tsq, session.q, session.bound, ks, ks.skipListed && session.ids ? new Set(session.ids) : null, skip + need)
          : null;
      if (walked) {
        const page = walked.slice(skip);
        skip = 0;
        const ids = page.map((d) => d.pcId);
        keep(await shownStoriesOf(this.db, ids), ids);
        const last = page[page.length - 1];
        if (last) ks.cursor = cursorAfter(last, ks);
        if (page.length < need) session.done = true;
        need -= page.length;
        continue;
      }
      const key = sortKey(ks.sort, ks.dir);
      const conds = conditionsOf(session.q, session.lang, session.bound, session.tsq);
      if (ks.skipListed && session.ids?.length) conds.push(notInArray(story.pcId, session.ids));
      if (ks.cursor) {
        const cmp = ks.dir === "desc" ? sql`<` : sql`>`;
        const cast = ks.sort === "publishTime" ? sql`::timestamptz` : sql``;
        conds.push(sql`(${key}, ${story.pcId}) ${cmp} (${ks.cursor.k}${cast}, ${ks.cursor.id})`);
      }
      const order = ks.dir === "desc" ? [desc(key), desc(story.pcId)] : [asc(key), asc(story.pcId)];
      const rows = await this.db
        .select({ s: shownStoryColumns, k: sql<string>`${key}::text` })
        .from(story)
        .where(and(...conds))
        .orderBy(...order)
        .limit(need)
        .offset(skip);
      skip = 0;
      for (const r of rows) out.push(r.s);
      const last = rows[rows.length - 1];
      if (last) ks.cursor = { k: last.k, id: last.s.pcId };
      if (rows.length < need) session.done = true;
      need -= rows.length;
    }
    // the keyset walk in SQL read the stories alone
    const unread = out.filter((r) => !rels.has(r.pcId)).map((r) => r.pcId);
    if (unread.length) for (const [id, list] of await relationsOf(this.db, unread)) rels.set(id, list);
    return { rows: out, rels };
  }

  /** Deletes expired sessions (at most once a PRUNE_EVERY_MS per process). */
  private async prune(now: number): Promise<void> {
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    await this.sessions.prune(now);
  }
}
