/** Hook over register-form.logic: the element's registration store and the states of its form and code button. */
import { createRegisterStore } from "./register-form.logic.js";
import { useOnce, useReadable } from "./use-store.js";

export function useRegisterForm() {
  const store = useOnce(() => createRegisterStore());
  return { store, form: useReadable(store.form), code: useReadable(store.code) };
}
