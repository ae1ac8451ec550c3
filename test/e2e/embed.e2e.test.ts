/**
 * Issue 8, "Embedding from another site", end to end. A site builder's page
 * on another site — http://127.0.0.2:<port>, a second loopback host: another
 * origin and, IP addresses being sites of their own, another site — loads
 * `<pw-login-status>` and `<pw-like-button>` (for a published photo) from the
 * real `photowire serve` on http://127.0.0.1:<port>, with
 * `<meta name="photowire:api">` pointing there. ALLOWED_ORIGINS is the
 * builder's origin on both servers below.
 *
 * - COOKIE_SAMESITE=none, COOKIE_SECURE=1: once logged in on the Photowire
 *   site, the member is logged in on the builder's page too, likes through
 *   its button, the like is stored (read back through the API with a session
 *   of its own) and still shows after a reload of the builder's page.
 * - The default COOKIE_SAMESITE=lax: the same member, logged in on the
 *   Photowire site, is a guest on the builder's page (the browser keeps a Lax
 *   cookie out of another site's calls); a click on the like button opens the
 *   login hand-off's popup, which hands the login over at once and closes,
 *   and the member then likes; in a browser that blocks the popup, the click
 *   leads to the Photowire site's login page instead and likes nothing.
 * - The login hand-off (issue 22 item 4), in a browser that blocks
 *   third-party cookies (Playwright's default context): the guest's "log in"
 *   on the builder's page opens the Photowire site's hand-off page in a popup;
 *   the member logs in there, the popup closes, and the builder's page shows
 *   the member, likes through its button (stored), keeps the login over a
 *   reload, and its logout revokes the token.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HANDOFF_PATH } from "../../common/handoff.js";
import { CHROME } from "../chromium.mjs";
import { CHROMIUM_ARGS, startSite, type Site } from "./harness.js";

const BUILDER_HOST = "127.0.0.2";

interface Embed {
  /** the Photowire site the page's widgets talk to */
  site: string;
  pcId: string;
  relationId: string;
}

let builder: Server;
let builderOrigin: string;
/** the builder's pages: path → what it embeds */
const embeds = new Map<string, Embed>();

/** The builder's page: only the widgets' ES modules and the API base come from the Photowire site. */
function builderPage(e: Embed): string {
  return `<!doctype html>
<html lang="zh">
<head>
<meta charset="utf-8">
<title>一位建站者的页面</title>
<meta name="photowire:api" content="${e.site}/api">
<script type="module" src="${e.site}/widgets/esm/pw-login-status.js"></script>
<script type="module" src="${e.site}/widgets/esm/pw-like-button.js"></script>
</head>
<body>
<h1>我们喜欢的照片</h1>
<pw-login-status></pw-login-status>
<pw-like-button pc-id="${e.pcId}" relation-id="${e.relationId}"></pw-like-button>
</body>
</html>`;
}

beforeAll(async () => {
  builder = createServer((req, res) => {
    const e = embeds.get(new URL(req.url ?? "/", "http://builder.invalid").pathname);
    if (!e) {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found on the builder's site");
      return;
    }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(builderPage(e));
  });
  await new Promise<void>((resolve, reject) => {
    builder.once("error", reject);
    builder.listen(0, BUILDER_HOST, () => resolve());
  });
  builderOrigin = `http://${BUILDER_HOST}:${(builder.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => builder?.close(r));
});

interface MemberBrowser {
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * A member's browser: headless Debian Chromium on a fresh profile whose cookie
 * setting is "Allow third-party cookies" (chrome://settings/cookies; the
 * profile preference `profile.cookie_controls_mode` = 0).
 *
 * Why the setting: this Chromium (156, Debian) blocks third-party cookies on
 * a fresh profile, and Playwright's `browser.newContext()` is an
 * off-the-record profile, which blocks them as well. Either way the session
 * cookie stays off the builder page's calls whatever its SameSite (DevTools
 * gives the blocked reason "UserPreferences"; the call carries
 * `Sec-Fetch-Storage-Access: none`), and the member is a guest on any other
 * site's page. With third-party cookies allowed, SameSite decides — the
 * setting under test, with the same browser setting on both sides.
 */
async function memberBrowser(): Promise<MemberBrowser> {
  const profile = mkdtempSync(path.join(tmpdir(), "pw-e2e-profile-"));
  mkdirSync(path.join(profile, "Default"));
  writeFileSync(path.join(profile, "Default", "Preferences"), JSON.stringify({ profile: { cookie_controls_mode: 0 } }));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** A published photo: the ids of the first like button of the first photo story on the home page. */
async function aPhoto(site: Site): Promise<{ pcId: string; relationId: string }> {
  const home = await (await fetch(`${site.base}/cn/index.html`)).text();
  const href = /href="(\/[^"]*\/photo\/articles\/[^"]+\.html)"/.exec(home)?.[1];
  expect(href, "a photo story on the home page").toBeTruthy();
  const story = await (await fetch(`${site.base}${href}`)).text();
  const m = /<pw-like-button pc-id="([^"]+)" relation-id="([^"]+)"/.exec(story);
  expect(m, "a like button on the story page").toBeTruthy();
  return { pcId: m![1], relationId: m![2] };
}

/** The demo member's likes of one photo, read through the API with a session of its own (bearer token). */
async function storedLikes(site: Site, e: Embed): Promise<number> {
  const login = await fetch(`${site.base}/api/guest/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" },
    body: JSON.stringify({ code: "demo_member", password: "Member2026" }),
  });
  const body = (await login.json()) as { data?: { token?: string } };
  expect(body.data?.token, JSON.stringify(body)).toBeTruthy();
  const q = new URLSearchParams({ storyId: e.pcId, relationId: e.relationId });
  const res = await fetch(`${site.base}/api/store/ss_thumps_up/search?${q}`, { headers: { authorization: `Bearer ${body.data!.token}` } });
  const found = (await res.json()) as { result: { total_count: number } };
  return found.result.total_count;
}

