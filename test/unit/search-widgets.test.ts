/**
 * Search widgets' logic without a DOM (widgets/search/*.rules.ts and *.store.ts): the
 * composition-aware search box controller, and the results store (SPEC §4
 * paging end and es_error, SPEC §3 card fields, SPEC §7 photographer status,
 * the Back snapshot).
 */
import { describe, expect, it } from "vitest";
import { SearchBoxController, searchHref, searchPageUrl, type Timers } from "../../widgets/search/search-box.rules.js";
import {
  formatDay,
  isEnd,
  nearBottom,
  NO_FILTERS,
  pageQuery,
  photographerStatus,
  requestParams,
  toItem,
  type SearchResponse,
} from "../../widgets/search/search-results.rules.js";
import {
  SearchResultsStore,
  type ResultsDeps,
} from "../../widgets/search/search-results.store.js";

function fakeTimers() {
  let next = 1;
  const pending = new Map<number, () => void>();
  const timers: Timers = {
    set: (fn) => {
      const id = next++;
      pending.set(id, fn);
      return id;
    },
    clear: (h) => void pending.delete(h as number),
  };
  return { timers, flush: () => [...pending.entries()].forEach(([id, fn]) => (pending.delete(id), fn())), count: () => pending.size };
}

describe("search box controller", () => {
  it("submits normalised words, but not while composing; instant mode waits for the composition to end", () => {
    const got: string[] = [];
    const { timers, flush, count } = fakeTimers();
    const c = new SearchBoxController((w) => got.push(w), { instant: true }, timers);
    c.compositionStart();
    c.input("zhong", true);
    c.input("zhongguo");
    expect(count()).toBe(0);
    expect(c.submit("zhongguo")).toBe(false);
    c.compositionEnd("中国");
    flush();
    expect(got).toEqual(["中国"]);
    c.input("中国 ");
    flush();
    expect(got).toEqual(["中国"]); // same words: not searched again
    expect(c.submit("“中国”！")).toBe(true);
    expect(got).toEqual(["中国", '"中国"']);
  });

  it("builds the search page address", () => {
    expect(searchPageUrl("zh")).toBe("/cn/search.html");
    expect(searchPageUrl("en")).toBe("/en/search.html");
    expect(searchHref("/cn/search.html", " 长崎 ")).toBe("/cn/search.html?text=%E9%95%BF%E5%B4%8E");
    expect(searchHref("/cn/search.html", "!!")).toBe("/cn/search.html");
  });
});

