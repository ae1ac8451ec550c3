/**
 * The pages of the renderer (DESIGN §2 publish/, §3.3; SPEC §2): each
 * function renders one kind of page with the engine's templates (engine.ts)
 * and the view models (view-models.ts) and writes it (writer.ts) — home,
 * search, agents' console, 404, account and login pages, the copied static
 * files and the site root. site.ts composes them.
 */
import { existsSync, type Dirent } from "node:fs";
import { mkdir, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Liquid } from "liquidjs";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { EDITION_PREFIX, homeUrl, langOfEdition, loginUrl, notFoundPageUrl, searchPageUrl, type Edition } from "../../../common/edition.js";
import { HANDOFF_PATH } from "../../../common/handoff.js";
import { t } from "../locale/index.js";
import type { Db } from "../db/client.js";
import { story } from "../db/schema.js";
import { toStoryDto } from "../adapters/story.js";
import { editionSql, relationsOf } from "../adapters/story-queries.js";
import type { Templates } from "./engine.js";
import type { WidgetBuild } from "../config.js";
import { absolute, guardScripts, HREFLANG, other, PUBLISHED_EDITIONS, WIDGETS_BASE } from "./page-base.js";
import { homeContext } from "./view-models.js";
import { writeIfChanged, type Writer } from "./writer.js";

/** Writes the home page of every edition (latest `limit` online stories of the site). */
export async function renderHomes(db: Db, w: Writer, tpl: Templates, liquid: Liquid, siteCode: string, limit: number): Promise<number> {
  for (const edition of PUBLISHED_EDITIONS) {
    const titled = editionSql([edition]);
    // compId "h_…": a home-page headline, listed first (SPEC §3 compId; common/types.ts StoryDto.compId)
    const rows = await db
      .select()
      .from(story)
      .where(and(eq(story.status, "online"), eq(story.siteCode, siteCode), titled))
      .orderBy(desc(sql`coalesce(${story.compId} like 'h\_%', false)`), desc(story.publishTime), desc(story.pcId))
      .limit(limit);
    const rels = await relationsOf(db, rows.map((r) => r.pcId));
    const dtos = rows.map((s) => toStoryDto(s, rels.get(s.pcId) ?? [], edition));
    await w.write(homeUrl(edition), await liquid.render(tpl.index, homeContext(dtos, edition, w.origin)));
  }
  return PUBLISHED_EDITIONS.length;
}

/**
 * Writes the search page of every edition (SPEC §2 search page; /cn/search.html,
 * /en/search.html): `<pw-search-results>` with the site's subjects for its
 * subject filter (the search box is in the header).
 */
export async function renderSearchPages(db: Db, w: Writer, tpl: Templates, liquid: Liquid, siteCode: string): Promise<number> {
  const subjects = await db
    .selectDistinct({ code: story.subjectCode, name: story.subjectName, nameZh: story.subjectNameZh })
    .from(story)
    .where(and(eq(story.status, "online"), eq(story.siteCode, siteCode)))
    .orderBy(asc(story.subjectCode));
  for (const edition of PUBLISHED_EDITIONS) {
    const lang = langOfEdition(edition);
    const ctx = homeContext([], edition, w.origin);
    const list = subjects.map((x) => ({ code: x.code, name: lang === "zh" ? x.nameZh || x.name : x.name }));
    const url = searchPageUrl(edition);
    await w.write(
      url,
      await liquid.render(tpl.search, {
        ...ctx,
        subjectsJson: JSON.stringify(list),
        page: {
          ...ctx.page,
          title: `${t(lang, "page_search")} - ${t(lang, "page_site_name")}`,
          description: t(lang, "page_search_description"),
          url,
          canonical: absolute(w.origin, url),
          alternates: PUBLISHED_EDITIONS.map((e) => ({ hreflang: HREFLANG[e], href: absolute(w.origin, searchPageUrl(e)) })),
          otherEditionUrl: searchPageUrl(other(edition)),
          scripts: [...guardScripts(edition), "login-status", "search-box", "search-results", "back-to-top", "chat-panel"],
          bodyClass: "search",
        },
      }),
    );
  }
  return PUBLISHED_EDITIONS.length;
}

