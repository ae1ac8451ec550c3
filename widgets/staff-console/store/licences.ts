/**
 * The staff console store's licences slice (issue 20 "Licences"): the
 * licence editor of one story's photos, opened from the takedowns panel
 * (GET /api/staff/stories/{pcId}/licences: each photo with its caption,
 * picture and licence, in the story's order); each photo's licence saved on
 * its own (PUT /api/staff/relations/{relationId}/licence, common/licence.ts
 * LicenceInput: type, restrictions zh/en within RESTRICTIONS_MAX, model and
 * property release), checked first with the rules; problems and refusals
 * belong to the photo they came from. Audited by the server
 * (licence.change; the story is published again). No React, no DOM.
 */
import type { Lang } from "../../../common/i18n/index.js";
import type { LicenceInput } from "../../../common/licence.js";
import type { State } from "../../core/store.js";
import { checkLicence } from "../commerce.rules.js";
import type { Notes } from "./notes.js";
import { failureOf, type StaffDeps, type StaffState } from "./types.js";

export type LicencesSliceState = Pick<StaffState, "licences">;

export interface Licences {
  /** opens the editor on story `pcId` (its title for the heading) and reads its photos */
  open(pcId: string, title: string): Promise<void>;
  close(): void;
  /** @returns true when photo `relationId`'s licence was saved */
  save(relationId: string, input: LicenceInput): Promise<boolean>;
  clearProblems(): void;
}

/** The stored fields of a licence (a LicenceDto answered carries more). */
const inputOf = (l: LicenceInput): LicenceInput => ({ type: l.type, restrictionsZh: l.restrictionsZh, restrictionsEn: l.restrictionsEn, modelRelease: l.modelRelease, propertyRelease: l.propertyRelease });

export function createLicences(s: State<LicencesSliceState>, deps: StaffDeps, lang: () => Lang, links: { notes: Notes; disposed(): boolean }): Licences {
  const g = () => s.get().licences;
  const patch = (p: Partial<StaffState["licences"]>) => s.set({ licences: { ...g(), ...p } });
  let seq = 0;
  return {
    async open(pcId, title) {
      patch({ pcId, title, phase: "loading", error: null, items: [], busy: null, at: null, problems: [], failure: null, saved: null });
      try {
        const items = await deps.commerce.storyLicences(pcId, lang());
        if (g().pcId !== pcId || links.disposed()) return;
        patch({ phase: "ready", items });
      } catch (err) {
        if (g().pcId !== pcId || links.disposed()) return;
        patch({ phase: "error", error: failureOf(err) });
      }
    },
    close: () => patch({ pcId: null, title: "", phase: "idle", error: null, items: [], busy: null, at: null, problems: [], failure: null, saved: null }),
    async save(relationId, input) {
      const pcId = g().pcId;
      if (!pcId || g().busy || !g().items.some((x) => x.relationId === relationId)) return false;
      const r = checkLicence(input);
      if ("problems" in r) {
        patch({ at: relationId, problems: r.problems, failure: null });
        return false;
      }
      patch({ busy: relationId, at: null, problems: [], failure: null });
      try {
        const answered = await deps.commerce.saveLicence(relationId, r.input, lang());
        if (links.disposed() || g().pcId !== pcId) return false;
        const items = g().items.map((x) => (x.relationId === relationId ? { ...x, licence: inputOf(answered) } : x));
        const n = items.findIndex((x) => x.relationId === relationId) + 1;
        patch({ busy: null, items, saved: { relationId, seq: ++seq } });
        links.notes.done("licence.change", relationId, "licence_saved", { n });
        return true;
      } catch (err) {
        if (links.disposed() || g().pcId !== pcId) return false;
        const f = failureOf(err);
        patch({ busy: null, at: relationId, problems: f.problems, failure: f.problems.length ? null : f });
        return false;
      }
    },
    /** a box changed: its photo's problems, refusal and "saved" go */
    clearProblems() {
      if (g().problems.length || g().failure || g().saved) patch({ at: null, problems: [], failure: null, saved: null });
    },
  };
}
