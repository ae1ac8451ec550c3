/**
 * Bad search queries answered (issue 21, item 5): a text with nothing
 * searchable (emoji, punctuation) and a text over MAX_SEARCH_LENGTH get a
 * clear code and message in the edition's language, not every story and not
 * a bare 431; over a real socket, as a browser sends them (a long Chinese
 * query is 9 bytes a character in the address). Runs on PGlite, and on
 * PostgreSQL when PW_TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_SEARCH_LENGTH } from "../../common/search-words.js";
import { makeApp, type TestApp } from "./helpers.js";

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await makeApp();
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await t?.close();
});

async function search(text: string, en = false) {
  // the widgets say their edition's language in X-Lang
  const res = await fetch(`${base}/api/${en ? "en/" : ""}articles/search?text=${encodeURIComponent(text)}`, { headers: { "x-lang": en ? "en" : "zh" } });
  return { status: res.status, body: (await res.json()) as { code: string; msg: string; errors?: { field: string; rule: string }[] } };
}

describe("bad search queries", () => {
  it("answers a text with nothing searchable with search_no_words, in the edition's language", async () => {
    for (const text of ["😀🎉", "!!! ???", "——。，"]) {
      const zh = await search(text);
      expect(zh.status, text).toBe(422);
      expect(zh.body.code).toBe("search_no_words");
      expect(zh.body.msg).toMatch(/没有可检索的文字/);
      const en = await search(text, true);
      expect(en.body.code).toBe("search_no_words");
      expect(en.body.msg).toMatch(/no words to look for/);
    }
  });

  it("still lists every story for a blank text, and searches a text with words among the emoji", async () => {
    expect((await search("   ")).status).toBe(200);
    expect((await search("😀 长城")).status).toBe(200);
  });

  it("answers a text over the limit with search_too_long and the limit, even 3,000 Chinese characters (27 KB of address)", async () => {
    for (const text of ["长".repeat(MAX_SEARCH_LENGTH + 1), "长城".repeat(1500)]) {
      const second = await fetch(`${base}/api/articles/search?text=ok&text2=${encodeURIComponent(text)}`);
      expect(((await second.json()) as { errors: unknown }).errors).toEqual([{ field: "text2", rule: "maxLength" }]);
      const zh = await search(text);
      expect(zh.status).toBe(422);
      expect(zh.body.code).toBe("search_too_long");
      expect(zh.body.msg).toContain(String(MAX_SEARCH_LENGTH));
      const en = await search(text, true);
      expect(en.body.msg).toBe(`The search is too long: use at most ${MAX_SEARCH_LENGTH} characters`);
    }
    expect((await search("长".repeat(MAX_SEARCH_LENGTH))).status).toBe(200);
  });

  it("answers an address over the header limit with a 431 that says why, in both languages", async () => {
    const { status, body } = await search("长".repeat(5000));
    expect(status).toBe(431);
    expect(body.code).toBe("request_too_large");
    expect(body.msg).toBe("请求过大，请缩短搜索内容或网址 / The request is too large: shorten the search or the address");
  });
});
