/**
 * The member center's entitlements slice (issue 19 "Entitlements"): on the
 * pages that list the member's downloads (uc2-download, uc1-like?tab=download)
 * the download quota left (GET ucMemberDownload/getUcMemberDownloadCost
 * without ids: residueCount) and the member's download grants by staff
 * (GET download/grants, common/staff.ts GrantDto[]). Either call may fail
 * alone: the section shows what came (a failure is logged); when both fail
 * it is not shown (null). No React, no DOM.
 */
import type { GrantDto } from "../../../common/staff.js";
import type { State } from "../../core/store.js";
import type { Lang } from "../locale/index.js";

/** The quota and grants as the section shows them. */
export interface Entitlements {
  /** photos the quota still covers; null when it could not be read */
  quota: number | null;
  /** the member's grants, active first (the server's order); [] when none or when they could not be read */
  grants: GrantDto[];
}

export interface EntitlementsSliceState {
  /** null before they load, or when neither call answered */
  entitlements: Entitlements | null;
}

export interface EntitlementsDeps {
  /** GET ucMemberDownload/getUcMemberDownloadCost → residueCount @throws ApiCallError */
  downloadQuota(lang: Lang): Promise<number>;
  /** GET download/grants → the member's grants @throws ApiCallError */
  grants(lang: Lang): Promise<GrantDto[]>;
}

/**
 * Reads the member's quota and grants into `entitlements`.
 * @param current false once the page changed member or stopped: the answer is dropped
 */
export async function loadEntitlements(s: State<EntitlementsSliceState>, deps: EntitlementsDeps, lang: Lang, current: () => boolean): Promise<void> {
  const [quota, grants] = await Promise.allSettled([deps.downloadQuota(lang), deps.grants(lang)]);
  if (!current()) return;
  for (const r of [quota, grants]) if (r.status === "rejected") console.warn("[photowire] failed to get the download entitlements", r.reason);
  if (quota.status === "rejected" && grants.status === "rejected") {
    s.set({ entitlements: null });
    return;
  }
  s.set({
    entitlements: {
      quota: quota.status === "fulfilled" && Number.isFinite(quota.value) ? quota.value : null,
      grants: grants.status === "fulfilled" && Array.isArray(grants.value) ? grants.value : [],
    },
  });
}
