/**
 * Issue 4 end to end on `photowire serve` (the real site) in Debian's
 * Chromium: register with a mobile number reading the code from
 * DATA_DIR/outbox, log in, edit the profile (Chinese address, a new email
 * with its code), change the password, log out, reset the password by
 * email, bind a weibo account against a real local OAuth 2 server
 * (oauth2-mock-server), log in with it, unbind it, and visit each
 * member-center page as each nature (and as a guest, and in the alternate
 * edition).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { OAuth2Server } from "oauth2-mock-server";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, startSite, type Site } from "./harness.js";

let site: Site;
let browser: Browser;
let idp: OAuth2Server;

const HTML = "/public_resource/public/html";
const MOBILE = "13712345678";
const EMAIL = "e2e.member@example.com";
const PASS1 = "river7Stone";
const PASS2 = "Ocean9wave";
const PASS3 = "Forest8leaf";

beforeAll(async () => {
  idp = new OAuth2Server();
  await idp.issuer.keys.generate("RS256");
  await idp.start(0, "127.0.0.1");
  idp.service.on("beforeUserinfo", (res: { body: unknown }) => {
    res.body = { sub: "e2e-weibo-1", nickname: "E2E微博", picture: "" };
  });
  const issuer = idp.issuer.url!;
  site = await startSite({
    OAUTH_WEIBO_CLIENT_ID: "e2e-weibo",
    OAUTH_WEIBO_CLIENT_SECRET: "e2e-secret",
    OAUTH_WEIBO_AUTHORIZE_URL: `${issuer}/authorize`,
    OAUTH_WEIBO_TOKEN_URL: `${issuer}/token`,
    OAUTH_WEIBO_USERINFO_URL: `${issuer}/userinfo`,
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await idp?.stop();
});

/** The newest code sent to `to`, read from DATA_DIR/outbox/<timestamp>-<to>.json (polls until it is there). */
async function outboxCode(to: string, after = 0): Promise<string> {
  const dir = path.join(site.dataDir, "outbox");
  for (let i = 0; i < 100; i++) {
    try {
      const files = readdirSync(dir)
        .filter((f) => f.includes(`-${to}`) && Number(f.split("-")[0]) >= after)
        .sort();
      if (files.length) return JSON.parse(readFileSync(path.join(dir, files[files.length - 1]), "utf8")).code;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code for ${to}\n${site.output()}`);
}

async function logout(page: Page): Promise<void> {
  await page.locator("pw-login-status").getByRole("button", { name: "退出" }).click();
  await page.waitForURL(/\/cn\/index\.html$/);
}

async function login(page: Page, account: string, password: string, redirect: string): Promise<void> {
  await page.goto(`${site.base}${HTML}/login2.html?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel("账号").fill(account);
  await page.getByLabel("密码").fill(password);
  await page.getByRole("button", { name: "登录" }).click();
  await page.waitForURL(`${site.base}${redirect}`);
}

describe("a member's account from registration to third-party binding", () => {
  it("registers, logs in, edits the profile, changes and resets the password, binds and unbinds weibo", async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));

    // register with a mobile number; the code comes from the outbox
    await page.goto(`${site.base}${HTML}/register.html`);
    const form = page.locator("pw-register-form");
    await form.getByLabel("手机号码").fill(MOBILE);
    const started = Date.now() - 1000;
    await form.getByRole("button", { name: "获取验证码" }).click();
    await expect.poll(() => form.getByRole("button", { name: /秒后重新获取/ }).count()).toBe(1);
    await form.getByLabel("验证码").fill(await outboxCode(MOBILE, started));
    await form.getByLabel(/^密码/).fill(PASS1);
    await form.getByLabel("确认密码").fill(PASS1);
    await form.getByRole("button", { name: "注册", exact: true }).click();
    await page.waitForURL(`${site.base}${HTML}/uc2-index.html`);
    const center = page.locator("pw-member-center");
    await expect.poll(() => center.locator(".card").textContent()).toContain("137****5678");

    // log out, log in again with the mobile number
    await logout(page);
    await login(page, MOBILE, PASS1, `${HTML}/uc2-index.html`);

    // edit the profile: name, a Chinese address, a new email with its code
    const profile = center.locator("pw-profile-form");
    await profile.getByLabel("姓名").fill("端到端会员");
    await profile.getByLabel("省份").selectOption("44");
    await expect.poll(() => profile.getByLabel("城市").locator("option[value='4403']").count()).toBe(1);
    await profile.getByLabel("城市").selectOption("4403");
    await expect.poll(() => profile.getByLabel("区县").locator("option[value='440305']").count()).toBe(1);
    await profile.getByLabel("区县").selectOption("440305");
    await profile.getByLabel("详细地址").fill("科技园路1号");
    await profile.getByLabel("邮箱", { exact: true }).fill(EMAIL);
    const emailSent = Date.now() - 1000;
    await profile.getByRole("button", { name: "获取验证码" }).click();
    await profile.getByLabel("邮箱验证码").fill(await outboxCode(EMAIL, emailSent));
    await profile.getByRole("button", { name: "保存" }).click();
    await expect.poll(() => profile.locator(".success").textContent()).toBe("已保存");
    await page.reload();
    await expect.poll(() => center.locator(".card h2").textContent()).toContain("端到端会员");
    await expect.poll(() => center.locator(".card").textContent()).toContain(EMAIL);
    await expect.poll(() => profile.getByLabel("区县").inputValue()).toBe("440305");

    // change the password
    await center.getByRole("tab", { name: "修改密码" }).click();
    const pwd = center.locator("pw-password-form");
    await pwd.getByLabel("原密码").fill(PASS1);
    await pwd.getByLabel("新密码").fill(PASS2);
    await pwd.getByLabel("确认密码").fill(PASS2);
    await pwd.getByRole("button", { name: "修改密码" }).click();
    await expect.poll(() => pwd.locator(".success").textContent()).toBe("密码已修改，其他设备上的登录已退出");
    await logout(page);
    await login(page, EMAIL, PASS2, `${HTML}/uc2-index.html`);
    await logout(page);

    // reset the password by email
    await page.goto(`${site.base}${HTML}/forget_password.html`);
    const fgt = page.locator("pw-forget-password-form");
    await fgt.getByLabel("手机号码或邮箱").fill(EMAIL);
    const resetSent = Date.now() - 1000;
    await fgt.getByRole("button", { name: "获取验证码" }).click();
    await fgt.getByLabel("验证码").fill(await outboxCode(EMAIL, resetSent));
    await fgt.getByRole("button", { name: "下一步" }).click();
    await fgt.getByLabel("新密码").fill(PASS3);
    await fgt.getByLabel("确认密码").fill(PASS3);
    await fgt.getByRole("button", { name: "重置密码" }).click();
    await expect.poll(() => fgt.locator(".success").textContent()).toBe("密码已重置");
    await login(page, MOBILE, PASS3, `${HTML}/bind_account.html`);

    // bind weibo through the local OAuth 2 server, log in with it as a guest, unbind it
    const bind = page.locator("pw-bind-account");
    await bind.getByRole("link", { name: "绑定" }).first().click();
    await page.waitForURL(/bind_account\.html\?type=weibo/);
    await expect.poll(() => bind.locator(".success").textContent()).toBe("已成功绑定微博账号 E2E微博");
    expect(page.url()).not.toContain("code=");
    await logout(page);
    await page.goto(`${site.base}${HTML}/bind_account.html`);
    await bind.getByRole("link", { name: "微博登录" }).click();
    await page.waitForURL(`${site.base}${HTML}/bind_account.html`);
    await expect.poll(() => bind.getByRole("button", { name: "解除绑定" }).count()).toBe(1);
    await expect.poll(() => page.locator("pw-login-status").getByText("端到端会员").count()).toBe(1);
    await bind.getByRole("button", { name: "解除绑定" }).click();
    await expect.poll(() => bind.locator(".success").textContent()).toBe("已解除微博账号绑定");
    await expect.poll(() => bind.getByRole("link", { name: "绑定" }).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("member-center pages by nature", () => {
  const UC1 = ["uc1-index", "uc1-like", "uc1-upload", "uc1-new"];
  const UC2 = ["uc2-index", "uc2-like", "uc2-download"];
  const HEADINGS: Record<string, string> = {
    "uc1-index": "会员中心",
    "uc1-like": "我的收藏",
    "uc1-upload": "我的稿件",
    "uc1-new": "上传稿件",
    "uc2-index": "会员中心",
    "uc2-like": "我的收藏",
    "uc2-download": "我的下载",
  };
  const OTHER: Record<string, string> = {
    "uc1-index": "uc2-index",
    "uc1-like": "uc2-like",
    "uc1-upload": "uc2-index",
    "uc1-new": "uc2-index",
    "uc2-index": "uc1-index",
    "uc2-like": "uc1-like",
    "uc2-download": "uc1-index",
  };

  it("a guest is sent to the login page from every center page, and in the alternate edition to its own login page", async () => {
    const page = await browser.newPage();
    for (const p of [...UC1, ...UC2]) {
      await page.goto(`${site.base}${HTML}/${p}.html`);
      await page.waitForURL(/login2\.html\?redirect=/);
      expect(decodeURIComponent(page.url())).toContain(`${HTML}/${p}.html`);
    }
    await page.goto(`${site.base}/ann${HTML}/uc2-index.html`);
    await page.waitForURL(/\/ann\/public_resource\/public\/html\/login2\.html/);
    await page.close();
  });

  for (const [who, account, password, own] of [
    ["a contributor (nature 1)", "demo_contributor", "Contrib2026", UC1],
    ["an individual member (nature 2)", "demo_member", "Member2026", UC2],
  ] as const) {
    it(`${who} sees each own page and is sent from the other kind's pages to their own`, async () => {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(String(e)));
      await login(page, account, password, `${HTML}/${own[0]}.html`);
      const center = page.locator("pw-member-center");
      for (const p of own) {
        const url = p === "uc1-upload" ? `${HTML}/${p}.html?tab=publish` : `${HTML}/${p}.html`;
        await page.goto(`${site.base}${url}`);
        await expect.poll(() => center.locator("h1").textContent()).toBe(HEADINGS[p]);
        // the menu is drawn once the member (and so the nature) is known; the upload link with it
        await expect.poll(() => center.locator('[aria-current="page"]').count()).toBe(1);
        await expect.poll(() => center.locator('[part="upload"]').count()).toBe(own === UC1 ? 1 : 0);
        if (p === "uc1-upload") {
          await expect.poll(() => center.getByRole("tab", { name: "已提交" }).getAttribute("aria-selected")).toBe("true");
        }
      }
      const other = own === UC1 ? UC2 : UC1;
      for (const p of other) {
        await page.goto(`${site.base}${HTML}/${p}.html`);
        await page.waitForURL(`${site.base}${HTML}/${OTHER[p]}.html`);
      }
      // the fee-record tab switches the menu highlight and the tab list
      await page.goto(`${site.base}${HTML}/${own[0]}.html?tab=fee_record`);
      await expect.poll(() => center.locator('[aria-current="page"]').textContent()).toBe("费用记录");
      expect(await center.getByRole("tab").allTextContents()).toEqual(["费用记录", "积分记录"]);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
