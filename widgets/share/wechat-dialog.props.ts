/**
 * State → the WeChat dialog's view props for <pw-share-bar> (DESIGN §2
 * `<feature>.props.ts`): pure, in the dialog's chunk (WeChatDialog.lazy.tsx), with
 * the feature's strings (locale/index.ts).
 */
import { QR_SIZE } from "./share.rules.js";
import { t, type Lang } from "./locale/index.js";
import type { QrState } from "./use-wechat-qr.js";
import type { WeChatDialogViewProps } from "./WeChatDialog.js";

/**
 * The dialog's props: open or closed, its strings, the QR code's state and
 * size (SPEC §3, §9: 100 px by default).
 * @param custom the builder's title and help ("" or absent: the catalogue's) and size in px
 */
export function wechatDialogProps(
  lang: Lang,
  open: boolean,
  qr: QrState,
  onClose: () => void,
  custom: { title?: string; help?: string; size?: number } = {},
): WeChatDialogViewProps {
  return {
    open,
    title: custom.title || t(lang, "wechat_qr_title"),
    help: custom.help || t(lang, "wechat_qr_help"),
    closeLabel: t(lang, "close"),
    qrAlt: t(lang, "wechat_qr_alt"),
    qrFailed: t(lang, "qr_failed"),
    qr,
    size: custom.size ?? QR_SIZE,
    onClose,
  };
}
