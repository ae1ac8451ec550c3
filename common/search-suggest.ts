/**
 * Search suggestions (issue 21 item 4): the shape of a suggestion and the
 * rule of when a text is worth suggesting for, shared by the server
 * (services/search/suggest.ts) and <pw-search-box>'s suggestion chunk
 * (widgets/search/SearchSuggest.lazy.tsx). Pure: no React, no DOM. Kept out
 * of search-words.ts so that the search box's initial code stays as it was.
 */
import { MAX_SEARCH_LENGTH, normaliseQuery } from "./search-words.js";

/** At most this many suggestions are given. */
export const MAX_SUGGESTIONS = 8;

/** Where a suggestion comes from, best kind first. */
export const SUGGESTION_KINDS = ["title", "keyword", "subject", "photographer"] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** One suggestion: a text to search for, and the field of a story it was found in. */
export interface Suggestion {
  text: string;
  kind: SuggestionKind;
}

/** Latin (or other spaced-script) text needs this many letters or digits before suggestions are asked. */
export const SUGGEST_MIN_LATIN = 2;

/**
 * The words to suggest for (SPEC §5 normalisation), or null when a text is
 * not worth asking about: nothing searchable (only emoji or punctuation), over
 * MAX_SEARCH_LENGTH characters, or shorter than the minimum (one Chinese
 * character, else SUGGEST_MIN_LATIN letters or digits).
 * @example suggestWords("灯") === "灯"; suggestWords("l") === null; suggestWords("li") === "li"
 */
export function suggestWords(text: string | undefined | null): string | null {
  const raw = String(text ?? "").trim();
  if (!raw || [...raw].length > MAX_SEARCH_LENGTH) return null;
  const words = normaliseQuery(raw);
  if (/\p{Script=Han}/u.test(words)) return words;
  return (words.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= SUGGEST_MIN_LATIN ? words : null;
}
