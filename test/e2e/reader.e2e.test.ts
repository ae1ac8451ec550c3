/**
 * Issue 2 end to end: a reader opens the home page, opens a photo story,
 * clicks like as a guest, lands on the login page, logs in with the demo
 * member, is back on the story, likes and collects a photo, reloads and
 * sees both still on, then logs out.
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
});
