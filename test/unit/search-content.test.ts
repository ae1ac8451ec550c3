/**
 * The content calls beside the search (SPEC §7 "Search stores": q_articles?oid,
 * icu?oid, story JSON by url, articles by pcId/type/site code with edition
 * variants; SPEC §8 api_1, api_3, offline with pcId), the photographer status
 * lookup (SPEC §3, §7) and the HTML allow-list (SPEC §5, widgets/core/sanitize.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { htmlToText } from "../../widgets/core/sanitize.js";
import { allowListHtml } from "../../server/src/sanitize.js";
import { normaliseQuery, queryTextFromSearch } from "../../common/search-words.js";
import { importDemoCorpus } from "../../server/src/import/index.js";
import { parseContentAddress } from "../../server/src/services/articles.js";
import { parsePhIds, photographerIdsOf } from "../../server/src/services/photographers.js";
import { makeApp, type TestApp } from "./helpers.js";
import { addStory, setOnline } from "./search-fixtures.js";

let t: TestApp;
const get = (url: string, headers: Record<string, string> = {}) => t.call({ method: "GET", url, headers });

beforeAll(async () => {
  t = await makeApp();
  await importDemoCorpus(t.handle.db, { dataDir: t.dataDir, siteCode: "pw", siteId: 1 });
  await addStory(t.handle.db, { pcId: "t2-clip", siteCode: "pw", type: "video", titleEn: "A clip", subjectCode: "film" });
  await addStory(t.handle.db, { pcId: "t2-gone", siteCode: "pw", type: "image", titleEn: "Gone", online: false });
});
afterAll(async () => {
  await t?.close();
});

describe("q_articles?oid (SPEC §7)", () => {
  it("answers the story in the edition of the path, with its body and items", async () => {
    const zh = await get("/api/q_articles?oid=pw000004");
    expect(zh.statusCode).toBe(200);
    expect(zh.json().data).toMatchObject({ pcId: "pw000004", title: "长崎河中的船只", type: "image" });
    expect(zh.json().data.publishResList).toHaveLength(1);
    const en = await get("/api/en/q_articles?oid=pw000004");
    expect(en.json().data.title).toBe("Boats in River, Nagasaki");
    expect(en.json().data.htmlUrl).toMatch(/^\/en\//);
    const ann = await get("/api/ann/q_articles?oid=pw000004");
    expect(ann.json().data.htmlUrl).toMatch(/^\/ann\//);
    const text = await get("/api/en/q_articles?oid=pw000013");
    expect(text.json().data.body.length).toBeGreaterThan(3);
  });

  it("api_1 for an unknown oid, offline with pcId for a story taken offline, invalid_param for a bad oid", async () => {
    const missing = await get("/api/q_articles?oid=nope");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("api_1");
    const off = await get("/api/q_articles?oid=t2-gone");
    expect(off.statusCode).toBe(404);
    expect(off.json()).toMatchObject({ code: "offline", pcId: "t2-gone" });
    expect((await get("/api/q_articles?oid=a%27b")).json().code).toBe("invalid_param");
    expect((await get("/api/q_articles")).json().code).toBe("invalid_param");
  });
});

describe("articles by pcId, type and site code (SPEC §7)", () => {
  it("finds the story of that type and site, in each edition", async () => {
    const res = await get("/api/en/articles?pcId=pw000004&type=image&siteCode=pw");
    expect(res.json().data.title).toBe("Boats in River, Nagasaki");
    expect((await get("/api/articles?pcId=pw000004")).json().data.title).toBe("长崎河中的船只");
  });

  it("api_3 for a missing story, another type or another site; offline with pcId", async () => {
    for (const url of ["/api/articles?pcId=nope", "/api/articles?pcId=pw000004&type=video", "/api/articles?pcId=pw000004&siteCode=other"]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe("api_3");
    }
    expect((await get("/api/en/articles?pcId=pw000004", { "x-site-code": "other" })).json().code).toBe("api_3");
    expect((await get("/api/articles?pcId=t2-gone")).json()).toMatchObject({ code: "offline", pcId: "t2-gone" });
    expect((await get("/api/articles?pcId=pw000004&type=poem")).json().code).toBe("invalid_param");
  });
});

describe("story JSON by url (SPEC §2, §7)", () => {
  it("reads the story of a page or JSON address in that address's edition and variant", async () => {
    const story = (await get("/api/en/q_articles?oid=pw000004")).json().data;
    for (const url of [story.htmlUrl, story.jsonUrl, story.mHtmlUrl, `http://example.org${story.jsonUrl}`]) {
      const res = await get(`/api/story_json?url=${encodeURIComponent(url)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ pcId: "pw000004", title: "Boats in River, Nagasaki" });
    }
    const zhUrl = story.htmlUrl.replace(/^\/en/, "");
    expect((await get(`/api/story_json?url=${encodeURIComponent(zhUrl)}`)).json().data.title).toBe("长崎河中的船只");
  });

  it("invalid_param for what is not a story address, api_3 for none there, offline for a story taken offline", async () => {
    for (const url of ["/cn/index.html", "/pw/history/photo/articles/../../etc/passwd.json", "javascript:alert(1)"]) {
      const res = await get(`/api/story_json?url=${encodeURIComponent(url)}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe("invalid_param");
    }
    expect((await get("/api/story_json?url=/pw/history/photo/articles/2026/01/01/none.json")).json().code).toBe("api_3");
    // right story, wrong kind (a photo story under /detail/)
    const story = (await get("/api/q_articles?oid=pw000004")).json().data;
    expect((await get(`/api/story_json?url=${encodeURIComponent(story.htmlUrl.replace("/photo/", "/detail/"))}`)).json().code).toBe("api_3");
    const gone = await get("/api/story_json?url=/pw/news/photo/articles/2026/01/01/t2-gone.json");
    expect(gone.json()).toMatchObject({ code: "offline", pcId: "t2-gone" });
    expect(parseContentAddress("/en/pw/nature/m_photo/articles/2026/11/21/pw000008.html")).toEqual({
      edition: "en",
      siteCode: "pw",
      subjectCode: "nature",
      mobile: true,
      kind: "photo",
      rel: "2026/11/21/pw000008",
    });
  });
});

describe("seen count icu?oid (SPEC §7)", () => {
  it("counts a view once per viewer (cookie) and story, sets the viewer cookie, and needs X-Requested-With", async () => {
    const first = await get("/api/icu?oid=pw000008");
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ oid: "pw000008", count: 1, counted: true });
    const cookie = first.cookies.find((c) => c.name === "pw_vid");
    expect(cookie?.httpOnly).toBe(true);
    const again = await get("/api/icu?oid=pw000008", { cookie: `pw_vid=${cookie!.value}` });
    expect(again.json().data).toEqual({ oid: "pw000008", count: 1, counted: false });
    expect(again.cookies.find((c) => c.name === "pw_vid")).toBeUndefined();
    // another viewer counts; another story counts separately for the same viewer
    expect((await get("/api/icu?oid=pw000008")).json().data.count).toBe(2);
    expect((await get("/api/icu?oid=pw000009", { cookie: `pw_vid=${cookie!.value}` })).json().data).toMatchObject({ count: 1, counted: true });
    const noHeader = await t.app.inject({ method: "GET", url: "/api/icu?oid=pw000008" });
    expect(noHeader.statusCode).toBe(403);
    expect((await get("/api/q_articles?oid=pw000008")).json().data.pcId).toBe("pw000008");
  });

  it("does not increment videos (SPEC §9); api_1 / offline / invalid_param", async () => {
    expect((await get("/api/icu?oid=t2-clip")).json().data).toEqual({ oid: "t2-clip", count: 0, counted: false });
    expect((await get("/api/icu?oid=nope")).json().code).toBe("api_1");
    expect((await get("/api/icu?oid=t2-gone")).json()).toMatchObject({ code: "offline", pcId: "t2-gone" });
    expect((await get("/api/icu?oid=")).json().code).toBe("invalid_param");
  });
});

describe("photographer status lookup (SPEC §3, §7)", () => {
  it("answers the known ids' status, ignoring bad ids", async () => {
    const res = await get("/api/guest/photographer/get_ph_status?phIds=1,2,abc,-3,0,999999,2,%201");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: "success", data: { "1": 1, "2": 1 } });
    expect((await get("/api/guest/photographer/get_ph_status?phIds=")).json().data).toEqual({});
    expect((await get("/api/guest/photographer/get_ph_status")).json().data).toEqual({});
    expect((await get("/api/guest/photographer/get_ph_status?phIds=x,y")).json().data).toEqual({});
  });

  it("takes the numeric ids of photographer_ subject codes", () => {
    expect(photographerIdsOf(["photographer_12", "nature", "photographer_x", "photographer_12", "photographer_3"])).toEqual([12, 3]);
    expect(parsePhIds("1, 2,3x,,4")).toEqual([1, 2, 4]);
    expect(parsePhIds(Array.from({ length: 300 }, (_, i) => i + 1).join(","))).toHaveLength(200);
  });
});

describe("HTML allow-list on the server: DOMPurify over jsdom (SPEC §5)", () => {
  it.each([
    // DOMPurify leaves markup-free text as it is: a bare & cannot open markup
    ["plain & simple", "plain & simple"],
    ["<b>Tom & Jerry</b>", "<b>Tom &amp; Jerry</b>"],
    ["<b>bold</b> <em>it</em>", "<b>bold</b> <em>it</em>"],
    ["<script>alert(1)</script>ok", "ok"],
    ["<SCRIPT SRC=//x></SCRIPT>ok", "ok"],
    ["<b onclick=alert(1) title='t'>x</b>", '<b title="t">x</b>'],
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href=" jav&#x61;script:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="java&Tab;script:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="data:text/html,x">x</a>', "<a>x</a>"],
    ['<a href="/pw/x.html" target="_blank">x</a>', '<a href="/pw/x.html">x</a>'],
    ['<a href="mailto:a@b.org">m</a>', '<a href="mailto:a@b.org">m</a>'],
    ["<img src=x onerror=alert(1)>pic", "pic"],
    ["<svg><script>alert(1)</script></svg>after", "after"],
    ["<!-- <script>x</script> -->c", "c"],
    ["<b>unclosed <i>tags", "<b>unclosed <i>tags</i></b>"],
    ["</b>stray", "stray"],
    ["1 < 2 > 0", "1 &lt; 2 &gt; 0"],
    ["<p title='a\"b'>q</p>", '<p title="a&quot;b">q</p>'],
    ["&lt;b&gt; stays text", "&lt;b&gt; stays text"],
    ["<style>body{}</style>s", "s"],
    ["<iframe src=x></iframe>f", "f"],
    ["<div><span lang=en>t</span></div>", '<span lang="en">t</span>'],
  ])("%s → %s", (input, out) => {
    expect(allowListHtml(input)).toBe(out);
  });

  it("gives the plain text of a fragment", () => {
    expect(htmlToText("Tom &amp; <b>Jerry</b>")).toBe("Tom & Jerry");
  });
});

describe("search words (SPEC §5)", () => {
  it("normalises full-width quotes, brackets and spaces, keeps letters, digits, Chinese, parentheses, quotes, spaces", () => {
    expect(normaliseQuery("“长崎”　（Ｎａｇａｓａｋｉ）!!")).toBe('"长崎" (Nagasaki)');
    expect(normaliseQuery("【国情咨文】《美国》‘x’")).toBe("(国情咨文)(美国)'x'");
    expect(normaliseQuery("a<b>c; d&e")).toBe("a b c d e");
    expect(normaliseQuery("  undefined ")).toBe("");
    expect(normaliseQuery(null)).toBe("");
  });

  it("reads the query text from the address: URI-decoded, raw on bad encoding, 'undefined' ignored", () => {
    expect(queryTextFromSearch("?text=%E5%9B%BD%E6%83%85%E5%92%A8%E6%96%87")).toBe("国情咨文");
    expect(queryTextFromSearch("?a=1&text=State+of+the%20Union")).toBe("State of the Union");
    expect(queryTextFromSearch("?text=100%25%zz")).toBe("100%25%zz");
    expect(queryTextFromSearch("?text=undefined")).toBe("");
    expect(queryTextFromSearch("?other=1")).toBe("");
  });
});

describe("offline stories are not searchable, then are again", () => {
  it("follows the status", async () => {
    const find = async () => (await get("/api/en/articles/search?text=clip&type=video")).json().result.total_count;
    expect(await find()).toBe(1);
    await setOnline(t.handle.db, "t2-clip", false);
    expect(await find()).toBe(0);
    await setOnline(t.handle.db, "t2-clip", true);
    expect(await find()).toBe(1);
  });
});
