/**
 * The member centre's settings slice (issue 20 "Settings in one place"):
 * the public settings (GET /api/commerce/settings, common/commerce.ts
 * PublicSettingsDto: points per photo, withdrawal minimum, order cap …),
 * read once per page when a section that shows one opens (orders: the
 * points exchange; earnings: the withdrawal). Nothing the centre shows of
 * them is a constant in the code: until they are read (or when they could
 * not be), the forms that need them are not offered. No React, no DOM.
 */
import type { PublicSettingsDto } from "../../../common/commerce.js";
import type { State } from "../../core/store.js";
import type { Lang } from "../locale/index.js";

export interface SettingsSliceState {
  /** null until read, or when they could not be */
  settings: PublicSettingsDto | null;
}

export interface SettingsDeps {
  /** GET commerce/settings → PublicSettingsDto @throws ApiCallError */
  settings(lang: Lang): Promise<PublicSettingsDto>;
}

/**
 * Returns the loader of the settings: the first call reads them (a failure
 * is logged and may be retried by a later call), later calls share that
 * read; `fresh` reads them again (the server named a limit the page did
 * not know: staff changed it since).
 */
export function settingsLoader(s: State<SettingsSliceState>, deps: SettingsDeps, lang: Lang, live: () => boolean): (fresh?: boolean) => Promise<void> {
  let pending: Promise<void> | null = null;
  return (fresh = false) => {
    if (fresh) pending = null;
    else if (s.get().settings) return Promise.resolve();
    pending ??= deps.settings(lang).then(
      (settings) => {
        if (live()) s.set({ settings });
      },
      (err: unknown) => {
        pending = null;
        console.warn("[photowire] failed to get the settings", err);
      },
    );
    return pending;
  };
}
