import "/dist/esm/pw-search-results.js";
import { sendKeys } from "@web/test-runner-commands";
import { assert, cleanup, equal, expectAccessible, mount, until } from "./helpers.js";

// 25 "Lighthouse" stories seeded by test/browser/search-seed.ts (newest: Lighthouse 25)
// axe: the Chinese empty and network-error states are checked in the Storybook stage
// (stories/SearchResults.stories.tsx: Empty, NetworkError); here axe runs on the states of the real results.
const root = (el) => el.shadowRoot;
const cards = (el) => [...(root(el)?.querySelectorAll("li.card") ?? [])];
const titles = (el) => cards(el).map((c) => c.querySelector(".card-title").textContent);
const text = (el, sel) => root(el)?.querySelector(sel)?.textContent ?? "";
/**
 * Fires a scroll event and resolves once the element's debounced scroll
 * check (SPEC §9: 80 ms) has run: our listener, added after the element's,
 * debounces the same way, so its timer fires after the element's.
 */
function scrollHandled() {
  return new Promise((resolve) => {
    let timer;
    const on = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        window.removeEventListener("scroll", on);
        resolve();
      }, 80);
    };
    window.addEventListener("scroll", on);
    window.dispatchEvent(new Event("scroll"));
  });
}
const loaded = (el, n) => until(() => cards(el).length === n && !root(el).querySelector(".footer .loading"), 8000, `${n} cards`);

/** Records the search calls made through window.fetch; `fail(n)` makes the next n search calls fail as a network error. */
function spyFetch() {
  const real = window.fetch;
  const calls = [];
  let failures = 0;
  window.fetch = async (input, init) => {
    const url = typeof input === "string" ? input : input.url;
    if (url.includes("/articles/search") && !url.includes("/clear")) {
      calls.push(new URL(url, location.origin));
      if (failures > 0) {
        failures--;
        throw new TypeError("Failed to fetch");
      }
    }
    return real.call(window, input, init);
  };
  return { calls, fail: (n) => (failures = n), restore: () => (window.fetch = real) };
}

function spacer() {
  // a page above the results, so that the list starts below the fold like on the search page
  const d = document.createElement("div");
  d.style.height = "200px";
  document.body.append(d);
}
const toBottom = () => window.scrollTo(0, document.documentElement.scrollHeight);
function select(el, id, value) {
  const s = root(el).getElementById(id);
  s.value = value;
  s.dispatchEvent(new Event("change", { bubbles: true }));
}

