/**
 * Facets of a search (issue 21, item 3): GET /api/articles/facets and
 * /api/en/articles/facets count the matches of the same query by type,
 * subject, publish year, photographer and price, in the edition's
 * language, with every filter of the search applied. Runs on PGlite, and on
 * PostgreSQL when PW_TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addStory } from "./search-fixtures.js";
import { makeApp, type TestApp } from "./helpers.js";

let t: TestApp;

interface FacetValue {
  value: string;
  label: string;
  count: number;
}
interface FacetsBody {
  code: string;
  data: { type: FacetValue[]; subject: FacetValue[]; year: FacetValue[]; photographer: FacetValue[]; price: FacetValue[]; counted: number; exact: boolean };
}

async function facets(query: Record<string, string>, en = false) {
  const qs = new URLSearchParams(query).toString();
  const res = await t.app.inject({ method: "GET", url: `/api/${en ? "en/" : ""}articles/facets?${qs}`, headers: { "x-site-code": "t2", "x-lang": en ? "en" : "zh" } });
  return { status: res.statusCode, body: res.json() as FacetsBody };
}
const counts = (l: FacetValue[]) => Object.fromEntries(l.map((v) => [v.value, v.count]));

beforeAll(async () => {
  t = await makeApp();
  const db = t.handle.db;
  const at = (y: number) => new Date(Date.UTC(y, 5, 1));
  const nature = { subjectCode: "nature", subjectName: "Nature", subjectNameZh: "自然" };
  const news = { subjectCode: "news", subjectName: "News", subjectNameZh: "新闻" };
  await addStory(db, { pcId: "fc-1", ...nature, titleEn: "Harbour at dawn", titleZh: "黎明的港口", publishTime: at(2024), items: [{ photographer: "Dorothea Lange", free: true }] });
  await addStory(db, {
    pcId: "fc-2",
    type: "image_group",
    ...nature,
    titleEn: "Harbour birds",
    titleZh: "港口的鸟",
    publishTime: at(2025),
    items: [{ photographer: "Ansel Adams" }, { photographer: "Ansel Adams", free: true }],
  });
  await addStory(db, { pcId: "fc-3", type: "text", ...news, titleEn: "Harbour report", titleZh: "港口报告", bodyEn: "The harbour reopened.", publishTime: at(2025) });
  await addStory(db, { pcId: "fc-4", type: "video", ...news, titleEn: "Harbour film", titleZh: "港口影片", publishTime: at(2023), items: [{ photographer: "Dorothea Lange", mediaType: 5 }] });
  await addStory(db, { pcId: "fc-5", ...news, titleEn: "Harbour, withdrawn", titleZh: "撤下的港口", online: false, items: [{ photographer: "Nobody Here" }] });
  await addStory(db, { pcId: "fc-6", ...news, titleEn: "Mountain", titleZh: "山", items: [{ photographer: "Ansel Adams" }] });
});
afterAll(async () => {
  await t?.close();
});

describe("search facets", () => {
  it("counts the matches of a query by type, subject, year, photographer and price (English edition)", async () => {
    const { status, body } = await facets({ text: "harbour" }, true);
    expect(status).toBe(200);
    const d = body.data;
    expect(counts(d.type)).toEqual({ image: 1, image_group: 1, text: 1, video: 1 });
    expect(d.subject).toEqual([
      { value: "nature", label: "Nature", count: 2 },
      { value: "news", label: "News", count: 2 },
    ]);
    expect(d.year.map((y) => [y.value, y.count])).toEqual([["2025", 2], ["2024", 1], ["2023", 1]]);
    expect(d.photographer).toEqual([
      { value: "Dorothea Lange", label: "Dorothea Lange", count: 2 },
      { value: "Ansel Adams", label: "Ansel Adams", count: 1 },
    ]);
    // a story with a free and a paid photo counts under both
    expect(counts(d.price)).toEqual({ free: 2, paid: 2 });
    expect(d).toMatchObject({ counted: 4, exact: true });
  });

  it("applies the search's filters, and names subjects in the Chinese edition's language", async () => {
    const { body } = await facets({ text: "港口", type: "image,image_group" });
    expect(counts(body.data.type)).toEqual({ image: 1, image_group: 1 });
    expect(body.data.subject).toEqual([{ value: "nature", label: "自然", count: 2 }]);
    const byAuthor = await facets({ text: "harbour", author: "Lange" }, true);
    expect(counts(byAuthor.body.data.type)).toEqual({ image: 1, video: 1 });
    const free = await facets({ text: "harbour", price: "free" }, true);
    expect(free.body.data.counted).toBe(2);
  });

  it("answers bad queries as the search does", async () => {
    expect((await facets({ text: "😀" })).body.code).toBe("search_no_words");
    expect((await facets({ text: "x".repeat(201) }, true)).status).toBe(422);
    expect((await facets({ price: "cheap" }, true)).body.code).toBe("invalid_param");
  });
});
