/**
 * The one React binding of the widget stores (no feature knowledge): a
 * store's state read with useSyncExternalStore (`useReadable`, over
 * core/store.ts `Readable`), a store created once per element
 * (`useOnce`), or created once, started on mount and disposed on unmount
 * (`useElementStore`); and a clock for relative times.
 */
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import type { Readable } from "../core/store.js";

/** `create()` once for the element's lifetime. */
export function useOnce<T>(create: () => T): T {
  return useState(create)[0];
}

/** The current state of a store, re-rendering on each change. */
export function useReadable<S>(r: Readable<S>): S {
  return useSyncExternalStore(r.subscribe, r.get, r.get);
}

/** What useElementStore needs of a store. */
export interface ElementStore<S> extends Readable<S> {
  dispose(): void;
}

/**
 * A store for one element: `create` runs once (it reads the language
 * through the getter it is given, so a later `lang` is seen without a new
 * store), `start` on mount, `dispose()` on unmount.
 */
export function useElementStore<L, T extends ElementStore<S>, S = ReturnType<T["get"]>>(
  lang: L,
  create: (lang: () => L) => T,
  start: (store: T) => void,
): { store: T; state: S } {
  const langRef = useRef(lang);
  langRef.current = lang;
  // one store per element: what it is created with is its first state
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const store = useMemo(() => create(() => langRef.current), []);
  const startRef = useRef(start);
  useEffect(() => {
    startRef.current(store);
    return () => store.dispose();
  }, [store]);
  const state = useSyncExternalStore(store.subscribe, store.get, store.get) as S;
  return { store, state };
}

/** `now` in ms, updated every `everyMs` while `active` (relative times). */
export function useNow(active: boolean, everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const h = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(h);
  }, [active, everyMs]);
  return now;
}
