/**
 * Issue 11 "Photographers" end to end on `photowire serve` in Debian's
 * Chromium: a member registers as a photographer in the member centre
 * (<pw-photographer-form>, the code read from DATA_DIR/outbox), sees the
 * status awaiting review and the portfolio link; the operator approves
 * (`photowire photographer <code> approve`), a story crediting them is
 * imported and published (`photowire import`, `photowire publish`, with
 * the server stopped: the embedded database is single-process); their
 * portfolio page lists the published photo, links to its story page, and the
 * story page's credit links back; the page is axe clean; the search finds
 * the photo by author.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, photowire, startSite, type Site } from "./harness.js";

const require = createRequire(import.meta.url);
let site: Site;
let browser: Browser;
const NAME = "E2E Lens";
const MOBILE = "13955556666";
const XHR = { "x-requested-with": "XMLHttpRequest" };

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** The newest code sent to `to` (DATA_DIR/outbox), polling until it is there. */
async function outboxCode(to: string): Promise<string> {
  const dir = path.join(site.dataDir, "outbox");
  for (let i = 0; i < 100; i++) {
    try {
      const files = readdirSync(dir).filter((f) => f.includes(`-${to}`)).sort();
      if (files.length) return JSON.parse(readFileSync(path.join(dir, files[files.length - 1]), "utf8")).code;
    } catch {
      // the folder appears with the first message
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code for ${to}`);
}

describe("a member becomes a photographer and their portfolio lists a published photo", () => {
  let portfolio = "";

  it("registers in the member centre", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const login = await page.request.post(`${site.base}/api/guest/login`, { data: { code: "demo_member", password: "Member2026" }, headers: XHR });
    expect(login.status()).toBe(200);
    await page.goto(`${site.base}/public_resource/public/html/uc2-index.html`);
    const form = page.locator("pw-photographer-form");
    await form.locator("h2", { hasText: "登记为摄影师" }).waitFor();
    await form.locator("[name=name]").fill(NAME);
    await form.locator("[name=mobile]").fill(MOBILE);
    await form.locator("[part=code-button]").click();
    await form.locator("[part=code-button]", { hasText: "秒后重发" }).waitFor();
    await form.locator("[name=captcha]").fill(await outboxCode(MOBILE));
    await form.locator("[name=bio]").fill("Harbours at night.");
    await form.locator("[part=submit]").click();
    await form.locator("[part=status-line]", { hasText: "审核中" }).waitFor();
    portfolio = (await form.locator("[part=portfolio] a").getAttribute("href")) ?? "";
    expect(portfolio).toMatch(/^\/cn\/photographer\/\d+\.html$/);
    const me = await (await page.request.get(`${site.base}/api/guest/getLoginUcMember`, { headers: XHR })).json();
    expect(me.data.member.photographerId).toBe(Number(/(\d+)\.html$/.exec(portfolio)![1]));
    // the page exists at once, with nothing published yet
    await page.goto(`${site.base}${portfolio}`);
    await expect(page.locator("h1").textContent()).resolves.toBe(`${NAME}的作品`);
    await expect(page.locator(".portfolio").textContent()).resolves.toContain("暂无已发布的照片");
    await context.close();
  }, 120_000);

  it("after approval and a published story crediting them, the portfolio lists the photo and links both ways", async () => {
    await site.stop(true);
    photowire(site.dataDir, "photographer", "demo_member", "approve");
    const folder = path.join(site.dataDir, "e2e-in");
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, "harbour.jpg"), await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#246" } }).jpeg().toBuffer());
    writeFileSync(path.join(folder, "harbour.json"), JSON.stringify({ title: "Harbour at night", titleZh: "夜港", caption: "Ferries at the pier.", photographer: NAME, date: "2026-11-20" }));
    photowire(site.dataDir, "import", folder);
    photowire(site.dataDir, "publish");
    site = await startSite({}, undefined, { dataDir: site.dataDir });

    const page = await browser.newPage({ bypassCSP: true }); // to inject axe-core
    await page.goto(`${site.base}${portfolio}`);
    await expect(page.locator(".portfolio-bio").textContent()).resolves.toBe("Harbours at night.");
    // the page's content is axe clean (axe-core from node_modules)
    await page.addScriptTag({ path: require.resolve("axe-core/axe.min.js") });
    const violations = await page.evaluate(async () => {
      const res = await (window as unknown as { axe: { run(el: Element): Promise<{ violations: { id: string }[] }> } }).axe.run(document.querySelector("main")!);
      return res.violations.map((v) => v.id);
    });
    expect(violations).toEqual([]);
    const photo = page.locator(".portfolio-photos li a").first();
    await expect(photo.textContent()).resolves.toContain("夜港");
    await photo.click();
    await page.waitForURL(/127\.0\.0\.1:\d+\/pw\/.+\/photo\/articles\/.+\.html#\w+$/);
    const credit = page.locator(`.credit a[href="${portfolio}"]`);
    await expect(credit.textContent()).resolves.toBe(`摄影：${NAME}`);
    await credit.click();
    await page.waitForURL(`${site.base}${portfolio}`);
    await page.goto(`${site.base}${portfolio.replace(/^\/cn/, "/en")}`);
    await expect(page.locator(".portfolio-count").textContent()).resolves.toBe("1 published photo");
    const found = await (await page.request.get(`${site.base}/api/en/articles/search?author=${encodeURIComponent(NAME)}`, { headers: XHR })).json();
    expect(found.result.page_data.map((s: { title: string }) => s.title)).toEqual(["Harbour at night"]);
    await page.close();
  }, 240_000);
});
