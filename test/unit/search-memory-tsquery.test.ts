/**
 * The in-memory tsvector, tsquery and ts_rank (server/src/services/search/memory:
 * vector.ts, tsquery.ts, rank.ts) against PostgreSQL itself, through an
 * in-memory PGlite of its own: for thousands of generated (vector, query)
 * pairs, `vector @@ query` and `ts_rank(vector, query)` must be identical
 * (the rank ===, as PGlite returns the float4), and the vector and query as
 * parsed must print as PostgreSQL prints them. The vectors mix Latin words
 * sharing prefixes, single Chinese characters and bigrams, characters whose
 * UTF-16 and UTF-8 orders differ, filter marks without positions, repeated
 * lexemes and positions, weights; some are built by the indexer itself
 * (indexing.ts searchVectorOf). The queries come from the search's own
 * builders (query.ts textQuery, exactTextQuery, compileQuery) and from
 * random trees of every operator (&, |, !, <->, <N>, prefixes, weights,
 * nested phrases), written with and without parentheses.
 */
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchVectorOf, type IndexedStory } from "../../server/src/services/search/indexing.js";
import { compileQuery, exactTextQuery, textQuery, type SearchQuery } from "../../server/src/services/search/query.js";
import { quoteLexeme } from "../../server/src/services/search/text.js";
import { float4Number, tsRank, tsRankFloat4 } from "../../server/src/services/search/memory/rank.js";
import { formatTsquery, matches, parseTsquery } from "../../server/src/services/search/memory/tsquery.js";
import { compareLexemes, findLexeme, formatTsvector, parseTsvector } from "../../server/src/services/search/memory/vector.js";
import { mulberry32 } from "./random.js";

const rnd = mulberry32(20240521);
const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
const pick = <T>(a: readonly T[]): T => a[Math.floor(rnd() * a.length)];
const chance = (p: number) => rnd() < p;

const POEM = "东风夜放花千树更吹落星如雨";
const LATIN = ["lan", "lang", "lange", "langer", "langs", "landscape", "lamp", "dust", "dusty", "dustbowl", "bow", "bowl", "migrant", "mother", "o", "sullivan", "nagasaki", "harbour", "ab", "abc", "abcd"];
const CHARS = [...POEM];
const BIGRAMS = CHARS.slice(0, -1).map((c, i) => c + CHARS[i + 1]);
/** UTF-16 puts 𠀀 (U+20000) before ｆ (U+FF46); UTF-8, and PostgreSQL, after */
const ODD = ["ｆ", "ｆｏｏ", "𠀀", "𠀀a", "😀", "\uE000", "it's", "back\\slash", "é"];
const MARKS = ["#t:image", "#s:nature", "#a:lange", "#a:兰格", "#a:lang", "#v4"];
const WORDS = [...LATIN, ...CHARS, ...BIGRAMS, ...ODD];

const weightLetter = () => pick(["", "", "A", "B", "C", "D", "a", "c"]);

/** A tsvector text as our indexer or a person might write it: any order, repeats, marks. */
function randomVector(): string {
  const n = int(1, 60);
  const shared = Array.from({ length: 8 }, () => int(1, 300));
  const parts: string[] = [];
  for (let i = 0; i < n; i++) {
    if (chance(0.12)) {
      parts.push(quoteLexeme(pick(MARKS)));
      continue;
    }
    const lex = pick(WORDS);
    if (chance(0.05)) {
      parts.push(quoteLexeme(lex));
      continue;
    }
    // now and then more positions than PostgreSQL keeps (256)
    const many = chance(0.02);
    const np = many ? int(250, 350) : int(1, 6);
    const ps: string[] = [];
    for (let j = 0; j < np; j++) {
      const p = many ? int(1, 1000) : chance(0.3) ? pick(shared) : chance(0.01) ? int(16000, 20000) : int(1, 300);
      ps.push(`${p}${weightLetter()}`);
    }
    parts.push(`${quoteLexeme(lex)}:${ps.join(",")}`);
  }
  return parts.join(" ");
}

/** n words: Latin ones, and Chinese runs of 1–3 characters of the poem. */
const text = (n: number) => Array.from({ length: n }, () => (chance(0.4) ? pick(LATIN) : POEM.slice(int(0, 10), int(11, 13)).slice(0, int(1, 3)))).join(" ");

