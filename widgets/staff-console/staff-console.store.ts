/**
 * The staff console's state, framework-free (issue 19 "A staff console";
 * common/staff.ts, /api/staff/*). No React, no DOM: the calls come in as
 * deps (staff-console.api.ts has the page's), so the unit tests drive it
 * with fakes.
 *
 * - start(): who is here (GET /api/staff/me): a guest (access_denied) or a
 *   member without the editor role (forbidden) gets no further; an editor
 *   gets the first panel's list.
 * - showPanel(p): the panel; its list loads the first time it is shown (the
 *   audit log every time: it is newest first).
 * - the panels, each a slice (store/*.ts) testable alone: review (the queue,
 *   a submission opened and claimed, the decision), takedowns (search,
 *   withdraw with a reason, restore), applications (contributor
 *   applications, photographer profiles), members (search, quota, grants,
 *   roles), the audit log (read only: a page at a time); notes (toasts and
 *   the actions that succeeded); store/types.ts holds the shapes they share.
 *   Issue 20 (buying and licensing): settings, packs, orders,
 *   organisations, and the licence editor of a story's photos (opened from
 *   the takedowns panel), each a slice too.
 *   This file wires them and keeps the lifecycle: start (the access check),
 *   retry, the panel, dispose.
 */
import type { Lang } from "../../common/i18n/index.js";
import type { AuditEntryDto } from "../../common/staff.js";
import { STAFF_ROWS } from "../../common/staff.js";
import { createState, type Readable } from "../core/store.js";
import type { Panel, ReviewFilter } from "./staff-console.rules.js";
import { createApplications, type Applications } from "./store/applications.js";
import { createLicences, type Licences } from "./store/licences.js";
import { createMembers, type Members } from "./store/members.js";
import { createNotes } from "./store/notes.js";
import { createOrders, type Orders } from "./store/orders.js";
import { createOrganisations, type Organisations } from "./store/organisations.js";
import { createPacks, type Packs } from "./store/packs.js";
import { createPaged } from "./store/paged.js";
import { createReview, type Review } from "./store/review.js";
import { createSettings, type Settings } from "./store/settings.js";
import { createTakedowns, type Takedowns } from "./store/takedowns.js";
import { failureOf, initialStaffState, type StaffDeps, type StaffState } from "./store/types.js";

export {
  failureOf,
  initialStaffState,
  type CommerceApi,
  type Failure,
  type Note,
  type PageState,
  type Phase,
  type StaffApi,
  type StaffDeps,
  type StaffState,
  type StoryLicence,
} from "./store/types.js";

/** The console's store: its state (Readable), each panel's calls (the slices'), and the lifecycle. */
export interface StaffStore extends Readable<StaffState> {
  start(): Promise<void>;
  /** the access check, or the shown panel's list, failed: again */
  retry(): Promise<void>;
  showPanel(p: Panel): Promise<void>;
  review: Review;
  takedowns: Takedowns;
  applications: Applications;
  members: Members;
  settings: Settings;
  packs: Packs;
  orders: Orders;
  organisations: Organisations;
  /** the licence editor of a story's photos (shown in the takedowns panel) */
  licences: Licences;
  /** the audit log's page `page` (default the current one) */
  loadAudit(page?: number): Promise<void>;
  dispose(): void;
}

/**
 * A store for one console.
 * @param lang the console's language, read at each call (X-Lang)
 * @param deps the staff calls (staff-console.api.ts pageDeps on a page)
 * @param initial the first panel (default "review"), the queue's first filter (default "open"), the lists' page size (default STAFF_ROWS)
 */
