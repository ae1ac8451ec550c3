/**
 * Issue 3 end to end (SPEC §2 search page, §4 Search paging): on the site
 * `npm start` serves, a reader searches from the home page in Chinese and in
 * English, sets a filter, scrolls to load a second page, opens a story, goes
 * Back and finds the same results at the same place.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, startSite, type Site } from "./harness.js";

let site: Site;
let browser: Browser;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const cards = (page: Page) => page.locator("pw-search-results li.card");
const cardTitles = (page: Page) => page.locator("pw-search-results li.card .card-title").allTextContents();

async function journey(page: Page, o: { home: string; words: string; searchPath: RegExp; count: string; sortLabel: string; dirLabel: string; oldest: string }) {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(`${site.base}${o.home}`);
  // the header's search box (upgraded from its plain form)
  const input = page.locator("#pw-search-input");
  await input.fill(o.words);
  await input.press("Enter");
  await page.waitForURL(o.searchPath);
  await expect.poll(() => cards(page).count(), { timeout: 15_000 }).toBe(10);
  await expect.poll(() => page.locator("pw-search-results .count").textContent()).toBe(o.count);

  // filter: by shooting date, oldest first
  await page.locator("pw-search-results #f-sort").selectOption({ label: o.sortLabel });
  await page.locator("pw-search-results #f-dir").selectOption({ label: o.dirLabel });
  await expect.poll(async () => (await cardTitles(page))[0], { timeout: 10_000 }).toBe(o.oldest);
  expect(await cards(page).count()).toBe(10);

  // scroll to the bottom: the second page arrives
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => cards(page).count(), { timeout: 10_000 }).toBe(20);
  const before = await cardTitles(page);
  expect(new Set(before).size).toBe(20);

  // open the 14th story, then come back
  const target = cards(page).nth(13).locator("a.card-link");
  await target.scrollIntoViewIfNeeded();
  const y = await page.evaluate(() => window.scrollY);
  // scrolled down (how far depends on the page's height: while more pages can come its footer is hidden, issue 21)
  expect(y).toBeGreaterThan(100);
  const href = await target.getAttribute("href");
  await target.click();
  await page.waitForURL((u) => u.pathname === href);
  expect(await page.locator("main h1").textContent()).toBe(before[13]);
  await page.goBack();
  // the filters live in the address (issue 12): Back comes to the filtered search
  await page.waitForURL((u) => o.searchPath.test(`${u.origin}${u.pathname}?text=${u.search.match(/[?&]text=([^&]*)/)?.[1] ?? ""}`) && u.searchParams.get("sort") === "shootDate" && u.searchParams.get("direction") === "asc");
  await expect.poll(() => cards(page).count(), { timeout: 10_000 }).toBe(20);
  expect(await cardTitles(page)).toEqual(before);
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBeGreaterThan(y - 3);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - y)).toBeLessThan(3);
  expect(await page.locator("pw-search-results #f-dir").inputValue()).toBe("asc");
  // and the scroll goes on from there to the end
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => cards(page).count(), { timeout: 10_000 }).toBe(30);
  expect(errors).toEqual([]);
}

describe("a reader searching the published site", () => {
  it("searches in Chinese from the home page, filters, scrolls, opens a story and comes back to the same place", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await journey(page, {
      home: "/cn/index.html",
      words: "国情咨文",
      searchPath: /\/cn\/search\.html\?text=%E5%9B%BD%E6%83%85%E5%92%A8%E6%96%87$/,
      count: "共 30 条结果",
      sortLabel: "拍摄日期",
      dirLabel: "从旧到新",
      oldest: "1900年国情咨文",
    });
    await page.close();
  });

  it("searches in English the same way", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await journey(page, {
      home: "/en/index.html",
      words: "State of the Union",
      searchPath: /\/en\/search\.html\?text=State%20of%20the%20Union$/,
      count: "30 results",
      sortLabel: "Shooting date",
      dirLabel: "Oldest first",
      oldest: "State of the Union Address, 1900",
    });
    await page.close();
  });

  it("keeps the layout still while infinite scroll loads pages 2 and 3: CLS ≤ 0.05 (issue 21), in both editions", async () => {
    for (const [path, viewport] of [
      ["/en/search.html?text=State%20of%20the%20Union", { width: 1280, height: 800 }],
      ["/cn/search.html?text=%E5%9B%BD%E6%83%85%E5%92%A8%E6%96%87", { width: 390, height: 844 }],
    ] as const) {
      const page = await browser.newPage({ viewport });
      // every layout shift not caused by input, from the first paint on (the metric Lighthouse and CrUX report as CLS)
      await page.addInitScript(() => {
        const w = window as unknown as { __cls: number };
        w.__cls = 0;
        new PerformanceObserver((l) => {
          for (const e of l.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.__cls += e.value;
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(`${site.base}${path}`);
      await expect.poll(() => cards(page).count(), { timeout: 15_000 }).toBe(10);
      // scrolled to the bottom until page 2, then page 3, is drawn. At least n: the list may load the
      // next page by itself while its end is still within 100 px of the window's bottom, or page 3 may
      // arrive between the scroll and the count on a busy machine (seen in CI: 30 where 20 was asked).
      for (const n of [20, 30]) {
        await expect
          .poll(
            async () => {
              await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
              return cards(page).count();
            },
            { timeout: 10_000 },
          )
          .toBeGreaterThanOrEqual(n);
      }
      expect(await cards(page).count()).toBe(30);
      // the last page's cards drawn, and the end of the results shown
      await expect.poll(() => page.locator("pw-search-results .footer").textContent(), { timeout: 5_000 }).toMatch(/No more results|没有更多/);
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      expect(cls, `${path} at ${viewport.width} px`).toBeLessThanOrEqual(0.05);
      await page.close();
    }
  });

  it("without scripts, the header's plain form still reaches the search page", async () => {
    const ctx = await browser.newContext({ javaScriptEnabled: false });
    const page = await ctx.newPage();
    await page.goto(`${site.base}/en/index.html`);
    await page.locator("form.search-fallback input").fill("sheep");
    await page.locator("form.search-fallback button").click();
    await page.waitForURL(/\/en\/search\.html\?text=sheep$/);
    expect(await page.locator("noscript").count()).toBe(1);
    await ctx.close();
  });
});