/** A story of generated fields, indexed by the indexer itself. */
function indexedVector(): string {
  const s: IndexedStory = {
    type: pick(["image", "video", "text"]),
    subjectCode: pick(["nature", "news"]),
    titleZh: text(int(1, 4)),
    titleEn: text(int(1, 4)),
    author: pick(["Dorothea Lange", "Lang", "O'Sullivan"]),
    authorZh: pick(["多萝西娅·兰格", "兰格", ""]),
    flagWordStr: text(int(0, 3)),
    flagWordStrZh: text(int(0, 3)),
    subjectName: pick(["Nature", "Dust bowl"]),
    subjectNameZh: pick(["自然", "东风"]),
    descriptionZh: text(int(0, 12)),
    descriptionEn: text(int(0, 12)),
    bodyZh: chance(0.3) ? text(int(20, 80)) : "",
    bodyEn: chance(0.3) ? text(int(20, 80)) : "",
  } as IndexedStory;
  return searchVectorOf(s, [], pick(["zh", "en"] as const));
}

/** A lexeme of a query, quoted or (when it can be) bare, with modifiers. */
function operand(): string {
  const lex = chance(0.1) ? pick(MARKS) : pick(WORDS);
  const bare = /^[a-z\u4e00-\u9fff]+$/.test(lex) && chance(0.5);
  let s = bare ? lex : quoteLexeme(lex);
  if (chance(0.4)) {
    let m = ":";
    if (chance(0.6)) m += "*";
    if (chance(0.5)) m += pick(["A", "B", "C", "D", "AB", "CD", "ac", "BCD"]);
    s += m;
  }
  return s;
}

const OPS = ["&", "|", "<->", "<->", "<2>", "<0>", "<3>"];

/** A random tree, fully parenthesised. */
function tree(depth: number): string {
  if (depth === 0 || chance(0.3)) return (chance(0.15) ? "!" : "") + operand();
  const s = `(${tree(depth - 1)} ${pick(OPS)} ${tree(depth - 1)})`;
  return chance(0.15) ? `!${s}` : s;
}

/** A random flat expression, parenthesised here and there (precedence and associativity). */
function flat(): string {
  const n = int(2, 7);
  let s = "";
  for (let i = 0; i < n; i++) {
    if (i) s += pick([" ", "", "  "]) + pick(OPS) + pick([" ", ""]);
    s += (chance(0.2) ? "!" : "") + (chance(0.2) ? `(${tree(2)})` : operand());
  }
  return chance(0.2) ? `!(${s})` : s;
}

/** Query texts from the search's own builders (query.ts). */
function builtQuery(): string | null {
  const edition = pick(["zh", "en", "ann"] as const);
  const lang = edition === "en" ? "en" : "zh";
  const words = () => (chance(0.3) ? `"${text(int(1, 3))}"` : "") + " " + text(int(1, 3));
  switch (int(0, 2)) {
    case 0:
      return textQuery(words(), lang);
    case 1:
      return exactTextQuery(words(), lang);
    default: {
      const q: SearchQuery = { edition, siteCode: "pw", text: words() };
      if (chance(0.3)) q.text2 = text(1);
      if (chance(0.3)) q.author = pick(["Lange", "lan", "兰格", "dorothea lange"]);
      if (chance(0.3)) q.tags = [text(int(1, 2))];
      if (chance(0.3)) q.types = ["image", ...(chance(0.5) ? ["video"] : [])];
      if (chance(0.3)) q.subjectCodes = ["nature"];
      const c = compileQuery(q);
      return pick([c.rankQ, c.tsq, c.exactQ]);
    }
  }
}

interface Row {
  m: boolean;
  r: number;
  vt: string;
  qt: string;
}

let db: PGlite;

beforeAll(async () => {
  db = new PGlite();
  await db.waitReady;
});

afterAll(async () => {
  await db?.close();
});

/** PostgreSQL's answers for pairs, in one statement. */
async function answers(vs: string[], qs: string[]): Promise<Row[]> {
  const res = await db.query<Row>(
    `select v::tsvector @@ q::tsquery as m, ts_rank(v::tsvector, q::tsquery) as r, v::tsvector::text as vt, q::tsquery::text as qt
       from unnest($1::text[], $2::text[]) with ordinality as t(v, q, i) order by i`,
    [vs, qs],
  );
  return res.rows;
}

