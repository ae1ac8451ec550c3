/**
 * The static publisher (DESIGN §2 publish/, §3.3, §6; SPEC §2): renders the
 * LiquidJS templates of templates/ into DATA_DIR/site.
 *
 * For every online story of the site, in each of the Chinese (no prefix),
 * English (/en) and alternate (/ann) editions:
 *   {prefix}/{siteCode}/{subjectCode}/{photo|detail}/articles/{rel}.html
 *   {prefix}/{siteCode}/{subjectCode}/{m_photo|m_detail}/articles/{rel}.html
 * and beside each page its story JSON (same path, .json): the StoryDto of
 * adapters/story.ts (SPEC §3 Story + publishResList of Relations).
 * Home pages /cn/index.html, /en/index.html and /ann/index.html list the latest
 * stories, beside each its search page and its 404 page (/cn/404.html, …); the
 * agents' console is at /cn/service/console.html and /en/service/console.html. The
 * repository's pages/ folder is copied verbatim, templates/assets/ goes to
 * /assets/.
 *
 * Speed (≥ 200 story pages a second): templates are parsed once per process
 * (LiquidJS cache), stories are read in keyset batches and rendered in
 * parallel, folders are created once.
 *
 * A few stories without the whole site: publishStory (one, with the home
 * pages), publishStories (given pcIds, in batches) and publishStoryRows
 * (rows already in memory: the JSONL import), publishFrame (home and search
 * pages, once at the end of a bulk import). A story is written only in the
 * editions where it has a title (adapters/story.ts inEdition).
 *
 * Stays whole (about 640 lines): the page view models and the batched
 * rendering loop that fills them are one pipeline (one template set, one
 * keyset walk); the DTOs come from adapters/story.ts.
 */
