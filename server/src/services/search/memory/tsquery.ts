/**
 * tsqueries in memory (DESIGN §6, the in-memory search index of the
 * embedded database): `text::tsquery` parsed as PostgreSQL parses it, and
 * `vector @@ query` answered exactly as PostgreSQL answers it.
 *
 * Ported from PostgreSQL 18 (the version PGlite 0.5 embeds):
 * src/backend/utils/adt/tsquery.c (gettoken_query_standard, makepol,
 * findoprnd, tsqueryout) and tsvector_op.c (ts_match_vq, TS_execute,
 * TS_phrase_execute, TS_phrase_output, checkcondition_str, checkclass_str).
 * The query keeps PostgreSQL's QueryItem array (polish notation: an operator,
 * then its right operand, then its left one), because ts_rank's result
 * depends on that order (rank.ts), and a tree of the same items (`root`).
 *
 * Semantics worth knowing (all PostgreSQL's):
 * - a phrase (<->, <N>) needs positions: a lexeme stored without any (a
 *   filter mark) makes the phrase "maybe", and the topmost phrase operator
 *   turns "maybe" into false, before any NOT above it applies;
 * - outside a phrase a weight restriction (:A) matches a lexeme without
 *   positions; inside one it does not;
 * - a prefix (:*) inside a phrase stands at every position of every lexeme
 *   it matches;
 * - in a phrase, & and | align their operands to the right end of the wider
 *   one, and NOT matches everywhere its operand does not.
 */
import { compareLexemes, isSpace, nativeOrder, pgQsort, PositionCursor, quoteOut, readToken, searchLexeme, utf8Length, type VectorView } from "./vector.js";

/** Operator codes (ts_type.h). */
export const OP_NOT = 1;
export const OP_AND = 2;
export const OP_OR = 3;
export const OP_PHRASE = 4;
/** Kind of an operand item (kind[i] is one of the OP_* codes otherwise). */
export const VAL = 0;

/** Operator priorities (tsquery.c tsearch_op_priority), by code. */
const PRIORITY = [0, 4, 2, 1, 3];

/** Largest phrase distance (<N>): MAXENTRYPOS. */
const MAX_DISTANCE = 16384;
/** Longest operand, in UTF-8 bytes (MAXSTRLEN − 1). */
const MAX_OPERAND_BYTES = 2046;
/** Operators waiting on one nesting level (STACKDEPTH). */
const STACK_DEPTH = 32;

/** One node of a parsed tsquery; `item` is its index in the QueryItem array. */
export type TsNode =
  | { readonly type: "val"; readonly item: number; readonly lexeme: string; readonly weight: number; readonly prefix: boolean }
  | { readonly type: "not"; readonly item: number; readonly arg: TsNode }
  | { readonly type: "and" | "or"; readonly item: number; readonly left: TsNode; readonly right: TsNode }
  | { readonly type: "phrase"; readonly item: number; readonly distance: number; readonly left: TsNode; readonly right: TsNode };

/** ExecPhraseData: a sub-match's positions (ascending, unique; the ends of matches wider than one lexeme). */
class PhraseData {
  npos = 0;
  /** the positions are where the sub-query does NOT match */
  negate = false;
  /** match width in lexemes, less one */
  width = 0;
  pos = new Int32Array(8);
  reset(): void {
    this.npos = 0;
    this.negate = false;
    this.width = 0;
  }
  /** Room for n positions (the current ones are not kept). */
  room(n: number): void {
    if (this.pos.length < n) this.pos = new Int32Array(Math.max(n, this.pos.length * 2));
  }
}

/**
 * A parsed tsquery: PostgreSQL's QueryItem array (kind, left, distance,
 * lexeme, weight, prefix by item index; item 0 is the root) and the same as
 * a tree. A query of no lexemes (`''::tsquery`) has size 0 and root null: it
 * matches nothing and ranks 0. Holds the scratch space matches() and rank.ts
 * reuse, so one query is evaluated by one caller at a time (JS is).
 */
