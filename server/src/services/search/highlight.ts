/**
 * Highlights of a search (issue 21, item 2): the words of the query marked
 * in a result's title and, for a text story, the passage of its body that
 * matched, as the excerpt. Matching follows the index (text.ts fold: case,
 * width and accents folded): a run of Chinese characters as typed, then the
 * segmenter's words of it (query.ts queryTerms); a Latin word of 3+
 * characters as the start of a word (the whole word is marked), a shorter
 * one as a whole word. Output is HTML: the text escaped, each match in
 * `<mark>`, so it passes the SPEC §5 allow-list unchanged.
 */
import { normaliseQuery } from "../../../../common/search-words.js";
import type { Lang } from "../../locale/index.js";
import { queryTerms } from "./query.js";
import { fold } from "./text.js";

/** Longest passage of a text story shown as its excerpt, in characters (adapters/story.ts EXCERPT_LENGTH). */
const PASSAGE_LENGTH = 160;
/** Characters of context kept before the first match of a passage (at most). */
const LEAD = 40;

interface Needle {
  text: string;
  /** Latin: matched at the start of a word; prefix: the rest of the word is marked too */
  latin: boolean;
  prefix: boolean;
}

/** A marked range, in code units of the original text. */
interface Range {
  start: number;
  end: number;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
const LOW_SURROGATE = /^[\udc00-\udfff]$/;
/** Runs folded whole (ASCII; CJK ideographs of the BMP), else one code point. */
const PIECE = /[\x00-\x7f]+|[\u3400-\u4dbf\u4e00-\u9fff]+|[\s\S]/gu;
const HAN = /\p{Script=Han}/u;

/** fold of single code points, as met (a body holds a few hundred distinct ones; folding each anew cost ~25 ms a long speech). */
const foldedChar = new Map<string, string>();
/** Entries foldedChar keeps at most (then it starts again). */
const FOLD_CACHE_MAX = 20_000;

function foldChar(ch: string): string {
  let f = foldedChar.get(ch);
  if (f === undefined) {
    if (foldedChar.size >= FOLD_CACHE_MAX) foldedChar.clear();
    f = fold(ch);
    foldedChar.set(ch, f);
  }
  return f;
}

/**
 * `text` folded as the index folds it (text.ts fold), each code point on its
 * own, with the code units of `text` each folded code unit came from
 * (`start` to `end`). A run of ASCII or of ideographs folds one code unit
 * to one when folded whole (lower case; ideographs unchanged): no work a
 * character there (a speech of 200,000 characters took ~80 ms the other way).
 */
function foldMapped(text: string): { folded: string; start: Int32Array; end: Int32Array; silent: Uint8Array } {
  const parts: { f: string; at: number; len: number; oneToOne: boolean }[] = [];
  let size = 0;
  for (const m of text.matchAll(PIECE)) {
    const piece = m[0];
    const at = m.index;
    if (piece.length > 1 || piece.charCodeAt(0) < 0x80 || HAN.test(piece)) {
      const f = piece.charCodeAt(0) < 0x80 ? piece.toLowerCase() : fold(piece);
      if (f.length === piece.length) {
        parts.push({ f, at, len: piece.length, oneToOne: true });
        size += f.length;
        continue;
      }
      // a run that does not fold one to one (never seen): code point by code point
      let offset = at;
      for (const cp of piece) {
        const g = foldChar(cp);
        parts.push({ f: g, at: offset, len: cp.length, oneToOne: false });
        size += g.length;
        offset += cp.length;
      }
      continue;
    }
    const f = foldChar(piece);
    parts.push({ f, at, len: piece.length, oneToOne: false });
    size += f.length;
  }
  const start = new Int32Array(size);
  const end = new Int32Array(size);
  // code units that fold to nothing (combining marks): a mark ending before them takes them in
  const silent = new Uint8Array(text.length);
  let j = 0;
  for (const p of parts) {
    if (!p.f) silent.fill(1, p.at, p.at + p.len);
    for (let k = 0; k < p.f.length; k++, j++) {
      start[j] = p.oneToOne ? p.at + k : p.at;
      end[j] = p.oneToOne ? p.at + k + 1 : p.at + p.len;
    }
  }
  return { folded: parts.map((p) => p.f).join(""), start, end, silent };
}

/** Escapes text for HTML. */
function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** What a search for `text` marks (see the file comment). */
export class Highlighter {
  private readonly needles: Needle[];

