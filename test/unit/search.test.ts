/**
 * The complete search (SPEC §3 Search response, §4 Search paging, §5 search
 * words and HTML allow-list, §7 Search and its parameters, §8 es_error;
 * DESIGN §4, §6): every query parameter on both routes, paging without
 * duplicates or gaps (also while stories are published or taken offline),
 * ranking, the reset, and the error codes. The demo corpus is site "pw";
 * the stories made here are site "t2" (X-Site-Code) so that they do not
 * change the demo counts.
 *
 * Stays whole (about 500 lines): every suite runs on one app with the demo
 * corpus imported once (seconds); the faster basic and content checks are
 * in search-basic.test.ts and search-content.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { importDemoCorpus } from "../../server/src/import/index.js";
import { createPublisher } from "../../server/src/publish/publisher.js";
import { unpublishStory } from "../../server/src/publish/site.js";
import { publishStory as publishAndIndex } from "../../server/src/services/stories/publishing.js";
import type { Db } from "../../server/src/db/client.js";
import {
  queryTerms,
  searchVectorOf,
  SearchService,
  textQuery,
  type SearchQuery,
} from "../../server/src/services/search/index.js";
import { estimateMatches, sortColumnStats, type ColumnStats } from "../../server/src/services/search/ranking.js";
import { indexPieces, pieces, type Piece } from "../../server/src/services/search/text.js";
import { story } from "../../server/src/db/schema.js";
import { eq, sql } from "drizzle-orm";
import { makeApp, type TestApp } from "./helpers.js";
import { addStory, setOnline } from "./search-fixtures.js";

/** Publishing as the services do (services/stories/publishing.ts): the renderer through the Publisher port, then the search index. */
const publishStory = (db: Db, pcId: string, opts: { dataDir: string; siteCode: string }) => publishAndIndex(db, pcId, createPublisher(db, opts));

let t: TestApp;

interface Item {
  pcId: string;
  title: string;
  type: string;
  author: string;
  description: string;
  subjectCode: string;
  subjectName: string;
  shootDate: string;
  publishTime: string;
  flagWordStr: string;
  publishResList: { description: string; photographerStr: string }[];
}
interface Body {
  code: string;
  sid: string;
  msg?: string;
  errors?: { field: string; rule: string }[];
  result: { page_data: Item[]; total_count: number; totalExact: boolean; pageNum: number; pageCount: number };
}

async function search(query: Record<string, string | number>, opts: { en?: boolean; site?: string } = {}) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const res = await t.app.inject({
    method: "GET",
    url: `/api/${opts.en ? "en/" : ""}articles/search?${qs}`,
    headers: opts.site ? { "x-site-code": opts.site } : {},
  });
  return { status: res.statusCode, body: res.json() as Body };
}
const en = (q: Record<string, string | number>) => search(q, { en: true });
const t2 = (q: Record<string, string | number>, isEn = true) => search(q, { en: isEn, site: "t2" });
const titles = (b: Body) => b.result.page_data.map((s) => s.title);
const ids = (b: Body) => b.result.page_data.map((s) => s.pcId);

/** Every page of a search (first request, then sid alone until past the end). */
async function allPages(query: Record<string, string | number>, opts: { en?: boolean; site?: string } = { en: true }) {
  const first = await search(query, opts);
  expect(first.status).toBe(200);
  const pages = [first.body];
  for (let i = 0; i < 50 && pages[pages.length - 1].result.page_data.length > 0; i++) {
    const next = await search({ sid: first.body.sid }, opts);
    expect(next.status).toBe(200);
    pages.push(next.body);
  }
  return { first: first.body, pages, ids: pages.flatMap(ids) };
}

