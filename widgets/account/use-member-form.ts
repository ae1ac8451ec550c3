/**
 * Hook over member-forms.logic: the store of a password, certificate or
 * bank form (one per element), connected to the member's details while
 * mounted, and the states of its form and details.
 */
import { useEffect } from "react";
import type { Lang } from "./locale/index.js";
import { createMemberFormStore, type MemberFormSpec } from "./member-forms.logic.js";
import { useOnce, useReadable } from "./use-store.js";

export function useMemberForm<V extends object>(spec: MemberFormSpec<V>, lang: Lang) {
  const store = useOnce(() => createMemberFormStore(spec));
  useEffect(() => store.connect(lang), [store, lang]);
  return { store, form: useReadable(store.form), detail: useReadable(store.detail) };
}
