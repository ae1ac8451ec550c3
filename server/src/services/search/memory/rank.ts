/**
 * ts_rank in memory (DESIGN §6, the in-memory search index of the embedded
 * database): `ts_rank(vector, query)` with the default weights {0.1, 0.2,
 * 0.4, 1.0} (D, C, B, A) and normalization 0, exactly as PostgreSQL computes
 * it, float4 arithmetic included.
 *
 * Ported from PostgreSQL 18 src/backend/utils/adt/tsrank.c (calc_rank,
 * calc_rank_and, calc_rank_or, find_wordentry, word_distance; the operands
 * from tsquery.ts rankOperands, SortAndUniqItems). What it does, in words:
 * - only the query's root decides the formula (& or a phrase: the pairs of
 *   operands; anything else: each operand alone); NOT, | and phrase
 *   distances below the root play no part, nor do the operands' weights;
 *   an operand repeated counts once;
 * - & / phrase: for each pair of distinct operands and each pair of their
 *   positions at distance d > 0, sqrt(w₁·w₂·word_distance(d)) combined as
 *   1 − Π(1 − x); a prefix operand takes the positions of the last lexeme
 *   it matches when it is the earlier one of a pair; a lexeme without
 *   positions stands at 16383 (distance 0 to another such one counts as
 *   16384); no pair at all ranks 1e-20;
 * - otherwise: for each matching lexeme Σ wⱼ/j² over its positions (the
 *   heaviest counted as if first), divided by π²/6, averaged over operands; a
 *   lexeme without positions counts once with weight D.
 * C's float arithmetic is mirrored with Math.fround where C rounds to float.
 */
import { PositionCursor, prefixEnd, searchLexeme, type VectorView } from "./vector.js";
import { OP_AND, OP_PHRASE, rankOperands, type TsQuery } from "./tsquery.js";

/** The default weights as float4, by WordEntryPos weight (D, C, B, A). */
const W = Float32Array.from([0.1, 0.2, 0.4, 1.0]);

/** word_distance(d) as float4 for d = 0 … 100 (above: 1e-30). */
const WORD_DISTANCE = new Float32Array(101);
for (let d = 1; d <= 100; d++) WORD_DISTANCE[d] = 1.0 / (1.005 + 0.05 * Math.exp(Math.fround(d) / 1.5 - 2));
const FAR = Math.fround(1e-30);
/** A position of a lexeme stored without any: 16383 for &, 0 for the rest (weight D both). */
const POSNULL_AND = Uint16Array.of(16383);
const POSNULL_OR = Uint16Array.of(0);
/** MAXENTRYPOS: the distance of two lexemes without positions. */
const NULL_DISTANCE = 16384;
/** calc_rank's answer when & finds no pair. */
const NO_PAIR = Math.fround(1e-20);

const cursor = new PositionCursor();

/** Scratch of calc_rank_and, per operand: its current entry's positions. */
let pArr: ArrayLike<number>[] = [];
let pFrom = new Int32Array(16);
let pTo = new Int32Array(16);
/** 0 none yet, 1 positions, 2 POSNULL */
let pState = new Uint8Array(16);

/** The first entry entriesOf found. */
let entStart = 0;

/** find_wordentry: the entries [entStart, returned end) that operand item `i` of q matches in v. */
function entriesOf(q: TsQuery, v: VectorView, i: number): number {
  const lexeme = q.lexeme[i];
  const found = searchLexeme(v, lexeme, q.native[i] === 1);
  if (!q.prefix[i]) {
    entStart = found;
    return found >= 0 ? found + 1 : found;
  }
  entStart = found >= 0 ? found : -found - 1;
  return prefixEnd(v, lexeme, entStart);
}