  /**
   * @param text the query text as the reader typed it (SPEC §5 normalisation applied here)
   * @param lang the language of the edition searched
   */
  constructor(text: string | undefined, lang: Lang) {
    const words = normaliseQuery(text);
    const seen = new Map<string, Needle>();
    const add = (t: string, latin: boolean) => {
      const f = fold(t);
      if (f && !seen.has(f)) seen.set(f, { text: f, latin, prefix: latin && [...f].length >= 3 });
    };
    for (const run of words.match(/\p{Script=Han}+/gu) ?? []) add(run, false);
    for (const t of queryTerms(words, lang)) add(t.text, t.kind === "word");
    // the longest first: a run as typed wins over its words
    this.needles = [...seen.values()].sort((a, b) => b.text.length - a.text.length);
  }

  /** Whether the query has anything to mark. */
  get active(): boolean {
    return this.needles.length > 0;
  }

  /** The marked ranges of `text` (code units), longest needles first, never overlapping. */
  private ranges(text: string): Range[] {
    if (!this.needles.some((n) => fold(text).includes(n.text))) return [];
    const { folded, start, end: endOf, silent } = foldMapped(text);
    const taken: Range[] = [];
    // code units already marked (a long speech holds a word thousands of times: no scan of the ranges taken)
    const used = new Uint8Array(text.length);
    const free = (r: Range) => {
      for (let i = r.start; i < r.end; i++) if (used[i]) return false;
      return true;
    };
    const isWord = (i: number) => i >= 0 && i < folded.length && WORD_CHAR.test(folded[i]) && !HAN.test(folded[i]);
    for (const n of this.needles) {
      for (let at = folded.indexOf(n.text); at >= 0; at = folded.indexOf(n.text, at + 1)) {
        let end = at + n.text.length;
        if (n.latin) {
          if (isWord(at - 1)) continue;
          if (n.prefix) while (isWord(end)) end++;
          else if (isWord(end)) continue;
        }
        const r = { start: start[at], end: endOf[end - 1] };
        while (r.end < text.length && silent[r.end]) r.end++;
        if (!free(r)) continue;
        used.fill(1, r.start, r.end);
        taken.push(r);
      }
    }
    return taken.sort((a, b) => a.start - b.start);
  }

  /** `text` from..to (code units) as HTML, the ranges marked. */
  private html(text: string, ranges: Range[], from = 0, to = text.length): string {
    let out = "";
    let pos = from;
    for (const r of ranges) {
      if (r.end <= from || r.start >= to) continue;
      const s = Math.max(r.start, from);
      const e = Math.min(r.end, to);
      out += `${escapeHtml(text.slice(pos, s))}<mark>${escapeHtml(text.slice(s, e))}</mark>`;
      pos = e;
    }
    return out + escapeHtml(text.slice(pos, to));
  }

  /**
   * A plain text (a title) as HTML with its matches marked.
   * @returns the HTML, or null when nothing in it matches
   */
  mark(text: string): string | null {
    if (!this.active || !text) return null;
    const ranges = this.ranges(text);
    return ranges.length ? this.html(text, ranges) : null;
  }

  /**
   * The passage of a body that matched, as one line of HTML with the matches
   * marked: up to PASSAGE_LENGTH characters from the start of the sentence
   * of the first match of the longest needle (at most LEAD characters
   * before it), with "…" where it is cut.
   * @returns the HTML, or null when nothing in the body matches (the caller keeps the start of the body)
   */
  passage(body: string): string | null {
    if (!this.active || !body) return null;
    const line = body.replace(/\s+/g, " ").trim();
    const ranges = this.ranges(line);
    if (!ranges.length) return null;
    // the first match of the longest needle (the run as typed, when the body holds it)
    const longest = Math.max(...ranges.map((r) => r.end - r.start));
    const anchor = ranges.find((r) => r.end - r.start === longest)!.start;
    let from = Math.max(0, anchor - LEAD);
    // start at a sentence when one starts within the lead, else at a word
    let sentence = false;
    for (let i = anchor - 1; i >= from; i--) {
      if (/[。！？；.!?;]/u.test(line[i])) {
        from = i + 1;
        sentence = true;
        break;
      }
    }
    if (!sentence && from > 0) {
      const space = line.indexOf(" ", from);
      if (space >= 0 && space < anchor) from = space + 1;
    }
    while (from < anchor && line[from] === " ") from++;
    // never half a surrogate pair
    if (LOW_SURROGATE.test(line[from] ?? "")) from--;
    let to = Math.min(line.length, from + PASSAGE_LENGTH);
    if (to < line.length) {
      if (LOW_SURROGATE.test(line[to])) to--;
      // end at a word when one ends near the cut (not inside a mark)
      const space = line.lastIndexOf(" ", to);
      if (space > from + PASSAGE_LENGTH * 0.7 && ranges.every((r) => space <= r.start || space >= r.end)) to = space;
      while (to > from && /[\s,.;:，。；：、]/u.test(line[to - 1])) to--;
    }
    return `${from > 0 ? "…" : ""}${this.html(line, ranges, from, to)}${to < line.length ? "…" : ""}`;
  }
}
