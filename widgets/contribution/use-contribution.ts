/** React binding of the contribution store (contribution.store.ts) for one element. */
import { useMemo, useSyncExternalStore } from "react";
import { createContributionStore, type ContributionDeps, type ContributionStore } from "./contribution.store.js";

export function useContribution(deps: () => ContributionDeps): { store: ContributionStore; state: ReturnType<ContributionStore["get"]> } {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const store = useMemo(() => createContributionStore(deps()), []);
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  return { store, state };
}
