/**
 * The lazy part of <pw-visit-stats>: the icu call, loaded after the page has
 * rendered so that a story page's initial JavaScript does not grow (DESIGN
 * §6); the local store (localforage, core/storage.ts) is a chunk of its own,
 * loaded once the reader has interacted with the page (visit-stats.store.ts
 * recordVisit, issue 22 item 2).
 */
import { call } from "../core/api.js";
import type { Lang } from "../../common/i18n/index.js";
import { recordVisit, type Visit, type VisitResult } from "./visit-stats.store.js";

/**
 * Records one visit (see visit-stats.store.ts recordVisit).
 * @param interacted resolves at the reader's first interaction (core/interaction.ts firstInteraction, started by the element as it connects)
 */
export function run(v: Visit, lang: Lang, interacted: Promise<void>): Promise<VisitResult> {
  return recordVisit(
    {
      icu: async (oid) => (await call<{ count: number; counted: boolean }>("icu", { query: { oid }, lang })).data as { count: number; counted: boolean },
      interacted: () => interacted,
      store: async () => (await import("../core/storage.js")).storage(),
      log: (m, e) => console.warn(`[photowire] ${m}`, e),
    },
    v,
  );
}
