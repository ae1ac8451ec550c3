/**
 * Hook over profile-form.store.ts: the element's profile store connected to
 * the member's details (and the province list) while mounted, and the states
 * of its form, lists and two code buttons.
 */
import { useEffect } from "react";
import type { Lang } from "./locale/index.js";
import { createProfileStore } from "./profile-form.store.js";
import { useOnce, useReadable } from "../ui/use-store.js";

export function useProfileForm(lang: Lang, edition: "zh" | "en") {
  const store = useOnce(() => createProfileStore());
  useEffect(() => store.connect(lang, edition), [store, lang, edition]);
  return {
    store,
    form: useReadable(store.form),
    extra: useReadable(store.extra),
    mobileCode: useReadable(store.mobileCode),
    emailCode: useReadable(store.emailCode),
  };
}
