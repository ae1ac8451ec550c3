/**
 * Customer-service chat: the rules both chat views follow, the reader's
 * panel (widgets/chat) and the agent console (widgets/service-console):
 * messages once each by id, read marks, keys, images by their first bytes
 * (SPEC §5 chat image upload, §8 upload codes), times, scrolling (SPEC §4
 * Chat panel, §9), failed calls. The shapes and limits they work on are the
 * contract in contract.ts beside this file.
 *
 * Pure: no state, no I/O, no React, no DOM, no server imports (dayjs for
 * relative times). The server does not import this file.
 */
import dayjs from "dayjs";
import relativeTime from "dayjs/plugin/relativeTime.js";
import "dayjs/locale/zh-cn.js";
import "dayjs/locale/en.js";
import type { Lang } from "../i18n/index.js";
import { CHAT_IMAGE_MAX_BYTES, type ChatMessageDto, type ChatReadEvent } from "./contract.js";

dayjs.extend(relativeTime);

/** SPEC §9: scrolling to within 30 px of the top loads older messages. */
export const CHAT_NEAR_TOP_PX = 30;

// ---------------------------------------------------------------------------
// Messages (the reader's panel and the agent console)

/** The messages of `current` and `incoming`, once each by id (the later copy wins: read status), in id order. */
export function mergeMessages(current: readonly ChatMessageDto[], incoming: readonly ChatMessageDto[]): ChatMessageDto[] {
  if (!incoming.length) return current as ChatMessageDto[];
  const byId = new Map<number, ChatMessageDto>();
  const clientIds = new Map<string, number>();
  for (const m of current) {
    byId.set(m.id, m);
    if (m.clientId) clientIds.set(m.clientId, m.id);
  }
  for (const m of incoming) {
    if (!m || typeof m.id !== "number") continue;
    // a clientId is unique in the database: the same one under another id is a stale copy
    const other = m.clientId ? clientIds.get(m.clientId) : undefined;
    if (other !== undefined && other !== m.id) continue;
    byId.set(m.id, m);
    if (m.clientId) clientIds.set(m.clientId, m.id);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Marks read what a ChatReadEvent says was read (messages of `senderFlag` with id ≤ upToId). */
export function applyRead(messages: readonly ChatMessageDto[], ev: Pick<ChatReadEvent, "senderFlag" | "upToId">): ChatMessageDto[] {
  let changed = false;
  const out = messages.map((m) => {
    if (m.senderFlag === ev.senderFlag && m.id <= ev.upToId && m.readStatus !== 1) {
      changed = true;
      return { ...m, readStatus: 1 as const };
    }
    return m;
  });
  return changed ? out : (messages as ChatMessageDto[]);
}

/** Id of the newest message, or null. */
export function newestId(messages: readonly ChatMessageDto[]): number | null {
  return messages.length ? messages[messages.length - 1].id : null;
}

/** Id of the oldest message, or null. */
export function oldestId(messages: readonly ChatMessageDto[]): number | null {
  return messages.length ? messages[0].id : null;
}

// ---------------------------------------------------------------------------
// Keys

/** What a key press in the message box does. */
export type KeyAction = "send" | "newline" | "none";

/**
 * Enter sends; Shift+Enter starts a new line; nothing while an input
 * method is composing (isComposing, or keyCode 229 that some browsers send
 * instead).
 */
export function keyAction(e: { key: string; shiftKey: boolean; isComposing?: boolean; keyCode?: number }): KeyAction {
  if (e.isComposing || e.keyCode === 229) return "none";
  if (e.key !== "Enter") return "none";
  return e.shiftKey ? "newline" : "send";
}

// ---------------------------------------------------------------------------
// Images

/** Bytes needed by sniffImage. */
export const SNIFF_BYTES = 8;

/** An image type sniffImage recognises. */
export type ChatImageMime = "image/gif" | "image/jpeg" | "image/png" | "image/bmp";

/**
 * The image type of a file by its first bytes: GIF ("GIF87a"/"GIF89a"),
 * JPEG (FF D8 FF), PNG (89 "PNG" 0D 0A 1A 0A), BMP ("BM"); null for
 * anything else.
 */
export function sniffImage(head: Uint8Array): ChatImageMime | null {
  const b = head;
  const starts = (sig: number[]) => sig.every((v, i) => b[i] === v);
  if (b.length >= 6 && starts([0x47, 0x49, 0x46, 0x38]) && (b[4] === 0x37 || b[4] === 0x39) && b[5] === 0x61) return "image/gif";
  if (b.length >= 3 && starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (b.length >= 8 && starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  // "BM", then a file size and two reserved fields; the 14-byte header's reserved bytes are 0 in practice
  if (b.length >= 2 && starts([0x42, 0x4d])) return "image/bmp";
  return null;
}

/** SPEC §8 upload codes for a picked file. */
export type ImageRefusal = "Q_EXCEED_NUM_LIMIT" | "F_EXCEED_SIZE" | "Q_TYPE_DENIED";

/** Count and size checks before reading a file (SPEC §5: one file, at most 5242880 bytes). */
export function checkImagePick(files: readonly { size: number }[]): ImageRefusal | null {
  if (files.length !== 1) return "Q_EXCEED_NUM_LIMIT";
  if (files[0].size > CHAT_IMAGE_MAX_BYTES) return "F_EXCEED_SIZE";
  if (files[0].size === 0) return "Q_TYPE_DENIED";
  return null;
}

/** What readImagePick needs of a picked file (a browser File). */
export interface PickedFile {
  readonly name?: string;
  readonly size: number;
  slice(start: number, end: number): { arrayBuffer(): Promise<ArrayBuffer> };
}

/** A picked image ready to be previewed and sent. */
export interface PickedImage<F> {
  file: F;
  /** The file's name, "image" when it has none. */
  name: string;
  size: number;
  mime: ChatImageMime;
}

/**
 * The checks of an image pick (SPEC §5): one file, at most 5242880 bytes,
 * an image by its first bytes (a file that cannot be read is refused as
 * Q_TYPE_DENIED). @returns the image, or the refusal's code
 */
export async function readImagePick<F extends PickedFile>(files: readonly F[]): Promise<{ image: PickedImage<F> } | { refusal: ImageRefusal }> {
  const refusal = checkImagePick(files);
  if (refusal) return { refusal };
  const f = files[0];
  let head: Uint8Array;
  try {
    head = new Uint8Array(await f.slice(0, SNIFF_BYTES).arrayBuffer());
  } catch {
    return { refusal: "Q_TYPE_DENIED" };
  }
  const mime = sniffImage(head);
  if (!mime) return { refusal: "Q_TYPE_DENIED" };
  return { image: { file: f, name: f.name || "image", size: f.size, mime } };
}

// ---------------------------------------------------------------------------
// Times

const DAYJS_LOCALE: Record<Lang, string> = { zh: "zh-cn", en: "en" };
/** The Intl locale of each language for dates and times. */
export const INTL_LOCALE: Record<Lang, string> = { zh: "zh-CN", en: "en-GB" };

/**
 * `iso` relative to `now` in the reader's language, from seconds to years
 * (dayjs relativeTime: "几秒前", "3 分钟前", "2 年前" / "a few seconds ago",
 * "3 minutes ago", "2 years ago"; without "ago" when `withoutSuffix`: "3
 * 分钟" / "3 minutes"); a time slightly ahead of `now` (clock skew) reads
 * as now; "" for an invalid time.
 */
export function relativeTimeOf(iso: string, now: number, lang: Lang, withoutSuffix = false): string {
  const d = dayjs(iso);
  if (!d.isValid()) return "";
  const at = Math.min(d.valueOf(), now);
  return dayjs(at).locale(DAYJS_LOCALE[lang]).from(dayjs(now).locale(DAYJS_LOCALE[lang]), withoutSuffix);
}

/** `iso` as a full date and time in the reader's language (a tooltip beside a relative time), in `timeZone` when given; "" when invalid. */
export function absoluteTimeOf(iso: string, lang: Lang, timeZone?: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: "medium", timeStyle: "short", ...(timeZone ? { timeZone } : {}) }).format(d);
}

// ---------------------------------------------------------------------------
// Scrolling

/** A scroll box's position. */
export interface ScrollBox {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** Within 30 px of the top (SPEC §9): time to load older messages. */
export function nearTop(box: Pick<ScrollBox, "scrollTop">, threshold = CHAT_NEAR_TOP_PX): boolean {
  return box.scrollTop <= threshold;
}

/** At (or within `slack` px of) the bottom: new messages keep it there. */
export function atBottom(box: ScrollBox, slack = 40): boolean {
  return box.scrollHeight - box.clientHeight - box.scrollTop <= slack;
}

/**
 * Where the conversation scrolls after a render. The anchor is the first
 * message: its offset before and now. It stays still when older messages
 * were put above it (`prepended`), or whenever the reader is not at the
 * bottom (the top area changed: loading, the "earlier messages" button);
 * at the bottom, the view follows new messages.
 */
export function nextScrollTop(box: ScrollBox, anchor: { before: number; now: number } | null, prepended: boolean, stick: boolean): number {
  if (anchor && (prepended || !stick)) return Math.max(0, box.scrollTop + (anchor.now - anchor.before));
  if (stick) return box.scrollHeight;
  return box.scrollTop;
}

// ---------------------------------------------------------------------------
// Failed calls

/** The SPEC code a failed call rejected with (its `code`), "998" (network failure) when it carries none. */
export const errorCodeOf = (err: unknown): string => {
  const c = (err as { code?: unknown } | null)?.code;
  return typeof c === "string" ? c : "998";
};

/** The message a failed call rejected with (its `msg`), "" when it carries none. */
export const errorMsgOf = (err: unknown): string => {
  const m = (err as { msg?: unknown } | null)?.msg;
  return typeof m === "string" ? m : "";
};
