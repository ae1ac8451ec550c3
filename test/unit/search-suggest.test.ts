/**
 * Search suggestions (issue 21 item 4): GET /api/articles/suggest (Chinese
 * edition) and /api/en/articles/suggest (English): up to 8 distinct texts
 * from the titles, keywords, subjects and photographers of the edition's
 * online stories of the site, the last typed word as a prefix. Runs on
 * PGlite, and on PostgreSQL when PW_TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { story } from "../../server/src/db/schema.js";
import { readFileSync } from "node:fs";
import { memoryIndexFor, reindexStory, SuggestService } from "../../server/src/services/search/index.js";
import { addStory } from "./search-fixtures.js";
import { makeApp, type TestApp } from "./helpers.js";
import { TEST_PG_URL } from "./db.js";
import { mulberry32 } from "./random.js";

let t: TestApp;

interface Suggestion {
  text: string;
  kind: "title" | "keyword" | "subject" | "photographer";
}

async function suggest(text: string, prefix = "", site = "pw"): Promise<Suggestion[]> {
  const res = await t.app.inject({ method: "GET", url: `/api${prefix}/articles/suggest?text=${encodeURIComponent(text)}`, headers: { "x-site-code": site } });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { code: string; data: { suggestions: Suggestion[] } };
  expect(body.code).toBe("success");
  return body.data.suggestions;
}
const texts = (s: Suggestion[]) => s.map((x) => x.text);

beforeAll(async () => {
  t = await makeApp();
  const db = t.handle.db;
  const hour = 3_600_000;
  const now = Date.now();
  // twelve lighthouse stories, newest last-numbered
  for (let i = 1; i <= 12; i++) {
    await addStory(db, {
      pcId: `sg-light-${i}`,
      siteCode: "pw",
      titleEn: `Lighthouse keepers ${i}`,
      titleZh: `灯塔守护人 ${i}`,
      flagWordStr: "Lighthouse,Coast,Maine",
      flagWordStrZh: "灯塔,海岸,缅因",
      subjectName: "Lighthouses of Maine",
      subjectNameZh: "缅因灯塔",
      publishTime: new Date(now - (20 - i) * hour),
      items: [{ photographer: "Lightfoot Gordon", caption: "a lamp" }],
    });
  }
  await addStory(db, {
    pcId: "sg-harbour",
    siteCode: "pw",
    titleEn: "Harbour at dawn",
    titleZh: "黎明的港口",
    flagWordStr: "harbour,Lighterage",
    flagWordStrZh: "港口,驳运",
    publishTime: new Date(now - 30 * hour),
  });
  // the same words, but offline, on another site, and only in the body: never suggested
  await addStory(db, { pcId: "sg-offline", siteCode: "pw", titleEn: "Lightship offline", titleZh: "灯船下线", online: false });
  await addStory(db, { pcId: "sg-other-site", siteCode: "zz", titleEn: "Lightning elsewhere", titleZh: "别处的闪电" });
  await addStory(db, { pcId: "sg-body", siteCode: "pw", titleEn: "Quarry", titleZh: "采石场", descriptionEn: "a lightbulb in the body", descriptionZh: "灯泡" });
  // an English-only story (no Chinese title): not in the Chinese edition
  await addStory(db, { pcId: "sg-en-only", siteCode: "pw", titleEn: "Lightning over the bay", titleZh: "" });
  // full-width and case variants of one keyword: one suggestion
  await addStory(db, { pcId: "sg-beacon", siteCode: "pw", titleEn: "Signals", titleZh: "信号", flagWordStr: "Beacon" });
  await addStory(db, { pcId: "sg-variant", siteCode: "pw", titleEn: "Variants", titleZh: "变体", flagWordStr: "ＢＥＡＣＯＮ,beacon", publishTime: new Date(now - 40 * hour) });
});

afterAll(async () => {
  await t?.close();
});

describe("GET /api/en/articles/suggest (English edition)", () => {
  it("the last word is a prefix: titles first, then keywords, subject and photographers, at most 8, distinct", async () => {
    const s = await suggest("lighth", "/en");
    expect(s.length).toBe(8);
    expect(new Set(s.map((x) => x.text.toLowerCase())).size).toBe(8);
    // the newest short titles lead
    expect(s[0]).toEqual({ text: "Lighthouse keepers 12", kind: "title" });
    for (const x of s) expect(x.text.toLowerCase()).toMatch(/\blighth/);
    expect(s.every((x) => x.kind === "title")).toBe(true);
  });

  it("offers the keyword, the subject and the photographer kinds", async () => {
    // two words: "keepers" whole, then titles only; "maine" holds no title
    const maine = await suggest("main", "/en");
    expect(maine).toEqual(expect.arrayContaining([{ text: "Maine", kind: "keyword" }, { text: "Lighthouses of Maine", kind: "subject" }]));
    expect(maine.findIndex((x) => x.kind === "keyword")).toBeLessThan(maine.findIndex((x) => x.kind === "subject"));
    expect(await suggest("lightf", "/en")).toEqual([{ text: "Lightfoot Gordon", kind: "photographer" }]);
    // the keyword written three ways (case, full width) is one suggestion
    expect(await suggest("beac", "/en")).toEqual([{ text: "Beacon", kind: "keyword" }]);
  });

  it("the words before the last are whole words", async () => {
    expect(texts(await suggest("lighthouse keepers 1", "/en"))).toEqual(
      expect.arrayContaining(["Lighthouse keepers 1", "Lighthouse keepers 10", "Lighthouse keepers 11", "Lighthouse keepers 12"]),
    );
    // "keep" is not the whole word "keepers"
    expect(await suggest("keep lighth", "/en")).toEqual([]);
  });

  it("only online stories of the site and the edition, from titles, keywords, subjects and photographers (not the body)", async () => {
    const all = texts(await suggest("li", "/en"));
    expect(all).not.toContain("Lightship offline");
    expect(all).not.toContain("Lightning elsewhere");
    expect(texts(await suggest("lightb", "/en"))).toEqual([]);
    expect(texts(await suggest("lightn", "/en"))).toEqual(["Lightning over the bay"]);
    // another site sees its own
    expect(texts(await suggest("lightn", "/en", "zz"))).toEqual(["Lightning elsewhere"]);
    // the Chinese edition has no English-only story
    expect(texts(await suggest("lightn"))).toEqual([]);
  });

  it("follows a story as it is edited and reindexed (the database keeps the A–C vector of the newest stories in step)", async () => {
    // the newest stories only (never the whole archive's index): what the A–C vector matches
    const recent = new SuggestService(t.handle.db, { rareMatches: -1, memory: false });
    const ask = async (text: string) => texts(await recent.suggest({ text, edition: "en", siteCode: "pw" }));
    expect(await ask("harb")).toEqual(["Harbour at dawn", "harbour"]);
    expect(await ask("pelic")).toEqual([]);
    await t.handle.db.update(story).set({ titleEn: "Harbour at dusk with pelicans" }).where(eq(story.pcId, "sg-harbour"));
    await reindexStory(t.handle.db, "sg-harbour");
    expect(await ask("pelic")).toEqual(["Harbour at dusk with pelicans"]);
    expect(await ask("harbour at da")).toEqual([]);
    // a word of the body is never matched (weights A–C only)
    expect(await ask("lightb")).toEqual([]);
    await t.handle.db.update(story).set({ titleEn: "Harbour at dawn" }).where(eq(story.pcId, "sg-harbour"));
    await reindexStory(t.handle.db, "sg-harbour");
    expect(await ask("pelic")).toEqual([]);
    expect(await ask("harb")).toEqual(["Harbour at dawn", "harbour"]);
  });

});

describe("GET /api/articles/suggest (Chinese edition)", () => {
  it("a run of Chinese characters as typed, from the Chinese fields", async () => {
    const s = await suggest("灯塔");
    expect(s[0]).toEqual({ text: "灯塔守护人 12", kind: "title" });
    expect(s.length).toBe(8);
    for (const x of s) expect(x.text).toContain("灯塔");
    // one character is enough in Chinese
    const one = await suggest("驳");
    expect(one).toEqual([{ text: "驳运", kind: "keyword" }]);
    // the keyword and subject kinds
    expect(await suggest("缅因")).toEqual(expect.arrayContaining([{ text: "缅因", kind: "keyword" }, { text: "缅因灯塔", kind: "subject" }]));
    // the characters in another order are not the run typed
    expect(await suggest("塔灯")).toEqual([]);
  });
});

describe("beyond the newest stories (bounded cost, DESIGN §6): the SQL bounds (PostgreSQL, or the embedded database's index still loading)", () => {
  it("a text few stories hold is found in the whole archive, one frequent in the recent stories among them", async () => {
    // only the newest 3 stories are walked: the harbour story (30 hours old) is found through the index
    const few = new SuggestService(t.handle.db, { recentStories: 3, memory: false });
    expect(await few.suggest({ text: "harb", edition: "en", siteCode: "pw" })).toEqual([
      { text: "Harbour at dawn", kind: "title" },
      { text: "harbour", kind: "keyword" },
    ]);
    expect(await few.suggest({ text: "驳", edition: "zh", siteCode: "pw" })).toEqual([{ text: "驳运", kind: "keyword" }]);
    // "lighthouse": the newest stories are enough
    expect((await few.suggest({ text: "lighth", edition: "en", siteCode: "pw" }))[0]).toEqual({ text: "Lighthouse keepers 12", kind: "title" });
  });

  it("a word in many stories' bodies but one old title is still found in the whole archive (the bodies are not counted)", async () => {
    const db = t.handle.db;
    const now = Date.now();
    // 30 new stories with the word in their descriptions only, and one old story with it in its title
    for (let i = 0; i < 30; i++) {
      await addStory(db, { pcId: `sg-mole-${i}`, siteCode: "pw", titleEn: `Pier ${i}`, titleZh: `码头 ${i}`, descriptionEn: "the breakwater at the harbour mouth", descriptionZh: "防波堤" });
    }
    await addStory(db, { pcId: "sg-mole-title", siteCode: "pw", titleEn: "Breakwater in the storm", titleZh: "风暴中的防波堤", publishTime: new Date(now - 50 * 3_600_000) });
    // the planner's estimates from real statistics: 31 stories hold "breakwater" anywhere, one in a title
    await db.execute(sql`analyze story`);
    const few = new SuggestService(db, { recentStories: 3, rareMatches: 10, memory: false });
    expect(await few.suggest({ text: "breakw", edition: "en", siteCode: "pw" })).toEqual([{ text: "Breakwater in the storm", kind: "title" }]);
    expect(await few.suggest({ text: "防波", edition: "zh", siteCode: "pw" })).toEqual([{ text: "风暴中的防波堤", kind: "title" }]);
  });
});

describe("texts that cannot be suggested for", () => {
  it("emoji or punctuation only, or one Latin letter: no suggestions", async () => {
    expect(await suggest("🙂🙂!!")).toEqual([]);
    expect(await suggest("🙂", "/en")).toEqual([]);
    expect(await suggest("l", "/en")).toEqual([]);
    expect(await suggest("   ", "/en")).toEqual([]);
  });

  it("over 200 characters: search_too_long (422) on both routes, in the reader's language", async () => {
    for (const prefix of ["", "/en"]) {
      const res = await t.app.inject({ method: "GET", url: `/api${prefix}/articles/suggest?text=${encodeURIComponent("灯".repeat(201))}`, headers: { "x-site-code": "pw", "x-lang": "en" } });
      expect(res.statusCode).toBe(422);
      const body = res.json() as { code: string; msg: string; errors: unknown[] };
      expect(body.code).toBe("search_too_long");
      expect(body.msg).toContain("200");
      expect(body.errors).toEqual([{ field: "text", rule: "maxLength" }]);
    }
    // 200 is still allowed
    expect(await suggest("灯".repeat(200))).toEqual([]);
  });

  it("text is required (invalid_param)", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/articles/suggest" });
    expect(res.statusCode).toBe(422);
    expect((res.json() as { code: string }).code).toBe("invalid_param");
  });
});

describe("on the embedded database: the in-memory index (memory/plan.ts newestMatching)", () => {
  it.skipIf(TEST_PG_URL)("suggests exactly what SQL suggests when it reads every story (160 typed texts over 360 stories, 240 of them of Song ci)", async () => {
    const db = t.handle.db;
    const ci: { author: string; rhythmic: string; paragraphs: string[] }[] = JSON.parse(readFileSync(new URL("../fixtures/zh-ci/ci.json", import.meta.url), "utf8"));
    const rnd = mulberry32(4);
    const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
    const latin = ["harbour", "harvest", "lighthouse", "lightning", "market", "marked", "river", "rivers", "bridge", "bright", "station", "state"];
    const base = Date.now() - 1000 * 3_600_000;
    const typedTexts: string[] = [];
    for (let i = 0; i < 240; i++) {
      const c = ci[(i * 7) % ci.length];
      const line = c.paragraphs[0] ?? c.rhythmic;
      const words = [pick(latin), pick(latin)];
      await addStory(db, {
        pcId: `sgm-${i}`,
        siteCode: "dx",
        titleZh: line.slice(0, 12),
        titleEn: `${words[0]} ${words[1]} ${i}`,
        flagWordStr: `${pick(latin)},${pick(latin)}`,
        flagWordStrZh: `${c.rhythmic},${c.author}`,
        subjectName: pick(["Rivers", "Harbours"]),
        subjectNameZh: pick(["河流", "港口"]),
        descriptionZh: c.paragraphs.join(""),
        // distinct publish times: both ways order the newest first without ties
        publishTime: new Date(base + i * 60_000),
        items: i % 3 ? [{ photographer: `${pick(["Lange", "Lanzmann", "Brady"])} ${c.author}` }] : [],
        online: i % 17 !== 0,
      });
      // typed texts: a Chinese run of 1–3 characters of a title or keyword, a Latin prefix, a word and a prefix
      const zh = line.replace(/[^\p{Script=Han}]/gu, "");
      const at = Math.floor(rnd() * Math.max(1, zh.length - 3));
      typedTexts.push(zh.slice(at, at + 1 + (i % 3)), pick(latin).slice(0, 2 + (i % 4)));
      if (i % 3 === 0) typedTexts.push(`${pick(latin)} ${pick(latin).slice(0, 3)}`, c.author.slice(0, 1 + (i % 2)));
    }
    // a word in 120 newer stories' descriptions (weight D) and one older title: only the A–C fields count, so the
    // newest 100 stories read are not the descriptions' and the title is found
    for (let i = 0; i < 120; i++) {
      await addStory(db, { pcId: `sgm-d-${i}`, siteCode: "dx", titleEn: `Weather ${i}`, descriptionEn: "the zephyrus blew", publishTime: new Date(base + (300 + i) * 60_000) });
    }
    await addStory(db, { pcId: "sgm-title", siteCode: "dx", titleEn: "Zephyrus over the bay", publishTime: new Date(base - 60_000) });
    await memoryIndexFor(db)!.ready();
    const memory = new SuggestService(db);
    expect(await memory.suggest({ text: "zephy", edition: "en", siteCode: "dx" })).toEqual([{ text: "Zephyrus over the bay", kind: "title" }]);
    const sql = new SuggestService(db, { memory: false, recentStories: 10_000 });
    let some = 0;
    for (const text of typedTexts.slice(0, 160)) {
      for (const edition of ["zh", "en"] as const) {
        const want = await sql.suggest({ text, edition, siteCode: "dx" });
        expect(await memory.suggest({ text, edition, siteCode: "dx" }), `${edition}: ${text}`).toEqual(want);
        if (want.length) some++;
      }
    }
    // the texts were not all misses
    expect(some).toBeGreaterThan(150);
  });
});
