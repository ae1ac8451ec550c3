/**
 * A confirmation on the one dialog (ui/Dialog.tsx): a message, a cancel
 * button that has the focus first (the safe choice) and a confirm button.
 * Used for SPEC §8 style_1 (leaving with filled inputs) and every other
 * "are you sure" of the widgets. Strings come in as props. The confirm
 * button is SPEC §9's alert default button colour #8CD4F5, themable with
 * --pw-dialog-confirm-bg and --pw-dialog-confirm-color (ui/base.css).
 */
import { useId, useRef } from "react";
import { Dialog } from "./Dialog.js";

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog(p: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const msgId = useId();
  return (
    <Dialog open={p.open} title={p.title} role="alertdialog" describedBy={msgId} initialFocus={cancelRef} onClose={p.onCancel}>
      <p id={msgId}>{p.message}</p>
      <div className="pw-dialog-actions">
        <button type="button" ref={cancelRef} className="btn secondary" onClick={p.onCancel}>
          {p.cancelLabel}
        </button>
        <button type="button" className="btn pw-dialog-confirm" onClick={p.onConfirm}>
          {p.confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
