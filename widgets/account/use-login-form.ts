/** Hook over login-form.store.ts: the element's login store and its state. */
import { createLoginFormStore } from "./login-form.store.js";
import { useOnce, useReadable } from "../ui/use-store.js";

export function useLoginForm() {
  const store = useOnce(() => createLoginFormStore());
  return { store, state: useReadable(store) };
}
