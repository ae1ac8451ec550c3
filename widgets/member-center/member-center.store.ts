/**
 * The state of one member-center page, framework-free (SPEC §2 uc1-* and
 * uc2-* pages, the fee-record tab, the back button; §6 roles; §8 "failed to
 * get list", style_1). No React, no DOM: the calls, the session, the
 * address and the page around the element are injected (MemberCenterDeps),
 * so the whole flow runs in unit tests.
 *
 * - start(): who is here. A guest is sent to the login page (with the page
 *   as redirect), a member of the other nature to their own center
 *   (ownPageFor); both are announced first (onRedirect, cancelable). A
 *   member of the right nature gets the member class and the selected
 *   tab's list.
 * - the selected tab comes from `?tab=` and is written back on a change;
 *   list tabs are paged 10 a page; like and collect rows can be removed;
 * - a list that fails to load is logged ("failed to get list") and nothing
 *   is shown (list null);
 * - back(): asks (confirming) when a non-radio input is filled, else leaves;
 *   leaving is announced (onBack, cancelable), then history back or home.
 * - issue 19: the contributor's stories come from guest/query_story with
 *   their review state; on uc1 pages review events arrive in realtime
 *   (store/review.ts); pages that list downloads show the quota and the
 *   staff's download grants (store/entitlements.ts).
 * - issue 20: the home page's sections (`?tab=orders`, `earnings` on uc1,
 *   `organisation` on uc2) are slices (store/orders.ts, earnings.ts,
 *   organisation.ts, settings.ts); the member's organisation is read on
 *   every page (the admin's menu entry, ordering for it, its shared quota).
 *   A member of the other nature keeps the `?tab=` their own page has.
 */
import { createState } from "../core/store.js";
import { ApiCallError } from "../core/api.js";
import type { Member } from "../../common/types.js";
import { homeUrl, loginUrl, type Edition } from "../../common/edition.js";
import { t, type Lang } from "./locale/index.js";
import {
  isRecordTab,
  isUc1,
  keptQuery,
  listPageOf,
  listRequest,
  memberUrl,
  ownPageFor,
  pageCount,
  pageEdition,
  pageFitsNature,
  PAGE_SIZE,
  recordsPageOf,
  selectedTab,
  showsEntitlements,
  storeOf,
  tabsFor,
  type ListPage,
  type Page,
  type RecordsResult,
  type StoreSearchResult,
  type TabId,
} from "./member-center.rules.js";
import { loadEntitlements, type EntitlementsDeps, type EntitlementsSliceState } from "./store/entitlements.js";
import { createReviewSlice, type ReviewDeps, type ReviewSliceState } from "./store/review.js";
import { isOrgAdmin } from "./commerce.rules.js";
import { settingsLoader, type SettingsDeps } from "./store/settings.js";
import { createOrdersSlice, EMPTY_ORDERS, type OrdersDeps, type OrdersSlice, type OrdersSliceState } from "./store/orders.js";
import { createEarningsSlice, EMPTY_EARNINGS, type EarningsDeps, type EarningsSlice, type EarningsSliceState } from "./store/earnings.js";
import { createOrganisationSlice, EMPTY_ORG_DOWNLOADS, type OrganisationDeps, type OrganisationSlice, type OrganisationSliceState } from "./store/organisation.js";

export type { Entitlements } from "./store/entitlements.js";
export type { ReviewNotice } from "./store/review.js";

/** Why a visitor is sent away. */
export interface RedirectDetail {
  to: string;
  reason: "guest" | "nature";
}

