/**
 * The in-memory search index of the embedded database (issue 21 item 6,
 * DESIGN §6: every query kind within 25 ms p95 at 100,000 stories).
 *
 * PGlite is PostgreSQL compiled to WebAssembly, on one thread: a GIN scan and
 * ts_rank over a few hundred TOASTed vectors cost it 20–80 ms. This index
 * keeps, per story, what a search reads (status, site, type, subject,
 * editions, shooting date, publish time) and its two search vectors exactly
 * as PostgreSQL stores them (lexemes in PostgreSQL's order, positions with
 * weights: vector.ts), plus an inverted list of stories per lexeme, so that
 * plan.ts answers a search as planSearch (ranking.ts) would, with the same
 * tsquery semantics (tsquery.ts) and the same ts_rank (rank.ts).
 *
 * It follows the database: row triggers on story (migration 0025) notify
 * the pcId of every story written (channel search_change) while the
 * connection's setting `photowire.search_log` is on. PGlite delivers a
 * notification before the write that caused it resolves (at commit in a
 * transaction), so the index knows every write that finished before a
 * search, and reads those stories again before it (a search after none
 * costs no query). Only the embedded database turns the setting on (one
 * connection, one process): on PostgreSQL, with several processes,
 * searches stay in SQL.
 */
import { sql } from "drizzle-orm";
import type { Lang } from "../../../locale/index.js";
import { embeddedClient, rowsOf, type Db } from "../../../db/client.js";
import type { DirectPositions, VectorView } from "./vector.js";

/** Stories read per statement while loading. */
const LOAD_BATCH = 500;

/** A growable list of story slots, ascending (the inverted list of a lexeme for stories added after the load). */
class SlotList {
  a = new Int32Array(4);
  n = 0;
  /** Appends a slot (slots only grow: a story written gets a new one). */
  push(slot: number): void {
    if (this.n === this.a.length) {
      const b = new Int32Array(this.a.length * 2);
      b.set(this.a);
      this.a = b;
    }
    this.a[this.n++] = slot;
  }
}

/** A run of story slots, ascending: a[from] … a[to − 1]. */
export interface SlotRun {
  a: Int32Array;
  from: number;
  to: number;
}

/** FNV-1a over UTF-16 code units: the dictionary's hash, computed while a lexeme is read. */
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/**
 * Inverted lists of lexeme ids: the stories read by the load in one array
 * (CSR: `base`, each lexeme's run from baseOff[id] to baseOff[id + 1]), built
 * once after it; a story written later is appended to `extra` lists. A slot
 * is never reused, so a list may name a story since rewritten or deleted (a
 * dead slot): callers skip those (MemoryIndex.docs[slot] is null).
 */
class Postings {
  base = new Int32Array(0);
  baseOff = new Int32Array(1);
  extra = new Map<number, SlotList>();

  /** Builds `base` over `lexemes` ids from the stories' ids (slot order, so each run is ascending) and empties `extra`. */
  build(lexemes: number, vectors: readonly { slot: number; ids: Int32Array }[]): void {
    const off = new Int32Array(lexemes + 1);
    for (const v of vectors) for (const id of v.ids) off[id + 1]++;
    for (let i = 0; i < lexemes; i++) off[i + 1] += off[i];
    const base = new Int32Array(off[lexemes]);
    const at = off.slice(0, lexemes);
    for (const v of vectors) for (const id of v.ids) base[at[id]++] = v.slot;
    this.base = base;
    this.baseOff = off;
    this.extra = new Map();
  }

  /** Adds a story written after the load to its lexemes' lists. */
  add(slot: number, ids: Int32Array): void {
    for (const id of ids) {
      let list = this.extra.get(id);
      if (!list) this.extra.set(id, (list = new SlotList()));
      list.push(slot);
    }
  }