import { existsSync, linkSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { cp, link, mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Liquid, type LiquidOptions, type Template } from "liquidjs";
import { and, asc, desc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import { homeUrl, langOfEdition, notFoundPageUrl, searchPageUrl, type Edition } from "../../../common/edition.js";
import { loadConfig } from "../config.js";
import { t, type Lang } from "../locale/index.js";
import { messages } from "../locale/index.js";
import type { Db } from "../db/client.js";
import { story, type Relation, type Story } from "../db/schema.js";
import { ApiError } from "../http/errors.js";
import type { StoryDto } from "../../../common/types.js";
import { inEdition, isVideoType, kindOf, relationsOf, storedPhotographers, storyUrls, toStoryDto } from "../adapters/story.js";
import { reindexStory } from "../services/search.js";
import type { SourcePhoto, StorySource } from "./import.js";
import { LIST_WIDTH, mediaUrls, pictureOf, scaledSize, siteFile, type PictureSource } from "./media.js";
import { photoFacts, photoJsonLd, type JsonLdPhoto, type PhotoFacts } from "./photo-data.js";
import { portfolioUrl } from "../../../common/photographer.js";
import { publishAllPortfolios, republishPortfoliosOfStory } from "./portfolio.js";
import { ROOT } from "../paths.js";

/** Repository root (templates/, pages/). */

/** Options of the publisher. */
export interface PublishOptions {
  /** DATA_DIR: pages go to DATA_DIR/site */
  dataDir: string;
  /** the site whose stories are published */
  siteCode: string;
  /** templates folder (default <repo>/templates) */
  templatesDir?: string;
  /** static pages folder copied verbatim (default <repo>/pages) */
  pagesDir?: string;
  /** stories listed on each home page (default 60) */
  homeLimit?: number;
  /**
   * the public site origin ("https://photos.example.com", config.ts siteOrigin, PUBLIC_URL):
   * canonical, hreflang and og:image addresses are absolute on it (default loadConfig().siteOrigin)
   */
  siteOrigin?: string;
}

/** Editions the publisher writes (SPEC §2): Chinese (no prefix), English (/en) and the alternate edition (/ann). */
export const PUBLISHED_EDITIONS: Edition[] = ["zh", "en", "ann"];

/** Stories read and rendered per batch. */
const BATCH = 64;

const HTML_LANG: Record<Lang, string> = { zh: "zh-CN", en: "en" };

/**
 * hreflang of each edition's alternate link: the alternate edition is
 * Chinese too, told apart from the Chinese edition by the region-less code.
 */
const HREFLANG: Record<Edition, string> = { zh: "zh-CN", en: "en", ann: "zh" };

/** The public site origin of the options, without a trailing slash. */
function originOf(opts: Pick<PublishOptions, "siteOrigin">): string {
  return (opts.siteOrigin ?? loadConfig().siteOrigin).replace(/\/+$/, "");
}

/** An absolute address on the site origin for a root-relative path; absolute ones and "" unchanged. */
function absolute(origin: string, url: string): string {
  return url.startsWith("/") && !url.startsWith("//") ? `${origin}${url}` : url;
}

/** The page of the alternate edition is for members only (SPEC §2 edition guard): not indexed. */
const noindexOf = (edition: Edition) => edition === "ann";

/** Scripts every page of an edition loads first: the alternate edition's guard (SPEC §2). */
const guardScripts = (edition: Edition) => (edition === "ann" ? ["edition-guard"] : []);

// ---------------------------------------------------------------- templates

interface Templates {
  photo: Template[];
  m_photo: Template[];
  detail: Template[];
  m_detail: Template[];
  index: Template[];
  search: Template[];
  accountPage: Template[];
  serviceConsole: Template[];
  notFound: Template[];
}

const engines = new Map<string, { liquid: Liquid; templates: Promise<Templates> }>();

/**
 * LiquidJS's template cache, holding parsed templates only. LiquidJS's own
 * cache stores the Promise of an async parse (render, parseFile) under the
 * file's key and keeps it; a later renderSync of a template that includes or
 * lays out that file then reads the Promise as if it were the templates and
 * fails with "templates is not iterable". So whichever page a process
 * rendered first (a home page, async, or a story page, sync) decided whether
 * every later story publish of that process answered 500 (seen when two
 * contributions were submitted at once, and in the test run whenever an
 * async render came first). Here a Promise is stored once it has resolved;
 * until then a sync render parses the file itself.
 */
export class ParsedTemplateCache implements Extract<LiquidOptions["cache"], object> {
  private readonly parsed = new Map<string, Template[]>();
  read(key: string): Template[] | undefined {
    return this.parsed.get(key);
  }
  write(key: string, value: Template[] | Promise<Template[]>): void {
    if (Array.isArray(value)) this.parsed.set(key, value);
    else value.then((t) => this.parsed.set(key, t), () => undefined);
  }
  remove(key: string): void {
    this.parsed.delete(key);
  }
}

/** The Liquid engine and parsed templates of a folder, created once per process. */
function engineFor(dir: string) {
  let e = engines.get(dir);
  if (!e) {
    const liquid = new Liquid({
      root: [dir],
      extname: ".liquid",
      cache: new ParsedTemplateCache(),
      outputEscape: "escape",
      strictFilters: true,
      // "{% %}" tags, "{{ }}" output (SPEC §9 template delimiters)
      tagDelimiterLeft: "{%",
      tagDelimiterRight: "%}",
    });
    const parse = (name: string) => liquid.parseFile(name);
    const templates = (async () => ({
      photo: await parse("photo"),
      m_photo: await parse("m_photo"),
      detail: await parse("detail"),
      m_detail: await parse("m_detail"),
      index: await parse("index"),
      search: await parse("search"),
      accountPage: await parse("account-page"),
      serviceConsole: await parse("service-console"),
      notFound: await parse("404"),
    }))();
    e = { liquid, templates };
    engines.set(dir, e);
    templates.catch(() => engines.delete(dir));
  }
  return e;
}

// ---------------------------------------------------------------- view models

/** All page_* strings (and a few shared ones) of a language, for templates as `t`. */
function pageStrings(lang: Lang): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of Object.keys(messages[lang])) if (k.startsWith("page_") || k === "home") out[k] = t(lang, k);
  return out;
}
const STRINGS: Record<Lang, Record<string, string>> = { zh: pageStrings("zh"), en: pageStrings("en") };

const typeLabel = (lang: Lang, type: string) => t(lang, `page_type_${type}`);
const ymd = (iso: string) => iso.slice(0, 10);
/** The edition the header's language link leads to: English for the Chinese and alternate editions, Chinese for English. */
const other = (e: Edition): Edition => (e === "en" ? "zh" : "en");

/** The four pages (and JSON files) of a story in one edition. */
function pagePaths(s: Story, edition: Edition) {
  const u = storyUrls(s, edition);
  return [
    { mobile: false, html: u.htmlUrl, json: u.jsonUrl },
    { mobile: true, html: u.mHtmlUrl, json: u.mJsonUrl },
  ];
}

