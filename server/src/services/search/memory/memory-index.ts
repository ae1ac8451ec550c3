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
 * It follows the database: row triggers on story (migration 0025)
 * log the pcId of every story written while the connection's setting
 * `photowire.search_log` is on; `catchUp` reads and empties that log before
 * each search, so a search sees every write that finished before it. Only
 * the embedded database turns the setting on (one connection, one process):
 * on PostgreSQL, with several processes, searches stay in SQL.
 */
import { sql } from "drizzle-orm";
import type { Lang } from "../../../locale/index.js";
import { isEmbedded, rowsOf, type Db } from "../../../db/client.js";
import type { DirectPositions, VectorView } from "./vector.js";

/** Stories read per statement while loading. */
const LOAD_BATCH = 500;

/** A growable sorted list of story slots (an inverted list). */
class SlotList {
  a = new Int32Array(4);
  n = 0;
  /** Adds a slot (kept sorted; the common case, a new highest slot, is an append). */
  add(slot: number): void {
    if (this.n === this.a.length) {
      const b = new Int32Array(this.a.length * 2);
      b.set(this.a);
      this.a = b;
    }
    if (this.n === 0 || this.a[this.n - 1] < slot) {
      this.a[this.n++] = slot;
      return;
    }
    const i = this.lowerBound(slot);
    if (this.a[i] === slot) return;
    this.a.copyWithin(i + 1, i, this.n);
    this.a[i] = slot;
    this.n++;
  }
  /** Removes a slot if present. */
  remove(slot: number): void {
    const i = this.lowerBound(slot);
    if (i >= this.n || this.a[i] !== slot) return;
    this.a.copyWithin(i, i + 1, this.n);
    this.n--;
  }
  private lowerBound(slot: number): number {
    let lo = 0;
    let hi = this.n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.a[mid] < slot) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** The lexemes of one language: ids, strings, inverted lists, and their sorted order (for prefixes). */
class Dictionary {
  readonly ids = new Map<string, number>();
  readonly strings: string[] = [];
  readonly lists: SlotList[] = [];
  /** ids sorted by string (JS order: any total order keeps a prefix's lexemes together) */
  private sorted: number[] = [];
  /** ids added since `sorted` was built */
  private pending: number[] = [];

  idOf(lexeme: string): number {
    let id = this.ids.get(lexeme);
    if (id === undefined) {
      id = this.strings.length;
      this.ids.set(lexeme, id);
      this.strings.push(lexeme);
      this.lists.push(new SlotList());
      this.pending.push(id);
    }
    return id;
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

const WEIGHT_BITS: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

/**
 * Parses PostgreSQL's text output of a tsvector (`'abc':1A,5 'it''s':3B 'mark'`)
 * into a PackedVector of `dict`'s ids.
 * @throws Error on text that is not a tsvector's output
 */
function packVector(dict: Dictionary, text: string): PackedVector {
  const ids: number[] = [];
  const off: number[] = [0];
  const pos: number[] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    if (text[i] === " ") {
      i++;
      continue;
    }
    if (text[i] !== "'") throw new Error(`tsvector: a quote expected at ${i}`);
    i++;
    let lex = "";
    let start = i;
    for (;;) {
      if (i >= n) throw new Error("tsvector: an unterminated lexeme");
      const ch = text[i];
      if (ch === "'") {
        if (text[i + 1] === "'") {
          lex += text.slice(start, i + 1);
          i += 2;
          start = i;
          continue;
        }
        lex += text.slice(start, i);
        i++;
        break;
      }
      if (ch === "\\") {
        lex += text.slice(start, i) + text[i + 1];
        i += 2;
        start = i;
        continue;
      }
      i++;
    }
    ids.push(dict.idOf(lex));
    if (text[i] === ":") {
      i++;
      for (;;) {
        let p = 0;
        while (i < n && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) p = p * 10 + (text.charCodeAt(i++) - 48);
        const w = WEIGHT_BITS[text[i]];
        if (w !== undefined) i++;
        pos.push(((w ?? 0) << 14) | p);
        if (text[i] !== ",") break;
        i++;
      }
    }
    off.push(pos.length);
  }
  return new PackedVector(dict, Int32Array.from(ids), Uint32Array.from(off), Uint16Array.from(pos));
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
  private free: number[] = [];
  dict: Record<Lang, Dictionary> = { en: new Dictionary(), zh: new Dictionary() };
  /** bumped by every change: plan.ts rebuilds its orders when it moved */
  version = 0;
  private loading: Promise<void> | null = null;
  private done = false;
  private catching: Promise<void> | null = null;

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
    this.free = [];
    this.dict = { en: new Dictionary(), zh: new Dictionary() };
    this.version++;
  }

