/**
 * Hook over like-collect.store.ts: the state of one (pcId, relationId) from the
 * page's shared store, its status loaded (batched) on mount, and the toggle.
 */
import { useCallback, useEffect, useMemo } from "react";
import type { Readable } from "../core/store.js";
import { useReadable } from "../ui/use-store.js";
import type { Lang } from "./locale/index.js";
import { EMPTY_STATE, likeCollectStore, type EntryState, type ToggleKind, type ToggleOutcome } from "./like-collect.store.js";

/** What a button without ids reads: the empty state, never changing. */
const NOTHING: Readable<EntryState> = { get: () => EMPTY_STATE, subscribe: () => () => {} };

/**
 * @param pcId story id; "" when missing (then nothing loads and toggle is ignored)
 * @param relationId relation id; "" when missing
 */
export function useLikeCollect(pcId: string, relationId: string, lang: Lang) {
  const store = likeCollectStore();
  const valid = pcId !== "" && relationId !== "";
  const entry = useMemo<Readable<EntryState>>(
    () => (valid ? { get: () => store.get(pcId, relationId), subscribe: (fn) => store.subscribe(pcId, relationId, fn) } : NOTHING),
    [store, pcId, relationId, valid],
  );
  const state: EntryState = useReadable(entry);
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