interface PhotoView {
  relationId: string;
  /** `<picture>` (publish/media.ts pictureOf): AVIF and WebP sources, the JPEG img; never wider than the largest file */
  sources: PictureSource[];
  src: string;
  srcset: string;
  sizes: string;
  width: number;
  height: number;
  /** width / height, 4 decimals (CSS: the photo fits the window's height) */
  ratio: number;
  /** the largest file, for the link around the photo (the viewer, or the file itself without script) */
  fullUrl: string;
  /** label of that link */
  viewLabel: string;
  /** pixel dimensions, file size, photographer, credit line and date of the original */
  meta: PhotoFacts;
  /** for the page's JSON-LD */
  ld: JsonLdPhoto;
  alt: string;
  caption: string;
  credit: string;
  /** the credited photographer's portfolio page (publish/portfolio.ts), "" when uncredited */
  creditUrl: string;
  photographerAbout: string;
  facts: string[];
  /** facts beyond `meta` (the medium), for photo pages */
  moreFacts: string[];
  sourceLine: string;
  recordUrl: string;
  recordLabel: string;
  licenceUrl: string;
  licenceLabel: string;
  free: boolean;
  actionsLabel: string;
}

/** View of one photo relation for photo / m_photo pages. */
function photoView(r: Relation, dto: StoryDto, i: number, src: StorySource | null, edition: Edition, mobile: boolean): PhotoView {
  const lang = langOfEdition(edition);
  const zh = lang === "zh";
  const rel = dto.publishResList[i];
  const sp: SourcePhoto | undefined = src?.photos?.find((p) => p.mediaId === r.mediaId) ?? src?.photos?.[i];
  const urls = r.mediaId && /^\d+$/.test(r.mediaId) ? mediaUrls(r.mediaId) : null;
  const pic = urls ? pictureOf(r.mediaId!, r.width, r.height, mobile) : null;
  const title = (zh ? sp?.titleZh : sp?.title) || dto.title;
  const credit = rel.photographerStr ? t(lang, "page_photo_credit", { name: rel.photographerStr }) : "";
  const facts = [zh ? sp?.dateTextZh : sp?.dateText, zh ? sp?.mediumZh : sp?.medium].filter((x): x is string => !!x);
  if (!facts.length && r.shootingDate) facts.push(r.shootingDate);
  const credited = src?.credit;
  const ph = storedPhotographers(r).find((p) => typeof p.id === "number");
  const about = zh ? sp?.photographerAboutZh : sp?.photographerAbout;
  const factsIn = {
    lang,
    width: r.width,
    height: r.height,
    size: r.size ?? 0,
    photographerStr: rel.photographerStr ?? "",
    dateText: (zh ? sp?.dateTextZh : sp?.dateText) ?? "",
    shootingDate: r.shootingDate ?? "",
    credit: credited ?? null,
  };
  const src_ = pic ? pic.src : (r.imgUrl ?? "");
  return {
    relationId: r.relationId,
    sources: pic?.sources ?? [],
    src: src_,
    srcset: pic?.srcset ?? "",
    sizes: pic?.sizes ?? "",
    // never enlarged: the largest file's px, or the original's when no file was derived
    width: pic?.width ?? r.width,
    height: pic?.height ?? r.height,
    ratio: r.width > 0 && r.height > 0 ? Math.round((r.width / r.height) * 1e4) / 1e4 : 1,
    fullUrl: urls ? urls.large : src_,
    viewLabel: t(lang, "page_view_photo", { title }),
    meta: photoFacts(factsIn),
    ld: { ...factsIn, contentUrl: urls ? urls.large : src_, thumbnailUrl: urls ? urls.list : src_, name: title, caption: rel.description ?? "" },
    alt: title,
    caption: rel.description,
    credit,
    creditUrl: credit && ph ? portfolioUrl(edition, ph.id) : "",
    photographerAbout: about ? (zh ? `（${about}）` : `(${about})`) : "",
    facts,
    moreFacts: [zh ? sp?.mediumZh : sp?.medium].filter((x): x is string => !!x),
    sourceLine: credited ? (zh ? `${t(lang, "page_getty_credit")}。` : `${t(lang, "page_getty_credit")}.`) : "",
    recordUrl: sp?.gettyUrl ?? "",
    recordLabel: sp?.gettyUrl ? t(lang, "page_getty_record", { accession: sp.accession ?? "" }).trim() : "",
    licenceUrl: credited?.licenceUrl ?? "",
    licenceLabel: credited ? t(lang, "page_licence", { licence: credited.licence }) : "",
    free: r.free,
    actionsLabel: t(lang, "page_photo_actions", { title }),
  };
}

interface VideoView extends PhotoView {
  videoUrl: string;
  /** MIME type of the file ("video/mp4", "video/webm") */
  mime: string;
  poster: string;
  /** "m:ss", or "" while unknown */
  durationText: string;
  /** aria-label of the player */
  label: string;
  captionId: string;
}

