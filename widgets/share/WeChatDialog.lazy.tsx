/**
 * What <pw-share-bar> loads on the WeChat dialog's first open, or ahead of
 * it when the reader points at or focuses the WeChat button
 * (use-share-bar.ts): the dialog's stylesheet, the QR code of the shared
 * address (use-wechat-qr.ts) and the dialog view with its props and strings.
 * A chunk of its own, so that a story page carries only the bar (DESIGN §6
 * budget). It stays mounted once loaded: the QR code is drawn once.
 */
import { useMemo } from "react";
import { adoptStyles } from "../core/element.js";
import type { Lang } from "./locale/index.js";
import { useQrCode } from "./use-wechat-qr.js";
import css from "./wechat-dialog.css";
import { wechatDialogProps } from "./wechat-dialog.props.js";
import { WeChatDialog } from "./WeChatDialog.js";

export interface WeChatFlowProps {
  host: HTMLElement;
  lang: Lang;
  /** the shared address */
  url: string;
  open: boolean;
  onClose: () => void;
  /** the builder's title and help ("" for the catalogue's) and the QR size in px (SPEC §3 wechat QR options) */
  wechat: { title: string; help: string; size: number };
}

/** The WeChat dialog of one share bar. */
export function WeChatFlow({ host, lang, url, open, onClose, wechat }: WeChatFlowProps) {
  useMemo(() => {
    if (host.shadowRoot) adoptStyles(host.shadowRoot, css);
  }, [host]);
  const qr = useQrCode(url, open, wechat.size);
  return <WeChatDialog {...wechatDialogProps(lang, open, qr, onClose, wechat)} />;
}
