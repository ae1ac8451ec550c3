/**
 * Search words (SPEC §5): the one normalisation used by <pw-search-box>, the
 * search page and the server (services/search.ts re-exports it). Pure: no
 * React, no DOM.
 */

/** Longest search text kept, in characters (the server refuses longer `text`). */
export const MAX_SEARCH_LENGTH = 200;

/**
 * SPEC §5 search words: full-width quotes, brackets and spaces normalised,
 * then only letters, digits, Chinese, parentheses, quotes and spaces kept
 * (anything else becomes a space; runs of spaces collapse; trimmed). The
 * string "undefined" (a page that put an unset variable in its address) is
 * ignored.
 * @returns the normalised words, "" when nothing searchable is left
 * @example normaliseQuery("“长崎”　（Ｎａｇａｓａｋｉ）!!") === '"长崎" (Nagasaki)'
 */
export function normaliseQuery(raw: string | undefined | null): string {
  if (raw == null) return "";
  let s = String(raw);
  if (s.trim() === "undefined") return "";
  // full-width and CJK forms first (NFKC would turn ［ into [, which is not kept)
  s = s
    .replace(/[“”„‟«»「」『』〝〞＂]/g, '"')
    .replace(/[‘’‚‛＇]/g, "'")
    .replace(/[（【〔［〖〘｛《〈]/g, "(")
    .replace(/[）】〕］〗〙｝》〉]/g, ")")
    .replace(/[\s\u3000]+/g, " ")
    .normalize("NFKC");
  return s
    .replace(/[^\p{L}\p{N}\p{M}()"' ]/gu, " ")
    .replace(/ +/g, " ")
    .trim()
    .slice(0, MAX_SEARCH_LENGTH)
    .trim();
}

/**
 * Search text from the page address (SPEC §5): the raw query-string value is
 * URI-decoded, falling back to the raw value when it is not valid
 * percent-encoding; "+" is a space; "undefined" or absent gives "".
 * @param search location.search ("?text=…")
 * @param name parameter name (default "text")
 */
export function queryTextFromSearch(search: string, name = "text"): string {
  const raw = rawParam(search, name);
  if (raw === null) return "";
  const plus = raw.replace(/\+/g, " ");
  let decoded: string;
  try {
    decoded = decodeURIComponent(plus);
  } catch {
    decoded = plus;
  }
  return decoded.trim() === "undefined" ? "" : decoded;
}

/**
 * The raw (still percent-encoded) value of the first `name` parameter of a
 * query string, or null when absent (SPEC §5: a query-string helper returns
 * "" when a parameter is absent — callers map null to "").
 */
export function rawParam(search: string, name: string): string | null {
  const qs = search.startsWith("?") ? search.slice(1) : search;
  for (const part of qs.split("&")) {
    if (!part) continue;
    const eq = part.indexOf("=");
    const key = eq < 0 ? part : part.slice(0, eq);
    let k = key;
    try {
      k = decodeURIComponent(key);
    } catch {
      /* keep raw */
    }
    if (k === name) return eq < 0 ? "" : part.slice(eq + 1);
  }
  return null;
}

/** A parameter of the page address, URI-decoded with fallback (see queryTextFromSearch); "" when absent. */
export function param(search: string, name: string): string {
  return queryTextFromSearch(search, name);
}
