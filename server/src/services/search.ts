/**
 * Article search (SPEC §7 Search, §3 Search response, §4 Search paging, §5
 * Search words and HTML allow-list; DESIGN §3.1, §4, §6).
 *
 * Index. Each story keeps one weighted tsvector per edition
 * (story.search_vec_zh / search_vec_en, GIN-indexed, migration 0003), built by
 * reindexStory from the story in that edition's language:
 *   A title · B author and photographers · C keywords (flagWordStr of the
 *   story and its items) and subject name · D description and captions.
 * Text is folded (NFKC, accents stripped, lower case) and segmented with
 * Intl.Segmenter (DESIGN §4). Latin words and numbers are lexemes. A run of
 * Chinese characters is indexed as its characters and overlapping character
 * bigrams at consecutive positions (character i and bigram i, i+1 at
 * position i), plus the segmenter's words at the position where they start;
 * so a query word the segmenter cuts differently in the story ("兰格" in
 * "多萝西娅·兰格") still matches, as the phrase of its bigrams. Fields are one position apart so a
 * phrase never spans two fields.
 *
 * Query. The words of `text` (SPEC §5 normalisation, then the same
 * segmentation), all required: a Latin word of 3+ characters as a prefix,
 * shorter ones exactly; a Chinese word as the phrase of its bigrams (one
 * character: that character); consecutive single Chinese characters are
 * joined first ("兰"+"格" → "兰格"). `text2` is ANDed;
 * `author` the same words among the author and photographer marks
 * ("#a:lange"), each of `tags` a phrase
 * restricted to weight C; the type and subject filters are lexemes of the
 * vector too ("#t:image", "#s:nature"). All of them form one tsquery, so one
 * GIN scan.
 *
 * Ranking (sort=relevance, the default when there is text). Ranking every
 * match of a frequent word costs too much (DESIGN §6: ~150 ms at 100,000
 * stories), so only a bounded candidate set is ranked: the newest
 * RANK_CANDIDATES matches (found newest first through the publish-time
 * index, so a frequent word stops early), by ts_rank (weights D 0.1, C 0.2,
 * B 0.4, A 1.0), ties newest first. The matches older than the candidates
 * follow, newest first. The planner's statistics (ANALYZE after every 1,000
 * reindexed stories) tell it when a word is frequent. sort=publishTime | shootDate orders by time in either direction.
 *
 * Paging (SPEC §4). The first request opens a session: sid + first page +
 * total_count (exact up to a cap, then a lower bound with totalExact false
 * and pageCount one past the current page until the end is reached, so a
 * client that stops when pageNum reaches pageCount stops at the real end).
 * `sid` alone returns the next page. A session is a snapshot:
 * only stories published (publishTime) up to its start are in it, and it
 * walks either a stored ordered id list (the ranked candidates, or every
 * match of a search with words when there are at most TEXT_COUNT_CAP) or a
 * keyset cursor on (sort key, pcId); so a page never repeats or skips a story, even while
 * stories are published during the scroll. A story taken offline during the
 * scroll is left out of later pages; a story put online during the scroll
 * with an old publish time may appear in a page not yet sent (never twice).
 * Sessions live in process memory for
 * `scroll` (default 10 minutes) after their last use; an unknown or expired
 * sid answers es_error and the client restarts (SPEC §4). Several server
 * processes need sticky sessions for this (or the client restarts).
 *
 * Output. Every text field of a result passes the HTML allow-list of SPEC §5
 * (services/sanitize.ts allowListHtml: DOMPurify over jsdom).
 */
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { Edition } from "../../../widgets/core/edition.js";
import type { Lang } from "../../../widgets/core/i18n/index.js";
import { allowListHtml } from "./sanitize.js";
import { normaliseQuery } from "../../../widgets/search/search-words.js";
import type { Db } from "../db/client.js";
import { relation, story, type Relation, type Story } from "../db/schema.js";
import { ApiError } from "../http/errors.js";
import { relationsOf, toStoryDto, type RelationDto, type StoredPhotographer, type StoryDto } from "./content.js";

export { normaliseQuery };

const segmenters: Record<Lang, Intl.Segmenter> = {
  zh: new Intl.Segmenter("zh", { granularity: "word" }),
  en: new Intl.Segmenter("en", { granularity: "word" }),
};

/** The language whose index an edition searches. */
export function langOfSearch(edition: Edition): Lang {
  return edition === "zh" ? "zh" : "en";
}

/** Case, width and accent folding: NFKC (full-width forms), NFD without marks, lower case. */
export function fold(text: string): string {
  return text.normalize("NFKC").normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase();
}

/**
 * Words of a text: segmented (Intl.Segmenter in the edition's language),
 * word-like segments only, folded, split on anything that is not a letter or
 * digit (so "O'Sullivan" gives "o" "sullivan").
 */