const status = (page: Page) => page.locator("pw-login-status");
const likeButton = (page: Page) => page.locator("pw-like-button button");
const isMember = (page: Page) => status(page).getByText("Wang Reader").count();
const guestLink = (page: Page) => status(page).getByRole("link", { name: "登录" });

/** The member logs in on the Photowire site's own login page and lands on its home, logged in there. */
async function logInOnSite(page: Page, site: Site): Promise<void> {
  await page.goto(`${site.base}/public_resource/public/html/login2.html`);
  await page.getByLabel("账号").fill("demo_member");
  await page.getByLabel("密码").fill("Member2026");
  await page.getByRole("button", { name: "登录" }).click();
  await page.waitForURL(`${site.base}/cn/index.html`);
  await expect.poll(() => isMember(page)).toBe(1);
}

describe("COOKIE_SAMESITE=none, COOKIE_SECURE=1: the like button on another site's page", () => {
  let site: Site;
  let member: MemberBrowser;
  let embed: Embed;
  beforeAll(async () => {
    site = await startSite({ ALLOWED_ORIGINS: builderOrigin, COOKIE_SAMESITE: "none", COOKIE_SECURE: "1", LOG_LEVEL: "warn" });
    embed = { site: site.base, ...(await aPhoto(site)) };
    embeds.set("/none.html", embed);
    member = await memberBrowser();
  });
  afterAll(async () => {
    await member?.close();
    await site?.stop();
  });

  it("keeps the member logged in; the member likes through it, the like is stored and shows after a reload", async () => {
    const page = await member.context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    expect(await storedLikes(site, embed)).toBe(0);

    await logInOnSite(page, site);
    // Secure even over http://127.0.0.1: Chromium counts loopback addresses as secure contexts and keeps
    // Secure cookies they set (COOKIE_SECURE=1 is what SameSite=None needs; the site still sends HSTS with it)
    const cookie = (await member.context.cookies(site.base)).find((c) => c.name === "pw_session");
    expect(cookie).toMatchObject({ sameSite: "None", secure: true, httpOnly: true });

    await page.goto(`${builderOrigin}/none.html`);
    // the member's name on the builder's page, and the button in the member's state (not liked yet)
    await expect.poll(() => isMember(page)).toBe(1);
    expect(await guestLink(page).count()).toBe(0);
    await expect.poll(() => likeButton(page).getAttribute("aria-pressed")).toBe("false");
    await likeButton(page).click();
    await expect.poll(() => likeButton(page).getAttribute("aria-pressed")).toBe("true");
    expect(page.url()).toBe(`${builderOrigin}/none.html`);
    expect(await storedLikes(site, embed)).toBe(1);

    await page.reload();
    await expect.poll(() => isMember(page)).toBe(1);
    await expect.poll(() => likeButton(page).getAttribute("aria-pressed")).toBe("true");
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("the default COOKIE_SAMESITE=lax: the same like button on another site's page", () => {
  let site: Site;
  let member: MemberBrowser;
  let embed: Embed;
  beforeAll(async () => {
    site = await startSite({ ALLOWED_ORIGINS: builderOrigin, LOG_LEVEL: "warn" });
    embed = { site: site.base, ...(await aPhoto(site)) };
    embeds.set("/lax.html", embed);
    member = await memberBrowser();
  });
  afterAll(async () => {
    await member?.close();
    await site?.stop();
  });

  it("sees a guest; a like opens the login hand-off, which the member logged in on the Photowire site passes at once", async () => {
    const page = await member.context.newPage();
    await logInOnSite(page, site);
    const cookie = (await member.context.cookies(site.base)).find((c) => c.name === "pw_session");
    expect(cookie).toMatchObject({ sameSite: "Lax", secure: false });

    await page.goto(`${builderOrigin}/lax.html`);
    await expect.poll(() => guestLink(page).count()).toBe(1);
    expect(await isMember(page)).toBe(0);
    await expect.poll(() => likeButton(page).getAttribute("aria-pressed")).toBe("false");
    // a guest's like opens the hand-off page in a popup; the member is logged in there, so it hands the login
    // back and closes by itself; the refused like is not stored, the page stays, and now the member likes
    const popup = page.waitForEvent("popup");
    await likeButton(page).click();
    await closedPopup(await popup);
    await expect.poll(() => isMember(page)).toBe(1);
    expect(page.url()).toBe(`${builderOrigin}/lax.html`);
    expect(await storedLikes(site, embed)).toBe(0);
    await likeButton(page).click();
    await expect.poll(() => likeButton(page).getAttribute("aria-pressed")).toBe("true");
    expect(await storedLikes(site, embed)).toBe(1);
    await page.close();
  });

  it("without popups, a guest's like leads to the Photowire site's login page and likes nothing", async () => {
    const page = await member.context.newPage();
    // a browser that blocks the popup (window.open answers null): the page goes to the login page instead
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await member.context.clearCookies();
    await page.goto(`${builderOrigin}/lax.html`);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect.poll(() => guestLink(page).count()).toBe(1);
    await expect.poll(() => likeButton(page).getAttribute("aria-pressed")).toBe("false");
    await likeButton(page).click();
    await page.waitForURL((u) => u.origin === site.base && u.pathname === "/public_resource/public/html/login2.html");
    await page.close();
  });
});

/** Waits until a popup has closed (it may close before this is called). */
async function closedPopup(popup: Page): Promise<void> {
  if (!popup.isClosed()) await popup.waitForEvent("close");
}

describe("the login hand-off, in a browser that blocks third-party cookies", () => {
  let site: Site;
  let browser: Browser;
  let embed: Embed;
  beforeAll(async () => {
    site = await startSite({ ALLOWED_ORIGINS: builderOrigin, LOG_LEVEL: "warn" });
    embed = { site: site.base, ...(await aPhoto(site)) };
    embeds.set("/handoff.html", embed);
    browser = await chromium.launch({ executablePath: CHROME, headless: true, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it("logs the member in through the popup; the builder's page likes with the token, keeps it over a reload, and its logout revokes it", async () => {
    // Playwright's own context is off the record: this Chromium keeps third-party cookies out of the builder's calls
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    await page.goto(`${builderOrigin}/handoff.html`);
    await expect.poll(() => guestLink(page).count()).toBe(1);

    const opened = page.waitForEvent("popup");
    await guestLink(page).click();
    const popup = await opened;
    await popup.waitForURL((u) => u.origin === site.base && u.pathname === HANDOFF_PATH);
    expect(new URL(popup.url()).searchParams.get("origin")).toBe(builderOrigin);
    // the builder's page did not move
    expect(page.url()).toBe(`${builderOrigin}/handoff.html`);
    // a guest there: the login form in the popup itself
    await popup.getByLabel("账号").fill("demo_member");
    await popup.getByLabel("密码").fill("Member2026");
    await popup.getByRole("button", { name: "登录" }).click();
    await closedPopup(popup);

    await expect.poll(() => isMember(page)).toBe(1);
    await expect.poll(() => likeButton(page).getAttribute("aria-pressed")).toBe("false");
    await likeButton(page).click();
    await expect.poll(() => likeButton(page).getAttribute("aria-pressed")).toBe("true");
    expect(await storedLikes(site, embed)).toBe(1);
    // the session cookie is the Photowire site's own (set in the popup), and never went with the builder's calls
    expect((await context.cookies(site.base)).find((c) => c.name === "pw_session")).toMatchObject({ sameSite: "Lax" });

    await page.reload();
    await expect.poll(() => isMember(page)).toBe(1);
    await expect.poll(() => likeButton(page).getAttribute("aria-pressed")).toBe("true");
    const key = `photowire:handoff:${site.base}`;
    const token = await page.evaluate((k) => (JSON.parse(localStorage.getItem(k) ?? "{}") as { token?: string }).token, key);
    expect(token).toBeTruthy();
    const who = async () => {
      const res = await fetch(`${site.base}/api/guest/getLoginUcMember`, { headers: { authorization: `Bearer ${token}`, origin: builderOrigin } });
      return ((await res.json()) as { data: { member: { code: string } | null } }).data.member?.code ?? null;
    };
    expect(await who()).toBe("demo_member");

    await status(page).getByRole("button", { name: "退出" }).click();
    await expect.poll(() => guestLink(page).count()).toBe(1);
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();
    expect(await who()).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});
