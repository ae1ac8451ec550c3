/**
 * Query parsing of the search (SPEC §7 Search, §5 Search words): the request
 * type, and its translation into one tsquery and the SQL conditions.
 *
 * The words of `text` (SPEC §5 normalisation, then the segmentation of
 * text.ts), all required: a Latin word of 3+ characters as a prefix,
 * shorter ones exactly; a Chinese word as the phrase of its bigrams (one
 * character: that character); consecutive single Chinese characters are
 * joined first ("兰"+"格" → "兰格"). `text2` is ANDed; `author` the same
 * words among the author and photographer marks ("#a:lange"), each of
 * `tags` a phrase restricted to weight C; the type and subject filters are
 * lexemes of the vector too ("#t:image", "#s:nature"). All of them form one
 * tsquery, so one GIN scan. The text as typed (exactTextQuery: a Chinese run
 * contiguous, a quoted phrase in order) is a second, stricter tsquery whose
 * matches rank first (ranking.ts). Dates are parsed by dayjs (strict formats, UTC).
 */
import { eq, inArray, notInArray, or, sql, type SQL } from "drizzle-orm";
import dayjs, { type Dayjs } from "dayjs";
import customParseFormat from "dayjs/plugin/customParseFormat.js";
import utc from "dayjs/plugin/utc.js";
import { EDITIONS_OF_LANG, type Edition } from "../../../../common/edition.js";
import { MAX_SEARCH_LENGTH, normaliseQuery } from "../../../../common/search-words.js";
import { ApiError } from "../../http/errors.js";
import type { Lang } from "../../locale/index.js";
import { relation, story } from "../../db/schema.js";
import { editionSql } from "../../adapters/story-queries.js";
import { authorLexeme, langOfSearch, pieces, quoteLexeme, subjectLexeme, typeLexeme } from "./text.js";

dayjs.extend(customParseFormat);
dayjs.extend(utc);

/** Maximum words of one query text that are searched. */
const MAX_WORDS = 16;

/** One required term of a query: a Latin word or a run of Chinese characters. */
export type Term = { kind: "word"; text: string } | { kind: "han"; text: string };

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

/**
 * tsquery text of one term. Latin words of 3+ characters are prefixes; a
 * Chinese run is the phrase of its bigrams (one character: itself).
 * @param weight restricts the match to lexemes of that weight (author: B, tags: C)
 * @param exact no prefix matching (tags)
 */
