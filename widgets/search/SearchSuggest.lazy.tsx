/**
 * What <pw-search-box> loads when the reader first types (issue 21 item 4):
 * the suggestions under the input — the store and its call, the listbox and
 * live region, their stylesheet and strings. A chunk of its own, so that the
 * box's initial code stays as it was (DESIGN §6: nothing the reader has not
 * asked for loads with the page). Rendered inside the box's form, after the
 * input (SearchBox.tsx `popup`).
 */
import { useLayoutEffect, useRef } from "react";
import { adoptStyles } from "../core/element.js";
import type { Lang } from "./locale/index.js";
import { tSuggest } from "./locale/suggest.js";
import css from "./search-suggest.css";
import { SearchSuggest } from "./SearchSuggest.js";
import type { useSearchBox } from "./use-search-box.js";
import { useSearchSuggest } from "./use-search-suggest.js";

export interface SearchSuggestProps {
  lang: Lang;
  /** the box (use-search-box.ts): `pick` searches a picked suggestion as the submit does, `isComposing` tells an open composition */
  box: Pick<ReturnType<typeof useSearchBox>, "pick" | "isComposing">;
}

export default function SearchSuggestPopup({ lang, box }: SearchSuggestProps) {
  const { state, listRef, onPick } = useSearchSuggest({ lang, pick: box.pick, composing: box.isComposing });
  const styled = useRef(false);
  useLayoutEffect(() => {
    const root = listRef.current?.getRootNode();
    if (!styled.current && root instanceof ShadowRoot) adoptStyles(root, css);
    styled.current = true;
  }, [listRef]);
  const open = state.open && state.items.length > 0;
  return (
    <SearchSuggest
      listRef={listRef}
      label={tSuggest(lang, "suggest_label")}
      open={open}
      active={state.active}
      options={state.items.map((s) => ({ text: s.text, kind: tSuggest(lang, `suggest_kind_${s.kind}`) }))}
      status={open ? tSuggest(lang, "suggest_count", { count: state.items.length }) : ""}
      onPick={onPick}
    />
  );
}
