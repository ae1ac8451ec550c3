/**
 * Issue 11 end to end, on `npm start`'s site with the demo corpus: the
 * Muybridge video story's page plays — the native player has its poster,
 * loads the duration with preload="metadata" (readyState ≥ 1, 2 s), and
 * plays; a member comments under the video and the comment is listed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, startSite, type Site } from "./harness.js";

let site: Site;
let browser: Browser;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe("the video story page", () => {
  it("plays the Muybridge motion study with its poster and duration; a member comments under it", async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    await page.goto(`${site.base}/en/index.html`);
    await page.locator("main a", { hasText: "Animal Locomotion: a house cat in motion" }).first().click();
    await page.waitForURL(/\/science\/detail\/articles\/.+\.html$/);
    const video = page.locator("video");
    expect(await video.getAttribute("poster")).toMatch(/^\/media\/.+_1200\.jpg$/);
    expect(await video.getAttribute("preload")).toBe("metadata");
    expect(await video.getAttribute("aria-label")).toBe("Video: Animal Locomotion");
    // the poster itself loads
    const posterOk = await page.evaluate(async (src) => (await fetch(src!)).ok, await video.getAttribute("poster"));
    expect(posterOk).toBe(true);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(2);
    expect(await video.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight])).toEqual([
      Number(await video.getAttribute("width")),
      Number(await video.getAttribute("height")),
    ]);
    // it plays: time moves on
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.2);

    // a guest sees the comments section with a login link; the member logs in and comments
    const comments = page.locator("pw-video-comments");
    await comments.scrollIntoViewIfNeeded();
    await comments.getByRole("link", { name: "Log in to comment" }).click();
    await page.waitForURL(/login2\.html/);
    await page.getByLabel("Account").or(page.getByLabel("账号")).first().fill("demo_member");
    await page.getByLabel("Password").or(page.getByLabel("密码")).first().fill("Member2026");
    await page.getByRole("button", { name: /^(Log in|登录)$/ }).click();
    await page.waitForURL(/\/science\/detail\/articles\/.+\.html$/);
    const field = page.locator("pw-video-comments textarea");
    await field.fill("The tail works as a rudder.");
    await page.locator("pw-video-comments").getByRole("button", { name: "Post comment" }).click();
    await expect.poll(() => page.locator("pw-video-comments .vc-body").last().textContent()).toBe("The tail works as a rudder.");
    await page.reload();
    await page.locator("pw-video-comments").scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator("pw-video-comments .vc-body").count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
