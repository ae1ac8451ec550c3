/** React binding of one staff console store (staff-console.store.ts) for one element: created once, started on mount, disposed on unmount. */
import { useElementStore } from "../ui/use-store.js";
import type { Panel } from "./staff-console.rules.js";
import { createStaffStore, type StaffDeps, type StaffState, type StaffStore } from "./staff-console.store.js";
import type { Lang } from "./locale/index.js";

export function useStaffConsole(lang: Lang, deps: () => StaffDeps, initial: { panel: Panel; rows: number }): { store: StaffStore; state: StaffState } {
  // one store per element: the attributes give its first panel and page size
  return useElementStore<Lang, StaffStore, StaffState>(
    lang,
    (l) => createStaffStore(l, deps(), initial),
    (store) => void store.start(),
  );
}
