/**
 * A search's plan from the in-memory index (issue 21 item 6): the same Plan
 * ranking.ts planSearch makes from SQL, for the same query, with the same
 * rules (its file comment): the newest RANK_CANDIDATES matches ranked by
 * ts_rank, the text as typed first; the first TEXT_COUNT_CAP matches in time
 * or shooting-date order; counts capped alike. The keyset walk after them
 * (sessions.ts nextPage) takes its stories from the index too (walkInMemory),
 * and PostgreSQL reads them by primary key. Matching runs on the index's inverted
 * lists as bit sets, and a story's own vector is checked (tsquery.ts matches)
 * only where the lists cannot tell: phrases, weights and NOT.
 *
 * `planInMemory` and `walkInMemory` answer null for what the index does not
 * hold (the price and file-type filters read the items, the subject-name
 * filter PostgreSQL's lower()): the search then plans and walks in SQL.
 */
import { EDITIONS_OF_LANG } from "../../../../../common/edition.js";
import type { Lang } from "../../../locale/index.js";
import { dateBounds, type CompiledQuery, type Filters } from "../query.js";
import { cappedTotal, firstMatchesPlan, rankedPlan, type Caps, type Cursor, type Keyset, type Plan, type Ranked } from "../ranking.js";
import type { MemDoc, MemoryIndex } from "./memory-index.js";
import { tsRankFloat4 } from "./rank.js";
import { matches, parseTsquery, type TsNode, type TsQuery } from "./tsquery.js";

/** A bit set over the index's slots. */
type Bits = Uint32Array;

const has = (b: Bits, slot: number) => (b[slot >>> 5] & (1 << (slot & 31))) !== 0;

/** The orders of the stories a plan walks, brought up to date when the index changed. */
interface Orders {
  version: number;
  /** MemoryIndex.layout when they were built or last patched */
  layout: number;
  /** MemoryIndex.slots then: slots from there on were appended since */
  slots: number;
  /** MemoryIndex.removed.length then: the slots listed from there on died since */
  removed: number;
  /** each order: the stories' slots */
  ord: Partial<Record<OrderName, Int32Array>>;
  /** each order's inverse: a slot's position in it (−1 for a slot not in it) */
  pos: Partial<Record<OrderName, Int32Array>>;
}
/**
 * publish time, newest first, then pcId descending (ranking.ts: order by publish_time desc, pc_id desc);
 * shooting date descending ("" last), then pcId descending (query.ts sortKey);
 * shooting date ascending ("" as "9999-99-99", so last), then pcId ascending
 */
type OrderName = "timeDesc" | "shootDesc" | "shootAsc";
const ORDER_NAMES: readonly OrderName[] = ["timeDesc", "shootDesc", "shootAsc"];
const orders = new WeakMap<MemoryIndex, Orders>();

const cmpText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** How each order sorts two stories. */
const COMPARE: Record<OrderName, (a: MemDoc, b: MemDoc) => number> = {
  timeDesc: (a, b) => b.publishUs - a.publishUs || cmpText(b.pcId, a.pcId),
  shootDesc: (a, b) => cmpText(b.shootDate, a.shootDate) || cmpText(b.pcId, a.pcId),
  shootAsc: (a, b) => cmpText(a.shootDate || "9999-99-99", b.shootDate || "9999-99-99") || cmpText(a.pcId, b.pcId),
};

/**
 * Slots written or removed since the orders were made, at most, for which
 * they are patched (the dead ones cut out and the new ones put in by binary
 * search, in block copies) rather than sorted again. At 100,000 stories the
 * first plan after a story was written took 41–49 ms when the order was
 * sorted again, 2.1–2.3 ms patched (bench data, one story rewritten between
 * plans).
 */
const PATCH_MAX = 1024;

