/**
 * Attributes + state → the button's view props for <pw-download-button>
 * (DESIGN §2 `<feature>.props.ts`): pure, in the element entry, with the
 * button's strings only (locale/button.ts). The dialog's props are
 * download-dialog.props.ts, in the chunk loaded on the first press.
 */
import { attr } from "../core/element.js";
import type { DownloadState } from "./download.store.js";
import type { DownloadButtonViewProps } from "./DownloadButton.js";
import { tButton as t } from "./locale/button.js";
import type { Lang } from "../../common/i18n/index.js";

/** The parsed attributes. */
export interface DownloadAttributes {
  /** the story id (pcId), "" when missing (used in events only) */
  pcId: string;
  /** the photos: one relationId, or a group's comma-separated selection; empty when missing */
  relationIds: string[];
}

/** Parses the raw attributes (undefined when absent). */
export function parseAttributes(raw: Partial<Record<"pcId" | "relationIds", string>>): DownloadAttributes {
  const ids = attr.string(raw.relationIds).split(",").map((s) => s.trim()).filter(Boolean);
  return { pcId: attr.string(raw.pcId).trim(), relationIds: [...new Set(ids)] };
}

/**
 * The button's props for a state.
 * @param phase the store's phase; "checking" too while the dialog's chunk loads after the first press
 */
export function downloadButtonProps(lang: Lang, a: DownloadAttributes, phase: DownloadState["phase"], on: { start(): void; prefetch(): void }): DownloadButtonViewProps {
  const n = a.relationIds.length;
  return {
    label: phase === "checking" ? t(lang, "checking") : n > 1 ? t(lang, "download_group", { count: n }) : t(lang, "download"),
    busy: phase === "checking" || phase === "downloading",
    disabled: n === 0,
    onStart: on.start,
    onPrefetch: on.prefetch,
  };
}
