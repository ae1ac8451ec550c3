/**
 * State → the dialog's view props for <pw-download-button> (DESIGN §2
 * `<feature>.props.ts`): pure, in the chunk the button loads on its first
 * press (DownloadDialog.lazy.tsx). The SPEC §8 messages come from the codes
 * catalogue through this feature's `t`; the rest from locale/.
 */
import type { DownloadState } from "./download.store.js";
import type { DownloadDialogViewProps } from "./DownloadDialog.js";
import { t, type Lang } from "./locale/index.js";

/** The dialog's props for a state: which dialog is open (none while idle, checking or done) and its texts. */
export function downloadDialogProps(lang: Lang, s: DownloadState, on: { confirm(): void; cancel(): void }): DownloadDialogViewProps {
  const base = {
    onConfirm: on.confirm,
    onCancel: on.cancel,
    title: t(lang, "dialog_title"),
    confirmLabel: t(lang, "confirm"),
    cancelLabel: t(lang, "cancel"),
    okLabel: t(lang, "ok"),
    progressLabel: t(lang, "downloading"),
    cancelDownloadLabel: t(lang, "cancel_download"),
  };
  if (s.phase === "error") return { ...base, dialog: "refuse", title: t(lang, "failed_title"), message: s.message || t(lang, s.code), summary: "" };
  if (s.phase === "downloading") return { ...base, dialog: "progress", message: "", summary: "" };
  if (s.phase !== "asking") return { ...base, dialog: null, message: "", summary: "" };
  const p = s.plan;
  const summary = p.residueCount === null ? "" : t(lang, "summary", { free: p.count.free, paid: p.count.paid, left: p.residueCount });
  if (p.kind === "go") return { ...base, dialog: "progress", message: "", summary: "" };
  const message = p.kind === "warn" ? t(lang, p.code, { count: p.residueCount }) : t(lang, p.code);
  return { ...base, dialog: p.kind === "refuse" ? "refuse" : "confirm", message, summary };
}