/** The slots of the stories held, in one order (kept per index version, patched after a few writes). */
function order(ix: MemoryIndex, which: OrderName): Int32Array {
  let o = orders.get(ix);
  if (o && o.version !== ix.version) {
    if (o.layout === ix.layout && ix.slots - o.slots + ix.removed.length - o.removed <= PATCH_MAX) patch(ix, o);
    else o = undefined;
  }
  if (!o) orders.set(ix, (o = { version: ix.version, layout: ix.layout, slots: ix.slots, removed: ix.removed.length, ord: {}, pos: {} }));
  const cached = o.ord[which];
  if (cached) return cached;
  const docs = ix.docs.filter((d): d is MemDoc => d !== null);
  docs.sort(COMPARE[which]);
  const slots = Int32Array.from(docs, (d) => d.slot);
  o.ord[which] = slots;
  o.pos[which] = inverse(ix, slots);
  return slots;
}

/** Each slot's position in `slots` (−1 for a slot not in it). */
function inverse(ix: MemoryIndex, slots: Int32Array): Int32Array {
  const pos = new Int32Array(ix.slots).fill(-1);
  for (let k = 0; k < slots.length; k++) pos[slots[k]] = k;
  return pos;
}

/**
 * Where `d` goes in an order (`slots`, sorted by `cmp`) among its live
 * stories: a position with every live story before it sorting before `d`
 * and none after it. Dead slots (docs[slot] null, being cut out) are skipped
 * to the next live one.
 */
function insertionPoint(ix: MemoryIndex, slots: Int32Array, d: MemDoc, cmp: (a: MemDoc, b: MemDoc) => number): number {
  let lo = 0;
  let hi = slots.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    let m = mid;
    while (m < hi && !ix.docs[slots[m]]) m++;
    if (m === hi) hi = mid;
    else if (cmp(ix.docs[slots[m]]!, d) < 0) lo = m + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Brings the orders made up to date with the index, whose slots since then
 * have only died or been appended (same layout): in each order the dead
 * slots' positions (from its inverse) are cut out and the live new stories
 * put in where a binary search places them, the runs between copied whole.
 */
function patch(ix: MemoryIndex, o: Orders): void {
  const added: MemDoc[] = [];
  for (let slot = o.slots; slot < ix.slots; slot++) {
    const d = ix.docs[slot];
    if (d) added.push(d);
  }
  const died = ix.removed.slice(o.removed).filter((slot) => slot < o.slots);
  for (const which of ORDER_NAMES) {
    const old = o.ord[which];
    const oldPos = o.pos[which];
    if (!old || !oldPos) continue;
    const cmp = COMPARE[which];
    // what leaves (positions, ascending) and what comes in (its place in the old order, ascending)
    const cut = Int32Array.from(died, (slot) => oldPos[slot]).sort();
    const put = added.map((d) => ({ d, at: insertionPoint(ix, old, d, cmp) })).sort((a, b) => a.at - b.at || cmp(a.d, b.d));
    const n = old.length - cut.length + put.length;
    const slots = new Int32Array(n);
    let from = 0;
    let to = 0;
    let c = 0;
    let p = 0;
    // copies old[from, end) to the output, then moves past it
    const copy = (end: number) => {
      slots.set(old.subarray(from, end), to);
      to += end - from;
      from = end;
    };
    while (c < cut.length || p < put.length) {
      if (p < put.length && (c === cut.length || put[p].at <= cut[c])) {
        copy(put[p].at);
        slots[to++] = put[p++].d.slot;
      } else {
        copy(cut[c++]);
        from++;
      }
    }
    copy(old.length);
    o.ord[which] = slots;
    o.pos[which] = inverse(ix, slots);
  }
  o.version = ix.version;
  o.slots = ix.slots;
  o.removed = ix.removed.length;
}

/** A slot's position in an order (order's inverse; −1 for a slot not in it). */
function positions(ix: MemoryIndex, which: OrderName): Int32Array {
  order(ix, which);
  return orders.get(ix)!.pos[which]!;
}

/** A predicate on a slot; `bits`, when set, holds every slot it can accept (the candidates from the inverted lists). */
type SlotTest = ((slot: number) => boolean) & { bits?: Bits };

/** `test` with the candidates it can accept. */
const within = (test: (slot: number) => boolean, bits: Bits | undefined): SlotTest => Object.assign(test, { bits });

/** The intersection of two candidate sets (undefined: any slot). */
function both(a: Bits | undefined, b: Bits | undefined): Bits | undefined {
  if (!a || !b) return a ?? b;
  const out = new Uint32Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i] & b[i];
  return out;
}