export class TsQuery {
  /** number of items (PostgreSQL's query->size) */
  readonly size: number;
  /** VAL or an OP_* code, by item */
  readonly kind: Uint8Array;
  /** offset of an operator's left operand (its right one is the next item); 1 for NOT */
  readonly left: Int32Array;
  /** a phrase operator's distance */
  readonly distance: Int32Array;
  /** an operand's lexeme ("" for operators) */
  readonly lexeme: readonly string[];
  /** an operand's weight bitmask (A 8, B 4, C 2, D 1; 0: any) */
  readonly weight: Uint8Array;
  /** an operand's prefix flag (1: `:*`) */
  readonly prefix: Uint8Array;
  /** an operand's nativeOrder (vector.ts): 1 when JS string order finds it */
  readonly native: Uint8Array;
  /** the items as a tree (null: the empty query) */
  readonly root: TsNode | null;
  /** the text parsed */
  readonly text: string;

  /** @internal per binary operator, its operands' phrase data (null for the other items) */
  readonly dataL: (PhraseData | null)[];
  /** @internal */
  readonly dataR: (PhraseData | null)[];
  /** @internal the positions of a prefix's lexemes, gathered */
  union = new Int32Array(64);
  /** @internal rank.ts: the operands sorted and made unique, by item index (SortAndUniqItems) */
  rankItems: Int32Array | null = null;

  constructor(text: string, kind: Uint8Array, left: Int32Array, distance: Int32Array, lexeme: string[], weight: Uint8Array, prefix: Uint8Array) {
    this.text = text;
    this.size = kind.length;
    this.kind = kind;
    this.left = left;
    this.distance = distance;
    this.lexeme = lexeme;
    this.weight = weight;
    this.prefix = prefix;
    this.native = Uint8Array.from(lexeme, (l) => (nativeOrder(l) ? 1 : 0));
    this.dataL = [];
    this.dataR = [];
    for (let i = 0; i < this.size; i++) {
      const binary = kind[i] === OP_AND || kind[i] === OP_OR || kind[i] === OP_PHRASE;
      this.dataL.push(binary ? new PhraseData() : null);
      this.dataR.push(binary ? new PhraseData() : null);
    }
    this.root = this.size ? this.node(0) : null;
  }

  private node(i: number): TsNode {
    switch (this.kind[i]) {
      case VAL:
        return { type: "val", item: i, lexeme: this.lexeme[i], weight: this.weight[i], prefix: this.prefix[i] === 1 };
      case OP_NOT:
        return { type: "not", item: i, arg: this.node(i + 1) };
      case OP_PHRASE:
        return { type: "phrase", item: i, distance: this.distance[i], left: this.node(i + this.left[i]), right: this.node(i + 1) };
      default:
        return { type: this.kind[i] === OP_AND ? "and" : "or", item: i, left: this.node(i + this.left[i]), right: this.node(i + 1) };
    }
  }
}

// ── parsing (tsquery.c) ─────────────────────────────────────────────────────

const END = 0;
const VALUE = 1;
const OPERATOR = 2;
const OPEN = 3;
const CLOSE = 4;

interface Pushed {
  kind: number;
  lexeme: string;
  weight: number;
  prefix: boolean;
  distance: number;
}

/** The parser's state (TSQueryParserStateData). */
class Parser {
  at = 0;
  count = 0;
  state: "first" | "operand" | "operator" = "first";
  /** items in the order PostgreSQL pushes them (postfix) */
  readonly out: Pushed[] = [];
  operandBytes = 0;
  // the last token
  op = 0;
  dist = 0;
  lexeme = "";
  weight = 0;
  prefix = false;

  constructor(readonly text: string) {}

  syntax(): Error {
    return new Error(`syntax error in tsquery: "${this.text}"`);
  }

  /** get_modifiers: `:*AB` after an operand. */
  private modifiers(): void {
    const t = this.text;
    this.weight = 0;
    this.prefix = false;
    if (t.charCodeAt(this.at) !== 58) return;
    this.at++;
    for (; this.at < t.length; this.at++) {
      const c = t.charCodeAt(this.at);
      if (c === 97 || c === 65) this.weight |= 8;
      else if (c === 98 || c === 66) this.weight |= 4;
      else if (c === 99 || c === 67) this.weight |= 2;
      else if (c === 100 || c === 68) this.weight |= 1;
      else if (c === 42) this.prefix = true;
      else return;
    }
  }

