/**
 * The WeChat dialog's QR code, in the dialog's chunk (WeChatDialog.lazy.tsx): drawn
 * by the qrcode library, itself a chunk of its own fetched when the dialog
 * first opens (dynamic import of "qrcode").
 */
import { useEffect, useRef, useState } from "react";
import { qrDataUrl } from "../ui/qr.js";

export type QrState = { status: "idle" | "loading" | "error"; src: "" } | { status: "ready"; src: string };

/** The QR code of `url`, drawn when the dialog first opens (again only if url changes, or after a failure). */
export function useQrCode(url: string, open: boolean, size: number): QrState {
  const [qr, setQr] = useState<QrState>({ status: "idle", src: "" });
  const drawn = useRef<string | null>(null);
  useEffect(() => {
    const key = `${size} ${url}`;
    if (!open || drawn.current === key) return;
    drawn.current = key;
    let live = true;
    let done = false;
    setQr({ status: "loading", src: "" });
    qrDataUrl(url, size).then(
      (src) => {
        done = true;
        if (live) setQr({ status: "ready", src });
      },
      (err: unknown) => {
        done = true;
        console.warn("[photowire] <pw-share-bar> could not draw the QR code", err);
        if (live) setQr({ status: "error", src: "" });
        drawn.current = null; // try again on the next open
      },
    );
    return () => {
      live = false;
      if (!done) drawn.current = null; // closed before it was drawn: draw on the next open
    };
  }, [open, url, size]);
  return qr;
}
