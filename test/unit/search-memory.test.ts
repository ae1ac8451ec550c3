/**
 * The in-memory search index of the embedded database (issue 21 item 6;
 * server/src/services/search/memory): for the same stories and queries, a
 * search planned from memory (and walked from it past the listed matches)
 * returns exactly what the SQL plan and walk return, page after page to the
 * end of the scroll: the same stories in the same
 * order, the same totals. Checked on 400 stories (the repository's Song ci
 * for Chinese, generated English), on generated queries of every kind
 * (words, prefixes, Chinese runs as typed, quoted phrases, author, tags,
 * every filter the index holds, the three orders both ways), with small caps
 * so that every branch of the plan and the keyset walk after it are taken.
 * And the index follows the database: a story edited, taken offline,
 * deleted or added is searched as it is now, at once.
 * Embedded database only (on PostgreSQL the search plans in SQL).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { story, type Story } from "../../server/src/db/schema.js";
import { memoryIndexFor, reindexStory, SearchService, searchVectorOf, type SearchQuery } from "../../server/src/services/search/index.js";
import { quoteLexeme } from "../../server/src/services/search/text.js";
import { sortColumnStats, windowBound } from "../../server/src/services/search/ranking.js";
import { rowsOf } from "../../server/src/db/client.js";
import { MemoryIndex } from "../../server/src/services/search/memory/memory-index.js";
import { openTestDb, TEST_PG_URL, type TestDbHandle } from "./db.js";
import { mulberry32 } from "./random.js";

interface Ci {
  author: string;
  rhythmic: string;
  paragraphs: string[];
}
const CORPUS: Ci[] = JSON.parse(readFileSync(new URL("../fixtures/zh-ci/ci.json", import.meta.url), "utf8"));

const rnd = mulberry32(2026);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];

/** English words, several sharing a prefix, a few frequent. */
const WORDS = [
  "state", "states", "station", "stationary", "union", "united", "unity", "nation", "national", "nations", "congress",
  "harbor", "harvest", "market", "marked", "river", "bridge", "railway", "railroad", "photograph", "photographer",
  "winter", "window", "the", "of", "and", "peace", "people", "policy", "war", "water", "wave", "lange", "beato",
];
const SUBJECTS = ["news", "nature", "photographer", "photographer_1", "photographer_12", "sport"];
const TYPES = ["image", "image_group", "video", "video_group", "text"];
const SHOOT = ["", "", "1865", "1865-04-01", "1914-01-01", "1920-05-03", "约1865年", "2001-09-11"];
const AUTHORS = ["Dorothea Lange", "Felice Beato", "Timothy O'Sullivan", "", "Karl Blossfeldt"];

const sentence = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(" ");

let handle: TestDbHandle;
let dataDir: string;
/** English texts of the stories (quoted phrases are drawn from them) */
const english: string[] = [];
/** Chinese lines of the stories (runs as typed are drawn from them) */
const chinese: string[] = [];

function row(i: number): Record<string, unknown> {
  const base = Date.parse("2026-01-01T00:00:00Z");
  const ci = i < 260 ? CORPUS[i] : null;
  const titleEn = ci && rnd() < 0.6 ? "" : sentence(3 + Math.floor(rnd() * 4));
  const bodyEn = rnd() < 0.5 ? sentence(20 + Math.floor(rnd() * 40)) : null;
  if (titleEn) english.push(titleEn);
  if (bodyEn) english.push(bodyEn);
  if (ci) chinese.push(...ci.paragraphs);
  const editions = pick([null, null, null, ["zh"], ["en"], ["zh", "ann"], ["ann"]]);
  return {
    pcId: `m-${String(i).padStart(4, "0")}`,
    type: pick(TYPES),
    siteCode: rnd() < 0.9 ? "t2" : "t3",
    siteId: 2,
    subjectCode: pick(SUBJECTS),
    subjectName: "Subject",
    subjectNameZh: "主题",
    titleEn,
    titleZh: ci ? ci.rhythmic : rnd() < 0.3 ? "东风夜放花千树" : "",
    author: pick(AUTHORS),
    authorZh: ci?.author ?? "",
    bodyZh: ci ? ci.paragraphs.join("\n\n") : null,
    bodyEn,
    flagWordStr: rnd() < 0.4 ? `${pick(WORDS)},${pick(WORDS)} ${pick(WORDS)}` : "",
    descriptionEn: rnd() < 0.5 ? sentence(8) : "",
    shootDate: pick(SHOOT),
    // ties on purpose: several stories a minute, broken by pcId
    publishTime: new Date(base + Math.floor(i / 3) * 60_000),
    status: rnd() < 0.92 ? "online" : "offline",
    editions,
    relContentUrl: `2026/01/01/m-${i}`,
  };
}

