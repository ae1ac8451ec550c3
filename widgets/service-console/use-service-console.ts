/** React binding of one console store (service-console.store.ts) for one element: created once, started on mount, disposed on unmount. */
import { useElementStore, useNow as useClock } from "../ui/use-store.js";
import type { Filter } from "./service-console.rules.js";
import { createConsoleStore, type ConsoleDeps, type ConsoleState, type ConsoleStore } from "./service-console.store.js";
import type { Lang } from "./locale/index.js";

export function useServiceConsole(lang: Lang, deps: () => ConsoleDeps, initial: { filter: Filter; rows: number }): { store: ConsoleStore; state: ConsoleState } {
  // one store per element: the attributes give its first filter and page size
  return useElementStore<Lang, ConsoleStore, ConsoleState>(
    lang,
    (l) => createConsoleStore(l, deps(), initial),
    (store) => void store.start(),
  );
}

/** `now` in ms, updated every `everyMs` while `active` (relative and waiting times). */
export const useNow = (active: boolean, everyMs = 15_000): number => useClock(active, everyMs);
