/**
 * The download button's state, framework-free (SPEC §4 "Download flow":
 * gather item info, count free items, check quota, request download,
 * navigate to the returned file URL; §6, §7, §8, §9 long calls). No React,
 * no DOM: calls, navigation and the member come in as deps (download.api.ts).
 *
 * start() → a guest goes to the login page (and comes back); a member's
 * photos are counted by the server (getUcMemberDownloadCost: free, paid,
 * paid-before, the member's own contributions, quota left) and, at the same
 * time, the sizes and licences are read (issue 20, GET
 * /api/download/options); the plan (download.rules.ts) decides the question
 * for the chosen size: the original unless the reader picks another, when
 * chooseSize() checks the cost at that size again. A contributor (nature 1)
 * downloads through downloadSelfImgs: their own photos (free) without a
 * question when only one size is offered, or with the sizes to choose from
 * ("all free", photo_group_14), any other photo asked about as anyone's
 * (issue 19). confirm()
 * runs the download call at the chosen size (the long time-out for groups)
 * with a cancel button, then navigates to the signed file address. Nothing
 * is spent before confirm(). Should the download call itself answer
 * photo_group_12 (the quota went short since it was read), the out-of-quota
 * refusal is shown, as the plan would have shown it. The out-of-quota
 * refusal offers the download packs (`shop`, store/shop.ts): they are read
 * when it shows.
 */
import { createState } from "../core/store.js";
import { ApiCallError, errorText } from "../core/api.js";
import type { DownloadOptionsDto, DownloadSize } from "../../common/commerce.js";
import { editionOf, loginUrl } from "../../common/edition.js";
import { defaultDownloadDeps, defaultShopDeps, type DownloadCostDto, type DownloadDeps, type ShopDeps } from "./download.api.js";
import { initialSize, linkEdition, neededAt, planCounts, type Downloader, type DownloadPlan } from "./download.rules.js";
import type { Lang } from "./locale/index.js";
import { createShop, type ShopStore } from "./store/shop.js";

export type { DownloadCostDto, DownloadDeps, ShopDeps };

/** The sizes and licences the dialog shows (issue 20), and the reader's choice. */
export interface SizeChoice {
  /** the chosen size */
  size: DownloadSize;
  /** GET /api/download/options's answer; null when it could not be read (the original only, as before issue 20) */
  options: DownloadOptionsDto | null;
  /** why the options could not be read ("" when they were, or were not asked for) */
  optionsError: string;
  /** the cost at a newly chosen size is being checked: the download waits for it */
  rechecking: boolean;
}

/** What the reader sees. */
export type DownloadState =
  | { phase: "idle" }
  /** the member and the cost are being read */
  | { phase: "checking" }
  /** a question or a refusal is shown (the plan says which, for the chosen size); `choice` absent: no sizes offered */
  | { phase: "asking"; plan: DownloadPlan; choice?: SizeChoice }
  /** the download call runs; cancel() aborts it */
  | { phase: "downloading"; plan: DownloadPlan; choice?: SizeChoice }
  /** the file address was opened */
  | { phase: "done" }
  /** a failure's message (SPEC §8 codes, or api_tools_1) */
  | { phase: "error"; code: string; message: string };

/** The quota left that a photo_group_12 answer carries (`residueCount` beside the code, or in data), when it does. */
function quotaOf(err: ApiCallError): number | null {
  const data = err.body?.data as { residueCount?: unknown } | undefined;
  const v = err.body?.residueCount ?? data?.residueCount;
  return typeof v === "number" && Number.isFinite(v) ? v : null;
}

export interface DownloadStore {
  get(): DownloadState;
  subscribe(fn: () => void): () => void;
  /** the out-of-quota dialog's packs and order */
  readonly shop: ShopStore;
  /** the button was pressed */
  start(): Promise<void>;
  /** the reader picked a size: the cost at that size is checked again (nothing is spent) */
  chooseSize(size: DownloadSize): Promise<void>;
  /** yes to the question: downloads at the chosen size */
  confirm(): Promise<void>;
  /** no to the question, OK on a refusal, or cancel during the download */
  cancel(): void;
}

/**
 * A store for one button.
 * @param relationIds the photos (one, or a group's selection)
 */
