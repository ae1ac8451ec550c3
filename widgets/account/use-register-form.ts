/** Hook over register-form.store.ts: the element's registration store and the states of its form and code button. */
import { createRegisterStore } from "./register-form.store.js";
import { useOnce, useReadable } from "../ui/use-store.js";

export function useRegisterForm() {
  const store = useOnce(() => createRegisterStore());
  return { store, form: useReadable(store.form), code: useReadable(store.code) };
}