/** What the page shows. */
export interface MemberCenterState extends ReviewSliceState, EntitlementsSliceState, OrdersSliceState, EarningsSliceState, OrganisationSliceState {
  /** the member; undefined until known, null for a guest or a member of the other nature (being sent away) */
  member: Member | null | undefined;
  /** the tab list of the page (fee_record switches the home page's) */
  tabs: TabId[];
  /** the selected tab, null on a page without tabs (uc1-new) */
  tab: TabId | null;
  /** the selected list tab's page; null before it loads or when it failed (SPEC §8: nothing shown) */
  list: ListPage | null;
  /** 1-based page of the list */
  listPage: number;
  listLoading: boolean;
  /** message of a failed removal, "" when none */
  listAlert: string;
  /** the member class name (getByUcMemberClass), "" until known */
  className: string;
  avatarBusy: boolean;
  /** message of a failed avatar upload, "" when none */
  avatarAlert: string;
  /** "avatar updated", "" otherwise */
  avatarStatus: string;
  /** the leave confirmation (style_1) is open */
  confirming: boolean;
}

type StoreName = NonNullable<ReturnType<typeof storeOf>>;

/** What the store needs from the outside world (injected for tests). */
export interface MemberCenterDeps extends ReviewDeps, EntitlementsDeps, SettingsDeps, OrdersDeps, EarningsDeps, OrganisationDeps {
  /** the logged-in member or null (core/session getMember) */
  getMember(lang: Lang): Promise<Member | null>;
  /** login-state changes (core/session onMemberChange); returns the unsubscribe function */
  onMemberChange?(fn: (m: Member | null) => void): () => void;
  /** tells the page the member changed (core/session setMember) */
  setMember(m: Member): void;
  /** GET store/{store}/search?page=&rows= → result */
  searchStore(store: StoreName, page: number, rows: number, lang: Lang): Promise<Partial<StoreSearchResult>>;
  /** GET guest/query_story?status=&page=&rows= → the contributor's drafts (submit or draft) with their review state (issue 19) */
  queryStories(status: "submit" | "draft", page: number, rows: number, lang: Lang): Promise<Partial<StoreSearchResult>>;
  /** GET store/{store}/delete?oid= @throws ApiCallError */
  deleteRecord(store: StoreName, oid: string, lang: Lang): Promise<void>;
  /** GET web/buy/get_record (fee) or web/point/get_record (point) → data */
  fetchRecords(tab: "fee_record" | "point_record", page: number, rows: number, lang: Lang): Promise<Partial<RecordsResult>>;
  /** the class name of a member class type (GET guest/getByUcMemberClass); "" when unknown */
  memberClass(type: number, lang: Lang): Promise<string>;
  /** POST guest/update_titleImg (multipart field file) → the new imgUrl @throws ApiCallError */
  uploadAvatar(file: Blob, lang: Lang): Promise<string>;
  /** the page's address */
  location(): { pathname: string; search: string };
  /** writes `?tab=` into the address (no navigation) */
  setTabQuery(tab: TabId): void;
  /** narrow screen (≤ 1024 px): rows link to the m_ variants */
  isMobile(): boolean;
  /** a non-radio input on the page (or in the element) is filled (SPEC §2 back button) */
  hasFilledInput(): boolean;
  /** announces a redirect (cancelable event); false: a listener prevented it */
  onRedirect(detail: RedirectDetail): boolean;
  /** announces leaving by the back button (cancelable event); false: a listener prevented it */
  onBack(detail: { confirmed: boolean }): boolean;
  /** leaves for `url` (core/api navigation.assign) */
  navigate(url: string): void;
  /** goes back in the history; false when there is nothing to go back to */
  goBack(): boolean;
}