  /** parse_phrase_operator: `<->` or `<N>` at `at`; false when it is not one. */
  private phraseOperator(): boolean {
    const t = this.text;
    let i = this.at;
    if (t.charCodeAt(i) !== 60) return false;
    i++;
    let d = 1;
    if (t.charCodeAt(i) === 45) i++;
    else {
      if (!(t.charCodeAt(i) >= 48 && t.charCodeAt(i) <= 57)) return false;
      let v = 0;
      while (t.charCodeAt(i) >= 48 && t.charCodeAt(i) <= 57) {
        if (v <= MAX_DISTANCE) v = v * 10 + t.charCodeAt(i) - 48;
        i++;
      }
      if (v > MAX_DISTANCE) throw new Error(`distance in phrase operator must be an integer value between zero and ${MAX_DISTANCE} inclusive`);
      d = v;
    }
    if (t.charCodeAt(i) !== 62) return false;
    i++;
    // PostgreSQL only finishes the operator when something follows it
    if (i >= t.length) return false;
    this.dist = d;
    this.at = i;
    return true;
  }

  /** gettoken_query_standard. */
  token(): number {
    const t = this.text;
    for (;;) {
      const c = this.at < t.length ? t.charCodeAt(this.at) : 0;
      if (this.state !== "operator") {
        if (c === 33) {
          this.at++;
          this.state = "operand";
          this.op = OP_NOT;
          return OPERATOR;
        }
        if (c === 40) {
          this.at++;
          this.state = "operand";
          this.count++;
          return OPEN;
        }
        if (c === 58) throw this.syntax();
        if (!isSpace(c)) {
          const tok = readToken(t, this.at, true);
          if (tok) {
            this.lexeme = tok.lexeme;
            this.at = tok.end;
            this.modifiers();
            this.state = "operator";
            return VALUE;
          }
          if (this.state === "first") return END;
          throw new Error(`no operand in tsquery: "${t}"`);
        }
      } else {
        if (c === 38 || c === 124) {
          this.at++;
          this.state = "operand";
          this.op = c === 38 ? OP_AND : OP_OR;
          return OPERATOR;
        }
        if (this.phraseOperator()) {
          this.state = "operand";
          this.op = OP_PHRASE;
          return OPERATOR;
        }
        if (c === 41) {
          this.at++;
          this.count--;
          if (this.count < 0) throw this.syntax();
          return CLOSE;
        }
        if (c === 0) {
          if (this.count) throw this.syntax();
          return END;
        }
        if (!isSpace(c)) throw this.syntax();
      }
      this.at++;
    }
  }

  pushValue(): void {
    const bytes = utf8Length(this.lexeme);
    if (bytes > MAX_OPERAND_BYTES) throw new Error(`word is too long in tsquery: "${this.text}"`);
    if (this.operandBytes >= (1 << 20) - 1) throw new Error(`value is too big in tsquery: "${this.text}"`);
    this.operandBytes += bytes + 1;
    this.out.push({ kind: VAL, lexeme: this.lexeme, weight: this.weight, prefix: this.prefix, distance: 0 });
  }

  pushOperator(op: number, distance: number): void {
    this.out.push({ kind: op, lexeme: "", weight: 0, prefix: false, distance: op === OP_PHRASE ? distance : 0 });
  }

  /** makepol: one nesting level, operators by priority (NOT right-associative, the others left). */
  makepol(): void {
    const ops: number[] = [];
    const dists: number[] = [];
    const clean = (op: number) => {
      const p = PRIORITY[op];
      while (ops.length) {
        const top = PRIORITY[ops[ops.length - 1]];
        if ((op !== OP_NOT && p > top) || (op === OP_NOT && p >= top)) break;
        this.pushOperator(ops.pop()!, dists.pop()!);
      }
    };
    for (;;) {
      const type = this.token();
      if (type === END) break;
      if (type === VALUE) this.pushValue();
      else if (type === OPERATOR) {
        clean(this.op);
        if (ops.length === STACK_DEPTH) throw new Error("tsquery stack too small");
        ops.push(this.op);
        dists.push(this.dist);
      } else if (type === OPEN) this.makepol();
      else {
        clean(OP_OR);
        return;
      }
    }
    clean(OP_OR);
  }
}

/**
 * Parses a tsquery's text as `text::tsquery` does (tsqueryin, not
 * to_tsquery: no normalisation of the lexemes): quoted ('it''s', backslash
 * escapes) or bare lexemes, `:*` prefix and weights `:A`…`:D` (`:*AB`), `!`,
 * `&`, `|`, `<->`, `<N>` (0 ≤ N ≤ 16384) and parentheses; `!` binds
 * tightest, then the phrase operators, then `&`, then `|`; all but `!` are
 * left-associative.
 * @example parseTsquery("'兰格' & ('东风' <-> '风夜') | 'lang':*A")
 * @throws Error with PostgreSQL's message on bad syntax ("syntax error in tsquery: …", "no operand in tsquery: …")
 */