export function tokens(text: string, lang: Lang): string[] {
  const out: string[] = [];
  if (!text) return out;
  for (const seg of segmenters[lang].segment(text)) {
    if (!seg.isWordLike) continue;
    for (const w of fold(seg.segment).split(/[^\p{L}\p{N}]+/u)) if (w) out.push(w);
  }
  return out;
}

// ---------------------------------------------------------------- segmentation

/** A piece of segmented text: a run of Chinese characters, a Latin/number word, or a break. */
type Piece = { kind: "han"; text: string } | { kind: "word"; text: string } | { kind: "break" };

const HAN = /\p{Script=Han}/u;
const PIECE = /(\p{Script=Han}+)|([\p{L}\p{N}]+)|([^\p{L}\p{N}]+)/gu;
/** Longest lexeme kept (characters). */
const MAX_LEXEME = 60;

/** Folds and segments `text` into pieces (Intl.Segmenter word boundaries, DESIGN §4). */
function pieces(text: string, lang: Lang): Piece[] {
  const out: Piece[] = [];
  if (!text) return out;
  for (const seg of segmenters[lang].segment(fold(text))) {
    for (const m of seg.segment.matchAll(PIECE)) {
      if (m[1]) out.push({ kind: "han", text: m[1] });
      else if (m[2]) out.push(seg.isWordLike ? { kind: "word", text: m[2].slice(0, MAX_LEXEME) } : { kind: "break" });
      else out.push({ kind: "break" });
    }
  }
  return out;
}

/** Highest position PostgreSQL keeps in a tsvector. */
const MAX_POS = 16383;
/** Positions kept per lexeme (PostgreSQL keeps at most 256). */
const MAX_POSITIONS = 256;

type Weight = "A" | "B" | "C" | "D";

/** Builds the text form of a weighted tsvector with exact positions. */
class VectorBuilder {
  private readonly lexemes = new Map<string, Set<string>>();
  private pos = 0;

  private put(lexeme: string, pos: number, w: Weight): void {
    if (!lexeme || pos > MAX_POS) return;
    // author and photographer words are also filter marks, so that the author filter needs no weight check
    if (w === "B") this.mark(authorLexeme(lexeme));
    let set = this.lexemes.get(lexeme);
    if (!set) this.lexemes.set(lexeme, (set = new Set()));
    if (set.size < MAX_POSITIONS) set.add(`${pos}${w}`);
  }

  /** Appends one field (a gap of one position first, so that no phrase spans two fields). */
  add(text: string | null | undefined, w: Weight, lang: Lang): void {
    if (!text || this.pos >= MAX_POS) return;
    this.pos += 1;
    let run: string[] = [];
    let words = new Map<number, string[]>();
    const flush = () => {
      if (!run.length) return;
      const base = this.pos + 1;
      for (let i = 0; i < run.length; i++) {
        this.put(run[i], base + i, w);
        if (i < run.length - 1) this.put(run[i] + run[i + 1], base + i, w);
        for (const word of words.get(i) ?? []) this.put(word, base + i, w);
      }
      this.pos += run.length;
      run = [];
      words = new Map();
    };
    for (const p of pieces(text, lang)) {
      if (p.kind === "han") {
        const list = words.get(run.length) ?? [];
        list.push(p.text.slice(0, MAX_LEXEME));
        words.set(run.length, list);
        for (const ch of p.text) run.push(ch);
      } else {
        flush();
        if (p.kind === "word") this.put(p.text, ++this.pos, w);
      }
    }
    flush();
  }

  /** Adds a lexeme without position (a filter mark). */
  mark(lexeme: string): void {
    if (!this.lexemes.has(lexeme)) this.lexemes.set(lexeme, new Set());
  }