/**
 * What reading one candidate's position costs against testing one slot of an
 * order's walk (the positions are extracted from the bit set and sorted). A
 * walk stops at its limit: with c candidates among n stories it tests about
 * n × limit / c slots (all n when c ≤ limit); the candidates' positions are
 * read instead when c × SPARSE_COST is less. At 100,000 stories a rare word's
 * few hundred matches are then sorted by position instead of passing the
 * 100,000 slots through the test (issue 21 item 6).
 */
const SPARSE_COST = 4;

/** Number of bits set. */
function popcount(bits: Bits): number {
  let c = 0;
  for (let i = 0; i < bits.length; i++) {
    let x = bits[i] - ((bits[i] >>> 1) & 0x55555555);
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    c += (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return c;
}

/** The positions in an order (`pos`) of the slots in `bits` that it holds, ascending. */
function sparsePositions(bits: Bits, pos: Int32Array): Int32Array {
  const out: number[] = [];
  for (let w = 0; w < bits.length; w++) {
    let x = bits[w];
    while (x !== 0) {
      const low = x & -x;
      const slot = (w << 5) | (31 - Math.clz32(low));
      x ^= low;
      const p = slot < pos.length ? pos[slot] : -1;
      if (p >= 0) out.push(p);
    }
  }
  return Int32Array.from(out).sort();
}

/** The filters of a search as one predicate on a story (query.ts conditionsOf, without the tsquery). */
function filterOf(f: Filters, lang: Lang, bound: string): (d: MemDoc) => boolean {
  const boundUs = Date.parse(bound) * 1000;
  const editions = EDITIONS_OF_LANG[lang];
  const types = f.types?.length ? new Set(f.types) : null;
  const subjects = f.subjectCodes?.length ? new Set(f.subjectCodes) : null;
  const excluded = f.excludeSubjectCodes?.length ? new Set(f.excludeSubjectCodes) : null;
  const parent = f.subjectParentCode;
  let shootLo: string | undefined;
  let shootHi: string | undefined;
  let pubLo = -Infinity;
  let pubHi = Infinity;
  if (f.date) {
    const { lo, hi } = dateBounds(f.date);
    if (f.date.field === "shootDate") {
      shootLo = lo ?? "";
      shootHi = hi;
    } else {
      if (lo) pubLo = Date.parse(lo) * 1000;
      if (hi) pubHi = Date.parse(hi) * 1000;
    }
  }
  const byShoot = f.date?.field === "shootDate";
  return (d) =>
    d.online &&
    d.siteCode === f.siteCode &&
    d.publishUs <= boundUs &&
    d.titled[lang] &&
    (d.editions === null || d.editions.some((e) => editions.includes(e as never))) &&
    (!f.pcId || d.pcId === f.pcId) &&
    (!types || types.has(d.type)) &&
    (!subjects || subjects.has(d.subjectCode)) &&
    (!parent || d.subjectCode === parent || d.subjectCode.startsWith(`${parent}_`)) &&
    (!excluded || !excluded.has(d.subjectCode)) &&
    (!byShoot || (d.shootDate !== "" && d.shootDate >= shootLo! && (shootHi === undefined || d.shootDate <= shootHi))) &&
    d.publishUs >= pubLo &&
    d.publishUs <= pubHi;
}

/** A tsquery operand's weight mask for :ABC (tsquery.ts: A 8, B 4, C 2, D 1). */
const WEIGHT_ABC = 8 | 4 | 2;

/**
 * The stories matching a tsquery: a superset as a bit set from the inverted
 * lists, and whether each member must still be checked against its vector
 * (phrases, weights, NOT: what the lists cannot tell).
 */
function candidates(ix: MemoryIndex, lang: Lang, q: TsQuery): { bits: Bits; check: boolean } {
  const words = (ix.slots + 31) >>> 5;
  let check = false;
  const walk = (n: TsNode): Bits => {
    switch (n.type) {
      case "val": {
        // weighted ABC (suggestions: the A–C fields): the abc lists are exact outside a phrase; any other weight is checked
        const abc = n.weight === WEIGHT_ABC;
        if (n.weight && !abc) check = true;
        const out = new Uint32Array(words);
        for (const run of ix.runsOf(lang, n.lexeme, n.prefix, abc)) {
          const a = run.a;
          for (let i = run.from; i < run.to; i++) out[a[i] >>> 5] |= 1 << (a[i] & 31);
        }
        return out;
      }
      case "not": {
        // the stories without the operand are not in the lists: every story, checked
        check = true;
        walk(n.arg);
        return new Uint32Array(words).fill(0xffffffff);
      }
      case "and":
      case "phrase": {
        if (n.type === "phrase") check = true;
        const l = walk(n.left);
        const r = walk(n.right);
        for (let i = 0; i < words; i++) l[i] &= r[i];
        return l;
      }
      case "or": {
        const l = walk(n.left);
        const r = walk(n.right);
        for (let i = 0; i < words; i++) l[i] |= r[i];
        return l;
      }
    }
  };
  // the empty query ('') matches nothing
  const bits = q.root ? walk(q.root) : new Uint32Array(words);
  return { bits, check };
}

/** A compiled tsquery's matches among the stories passing `filter`, as a predicate on a slot. */
function matcher(ix: MemoryIndex, lang: Lang, text: string, filter: (d: MemDoc) => boolean): SlotTest {
  const q = parseTsquery(text);
  const { bits, check } = candidates(ix, lang, q);
  return within((slot) => {
    if (!has(bits, slot)) return false;
    const d = ix.docs[slot];
    return !!d && filter(d) && (!check || matches(q, d.vec[lang]));
  }, bits);
}

/**
 * The first `limit` slots of an order passing `ok`, from position `from` of
 * the order (reversed when `reverse`): the order walked, or, when `ok` has
 * few candidates (SPARSE_COST), only their positions in it.
 */
function firstOf(ix: MemoryIndex, which: OrderName, ok: SlotTest, limit: number, reverse = false, from = 0): MemDoc[] {
  const ord = order(ix, which);
  const out: MemDoc[] = [];
  const n = ord.length;
  const c = ok.bits ? popcount(ok.bits) : n;
  const sparse = ok.bits && c * SPARSE_COST < (c > limit ? (n * limit) / c : n) ? sparsePositions(ok.bits, positions(ix, which)) : null;
  if (sparse) {
    const m = sparse.length;
    for (let j = 0; j < m && out.length < limit; j++) {
      const p = sparse[reverse ? m - 1 - j : j];
      const k = reverse ? n - 1 - p : p;
      if (k < from) continue;
      const slot = ord[p];
      if (ok(slot)) out.push(ix.docs[slot]!);
    }
    return out;
  }
  for (let k = from; k < n && out.length < limit; k++) {
    const slot = ord[reverse ? n - 1 - k : k];
    if (ok(slot)) out.push(ix.docs[slot]!);
  }
  return out;
}

/**
 * The pcIds of the newest `limit` stories matching tsquery text `tsq` and the
 * filters, newest first (publish time, then pcId, both descending): what a
 * walk of the publish-time index gives (suggest.ts on the embedded database).
 * @param bound ISO time: stories published after it are left out
 */
export function newestMatching(ix: MemoryIndex, lang: Lang, tsq: string, f: Filters, bound: string, limit: number): string[] {
  return firstOf(ix, "timeDesc", matcher(ix, lang, tsq, filterOf(f, lang, bound)), limit).map((d) => d.pcId);
}

/** ranking.ts rankNewest: the newest `limit` matches ranked by ts_rank (ties newest first), and where the walk continues. */
function rankNewest(ix: MemoryIndex, lang: Lang, rankQ: TsQuery, ok: SlotTest, limit: number): Ranked {
  const cand = firstOf(ix, "timeDesc", ok, limit + 1);
  const more = cand.length > limit;
  // the one past the limit is the oldest: dropped, the walk continues below the next oldest
  const kept = more ? cand.slice(0, limit) : cand;
  const ranked = kept.map((d, i) => ({ d, i, r: tsRankFloat4(rankQ, d.vec[lang]) }));
  // rank, then newest first: kept is newest first, so its index breaks the ties
  ranked.sort((a, b) => b.r - a.r || a.i - b.i);
  const last = kept[kept.length - 1];
  return { ids: ranked.map((x) => x.d.pcId), below: more ? { k: last.publishText, id: last.pcId } : null };
}

/**
 * Plans a search from the index, as ranking.ts planSearch does from SQL; null
 * when the search has a filter the index does not hold (see the file comment).
 * @param bound the session's snapshot (ISO): stories published after it are left out
 */
export function planInMemory(ix: MemoryIndex, c: CompiledQuery, f: Filters, bound: string, caps: Caps): Plan | null {
  if (f.fileExts?.length || f.price || f.subjects?.length) return null;
  const lang = c.lang;
  const filter = filterOf(f, lang, bound);
  const all: SlotTest = (slot: number) => {
    const d = ix.docs[slot];
    return !!d && filter(d);
  };
  const ok = c.tsq ? matcher(ix, lang, c.tsq, filter) : all;
  if (c.sort === "relevance" && c.rankQ) {
    const rankQ = parseTsquery(c.rankQ);
    if (!c.exactQ) return rankedPlan(rankNewest(ix, lang, rankQ, ok, caps.rankCandidates));
    const exactQ = parseTsquery(c.exactQ);
    // the stories holding every lexeme of the text as typed (a Chinese run's bigrams): only they can hold it in order
    const ex = candidates(ix, lang, exactQ);
    const memo = new Map<number, boolean>();
    const isExact = (slot: number) => {
      if (!has(ex.bits, slot)) return false;
      if (!ex.check) return true;
      let v = memo.get(slot);
      if (v === undefined) memo.set(slot, (v = matches(exactQ, ix.docs[slot]!.vec[lang])));
      return v;
    };
    const exact = rankNewest(ix, lang, rankQ, within((s) => ok(s) && isExact(s), both(ok.bits, ex.bits)), caps.rankCandidates);
    // none when there are more exact matches than candidates (ranking.ts planSearch: the walk lists the rest)
    const loose = exact.below ? { ids: [], below: null } : rankNewest(ix, lang, rankQ, within((s) => ok(s) && !isExact(s), ok.bits), caps.rankCandidates);
    return rankedPlan(exact, loose);
  }
  const ks = c.sort === "shootDate" ? "shootDate" : "publishTime";
  if (c.tsq) {
    const cap = caps.textCountCap;
    const rows = firstInOrder(ix, ks, c.dir, ok, cap + 1);
    if (c.hasWords) return firstMatchesPlan(rows.map((d) => ({ pcId: d.pcId, k: keyText(d, ks, c.dir) })), cap, ks, c.dir);
    // author, type or subject marks only: all of them in order when at most the cap, else the walk
    if (rows.length <= cap) return { ids: rows.map((d) => d.pcId), keyset: null, total: rows.length, totalExact: true };
    return listThenWalk({ ...cappedTotal(rows.length, cap), ids: null, keyset: null }, rows.slice(0, cap), ks, c.dir);
  }
  let n = 0;
  const cap = caps.totalCap;
  for (let slot = 0; slot < ix.slots && n <= cap; slot++) if (all(slot)) n++;
  return listThenWalk({ ...cappedTotal(n, cap), ids: null, keyset: null }, firstInOrder(ix, ks, c.dir, all, caps.textCountCap), ks, c.dir);
}

/**
 * Where the SQL plan walks every match in keyset order from the start, the
 * index lists the first ones (a page of them is then read by primary key,
 * not found by walking the time index past every story that fails the
 * filters) and the walk continues after the last: the same stories in the
 * same order. `first`: the first matches in that order.
 */
function listThenWalk(plan: Plan, first: MemDoc[], ks: "publishTime" | "shootDate", dir: "asc" | "desc"): Plan {
  plan.ids = first.map((d) => d.pcId);
  const last = first[first.length - 1];
  plan.keyset = { cursor: last ? { k: keyText(last, ks, dir), id: last.pcId } : null, sort: ks, dir };
  return plan;
}

/** The first `limit` matches in a keyset order (query.ts sortKey), as the SQL walk would list them. */
function firstInOrder(ix: MemoryIndex, ks: "publishTime" | "shootDate", dir: "asc" | "desc", ok: SlotTest, limit: number): MemDoc[] {
  if (ks === "publishTime") return firstOf(ix, "timeDesc", ok, limit, dir === "asc");
  return firstOf(ix, dir === "desc" ? "shootDesc" : "shootAsc", ok, limit);
}

/** A story's sort key as PostgreSQL prints it (`${sortKey}::text`): the keyset cursor's `k`. */
function keyText(d: MemDoc, ks: "publishTime" | "shootDate", dir: "asc" | "desc"): string {
  if (ks === "publishTime") return d.publishText;
  return dir === "desc" ? d.shootDate : d.shootDate || "9999-99-99";
}

/** A PostgreSQL timestamptz as text (`2026-01-01 10:00:00.123456+00`) in µs since the epoch, or null. */
function timestampUs(text: string): number | null {
  const m = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(?:\.(\d{1,6}))?([+-])(\d\d)(?::?(\d\d))?$/.exec(text);
  if (!m) return null;
  const ms = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]);
  const offsetMin = (m[8] === "-" ? -1 : 1) * (+m[9] * 60 + +(m[10] ?? 0));
  return (ms - offsetMin * 60_000) * 1000 + Number((m[7] ?? "").padEnd(6, "0"));
}

