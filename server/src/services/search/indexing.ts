/**
 * The search index (DESIGN §4, §6): each story keeps one weighted tsvector
 * per edition (story.search_vec_zh / search_vec_en, GIN-indexed, migration
 * 0003), built by reindexStory from the story in that edition's language:
 *   A title · B author and photographers · C keywords (flagWordStr of the
 *   story and its items) and subject name · D description and captions.
 * Text is folded and cut as text.ts indexPieces does. Latin words and
 * numbers are lexemes. A run of Chinese characters is indexed as its
 * characters and overlapping character bigrams at consecutive positions
 * (character i and bigram i, i+1 at position i), never as words: a query
 * asks for a Chinese word as the phrase of its bigrams (query.ts termQuery),
 * so a word the segmenter cuts differently in the story ("兰格" in
 * "多萝西娅·兰格") still matches. Fields are one position apart so a phrase
 * never spans two fields.
 * The type and subject of a story, and the words of its author and
 * photographers, are also filter marks without position ("#t:image",
 * "#s:nature", "#a:lange").
 */
import { inArray, sql } from "drizzle-orm";
import type { Lang } from "../../locale/index.js";
import type { Db } from "../../db/client.js";
import { story, type Relation, type Story } from "../../db/schema.js";
import { storedPhotographers } from "../../adapters/story.js";
import { relationsOf } from "../../adapters/story-queries.js";
import { authorLexeme, INDEX_VERSION, indexPieces, quoteLexeme, subjectLexeme, typeLexeme } from "./text.js";

/** Highest position PostgreSQL keeps in a tsvector. */
const MAX_POS = 16383;
/** Positions kept per lexeme (PostgreSQL keeps at most 256). */
const MAX_POSITIONS = 256;

type Weight = "A" | "B" | "C" | "D";

/** A position with its weight, as one number: position × 4 + weight (WEIGHTS' index). */
const WEIGHTS = ["D", "C", "B", "A"] as const;
const WEIGHT_CODE: Record<Weight, number> = { D: 0, C: 1, B: 2, A: 3 };

/** Builds the text form of a weighted tsvector with exact positions. */
class VectorBuilder {
  /** each lexeme's positions (position × 4 + weight), in the order added: positions only grow, so a repeat is always the last one */
  private readonly lexemes = new Map<string, number[]>();
  private pos = 0;

  private put(lexeme: string, pos: number, w: Weight): void {
    if (!lexeme || pos > MAX_POS) return;
    // author and photographer words are also filter marks, so that the author filter needs no weight check
    if (w === "B") this.mark(authorLexeme(lexeme));
    let list = this.lexemes.get(lexeme);
    if (!list) this.lexemes.set(lexeme, (list = []));
    const at = pos * 4 + WEIGHT_CODE[w];
    if (list.length < MAX_POSITIONS && list[list.length - 1] !== at) list.push(at);
  }

