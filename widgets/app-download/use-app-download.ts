/**
 * Hook over app-download.rules.ts: draws the QR code of `url` (ui/qr.ts, the
 * qrcode chunk loaded on first use) and fetches the download links once.
 */
import { useEffect, useState } from "react";
import { qrDataUrl } from "../ui/qr.js";
import type { Lang } from "../../common/i18n/index.js";
import { fetchDownloadUrls } from "./app-download.api.js";
import type { AppDownloadState } from "./app-download.props.js";

export function useAppDownload(url: string, size: number, lang: Lang): AppDownloadState {
  const [qr, setQr] = useState<AppDownloadState["qr"]>({ status: "loading", src: "" });
  const [links, setLinks] = useState<AppDownloadState["links"]>({ status: "loading" });
  useEffect(() => {
    let live = true;
    setQr({ status: "loading", src: "" });
    qrDataUrl(url, size).then(
      (src) => live && setQr({ status: "ready", src }),
      (err: unknown) => {
        console.warn("[photowire] <pw-app-download> could not draw the QR code", err);
        if (live) setQr({ status: "error", src: "" });
      },
    );
    return () => {
      live = false;
    };
  }, [url, size]);
  useEffect(() => {
    let live = true;
    fetchDownloadUrls(lang).then(
      (urls) => live && setLinks({ status: "ready", urls }),
      (err: unknown) => {
        console.warn("[photowire] <pw-app-download> could not fetch the download links", err);
        if (live) setLinks({ status: "error" });
      },
    );
    return () => {
      live = false;
    };
    // the links do not depend on the language; fetched once per element
  }, []);
  return { qr, links };
}