export function createStaffStore(lang: () => Lang, deps: StaffDeps, initial: { panel?: Panel; filter?: ReviewFilter; rows?: number } = {}): StaffStore {
  const rows = initial.rows ?? STAFF_ROWS;
  const first = initialStaffState(initial.panel ?? "review");
  const s = createState<StaffState>({ ...first, review: { ...first.review, filter: initial.filter ?? "open" } });
  let disposed = false;
  const isDisposed = () => disposed;
  let started: Promise<void> | null = null;
  const watchers = new Set<() => void>();
  const links = { notes: createNotes(s), disposed: isDisposed };

  const review = createReview(s, deps, lang, rows, links);
  const takedowns = createTakedowns(s, deps, lang, rows, links);
  const members = createMembers(s, deps, lang, rows, links);
  const apps = createApplications(s, deps, lang, rows, links);
  const settings = createSettings(s, deps, lang, links);
  const packs = createPacks(s, deps, lang, links);
  const orders = createOrders(s, deps, lang, rows, links);
  const organisations = createOrganisations(s, deps, lang, links);
  const licences = createLicences(s, deps, lang, links);
  const applications: Applications = {
    ...apps,
    // an application decided: the member's copy in the members panel too
    async decideContributor(code, verdict) {
      const m = await apps.decideContributor(code, verdict);
      if (m) members.put(m);
      return m;
    },
  };
  const audit = createPaged<AuditEntryDto>(
    () => s.get().audit.list,
    (p) => s.set({ audit: { list: { ...s.get().audit.list, ...p } } }),
    (page) => deps.api.audit({ page, rows }, lang()),
    rows,
    isDisposed,
  );

  /** The list of panel `p`: loaded the first time (the audit log every time), or again after a failure. */
  const loadPanel = (p: Panel, force = false): Promise<void> => {
    const st = s.get();
    const idle = (phase: string) => force || phase === "idle" || phase === "error";
    switch (p) {
      case "review":
        return idle(st.review.list.phase) ? review.load(1) : Promise.resolve();
      case "takedowns":
        return idle(st.takedowns.list.phase) ? takedowns.load(1) : Promise.resolve();
      case "contributors":
        return idle(st.contributors.list.phase) ? applications.loadContributors(1) : Promise.resolve();
      case "photographers":
        return idle(st.photographers.list.phase) ? applications.loadPhotographers(1) : Promise.resolve();
      case "members":
        return idle(st.members.list.phase) ? members.load(1) : Promise.resolve();
      case "settings":
        return idle(st.settings.phase) ? settings.load() : Promise.resolve();
      case "packs":
        return idle(st.packs.phase) ? packs.load() : Promise.resolve();
      case "orders":
        return idle(st.orders.list.phase) ? orders.load(1) : Promise.resolve();
      case "organisations":
        return idle(st.organisations.phase) ? organisations.load() : Promise.resolve();
      case "audit":
        return audit.load(1);
    }
  };

  /** Who is here (GET /api/staff/me); an editor gets the first panel's list. */
  const begin = async () => {
    s.set({ access: "checking", accessError: null });
    try {
      const me = await deps.api.me(lang());
      if (disposed) return;
      s.set({ access: "editor", me });
    } catch (err) {
      if (disposed) return;
      const f = failureOf(err);
      if (f.code === "access_denied") s.set({ access: "guest" });
      else if (f.code === "forbidden") s.set({ access: "forbidden" });
      else s.set({ access: "error", accessError: f });
      return;
    }
    await loadPanel(s.get().panel);
  };

  return {
    get: s.get,
    subscribe(fn) {
      const off = s.subscribe(fn);
      watchers.add(off);
      return () => {
        watchers.delete(off);
        off();
      };
    },
    start() {
      started ??= begin();
      return started;
    },
    async retry() {
      if (s.get().access !== "editor") return begin();
      return loadPanel(s.get().panel, true);
    },
    async showPanel(p) {
      if (p === s.get().panel && p !== "audit") return;
      s.set({ panel: p });
      if (s.get().access === "editor") await loadPanel(p);
    },
    review,
    takedowns,
    applications,
    members,
    settings,
    packs,
    orders,
    organisations,
    licences,
    loadAudit: (page) => audit.load(page),
    dispose() {
      disposed = true;
      for (const off of [...watchers]) off();
      watchers.clear();
    },
  };
}
