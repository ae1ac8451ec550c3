/**
 * The upload queue's rules, framework-free (issue 11 "Uploads"; SPEC §3
 * "Upload file statuses", §4 "Upload file lifecycle", §5 "Upload limits:
 * file count, total size, single size, duplicate rejection", §8 upload
 * codes, §9 upload defaults). No React, no DOM, no calls: the store
 * (upload.store.ts) feeds it files and answers.
 *
 * States of one file (common/contribution.ts UploadFileState):
 * - inited: picked; being compressed (web size) and hashed;
 * - queued: hashed, waiting for its turn;
 * - progress: chunks are being sent;
 * - complete: the server has the whole file (or had it: instant upload);
 * - error: a chunk failed after its retries (timeout, network, a server
 *   refusal); retry() queues it again and only the missing chunks go;
 * - cancelled: the reader cancelled it;
 * - interrupt: paused by the reader, or restored after a reload (the File
 *   cannot be kept: the reader picks the same file again and it resumes
 *   from the chunks the server holds);
 * - invalid: refused before sending (Q_TYPE_DENIED, F_EXCEED_SIZE,
 *   F_DUPLICATE) or by the server's sniffing.
 */
import {
  UPLOAD_CHUNK_BYTES,
  UPLOAD_MAX_FILES,
  UPLOAD_MAX_IMAGE_BYTES,
  UPLOAD_MAX_QUEUE_BYTES,
  UPLOAD_MAX_VIDEO_BYTES,
  UPLOAD_RETRIES,
  UPLOAD_THREADS,
  chunkCount,
  type RelationDraftDto,
  type UploadFileState,
} from "../../common/contribution.js";

/** The limits of one queue (SPEC §5, common/contribution.ts). */
export interface UploadLimits {
  /** files in the queue (not counting invalid and cancelled ones): Q_EXCEED_NUM_LIMIT beyond */
  maxFiles: number;
  /** bytes of the queue together: Q_EXCEED_SIZE_LIMIT beyond */
  maxQueueBytes: number;
  /** bytes of one photo: F_EXCEED_SIZE beyond */
  maxImageBytes: number;
  /** bytes of one video: F_EXCEED_SIZE beyond */
  maxVideoBytes: number;
  /** kinds accepted: Q_TYPE_DENIED otherwise */
  kinds: readonly MediaKind[];
}

export type MediaKind = "image" | "video";

export const DEFAULT_LIMITS: UploadLimits = {
  maxFiles: UPLOAD_MAX_FILES,
  maxQueueBytes: UPLOAD_MAX_QUEUE_BYTES,
  maxImageBytes: UPLOAD_MAX_IMAGE_BYTES,
  maxVideoBytes: UPLOAD_MAX_VIDEO_BYTES,
  kinds: ["image", "video"],
};

/** Extensions the picker offers, by kind (the server sniffs the real type). */
export const EXTENSIONS: Record<MediaKind, readonly string[]> = {
  image: ["jpg", "jpeg", "png", "tif", "tiff", "webp"],
  video: ["mp4", "webm", "mov"],
};
const MIMES: Record<string, MediaKind> = {
  "image/jpeg": "image",
  "image/png": "image",
  "image/tiff": "image",
  "image/webp": "image",
  "video/mp4": "video",
  "video/webm": "video",
  "video/quicktime": "video",
};

/** A file as picked: what the rules look at. */
export interface PickedFile {
  name: string;
  size: number;
  /** the browser's MIME guess, "" when none */
  type: string;
  lastModified: number;
}

/** One entry of the queue (what the view shows and what is kept in localforage). */
export interface QueueEntry {
  id: string;
  name: string;
  /** bytes as picked */
  originalSize: number;
  lastModified: number;
  kind: MediaKind | null;
  /** bytes sent: the original, or the web-size copy */
  size: number;
  state: UploadFileState;
  md5: string | null;
  chunks: number;
  /** chunk indexes the server holds */
  received: number[];
  /** bytes of chunks in flight (not kept) */
  inflight: Record<number, number>;
  /** SPEC code (or server code) of an invalid or failed file, else null */
  code: string | null;
  /** the server's message for `code`, "" for the catalogue's */
  message: string;
  relation: RelationDraftDto | null;
  /** 110×110 JPEG data URL, or null */
  thumb: string | null;
  /** compressed to web size before sending */
  webSize: boolean;
  /** after a reload: the File must be picked again */
  needsFile: boolean;
}

/** The kind of a file: by its MIME type, else by its extension; null when not accepted. */
export function kindOf(f: Pick<PickedFile, "name" | "type">): MediaKind | null {
  const byMime = MIMES[f.type.toLowerCase()];
  if (byMime) return byMime;
  const ext = f.name.toLowerCase().split(".").pop() ?? "";
  if (!f.name.includes(".")) return null;
  if (EXTENSIONS.image.includes(ext)) return "image";
  if (EXTENSIONS.video.includes(ext)) return "video";
  return null;
}