async function insertStory(db: TestDbHandle["db"], r: Record<string, unknown>) {
  await db.insert(story).values({
    ...(r as typeof story.$inferInsert),
    searchVecZh: sql`${searchVectorOf(r as unknown as Story, [], "zh")}::tsvector`,
    searchVecEn: sql`${searchVectorOf(r as unknown as Story, [], "en")}::tsvector`,
  });
}

/** A generated query of one kind (see the file comment). */
function query(k: number): Omit<SearchQuery, "siteCode"> {
  const kind = k % 9;
  const edition = pick(["zh", "en", "ann"] as const);
  const q: Omit<SearchQuery, "siteCode"> = { edition };
  const words = pick(english).split(" ");
  const at = Math.floor(rnd() * Math.max(1, words.length - 2));
  const line = pick(chinese).normalize("NFKC");
  const runs = line.match(/\p{Script=Han}+/gu) ?? ["东风"];
  const run = [...pick(runs)];
  const from = Math.floor(rnd() * run.length);
  const han = run.slice(from, from + 1 + Math.floor(rnd() * 4)).join("");
  if (kind === 0) q.text = pick(WORDS);
  else if (kind === 1) q.text = pick(WORDS).slice(0, 2 + Math.floor(rnd() * 4));
  else if (kind === 2) q.text = `${words[at]} ${words[at + 1] ?? ""}`;
  else if (kind === 3) q.text = `"${words[at]} ${words[at + 1] ?? ""}"`;
  else if (kind === 4) q.text = han;
  else if (kind === 5) q.text = `${han} ${pick(WORDS)}`;
  else if (kind === 6) q.author = pick(["lange", "beato", "Sullivan", "苏轼", "辛弃疾", "Karl"]);
  else if (kind === 7) q.tags = [pick(WORDS)];
  // kind 8: filters only
  if (rnd() < 0.3) q.text2 = pick(WORDS);
  if (rnd() < 0.3) q.types = [pick(TYPES), pick(TYPES)];
  if (rnd() < 0.2) q.subjectCodes = [pick(SUBJECTS)];
  if (rnd() < 0.15) q.subjectParentCode = "photographer";
  if (rnd() < 0.15) q.excludeSubjectCodes = [pick(SUBJECTS)];
  if (rnd() < 0.2) {
    q.date = rnd() < 0.5
      ? { field: "shootDate", start: "1865-01-01", end: pick(["1920-12-31", "2001-09-11"]) }
      : { field: "publishTime", start: "2026-01-01", end: pick(["2026-01-01", "2026-01-01 01:30:00"]) };
  }
  const r = rnd();
  if (r < 0.25) q.sort = "publishTime";
  else if (r < 0.45) q.sort = "shootDate";
  else if (r < 0.55) q.sort = "relevance";
  if (rnd() < 0.4) q.direction = "asc";
  return q;
}

/** Every story of a search: the first page, then sid alone until an empty page; and the first page's totals. */
async function scroll(svc: SearchService, q: Omit<SearchQuery, "siteCode">) {
  const first = await svc.search({ ...q, siteCode: "t2", size: 7 });
  const all = first.result.page_data.map((s) => s.pcId);
  for (let i = 0; i < 200; i++) {
    const next = await svc.search({ edition: q.edition, siteCode: "t2", sid: first.sid });
    if (!next.result.page_data.length) break;
    all.push(...next.result.page_data.map((s) => s.pcId));
  }
  return { total: first.result.total_count, exact: first.result.totalExact, all };
}

