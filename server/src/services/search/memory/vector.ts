/**
 * tsvectors in memory (DESIGN §6, the in-memory search index of the embedded
 * database): PostgreSQL's text form parsed into a compact structure, in
 * PostgreSQL's own order, so that tsquery.ts and rank.ts answer exactly as
 * `@@` and `ts_rank` do on the same vector.
 *
 * Ported from PostgreSQL 18 (the version PGlite 0.5 embeds):
 * src/backend/utils/adt/tsvector_parser.c (gettoken_tsvector),
 * tsvector.c (tsvectorin, uniqueentry, uniquePos, tsvectorout),
 * tsvector_op.c (tsCompareString) and src/include/lib/sort_template.h
 * (pg_qsort: which of two equal items comes first is part of the answer in
 * a few places, so the sort is PostgreSQL's, not Array.prototype.sort).
 */

/**
 * A tsvector: `size` lexemes in PostgreSQL's order (compareLexemes), each
 * with its positions as PostgreSQL's WordEntryPos uint16 values (weight in
 * the top 2 bits: A 3, B 2, C 1, D 0; position 1..16383 in the low 14 bits),
 * ascending by position, at most 256 of them. An empty positions list is a
 * lexeme stored without positions (a filter mark such as '#t:image').
 */
export interface VectorView {
  readonly size: number;
  /** the i-th lexeme (0 ≤ i < size) */
  lexeme(i: number): string;
  /** the i-th lexeme's WordEntryPos values (empty: no positions) */
  positions(i: number): ArrayLike<number>;
}

/** Highest position a tsvector keeps (LIMITPOS: larger ones become it). */
export const MAX_ENTRY_POS = 16383;
/** Positions kept per lexeme (MAXNUMPOS). */
export const MAX_NUM_POS = 256;
/** Longest lexeme, in UTF-8 bytes (MAXSTRLEN − 1). */
const MAX_LEXEME_BYTES = 2046;

/** WEP_GETPOS: the position (1..16383) of a WordEntryPos. */
export const wepPos = (wep: number): number => wep & 0x3fff;
/** WEP_GETWEIGHT: the weight (A 3, B 2, C 1, D 0) of a WordEntryPos. */
export const wepWeight = (wep: number): number => (wep >> 14) & 3;

/**
 * A parsed tsvector: the lexemes as strings, and every lexeme's positions in
 * one Uint16Array (lexeme i's are data[offsets[i]] … data[offsets[i + 1] − 1]).
 * tsquery.ts and rank.ts read `data` and `offsets` directly (no subarray per
 * call); any other VectorView works through positions().
 */
export class CompactVector implements VectorView, DirectPositions {
  readonly size: number;
  constructor(
    /** lexemes in PostgreSQL's order */
    readonly lexemes: readonly string[],
    /** size + 1 offsets into data */
    readonly offsets: Uint32Array,
    /** WordEntryPos values of all lexemes */
    readonly data: Uint16Array,
  ) {
    this.size = lexemes.length;
  }
  lexeme(i: number): string {
    return this.lexemes[i];
  }
  positions(i: number): Uint16Array {
    return this.data.subarray(this.offsets[i], this.offsets[i + 1]);
  }
}

/**
 * A VectorView whose positions tsquery.ts and rank.ts read in place: all its
 * lexemes' WordEntryPos values in `data`, lexeme i's from offsets[i] to
 * offsets[i + 1] (CompactVector; memory-index.ts PackedVector).
 */
export interface DirectPositions {
  readonly data: Uint16Array;
  readonly offsets: Uint32Array;
}

/** Whether a view's positions can be read in place (DirectPositions). */
export function isDirect(v: VectorView): v is VectorView & DirectPositions {
  return (v as Partial<DirectPositions>).offsets !== undefined;
}

/**
 * PostgreSQL's order of lexemes (tsCompareString without prefix): the UTF-8
 * bytes compared as unsigned (memcmp), then the shorter first. UTF-16 order
 * (JS `<`) differs where a character outside the BMP (a surrogate pair, UTF-8
 * F0…) meets one in U+E000–U+FFFF (UTF-8 EE…EF): this does it right.
 * @returns negative when a sorts first, 0 when equal, positive when b sorts first
 */
