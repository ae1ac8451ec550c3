/**
 * The download button's dialog (ui/Dialog): the question before anything is
 * spent (what is free, what is charged, the quota left, and the SPEC §8
 * message), a refusal, or the progress bar with a cancel button while the
 * download call runs. Presentational; part of the chunk the button loads on
 * its first press (DownloadDialog.lazy.tsx). When it closes, the browser gives the
 * focus back to the button (the native modal dialog's rule).
 */
import { useId, useRef } from "react";
import { Dialog } from "../ui/Dialog.js";

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
}

export function DownloadDialog(p: DownloadDialogViewProps) {
  const msgId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const stopRef = useRef<HTMLButtonElement>(null);
  const initial = p.dialog === "confirm" ? cancelRef : p.dialog === "refuse" ? okRef : stopRef;
  return (
    <Dialog open={p.dialog !== null} title={p.title} role={p.dialog === "progress" ? "dialog" : "alertdialog"} describedBy={msgId} initialFocus={initial} onClose={p.onCancel}>
      <div part="dialog" id={msgId}>
        {p.message ? <p part="message">{p.message}</p> : null}
        {p.summary ? <p part="summary" className="summary">{p.summary}</p> : null}
        {p.dialog === "progress" ? <progress part="progress" aria-label={p.progressLabel} /> : null}
      </div>
      <div className="pw-dialog-actions">
        {p.dialog === "confirm" ? (
          <>
            <button type="button" ref={cancelRef} className="btn secondary" onClick={p.onCancel}>
              {p.cancelLabel}
            </button>
            <button type="button" part="confirm" className="btn" onClick={p.onConfirm}>
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
