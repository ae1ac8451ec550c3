/**
 * The staff console store's packs slice (issue 20 "Download packs and
 * orders"; GET/POST /api/staff/packs, PUT /api/staff/packs/{id},
 * common/commerce.ts PackDto): every pack, active or not, read when the
 * panel is first shown; one pack in the form (an existing one, or a new
 * one); a save checks the form with the rules (names, count, price as money,
 * currency, validity days or none, active) and creates or changes the pack;
 * the pack answered takes its place in the list and stays in the form
 * (a new one by its id). Audited by the server (pack.create, pack.change).
 * No React, no DOM.
 */
import type { PackDto } from "../../../common/commerce.js";
import type { Lang } from "../../../common/i18n/index.js";
import type { State } from "../../core/store.js";
import { checkPack, type PackForm } from "../commerce.rules.js";
import { replaceItem } from "../staff-console.rules.js";
import type { Notes } from "./notes.js";
import { failureOf, type StaffDeps, type StaffState } from "./types.js";

export type PacksSliceState = Pick<StaffState, "packs">;

export interface Packs {
  load(): Promise<void>;
  /** opens the form on pack `id`, or on a new pack */
  edit(id: number | "new"): void;
  close(): void;
  /** @returns true when the pack was saved */
  save(form: PackForm): Promise<boolean>;
  clearProblems(): void;
}

export function createPacks(s: State<PacksSliceState>, deps: StaffDeps, lang: () => Lang, links: { notes: Notes; disposed(): boolean }): Packs {
  const g = () => s.get().packs;
  const patch = (p: Partial<StaffState["packs"]>) => s.set({ packs: { ...g(), ...p } });
  let token = 0;
  return {
    async load() {
      const mine = ++token;
      patch({ phase: "loading", error: null });
      try {
        const items = await deps.commerce.packs(lang());
        if (mine !== token || links.disposed()) return;
        patch({ phase: "ready", items, error: null });
      } catch (err) {
        if (mine !== token || links.disposed()) return;
        patch({ phase: "error", items: [], error: failureOf(err) });
      }
    },
    edit: (id) => patch({ editing: id, busy: false, problems: [], failure: null }),
    close: () => patch({ editing: null, busy: false, problems: [], failure: null }),
    async save(form) {
      const editing = g().editing;
      if (editing === null || g().busy) return false;
      const r = checkPack(form);
      if ("problems" in r) {
        patch({ problems: r.problems, failure: null });
        return false;
      }
      patch({ busy: true, problems: [], failure: null });
      try {
        const pack: PackDto = editing === "new" ? await deps.commerce.createPack(r.input, lang()) : await deps.commerce.updatePack(editing, r.input, lang());
        if (links.disposed()) return false;
        const items = g().items.some((x) => x.id === pack.id) ? replaceItem(g().items, pack, (x) => x.id) : [...g().items, pack];
        // the form stays on the pack saved (a new one by its id), unless another was opened meanwhile
        const still = g().editing === editing;
        patch({ busy: false, items, ...(still ? { editing: pack.id } : {}), savedSeq: g().savedSeq + 1 });
        const name = lang() === "en" ? pack.nameEn : pack.nameZh;
        links.notes.done(editing === "new" ? "pack.create" : "pack.change", String(pack.id), editing === "new" ? "pack_created" : "pack_saved", { name });
        return true;
      } catch (err) {
        if (links.disposed()) return false;
        const f = failureOf(err);
        patch({ busy: false, problems: f.problems, failure: f.problems.length ? null : f });
        return false;
      }
    },
    clearProblems() {
      if (g().problems.length || g().failure) patch({ problems: [], failure: null });
    },
  };
}
