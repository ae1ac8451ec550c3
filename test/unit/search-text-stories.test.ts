/**
 * Search over text stories and the page info (issue 12; SPEC §3 Search
 * response, §7 Search): each edition's index holds every text its page shows
 * (the Chinese edition shows an English speech when it has no translation),
 * Chinese bodies are segmented, text results carry an excerpt, and answers
 * carry pageNum and totalCount beside total_count. Runs on PGlite, and on
 * PostgreSQL when PW_TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXCERPT_LENGTH, excerptOf } from "../../server/src/adapters/story.js";
import { addStory } from "./search-fixtures.js";
import { makeApp, type TestApp } from "./helpers.js";

let t: TestApp;

interface SearchBody {
  code: string;
  sid: string;
  result: {
    page_data: { pcId: string; title: string; type: string; excerpt?: string; body?: unknown }[];
    total_count: number;
    totalCount: number;
    pageNum: number;
    pageCount: number;
  };
}

async function search(query: Record<string, string | number>, prefix = ""): Promise<SearchBody> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const res = await t.app.inject({ method: "GET", url: `/api${prefix}/articles/search?${qs}` });
  expect(res.statusCode).toBe(200);
  return res.json() as SearchBody;
}
const ids = (b: SearchBody) => b.result.page_data.map((s) => s.pcId).sort();

const SPEECH = [
  "Mr. Speaker, Mr. Vice President, members of Congress: tonight the quarrymen of Vermont and the lighthouse keepers of Maine ask us for nothing more than a fair wage.",
  "We shall build harbours, schools and roads, and we shall keep faith with every citizen.",
].join("\n\n");

beforeAll(async () => {
  t = await makeApp();
  const db = t.handle.db;
  // an English speech without a Chinese translation: the Chinese page shows the English text
  await addStory(db, { pcId: "tx-speech", type: "text", siteCode: "pw", titleEn: "Annual Message 1901", titleZh: "1901年国情咨文", bodyEn: SPEECH });
  // a story with its own Chinese body
  await addStory(db, {
    pcId: "tx-zh",
    type: "text",
    siteCode: "pw",
    titleEn: "Harbour report",
    titleZh: "港口报告",
    bodyEn: "The harbour reopened after the storm.",
    bodyZh: "风暴过后，港口重新开放。渔民们回到了码头。",
  });
  for (let i = 0; i < 3; i++) await addStory(db, { pcId: `tx-photo-${i}`, siteCode: "pw", titleEn: `Quarry photo ${i}`, titleZh: `采石场照片${i}`, descriptionEn: "quarrymen at work" });
});

afterAll(async () => {
  await t?.close();
});

describe("the index covers every text the page shows", () => {
  it("finds an English speech from the Chinese edition by a word only its body holds", async () => {
    expect(ids(await search({ text: "lighthouse keepers" }))).toEqual(["tx-speech"]);
    expect(ids(await search({ text: "lighthouse keepers" }, "/en"))).toEqual(["tx-speech"]);
  });

  it("segments a Chinese body: a word inside a sentence is found in the Chinese edition only", async () => {
    expect(ids(await search({ text: "渔民" }))).toEqual(["tx-zh"]);
    expect(ids(await search({ text: "码头" }))).toEqual(["tx-zh"]);
    // the English edition shows the English body, which has no such word
    expect(ids(await search({ text: "渔民" }, "/en"))).toEqual([]);
    // and the Chinese edition does not show the English body of a translated story
    expect(ids(await search({ text: "reopened" }))).toEqual([]);
    expect(ids(await search({ text: "reopened" }, "/en"))).toEqual(["tx-zh"]);
  });
});

describe("excerpts of text stories", () => {
  it("gives a text result the passage of the body its edition shows that matched, marked, and photo results none", async () => {
    const zh = await search({ text: "quarrymen" });
    const speech = zh.result.page_data.find((s) => s.pcId === "tx-speech")!;
    expect(speech.excerpt).toBe(
      "…members of Congress: tonight the <mark>quarrymen</mark> of Vermont and the lighthouse keepers of Maine ask us for nothing more than a fair wage. We shall build harbours…",
    );
    expect(speech.body).toBeUndefined();
    for (const s of zh.result.page_data.filter((x) => x.type !== "text")) expect(s.excerpt).toBeUndefined();
    const own = (await search({ text: "港口" })).result.page_data.find((s) => s.pcId === "tx-zh")!;
    expect(own.excerpt).toBe("风暴过后，<mark>港口</mark>重新开放。渔民们回到了码头。");
    const en = (await search({ text: "harbour" }, "/en")).result.page_data.find((s) => s.pcId === "tx-zh")!;
    expect(en.excerpt).toBe("The <mark>harbour</mark> reopened after the storm.");
    // without words: the start of the body
    const all = (await search({ type: "text", size: 50 })).result.page_data.find((s) => s.pcId === "tx-speech")!;
    expect(all.excerpt).toMatch(/^Mr\. Speaker, Mr\. Vice President/);
  });

  it("marks the query's words in titles, in both editions (issue 21)", async () => {
    const zh = (await search({ text: "港口" })).result.page_data.find((s) => s.pcId === "tx-zh") as { highlight?: { title?: string } };
    expect(zh.highlight).toEqual({ title: "<mark>港口</mark>报告" });
    const en = (await search({ text: "harbour" }, "/en")).result.page_data.find((s) => s.pcId === "tx-zh") as { highlight?: { title?: string } };
    expect(en.highlight).toEqual({ title: "<mark>Harbour</mark> report" });
    // a match in the body only: no title highlight
    const body = (await search({ text: "渔民" })).result.page_data[0] as { highlight?: unknown };
    expect(body.highlight).toBeUndefined();
  });

  it("cuts a long body at a word boundary with an ellipsis", () => {
    const e = excerptOf(SPEECH);
    expect([...e].length).toBeLessThanOrEqual(EXCERPT_LENGTH + 1);
    expect(e.endsWith("…")).toBe(true);
    expect(SPEECH.replace(/\s+/g, " ").startsWith(e.slice(0, -1))).toBe(true);
    expect(excerptOf("短文。")).toBe("短文。");
    expect(excerptOf(null)).toBe("");
  });
});

describe("page info (SPEC §3: pageNum, totalCount)", () => {
  it("answers pageNum and totalCount beside total_count on every page", async () => {
    const first = await search({ text: "quarry", size: 2 }, "/en");
    expect(first.result.total_count).toBe(4);
    expect(first.result.totalCount).toBe(4);
    expect(first.result.pageNum).toBe(1);
    expect(first.result.pageCount).toBe(2);
    const res = await t.app.inject({ method: "GET", url: `/api/en/articles/search?sid=${first.sid}` });
    const next = res.json() as SearchBody;
    expect(next.result).toMatchObject({ pageNum: 2, totalCount: 4, total_count: 4 });
    const none = await search({ text: "zzzyxnotaword" });
    expect(none.result).toMatchObject({ pageNum: 1, totalCount: 0, total_count: 0, page_data: [] });
  });
});