/** Entries that count against the limits (not invalid, not cancelled). */
export function live(queue: readonly QueueEntry[]): QueueEntry[] {
  return queue.filter((e) => e.state !== "invalid" && e.state !== "cancelled");
}

/** A fresh entry for a picked file (state inited). */
export function newEntry(f: PickedFile, id: string, webSize: boolean): QueueEntry {
  return {
    id,
    name: f.name,
    originalSize: f.size,
    lastModified: f.lastModified,
    kind: kindOf(f),
    size: f.size,
    state: "inited",
    md5: null,
    chunks: chunkCount(f.size),
    received: [],
    inflight: {},
    code: null,
    message: "",
    relation: null,
    thumb: null,
    webSize,
    needsFile: false,
  };
}

/** What adding files gives: new entries (some invalid, with their code) or a queue-level refusal. */
export type Admission = { ok: true; entries: QueueEntry[] } | { ok: false; code: "Q_EXCEED_NUM_LIMIT" | "Q_EXCEED_SIZE_LIMIT"; entries: [] };

/**
 * Adds picked files to a queue (SPEC §5): the whole pick is refused when
 * the queue would hold more than maxFiles files (Q_EXCEED_NUM_LIMIT) or more
 * than maxQueueBytes (Q_EXCEED_SIZE_LIMIT) — counting only the files that
 * pass the per-file rules; each file is invalid when its kind is not
 * accepted (Q_TYPE_DENIED), it is over its kind's size (F_EXCEED_SIZE), or
 * the same file (name, size, date) is already in the queue or twice in the
 * pick (F_DUPLICATE).
 * @param ids makes an id per new entry
 */
export function admit(queue: readonly QueueEntry[], files: readonly PickedFile[], limits: UploadLimits, webSize: boolean, ids: () => string): Admission {
  const seen = new Set(live(queue).map((e) => `${e.name}\u0000${e.originalSize}\u0000${e.lastModified}`));
  const entries = files.map((f) => {
    const e = newEntry(f, ids(), webSize);
    const key = `${f.name}\u0000${f.size}\u0000${f.lastModified}`;
    if (!e.kind || !limits.kinds.includes(e.kind)) return invalidate(e, "Q_TYPE_DENIED");
    if (f.size <= 0 || f.size > (e.kind === "image" ? limits.maxImageBytes : limits.maxVideoBytes)) return invalidate(e, "F_EXCEED_SIZE");
    if (seen.has(key)) return invalidate(e, "F_DUPLICATE");
    seen.add(key);
    return e;
  });
  const current = live(queue);
  const adding = entries.filter((e) => e.state !== "invalid");
  if (current.length + adding.length > limits.maxFiles) return { ok: false, code: "Q_EXCEED_NUM_LIMIT", entries: [] };
  const bytes = current.reduce((s, e) => s + e.originalSize, 0) + adding.reduce((s, e) => s + e.originalSize, 0);
  if (bytes > limits.maxQueueBytes) return { ok: false, code: "Q_EXCEED_SIZE_LIMIT", entries: [] };
  return { ok: true, entries };
}

function invalidate(e: QueueEntry, code: string): QueueEntry {
  return { ...e, state: "invalid", code };
}

/** What happens to a file. */
export type UploadEvent =
  | "hashed" // inited → queued
  | "start" // queued → progress
  | "complete" // progress | queued → complete
  | "fail" // inited | progress → error
  | "pause" // inited | queued | progress → interrupt
  | "resume" // interrupt → queued (with its file), error → queued
  | "retry" // error → queued
  | "cancel" // any unfinished → cancelled
  | "refuse" // inited | queued | progress → invalid (duplicate MD5, server sniffing)
  | "restore"; // after a reload: unfinished → interrupt

const TABLE: Record<UploadFileState, Partial<Record<UploadEvent, UploadFileState>>> = {
  inited: { hashed: "queued", fail: "error", pause: "interrupt", cancel: "cancelled", refuse: "invalid", restore: "interrupt" },
  queued: { start: "progress", complete: "complete", pause: "interrupt", cancel: "cancelled", refuse: "invalid", restore: "interrupt" },
  progress: { complete: "complete", fail: "error", pause: "interrupt", cancel: "cancelled", refuse: "invalid", restore: "interrupt" },
  error: { retry: "queued", resume: "queued", cancel: "cancelled", restore: "interrupt" },
  interrupt: { resume: "queued", cancel: "cancelled", restore: "interrupt" },
  complete: {},
  cancelled: {},
  invalid: {},
};

/** The state after `event`, or null when the event does not apply in `state`. */
export function transition(state: UploadFileState, event: UploadEvent): UploadFileState | null {
  return TABLE[state][event] ?? null;
}