describe("in-memory tsvector, tsquery and ts_rank against PostgreSQL", () => {
  it("answers @@ and ts_rank exactly as PostgreSQL does on thousands of generated pairs", async () => {
    const pool: string[] = [];
    for (let i = 0; i < 300; i++) pool.push(randomVector());
    for (let i = 0; i < 150; i++) pool.push(indexedVector());
    pool.push("");
    const vs: string[] = [];
    const qs: string[] = [];
    while (qs.length < 1500) {
      const q = builtQuery();
      if (!q) continue;
      vs.push(pick(pool));
      qs.push(q);
    }
    for (let i = 0; i < 1500; i++) {
      vs.push(pick(pool));
      qs.push(chance(0.5) ? tree(int(1, 4)) : flat());
    }
    const rows = await answers(vs, qs);
    expect(rows.length).toBe(vs.length);
    const bad: string[] = [];
    let matched = 0;
    for (let i = 0; i < vs.length; i++) {
      const row = rows[i];
      const v = parseTsvector(vs[i]);
      const q = parseTsquery(qs[i]);
      if (formatTsvector(v) !== row.vt) bad.push(`vector ${vs[i]}\n  ours ${formatTsvector(v)}\n  pg   ${row.vt}`);
      if (formatTsquery(q) !== row.qt) bad.push(`query ${qs[i]}\n  ours ${formatTsquery(q)}\n  pg   ${row.qt}`);
      const m = matches(q, v);
      if (m) matched++;
      if (m !== row.m) bad.push(`@@ ${qs[i]} on ${row.vt}: ours ${m}, pg ${row.m}`);
      const r = tsRank(q, v);
      if (r !== row.r) bad.push(`ts_rank ${qs[i]} on ${row.vt}: ours ${r}, pg ${row.r}`);
      if (tsRankFloat4(q, v) !== Math.fround(row.r)) bad.push(`float4 ts_rank ${qs[i]} on ${row.vt}`);
    }
    expect(bad.slice(0, 10)).toEqual([]);
    // the pairs test both answers (a generator that never matched would prove little)
    expect(matched).toBeGreaterThan(vs.length / 10);
    expect(vs.length - matched).toBeGreaterThan(vs.length / 10);
  });

  it("orders lexemes by UTF-8 bytes, as PostgreSQL sorts a vector", async () => {
    const lexemes = [...WORDS, ...MARKS];
    const rows = await answers([lexemes.map((l) => quoteLexeme(l)).join(" ")], ["a"]);
    expect(formatTsvector(parseTsvector(rows[0].vt))).toBe(rows[0].vt);
    const sorted = [...lexemes].sort(compareLexemes);
    expect(sorted.map((l) => quoteLexeme(l)).join(" ")).toBe(rows[0].vt);
    // JS string order differs there
    expect("𠀀" < "ｆ").toBe(true);
    expect(compareLexemes("𠀀", "ｆ")).toBeGreaterThan(0);
    expect(compareLexemes("lang", "lange")).toBeLessThan(0);
    expect(compareLexemes("lang", "lang")).toBe(0);
  });

  it("finds an exact lexeme, or the run of lexemes starting with a prefix", () => {
    const v = parseTsvector("'lang':1 'lange':5 'langer':9 'lamp':2 'x':6");
    expect(findLexeme(v, "lang", false)).toEqual([1, 2]);
    expect(findLexeme(v, "lan", true)).toEqual([1, 4]);
    expect(findLexeme(v, "lan", false)).toEqual([1, 1]);
    expect(findLexeme(v, "lange", true)).toEqual([2, 4]);
    expect(findLexeme(v, "y", true)).toEqual([5, 5]);
  });

  it("gives the known answers of hand-written cases, and PostgreSQL's", async () => {
    const cases: [vector: string, query: string, match: boolean][] = [
      // a phrase across a gap
      ["'a':1 'b':3", "a <-> b", false],
      ["'a':1 'b':3", "a <2> b", true],
      ["'a':1 'b':3", "b <-> a", false],
      // a phrase's distance runs to the start of the phrase after it
      ["'a':1 'b':3 'c':4", "a <2> (b <-> c)", true],
      ["'a':1 'b':3 'c':4", "a <3> (b <-> c)", false],
      ["'a':1 'b':3 'c':4", "(a <2> b) <-> c", true],
      // the width of a failed phrase under | does not shift the other side
      ["'a':1 'b':5 'c':3 'x':4", "((a <-> b) | c) <-> x", true],
      ["'a':1 'b':5 'c':3 'x':5", "((a <-> b) | c) <-> x", false],
      // a prefix across several lexemes
      ["'lang':1 'lange':5 'langer':9 'x':6 'y':10", "lan:* <-> x", true],
      ["'lang':1 'lange':5 'langer':9 'x':6 'y':10", "lan:* <-> y", true],
      ["'lang':1 'lange':5 'langer':9 'x':6 'y':10", "langer:* <-> x", false],
      ["'lang':1 'lange':5 'langer':9 'x':6 'y':10", "lan:* <-> lan:*", false],
      // a weight-restricted phrase
      ["'a':1A,4 'b':2C,5B", "a:A <-> b:C", true],
      ["'a':1A,4 'b':2C,5B", "a:A <-> b:B", false],
      ["'a':1A,4 'b':2C,5B", "a <-> b:B", true],
      ["'a':1A,4 'b':2C,5B", "a:C", false],
      // marks: no positions, any weight, never in a phrase
      ["'#t:image' 'a':1 'b':2", "'#t:image' & a", true],
      ["'#t:image' 'a':1 'b':2", "'#t:image':A", true],
      ["'#t:image' 'a':1 'b':2", "'#t:image' <-> a", false],
      ["'#t:image' 'a':1 'b':2", "!('#t:image' <-> a)", true],
      ["'#t:image' 'a':1 'b':2", "'#t:im':*", true],
      ["'#t:image' 'a':1 'b':2", "'#t:im':* <-> b", false],
      // NOT in a phrase: a not followed by b
      ["'a':1 'b':2 'c':5", "!a <-> b", false],
      ["'a':1 'b':2 'c':5", "!a <-> c", true],
      ["", "!a", true],
      // (!a | !b) matches wherever a and b are not both
      ["'a':1 'b':2 'c':2", "(!a | !b) <-> c", true],
      ["'a':1 'b':1 'c':2", "(!a | !b) <-> c", false],
      // a phrase ending past 16383 wraps around (PostgreSQL keeps it in 14 bits)
      ["'a':16383 'c':1", "(a <-> !b) <-> c", true],
      ["'a':16383 'c':16384", "(a <-> !b) <-> c", false],
    ];
    const rows = await answers(
      cases.map((c) => c[0]),
      cases.map((c) => c[1]),
    );
    cases.forEach(([v, q, m], i) => {
      expect([q, v, matches(parseTsquery(q), parseTsvector(v))]).toEqual([q, v, m]);
      expect([q, v, rows[i].m]).toEqual([q, v, m]);
      expect([q, v, tsRank(parseTsquery(q), parseTsvector(v))]).toEqual([q, v, rows[i].r]);
    });
    // ranks: one A word alone, (1 + 1 − 1)/(π²/6); a pair 2 apart; & without a pair
    expect(tsRank(parseTsquery("a"), parseTsvector("a:1A"))).toBe(0.6079271);
    expect(tsRank(parseTsquery("a & b"), parseTsvector("a:1 b:3"))).toBe(0.098500855);
    expect(tsRank(parseTsquery("a & b"), parseTsvector("a:1"))).toBe(1e-20);
    expect(tsRank(parseTsquery("a"), parseTsvector(""))).toBe(0);
  });

  it("reads a float4 back as PGlite does (PostgreSQL prints the shortest decimal)", async () => {
    const f32 = new Float32Array(1);
    const u32 = new Uint32Array(f32.buffer);
    const xs: number[] = [];
    // every power of two a rank can be (the narrow side of their interval), and random float4s
    for (let e = -70; e <= 0; e++) xs.push(2 ** e);
    for (let i = 0; i < 2000; i++) {
      u32[0] = (int(0x2000, 0x3f80) << 16) | int(0, 0xffff);
      xs.push(f32[0]);
    }
    // few significant bits: decimals of the same length equally near (Ryu takes the even one)
    for (let i = 0; i < 500; i++) xs.push(Math.fround(int(1, 1023) * 2 ** -int(10, 40)));
    xs.push(1.00390625, 2097152.25, Math.fround(1e-20), Math.fround(1e-30), Math.fround(0.1), 1);
    const res = await db.query<{ f: number }>(`select x::float4 as f from unnest($1::text[]) with ordinality as u(x, i) order by i`, [xs.map((x) => x.toPrecision(17))]);
    const bad = xs.flatMap((x, i) => (float4Number(x) === res.rows[i].f ? [] : [`${x}: ours ${float4Number(x)}, pg ${res.rows[i].f}`]));
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it("refuses what PostgreSQL refuses, and reads what it reads", async () => {
    const bad = ["a &", "& a", "a b", "(a", "a)", "'a", "a:*x", "!", "a <1x> b", "a <16385> b", "''", ":a", "a & ()", "a <->", "a\\", "a | | b"];
    for (const q of bad) {
      const pg = await db.query(`select $1::tsquery`, [q]).then(
        () => "ok",
        (e: Error) => e.message,
      );
      expect([q, pg === "ok"]).toEqual([q, false]);
      expect(() => parseTsquery(q), q).toThrow(Error);
    }
    const good = ["a:", "!!a", "a<->b", "a & !b | c <-> d & !(e | f)", "a <0> b", "  a  ", "it's", "'a' <16384> b", "a:*AbCd", "((a))", "a\\&b", "!a <-> !b"];
    const rows = await db.query<{ t: string }>(`select q::tsquery::text as t from unnest($1::text[]) with ordinality as u(q, i) order by i`, [good]);
    good.forEach((q, i) => expect([q, formatTsquery(parseTsquery(q))]).toEqual([q, rows.rows[i].t]));
    expect(parseTsquery("").size).toBe(0);
    expect(matches(parseTsquery(""), parseTsvector("a:1"))).toBe(false);
  });
});