export function compareLexemes(a: string, b: string): number {
  if (a === b) return 0;
  const n = a.length < b.length ? a.length : b.length;
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x !== y) {
      // code units ≥ 0xD800 on both sides: surrogates (code points ≥ U+10000) sort after U+E000–U+FFFF
      if (x >= 0xd800 && y >= 0xd800) {
        x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
        y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
      }
      return x - y;
    }
  }
  return a.length - b.length;
}

/**
 * The entries of `v` an operand matches, as PostgreSQL finds them (tsrank.c
 * find_wordentry, tsvector_op.c checkcondition_str): the exact lexeme, or
 * with `prefix` every lexeme starting with it (contiguous in this order).
 * @returns [start, end) entry indexes; start === end when none
 */
export function findLexeme(v: VectorView, lexeme: string, prefix: boolean): [number, number] {
  const at = searchLexeme(v, lexeme);
  if (!prefix) return at >= 0 ? [at, at + 1] : [-at - 1, -at - 1];
  const start = at >= 0 ? at : -at - 1;
  return [start, prefixEnd(v, lexeme, start)];
}

/**
 * Whether JS string order (`<`) orders `s` against any lexeme as PostgreSQL
 * does: `s` has no UTF-16 unit from 0xD800 (compareLexemes differs from `<`
 * only where both strings have one at their first difference).
 */
export function nativeOrder(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 0xd800) return false;
  return true;
}

/**
 * Binary search of a lexeme, PostgreSQL's loop (checkcondition_str).
 * @param native nativeOrder(lexeme), when the caller knows it (the search is then faster)
 * @returns its index, or −(insertion point) − 1 when absent
 */
export function searchLexeme(v: VectorView, lexeme: string, native = nativeOrder(lexeme)): number {
  let lo = 0;
  let hi = v.size;
  if (native) {
    while (lo < hi) {
      const mid = lo + ((hi - lo) >> 1);
      const l = v.lexeme(mid);
      if (lexeme === l) return mid;
      if (lexeme > l) lo = mid + 1;
      else hi = mid;
    }
    return -lo - 1;
  }
  while (lo < hi) {
    const mid = lo + ((hi - lo) >> 1);
    const d = compareLexemes(lexeme, v.lexeme(mid));
    if (d === 0) return mid;
    if (d > 0) lo = mid + 1;
    else hi = mid;
  }
  return -lo - 1;
}

/** The end of the run of entries from `start` that begin with `prefix` (tsCompareString with prefix). */
export function prefixEnd(v: VectorView, prefix: string, start: number): number {
  let e = start;
  const n = v.size;
  while (e < n && v.lexeme(e).startsWith(prefix)) e++;
  return e;
}

const NO_POSITIONS = new Uint16Array(0);

/**
 * Where one entry's positions are, without a subarray per call: `arr[from …
 * to − 1]` after at(v, e) (a CompactVector's shared array, or any other
 * view's positions(e)).
 */
export class PositionCursor {
  arr: ArrayLike<number> = NO_POSITIONS;
  from = 0;
  to = 0;
  /** Points at entry e of v (0 ≤ e < v.size). */
  at(v: VectorView, e: number): void {
    if (isDirect(v)) {
      this.arr = v.data;
      this.from = v.offsets[e];
      this.to = v.offsets[e + 1];
    } else {
      const p = v.positions(e);
      this.arr = p;
      this.from = 0;
      this.to = p.length;
    }
  }
}

// ── pg_qsort ────────────────────────────────────────────────────────────────

function swap<T>(a: T[], i: number, j: number): void {
  const t = a[i];
  a[i] = a[j];
  a[j] = t;
}

function swapn<T>(a: T[], i: number, j: number, n: number): void {
  for (let k = 0; k < n; k++) swap(a, i + k, j + k);
}

function med3<T>(a: T[], i: number, j: number, k: number, cmp: (x: T, y: T) => number): number {
  return cmp(a[i], a[j]) < 0
    ? cmp(a[j], a[k]) < 0
      ? j
      : cmp(a[i], a[k]) < 0
        ? k
        : i
    : cmp(a[j], a[k]) > 0
      ? j
      : cmp(a[i], a[k]) < 0
        ? i
        : k;
}

