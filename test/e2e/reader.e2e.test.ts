/**
 * Issue 2 end to end: a reader opens the home page, opens a photo story,
 * clicks like as a guest, lands on the login page, logs in with the demo
 * member, is back on the story, likes and collects a photo, reloads and
 * sees both still on, then logs out.
 *
 * Issue 12: the alternate edition /ann (guard, login landing on its home,
 * Register reachable, links staying in /ann, hreflang to the zh, en and ann
 * versions), a phone at 390 px (moved to the m_ pages, home links to m_
 * pages, back-to-top floating after one window height), a desktop reader
 * on an m_ address moved to the desktop page, and the 404 page in the
 * edition's language; the favicon.
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

async function pressed(page: Page, tag: string): Promise<string | null> {
  return page.locator(tag).first().locator("button").getAttribute("aria-pressed");
}

describe("a reader on the published site", () => {
  it("likes and collects a photo after logging in, and the state survives a reload", async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));

    await page.goto(`${site.base}/cn/index.html`);
    expect(await page.getAttribute("html", "lang")).toMatch(/^zh/);
    const storyLink = page.locator('main a[href*="/photo/articles/"]').first();
    const storyHref = await storyLink.getAttribute("href");
    expect(storyHref).toBeTruthy();
    await storyLink.click();
    await page.waitForURL(/\/photo\/articles\/.+\.html$/);
    const storyUrl = page.url();

    // a real photograph with its size, caption and credit, without waiting for any script
    const img = page.locator("main figure img").first();
    expect(Number(await img.getAttribute("width"))).toBeGreaterThan(100);
    expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);

    // guest clicks like → login page with the story as redirect
    const like = page.locator("pw-like-button").first().locator("button");
    await like.waitFor();
    await like.click();
    await page.waitForURL(/login2\.html/);
    expect(decodeURIComponent(page.url())).toContain(new URL(storyUrl).pathname);

    // log in with the demo member → back on the story
    await page.getByLabel("账号").fill("demo_member");
    await page.getByLabel("密码").fill("Member2026");
    await page.getByRole("button", { name: "登录" }).click();
    await page.waitForURL(storyUrl);

    // like and collect the first photo
    await page.locator("pw-like-button").first().locator("button").click();
    await expect.poll(() => pressed(page, "pw-like-button")).toBe("true");
    await page.locator("pw-collect-button").first().locator("button").click();
    await expect.poll(() => pressed(page, "pw-collect-button")).toBe("true");

    // reload: both still on
    await page.reload();
    await expect.poll(() => pressed(page, "pw-like-button")).toBe("true");
    await expect.poll(() => pressed(page, "pw-collect-button")).toBe("true");

    // the login status shows the member; log out → guest on the edition home
    const status = page.locator("pw-login-status");
    await expect.poll(() => status.textContent().then(() => status.locator("text=Wang Reader").count())).toBe(1);
    await status.getByRole("button", { name: "退出" }).click();
    await page.waitForURL(/\/cn\/index\.html$/);
    await expect.poll(() => page.locator("pw-login-status").getByRole("link", { name: "登录" }).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the English edition speaks English and its story pages have their JSON beside them", async () => {
    const page = await browser.newPage();
    await page.goto(`${site.base}/en/index.html`);
    expect(await page.getAttribute("html", "lang")).toMatch(/^en/);
    const href = await page.locator('main a[href*="/photo/articles/"]').first().getAttribute("href");
    expect(href).toMatch(/^\/en\//);
    const json = await page.request.get(`${site.base}${href!.replace(/\.html$/, ".json")}`);
    expect(json.ok()).toBe(true);
    const story = await json.json();
    expect(story.pcId).toBeTruthy();
    await page.goto(`${site.base}${href}`);
    await expect
      .poll(() => page.locator("pw-like-button").first().getByRole("button", { name: /^Like/ }).count())
      .toBe(1);
    await expect.poll(() => page.locator("pw-login-status").getByRole("link", { name: "Log in" }).count()).toBe(1);
    await page.close();
  });

  it("the alternate edition /ann: guests are sent to its login, Register opens, logging in lands on its home, links stay in /ann", async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));

    // a guest on the /ann home → the /ann login page (SPEC §2 edition guard)
    await page.goto(`${site.base}/ann/index.html`);
    await page.waitForURL(/\/ann\/public_resource\/public\/html\/login2\.html/);
    // its Register link opens the registration page and stays there
    await page.getByRole("link", { name: "注册会员" }).click();
    await page.waitForURL(/\/ann\/public_resource\/public\/html\/register\.html$/);
    await expect.poll(() => page.locator("pw-register-form").locator("input").count()).toBeGreaterThan(0);
    // the guard has decided (an open page: nothing to check) and the page stays
    await page.locator('pw-edition-guard[data-checked="open"]').waitFor({ state: "attached" });
    expect(page.url()).toMatch(/\/ann\/public_resource\/public\/html\/register\.html$/);
    expect(await page.locator("h1").count()).toBe(1);

    // log in from the /ann login page without a redirect → the /ann home, a real page
    await page.goto(`${site.base}/ann/public_resource/public/html/login2.html`);
    await page.getByLabel("账号").fill("demo_member");
    await page.getByLabel("密码").fill("Member2026");
    await page.getByRole("button", { name: "登录" }).click();
    await page.waitForURL(/\/ann\/index\.html$/);
    expect(await page.locator("h1").first().textContent()).toBe("最新稿件");
    expect(await page.getAttribute("html", "lang")).toMatch(/^zh/);

    // every story link of the home stays in /ann; the story page too
    const hrefs = await page.locator('main a[href*="/articles/"]').evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThan(10);
    for (const h of hrefs) expect(h).toMatch(/^\/ann\//);
    await page.locator('main a[href*="/photo/articles/"]').first().click();
    await page.waitForURL(/\/ann\/pw\/[^/]+\/photo\/articles\/.+\.html$/);
    // the guard has asked the server and decided: a member stays, no redirect
    await page.locator('pw-edition-guard[data-checked="member"]').waitFor({ state: "attached" });
    expect(page.url()).toMatch(/\/ann\//);
    expect(await page.locator("main h1").count()).toBe(1);
    const links = await page.locator("a[href]").evaluateAll((as) =>
      as.map((a) => ({ href: (a as HTMLAnchorElement).href, lang: a.getAttribute("hreflang") })),
    );
    for (const l of links) {
      const u = new URL(l.href);
      // the header's language link (hreflang en), the story JSON and media files are not pages of the edition
      if (!l.href.startsWith(site.base) || l.lang === "en" || u.pathname.endsWith(".json") || u.pathname.startsWith("/media/")) continue;
      expect(u.pathname, l.href).toMatch(/^\/ann\//);
    }
    const path = new URL(page.url()).pathname.replace(/^\/ann/, "");
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((ls) =>
      Object.fromEntries(ls.map((l) => [l.getAttribute("hreflang"), new URL(l.getAttribute("href")!).pathname])),
    );
    expect(alternates).toEqual({ "zh-CN": path, en: `/en${path}`, zh: `/ann${path}` });
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toBe(`${site.base}/ann${path}`);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
    expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);

    // its search finds the story by its Chinese title, and the results stay in /ann
    const title = (await page.locator("main h1").textContent())!.trim();
    await page.goto(`${site.base}/ann/search.html?text=${encodeURIComponent(title)}`);
    const first = page.locator("pw-search-results li.card a").first();
    await first.waitFor();
    expect(await first.getAttribute("href")).toBe(`/ann${path}`);
    await first.click();
    await page.waitForURL(`${site.base}/ann${path}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a phone (390 px) is moved to the m_ pages, its home links go to them, and back-to-top floats after one window height", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${site.base}/cn/index.html`);
    const hrefs = await page.locator('main a[href*="/articles/"]').evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThan(10);
    for (const h of hrefs) expect(h).toMatch(/\/m_(photo|detail)\/articles\//);

    // back-to-top: hidden at the top, floating in the window after one window height, back to the top when pressed
    const button = page.locator("pw-back-to-top").locator("button");
    await expect.poll(() => button.count()).toBe(1);
    expect(await button.isVisible()).toBe(false);
    const height = await page.evaluate(() => window.innerHeight);
    await page.evaluate((h) => window.scrollTo(0, h * 1.5), height);
    await expect.poll(() => button.isVisible()).toBe(true);
    const box = await button.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(height);
    expect(box!.y).toBeGreaterThan(height / 2);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await page.locator("pw-back-to-top").evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
    await page.evaluate((h) => window.scrollTo(0, h * 3), height);
    const again = await button.boundingBox();
    expect(again!.y).toBeCloseTo(box!.y, 0); // it stays where it floats
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // a desktop story address, followed from anywhere, ends on its m_ page
    const desktop = hrefs[0]!.replace("/m_", "/");
    await page.goto(`${site.base}${desktop}`);
    await page.waitForURL(/\/m_(photo|detail)\/articles\//);
    expect(new URL(page.url()).pathname).toBe(hrefs[0]);
    expect(await page.locator("main h1").count()).toBe(1);
    // the photo detail page carries its marker class (SPEC §2)
    const photoHref = hrefs.find((h) => h!.includes("/m_photo/"))!;
    await page.goto(`${site.base}${photoHref}`);
    expect(await page.locator("body").getAttribute("class")).toContain("photo-detail");
    await context.close();

    // and a desktop reader on an m_ address is moved to the desktop page
    const wide = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await wide.goto(`${site.base}${photoHref}`);
    await wide.waitForURL(/\/photo\/articles\//);
    expect(new URL(wide.url()).pathname).toBe(photoHref.replace("/m_photo/", "/photo/"));
    await wide.close();
  });

  it("answers unknown pages with a 404 page in the edition's language and a way home; the favicon answers", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const en = await page.goto(`${site.base}/en/no/such/page.html`);
    expect(en!.status()).toBe(404);
    expect(await page.getAttribute("html", "lang")).toBe("en");
    expect(await page.locator("h1").textContent()).toBe("Page not found");
    await page.getByRole("link", { name: "Back to the home page" }).click();
    await page.waitForURL(/\/en\/index\.html$/);

    const zh = await page.goto(`${site.base}/cn/nothing.html`);
    expect(zh!.status()).toBe(404);
    expect(await page.locator("h1").textContent()).toBe("页面不存在");
    expect(await page.getByRole("link", { name: "返回首页" }).getAttribute("href")).toBe("/cn/index.html");
    const ann = await page.goto(`${site.base}/ann/nothing.html`);
    expect(ann!.status()).toBe(404);
    expect(await page.getByRole("link", { name: "返回首页" }).getAttribute("href")).toBe("/ann/index.html");

    const icon = await page.request.get(`${site.base}/favicon.ico`);
    expect(icon.status()).toBe(200);
    expect((await icon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    await page.close();
  });
});
