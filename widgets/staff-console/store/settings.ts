/**
 * The staff console store's settings slice (issue 20 "Settings in one
 * place"; GET/PUT /api/staff/settings, common/commerce.ts CommerceSettings):
 * the settings in force, read when the panel is first shown; a save checks
 * the form with the rules (each box within SETTING_BOUNDS, small below
 * medium) and sends only what changed (nothing changed: a toast, no call);
 * the server's invalid_param problems land on the same boxes. A save is
 * audited by the server (setting.change) and announced. No React, no DOM.
 */
import type { Lang } from "../../../common/i18n/index.js";
import type { State } from "../../core/store.js";
import { checkSettings, emptyPatch, type SettingsForm } from "../commerce.rules.js";
import type { Notes } from "./notes.js";
import { failureOf, type StaffDeps, type StaffState } from "./types.js";

export type SettingsSliceState = Pick<StaffState, "settings">;

export interface Settings {
  /** reads the settings in force */
  load(): Promise<void>;
  /** @returns true when something was saved */
  save(form: SettingsForm): Promise<boolean>;
  clearProblems(): void;
}

/** The commerce settings' target in the audit log (server/src/services/settings.ts COMMERCE_KEY). */
export const SETTINGS_TARGET = "commerce";

export function createSettings(s: State<SettingsSliceState>, deps: StaffDeps, lang: () => Lang, links: { notes: Notes; disposed(): boolean }): Settings {
  const g = () => s.get().settings;
  const patch = (p: Partial<StaffState["settings"]>) => s.set({ settings: { ...g(), ...p } });
  let token = 0;
  return {
    async load() {
      const mine = ++token;
      patch({ phase: "loading", error: null });
      try {
        const value = await deps.commerce.settings(lang());
        if (mine !== token || links.disposed()) return;
        patch({ phase: "ready", value, error: null });
      } catch (err) {
        if (mine !== token || links.disposed()) return;
        patch({ phase: "error", error: failureOf(err) });
      }
    },
    async save(form) {
      const current = g().value;
      if (!current || g().busy) return false;
      const r = checkSettings(form, current);
      if ("problems" in r) {
        patch({ problems: r.problems, failure: null });
        return false;
      }
      if (emptyPatch(r.patch)) {
        patch({ problems: [], failure: null });
        links.notes.toast("settings_unchanged", undefined, true);
        return false;
      }
      patch({ busy: true, problems: [], failure: null });
      try {
        const value = await deps.commerce.saveSettings(r.patch, lang());
        if (links.disposed()) return false;
        patch({ busy: false, value, phase: "ready", savedSeq: g().savedSeq + 1 });
        links.notes.done("setting.change", SETTINGS_TARGET, "settings_saved");
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