beforeAll(async () => {
  t = await makeApp();
  await importDemoCorpus(t.handle.db, { dataDir: t.dataDir, siteCode: "pw", siteId: 1 });
  const db = t.handle.db;
  const day = (d: string) => new Date(`${d}T12:00:00Z`);
  await addStory(db, {
    pcId: "t2-harbour",
    titleEn: "Harbour at dawn",
    titleZh: "黎明的港口",
    descriptionEn: "Fishing boats leave the harbour before sunrise.",
    author: "Ada Lovelace",
    subjectCode: "photographer_12",
    subjectName: "Ada Lovelace",
    flagWordStr: "harbour,fishing boats,dawn",
    shootDate: "1950-05-01",
    publishTime: day("2020-03-01"),
    items: [{ ext: "png", free: true, caption: "Boats and gulls", photographer: "Ada Lovelace" }],
  });
  await addStory(db, {
    pcId: "t2-market",
    type: "image_group",
    titleEn: "Night market",
    titleZh: "夜市",
    descriptionEn: "Stalls by the harbour road; boats unload the catch.",
    author: "Grace Hopper",
    subjectCode: "photographer_13",
    flagWordStr: "market,night,food",
    shootDate: "1972-08-15",
    publishTime: day("2021-06-10"),
    items: [
      { ext: "jpg", free: false, caption: "Lanterns", photographer: "Grace Hopper" },
      { ext: "tif", free: false, caption: "Noodles", photographer: "Grace Hopper" },
    ],
  });
  await addStory(db, {
    pcId: "t2-film",
    type: "video",
    titleEn: "Harbour film",
    descriptionEn: "A short film about the harbour and the boats.",
    author: "Lumière",
    subjectCode: "film",
    subjectName: "Film",
    subjectNameZh: "电影",
    flagWordStr: "film,harbour",
    shootDate: "",
    publishTime: day("2019-01-01"),
    items: [{ ext: "mp4", mediaType: 5, caption: "Reel one" }],
  });
  await addStory(db, {
    pcId: "t2-essay",
    type: "text",
    titleEn: "Essay on lighthouses",
    descriptionEn: "Why every harbour needs a light.",
    author: "Boats McBoatface",
    subjectCode: "opinion",
    subjectName: "Opinion",
    subjectNameZh: "评论",
    shootDate: "1930-01-01",
    publishTime: day("2022-11-30"),
  });
});

afterAll(async () => {
  await t?.close();
});

describe("segmentation and index (DESIGN §4)", () => {
  it("joins single Chinese characters the segmenter split, keeps words apart, and makes prefixes of long Latin words", () => {
    expect(queryTerms("兰格", "zh")).toEqual([{ kind: "han", text: "兰格" }]);
    expect(queryTerms("长崎船只", "zh")).toEqual([
      { kind: "han", text: "长崎" },
      { kind: "han", text: "船只" },
    ]);
    expect(textQuery("Dust Bowl", "en")).toBe("'dust':* & 'bowl':*");
    expect(textQuery("O'Sullivan", "en")).toBe("'o' & 'sullivan':*");
    expect(textQuery("国情咨文", "zh")).toBe("('国情' <-> '情咨' <-> '咨文')");
    expect(textQuery("undefined", "en")).toBeNull();
    expect(textQuery("!!!", "en")).toBeNull();
  });

  it("indexes Chinese as characters and bigrams, never as words, with weights A (title) … D (captions)", () => {
    const vec = searchVectorOf(
      { titleZh: "美国西部", titleEn: "", authorZh: "兰格", author: "Lange", descriptionZh: "沙尘暴和维生素", descriptionEn: "", flagWordStrZh: "", flagWordStr: "", subjectNameZh: "历史", subjectName: "" } as never,
      [],
      "zh",
    );
    expect(vec).toMatch(/'美国':\d+A/);
    expect(vec).toMatch(/'国西':\d+A/);
    expect(vec).toMatch(/'西':\d+A/);
    expect(vec).toMatch(/'兰格':\d+B/);
    expect(vec).toMatch(/'lange':\d+B/);
    expect(vec).toMatch(/'尘暴':\d+D/);
    // the segmenter's word of three characters is no lexeme: every query asks for its bigrams
    expect(vec).toMatch(/'维生':\d+D/);
    expect(vec).toMatch(/'生素':\d+D/);
    expect(vec).not.toMatch(/'维生素'/);
  });

  it("cuts a text for the index as the queries cut it, but each Chinese run whole", () => {
    // what the index reads of the query's cut: a Chinese run across the segmenter's words, one break between words
    const joined = (ps: Piece[]) =>
      ps.reduce<Piece[]>((out, p) => {
        const last = out[out.length - 1];
        if (p.kind === "han" && last?.kind === "han") out[out.length - 1] = { kind: "han", text: last.text + p.text };
        else if (!(p.kind === "break" && last?.kind === "break")) out.push(p);
        return out;
      }, []);
    for (const text of [
      "iPhone手机、X光片和COVID-19疫情",
      "卡拉OK厅 3D打印 A股市场 维生素C 2024年第3名",
      "ＡＢＣ全角 U.S. don't h5n1 Straße café",
      "多萝西娅·兰格 (Dorothea Lange) 摄于1936年",
      "東京とうきょう 日本語のテキスト",
    ]) {
      expect(indexPieces(text, "zh"), text).toEqual(joined(pieces(text, "zh")));
    }
    expect(indexPieces("维生素C片", "zh")).toEqual([
      { kind: "han", text: "维生素" },
      { kind: "word", text: "c" },
      { kind: "han", text: "片" },
    ]);
  });

  it("finds a Chinese word across the segmenter's cuts, and single characters", async () => {
    // "沙尘暴区" is cut 沙尘 | 暴 | 区 in the story; 暴区 is still a bigram of it
    expect(titles((await search({ text: "暴区" })).body).sort()).toEqual(["美国西部", "被遗弃的沙尘暴区农舍"].sort());
    expect(titles((await search({ text: "比托" })).body).sort()).toEqual(["十九世纪风景摄影", "长崎河中的船只"].sort());
    // the Muybridge plate and its video story (issue 11)
    expect((await search({ text: "猫" })).body.result.total_count).toBe(2);
  });
});