/** calc_rank_or: each operand's lexemes alone. @returns a float4 value */
function rankOr(q: TsQuery, v: VectorView, items: Int32Array): number {
  let res = 0;
  const size = items.length;
  for (let i = 0; i < size; i++) {
    const end = entriesOf(q, v, items[i]);
    for (let e = entStart; e < end; e++) {
      cursor.at(v, e);
      let arr = cursor.arr;
      let from = cursor.from;
      let to = cursor.to;
      if (from === to) {
        arr = POSNULL_OR;
        from = 0;
        to = 1;
      }
      let resj = 0;
      let wjm = -1;
      let jm = 0;
      for (let j = 0; j < to - from; j++) {
        const w = W[arr[from + j] >> 14];
        resj = Math.fround(resj + Math.fround(w / ((j + 1) * (j + 1))));
        if (w > wjm) {
          wjm = w;
          jm = j;
        }
      }
      // float (wjm + resj − wjm / (jm+1)²), then double / 1.64493406685 + res, rounded to float
      res = Math.fround(res + Math.fround(Math.fround(wjm + resj) - Math.fround(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685);
    }
  }
  if (size > 0) res = Math.fround(res / size);
  return res;
}

/** calc_rank_and: pairs of operands near each other. @returns a float4 value, −1 when no pair */
function rankAnd(q: TsQuery, v: VectorView, items: Int32Array): number {
  const size = items.length;
  if (size < 2) return rankOr(q, v, items);
  if (pState.length < size) {
    pFrom = new Int32Array(size * 2);
    pTo = new Int32Array(size * 2);
    pState = new Uint8Array(size * 2);
  }
  pState.fill(0, 0, size);
  let res = -1;
  for (let i = 0; i < size; i++) {
    const end = entriesOf(q, v, items[i]);
    for (let e = entStart; e < end; e++) {
      cursor.at(v, e);
      let arr = cursor.arr;
      let from = cursor.from;
      let to = cursor.to;
      let nullI = false;
      if (from === to) {
        arr = POSNULL_AND;
        from = 0;
        to = 1;
        nullI = true;
      }
      // pos[i] = this entry (the last one stays for the operands after i)
      pArr[i] = arr;
      pFrom[i] = from;
      pTo[i] = to;
      pState[i] = nullI ? 2 : 1;
      for (let k = 0; k < i; k++) {
        if (!pState[k]) continue;
        const ct = pArr[k];
        const cFrom = pFrom[k];
        const cTo = pTo[k];
        const anyNull = nullI || pState[k] === 2;
        for (let l = from; l < to; l++) {
          const pl = arr[l];
          const wl = W[pl >> 14];
          const posl = pl & 0x3fff;
          for (let p = cFrom; p < cTo; p++) {
            const cp = ct[p];
            let dist = posl - (cp & 0x3fff);
            if (dist < 0) dist = -dist;
            if (dist || anyNull) {
              if (!dist) dist = NULL_DISTANCE;
              // float w·w·word_distance, double sqrt, rounded to float; the combination in double, rounded to float
              const curw = Math.fround(Math.sqrt(Math.fround(Math.fround(wl * W[cp >> 14]) * (dist > 100 ? FAR : WORD_DISTANCE[dist]))));
              res = res < 0 ? curw : Math.fround(1.0 - (1.0 - res) * (1.0 - curw));
            }
          }
        }
      }
    }
  }
  // let the views go (a generic VectorView's positions arrays)
  if (pArr.length) pArr.fill(POSNULL_OR, 0, size);
  return res;
}

/**
 * ts_rank(vector, query) as PostgreSQL's float4, before it is printed: the
 * same order as tsRank, cheaper (no decimal conversion).
 * @returns a float4 value ≥ 0 (0 for an empty vector or query; 1e-20 as float4 for a & query with no pair)
 */
export function tsRankFloat4(q: TsQuery, v: VectorView): number {
  if (!v.size || !q.size) return 0;
  const items = rankOperands(q);
  if (pArr.length < items.length) pArr = new Array<ArrayLike<number>>(items.length * 2).fill(POSNULL_OR);
  const k = q.kind[0];
  let res = k === OP_AND || k === OP_PHRASE ? rankAnd(q, v, items) : rankOr(q, v, items);
  if (res < 0) res = NO_PAIR;
  return res;
}

/**
 * `ts_rank(vector, query)` exactly as PGlite returns it: PostgreSQL's float4,
 * printed shortest (extra_float_digits 1) and read back as a JS number, so
 * that it is === to the value PostgreSQL answers.
 * @returns a rank ≥ 0 (see tsRankFloat4; sorting by either gives the same order)
 */
export function tsRank(q: TsQuery, v: VectorView): number {
  return float4Number(tsRankFloat4(q, v));
}

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

/** float4Number's recent answers (ranks repeat: the same few weights and distances). */
const printed = new Map<number, number>();

/**
 * A float4 value as PostgreSQL prints it (the shortest decimal that reads
 * back as the same float4: Ryu, ties to even) and a client reads it back:
 * 0.098500855, not 0.09850085526704788.
 * @param x a float4 value (Math.fround of something), 0 ≤ x ≤ 1 as ranks are (any finite one works)
 */
export function float4Number(x: number): number {
  if (x === 0 || !Number.isFinite(x)) return x;
  let out = printed.get(x);
  if (out === undefined) {
    out = shortestFloat4(x);
    if (printed.size >= 4096) printed.clear();
    printed.set(x, out);
  }
  return out;
}

function shortestFloat4(x: number): number {
  f32[0] = x;
  const bits = u32[0];
  const pow2 = (bits & 0x7fffff) === 0;
  // fewest digits that read back as x: 9 always do, and if p do, p + 1 do
  let lo = 1;
  let hi = 9;
  let best = Number.NaN;
  let bestP = 9;
  while (lo <= hi) {
    const p = (lo + hi) >> 1;
    const n = nearest(x, p, pow2);
    if (n === n) {
      best = n;
      bestP = p;
      hi = p - 1;
    } else lo = p + 1;
  }
  if (best !== best) return x;
  // two decimals of that length equally near x (its exact expansion ends one digit further, in a 5):
  // Ryu takes the even one, toExponential the larger. Below 1 that needs ≤ 10 significant bits.
  if (Math.abs(x) >= 1 || (bits & 0x3fff) === 0) return evenAtTie(x, bestP, best);
  return best;
}

/** The nearest p-digit decimal that reads back as float4 x (or, x a power of two, the nearest on the other side), or NaN. */
function nearest(x: number, p: number, pow2: boolean): number {
  const s = x.toExponential(p - 1);
  const n = +s;
  if (Math.fround(n) === x) return n;
  if (!pow2) return Number.NaN;
  // x a power of two: its float4 interval is narrower below, so the nearest
  // p-digit decimal may fall out of it while the nearest on the other side is in
  const e = s.indexOf("e");
  const digits = +s.slice(0, e).replace(".", "");
  const other = +`${n < x ? digits + 1 : digits - 1}e${+s.slice(e + 1) - (p - 1)}`;
  return Math.fround(other) === x ? other : Number.NaN;
}

/** Ryu's choice between two p-digit decimals equally near x: the even one (when it reads back as x). */
function evenAtTie(x: number, p: number, best: number): number {
  const s = best.toExponential(p - 1);
  const e = s.indexOf("e");
  // best even: Ryu's choice at a tie too
  if ((s.charCodeAt(e - 1) - 48) % 2 === 0) return best;
  const digits = +s.slice(0, e).replace(".", "").replace("-", "");
  const down = (x < 0 ? -1 : 1) * +`${digits - 1}e${+s.slice(e + 1) - (p - 1)}`;
  if (Math.fround(down) !== x) return best;
  // both read back: a tie only if x lies exactly halfway (its exact expansion, fewer than 101 digits from 1e-30 on)
  const full = Math.abs(x).toExponential(100);
  const fe = full.indexOf("e");
  const exact = full[0] + full.slice(2, fe);
  if (exact[p] !== "5") return best;
  for (let i = p + 1; i < exact.length; i++) if (exact[i] !== "0") return best;
  return down;
}
