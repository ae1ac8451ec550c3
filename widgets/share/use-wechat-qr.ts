/**
 * The WeChat dialog's QR code, in the dialog's chunk (WeChatFlow.tsx): drawn
 * by the qrcode library, itself a chunk of its own fetched when the dialog
 * first opens (dynamic import of "qrcode").
 */
import { useEffect, useRef, useState } from "react";
import { QR_ERROR_CORRECTION, QR_SIZE } from "./share.logic.js";

/** A PNG data URL of a QR code for `text`: size 100 px, error correction "H" (SPEC §9). Loads the qrcode chunk on first use. */
export async function qrDataUrl(text: string, size = QR_SIZE): Promise<string> {
  const mod: typeof import("qrcode") & { default?: typeof import("qrcode") } = await import("qrcode");
  const qr = mod.default ?? mod;
  return qr.toDataURL(text, { width: size, margin: 1, errorCorrectionLevel: QR_ERROR_CORRECTION });
}

export type QrState = { status: "idle" | "loading" | "error"; src: "" } | { status: "ready"; src: string };

/** The QR code of `url`, drawn when the dialog first opens (again only if url changes, or after a failure). */
export function useQrCode(url: string, open: boolean): QrState {
  const [qr, setQr] = useState<QrState>({ status: "idle", src: "" });
  const drawn = useRef<string | null>(null);
  useEffect(() => {
    if (!open || drawn.current === url) return;
    drawn.current = url;
    let live = true;
    let done = false;
    setQr({ status: "loading", src: "" });
    qrDataUrl(url).then(
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
  }, [open, url]);
  return qr;
}