describe("ranking (sort=relevance, the default with text)", () => {
  it("puts a title match before a newer story that only mentions the word", async () => {
    const { body } = await en({ text: "Nagasaki", type: "image,image_group" });
    expect(titles(body)).toEqual(["Boats in River, Nagasaki", "Nineteenth-Century Landscapes"]);
    const byTime = await en({ text: "Nagasaki", type: "image,image_group", sort: "publishTime" });
    expect(titles(byTime.body)).toEqual(["Nineteenth-Century Landscapes", "Boats in River, Nagasaki"]);
  });

  it("ranks title over author over keywords over captions", async () => {
    const { body } = await t2({ text: "harbour" });
    expect(ids(body)[0]).toMatch(/^t2-(harbour|film)$/); // both have it in the title
    expect(ids(body).slice(2)).toEqual(["t2-essay", "t2-market"].filter((id) => ids(body).includes(id)));
    const boats = await t2({ text: "boats" });
    // author "Boats McBoatface" (B) before the captions and descriptions (D)
    expect(ids(boats.body)[0]).toBe("t2-essay");
  });
});

describe("query parameters (SPEC §7)", () => {
  it("text2 is also required", async () => {
    const all = await en({ text: "State of the Union", size: 20 });
    const { body } = await en({ text: "State of the Union", text2: "Theodore Roosevelt", size: 20 });
    // his two addresses (1901, 1908) and any address that names him
    expect(body.result.total_count).toBeGreaterThanOrEqual(2);
    expect(body.result.total_count).toBeLessThan(all.body.result.total_count);
    expect(titles(body).every((x) => x.startsWith("State of the Union"))).toBe(true);
  });

  it("subjectCode: one, several, JSON; subjectParentCode: the subject and its children; exclude_subjectCodes", async () => {
    // science: the Muybridge plate and its video story (issue 11)
    expect((await en({ subjectCode: "science" })).body.result.total_count).toBe(2);
    expect((await en({ subjectCode: "science,nature" })).body.result.total_count).toBe(6);
    expect((await en({ subjectCode: '["science","nature"]' })).body.result.total_count).toBe(6);
    expect(ids((await t2({ subjectParentCode: "photographer" })).body).sort()).toEqual(["t2-harbour", "t2-market"]);
    expect((await t2({ subjectParentCode: "photo" })).body.result.total_count).toBe(0);
    expect((await t2({ subjectParentCode: "photographer_12" })).body.result.total_count).toBe(1);
    expect((await en({ exclude_subjectCodes: '["politics"]' })).body.result.total_count).toBe(11);
    expect((await en({ exclude_subjectCodes: "politics,nature" })).body.result.total_count).toBe(7);
  });

  it("subject: subject names of either edition, case-insensitive (the search page's subject)", async () => {
    expect((await en({ subject: "nature" })).body.result.total_count).toBe(4);
    expect((await search({ subject: "自然" })).body.result.total_count).toBe(4);
    expect((await en({ subject: '["Nature","Science"]' })).body.result.total_count).toBe(6);
  });

  it("type: one or several", async () => {
    expect((await en({ type: "text" })).body.result.total_count).toBe(30);
    expect((await en({ type: "image,image_group" })).body.result.total_count).toBe(10);
    expect(ids((await t2({ type: "video" })).body)).toEqual(["t2-film"]);
  });

  it("date: a JSON range on the publish time (default) or the shooting date", async () => {
    const pub = await t2({ date: JSON.stringify({ start: "2020-01-01", end: "2021-12-31" }) });
    expect(ids(pub.body).sort()).toEqual(["t2-harbour", "t2-market"]);
    const arr = await t2({ date: JSON.stringify(["2022-11-30", "2022-11-30"]) });
    expect(ids(arr.body)).toEqual(["t2-essay"]);
    const open = await t2({ date: JSON.stringify({ from: "2021-01-01" }) });
    expect(ids(open.body).sort()).toEqual(["t2-essay", "t2-market"]);
    const shot = await en({ date: JSON.stringify({ start: "1860-01-01", end: "1889-12-31", field: "shootDate" }) });
    expect(shot.body.result.page_data.every((s) => s.shootDate >= "1860" && s.shootDate <= "1889-12-31")).toBe(true);
    expect(shot.body.result.total_count).toBe(7);
    const withTime = await t2({ date: JSON.stringify({ start: "2020-03-01 11:00:00", end: "2020-03-01 13:00:00" }) });
    expect(ids(withTime.body)).toEqual(["t2-harbour"]);
  });

  it("author: words of the author or a photographer only", async () => {
    expect(titles((await en({ author: "Lange" })).body).sort()).toEqual(["Abandoned Dust Bowl Home", "The American West"].sort());
    expect((await en({ author: "Nagasaki" })).body.result.total_count).toBe(0); // in titles, not an author
    expect((await search({ author: "兰格" })).body.result.total_count).toBe(2);
    expect(ids((await t2({ author: "boats" })).body)).toEqual(["t2-essay"]);
  });

  it("fileExt: stories with an item of that file type", async () => {
    expect((await en({ fileExt: "jpg" })).body.result.total_count).toBe(10);
    expect(ids((await t2({ fileExt: "png" })).body)).toEqual(["t2-harbour"]);
    expect(ids((await t2({ fileExt: '["mp4","TIF"]' })).body).sort()).toEqual(["t2-film", "t2-market"]);
  });

  it("price: free or paid items", async () => {
    expect(ids((await t2({ price: "free" })).body)).toEqual(["t2-harbour"]);
    expect(ids((await t2({ price: "paid" })).body).sort()).toEqual(["t2-film", "t2-market"]);
  });

  it("tags: keywords, each as a phrase, all required", async () => {
    expect(titles((await en({ tags: "Dust Bowl" })).body).sort()).toEqual(["Abandoned Dust Bowl Home", "The American West"].sort());
    expect((await en({ tags: "Bowl Dust" })).body.result.total_count).toBe(0);
    expect(ids((await t2({ tags: '["fishing boats","dawn"]' })).body)).toEqual(["t2-harbour"]);
    expect((await t2({ tags: "boats,night" })).body.result.total_count).toBe(0);
    expect((await search({ tags: "沙尘暴" })).body.result.total_count).toBe(2);
    expect((await search({ tags: "美国西部" })).body.result.total_count).toBe(1);
    expect((await search({ tags: "西部美国" })).body.result.total_count).toBe(0);
  });

  it("sort by publish time or shooting date, both directions (no shooting date last)", async () => {
    expect(ids((await t2({ sort: "publishTime" })).body)).toEqual(["t2-essay", "t2-market", "t2-harbour", "t2-film"]);
    expect(ids((await t2({ sort: "publishTime", direction: "asc" })).body)).toEqual(["t2-film", "t2-harbour", "t2-market", "t2-essay"]);
    expect(ids((await t2({ sort: "shootDate", direction: "desc" })).body)).toEqual(["t2-market", "t2-harbour", "t2-essay", "t2-film"]);
    expect(ids((await t2({ sort: "shootDate", direction: "ASC" })).body)).toEqual(["t2-essay", "t2-harbour", "t2-market", "t2-film"]);
    const years = (await en({ type: "text", sort: "shootDate", direction: "asc", size: 30 })).body.result.page_data.map((s) => s.shootDate);
    expect(years).toEqual([...years].sort());
  });

  it("size and page_count (default 10), pageNum, scroll keep-alive, _rid and custom parameters", async () => {
    expect((await en({})).body.result.page_data).toHaveLength(10);
    expect((await en({ page_count: 3 })).body.result.page_data).toHaveLength(3);
    const p3 = await en({ size: 4, pageNum: 3, _rid: "0.123", custom: "x", siteFlag: 1 });
    expect(p3.status).toBe(200);
    expect(p3.body.result).toMatchObject({ pageNum: 3, pageCount: 11, total_count: 41 });
    const all = await en({ size: 40 });
    expect(ids(p3.body)).toEqual(ids(all.body).slice(8, 12));
    // the next page of that session follows on
    const p4 = await en({ sid: p3.body.sid });
    expect(ids(p4.body)).toEqual(ids(all.body).slice(12, 16));
  });

  it("scroll sets how long a session lives; an expired sid answers es_error", async () => {
    const first = await en({ text: "State of the Union", scroll: "1s" });
    // no fixed sleep: the service's clock (Date) moves past the keep-alive; timers stay real
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      vi.setSystemTime(Date.now() + 1100);
      const next = await en({ sid: first.body.sid });
      expect(next.status).toBe(409);
      expect(next.body.code).toBe("es_error");
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers in the edition's language and URLs", async () => {
    const zh = await search({ pcId: "pw000004" });
    const e = await en({ pcId: "pw000004" });
    expect(titles(zh.body)).toEqual(["长崎河中的船只"]);
    expect(titles(e.body)).toEqual(["Boats in River, Nagasaki"]);
  });
});

