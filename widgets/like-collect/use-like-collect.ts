/**
 * Hook over like-collect.logic: the state of one (pcId, relationId) from the
 * page's shared store, its status loaded (batched) on mount, and the toggle.
 */
import { useCallback, useEffect, useSyncExternalStore } from "react";
import type { Lang } from "./locale/index.js";
import { EMPTY_STATE, likeCollectStore, type EntryState, type ToggleKind, type ToggleOutcome } from "./like-collect.logic.js";

const noop = () => () => {};

/**
 * @param pcId story id; "" when missing (then nothing loads and toggle is ignored)
 * @param relationId relation id; "" when missing
 */
export function useLikeCollect(pcId: string, relationId: string, lang: Lang) {
  const store = likeCollectStore();
  const valid = pcId !== "" && relationId !== "";
  const subscribe = useCallback(
    (fn: () => void) => (valid ? store.subscribe(pcId, relationId, fn) : noop()),
    [store, pcId, relationId, valid],
  );
  const state: EntryState = useSyncExternalStore(subscribe, () => (valid ? store.get(pcId, relationId) : EMPTY_STATE));
  useEffect(() => {
    if (valid) void store.load(pcId, relationId, lang);
  }, [store, pcId, relationId, lang, valid]);
  const toggle = useCallback(
    (kind: ToggleKind): Promise<ToggleOutcome> =>
      valid ? store.toggle(kind, pcId, relationId, lang) : Promise.resolve({ kind: "ignored" }),
    [store, pcId, relationId, lang, valid],
  );
  return { state, toggle, valid };
}
