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

/** A marked range, in code points of the original text. */
interface Range {
  start: number;
  end: number;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
const HAN = /\p{Script=Han}/u;

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

  /** The marked ranges of `chars` (code points), longest needles first, never overlapping. */
  private ranges(chars: string[]): Range[] {
    // fold each code point on its own, keeping where each folded unit came from
    let folded = "";
    const origin: number[] = [];
    chars.forEach((ch, i) => {
      const f = fold(ch);
      folded += f;
      for (let k = 0; k < f.length; k++) origin.push(i);
    });
    const taken: Range[] = [];
    const free = (r: Range) => taken.every((t) => r.end <= t.start || r.start >= t.end);
    const isWord = (i: number) => i >= 0 && i < folded.length && WORD_CHAR.test(folded[i]) && !HAN.test(folded[i]);
    for (const n of this.needles) {
      for (let at = folded.indexOf(n.text); at >= 0; at = folded.indexOf(n.text, at + 1)) {
        let end = at + n.text.length;
        if (n.latin) {
          if (isWord(at - 1)) continue;
          if (n.prefix) while (isWord(end)) end++;
          else if (isWord(end)) continue;
        }
        const r = { start: origin[at], end: origin[end - 1] + 1 };
        if (free(r)) taken.push(r);
      }
    }
    return taken.sort((a, b) => a.start - b.start);
  }

  /** `chars` from..to as HTML, the ranges marked. */
  private html(chars: string[], ranges: Range[], from = 0, to = chars.length): string {
    let out = "";
    let pos = from;
    for (const r of ranges) {
      if (r.end <= from || r.start >= to) continue;
      const s = Math.max(r.start, from);
      const e = Math.min(r.end, to);
      out += `${escapeHtml(chars.slice(pos, s).join(""))}<mark>${escapeHtml(chars.slice(s, e).join(""))}</mark>`;
      pos = e;
    }
    return out + escapeHtml(chars.slice(pos, to).join(""));
  }

  /**
   * A plain text (a title) as HTML with its matches marked.
   * @returns the HTML, or null when nothing in it matches
   */
  mark(text: string): string | null {
    if (!this.active || !text) return null;
    const chars = [...text];
    const ranges = this.ranges(chars);
    return ranges.length ? this.html(chars, ranges) : null;
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
    const chars = [...body.replace(/\s+/g, " ").trim()];
    const ranges = this.ranges(chars);
    if (!ranges.length) return null;
    // the first match of the longest needle (the run as typed, when the body holds it)
    const longest = Math.max(...ranges.map((r) => r.end - r.start));
    const anchor = ranges.find((r) => r.end - r.start === longest)!.start;
    let from = Math.max(0, anchor - LEAD);
    // start at a sentence when one starts within the lead, else at a word
    let sentence = false;
    for (let i = anchor - 1; i >= from; i--) {
      if (/[。！？；.!?;]/u.test(chars[i])) {
        from = i + 1;
        sentence = true;
        break;
      }
    }
    if (!sentence && from > 0) {
      const space = chars.indexOf(" ", from);
      if (space >= 0 && space < anchor) from = space + 1;
    }
    while (from < anchor && chars[from] === " ") from++;
    let to = Math.min(chars.length, from + PASSAGE_LENGTH);
    if (to < chars.length) {
      // end at a word when one ends near the cut (not inside a mark)
      const space = chars.lastIndexOf(" ", to);
      if (space > from + PASSAGE_LENGTH * 0.7 && ranges.every((r) => space <= r.start || space >= r.end)) to = space;
      while (to > from && /[\s,.;:，。；：、]/u.test(chars[to - 1])) to--;
    }
    return `${from > 0 ? "…" : ""}${this.html(chars, ranges, from, to)}${to < chars.length ? "…" : ""}`;
  }
}