describe("paging (SPEC §4)", () => {
  it.each([
    [{ text: "State of the Union" }],
    [{ text: "the" }],
    [{ sort: "publishTime", direction: "asc" }],
    [{ sort: "shootDate" }],
    [{ sort: "shootDate", direction: "asc" }],
    [{ text: "State of the Union", sort: "shootDate", direction: "asc" }],
    [{ text: "the", sort: "publishTime" }],
    [{ type: "text", sort: "publishTime", direction: "asc" }],
  ] as [Record<string, string>][])("%j: every match once, in pages of 7, then empty pages", async (q) => {
    const { first, pages, ids: seen } = await allPages({ ...q, size: 7 });
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(first.result.total_count);
    expect(pages.at(-1)!.result.page_data).toEqual([]);
    expect(pages.slice(0, -1).every((p, i) => p.result.pageNum === i + 1)).toBe(true);
    const whole = await en({ ...q, size: 100 });
    expect(seen).toEqual(ids(whole.body));
  });

  it("ranks a bounded candidate set, then continues newest first, without duplicates or gaps", async () => {
    const svc = new SearchService(t.handle.db, { rankCandidates: 5 });
    const base: SearchQuery = { edition: "en", siteCode: "pw", text: "State of the Union", size: 4 };
    const first = await svc.search(base);
    // 5 ranked candidates and more: a lower bound, and always one more page until the end
    expect(first.result).toMatchObject({ total_count: 5, totalExact: false, pageNum: 1, pageCount: 2 });
    const seen = first.result.page_data.map((s) => s.pcId);
    let last = first.result;
    while (last.pageNum < last.pageCount) {
      last = (await svc.search({ ...base, sid: first.sid })).result;
      seen.push(...last.page_data.map((s) => s.pcId));
    }
    // the client stopped where SPEC §4 says (pageNum reached pageCount) and has seen every match once
    expect(last).toMatchObject({ total_count: 30, totalExact: true, pageNum: 8, pageCount: 8 });
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
    // after the 5 ranked candidates (the 5 newest matches), the rest newest first
    const byTime = (await svc.search({ ...base, sort: "publishTime", size: 30 })).result.page_data.map((s) => s.pcId);
    expect(seen.slice(0, 5).sort()).toEqual(byTime.slice(0, 5).sort());
    expect(seen.slice(5)).toEqual(byTime.slice(5));
  });

  it("finds the same first matches (ranked candidates, or in time order) through the GIN index, by walking a time index, and in a time window first", async () => {
    const scrollAll = async (svc: SearchService, q: SearchQuery) => {
      const first = await svc.search(q);
      const seen = first.result.page_data.map((s) => s.pcId);
      for (let last = first.result; last.pageNum < last.pageCount; ) {
        last = (await svc.search({ ...q, sid: first.sid })).result;
        seen.push(...last.page_data.map((s) => s.pcId));
      }
      return seen;
    };
    // the planner's statistics: the time window's bound is read from them
    await t.handle.db.execute(sql`analyze story`);
    for (const cap of [5, 500]) {
      const index = new SearchService(t.handle.db, { rankCandidates: cap, textCountCap: cap, firstThroughIndex: true });
      const walk = new SearchService(t.handle.db, { rankCandidates: cap, textCountCap: cap, firstThroughIndex: false });
      // in publish-time order, the newest (oldest) half of the stories first (ranking.ts firstMatches)
      const window = new SearchService(t.handle.db, { rankCandidates: cap, textCountCap: cap, firstThroughIndex: true, firstWindow: true });
      for (const q of [
        { edition: "en", siteCode: "pw", text: "State of the Union", size: 4 },
        { edition: "en", siteCode: "pw", text: "Union", types: ["text"], size: 6 },
        // in time order: the first TEXT_COUNT_CAP matches, then the keyset walk
        { edition: "en", siteCode: "pw", text: "Union", sort: "shootDate", direction: "asc", size: 4 },
        { edition: "en", siteCode: "pw", text: "State", sort: "shootDate", direction: "desc", size: 4 },
        { edition: "en", siteCode: "pw", text: "Union", sort: "publishTime", direction: "asc", size: 4 },
      ] as SearchQuery[]) {
        const viaIndex = await scrollAll(index, q);
        expect(viaIndex.length, JSON.stringify(q)).toBeGreaterThan(5);
        expect(await scrollAll(walk, q), JSON.stringify(q)).toEqual(viaIndex);
        expect(await scrollAll(window, q), `${JSON.stringify(q)} (time window)`).toEqual(viaIndex);
      }
    }
  });

  it("counts exactly up to a cap, then gives a lower bound until the end", async () => {
    const svc = new SearchService(t.handle.db, { totalCap: 12, textCountCap: 6 });
    const plain = await svc.search({ edition: "en", siteCode: "pw", size: 10 });
    expect(plain.result).toMatchObject({ total_count: 12, totalExact: false, pageCount: 2 });
    const worded = await svc.search({ edition: "en", siteCode: "pw", text: "union", sort: "publishTime", size: 10 });
    expect(worded.result).toMatchObject({ total_count: 6, totalExact: false, pageCount: 2 });
    const pages = [worded.result];
    while (pages.at(-1)!.pageNum < pages.at(-1)!.pageCount) pages.push((await svc.search({ edition: "en", siteCode: "pw", sid: worded.sid })).result);
    expect(pages.flatMap((p) => p.page_data)).toHaveLength(30);
    expect(pages.at(-1)).toMatchObject({ total_count: 30, totalExact: true });
  });

  it("pages never repeat or skip a story while stories are published and taken offline during the scroll", async () => {
    const db = t.handle.db;
    const opts = { dataDir: t.dataDir, siteCode: "pw" };
    const first = await en({ text: "State of the Union", size: 10 });
    const seen = ids(first.body);
    // during the scroll: a new address is published (newest of all), an old one comes back online
    // with a publish time older than every other, and one not yet seen is taken offline
    await addStory(db, { pcId: "pw-new-2031", siteCode: "pw", type: "text", titleEn: "State of the Union Address, 2031", subjectCode: "politics", online: false, publishTime: new Date() });
    await publishStory(db, "pw-new-2031", opts);
    await addStory(db, { pcId: "pw-old-1850", siteCode: "pw", type: "text", titleEn: "State of the Union Address, 1850", subjectCode: "politics", online: false, publishTime: new Date("2000-01-01T00:00:00Z") });
    const all = await en({ text: "State of the Union", size: 100 });
    const goneId = ids(all.body).filter((id) => !seen.includes(id) && id !== "pw-new-2031")[5];
    await unpublishStory(db, goneId, opts);
    try {
      for (let i = 0; i < 3; i++) seen.push(...ids((await en({ sid: first.body.sid })).body));
      expect(new Set(seen).size).toBe(seen.length); // no duplicate
      expect(seen).not.toContain("pw-new-2031"); // published after the session began
      expect(seen).not.toContain(goneId); // offline now
      expect(seen).toHaveLength(29); // all 30 of the snapshot but the one taken offline
      // searchable as soon as published, gone as soon as offline
      const after = await en({ text: "State of the Union", size: 100 });
      expect(ids(after.body)).toContain("pw-new-2031");
      expect(ids(after.body)).not.toContain(goneId);
      await publishStory(db, "pw-old-1850", opts);
      expect(ids((await en({ text: "1850" })).body)).toEqual(["pw-old-1850"]);
    } finally {
      await publishStory(db, goneId, opts);
      await db.delete(story).where(eq(story.pcId, "pw-new-2031"));
      await db.delete(story).where(eq(story.pcId, "pw-old-1850"));
    }
  });

  it("reset: clear forgets the session (then es_error); it needs X-Requested-With", async () => {
    const first = await en({ text: "State of the Union" });
    const noHeader = await t.app.inject({ method: "GET", url: `/api/en/articles/search/clear?sid=${first.body.sid}` });
    expect(noHeader.statusCode).toBe(403);
    const cleared = await t.call({ method: "GET", url: `/api/en/articles/search/clear?sid=${first.body.sid}` });
    expect(cleared.json()).toEqual({ code: "success", data: { cleared: true } });
    expect((await t.call({ method: "GET", url: `/api/articles/search/clear?sid=${first.body.sid}` })).json().data).toEqual({ cleared: false });
    const next = await en({ sid: first.body.sid });
    expect(next.body.code).toBe("es_error");
    expect(next.body.msg).toBe("搜索会话已失效，请重新搜索");
    const enMsg = await t.app.inject({ method: "GET", url: `/api/en/articles/search?sid=${first.body.sid}`, headers: { "x-lang": "en" } });
    expect(enMsg.json().msg).toMatch(/search/i);
  });

  it("reports the end: page number reaches the page count, or total_count 0", async () => {
    const none = await en({ text: "zzqqxxyy" });
    expect(none.body.result).toMatchObject({ total_count: 0, pageCount: 0, page_data: [], pageNum: 1 });
    const one = await en({ text: "Blossfeldt", size: 10 });
    expect(one.body.result.pageNum).toBe(one.body.result.pageCount);
  });
});

