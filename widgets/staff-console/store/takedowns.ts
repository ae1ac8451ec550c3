/**
 * The staff console store's takedowns slice (issue 19 "Takedown"): the
 * stories found by a pcId or words of the title (withdrawn ones only, when
 * asked), one page at a time; a withdrawal with a reason (checked first
 * with the rules, written in a dialog: startWithdraw opens it, a success or
 * cancelWithdraw closes it) and a restore, each one call; the story answered
 * takes its place in the list. No React, no DOM.
 */
import type { Lang } from "../../../common/i18n/index.js";
import type { StaffStoryDto } from "../../../common/staff.js";
import type { State } from "../../core/store.js";
import { checkReason, replaceItem } from "../staff-console.rules.js";
import type { Notes } from "./notes.js";
import { createPaged } from "./paged.js";
import { failureOf, type StaffDeps, type StaffState } from "./types.js";

export type TakedownsSliceState = Pick<StaffState, "takedowns">;

export interface Takedowns {
  load(page?: number): Promise<void>;
  /** a new search: its first page */
  search(q: string, withdrawnOnly: boolean): Promise<void>;
  /** opens the reason dialog for story `pcId` */
  startWithdraw(pcId: string): void;
  cancelWithdraw(): void;
  /** withdraws the story of the dialog; @returns true when withdrawn (the dialog closes) */
  withdraw(reason: string): Promise<boolean>;
  restore(pcId: string): Promise<void>;
  clearProblems(): void;
}

export function createTakedowns(s: State<TakedownsSliceState>, deps: StaffDeps, lang: () => Lang, rows: number, links: { notes: Notes; disposed(): boolean }): Takedowns {
  const t = () => s.get().takedowns;
  const patch = (p: Partial<StaffState["takedowns"]>) => s.set({ takedowns: { ...t(), ...p } });
  const list = createPaged<StaffStoryDto>(
    () => t().list,
    (p) => patch({ list: { ...t().list, ...p } }),
    (page) => deps.api.stories({ q: t().q, withdrawn: t().withdrawnOnly ? 1 : 0, page, rows }, lang()),
    rows,
    links.disposed,
  );
  const put = (story: StaffStoryDto) => patch({ list: { ...t().list, items: replaceItem(t().list.items, story, (x) => x.pcId) } });

  return {
    load: (page) => list.load(page),
    async search(q, withdrawnOnly) {
      patch({ q: q.trim(), withdrawnOnly });
      await list.load(1);
    },
    startWithdraw: (pcId) => patch({ withdrawing: pcId, problems: [], failure: null }),
    cancelWithdraw: () => patch({ withdrawing: null, problems: [], failure: null }),
    async withdraw(reason) {
      const pcId = t().withdrawing;
      if (!pcId || t().busy) return false;
      const problem = checkReason(reason);
      if (problem) {
        patch({ problems: [problem], failure: null });
        return false;
      }
      patch({ busy: pcId, problems: [], failure: null });
      try {
        const story = await deps.api.withdraw(pcId, reason.trim(), lang());
        if (links.disposed()) return false;
        patch({ busy: null, withdrawing: null });
        put(story);
        links.notes.done("story.withdraw", pcId, "withdrawn", { title: story.title });
        return true;
      } catch (err) {
        if (links.disposed()) return false;
        const f = failureOf(err);
        patch({ busy: null, problems: f.problems, failure: f.problems.length ? null : f });
        return false;
      }
    },
    async restore(pcId) {
      if (t().busy) return;
      patch({ busy: pcId });
      try {
        const story = await deps.api.restore(pcId, lang());
        if (links.disposed()) return;
        patch({ busy: null });
        put(story);
        links.notes.done("story.restore", pcId, "restored", { title: story.title });
      } catch (err) {
        if (links.disposed()) return;
        patch({ busy: null });
        links.notes.fail(err);
      }
    },
    clearProblems() {
      if (t().problems.length || t().failure) patch({ problems: [], failure: null });
    },
  };
}