/** True for a state nothing more happens in. */
export function isFinal(state: UploadFileState): boolean {
  return state === "complete" || state === "cancelled" || state === "invalid";
}

/** Bytes of chunk `index` of a file of `size` bytes. */
export function chunkBytes(size: number, index: number, chunkSize: number = UPLOAD_CHUNK_BYTES): number {
  return Math.max(0, Math.min(chunkSize, size - index * chunkSize));
}

/** Bytes the server holds or that are on their way, 0 … size. */
export function loadedOf(e: QueueEntry): number {
  if (e.state === "complete") return e.size;
  const held = e.received.reduce((s, i) => s + chunkBytes(e.size, i), 0);
  const flying = Object.entries(e.inflight).reduce((s, [i, n]) => (e.received.includes(Number(i)) ? s : s + n), 0);
  return Math.min(e.size, held + flying);
}

/** One file's progress, 0–1. */
export function progressOf(e: QueueEntry): number {
  return e.size > 0 ? loadedOf(e) / e.size : 0;
}

/** The queue's progress, 0–1: loaded bytes over the bytes of the files that count (not invalid or cancelled). */
export function totalProgress(queue: readonly QueueEntry[]): number {
  const l = live(queue);
  const size = l.reduce((s, e) => s + e.size, 0);
  return size > 0 ? l.reduce((s, e) => s + loadedOf(e), 0) / size : 0;
}

/** The next chunk indexes to send: missing ones not already in flight, up to `threads` in flight. */
export function nextChunks(e: Pick<QueueEntry, "chunks" | "received">, inFlight: readonly number[], threads: number = UPLOAD_THREADS): number[] {
  const free = threads - inFlight.length;
  const out: number[] = [];
  for (let i = 0; i < e.chunks && out.length < free; i++) if (!e.received.includes(i) && !inFlight.includes(i)) out.push(i);
  return out;
}

/** Codes a retry cannot help with: the server refused the file itself, or (upload_open_limit) not before another upload finishes. */
const FINAL_CODES = new Set(["Q_TYPE_DENIED", "F_EXCEED_SIZE", "F_EXCEED_PIXELS", "upload_open_limit", "access_denied", "forbidden"]);

/**
 * Whether a chunk that failed with `code` on attempt `attempt` (1-based)
 * is tried again: at most UPLOAD_RETRIES retries, never for a refusal.
 */
export function shouldRetry(code: string, attempt: number, retries: number = UPLOAD_RETRIES): boolean {
  return !FINAL_CODES.has(code) && code !== "invalid_param" && attempt <= retries;
}

/** Whether a failure refuses the file (invalid) rather than failing it (error, retry possible; upload_open_limit is such an error). */
export function refuses(code: string): boolean {
  return code === "Q_TYPE_DENIED" || code === "F_EXCEED_SIZE" || code === "F_EXCEED_PIXELS";
}

/** The entry as kept in localforage (no chunks in flight). */
export function persistable(e: QueueEntry): QueueEntry {
  return { ...e, inflight: {} };
}

/**
 * The queue as restored after a reload: finished entries as they were;
 * every other one interrupted, waiting for its file to be picked again.
 */
export function restore(saved: readonly QueueEntry[]): QueueEntry[] {
  return saved.map((e) => (isFinal(e.state) ? { ...e, inflight: {} } : { ...e, state: "interrupt" as const, inflight: {}, needsFile: true }));
}

/**
 * The queue once the kept one has loaded (the store's init), when files were
 * picked meanwhile: the live entries stay as they are, after the restored
 * ones, and a kept entry is dropped when it is one of them (the same id: the
 * storage answered with the picks it had just saved) or when it is for the
 * same file as one of them (the live pick takes its place; the server's
 * chunks still count, by MD5).
 */
export function mergeRestored(saved: readonly QueueEntry[], current: readonly QueueEntry[]): QueueEntry[] {
  const ids = new Set(current.map((e) => e.id));
  const live = current.map((e) => ({ name: e.name, size: e.originalSize, lastModified: e.lastModified }));
  return [...restore(saved.filter((k) => !ids.has(k.id) && !live.some((f) => sameFile(k, f)))), ...current];
}

/** Whether `f` is the file an interrupted entry waits for (same name, size and date). */
export function sameFile(e: QueueEntry, f: Pick<PickedFile, "name" | "size" | "lastModified">): boolean {
  return e.name === f.name && e.originalSize === f.size && e.lastModified === f.lastModified;
}

/** Whether a hashed file is already in the queue (another live entry with the same MD5): F_DUPLICATE. */
export function duplicateMd5(queue: readonly QueueEntry[], id: string, md5: string): boolean {
  return live(queue).some((e) => e.id !== id && e.md5 === md5);
}