describe("publishing", () => {
  it("a story is searchable as soon as it is published, however it was written, and gone when taken offline", async () => {
    const db = t.handle.db;
    const opts = { dataDir: t.dataDir, siteCode: "t2" };
    // written directly, never indexed
    await db.insert(story).values({
      pcId: "t2-raw",
      type: "image",
      siteCode: "t2",
      siteId: 2,
      subjectCode: "news",
      subjectName: "News",
      subjectNameZh: "新闻",
      titleEn: "Zeppelin over the bay",
      titleZh: "海湾上空的飞艇",
      status: "offline",
      relContentUrl: "2026/01/01/t2-raw",
      publishTime: new Date(Date.now() - 1000),
    });
    expect((await t2({ text: "zeppelin" })).body.result.total_count).toBe(0);
    await publishStory(db, "t2-raw", opts);
    expect(ids((await t2({ text: "zeppelin" })).body)).toEqual(["t2-raw"]);
    expect(ids((await search({ text: "飞艇" }, { site: "t2" })).body)).toEqual(["t2-raw"]);
    await unpublishStory(db, "t2-raw", opts);
    expect((await t2({ text: "zeppelin" })).body.result.total_count).toBe(0);
  });
});

describe("HTML allow-list on every text field (SPEC §5)", () => {
  it("removes scripts, event handlers and unsafe links from results, keeps listed tags", async () => {
    await addStory(t.handle.db, {
      pcId: "t2-xss",
      titleEn: 'Gala <b onclick="steal()">night</b><script>alert(1)</script> & more',
      descriptionEn: 'See <a href="javascript:alert(1)">this</a> and <a href="https://example.org/x?a=1&b=2" target="_blank">that</a><img src=x onerror=alert(1)>',
      author: "<i>Ann</i> <iframe src=//evil></iframe>",
      flagWordStr: "gala,<svg onload=alert(1)>",
      items: [{ caption: "<p style='x'>Caption</p><!-- hidden -->", photographer: "Bob <u>Builder</u>" }],
    });
    const { body } = await t2({ text: "gala" });
    const s = body.result.page_data[0];
    expect(s.title).toBe("Gala <b>night</b> &amp; more");
    expect(s.description).toBe('See <a>this</a> and <a href="https://example.org/x?a=1&amp;b=2">that</a>');
    expect(s.author).toBe("<i>Ann</i> ");
    expect(s.flagWordStr).toBe("gala,");
    expect(s.publishResList[0].description).toBe("<p>Caption</p>");
    expect(s.publishResList[0].photographerStr).toBe("Bob <u>Builder</u>");
    await setOnline(t.handle.db, "t2-xss", false);
  });
});

