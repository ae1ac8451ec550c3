/**
 * Attributes + state → view props for <pw-upload> (DESIGN §2
 * `<feature>.props.ts`): pure. Every string comes from locale/ through this
 * feature's `t`; the SPEC §8 codes are shown with their message and code.
 */
import { formatSize } from "../../common/format.js";
import { attr } from "../core/element.js";
import { t, type Lang } from "./locale/index.js";
import { DEFAULT_LIMITS, EXTENSIONS, progressOf, totalProgress, type MediaKind, type QueueEntry, type UploadLimits } from "./upload.rules.js";
import type { UploadState } from "./upload.store.js";
import type { UploadRowProps, UploadViewProps } from "./Upload.js";

const TAG = "pw-upload";

/** The parsed attributes. */
export interface UploadAttributes {
  /** the web-size checkbox starts ticked */
  webSize: boolean;
  /** files the queue may hold, 1–50 (default 50) */
  maxFiles: number;
  /** kinds accepted: all (default), image, video */
  accept: "all" | "image" | "video";
}

/** Parses the raw attributes (undefined when absent). */
export function parseAttributes(raw: Partial<Record<"webSize" | "maxFiles" | "accept", string>>): UploadAttributes {
  return {
    webSize: attr.boolean(raw.webSize, false),
    maxFiles: Math.floor(attr.number(TAG, "max-files", raw.maxFiles, DEFAULT_LIMITS.maxFiles, 1, DEFAULT_LIMITS.maxFiles)),
    accept: attr.enumeration(TAG, "accept", raw.accept, ["all", "image", "video"] as const, "all"),
  };
}

/** The queue's limits for the attributes. */
export function limitsOf(a: UploadAttributes): UploadLimits {
  const kinds: MediaKind[] = a.accept === "all" ? ["image", "video"] : [a.accept];
  return { ...DEFAULT_LIMITS, maxFiles: a.maxFiles, kinds };
}

/** The picker's accept list: extensions and MIME types of the accepted kinds. */
export function acceptList(a: UploadAttributes): string {
  return limitsOf(a)
    .kinds.flatMap((k) => [...EXTENSIONS[k].map((e) => `.${e}`), k === "image" ? "image/*" : "video/*"])
    .join(",");
}

/** "message (CODE)" for a code, in the reader's language (998 is the network's api_tools_1). */
export function codeText(lang: Lang, code: string, message = ""): string {
  if (code === "not_same_file") return "";
  const msg = message || t(lang, code === "998" ? "api_tools_1" : code);
  return t(lang, "error_code", { message: msg, code });
}

/** Who is looking: the element shows the drop zone to contributors only. */
export type Viewer = "loading" | "guest" | "other" | "contributor";

export interface UploadActions {
  files(files: File[]): void;
  webSize(on: boolean): void;
  repick(id: string, file: File): void;
  pause(id: string): void;
  resume(id: string): void;
  retry(id: string): void;
  cancel(id: string): void;
  remove(id: string): void;
}

function stateText(lang: Lang, e: QueueEntry): string {
  if (e.state === "progress") return t(lang, "state_progress", { percent: Math.floor(progressOf(e) * 100) });
  if (e.state === "interrupt" && e.needsFile) return t(lang, "state_interrupt_repick");
  return t(lang, `state_${e.state}`);
}

function row(lang: Lang, e: QueueEntry, on: UploadActions): UploadRowProps {
  const act = (key: "pause" | "resume" | "retry" | "cancel" | "remove" | "repick", onClick: () => void) => ({
    key,
    label: t(lang, key),
    ariaLabel: t(lang, "action_label", { action: t(lang, key), name: e.name }),
    onClick,
  });
  const actions = [];
  if (e.state === "inited" || e.state === "queued" || e.state === "progress") actions.push(act("pause", () => on.pause(e.id)));
  if (e.state === "interrupt" && !e.needsFile) actions.push(act("resume", () => on.resume(e.id)));
  if (e.state === "interrupt" && e.needsFile) actions.push(act("repick", () => undefined));
  if (e.state === "error") actions.push(act("retry", () => on.retry(e.id)));
  if (e.state !== "complete" && e.state !== "cancelled" && e.state !== "invalid") actions.push(act("cancel", () => on.cancel(e.id)));
  else actions.push(act("remove", () => on.remove(e.id)));
  return {
    id: e.id,
    name: e.name,
    sizeText: formatSize(e.size),
    thumb: e.thumb,
    kind: e.kind,
    state: e.state,
    stateText: stateText(lang, e),
    progressLabel: t(lang, "file_progress", { name: e.name }),
    value: Math.round(progressOf(e) * 1000) / 10,
    error: e.code === "not_same_file" ? t(lang, "not_same_file", { name: e.name }) : e.code && (e.state === "error" || e.state === "invalid") ? codeText(lang, e.code, e.message) : "",
    actions,
    onRepick: (file: File) => on.repick(e.id, file),
  };
}

/** The view's props for a state. */
export function uploadProps(lang: Lang, a: UploadAttributes, viewer: Viewer, webSize: boolean, s: UploadState, on: UploadActions, loginHref: string): UploadViewProps {
  const limits = limitsOf(a);
  const formats = limits.kinds.flatMap((k) => EXTENSIONS[k]).join(", ");
  const counted = s.entries.filter((e) => e.state !== "invalid" && e.state !== "cancelled");
  const done = counted.filter((e) => e.state === "complete").length;
  const percent = Math.floor(totalProgress(s.entries) * 100);
  return {
    gate:
      viewer === "loading"
        ? { message: "", busy: true }
        : viewer === "guest"
          ? { message: t(lang, "login_needed"), loginHref, loginLabel: t(lang, "login") }
          : viewer === "other"
            ? { message: t(lang, "contributors_only") }
            : null,
    regionLabel: t(lang, "region"),
    pickLabel: t(lang, "pick"),
    dropHint: t(lang, "drop_hint"),
    webSizeLabel: t(lang, "web_size"),
    webSize,
    limitsText: t(lang, "limits", {
      files: limits.maxFiles,
      total: formatSize(limits.maxQueueBytes),
      image: formatSize(limits.maxImageBytes),
      video: formatSize(limits.maxVideoBytes),
      formats,
    }),
    accept: acceptList(a),
    notice: s.notice ? codeText(lang, s.notice) : "",
    totalLabel: t(lang, "total_label"),
    totalText: t(lang, "total", { done, count: counted.length, percent }),
    totalValue: percent,
    showTotal: counted.length > 0,
    queueLabel: t(lang, "queue"),
    emptyText: t(lang, "empty"),
    rows: s.entries.map((e) => row(lang, e, on)),
    announce: s.announce ? t(lang, `announce_${s.announce.key}`, { name: s.announce.name }) : "",
    onFiles: on.files,
    onWebSize: on.webSize,
  };
}
