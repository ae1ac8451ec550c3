/**
 * The inputs of an account form by field name, so that the first invalid
 * one can take the focus after submit (form.store.ts `submit` says which).
 * The stores themselves are read through the one binding, ui/use-store.ts.
 */
import { useCallback, useRef } from "react";

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
