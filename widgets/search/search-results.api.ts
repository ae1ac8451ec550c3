/**
 * The search results' calls and the page address they read (the feature's
 * api layer, docs/developing.md): the paths of an edition, the page query,
 * and the first page asked for early (issue 21 item 7):
 * when the element's chunk runs and the page already holds a
 * `<pw-search-results>`, the first search and its facets (SPEC §7 GET
 * articles/search, articles/facets) are asked for at once, while the
 * widget's lazy chunk and React are still loading, instead of after the
 * widget's first render. The widget's store then takes the answer it would
 * have asked for itself (`takeEarly`: the same path, language and
 * parameters, the cache-buster `_rid` aside), once; any other request goes
 * out as usual. Nothing is asked for when the widget would not search at
 * once: a query the server would refuse (the store says why without a
 * request), a Back snapshot to restore, a `size` that is not a plain 1..100,
 * more than one results element.
 */
import { editionOf, type Edition } from "../../common/edition.js";
import { param } from "../../common/search-words.js";
import { call } from "../core/api.js";
import { langOf } from "../core/element.js";
import type { Lang } from "./locale/index.js";
import { facetParams, filtersFromSearch, PAGE_SIZE, pageQuery, requestParams, snapshotKey, type PageQuery } from "./search-results.rules.js";

/**
 * The search call of an edition: English on /en; the Chinese search for the
 * Chinese edition and for the alternate one, whose pages are in Chinese
 * (langOfEdition), its results' addresses then moved under /ann
 * (storyUrlInEdition).
 */
export const searchPath = (edition: Edition) => (edition === "en" ? "en/articles/search" : "articles/search");
/** The facets call of an edition (issue 21), beside its search call. */
export const facetsPath = (edition: Edition) => (edition === "en" ? "en/articles/facets" : "articles/facets");

/** The edition a results widget of this language searches on this page: English on an English widget of a Chinese page. */
export function editionFor(lang: Lang): Edition {
  const e = editionOf(location.pathname);
  return lang === "en" && e === "zh" ? "en" : e;
}

/** The query of the page address (`text`, `subject`, `subjectCode`, the section's scope); `textOverride` is the element's `text`. */
export function addressQuery(textOverride: string | undefined): PageQuery {
  const s = location.search;
  return pageQuery(textOverride ?? param(s, "text"), param(s, "subject"), param(s, "subjectCode"), {
    subjectParentCode: param(s, "subjectParentCode"),
    excludeSubjectCodes: param(s, "exclude_subjectCodes"),
  });
}

/** A cache-buster for a first request (SPEC §7 `_rid`). */
export const newRid = () => Math.random().toString(36).slice(2, 10);

/** Answers asked for early, by request (path, language, parameters without `_rid`). */
const early = new Map<string, Promise<unknown>>();

const keyOf = (path: string, lang: Lang, params: Record<string, string>) =>
  JSON.stringify([path, lang, Object.entries(params).filter(([k]) => k !== "_rid").sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))]);

/**
 * The answer asked for early to exactly this request, once (then forgotten),
 * else `ask()`.
 */
export function takeEarly<T>(path: string, lang: Lang, params: Record<string, string>, ask: () => Promise<T>): Promise<T> {
  const k = keyOf(path, lang, params);
  const p = early.get(k);
  if (!p) return ask();
  early.delete(k);
  return p as Promise<T>;
}

/**
 * Asks for the first page and the facets of the page's one
 * `<pw-search-results>`, if there is one that will search at once (see the
 * file's comment). Call once, when the element's chunk runs.
 */
export function askEarly(): void {
  if (typeof document === "undefined") return;
  const all = document.querySelectorAll("pw-search-results");
  if (all.length !== 1) return;
  const host = all[0];
  const rawSize = host.getAttribute("size");
  const size = rawSize === null ? PAGE_SIZE : /^\d{1,3}$/.test(rawSize) ? Number(rawSize) : 0;
  if (size < 1 || size > 100) return;
  const query = addressQuery(host.getAttribute("text") ?? undefined);
  if (query.problem) return;
  try {
    if (sessionStorage.getItem(snapshotKey(location.pathname, location.search))) return;
  } catch {
    /* no session storage: no snapshot either */
  }
  const lang = langOf(host);
  const edition = editionFor(lang);
  const filters = filtersFromSearch(location.search);
  const ask = (path: string, params: Record<string, string>) => {
    const p = call(path, { query: params, lang });
    // an early failure is the store's to report, when it takes the answer
    p.catch(() => undefined);
    early.set(keyOf(path, lang, params), p);
  };
  ask(searchPath(edition), requestParams(query, filters, size, newRid()));
  ask(facetsPath(edition), facetParams(query, filters));
}
