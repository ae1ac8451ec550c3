/**
 * Text of the search (DESIGN §4): folding, Intl.Segmenter segmentation and
 * the filter lexemes, shared by the index (indexing.ts) and the queries
 * (query.ts) so that both cut a text the same way.
 */
import type { Edition } from "../../../../common/edition.js";
import type { Lang } from "../../locale/index.js";

const segmenters: Record<Lang, Intl.Segmenter> = {
  zh: new Intl.Segmenter("zh", { granularity: "word" }),
  en: new Intl.Segmenter("en", { granularity: "word" }),
};

/**
 * Characters an Intl.Segmenter is given at once (windowedSegments). V8's
 * segmenter slows sharply on long texts (Node 20): word segments of the
 * 217,083 characters of the 1981 State of the Union address took 71 s, of
 * its first 100,000 characters 0.56 s; sentences of the whole address 1.1 s,
 * of its first 100,000 characters 21 ms; 128,000 Chinese characters 118 s.
 */
export const SEGMENT_WINDOW = 50_000;

/**
 * The segments of `text` as `segmenter` cuts it, read through windows of
 * `window` characters (SEGMENT_WINDOW). What the window's end may have cut is
 * read again at the start of the next window: for words, every segment after
 * the last break (a segment that is not word-like: punctuation, space) before
 * the window's last segment, since a dictionary cuts a run of Chinese or
 * Japanese by the whole run (a window without a break: its last segment);
 * for sentences, the last segment. A window of one segment grows until it
 * holds two. `index` is each segment's offset in `text`.
 */
export function* windowedSegments(segmenter: Intl.Segmenter, text: string, window = SEGMENT_WINDOW): Generator<Intl.SegmentData> {
  if (text.length <= window) {
    yield* segmenter.segment(text);
    return;
  }
  let start = 0;
  let size = window;
  while (start < text.length) {
    const end = Math.min(text.length, start + size);
    const parts = Array.from(segmenter.segment(text.slice(start, end)), (p) => ({ ...p, index: p.index + start, input: text }));
    if (end === text.length) {
      yield* parts;
      return;
    }
    if (parts.length < 2) {
      size *= 2;
      continue;
    }
    // where the next window starts: after the last break (punctuation, space) before the window's last segment, when words
    // are cut (a run of Chinese or Japanese is cut by a dictionary over the whole run); else at its last segment
    let keep = parts.length - 1;
    for (let i = parts.length - 2; i >= 0; i--) {
      if (parts[i].isWordLike === false) {
        keep = i + 1;
        break;
      }
    }
    yield* parts.slice(0, keep);
    start = parts[keep].index;
    size = window;
  }
}

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
  // no script that needs a dictionary: the segmenter's words are the letter and digit runs (and much faster, long bodies)
  if (!NEEDS_SEGMENTER.test(text)) return fold(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  for (const seg of windowedSegments(segmenters[lang], text)) {
    if (!seg.isWordLike) continue;
    for (const w of fold(seg.segment).split(/[^\p{L}\p{N}]+/u)) if (w) out.push(w);
  }
  return out;
}

/** The scripts other than Han written without spaces, as regular-expression classes. */
const UNSPACED_SCRIPTS = String.raw`\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}`;

/**
 * Scripts written without spaces, which only Intl.Segmenter cuts into words.
 * A text without them is cut by a regular expression into the same words
 * (letter and digit runs), several times faster on a long speech.
 */
const NEEDS_SEGMENTER = new RegExp(String.raw`[\p{Script=Han}${UNSPACED_SCRIPTS}]`, "u");

/** A piece of segmented text: a run of Chinese characters, a Latin/number word, or a break. */
export type Piece = { kind: "han"; text: string } | { kind: "word"; text: string } | { kind: "break" };

const PIECE = /(\p{Script=Han}+)|([\p{L}\p{N}]+)|([^\p{L}\p{N}]+)/gu;
/** A segment PIECE cuts as one piece: a Han run; letters and digits not starting with Han (one word); neither (one break). */
const HAN_START = /^\p{Script=Han}/u;
const HAN_ONLY = /^\p{Script=Han}+$/u;
const WORD_ONLY = /^[\p{L}\p{N}]+$/u;
const HAS_WORD_CHAR = /[\p{L}\p{N}]/u;
/** The break piece (shared: pieces are read, never changed). */
const BREAK: Piece = Object.freeze({ kind: "break" });
/** Longest lexeme kept (characters). */
export const MAX_LEXEME = 60;

