/**
 * Issue 20 end to end ("Done when"), on `photowire serve` with the demo
 * site, in Debian's Chromium, each step by a real user in the real pages:
 *
 * 1. the demo contributor's photo story (a 2400 × 1600 JPEG, through the
 *    contribution calls) is approved by the demo editor and published;
 * 2. the demo member, left with a quota of 0, presses the photo's download
 *    button: the dialog shows the licence before anything is spent, then the
 *    out-of-quota dialog (photo_group_12) offers the packs; the member orders
 *    the starter pack and is shown its number, the bank transfer and the
 *    invoice;
 * 3. the demo editor finds the order in the staff console's orders tab and
 *    confirms the transfer with the bank's reference and the amount;
 * 4. the member opens the story again, picks the medium size and downloads
 *    it: a JPEG of at most 1600 px carrying the page's credit line in its
 *    XMP;
 * 5. the contributor sees the sale on uc1's earnings tab.
 *
 * Then the quota (the pack's grant), the order, the invoice, the download
 * record, the fee record and the earnings are read back through the API and
 * must agree.
 */
import { readFileSync } from "node:fs";
import exifr from "exifr";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { approveSubmission, launchBrowser, loginCookie, photowire, startSite, submitPhotoStory, type Site } from "./harness.js";

let site: Site;
let browser: Browser;

