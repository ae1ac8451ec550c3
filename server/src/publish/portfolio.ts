/**
 * Portfolio pages of photographers (issue 11 "Photographers"; SPEC §1, §6):
 * templates/portfolio.liquid rendered into DATA_DIR/site at
 * /cn/photographer/<id>.html and /en/photographer/<id>.html
 * (common/photographer.ts portfolioUrl). Every photographer row has one,
 * whatever its status (story pages link every credited photographer to it);
 * the introduction shows once the profile is approved.
 *
 * The page lists the photos (media types 3 and 5) crediting the photographer
 * in online stories of the site, newest story first (PORTFOLIO_MAX at most),
 * each linking to its story page at #relationId.
 *
 * Entry points: `publishPortfolio(handle, config, id)` (after a profile
 * changes, or a story crediting them is published),
 * `republishPortfoliosOfStory(db, opts, pcId)` (publishStory and
 * unpublishStory call it), `publishAllPortfolios(db, opts)` (publishSite).
 */
import { existsSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Liquid, Template } from "liquidjs";
import { asc, eq, gt } from "drizzle-orm";
import { homeUrl, searchPageUrl, langOfEdition, type Edition } from "../../../common/edition.js";
import { PHOTOGRAPHER_STATUS, PORTFOLIO_MAX, portfolioUrl } from "../../../common/photographer.js";
import type { Config, WidgetBuild } from "../config.js";
import type { Db, DbHandle } from "../db/client.js";
import { photographer, type Photographer } from "../db/schema.js";
import { t } from "../locale/index.js";
import { creditedIn, portfolioPhotos } from "../adapters/portfolio.js";
import { siteFile } from "../media/media-paths.js";
import { ROOT } from "../paths.js";
import { engineFor } from "./engine.js";
import { widgetBuildOf } from "./origin.js";
import { writeIfChanged } from "./writer.js";
import { HREFLANG, HTML_LANG, other, PUBLISHED_EDITIONS, STRINGS } from "./page-base.js";

/** The editions with a portfolio page: the publisher's (page-base.ts PUBLISHED_EDITIONS). */
export const PORTFOLIO_EDITIONS: Edition[] = PUBLISHED_EDITIONS;

/** Where and for which site portfolio pages are written (a subset of page-base.ts PublishOptions). */
export interface PortfolioOptions {
  dataDir: string;
  siteCode: string;
  templatesDir?: string;
  /** the widget build the pages load (default the configured one: origin.ts widgetBuildOf) */
  widgetBuild?: WidgetBuild;
}

/** The shared engine of the folder (engine.ts) and its parsed portfolio template. */
function portfolioEngine(dir: string, build: WidgetBuild): { liquid: Liquid; template: Promise<Template[]> } {
  const e = engineFor(dir, build);
  return { liquid: e.liquid, template: e.template("portfolio") };
}

/**
 * Renders and writes the pages of one photographer row in every edition
 * (with onlyChanged, only those whose bytes differ from the file there);
 * returns the pages written.
 */
