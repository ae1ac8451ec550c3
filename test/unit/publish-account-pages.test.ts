/**
 * The account pages of SPEC §2 (member centers, registration, password
 * reset, binding) and the login pages (login2.html), published for the main
 * and the alternate edition from the account templates
 * (templates/account-page.liquid, templates/login-page.liquid; issue 18:
 * the login pages are no longer committed copies in pages/).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginUrl } from "../../common/edition.js";
import type { DbHandle } from "../../server/src/db/client.js";
import { engineFor } from "../../server/src/publish/engine.js";
import { ACCOUNT_PAGES, MEMBER_CENTER_PAGES, renderAccountPages } from "../../server/src/publish/pages.js";
import { publishSite } from "../../server/src/publish/site.js";
import { openTestDb } from "./db.js";

let dataDir: string;
let handle: DbHandle;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "pw-uc-"));
  handle = await openTestDb(dataDir);
  await publishSite(handle.db, { dataDir, siteCode: "pw" });
});
afterAll(async () => {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("account pages (SPEC §2 uc1-*, uc2-*, registration, password reset, binding)", () => {
  it("are published for the main and the alternate edition from one template", () => {
    expect(MEMBER_CENTER_PAGES.map((p) => p.page).sort()).toEqual(
      ["uc1-index", "uc1-like", "uc1-new", "uc1-upload", "uc2-download", "uc2-index", "uc2-like"],
    );
    expect(ACCOUNT_PAGES.map((p) => p.page)).toEqual(expect.arrayContaining(["register", "forget_password", "bind_account"]));
    for (const p of ACCOUNT_PAGES) {
      const main = readFileSync(path.join(dataDir, "site/public_resource/public/html", `${p.page}.html`), "utf8");
      const ann = readFileSync(path.join(dataDir, "site/ann/public_resource/public/html", `${p.page}.html`), "utf8");
      for (const html of [main, ann]) {
        expect(html).toContain(p.element === "pw-member-center" ? `<pw-member-center page="${p.page}">` : `<${p.element}>`);
        expect(html).toContain(`<script type="module" src="/widgets/esm/${p.element}.js">`);
        // the customer-service launcher on every account page (issue 10)
        expect(html).toContain('<script type="module" src="/widgets/esm/pw-chat-panel.js">');
        expect(html).toContain("<pw-chat-panel></pw-chat-panel>");
        expect(html).toContain(`data-title-en="${p.titleEn} · Photowire"`);
        expect(html).not.toMatch(/<script>(?!<)/); // no inline script (CSP)
      }
      expect(main).toContain('href="/cn/index.html"');
      expect(main).not.toContain("pw-edition-guard");
      expect(ann).toContain('href="/ann/index.html"');
      expect(ann).toContain("<pw-edition-guard>");
    }
  });
});

describe("login pages (SPEC §2 login2.html) from the account templates", () => {
  const published = (url: string) => readFileSync(path.join(dataDir, "site", url), "utf8");

  it("are published at the login addresses of common/edition.ts, one an edition, as the template renders them", async () => {
    expect([loginUrl("zh"), loginUrl("ann")]).toEqual(["/public_resource/public/html/login2.html", "/ann/public_resource/public/html/login2.html"]);
    const { liquid, templates } = engineFor(path.resolve("templates"), "react");
    const rendered = (await renderAccountPages(await templates(), liquid)).filter((p) => p.url.endsWith("/login2.html"));
    expect(rendered.map((p) => p.url)).toEqual([loginUrl("zh"), loginUrl("ann")]);
    for (const p of rendered) expect(published(p.url)).toBe(p.html);
  });

  it("no file of pages/ (copied after them) replaces a rendered account or login page", async () => {
    const { liquid, templates } = engineFor(path.resolve("templates"), "react");
    for (const p of await renderAccountPages(await templates(), liquid)) expect(existsSync(path.join("pages", p.url)), p.url).toBe(false);
  });

  it("each edition's page loads the login form, links its own home, registration and password reset, in Chinese first", () => {
    for (const [url, home, base] of [
      [loginUrl("zh"), "/cn/index.html", ""],
      [loginUrl("ann"), "/ann/index.html", "/ann"],
    ] as const) {
      const html = published(url);
      expect(html).toMatch(/^<!doctype html>\n<html lang="zh" data-title-zh="会员登录 · Photowire" data-title-en="Member login · Photowire">/);
      expect(html).toContain('<script type="module" src="/widgets/esm/pw-login-form.js"></script>');
      expect(html).toContain('<pw-login-form heading-level="1"></pw-login-form>');
      expect(html).toMatch(new RegExp(`<a [^>]*href="${home}" data-pw-home`));
      expect(html).toContain(`<a href="${base}/public_resource/public/html/register.html" data-zh="注册会员" data-en="Register">注册会员</a>`);
      expect(html).toContain(`<a href="${base}/public_resource/public/html/forget_password.html" data-zh="忘记密码" data-en="Forgot password">忘记密码</a>`);
      // CSP script-src 'self': every script is external
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    }
  });
});
