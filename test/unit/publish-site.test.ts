/**
 * Static publishing (DESIGN §3.3, SPEC §2, §3): story pages at the content
 * URL scheme in both editions, complete without JavaScript, widget tags with
 * their attributes, story JSON beside each page, escaping, home pages,
 * publishStory / unpublishStory, static pages copied.
 */
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, type Dirent } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DbHandle } from "../../server/src/db/client.js";
import { relation, shownStoryColumns, story, type Relation, type Story } from "../../server/src/db/schema.js";
import { relationsOf } from "../../server/src/adapters/story-queries.js";
import { RenderPool } from "../../server/src/publish/render-pool.js";
import { importDemoCorpus, importFolder } from "../../server/src/import/index.js";
import { publishSite, publishStory, unpublishStory, type PublishSiteResult } from "../../server/src/publish/site.js";
import { siteFile } from "../../server/src/media/derivatives.js";
import { inEdition, kindOf, toStoryDto } from "../../server/src/adapters/story.js";
import { engineFor } from "../../server/src/publish/engine.js";
import { PUBLISHED_EDITIONS } from "../../server/src/publish/page-base.js";
import { renderVariants, singlePass } from "../../server/src/publish/variants.js";
import { storyContexts } from "../../server/src/publish/view-models.js";
import { ROOT } from "../../server/src/paths.js";
import sharp from "sharp";
import { openTestDb } from "./db.js";

let dataDir: string;
let pagesDir: string;
let handle: DbHandle;
let result: PublishSiteResult;
let stories: Story[];
let relations: Relation[];

const read = (url: string) => readFileSync(siteFile(dataDir, url), "utf8");
/** The files of `dir`/site (relative paths, sorted) but the photos' files (media/: stored by the import, not by the publisher). */
const siteFiles = (dir: string) =>
  (readdirSync(path.join(dir, "site"), { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((d) => d.isFile())
    .map((d) => path.relative(path.join(dir, "site"), path.join(d.parentPath, d.name)))
    .filter((f) => !f.startsWith("media/"))
    .sort();
const byTitle = (title: string) => stories.find((s) => s.titleEn === title)!;
const relsOf = (pcId: string) => relations.filter((r) => r.pcId === pcId).sort((a, b) => a.seq - b.seq);
const ORIGIN = "https://photos.example.com";
const page = (s: Story, opts: { en?: boolean; mobile?: boolean; ann?: boolean } = {}) => {
  // SPEC §2: photo/ for image stories, detail/ for text and video stories
  const kind = s.type === "image" || s.type === "image_group" ? "photo" : "detail";
  return `${opts.en ? "/en" : opts.ann ? "/ann" : ""}/pw/${s.subjectCode}/${opts.mobile ? "m_" : ""}${kind}/articles/${s.relContentUrl}.html`;
};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "pw-publish-"));
  pagesDir = path.join(dataDir, "pages-src");
  mkdirSync(path.join(pagesDir, "public_resource", "public", "html"), { recursive: true });
  writeFileSync(path.join(pagesDir, "public_resource", "public", "html", "login2.html"), "<!doctype html><title>login</title>");
  handle = await openTestDb(dataDir);
  await importDemoCorpus(handle.db, { dataDir, siteCode: "pw", siteId: 1, now: new Date("2026-11-21T12:00:00Z") });
  result = await publishSite(handle.db, { dataDir, siteCode: "pw", pagesDir, siteOrigin: ORIGIN });
  stories = await handle.db.select().from(story).orderBy(asc(story.pcId));
  relations = await handle.db.select().from(relation);
});