export function parseTsquery(text: string): TsQuery {
  const p = new Parser(text);
  p.makepol();
  // PostgreSQL prepends each pushed item: the array is the reverse of the pushes
  const items = p.out.reverse();
  const n = items.length;
  const kind = new Uint8Array(n);
  const left = new Int32Array(n);
  const distance = new Int32Array(n);
  const weight = new Uint8Array(n);
  const prefix = new Uint8Array(n);
  const lexeme: string[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const it = items[i];
    kind[i] = it.kind;
    distance[i] = it.distance;
    weight[i] = it.weight;
    prefix[i] = it.prefix ? 1 : 0;
    lexeme[i] = it.lexeme;
  }
  // findoprnd: each operator's left operand follows its right one
  const walk = (i: number): number => {
    if (i >= n) throw new Error("malformed tsquery: operand not found");
    if (kind[i] === VAL) return i + 1;
    if (kind[i] === OP_NOT) {
      left[i] = 1;
      return walk(i + 1);
    }
    const r = walk(i + 1);
    left[i] = r - i;
    return walk(r);
  };
  if (n && walk(0) !== n) throw new Error("malformed tsquery: extra nodes");
  return new TsQuery(text, kind, left, distance, lexeme, weight, prefix);
}

/**
 * A query's text as PostgreSQL prints it (tsqueryout): `'a' & ( 'b' <-> 'c' )`,
 * "" for the empty query.
 */
export function formatTsquery(q: TsQuery): string {
  if (!q.size) return "";
  let i = 0;
  const infix = (parent: number, rightPhrase: boolean): string => {
    const k = q.kind[i];
    if (k === VAL) {
      let s = quoteOut(q.lexeme[i]);
      const w = q.weight[i];
      if (w || q.prefix[i]) {
        s += ":";
        if (q.prefix[i]) s += "*";
        if (w & 8) s += "A";
        if (w & 4) s += "B";
        if (w & 2) s += "C";
        if (w & 1) s += "D";
      }
      i++;
      return s;
    }
    const pr = PRIORITY[k];
    if (k === OP_NOT) {
      i++;
      const s = `!${infix(pr, false)}`;
      return pr < parent ? `( ${s} )` : s;
    }
    const paren = pr < parent || (k === OP_PHRASE && rightPhrase);
    const d = q.distance[i];
    i++;
    const right = infix(pr, k === OP_PHRASE);
    const leftText = infix(pr, false);
    const op = k === OP_OR ? "|" : k === OP_AND ? "&" : d !== 1 ? `<${d}>` : "<->";
    const s = `${leftText} ${op} ${right}`;
    return paren ? `( ${s} )` : s;
  };
  return infix(-1, false);
}

// ── matching (tsvector_op.c) ────────────────────────────────────────────────

/** TSTernaryValue */
const NO = 0;
const YES = 1;
const MAYBE = 2;

/** TS_phrase_output emit flags */
const L_ONLY = 1;
const R_ONLY = 2;
const BOTH = 4;

const cursor = new PositionCursor();

/**
 * checkclass_str: an entry against an operand's weights; fills `data` with its
 * (weight-filtered) positions when given.
 */
function checkClass(v: VectorView, e: number, weight: number, data: PhraseData | null): number {
  cursor.at(v, e);
  const arr = cursor.arr;
  const from = cursor.from;
  const to = cursor.to;
  if (to === from) return data ? MAYBE : YES; // no positions: matches any weight, but no phrase
  if (weight) {
    if (data) {
      data.room(to - from);
      const out = data.pos;
      let n = 0;
      for (let j = from; j < to; j++) if (weight & (1 << (arr[j] >> 14))) out[n++] = arr[j] & 0x3fff;
      data.npos = n;
      return n ? YES : NO;
    }
    for (let j = from; j < to; j++) if (weight & (1 << (arr[j] >> 14))) return YES;
    return NO;
  }
  if (data) {
    data.room(to - from);
    const out = data.pos;
    for (let j = from; j < to; j++) out[j - from] = arr[j] & 0x3fff;
    data.npos = to - from;
  }
  return YES;
}