describe("results logic", () => {
  it("card fields: date YYYY-MM-DD or blank, first item's size, list image", () => {
    expect(formatDay("2026-11-21 08:46:19")).toBe("2026-11-21");
    expect(formatDay("2026-02-30 08:46:19")).toBe("");
    expect(formatDay("garbage")).toBe("");
    expect(formatDay(undefined)).toBe("");
    const item = toItem({ pcId: "p", type: "image_group", title: "T", htmlUrl: "/x.html", listImage: "/l.jpg", fullPublishTime: "2020-01-02 00:00:00", publishResList: [{ width: 800, height: 600 }, {}] });
    expect(item).toMatchObject({ image: "/l.jpg", imageWidth: 800, imageHeight: 600, date: "2020-01-02", count: 2, mHtmlUrl: "/x.html" });
  });

  it("page query: text normalised, subject and subjectCode (JSON array of names) joined", () => {
    expect(pageQuery("“国情咨文”", "Politics", '["History","Politics"]')).toEqual({ text: '"国情咨文"', subjects: ["Politics", "History"], problem: "" });
    expect(pageQuery("undefined", "undefined", "not json").subjects).toEqual(["not json"]);
    expect(pageQuery("", "", '["<b>"]').subjects).toEqual([]);
    // issue 21: what the server refuses is said without asking it
    expect(pageQuery("😀 !!", "", "").problem).toBe("no_words");
    expect(pageQuery('( ) ""', "", "").problem).toBe("no_words");
    expect(pageQuery("长".repeat(201), "", "").problem).toBe("too_long");
    expect(pageQuery("长".repeat(200), "", "").problem).toBe("");
    expect(pageQuery("😀 长城", "", "").problem).toBe("");
    expect(pageQuery("  ", "", "").problem).toBe("");
    expect(pageQuery("undefined", "", "").problem).toBe("");
  });

  it("a section's search: subjectParentCode and exclude_subjectCodes of the page address are sent as the server takes them (issue 21 item 3)", () => {
    const q = pageQuery("sheep", "", "", { subjectParentCode: " news ", excludeSubjectCodes: '["ads","photographer_7","<b>","ads"]' });
    expect(q).toMatchObject({ subjectParentCode: "news", excludeSubjectCodes: ["ads", "photographer_7"] });
    expect(requestParams(q, NO_FILTERS, 10, "r")).toEqual({ size: "10", _rid: "r", text: "sheep", subjectParentCode: "news", exclude_subjectCodes: '["ads","photographer_7"]' });
    expect(pageQuery("sheep", "", "", { excludeSubjectCodes: "ads, sport" }).excludeSubjectCodes).toEqual(["ads", "sport"]);
    // not codes: left out, nothing sent
    const bad = pageQuery("sheep", "", "", { subjectParentCode: "a b", excludeSubjectCodes: "[not json" });
    expect(requestParams(bad, NO_FILTERS, 10, "r")).toEqual({ size: "10", _rid: "r", text: "sheep" });
  });

  it("request parameters and the end of results (SPEC §4, §7)", () => {
    const q = { text: "sheep", subjects: ["Nature"] };
    expect(requestParams(q, NO_FILTERS, 10, "r")).toEqual({ size: "10", _rid: "r", text: "sheep", subject: '["Nature"]' });
    const f = { ...NO_FILTERS, type: "video" as const, dateFrom: "2020-01-01", subjectCode: "nature", direction: "asc" as const };
    expect(requestParams({ text: "", subjects: [] }, f, 10, "r")).toEqual({
      size: "10",
      _rid: "r",
      type: "video",
      subjectCode: "nature",
      date: '{"start":"2020-01-01"}',
      sort: "publishTime",
      direction: "asc",
    });
    expect(isEnd(3, 3, 30)).toBe(true);
    expect(isEnd(2, 3, 30)).toBe(false);
    expect(isEnd(1, 0, 0)).toBe(true);
    expect(nearBottom(900, 600, 1600)).toBe(true);
    expect(nearBottom(899, 600, 1600)).toBe(false); // 101 px left
    expect(nearBottom(800, 600, 1600)).toBe(false);
  });

  it("photographer status: ids of photographer_ codes, re-keyed with the prefix; failure or nothing gives {}", async () => {
    let asked = "";
    const ok = await photographerStatus(["photographer_12", "nature", "photographer_x", "photographer_3", "photographer_12"], async (ids) => {
      asked = ids;
      return { "12": 1, "3": 0, junk: "x" };
    });
    expect(asked).toBe("12,3");
    expect(ok).toEqual({ photographer_12: 1, photographer_3: 0 });
    expect(await photographerStatus(["nature"], async () => ({ "1": 1 }))).toEqual({});
    expect(await photographerStatus(["photographer_1"], async () => Promise.reject(new Error("down")))).toEqual({});
    expect(await photographerStatus(["photographer_1"], async () => undefined)).toEqual({});
  });
});

