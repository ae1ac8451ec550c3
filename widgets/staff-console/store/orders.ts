/**
 * The staff console store's orders slice (issue 20 "Download packs and
 * orders"; GET /api/staff/orders, POST …/{number}/confirm, …/cancel;
 * common/commerce.ts PackOrderDto): orders found by an order number or a
 * member code under a state filter (pending first), one page at a time; one
 * order open (its copy from the list). A pending order's bank transfer is
 * confirmed in a dialog with the bank's reference and the amount received
 * (checked with the rules; the server refuses an amount that is not the
 * price: invalid_param amountCents mismatch, kept at the amount box), or the
 * order is cancelled after a confirmation. A refusal that says the order
 * changed meanwhile (order_state) reads the order again. The order answered
 * takes its place in the list, or leaves it when it no longer fits the
 * filter; the open copy stays. Audited by the server (order.confirm,
 * order.cancel). No React, no DOM.
 */
import type { PackOrderDto } from "../../../common/commerce.js";
import type { Lang } from "../../../common/i18n/index.js";
import type { State } from "../../core/store.js";
import { checkConfirm, fitsOrderFilter, type ConfirmForm, type OrderFilter } from "../commerce.rules.js";
import type { Notes } from "./notes.js";
import { createPaged } from "./paged.js";
import { failureOf, type StaffDeps, type StaffState } from "./types.js";

export type OrdersSliceState = Pick<StaffState, "orders">;

export interface Orders {
  load(page?: number): Promise<void>;
  /** a new search (`q`: an order number or a member code, trimmed) under `filter`: its first page */
  search(q: string, filter: OrderFilter): Promise<void>;
  /** opens order `number` (from the list) */
  open(number: string): void;
  close(): void;
  /** opens the confirmation dialog of the open (pending) order */
  startConfirm(): void;
  /** opens the cancellation dialog of the open (pending) order */
  startCancel(): void;
  closeDialog(): void;
  /** @returns true when the order is paid */
  confirm(form: ConfirmForm): Promise<boolean>;
  /** @returns true when the order is cancelled */
  cancel(): Promise<boolean>;
  clearProblems(): void;
}

export function createOrders(s: State<OrdersSliceState>, deps: StaffDeps, lang: () => Lang, rows: number, links: { notes: Notes; disposed(): boolean }): Orders {
  const g = () => s.get().orders;
  const patch = (p: Partial<StaffState["orders"]>) => s.set({ orders: { ...g(), ...p } });
  const stateOf = (f: OrderFilter) => (f === "all" ? undefined : f);
  const list = createPaged<PackOrderDto>(
    () => g().list,
    (p) => patch({ list: { ...g().list, ...p } }),
    (page) => deps.commerce.orders({ q: g().q, state: stateOf(g().filter), page, rows }, lang()),
    rows,
    links.disposed,
  );

  /** The order as answered: the open copy, and its list entry (or out of the list when it no longer fits the filter). */
  const put = (o: PackOrderDto) => {
    const cur = g();
    const l = cur.list;
    const listed = l.items.some((x) => x.number === o.number);
    const nextList = !listed
      ? l
      : fitsOrderFilter(o.state, cur.filter)
        ? { ...l, items: l.items.map((x) => (x.number === o.number ? o : x)) }
        : { ...l, items: l.items.filter((x) => x.number !== o.number), total: Math.max(0, l.total - 1) };
    patch({ list: nextList, ...(cur.number === o.number ? { order: o } : {}) });
  };

  /** Reads order `number` again (after order_state: it changed meanwhile). */
  const refresh = async (number: string) => {
    try {
      const r = await deps.commerce.orders({ q: number, page: 1, rows: 1 }, lang());
      const o = r.page_data.find((x) => x.number === number);
      if (o && !links.disposed()) put(o);
    } catch {
      // the refusal is shown already
    }
  };

  const run = async (kind: "confirm" | "cancel", call: (number: string) => Promise<PackOrderDto>): Promise<boolean> => {
    const number = g().number;
    if (!number || g().busy) return false;
    patch({ busy: kind, problems: [], failure: null });
    try {
      const o = await call(number);
      if (links.disposed()) return false;
      patch({ busy: null, dialog: null });
      put(o);
      if (kind === "confirm") links.notes.done("order.confirm", number, "order_paid", { number, count: o.pack.count });
      else links.notes.done("order.cancel", number, "order_cancelled", { number });
      return true;
    } catch (err) {
      if (links.disposed()) return false;
      const f = failureOf(err);
      // a cancellation refused closes its dialog: the refusal shows in the order
      patch({ busy: null, problems: f.problems, failure: f.problems.length ? null : f, ...(kind === "cancel" ? { dialog: null } : {}) });
      if (f.code === "order_state") void refresh(number);
      return false;
    }
  };

  return {
    load: (page) => list.load(page),
    async search(q, filter) {
      patch({ q: q.trim(), filter });
      await list.load(1);
    },
    open(number) {
      const order = g().list.items.find((x) => x.number === number) ?? null;
      patch({ number, order, dialog: null, busy: null, problems: [], failure: null });
    },
    close: () => patch({ number: null, order: null, dialog: null, busy: null, problems: [], failure: null }),
    startConfirm() {
      if (g().order?.state === "pending") patch({ dialog: "confirm", problems: [], failure: null });
    },
    startCancel() {
      if (g().order?.state === "pending") patch({ dialog: "cancel", problems: [], failure: null });
    },
    closeDialog: () => patch({ dialog: null, problems: [], failure: null }),
    confirm(form) {
      if (g().dialog !== "confirm") return Promise.resolve(false);
      const r = checkConfirm(form);
      if ("problems" in r) {
        patch({ problems: r.problems, failure: null });
        return Promise.resolve(false);
      }
      return run("confirm", (number) => deps.commerce.confirmOrder(number, r.input, lang()));
    },
    cancel() {
      if (g().dialog !== "cancel") return Promise.resolve(false);
      return run("cancel", (number) => deps.commerce.cancelOrder(number, lang()));
    },
    clearProblems() {
      if (g().problems.length || g().failure) patch({ problems: [], failure: null });
    },
  };
}
