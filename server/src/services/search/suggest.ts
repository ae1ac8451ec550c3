/**
 * Search suggestions (issue 21 item 4): while a reader types, up to
 * MAX_SUGGESTIONS texts to search for, from the titles, keywords, subjects
 * and photographers of the edition's online stories, best first.
 *
 * Matching uses the search index (indexing.ts, query.ts): the last word of
 * the text as a prefix, the words before it as whole words, a run of Chinese
 * characters as the phrase of its bigrams, matched against the part of the
 * vector the candidates come from (weights A title, B photographers, C
 * keywords and subject: query.ts suggestVectorColumn).
 * Of the newest SUGGEST_STORIES matching stories (publish time desc; found
 * at a bounded cost, see SuggestService.matchingStories) the fields are
 * read, and each field value (a title, one keyword, the subject name, one
 * photographer's name) that holds the typed words (folded as the
 * index folds them: a Chinese run contiguously, the Latin words before the
 * last whole, the last as the start of a word) is a candidate. Candidates
 * are made distinct by their folded text and ranked: by kind (a title of at
 * most SHORT_TITLE characters, keyword, subject, photographer, a longer
 * title), then those starting with the typed text, then by how many of those
 * stories hold them, then the newest story first.
 *
 * The Chinese edition reads the Chinese fields first (as the index does);
 * the English and alternate editions' search language is English
 * (text.ts langOfSearch; the alternate edition's pages ask the Chinese
 * route, as their search does).
 */
import { and, desc, inArray, sql } from "drizzle-orm";
import { MAX_SUGGESTIONS, suggestWords, type Suggestion, type SuggestionKind } from "../../../../common/search-suggest.js";
import type { Edition } from "../../../../common/edition.js";
import type { Lang } from "../../locale/index.js";
import type { Db } from "../../db/client.js";
import { relation, story } from "../../db/schema.js";
import { storedPhotographers } from "../../adapters/story.js";
import { plainTextOf } from "../../sanitize.js";
import { checkLength, conditionsOf, suggestVectorColumn, termQuery } from "./query.js";
import { firstMatches, planRows } from "./ranking.js";
import { fold, langOfSearch, pieces, quoteLexeme } from "./text.js";
import { memoryIndexFor, type MemoryIndex } from "./memory/memory-index.js";
import { newestMatching } from "./memory/plan.js";

/** The newest matching stories whose fields are read. */
export const SUGGEST_STORIES = 100;
/** The newest stories of the edition checked first (see SuggestService.matchingStories). */
export const RECENT_STORIES = 500;
/** Beyond the recent stories, a text is looked for in the whole archive when the planner expects at most this many stories to hold it. */
export const RARE_MATCHES = 1000;
/** A title up to this many characters ranks first; a longer one after every other kind. */
export const SHORT_TITLE = 40;

/** A suggestion request. */
export interface SuggestQuery {
  /** what the reader has typed so far */
  text: string;
  /** the edition whose language and stories are searched */
  edition: Edition;
  siteCode: string;
}

/** The typed words: Chinese runs (contiguous), Latin words; whether the last piece is a Latin word (a prefix). */
interface Typed {
  han: string[];
  words: string[];
  lastIsWord: boolean;
}

function typedOf(words: string, lang: Lang): Typed {
  const t: Typed = { han: [], words: [], lastIsWord: false };
  let run = "";
  for (const p of pieces(words, lang)) {
    if (p.kind === "han") {
      run += p.text;
      t.lastIsWord = false;
      continue;
    }
    if (run) t.han.push(run);
    run = "";
    if (p.kind === "word") {
      t.words.push(p.text);
      t.lastIsWord = true;
    }
  }
  if (run) t.han.push(run);
  return t;
}

/**
 * tsquery text: every Chinese run as a phrase, the Latin words whole but the
 * last a prefix; without weights as it is matched against the A–C vector
 * (SQL), with weights ABC against the whole vector (the in-memory index):
 * the same matches.
 */