async function renderPortfolio(db: Db, liquid: Liquid, tpl: Template[], row: Photographer, opts: PortfolioOptions, onlyChanged = false): Promise<number> {
  let pages = 0;
  for (const edition of PORTFOLIO_EDITIONS) {
    const lang = langOfEdition(edition);
    const zh = lang === "zh";
    const name = zh ? row.nameZh || row.name : row.name;
    const { total, photos } = await portfolioPhotos(db, row.id, edition, PORTFOLIO_MAX, opts.siteCode);
    const url = portfolioUrl(edition, row.id);
    const approved = row.status === PHOTOGRAPHER_STATUS.APPROVED;
    const ctx = {
      htmlLang: HTML_LANG[lang],
      lang,
      t: STRINGS[lang],
      ph: {
        id: row.id,
        heading: t(lang, "page_portfolio_title", { name }),
        otherName: zh ? (row.nameZh && row.nameZh !== row.name ? row.name : "") : row.nameZh && row.nameZh !== row.name ? row.nameZh : "",
        bio: approved ? row.bio : "",
        pending: row.status === PHOTOGRAPHER_STATUS.PENDING,
        countLabel: t(lang, "page_portfolio_count", { count: total }),
        photos: photos.map((p) => ({ ...p, date: p.publishTime.slice(0, 10) })),
      },
      page: {
        title: `${t(lang, "page_portfolio_title", { name })} - ${t(lang, "page_site_name")}`,
        description: approved ? row.bio.slice(0, 160) : "",
        url,
        canonical: url,
        alternates: PORTFOLIO_EDITIONS.map((e) => ({ hreflang: HREFLANG[e], href: portfolioUrl(e, row.id) })),
        mobileUrl: "",
        jsonUrl: "",
        image: photos[0]?.imgUrl ?? "",
        ogType: "profile",
        // the alternate edition's pages are for members (SPEC §2 edition guard), not indexed
        scripts: [...(edition === "ann" ? ["edition-guard"] : []), "login-status", "search-box", "back-to-top", "chat-panel"],
        edition,
        noindex: edition === "ann",
        bodyClass: "portfolio-page",
        home: homeUrl(edition),
        searchUrl: searchPageUrl(edition),
        otherEditionUrl: portfolioUrl(other(edition), row.id),
        otherLang: HTML_LANG[langOfEdition(other(edition))],
      },
    };
    const file = siteFile(opts.dataDir, url);
    // synchronous rendering, as story pages (story-pages.ts): the template is parsed, nothing in it waits
    const html = liquid.renderSync(tpl, ctx) as string;
    if (onlyChanged) {
      if (await writeIfChanged(file, html)) pages++;
      continue;
    }
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
    pages++;
  }
  return pages;
}

/**
 * Publishes (or removes, when the photographer no longer exists) the
 * portfolio pages of one photographer in every edition, into
 * `opts.dataDir`/site for the stories of `opts.siteCode`.
 * @returns pages written (2), or 0 when there is no such photographer (its pages are deleted)
 */
export async function publishPortfolioTo(db: Db, opts: PortfolioOptions, photographerId: number): Promise<{ pages: number }> {
  const [row] = await db.select().from(photographer).where(eq(photographer.id, photographerId)).limit(1);
  if (!row) {
    for (const e of PORTFOLIO_EDITIONS) {
      const file = siteFile(opts.dataDir, portfolioUrl(e, photographerId));
      if (existsSync(file)) await rm(file, { force: true });
    }
    return { pages: 0 };
  }
  const { liquid, template } = portfolioEngine(opts.templatesDir ?? path.join(ROOT, "templates"), widgetBuildOf(opts));
  return { pages: await renderPortfolio(db, liquid, await template, row, opts) };
}

/**
 * Publishes the portfolio pages of one photographer for the running site
 * (config.storageDir/site, config.siteCode): call it after a story crediting
 * them is published or taken offline (publishStory and unpublishStory do).
 * @returns pages written (2; 0 when there is no such photographer)
 */
export async function publishPortfolio(
  handle: Pick<DbHandle, "db">,
  config: Pick<Config, "storageDir" | "siteCode">,
  photographerId: number,
): Promise<{ pages: number }> {
  return publishPortfolioTo(handle.db, { dataDir: config.storageDir, siteCode: config.siteCode }, photographerId);
}

/**
 * Republishes the portfolios of every photographer credited in a story.
 * @returns the photographer ids republished
 */
export async function republishPortfoliosOfStory(db: Db, opts: PortfolioOptions, pcId: string): Promise<number[]> {
  const ids = await creditedIn(db, pcId);
  for (const id of ids) await publishPortfolioTo(db, opts, id);
  return ids;
}

/**
 * Publishes the portfolio pages of every photographer (publishSite); with
 * onlyChanged (a republish), writes only the pages whose bytes changed.
 * @returns the pages written
 */
export async function publishAllPortfolios(db: Db, opts: PortfolioOptions, onlyChanged = false): Promise<number> {
  const { liquid, template } = portfolioEngine(opts.templatesDir ?? path.join(ROOT, "templates"), widgetBuildOf(opts));
  const tpl = await template;
  let pages = 0;
  let after = 0;
  for (;;) {
    const batch = await db.select().from(photographer).where(gt(photographer.id, after)).orderBy(asc(photographer.id)).limit(100);
    if (!batch.length) break;
    after = batch[batch.length - 1].id;
    for (const row of batch) pages += await renderPortfolio(db, liquid, tpl, row, opts, onlyChanged);
  }
  return pages;
}
