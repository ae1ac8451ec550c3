/**
 * Hook over member-forms.store.ts: the store of a password, certificate or
 * bank form (one per element), connected to the member's details while
 * mounted, and the states of its form and details.
 */
import { useEffect } from "react";
import type { Lang } from "./locale/index.js";
import { createMemberFormStore, type MemberFormSpec } from "./member-forms.store.js";
import { useOnce, useReadable } from "../ui/use-store.js";

export function useMemberForm<V extends object>(spec: MemberFormSpec<V>, lang: Lang) {
  const store = useOnce(() => createMemberFormStore(spec));
  useEffect(() => store.connect(lang), [store, lang]);
  return { store, form: useReadable(store.form), detail: useReadable(store.detail) };
}
