/**
 * The member centre's organisation slice (issue 20 "Organisation
 * members"): the member's organisation (GET commerce/organisation →
 * OrganisationDto or null), read when the member arrives on any page: it
 * gives the admin's menu entry (uc2), the choice to order for the
 * organisation (orders) and its shared quota (entitlements); and, in the
 * admin's section (`?tab=organisation` of uc2-index), who downloaded what
 * (GET commerce/organisation/downloads?page=&rows=, OrgDownloadDto, paged
 * PAGE_SIZE a page). A failure is logged: no organisation is shown (null),
 * a list that fails is not shown. No React, no DOM.
 */
import type { OrganisationDto, OrgDownloadDto } from "../../../common/commerce.js";
import type { State } from "../../core/store.js";
import type { Lang } from "../locale/index.js";
import { PAGE_SIZE, pageCount } from "../member-center.rules.js";

/** Who downloaded what, one page. */
export interface OrgDownloadsState {
  /** null before it loads or when it failed (logged, nothing shown) */
  list: { items: OrgDownloadDto[]; total: number } | null;
  page: number;
  loading: boolean;
}

/** Who downloaded what before it is read. */
export const EMPTY_ORG_DOWNLOADS: OrgDownloadsState = { list: null, page: 1, loading: false };

export interface OrganisationSliceState {
  /** the member's organisation: undefined until read, null for none (or when it could not be read) */
  organisation: OrganisationDto | null | undefined;
  orgDownloads: OrgDownloadsState;
}

export interface OrganisationDeps {
  /** GET commerce/organisation → the member's organisation or null @throws ApiCallError */
  organisation(lang: Lang): Promise<OrganisationDto | null>;
  /** GET commerce/organisation/downloads?page=&rows= (its admin) @throws ApiCallError forbidden */
  orgDownloads(page: number, rows: number, lang: Lang): Promise<{ list: OrgDownloadDto[]; total: number }>;
}

export interface OrganisationSlice {
  /** reads the member's organisation (again) */
  load(current: () => boolean): Promise<void>;
  /** the admin's section opened: who downloaded what, the page shown */
  openDownloads(): void;
  goDownloadsPage(n: number): void;
}

/** Creates the organisation slice over the centre's state `s` (its `organisation`, `orgDownloads`). */
export function createOrganisationSlice(s: State<OrganisationSliceState>, deps: OrganisationDeps, lang: Lang, live: () => boolean): OrganisationSlice {
  let seq = 0;
  const get = () => s.get().orgDownloads;
  const set = (patch: Partial<OrgDownloadsState>) => s.set((st) => ({ orgDownloads: { ...st.orgDownloads, ...patch } }));

  async function loadDownloads(): Promise<void> {
    const mine = ++seq;
    set({ loading: true });
    let list: OrgDownloadsState["list"] = null;
    try {
      const answer = await deps.orgDownloads(get().page, PAGE_SIZE, lang);
      list = { items: answer.list, total: answer.total };
    } catch (err) {
      console.warn("[photowire] failed to get list", err);
    }
    if (!live() || mine !== seq) return;
    set({ list, loading: false });
  }

  return {
    async load(current) {
      let org: OrganisationDto | null = null;
      try {
        org = await deps.organisation(lang);
      } catch (err) {
        console.warn("[photowire] failed to get the organisation", err);
      }
      if (live() && current()) s.set({ organisation: org && typeof org === "object" ? { ...org, grants: org.grants ?? [], members: org.members ?? [] } : null });
    },
    openDownloads() {
      void loadDownloads();
    },
    goDownloadsPage(n) {
      const { list, page } = get();
      if (!list) return;
      const next = Math.min(Math.max(1, n), pageCount(list.total));
      if (next === page) return;
      set({ page: next });
      void loadDownloads();
    },
  };
}
