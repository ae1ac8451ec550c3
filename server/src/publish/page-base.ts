/**
 * What every page of the renderer shares (DESIGN §2 publish/, §3.3; SPEC §2
 * editions): the publisher's options, the editions written, html lang and
 * hreflang codes, the page strings of the templates, absolute addresses on
 * the public origin. Used by the view models, the pages and the portfolio.
 */
import { type Edition } from "../../../common/edition.js";
import type { WidgetBuild } from "../config.js";
import { messages, t, type Lang } from "../locale/index.js";

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
  /** the widget build the pages load (default loadConfig().widgetBuild, WIDGET_BUILD; origin.ts widgetBuildOf) */
  widgetBuild?: WidgetBuild;
}

/**
 * Where a widget build's element modules are served (rollup.config.mjs: dist/esm/, dist/light/esm/ under
 * /widgets/): the templates' `widgets` (`{{ widgets }}/pw-<name>.js`).
 */
export const WIDGETS_BASE: Record<WidgetBuild, string> = { react: "/widgets/esm", light: "/widgets/light/esm" };

/** Editions the publisher writes (SPEC §2): Chinese (no prefix), English (/en) and the alternate edition (/ann). */
export const PUBLISHED_EDITIONS: Edition[] = ["zh", "en", "ann"];

/** The html lang attribute of a language. */
export const HTML_LANG: Record<Lang, string> = { zh: "zh-CN", en: "en" };

/**
 * hreflang of each edition's alternate link: the alternate edition is
 * Chinese too, told apart from the Chinese edition by the region-less code.
 */
export const HREFLANG: Record<Edition, string> = { zh: "zh-CN", en: "en", ann: "zh" };

/** An absolute address on the site origin for a root-relative path; absolute ones and "" unchanged. */
export function absolute(origin: string, url: string): string {
  return url.startsWith("/") && !url.startsWith("//") ? `${origin}${url}` : url;
}

/** The entities of LiquidJS's escape filter, every template output's escape (engine.ts outputEscape). */
const ESCAPED: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&#34;", "'": "&#39;" };

/** A text escaped as the templates escape every output (LiquidJS's escape filter), for HTML the context gives ready-made. */
export const escapeHtml = (s: string): string => (/[&<>"']/.test(s) ? s.replace(/[&<>"']/g, (c) => ESCAPED[c]) : s);

/** The page of the alternate edition is for members only (SPEC §2 edition guard): not indexed. */
export const noindexOf = (edition: Edition) => edition === "ann";

/** Scripts every page of an edition loads first: the alternate edition's guard (SPEC §2). */
export const guardScripts = (edition: Edition) => (edition === "ann" ? ["edition-guard"] : []);

/** All page_* strings (and a few shared ones) of a language, for templates as `t`. */
function pageStrings(lang: Lang): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of Object.keys(messages[lang])) if (k.startsWith("page_") || k === "home") out[k] = t(lang, k);
  return out;
}
/** The templates' `t` of each language. */
export const STRINGS: Record<Lang, Record<string, string>> = { zh: pageStrings("zh"), en: pageStrings("en") };

/** The edition the header's language link leads to: English for the Chinese and alternate editions, Chinese for English. */
export const other = (e: Edition): Edition => (e === "en" ? "zh" : "en");