describe("results store", () => {
  const page = (n: number, from: number, count: number, total: number, pageCount: number, sid = "s1"): SearchResponse => ({
    sid,
    result: {
      page_data: Array.from({ length: count }, (_, i) => ({ pcId: `p${from + i}`, type: "image", title: `T${from + i}`, htmlUrl: `/p${from + i}.html` })),
      total_count: total,
      pageNum: n,
      pageCount,
    },
  });
  function deps(answers: (SearchResponse | { code: string; msg: string })[]) {
    const calls: Record<string, string>[] = [];
    const cleared: string[] = [];
    const store = new Map<string, string>();
    const d: ResultsDeps = {
      lang: "zh",
      size: 2,
      search: async (p) => {
        calls.push(p);
        const a = answers.shift();
        if (!a) throw { code: "998", msg: "none left" };
        if ("code" in a) throw a;
        return a;
      },
      clear: (sid) => cleared.push(sid),
      storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v), removeItem: (k) => void store.delete(k) },
      key: () => "k",
      now: () => 1000,
      rid: () => "r",
      log: () => {},
    };
    return { d, calls, cleared, store };
  }
  const q = { text: "x", subjects: [] };

  it("pages with sid alone until the page number reaches the page count", async () => {
    const { d, calls } = deps([page(1, 1, 2, 5, 3), page(2, 3, 2, 5, 3), page(3, 5, 1, 5, 3)]);
    const s = new SearchResultsStore(d, q);
    await s.start();
    await s.loadMore();
    await s.loadMore();
    await s.loadMore(); // ended: nothing asked
    expect(calls.map((c) => c.sid ?? "first")).toEqual(["first", "s1", "s1"]);
    expect(s.get().items.map((i) => i.pcId)).toEqual(["p1", "p2", "p3", "p4", "p5"]);
    expect(s.get().ended).toBe(true);
  });

  it("es_error restarts from page 1 with the current filters; a second one in a row shows the error", async () => {
    const { d, calls, cleared } = deps([
      page(1, 1, 2, 6, 3),
      { code: "es_error", msg: "expired" },
      page(1, 1, 2, 6, 3, "s2"),
      { code: "es_error", msg: "expired" },
      page(2, 3, 2, 6, 3, "s2"),
    ]);
    const s = new SearchResultsStore(d, q);
    await s.start(q, { ...NO_FILTERS, type: "video" });
    await s.loadMore();
    expect(calls[2]).toMatchObject({ text: "x", type: "video" });
    expect(calls[2].sid).toBeUndefined();
    expect(cleared).toEqual(["s1"]);
    expect(s.get()).toMatchObject({ sid: "s2", pageNum: 1, status: "ready" });
    await s.loadMore(); // es_error right after the restart: no second restart, the error shows
    expect(calls).toHaveLength(4);
    expect(s.get()).toMatchObject({ sid: "s2", status: "ready", loadingMore: false, error: "expired" });
    expect(s.get().items.map((i) => i.pcId)).toEqual(["p1", "p2"]);
    await s.loadMore(); // a scroll while the error shows asks nothing
    expect(calls).toHaveLength(4);
    expect(s.get().error).toBe("expired");
    await s.retry(); // "Try again": the next page once more
    expect(calls).toHaveLength(5);
    expect(calls[4]).toEqual({ sid: "s2" });
    expect(s.get()).toMatchObject({ sid: "s2", pageNum: 2, status: "ready", error: null });
    expect(s.get().items.map((i) => i.pcId)).toEqual(["p1", "p2", "p3", "p4"]);
  });

  it("a failure shows the error; retry asks again", async () => {
    const { d } = deps([{ code: "998", msg: "网络异常" }, page(1, 1, 2, 2, 1)]);
    const s = new SearchResultsStore(d, q);
    await s.start();
    expect(s.get()).toMatchObject({ status: "error", error: "网络异常" });
    await s.retry();
    expect(s.get()).toMatchObject({ status: "ready", error: null, ended: true });
  });

  it("saves and restores a snapshot for the same query (Back)", async () => {
    const { d, calls } = deps([page(1, 1, 2, 4, 2)]);
    const s = new SearchResultsStore(d, q);
    await s.start();
    s.save(640);
    const again = new SearchResultsStore(d, q);
    expect(again.restore()).toBe(640);
    expect(again.get().items.map((i) => i.pcId)).toEqual(["p1", "p2"]);
    expect(again.takeRestoredScroll()).toBe(640);
    expect(again.takeRestoredScroll()).toBeNull();
    expect(new SearchResultsStore(d, { text: "other", subjects: [] }).restore()).toBeNull();
    expect(calls).toHaveLength(1);
  });
});

describe("search props (attributes + state → view props)", async () => {
  const { parseAttributes: boxAttrs, searchBoxProps } = await import("../../widgets/search/search-box.props.js");
  const { parseAttributes: resultAttrs, searchResultsProps } = await import("../../widgets/search/search-results.props.js");
  const { SearchResultsStore: Store } = await import("../../widgets/search/search-results.store.js");

  it("search box: the edition's search page by default, instant off, value from the attribute or the address", () => {
    expect(boxAttrs({}, "zh")).toEqual({ action: searchPageUrl("zh"), instant: false, value: null });
    expect(boxAttrs({ action: " /x.html ", instant: "", value: "" }, "en")).toEqual({ action: "/x.html", instant: true, value: "" });
    const p = searchBoxProps("en", {
      value: "v",
      onChange: () => {},
      onCompositionStart: () => {},
      onCompositionEnd: () => {},
      onSubmit: () => true,
      isComposing: () => false,
    });
    expect([p.boxLabel, p.buttonLabel, p.maxLength > 0]).toEqual(["Site search", "Search", true]);
  });

  it("search results: the count is plural in English and passes { count }", () => {
    const store = new Store(
      { lang: "en", size: 10, search: async () => ({ sid: "", result: { page_data: [], total_count: 0 } }), clear: () => {}, storage: null, key: () => "k", now: () => 0, rid: () => "r", log: () => {} },
      { text: "harbour", subjects: [] },
    );
    const a = resultAttrs({});
    expect(a).toEqual({ size: 10, subjects: [], text: undefined });
    const act = { setFilters: () => {}, loadMore: () => {}, retry: () => {}, beforeOpen: () => {} };
    const props = (total: number, totalExact = true) => searchResultsProps("en", a, { ...store.get(), total, totalExact }, act, (i) => i.htmlUrl);
    expect(props(1).s.count).toBe("1 result");
    expect(props(2).s.count).toBe("2 results");
    expect(props(2000, false).s.count).toBe("More than 2000 results");
    expect(searchResultsProps("zh", a, { ...store.get(), total: 1 }, act, (i) => i.htmlUrl).s.count).toBe("共 1 条结果");
    expect(props(1).s.heading).toBe("Results for “harbour”");
    // no subjects attribute and no counts yet: the subject filter offers "all" only
    expect(props(1).subjectOptions).toHaveLength(1);
  });
});