/** Editions with an agents' console page (issue 10): the agents work in Chinese or English. */
const CONSOLE_EDITIONS: Edition[] = ["zh", "en"];

/** The customer-service agents' console page of an edition (issue 10): /cn/service/console.html, /en/service/console.html. */
export function serviceConsoleUrl(edition: Edition): string {
  return edition === "zh" ? "/cn/service/console.html" : `/${edition}/service/console.html`;
}

/** Writes the agents' console page of each published edition (not indexed; no chat launcher on it). */
export async function renderServiceConsolePages(w: Writer, tpl: Templates, liquid: Liquid): Promise<number> {
  for (const edition of CONSOLE_EDITIONS) {
    const lang = langOfEdition(edition);
    const ctx = homeContext([], edition, w.origin);
    const url = serviceConsoleUrl(edition);
    await w.write(
      url,
      await liquid.render(tpl.serviceConsole, {
        ...ctx,
        page: {
          ...ctx.page,
          title: `${t(lang, "page_service_console")} - ${t(lang, "page_site_name")}`,
          url,
          canonical: url,
          alternates: CONSOLE_EDITIONS.map((e) => ({ hreflang: HREFLANG[e], href: absolute(w.origin, serviceConsoleUrl(e)) })),
          otherEditionUrl: serviceConsoleUrl(other(edition)),
          scripts: ["login-status", "search-box", "back-to-top", "service-console"],
          bodyClass: "service-console-page",
          noindex: true,
        },
      }),
    );
  }
  return CONSOLE_EDITIONS.length;
}

/** The staff console page of an edition (issue 19 "A staff console"): /cn/staff/console.html, /en/staff/console.html. */
export function staffConsoleUrl(edition: Edition): string {
  return edition === "zh" ? "/cn/staff/console.html" : `/${edition}/staff/console.html`;
}

/** Writes the staff console page (pw-staff-console) of the editions the agents' console has (not indexed; no chat launcher on it). */
export async function renderStaffConsolePages(w: Writer, tpl: Templates, liquid: Liquid): Promise<number> {
  for (const edition of CONSOLE_EDITIONS) {
    const lang = langOfEdition(edition);
    const ctx = homeContext([], edition, w.origin);
    const url = staffConsoleUrl(edition);
    await w.write(
      url,
      await liquid.render(tpl.staffConsole, {
        ...ctx,
        page: {
          ...ctx.page,
          title: `${t(lang, "page_staff_console")} - ${t(lang, "page_site_name")}`,
          url,
          canonical: url,
          alternates: CONSOLE_EDITIONS.map((e) => ({ hreflang: HREFLANG[e], href: absolute(w.origin, staffConsoleUrl(e)) })),
          otherEditionUrl: staffConsoleUrl(other(edition)),
          scripts: ["login-status", "search-box", "back-to-top", "staff-console"],
          bodyClass: "staff-console-page",
          noindex: true,
        },
      }),
    );
  }
  return CONSOLE_EDITIONS.length;
}

/**
 * Writes the 404 page of every edition (notFoundPageUrl: /cn/404.html,
 * /en/404.html, /ann/404.html) in its language, with links to its home and
 * search pages; the server answers unknown addresses of an edition with it.
 */
export async function renderNotFoundPages(w: Writer, tpl: Templates, liquid: Liquid): Promise<number> {
  for (const edition of PUBLISHED_EDITIONS) {
    const lang = langOfEdition(edition);
    const ctx = homeContext([], edition, w.origin);
    const url = notFoundPageUrl(edition);
    await w.write(
      url,
      await liquid.render(tpl.notFound, {
        ...ctx,
        page: {
          ...ctx.page,
          title: `${t(lang, "page_not_found")} - ${t(lang, "page_site_name")}`,
          description: t(lang, "page_not_found_text"),
          url,
          canonical: "",
          alternates: [],
          noindex: true,
          variantSwitch: false,
          // no guard here: a guest who reaches a missing /ann page still sees where to go
          scripts: ["login-status", "search-box", "back-to-top"],
          bodyClass: "not-found",
        },
      }),
    );
  }
  return PUBLISHED_EDITIONS.length;
}

