/**
 * The download button's dialog (ui/Dialog): the question before anything is
 * spent (what is free, what is charged, the quota left, and the SPEC §8
 * message; issue 20: the sizes with their cost, and each photo's licence),
 * a refusal (the out-of-quota one, photo_group_12, also offers the sizes —
 * a smaller one may fit the quota — and the download packs: DownloadShop),
 * or the progress bar with a cancel button while the download call runs.
 * Presentational; part of the chunk the button loads on its first press
 * (DownloadDialog.lazy.tsx). When it closes, the browser gives the focus
 * back to the button (the native modal dialog's rule).
 */
import { useId, useRef } from "react";
import { Dialog } from "../ui/Dialog.js";
import { DownloadLicences, DownloadSizes, type LicencesView, type SizesView } from "./DownloadOptions.js";
import { DownloadShop, type ShopViewProps } from "./DownloadShop.js";

export interface DownloadDialogViewProps {
  /** which dialog is open: a question, a refusal / failure, the progress bar, or none */
  dialog: "confirm" | "refuse" | "progress" | null;
  title: string;
  /** the SPEC §8 message or a failure's text */
  message: string;
  /** free / charged / quota left, "" when not known */
  summary: string;
  confirmLabel: string;
  cancelLabel: string;
  okLabel: string;
  progressLabel: string;
  cancelDownloadLabel: string;
  onConfirm(): void;
  onCancel(): void;
  /** issue 20: the sizes radio group, null when none is offered */
  sizes?: SizesView | null;
  /** issue 20: the photos' licences, null when not known */
  licences?: LicencesView | null;
  /** a note when the sizes and licences could not be read, else "" */
  note?: string;
  /** the download waits (the cost at a newly chosen size is being checked) */
  confirmBusy?: boolean;
  /** issue 20: the out-of-quota dialog's packs and order, null otherwise */
  shop?: ShopViewProps | null;
}

export function DownloadDialog(p: DownloadDialogViewProps) {
  const msgId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const stopRef = useRef<HTMLButtonElement>(null);
  const initial = p.dialog === "confirm" ? cancelRef : p.dialog === "refuse" ? okRef : stopRef;
  const asking = p.dialog === "confirm" || p.dialog === "refuse";
  return (
    <Dialog
      open={p.dialog !== null}
      title={p.title}
      role={p.dialog === "progress" ? "dialog" : "alertdialog"}
      describedBy={msgId}
      initialFocus={initial}
      onClose={p.onCancel}
      className="download-dialog"
    >
      <div part="dialog" id={msgId}>
        {p.message ? <p part="message">{p.message}</p> : null}
        {p.summary ? (
          <p part="summary" className="summary">
            {p.summary}
          </p>
        ) : null}
        {p.dialog === "progress" ? <progress part="progress" aria-label={p.progressLabel} /> : null}
      </div>
      {asking && p.note ? (
        <p part="note" className="note">
          {p.note}
        </p>
      ) : null}
      {asking && p.sizes ? <DownloadSizes sizes={p.sizes} /> : null}
      {asking && p.shop ? <DownloadShop {...p.shop} /> : null}
      {asking && p.licences ? <DownloadLicences licences={p.licences} /> : null}
      <div className="pw-dialog-actions">
        {p.dialog === "confirm" ? (
          <>
            <button type="button" ref={cancelRef} className="btn secondary" onClick={p.onCancel}>
              {p.cancelLabel}
            </button>
            <button type="button" part="confirm" className="btn" aria-disabled={p.confirmBusy || undefined} aria-busy={p.confirmBusy || undefined} onClick={p.onConfirm}>
              {p.confirmLabel}
            </button>
          </>
        ) : p.dialog === "refuse" ? (
          <button type="button" ref={okRef} className="btn" onClick={p.onCancel}>
            {p.okLabel}
          </button>
        ) : (
          <button type="button" ref={stopRef} part="cancel" className="btn secondary" onClick={p.onCancel}>
            {p.cancelDownloadLabel}
          </button>
        )}
      </div>
    </Dialog>
  );
}