describe("errors", () => {
  it.each([
    [{ sort: "random" }, "sort"],
    [{ direction: "up" }, "direction"],
    [{ price: "cheap" }, "price"],
    [{ date: "2020-01-01" }, "date"],
    [{ date: '{"start":"2020-02-30"}' }, "date"],
    [{ date: '{"start":"2021-01-01","end":"2020-01-01"}' }, "date"],
    [{ date: '{"start":"2021-01-01","field":"modified"}' }, "date"],
    [{ scroll: "10x" }, "scroll"],
    [{ scroll: "31m" }, "scroll"],
    [{ fileExt: "j.pg" }, "fileExt"],
    [{ tags: '["<b>"]' }, "tags"],
    [{ subject: "[1]" }, "subject"],
    [{ exclude_subjectCodes: '["a b"]' }, "exclude_subjectCodes"],
    [{ exclude_subjectCodes: "[" }, "exclude_subjectCodes"],
    [{ subjectParentCode: "a/b" }, "subjectParentCode"],
    [{ author: "x".repeat(101) }, "author"],
  ] as [Record<string, string>, string][])("%j → invalid_param on %s, both editions", async (query, field) => {
    for (const isEn of [false, true]) {
      const res = await search(query, { en: isEn });
      expect(res.status).toBe(422);
      expect(res.body.code).toBe("invalid_param");
      expect(res.body.errors?.map((e) => e.field)).toContain(field);
    }
  });

  it("a query with nothing searchable is refused, not answered with everything (issue 21)", async () => {
    for (const text of ["!!! ###", '( ) ""']) {
      const res = await en({ text });
      expect(res.status).toBe(422);
      expect(res.body.code).toBe("search_no_words");
    }
    const res = await en({ text: "undefined" });
    expect(res.body.result.total_count).toBe(41);
  });
});

