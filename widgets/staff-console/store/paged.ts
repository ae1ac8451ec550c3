/**
 * One page of a staff list at a time (GET /api/staff/…?page=&rows=, common/staff.ts
 * StaffPageDto): a load sets the phase, an answer for an older load is
 * dropped (the filter or the page changed meanwhile), a page past the end
 * (items removed meanwhile) loads the last page instead, a failure empties
 * the list and keeps the failure for the view. No React, no DOM.
 */
import type { StaffPageDto } from "../../../common/staff.js";
import { pageCount } from "../staff-console.rules.js";
import { failureOf, type PageState } from "./types.js";

export interface Paged {
  /** page `page` (default: the current one, else 1) */
  load(page?: number): Promise<void>;
}

/**
 * A list kept by `get`/`set`, `rows` items a page.
 * @param fetch the call for one page (reads the list's query itself)
 * @param disposed answers are dropped once the store is disposed
 */
export function createPaged<T>(
  get: () => PageState<T>,
  set: (patch: Partial<PageState<T>>) => void,
  fetch: (page: number) => Promise<StaffPageDto<T>>,
  rows: number,
  disposed: () => boolean,
): Paged {
  let token = 0;
  const paged: Paged = {
    async load(page) {
      const want = Math.max(1, page ?? (get().page || 1));
      const mine = ++token;
      set({ phase: "loading", error: null });
      try {
        const r = await fetch(want);
        if (mine !== token || disposed()) return;
        const last = pageCount(r.total_count, rows);
        if (!r.page_data.length && want > 1 && r.total_count > 0 && want > last) return await paged.load(last);
        set({ phase: "ready", items: r.page_data, total: r.total_count, page: want, error: null });
      } catch (err) {
        if (mine !== token || disposed()) return;
        set({ phase: "error", items: [], total: 0, error: failureOf(err) });
      }
    },
  };
  return paged;
}
