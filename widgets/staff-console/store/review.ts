/**
 * The staff console store's review slice (issue 19 "Editorial review"): the
 * queue under a filter ("open": submitted and in review, the default), one
 * page at a time; a submission opened with its files, IPTC/EXIF and similar
 * archive photos (GET /api/staff/submissions/{oid}), claimed at once when
 * it was only submitted (POST …/claim: in review, the caller its reviewer);
 * and the decision: approve in a non-empty set of editions (with the files
 * the editor credited to another photographer: only the "credit to" boxes
 * that differ from the contributor's byline, issue 19 "Credits"), reject or
 * ask for changes with a reason (checked first with the rules; the server's
 * refusals, e.g. review_state or contributor_not_approved, kept for the
 * decision area). A decided submission takes its new state in the list, or
 * leaves it when it no longer fits the filter. No React, no DOM.
 */
import type { Edition } from "../../../common/edition.js";
import type { Lang } from "../../../common/i18n/index.js";
import type { SubmissionDto } from "../../../common/staff.js";
import type { State } from "../../core/store.js";
import { checkEditions, checkReason, claimable, creditsOf, fitsFilter, orderEditions, type Credits, type ReviewFilter } from "../staff-console.rules.js";
import type { Notes } from "./notes.js";
import { createPaged } from "./paged.js";
import { failureOf, type StaffDeps, type StaffState } from "./types.js";

export type ReviewSliceState = Pick<StaffState, "review">;

export interface Review {
  /** the queue's page `page` (default the current one) */
  load(page?: number): Promise<void>;
  /** another filter: its first page */
  setFilter(f: ReviewFilter): Promise<void>;
  /** opens submission `oid` (claims it when it was only submitted) */
  open(oid: string): Promise<void>;
  close(): void;
  /**
   * Approves in `editions`. `inputs` are the files' "credit to" boxes as typed
   * (relationId → text); only those differing (trimmed) from the file's
   * byline are sent as `credits`, none when untouched. Problems (editions,
   * `credits.<relationId>`: required, maxLength; the server's notFound too)
   * are kept at their fields.
   * @returns true when approved
   */
  approve(editions: readonly string[], inputs?: Readonly<Credits>): Promise<boolean>;
  /** @returns true when rejected */
  reject(reason: string): Promise<boolean>;
  /** @returns true when sent back for changes */
  changes(reason: string): Promise<boolean>;
  /** the decision's field problems and refusal go (the editor changes a field) */
  clearProblems(): void;
}

export function createReview(s: State<ReviewSliceState>, deps: StaffDeps, lang: () => Lang, rows: number, links: { notes: Notes; disposed(): boolean }): Review {
  const r = () => s.get().review;
  const patch = (p: Partial<StaffState["review"]>) => s.set({ review: { ...r(), ...p } });
  const list = createPaged<SubmissionDto>(
    () => r().list,
    (p) => patch({ list: { ...r().list, ...p } }),
    (page) => deps.api.submissions({ state: r().filter, page, rows }, lang()),
    rows,
    links.disposed,
  );

  /** A submission as it is now: the open copy (keeping its files when the answer has none) and its list entry. */
  const put = (sub: SubmissionDto) => {
    const cur = r();
    const p: Partial<StaffState["review"]> = {};
    if (cur.oid === sub.oid) p.detail = { ...sub, files: sub.files.length ? sub.files : (cur.detail?.files ?? []) };
    const l = cur.list;
    if (l.items.some((x) => x.oid === sub.oid)) {
      const entry = { ...sub, files: [] };
      p.list = fitsFilter(sub.state, cur.filter)
        ? { ...l, items: l.items.map((x) => (x.oid === sub.oid ? entry : x)) }
        : { ...l, items: l.items.filter((x) => x.oid !== sub.oid), total: Math.max(0, l.total - 1) };
    }
    patch(p);
  };

  /** Reads the open submission again (after a refusal that says its state changed). */
  const refresh = async (oid: string) => {
    try {
      const d = await deps.api.submission(oid, lang());
      if (!links.disposed()) put(d);
    } catch {
      // the refusal is shown already; the next opening reads it again
    }
  };

  const decide = async (kind: "approve" | "reject" | "changes", run: (oid: string) => Promise<SubmissionDto>): Promise<boolean> => {
    const oid = r().oid;
    if (!oid || r().busy) return false;
    patch({ busy: kind, problems: [], failure: null });
    try {
      const done = await run(oid);
      if (links.disposed()) return false;
      patch({ busy: null });
      put(done);
      links.notes.done(`submission.${kind}`, oid, `${kind}_done`, { title: done.title });
      return true;
    } catch (err) {
      if (links.disposed()) return false;
      const f = failureOf(err);
      patch({ busy: null, problems: f.problems, failure: f.problems.length ? null : f });
      if (f.code === "review_state") void refresh(oid);
      return false;
    }
  };

  return {
    load: (page) => list.load(page),
    async setFilter(f) {
      if (f === r().filter && r().list.phase !== "error") return;
      patch({ filter: f });
      await list.load(1);
    },
    async open(oid) {
      if (r().oid === oid && r().detailPhase === "ready") return;
      patch({ oid, detail: null, detailPhase: "loading", detailError: null, busy: null, problems: [], failure: null });
      let d: SubmissionDto;
      try {
        d = await deps.api.submission(oid, lang());
      } catch (err) {
        if (r().oid === oid && !links.disposed()) patch({ detailPhase: "error", detailError: failureOf(err) });
        return;
      }
      if (r().oid !== oid || links.disposed()) return;
      patch({ detailPhase: "ready" });
      put(d);
      if (!claimable(d.state)) return;
      patch({ busy: "claim" });
      try {
        const c = await deps.api.claim(oid, lang());
        if (links.disposed()) return;
        if (r().oid === oid) patch({ busy: null });
        put(c);
        links.notes.done("submission.claim", oid, "claimed", { title: c.title });
      } catch (err) {
        if (links.disposed()) return;
        if (r().oid === oid) patch({ busy: null });
        links.notes.fail(err, "claim_failed");
        void refresh(oid);
      }
    },
    close: () => patch({ oid: null, detail: null, detailPhase: "idle", detailError: null, busy: null, problems: [], failure: null }),
    approve(editions, inputs = {}) {
      const problem = checkEditions(editions);
      const { credits, problems } = creditsOf(r().detail?.files ?? [], inputs);
      if (problem || problems.length) {
        patch({ problems: [...(problem ? [problem] : []), ...problems], failure: null });
        return Promise.resolve(false);
      }
      const chosen: Edition[] = orderEditions(editions);
      const credited = Object.keys(credits).length ? credits : undefined;
      return decide("approve", (oid) => deps.api.approve(oid, chosen, lang(), credited));
    },
    reject(reason) {
      const problem = checkReason(reason);
      if (problem) {
        patch({ problems: [problem], failure: null });
        return Promise.resolve(false);
      }
      return decide("reject", (oid) => deps.api.reject(oid, reason.trim(), lang()));
    },
    changes(reason) {
      const problem = checkReason(reason);
      if (problem) {
        patch({ problems: [problem], failure: null });
        return Promise.resolve(false);
      }
      return decide("changes", (oid) => deps.api.changes(oid, reason.trim(), lang()));
    },
    clearProblems() {
      if (r().problems.length || r().failure) patch({ problems: [], failure: null });
    },
  };
}
