/**
 * The download button's state, framework-free (SPEC §4 "Download flow":
 * gather item info, count free items, check quota, request download,
 * navigate to the returned file URL; §6, §7, §8, §9 long calls). No React,
 * no DOM: calls, navigation and the member come in as deps.
 *
 * start() → a guest goes to the login page (and comes back); a member's
 * photos are counted by the server (getUcMemberDownloadCost: free, paid,
 * paid-before, quota left), except a contributor's, whose download skips
 * the quota; the plan (download.rules.ts) decides the question. confirm()
 * runs the download call (the long time-out for groups) with a cancel
 * button, then navigates to the signed file address. Nothing is spent
 * before confirm().
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
        if (who.nature === 1) {
          // a contributor's download: no quota, no question (SPEC §6)
          set({ phase: "asking", plan: planCounts({ free: 0, paid: ids.length }, true, who, null) });
          await store.confirm();
          return;
        }
        const cost = await deps.cost(ids, lang());
        set({ phase: "asking", plan: planCounts({ free: cost.freeCount, paid: cost.paidCount }, true, who, cost.residueCount) });
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