/**
 * PostgreSQL's qsort (src/include/lib/sort_template.h: Bentley–McIlroy with a
 * presorted check and insertion sort under 7), in place on a[from, from + n):
 * not stable, and its order of equal items is the one PostgreSQL gets.
 */
export function pgQsort<T>(a: T[], cmp: (x: T, y: T) => number, from = 0, n = a.length - from): void {
  for (;;) {
    if (n < 7) {
      for (let pm = from + 1; pm < from + n; pm++) for (let pl = pm; pl > from && cmp(a[pl - 1], a[pl]) > 0; pl--) swap(a, pl, pl - 1);
      return;
    }
    let presorted = true;
    for (let pm = from + 1; pm < from + n; pm++) {
      if (cmp(a[pm - 1], a[pm]) > 0) {
        presorted = false;
        break;
      }
    }
    if (presorted) return;
    let pm = from + (n >> 1);
    if (n > 7) {
      let pl = from;
      let pn = from + n - 1;
      if (n > 40) {
        const d = n >> 3;
        pl = med3(a, pl, pl + d, pl + 2 * d, cmp);
        pm = med3(a, pm - d, pm, pm + d, cmp);
        pn = med3(a, pn - 2 * d, pn - d, pn, cmp);
      }
      pm = med3(a, pl, pm, pn, cmp);
    }
    swap(a, from, pm);
    let pa = from + 1;
    let pb = pa;
    let pc = from + n - 1;
    let pd = pc;
    for (;;) {
      let r: number;
      while (pb <= pc && (r = cmp(a[pb], a[from])) <= 0) {
        if (r === 0) swap(a, pa++, pb);
        pb++;
      }
      while (pb <= pc && (r = cmp(a[pc], a[from])) >= 0) {
        if (r === 0) swap(a, pc, pd--);
        pc--;
      }
      if (pb > pc) break;
      swap(a, pb++, pc--);
    }
    const pn = from + n;
    let d1 = Math.min(pa - from, pb - pa);
    swapn(a, from, pb - d1, d1);
    d1 = Math.min(pd - pc, pn - pd - 1);
    swapn(a, pb, pn - d1, d1);
    d1 = pb - pa;
    const d2 = pd - pc;
    if (d1 <= d2) {
      if (d1 > 1) pgQsort(a, cmp, from, d1);
      if (d2 <= 1) return;
      from = pn - d2;
      n = d2;
    } else {
      if (d2 > 1) pgQsort(a, cmp, pn - d2, d2);
      if (d1 <= 1) return;
      n = d1;
    }
  }
}

// ── the tsvector/tsquery token parser (tsvector_parser.c) ────────────────────

/** isspace() of PostgreSQL's C library on one byte: space, \t \n \v \f \r. */
export const isSpace = (c: number): boolean => c === 32 || (c >= 9 && c <= 13);
/** ISOPERATOR (ts_utils.h): ! & | ( ) < */
export const isOperatorChar = (c: number): boolean => c === 33 || c === 38 || c === 124 || c === 40 || c === 41 || c === 60;
const isDigit = (c: number): boolean => c >= 48 && c <= 57;

/** A token read by readToken: the lexeme, its positions (tsvector only), and where the scan stopped. */
export interface Token {
  lexeme: string;
  /** WordEntryPos values as written (weights set, not sorted); empty without */
  positions: number[];
  /** index of the first character not read */
  end: number;
}

/** PostgreSQL's syntax error of a tsvector's or a tsquery's text. */
const syntaxError = (text: string, query: boolean) => new Error(`syntax error in ${query ? "tsquery" : "tsvector"}: "${text}"`);

/**
 * gettoken_tsvector: reads one lexeme from `text` at `start`, quoted ('it''s',
 * backslash escapes) or bare. For a tsvector (`query` false) it also reads its
 * positions (`:1A,5`); for a tsquery (`query` true) the operator characters
 * ! & | ( ) < end a bare lexeme and `:` is left for the modifiers. The
 * states of PostgreSQL's parser, each scanned as a run.
 * @returns the token, or null at the end of the text
 * @throws Error on a syntax error, with PostgreSQL's message
 */
