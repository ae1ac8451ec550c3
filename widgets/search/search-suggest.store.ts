/**
 * The state of the search box's suggestions (issue 21 item 4) over the one
 * store primitive (core/store.ts). No React, no DOM: the hook feeds it the
 * input's events and keys, and it asks for suggestions through `ask`.
 *
 * When: SUGGEST_DELAY_MS after typing stops, never while an input-method
 * composition is open (search-box.rules.ts SearchBoxController, the box's own
 * rule: half-typed pinyin is never sent; the committed text is asked when the
 * composition ends), only for a text worth it (common/search-suggest.ts
 * suggestWords: one Chinese character, or two letters or digits). Only the
 * newest request counts: an older one is aborted and its answer, should it
 * still come, dropped. A failed request shows no suggestions (the box works
 * as before).
 */
import { suggestWords } from "../../common/search-suggest.js";
import { createState, type Readable } from "../core/store.js";
import { SearchBoxController, type Timers } from "./search-box.rules.js";
import { answered, close, EMPTY, keyDown, SUGGEST_DELAY_MS, type KeyResult, type ListState, type Suggestion } from "./search-suggest.rules.js";

export interface SuggestDeps {
  /** asks the server (the api client); `signal` aborts an older request */
  ask(words: string, signal: AbortSignal): Promise<Suggestion[]>;
  /** timers (tests inject their own) */
  timers?: Timers;
}

export interface SuggestStore extends Readable<ListState> {
  /** the input's value changed; `isComposing` is the event's own flag */
  input(value: string, isComposing?: boolean): void;
  compositionStart(): void;
  compositionEnd(value: string): void;
  /** a key in the input: what it does (the hook prevents the default when handled, and searches a pick) */
  key(key: string, isComposing?: boolean): KeyResult;
  /** the input gained or lost the focus (losing it closes the list) */
  focus(focused: boolean): void;
  /** an option was clicked or touched: closes the list; @returns its suggestion */
  pick(i: number): Suggestion | undefined;
  dispose(): void;
}

export function createSuggestStore(deps: SuggestDeps): SuggestStore {
  const state = createState<ListState>(EMPTY);
  let focused = false;
  let seq = 0;
  let abort: AbortController | null = null;

  /** Forgets the request in flight (its answer will be dropped). */
  const drop = () => {
    seq++;
    abort?.abort();
    abort = null;
  };

  const ask = async (text: string) => {
    drop();
    const words = suggestWords(text);
    if (!words) return state.replace(EMPTY);
    const mine = seq;
    const ctrl = (abort = new AbortController());
    try {
      const items = await deps.ask(words, ctrl.signal);
      if (mine === seq) state.replace(answered(items, focused));
    } catch {
      if (mine === seq) state.replace(EMPTY);
    }
  };

  // a new controller forgets the last text asked, so that the same text may be asked again after Escape or a pick
  const timing = () => new SearchBoxController((w) => void ask(w), { instant: true, delayMs: SUGGEST_DELAY_MS }, deps.timers);
  let ctl = timing();
  const restart = () => {
    const composing = ctl.composing;
    ctl.dispose();
    ctl = timing();
    ctl.composing = composing;
  };

  return {
    get: state.get,
    subscribe: state.subscribe,
    input(value, isComposing = false) {
      const composing = isComposing || ctl.composing;
      // no option stays active under a changed text; a text too short for suggestions closes them at once
      if (!composing && !suggestWords(value)) {
        drop();
        state.replace(EMPTY);
      } else if (state.get().active !== -1) state.set({ active: -1 });
      ctl.input(value, isComposing);
    },
    compositionStart: () => ctl.compositionStart(),
    compositionEnd: (value) => ctl.compositionEnd(value),
    key(key, isComposing = false) {
      if (isComposing || ctl.composing) return { state: state.get(), handled: false };
      const r = keyDown(state.get(), key);
      if (r.state !== state.get()) state.replace(r.state);
      if (r.pick || (key === "Escape" && r.handled)) {
        drop();
        restart();
      }
      return r;
    },
    focus(f) {
      focused = f;
      if (!f) state.replace(close(state.get()));
    },
    pick(i) {
      const s = state.get().items[i];
      drop();
      restart();
      state.replace(close(state.get()));
      return s;
    },
    dispose() {
      drop();
      ctl.dispose();
    },
  };
}
