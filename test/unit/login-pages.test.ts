/**
 * The static login pages of SPEC §2 (pages/…/login2.html, copied as they are
 * into the published site) are rendered from one account template,
 * templates/login-page.liquid, by scripts/pages.mjs (issue 18): the committed
 * pages are what the template renders, so the editions' copies cannot drift.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error plain ES module without types
import { LOGIN_PAGES, renderLoginPages, staleLoginPages } from "../../scripts/pages.mjs";

type Rendered = { file: string; html: string };
const render = renderLoginPages as () => Promise<Rendered[]>;
const stale = staleLoginPages as (root?: string, pagesDir?: string) => Promise<string[]>;

const tmp = mkdtempSync(path.join(tmpdir(), "pw-login-pages-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe("login pages from the account template", () => {
  it("renders one page an edition, at the login addresses of core/edition.ts", async () => {
    expect((await render()).map((p) => p.file)).toEqual(["public_resource/public/html/login2.html", "ann/public_resource/public/html/login2.html"]);
    expect((LOGIN_PAGES as { vars: { edition: string } }[]).map((p) => p.vars.edition)).toEqual(["zh", "ann"]);
  });

  it("the committed pages are what the template renders (run node scripts/pages.mjs after changing it)", async () => {
    for (const p of await render()) expect(readFileSync(path.join("pages", p.file), "utf8")).toBe(p.html);
    expect(await stale()).toEqual([]);
  });

  it("names a page that was edited by hand or is missing", async () => {
    const pages = await render();
    const dir = path.join(tmp, "pages");
    for (const p of pages) {
      mkdirSync(path.dirname(path.join(dir, p.file)), { recursive: true });
      writeFileSync(path.join(dir, p.file), p.html);
    }
    expect(await stale(undefined, dir)).toEqual([]);
    writeFileSync(path.join(dir, pages[1].file), pages[1].html.replace("Photowire</a>", "Photowire!</a>"));
    rmSync(path.join(dir, pages[0].file));
    expect(await stale(undefined, dir)).toEqual([pages[0].file, pages[1].file]);
  });

  it("each edition's page loads the login form, links its own home, registration and password reset, in Chinese first", async () => {
    const [zh, ann] = await render();
    for (const [page, home, base] of [
      [zh, "/cn/index.html", ""],
      [ann, "/ann/index.html", "/ann"],
    ] as const) {
      expect(page.html).toMatch(/^<!doctype html>\n<html lang="zh" data-title-zh="会员登录 · Photowire" data-title-en="Member login · Photowire">/);
      expect(page.html).toContain('<script type="module" src="/widgets/esm/pw-login-form.js"></script>');
      expect(page.html).toContain('<pw-login-form heading-level="1"></pw-login-form>');
      expect(page.html).toMatch(new RegExp(`<a [^>]*href="${home}" data-pw-home`));
      expect(page.html).toContain(`<a href="${base}/public_resource/public/html/register.html" data-zh="注册会员" data-en="Register">注册会员</a>`);
      expect(page.html).toContain(`<a href="${base}/public_resource/public/html/forget_password.html" data-zh="忘记密码" data-en="Forgot password">忘记密码</a>`);
      // CSP script-src 'self': every script is external
      expect(page.html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    }
  });
});
