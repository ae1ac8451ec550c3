/**
 * Issue 17 end to end ("Chat views lose messages after a reconnection";
 * DESIGN §7 "never lost": on reconnect a view asks for what it missed since
 * the newest message id it held when the connection dropped, not since its
 * own sends made meanwhile). One real `photowire serve`, one Chromium, and
 * a small loopback proxy (http-proxy, WebSocket upgrades included) between
 * the browser and the server, so the test can cut the realtime connection:
 * `cut()` destroys the upgraded sockets and refuses every /socket.io/
 * request (websocket upgrade and polling) until `heal()`. (The widgets'
 * socket.io client opens a websocket first; each test checks that nothing
 * of the gap reached the view before `heal()`, so a cut that let messages
 * through would fail it.)
 *
 * For each view — the reader's pw-chat-panel on a published page, and the
 * agent console — the other side writes several messages through the HTTP
 * API while the socket is cut, the view sends its own reply through its UI
 * (over HTTP: a message id newer than the gap's), the cut ends, the client
 * reconnects by itself, and every message of the gap shows without a reload.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import type { Duplex } from "node:stream";
import httpProxy from "http-proxy";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatMessageDto, ConversationListDto } from "../../common/chat/contract.js";
import { launchBrowser, loginCookie, startSite, type Site } from "./harness.js";

let site: Site;
let browser: Browser;
let proxy: Proxy;
let agentCookie: string;

/** A loopback proxy to the site whose realtime connections the test can cut. */
interface Proxy {
  /** the proxy's origin, e.g. http://127.0.0.1:41234 (the browser's site) */
  base: string;
  /** destroys every upgraded socket (both sides) and refuses /socket.io/ until heal() */
  cut(): void;
  heal(): void;
  close(): Promise<void>;
}

async function startProxy(target: string): Promise<Proxy> {
  const server = httpProxy.createProxyServer({ target, ws: true });
  // the sockets cut make the proxy report errors (expected here): a request gets a 502, a socket is closed
  server.on("error", (_err, _req, res) => {
    if (res && "writeHead" in res && !res.headersSent) res.writeHead(502).end();
    else (res as Socket | undefined)?.destroy();
  });
  const sockets = new Set<Duplex>();
  server.on("open", (upstream: Socket) => {
    sockets.add(upstream);
    upstream.once("close", () => sockets.delete(upstream));
  });
  let refusing = false;
  const realtime = (req: IncomingMessage) => (req.url ?? "").startsWith("/socket.io/");
  const http: Server = createServer((req, res) => {
    if (refusing && realtime(req)) res.writeHead(503, { "content-type": "text/plain" }).end("cut by the test");
    else server.web(req, res);
  });
  http.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (refusing && realtime(req)) return void socket.destroy();
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
    server.ws(req, socket, head);
  });
  await new Promise<void>((r) => http.listen(0, "127.0.0.1", () => r()));
  return {
    base: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    cut() {
      refusing = true;
      for (const s of sockets) s.destroy();
    },
    heal() {
      refusing = false;
    },
    async close() {
      for (const s of sockets) s.destroy();
      server.close();
      http.closeAllConnections();
      await new Promise<void>((r) => http.close(() => r()));
    },
  };
}

/** A call on the server's API (not through the proxy) with `cookie`; answers `data`, throws on any other code. */
async function api<T>(path: string, init: RequestInit & { cookie?: string } = {}): Promise<T> {
  const res = await fetch(`${site.base}/api/${path}`, {
    ...init,
    headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest", ...(init.cookie ? { cookie: init.cookie } : {}) },
  });
  const body = (await res.json()) as { code: string; data: T; msg?: string };
  if (body.code !== "success") throw new Error(`${path}: ${body.code} ${body.msg ?? ""}`);
  return body.data;
}

/** The agent answers the conversation of `customerId` through the API. */
async function agentReply(customerId: string, content: string): Promise<ChatMessageDto> {
  const list = await api<ConversationListDto>("service/conversations?status=all&rows=50", { cookie: agentCookie });
  const c = list.list.find((x) => x.customerId === customerId);
  if (!c) throw new Error(`no conversation of ${customerId}`);
  return api<ChatMessageDto>(`service/conversations/${c.id}/reply`, { method: "POST", body: JSON.stringify({ content }), cookie: agentCookie });
}

/** A guest reader writes to customer service through the API. */
const guestSend = (tempCustomId: string, content: string) =>
  api<ChatMessageDto>("guest/onlineService", { method: "POST", body: JSON.stringify({ content, tempCustomId }) });

