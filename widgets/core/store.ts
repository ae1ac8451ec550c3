/**
 * The one store primitive of the widgets (DESIGN §2, issue 18): an
 * observable state object over a nanostores `atom`, changed by patches.
 * Every feature's `*.store.ts` (and each slice of a large one) keeps its
 * state in one of these; the hooks read it through `useReadable`
 * (ui/use-store.ts) with useSyncExternalStore. No React, no DOM.
 */
import { atom } from "nanostores";

/** Something a hook can read with useSyncExternalStore. */
export interface Readable<S> {
  /** the current state (the same object while nothing changes) */
  get(): S;
  /** calls `fn` after every change (not at once); returns the unsubscribe function */
  subscribe(fn: () => void): () => void;
}

/** An observable state object, changed by patches. */
export interface State<S> extends Readable<S> {
  /** merges `patch` (or what `patch(state)` returns) into a new state object and tells every subscriber */
  set(patch: Partial<S> | ((s: S) => Partial<S>)): void;
  /** replaces the whole state (a new object) and tells every subscriber */
  replace(next: S): void;
  /** how many subscribers there are (timers run only while someone looks) */
  watched(): number;
}

/**
 * A state object starting at `initial`. `set` makes a new object on each
 * patch, so `get()` is stable between changes (what useSyncExternalStore
 * needs) and a subscriber sees every change once.
 */
export function createState<S extends object>(initial: S): State<S> {
  const $state = atom<S>(initial);
  return {
    get: () => $state.value,
    subscribe: (fn) => $state.listen(() => fn()),
    set(patch) {
      const current = $state.value;
      const p = typeof patch === "function" ? patch(current) : patch;
      $state.set({ ...current, ...p });
    },
    replace: (next) => $state.set(next),
    watched: () => $state.lc,
  };
}
