/** Hook over forget-password-form.store.ts: the element's store and the states of its steps, form and code button. */
import { createForgetStore } from "./forget-password-form.store.js";
import { useOnce, useReadable } from "../ui/use-store.js";

export function useForgetPasswordForm() {
  const store = useOnce(() => createForgetStore());
  return { store, step: useReadable(store.step).step, form: useReadable(store.form), code: useReadable(store.code) };
}