beforeAll(async () => {
  site = await startSite();
  [proxy, browser] = await Promise.all([startProxy(site.base), launchBrowser()]);
  agentCookie = await loginCookie(site.base, "demo_agent", "Agent2026");
});
afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  await site?.stop();
});

const GAP = ["gap message 1", "gap message 2", "gap message 3"];

describe("issue 17: a chat view shows every message of a realtime gap in which it sent its own reply", () => {
  let context: BrowserContext | null = null;
  afterAll(async () => {
    await context?.close();
  });

  it("the reader's chat panel: the agent's messages of the gap show after the reconnection", async () => {
    context = await browser.newContext();
    const page: Page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    const panel = page.locator("pw-chat-panel [part=panel]");
    const serviceTexts = page.locator('pw-chat-panel [part~="service"] .text');
    const status = panel.locator("[part=status]");
    const input = panel.locator("[part=input]");

    await page.goto(`${proxy.base}/en/index.html`);
    await page.locator("pw-chat-panel [part=launcher]").click();
    await panel.locator("[part=list]").waitFor();
    await input.fill("A question before the drop");
    await input.press("Enter");
    const first = page.locator('pw-chat-panel [part~="own"]').filter({ hasText: "A question before the drop" });
    await expect.poll(() => first.evaluateAll((ls) => ls.map((l) => l.classList.contains("pending")))).toEqual([false]);
    const guestId = await page.evaluate(() => localStorage.getItem("photowire.chat.guest") ?? "");
    expect(guestId).toMatch(/^g_/);
    // realtime works through the proxy: an answer shows live
    await agentReply(guestId, "A live answer");
    await expect.poll(() => serviceTexts.allTextContents()).toContain("A live answer");

    proxy.cut();
    await status.waitFor();
    for (const text of GAP) await agentReply(guestId, text);
    await input.fill("My reply while the socket is down");
    await input.press("Enter");
    const mine = page.locator('pw-chat-panel [part~="own"]').filter({ hasText: "My reply while the socket is down" });
    await expect.poll(() => mine.evaluateAll((ls) => ls.map((l) => l.classList.contains("pending")))).toEqual([false]);
    // the gap is real: nothing of it reached the panel yet
    expect(await serviceTexts.allTextContents()).toEqual(["A live answer"]);

    proxy.heal();
    await status.waitFor({ state: "detached" });
    await expect.poll(() => serviceTexts.allTextContents()).toEqual(["A live answer", ...GAP]);
    expect(await page.locator('pw-chat-panel [part~="own"] .text').allTextContents()).toEqual(["A question before the drop", "My reply while the socket is down"]);
    expect(errors).toEqual([]);
    await context.close();
    context = null;
  });

  it("the agent console: the reader's messages of the gap show after the reconnection", async () => {
    const tempCustomId = (await api<{ tempCustomId: string }>("guest/tempCustomId")).tempCustomId;
    await guestSend(tempCustomId, "A question before the drop");
    context = await browser.newContext();
    await context.addCookies(
      agentCookie.split("; ").map((c) => {
        const i = c.indexOf("=");
        return { name: c.slice(0, i), value: c.slice(i + 1), url: proxy.base };
      }),
    );
    const page: Page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    const readerTexts = page.locator('pw-service-console [part~="reader"] .text');
    const status = page.locator("pw-service-console [part=status]");
    const input = page.locator("pw-service-console [part=input]");

    await page.goto(`${proxy.base}/cn/service/console.html`);
    const row = page.locator("pw-service-console [part~=conversation]").filter({ hasText: tempCustomId.slice(2, 8) });
    await row.first().click();
    await expect.poll(() => readerTexts.allTextContents()).toEqual(["A question before the drop"]);
    await status.waitFor({ state: "detached" });
    // realtime works through the proxy: the reader's next message shows live
    await guestSend(tempCustomId, "A live question");
    await expect.poll(() => readerTexts.allTextContents()).toEqual(["A question before the drop", "A live question"]);

    proxy.cut();
    await status.waitFor();
    for (const text of GAP) await guestSend(tempCustomId, text);
    await input.fill("An answer while the socket is down");
    await input.press("Enter");
    await page.locator('pw-service-console [part~="service"] .text').filter({ hasText: "An answer while the socket is down" }).waitFor();
    // the gap is real: nothing of it reached the console yet
    expect(await readerTexts.allTextContents()).toEqual(["A question before the drop", "A live question"]);

    proxy.heal();
    await status.waitFor({ state: "detached" });
    await expect.poll(() => readerTexts.allTextContents()).toEqual(["A question before the drop", "A live question", ...GAP]);
    expect(await page.locator('pw-service-console [part~="service"] .text').allTextContents()).toEqual(["An answer while the socket is down"]);
    expect(errors).toEqual([]);
  });
});
