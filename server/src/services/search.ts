/**
 * Article search (SPEC §7 Search, §4 Search paging, §5 Search words;
 * DESIGN §3.1, §4, §6).
 *
 * Index: each story keeps one search text per edition (story.search_en,
 * story.search_zh): title, description, captions, keywords, author and
 * photographers, folded (NFKC, accents stripped, lower case) and segmented
 * into words (Chinese with Intl.Segmenter("zh", { granularity: "word" }),
 * DESIGN §4), space-separated. PostgreSQL full-text search runs on it with the
 * `simple` configuration (GIN expression indexes, migration 0001).
 *
 * Query: the words of the query, each as a prefix, all required. A query with
 * Chinese characters also matches as a substring of the unsegmented text, so
 * that a word the segmenter cut differently in the story still matches.
 *
 * Paging: the first request opens a search session (sid) that remembers the
 * query and a keyset cursor (publishTime, pcId) after the last item sent;
 * `sid` alone returns the next page, so paging never repeats or skips an item
 * even while stories are published. Unknown or expired sid → es_error.
 *
 * Grows into: ranking a bounded candidate set, pg_trgm fuzzy matches, more
 * filters (date, author, price …), the 100k-story benchmark of DESIGN §6.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Edition } from "../../../widgets/core/edition.js";
import type { Lang } from "../../../widgets/core/i18n/index.js";
import type { Db } from "../db/client.js";
import { story, type Relation, type Story } from "../db/schema.js";
import { ApiError } from "../http/errors.js";
import { relationsOf, toStoryDto, type StoredPhotographer, type StoryDto } from "./content.js";

const segmenters: Record<Lang, Intl.Segmenter> = {
  zh: new Intl.Segmenter("zh", { granularity: "word" }),
  en: new Intl.Segmenter("en", { granularity: "word" }),
};

/** Case, width and accent folding: NFKC (full-width forms), NFD without marks, lower case. */
export function fold(text: string): string {
  return text.normalize("NFKC").normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase();
}

/**
 * SPEC §5 search words: full-width quotes, brackets and spaces normalised,
 * then only letters, digits, Chinese, parentheses, quotes and spaces kept;
 * the string "undefined" is ignored. Returns "" for nothing searchable.
 */