/**
 * The next stories of a session's keyset walk (sessions.ts nextPage), from
 * the index: the first `limit` matches after the cursor in the walk's order,
 * leaving out `listed` (a walk after two ranked lists): the stories the SQL
 * walk would read, without walking the time index past every story that
 * fails the filters or the words. Null when the index cannot tell (a filter
 * it does not hold, a cursor it cannot read): the walk goes on in SQL.
 * @param tsq the session's tsquery text, or null
 */
export function walkInMemory(
  ix: MemoryIndex,
  lang: Lang,
  tsq: string | null,
  f: Filters,
  bound: string,
  ks: Keyset,
  listed: ReadonlySet<string> | null,
  limit: number,
): MemDoc[] | null {
  if (f.fileExts?.length || f.price || f.subjects?.length) return null;
  const filter = filterOf(f, lang, bound);
  const ok: SlotTest = tsq
    ? matcher(ix, lang, tsq, filter)
    : (slot: number) => {
        const d = ix.docs[slot];
        return !!d && filter(d);
      };
  const byTime = ks.sort === "publishTime";
  const which: OrderName = byTime ? "timeDesc" : ks.dir === "desc" ? "shootDesc" : "shootAsc";
  const ord = order(ix, which);
  const reverse = byTime && ks.dir === "asc";
  const n = ord.length;
  const at = (k: number) => ix.docs[ord[reverse ? n - 1 - k : k]]!;
  // position after the cursor: the first story whose (key, pcId) comes after it in the walk's order
  let from = 0;
  if (ks.cursor) {
    const { k: key, id } = ks.cursor;
    let after: (d: MemDoc) => boolean;
    if (byTime) {
      const us = timestampUs(key);
      if (us === null) return null;
      after = ks.dir === "desc" ? (d) => d.publishUs < us || (d.publishUs === us && d.pcId < id) : (d) => d.publishUs > us || (d.publishUs === us && d.pcId > id);
    } else if (ks.dir === "desc") after = (d) => d.shootDate < key || (d.shootDate === key && d.pcId < id);
    else after = (d) => (d.shootDate || "9999-99-99") > key || ((d.shootDate || "9999-99-99") === key && d.pcId > id);
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (after(at(mid))) hi = mid;
      else lo = mid + 1;
    }
    from = lo;
  }
  const unlisted = listed ? within((slot) => ok(slot) && !listed.has(ix.docs[slot]!.pcId), ok.bits) : ok;
  return firstOf(ix, which, unlisted, limit, reverse, from);
}

/** The keyset cursor after a story of a walk (its sort key as PostgreSQL prints it, and its pcId). */
export function cursorAfter(d: MemDoc, ks: Keyset): Cursor {
  return { k: keyText(d, ks.sort, ks.dir), id: d.pcId };
}
