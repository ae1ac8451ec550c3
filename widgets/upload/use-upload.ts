/** React binding of one upload store (upload.store.ts) for one element. */
import { useEffect, useMemo, useRef } from "react";
import { useReadable } from "../ui/use-store.js";
import type { Lang } from "./locale/index.js";
import type { UploadLimits } from "./upload.rules.js";
import { createUploadStore, type UploadDeps, type UploadStore } from "./upload.store.js";

export function useUpload(lang: Lang, limits: UploadLimits, deps: (lang: () => Lang) => UploadDeps): { store: UploadStore; state: ReturnType<UploadStore["get"]> } {
  const langRef = useRef(lang);
  langRef.current = lang;
  const limitsRef = useRef(limits);
  limitsRef.current = limits;
  const store = useMemo(() => createUploadStore(deps(() => langRef.current), () => limitsRef.current), [deps]);
  useEffect(() => () => store.dispose(), [store]);
  const state = useReadable(store);
  return { store, state };
}