export function createDownloadStore(
  relationIds: () => string[],
  lang: () => Lang,
  deps: DownloadDeps = defaultDownloadDeps,
  shopDeps: ShopDeps = defaultShopDeps,
): DownloadStore {
  const s = createState<DownloadState>({ phase: "idle" });
  const shop = createShop(lang, shopDeps);
  let abort: AbortController | null = null;
  /** who downloads (read at start) */
  let who: Downloader = { nature: 0, classType: 0 };
  /** the latest cost check: an older answer (another size chosen since) is dropped */
  let check = 0;
  /** the state is one phase of a union: each change replaces it whole; the out-of-quota refusal reads the packs */
  const set = (next: DownloadState) => {
    s.replace(next);
    if (next.phase === "asking" && next.plan.kind === "refuse" && next.plan.code === "photo_group_12") void shop.load();
  };
  const fail = (err: unknown) => {
    const code = err instanceof ApiCallError ? err.code : "998";
    set({ phase: "error", code, message: errorText(err) });
  };
  /** The plan at the chosen size, from the cost check at that size. */
  const planAt = (cost: DownloadCostDto, choice: SizeChoice | undefined): DownloadPlan =>
    planCounts(
      { free: cost.freeCount, paid: cost.paidCount },
      true,
      who,
      cost.residueCount,
      choice ? neededAt(choice.size, choice.options?.sizes, cost.paidCount) : cost.paidCount,
    );
  /** The options, or why they could not be read (never throws: the download goes on without sizes). */
  const readOptions = async (ids: string[]): Promise<SizeChoice | undefined> => {
    if (!deps.options) return undefined;
    try {
      const options = await deps.options(ids, lang());
      return { size: initialSize(options.sizes), options, optionsError: "", rechecking: false };
    } catch (err) {
      // the download does not depend on them: the original, as before issue 20, with a note
      if (err instanceof ApiCallError && err.code === "aborted") return undefined;
      return { size: initialSize(null), options: null, optionsError: errorText(err) || (err instanceof ApiCallError ? err.code : "998"), rechecking: false };
    }
  };

  const store: DownloadStore = {
    get: s.get,
    subscribe: s.subscribe,
    shop,
    async start() {
      if (s.get().phase === "checking" || s.get().phase === "downloading") return;
      const ids = relationIds();
      if (!ids.length) return;
      set({ phase: "checking" });
      check++;
      try {
        const m = await deps.member(lang());
        const loc = deps.location();
        if (!m) {
          set({ phase: "idle" });
          deps.navigate(loginUrl(editionOf(loc.pathname), loc.pathname + loc.search + loc.hash));
          return;
        }
        who = { nature: m.nature, classType: m.ucMemberClass?.type ?? 0 };
        shop.reset(m.nature, linkEdition(loc.pathname, lang()));
        const [cost, choice] = await Promise.all([deps.cost(ids, lang(), deps.options ? initialSize(null) : undefined), readOptions(ids)]);
        let plan: DownloadPlan;
        if (choice && choice.size !== initialSize(null)) {
          // the original is not offered: the cost at the size the dialog starts on
          plan = planAt(await deps.cost(ids, lang(), choice.size), choice);
        } else plan = planAt(cost, choice);
        // a contributor's own photos (nothing to pay): no question (SPEC §6), unless there are sizes to choose from (issue 20)
        if (plan.kind === "go" && (choice?.options?.sizes.length ?? 0) > 1) plan = { ...plan, kind: "confirm", code: "photo_group_14" };
        set({ phase: "asking", plan, choice });
        const asked = s.get();
        if (asked.phase === "asking" && asked.plan.kind === "go") await store.confirm();
      } catch (err) {
        fail(err);
      }
    },
    async chooseSize(size) {
      const now = s.get();
      if (now.phase !== "asking" || !now.choice || now.choice.size === size) return;
      if (now.plan.kind === "refuse" && now.plan.code === "photo_detail_5") return;
      if (now.choice.options && !now.choice.options.sizes.some((o) => o.size === size)) return;
      const mine = ++check;
      const choice: SizeChoice = { ...now.choice, size, rechecking: true };
      s.replace({ ...now, choice });
      try {
        const cost = await deps.cost(relationIds(), lang(), size);
        const after = s.get();
        if (mine !== check || after.phase !== "asking") return;
        const plan = planAt(cost, choice);
        // nothing to pay at the new size (a contributor's own photos): still a question, never a download on a radio's change
        const asked: DownloadPlan = plan.kind === "go" ? { ...plan, kind: "confirm", code: "photo_group_14" } : plan;
        set({ phase: "asking", plan: asked, choice: { ...choice, rechecking: false } });
      } catch (err) {
        if (mine === check && s.get().phase === "asking") fail(err);
      }
    },
    async confirm() {
      const now = s.get();
      if (now.phase !== "asking" || now.plan.kind === "refuse" || now.choice?.rechecking) return;
      const { plan, choice } = now;
      abort = new AbortController();
      set({ phase: "downloading", plan, choice });
      try {
        const { url } = await deps.download(plan.api, relationIds(), lang(), abort.signal, choice?.size);
        set({ phase: "done" });
        deps.navigate(url);
      } catch (err) {
        if (err instanceof ApiCallError && err.code === "aborted") set({ phase: "idle" });
        // the quota went short since it was read (or a contributor's photos were not all their own): the out-of-quota refusal
        else if (err instanceof ApiCallError && err.code === "photo_group_12")
          set({ phase: "asking", plan: { kind: "refuse", code: "photo_group_12", count: plan.count, residueCount: quotaOf(err) ?? plan.residueCount }, choice });
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
      if (s.get().phase === "asking" || s.get().phase === "error" || s.get().phase === "done") {
        check++;
        set({ phase: "idle" });
      }
    },
  };
  return store;
}
