/**
 * A reader's phone (390 × 844, touch; issue 22 item 6) on the real server:
 * - the photo viewer keeps its toolbar on one row, gives the photo's stage at
 *   least 60 % of the window's height (the photo filling it one way), and puts
 *   the caption below the photo;
 * - the customer-service button covers no control (link, button, field) of
 *   the story, search, upload and member-centre pages, at the top, the middle
 *   and the bottom of each (it stood fixed over an upload's fields and a
 *   story's photo link);
 * - the pages fit the width (the member centre scrolled sideways), the header
 *   takes two rows at most, and the search filters wait behind one button.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, loginCookie, startSite, type Site } from "./harness.js";

let site: Site;
let browser: Browser;
let phone: BrowserContext;

beforeAll(async () => {
  site = await startSite({ LOG_LEVEL: "warn" });
  browser = await launchBrowser();
  phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  // the contributor (nature 1): the upload and the uc1 member centre
  const [name, value] = (await loginCookie(site.base, "demo_contributor", "Contrib2026")).split(";")[0].split("=");
  await phone.addCookies([{ name, value, url: site.base }]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** The first photo story's phone page (m_photo), from the home page's links. */
async function photoStory(page: Page): Promise<string> {
  await page.goto(`${site.base}/cn/index.html`);
  const href = await page.locator('main a[href*="/m_photo/articles/"]').first().getAttribute("href");
  expect(href).toBeTruthy();
  return href!;
}

/**
 * The controls (links, buttons, fields, anything focusable; shadow roots included) that the
 * customer-service launcher's box overlaps now, described; and whether there is a launcher.
 */
const coveredByLauncher = (page: Page) =>
  page.evaluate(() => {
    const controls: Element[] = [];
    const walk = (root: Document | ShadowRoot): void => {
      for (const el of root.querySelectorAll("*")) {
        if (el.matches("a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex='-1'])")) controls.push(el);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(document);
    const chat = document.querySelector("pw-chat-panel");
    const launcher = chat?.shadowRoot?.querySelector("button");
    if (!chat || !launcher) return { launcher: false, covered: [] as string[] };
    const r = launcher.getBoundingClientRect();
    const covered: string[] = [];
    for (const c of controls) {
      if (chat.shadowRoot!.contains(c)) continue;
      const b = c.getBoundingClientRect();
      if (b.width === 0 || b.height === 0) continue;
      if (b.left < r.right && b.right > r.left && b.top < r.bottom && b.bottom > r.top) covered.push(`<${c.tagName.toLowerCase()}> ${(c.textContent ?? "").trim().slice(0, 24)}`);
    }
    return { launcher: true, covered };
  });

/** Opens `path` on the phone and checks the launcher at the top, middle and bottom of the page, and the page's width. */
async function checkPage(path: string, ready: (page: Page) => Promise<unknown>): Promise<Page> {
  const page = await phone.newPage();
  await page.goto(`${site.base}${path}`);
  await ready(page);
  await page.locator("pw-chat-panel").locator("button").first().waitFor();
  for (const at of [0, 0.5, 1]) {
    await page.evaluate((f) => window.scrollTo(0, f * (document.documentElement.scrollHeight - window.innerHeight)), at);
    // the scroll has happened when the position reads as asked
    await expect.poll(() => page.evaluate((f) => Math.abs(window.scrollY - f * (document.documentElement.scrollHeight - window.innerHeight)) < 2, at)).toBe(true);
    const { launcher, covered } = await coveredByLauncher(page);
    expect(launcher, path).toBe(true);
    expect(covered, `${path} at ${at * 100} % of its height`).toEqual([]);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} fits 390 px`).toBeLessThanOrEqual(390);
  return page;
}

describe("a phone at 390 px", () => {
  it("story page: the viewer's toolbar on one row, the photo's stage over 60 % of the height, the caption below the photo", async () => {
    const first = await phone.newPage();
    const path = await photoStory(first);
    await first.close();
    const page = await checkPage(path, (p) => p.locator("pw-like-button button").first().waitFor());
    // the header: two rows at most
    expect(await page.locator(".site-header").evaluate((h) => h.getBoundingClientRect().height)).toBeLessThanOrEqual(110);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator("main .photo-open").first().click();
    const viewer = page.locator("pw-photo-viewer dialog[open]").first();
    await viewer.waitFor();
    const layout = await viewer.evaluate(async (dialog) => {
      const img = dialog.querySelector("img")!;
      await img.decode().catch(() => undefined);
      const box = (el: Element | null) => el?.getBoundingClientRect() ?? null;
      const toolbar = [...dialog.querySelectorAll(".toolbar button")].map((b) => box(b)!);
      return {
        height: window.innerHeight,
        toolbarTops: toolbar.map((b) => Math.round(b.top)),
        toolbarRight: Math.max(...toolbar.map((b) => b.right)),
        stage: box(dialog.querySelector(".stage"))!,
        img: box(img)!,
        caption: box(dialog.querySelector(".caption")),
        prev: box(dialog.querySelector('[part~="prev"]')),
        next: box(dialog.querySelector('[part~="next"]')),
      };
    });
    // one row: every toolbar button at the same height, inside the window
    expect(new Set(layout.toolbarTops).size, JSON.stringify(layout.toolbarTops)).toBe(1);
    expect(layout.toolbarRight).toBeLessThanOrEqual(390);
    // the photo's stage takes at least 60 % of the window's height, and the photo fills it one way
    expect(layout.stage.height / layout.height).toBeGreaterThanOrEqual(0.6);
    const fillsWidth = layout.img.width >= layout.stage.width - 2;
    const fillsHeight = layout.img.height >= layout.stage.height - 2;
    expect(fillsWidth || fillsHeight, JSON.stringify({ img: layout.img, stage: layout.stage })).toBe(true);
    // Previous and Next on one row under the photo, the caption below them
    expect(layout.caption).not.toBeNull();
    expect(layout.caption!.top).toBeGreaterThanOrEqual(layout.img.bottom);
    if (layout.prev && layout.next) {
      expect(Math.round(layout.prev.top)).toBe(Math.round(layout.next.top));
      expect(layout.prev.top).toBeGreaterThanOrEqual(layout.img.bottom);
      expect(layout.caption!.top).toBeGreaterThanOrEqual(layout.prev.bottom);
    }
    await page.close();
  });

  it("search page: the filters wait behind one button, and nothing is covered", async () => {
    const page = await checkPage("/cn/search.html?text=%E8%8A%B1", (p) => p.locator("pw-search-results li.card").first().waitFor());
    const toggle = page.locator("pw-search-results").getByRole("button", { name: "筛选条件" });
    const filters = page.locator("pw-search-results fieldset.filters");
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await filters.isVisible()).toBe(false);
    await toggle.click();
    await expect.poll(() => filters.isVisible()).toBe(true);
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await page.locator(".site-header").evaluate((h) => h.getBoundingClientRect().height)).toBeLessThanOrEqual(110);
    await page.close();
  });

  it("upload and member-centre pages: nothing covered, nothing wider than the phone", async () => {
    const upload = await checkPage("/public_resource/public/html/uc1-new.html", (p) => p.locator("pw-upload").getByRole("button").first().waitFor());
    await upload.close();
    const centre = await checkPage("/public_resource/public/html/uc1-index.html", (p) => p.locator("pw-member-center").locator("h2, h1").first().waitFor());
    await centre.close();
  });
});
