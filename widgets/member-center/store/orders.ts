/**
 * The member centre's orders slice (issue 20 "Download packs and orders",
 * `?tab=orders` of uc1-index and uc2-index):
 * - the packs on offer (GET commerce/packs), ordered one at a time (POST
 *   commerce/orders { packId, forOrganisation }: an organisation's admin
 *   may order for the organisation's shared quota); the new order is
 *   announced, shown first at once, and the list read again from its first
 *   page;
 * - the member's orders (GET commerce/orders?page=&rows=, PAGE_SIZE a
 *   page), read again by "refresh" (no realtime: a confirmed transfer shows
 *   on the next read); a pending order is cancelled after a confirmation
 *   (POST commerce/orders/{number}/cancel): its row becomes the answer; a
 *   refusal (order_state: paid or cancelled meanwhile) is shown and the
 *   list read again;
 * - the points exchange (web/order/save { quantity }: photos of quota for
 *   points, at the settings' points per photo and order cap), checked
 *   before it is sent; the member's points change for the whole page
 *   (setMember).
 * A list that fails to load is logged and not shown (list null); a refused
 * order or cancellation shows the server's message and loses nothing.
 * No React, no DOM.
 */
import type { OrderInput, PackDto, PackOrderDto } from "../../../common/commerce.js";
import type { Member } from "../../../common/types.js";
import type { State } from "../../core/store.js";
import type { Lang } from "../locale/index.js";
import { amountProblemOf, exchangeProblem, wholeNumber } from "../commerce.rules.js";
import { PAGE_SIZE, pageCount } from "../member-center.rules.js";
import { codeOf, EMPTY_FORM, errorsOf, failureOf, type AmountForm } from "./amount.js";
import type { SettingsSliceState } from "./settings.js";

/** The orders section's state. */
export interface OrdersState {
  /** the packs on offer, null until read or when they could not be */
  packs: PackDto[] | null;
  packsLoading: boolean;
  /** order for the organisation (its admin only) rather than for oneself */
  forOrganisation: boolean;
  /** the pack being ordered, null when none */
  placing: number | null;
  /** the page of orders; null before it loads or when it failed (logged, nothing shown) */
  list: { items: PackOrderDto[]; total: number } | null;
  page: number;
  loading: boolean;
  /** the message of a refused order or cancellation, "" when none */
  alert: string;
  /** the last order placed or cancelled here (the live region says it), null before any */
  notice: { kind: "placed" | "cancelled"; order: PackOrderDto; seq: number } | null;
  /** the order whose cancellation is being asked (the confirmation is open), null when none */
  asking: string | null;
  /** the order being cancelled, null when none */
  cancelling: string | null;
  /** the points exchange */
  exchange: AmountForm;
}

/** The orders section before it opens. */
export const EMPTY_ORDERS: OrdersState = {
  packs: null,
  packsLoading: false,
  forOrganisation: false,
  placing: null,
  list: null,
  page: 1,
  loading: false,
  alert: "",
  notice: null,
  asking: null,
  cancelling: null,
  exchange: EMPTY_FORM,
};

export interface OrdersSliceState extends SettingsSliceState {
  member: Member | null | undefined;
  orders: OrdersState;
}

export interface OrdersDeps {
  /** GET commerce/packs → the active packs @throws ApiCallError */
  packs(lang: Lang): Promise<PackDto[]>;
  /** POST commerce/orders → the new order (pending, with its bank transfer) @throws ApiCallError pack_inactive, not_found, forbidden */
  placeOrder(input: OrderInput, lang: Lang): Promise<PackOrderDto>;
  /** GET commerce/orders?page=&rows= → the member's orders, newest first @throws ApiCallError */
  orders(page: number, rows: number, lang: Lang): Promise<{ list: PackOrderDto[]; total: number }>;
  /** POST commerce/orders/{number}/cancel → the cancelled order @throws ApiCallError order_state */
  cancelOrder(number: string, lang: Lang): Promise<PackOrderDto>;
  /** POST web/order/save { quantity } → the member's points and quota after it @throws ApiCallError point_short, invalid_param */
  exchangePoints(quantity: number, lang: Lang): Promise<{ point: number; residueCount: number }>;
}

/** What the slice asks of the rest of the store. */
export interface OrdersLinks {
  live(): boolean;
  /** reads the settings (once; again when `fresh`) */
  loadSettings(fresh?: boolean): Promise<void>;
  /** tells the page the member changed (their points) */
  setMember(m: Member): void;
}

export interface OrdersSlice {
  /** the section opened: the packs (once), the settings, the orders' page */
  open(): void;
  /** reads the orders' page again (and the packs, when they could not be read) */
  refresh(): void;
  goPage(n: number): void;
  setForOrganisation(on: boolean): void;
  order(packId: number): Promise<void>;
  askCancel(number: string): void;
  dismissCancel(): void;
  confirmCancel(): Promise<void>;
  setExchange(text: string): void;
  exchange(): Promise<void>;
}