/**
 * Copies pages/ verbatim (but for the widget build: an HTML page's
 * `src="/widgets/esm/…"` loads the configured build, WIDGETS_BASE) and
 * templates/assets/ to /assets/. site.ts calls it after publishAccountPages:
 * a file of pages/ replaces a rendered page of the same address (pages/ holds
 * none). A file that already holds the same bytes is left as it is (a
 * republish writes only what changed).
 * @returns files copied
 */
export async function copyStatic(dataDir: string, pagesDir: string, templatesDir: string, build: WidgetBuild): Promise<number> {
  const site = path.join(dataDir, "site");
  await mkdir(site, { recursive: true });
  const widgets = (file: string, bytes: Buffer): Buffer =>
    build !== "react" && file.endsWith(".html") ? Buffer.from(bytes.toString("utf8").replaceAll('src="/widgets/esm/', `src="${WIDGETS_BASE[build]}/`)) : bytes;
  return (await copyChanged(pagesDir, site, widgets)) + (await copyChanged(path.join(templatesDir, "assets"), path.join(site, "assets")));
}

/**
 * Copies every file under `from` to the same place under `to` unless it is there with the same bytes; returns files copied.
 * @param edit what is written of a file (default its bytes)
 */
async function copyChanged(from: string, to: string, edit: (file: string, bytes: Buffer) => Buffer = (_, b) => b): Promise<number> {
  if (!existsSync(from)) return 0;
  let copied = 0;
  for (const d of (await readdir(from, { recursive: true, withFileTypes: true })) as Dirent[]) {
    if (!d.isFile()) continue;
    const src = path.join(d.parentPath, d.name);
    if (await writeIfChanged(path.join(to, path.relative(from, src)), edit(src, await readFile(src)))) copied++;
  }
  return copied;
}

