/**
 * Presentational suggestion popup of the search box (issue 21 item 4): the
 * listbox under the input (WAI-ARIA 1.2 combobox pattern; the input keeps
 * the focus, the active option is its aria-activedescendant) and the polite
 * live region saying how many suggestions there are. Strings come in as
 * props. An option is picked by a click or a touch; pressing it does not
 * take the focus from the input.
 */
import type { MouseEvent, Ref } from "react";
import { LISTBOX_ID, optionId } from "./search-suggest.rules.js";

export interface SearchSuggestViewProps {
  /** the listbox element (the hook finds the input beside it) */
  listRef: Ref<HTMLUListElement>;
  label: string;
  open: boolean;
  active: number;
  options: { text: string; kind: string }[];
  /** the live region's text: the number of suggestions while they show, else "" */
  status: string;
  onPick(i: number): void;
}

const keepFocus = (e: MouseEvent) => e.preventDefault();

export function SearchSuggest(p: SearchSuggestViewProps) {
  return (
    <>
      <ul ref={p.listRef} id={LISTBOX_ID} role="listbox" aria-label={p.label} part="suggestions" className="suggest-list" hidden={!p.open || !p.options.length}>
        {p.options.map((o, i) => (
          <li
            key={`${i}:${o.text}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === p.active}
            part={i === p.active ? "suggestion active" : "suggestion"}
            className="suggest-option"
            onMouseDown={keepFocus}
            onClick={() => p.onPick(i)}
          >
            <span className="suggest-text">{o.text}</span>
            <span className="suggest-kind" aria-hidden="true">
              {o.kind}
            </span>
          </li>
        ))}
      </ul>
      <div role="status" aria-live="polite" className="sr-only">
        {p.status}
      </div>
    </>
  );
}
