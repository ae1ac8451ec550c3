// The search page's first page is asked for as soon as the element's chunk runs (issue 21 item 7,
// widgets/search/search-results.api.ts): the page holds the element before its module is imported,
// as a published search page does. Its own file: the module must not have run before the test.
import { assert, equal, mount, until } from "./helpers.js";

// 25 "Lighthouse" stories seeded by test/browser/search-seed.ts
const cards = (el) => [...(el.shadowRoot?.querySelectorAll("li.card") ?? [])];

describe("<pw-search-results> on a page that holds it before its module runs", () => {
  it("asks for the first page and its counts while the widget is still loading, and shows that answer without asking again", async () => {
    const el = mount(`<pw-search-results text="Lighthouse" lang="en" size="5"></pw-search-results>`);
    const asked = [];
    const real = window.fetch;
    window.fetch = (input, init) => {
      const url = typeof input === "string" ? input : input.url;
      if (/\/articles\/(search|facets)/.test(url)) asked.push(new URL(url, location.origin));
      return real.call(window, input, init);
    };
    try {
      await import("/dist/esm/pw-search-results.js");
      // the module has run; no results are drawn yet (its lazy chunk is still on the way; React has not even
      // rendered, the light build's Preact has drawn the loading state)
      assert(!el.shadowRoot?.querySelector("li.card"), "no results drawn yet");
      equal(
        asked.map((u) => u.pathname.replace(/^.*\/articles\//, "")).join(),
        "search,facets",
        "the search and its facets went out when the module ran",
      );
      const search = asked[0].searchParams;
      equal(search.get("text"), "Lighthouse");
      equal(search.get("size"), "5");
      assert(asked[0].pathname.includes("/en/"), "the English search for an English widget");
      await until(() => cards(el).length === 5 && /25/.test(el.shadowRoot.querySelector('[part="count"]')?.textContent ?? ""), 8000, "5 cards of 25");
      equal(cards(el)[0].querySelector(".card-title").textContent, "Lighthouse 25", "the newest first");
      equal(asked.length, 2, "the widget took the early answers: no second search, no second count");
    } finally {
      window.fetch = real;
    }
  });
});