/** The site root /index.html, when missing: leads to the Chinese home page (no script needed). */
export async function writeRootIndex(w: Writer): Promise<void> {
  const site = path.join(w.dataDir, "site");
  if (!existsSync(path.join(site, "index.html"))) {
    await w.write(
      "/index.html",
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="0; url=${homeUrl("zh")}"><title>Photowire</title></head><body><p><a href="${homeUrl("zh")}">Photowire</a> · <a href="${homeUrl("en")}" lang="en">English</a></p></body></html>`,
    );
  }
}

/** The member-center pages of SPEC §2 (uc1 for nature 1, uc2 for the others) and their titles. */
export const MEMBER_CENTER_PAGES = [
  { page: "uc1-index", titleZh: "会员中心", titleEn: "Member center" },
  { page: "uc1-like", titleZh: "我的收藏", titleEn: "My favourites" },
  { page: "uc1-upload", titleZh: "我的稿件", titleEn: "My stories" },
  { page: "uc1-new", titleZh: "上传稿件", titleEn: "Upload a story" },
  { page: "uc2-index", titleZh: "会员中心", titleEn: "Member center" },
  { page: "uc2-like", titleZh: "我的收藏", titleEn: "My favourites" },
  { page: "uc2-download", titleZh: "我的下载", titleEn: "My downloads" },
] as const;

/** Every account page: the member centers and the registration, password-reset and binding pages. */
export const ACCOUNT_PAGES: readonly { page: string; element: string; titleZh: string; titleEn: string }[] = [
  ...MEMBER_CENTER_PAGES.map((p) => ({ ...p, element: "pw-member-center" })),
  { page: "register", element: "pw-register-form", titleZh: "注册会员", titleEn: "Register" },
  { page: "forget_password", element: "pw-forget-password-form", titleZh: "找回密码", titleEn: "Forgot password" },
  { page: "bind_account", element: "pw-bind-account", titleZh: "第三方账号", titleEn: "Third-party accounts" },
];

/** The editions with account pages: "zh" (Chinese and English: the pages read ?lang=en) and "ann" (under /ann, with its login guard). */
export const ACCOUNT_EDITIONS = ["zh", "ann"] as const;

/** The address of an account page in an edition: /public_resource/public/html/{page}.html, under /ann for "ann". */
export function accountPageUrl(edition: (typeof ACCOUNT_EDITIONS)[number], page: string): string {
  return `${EDITION_PREFIX[edition]}/public_resource/public/html/${page}.html`;
}

/**
 * The login page of SPEC §2 (login2.html), rendered from
 * templates/login-page.liquid: the account pages' head and titles, but its
 * own body (no login status, chat launcher or edition guard: a guest of
 * /ann is sent here), so its own template.
 */
export const LOGIN_PAGE = { page: "login2", titleZh: "会员登录", titleEn: "Member login" } as const;

/**
 * The login hand-off's page (issue 22 item 4; common/handoff.ts HANDOFF_PATH):
 * the login page's template with `<pw-login-handoff>` instead of the login
 * form. One page for Chinese and English (it reads ?lang=en, as the login page).
 */
export const HANDOFF_PAGE = { page: "handoff", titleZh: "登录合作网站", titleEn: "Log in on a partner site", element: "login-handoff" } as const;

/**
 * Renders every account page (ACCOUNT_PAGES, templates/account-page.liquid)
 * and the login page (LOGIN_PAGE, templates/login-page.liquid) of every
 * account edition, and the login hand-off's page (HANDOFF_PAGE, at
 * HANDOFF_PATH), writing nothing. The login page's address is the one the
 * elements send a guest to (common/edition.ts loginUrl).
 * @returns url: the page's address in the site (accountPageUrl); html: the page, UTF-8 text
 * @throws liquidjs's RenderError (an unknown filter: strictFilters)
 */
export async function renderAccountPages(tpl: Templates, liquid: Liquid): Promise<{ url: string; html: string }[]> {
  const pages = ACCOUNT_EDITIONS.flatMap((edition) => [
    ...ACCOUNT_PAGES.map(async (p) => ({
      url: accountPageUrl(edition, p.page),
      html: (await liquid.render(tpl.accountPage, { ...p, edition, homeUrl: homeUrl(edition) })) as string,
    })),
    (async () => ({
      url: loginUrl(edition),
      html: (await liquid.render(tpl.loginPage, { ...LOGIN_PAGE, edition, base: EDITION_PREFIX[edition], homeUrl: homeUrl(edition) })) as string,
    }))(),
  ]);
  pages.push(
    (async () => ({
      url: HANDOFF_PATH,
      html: (await liquid.render(tpl.loginPage, { ...HANDOFF_PAGE, edition: "zh", base: EDITION_PREFIX.zh, homeUrl: homeUrl("zh") })) as string,
    }))(),
  );
  return Promise.all(pages);
}

/**
 * Writes every account page and login page (renderAccountPages): at
 * /public_resource/public/html/{page}.html (Chinese and English: the page
 * reads ?lang=en) and /ann/public_resource/public/html/{page}.html (the
 * alternate edition, with its login guard on the account pages). site.ts
 * calls it before copyStatic: a file of the same address in `pagesDir`
 * replaces a rendered page, so that page is not written (pages/ holds none:
 * test/unit/publish-account-pages.test.ts).
 */
export async function publishAccountPages(w: Writer, tpl: Templates, liquid: Liquid, pagesDir?: string): Promise<void> {
  const mine = (await renderAccountPages(tpl, liquid)).filter((p) => !pagesDir || !existsSync(path.join(pagesDir, ...p.url.split("/"))));
  await Promise.all(mine.map((p) => w.write(p.url, p.html)));
}
