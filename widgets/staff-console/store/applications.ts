/**
 * The staff console store's applications slice (issue 19 "Entitlements" and
 * "Credits"): the contributor applications waiting (members with
 * contributor status APPLIED: GET /api/staff/members?status=applied) and the
 * photographer profiles waiting (GET /api/staff/photographers?status=0),
 * one page at a time, each approved or rejected by one call; a decided one
 * leaves its list. No React, no DOM.
 */
import type { Lang } from "../../../common/i18n/index.js";
import type { StaffMemberDto, StaffPhotographerDto } from "../../../common/staff.js";
import type { State } from "../../core/store.js";
import type { Notes } from "./notes.js";
import { createPaged } from "./paged.js";
import type { PageState, StaffDeps, StaffState } from "./types.js";

export type ApplicationsSliceState = Pick<StaffState, "contributors" | "photographers">;

export type Verdict = "approve" | "reject";

export interface Applications {
  loadContributors(page?: number): Promise<void>;
  loadPhotographers(page?: number): Promise<void>;
  /** decides member `code`'s contributor application */
  decideContributor(code: string, verdict: Verdict): Promise<StaffMemberDto | null>;
  /** decides photographer profile `id` */
  decidePhotographer(id: number, verdict: Verdict): Promise<void>;
}

/** `list` without the item `has` finds (its total one less). */
function without<T>(list: PageState<T>, has: (x: T) => boolean): PageState<T> {
  if (!list.items.some(has)) return list;
  return { ...list, items: list.items.filter((x) => !has(x)), total: Math.max(0, list.total - 1) };
}

export function createApplications(
  s: State<ApplicationsSliceState>,
  deps: StaffDeps,
  lang: () => Lang,
  rows: number,
  links: { notes: Notes; disposed(): boolean },
): Applications {
  const c = () => s.get().contributors;
  const p = () => s.get().photographers;
  const contributors = createPaged<StaffMemberDto>(
    () => c().list,
    (x) => s.set({ contributors: { ...c(), list: { ...c().list, ...x } } }),
    (page) => deps.api.members({ q: "", status: "applied", page, rows }, lang()),
    rows,
    links.disposed,
  );
  const photographers = createPaged<StaffPhotographerDto>(
    () => p().list,
    (x) => s.set({ photographers: { ...p(), list: { ...p().list, ...x } } }),
    (page) => deps.api.photographers({ status: 0, page, rows }, lang()),
    rows,
    links.disposed,
  );

  return {
    loadContributors: (page) => contributors.load(page),
    loadPhotographers: (page) => photographers.load(page),
    async decideContributor(code, verdict) {
      if (c().busy) return null;
      s.set({ contributors: { ...c(), busy: code } });
      try {
        const m = await deps.api.contributor(code, verdict, lang());
        if (links.disposed()) return null;
        s.set({ contributors: { busy: null, list: without(c().list, (x) => x.code === code) } });
        links.notes.done(`contributor.${verdict}`, code, verdict === "approve" ? "contributor_approved" : "contributor_rejected", { name: m.name || m.code });
        return m;
      } catch (err) {
        if (links.disposed()) return null;
        s.set({ contributors: { ...c(), busy: null } });
        links.notes.fail(err);
        return null;
      }
    },
    async decidePhotographer(id, verdict) {
      if (p().busy !== null) return;
      s.set({ photographers: { ...p(), busy: id } });
      try {
        const ph = await deps.api.photographer(id, verdict, lang());
        if (links.disposed()) return;
        s.set({ photographers: { busy: null, list: without(p().list, (x) => x.id === id) } });
        links.notes.done(`photographer.${verdict}`, String(id), verdict === "approve" ? "photographer_approved" : "photographer_rejected", { name: ph.name });
      } catch (err) {
        if (links.disposed()) return;
        s.set({ photographers: { ...p(), busy: null } });
        links.notes.fail(err);
      }
    },
  };
}
