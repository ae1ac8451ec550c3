/**
 * The member centre's earnings slice (issue 20 "Contributor earnings",
 * `?tab=earnings` of uc1-index, contributors only): the contributor's sales
 * (GET commerce/earnings?page=&rows=, common/commerce.ts EarningsDto: the
 * sales list paged PAGE_SIZE a page, the month totals, the points now and
 * from sales all time, the share in force), read again by "refresh"; and
 * the withdrawal SPEC already has (POST web/order/withdraw { point }), fed
 * by those points: checked before it is sent against the settings'
 * minimum (GET commerce/settings withdrawMinPoints, never a constant) and
 * the points the member has; a refusal (bank_missing, point_short, the
 * minimum) is shown and loses nothing typed. After a withdrawal the
 * member's points change for the whole page (setMember) and the earnings
 * are read again. No React, no DOM.
 */
import type { EarningsDto } from "../../../common/commerce.js";
import type { Member } from "../../../common/types.js";
import type { State } from "../../core/store.js";
import type { Lang } from "../locale/index.js";
import { amountProblemOf, wholeNumber, withdrawProblem } from "../commerce.rules.js";
import { PAGE_SIZE, pageCount } from "../member-center.rules.js";
import { codeOf, EMPTY_FORM, errorsOf, failureOf, type AmountForm } from "./amount.js";
import type { SettingsSliceState } from "./settings.js";

/** The earnings section's state. */
export interface EarningsState {
  /** the last answer; null before it loads or when it failed (logged, nothing shown) */
  data: EarningsDto | null;
  page: number;
  loading: boolean;
  withdraw: AmountForm;
}

/** The earnings section before it opens. */
export const EMPTY_EARNINGS: EarningsState = { data: null, page: 1, loading: false, withdraw: EMPTY_FORM };

export interface EarningsSliceState extends SettingsSliceState {
  member: Member | null | undefined;
  earnings: EarningsState;
}

export interface EarningsDeps {
  /** GET commerce/earnings?page=&rows= → EarningsDto @throws ApiCallError */
  earnings(page: number, rows: number, lang: Lang): Promise<EarningsDto>;
  /** POST web/order/withdraw { point } → the member's points after it @throws ApiCallError bank_missing, point_short, invalid_param */
  withdraw(point: number, lang: Lang): Promise<{ point: number }>;
}

export interface EarningsLinks {
  live(): boolean;
  /** reads the settings (once; again when `fresh`) */
  loadSettings(fresh?: boolean): Promise<void>;
  setMember(m: Member): void;
}

export interface EarningsSlice {
  /** the section opened: the settings and the earnings' page */
  open(): void;
  refresh(): void;
  goPage(n: number): void;
  setWithdraw(text: string): void;
  withdraw(): Promise<void>;
}

/** Creates the earnings slice over the centre's state `s` (its `earnings`, `settings`, `member`). */
export function createEarningsSlice(s: State<EarningsSliceState>, deps: EarningsDeps, lang: Lang, links: EarningsLinks): EarningsSlice {
  let seq = 0;
  let done = 0;
  const get = () => s.get().earnings;
  const set = (patch: Partial<EarningsState>) => s.set((st) => ({ earnings: { ...st.earnings, ...patch } }));
  const setForm = (patch: Partial<AmountForm>) => set({ withdraw: { ...get().withdraw, ...patch } });

  async function load(): Promise<void> {
    const mine = ++seq;
    set({ loading: true });
    let data: EarningsDto | null = null;
    try {
      data = await deps.earnings(get().page, PAGE_SIZE, lang);
    } catch (err) {
      console.warn("[photowire] failed to get list", err);
    }
    if (!links.live() || mine !== seq) return;
    set({ data, loading: false });
  }

  /** The points the member has now: the earnings' answer when there is one (the server's latest), else the session's. */
  const pointNow = (): number => get().data?.point ?? s.get().member?.point ?? 0;

  return {
    open() {
      void links.loadSettings();
      void load();
    },
    refresh() {
      void load();
    },
    goPage(n) {
      const { data, page } = get();
      if (!data) return;
      const next = Math.min(Math.max(1, n), pageCount(data.total));
      if (next === page) return;
      set({ page: next });
      void load();
    },
    setWithdraw(text) {
      setForm({ input: text, problem: null, alert: "", alertCode: "" });
    },
    async withdraw() {
      const { settings } = s.get();
      const form = get().withdraw;
      if (!settings || form.busy) return;
      const problem = withdrawProblem(form.input, pointNow(), settings);
      if (problem) {
        setForm({ problem, alert: "", alertCode: "" });
        return;
      }
      const points = wholeNumber(form.input)!;
      setForm({ busy: true, problem: null, alert: "", alertCode: "" });
      try {
        const r = await deps.withdraw(points, lang);
        if (!links.live()) return;
        setForm({ busy: false, input: "", done: { amount: points, spent: points, after: r.point, seq: ++done } });
        const m = s.get().member;
        if (m && Number.isFinite(r.point)) links.setMember({ ...m, point: r.point });
        const data = get().data;
        if (data && Number.isFinite(r.point)) set({ data: { ...data, point: r.point } });
        void load();
      } catch (err) {
        if (!links.live()) return;
        const code = codeOf(err);
        const named = code === "invalid_param" ? amountProblemOf(errorsOf(err), "point") : code === "point_short" ? "points" : null;
        setForm(named ? { busy: false, problem: named } : { busy: false, alert: failureOf(err, lang), alertCode: code });
        // a limit the page did not know (staff changed the settings since it read them): say the one in force
        if (named === "min" || named === "max") await links.loadSettings(true);
      }
    },
  };
}
