/**
 * Article search, basic (SPEC §3 Search response, §4 Search paging, §5
 * Search words, §7 Search; DESIGN §3.1, §4): GET /api/articles/search and
 * GET /api/en/articles/search over the demo corpus.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../server/src/db/client.js";
import { story } from "../../server/src/db/schema.js";
import { importDemoCorpus } from "../../server/src/import/index.js";
import { normaliseQuery, reindexMissing, tokens } from "../../server/src/services/search/index.js";
import { STALE_VECTORS } from "../../server/src/services/search/indexing.js";
import { INDEX_VERSION } from "../../server/src/services/search/text.js";
import { makeApp, type TestApp } from "./helpers.js";

let t: TestApp;

interface Item {
  pcId: string;
  title: string;
  type: string;
  author: string;
  htmlUrl: string;
  jsonUrl: string;
  subjectName: string;
  fullPublishTime: string;
  titleImage: string | null;
  publishResList: { relationId: string; photographerStr: string; description: string }[];
}
interface SearchBody {
  code: string;
  sid: string;
  msg?: string;
  errors?: { field: string; rule: string }[];
  result: { page_data: Item[]; total_count: number; pageNum: number; pageCount: number };
}

async function search(query: Record<string, string | number>, en = false): Promise<{ status: number; body: SearchBody }> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const res = await t.app.inject({ method: "GET", url: `/api/${en ? "en/" : ""}articles/search?${qs}` });
  return { status: res.statusCode, body: res.json() as SearchBody };
}
const titles = (b: SearchBody) => b.result.page_data.map((s) => s.title);

beforeAll(async () => {
  t = await makeApp();
  await importDemoCorpus(t.handle.db, { dataDir: t.dataDir, siteCode: "pw", siteId: 1 });
});

afterAll(async () => {
  await t?.close();
});

describe("query words (SPEC §5)", () => {
  it("normalises full-width forms and keeps letters, digits, Chinese, parentheses, quotes and spaces", () => {
    expect(normaliseQuery("“长崎”　（Ｎａｇａｓａｋｉ）!!")).toBe('"长崎" (Nagasaki)');
    expect(normaliseQuery("undefined")).toBe("");
    expect(normaliseQuery("<script>")).toBe("script");
    expect(tokens("Fédèle O'Sullivan", "en")).toEqual(["fedele", "o", "sullivan"]);
    expect(tokens("2016年国情咨文", "zh")).toEqual(["2016", "年", "国情咨文"]);
  });
});

describe("GET /api/en/articles/search", () => {
  it("finds stories by an English word and answers the SPEC §3 shape", async () => {
    const { status, body } = await search({ text: "sheep", type: "image,image_group" }, true);
    expect(status).toBe(200);
    expect(body.code).toBe("success");
    expect(body.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(titles(body).sort()).toEqual(["A March Pastoral, Suffolk", "Nineteenth-Century Landscapes"].sort());
    expect(body.result.total_count).toBe(2);
    const item = body.result.page_data.find((s) => s.title === "A March Pastoral, Suffolk")!;
    expect(item).toMatchObject({ type: "image", author: "Peter Henry Emerson", subjectName: "Nature" });
    expect(item.htmlUrl).toMatch(/^\/en\/pw\/nature\/photo\/articles\/\d{4}\/\d{2}\/\d{2}\/pw\d{6}\.html$/);
    expect(item.jsonUrl).toBe(item.htmlUrl.replace(/\.html$/, ".json"));
    expect(item.fullPublishTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(item.titleImage).toMatch(/^\/media\/.+_1200\.jpg$/);
    expect(item.publishResList[0].photographerStr).toBe("Peter Henry Emerson");
  });

  it("finds by photographer, by a prefix, by an accent-less spelling and by a speaker", async () => {
    expect(titles((await search({ text: "Dorothea Lange" }, true)).body).sort()).toEqual(
      ["Abandoned Dust Bowl Home", "The American West"].sort(),
    );
    expect(titles((await search({ text: "Blossf" }, true)).body)).toContain("Karl Blossfeldt: Art Forms in Nature");
    expect(titles((await search({ text: "fedele azari" }, true)).body)).toEqual(["Airplane, Viewed from Above Looking Down"]);
    expect(titles((await search({ text: "O'Sullivan" }, true)).body)).toEqual(["The American West"]);
    expect(titles((await search({ text: "Obama" }, true)).body)).toEqual([
      "State of the Union Address, 2016",
      "State of the Union Address, 2009",
    ]);
    expect((await search({ text: "zzzzqqq" }, true)).body.result).toMatchObject({ page_data: [], total_count: 0 });
  });

  it("filters by type and by pcId", async () => {
    const texts = await search({ author: "Roosevelt", type: "text" }, true);
    expect(texts.body.result.total_count).toBe(4); // T. Roosevelt 1901, 1908; F. D. Roosevelt 1941, 1945
    // speeches that only mention him in their text are found by the text (the index holds the body)
    const mention = await search({ text: "Roosevelt", type: "text" }, true);
    expect(mention.body.result.total_count).toBeGreaterThan(4);
    expect(texts.body.result.page_data.every((s) => s.type === "text")).toBe(true);
    const groups = await search({ type: "image_group" }, true);
    expect(groups.body.result.total_count).toBe(3);
    const one = groups.body.result.page_data[0];
    expect(titles((await search({ pcId: one.pcId }, true)).body)).toEqual([one.title]);
    const subj = await search({ subjectCode: '["science"]' }, true);
    // the plate and the video story made of its frames (issue 11)
    expect(titles(subj.body).sort()).toEqual(["Animal Locomotion", "Animal Locomotion: a house cat in motion"]);
  });
});

describe("GET /api/articles/search (Chinese edition)", () => {
  it("finds stories by a Chinese word, in Chinese, with Chinese URLs", async () => {
    const { body } = await search({ text: "长崎" });
    expect(titles(body).sort()).toEqual(["十九世纪风景摄影", "长崎河中的船只"].sort());
    const item = body.result.page_data.find((s) => s.title === "长崎河中的船只")!;
    expect(item.htmlUrl).toMatch(/^\/pw\/history\/photo\/articles\//);
    expect(item.author).toBe("费利斯·比托");
    expect(item.subjectName).toBe("历史");
  });

  it("finds by a Chinese photographer name, by the Latin name, and by words the segmenter cuts differently", async () => {
    expect(titles((await search({ text: "兰格" })).body).sort()).toEqual(["美国西部", "被遗弃的沙尘暴区农舍"].sort());
    expect(titles((await search({ text: "Lange" })).body)).toHaveLength(2);
    expect((await search({ text: "国情咨文" })).body.result.total_count).toBe(30);
    expect((await search({ text: "咨文" })).body.result.total_count).toBe(30);
    // the Dust Bowl photo is a story of its own and part of "The American West"
    expect(titles((await search({ text: "沙尘暴 农舍" })).body).sort()).toEqual(["美国西部", "被遗弃的沙尘暴区农舍"].sort());
    expect(titles((await search({ text: "沙尘暴 布洛斯菲尔德" })).body)).toEqual([]);
    expect(titles((await search({ text: "2016年国情咨文" })).body)).toEqual(["2016年国情咨文"]);
  });

  it("lists every online story, newest first, for an empty query or 'undefined'", async () => {
    const all = await search({ text: "undefined", size: 100 });
    expect(all.body.result.total_count).toBe(41);
    expect(titles(all.body).slice(0, 2)).toEqual(["卡尔·布洛斯菲尔德：自然的艺术形态", "美国西部"]);
  });

  it("leaves out offline stories", async () => {
    const { body } = await search({ text: "长崎河中的船只" });
    const pcId = body.result.page_data.find((s) => s.title === "长崎河中的船只")!.pcId;
    await t.handle.db.update(story).set({ status: "offline" }).where(eq(story.pcId, pcId));
    try {
      expect(titles((await search({ text: "长崎" })).body)).toEqual(["十九世纪风景摄影"]);
    } finally {
      await t.handle.db.update(story).set({ status: "online" }).where(eq(story.pcId, pcId));
    }
  });
});

describe("rebuilding the index (issue 21 item 6)", () => {
  it("reindexes every story whose vectors are missing, in batches, to the same vectors as one by one, and only once", async () => {
    const db = t.handle.db;
    const snapshot = () =>
      db
        .select({ pcId: story.pcId, ven: sql<string>`${story.searchVecEn}::text`, vzh: sql<string>`${story.searchVecZh}::text` })
        .from(story)
        .orderBy(story.pcId);
    const before = await snapshot();
    expect(before.length).toBeGreaterThan(20);
    // a database from before the vectors (or of an older index format): every vector empty
    await db.update(story).set({ searchVecEn: sql`''::tsvector`, searchVecZh: sql`''::tsvector` });
    expect((await search({ text: "长崎" })).body.result.total_count).toBe(0);
    // batches of 7: several statements, the last one short
    expect(await reindexMissing(db, 7)).toBe(before.length);
    expect(await snapshot()).toEqual(before);
    expect(await reindexMissing(db, 7)).toBe(0);
    expect(titles((await search({ text: "长崎" })).body)).toContain("长崎河中的船只");
  });

  it("finds the stories to reindex through the partial index of stale vectors, whose mark is the current INDEX_VERSION", async () => {
    const db = t.handle.db;
    // the migration's predicate names the version the vectors are written with (a new version needs a new migration)
    const [def] = rowsOf<{ d: string }>(await db.execute(sql`select indexdef as d from pg_indexes where indexname = 'story_stale_vectors_idx'`));
    // (PostgreSQL prints the constant as the tsquery's text, itself quoted: '''#v4'''::tsquery)
    expect(def?.d).toContain(`'''${INDEX_VERSION}'''::tsquery`);
    // and the planner reads the stale stories from it (the query implies its predicate), not from the whole table
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return JSON.stringify(rowsOf(await tx.execute(sql`explain (format json) select ${story.pcId} from ${story} where ${STALE_VECTORS}`)));
    });
    expect(plan).toContain("story_stale_vectors_idx");
    // one story of an older format among current ones: only it is reindexed
    const [one] = await db.select({ pcId: story.pcId }).from(story).limit(1);
    await db.update(story).set({ searchVecEn: sql`'old'::tsvector` }).where(eq(story.pcId, one.pcId));
    expect(await reindexMissing(db)).toBe(1);
    expect(await reindexMissing(db)).toBe(0);
  });
});

describe("paging (SPEC §4)", () => {
  it("pages with sid alone, without repeating or skipping an item, and defaults to 10 a page", async () => {
    const first = await search({ text: "State of the Union" }, true);
    expect(first.body.result.page_data).toHaveLength(10);
    expect(first.body.result).toMatchObject({ total_count: 30, pageNum: 1, pageCount: 3 });
    const seen = first.body.result.page_data.map((s) => s.pcId);
    let last = first.body;
    for (let i = 0; i < 3; i++) {
      const next = await search({ sid: first.body.sid }, true);
      expect(next.status).toBe(200);
      expect(next.body.sid).toBe(first.body.sid);
      seen.push(...next.body.result.page_data.map((s) => s.pcId));
      last = next.body;
    }
    expect(last.result.page_data).toEqual([]); // past the end
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
    const years = (await search({ text: "State of the Union", size: 30 }, true)).body.result.page_data.map((s) => s.pcId);
    expect(seen).toEqual(years);
  });

  it("accepts page_count as the page size and pageNum for a new search", async () => {
    const p = await search({ text: "State of the Union", page_count: 4, pageNum: 2 }, true);
    expect(p.body.result).toMatchObject({ pageNum: 2, pageCount: 8, total_count: 30 });
    const all = await search({ text: "State of the Union", size: 30 }, true);
    expect(p.body.result.page_data.map((s) => s.pcId)).toEqual(all.body.result.page_data.slice(4, 8).map((s) => s.pcId));
  });

  it("answers es_error for an unknown sid", async () => {
    const res = await search({ sid: "00000000-0000-0000-0000-000000000000" }, true);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("es_error");
    expect(res.body.msg).toBeTruthy();
  });
});

describe("bad parameters", () => {
  it.each([
    [{ size: 0 }, "size"],
    [{ size: "ten" }, "size"],
    [{ size: 101 }, "size"],
    [{ page_count: -1 }, "page_count"],
    [{ pageNum: 0 }, "pageNum"],
    [{ type: "poem" }, "type"],
    [{ pcId: "pw'1" }, "pcId"],
    [{ sid: "../../x" }, "sid"],
    [{ subjectCode: "[1,2]" }, "subjectCode"],
    [{ subjectCode: "nature; drop" }, "subjectCode"],
  ] as [Record<string, string | number>, string][])("%j → invalid_param on %s", async (query, field) => {
    for (const en of [false, true]) {
      const res = await search(query, en);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe("invalid_param");
      expect(res.body.errors?.map((e) => e.field)).toContain(field);
    }
  });
});
