/**
 * The out-of-quota dialog's next step (issue 20, SPEC §8 photo_group_12):
 * the download packs on offer (GET /api/commerce/packs), the reader's
 * choice, and the order of one (POST /api/commerce/orders `{ packId }`),
 * whose answer (PackOrderDto: number, amount, bank transfer instructions,
 * invoice) the dialog then shows. A slice of the download store
 * (download.store.ts): no React, no DOM; the calls come in as deps
 * (download.api.ts ShopDeps).
 *
 * Nothing is paid here: an order waits for the bank transfer, and the
 * quota is added once staff confirm it (server: services/orders.ts).
 * Failures keep what the reader chose and can be tried again: a pack that
 * is no longer offered (pack_inactive) reloads the list; any other failure
 * (network 998, …) repeats what failed.
 */
import { createState, type Readable } from "../../core/store.js";
import { ApiCallError, errorText } from "../../core/api.js";
import type { PackDto, PackOrderDto } from "../../../common/commerce.js";
import type { Edition } from "../../../common/edition.js";
import type { ShopDeps } from "../download.api.js";
import type { Lang } from "../locale/index.js";

/** A failure: its code (SPEC §8 / the server's, "998" for the network) and the server's message in the reader's language. */
export interface ShopError {
  code: string;
  message: string;
}

export interface ShopState {
  /** the packs on offer: not asked for yet, being read, read (possibly none), or the read failed */
  packs: { status: "idle" | "loading" | "ready" | "error"; list: PackDto[]; error: ShopError | null };
  /** the chosen pack (the first on offer until the reader picks another), null while there is none */
  packId: number | null;
  /** the order: none, being placed, placed (the answer), or the call failed */
  order: { status: "idle" | "placing" | "placed" | "error"; placed: PackOrderDto | null; error: ShopError | null };
  /** the member's nature (the orders are in uc1 for 1, else uc2) */
  nature: number;
  /** the page's edition (the member centre's address) */
  edition: Edition;
}

export interface ShopStore extends Readable<ShopState> {
  /** a new download: forgets the packs and any order, remembers who asks and where */
  reset(nature: number, edition: Edition): void;
  /** reads the packs once (again after a failure) */
  load(): Promise<void>;
  /** the reader picked a pack */
  choose(packId: number): void;
  /** orders the chosen pack (once: a placed order stays until reset) */
  order(): Promise<void>;
  /** tries again what failed: the order, or the list (also after pack_inactive) */
  retry(): Promise<void>;
}

const IDLE_ORDER: ShopState["order"] = { status: "idle", placed: null, error: null };

const errorOf = (err: unknown): ShopError => ({ code: err instanceof ApiCallError ? err.code : "998", message: errorText(err) });

/** The shop slice of one download button. */
export function createShop(lang: () => Lang, deps: ShopDeps): ShopStore {
  const s = createState<ShopState>({ packs: { status: "idle", list: [], error: null }, packId: null, order: IDLE_ORDER, nature: 0, edition: "zh" });
  /** which reset the calls belong to: an answer of an earlier download is dropped */
  let generation = 0;

  const shop: ShopStore = {
    get: s.get,
    subscribe: s.subscribe,
    reset(nature, edition) {
      generation++;
      s.replace({ packs: { status: "idle", list: [], error: null }, packId: null, order: IDLE_ORDER, nature, edition });
    },
    async load() {
      const st = s.get().packs.status;
      if (st === "loading" || st === "ready") return;
      const gen = generation;
      s.set((x) => ({ packs: { ...x.packs, status: "loading", error: null } }));
      try {
        const list = (await deps.packs(lang())).filter((p) => p.active !== false);
        if (gen !== generation) return;
        s.set((x) => ({
          packs: { status: "ready", list, error: null },
          packId: list.some((p) => p.id === x.packId) ? x.packId : (list[0]?.id ?? null),
        }));
      } catch (err) {
        if (gen === generation) s.set((x) => ({ packs: { status: "error", list: x.packs.list, error: errorOf(err) } }));
      }
    },
    choose(packId) {
      const x = s.get();
      if (x.order.status === "placing" || x.order.status === "placed" || !x.packs.list.some((p) => p.id === packId)) return;
      s.set({ packId, order: IDLE_ORDER });
    },
    async order() {
      const x = s.get();
      if (x.packId === null || x.order.status === "placing" || x.order.status === "placed") return;
      const gen = generation;
      s.set({ order: { status: "placing", placed: null, error: null } });
      try {
        const placed = await deps.order(x.packId, lang());
        if (gen === generation) s.set({ order: { status: "placed", placed, error: null } });
      } catch (err) {
        if (gen === generation) s.set({ order: { status: "error", placed: null, error: errorOf(err) } });
      }
    },
    async retry() {
      const x = s.get();
      if (x.order.status === "error" && x.order.error?.code !== "pack_inactive") return shop.order();
      if (x.order.status === "error" || x.packs.status === "error") {
        // the chosen pack is gone (or the list never came): read the list again
        s.set({ packs: { status: "idle", list: x.packs.list, error: null }, order: IDLE_ORDER });
        return shop.load();
      }
    },
  };
  return shop;
}