export function termQuery(t: Term, weight = "", exact = false): string {
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
function authorQuery(text: string | undefined, lang: Lang): string | null {
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
 * tsquery text of a phrase: its words in order, exact (no prefix), each
 * Chinese run one phrase of bigrams however the segmenter cut it; the next
 * word follows its last character. Null when it has no words.
 * @param weight restricts the match to lexemes of that weight (tags: C)
 */
function phraseQuery(text: string, lang: Lang, weight = ""): string | null {
  const elems: { q: string; len: number }[] = [];
  let run = "";
  const flush = () => {
    if (run) elems.push({ q: termQuery({ kind: "han", text: run }, weight, true), len: [...run].length });
    run = "";
  };
  for (const p of pieces(text, lang)) {
    if (p.kind === "han") run += p.text;
    else {
      flush();
      if (p.kind === "word") elems.push({ q: termQuery(p, weight, true), len: 1 });
    }
  }
  flush();
  if (!elems.length) return null;
  // a bigram phrase ends one position before its last character
  let q = elems[0].q;
  for (let i = 1; i < elems.length; i++) q = `(${q} <${elems[i - 1].len >= 2 ? 2 : 1}> ${elems[i].q})`;
  return q;
}

/** tsquery text of one tag: the phrase of its words among the keywords (weight C), exact. */
function tagQuery(tag: string, lang: Lang): string | null {
  return phraseQuery(normaliseQuery(tag), lang, "C");
}

/**
 * tsquery text of `text` as typed (issue 21): each run of Chinese characters
 * written without a break is one phrase (the story holds it contiguously,
 * not the segmenter's words of it apart), each part in double quotes is the
 * phrase of its words, and the other Latin words are as in textQuery
 * (prefixes from 3 characters). Every match of it is a match of textQuery;
 * the search ranks these first.
 * @returns null when the text has no words, or when it asks nothing stricter than textQuery
 * @example exactTextQuery("东风夜", "zh") === "('东风' <-> '风夜')"   // textQuery: '东风' & '夜'
 */
export function exactTextQuery(text: string | undefined, lang: Lang): string | null {
  const words = normaliseQuery(text);
  if (!words) return null;
  const parts: string[] = [];
  // even pieces are outside quotes, odd ones inside (an unclosed quote runs to the end)
  words.split('"').forEach((seg, i) => {
    if (i % 2 === 1) {
      const q = phraseQuery(seg, lang);
      if (q) parts.push(q);
      return;
    }
    for (const m of seg.matchAll(/(\p{Script=Han}+)|[^\p{Script=Han}]+/gu)) {
      if (m[1]) parts.push(phraseQuery(m[1], lang)!);
      else for (const t of queryTerms(m[0], lang)) parts.push(termQuery(t));
    }
  });
  if (!parts.length) return null;
  const exact = parts.slice(0, MAX_WORDS).join(" & ");
  return exact === textQuery(text, lang) ? null : exact;
}

/**
 * Refuses a search text over MAX_SEARCH_LENGTH characters (issue 21; the
 * search, its facets and the suggestions answer it alike).
 * @param raw the text as sent, trimmed
 * @throws ApiError search_too_long (errors [{ field, rule: maxLength }], extra { max })
 */
export function checkLength(field: string, raw: string): void {
  if ([...raw].length > MAX_SEARCH_LENGTH) throw new ApiError("search_too_long", [{ field, rule: "maxLength" }], { max: MAX_SEARCH_LENGTH });
}

/** Story types a search may filter on. */
export const STORY_TYPES = ["image", "image_group", "video", "video_group", "text"] as const;
/** Sort orders: relevance (default with text), publish time (default without), shooting date. */
const SORTS = ["relevance", "publishTime", "shootDate"] as const;
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

/** The search parameters that stay with a session (everything but paging). */
export type Filters = Omit<SearchQuery, "sid" | "pageNum" | "size" | "keepAliveMs">;

/** A search query compiled to tsquery text, with its effective order. */
export interface CompiledQuery {
  lang: Lang;
  /** the words only (text, text2, author, tags), ranked on; null without */
  rankQ: string | null;
  /** every tsquery part: the words and the type and subject marks; null without */
  tsq: string | null;
  /**
   * the text and text2 as typed (exactTextQuery), ANDed: what a match must
   * also hold to rank among the exact matches; null when nothing is stricter
   */
  exactQ: string | null;
  /**
   * tsq with its text and text2 as typed (exactTextQuery) in place of their
   * words: the matches of tsq that also match exactQ (every match of a text
   * as typed matches its words); null when exactQ is
   */
  exactTsq: string | null;
  /** text, text2 or tags present (the matches are few enough to list in order) */
  hasWords: boolean;
  sort: Sort;
  dir: Direction;
}

/**
 * Compiles a search query: the tsquery of its words (ranked) and of its words
 * and marks (matched), and its order: relevance by default with text, else
 * publish time; relevance without text falls back to publish time.
 */
export function compileQuery(q: SearchQuery): CompiledQuery {
  const lang = langOfSearch(q.edition);
  const text = textQuery(q.text, lang);
  const text2 = textQuery(q.text2, lang);
  const others = [authorQuery(q.author, lang), ...(q.tags ?? []).map((tag) => tagQuery(tag, lang))];
  /** the parts given, each parenthesised, ANDed; null when none is */
  const and = (parts: (string | null)[]) => {
    const kept = parts.filter((p): p is string => !!p);
    return kept.length ? kept.map((p) => `(${p})`).join(" & ") : null;
  };
  // ranked on the words only; matched with the type and subject filters too (one GIN scan)
  const rankQ = and([text, text2, ...others]);
  const hasWords = !!(text || text2 || q.tags?.length);
  const marks: string[] = [];
  if (q.types?.length) marks.push(q.types.map((ty) => quoteLexeme(typeLexeme(ty))).join(" | "));
  if (q.subjectCodes?.length) marks.push(q.subjectCodes.map((c) => quoteLexeme(subjectLexeme(c))).join(" | "));
  const tsq = and([text, text2, ...others, ...marks]);
  const hasText = !!(text || text2);
  const sort: Sort = q.sort === "relevance" && !hasText ? "publishTime" : (q.sort ?? (hasText ? "relevance" : "publishTime"));
  const exact1 = exactTextQuery(q.text, lang);
  const exact2 = exactTextQuery(q.text2, lang);
  const exactQ = and([exact1, exact2]);
  const exactTsq = exactQ ? and([exact1 ?? text, exact2 ?? text2, ...others, ...marks]) : null;
  return { lang, rankQ, tsq, exactQ, exactTsq, hasWords, sort, dir: q.direction ?? "desc" };
}

/** Formats a date range bound may have (SPEC §5 dates: parsed against a format, range-checked). */
const DATE_FORMATS = ["YYYY-MM-DD", "YYYY-MM-DD HH:mm:ss"] as const;

/** A date range bound in one of DATE_FORMATS, as a UTC instant (strict: no rolled-over days); null otherwise. */
export function parseSearchDate(text: string): Dayjs | null {
  const s = text.trim();
  for (const f of DATE_FORMATS) {
    const d = dayjs.utc(s, f, true);
    if (d.isValid()) return d;
  }
  return null;
}

/** Inclusive bounds of a date range as comparable values for its field (a day alone spans the whole UTC day). */
export function dateBounds(r: DateRange): { lo?: string; hi?: string } {
  const lo = r.start ? parseSearchDate(r.start) : null;
  const hi = r.end ? parseSearchDate(r.end) : null;
  const dateOnly = (s: string | undefined) => !!s && s.trim().length === 10;
  if (r.field === "shootDate") return { lo: lo?.format("YYYY-MM-DD"), hi: hi?.format("YYYY-MM-DD") };
  return {
    lo: lo?.toISOString(),
    hi: hi ? (dateOnly(r.end) ? hi.endOf("day") : hi).toISOString() : undefined,
  };
}

/** Escapes LIKE wildcards (backslash is PostgreSQL's default LIKE escape). */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The vector column searched in a language. */
export function vectorColumn(lang: Lang) {
  return lang === "zh" ? story.searchVecZh : story.searchVecEn;
}

/** The A–C part of the edition language's search vector (schema.ts suggestVecEn/Zh), what suggestions match. */
export function suggestVectorColumn(lang: Lang) {
  return lang === "zh" ? story.suggestVecZh : story.suggestVecEn;
}

/** The sort expression of a keyset walk (stories without a shooting date come last both ways). */
export function sortKey(sort: "publishTime" | "shootDate", dir: Direction): SQL {
  if (sort === "publishTime") return sql`${story.publishTime}`;
  return dir === "desc" ? sql`${story.shootDate}` : sql`coalesce(nullif(${story.shootDate}, ''), '9999-99-99')`;
}

/**
 * WHERE conditions of a search: online, site, snapshot bound (stories
 * published up to `bound`, ISO), every filter and the tsquery (which holds
 * the type and subject-code filters as marks when it is given: compileQuery).
 */
export function conditionsOf(q: Filters, lang: Lang, bound: string, tsq: string | null): SQL[] {
  const conds: SQL[] = [
    eq(story.status, "online"),
    eq(story.siteCode, q.siteCode),
    sql`${story.publishTime} <= ${bound}::timestamptz`,
    // a story is in an edition only when it has a title there and an editor chose it (adapters/story.ts inEdition)
    editionSql(EDITIONS_OF_LANG[lang]),
  ];
    if (q.pcId) conds.push(eq(story.pcId, q.pcId));
    // the types and subject codes asked for are marks in the tsquery (compileQuery; the vector holds the story's
    // own, indexing.ts): matched there alone. The same filter on the columns too would make the planner count it
    // twice (it takes conditions as independent) and expect ~10× fewer matches than there are, then read every
    // match to sort them where walking the time index would stop after a page
    if (!tsq && q.types?.length) conds.push(inArray(story.type, q.types));
    if (!tsq && q.subjectCodes?.length) conds.push(inArray(story.subjectCode, q.subjectCodes));
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
      // the original's type (its private path), else the public file's (a relation without a stored original)
      const file = sql`lower(coalesce(${relation.originalPath}, ${relation.imgUrl}))`;
      const pats = q.fileExts.map((e) => sql`${file} like ${`%.${likeEscape(e.toLowerCase())}`}`);
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
    if (tsq) conds.push(sql`${vectorColumn(lang)} @@ ${tsq}::tsquery`);
  return conds;
}