export function readToken(text: string, start: number, query: boolean): Token | null {
  const len = text.length;
  let i = start;
  // WAITWORD: spaces before the lexeme
  while (i < len && isSpace(text.charCodeAt(i))) i++;
  if (i >= len) return null;
  let word = "";
  const positions: number[] = [];
  if (text.charCodeAt(i) === 39) {
    // WAITENDCMPLX / WAITCHARCMPLX: a quoted lexeme, '' for a quote
    i++;
    for (;;) {
      let j = i;
      let c = 0;
      while (j < len && (c = text.charCodeAt(j)) !== 39 && c !== 92) j++;
      if (j >= len) throw syntaxError(text, query);
      word += text.slice(i, j);
      if (c === 92) {
        if (j + 1 >= len) throw new Error(`there is no escaped character: "${text}"`);
        word += text[j + 1];
        i = j + 2;
      } else if (text.charCodeAt(j + 1) === 39) {
        word += "'";
        i = j + 2;
      } else {
        i = j + 1;
        break;
      }
    }
    if (word === "") throw syntaxError(text, query);
    // WAITPOSINFO
    if (query || text.charCodeAt(i) !== 58) return { lexeme: word, positions, end: i };
  } else {
    // WAITENDWORD: a bare lexeme, backslash escapes
    const first = text.charCodeAt(i);
    if (query && isOperatorChar(first)) throw syntaxError(text, query);
    // WAITWORD takes the first character whatever it is (a ':' too), but a backslash
    if (first !== 92) word = text[i++];
    for (;;) {
      let j = i;
      let c = 0;
      while (j < len && !isSpace((c = text.charCodeAt(j))) && c !== 92 && c !== 58 && !(query && isOperatorChar(c))) j++;
      word += text.slice(i, j);
      if (j < len && c === 92) {
        if (j + 1 >= len) throw new Error(`there is no escaped character: "${text}"`);
        word += text[j + 1];
        i = j + 2;
        continue;
      }
      i = j;
      break;
    }
    if (query || i >= len || text.charCodeAt(i) !== 58) return { lexeme: word, positions, end: i };
  }
  // INPOSINFO / WAITPOSDELIM at the ':'
  i++;
  for (;;) {
    if (!(i < len && isDigit(text.charCodeAt(i)))) throw syntaxError(text, query);
    // atoi, then LIMITPOS
    let p = 0;
    while (i < len && isDigit(text.charCodeAt(i))) {
      if (p < 16384) p = p * 10 + text.charCodeAt(i) - 48;
      i++;
    }
    if (p >= 16384) p = MAX_ENTRY_POS;
    if (p === 0) throw new Error(`wrong position info in tsvector: "${text}"`);
    for (;;) {
      if (i >= len) {
        positions.push(p);
        return { lexeme: word, positions, end: i };
      }
      const c = text.charCodeAt(i);
      let w = -1;
      if (c === 44) {
        i++;
        break;
      } else if (c === 97 || c === 65 || c === 42) w = 3;
      else if (c === 98 || c === 66) w = 2;
      else if (c === 99 || c === 67) w = 1;
      else if (c === 100 || c === 68) w = 0;
      else if (isSpace(c)) {
        positions.push(p);
        return { lexeme: word, positions, end: i };
      } else if (!isDigit(c)) throw syntaxError(text, query);
      // a digit here is skipped (PostgreSQL's scan goes on one character at a time after atoi)
      if (w >= 0) {
        if (p >> 14) throw syntaxError(text, query);
        p = (w << 14) | p;
      }
      i++;
    }
    positions.push(p);
  }
}

/** Length of a string in UTF-8 bytes. */
export function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

// ── tsvectorin ──────────────────────────────────────────────────────────────

/** compareWordEntryPos: by position only. */
const byPosition = (a: number, b: number): number => (a & 0x3fff) - (b & 0x3fff);

/**
 * uniquePos: sorts a lexeme's positions, keeps one per position (the highest
 * weight), at most MAX_NUM_POS, none after MAX_ENTRY_POS.
 * @returns the new length (the kept ones are a[0 … length − 1])
 */