  /** The runs of slots holding a lexeme id. */
  runsOf(id: number, out: SlotRun[]): void {
    if (id + 1 < this.baseOff.length && this.baseOff[id + 1] > this.baseOff[id]) out.push({ a: this.base, from: this.baseOff[id], to: this.baseOff[id + 1] });
    const list = this.extra.get(id);
    if (list) out.push({ a: list.a, from: 0, to: list.n });
  }
}

/** The lexeme ids of a vector that have a position of weight A, B or C, or no position (what a term weighted ABC matches). */
function abcIds(v: PackedVector): Int32Array {
  const out: number[] = [];
  for (let i = 0; i < v.ids.length; i++) {
    const from = v.offsets[i];
    const to = v.offsets[i + 1];
    let hit = from === to;
    // WordEntryPos: weight in the top two bits (D 0)
    for (let k = from; !hit && k < to; k++) hit = v.data[k] >>> 14 !== 0;
    if (hit) out.push(v.ids[i]);
  }
  return Int32Array.from(out);
}

/**
 * The lexemes of one language: ids (an open-addressing table on FNV-1a
 * hashes, so that reading a vector needs no substring for a lexeme already
 * known), strings, inverted lists, and their sorted order (for prefixes).
 *
 * Two sets of inverted lists (Postings): `all`, the stories holding a lexeme;
 * `abc`, those holding it at a position of weight A, B or C (title,
 * photographers, keywords and subject) or without positions (a filter mark),
 * which is exactly what a query term weighted ABC matches outside a phrase
 * (suggestions: the A–C fields, without reading vectors).
 */
class Dictionary {
  strings: string[] = [];
  private hashes = new Int32Array(1024);
  private table = new Int32Array(1 << 12).fill(-1);
  /** the stories holding each lexeme */
  readonly all = new Postings();
  /** the stories holding each lexeme at weight A, B or C, or without positions */
  readonly abc = new Postings();
  /** ids sorted by string (JS order: any total order keeps a prefix's lexemes together) */
  private sorted: number[] = [];
  /** ids added since `sorted` was built */
  private pending: number[] = [];

  /** The id of text[from, to) (hash h over those code units), added if new. */
  idOfRange(text: string, from: number, to: number, h: number): number {
    const len = to - from;
    const mask = this.table.length - 1;
    let i = h & mask;
    for (;;) {
      const id = this.table[i];
      if (id === -1) break;
      if (this.hashes[id] === h) {
        const s = this.strings[id];
        if (s.length === len) {
          let k = 0;
          while (k < len && s.charCodeAt(k) === text.charCodeAt(from + k)) k++;
          if (k === len) return id;
        }
      }
      i = (i + 1) & mask;
    }
    const id = this.strings.length;
    this.strings.push(from === 0 && to === text.length ? text : text.slice(from, to));
    if (id === this.hashes.length) {
      const b = new Int32Array(id * 2);
      b.set(this.hashes);
      this.hashes = b;
    }
    this.hashes[id] = h;
    this.table[i] = id;
    this.pending.push(id);
    if ((id + 1) * 2 > this.table.length) this.grow();
    return id;
  }

  /** The id of a lexeme, added if new. */
  idOf(lexeme: string): number {
    let h = FNV_OFFSET;
    for (let k = 0; k < lexeme.length; k++) h = Math.imul(h ^ lexeme.charCodeAt(k), FNV_PRIME);
    return this.idOfRange(lexeme, 0, lexeme.length, h);
  }

  private grow(): void {
    const table = new Int32Array(this.table.length * 2).fill(-1);
    const mask = table.length - 1;
    for (let id = 0; id < this.strings.length; id++) {
      let i = this.hashes[id] & mask;
      while (table[i] !== -1) i = (i + 1) & mask;
      table[i] = id;
    }
    this.table = table;
  }