export interface MemberCenterStore {
  /** The current state (a stable object between changes). */
  getState(): MemberCenterState;
  /** Calls `fn` on every change; returns the unsubscribe function. */
  subscribe(fn: () => void): () => void;
  /** The edition of the page (from its address). */
  readonly edition: Edition;
  /** Finds out who is here (redirects, or loads the member's data); returns the stop function. */
  start(): () => void;
  selectTab(id: TabId): void;
  /** Shows page `n` of the list (clamped to the pages there are). */
  goPage(n: number): void;
  /** Removes a row of the list (like, collect). */
  remove(oid: string): Promise<void>;
  uploadAvatar(file: Blob | undefined): Promise<void>;
  /** The back button. */
  back(): void;
  confirmLeave(): void;
  cancelLeave(): void;
  /** issue 20: the orders section (?tab=orders) */
  readonly orders: Omit<OrdersSlice, "open">;
  /** issue 20: the earnings section (?tab=earnings, uc1) */
  readonly earnings: Omit<EarningsSlice, "open">;
  /** issue 20: the organisation section (?tab=organisation, uc2, its admin) */
  readonly organisation: Pick<OrganisationSlice, "goDownloadsPage">;
}

/** The message of a failed call: the server's msg, else api_tools_1 (SPEC §8). */
const failure = (err: unknown, lang: Lang) => (err instanceof ApiCallError ? err.msg : t(lang, "api_tools_1"));

