/**
 * Chinese matched as typed (issue 21, item 1): a run of Chinese characters
 * finds the stories that hold it contiguously first, ranked above every
 * looser match (the segmenter's words of it apart), and a scroll reaches
 * every story that holds it. Checked on 200 queries drawn from the
 * repository's own Chinese corpus (test/fixtures/zh-ci: 881 Song ci, MIT),
 * each a 3 or 4 character run of one story's text, against the stories whose
 * title, author, subject or body contains the query (String.includes).
 * Also the quoted English phrase. Runs on PGlite, and on PostgreSQL when
 * PW_TEST_DATABASE_URL is set.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { story, type Story } from "../../server/src/db/schema.js";
import { exactTextQuery, searchVectorOf, SearchService, textQuery } from "../../server/src/services/search/index.js";
import { compileQuery } from "../../server/src/services/search/query.js";
import { phraseEstimateQuery } from "../../server/src/services/search/ranking.js";
import { openTestDb, type TestDbHandle } from "./db.js";
import { mulberry32 } from "./random.js";

interface Ci {
  author: string;
  rhythmic: string;
  paragraphs: string[];
}
const CORPUS: Ci[] = JSON.parse(readFileSync(new URL("../fixtures/zh-ci/ci.json", import.meta.url), "utf8"));
/** Page size of the first page checked (the search page's own). */
const PAGE = 20;
const QUERIES = 200;

let handle: TestDbHandle;
let dataDir: string;
let search: SearchService;
/** Each story's searched fields, folded as the index folds Chinese (NFKC). */
const fields = new Map<string, string[]>();


/** 3 and 4 character runs of Chinese (no punctuation inside) from random stories, distinct. */
function drawQueries(n: number): string[] {
  const rnd = mulberry32(21);
  const out = new Set<string>();
  while (out.size < n) {
    const ci = CORPUS[Math.floor(rnd() * CORPUS.length)];
    const line = ci.paragraphs[Math.floor(rnd() * ci.paragraphs.length)] ?? "";
    const runs = line.normalize("NFKC").match(/\p{Script=Han}{3,}/gu) ?? [];
    const run = runs[Math.floor(rnd() * runs.length)];
    if (!run) continue;
    const chars = [...run];
    const len = Math.min(chars.length, rnd() < 0.5 ? 3 : 4);
    const at = Math.floor(rnd() * (chars.length - len + 1));
    out.add(chars.slice(at, at + len).join(""));
  }
  return [...out];
}

/** An online text story of site t2 (a row of the story table, without its vectors). */
function poem(pcId: string, titleZh: string, bodyZh: string, publishTime: Date, authorZh = "") {
  return {
    pcId,
    type: "text",
    siteCode: "t2",
    siteId: 2,
    subjectCode: "poetry",
    subjectName: "Poetry",
    subjectNameZh: "宋词",
    titleEn: "",
    titleZh,
    authorZh,
    bodyZh,
    status: "online",
    relContentUrl: `2026/01/01/${pcId}`,
    publishTime,
  };
}

/** Every story of a search, in order: the first page, then sid alone until an empty page. */
async function scroll(text: string, size = PAGE): Promise<{ first: string[]; all: string[] }> {
  const first = await search.search({ edition: "zh", siteCode: "t2", text, size });
  const all = first.result.page_data.map((s) => s.pcId);
  for (let i = 0; i < 100; i++) {
    const next = await search.search({ edition: "zh", siteCode: "t2", sid: first.sid });
    if (!next.result.page_data.length) break;
    all.push(...next.result.page_data.map((s) => s.pcId));
  }
  return { first: first.result.page_data.map((s) => s.pcId), all };
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "pw-as-typed-"));
  handle = await openTestDb(dataDir);
  const base = Date.parse("2026-01-01T00:00:00Z");
  const rows = CORPUS.map((ci, i) => {
    const pcId = `ci-${String(i).padStart(4, "0")}`;
    // spread over time so that ties on rank are broken by time, as on a real site
    const row = poem(pcId, ci.rhythmic, ci.paragraphs.join("\n\n"), new Date(base + i * 60_000), ci.author);
    fields.set(pcId, [row.titleZh, row.authorZh, row.subjectNameZh, row.bodyZh].map((f) => f.normalize("NFKC")));
    return row;
  });
  for (let i = 0; i < rows.length; i += 200) {
    await handle.db.insert(story).values(
      rows.slice(i, i + 200).map((r) => ({
        ...r,
        searchVecZh: sql`${searchVectorOf(r as unknown as Story, [], "zh")}::tsvector`,
        searchVecEn: sql`${searchVectorOf(r as unknown as Story, [], "en")}::tsvector`,
      })),
    );
  }
  search = new SearchService(handle.db);
}, 120_000);