  /** The id of a known lexeme, or -1. */
  find(lexeme: string): number {
    let h = FNV_OFFSET;
    for (let k = 0; k < lexeme.length; k++) h = Math.imul(h ^ lexeme.charCodeAt(k), FNV_PRIME);
    const mask = this.table.length - 1;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      const id = this.table[i];
      if (id === -1) return -1;
      if (this.hashes[id] === h && this.strings[id] === lexeme) return id;
    }
  }

  /** Builds both sets of lists from the stories' vectors (slot order) and empties their later additions. */
  buildLists(vectors: readonly { slot: number; vec: PackedVector }[]): void {
    const n = this.strings.length;
    this.all.build(n, vectors.map((v) => ({ slot: v.slot, ids: v.vec.ids })));
    this.abc.build(n, vectors.map((v) => ({ slot: v.slot, ids: abcIds(v.vec) })));
  }

  /** Adds a story written after the load to both sets of lists. */
  addStory(slot: number, vec: PackedVector): void {
    this.all.add(slot, vec.ids);
    this.abc.add(slot, abcIds(vec));
  }

  /** The ids of the lexemes starting with `prefix`. */
  withPrefix(prefix: string): number[] {
    if (this.pending.length) {
      const s = this.strings;
      const byString = (a: number, b: number) => (s[a] < s[b] ? -1 : s[a] > s[b] ? 1 : 0);
      const add = this.pending.sort(byString);
      this.pending = [];
      const merged: number[] = new Array(this.sorted.length + add.length);
      let i = 0;
      let j = 0;
      let k = 0;
      while (i < this.sorted.length && j < add.length) merged[k++] = byString(this.sorted[i], add[j]) <= 0 ? this.sorted[i++] : add[j++];
      while (i < this.sorted.length) merged[k++] = this.sorted[i++];
      while (j < add.length) merged[k++] = add[j++];
      this.sorted = merged;
    }
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.strings[this.sorted[mid]] < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: number[] = [];
    for (let i = lo; i < this.sorted.length && this.strings[this.sorted[i]].startsWith(prefix); i++) out.push(this.sorted[i]);
    return out;
  }
}

/**
 * A tsvector held compactly: lexeme ids in PostgreSQL's order (as its text
 * output lists them), and their positions as PostgreSQL's WordEntryPos
 * (weight << 14 | position; A 3, B 2, C 1, D 0).
 */
export class PackedVector implements VectorView, DirectPositions {
  constructor(
    private readonly dict: Dictionary,
    /** lexeme ids (Dictionary), in PostgreSQL's order */
    readonly ids: Int32Array,
    /** size + 1 offsets into data */
    readonly offsets: Uint32Array,
    /** WordEntryPos values of all lexemes */
    readonly data: Uint16Array,
  ) {}
  get size(): number {
    return this.ids.length;
  }
  lexeme(i: number): string {
    return this.dict.strings[this.ids[i]];
  }
  positions(i: number): Uint16Array {
    return this.data.subarray(this.offsets[i], this.offsets[i + 1]);
  }
}

/** WordEntryPos weight bits by letter code (A 3, B 2, C 1, D 0). */
const WEIGHT_OF = (c: number) => (c === 65 ? 3 : c === 66 ? 2 : c === 67 ? 1 : c === 68 ? 0 : -1);

/** packVector's scratch space (grown as needed; one vector is read at a time). */
let scratchIds = new Int32Array(1024);
let scratchOff = new Uint32Array(1025);
let scratchPos = new Uint16Array(4096);

/**
 * Parses PostgreSQL's text output of a tsvector (`'abc':1A,5 'it''s':3B 'mark'`)
 * into a PackedVector of `dict`'s ids. The output lists the lexemes in
 * PostgreSQL's order, unique, so they are kept as they come.
 * @throws Error on text that is not a tsvector's output
 */