  /** The tsvector literal ('lexeme':1A,5B … 'mark'). */
  toString(): string {
    const parts: string[] = [];
    for (const [lex, positions] of this.lexemes) {
      const q = `'${lex.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
      parts.push(positions.size ? `${q}:${[...positions].join(",")}` : q);
    }
    return parts.join(" ");
  }
}

/**
 * The weighted search vector of a story in one edition's language (text form
 * of a tsvector): A title, B author and photographers, C keywords and subject,
 * D description and captions.
 */
export function searchVectorOf(s: Story, relations: Relation[], lang: Lang): string {
  const v = new VectorBuilder();
  const zh = lang === "zh";
  v.add(zh ? s.titleZh || s.titleEn : s.titleEn || s.titleZh, "A", lang);
  v.add(zh ? s.authorZh : s.author, "B", lang);
  if (zh || !s.author) v.add(zh ? s.author : s.authorZh, "B", lang);
  for (const r of relations) {
    v.add(zh ? r.photographerStrZh : r.photographerStr, "B", lang);
    if (zh) v.add(r.photographerStr, "B", lang);
    for (const p of (Array.isArray(r.photographer) ? r.photographer : []) as StoredPhotographer[]) {
      v.add(zh ? `${p.nameZh ?? ""} ${p.name}` : p.name, "B", lang);
    }
  }
  v.add(zh ? s.flagWordStrZh || s.flagWordStr : s.flagWordStr || s.flagWordStrZh, "C", lang);
  v.add(zh ? s.subjectNameZh : s.subjectName, "C", lang);
  for (const r of relations) v.add(zh ? r.flagWordStrZh || r.flagWordStr : r.flagWordStr || r.flagWordStrZh, "C", lang);
  v.add(zh ? s.descriptionZh || s.descriptionEn : s.descriptionEn || s.descriptionZh, "D", lang);
  for (const r of relations) v.add(zh ? r.descriptionZh || r.descriptionEn : r.descriptionEn || r.descriptionZh, "D", lang);
  // filter lexemes (no position; "#" never comes out of a text's words): type, subject, index version
  v.mark(INDEX_VERSION);
  v.mark(typeLexeme(s.type));
  v.mark(subjectLexeme(s.subjectCode));
  return v.toString();
}

/** Marks every vector of the current index format (older ones are rebuilt by reindexMissing). */
export const INDEX_VERSION = "#v3";
/** Filter lexemes: story type and subject code, so that these filters join the one GIN scan. */
const typeLexeme = (type: string) => `#t:${type}`;
const subjectLexeme = (code: string) => `#s:${code}`;
/** Author and photographer words: "#a:lange", "#a:兰格" (marks, see VectorBuilder.put). */
const authorLexeme = (word: string) => `#a:${word}`;

/**
 * The plain search text of a story in one edition (story.search_en /
 * search_zh: the words of title, description, captions, keywords, author,
 * photographers and subject, space-separated; kept for reading and debugging,
 * the search runs on the vectors).
 */
export function searchTextOf(s: Story, relations: Relation[], lang: Lang): string {
  const parts: string[] = [];
  if (lang === "zh") {
    parts.push(s.titleZh, s.descriptionZh, s.flagWordStrZh, s.authorZh, s.author, s.subjectNameZh);
    for (const r of relations) parts.push(r.descriptionZh, r.flagWordStrZh, r.photographerStrZh, r.photographerStr);
  } else {
    parts.push(s.titleEn, s.descriptionEn, s.flagWordStr, s.author, s.subjectName);
    for (const r of relations) parts.push(r.descriptionEn, r.flagWordStr, r.photographerStr);
  }
  for (const r of relations) {
    for (const p of (Array.isArray(r.photographer) ? r.photographer : []) as StoredPhotographer[]) {
      parts.push(lang === "zh" ? `${p.nameZh ?? ""} ${p.name}` : p.name);
    }
  }
  return tokens(parts.filter(Boolean).join(" \n "), lang).join(" ");
}

/** Stories reindexed since the last ANALYZE (see SearchService.maybeAnalyze). */
let changedSinceAnalyze = 0;

/**
 * Recomputes the search texts and vectors of one story (call after changing a
 * story or its relations; the importer does). A story is searchable as soon
 * as it is online, and left out as soon as it is not (the status is a
 * condition of every search).
 */
export async function reindexStory(db: Db, pcId: string): Promise<void> {
  const [s] = await db.select().from(story).where(eq(story.pcId, pcId)).limit(1);
  if (!s) return;
  const rels = (await relationsOf(db, [pcId])).get(pcId) ?? [];
  await db
    .update(story)
    .set({
      searchEn: searchTextOf(s, rels, "en"),
      searchZh: searchTextOf(s, rels, "zh"),
      searchVecEn: sql`${searchVectorOf(s, rels, "en")}::tsvector`,
      searchVecZh: sql`${searchVectorOf(s, rels, "zh")}::tsvector`,
    })
    .where(eq(story.pcId, pcId));
  changedSinceAnalyze++;
}

/**
 * Reindexes the stories whose vectors are not of the current format
 * (INDEX_VERSION; e.g. a database migrated from before the vectors existed).
 * @returns how many were reindexed
 */
export async function reindexMissing(db: Db): Promise<number> {
  const mark = `'${INDEX_VERSION}'`;
  // cheap first: the GIN index counts the current vectors
  const [all] = await db.select({ n: sql<number>`count(*)` }).from(story);
  const [cur] = await db
    .select({ n: sql<number>`count(*)` })
    .from(story)
    .where(and(sql`${story.searchVecZh} @@ ${mark}::tsquery`, sql`${story.searchVecEn} @@ ${mark}::tsquery`));
  if (Number(all?.n ?? 0) === Number(cur?.n ?? 0)) return 0;
  const rows = await db
    .select({ pcId: story.pcId })
    .from(story)
    .where(or(sql`not (${story.searchVecZh} @@ ${mark}::tsquery)`, sql`not (${story.searchVecEn} @@ ${mark}::tsquery)`));
  for (const r of rows) await reindexStory(db, r.pcId);
  return rows.length;
}

// ---------------------------------------------------------------- queries

/** Maximum words of one query text that are searched. */
export const MAX_WORDS = 16;

/** One required term of a query: a Latin word or a run of Chinese characters. */
type Term = { kind: "word"; text: string } | { kind: "han"; text: string };

/** The terms of a text, in the edition's language (see the file comment). */
export function queryTerms(text: string, lang: Lang): Term[] {
  const out: Term[] = [];
  let single = "";
  const flushSingle = () => {
    if (single) out.push({ kind: "han", text: single });
    single = "";
  };
  for (const p of pieces(text, lang)) {
    if (p.kind === "han") {
      if ([...p.text].length === 1) {
        single += p.text;
        continue;
      }
      flushSingle();
      out.push({ kind: "han", text: p.text });
    } else {
      flushSingle();
      if (p.kind === "word") out.push({ kind: "word", text: p.text });
    }
  }
  flushSingle();
  return out.slice(0, MAX_WORDS);
}

const quoteLexeme = (l: string) => `'${l.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

/**
 * tsquery text of one term. Latin words of 3+ characters are prefixes; a
 * Chinese run is the phrase of its bigrams (one character: itself).
 * @param weight restricts the match to lexemes of that weight (author: B, tags: C)
 * @param exact no prefix matching (tags)
 */
function termQuery(t: Term, weight = "", exact = false): string {
  if (t.kind === "word") {
    const prefix = !exact && [...t.text].length >= 3;
    return `${quoteLexeme(t.text)}${prefix || weight ? ":" : ""}${prefix ? "*" : ""}${weight}`;
  }
  const chars = [...t.text];
  if (chars.length === 1) return `${quoteLexeme(chars[0])}${weight ? `:${weight}` : ""}`;
  const grams: string[] = [];
  for (let i = 0; i < chars.length - 1; i++) grams.push(`${quoteLexeme(chars[i] + chars[i + 1])}${weight ? `:${weight}` : ""}`);
  return grams.length === 1 ? grams[0] : `(${grams.join(" <-> ")})`;
}

/** tsquery text requiring every term of `text` (null when it has none). */
export function textQuery(text: string | undefined, lang: Lang, weight = ""): string | null {
  const words = normaliseQuery(text);
  if (!words) return null;
  const terms = queryTerms(words, lang);
  return terms.length ? terms.map((t) => termQuery(t, weight)).join(" & ") : null;
}

/**
 * tsquery text of the author filter: every word among the author and
 * photographer marks (a Latin word of 3+ characters as a prefix; a Chinese
 * run as all its bigrams), or null when it has no words.
 */
export function authorQuery(text: string | undefined, lang: Lang): string | null {
  const words = normaliseQuery(text);
  if (!words) return null;
  const parts: string[] = [];
  for (const t of queryTerms(words, lang)) {
    const chars = [...t.text];
    if (t.kind === "word") parts.push(`${quoteLexeme(authorLexeme(t.text))}${chars.length >= 3 ? ":*" : ""}`);
    else if (chars.length === 1) parts.push(quoteLexeme(authorLexeme(t.text)));
    else for (let i = 0; i < chars.length - 1; i++) parts.push(quoteLexeme(authorLexeme(chars[i] + chars[i + 1])));
  }
  return parts.length ? parts.join(" & ") : null;
}

/**
 * tsquery text of one tag: the phrase of its words among the keywords
 * (weight C), exact. A Chinese run is one phrase of bigrams however the
 * segmenter cut it; the next word follows its last character.
 */
function tagQuery(tag: string, lang: Lang): string | null {
  const elems: { q: string; len: number }[] = [];
  let run = "";
  const flush = () => {
    if (run) elems.push({ q: termQuery({ kind: "han", text: run }, "C", true), len: [...run].length });
    run = "";
  };
  for (const p of pieces(normaliseQuery(tag), lang)) {
    if (p.kind === "han") run += p.text;
    else {
      flush();
      if (p.kind === "word") elems.push({ q: termQuery(p, "C", true), len: 1 });
    }
  }
  flush();
  if (!elems.length) return null;
  // a bigram phrase ends one position before its last character
  let q = elems[0].q;
  for (let i = 1; i < elems.length; i++) q = `(${q} <${elems[i - 1].len >= 2 ? 2 : 1}> ${elems[i].q})`;
  return q;
}

// ---------------------------------------------------------------- request

/** Story types a search may filter on. */
export const STORY_TYPES = ["image", "image_group", "video", "video_group", "text"] as const;
/** Sort orders: relevance (default with text), publish time (default without), shooting date. */
export const SORTS = ["relevance", "publishTime", "shootDate"] as const;
export type Sort = (typeof SORTS)[number];
export type Direction = "asc" | "desc";

/** A date range (inclusive); each bound "YYYY-MM-DD" or ISO date-time, or absent. */
export interface DateRange {
  start?: string;
  end?: string;
  /** which date: publishTime (default) or shootDate */
  field: "publishTime" | "shootDate";
}

/** A search request (already validated by the route). */
export interface SearchQuery {
  /** search words (SPEC §5 normalisation applied here) */
  text?: string;
  /** second search text, also required (SPEC §7 text2) */
  text2?: string;
  /** edition whose language is searched and whose URLs are returned */
  edition: Edition;
  siteCode: string;
  /** page size 1..100 (SPEC §9 default 10) */
  size?: number;
  /** 1-based page for a new search (default 1) */
  pageNum?: number;
  /** story types (any of STORY_TYPES) */
  types?: string[];
  /** subject codes */
  subjectCodes?: string[];
  /** a parent subject: its own code, or any code starting with it and "_" ("photographer" → "photographer_12") */
  subjectParentCode?: string;
  /** subject codes left out */
  excludeSubjectCodes?: string[];
  /** subject names, either edition, case-insensitive */
  subjects?: string[];
  /** author or photographer words (all required) */
  author?: string;
  /** file extensions (jpg, png, mp4 …): a story with an item of one of them */
  fileExts?: string[];
  /** free: a story with a free item; paid: a story with an item that is not free */
  price?: "free" | "paid";
  /** keywords (flagWordStr), all required, each as a phrase */
  tags?: string[];
  date?: DateRange;
  sort?: Sort;
  direction?: Direction;
  /** one story by pcId (SPEC §7: articles are searched by pcId, type and site code) */
  pcId?: string;
  /** session keep-alive in ms (SPEC §7 `scroll`), default SESSION_TTL_MS */
  keepAliveMs?: number;
  /** continue the search session: the next page of the first request's query */
  sid?: string;
}

/** SPEC §3 Search response result. */
export interface SearchResult {
  sid: string;
  result: {
    page_data: StoryDto[];
    /** matches; exact when totalExact, else a lower bound (see TOTAL_CAP, TEXT_COUNT_CAP, RANK_CANDIDATES) */
    total_count: number;
    /** false when total_count is a lower bound; becomes true once the walk has reached the end */
    totalExact: boolean;
    /** the page just returned (1-based) */
    pageNum: number;
    /** number of pages */
    pageCount: number;
  };
}

type Filters = Omit<SearchQuery, "sid" | "pageNum" | "size" | "keepAliveMs">;

interface Cursor {
  /** sort key as PostgreSQL text */
  k: string;
  id: string;
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
  /** ranked candidates (relevance), and the next index into them */
  ids: string[] | null;
  idx: number;
  /** keyset walk (time order; for relevance: the matches older than the candidates), null when none */
  keyset: { cursor: Cursor | null; sort: "publishTime" | "shootDate"; dir: Direction } | null;
  done: boolean;
  ttl: number;
  expires: number;
}

/** Search sessions live this long after their last use unless `scroll` says otherwise (ms). */
export const SESSION_TTL_MS = 10 * 60 * 1000;
/** Longest `scroll` keep-alive accepted (ms). */
export const MAX_KEEP_ALIVE_MS = 30 * 60 * 1000;
/** At most this many sessions are kept (the least recently used go first). */
export const MAX_SESSIONS = 2000;
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
/** ANALYZE the story table after this many reindexed stories (planner statistics for frequent words). */
const ANALYZE_EVERY = 1000;

/** HTML allow-list (SPEC §5) over every text field of a story DTO. */
export function safeStory(d: StoryDto): StoryDto {
  const safeRel = (r: RelationDto): RelationDto => ({
    ...r,
    photographerStr: allowListHtml(r.photographerStr),
    photographer: r.photographer.map((p) => ({ id: p.id, name: allowListHtml(p.name) })),
    description: allowListHtml(r.description),
    flagWordStr: allowListHtml(r.flagWordStr),
  });
  return {
    ...d,
    title: allowListHtml(d.title),
    description: allowListHtml(d.description),
    author: allowListHtml(d.author),
    flagWordStr: allowListHtml(d.flagWordStr),
    subjectName: allowListHtml(d.subjectName),
    publishResList: d.publishResList.map(safeRel),
    ...(d.body ? { body: d.body.map((p) => allowListHtml(p)) } : {}),
  };
}

/** Escapes LIKE wildcards (backslash is PostgreSQL's default LIKE escape). */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Inclusive bounds of a date range as comparable values for its field. */
function dateBounds(r: DateRange): { lo?: string; hi?: string } {
  const day = (s: string) => s.slice(0, 10);
  if (r.field === "shootDate") return { lo: r.start && day(r.start), hi: r.end && day(r.end) };
  const lo = r.start ? (r.start.length === 10 ? `${r.start}T00:00:00.000Z` : r.start) : undefined;
  const hi = r.end ? (r.end.length === 10 ? `${r.end}T23:59:59.999Z` : r.end) : undefined;
  return { lo, hi };
}

export class SearchService {
  private readonly sessions = new Map<string, Session>();
  private indexChecked: Promise<unknown> | null = null;

  private readonly rankCandidates: number;
  private readonly totalCap: number;
  private readonly textCountCap: number;

  /**
   * @param opts.rankCandidates matches ranked by relevance (default RANK_CANDIDATES)
   * @param opts.totalCap total_count exact up to this without text (default TOTAL_CAP)
   * @param opts.textCountCap total_count exact up to this with text sorted by time (default TEXT_COUNT_CAP)
   */
  constructor(
    private readonly db: Db,
    opts: { rankCandidates?: number; totalCap?: number; textCountCap?: number } = {},
  ) {
    this.rankCandidates = opts.rankCandidates ?? RANK_CANDIDATES;
    this.totalCap = opts.totalCap ?? TOTAL_CAP;
    this.textCountCap = opts.textCountCap ?? TEXT_COUNT_CAP;
  }

  /**
   * Runs a search or continues one by sid (SPEC §4, §7).
   * @returns `{ sid, result: { page_data, total_count, pageNum, pageCount } }`; page_data are StoryDto without body,
   *          text fields through the HTML allow-list; past the end page_data is []
   * @throws ApiError es_error (409) for an unknown or expired sid (the client restarts the search, SPEC §4)
   */
  async search(q: SearchQuery): Promise<SearchResult> {
    await this.ready();
    const now = Date.now();
    this.prune(now);
    let sid: string;
    let session: Session;
    let skip = 0;
    if (q.sid) {
      const found = this.sessions.get(q.sid);
      if (!found || found.expires < now) {
        this.sessions.delete(q.sid);
        throw new ApiError("es_error");
      }
      sid = q.sid;
      session = found;
      // keep recently used sessions at the end of the map (pruned last)
      this.sessions.delete(sid);
      this.sessions.set(sid, session);
    } else {
      sid = randomUUID();
      session = await this.open(q, now);
      skip = ((q.pageNum ?? 1) - 1) * session.size;
      session.pageNum = (q.pageNum ?? 1) - 1;
      session.delivered = skip;
      this.sessions.set(sid, session);
    }
    session.expires = now + session.ttl;
    const rows = await this.nextPage(session, skip);
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

    const rels = await relationsOf(this.db, rows.map((r) => r.pcId));
    const pageData = rows.map((s) => safeStory(toStoryDto(s, rels.get(s.pcId) ?? [], session.q.edition)));
    return {
      sid,
      result: {
        page_data: pageData,
        total_count: session.total,
        totalExact: session.totalExact,
        pageNum: session.pageNum,
        pageCount,
      },
    };
  }

  /**
   * Clears a search session (SPEC §7 "Reset: clear with the last session id").
   * @returns whether there was such a session
   */
  clear(sid: string): boolean {
    return this.sessions.delete(sid);
  }

  /** Number of open sessions (tests, diagnostics). */
  get sessionCount(): number {
    return this.sessions.size;
  }

  /** First use: reindexes stories without vectors; refreshes planner statistics after many changes. */
  private async ready(): Promise<void> {
    this.indexChecked ??= reindexMissing(this.db).catch(() => 0);
    await this.indexChecked;
    if (changedSinceAnalyze >= ANALYZE_EVERY) {
      changedSinceAnalyze = 0;
      await this.db.execute(sql`analyze story`);
    }
  }

  /** Opens a session: the snapshot bound, the total, and (relevance) the ranked candidates. */
  private async open(q: SearchQuery, now: number): Promise<Session> {
    const { sid: _s, pageNum: _p, size: _z, keepAliveMs, ...filters } = q;
    const lang = langOfSearch(q.edition);
    const parts = [textQuery(q.text, lang), textQuery(q.text2, lang), authorQuery(q.author, lang)];
    for (const tag of q.tags ?? []) parts.push(tagQuery(tag, lang));
    const present = parts.filter((p): p is string => !!p);
    // ranked on the words only; matched with the type and subject filters too (one GIN scan)
    const rankQ = present.length ? present.map((p) => `(${p})`).join(" & ") : null;
    const hasWords = !!(textQuery(q.text, lang) || textQuery(q.text2, lang) || q.tags?.length);
    if (q.types?.length) present.push(q.types.map((ty) => quoteLexeme(typeLexeme(ty))).join(" | "));
    if (q.subjectCodes?.length) present.push(q.subjectCodes.map((c) => quoteLexeme(subjectLexeme(c))).join(" | "));
    const tsq = present.length ? present.map((p) => `(${p})`).join(" & ") : null;
    const hasText = !!(textQuery(q.text, lang) || textQuery(q.text2, lang));
    const sort: Sort = q.sort === "relevance" && !hasText ? "publishTime" : (q.sort ?? (hasText ? "relevance" : "publishTime"));
    const dir: Direction = q.direction ?? "desc";
    const session: Session = {
      q: filters,
      lang,
      tsq,
      sort,
      dir,
      size: q.size ?? 10,
      pageNum: 0,
      total: 0,
      totalExact: true,
      delivered: 0,
      bound: new Date(now).toISOString(),
      ids: null,
      idx: 0,
      keyset: null,
      done: false,
      ttl: keepAliveMs ?? SESSION_TTL_MS,
      expires: 0,
    };
    const conds = this.conditions(session);
    if (sort === "relevance" && rankQ) {
      // the newest rankCandidates (+1 to know whether there are more) matches, ranked
      const col = this.vecCol(session);
      const c = this.db
        .select({ pcId: story.pcId, pt: story.publishTime, t: sql<string>`${story.publishTime}::text`.as("t"), v: sql`${col}`.as("v") })
        .from(story)
        .where(and(...conds))
        .orderBy(desc(story.publishTime), desc(story.pcId))
        .limit(this.rankCandidates + 1)
        .as("c");
      let ranked = await this.db
        .select({ pcId: c.pcId, t: c.t, r: sql<number>`ts_rank(${c.v}, ${rankQ}::tsquery)`.as("r") })
        .from(c)
        .orderBy(sql`r desc`, desc(c.pt), desc(c.pcId));
      const older = (a: { t: string; pcId: string }, b: { t: string; pcId: string }) => a.t < b.t || (a.t === b.t && a.pcId < b.pcId);
      if (ranked.length > this.rankCandidates) {
        // more matches than candidates: drop the oldest; the time-ordered walk continues below the next oldest
        let oldest = ranked[0];
        for (const r of ranked) if (older(r, oldest)) oldest = r;
        ranked = ranked.filter((r) => r !== oldest);
        let last = ranked[0];
        for (const r of ranked) if (older(r, last)) last = r;
        session.keyset = { cursor: { k: last.t, id: last.pcId }, sort: "publishTime", dir: "desc" };
        session.totalExact = false;
      }
      session.ids = ranked.map((r) => r.pcId);
      session.total = ranked.length;
    } else if (tsq) {
      const ks = sort === "shootDate" ? "shootDate" : "publishTime";
      const key = this.sortKey(ks, dir);
      const cap = this.textCountCap;
      if (hasWords) {
        // words: the first TEXT_COUNT_CAP (+1) matches in order, in one query (the words keep the
        // matches few); the session keeps their ids and, when there are more, walks on from the last
        const order = dir === "desc" ? [desc(key), desc(story.pcId)] : [asc(key), asc(story.pcId)];
        const rows = await this.db
          .select({ pcId: story.pcId, k: sql<string>`${key}::text` })
          .from(story)
          .where(and(...conds))
          .orderBy(...order)
          .limit(cap + 1);
        const first = rows.slice(0, cap);
        session.ids = first.map((r) => r.pcId);
        session.total = first.length;
        if (rows.length > cap) {
          const last = first[first.length - 1];
          session.totalExact = false;
          session.keyset = { cursor: { k: last.k, id: last.pcId }, sort: ks, dir };
        }
      } else {
        // only author or type/subject marks: such matches spread wide; up to TEXT_COUNT_CAP (+1) of them
        // in any order stops early; all of them → ordered ids, else the time-ordered walk (its index stops early)
        // through the GIN index: the planner would rather scan the table, checking every vector (~7 µs each)
        const rows = await this.db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          return tx
            .select({ pcId: story.pcId, k: ks === "publishTime" ? sql<string>`to_char(${key} at time zone 'UTC', 'YYYYMMDDHH24MISSUS')` : sql<string>`${key}` })
            .from(story)
            .where(and(...conds))
            .limit(cap + 1);
        });
        if (rows.length <= cap) {
          const sign = dir === "desc" ? -1 : 1;
          rows.sort((a, b) => sign * (a.k < b.k ? -1 : a.k > b.k ? 1 : a.pcId < b.pcId ? -1 : a.pcId > b.pcId ? 1 : 0));
          session.ids = rows.map((r) => r.pcId);
          session.total = rows.length;
        } else {
          session.total = cap;
          session.totalExact = false;
          session.keyset = { cursor: null, sort: ks, dir };
        }
      }
    } else {
      // no words, no marks: exact up to a cap (counting every story costs too much at this scale, DESIGN §6)
      const cap = this.totalCap;
      const m = this.db.select({ one: sql`1`.as("one") }).from(story).where(and(...conds)).limit(cap + 1).as("m");
      const [countRow] = await this.db.select({ n: sql<number>`count(*)` }).from(m);
      const n = Number(countRow?.n ?? 0);
      session.total = Math.min(n, cap);
      session.totalExact = n <= cap;
      session.keyset = { cursor: null, sort: sort === "shootDate" ? "shootDate" : "publishTime", dir };
    }
    if (session.total === 0) session.done = true;
    return session;
  }

  /** The next `size` online stories of a session (after skipping `skip` for a first page past 1). */
  private async nextPage(session: Session, skip: number): Promise<Story[]> {
    const out: Story[] = [];
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
        const rows = await this.db
          .select()
          .from(story)
          .where(and(inArray(story.pcId, slice), eq(story.status, "online")));
        const byId = new Map(rows.map((r) => [r.pcId, r]));
        for (const id of slice) {
          const r = byId.get(id);
          if (r) {
            out.push(r);
            need--;
          }
        }
        continue;
      }
      if (!session.keyset) {
        session.done = true;
        break;
      }
      const ks = session.keyset;
      const key = this.sortKey(ks.sort, ks.dir);
      const conds = this.conditions(session);
      if (ks.cursor) {
        const cmp = ks.dir === "desc" ? sql`<` : sql`>`;
        const cast = ks.sort === "publishTime" ? sql`::timestamptz` : sql``;
        conds.push(sql`(${key}, ${story.pcId}) ${cmp} (${ks.cursor.k}${cast}, ${ks.cursor.id})`);
      }
      const order = ks.dir === "desc" ? [desc(key), desc(story.pcId)] : [asc(key), asc(story.pcId)];
      const rows = await this.db
        .select({ s: story, k: sql<string>`${key}::text` })
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
    return out;
  }

  /** The sort expression of a keyset walk (stories without a shooting date come last both ways). */
  private sortKey(sort: "publishTime" | "shootDate", dir: Direction): SQL {
    if (sort === "publishTime") return sql`${story.publishTime}`;
    return dir === "desc" ? sql`${story.shootDate}` : sql`coalesce(nullif(${story.shootDate}, ''), '9999-99-99')`;
  }

  private vecCol(session: Session) {
    return session.lang === "zh" ? story.searchVecZh : story.searchVecEn;
  }

  /** WHERE conditions of a session: online, site, snapshot bound, every filter and the tsquery. */
  private conditions(session: Session): SQL[] {
    const q = session.q;
    const conds: SQL[] = [
      eq(story.status, "online"),
      eq(story.siteCode, q.siteCode),
      sql`${story.publishTime} <= ${session.bound}::timestamptz`,
    ];
    if (q.pcId) conds.push(eq(story.pcId, q.pcId));
    if (q.types?.length) conds.push(inArray(story.type, q.types));
    if (q.subjectCodes?.length) conds.push(inArray(story.subjectCode, q.subjectCodes));
    if (q.subjectParentCode) {
      conds.push(
        or(eq(story.subjectCode, q.subjectParentCode), sql`${story.subjectCode} like ${`${likeEscape(q.subjectParentCode)}\\_%`}`)!,
      );
    }
    if (q.excludeSubjectCodes?.length) conds.push(notInArray(story.subjectCode, q.excludeSubjectCodes));
    if (q.subjects?.length) {
      const names = q.subjects.map((s) => s.toLowerCase());
      conds.push(or(inArray(sql`lower(${story.subjectName})`, names), inArray(story.subjectNameZh, q.subjects))!);
    }
    if (q.fileExts?.length) {
      const pats = q.fileExts.map((e) => sql`lower(${relation.imgUrl}) like ${`%.${likeEscape(e.toLowerCase())}`}`);
      conds.push(sql`exists (select 1 from ${relation} where ${relation.pcId} = ${story.pcId} and (${sql.join(pats, sql` or `)}))`);
    }
    if (q.price) {
      const free = q.price === "free";
      conds.push(
        sql`exists (select 1 from ${relation} where ${relation.pcId} = ${story.pcId} and ${relation.free} = ${free} and ${relation.mediaType} in (3, 5))`,
      );
    }
    if (q.date) {
      const { lo, hi } = dateBounds(q.date);
      if (q.date.field === "shootDate") {
        conds.push(sql`${story.shootDate} <> ''`);
        if (lo) conds.push(sql`${story.shootDate} >= ${lo}`);
        if (hi) conds.push(sql`${story.shootDate} <= ${hi}`);
      } else {
        if (lo) conds.push(sql`${story.publishTime} >= ${lo}::timestamptz`);
        if (hi) conds.push(sql`${story.publishTime} <= ${hi}::timestamptz`);
      }
    }
    if (session.tsq) conds.push(sql`${this.vecCol(session)} @@ ${session.tsq}::tsquery`);
    return conds;
  }

  /** Drops expired sessions and the least recently used beyond MAX_SESSIONS. */
  private prune(now: number): void {
    for (const [sid, s] of this.sessions) {
      if (this.sessions.size < MAX_SESSIONS && s.expires >= now) continue;
      this.sessions.delete(sid);
    }
  }
}