beforeAll(async () => {
  site = await startSite({}, (dataDir) => {
    photowire(dataDir, "quota", "demo_member", "-20"); // the demo member's 20 → 0
  });
  browser = await launchBrowser();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const sessions: Record<string, string> = {};

/** The API as `code` sees it (GET, or POST with a JSON body): the envelope's data; fails on any other code. */
async function api(code: string, password: string, path: string, body?: unknown): Promise<any> {
  // one session a member (logins are rate-limited per address)
  const cookie = (sessions[code] ??= await loginCookie(site.base, code, password));
  const headers: Record<string, string> = { cookie, "x-requested-with": "XMLHttpRequest" };
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${site.base}/api/${path}`, { method: body === undefined ? "GET" : "POST", headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const env = await res.json();
  if (env.code !== "success" && env.code !== "000") throw new Error(`${path}: ${res.status} ${JSON.stringify(env)}`);
  return env.data ?? env;
}

async function login(page: Page, code: string, password: string) {
  await page.goto(`${site.base}/public_resource/public/html/login2.html`);
  await page.getByLabel("账号").fill(code);
  await page.getByLabel("密码").fill(password);
  await Promise.all([page.waitForURL((u) => !u.pathname.endsWith("login2.html")), page.getByRole("button", { name: "登录" }).click()]);
}

const MEMBER = { code: "demo_member", password: "Member2026" };
const EDITOR = { code: "demo_editor", password: "Editor2026" };
const CONTRIBUTOR = { code: "demo_contributor", password: "Contrib2026" };

describe("buying and licensing on the published site", () => {
  it("quota 0 → the out-of-quota dialog → a pack ordered → staff confirm the transfer → a medium download → the contributor's sale; every record agrees", async () => {
    // 1. a contributor's photo, published
    const title = `港口夜色 ${Date.now().toString(36)}`;
    const jpeg = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 30, g: 60, b: 90 } } })
      .composite([{ input: Buffer.from('<svg width="2400" height="1600"><circle cx="1200" cy="800" r="500" fill="#e0a040"/></svg>') }])
      .jpeg({ quality: 85 })
      .toBuffer();
    await submitPhotoStory(site.base, CONTRIBUTOR.code, CONTRIBUTOR.password, title, jpeg);
    const { htmlUrl } = await approveSubmission(site.base, title, ["zh"]);
    expect((await api(MEMBER.code, MEMBER.password, "download/getUserDownloadInfo")).residueCount).toBe(0);

    // 2. the member: the licence first, then out of quota → a pack ordered
    const member = await browser.newContext({ acceptDownloads: true });
    const page = await member.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    await login(page, MEMBER.code, MEMBER.password);
    await page.goto(`${site.base}${htmlUrl}`);
    const block = page.locator("figure .photo-licence").first();
    const creditLine = JSON.parse((await block.getAttribute("data-pw-licence"))!).creditLine as string;
    expect(creditLine).toBeTruthy();
    // its "copy credit line" button shows once <pw-photo-viewer> (which wires it) is defined (site.css)
    await expect.poll(() => block.locator("button.licence-copy").isVisible()).toBe(true);
    const button = page.locator("figure pw-download-button").first();
    await button.getByRole("button", { name: "下载" }).click();
    const dialog = page.locator("pw-download-button dialog[open]");
    await expect.poll(() => dialog.locator("[part=licences]").textContent()).toContain(creditLine);
    await expect.poll(() => dialog.locator("[part=pack]").count()).toBeGreaterThan(0);
    const starter = dialog.locator("[part=pack]", { hasText: "入门包" });
    await starter.locator("input").check();
    await dialog.locator("[part=order]").click();
    const number = ((await dialog.locator("[part=order-number]").textContent()) ?? "").match(/PW-\d{8}-\d{6}/)?.[0];
    expect(number).toBeTruthy();
    expect(await dialog.locator("[part=order-placed]").textContent()).toContain(number!);
    const invoiceHref = await dialog.locator("[part=invoice-link]").getAttribute("href");
    const invoice = await (await member.request.get(new URL(invoiceHref!, site.base).href)).text();
    expect(invoice).toContain(number!);
    expect(invoice).toContain("120.00");

    // 3. the editor confirms the transfer in the console
    const staff = await browser.newContext();
    const console_ = await staff.newPage();
    await login(console_, EDITOR.code, EDITOR.password);
    await console_.goto(`${site.base}/cn/staff/console.html`);
    await console_.getByRole("tab", { name: "订单" }).click();
    await console_.locator("[part=order-q]").fill(number!);
    await console_.locator("[part=order-q]").press("Enter");
    await console_.locator("[part~=order]", { hasText: number! }).locator("[part=open-order]").click();
    await console_.locator("[part=confirm-order]").click();
    await console_.locator("[part=confirm-reference]").fill("BOC-E2E-0001");
    expect(await console_.locator("[part=confirm-amount]").inputValue()).toBe("120.00");
    await console_.locator("[part=confirm-submit]").click();
    await expect.poll(() => console_.locator("[part=order-state-tag]").textContent()).toBe("已付款");
    await staff.close();

    // 4. the member downloads the medium size
    await page.goto(`${site.base}${htmlUrl}`);
    await page.locator("figure pw-download-button").first().getByRole("button", { name: "下载" }).click();
    await dialog.locator("[part=sizes] input[value=medium]").check();
    await expect.poll(() => dialog.locator("[part=confirm]").isEnabled()).toBe(true);
    const [file] = await Promise.all([page.waitForEvent("download"), dialog.locator("[part=confirm]").click()]);
    expect(await file.failure()).toBeNull();
    const bytes = readFileSync((await file.path())!);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, Math.max(meta.width!, meta.height!)]).toEqual(["jpeg", 1600]);
    const xmp = await exifr.parse(bytes, { xmp: true, iptc: true });
    expect(xmp.Credit).toBe(creditLine);
    expect(errors).toEqual([]);
    await member.close();

    // 5. the contributor sees the sale
    const contributor = await browser.newContext();
    const uc1 = await contributor.newPage();
    await login(uc1, CONTRIBUTOR.code, CONTRIBUTOR.password);
    await uc1.goto(`${site.base}/public_resource/public/html/uc1-index.html?tab=earnings`);
    await expect.poll(() => uc1.locator("pw-member-center").getByRole("link", { name: title }).count(), { timeout: 15_000 }).toBe(1);
    await contributor.close();

    // every record agrees: the order paid, its grant (the quota) 10 − 1, the fee, the download, the earning
    const order = await api(MEMBER.code, MEMBER.password, `commerce/orders/${number}`);
    expect([order.state, order.paymentReference, order.priceCents, order.grant.remaining]).toEqual(["paid", "BOC-E2E-0001", 12_000, 9]);
    const grants = await api(MEMBER.code, MEMBER.password, "download/grants");
    expect(grants.find((g: { orderNumber?: string }) => g.orderNumber === number)).toMatchObject({ remaining: 9, total: 10, active: true });
    const records = await api(MEMBER.code, MEMBER.password, "web/buy/get_record?page=1&rows=10");
    expect(records.list.filter((r: { kind: string }) => r.kind === "fee")).toEqual([expect.objectContaining({ title: number, amount: "¥120.00" })]);
    // the download record: one photo, covered by the pack (the quota itself stays 0)
    expect(await api(MEMBER.code, MEMBER.password, "download/getUserDownloadInfo")).toMatchObject({ residueCount: 0, downloadCount: 1 });
    const earnings = await api(CONTRIBUTOR.code, CONTRIBUTOR.password, "commerce/earnings");
    const sale = earnings.list.find((s: { title: string }) => s.title === title);
    expect(sale).toMatchObject({ size: "medium", cost: 1, points: 5 });
    expect(earnings.months[0]).toMatchObject({ sales: 1, points: 5 });
  });
});