describe("filters in the page address (issue 12)", () => {
  it("round-trips the filters, keeps the page's own parameters, and ignores unknown values", async () => {
    const { filtersFromSearch, searchWithFilters, NO_FILTERS } = await import("../../widgets/search/search-results.rules.js");
    const f = {
      type: "text",
      author: "Dorothea Lange",
      price: "free",
      fileExt: "tif",
      dateFrom: "2020-01-01",
      dateTo: "2020-12-31",
      dateField: "shootDate",
      text2: "灯塔 harbour",
      tags: "lighthouse, keeper",
      subjectCode: "photographer_12",
      sort: "shootDate",
      direction: "asc",
    } as const;
    const qs = searchWithFilters("?text=%E7%81%AF%E5%A1%94&subjectCode=%5B%22Coast%22%5D", f);
    expect(qs).toContain("text=%E7%81%AF%E5%A1%94");
    expect(new URLSearchParams(qs).get("subjectCode")).toBe('["Coast"]');
    expect(filtersFromSearch(qs)).toEqual(f);
    // clearing removes them all; the defaults are not written
    expect(searchWithFilters(qs, NO_FILTERS)).toBe("?text=%E7%81%AF%E5%A1%94&subjectCode=%5B%22Coast%22%5D");
    expect(searchWithFilters("", NO_FILTERS)).toBe("");
    // the page's own parameters are kept as written
    expect(searchWithFilters("?text=State%20of%20the%20Union", { ...NO_FILTERS, type: "text" })).toBe("?text=State%20of%20the%20Union&type=text");
    expect(filtersFromSearch("?type=poem&from=2020-13&to=x&sort=random&direction=up&filterSubject=a%20b&price=cheap&fileExt=exe&photographer=%3Cb%3E")).toEqual(NO_FILTERS);
    // a text2 with nothing searchable or too long, a keyword with markup, an unknown date field: ignored too (issue 21)
    expect(filtersFromSearch(`?text2=%F0%9F%99%82&tags=%3Cb%3E&dateField=updateTime`)).toEqual(NO_FILTERS);
    expect(filtersFromSearch(`?text2=${"长".repeat(201)}`)).toEqual(NO_FILTERS);
    // a text2 is kept normalised as the server reads it (full-width forms folded)
    expect(filtersFromSearch("?text2=%EF%BC%A8arbour").text2).toBe("Harbour");
  });

  it("sends every filter the server supports, and asks the facets without paging or order (issue 21)", async () => {
    const { requestParams, facetParams, yearOf, withYear, NO_FILTERS } = await import("../../widgets/search/search-results.rules.js");
    const q = { text: "harbour", subjects: [] };
    const f = { ...NO_FILTERS, author: "Dorothea Lange", price: "paid", fileExt: "png", sort: "shootDate" } as const;
    expect(requestParams(q, f, 10, "r1")).toEqual({ size: "10", _rid: "r1", text: "harbour", author: "Dorothea Lange", price: "paid", fileExt: "png", sort: "shootDate" });
    expect(facetParams(q, f)).toEqual({ text: "harbour", author: "Dorothea Lange", price: "paid", fileExt: "png" });
    const y = withYear(NO_FILTERS, "1936");
    expect([y.dateFrom, y.dateTo, yearOf(y)]).toEqual(["1936-01-01", "1936-12-31", "1936"]);
    expect(yearOf({ ...y, dateTo: "1936-06-30" })).toBe("");
    expect(withYear(y, "")).toEqual(NO_FILTERS);
    // search within the results, a keyword (a JSON array: a keyword may hold a comma), the shooting date (issue 21 item 3)
    const more = { ...NO_FILTERS, text2: "keeper", tags: "lighthouse, coast", dateField: "shootDate", dateFrom: "1930-01-01" } as const;
    expect(requestParams(q, more, 10, "r2")).toEqual({
      size: "10",
      _rid: "r2",
      text: "harbour",
      text2: "keeper",
      tags: '["lighthouse, coast"]',
      date: '{"start":"1930-01-01","field":"shootDate"}',
    });
    expect(facetParams(q, more)).toEqual({ text: "harbour", text2: "keeper", tags: '["lighthouse, coast"]', date: '{"start":"1930-01-01","field":"shootDate"}' });
  });
});
