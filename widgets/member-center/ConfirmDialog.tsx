/**
 * Presentational confirmation dialog on the native <dialog> (modal: focus
 * stays inside, Escape cancels, the page behind is inert). Strings come in
 * as props; the cancel button has the focus first (the safe choice).
 */
import { useEffect, useRef } from "react";

export interface ConfirmDialogProps {
  open: boolean;
  idPrefix: string;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog(p: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (p.open && !d.open) {
      d.showModal();
      cancelRef.current?.focus();
    } else if (!p.open && d.open) d.close();
  }, [p.open]);
  return (
    <dialog
      ref={ref}
      part="dialog"
      className="dialog"
      role="alertdialog"
      aria-labelledby={`${p.idPrefix}-dlg-title`}
      aria-describedby={`${p.idPrefix}-dlg-msg`}
      onCancel={(e) => {
        e.preventDefault();
        p.onCancel();
      }}
    >
      <h2 id={`${p.idPrefix}-dlg-title`} className="dialog-title">
        {p.title}
      </h2>
      <p id={`${p.idPrefix}-dlg-msg`}>{p.message}</p>
      <div className="dialog-actions">
        <button type="button" ref={cancelRef} className="btn secondary" onClick={p.onCancel}>
          {p.cancelLabel}
        </button>
        <button type="button" className="btn" onClick={p.onConfirm}>
          {p.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
