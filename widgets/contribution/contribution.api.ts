/**
 * The browser deps of the contribution store: the api client (core/api.ts),
 * localforage for the local copy (SPEC §9 local storage: store name
 * keyvaluepairs, size 4980736), history.replaceState for ?oid=, timers.
 */
import localforage from "localforage";
import { call } from "../core/api.js";
import type { ContributionDraftDto } from "../../common/contribution.js";
import type { ContributionDeps, Subject, SubmitResult } from "./contribution.store.js";
import type { Lang } from "./locale/index.js";

let forage: LocalForage | null = null;
function local(): LocalForage {
  forage ??= localforage.createInstance({ name: "photowire", storeName: "keyvaluepairs", size: 4980736 });
  return forage;
}

export function browserDeps(lang: () => Lang): ContributionDeps {
  return {
    load: async (oid) => {
      const res = await call<{ draft: ContributionDraftDto | null; subjects: Subject[] }>("guest/getPublicationContent", { lang: lang(), query: oid ? { oid } : {} });
      return res.data ?? { draft: null, subjects: [] };
    },
    save: async (body) => (await call<{ oid: string; doc: ContributionDraftDto }>("guest/addPublicationContent", { method: "POST", lang: lang(), body })).data!,
    // publishing renders pages and derives images: the long time-out (SPEC §9)
    submit: async (oid) => (await call<SubmitResult>("guest/Contribute", { method: "POST", lang: lang(), body: { oid }, long: true })).data!,
    log: (action, oid, detail) => {
      void call("guest/setWebLog", { method: "POST", lang: lang(), body: { action, ...(oid ? { oid } : {}), detail: detail.slice(0, 500) } }).catch(() => undefined);
    },
    local: {
      get: (k) => local().getItem(k),
      set: async (k, v) => {
        await local().setItem(k, v);
      },
      remove: (k) => local().removeItem(k),
    },
    remember: (oid) => {
      const u = new URL(window.location.href);
      u.searchParams.set("oid", oid);
      history.replaceState(history.state, "", u);
    },
    setTimer: (fn, ms) => window.setTimeout(fn, ms),
    clearTimer: (h) => window.clearTimeout(h as number),
    now: () => new Date(),
  };
}