/** "m:ss" of a duration in seconds. */
function clock(seconds: number): string {
  const s = Math.max(1, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** View of one video relation (mediaType 5) for detail / m_detail pages of a video story (issue 11). */
function videoView(r: Relation, dto: StoryDto, i: number, src: StorySource | null, edition: Edition, mobile: boolean): VideoView {
  const lang = langOfEdition(edition);
  const base = photoView(r, dto, i, src, edition, mobile);
  const url = r.videoUrl ?? "";
  const durationText = r.duration ? clock(r.duration) : "";
  if (durationText) base.facts.push(t(lang, "page_video_duration", { time: durationText }));
  return {
    ...base,
    // the player shows the video at its own px (never enlarged past the column); width/height reserve the box
    width: r.width,
    height: r.height,
    videoUrl: url,
    mime: url.endsWith(".webm") ? "video/webm" : "video/mp4",
    poster: r.poster ?? "",
    durationText,
    label: t(lang, "page_video_label", { title: base.alt }),
    captionId: `cap-${r.relationId}`,
    actionsLabel: t(lang, "page_video_actions", { title: base.alt }),
  };
}

/** Template context of one story page. */
function storyContext(s: Story, rels: Relation[], dto: StoryDto, edition: Edition, mobile: boolean, origin: string) {
  const lang = langOfEdition(edition);
  const zh = lang === "zh";
  const kind = kindOf(s.type);
  const urls = storyUrls(s, edition);
  const otherUrls = storyUrls(s, other(edition));
  const self = mobile ? urls.mHtmlUrl : urls.htmlUrl;
  const src = (s.source ?? null) as StorySource | null;
  const photos = kind === "photo" ? rels.map((r, i) => photoView(r, dto, i, src, edition, mobile)) : [];
  const videos = isVideoType(s.type) ? rels.flatMap((r, i) => (r.mediaType === 5 && r.videoUrl ? [videoView(r, dto, i, src, edition, mobile)] : [])) : [];
  const keywords = dto.flagWordStr.split(/[,，]/).map((k) => k.trim()).filter(Boolean);
  const dateText = kind === "photo" || videos.length ? "" : ((zh ? src?.dateTextZh : src?.dateText) ?? dto.shootDate);
  const view = {
    typeLabel: typeLabel(lang, s.type),
    authorLabel: kind === "photo" || videos.length ? t(lang, "page_photographer") : t(lang, "page_author"),
    dateText,
    publishDate: ymd(dto.fullPublishTime),
    photoCount: photos.length,
    photoCountLabel: t(lang, "page_photos", { count: photos.length }),
    /** every photo of a group, for its group download button (issue 9) */
    relationIds: photos.map((p) => p.relationId).join(","),
    keywords,
    photos,
    // schema.org NewsArticle + ImageObject per photo (publish/photo-data.ts); URLs absolute on the public site origin (PUBLIC_URL)
    jsonLd: photos.length
      ? photoJsonLd(
          photos.map((p) => p.ld),
          {
            pageUrl: urls.htmlUrl,
            headline: dto.title,
            description: dto.description,
            datePublished: dto.fullPublishTime,
            inLanguage: HTML_LANG[lang],
            base: origin,
            // no source licence: the terms are those of the story page, where the photo is downloaded or bought
            defaultLicenceUrl: urls.htmlUrl,
          },
        )
      : "",
    videos,
    // a single photo's story text is its caption, shown under the photo: no need to repeat it above
    showDek: !!dto.description && !(photos.length === 1 && photos[0].caption === dto.description) && !(videos.length === 1 && videos[0].caption === dto.description),
    body: dto.body ?? [],
    bodyLang: dto.bodyLang ?? lang,
    bodyNote: dto.body && dto.bodyLang && dto.bodyLang !== lang ? t(lang, "page_original_english") : "",
    sourceLine: kind !== "photo" && src?.credit ? t(lang, "page_text_source", { source: zh ? src.credit.nameZh : src.credit.name }) : "",
    licenceUrl: kind !== "photo" ? (src?.credit?.licenceUrl ?? "") : "",
    licenceLabel: kind !== "photo" && src?.credit ? t(lang, "page_licence", { licence: src.credit.licence }) : "",
  };
  // the header's <pw-search-box> stays its plain form on story pages (no script: the story-page JS budget, DESIGN §6)
  // video pages (issue 11): like and collect per video, and the members' comments under it
  const scripts = [
    ...guardScripts(edition),
    "login-status",
    // the photo viewer (issue 12): a click listener; the viewer itself is a lazy chunk
    ...(kind === "photo" ? ["like-button", "collect-button", "download-button", "photo-viewer"] : []),
    ...(videos.length ? ["like-button", "collect-button", "video-comments"] : []),
    "share-bar",
    "back-to-top",
    // the customer-service launcher (issue 10): 1.2 KB; its panel is a lazy chunk
    "chat-panel",
    // visit statistics (SPEC §9, issue 12): a tiny element; the icu call and localforage are a lazy chunk
    "visit-stats",
  ];
  return {
    htmlLang: HTML_LANG[lang],
    lang,
    t: STRINGS[lang],
    story: dto,
    view,
    page: {
      title: `${dto.title} - ${t(lang, "page_site_name")}`,
      description: metaDescription(dto.description || dto.title),
      url: self,
      // the desktop page is canonical for both variants; hreflang links every edition the story is in (zh, en, ann)
      canonical: absolute(origin, urls.htmlUrl),
      alternates: PUBLISHED_EDITIONS.filter((e) => inEdition(s, e)).map((e) => ({ hreflang: HREFLANG[e], href: absolute(origin, storyUrls(s, e).htmlUrl) })),
      mobileUrl: mobile ? "" : absolute(origin, urls.mHtmlUrl),
      jsonUrl: mobile ? urls.mJsonUrl : urls.jsonUrl,
      image: absolute(origin, dto.titleImage ?? ""),
      noindex: noindexOf(edition),
      edition,
      variantSwitch: true,
      ogType: "article",
      scripts,
      bodyClass: `${kind === "photo" ? "photo-detail" : videos.length ? "video-detail" : "text-detail"} ${mobile ? "variant-mobile" : "variant-desktop"}`,
      home: homeUrl(edition),
      searchUrl: searchPageUrl(edition),
      otherEditionUrl: inEdition(s, other(edition)) ? (mobile ? otherUrls.mHtmlUrl : otherUrls.htmlUrl) : homeUrl(other(edition)),
      otherLang: HTML_LANG[langOfEdition(other(edition))],
      variantUrl: mobile ? urls.htmlUrl : urls.mHtmlUrl,
      variantLabel: t(lang, mobile ? "page_desktop_version" : "page_mobile_version"),
    },
  };
}

/** A meta description (Lighthouse SEO): whitespace collapsed, at most 160 characters, cut at a word when it can be. */
export function metaDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}

/** Template context of a home page. */
function homeContext(stories: StoryDto[], edition: Edition, origin: string) {
  const lang = langOfEdition(edition);
  const cards = stories.map((s) => {
    const first = s.publishResList[0];
    const img =
      s.listImage && first && first.width > 0
        ? { src: s.listImage, ...scaledSize(first.width, first.height, LIST_WIDTH) }
        : null;
    return {
      htmlUrl: s.htmlUrl,
      title: s.title,
      description: s.description,
      subjectName: s.subjectName,
      typeLabel:
        s.type === "image_group" ? t(lang, "page_photos", { count: s.publishResList.length }) : typeLabel(lang, s.type),
      publishTime: s.publishTime,
      date: ymd(s.fullPublishTime),
      img,
    };
  });
  return {
    htmlLang: HTML_LANG[lang],
    lang,
    t: STRINGS[lang],
    cards,
    page: {
      title: `${t(lang, "page_latest")} - ${t(lang, "page_site_name")}`,
      description: t(lang, "page_home_description"),
      url: homeUrl(edition),
      canonical: absolute(origin, homeUrl(edition)),
      alternates: PUBLISHED_EDITIONS.map((e) => ({ hreflang: HREFLANG[e], href: absolute(origin, homeUrl(e)) })),
      mobileUrl: "",
      jsonUrl: "",
      image: "",
      ogType: "website",
      noindex: noindexOf(edition),
      edition,
      // story links of the home page (and of search results) lead phones to the m_ pages (SPEC §2)
      variantSwitch: true,
      scripts: [...guardScripts(edition), "login-status", "search-box", "back-to-top", "chat-panel"],
      bodyClass: "home",
      home: homeUrl(edition),
      searchUrl: searchPageUrl(edition),
      otherEditionUrl: homeUrl(other(edition)),
      otherLang: HTML_LANG[langOfEdition(other(edition))],
    },
  };
}

// ---------------------------------------------------------------- writing

class Writer {
  private readonly dirs = new Set<string>();
  files = 0;
  /**
   * @param dataDir pages go to dataDir/site
   * @param origin the public site origin (absolute canonical, hreflang and og:image addresses)
   * @param sync write with blocking calls (a render worker thread, which has nothing else to do: less CPU than the thread pool)
   */
  constructor(
    readonly dataDir: string,
    readonly origin: string,
    private readonly sync = false,
  ) {}

  async write(url: string, content: string): Promise<void> {
    const file = siteFile(this.dataDir, url);
    const dir = path.dirname(file);
    if (!this.dirs.has(dir)) {
      if (this.sync) mkdirSync(dir, { recursive: true });
      else await mkdir(dir, { recursive: true });
      this.dirs.add(dir);
    }
    if (this.sync) writeFileSync(file, content);
    else await writeFile(file, content);
    this.files++;
  }

  /** Makes `url` a hard link to the written file `from` (replacing what is there); writes `content` when links fail (another file system). */
  async link(from: string, url: string, content: string): Promise<void> {
    const file = siteFile(this.dataDir, url);
    const dir = path.dirname(file);
    if (!this.dirs.has(dir)) {
      await mkdir(dir, { recursive: true });
      this.dirs.add(dir);
    }
    try {
      if (this.sync) {
        rmSync(file, { force: true });
        linkSync(siteFile(this.dataDir, from), file);
      } else {
        await rm(file, { force: true });
        await link(siteFile(this.dataDir, from), file);
      }
      this.files++;
    } catch {
      await this.write(url, content);
    }
  }
}

/**
 * Renders and writes the pages and JSON of one story in every edition where
 * it has a title (inEdition), and deletes its files in an edition where it
 * has none (a re-import that dropped a title); returns the number of HTML pages.
 */
async function renderStory(w: Writer, tpl: Templates, liquid: Liquid, s: Story, rels: Relation[]): Promise<number> {
  const kind = kindOf(s.type);
  let pages = 0;
  await Promise.all(
    PUBLISHED_EDITIONS.map(async (edition) => {
      if (!inEdition(s, edition)) {
        await removeStoryFiles(w.dataDir, s, [edition]);
        return;
      }
      const dto = toStoryDto(s, rels, edition, { withBody: true });
      const json = JSON.stringify(dto);
      const [desktop, mobile] = pagePaths(s, edition);
      for (const p of [desktop, mobile]) {
        const template = p.mobile ? (kind === "photo" ? tpl.m_photo : tpl.m_detail) : kind === "photo" ? tpl.photo : tpl.detail;
        // synchronous rendering: the templates are parsed and their partials cached, nothing in them waits (about twice as fast)
        const html = liquid.renderSync(template, storyContext(s, rels, dto, edition, p.mobile, w.origin)) as string;
        await w.write(p.html, html);
        pages++;
      }
      // the mobile page's JSON is the same bytes as the desktop one's: one file, hard-linked (a new file's blocks cost far more than a link)
      await w.write(desktop.json, json);
      await w.link(desktop.json, mobile.json, json);
    }),
  );
  return pages;
}

/** Writes the home page of every edition (latest `limit` online stories of the site). */
async function renderHomes(db: Db, w: Writer, tpl: Templates, liquid: Liquid, siteCode: string, limit: number): Promise<number> {
  for (const edition of PUBLISHED_EDITIONS) {
    const titled = langOfEdition(edition) === "zh" ? ne(story.titleZh, "") : ne(story.titleEn, "");
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
async function renderSearchPages(db: Db, w: Writer, tpl: Templates, liquid: Liquid, siteCode: string): Promise<number> {
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
async function renderServiceConsolePages(w: Writer, tpl: Templates, liquid: Liquid): Promise<number> {
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

/**
 * Writes the 404 page of every edition (notFoundPageUrl: /cn/404.html,
 * /en/404.html, /ann/404.html) in its language, with links to its home and
 * search pages; the server answers unknown addresses of an edition with it.
 */
async function renderNotFoundPages(w: Writer, tpl: Templates, liquid: Liquid): Promise<number> {
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

/** Deletes the pages and JSON files of a story in every edition; returns how many files were there. */
async function removeStoryFiles(dataDir: string, s: Story, editions: Edition[] = PUBLISHED_EDITIONS): Promise<number> {
  let n = 0;
  for (const edition of editions) {
    for (const p of pagePaths(s, edition)) {
      for (const url of [p.html, p.json]) {
        const file = siteFile(dataDir, url);
        if (existsSync(file)) n++;
        await rm(file, { force: true });
      }
    }
  }
  return n;
}

/** Copies pages/ verbatim and templates/assets/ to /assets/. */
async function copyStatic(dataDir: string, pagesDir: string, templatesDir: string): Promise<void> {
  const site = path.join(dataDir, "site");
  await mkdir(site, { recursive: true });
  if (existsSync(pagesDir)) await cp(pagesDir, site, { recursive: true, force: true });
  const assets = path.join(templatesDir, "assets");
  if (existsSync(assets)) await cp(assets, path.join(site, "assets"), { recursive: true, force: true });
}

/** The site root /index.html, when missing: leads to the Chinese home page (no script needed). */
async function writeRootIndex(w: Writer): Promise<void> {
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

/**
 * Writes every account page from templates/account-page.liquid: at
 * /public_resource/public/html/{page}.html (Chinese and English: the page
 * reads ?lang=en) and /ann/public_resource/public/html/{page}.html (the
 * alternate edition, with its login guard).
 */
async function publishAccountPages(w: Writer, tpl: Templates, liquid: Liquid): Promise<void> {
  await Promise.all(
    ACCOUNT_PAGES.flatMap((p) =>
      (["zh", "ann"] as const).map(async (edition) => {
        const html = await liquid.render(tpl.accountPage, { ...p, edition, homeUrl: homeUrl(edition) });
        await w.write(`${edition === "ann" ? "/ann" : ""}/public_resource/public/html/${p.page}.html`, html);
      }),
    ),
  );
}

// ---------------------------------------------------------------- public API

/**
 * Publishes the whole site into DATA_DIR/site: the static pages, the
 * stylesheet, every online story of `siteCode` (photo/m_photo or
 * detail/m_detail pages and their JSON, in zh and en), the home pages; and
 * removes the pages of stories that are offline.
 * @returns pages: HTML pages rendered (6 a story: desktop and mobile in zh, en and ann, + 3 home pages; the search, 404 and agent console pages and copied static pages not counted),
 *          stories: stories published, ms: wall time
 */
export async function publishSite(db: Db, opts: PublishOptions): Promise<{ pages: number; stories: number; ms: number }> {
  const started = performance.now();
  const templatesDir = opts.templatesDir ?? path.join(ROOT, "templates");
  const { liquid, templates } = engineFor(templatesDir);
  const tpl = await templates;
  const w = new Writer(opts.dataDir, originOf(opts));
  await copyStatic(opts.dataDir, opts.pagesDir ?? path.join(ROOT, "pages"), templatesDir);
  await publishAccountPages(w, tpl, liquid);

  let pages = 0;
  let stories = 0;
  let after = "";
  for (;;) {
    const batch = await db
      .select()
      .from(story)
      .where(and(eq(story.status, "online"), eq(story.siteCode, opts.siteCode), gt(story.pcId, after)))
      .orderBy(asc(story.pcId))
      .limit(BATCH);
    if (batch.length === 0) break;
    after = batch[batch.length - 1].pcId;
    const rels = await relationsOf(db, batch.map((s) => s.pcId));
    const counts = await Promise.all(batch.map((s) => renderStory(w, tpl, liquid, s, rels.get(s.pcId) ?? [])));
    pages += counts.reduce((a, b) => a + b, 0);
    stories += batch.length;
  }
  const offline = await db
    .select()
    .from(story)
    .where(and(ne(story.status, "online"), eq(story.siteCode, opts.siteCode)));
  for (const s of offline) await removeStoryFiles(opts.dataDir, s);

  pages += await renderHomes(db, w, tpl, liquid, opts.siteCode, opts.homeLimit ?? 60);
  await renderSearchPages(db, w, tpl, liquid, opts.siteCode);
  await publishAllPortfolios(db, { dataDir: opts.dataDir, siteCode: opts.siteCode, templatesDir: opts.templatesDir });
  await renderServiceConsolePages(w, tpl, liquid);
  await renderNotFoundPages(w, tpl, liquid);
  await writeRootIndex(w);
  return { pages, stories, ms: Math.round(performance.now() - started) };
}

/**
 * Publishes one story (sets it online, writes its pages and JSON in every
 * edition) and refreshes the home pages.
 * @returns pages: HTML pages written (story pages + home pages)
 * @throws ApiError api_3 when there is no story with this pcId
 */
export async function publishStory(db: Db, pcId: string, opts: PublishOptions): Promise<{ pages: number }> {
  const [s] = await db.update(story).set({ status: "online" }).where(eq(story.pcId, pcId)).returning();
  if (!s) throw new ApiError("api_3");
  await reindexStory(db, pcId); // searchable from now on, however the story was written (services/search.ts)
  const templatesDir = opts.templatesDir ?? path.join(ROOT, "templates");
  const { liquid, templates } = engineFor(templatesDir);
  const tpl = await templates;
  const w = new Writer(opts.dataDir, originOf(opts));
  const rels = (await relationsOf(db, [pcId])).get(pcId) ?? [];
  let pages = await renderStory(w, tpl, liquid, s, rels);
  pages += await renderHomes(db, w, tpl, liquid, s.siteCode, opts.homeLimit ?? 60);
  await republishPortfoliosOfStory(db, { ...opts, siteCode: s.siteCode }, pcId); // the credited photographers' portfolio pages
  return { pages };
}

/**
 * Takes a story offline: status offline (SPEC §8: it then answers code
 * offline), its pages and JSON deleted, the home pages refreshed.
 * @returns removed: files deleted
 * @throws ApiError api_3 when there is no story with this pcId
 */
export async function unpublishStory(db: Db, pcId: string, opts: PublishOptions): Promise<{ removed: number }> {
  const [s] = await db.update(story).set({ status: "offline" }).where(eq(story.pcId, pcId)).returning();
  if (!s) throw new ApiError("api_3");
  const removed = await removeStoryFiles(opts.dataDir, s);
  const templatesDir = opts.templatesDir ?? path.join(ROOT, "templates");
  const { liquid, templates } = engineFor(templatesDir);
  await renderHomes(db, new Writer(opts.dataDir, originOf(opts)), await templates, liquid, s.siteCode, opts.homeLimit ?? 60);
  await republishPortfoliosOfStory(db, { ...opts, siteCode: s.siteCode }, pcId);
  return { removed };
}

/** Options of publishStories / publishStoryRows. */
export interface PublishStoriesOptions extends PublishOptions {
  /** refresh the home pages afterwards (default true; a bulk import does it once at the end with publishFrame) */
  homes?: boolean;
}

/**
 * Renders already-loaded story rows (and their relations, seq order) into
 * their pages and JSON, BATCH stories at a time, without touching the
 * database: the JSONL import renders the rows its upsert returned. Only
 * online stories are written; each in the editions where it has a title.
 * opts.syncWrites: blocking file writes (the import's render worker threads).
 * @returns pages: HTML pages written
 */
export async function publishStoryRows(
  rows: Story[],
  rels: Map<string, Relation[]>,
  opts: PublishOptions & { syncWrites?: boolean },
): Promise<{ pages: number }> {
  const templatesDir = opts.templatesDir ?? path.join(ROOT, "templates");
  const { liquid, templates } = engineFor(templatesDir);
  const tpl = await templates;
  const w = new Writer(opts.dataDir, originOf(opts), opts.syncWrites);
  let pages = 0;
  const online = rows.filter((s) => s.status === "online");
  for (let i = 0; i < online.length; i += BATCH) {
    const counts = await Promise.all(online.slice(i, i + BATCH).map((s) => renderStory(w, tpl, liquid, s, rels.get(s.pcId) ?? [])));
    pages += counts.reduce((a, b) => a + b, 0);
  }
  return { pages };
}

/**
 * Publishes several stories (SPEC §2 content URL scheme; issue 11: nothing
 * rebuilds the whole site for a few stories): renders the pages and JSON of
 * each online story among `pcIds` in every edition where it has a title,
 * reading them in batches, then (unless opts.homes is false) the home pages.
 * Unknown or offline pcIds are left out. Does not change the search index
 * (the writers of a story reindex it: reindexStory / reindexStories).
 * @returns pages: HTML pages written (story pages + home pages), stories: stories rendered
 */
export async function publishStories(db: Db, pcIds: string[], opts: PublishStoriesOptions): Promise<{ pages: number; stories: number }> {
  let pages = 0;
  let stories = 0;
  const ids = [...new Set(pcIds)];
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const rows = await db.select().from(story).where(and(inArray(story.pcId, chunk), eq(story.status, "online")));
    const rels = await relationsOf(db, rows.map((r) => r.pcId));
    pages += (await publishStoryRows(rows, rels, opts)).pages;
    stories += rows.length;
  }
  if (opts.homes !== false) pages += (await publishFrame(db, opts)).pages;
  return { pages, stories };
}

/**
 * Everything of the site that is not a story page: the static pages and
 * stylesheet and the account pages (only when the site has not been
 * published yet), the home pages, the search pages (their subject lists) and
 * the site root. What a bulk import calls once at its end.
 * @returns pages: home pages written
 */
export async function publishFrame(db: Db, opts: PublishOptions): Promise<{ pages: number }> {
  const templatesDir = opts.templatesDir ?? path.join(ROOT, "templates");
  const { liquid, templates } = engineFor(templatesDir);
  const tpl = await templates;
  const w = new Writer(opts.dataDir, originOf(opts));
  const site = path.join(opts.dataDir, "site");
  if (!existsSync(path.join(site, "assets"))) {
    await copyStatic(opts.dataDir, opts.pagesDir ?? path.join(ROOT, "pages"), templatesDir);
    await publishAccountPages(w, tpl, liquid);
  }
  const pages = await renderHomes(db, w, tpl, liquid, opts.siteCode, opts.homeLimit ?? 60);
  await renderSearchPages(db, w, tpl, liquid, opts.siteCode);
  await renderNotFoundPages(w, tpl, liquid);
  await writeRootIndex(w);
  return { pages };
}
