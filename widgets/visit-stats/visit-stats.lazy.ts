/**
 * The lazy part of <pw-visit-stats>: the icu call and the local store
 * (localforage), loaded after the page has rendered so that a story page's
 * initial JavaScript does not grow (DESIGN §6).
 */
import { call } from "../core/api.js";
import { storage } from "../core/storage.js";
import type { Lang } from "../../common/i18n/index.js";
import { recordVisit, type Visit, type VisitResult } from "./visit-stats.store.js";

/** Records one visit (see visit-stats.store.ts recordVisit). */
export function run(v: Visit, lang: Lang): Promise<VisitResult> {
  return recordVisit(
    {
      icu: async (oid) => (await call<{ count: number; counted: boolean }>("icu", { query: { oid }, lang })).data as { count: number; counted: boolean },
      store: storage(),
      log: (m, e) => console.warn(`[photowire] ${m}`, e),
    },
    v,
  );
}