export function normaliseQuery(raw: string | undefined | null): string {
  if (raw == null) return "";
  let s = String(raw).normalize("NFKC");
  if (s.trim() === "undefined") return "";
  s = s
    .replace(/[“”„‟«»「」『』]/g, '"')
    .replace(/[‘’‚‛]/g, "'")
    .replace(/[【〔［]/g, "(")
    .replace(/[】〕］]/g, ")")
    .replace(/[\s\u3000]+/g, " ");
  return s
    .replace(/[^\p{L}\p{N}\p{M}()"' ]/gu, " ")
    .replace(/ +/g, " ")
    .trim();
}

/**
 * Words of a text for indexing and querying: segmented (Intl.Segmenter in the
 * edition's language), word-like segments only, folded, split on anything that
 * is not a letter or digit (so "O'Sullivan" gives "o" "sullivan").
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

/**
 * The search text of a story in one edition: title, description, captions,
 * keywords, author, photographers and subject (the Chinese edition also holds
 * the Latin names of author and photographers).
 */
export function searchTextOf(s: Story, relations: Relation[], lang: Lang): string {
  const parts: string[] = [];
  if (lang === "zh") {
    parts.push(s.titleZh, s.descriptionZh, s.flagWordStrZh, s.authorZh, s.author, s.subjectNameZh);
    for (const r of relations) {
      parts.push(r.descriptionZh, r.flagWordStrZh, r.photographerStrZh, r.photographerStr);
    }
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

/** Recomputes both search texts of one story (call after changing a story or its relations). */
export async function reindexStory(db: Db, pcId: string): Promise<void> {
  const [s] = await db.select().from(story).where(eq(story.pcId, pcId)).limit(1);
  if (!s) return;
  const rels = (await relationsOf(db, [pcId])).get(pcId) ?? [];
  await db
    .update(story)
    .set({ searchEn: searchTextOf(s, rels, "en"), searchZh: searchTextOf(s, rels, "zh") })
    .where(eq(story.pcId, pcId));
}

/** Story types a search may filter on. */
export const STORY_TYPES = ["image", "image_group", "video", "video_group", "text"] as const;

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
  /** one story by pcId (SPEC §7: articles are searched by pcId, type and site code) */
  pcId?: string;
  /** continue the search session: the next page of the first request's query */
  sid?: string;
}

/** SPEC §3 Search response result. */
export interface SearchResult {
  sid: string;
  result: {
    page_data: StoryDto[];
    total_count: number;
    /** the page just returned (1-based) */
    pageNum: number;
    /** number of pages */
    pageCount: number;
  };
}

interface Session {
  query: Omit<SearchQuery, "sid" | "pageNum">;
  size: number;
  pageNum: number;
  total: number;
  /** keyset cursor: publish_time as PostgreSQL text, pcId */
  cursor: { t: string; id: string } | null;
  expires: number;
}

/** Search sessions live 10 minutes after their last use; at most this many are kept. */
export const SESSION_TTL_MS = 10 * 60 * 1000;
export const MAX_SESSIONS = 5000;

export class SearchService {
  private readonly sessions = new Map<string, Session>();

  constructor(private readonly db: Db) {}

  /**
   * Runs a search or continues one by sid.
   * @returns `{ sid, result: { page_data, total_count, pageNum, pageCount } }`; page_data are StoryDto without body
   * @throws ApiError es_error (409) for an unknown or expired sid (the client restarts the search, SPEC §4)
   */
  async search(q: SearchQuery): Promise<SearchResult> {
    const now = Date.now();
    this.prune(now);
    let sid: string;
    let session: Session;
    let offset = 0;
    if (q.sid) {
      const found = this.sessions.get(q.sid);
      if (!found || found.expires < now) {
        this.sessions.delete(q.sid);
        throw new ApiError("es_error");
      }
      sid = q.sid;
      session = found;
      session.pageNum += 1;
      // keep recently used sessions at the end of the map (pruned last)
      this.sessions.delete(sid);
      this.sessions.set(sid, session);
    } else {
      const size = q.size ?? 10;
      const pageNum = q.pageNum ?? 1;
      const { sid: _sid, pageNum: _p, ...query } = q;
      sid = randomUUID();
      session = { query, size, pageNum, total: 0, cursor: null, expires: 0 };
      offset = (pageNum - 1) * size;
      this.sessions.set(sid, session);
    }
    session.expires = now + SESSION_TTL_MS;

    const conds = this.conditions(session.query);
    if (session.cursor) {
      conds.push(sql`(${story.publishTime}, ${story.pcId}) < (${session.cursor.t}::timestamptz, ${session.cursor.id})`);
    }
    const rows = await this.db
      .select({ s: story, t: sql<string>`${story.publishTime}::text`, total: sql<number>`count(*) over()` })
      .from(story)
      .where(and(...conds))
      .orderBy(sql`${story.publishTime} desc, ${story.pcId} desc`)
      .limit(session.size)
      .offset(offset);
    if (!q.sid) {
      // first request: the window count is the whole match count (before limit/offset)
      session.total = rows.length ? Number(rows[0].total) : offset > 0 ? await this.count(session.query) : 0;
    }
    const last = rows[rows.length - 1];
    if (last) session.cursor = { t: last.t, id: last.s.pcId };
    else if (!session.cursor) session.cursor = { t: "-infinity", id: "" };

    const rels = await relationsOf(this.db, rows.map((r) => r.s.pcId));
    const pageData = rows.map((r) => toStoryDto(r.s, rels.get(r.s.pcId) ?? [], session.query.edition));
    return {
      sid,
      result: {
        page_data: pageData,
        total_count: session.total,
        pageNum: session.pageNum,
        pageCount: Math.ceil(session.total / session.size),
      },
    };
  }

  /** Number of stories a query matches (used when a first page lies past the end). */
  private async count(query: Session["query"]): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)` })
      .from(story)
      .where(and(...this.conditions(query)));
    return Number(row?.n ?? 0);
  }

  /** WHERE conditions of a query: online, site, filters, and every text. */
  private conditions(q: Session["query"]): SQL[] {
    const lang: Lang = q.edition === "en" || q.edition === "ann" ? "en" : "zh";
    const conds: SQL[] = [eq(story.status, "online"), eq(story.siteCode, q.siteCode)];
    if (q.pcId) conds.push(eq(story.pcId, q.pcId));
    if (q.types?.length) conds.push(inArray(story.type, q.types));
    if (q.subjectCodes?.length) conds.push(inArray(story.subjectCode, q.subjectCodes));
    for (const raw of [q.text, q.text2]) {
      const c = textCondition(raw, lang);
      if (c) conds.push(c);
    }
    return conds;
  }

  /** Drops expired sessions and the oldest beyond MAX_SESSIONS. */
  private prune(now: number): void {
    for (const [sid, s] of this.sessions) {
      if (this.sessions.size <= MAX_SESSIONS && s.expires >= now) break;
      this.sessions.delete(sid);
    }
  }
}

/** Maximum words of one query text that are searched. */
const MAX_WORDS = 16;

/**
 * The condition for one query text in the edition's language, or null when
 * the text has no words (then it does not restrict the result: an empty
 * search lists the latest stories).
 */
function textCondition(raw: string | undefined, lang: Lang): SQL | null {
  const text = normaliseQuery(raw);
  if (!text) return null;
  const words = tokens(text, lang).slice(0, MAX_WORDS);
  const col = lang === "zh" ? story.searchZh : story.searchEn;
  // words hold letters and digits only, so quoting them is safe; each is a prefix
  const tsq = words.map((w) => `'${w}':*`).join(" & ");
  const fts = words.length ? sql`to_tsvector('simple', ${col}) @@ to_tsquery('simple', ${tsq})` : null;
  if (/\p{Script=Han}/u.test(text)) {
    const compact = fold(text).replace(/[^\p{L}\p{N}]+/gu, "");
    const like = sql`replace(${col}, ' ', '') like ${`%${compact}%`}`;
    return fts ? sql`(${fts} or ${like})` : like;
  }
  return fts;
}
