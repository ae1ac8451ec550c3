#!/usr/bin/env node
/**
 * The static login pages of SPEC §2, rendered from one account template
 * (templates/login-page.liquid) with liquidjs, one page an edition:
 *
 *   pages/public_resource/public/html/login2.html      edition "zh" (the
 *     Chinese and English login: the page reads ?lang=en)
 *   pages/ann/public_resource/public/html/login2.html  edition "ann"
 *
 * pages/ is copied as it is into the published site (publishSite), and the
 * element tests open the main page under /pages/, so the rendered pages are
 * committed; test/unit/login-pages.test.ts fails when a committed page is
 * not what the template renders (they cannot drift).
 *
 *   node scripts/pages.mjs           writes the pages
 *   node scripts/pages.mjs --check   writes nothing; exits 1 naming each page that differs
 *
 * The engine's options are the publisher's (escape output, strict filters,
 * "{% %}" tags: SPEC §9), set up here on liquidjs itself so that this script
 * needs no server code.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Liquid } from "liquidjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The login page's titles (<title> and lang.js's data-title-zh / data-title-en). */
const TITLES = { titleZh: "会员登录", titleEn: "Member login" };

/**
 * The login pages: where each is written under pages/, and the template's
 * variables (edition, base: the edition's path prefix, homeUrl: its home page).
 * @type {readonly { file: string, vars: { edition: "zh" | "ann", base: string, homeUrl: string } }[]}
 */
export const LOGIN_PAGES = [
  { file: "public_resource/public/html/login2.html", vars: { edition: "zh", base: "", homeUrl: "/cn/index.html" } },
  { file: "ann/public_resource/public/html/login2.html", vars: { edition: "ann", base: "/ann", homeUrl: "/ann/index.html" } },
];

/**
 * Renders every login page from templates/login-page.liquid.
 * @param {string} [root] the repository (templates/ is read from it)
 * @returns {Promise<{ file: string, html: string }[]>} file: relative to pages/; html: the page, UTF-8 text
 * @throws liquidjs's ParseError / RenderError (an unknown variable or filter: strictVariables, strictFilters)
 */
export async function renderLoginPages(root = ROOT) {
  const liquid = new Liquid({
    root: [path.join(root, "templates")],
    extname: ".liquid",
    outputEscape: "escape",
    strictFilters: true,
    strictVariables: true,
    tagDelimiterLeft: "{%",
    tagDelimiterRight: "%}",
  });
  const tpl = liquid.parse(readFileSync(path.join(root, "templates", "login-page.liquid"), "utf8"));
  return Promise.all(LOGIN_PAGES.map(async (p) => ({ file: p.file, html: await liquid.render(tpl, { ...TITLES, ...p.vars }) })));
}

/**
 * The login pages whose committed copy under `pagesDir` is not what the template renders.
 * @param {string} [root] the repository
 * @param {string} [pagesDir] default root/pages
 * @returns {Promise<string[]>} their files, relative to pages/ (empty: none)
 */
export async function staleLoginPages(root = ROOT, pagesDir = path.join(root, "pages")) {
  const stale = [];
  for (const p of await renderLoginPages(root)) {
    let old = null;
    try {
      old = readFileSync(path.join(pagesDir, p.file), "utf8");
    } catch {
      // missing: stale
    }
    if (old !== p.html) stale.push(p.file);
  }
  return stale;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes("--check")) {
    const stale = await staleLoginPages();
    for (const f of stale) console.error(`pages/${f} differs from templates/login-page.liquid: run node scripts/pages.mjs`);
    process.exitCode = stale.length ? 1 : 0;
  } else {
    for (const p of await renderLoginPages()) {
      writeFileSync(path.join(ROOT, "pages", p.file), p.html);
      console.log(`wrote pages/${p.file}`);
    }
  }
}