/** Creates the orders slice over the centre's state `s` (its `orders`, `settings`, `member`). */
export function createOrdersSlice(s: State<OrdersSliceState>, deps: OrdersDeps, lang: Lang, links: OrdersLinks): OrdersSlice {
  let seq = 0;
  let notices = 0;
  let exchanges = 0;
  const get = () => s.get().orders;
  const set = (patch: Partial<OrdersState>) => s.set((st) => ({ orders: { ...st.orders, ...patch } }));
  const setForm = (patch: Partial<AmountForm>) => set({ exchange: { ...get().exchange, ...patch } });

  async function loadPacks(): Promise<void> {
    if (get().packsLoading) return;
    set({ packsLoading: true });
    try {
      const packs = await deps.packs(lang);
      if (links.live()) set({ packs: packs.filter((p) => p.active !== false), packsLoading: false });
    } catch (err) {
      console.warn("[photowire] failed to get the download packs", err);
      if (links.live()) set({ packs: null, packsLoading: false });
    }
  }

  async function loadList(): Promise<void> {
    const mine = ++seq;
    set({ loading: true });
    let list: OrdersState["list"] = null;
    try {
      const answer = await deps.orders(get().page, PAGE_SIZE, lang);
      list = { items: answer.list, total: answer.total };
    } catch (err) {
      console.warn("[photowire] failed to get list", err);
    }
    if (!links.live() || mine !== seq) return;
    set({ list, loading: false });
  }

  return {
    open() {
      if (!get().packs) void loadPacks();
      void links.loadSettings();
      void loadList();
    },
    refresh() {
      set({ alert: "" });
      if (!get().packs) void loadPacks();
      void loadList();
    },
    goPage(n) {
      const { list, page } = get();
      if (!list) return;
      const next = Math.min(Math.max(1, n), pageCount(list.total));
      if (next === page) return;
      set({ page: next, alert: "" });
      void loadList();
    },
    setForOrganisation(on) {
      set({ forOrganisation: on });
    },
    async order(packId) {
      if (get().placing !== null) return;
      set({ placing: packId, alert: "" });
      try {
        const order = await deps.placeOrder({ packId, ...(get().forOrganisation ? { forOrganisation: true } : {}) }, lang);
        if (!links.live()) return;
        // the new order first at once (the server's answer), as the first page read again will have it
        const shown = get().page === 1 ? (get().list?.items ?? []).filter((o) => o.number !== order.number) : [];
        const list = { items: [order, ...shown].slice(0, PAGE_SIZE), total: (get().list?.total ?? 0) + 1 };
        set({ placing: null, page: 1, list, notice: { kind: "placed", order, seq: ++notices } });
        await loadList();
      } catch (err) {
        if (!links.live()) return;
        set({ placing: null, alert: failureOf(err, lang) });
        // a pack withdrawn meanwhile: offer what is on offer now
        if (codeOf(err) === "pack_inactive" || codeOf(err) === "not_found") void loadPacks();
      }
    },
    askCancel(number) {
      if (get().cancelling) return;
      set({ asking: number, alert: "" });
    },
    dismissCancel() {
      set({ asking: null });
    },
    async confirmCancel() {
      const number = get().asking;
      if (!number || get().cancelling) return;
      set({ asking: null, cancelling: number, alert: "" });
      try {
        const order = await deps.cancelOrder(number, lang);
        if (!links.live()) return;
        const list = get().list;
        set({
          cancelling: null,
          notice: { kind: "cancelled", order, seq: ++notices },
          list: list ? { ...list, items: list.items.map((o) => (o.number === number ? order : o)) } : list,
        });
      } catch (err) {
        if (!links.live()) return;
        set({ cancelling: null, alert: failureOf(err, lang) });
        // paid or cancelled meanwhile: show the order as it is now
        if (codeOf(err) === "order_state") void loadList();
      }
    },
    setExchange(text) {
      setForm({ input: text, problem: null, alert: "", alertCode: "" });
    },
    async exchange() {
      const { settings, member } = s.get();
      const form = get().exchange;
      if (!settings || !member || form.busy) return;
      const problem = exchangeProblem(form.input, member.point, settings);
      if (problem) {
        setForm({ problem, alert: "", alertCode: "" });
        return;
      }
      const quantity = wholeNumber(form.input)!;
      setForm({ busy: true, problem: null, alert: "", alertCode: "" });
      try {
        const r = await deps.exchangePoints(quantity, lang);
        if (!links.live()) return;
        const m = s.get().member;
        const spent = m && Number.isFinite(r.point) ? m.point - r.point : quantity * settings.pointsPerPhoto;
        setForm({ busy: false, input: "", done: { amount: quantity, spent, after: r.residueCount, seq: ++exchanges } });
        if (m && Number.isFinite(r.point)) links.setMember({ ...m, point: r.point });
      } catch (err) {
        if (!links.live()) return;
        const named = codeOf(err) === "invalid_param" ? amountProblemOf(errorsOf(err), "quantity") : codeOf(err) === "point_short" ? "points" : null;
        setForm(named ? { busy: false, problem: named } : { busy: false, alert: failureOf(err, lang), alertCode: codeOf(err) });
        // a limit the page did not know (staff changed the settings since it read them): say the one in force
        if (named === "min" || named === "max") await links.loadSettings(true);
      }
    },
  };
}