function packVector(dict: Dictionary, text: string): PackedVector {
  let n = 0;
  let np = 0;
  let i = 0;
  const len = text.length;
  while (i < len) {
    let c = text.charCodeAt(i);
    if (c === 32) {
      i++;
      continue;
    }
    if (c !== 39) throw new Error(`tsvector: a quote expected at ${i}`);
    const start = ++i;
    let h = FNV_OFFSET;
    let escaped = false;
    for (;;) {
      if (i >= len) throw new Error("tsvector: an unterminated lexeme");
      c = text.charCodeAt(i);
      if (c === 39 && text.charCodeAt(i + 1) !== 39) break;
      if (c === 39 || c === 92) {
        // '' or a backslash escape: the slow way below
        escaped = true;
        i += 2;
        continue;
      }
      h = Math.imul(h ^ c, FNV_PRIME);
      i++;
    }
    let id: number;
    if (!escaped) id = dict.idOfRange(text, start, i, h);
    else {
      let lex = "";
      for (let k = start; k < i; k++) {
        const ch = text.charCodeAt(k);
        if (ch === 39 || ch === 92) k++;
        lex += text[k];
      }
      id = dict.idOf(lex);
    }
    i++;
    if (n + 1 >= scratchIds.length) {
      const ids = new Int32Array(scratchIds.length * 2);
      ids.set(scratchIds);
      scratchIds = ids;
      const off = new Uint32Array(scratchIds.length + 1);
      off.set(scratchOff);
      scratchOff = off;
    }
    scratchIds[n] = id;
    if (text.charCodeAt(i) === 58) {
      i++;
      for (;;) {
        let p = 0;
        for (c = text.charCodeAt(i); c >= 48 && c <= 57; c = text.charCodeAt(++i)) p = p * 10 + (c - 48);
        const w = WEIGHT_OF(c);
        if (w >= 0) i++;
        if (np === scratchPos.length) {
          const pos = new Uint16Array(np * 2);
          pos.set(scratchPos);
          scratchPos = pos;
        }
        scratchPos[np++] = ((w < 0 ? 0 : w) << 14) | p;
        if (text.charCodeAt(i) !== 44) break;
        i++;
      }
    }
    scratchOff[++n] = np;
  }
  return new PackedVector(dict, scratchIds.slice(0, n), scratchOff.slice(0, n + 1), scratchPos.slice(0, np));
}

/** One story as the index keeps it. */
export interface MemDoc {
  slot: number;
  pcId: string;
  online: boolean;
  siteCode: string;
  type: string;
  subjectCode: string;
  /** a title in the language (adapters/story.ts inEdition) */
  titled: Record<Lang, boolean>;
  /** the editions an editor chose, or null: every edition where it has a title */
  editions: string[] | null;
  /** "" when unknown */
  shootDate: string;
  /** publish time, µs since the epoch (PostgreSQL's precision) */
  publishUs: number;
  /** publish time as PostgreSQL prints it (a keyset cursor's `k`) */
  publishText: string;
  vec: Record<Lang, PackedVector>;
}

interface StoryRow {
  pc_id: string;
  status: string;
  site_code: string;
  type: string;
  subject_code: string;
  tz: boolean;
  te: boolean;
  editions: string[] | null;
  shoot_date: string;
  us: string;
  pt: string;
  ven: string;
  vzh: string;
}

const COLUMNS = sql`pc_id, status, site_code, type, subject_code, title_zh <> '' as tz, title_en <> '' as te, editions, shoot_date,
  ((extract(epoch from publish_time) * 1000000)::int8)::text as us, publish_time::text as pt,
  search_vec_en::text as ven, search_vec_zh::text as vzh`;

