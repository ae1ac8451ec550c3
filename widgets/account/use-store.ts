/**
 * The hooks' shared parts: a store made once per element (its state lives
 * in the logic layer, see form-store.logic.ts), read with
 * useSyncExternalStore, and the inputs of a form by field name so that the
 * first invalid one can take the focus.
 */
import { useCallback, useRef, useState, useSyncExternalStore } from "react";
import type { Readable } from "./form-store.logic.js";

/** `create()` once for the element's lifetime. */
export function useOnce<T>(create: () => T): T {
  return useState(create)[0];
}

/** The current state of a store, re-rendering on each change. */
export function useReadable<S>(r: Readable<S>): S {
  return useSyncExternalStore(r.subscribe, r.get);
}

/** ref callbacks for a form's inputs by field name, and focus(field). */
export function useFieldFocus() {
  const inputs = useRef(new Map<string, HTMLElement>());
  const refs = useRef(new Map<string, (el: HTMLElement | null) => void>());
  const ref = useCallback((field: string) => {
    let fn = refs.current.get(field);
    if (!fn) {
      fn = (el: HTMLElement | null) => {
        if (el) inputs.current.set(field, el);
        else inputs.current.delete(field);
      };
      refs.current.set(field, fn);
    }
    return fn;
  }, []);
  const focus = useCallback((field: string | null) => {
    if (field) inputs.current.get(field)?.focus();
  }, []);
  return { ref, focus };
}
