/**
 * The search results widget proper, loaded lazily by search-results.element.ts
 * (DESIGN §6: search results is a separate chunk): the hook and the view,
 * with the view's props from search-results.props.ts.
 */
import { storyUrlInEdition, variantUrlFor } from "../../common/edition.js";
import { emit } from "../core/element.js";
import type { WidgetProps } from "../ui/define.js";
import { SearchResults } from "./SearchResults.js";
import { parseAttributes, searchResultsProps, type SearchResultsAttribute } from "./search-results.props.js";
import { editionFor } from "./search-results.api.js";
import { useSearchResults } from "./use-search-results.js";

export default function SearchResultsApp({ host, lang, attrs }: WidgetProps<SearchResultsAttribute>) {
  const edition = editionFor(lang);
  const a = parseAttributes(attrs);
  const { state, ...actions } = useSearchResults({
    lang,
    edition,
    size: a.size,
    text: a.text,
    onPage: (d) => emit(host, "pw-search-results-load", d),
  });
  return <SearchResults {...searchResultsProps(lang, a, state, actions, (i) => variantUrlFor(storyUrlInEdition(i.htmlUrl, edition), window.innerWidth))} />;
}