/** The in-memory search index of one embedded database (see the file comment). */
export class MemoryIndex {
  /** the stories by slot (null: a free slot) */
  docs: (MemDoc | null)[] = [];
  private slotOf = new Map<string, number>();
  /** slots of stories since rewritten or deleted (compact() renumbers when they are many) */
  private dead = 0;
  /** reading every story: the inverted lists are built once at the end (Dictionary.buildLists) */
  private bulk = false;
  dict: Record<Lang, Dictionary> = { en: new Dictionary(), zh: new Dictionary() };
  /** bumped by every change: plan.ts brings its orders up to date when it moved */
  version = 0;
  /**
   * bumped when slots are renumbered or reused (compact(), clear()); between
   * two bumps slots only die (listed in `removed`) or are appended, so
   * plan.ts can patch its orders instead of sorting every story again
   */
  layout = 0;
  /** the slots that died since the layout last changed, in that order */
  removed: number[] = [];
  private loading: Promise<void> | null = null;
  private done = false;
  private catching: Promise<void> | null = null;
  /** pcIds notified since the last catch-up ("*": the table was truncated) */
  private changed = new Set<string>();
  private listening = false;

  constructor(private readonly db: Db) {}

  /** Number of stories held. */
  get size(): number {
    return this.slotOf.size;
  }

  /** Whether every story has been read (until then searches plan in SQL). */
  get loaded(): boolean {
    return this.done;
  }

  /**
   * Reads every story (the first call starts it; later calls return the same
   * promise). It yields between batches of LOAD_BATCH stories, so requests are
   * served meanwhile. A load that fails (the database closed) is forgotten,
   * and the next call starts again.
   */
  load(): Promise<void> {
    this.loading ??= this.readEverything().then(
      () => {
        this.done = true;
      },
      (err: unknown) => {
        this.clear();
        this.loading = null;
        throw err;
      },
    );
    return this.loading;
  }

  /**
   * Before a search: applies the changes logged since the last call and says
   * whether the index can answer; false while it loads (the load is started
   * then, in the background).
   */
  async current(): Promise<boolean> {
    if (!this.done) {
      this.load().catch(() => undefined);
      return false;
    }
    // one catch-up at a time; a search arriving during one waits for it, then runs its own (writes may have finished since)
    while (this.catching) await this.catching;
    this.catching = this.catchUp().finally(() => (this.catching = null));
    await this.catching;
    return true;
  }

  /** load(), then current(): for callers that must search from memory (tests, the bench). */
  async ready(): Promise<void> {
    await this.load();
    await this.current();
  }

  private clear(): void {
    this.docs = [];
    this.slotOf = new Map();
    this.dead = 0;
    this.dict = { en: new Dictionary(), zh: new Dictionary() };
    this.version++;
    this.layout++;
    this.removed = [];
  }

  private async readEverything(): Promise<void> {
    // the notifications first: a story written during the load is read again by the first catch-up
    if (!this.listening) {
      await embeddedClient(this.db)!.listen("search_change", (pcId) => this.changed.add(pcId));
      this.listening = true;
    }
    await this.db.execute(sql`set photowire.search_log = 'on'`);
    this.changed.clear();
    await this.readAll();
  }

  /** Reads every story, then builds the inverted lists in one pass. */
  private async readAll(): Promise<void> {
    this.bulk = true;
    try {
      let after = "";
      for (;;) {
        const rows = rowsOf<StoryRow>(await this.db.execute(sql`select ${COLUMNS} from story where pc_id > ${after} order by pc_id limit ${LOAD_BATCH}`));
        for (const r of rows) this.put(r);
        if (rows.length < LOAD_BATCH) break;
        after = rows[rows.length - 1].pc_id;
      }
    } finally {
      this.bulk = false;
    }
    this.buildLists();
  }

  private buildLists(): void {
    const live = this.docs.filter((d): d is MemDoc => d !== null);
    for (const lang of ["en", "zh"] as const) this.dict[lang].buildLists(live.map((d) => ({ slot: d.slot, vec: d.vec[lang] })));
  }