  /** Appends one field (a gap of one position first, so that no phrase spans two fields). */
  add(text: string | null | undefined, w: Weight, lang: Lang): void {
    if (!text || this.pos >= MAX_POS) return;
    this.pos += 1;
    // a run of Chinese characters may come in several pieces (a text the segmenter cut: indexPieces); it is indexed whole
    let run: string[] = [];
    const flush = () => {
      if (!run.length) return;
      const base = this.pos + 1;
      for (let i = 0; i < run.length; i++) {
        this.put(run[i], base + i, w);
        if (i < run.length - 1) this.put(run[i] + run[i + 1], base + i, w);
      }
      this.pos += run.length;
      run = [];
    };
    for (const p of indexPieces(text, lang)) {
      if (p.kind === "han") {
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
    if (!this.lexemes.has(lexeme)) this.lexemes.set(lexeme, []);
  }

  /** The tsvector literal ('lexeme':1A,5B … 'mark'). */
  toString(): string {
    const parts: string[] = [];
    for (const [lex, positions] of this.lexemes) {
      let text = quoteLexeme(lex);
      for (let i = 0; i < positions.length; i++) text += `${i ? "," : ":"}${positions[i] >> 2}${WEIGHTS[positions[i] & 3]}`;
      parts.push(text);
    }
    return parts.join(" ");
  }
}

/** The story fields the search index is built from (a row being written needs no more). */
export type IndexedStory = Pick<
  Story,
  | "type" | "subjectCode" | "titleZh" | "titleEn" | "author" | "authorZh" | "flagWordStr" | "flagWordStrZh"
  | "subjectName" | "subjectNameZh" | "descriptionZh" | "descriptionEn" | "bodyZh" | "bodyEn"
>;

/**
 * The weighted search vector of a story in one edition's language, as the
 * text form of a tsvector (story.search_vec_zh / search_vec_en), from one
 * pass over its fields (each cut once): A title, B author and photographers,
 * C keywords and subject, D description and captions, and a text story's
 * body; plus the filter marks.
 */
export function searchVectorOf(s: IndexedStory, relations: Relation[], lang: Lang): string {
  const v = new VectorBuilder();
  const zh = lang === "zh";
  v.add(zh ? s.titleZh || s.titleEn : s.titleEn || s.titleZh, "A", lang);
  v.add(zh ? s.authorZh : s.author, "B", lang);
  if (zh || !s.author) v.add(zh ? s.author : s.authorZh, "B", lang);
  for (const r of relations) {
    v.add(zh ? r.photographerStrZh : r.photographerStr, "B", lang);
    if (zh) v.add(r.photographerStr, "B", lang);
    for (const p of storedPhotographers(r)) {
      v.add(zh ? `${p.nameZh ?? ""} ${p.name}` : p.name, "B", lang);
    }
  }
  v.add(zh ? s.flagWordStrZh || s.flagWordStr : s.flagWordStr || s.flagWordStrZh, "C", lang);
  v.add(zh ? s.subjectNameZh : s.subjectName, "C", lang);
  for (const r of relations) v.add(zh ? r.flagWordStrZh || r.flagWordStr : r.flagWordStr || r.flagWordStrZh, "C", lang);
  v.add(zh ? s.descriptionZh || s.descriptionEn : s.descriptionEn || s.descriptionZh, "D", lang);
  for (const r of relations) v.add(zh ? r.descriptionZh || r.descriptionEn : r.descriptionEn || r.descriptionZh, "D", lang);
  // the body the page shows (its own language, else the original): text stories
  v.add(bodyShown(s, lang), "D", lang);
  // filter lexemes (no position; "#" never comes out of a text's words): type, subject, index version
  v.mark(INDEX_VERSION);
  v.mark(typeLexeme(s.type));
  v.mark(subjectLexeme(s.subjectCode));
  return v.toString();
}

/** The body a story page of this language shows: its own, else the original in the other language (adapters/story.ts). */
function bodyShown(s: IndexedStory, lang: Lang): string {
  return (lang === "zh" ? s.bodyZh || s.bodyEn : s.bodyEn || s.bodyZh) ?? "";
}

/** ANALYZE the story table after this many reindexed stories (planner statistics for frequent words). */
const ANALYZE_EVERY = 1000;

/** Stories reindexed since the last ANALYZE (see analyzeIfDue). */
let changedSinceAnalyze = 0;

/**
 * Recomputes the search vectors of one story (call after changing a
 * story or its relations; the importer does). A story is searchable as soon
 * as it is online, and left out as soon as it is not (the status is a
 * condition of every search).
 */
export async function reindexStory(db: Db, pcId: string): Promise<void> {
  await reindexStories(db, [pcId]);
}

/** Stories reindexed per statement by reindexStories (3 parameters each, far below PostgreSQL's 65,535). */
export const REINDEX_BATCH = 500;

/**
 * Recomputes the search vectors of many stories, REINDEX_BATCH at a
 * time: one read of the stories, one of their relations and one UPDATE … FROM
 * (VALUES …) per batch, instead of three statements a story. Unknown pcIds
 * are skipped.
 * @param size stories per statement (REINDEX_BATCH)
 * @returns how many stories were reindexed
 */
export async function reindexStories(db: Db, pcIds: readonly string[], size = REINDEX_BATCH): Promise<number> {
  let done = 0;
  for (let i = 0; i < pcIds.length; i += size) {
    const batch = pcIds.slice(i, i + size);
    const stories = await db.select().from(story).where(inArray(story.pcId, batch));
    if (!stories.length) continue;
    const rels = await relationsOf(db, stories.map((s) => s.pcId));
    const values = stories.map((s) => {
      const r = rels.get(s.pcId) ?? [];
      return sql`(${s.pcId}::text, ${searchVectorOf(s, r, "en")}::tsvector, ${searchVectorOf(s, r, "zh")}::tsvector)`;
    });
    await db.execute(sql`update ${story} set search_vec_en = v.ven, search_vec_zh = v.vzh
      from (values ${sql.join(values, sql`, `)}) as v(pc_id, ven, vzh) where ${story.pcId} = v.pc_id`);
    done += stories.length;
  }
  changedSinceAnalyze += done;
  return done;
}

/**
 * The stories whose vectors are not of the current format (INDEX_VERSION),
 * as SQL: written out as the predicate of the partial index
 * story_stale_vectors_idx (schema.ts), with the version as a literal, so that
 * PostgreSQL reads them from that index (empty once every story is indexed).
 */
export const STALE_VECTORS = (() => {
  const mark = sql.raw(`'${INDEX_VERSION}'::tsquery`);
  return sql`not (${story.searchVecEn} @@ ${mark} and ${story.searchVecZh} @@ ${mark})`;
})();

/**
 * Reindexes the stories whose vectors are not of the current format
 * (INDEX_VERSION; e.g. a database migrated from before the vectors existed),
 * found through the partial index story_stale_vectors_idx: each process does
 * this before its first search, and counting every story's vectors instead
 * took 28 s at 1,000,000 stories on PostgreSQL.
 * @returns how many were reindexed
 */
export async function reindexMissing(db: Db, size = REINDEX_BATCH): Promise<number> {
  const rows = await db.select({ pcId: story.pcId }).from(story).where(STALE_VECTORS);
  if (!rows.length) return 0;
  return reindexStories(
    db,
    rows.map((r) => r.pcId),
    size,
  );
}

/**
 * Refreshes the planner's statistics (ANALYZE story) once ANALYZE_EVERY
 * stories were reindexed since the last time, so that the planner knows
 * when a word is frequent (DESIGN §6).
 */
export async function analyzeIfDue(db: Db): Promise<void> {
  if (changedSinceAnalyze < ANALYZE_EVERY) return;
  changedSinceAnalyze = 0;
  await db.execute(sql`analyze story`);
}
