/**
 * Issue 10 end to end, two browser contexts on the real `photowire serve`:
 * a guest reader (English edition) and a customer-service agent (the
 * console). Outside working hours the guest opens the panel and sees that
 * greeting; sends text and an image; the agent answers from the console;
 * with the panel closed the guest sees the unread badge; the guest opens
 * the panel, logs in, and the same conversation continues as the member;
 * the guest's network drops while sending and the message arrives exactly
 * once when the page is back online.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import type { ChatMessageDto, ChatPageDto, ConversationListDto } from "../../common/chat/contract.js";
import { launchBrowser, loginCookie, startSite, type Site } from "./harness.js";

let site: Site;
let browser: Browser;
let agentCookie: string;

const DAYS = ["1", "2", "3", "4", "5", "6", "7"];

/** The agent's session for API checks (the console itself is driven in its own browser context). */
async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${site.base}/api/${path}`, {
    ...init,
    headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest", cookie: agentCookie, ...(init.headers ?? {}) },
  });
  const body = (await res.json()) as { code: string; data: T; msg?: string };
  if (body.code !== "success") throw new Error(`${path}: ${body.code} ${body.msg ?? ""}`);
  return body.data;
}

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  agentCookie = await loginCookie(site.base, "demo_agent", "Agent2026");
  // outside working hours: service only on a day that is not today (agency time)
  const today = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: "Asia/Shanghai" }).format(new Date())) + 1;
  const tomorrow = String((today % 7) + 1);
  await api("service/work_hours", {
    method: "PUT",
    body: JSON.stringify({ timeZone: "Asia/Shanghai", weekly: Object.fromEntries(DAYS.map((d) => [d, d === tomorrow ? [["09:00", "18:00"]] : []])), holidays: [] }),
  });
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const launcher = (page: Page) => page.locator("pw-chat-panel [part=launcher]");
const panel = (page: Page) => page.locator("pw-chat-panel [part=panel]");
const ownTexts = (page: Page) => page.locator('pw-chat-panel [part~="own"] .text');
const serviceTexts = (page: Page) => page.locator('pw-chat-panel [part~="service"] .text');

async function openPanel(page: Page): Promise<void> {
  await launcher(page).click();
  await panel(page).locator("[part=list]").waitFor();
}

async function send(page: Page, text: string): Promise<void> {
  const input = panel(page).locator("[part=input]");
  await input.fill(text);
  await input.press("Enter");
}

/** Every message of the conversation whose customer is `customerId`, through the agents' API. */
async function conversationOf(customerId: string): Promise<{ id: number; messages: ChatMessageDto[] }> {
  const list = await api<ConversationListDto>("service/conversations?status=all");
  const c = list.list.find((x) => x.customerId === customerId);
  if (!c) return { id: 0, messages: [] };
  const page = await api<ChatPageDto>(`service/conversations/${c.id}/messages?rows=50`);
  return { id: c.id, messages: page.list };
}

describe("customer-service chat between a reader and an agent", () => {
  let reader: BrowserContext;
  let agent: BrowserContext;
  let page: Page;
  let consolePage: Page;
  let guestId = "";

  it("1–2. a guest opens the panel out of hours, sees that greeting, and sends text and an image", async () => {
    reader = await browser.newContext();
    page = await reader.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    await page.goto(`${site.base}/en/index.html`);
    await openPanel(page);
    await expect.poll(() => panel(page).locator("[part=greeting]").textContent()).toContain("outside working hours");
    await send(page, "Hello, is the 1941 photo available in print?");
    await expect.poll(() => ownTexts(page).allTextContents()).toContain("Hello, is the 1941 photo available in print?");
    // an image: a real PNG, picked through the panel's file input
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 30 } } }).png().toBuffer();
    await panel(page).locator("input[type=file]").setInputFiles({ name: "print.png", mimeType: "image/png", buffer: png });
    await panel(page).locator("[part=send-image]").click();
    await expect.poll(() => page.locator('pw-chat-panel [part~="own"] [part=image]').count()).toBe(1);
    guestId = await page.evaluate(() => localStorage.getItem("photowire.chat.guest") ?? "");
    expect(guestId).toMatch(/^g_/);
    await expect.poll(async () => (await conversationOf(guestId)).messages.length).toBe(2);
    const stored = (await conversationOf(guestId)).messages;
    expect(stored[0].content).toBe("Hello, is the 1941 photo available in print?");
    expect(stored[1].ucMessageFiles[0]).toMatchObject({ mime: "image/png", width: 64, height: 48 });
    // the panel closes; the answer will come while it is closed
    await panel(page).locator("[part=close]").click();
    await expect(panel(page).isVisible()).resolves.toBe(false);
    expect(errors).toEqual([]);
  });

  it("3–4. the agent answers from the console; the guest, panel closed, sees the unread badge", async () => {
    agent = await browser.newContext();
    consolePage = await agent.newPage();
    await consolePage.goto(`${site.base}/public_resource/public/html/login2.html?redirect=${encodeURIComponent("/cn/service/console.html")}`);
    await consolePage.getByLabel("账号").fill("demo_agent");
    await consolePage.getByLabel("密码").fill("Agent2026");
    await consolePage.getByRole("button", { name: "登录" }).click();
    await consolePage.waitForURL(/\/service\/console\.html/);
    const row = consolePage.locator("pw-service-console [part~=conversation]").filter({ hasText: guestId.slice(2, 8) });
    await row.first().waitFor();
    await row.first().click();
    await expect.poll(() => consolePage.locator('pw-service-console [part~="reader"]').count()).toBe(2);
    const input = consolePage.locator("pw-service-console [part=input]");
    await input.fill("Yes: prints of it can be ordered tomorrow.");
    await input.press("Enter");
    await expect.poll(() => consolePage.locator('pw-service-console [part~="service"]').count()).toBe(1);
    // the reader's page: the launcher's badge counts the unread answer
    await expect.poll(() => page.locator("pw-chat-panel [part=badge]").textContent(), { timeout: 15_000 }).toBe("1");
  });

  it("5. the guest opens the panel, logs in, and the same conversation continues as the member", async () => {
    await openPanel(page);
    await expect.poll(() => serviceTexts(page).allTextContents()).toContain("Yes: prints of it can be ordered tomorrow.");
    // log in through the site's login page, back to the home page
    await page.goto(`${site.base}/public_resource/public/html/login2.html?redirect=${encodeURIComponent("/en/index.html")}`);
    await page.getByLabel("账号").fill("demo_member");
    await page.getByLabel("密码").fill("Member2026");
    await page.getByRole("button", { name: "登录" }).click();
    await page.waitForURL(/\/en\/index\.html/);
    await openPanel(page);
    await expect.poll(() => ownTexts(page).allTextContents()).toContain("Hello, is the 1941 photo available in print?");
    await send(page, "Logged in now: please send the order form.");
    await expect.poll(() => ownTexts(page).allTextContents()).toContain("Logged in now: please send the order form.");
    // one conversation, now the member's: the guest's messages moved with it
    // the message shows at once (pending); wait until the server has stored it
    await expect.poll(async () => (await conversationOf("demo_member")).messages.length).toBe(4);
    const member = await conversationOf("demo_member");
    expect(member.messages.map((m) => m.content)).toEqual([
      "Hello, is the 1941 photo available in print?",
      "",
      "Yes: prints of it can be ordered tomorrow.",
      "Logged in now: please send the order form.",
    ]);
    expect((await conversationOf(guestId)).messages).toEqual([]);
    // the agent's console shows the new message in that conversation
    await consolePage.reload();
    const row = consolePage.locator("pw-service-console [part~=conversation]").filter({ hasText: "Wang Reader" });
    await row.first().click();
    await expect.poll(() => consolePage.locator('pw-service-console [part~="reader"]').count()).toBe(3);
  });

  it("6. the network drops while the reader sends; the message arrives exactly once when the page is online again", async () => {
    await reader.setOffline(true);
    await send(page, "Sent while the network was down");
    // shown at once, marked pending: the page holds it while it cannot reach the server
    const sent = page.locator('pw-chat-panel [part~="own"]').filter({ hasText: "Sent while the network was down" });
    await expect.poll(() => sent.evaluateAll((ls) => ls.map((l) => l.classList.contains("pending")))).toEqual([true]);
    expect((await conversationOf("demo_member")).messages.filter((m) => m.content === "Sent while the network was down")).toHaveLength(0);
    await reader.setOffline(false);
    await expect.poll(async () => (await conversationOf("demo_member")).messages.filter((m) => m.content === "Sent while the network was down").length, { timeout: 20_000 }).toBe(1);
    // the server has acknowledged it (no longer pending): the page sends it no more, and it is stored once
    await expect.poll(() => sent.evaluateAll((ls) => ls.map((l) => l.classList.contains("pending"))), { timeout: 20_000 }).toEqual([false]);
    expect((await conversationOf("demo_member")).messages.filter((m) => m.content === "Sent while the network was down")).toHaveLength(1);
    expect(await ownTexts(page).allTextContents().then((t) => t.filter((x) => x === "Sent while the network was down").length)).toBe(1);
    await reader.close();
    await agent.close();
  });
});
