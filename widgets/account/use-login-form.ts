/** Hook over login-form.logic: the element's login store and its state. */
import { createLoginFormStore } from "./login-form.logic.js";
import { useOnce, useReadable } from "./use-store.js";

export function useLoginForm() {
  const store = useOnce(() => createLoginFormStore());
  return { store, state: useReadable(store) };
}