afterAll(async () => {
  await handle?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("Chinese matched as typed", () => {
  it("asks for the run contiguously: not the segmenter's words of it apart", () => {
    expect(textQuery("东风夜", "zh")).toBe("'东风' & '夜'");
    expect(exactTextQuery("东风夜", "zh")).toBe("('东风' <-> '风夜')");
    // nothing stricter to ask: one word, or Latin words
    expect(exactTextQuery("东风", "zh")).toBeNull();
    expect(exactTextQuery("harbour lights", "en")).toBeNull();
    expect(exactTextQuery('"harbour lights"', "en")).toBe("('harbour' <1> 'lights')");
  });

  it(`puts every story holding the query first, on ${QUERIES} queries from the corpus, and the scroll reaches all of them`, async () => {
    const queries = drawQueries(QUERIES);
    expect(queries).toHaveLength(QUERIES);
    const failures: string[] = [];
    let checkedFirst = 0;
    for (const q of queries) {
      const exact = [...fields].filter(([, fs]) => fs.some((f) => f.includes(q))).map(([id]) => id);
      const { first, all } = await scroll(q);
      expect(new Set(all).size, `${q}: a story twice in the scroll`).toBe(all.length);
      const missing = exact.filter((id) => !all.includes(id));
      if (missing.length) failures.push(`${q}: the scroll misses ${missing.length} of the ${exact.length} stories holding it`);
      if (exact.length <= PAGE) {
        checkedFirst++;
        const top = new Set(first.slice(0, exact.length));
        const notFirst = exact.filter((id) => !top.has(id));
        if (notFirst.length) failures.push(`${q}: ${notFirst.length} of the ${exact.length} stories holding it are not at the top of the first page`);
      }
    }
    expect(failures).toEqual([]);
    // most draws have few exact matches: the first-page check is not vacuous
    expect(checkedFirst).toBeGreaterThan(QUERIES * 0.9);
  }, 240_000);

  it("ranks the looser matches below every exact one, however often they hold the words apart", async () => {
    // "杨柳岸" stands in 柳永's 雨霖铃; newer stories hold 杨柳 and 岸 apart, many times (ts_rank counts them)
    const exact = [...fields].filter(([, fs]) => fs.some((f) => f.includes("杨柳岸"))).map(([id]) => id);
    for (let i = 0; i < 3; i++) {
      const row = poem(`loose-${i}`, `杨柳与河岸 ${i}`, "杨柳青青，江岸无人。杨柳依依，对岸灯火。".repeat(5), new Date(Date.parse("2026-02-01T00:00:00Z") + i * 60_000));
      await handle.db.insert(story).values({ ...row, searchVecZh: sql`${searchVectorOf(row as unknown as Story, [], "zh")}::tsvector` });
    }
    const { all } = await scroll("杨柳岸");
    expect(all).toContain("loose-0");
    await expectExactFirst(exact, all);
  });

  it("walks every match once when there are more than the ranked candidates", async () => {
    const exact = [...fields].filter(([, fs]) => fs.some((f) => f.includes("杨柳岸"))).map(([id]) => id);
    const { all: whole } = await scroll("杨柳岸");
    // two candidates of each set ranked, then the walk over the others, the listed ones skipped
    search = new SearchService(handle.db, { rankCandidates: 2 });
    try {
      const { all } = await scroll("杨柳岸", 3);
      expect(new Set(all).size).toBe(all.length);
      expect(new Set(all)).toEqual(new Set(whole));
      await expectExactFirst(exact.slice(0, 2), all);
    } finally {
      search = new SearchService(handle.db);
    }
  });
});

describe("planning the exact matches (issue 21: a frequent run on PostgreSQL)", () => {
  it("asks for the exact matches with the run alone, the filters kept, not ANDed with the looser words", () => {
    const c = compileQuery({ edition: "zh", siteCode: "t2", text: "东风夜", types: ["text"], subjectCodes: ["poetry"] });
    expect(c.tsq).toBe("('东风' & '夜') & ('#t:text') & ('#s:poetry')");
    expect(c.exactTsq).toBe("(('东风' <-> '风夜')) & ('#t:text') & ('#s:poetry')");
    // text2 and the author stay as they are asked; a text with nothing stricter has no exact list
    const both = compileQuery({ edition: "zh", siteCode: "t2", text: "东风", text2: "何处来", author: "苏轼" });
    expect(both.exactTsq).toBe("('东风') & (('何处' <-> '处来')) & ('#a:苏轼')");
    expect(compileQuery({ edition: "zh", siteCode: "t2", text: "东风" }).exactTsq).toBeNull();
  });

  it("estimates a three-character run as its rarer bigram, and leaves longer runs and weighted lexemes to the planner", async () => {
    await handle.db.execute(sql`analyze story`);
    const count = async (q: string) => Number((await handle.db.execute(sql`select count(*)::int as n from story where search_vec_zh @@ ${q}::tsquery`)).rows[0].n);
    // 东风 stands in 53 of the 881 ci, 风慢 in one (东风慢, a tune name); 处来 in one, after the frequent 何处
    expect(await count("'东风'")).toBeGreaterThan(40);
    expect(await count("'风慢'")).toBeLessThan(3);
    expect(await phraseEstimateQuery(handle.db, "zh", "(('东风' <-> '风慢')) & ('#t:text')")).toBe("('风慢') & ('#t:text')");
    expect(await phraseEstimateQuery(handle.db, "zh", "('何处' <-> '处来') & ('东风' <-> '风慢')")).toBe("'处来' & '风慢'");
    expect(await phraseEstimateQuery(handle.db, "zh", "('东风' <-> '风慢' <-> '慢词')")).toBeNull();
    expect(await phraseEstimateQuery(handle.db, "zh", "('东风':C <-> '风慢':C)")).toBeNull();
    expect(await phraseEstimateQuery(handle.db, "zh", "'东风' & '夜'")).toBeNull();
  });

  it.each([
    ["in SQL", false],
    ["from the in-memory index", undefined],
  ])("lists a run with more exact matches than ranked candidates as its exact matches first, then every other match newest first (%s)", async (_how, memory) => {
    // 人间世: 5 ci hold it, many more 人间 and 世 apart; with 2 candidates ranked, the rest come from the walk
    const holding = [...fields].filter(([, fs]) => fs.some((f) => f.includes("人间世"))).map(([id]) => id);
    search = new SearchService(handle.db, { rankCandidates: 2, memory });
    try {
      const { all } = await scroll("人间世", 4);
      expect(new Set(all).size).toBe(all.length);
      expect(holding.length).toBeGreaterThan(2);
      // every ranked place is an exact match; no looser match is ranked between them and the other exact ones
      expect(all.slice(0, 2).every((id) => holding.includes(id))).toBe(true);
      for (const id of holding) expect(all).toContain(id);
      const times = new Map((await handle.db.select({ pcId: story.pcId, t: story.publishTime }).from(story)).map((r) => [r.pcId, r.t.getTime()]));
      const rest = all.slice(2).map((id) => times.get(id)!);
      expect(rest).toEqual([...rest].sort((a, b) => b - a));
    } finally {
      search = new SearchService(handle.db);
    }
  });
});

/** The first stories of a scroll are the exact ones (any order among them). */
async function expectExactFirst(exact: string[], all: string[]) {
  expect(exact.length).toBeGreaterThan(0);
  expect(all.length).toBeGreaterThan(exact.length);
  expect(new Set(all.slice(0, exact.length))).toEqual(new Set(exact));
}

