/**
 * Attributes + state → view props for <pw-search-box> (DESIGN §2
 * `<feature>.props.ts`): pure, used by the element and by nothing else.
 */
import type { Edition } from "../../common/edition.js";
import { MAX_SEARCH_LENGTH } from "../../common/search-words.js";
import { attr } from "../core/element.js";
import { searchPageUrl } from "./search-box.rules.js";
import type { SearchBoxViewProps } from "./SearchBox.js";
import { t, type Lang } from "./locale/index.js";

/** The attributes of <pw-search-box> (camelCase names). */
export const SEARCH_BOX_ATTRIBUTES = ["action", "instant", "value"] as const;
export type SearchBoxAttribute = (typeof SEARCH_BOX_ATTRIBUTES)[number];

/** The parsed attributes. */
export interface SearchBoxAttributes {
  /** the search page address (default: the edition's search page) */
  action: string;
  /** also search 300 ms after typing stops */
  instant: boolean;
  /** the initial text, or null to take it from the page address */
  value: string | null;
}

/** Parses the raw attributes (undefined when absent) on a page of `edition`. */
export function parseAttributes(raw: Partial<Record<SearchBoxAttribute, string>>, edition: Edition): SearchBoxAttributes {
  return {
    action: attr.string(raw.action).trim() || searchPageUrl(edition),
    instant: attr.boolean(raw.instant, false),
    value: raw.value ?? null,
  };
}

/** The box's state and handlers (use-search-box.ts). */
export type SearchBoxState = Pick<
  SearchBoxViewProps,
  "value" | "onChange" | "onCompositionStart" | "onCompositionEnd" | "onSubmit" | "isComposing"
>;

/** The view props for a state. */
export function searchBoxProps(lang: Lang, box: SearchBoxState): SearchBoxViewProps {
  return {
    ...box,
    boxLabel: t(lang, "search_box_label"),
    inputLabel: t(lang, "search_label"),
    placeholder: t(lang, "search_placeholder"),
    buttonLabel: t(lang, "search"),
    maxLength: MAX_SEARCH_LENGTH,
  };
}