/** Creates the state of one `<pw-member-center page>` in language `lang`. */
export function createMemberCenterStore(deps: MemberCenterDeps, opts: { page: Page; lang: Lang }): MemberCenterStore {
  const { page, lang } = opts;
  const where = deps.location();
  const edition = pageEdition(where.pathname, where.search);
  const query = new URLSearchParams(where.search).get("tab");
  const firstTabs = tabsFor(page, query);
  const s = createState<MemberCenterState>({
    member: undefined,
    tabs: firstTabs,
    tab: selectedTab(firstTabs, query),
    list: null,
    listPage: 1,
    listLoading: false,
    listAlert: "",
    className: "",
    avatarBusy: false,
    avatarAlert: "",
    avatarStatus: "",
    confirming: false,
    reviewNotice: null,
    entitlements: null,
    settings: null,
    orders: EMPTY_ORDERS,
    earnings: EMPTY_EARNINGS,
    organisation: undefined,
    orgDownloads: EMPTY_ORG_DOWNLOADS,
  });
  let live = false;
  /** the latest list request: older answers are dropped */
  let listSeq = 0;

  function set(patch: Partial<MemberCenterState>): void {
    s.set(patch);
  }

  function sendAway(detail: RedirectDetail): void {
    set({ member: null });
    if (deps.onRedirect(detail)) deps.navigate(detail.to);
  }

  async function fetchPage(tab: TabId, n: number): Promise<ListPage | null> {
    try {
      if (isRecordTab(tab)) return recordsPageOf(await deps.fetchRecords(tab, n, PAGE_SIZE, lang));
      const req = listRequest(tab, n);
      if (!req) return null;
      const answer = req.status ? await deps.queryStories(req.status, req.page, req.rows, lang) : await deps.searchStore(req.store, req.page, req.rows, lang);
      return listPageOf(tab, answer, lang, deps.isMobile());
    } catch (err) {
      console.warn("[photowire] failed to get list", err);
      return null;
    }
  }

  async function loadList(): Promise<void> {
    const { member, tab, listPage } = s.get();
    if (!member || !tab || (!isRecordTab(tab) && !storeOf(tab))) return;
    const seq = ++listSeq;
    set({ listLoading: true });
    const list = await fetchPage(tab, listPage);
    if (!live || seq !== listSeq) return;
    set({ list, listLoading: false });
  }

  async function loadClass(m: Member): Promise<void> {
    const name = await deps.memberClass(m.ucMemberClass?.type ?? 0, lang).catch(() => "");
    if (live && s.get().member?.id === m.id) set({ className: name });
  }

  const review = createReviewSlice(s, deps, { reloadList: () => void loadList(), live: () => live });
  const sectionLinks = { live: () => live, loadSettings: settingsLoader(s, deps, lang, () => live), setMember: (m: Member) => deps.setMember(m) };
  const orders = createOrdersSlice(s, deps, lang, sectionLinks);
  const earnings = createEarningsSlice(s, deps, lang, sectionLinks);
  const organisation = createOrganisationSlice(s, deps, lang, () => live);

  /**
   * A member of this page's nature arrived (or changed): their class and list, their review events on uc1, their
   * entitlements; issue 20: their organisation, and the section the page opens (orders, earnings, or, once the
   * organisation says the member is its admin, who downloaded what).
   */
  function welcome(m: Member): void {
    const same = s.get().member?.id === m.id;
    set({ member: m });
    if (same) return;
    const current = () => live && s.get().member?.id === m.id;
    void loadClass(m);
    void loadList();
    if (isUc1(page)) review.connect(m);
    if (showsEntitlements(s.get().tabs)) void loadEntitlements(s, deps, lang, current);
    const { tab } = s.get();
    void organisation.load(current).then(() => {
      if (current() && tab === "organisation" && isOrgAdmin(s.get().organisation, m)) organisation.openDownloads();
    });
    if (tab === "orders") orders.open();
    if (tab === "earnings") earnings.open();
  }

  function leave(confirmed: boolean): void {
    if (!deps.onBack({ confirmed })) return;
    if (!deps.goBack()) deps.navigate(homeUrl(edition));
  }

  return {
    getState: s.get,
    subscribe: s.subscribe,
    edition,
    start() {
      live = true;
      void deps.getMember(lang).then((m) => {
        if (!live) return;
        if (!m) {
          const here = deps.location();
          sendAway({ to: loginUrl(edition, here.pathname + here.search), reason: "guest" });
        } else if (!pageFitsNature(page, m.nature)) {
          const own = ownPageFor(page, m.nature);
          sendAway({ to: memberUrl(own, edition, keptQuery(own, deps.location().search)), reason: "nature" });
        } else welcome(m);
      });
      const off = deps.onMemberChange?.((m) => {
        if (!live) return;
        if (m && pageFitsNature(page, m.nature)) welcome(m);
        else {
          review.disconnect();
          set({ member: null });
        }
      });
      return () => {
        live = false;
        off?.();
        review.disconnect();
      };
    },
    selectTab(id) {
      if (!s.get().tabs.includes(id)) return;
      deps.setTabQuery(id);
      if (id === s.get().tab) return;
      // fee_record / point_record keep the records' tab list; the others keep theirs
      set({ tab: id, listPage: 1, list: null, listAlert: "" });
      void loadList();
    },
    goPage(n) {
      const { list } = s.get();
      if (!list) return;
      const next = Math.min(Math.max(1, n), pageCount(list.total));
      if (next === s.get().listPage) return;
      set({ listPage: next, listAlert: "" });
      void loadList();
    },
    async remove(oid) {
      const { tab, list, listPage } = s.get();
      const store = tab ? storeOf(tab) : null;
      if (!store) return;
      set({ listAlert: "" });
      try {
        await deps.deleteRecord(store, oid, lang);
      } catch (err) {
        if (live) set({ listAlert: failure(err, lang) });
        return;
      }
      if (!live) return;
      // the last row of a page went: show the page before
      if (list && list.items.length === 1 && listPage > 1) set({ listPage: listPage - 1 });
      await loadList();
    },
    async uploadAvatar(file) {
      const m = s.get().member;
      if (!file || !m || s.get().avatarBusy) return;
      set({ avatarBusy: true, avatarAlert: "", avatarStatus: "" });
      try {
        const imgUrl = await deps.uploadAvatar(file, lang);
        const next = { ...m, imgUrl };
        set({ member: next, avatarBusy: false, avatarStatus: t(lang, "uc_avatar_done") });
        deps.setMember(next);
      } catch (err) {
        set({ avatarBusy: false, avatarAlert: failure(err, lang) });
      }
    },
    back() {
      if (deps.hasFilledInput()) set({ confirming: true });
      else leave(false);
    },
    confirmLeave() {
      set({ confirming: false });
      leave(true);
    },
    cancelLeave() {
      set({ confirming: false });
    },
    orders,
    earnings,
    organisation,
  };
}
