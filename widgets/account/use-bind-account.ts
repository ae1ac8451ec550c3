/** Hook over bind-account.store.ts: the element's binding store, started once (the provider callback or the list), and its state. */
import { useEffect } from "react";
import type { Lang } from "./locale/index.js";
import type { Member } from "../core/session.js";
import { createBindStore } from "./bind-account.store.js";
import { useOnce, useReadable } from "../ui/use-store.js";

export function useBindAccount(lang: Lang, center: (m: Member) => string) {
  const store = useOnce(() => createBindStore());
  useEffect(() => void store.start(lang, center), [store, lang, center]);
  return { store, state: useReadable(store) };
}
