/**
 * What <pw-download-button> loads on its first press, or ahead of it when the
 * reader points at or focuses the button (use-download.ts): the store
 * (download.store.ts, with the page's api client and session), the
 * dialog's stylesheet, and the dialog view with its props and strings. A
 * chunk of its own, so that a story page carries only the buttons
 * (DESIGN §6 budget).
 */
import { useMemo } from "react";
import { adoptStyles } from "../core/element.js";
import css from "./download-dialog.css";
import { downloadDialogProps } from "./download-dialog.props.js";
import type { DownloadState, DownloadStore } from "./download.store.js";
import { DownloadDialog } from "./DownloadDialog.js";
import type { Lang } from "./locale/index.js";

export { createDownloadStore } from "./download.store.js";

export interface DownloadFlowProps {
  host: HTMLElement;
  lang: Lang;
  store: DownloadStore;
  state: DownloadState;
}

/** The dialog of one button, following its store's state. */
export function DownloadFlow({ host, lang, store, state }: DownloadFlowProps) {
  useMemo(() => {
    if (host.shadowRoot) adoptStyles(host.shadowRoot, css);
  }, [host]);
  return <DownloadDialog {...downloadDialogProps(lang, state, { confirm: () => void store.confirm(), cancel: () => store.cancel() })} />;
}