/** Folds and segments `text` into pieces (Intl.Segmenter word boundaries, DESIGN §4). */
export function pieces(text: string, lang: Lang): Piece[] {
  const out: Piece[] = [];
  if (!text) return out;
  if (!NEEDS_SEGMENTER.test(text)) {
    for (const m of fold(text).matchAll(PIECE)) out.push(m[2] ? { kind: "word", text: m[2].slice(0, MAX_LEXEME) } : BREAK);
    return out;
  }
  for (const seg of windowedSegments(segmenters[lang], fold(text))) {
    const t = seg.segment;
    // most segments are one piece whole (as PIECE would cut them): no match objects for those
    if (HAN_START.test(t)) {
      if (HAN_ONLY.test(t)) {
        out.push({ kind: "han", text: t });
        continue;
      }
    } else if (WORD_ONLY.test(t)) {
      out.push(seg.isWordLike ? { kind: "word", text: t.slice(0, MAX_LEXEME) } : BREAK);
      continue;
    } else if (!HAS_WORD_CHAR.test(t)) {
      out.push(BREAK);
      continue;
    }
    for (const m of t.matchAll(PIECE)) {
      if (m[1]) out.push({ kind: "han", text: m[1] });
      else if (m[2]) out.push(seg.isWordLike ? { kind: "word", text: m[2].slice(0, MAX_LEXEME) } : BREAK);
      else out.push(BREAK);
    }
  }
  return out;
}

/** Scripts other than Han written without spaces: only Intl.Segmenter cuts their words, in the index too. */
const NEEDS_DICTIONARY = new RegExp(`[${UNSPACED_SCRIPTS}]`, "u");
/** A run of Chinese characters; a run of other letters and digits; anything else (the index's cut). */
const INDEX_PIECE = /(\p{Script=Han}+)|((?:(?!\p{Script=Han})[\p{L}\p{N}])+)|([^\p{L}\p{N}]+)/gu;

/**
 * Folds and cuts `text` for the index (indexing.ts): as `pieces` does, but
 * each run of Chinese characters is one piece, never cut into words. The
 * index keeps a run's characters and bigrams, and every query asks for
 * those (query.ts termQuery: a Chinese word is the phrase of its bigrams),
 * so the segmenter's words are not needed there, and without it a Chinese
 * text is cut by one regular expression (the segmenter's dictionary lookups
 * were half the time of building a vector). Latin words and numbers come out
 * as `pieces` cuts them: Intl.Segmenter also ends a word where Han begins
 * ("iPhone手机", "2024年"), and `pieces` splits its segments at anything that
 * is not a letter or digit. A text with kana, Thai, Lao, Khmer or Myanmar
 * still goes through the segmenter (`pieces`), whose Han runs the index
 * joins again.
 */
export function indexPieces(text: string, lang: Lang): Piece[] {
  if (!text) return [];
  if (NEEDS_DICTIONARY.test(text)) return pieces(text, lang);
  const out: Piece[] = [];
  for (const m of fold(text).matchAll(INDEX_PIECE)) {
    out.push(m[1] ? { kind: "han", text: m[1] } : m[2] ? { kind: "word", text: m[2].slice(0, MAX_LEXEME) } : BREAK);
  }
  return out;
}

/** Marks every vector of the current index format (older ones are rebuilt by reindexMissing). */
export const INDEX_VERSION = "#v4";
/** Filter lexemes: story type and subject code, so that these filters join the one GIN scan. */
export const typeLexeme = (type: string) => `#t:${type}`;
export const subjectLexeme = (code: string) => `#s:${code}`;
/** Author and photographer words: "#a:lange", "#a:兰格" (marks, see indexing.ts VectorBuilder.put). */
export const authorLexeme = (word: string) => `#a:${word}`;

/** A lexeme quoted for tsvector / tsquery text. */
export const quoteLexeme = (l: string) => (NEEDS_QUOTING.test(l) ? `'${l.replace(/\\/g, "\\\\").replace(/'/g, "''")}'` : `'${l}'`);
/** Characters a quoted lexeme escapes (a backslash, a quote). */
const NEEDS_QUOTING = /[\\']/;
