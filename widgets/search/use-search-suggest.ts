/**
 * Hook of the search box's suggestions (issue 21 item 4): one store
 * (search-suggest.store.ts) per box, fed by the box's input, and the
 * input's combobox attributes kept in step with the list.
 *
 * The popup is rendered after the input of the box's form (SearchBox.tsx
 * `popup`); the hook finds the input beside the listbox and listens to it
 * directly (input, composition, keys, focus): the box's own handlers stay
 * as they are, and the box's initial code does not grow (DESIGN §6). The
 * input becomes a combobox (role, aria-autocomplete="list", aria-controls,
 * aria-expanded, aria-activedescendant) when this chunk arrives, which is
 * when the reader first types.
 */
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { editionOf } from "../../common/edition.js";
import { call } from "../core/api.js";
import type { Lang } from "./locale/index.js";
import { createSuggestStore } from "./search-suggest.store.js";
import { LISTBOX_ID, optionId, suggestPath, type Suggestion } from "./search-suggest.rules.js";

export interface SuggestOptions {
  lang: Lang;
  /** searches a picked suggestion (the box's submit with that text) */
  pick(text: string): void;
  /** whether an input-method composition is open in the box (when the chunk arrives mid-composition) */
  composing(): boolean;
}

export function useSearchSuggest(opts: SuggestOptions) {
  const latest = useRef(opts);
  latest.current = opts;
  const listRef = useRef<HTMLUListElement>(null);
  const [store] = useState(() =>
    createSuggestStore({
      ask: async (words, signal) => {
        const path = suggestPath(editionOf(location.pathname), latest.current.lang);
        const res = await call<{ suggestions: Suggestion[] }>(path, { query: { text: words }, lang: latest.current.lang, signal, timeout: 10_000 });
        return res.data?.suggestions ?? [];
      },
    }),
  );
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);

  useEffect(() => {
    const input = listRef.current?.parentElement?.querySelector("input");
    if (!input) return;
    const onInput = (e: Event) => store.input(input.value, (e as InputEvent).isComposing === true);
    const onStart = () => store.compositionStart();
    const onEnd = () => store.compositionEnd(input.value);
    const onKey = (e: KeyboardEvent) => {
      const r = store.key(e.key, e.isComposing || e.keyCode === 229 || latest.current.composing());
      if (r.handled) e.preventDefault();
      if (r.pick) latest.current.pick(r.pick.text);
    };
    const onFocus = () => store.focus(true);
    const onBlur = () => store.focus(false);
    const listeners = [
      ["input", onInput],
      ["compositionstart", onStart],
      ["compositionend", onEnd],
      ["keydown", onKey],
      ["focus", onFocus],
      ["blur", onBlur],
    ] as [string, (e: never) => void][];
    for (const [type, fn] of listeners) input.addEventListener(type, fn as EventListener);
    // the typing that loaded this chunk: ask for it now, unless a composition is still open
    store.focus(input.getRootNode() instanceof ShadowRoot ? (input.getRootNode() as ShadowRoot).activeElement === input : document.activeElement === input);
    if (latest.current.composing()) store.compositionStart();
    else store.input(input.value);
    return () => {
      for (const [type, fn] of listeners) input.removeEventListener(type, fn as EventListener);
      store.dispose();
    };
  }, [store]);

  // the input's combobox attributes follow the list
  useLayoutEffect(() => {
    const input = listRef.current?.parentElement?.querySelector("input");
    if (!input) return;
    const open = state.open && state.items.length > 0;
    input.setAttribute("role", "combobox");
    input.setAttribute("aria-autocomplete", "list");
    input.setAttribute("aria-controls", LISTBOX_ID);
    input.setAttribute("aria-expanded", String(open));
    if (open && state.active >= 0) input.setAttribute("aria-activedescendant", optionId(state.active));
    else input.removeAttribute("aria-activedescendant");
  }, [state]);

  return {
    state,
    listRef,
    onPick: (i: number) => {
      const s = store.pick(i);
      if (s) latest.current.pick(s.text);
    },
  };
}
