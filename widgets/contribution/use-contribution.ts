/** React binding of the contribution store (contribution.store.ts) for one element. */
import { useMemo } from "react";
import { useReadable } from "../ui/use-store.js";
import { createContributionStore, type ContributionDeps, type ContributionStore } from "./contribution.store.js";

export function useContribution(deps: () => ContributionDeps): { store: ContributionStore; state: ReturnType<ContributionStore["get"]> } {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const store = useMemo(() => createContributionStore(deps()), []);
  const state = useReadable(store);
  return { store, state };
}