afterAll(async () => {
  await handle?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("publishSite", () => {
  it("writes six pages a story (desktop and mobile, zh, en and ann) plus three home pages, and counts every page it wrote", () => {
    expect(result.stories).toBe(41);
    expect(result.rendered).toBe(41);
    // a first publish: every HTML file of the site is a page it wrote but the copied static login2.html (not rendered: pages/ has it)
    expect(result.pages).toBe(siteFiles(dataDir).filter((f) => f.endsWith(".html") && f !== path.join("public_resource", "public", "html", "login2.html")).length);
    expect(result.pages).toBeGreaterThan(41 * 6 + 3);
    expect(result.ms).toBeGreaterThan(0);
    for (const s of stories) {
      for (const ed of [{}, { en: true }, { ann: true }]) {
        for (const mobile of [false, true]) {
          const url = page(s, { ...ed, mobile });
          expect(existsSync(siteFile(dataDir, url)), url).toBe(true);
          expect(existsSync(siteFile(dataDir, url.replace(/\.html$/, ".json"))), url).toBe(true);
        }
      }
    }
    expect(page(byTitle("Boats in River, Nagasaki"))).toBe("/pw/history/photo/articles/2026/11/20/pw000004.html");
  });

  it("writes the same files, byte for byte, when its render worker threads render the stories (issue 24)", async () => {
    const other = mkdtempSync(path.join(tmpdir(), "pw-publish-workers-"));
    try {
      const res = await publishSite(handle.db, { dataDir: other, siteCode: "pw", pagesDir, siteOrigin: ORIGIN, renderWorkers: 2 });
      expect(res).toMatchObject({ pages: result.pages, stories: result.stories });
      const mine = siteFiles(dataDir);
      expect(siteFiles(other)).toEqual(mine);
      expect(mine.filter((f) => f.includes("/articles/")).length).toBe(41 * 12);
      for (const f of mine) expect(readFileSync(path.join(other, "site", f)).equals(readFileSync(path.join(dataDir, "site", f))), f).toBe(true);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it("writes the same files, byte for byte, when every page is rendered from its own context instead of a story's two pages in one pass (issue 24)", async () => {
    const other = mkdtempSync(path.join(tmpdir(), "pw-publish-apart-"));
    singlePass.enabled = false;
    try {
      const res = await publishSite(handle.db, { dataDir: other, siteCode: "pw", pagesDir, siteOrigin: ORIGIN, renderWorkers: 0 });
      expect(res).toMatchObject({ pages: result.pages, stories: result.stories });
      const mine = siteFiles(dataDir);
      expect(siteFiles(other)).toEqual(mine);
      for (const f of mine) expect(readFileSync(path.join(other, "site", f)).equals(readFileSync(path.join(dataDir, "site", f))), f).toBe(true);
    } finally {
      singlePass.enabled = true;
      rmSync(other, { recursive: true, force: true });
    }
  });

  it("writes the same story files when the calling thread renders the batches a busy worker cannot take (callerRenders, issue 24)", async () => {
    const other = mkdtempSync(path.join(tmpdir(), "pw-publish-caller-"));
    try {
      const rows = await handle.db.select(shownStoryColumns).from(story).where(eq(story.status, "online")).orderBy(asc(story.pcId));
      const rels = await relationsOf(handle.db, rows.map((r) => r.pcId));
      const pool = new RenderPool(1, { dataDir: other, siteCode: "pw", siteOrigin: ORIGIN }, { callerRenders: true });
      const done: Promise<number>[] = [];
      try {
        // batches of 4: the worker takes two, the next ones are submitted before it can answer
        for (let i = 0; i < rows.length; i += 4) done.push((await pool.submit(rows.slice(i, i + 4), rels)).done);
        expect((await Promise.all(done)).reduce((a, b) => a + b, 0)).toBe(41 * 6);
      } finally {
        await pool.close();
      }
      expect(pool.callerBatches).toBeGreaterThan(0);
      expect(pool.callerBatches).toBeLessThan(done.length);
      const mine = siteFiles(dataDir).filter((f) => f.includes("/articles/"));
      expect(siteFiles(other)).toEqual(mine);
      for (const f of mine) expect(readFileSync(path.join(other, "site", f)).equals(readFileSync(path.join(dataDir, "site", f))), f).toBe(true);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it("renders a story's desktop and mobile pages in one pass where the templates allow it: the pages two renders give, in every edition (issue 24)", async () => {
    const { liquid, templates } = engineFor(path.join(ROOT, "templates"), "react");
    const tpl = await templates();
    /** renders taken for a story's two pages in one edition, by story type */
    const renders: Record<string, number[]> = {};
    for (const s of stories) {
      for (const edition of PUBLISHED_EDITIONS.filter((e) => inEdition(s, e))) {
        const rels = relsOf(s.pcId);
        const contexts = storyContexts(s, rels, toStoryDto(s, rels, edition, { withBody: true }), edition, ORIGIN);
        const pair = kindOf(s.type) === "photo" ? ([tpl.photo, tpl.m_photo] as const) : ([tpl.detail, tpl.m_detail] as const);
        const spy = vi.spyOn(liquid, "renderSync");
        const html = renderVariants(liquid, pair, contexts);
        (renders[s.type] ??= []).push(spy.mock.calls.length);
        spy.mockRestore();
        expect(html, `${s.pcId} ${edition}`).toEqual([liquid.renderSync(pair[0], contexts[0]), liquid.renderSync(pair[1], contexts[1])]);
      }
    }
    // text and video stories: one render; photo stories, whose phone page shows each photo's smaller file: two
    expect(renders.text.length).toBeGreaterThan(3);
    expect(new Set(renders.text)).toEqual(new Set([1]));
    expect(new Set(renders.video)).toEqual(new Set([1]));
    expect(new Set([...renders.image, ...renders.image_group])).toEqual(new Set([2]));
  });

  it("republishes only what changed: nothing when nothing did; one story's pages and the pages listing it when it changes; a page deleted or overwritten by hand; everything when a template changes (issue 24)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pw-republish-"));
    const templatesDir = path.join(dir, "templates");
    cpSync(path.join(process.cwd(), "templates"), templatesDir, { recursive: true });
    const opts = { dataDir: dir, siteCode: "pw", pagesDir, siteOrigin: ORIGIN, templatesDir };
    const s = byTitle("Karl Blossfeldt: Art Forms in Nature");
    const mtimes = () => new Map(siteFiles(dir).map((f) => [f, statSync(path.join(dir, "site", f)).mtimeMs]));
    const changedSince = (before: Map<string, number>) => [...mtimes()].filter(([f, m]) => before.get(f) !== m).map(([f]) => f);
    try {
      expect(await publishSite(handle.db, opts)).toMatchObject({ stories: 41, rendered: 41 });
      const first = mtimes();

      // nothing changed: nothing rendered, no file touched
      expect(await publishSite(handle.db, opts)).toMatchObject({ stories: 41, rendered: 0, pages: 0 });
      expect(mtimes()).toEqual(first);

      // one story's English title: its own pages and JSON, and only pages that show it
      await handle.db.update(story).set({ titleEn: "Art Forms in Nature, revised" }).where(eq(story.pcId, s.pcId));
      const one = await publishSite(handle.db, opts);
      expect(one).toMatchObject({ stories: 41, rendered: 1 });
      const changed = changedSince(first);
      const own = [{}, { en: true }, { ann: true }].flatMap((ed) =>
        [false, true].flatMap((mobile) => {
          const url = page(s, { ...ed, mobile });
          return [url.slice(1), url.slice(1).replace(/\.html$/, ".json")];
        }),
      );
      for (const f of own) expect(changed).toContain(f);
      const listing = changed.filter((f) => !own.includes(f));
      expect(listing).toContain("en/index.html");
      for (const f of listing) {
        expect(f).toMatch(/\.html$/);
        expect(readFileSync(path.join(dir, "site", f), "utf8"), f).toContain("Art Forms in Nature, revised");
      }
      expect(one.pages).toBe(changed.filter((f) => f.endsWith(".html")).length);
      expect(one.pages).toBeLessThanOrEqual(6 + 3 + listing.length);

      // a page deleted by hand comes back, and only its story is rendered
      rmSync(siteFile(dir, page(s, { en: true, mobile: true })));
      expect(await publishSite(handle.db, opts)).toMatchObject({ rendered: 1 });
      expect(readFileSync(siteFile(dir, page(s, { en: true, mobile: true })), "utf8")).toContain("Art Forms in Nature, revised");

      // a page overwritten by another writer (here by hand): its story is rendered again
      const published = readFileSync(siteFile(dir, page(s)), "utf8");
      writeFileSync(siteFile(dir, page(s)), "<!doctype html><title>edited by hand</title>");
      expect(await publishSite(handle.db, opts)).toMatchObject({ rendered: 1 });
      expect(readFileSync(siteFile(dir, page(s)), "utf8")).toBe(published);

      // new templates (a process parses them once: a deploy of a changed template): every story again
      const changedTemplates = path.join(dir, "templates-2");
      cpSync(templatesDir, changedTemplates, { recursive: true });
      appendFileSync(path.join(changedTemplates, "partials", "text-story.liquid"), "\n");
      expect(await publishSite(handle.db, { ...opts, templatesDir: changedTemplates })).toMatchObject({ stories: 41, rendered: 41 });
      // and --force renders everything, whatever the manifest says
      expect(await publishSite(handle.db, { ...opts, force: true })).toMatchObject({ rendered: 41 });
    } finally {
      await handle.db.update(story).set({ titleEn: s.titleEn }).where(eq(story.pcId, s.pcId));
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("WIDGET_BUILD=light: every page loads the light build's elements, each of which the build has; switching the build renders every story again (issue 22 item 1)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pw-light-"));
    const opts = { dataDir: dir, siteCode: "pw", pagesDir, siteOrigin: ORIGIN };
    /** every module script of the HTML pages written, by the base of its address */
    const modules = () => {
      const bases = new Map<string, Set<string>>();
      for (const f of siteFiles(dir).filter((x) => x.endsWith(".html"))) {
        for (const [, base, name] of readFileSync(path.join(dir, "site", f), "utf8").matchAll(/<script type="module" src="([^"]*)\/(pw-[a-z-]+\.js)"/g)) {
          if (!bases.has(base)) bases.set(base, new Set());
          bases.get(base)!.add(name);
        }
      }
      return bases;
    };
    try {
      expect(await publishSite(handle.db, { ...opts, widgetBuild: "light" })).toMatchObject({ stories: 41, rendered: 41 });
      const light = modules();
      expect([...light.keys()]).toEqual(["/widgets/light/esm"]);
      // story, home, search, account, login and console pages: the elements they name are loaders of the light build
      expect(light.get("/widgets/light/esm")!.size).toBeGreaterThan(10);
      for (const name of light.get("/widgets/light/esm")!) expect(existsSync(path.join("dist", "light", "esm", name)), name).toBe(true);
      // the React build again: the manifest's renderer digest names the build, so every story is rendered again,
      // and every other page is written anew
      expect(await publishSite(handle.db, { ...opts, widgetBuild: "react" })).toMatchObject({ stories: 41, rendered: 41 });
      expect([...modules().keys()]).toEqual(["/widgets/esm"]);
      expect([...modules().get("/widgets/esm")!].sort()).toEqual([...light.get("/widgets/light/esm")!].sort());
      expect(readFileSync(siteFile(dir, page(byTitle("Karl Blossfeldt: Art Forms in Nature"))), "utf8")).toContain('<script type="module" src="/widgets/esm/pw-like-button.js">');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("renders a photo story complete without JavaScript: title, photos with sizes, captions, credits, dates, source", () => {
    const s = byTitle("The American West");
    const html = read(page(s, { en: true }));
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain("<h1>The American West</h1>");
    for (const tag of ["<header", "<nav", "<main", "<article", "<figure", "<figcaption", "<footer"]) expect(html).toContain(tag);
    const imgs = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(imgs).toHaveLength(2);
    const rels = relsOf(s.pcId);
    for (const [i, img] of imgs.entries()) {
      expect(img).toMatch(/ width="\d+" height="\d+"/);
      const w = Number(/ width="(\d+)"/.exec(img)![1]);
      const h = Number(/ height="(\d+)"/.exec(img)![1]);
      expect(Math.abs(w / h - rels[i].width / rels[i].height)).toBeLessThan(0.01);
      expect(img).toMatch(/ alt="[^"]+"/);
    }
    expect(html).toContain("Photo: Timothy H. O&#39;Sullivan");
    expect(html).toContain("Photo: Dorothea Lange");
    expect(html).toContain("The Black Cañon of the Colorado River seen from Camp 8");
    expect(html).toContain("about 1935–1940");
    expect(html).toContain("Albumen silver print");
    expect(html).toContain("Digital image courtesy of the Getty&#39;s Open Content Program");
    expect(html).toContain('href="http://www.getty.edu/art/collection/objects/40209/');
    expect(html).toContain(`<time datetime="${s.publishTime.toISOString()}">${s.publishTime.toISOString().slice(0, 10)}</time>`);
    // the other edition and the mobile variant are linked
    expect(html).toContain(`href="${page(s)}" hreflang="zh-CN" lang="zh-CN">中文</a>`);
    expect(html).toContain(`href="${page(s, { en: true, mobile: true })}" data-pw-variant>Mobile version</a>`);
  });

  it("renders the Chinese edition in Chinese", () => {
    const s = byTitle("Boats in River, Nagasaki");
    const html = read(page(s));
    expect(html).toMatch(/<html lang="zh-CN">/);
    expect(html).toContain("<h1>长崎河中的船只</h1>");
    expect(html).toContain("摄影：费利斯·比托");
    expect(html).toContain("约1865年");
    expect(html).toContain("可免费下载");
    const mobile = read(page(s, { mobile: true }));
    // sizes capped at the photo's file width (issue 12: never enlarged)
    expect(mobile).toMatch(/sizes="\(max-width: \d+px\) 100vw, \d+px"/);
    expect(mobile).toContain(`<link rel="canonical" href="${ORIGIN}${page(s)}">`);
  });

  it("places the widget tags with the agreed attributes and loads each as an ES module", () => {
    const s = byTitle("Karl Blossfeldt: Art Forms in Nature");
    const url = page(s);
    const html = read(url);
    for (const r of relsOf(s.pcId)) {
      expect(html).toContain(`<pw-like-button pc-id="${s.pcId}" relation-id="${r.relationId}"></pw-like-button>`);
      expect(html).toContain(`<pw-collect-button pc-id="${s.pcId}" relation-id="${r.relationId}"></pw-collect-button>`);
      expect(html).toContain(`<pw-download-button pc-id="${s.pcId}" relation-ids="${r.relationId}"></pw-download-button>`);
      expect(html).toContain(`<figure class="photo" id="${r.relationId}">`);
    }
    // a group's download button, for all its photos (issue 9)
    const ids = relsOf(s.pcId).map((r) => r.relationId);
    expect(html.match(/<pw-download-button /g)).toHaveLength(ids.length + (ids.length > 1 ? 1 : 0));
    if (ids.length > 1) expect(html).toContain(`<pw-download-button pc-id="${s.pcId}" relation-ids="${ids.join(",")}"></pw-download-button>`);
    expect(html.match(/<pw-share-bar /g)).toHaveLength(1);
    expect(html).toContain(
      `<pw-share-bar url="${url}" title="卡尔·布洛斯菲尔德：自然的艺术形态" description="${s.descriptionZh}" image="${s.titleImage}"></pw-share-bar>`,
    );
    expect(html.match(/<pw-login-status><\/pw-login-status>/g)).toHaveLength(1);
    expect(html.match(/<pw-back-to-top><\/pw-back-to-top>/g)).toHaveLength(1);
    // the customer-service launcher in the footer, with its script (issue 10)
    expect(html.match(/<pw-chat-panel><\/pw-chat-panel>/g)).toHaveLength(1);
    // JSON-LD (issue 12) is data, not script: CSP does not apply to it
    const scripts = [...html.matchAll(/<script([^>]*)>(.*?)<\/script>/gs)].filter((m) => !m[1].includes('type="application/ld+json"'));
    expect(scripts.map((m) => /src="([^"]+)"/.exec(m[1])?.[1])).toEqual([
      "/assets/variant.js",
      ...["login-status", "like-button", "collect-button", "download-button", "photo-viewer", "share-bar", "back-to-top", "chat-panel", "visit-stats"].map((n) => `/widgets/esm/pw-${n}.js`),
    ]);
    // the desktop / m_ switch is a classic script in the head, before anything is drawn; the widgets are modules
    expect(scripts[0][1]).not.toContain('type="module"');
    // visit statistics (SPEC §9, issue 12): the story's pcId, subject and type
    expect(html).toContain(`<pw-visit-stats pc-id="${s.pcId}" subject="${s.subjectCode}" type="${s.type}" hidden></pw-visit-stats>`);
    for (const m of scripts.slice(1)) {
      expect(m[1]).toContain('type="module"');
      expect(m[2]).toBe(""); // no inline script (CSP script-src 'self')
    }
    // the only inline styles: each photo's size as custom properties (issue 12: never enlarged, fits the window's height)
    expect(html.replace(/ style="--pw-photo-w: \d+px; --pw-photo-ratio: [\d.]+"/g, "")).not.toMatch(/ style="/);
    expect(html).not.toMatch(/ on[a-z]+="/);
  });

  it("renders text stories as detail pages with the full body; the Chinese edition marks the English original", () => {
    const s = byTitle("State of the Union Address, 1941");
    const en = read(page(s, { en: true }));
    expect(en).toContain("<h1>State of the Union Address, 1941</h1>");
    expect(en).toContain("Franklin D. Roosevelt");
    expect(en).toContain("unprecedented in the history of the Union");
    expect(en).toContain("four essential human freedoms"); // deep in the body: the whole text is there
    expect(en).not.toContain("<pw-like-button");
    expect(en).toContain("<pw-share-bar ");
    const zh = read(page(s));
    expect(zh).toContain("<h1>1941年国情咨文</h1>");
    expect(zh).toContain("富兰克林·D·罗斯福");
    expect(zh).toContain('<div class="story-body" lang="en">');
    expect(zh).toContain("本文为英文原文，暂无中文译本。");
    expect(existsSync(siteFile(dataDir, page(s, { mobile: true })))).toBe(true);
  });

  it("writes the story JSON beside each page with the SPEC §3 fields", () => {
    const s = byTitle("The American West");
    const url = page(s, { en: true });
    const json = JSON.parse(read(url.replace(/\.html$/, ".json")));
    expect(json).toMatchObject({
      pcId: s.pcId,
      title: "The American West",
      type: "image_group",
      author: "Timothy H. O'Sullivan, Dorothea Lange",
      shootDate: "1871-01-01",
      jsonUrl: url.replace(/\.html$/, ".json"),
      htmlUrl: url,
      mHtmlUrl: page(s, { en: true, mobile: true }),
      siteCode: "pw",
      siteId: 1,
      subjectName: "History",
      fullPublishTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(json.description).toContain("seventy years apart");
    expect(json.flagWordStr).toContain("Dust Bowl");
    expect(json.publishResList).toHaveLength(2);
    const r = json.publishResList[1];
    for (const k of [
      "relationId", "mediaType", "width", "height", "size", "photographerStr", "photographer", "description",
      "flagWordStr", "htmlUrl", "mHtmlUrl", "imgUrl", "titleImage", "mediaId", "shootingDate", "free",
    ]) {
      expect(r, k).toHaveProperty(k);
    }
    expect(r.mediaType).toBe(3);
    expect(r.photographerStr).toBe("Dorothea Lange");
    expect(r.photographer).toEqual([{ id: expect.any(Number), name: "Dorothea Lange" }]);
    expect(r.htmlUrl).toBe(`${url}#${r.relationId}`);
    expect(existsSync(siteFile(dataDir, r.imgUrl))).toBe(true);
    expect(existsSync(siteFile(dataDir, r.titleImage))).toBe(true);
    // the public files are the derived sizes; the original stays out of the site (issue 9)
    expect(r.imgUrl).toMatch(/_1200\.jpg$/);
    expect(existsSync(siteFile(dataDir, r.imgUrl.replace(/_1200\.jpg$/, ".jpg")))).toBe(false);
    expect(JSON.stringify(json)).not.toMatch(/originalPath|original_path/);
    const zh = JSON.parse(read(page(s).replace(/\.html$/, ".json")));
    expect(zh.title).toBe("美国西部");
    expect(zh.publishResList[1].photographer[0].name).toBe("多萝西娅·兰格");
    const text = JSON.parse(read(page(byTitle("State of the Union Address, 2016"), { en: true }).replace(/\.html$/, ".json")));
    expect(text.body.length).toBeGreaterThan(10);
    expect(text.publishResList[0].mediaType).toBe(1);
  });

  it("lists the latest stories on both home pages", () => {
    const en = read("/en/index.html");
    expect(en).toMatch(/<html lang="en">/);
    const titles = [...en.matchAll(/<span class="card-title">([^<]*)<\/span>/g)].map((m) => m[1]);
    expect(titles.slice(0, 4)).toEqual([
      "Karl Blossfeldt: Art Forms in Nature",
      "The American West",
      "Nineteenth-Century Landscapes",
      "Boats in River, Nagasaki",
    ]);
    expect(titles).toHaveLength(41);
    expect(en).toContain(`<a href="${page(byTitle("The American West"), { en: true })}">`);
    expect(en).toMatch(/<img src="\/media\/[\d/]+_480\.jpg" width="480" height="\d+" alt=""/);
    expect(en).toContain('<time datetime="2026-11-21T12:00:00.000Z">2026-11-21</time>');
    expect(en).toContain('<script type="module" src="/widgets/esm/pw-login-status.js"></script>');
    expect(en).toContain("<pw-back-to-top></pw-back-to-top>");
    // the customer-service launcher on the home pages (issue 10)
    expect(en).toContain('<script type="module" src="/widgets/esm/pw-chat-panel.js"></script>');
    expect(en.match(/<pw-chat-panel><\/pw-chat-panel>/g)).toHaveLength(1);
    const zh = read("/cn/index.html");
    expect(zh).toMatch(/<html lang="zh-CN">/);
    expect(zh).toContain('<span class="card-title">卡尔·布洛斯菲尔德：自然的艺术形态</span>');
    expect(zh).toContain('href="/en/index.html"');
  });

  it("writes the agents' console page in both editions (issue 10): the element and its script, not indexed, no chat launcher", () => {
    for (const [url, lang, title, other] of [
      ["/cn/service/console.html", "zh-CN", "客服工作台", "/en/service/console.html"],
      ["/en/service/console.html", "en", "Agent console", "/cn/service/console.html"],
    ] as const) {
      const html = read(url);
      expect(html).toMatch(new RegExp(`<html lang="${lang}">`));
      expect(html).toContain(`<title>${title} - `);
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain('<script type="module" src="/widgets/esm/pw-service-console.js"></script>');
      expect(html.match(/<pw-service-console[ >]/g)).toHaveLength(1);
      expect(html).not.toContain("<pw-chat-panel");
      expect(html).toContain(`href="${other}"`);
    }
    // other pages stay indexable
    expect(read("/cn/index.html")).not.toContain('name="robots"');
  });

  it("copies the static pages verbatim and the site stylesheet", () => {
    expect(read("/public_resource/public/html/login2.html")).toBe("<!doctype html><title>login</title>");
    expect(read("/assets/site.css")).toContain("pw-login-status");
  });
});

describe("editions, page chrome and search-engine links (issue 12)", () => {
  it("publishes the alternate edition /ann: home, search and story pages in Chinese, guarded, not indexed, links staying in /ann", () => {
    const s = byTitle("Boats in River, Nagasaki");
    for (const url of ["/ann/index.html", "/ann/search.html", page(s, { ann: true }), page(s, { ann: true, mobile: true })]) {
      const html = read(url);
      expect(html, url).toMatch(/<html lang="zh-CN">/);
      // SPEC §2 edition guard: the element and its script on every /ann page
      expect(html, url).toContain('<script type="module" src="/widgets/esm/pw-edition-guard.js"></script>');
      expect(html, url).toContain("<pw-edition-guard></pw-edition-guard>");
      expect(html, url).toContain('<meta name="robots" content="noindex">');
      // every link to a page of the site stays in /ann, except the header's language link, the JSON and media files
      const hrefs = [...html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((m) => m[1]);
      const langLink = [...html.matchAll(/<a href="([^"]+)" hreflang="en"/g)].map((m) => m[1]);
      expect(langLink).toHaveLength(1);
      for (const h of hrefs.filter((h) => !langLink.includes(h) && !h.endsWith(".json") && !h.startsWith("/public_resource/public/img/") && !h.startsWith("/media/"))) {
        expect(h, `${url} → ${h}`).toMatch(/^\/ann\//);
      }
      // the header's search box searches the /ann search page
      expect(html, url).toContain('<pw-search-box action="/ann/search.html">');
    }
    expect(read("/ann/index.html")).toContain(`<a href="${page(s, { ann: true })}">`);
    // the photographer's portfolio page of /ann exists, is guarded, and its story links stay in /ann
    const portfolio = /href="(\/ann\/photographer\/\d+\.html)"/.exec(read(page(s, { ann: true })))?.[1];
    expect(portfolio).toBeTruthy();
    const pf = read(portfolio!);
    expect(pf).toContain("<pw-edition-guard></pw-edition-guard>");
    const pfStories = [...pf.matchAll(/href="([^"]*\/articles\/[^"]*)"/g)].map((m) => m[1]);
    expect(pfStories.length).toBeGreaterThan(0);
    for (const h of pfStories) expect(h).toMatch(/^\/ann\//);
    // the zh and en pages have no guard
    expect(read(page(s))).not.toContain("pw-edition-guard");
    expect(read("/cn/index.html")).not.toContain("noindex");
  });

  it("portfolios show an approximate shooting date as written, in the page's language (issue 22 item 6)", () => {
    const s = byTitle("Nineteenth-Century Landscapes");
    for (const [opts, text] of [[{ en: true }, "about 1865"], [{}, "约1865年"]] as const) {
      const links = [...read(page(s, opts)).matchAll(/href="(\/(?:en|cn)\/photographer\/\d+\.html)"/g)].map((m) => m[1]);
      const beato = links.map(read).find((html) => html.includes(`<span class="shooting-date">${text}</span>`));
      expect(beato, `${text} on a portfolio linked from ${page(s, opts)}`).toBeTruthy();
      expect(beato).not.toContain(">1865-01-01<");
    }
  });

  it("story pages carry an absolute canonical (the desktop page), hreflang alternates to the zh, en and ann versions, a meta description and an absolute og:image", () => {
    const s = byTitle("The American West");
    for (const [url, self] of [
      [page(s, { en: true }), page(s, { en: true })],
      [page(s, { en: true, mobile: true }), page(s, { en: true })],
      [page(s, { ann: true }), page(s, { ann: true })],
    ]) {
      const html = read(url);
      expect(html, url).toContain(`<link rel="canonical" href="${ORIGIN}${self}">`);
      expect(html, url).toContain(`<link rel="alternate" hreflang="zh-CN" href="${ORIGIN}${page(s)}">`);
      expect(html, url).toContain(`<link rel="alternate" hreflang="en" href="${ORIGIN}${page(s, { en: true })}">`);
      expect(html, url).toContain(`<link rel="alternate" hreflang="zh" href="${ORIGIN}${page(s, { ann: true })}">`);
      const og = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1];
      expect(og, url).toBe(`${ORIGIN}${s.titleImage}`);
      const desc = /<meta name="description" content="([^"]+)">/.exec(html)?.[1]?.replace(/&(#\d+|[a-z]+);/g, "_");
      expect(desc, url).toBeTruthy();
      expect(desc!.length).toBeLessThanOrEqual(160);
    }
    // the desktop page names its phone variant
    expect(read(page(s, { en: true }))).toContain(`<link rel="alternate" media="only screen and (max-width: 1024px)" href="${ORIGIN}${page(s, { en: true, mobile: true })}">`);
    // a story whose description is empty still has a meta description (its title)
    for (const e of ["/cn/index.html", "/en/index.html", "/ann/index.html", "/cn/search.html", "/en/search.html"]) {
      expect(read(e), e).toMatch(/<meta name="description" content="[^"]{20,}">/);
      expect(read(e), e).toMatch(/<link rel="canonical" href="https:\/\/photos\.example\.com\//);
    }
  });

  it("no page links to an empty address: a mobile page names no phone variant, a text story without a photo and the home, search and 404 pages no og:image, a page without JSON no JSON alternate", () => {
    const text = stories.find((s) => s.type === "text" && !s.titleImage)!;
    expect(text).toBeDefined();
    const mobile = read(page(text, { mobile: true }));
    expect(mobile).not.toContain('media="only screen and (max-width: 1024px)"');
    expect(mobile).not.toContain('property="og:image"');
    // its desktop page still names the phone variant and its JSON
    expect(read(page(text))).toContain(`<link rel="alternate" media="only screen and (max-width: 1024px)" href="${ORIGIN}${page(text, { mobile: true })}">`);
    expect(mobile).toMatch(/<link rel="alternate" type="application\/json" href="[^"]+\.json">/);
    const home = read("/cn/index.html");
    expect(home).not.toContain('type="application/json"');
    expect(home).not.toContain('property="og:image"');
    // every page the publisher wrote: no empty href, src or content (an empty href is the page itself: "the JSON of this page is this HTML")
    const pages = siteFiles(dataDir).filter((f) => f.endsWith(".html"));
    expect(pages.length).toBeGreaterThan(41 * 6);
    const empty = pages.filter((f) => / (href|src|content)=""/.test(readFileSync(path.join(dataDir, "site", f), "utf8")));
    expect(empty).toEqual([]);
  });

  it("story, home and search pages load the desktop / m_ switch in the head; the photo detail page carries its marker class", () => {
    const photo = byTitle("The American West");
    const text = stories.find((s) => s.type === "text")!;
    for (const url of [page(photo), page(photo, { mobile: true }), page(text), page(text, { mobile: true, en: true }), "/cn/index.html", "/en/search.html"]) {
      const html = read(url);
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head, url).toContain('<script src="/assets/variant.js"></script>');
    }
    expect(read(page(photo))).toMatch(/<body class="photo-detail variant-desktop">/);
    expect(read(page(photo, { mobile: true }))).toMatch(/<body class="photo-detail variant-mobile">/);
    expect(read(page(text))).not.toContain("photo-detail");
    expect(existsSync(siteFile(dataDir, "/assets/variant.js"))).toBe(true);
  });

  it("writes a 404 page per edition in its language with the way home; every page has a favicon link and one h1", () => {
    const cases = [
      { url: "/cn/404.html", lang: "zh-CN", h1: "页面不存在", home: "/cn/index.html" },
      { url: "/en/404.html", lang: "en", h1: "Page not found", home: "/en/index.html" },
      { url: "/ann/404.html", lang: "zh-CN", h1: "页面不存在", home: "/ann/index.html" },
    ];
    for (const c of cases) {
      const html = read(c.url);
      expect(html).toMatch(new RegExp(`<html lang="${c.lang}">`));
      expect(html).toContain(`<h1>${c.h1}</h1>`);
      expect(html).toContain(`<a href="${c.home}">`);
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
    const s = byTitle("The American West");
    for (const url of ["/cn/index.html", "/en/search.html", page(s), "/public_resource/public/html/register.html", "/ann/public_resource/public/html/bind_account.html"]) {
      const html = read(url);
      expect(html, url).toContain('<link rel="icon" href="/favicon.ico"');
      expect(html.match(/<h1[ >]/g), url).toHaveLength(1);
    }
    for (const p of ["register", "forget_password", "bind_account"]) {
      expect(read(`/public_resource/public/html/${p}.html`)).toMatch(/<h1 class="visually-hidden" data-zh="[^"]+" data-en="[^"]+">/);
    }
  });

  it("publishes the demo stories at distinct times in the order of publication, over several days", () => {
    const photoStories = stories.filter((s) => s.type === "image" || s.type === "image_group");
    const times = photoStories.map((s) => s.publishTime.getTime());
    expect(new Set(times).size).toBe(times.length);
    // pcIds are given in the order of publication: the later the pcId, the earlier it was published (newest first)
    const byId = [...stories].sort((a, b) => a.pcId.localeCompare(b.pcId)).map((s) => s.publishTime.getTime());
    for (let i = 1; i < byId.length; i++) expect(byId[i]).toBeLessThan(byId[i - 1]);
    const days = new Set(stories.map((s) => s.publishTime.toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThan(5);
  });
});

describe("escaping, publishStory and unpublishStory", () => {
  let evil: Story;

  beforeAll(async () => {
    const folder = path.join(dataDir, "evil");
    mkdirSync(folder);
    writeFileSync(path.join(folder, "x.jpg"), await sharp({ create: { width: 200, height: 100, channels: 3, background: "#f00" } }).jpeg().toBuffer());
    writeFileSync(
      path.join(folder, "x.json"),
      JSON.stringify({
        title: '<script>alert("t")</script> & "quotes"',
        caption: "<img src=x onerror=alert(1)>",
        photographer: "<b>Bold</b> O'Brien",
      }),
    );
    const res = await importFolder(handle.db, folder, { dataDir, siteCode: "pw", siteId: 1 });
    [evil] = await handle.db.select().from(story).where(eq(story.pcId, res.pcIds[0]));
  });

  it("publishStory writes the story's pages and puts it on the home pages; all text is escaped", async () => {
    const res = await publishStory(handle.db, evil.pcId, { dataDir, siteCode: "pw" });
    expect(res.pages).toBe(6 + 3);
    const html = read(page(evil, { en: true }));
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<b>Bold</b>");
    expect(html).toContain("<h1>&lt;script&gt;alert(&#34;t&#34;)&lt;/script&gt; &amp; &#34;quotes&#34;</h1>");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("Photo: &lt;b&gt;Bold&lt;/b&gt; O&#39;Brien");
    expect(html).toContain('title="&lt;script&gt;alert(&#34;t&#34;)&lt;/script&gt; &amp; &#34;quotes&#34;"');
    const home = read("/en/index.html");
    expect(home).toContain('<span class="card-title">&lt;script&gt;alert(&#34;t&#34;)&lt;/script&gt; &amp; &#34;quotes&#34;</span>');
    expect(home).not.toContain("<script>alert");
    const json = JSON.parse(read(page(evil, { en: true }).replace(/\.html$/, ".json")));
    expect(json.title).toBe('<script>alert("t")</script> & "quotes"');
  });

  it("unpublishStory takes the story offline, deletes its files and drops it from the home pages", async () => {
    const res = await unpublishStory(handle.db, evil.pcId, { dataDir, siteCode: "pw" });
    expect(res.removed).toBe(12);
    for (const ed of [{}, { en: true }, { ann: true }]) {
      for (const mobile of [false, true]) expect(existsSync(siteFile(dataDir, page(evil, { ...ed, mobile })))).toBe(false);
    }
    expect(read("/en/index.html")).not.toContain("quotes");
    const [row] = await handle.db.select().from(story).where(eq(story.pcId, evil.pcId));
    expect(row.status).toBe("offline");
    // a full publish keeps it unpublished
    const again = await publishSite(handle.db, { dataDir, siteCode: "pw", pagesDir });
    expect(again.stories).toBe(41);
    expect(existsSync(siteFile(dataDir, page(evil)))).toBe(false);
  });

  it("answers api_3 for an unknown story", async () => {
    await expect(publishStory(handle.db, "pw999999", { dataDir, siteCode: "pw" })).rejects.toMatchObject({ code: "api_3" });
    await expect(unpublishStory(handle.db, "pw999999", { dataDir, siteCode: "pw" })).rejects.toMatchObject({ code: "api_3" });
  });
});