describe("<pw-search-results>", () => {
  let spy;
  // the filters live in the page address: each test starts from the runner's own address
  const startUrl = location.href;
  beforeEach(() => {
    history.replaceState(null, "", startUrl);
    sessionStorage.clear();
    spy = spyFetch();
    window.scrollTo(0, 0);
  });
  afterEach(() => {
    spy.restore();
    cleanup();
    history.replaceState(null, "", startUrl);
    window.scrollTo(0, 0);
  });

  it("loads its widget chunk lazily, only when the element renders (DESIGN §6)", async () => {
    const chunk = () => performance.getEntriesByType("resource").some((e) => /SearchResults\.lazy-.*\.js/.test(e.name));
    assert(!chunk(), "not loaded with the element definition");
    const el = mount(`<pw-search-results text="Lighthouse" lang="en"></pw-search-results>`);
    await loaded(el, 10);
    assert(chunk(), "loaded on first render");
  });

  it("shows cards of every type: title image, subject upper-cased, date YYYY-MM-DD, author; accessible", async () => {
    spacer();
    const el = mount(`<pw-search-results text="Lighthouse" lang="en"></pw-search-results>`);
    await loaded(el, 10);
    equal(text(el, ".heading"), "Results for “Lighthouse”");
    equal(text(el, ".count"), "25 results");
    equal(titles(el)[0], "Lighthouse 25", "all equal matches: newest first");
    const [c25, c24, c23, c22, c21] = cards(el);
    equal(c25.querySelector(".subject").textContent, "COAST");
    equal(c24.querySelector(".subject").textContent, "HARBOUR");
    equal(c25.querySelector("time").textContent, "2026-01-02");
    assert(/^\d{4}-\d{2}-\d{2}$/.test(c25.querySelector("time").textContent));
    equal(c25.querySelector(".card-author").textContent, "Keeper 25");
    // 25 text, 24 video_group, 23 video, 22 image_group, 21 image
    equal(c25.querySelector(".type").textContent, "Text");
    assert(!c25.querySelector("img"), "a text story has no image");
    // ... nor a grey box with its type: the start of its body (issue 12)
    assert(!c25.querySelector(".thumb"), "no placeholder box");
    equal(c25.querySelector(".card-excerpt").textContent, "Keepers of light number 25, we gather tonight. The lamp must never go out.");
    assert(!c24.querySelector(".card-excerpt"), "no excerpt on a video story");
    for (const c of [c24, c23, c22, c21]) assert(c.querySelector(".thumb img")?.getAttribute("src").startsWith("data:image/svg"), "title image");
    equal(c24.querySelector(".type").textContent, "Video story");
    equal(c23.querySelector(".type").textContent, "Video");
    equal(c22.querySelector(".type").textContent, "Photo story");
    equal(c21.querySelector(".type").textContent, "Photo");
    // a text story's page; m_detail up to 1024 px wide (SPEC §2)
    assert(/\/pw\/coast\/(m_)?detail\/articles\/2026\/01\/01\/pw-search-25\.html$/.test(c25.querySelector("a").getAttribute("href")), "story link");
    await expectAccessible(el);
  });

  it("marks the query's words in titles and in the passage a text story matched, in both editions (issue 21)", async () => {
    const zh = mount(`<pw-search-results text="灯塔"></pw-search-results>`);
    await loaded(zh, 10);
    const title = cards(zh)[0].querySelector(".card-title");
    equal(title.innerHTML, "<mark>灯塔</mark> 25");
    equal(getComputedStyle(title.querySelector("mark")).backgroundColor, "rgb(255, 241, 168)");
    await expectAccessible(zh);
    cleanup();
    // the English body's second sentence holds the word: the excerpt starts there
    const en = mount(`<pw-search-results text="lamp" lang="en"></pw-search-results>`);
    await until(() => titles(en).includes("Lighthouse 25"), 8000, "the text story");
    const c = cards(en).find((card) => card.querySelector(".card-title").textContent === "Lighthouse 25");
    equal(c.querySelector(".card-excerpt").innerHTML, "…The <mark>lamp</mark> must never go out.");
    equal(c.querySelector(".card-title").innerHTML, "Lighthouse 25", "no mark where the title holds no query word");
    await expectAccessible(en);
  });

  it("loads the next page when scrolled within 100 px of the bottom, with sid alone, until the last page", async () => {
    spacer();
    const el = mount(`<pw-search-results text="Lighthouse" lang="en"></pw-search-results>`);
    await loaded(el, 10);
    equal(spy.calls.length, 1);
    toBottom();
    await loaded(el, 20);
    equal(spy.calls.length, 2);
    const next = spy.calls[1].searchParams;
    assert(next.get("sid"), "sid sent");
    equal([...next.keys()].join(","), "sid", "sid alone");
    toBottom();
    await loaded(el, 25);
    await until(() => text(el, ".footer").includes("No more results"), 3000, "end of results");
    equal(new Set(titles(el)).size, 25, "no duplicate");
    await expectAccessible(el);
    toBottom();
    await scrollHandled();
    // a later request (a filter): the next call after the last page is that new search, not a next page
    select(el, "f-type", "video");
    await until(() => spy.calls.length >= 4, 5000, "the filter's search");
    assert(!spy.calls[3].searchParams.get("sid"), "nothing asked after the last page");
    equal(spy.calls[3].searchParams.get("type"), "video");
  });

  it("shows counts beside the filters, offers every filter the server has, with chips that clear one by one, in both editions (issue 21)", async () => {
    const options = (el, id) => [...(root(el).getElementById(id)?.options ?? [])].map((o) => o.textContent);
    const chips = (el) => [...root(el).querySelectorAll(".chips button")];
    const el = mount(`<pw-search-results text="Lighthouse" lang="en"></pw-search-results>`);
    await loaded(el, 10);
    await until(() => options(el, "f-type").includes("Video (5)"), 5000, "counts beside the types");
    equal(options(el, "f-type").join("|"), "All types|Photo (5)|Photo story (5)|Video (5)|Video story (5)|Text (5)");
    equal(options(el, "f-subject").join("|"), "All subjects|Coast (12)|Harbour (12)|Portfolio (1)");
    equal(options(el, "f-price").join("|"), "Any price|Free (0)|Paid (20)");
    equal(options(el, "f-year").join("|"), "All years|2026 (25)");
    equal(options(el, "f-ext").join("|"), "All file types|JPG|PNG|TIF|MP4");
    assert(options(el, "f-photographer").includes("Keeper 04 (1)"), "photographers with counts");
    select(el, "f-photographer", "Keeper 04");
    await until(() => text(el, ".count") === "1 result", 5000, "one photographer's story");
    equal(spy.calls.at(-1).searchParams.get("author"), "Keeper 04");
    equal(new URLSearchParams(location.search).get("photographer"), "Keeper 04", "kept in the page address");
    select(el, "f-ext", "mp4");
    await until(() => chips(el).length === 2, 5000, "two chips");
    equal(chips(el).map((c) => c.textContent).join("|"), "Photographer: Keeper 04 ×|File type: MP4 ×");
    equal(chips(el)[0].getAttribute("aria-label"), "Remove Photographer: Keeper 04");
    equal(spy.calls.at(-1).searchParams.get("fileExt"), "mp4");
    await expectAccessible(el);
    // one chip cleared: the other filter stays
    chips(el)[0].click();
    await until(() => text(el, ".count") === "10 results", 5000, "every video story");
    equal(chips(el).map((c) => c.textContent).join("|"), "File type: MP4 ×");
    assert(!spy.calls.at(-1).searchParams.get("author"), "photographer cleared");
    equal(new URLSearchParams(location.search).get("fileExt"), "mp4");
    chips(el)[0].click();
    await until(() => text(el, ".count") === "25 results", 5000, "all again");
    equal(chips(el).length, 0);
    cleanup();
    history.replaceState(null, "", startUrl);
    const zh = mount(`<pw-search-results text="灯塔"></pw-search-results>`);
    await loaded(zh, 10);
    await until(() => options(zh, "f-type").includes("视频（5）"), 5000, "Chinese counts");
    equal(options(zh, "f-subject").join("|"), "全部栏目|海岸（12）|港口（12）|作品集（1）");
    select(zh, "f-price", "paid");
    await until(() => chips(zh).length === 1, 5000, "a chip");
    equal(chips(zh)[0].textContent, "价格：付费 ×");
    await until(() => text(zh, ".count") === "共 20 条结果", 5000, "paid stories");
    await expectAccessible(zh);
  });

  it("searches within the results, by a keyword and by shooting date, applied on Enter or leaving the field, never mid-composition; kept in the address, in both editions (issue 21)", async () => {
    const chips = (el) => [...root(el).querySelectorAll(".chips button")].map((c) => c.textContent);
    const label = (el, id) => root(el).querySelector(`label[for="${id}"]`).textContent;
    const el = mount(`<pw-search-results text="Lighthouse" lang="en"></pw-search-results>`);
    await loaded(el, 10);
    equal(label(el, "f-text2"), "Search within results");
    equal(label(el, "f-tags"), "Keyword");
    // a keyword, typed then Enter
    root(el).getElementById("f-tags").focus();
    await sendKeys({ type: "fog signal" });
    equal(spy.calls.filter((u) => u.searchParams.get("tags")).length, 0, "nothing asked while typing");
    await sendKeys({ press: "Enter" });
    await until(() => text(el, ".count") === "8 results", 5000, "every third story");
    equal(spy.calls.at(-1).searchParams.get("tags"), '["fog signal"]');
    equal(new URLSearchParams(location.search).get("tags"), "fog signal", "kept in the page address");
    // words within the results: an Enter that commits an input-method composition applies nothing; leaving the field does
    const within = root(el).getElementById("f-text2");
    within.focus();
    await sendKeys({ type: "keeper 09" });
    within.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", isComposing: true, bubbles: true, composed: true }));
    within.blur();
    await until(() => text(el, ".count") === "1 result", 5000, "story 09 alone");
    equal(spy.calls.filter((u) => u.searchParams.get("text2")).length, 1, "asked once");
    equal(spy.calls.at(-1).searchParams.get("text2"), "keeper 09");
    equal(chips(el).join("|"), "Search within results: keeper 09 ×|Keyword: fog signal ×");
    // nothing searchable: said at the field, the filter as it was
    const asked = spy.calls.length;
    within.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set.call(within, "🙂");
    within.dispatchEvent(new Event("input", { bubbles: true }));
    await sendKeys({ press: "Enter" });
    await until(() => root(el).querySelector("#f-text2-error")?.textContent === "There are no words to look for: use letters, digits or Chinese characters.", 3000, "the field's message");
    equal(within.getAttribute("aria-invalid"), "true");
    equal(spy.calls.length, asked, "nothing asked");
    equal(text(el, ".count"), "1 result");
    await expectAccessible(el);
    // the shooting date: its labels, the range sent with its field
    root(el).querySelectorAll(".chips button")[0].click();
    await until(() => text(el, ".count") === "8 results", 5000, "the keyword alone");
    equal(within.value, "", "the cleared filter leaves its field");
    select(el, "f-date-field", "shootDate");
    await until(() => label(el, "f-from") === "Shot from", 3000, "the shooting-date labels");
    const from = root(el).getElementById("f-from");
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set.call(from, "1920-01-01");
    from.dispatchEvent(new Event("input", { bubbles: true }));
    await until(() => text(el, ".count") === "5 results", 5000, "shot in 1920 or later, keyword fog signal"); // 12, 15, 18, 21, 24
    equal(JSON.parse(spy.calls.at(-1).searchParams.get("date")).field, "shootDate");
    equal(new URLSearchParams(location.search).get("dateField"), "shootDate");
    equal(chips(el).join("|"), "Shot from: 1920-01-01 ×|Keyword: fog signal ×");
    cleanup();
    history.replaceState(null, "", startUrl);
    const zh = mount(`<pw-search-results text="灯塔"></pw-search-results>`);
    await loaded(zh, 10);
    equal(label(zh, "f-text2"), "在结果中搜索");
    // the committed Chinese text (as an input method leaves it), then Enter
    const tags = root(zh).getElementById("f-tags");
    tags.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set.call(tags, "雾号");
    tags.dispatchEvent(new Event("input", { bubbles: true }));
    await sendKeys({ press: "Enter" });
    await until(() => text(zh, ".count") === "共 8 条结果", 5000, "Chinese keyword");
    equal(chips(zh).join("|"), "关键词：雾号 ×");
    await expectAccessible(zh);
  });

  it("a section's search from its link: exclude_subjectCodes of the page address is sent and kept (issue 21 item 3)", async () => {
    history.replaceState(null, "", `${location.pathname}?text=Lighthouse&exclude_subjectCodes=${encodeURIComponent('["harbour"]')}`);
    const el = mount(`<pw-search-results lang="en"></pw-search-results>`);
    await loaded(el, 10);
    await until(() => text(el, ".count") === "13 results", 5000, "every story but the harbour ones");
    equal(spy.calls.at(-1).searchParams.get("exclude_subjectCodes"), '["harbour"]');
    select(el, "f-type", "video");
    await until(() => text(el, ".count") === "3 results", 5000, "videos, still without the harbour ones");
    equal(new URLSearchParams(location.search).get("exclude_subjectCodes"), '["harbour"]', "the section's scope stays in the address");
    equal(spy.calls.at(-1).searchParams.get("exclude_subjectCodes"), '["harbour"]');
  });

  it("filters by type, date range and sort; an invalid range is explained and not searched", async () => {
    const el = mount(`<pw-search-results text="Lighthouse" lang="en"></pw-search-results>`);
    await loaded(el, 10);
    select(el, "f-type", "video");
    await until(() => text(el, ".count") === "5 results", 5000, "video results");
    assert(cards(el).every((c) => c.classList.contains("type-video")));
    equal(spy.calls.at(-1).searchParams.get("type"), "video");
    select(el, "f-type", "");
    await until(() => text(el, ".count") === "25 results", 5000, "all again");
    select(el, "f-sort", "shootDate");
    select(el, "f-dir", "asc");
    await until(() => titles(el)[0] === "Lighthouse 01", 5000, "oldest shooting date first");
    equal(spy.calls.at(-1).searchParams.get("sort"), "shootDate");
    equal(spy.calls.at(-1).searchParams.get("direction"), "asc");
    const from = root(el).getElementById("f-from");
    const to = root(el).getElementById("f-to");
    for (const [input, v] of [[from, "2026-03-01"], [to, "2026-01-01"]]) {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set.call(input, v);
      input.dispatchEvent(new Event("input", { bubbles: true }));
    }
    await until(() => root(el).querySelector("[role=alert]")?.textContent === "The start date cannot be after the end date", 3000, "range message");
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set.call(from, "2026-01-01");
    from.dispatchEvent(new Event("input", { bubbles: true }));
    await until(() => JSON.parse(spy.calls.at(-1).searchParams.get("date") ?? "{}").start === "2026-01-01", 3000, "search with a valid range");
    // every request up to this later one: none with the invalid range
    const ranges = spy.calls.map((u) => u.searchParams.get("date")).filter(Boolean).map((d) => JSON.parse(d));
    assert(ranges.every((r) => !(r.start && r.end && r.start > r.end)), "no search with an invalid range");
    equal(JSON.parse(spy.calls.at(-1).searchParams.get("date")).end, "2026-01-01");
    await until(() => text(el, ".count") === "11 results", 5000, "range results"); // published 2026-01-01 (13:00 … 23:00)
    await expectAccessible(el);
    root(el).querySelector(".btn-link").click(); // clear filters
    await until(() => text(el, ".count") === "25 results" && titles(el)[0] === "Lighthouse 25", 5000, "filters cleared");
  });

  it("on es_error restarts from page 1; with a filter active it re-requests the filter result from page 1", async () => {
    spacer();
    const el = mount(`<pw-search-results text="Lighthouse" lang="en"></pw-search-results>`);
    await loaded(el, 10);
    select(el, "f-type", "image");
    await until(() => text(el, ".count") === "5 results" || cards(el).length === 5, 5000, "image results");
    select(el, "f-type", "");
    await loaded(el, 10);
    select(el, "f-dir", "asc"); // a filter: direction
    await until(() => titles(el)[0] === "Lighthouse 01", 5000, "oldest first");
    // after page 2 the element announces it (pw-search-results-load), then checks in the next animation frame whether
    // the list reaches the bottom (and loads on while it does not). Resolves after that check: our first frame
    // callback is asked for before the element's, the second one in the frame after.
    const page2Checked = new Promise((resolve) => {
      const on = (e) => {
        if (e.detail.pageNum !== 2) return;
        el.removeEventListener("pw-search-results-load", on);
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      };
      el.addEventListener("pw-search-results-load", on);
    });
    // the server forgets the widget's session (expired): clear every session the widget has
    const widgetSid = await until(() => {
      toBottom();
      return spy.calls.at(-1).searchParams.get("sid");
    }, 5000, "a sid request");
    // back to the top, so that the list's own check after page 2 (keep loading while
    // the list does not reach the bottom) does not fetch page 3 before the session is cleared
    window.scrollTo(0, 0);
    const asked = spy.calls.length;
    await page2Checked;
    equal(cards(el).length, 20, "page 2");
    equal(spy.calls.length, asked, "no page 3 without scrolling");
    equal(root(el).querySelector("section.results").getAttribute("aria-busy"), "false", "nothing loading");
    await fetch(`/api/en/articles/search/clear?sid=${widgetSid}`, { headers: { "x-requested-with": "XMLHttpRequest" } });
    const n = spy.calls.length;
    // page 1 again: read when the element announces it, because the list, still at the bottom
    // of the window, goes on to page 2 in the next frame
    const page1Again = new Promise((resolve) => {
      const on = (e) => {
        if (e.detail.pageNum !== 1) return;
        el.removeEventListener("pw-search-results-load", on);
        resolve({ count: cards(el).length, first: titles(el)[0] });
      };
      el.addEventListener("pw-search-results-load", on);
    });
    toBottom();
    await until(() => spy.calls.length >= n + 2, 5000, "es_error, then a new first request");
    const restart = spy.calls[n + 1].searchParams;
    assert(!restart.get("sid"), "a new search, no sid");
    equal(restart.get("direction"), "asc", "the filter is kept");
    equal(restart.get("text"), "Lighthouse");
    const shown = await page1Again;
    equal(shown.count, 10, "page 1 again");
    equal(shown.first, "Lighthouse 01", "oldest first, as the filter asks");
  });

  it("empty state in both languages", async () => {
    const zh = mount(`<pw-search-results text="zzqqxx"></pw-search-results>`);
    await until(() => text(zh, ".empty-title"), 8000, "empty state");
    equal(text(zh, ".empty-title"), "没有找到与“zzqqxx”相关的稿件。");
    cleanup();
    const en = mount(`<pw-search-results text="zzqqxx" lang="en"></pw-search-results>`);
    await until(() => text(en, ".empty-title"), 8000, "empty state en");
    equal(text(en, ".empty-title"), "No stories match “zzqqxx”.");
    equal(text(en, ".footer").trim(), "");
  });

  it("a query that cannot be searched is explained in both languages, and nothing is asked of the server (issue 21)", async () => {
    const cases = [
      ["😀🎉！", "zh", "搜索内容中没有可检索的文字，请输入汉字、字母或数字。"],
      ["😀🎉！", "en", "There are no words to look for: use letters, digits or Chinese characters."],
      ["长".repeat(201), "zh", "搜索内容过长，请不超过 200 个字。"],
      ["long ".repeat(41), "en", "The search is too long: use at most 200 characters."],
    ];
    for (const [q, lang, message] of cases) {
      const el = mount(`<pw-search-results lang="${lang}"></pw-search-results>`);
      el.setAttribute("text", q);
      await until(() => root(el)?.querySelector(".state.invalid"), 8000, `invalid state ${lang}`);
      equal(root(el).querySelector(".state.invalid").getAttribute("role"), "alert");
      equal(text(el, ".state.invalid p"), message);
      equal(cards(el).length, 0);
      await expectAccessible(el);
      cleanup();
    }
    equal(spy.calls.length, 0);
  });

  it("a failure shows an error the reader understands, with a retry that works", async () => {
    spy.fail(1);
    const el = mount(`<pw-search-results text="灯塔"></pw-search-results>`);
    await until(() => root(el)?.querySelector(".state.error"), 8000, "error state");
    equal(root(el).querySelector(".state.error p").textContent, "搜索失败：网络异常，请稍后重试");
    root(el).querySelector(".state.error button").click();
    await loaded(el, 10);
    equal(titles(el)[0], "灯塔 25");
    equal(text(el, ".count"), "共 25 条结果");
  });

  it("keeps the filters in the page address: a reload and a shared link reproduce them (issue 12)", async () => {
    const start = location.href;
    try {
      let el = mount(`<pw-search-results text="Lighthouse" lang="en"></pw-search-results>`);
      await loaded(el, 10);
      select(el, "f-type", "video");
      await until(() => text(el, ".count") === "5 results", 5000, "video results");
      select(el, "f-dir", "asc");
      await until(() => titles(el)[0] === "Lighthouse 03", 5000, "oldest first");
      const url = new URL(location.href);
      equal(url.searchParams.get("type"), "video");
      equal(url.searchParams.get("direction"), "asc");
      // a reload (the snapshot of the page is gone: a shared link opened elsewhere)
      cleanup();
      sessionStorage.clear();
      const n = spy.calls.length;
      el = mount(`<pw-search-results text="Lighthouse" lang="en"></pw-search-results>`);
      await until(() => text(el, ".count") === "5 results" && titles(el)[0] === "Lighthouse 03", 5000, "same filtered results");
      equal(spy.calls.length, n + 1, "searched once");
      equal(spy.calls.at(-1).searchParams.get("type"), "video");
      equal(root(el).getElementById("f-type").value, "video", "the filter shows as set");
      equal(root(el).getElementById("f-dir").value, "asc");
      // clearing the filters takes them out of the address
      root(el).querySelector(".btn-link").click();
      await until(() => text(el, ".count") === "25 results", 5000, "cleared");
      equal(new URL(location.href).searchParams.get("type"), null);
      equal(new URL(location.href).searchParams.get("direction"), null);
    } finally {
      history.replaceState(null, "", start);
    }
  });

  it("Back to a filtered search shows the filtered results without asking again (issue 12)", async () => {
    const start = location.href;
    try {
      let el = mount(`<pw-search-results text="Lighthouse" lang="en"></pw-search-results>`);
      await loaded(el, 10);
      select(el, "f-type", "image");
      await until(() => text(el, ".count") === "5 results", 5000, "photo results");
      window.dispatchEvent(new PageTransitionEvent("pagehide")); // leaving for a story
      cleanup();
      const n = spy.calls.length;
      el = mount(`<pw-search-results text="Lighthouse" lang="en"></pw-search-results>`);
      await until(() => cards(el).length === 5, 5000, "restored filtered results");
      assert(cards(el).every((c) => c.classList.contains("type-image")), "photos only");
      equal(root(el).getElementById("f-type").value, "image");
      equal(spy.calls.length, n, "no request");
    } finally {
      history.replaceState(null, "", start);
    }
  });

  it("Back restores the loaded results and the scroll position without asking again", async () => {
    spacer();
    let el = mount(`<pw-search-results text="Lighthouse" lang="en"></pw-search-results>`);
    await loaded(el, 10);
    toBottom();
    await loaded(el, 20);
    window.scrollTo(0, 900);
    const y = window.scrollY;
    assert(y > 500, "scrolled");
    window.dispatchEvent(new PageTransitionEvent("pagehide")); // leaving for a story
    cleanup();
    window.scrollTo(0, 0);
    const n = spy.calls.length;
    spacer();
    el = mount(`<pw-search-results text="Lighthouse" lang="en"></pw-search-results>`);
    await until(() => cards(el).length === 20, 5000, "restored results");
    await until(() => Math.abs(window.scrollY - y) < 2, 3000, "restored position");
    equal(spy.calls.length, n, "no request");
    equal(titles(el)[19], "Lighthouse 06");
    // and it goes on from there
    toBottom();
    await loaded(el, 25);
  });

  it("shows the photographer badge for a photographer subject of status 1, and allow-listed descriptions only", async () => {
    const el = mount(`<pw-search-results text="Lighthouse" size="30" lang="en"></pw-search-results>`);
    await loaded(el, 25);
    const c01 = cards(el).find((c) => c.querySelector(".card-title").textContent === "Lighthouse 01");
    await until(() => c01.querySelector(".badge"), 5000, "badge");
    equal(c01.querySelector(".badge").textContent, "Verified photographer");
    equal(c01.querySelector(".subject").textContent, "PORTFOLIO");
    const c02 = cards(el).find((c) => c.querySelector(".card-title").textContent === "Lighthouse 02");
    equal(c02.querySelector(".card-dek").innerHTML, "Safe <b>bold</b>");
    // a later event: an <img src=x> of ours fails to load; one left in the card (made earlier) would have failed, and run its onerror, first
    await new Promise((r) => {
      const probe = new Image();
      probe.onerror = r;
      probe.src = "x";
    });
    equal(window.__pwXss, undefined, "no script ran");
  });
});