const CAPS = { rankCandidates: 6, textCountCap: 8, totalCap: 20 };

describe.skipIf(!!TEST_PG_URL)("the in-memory search index (embedded database)", () => {
  let memory: SearchService;
  let sql_: SearchService;
  let sqlWindow: SearchService;
  let sqlIndex: SearchService;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "pw-search-memory-"));
    handle = await openTestDb(dataDir);
    for (let i = 0; i < 400; i++) await insertStory(handle.db, row(i));
    await handle.db.execute(sql`analyze story`);
    // loaded before the first search (a server loads it in the background and plans in SQL meanwhile)
    await memoryIndexFor(handle.db)!.ready();
    memory = new SearchService(handle.db, CAPS);
    sql_ = new SearchService(handle.db, { ...CAPS, memory: false });
    // the first matches in publish-time order looked for in the newer (older) half of the stories first
    // (ranking.ts firstMatches), then, when they are too few there, among all of them
    sqlWindow = new SearchService(handle.db, { ...CAPS, memory: false, firstThroughIndex: true, firstWindow: true });
    // every match through the GIN index (the looser matches' exact ones left out after, in order)
    sqlIndex = new SearchService(handle.db, { ...CAPS, memory: false, firstThroughIndex: true, firstWindow: false });
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("plans every kind of query as the SQL plan does, to the end of the scroll", async () => {
    let nonEmpty = 0;
    // and Chinese runs with more exact matches than the candidates ranked (the looser matches then leave them out
    // by checking each candidate), in either edition
    const runs: Omit<SearchQuery, "siteCode">[] = ["东风夜", "夜放花", "东风", "花千树"].flatMap((text) => [
      { edition: "zh", text },
      { edition: "ann", text, types: ["text", "image"] },
    ]);
    for (let k = 0; k < 180 + runs.length; k++) {
      const q = k < 180 ? query(k) : runs[k - 180];
      const [a, b, c, d] = [await scroll(memory, q), await scroll(sql_, q), await scroll(sqlWindow, q), await scroll(sqlIndex, q)];
      expect(a, JSON.stringify(q)).toEqual(b);
      expect(c, `${JSON.stringify(q)} (time window)`).toEqual(b);
      expect(d, `${JSON.stringify(q)} (GIN index)`).toEqual(b);
      if (b.all.length) nonEmpty++;
    }
    // the queries find stories (a comparison of empty lists would prove nothing)
    expect(nonEmpty).toBeGreaterThan(120);
    expect(memoryIndexFor(handle.db)?.size).toBe(400);
  }, 300_000);

  it("sizes a window of the sort order from the planner's statistics: the first fraction of the stories, within a date range", async () => {
    const rows = rowsOf<{ t: string; d: string }>(
      await handle.db.execute(sql`select to_char(publish_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as t, shoot_date as d from story`),
    );
    const time = await sortColumnStats(handle.db, "publishTime");
    const shot = await sortColumnStats(handle.db, "shootDate");
    expect(time).not.toBeNull();
    expect(shot).not.toBeNull();
    const times = rows.map((r) => r.t);
    const newest = windowBound(time!, 0.25, "desc")!;
    const oldest = windowBound(time!, 0.25, "asc")!;
    const share = (bound: string, newer: boolean) => times.filter((t) => (newer ? t >= bound : t <= bound)).length / times.length;
    // three stories a minute: the statistics hold most minutes as common values, the rest as a histogram; about a quarter
    expect(share(newest, true)).toBeGreaterThan(0.2);
    expect(share(newest, true)).toBeLessThan(0.3);
    expect(share(oldest, false)).toBeGreaterThan(0.2);
    expect(share(oldest, false)).toBeLessThan(0.3);
    // a handful of shooting dates, every one a common value (its frequency exact on 400 stories): the bound is where
    // the first 40 % of the stories shot within the range end, going either way; none without a date
    for (const range of [{ lo: "1865-01-01", hi: "1920-12-31" }, {}] as { lo?: string; hi?: string }[]) {
      const dated = rows.map((r) => r.d).filter((d) => d !== "" && d >= (range.lo ?? "") && d <= (range.hi ?? "\uffff"));
      for (const dir of ["desc", "asc"] as const) {
        const inOrder = [...new Set(dated)].sort();
        if (dir === "desc") inOrder.reverse();
        const expected = inOrder.find((v) => dated.filter((d) => (dir === "desc" ? d >= v : d <= v)).length >= 0.4 * dated.length);
        expect(windowBound(shot!, 0.4, dir, range), `${dir} ${JSON.stringify(range)}`).toBe(expected);
      }
    }
    // a range nothing is in: no window
    expect(windowBound(shot!, 0.4, "desc", { lo: "1700-01-01", hi: "1700-12-31" })).toBeNull();
  });

  it("keeps, per lexeme, exactly the stories where a term weighted ABC matches it (the A–C fields, or a mark)", async () => {
    const ix = memoryIndexFor(handle.db)!;
    expect(await ix.current()).toBe(true);
    const terms: { lang: "en" | "zh"; lexeme: string; prefix: boolean }[] = [];
    for (const w of WORDS) terms.push({ lang: "en", lexeme: w, prefix: false }, { lang: "en", lexeme: w.slice(0, 3), prefix: true });
    for (const line of chinese.slice(0, 40)) {
      const han = [...(line.match(/\p{Script=Han}+/u)?.[0] ?? "东风")];
      terms.push({ lang: "zh", lexeme: han[0], prefix: false }, { lang: "zh", lexeme: han.slice(0, 2).join(""), prefix: false });
    }
    terms.push({ lang: "en", lexeme: "#t:image", prefix: false }, { lang: "zh", lexeme: "#a:", prefix: true });
    let some = 0;
    for (const t of terms) {
      const col = t.lang === "zh" ? story.searchVecZh : story.searchVecEn;
      const q = `${quoteLexeme(t.lexeme)}:${t.prefix ? "*" : ""}ABC`;
      const want = (await handle.db.select({ pcId: story.pcId }).from(story).where(sql`${col} @@ ${q}::tsquery`)).map((r) => r.pcId).sort();
      const got = [...new Set(ix.runsOf(t.lang, t.lexeme, t.prefix, true).flatMap((r) => [...r.a.subarray(r.from, r.to)]))]
        .flatMap((slot) => ix.docs[slot]?.pcId ?? [])
        .sort();
      expect(got, q).toEqual(want);
      if (want.length) some++;
    }
    expect(some).toBeGreaterThan(terms.length / 2);
  });

  it("follows the database: an edit, a takedown, a deletion and a new story are searched at once", async () => {
    const db = handle.db;
    const find = async (text: string, edition: "zh" | "en" = "en") => (await scroll(memory, { edition, text })).all;
    expect(await find("zebra")).toEqual([]);
    // an edit (the title, then the vectors, as the services do)
    await db.update(story).set({ titleEn: "zebra crossing", status: "online", siteCode: "t2", editions: null }).where(eq(story.pcId, "m-0001"));
    await reindexStory(db, "m-0001");
    expect(await find("zebra")).toEqual(["m-0001"]);
    // a new story
    await insertStory(db, { ...row(400), pcId: "m-new", titleEn: "zebra herd", status: "online", siteCode: "t2", editions: null });
    expect((await find("zebra")).sort()).toEqual(["m-0001", "m-new"]);
    // taken offline, then deleted
    await db.update(story).set({ status: "offline" }).where(eq(story.pcId, "m-0001"));
    expect(await find("zebra")).toEqual(["m-new"]);
    await db.delete(story).where(eq(story.pcId, "m-new"));
    expect(await find("zebra")).toEqual([]);
    // and the SQL plan agrees
    expect((await scroll(sql_, { edition: "en", text: "zebra" })).all).toEqual([]);
  });

  it("sorts as SQL does when stories are written between searches (its sort orders patched, not sorted again)", async () => {
    const db = handle.db;
    const ix = memoryIndexFor(db)!;
    const layout = ix.layout;
    const sorts: Pick<SearchQuery, "sort" | "direction">[] = [
      { sort: "publishTime" },
      { sort: "publishTime", direction: "asc" },
      { sort: "shootDate" },
      { sort: "shootDate", direction: "asc" },
      { sort: "relevance" },
    ];
    const queries: Omit<SearchQuery, "siteCode">[] = sorts.flatMap((s) => [
      { edition: "en", ...s },
      { edition: "en", text: "state", ...s },
      { edition: "zh", text: "东风", ...s },
    ]);
    const base = Date.parse("2026-01-01T00:00:00Z");
    for (let round = 0; round < 4; round++) {
      // the orders made (or patched) by these searches…
      for (const q of queries) expect(await scroll(memory, q), `round ${round}: ${JSON.stringify(q)}`).toEqual(await scroll(sql_, q));
      // …then stories written: new publish times (tied with others) and shooting dates, a takedown, two deleted, two new
      for (let j = 0; j < 6; j++) {
        const pcId = `m-${String(20 + Math.floor(rnd() * 360)).padStart(4, "0")}`;
        await db.update(story).set({ publishTime: new Date(base + Math.floor(rnd() * 140) * 60_000), shootDate: pick(SHOOT) }).where(eq(story.pcId, pcId));
      }
      await db.update(story).set({ status: "offline" }).where(eq(story.pcId, `m-${String(30 + round).padStart(4, "0")}`));
      for (const k of [0, 1]) await db.delete(story).where(eq(story.pcId, `m-${String(40 + round * 2 + k).padStart(4, "0")}`));
      for (let j = 0; j < 2; j++) await insertStory(db, { ...row(500 + round * 2 + j), status: "online", siteCode: "t2", editions: null });
    }
    for (const q of queries) expect(await scroll(memory, q), `last: ${JSON.stringify(q)}`).toEqual(await scroll(sql_, q));
    // no renumbering meanwhile: every search after a write found its orders patched
    expect(ix.layout).toBe(layout);
  }, 120_000);

  it("still plans as SQL does after many rewrites, once it has dropped the stories' old slots", async () => {
    const ix = memoryIndexFor(handle.db)!;
    // every story rewritten three times (a new slot each time): 1,200 dead slots, then renumbered
    for (let round = 0; round < 3; round++) {
      // and 20 stories deleted before the last round, so that the renumbered slots are not the first ones
      if (round === 2) await handle.db.execute(sql`delete from story where pc_id < 'm-0020'`);
      await handle.db.execute(sql`update story set publish_time = publish_time + interval '1 second'`);
      await scroll(memory, { edition: "en", text: "state" });
    }
    expect(ix.size).toBe(380);
    expect(ix.slots).toBe(ix.size);
    for (let k = 0; k < 60; k++) {
      const q = query(k);
      expect(await scroll(memory, q), JSON.stringify(q)).toEqual(await scroll(sql_, q));
    }
  }, 120_000);

  it("answers from SQL while the index loads, and from memory once it has", async () => {
    // a second index of the same database, as a server just started has
    const fresh = new MemoryIndex(handle.db);
    expect(fresh.loaded).toBe(false);
    // the first call starts the load and says the index cannot answer yet
    expect(await fresh.current()).toBe(false);
    await fresh.load();
    expect(fresh.loaded).toBe(true);
    expect(await fresh.current()).toBe(true);
    expect(fresh.size).toBe(380);
  });

  it("forgets every story when the table is truncated", async () => {
    expect((await scroll(memory, { edition: "en", text: "state" })).all.length).toBeGreaterThan(0);
    await handle.db.execute(sql`truncate story cascade`);
    expect(await scroll(memory, { edition: "en", text: "state" })).toEqual({ total: 0, exact: true, all: [] });
    expect(memoryIndexFor(handle.db)!.size).toBe(0);
  });
});
