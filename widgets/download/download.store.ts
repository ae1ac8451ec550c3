/**
 * The download button's state, framework-free (SPEC §4 "Download flow":
 * gather item info, count free items, check quota, request download,
 * navigate to the returned file URL; §6, §7, §8, §9 long calls). No React,
 * no DOM: calls, navigation and the member come in as deps.
 *
 * start() → a guest goes to the login page (and comes back); a member's
 * photos are counted by the server (getUcMemberDownloadCost: free, paid,
 * paid-before, the member's own contributions, quota left); the plan
 * (download.rules.ts) decides the question. A contributor (nature 1)
 * downloads through downloadSelfImgs: their own photos (free) without a
 * question, any other photo asked about as anyone's (issue 19). confirm()
 * runs the download call (the long time-out for groups) with a cancel
 * button, then navigates to the signed file address. Nothing is spent
 * before confirm(). Should the download call itself answer photo_group_12
 * (the quota went short since it was read), the out-of-quota refusal is
 * shown, as the plan would have shown it.
 */
import { createState } from "../core/store.js";
import { ApiCallError, call, errorText, navigation, siteOrigin } from "../core/api.js";
import { getMember } from "../core/session.js";
import { editionOf, loginUrl, onSite } from "../../common/edition.js";
import type { Member } from "../../common/types.js";
import type { Lang } from "./locale/index.js";
import { planCounts, type DownloadApi, type DownloadPlan } from "./download.rules.js";

/** getUcMemberDownloadCost's answer (server/src/services/downloads.ts DownloadCost). */
export interface DownloadCostDto {
  residueCount: number;
  beyondCount: number;
  freeCount: number;
  paidCount: number;
}

/** What the reader sees. */
export type DownloadState =
  | { phase: "idle" }
  /** the member and the cost are being read */
  | { phase: "checking" }
  /** a question or a refusal is shown (the plan says which) */
  | { phase: "asking"; plan: DownloadPlan }
  /** the download call runs; cancel() aborts it */
  | { phase: "downloading"; plan: DownloadPlan }
  /** the file address was opened */
  | { phase: "done" }
  /** a failure's message (SPEC §8 codes, or api_tools_1) */
  | { phase: "error"; code: string; message: string };

export interface DownloadDeps {
  member(lang: Lang): Promise<Member | null>;
  cost(relationIds: string[], lang: Lang): Promise<DownloadCostDto>;
  download(api: DownloadApi, relationIds: string[], lang: Lang, signal: AbortSignal): Promise<{ url: string }>;
  navigate(url: string): void;
  location(): { pathname: string; search: string; hash: string };
}

/** The quota left that a photo_group_12 answer carries (`residueCount` beside the code, or in data), when it does. */
function quotaOf(err: ApiCallError): number | null {
  const data = err.body?.data as { residueCount?: unknown } | undefined;
  const v = err.body?.residueCount ?? data?.residueCount;
  return typeof v === "number" && Number.isFinite(v) ? v : null;
}

/** The deps of a page: the api client, the page's session, location.assign. */
export const defaultDownloadDeps: DownloadDeps = {
  member: (lang) => getMember(lang),
  cost: async (ids, lang) => (await call<DownloadCostDto>("ucMemberDownload/getUcMemberDownloadCost", { lang, query: { relationIds: ids.join(",") } })).data as DownloadCostDto,
  download: async (api, ids, lang, signal) =>
    (await call<{ url: string }>(`ucMemberDownload/${api}`, { method: "POST", lang, body: { data: ids.map((relationId) => ({ relationId })) }, long: ids.length > 1, signal })).data as { url: string },
  // on another site's page the login page and the file address are the Photowire site's (core/api.ts siteOrigin)
  navigate: (url) => navigation.assign(onSite(url, siteOrigin())),
  location: () => window.location,
};

export interface DownloadStore {
  get(): DownloadState;
  subscribe(fn: () => void): () => void;
  /** the button was pressed */
  start(): Promise<void>;
  /** yes to the question: downloads */
  confirm(): Promise<void>;
  /** no to the question, OK on a refusal, or cancel during the download */
  cancel(): void;
}

/**
 * A store for one button.
 * @param relationIds the photos (one, or a group's selection)
 */
export function createDownloadStore(relationIds: () => string[], lang: () => Lang, deps: DownloadDeps = defaultDownloadDeps): DownloadStore {
  const s = createState<DownloadState>({ phase: "idle" });
  let abort: AbortController | null = null;
  /** the state is one phase of a union: each change replaces it whole */
  const set = (next: DownloadState) => s.replace(next);
  const fail = (err: unknown) => {
    const code = err instanceof ApiCallError ? err.code : "998";
    set({ phase: "error", code, message: errorText(err) });
  };

  const store: DownloadStore = {
    get: s.get,
    subscribe: s.subscribe,
    async start() {
      if (s.get().phase === "checking" || s.get().phase === "downloading") return;
      const ids = relationIds();
      if (!ids.length) return;
      set({ phase: "checking" });
      try {
        const m = await deps.member(lang());
        if (!m) {
          const loc = deps.location();
          set({ phase: "idle" });
          deps.navigate(loginUrl(editionOf(loc.pathname), loc.pathname + loc.search + loc.hash));
          return;
        }
        const who = { nature: m.nature, classType: m.ucMemberClass?.type ?? 0 };
        const cost = await deps.cost(ids, lang());
        const plan = planCounts({ free: cost.freeCount, paid: cost.paidCount }, true, who, cost.residueCount);
        set({ phase: "asking", plan });
        // a contributor's own photos: no question (SPEC §6)
        if (plan.kind === "go") await store.confirm();
      } catch (err) {
        fail(err);
      }
    },
    async confirm() {
      const now = s.get();
      if (now.phase !== "asking" || now.plan.kind === "refuse") return;
      const plan = now.plan;
      abort = new AbortController();
      set({ phase: "downloading", plan });
      try {
        const { url } = await deps.download(plan.api, relationIds(), lang(), abort.signal);
        set({ phase: "done" });
        deps.navigate(url);
      } catch (err) {
        if (err instanceof ApiCallError && err.code === "aborted") set({ phase: "idle" });
        // the quota went short since it was read (or a contributor's photos were not all their own): the out-of-quota refusal
        else if (err instanceof ApiCallError && err.code === "photo_group_12") set({ phase: "asking", plan: { kind: "refuse", code: "photo_group_12", count: plan.count, residueCount: quotaOf(err) ?? plan.residueCount } });
        else fail(err);
      } finally {
        abort = null;
      }
    },
    cancel() {
      if (s.get().phase === "downloading") {
        abort?.abort();
        return;
      }
      if (s.get().phase === "asking" || s.get().phase === "error" || s.get().phase === "done") set({ phase: "idle" });
    },
  };
  return store;
}