  /** Renumbers the slots without the dead ones and rebuilds the inverted lists. */
  private compact(): void {
    const live = this.docs.filter((d): d is MemDoc => d !== null);
    live.forEach((d, slot) => {
      d.slot = slot;
      this.slotOf.set(d.pcId, slot);
    });
    this.docs = live;
    this.dead = 0;
    this.buildLists();
    this.version++;
    this.layout++;
    this.removed = [];
  }

  private async catchUp(): Promise<void> {
    if (!this.changed.size) return;
    const ids = [...this.changed];
    this.changed = new Set();
    if (ids.includes("*")) {
      // the table was truncated: every story again
      this.clear();
      await this.readAll();
      return;
    }
    for (let i = 0; i < ids.length; i += LOAD_BATCH) {
      const batch = ids.slice(i, i + LOAD_BATCH);
      const rows = rowsOf<StoryRow>(
        await this.db.execute(sql`select ${COLUMNS} from story where pc_id in (${sql.join(batch.map((id) => sql`${id}`), sql`, `)})`),
      );
      const seen = new Set<string>();
      for (const r of rows) {
        this.put(r);
        seen.add(r.pc_id);
      }
      for (const id of batch) if (!seen.has(id)) this.remove(id);
    }
    if (this.dead > 1000 && this.dead > this.slotOf.size) this.compact();
  }

  /** Adds or replaces a story (always in a new slot: the inverted lists only grow). */
  private put(r: StoryRow): void {
    this.remove(r.pc_id);
    const slot = this.docs.length;
    const doc: MemDoc = {
      slot,
      pcId: r.pc_id,
      online: r.status === "online",
      siteCode: r.site_code,
      type: r.type,
      subjectCode: r.subject_code,
      titled: { zh: r.tz, en: r.te },
      editions: r.editions,
      shootDate: r.shoot_date,
      publishUs: Number(r.us),
      publishText: r.pt,
      vec: { en: packVector(this.dict.en, r.ven), zh: packVector(this.dict.zh, r.vzh) },
    };
    this.docs.push(doc);
    this.slotOf.set(r.pc_id, slot);
    if (!this.bulk) for (const lang of ["en", "zh"] as const) this.dict[lang].addStory(slot, doc.vec[lang]);
    this.version++;
  }

  /** Removes a story (nothing when it is not held); its slot stays dead in the inverted lists. */
  private remove(pcId: string): void {
    const slot = this.slotOf.get(pcId);
    if (slot === undefined) return;
    this.docs[slot] = null;
    this.slotOf.delete(pcId);
    this.dead++;
    this.removed.push(slot);
    this.version++;
  }

  /** Number of slots (the length a bit set over the stories needs). */
  get slots(): number {
    return this.docs.length;
  }

  /**
   * The slots holding a lexeme, or any lexeme starting with it (prefix), as
   * runs of the inverted lists; a run may name dead slots (docs[slot] null).
   * @param abc only where it stands at weight A, B or C or without positions
   *   (exactly what the term weighted ABC matches outside a phrase)
   */
  runsOf(lang: Lang, lexeme: string, prefix: boolean, abc = false): SlotRun[] {
    const d = this.dict[lang];
    const lists = abc ? d.abc : d.all;
    const out: SlotRun[] = [];
    if (!prefix) {
      const id = d.find(lexeme);
      if (id >= 0) lists.runsOf(id, out);
    } else for (const id of d.withPrefix(lexeme)) lists.runsOf(id, out);
    return out;
  }
}

const indexes = new WeakMap<Db, MemoryIndex>();

/**
 * The in-memory search index of a database: one per embedded database
 * (shared by every service on it), null on PostgreSQL (several processes
 * write it; the search stays in SQL there). SEARCH_MEMORY=0 keeps the
 * embedded database's searches in SQL too (SearchService's `memory` option).
 */
export function memoryIndexFor(db: Db): MemoryIndex | null {
  if (!embeddedClient(db)) return null;
  let ix = indexes.get(db);
  if (!ix) indexes.set(db, (ix = new MemoryIndex(db)));
  return ix;
}
