/** Hook over search-box.rules.ts: the input value and the composition-aware handlers. */
import { useEffect, useMemo, useRef } from "react";
import { usePropState } from "../ui/use-prop-state.js";
import { SearchBoxController } from "./search-box.rules.js";

export function useSearchBox(opts: { initial: string; instant: boolean; onSearch: (words: string) => void }) {
  const [value, setValue] = usePropState(opts.initial);
  // what the reader typed last, for a submit in the same task as the typing (a render may not have
  // happened between them: Preact, in the light build, renders after the event's task; autofill then Enter)
  const latest = useRef(value);
  latest.current = value;
  const onSearch = useRef(opts.onSearch);
  onSearch.current = opts.onSearch;
  const ctl = useMemo(() => new SearchBoxController((w) => onSearch.current(w), { instant: opts.instant }), [opts.instant]);
  useEffect(() => () => ctl.dispose(), [ctl]);
  return {
    value,
    onChange: (v: string, isComposing: boolean) => {
      latest.current = v;
      setValue(v);
      ctl.input(v, isComposing);
    },
    onCompositionStart: () => ctl.compositionStart(),
    onCompositionEnd: (v: string) => {
      latest.current = v;
      setValue(v);
      ctl.compositionEnd(v);
    },
    /** @returns false when the submit was ignored (composing) */
    onSubmit: (isComposing: boolean) => ctl.submit(latest.current, isComposing),
    isComposing: () => ctl.composing,
    /** searches `text` (a picked suggestion), as the submit does */
    pick: (text: string) => {
      latest.current = text;
      setValue(text);
      ctl.submit(text);
    },
  };
}