describe("the planner's statistics (ranking.ts)", () => {
  it("reads a sort column's statistics once an ANALYZE, and again after the next one", async () => {
    const db = t.handle.db;
    await db.execute(sql`analyze story`);
    const { analyzed } = await estimateMatches(db, sql`true`);
    expect(analyzed).not.toBeNull();
    const first = await sortColumnStats(db, "publishTime", analyzed);
    expect(first?.bounds.length).toBeGreaterThan(0);
    // the same ANALYZE: what was read (the very object); without its time: read again
    expect(await sortColumnStats(db, "publishTime", analyzed)).toBe(first);
    expect(await sortColumnStats(db, "publishTime")).not.toBe(first);
    // a story of 2099, then ANALYZE: the statistics read after it hold its publish time
    const in2099 = (s: ColumnStats | null) => [...(s?.bounds ?? []), ...(s?.common ?? [])].some((v) => v.startsWith("2099-"));
    await addStory(db, { pcId: "t2-stats-2099", titleEn: "Stats", publishTime: new Date("2099-01-01T12:00:00Z") });
    try {
      await db.execute(sql`analyze story`);
      const after = await estimateMatches(db, sql`true`);
      expect(after.analyzed).not.toBe(analyzed);
      expect(in2099(first)).toBe(false);
      expect(in2099(await sortColumnStats(db, "publishTime", after.analyzed))).toBe(true);
    } finally {
      await db.delete(story).where(eq(story.pcId, "t2-stats-2099"));
      await db.execute(sql`analyze story`);
    }
  });
});
