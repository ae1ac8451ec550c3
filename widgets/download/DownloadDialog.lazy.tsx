/**
 * What <pw-download-button> loads on its first press, or ahead of it when the
 * reader points at or focuses the button (use-download.ts): the store
 * (download.store.ts, with the page's api client and session), the
 * dialog's stylesheet, and the dialog view with its props and strings. A
 * chunk of its own, so that a story page carries only the buttons
 * (DESIGN §6 budget). Issue 20: the dialog follows the store's shop slice
 * too (the out-of-quota dialog's packs and order) and dispatches the
 * element's pw-download-order-placed event when an order was placed (here,
 * so that the story page's initial code stays as small as it was).
 */
import { useLayoutEffect, useMemo, useRef } from "react";
import { adoptStyles, emit } from "../core/element.js";
import { useReadable } from "../ui/use-store.js";
import css from "./download-dialog.css";
import { siteAddress } from "./download.api.js";
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
  const shop = useReadable(store.shop);
  const placed = shop.order.status === "placed" ? shop.order.placed?.number : undefined;
  const told = useRef<string | undefined>(undefined);
  // with the render that shows the order's number (a layout effect: not a frame later, as a passive effect may be)
  useLayoutEffect(() => {
    if (placed && told.current !== placed) {
      told.current = placed;
      emit(host, "pw-download-order-placed", { number: placed });
    }
  }, [placed, host]);
  const props = downloadDialogProps(
    lang,
    state,
    { confirm: () => void store.confirm(), cancel: () => store.cancel() },
    {
      chooseSize: (size) => void store.chooseSize(size),
      shop,
      shopOn: { choose: (id) => store.shop.choose(id), order: () => void store.shop.order(), retry: () => void store.shop.retry() },
      address: siteAddress,
    },
  );
  return <DownloadDialog {...props} />;
}