  private async readEverything(): Promise<void> {
    // the log first: a story written during the load is read again by the first catch-up
    await this.db.execute(sql`set photowire.search_log = 'on'`);
    await this.db.execute(sql`delete from search_change`);
    await this.readAll();
  }

  private async readAll(): Promise<void> {
    let after = "";
    for (;;) {
      const rows = rowsOf<StoryRow>(await this.db.execute(sql`select ${COLUMNS} from story where pc_id > ${after} order by pc_id limit ${LOAD_BATCH}`));
      for (const r of rows) this.put(r);
      if (rows.length < LOAD_BATCH) break;
      after = rows[rows.length - 1].pc_id;
    }
  }

  private async catchUp(): Promise<void> {
    const changed = rowsOf<{ pc_id: string }>(await this.db.execute(sql`delete from search_change returning pc_id`));
    if (!changed.length) return;
    if (changed.some((r) => r.pc_id === "*")) {
      // the table was truncated: every story again
      this.clear();
      await this.readAll();
      return;
    }
    const ids = [...new Set(changed.map((r) => r.pc_id))];
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
  }

  /** Adds or replaces a story. */
  private put(r: StoryRow): void {
    this.remove(r.pc_id);
    const slot = this.free.length ? this.free.pop()! : this.docs.length;
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
    this.docs[slot] = doc;
    this.slotOf.set(r.pc_id, slot);
    for (const lang of ["en", "zh"] as const) {
      const lists = this.dict[lang].lists;
      for (const id of doc.vec[lang].ids) lists[id].add(slot);
    }
    this.version++;
  }

  /** Removes a story (nothing when it is not held). */
  private remove(pcId: string): void {
    const slot = this.slotOf.get(pcId);
    if (slot === undefined) return;
    const doc = this.docs[slot]!;
    for (const lang of ["en", "zh"] as const) {
      const lists = this.dict[lang].lists;
      for (const id of doc.vec[lang].ids) lists[id].remove(slot);
    }
    this.docs[slot] = null;
    this.slotOf.delete(pcId);
    this.free.push(slot);
    this.version++;
  }

  /** Number of slots (the length a bit set over the stories needs). */
  get slots(): number {
    return this.docs.length;
  }

  /** The slots holding a lexeme, or every lexeme starting with it (prefix), as inverted lists. */
  listsOf(lang: Lang, lexeme: string, prefix: boolean): { a: Int32Array; n: number }[] {
    const d = this.dict[lang];
    if (!prefix) {
      const id = d.ids.get(lexeme);
      return id === undefined ? [] : [d.lists[id]];
    }
    return d.withPrefix(lexeme).map((id) => d.lists[id]);
  }
}

const indexes = new WeakMap<Db, MemoryIndex>();

/**
 * The in-memory search index of a database: one per embedded database
 * (shared by every service on it), null on PostgreSQL (several processes
 * write it; the search stays in SQL there). PW_SEARCH_MEMORY=0 turns it off
 * (the bench's SQL rows, tests of the SQL plans on the embedded database).
 */
export function memoryIndexFor(db: Db): MemoryIndex | null {
  if (process.env.PW_SEARCH_MEMORY === "0" || !isEmbedded(db)) return null;
  let ix = indexes.get(db);
  if (!ix) indexes.set(db, (ix = new MemoryIndex(db)));
  return ix;
}