/** checkcondition_str: an operand (item i) in the vector; with `data`, where. */
function checkOperand(q: TsQuery, v: VectorView, i: number, data: PhraseData | null): number {
  const lexeme = q.lexeme[i];
  const weight = q.weight[i];
  const found = searchLexeme(v, lexeme, q.native[i] === 1);
  let res = found >= 0 ? checkClass(v, found, weight, data) : NO;
  if (!q.prefix[i] || (res === YES && !data)) return res;
  // a prefix: every entry from the lower bound that starts with it
  if (data) data.npos = 0;
  res = NO;
  let n = 0;
  const size = v.size;
  for (let e = found >= 0 ? found : -found - 1; (res !== YES || data) && e < size && v.lexeme(e).startsWith(lexeme); e++) {
    const sub = checkClass(v, e, weight, data);
    if (sub === NO) continue;
    if (!data) {
      if (sub === YES || res === NO) res = sub;
      continue;
    }
    if (sub === MAYBE) {
      // a lexeme without positions: the phrase cannot be checked
      res = MAYBE;
      n = 0;
      break;
    }
    if (q.union.length < n + data.npos) {
      const u = new Int32Array(Math.max(n + data.npos, q.union.length * 2));
      u.set(q.union.subarray(0, n));
      q.union = u;
    }
    q.union.set(data.pos.subarray(0, data.npos), n);
    n += data.npos;
    data.npos = 0;
  }
  if (data && n > 0) {
    // sorted, unique (qsort + qunique by position)
    const all = q.union.subarray(0, n).sort();
    data.room(n);
    const out = data.pos;
    let m = 0;
    for (let j = 0; j < n; j++) if (m === 0 || out[m - 1] !== all[j]) out[m++] = all[j];
    data.npos = m;
    res = YES;
  }
  return res;
}

/** TS_phrase_output: merges L's and R's positions (offset) as `emit` says, into data (null: only whether any). */
function phraseOutput(data: PhraseData | null, L: PhraseData, R: PhraseData, emit: number, lOff: number, rOff: number, maxNpos: number): number {
  let li = 0;
  let ri = 0;
  const ln = L.npos;
  const rn = R.npos;
  const lp = L.pos;
  const rp = R.pos;
  if (data) data.room(maxNpos);
  while (li < ln || ri < rn) {
    let a: number;
    let b: number;
    if (li < ln) a = lp[li] + lOff;
    else {
      if (!(emit & R_ONLY)) break;
      a = 0x7fffffff;
    }
    if (ri < rn) b = rp[ri] + rOff;
    else {
      if (!(emit & L_ONLY)) break;
      b = 0x7fffffff;
    }
    let out = 0;
    if (a < b) {
      if (emit & L_ONLY) out = a;
      li++;
    } else if (a === b) {
      if (emit & BOTH) out = b;
      li++;
      ri++;
    } else {
      if (emit & R_ONLY) out = b;
      ri++;
    }
    if (out > 0) {
      // stored as a WordEntryPos (uint16) and read back as WEP_GETPOS
      if (data) data.pos[data.npos++] = out & 0x3fff;
      else return YES;
    }
  }
  return data && data.npos > 0 ? YES : NO;
}