function suggestQuery(t: Typed, weight: "" | "ABC" = ""): string | null {
  const parts = t.han.map((run) => termQuery({ kind: "han", text: run }, weight));
  t.words.forEach((w, i) => {
    const prefix = t.lastIsWord && i === t.words.length - 1;
    parts.push(`${quoteLexeme(w)}${prefix || weight ? ":" : ""}${prefix ? "*" : ""}${weight}`);
  });
  return parts.length ? parts.join(" & ") : null;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** Whether a field value holds the typed words (see the file comment). */
function holds(folded: string, t: Typed): boolean {
  for (const run of t.han) if (!folded.includes(run)) return false;
  if (!t.words.length) return true;
  const words: string[] = folded.match(WORD) ?? [];
  return t.words.every((w, i) => (t.lastIsWord && i === t.words.length - 1 ? words.some((x) => x.startsWith(w)) : words.includes(w)));
}

/** Keywords as stored by the importers: comma-separated (also 、，; ；). */
const splitList = (s: string | null | undefined) => (s ?? "").split(/[,，、;；\n]+/).map((x) => x.trim()).filter(Boolean);

const KIND_RANK: Record<SuggestionKind, number> = { title: 0, keyword: 1, subject: 2, photographer: 3 };

/** The fields of a story that suggestions come from (its items' are read apart). */
interface StoryFields {
  pcId: string;
  title: string;
  keywords: string;
  subject: string;
}

interface Candidate {
  text: string;
  kind: SuggestionKind;
  rank: number;
  starts: boolean;
  stories: Set<string>;
  order: number;
}

export class SuggestService {
  private readonly recentStories: number;
  private readonly rareMatches: number;
  /** the in-memory index (the embedded database), or null: matching stories found in SQL */
  private readonly memory: MemoryIndex | null;

  /**
   * @param opts.recentStories the newest stories checked first in SQL (default RECENT_STORIES; tests lower it)
   * @param opts.rareMatches the planner's estimate up to which SQL looks in the whole archive (default RARE_MATCHES; tests lower it)
   * @param opts.memory find the matching stories in the in-memory index: by default on the embedded database
   *   (memoryIndexFor); false finds them in SQL (tests of its bounds)
   */
  constructor(
    private readonly db: Db,
    opts: { recentStories?: number; rareMatches?: number; memory?: boolean } = {},
  ) {
    this.recentStories = opts.recentStories ?? RECENT_STORIES;
    this.rareMatches = opts.rareMatches ?? RARE_MATCHES;
    this.memory = opts.memory === false ? null : memoryIndexFor(db);
  }

  /**
   * Suggestions for a text being typed (issue 21 item 4).
   * @returns up to MAX_SUGGESTIONS `{ text, kind }` (kind title | keyword | subject | photographer), distinct
   *          by case, width and accents, best first; [] for a text with nothing searchable (only emoji or
   *          punctuation) or shorter than one Chinese character or two letters or digits
   * @throws ApiError search_too_long (422, errors [{ field: "text", rule: "maxLength" }], extra { max }) over MAX_SEARCH_LENGTH characters
   */
  async suggest(q: SuggestQuery): Promise<Suggestion[]> {
    const raw = q.text.trim();
    checkLength("text", raw);
    const words = suggestWords(raw);
    if (!words) return [];
    const lang = langOfSearch(q.edition);
    const typed = typedOf(words, lang);
    const tsq = suggestQuery(typed);
    if (!tsq) return [];
    const zh = lang === "zh";
    const rows = await this.matchingStories(q, lang, typed, tsq);
    if (!rows.length) return [];
    const ids = rows.map((r) => r.pcId);
    const rels = await this.db
      .select({
        pcId: relation.pcId,
        photographerStr: relation.photographerStr,
        photographerStrZh: relation.photographerStrZh,
        photographer: relation.photographer,
        flagWordStr: relation.flagWordStr,
        flagWordStrZh: relation.flagWordStrZh,
      })
      .from(relation)
      .where(inArray(relation.pcId, ids));
    const relsOf = new Map<string, typeof rels>();
    for (const r of rels) relsOf.set(r.pcId, [...(relsOf.get(r.pcId) ?? []), r]);

    const found = new Map<string, Candidate>();
    let order = 0;
    const start = fold(words);
    const offer = (value: string | null | undefined, kind: SuggestionKind, pcId: string) => {
      const text = plainTextOf(value).replace(/\s+/g, " ").trim();
      if (!text) return;
      const key = fold(text);
      if (!holds(key, typed)) return;
      const rank = kind === "title" && [...text].length > SHORT_TITLE ? 4 : KIND_RANK[kind];
      const c = found.get(key);
      if (c) {
        c.stories.add(pcId);
        if (rank < c.rank) Object.assign(c, { kind, rank });
        return;
      }
      found.set(key, { text, kind, rank, starts: key.startsWith(start), stories: new Set([pcId]), order: order++ });
    };
    for (const r of rows) {
      offer(r.title, "title", r.pcId);
      for (const k of splitList(r.keywords)) offer(k, "keyword", r.pcId);
      offer(r.subject, "subject", r.pcId);
      for (const rel of relsOf.get(r.pcId) ?? []) {
        for (const k of splitList(zh ? rel.flagWordStrZh || rel.flagWordStr : rel.flagWordStr || rel.flagWordStrZh)) offer(k, "keyword", r.pcId);
        const names: (string | undefined)[] = zh ? [rel.photographerStrZh, rel.photographerStr] : [rel.photographerStr];
        for (const p of storedPhotographers(rel)) names.push(...(zh ? [p.nameZh, p.name] : [p.name]));
        for (const n of names) for (const name of splitList(n)) offer(name, "photographer", r.pcId);
      }
    }
    return [...found.values()]
      .sort((a, b) => a.rank - b.rank || Number(b.starts) - Number(a.starts) || b.stories.size - a.stories.size || a.order - b.order)
      .slice(0, MAX_SUGGESTIONS)
      .map(({ text, kind }) => ({ text, kind }));
  }

  /**
   * The pcIds of the newest SUGGEST_STORIES online stories of the site and
   * edition matching `tsq` (DESIGN §6 budget), found in two bounded ways:
   * among the newest RECENT_STORIES (a walk of the publish-time index that
   * reads each story's small A–C vector, suggestVectorColumn, and which a
   * frequent word ends early); and, when those hold fewer and the planner
   * expects at most RARE_MATCHES stories to hold the words in those fields
   * (the A–C vector's own GIN index answers it), every one of them, newest first. A word
   * frequent in titles is thus suggested from the recent stories only, and a
   * rare one from the whole archive; a word found only in the stories'
   * bodies and captions costs neither way a read of those stories.
   * On the embedded database the in-memory index (memory/plan.ts
   * newestMatching) finds the newest SUGGEST_STORIES of the whole archive
   * at once, and only their fields are read.
   * @returns the stories' candidate fields, newest first (those found among the recent ones first)
   */
  private async matchingStories(q: SuggestQuery, lang: Lang, typed: Typed, tsq: string): Promise<StoryFields[]> {
    const vec = suggestVectorColumn(lang);
    const zh = lang === "zh";
    // the fields candidates come from, in the edition's language first (as indexing.ts indexes them)
    const fields = {
      pcId: story.pcId,
      publishTime: story.publishTime,
      title: (zh ? sql<string>`coalesce(nullif(${story.titleZh}, ''), ${story.titleEn})` : sql<string>`coalesce(nullif(${story.titleEn}, ''), ${story.titleZh})`).as("title"),
      keywords: (zh
        ? sql<string>`coalesce(nullif(${story.flagWordStrZh}, ''), ${story.flagWordStr})`
        : sql<string>`coalesce(nullif(${story.flagWordStr}, ''), ${story.flagWordStrZh})`
      ).as("keywords"),
      subject: (zh ? sql<string>`${story.subjectNameZh}` : sql<string>`${story.subjectName}`).as("subject"),
    };
    const bound = new Date().toISOString();
    if (this.memory && (await this.memory.current())) {
      // the same terms as tsq, weighted: never null where tsq is not
      const weighted = suggestQuery(typed, "ABC") ?? tsq;
      const ids = newestMatching(this.memory, lang, weighted, { siteCode: q.siteCode, edition: q.edition }, bound, SUGGEST_STORIES);
      const rows = ids.length
        ? await this.db.select({ pcId: fields.pcId, title: fields.title, keywords: fields.keywords, subject: fields.subject }).from(story).where(inArray(story.pcId, ids))
        : [];
      const byId = new Map(rows.map((r) => [r.pcId, r]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    }
    const conds = and(...conditionsOf({ siteCode: q.siteCode, edition: q.edition }, lang, bound, null))!;
    const recent = this.db
      .select({ ...fields, vec: sql<string>`${vec}`.as("vec") })
      .from(story)
      .where(conds)
      .orderBy(desc(story.publishTime))
      .limit(this.recentStories)
      .as("recent");
    const found: StoryFields[] = await this.db
      .select({ pcId: recent.pcId, title: recent.title, keywords: recent.keywords, subject: recent.subject })
      .from(recent)
      .where(sql`${recent.vec} @@ ${tsq}::tsquery`)
      .orderBy(desc(recent.publishTime))
      .limit(SUGGEST_STORIES);
    if (found.length >= SUGGEST_STORIES || (await planRows(this.db, sql`select 1 from ${story} where ${vec} @@ ${tsq}::tsquery`)) > this.rareMatches) return found;
    // few stories hold the words in those fields: the newest of all of them, through the A–C vector's GIN index
    const rare = await this.db
      .select({ pcId: fields.pcId, title: fields.title, keywords: fields.keywords, subject: fields.subject })
      .from(story)
      .where(await firstMatches(this.db, [conds, sql`${vec} @@ ${tsq}::tsquery`], SUGGEST_STORIES, { viaIndex: true, window: false }))
      .orderBy(desc(story.publishTime), desc(story.pcId));
    const seen = new Set(found.map((r) => r.pcId));
    return [...found, ...rare.filter((r) => !seen.has(r.pcId))];
  }
}
