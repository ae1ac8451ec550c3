/** React binding of one photographer store (photographer.store.ts) for one element. */
import { useEffect, useMemo, useRef } from "react";
import { useReadable } from "../ui/use-store.js";
import { createPhotographerStore, type PhotographerStore } from "./photographer.store.js";
import type { Lang } from "./locale/index.js";

export function usePhotographer(lang: Lang): { store: PhotographerStore; state: ReturnType<PhotographerStore["get"]> } {
  const langRef = useRef(lang);
  langRef.current = lang;
  const store = useMemo(() => createPhotographerStore(() => langRef.current), []);
  useEffect(() => {
    void store.load();
    return () => store.dispose();
  }, [store]);
  const state = useReadable(store);
  return { store, state };
}