/** TS_phrase_execute: item i at or below a phrase operator; data null only at the topmost phrase. */
function phraseExec(q: TsQuery, v: VectorView, i: number, data: PhraseData | null): number {
  const k = q.kind[i];
  if (k === VAL) return checkOperand(q, v, i, data);
  if (k === OP_NOT) {
    const d = data!;
    const r = phraseExec(q, v, i + 1, d);
    if (r === NO) {
      // match nowhere → match everywhere
      d.negate = true;
      return YES;
    }
    if (r === YES) {
      if (d.npos > 0) {
        d.negate = !d.negate;
        return YES;
      }
      if (d.negate) d.negate = false;
      return NO;
    }
    return MAYBE;
  }
  const L = q.dataL[i]!;
  const R = q.dataR[i]!;
  L.reset();
  R.reset();
  let lOff: number;
  let rOff: number;
  if (k === OP_AND || k === OP_PHRASE) {
    const lm = phraseExec(q, v, i + q.left[i], L);
    if (lm === NO) return NO;
    const rm = phraseExec(q, v, i + 1, R);
    if (rm === NO) return NO;
    if (lm === MAYBE || rm === MAYBE) return MAYBE;
    if (k === OP_PHRASE) {
      lOff = q.distance[i] + R.width;
      rOff = 0;
      if (data) data.width = q.distance[i] + L.width + R.width;
    } else {
      const w = L.width > R.width ? L.width : R.width;
      lOff = w - L.width;
      rOff = w - R.width;
      if (data) data.width = w;
    }
    if (L.negate && R.negate) {
      // !L & !R: !(L | R)
      phraseOutput(data, L, R, BOTH | L_ONLY | R_ONLY, lOff, rOff, L.npos + R.npos);
      if (data) data.negate = true;
      return YES;
    }
    if (L.negate) return phraseOutput(data, L, R, R_ONLY, lOff, rOff, R.npos);
    if (R.negate) return phraseOutput(data, L, R, L_ONLY, lOff, rOff, L.npos);
    return phraseOutput(data, L, R, BOTH, lOff, rOff, Math.min(L.npos, R.npos));
  }
  // OP_OR
  const d = data!;
  const lm = phraseExec(q, v, i + q.left[i], L);
  const rm = phraseExec(q, v, i + 1, R);
  if (lm === NO && rm === NO) return NO;
  if (lm === MAYBE || rm === MAYBE) return MAYBE;
  if (lm === NO) L.width = 0;
  if (rm === NO) R.width = 0;
  const w = L.width > R.width ? L.width : R.width;
  lOff = w - L.width;
  rOff = w - R.width;
  d.width = w;
  if (L.negate && R.negate) {
    // !L | !R: !(L & R)
    phraseOutput(d, L, R, BOTH, lOff, rOff, Math.min(L.npos, R.npos));
    d.negate = true;
    return YES;
  }
  if (L.negate) {
    // !L | R: !(L & !R)
    phraseOutput(d, L, R, L_ONLY, lOff, rOff, L.npos);
    d.negate = true;
    return YES;
  }
  if (R.negate) {
    // L | !R: !(!L & R)
    phraseOutput(d, L, R, R_ONLY, lOff, rOff, R.npos);
    d.negate = true;
    return YES;
  }
  return phraseOutput(d, L, R, BOTH | L_ONLY | R_ONLY, lOff, rOff, L.npos + R.npos);
}

/** TS_execute_recurse above any phrase operator (no "maybe" can reach here). */
function exec(q: TsQuery, v: VectorView, i: number): boolean {
  switch (q.kind[i]) {
    case VAL:
      return checkOperand(q, v, i, null) === YES;
    case OP_NOT:
      return !exec(q, v, i + 1);
    case OP_AND:
      return exec(q, v, i + q.left[i]) && exec(q, v, i + 1);
    case OP_OR:
      return exec(q, v, i + q.left[i]) || exec(q, v, i + 1);
    default:
      // the topmost phrase: "maybe" (a lexeme without positions) is no
      return phraseExec(q, v, i, null) === YES;
  }
}

/**
 * `vector @@ query`, exactly as PostgreSQL answers it (ts_match_vq): the empty
 * query matches nothing. Allocates next to nothing per call: the phrase
 * buffers live in the query (they grow, rarely); a VectorView other than a
 * CompactVector is asked positions(e) where a weight or a phrase needs them,
 * and a prefix inside a phrase sorts its lexemes' positions in a view.
 * @returns true when the vector matches
 */
export function matches(q: TsQuery, v: VectorView): boolean {
  return q.size > 0 && exec(q, v, 0);
}

/**
 * The operands of a query sorted by lexeme (PostgreSQL's qsort, compareLexemes)
 * with repeats left out, the first of each kept (tsrank.c SortAndUniqItems):
 * what ts_rank ranks on. Computed once per query.
 * @returns item indexes of q
 */
export function rankOperands(q: TsQuery): Int32Array {
  if (q.rankItems) return q.rankItems;
  const items: number[] = [];
  for (let i = 0; i < q.size; i++) if (q.kind[i] === VAL) items.push(i);
  let n = items.length;
  if (n >= 2) {
    const lex = q.lexeme;
    const cmp = (a: number, b: number) => compareLexemes(lex[a], lex[b]);
    pgQsort(items, cmp);
    let prev = 0;
    for (let p = 1; p < n; p++) if (cmp(items[p], items[prev]) !== 0) items[++prev] = items[p];
    n = prev + 1;
  }
  return (q.rankItems = Int32Array.from(items.slice(0, n)));
}