function uniquePos(a: number[]): number {
  const l = a.length;
  if (l <= 1) return l;
  pgQsort(a, byPosition);
  let res = 0;
  for (let ptr = 1; ptr < l; ptr++) {
    if ((a[ptr] & 0x3fff) !== (a[res] & 0x3fff)) {
      a[++res] = a[ptr];
      if (res >= MAX_NUM_POS - 1 || (a[res] & 0x3fff) === MAX_ENTRY_POS) break;
    } else if (a[ptr] >> 14 > a[res] >> 14) a[res] = (a[res] & 0x3fff) | (a[ptr] & 0xc000);
  }
  return res + 1;
}

interface Entry {
  lexeme: string;
  pos: number[] | null;
}

const byLexeme = (a: Entry, b: Entry): number => compareLexemes(a.lexeme, b.lexeme);

/**
 * Parses a tsvector's text as PostgreSQL's tsvectorin does (any valid input,
 * not only its output: lexemes in any order, repeated lexemes merged, their
 * positions sorted, made unique keeping the highest weight, cut at 256).
 * @param text e.g. `'abc':1A,5 'it''s':3B '#t:image'` (weight D written without a letter)
 * @returns a CompactVector in PostgreSQL's order
 * @throws Error on a syntax error, with PostgreSQL's message
 */
export function parseTsvector(text: string): CompactVector {
  const entries: Entry[] = [];
  let at = 0;
  for (;;) {
    const t = readToken(text, at, false);
    if (!t) break;
    at = t.end;
    if (utf8Length(t.lexeme) > MAX_LEXEME_BYTES) throw new Error(`word is too long (${utf8Length(t.lexeme)} bytes, max ${MAX_LEXEME_BYTES} bytes)`);
    entries.push({ lexeme: t.lexeme, pos: t.positions.length ? t.positions : null });
  }
  let n = entries.length;
  const lens: number[] = [];
  if (n > 0) {
    // uniqueentry
    if (n > 1) pgQsort(entries, byLexeme);
    let res = 0;
    for (let ptr = 1; ptr < n; ptr++) {
      const p = entries[ptr];
      const r = entries[res];
      if (p.lexeme !== r.lexeme) {
        lens[res] = r.pos ? uniquePos(r.pos) : 0;
        entries[++res] = p;
      } else if (p.pos) {
        if (r.pos) for (const x of p.pos) r.pos.push(x);
        else r.pos = p.pos;
      }
    }
    const last = entries[res];
    lens[res] = last.pos ? uniquePos(last.pos) : 0;
    n = res + 1;
  }
  const offsets = new Uint32Array(n + 1);
  let total = 0;
  for (let i = 0; i < n; i++) {
    total += lens[i];
    offsets[i + 1] = total;
  }
  const data = new Uint16Array(total);
  const lexemes: string[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const e = entries[i];
    lexemes[i] = e.lexeme;
    const pos = e.pos;
    for (let j = 0, o = offsets[i]; j < lens[i]; j++) data[o + j] = pos![j];
  }
  return new CompactVector(lexemes, offsets, data);
}

/** A lexeme as tsvectorout and tsqueryout write it: quoted, '' for a quote, \\ for a backslash. */
export function quoteOut(lexeme: string): string {
  let out = "'";
  for (let i = 0; i < lexeme.length; i++) {
    const ch = lexeme[i];
    if (ch === "'") out += "'";
    else if (ch === "\\") out += "\\";
    out += ch;
  }
  return out + "'";
}

/**
 * A vector's text as PostgreSQL prints it (tsvectorout): `'abc':1A,5 'mark'`,
 * weight D without a letter.
 */
export function formatTsvector(v: VectorView): string {
  const parts: string[] = [];
  for (let i = 0; i < v.size; i++) {
    let s = quoteOut(v.lexeme(i));
    const pos = v.positions(i);
    if (pos.length) {
      const ps: string[] = [];
      for (let j = 0; j < pos.length; j++) ps.push(`${pos[j] & 0x3fff}${["", "C", "B", "A"][(pos[j] >> 14) & 3]}`);
      s += `:${ps.join(",")}`;
    }
    parts.push(s);
  }
  return parts.join(" ");
}
