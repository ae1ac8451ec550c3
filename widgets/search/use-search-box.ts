/** Hook over search-box.rules.ts: the input value and the composition-aware handlers. */
import { useEffect, useMemo, useRef } from "react";
import { usePropState } from "../ui/use-prop-state.js";
import { SearchBoxController } from "./search-box.rules.js";

export function useSearchBox(opts: { initial: string; instant: boolean; onSearch: (words: string) => void }) {
  const [value, setValue] = usePropState(opts.initial);
  const onSearch = useRef(opts.onSearch);
  onSearch.current = opts.onSearch;
  const ctl = useMemo(() => new SearchBoxController((w) => onSearch.current(w), { instant: opts.instant }), [opts.instant]);
  useEffect(() => () => ctl.dispose(), [ctl]);
  return {
    value,
    onChange: (v: string, isComposing: boolean) => {
      setValue(v);
      ctl.input(v, isComposing);
    },
    onCompositionStart: () => ctl.compositionStart(),
    onCompositionEnd: (v: string) => {
      setValue(v);
      ctl.compositionEnd(v);
    },
    /** @returns false when the submit was ignored (composing) */
    onSubmit: (isComposing: boolean) => ctl.submit(value, isComposing),
    isComposing: () => ctl.composing,
    /** searches `text` (a picked suggestion), as the submit does */
    pick: (text: string) => {
      setValue(text);
      ctl.submit(text);
    },
  };
}
