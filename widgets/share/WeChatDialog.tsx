/**
 * The WeChat dialog (ui/Dialog.tsx, a native modal `<dialog>`): a QR code of
 * the page's address to scan with WeChat, the help text and a close button,
 * which has the focus when it opens. Presentational: every string comes in
 * as props. Part of the chunk loaded on the dialog's first open
 * (WeChatDialog.lazy.tsx).
 */
import { useRef } from "react";
import { Dialog } from "../ui/Dialog.js";
import type { QrState } from "./use-wechat-qr.js";

export interface WeChatDialogViewProps {
  open: boolean;
  title: string;
  help: string;
  closeLabel: string;
  qrAlt: string;
  qrFailed: string;
  qr: QrState;
  /** the QR code's size in px */
  size: number;
  onClose: () => void;
}

export function WeChatDialog(d: WeChatDialogViewProps) {
  const close = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={d.open} title={d.title} describedBy="pw-share-qr-help" initialFocus={close} onClose={d.onClose} className="share-dialog">
      <div part="qr" className="qr" style={{ width: d.size, height: d.size }} aria-busy={d.qr.status === "loading" || undefined}>
        {d.qr.status === "ready" && <img src={d.qr.src} alt={d.qrAlt} width={d.size} height={d.size} />}
        {d.qr.status === "error" && (
          <p className="qr-failed" role="alert">
            {d.qrFailed}
          </p>
        )}
      </div>
      <p part="dialog-help" className="dialog-help" id="pw-share-qr-help">
        {d.help}
      </p>
      <button ref={close} part="close" className="close" type="button" onClick={d.onClose}>
        {d.closeLabel}
      </button>
    </Dialog>
  );
}
