/**
 * The chat panel's rules, framework-free and pure (SPEC §3 Chat message, §4
 * Chat panel, §5 chat image upload, §9; DESIGN §7 "never lost, never
 * twice"). No React, no DOM, no calls: the store (chat.store.ts) and the
 * view use these, the unit tests check them.
 *
 * - merging: messages are kept once by server id, in id order; a message
 *   the server stored is matched to the outbox entry it came from by its
 *   clientId, so an own message never shows twice (pending, then stored);
 * - the outbox: every send gets a clientId and a sequence number, is kept
 *   (localforage) before it is sent, sent in sequence order one at a time,
 *   and removed when the server acknowledges it (its answer, or the same
 *   clientId arriving by realtime or catch-up);
 * - retries: which failures are worth retrying, and the back-off;
 * - keys, images by their first bytes, relative times and scrolling are
 *   common/chat/rules.ts (shared with the agent console);
 * - keys: Enter sends, Shift+Enter is a new line, nothing while an input
 *   method composes (isComposing, or keyCode 229);
 * - text: empty → style_6, longer than CHAT_TEXT_MAX → chat_too_long;
 * - images: one file, at most 5242880 bytes, gif/jpg/jpeg/bmp/png by their
 *   first bytes (magic numbers), never by name or declared type;
 * - times: relative, from seconds to years (dayjs relativeTime, zh-cn/en),
 *   and when service resumes in the reader's language;
 * - scrolling: near the top (30 px), at the bottom, and where to scroll so
 *   that the view stays still when older messages are put above.
 */
import { CHAT_TEXT_MAX, SENDER_READER, SENDER_SERVICE, type ChatMessageDto } from "../../common/chat/contract.js";
import { INTL_LOCALE } from "../../common/chat/rules.js";
import type { Lang } from "../../common/i18n/index.js";

// ---------------------------------------------------------------------------
// Messages

/** Customer-service messages the reader has not read. */
export function unreadOf(messages: readonly ChatMessageDto[]): number {
  return messages.filter((m) => m.senderFlag === SENDER_SERVICE && m.readStatus === 0).length;
}

/** The newest customer-service message (what "read up to" means when the panel shows them). */
export function newestServiceMessage(messages: readonly ChatMessageDto[]): ChatMessageDto | null {
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i].senderFlag === SENDER_SERVICE) return messages[i];
  return null;
}

/** Whether `m` was written by the reader (SPEC §3 sender flag 0). */
export const isOwn = (m: Pick<ChatMessageDto, "senderFlag">): boolean => m.senderFlag === SENDER_READER;

// ---------------------------------------------------------------------------
// The outbox

/** A message waiting for the server's acknowledgement (kept in localforage). */
export interface OutboxItem {
  /** CLIENT_ID_RE: a UUID v4 */
  clientId: string;
  /** order of sending (increasing) */
  seq: number;
  kind: "text" | "image";
  /** the text ("" for an image) */
  content: string;
  /** the image (kind "image") */
  file?: Blob | null;
  /** the image's name, bytes and sniffed type */
  name?: string;
  size?: number;
  mime?: string;
  /** ms since the epoch when the reader sent it */
  createdAt: number;
  /** failed attempts so far */
  attempts: number;
}

/** Adds `item` to the outbox (after every earlier one). */
export function enqueue(outbox: readonly OutboxItem[], item: Omit<OutboxItem, "seq" | "attempts">): OutboxItem[] {
  const seq = outbox.reduce((n, o) => Math.max(n, o.seq), 0) + 1;
  return sortOutbox([...outbox.filter((o) => o.clientId !== item.clientId), { ...item, seq, attempts: 0 }]);
}

/** The outbox in sending order. */
export function sortOutbox(outbox: readonly OutboxItem[]): OutboxItem[] {
  return [...outbox].sort((a, b) => a.seq - b.seq || a.createdAt - b.createdAt);
}

/** The next entry to send (the oldest), or null. */
export function nextToSend(outbox: readonly OutboxItem[]): OutboxItem | null {
  return sortOutbox(outbox)[0] ?? null;
}

/** The outbox without the entries whose clientId the server has stored (any of `messages`). */
export function acknowledge(outbox: readonly OutboxItem[], messages: readonly Pick<ChatMessageDto, "clientId">[]): OutboxItem[] {
  const stored = new Set(messages.map((m) => m.clientId).filter((c): c is string => !!c));
  if (!stored.size) return outbox as OutboxItem[];
  const out = outbox.filter((o) => !stored.has(o.clientId));
  return out.length === outbox.length ? (outbox as OutboxItem[]) : out;
}

/** The outbox read back from storage: well-formed entries only, in order (anything else is dropped). */
export function restoreOutbox(raw: unknown): OutboxItem[] {
  if (!Array.isArray(raw)) return [];
  const ok = raw.filter(
    (o): o is OutboxItem =>
      !!o &&
      typeof o === "object" &&
      typeof (o as OutboxItem).clientId === "string" &&
      typeof (o as OutboxItem).seq === "number" &&
      ((o as OutboxItem).kind === "text" || (o as OutboxItem).kind === "image") &&
      typeof (o as OutboxItem).content === "string",
  );
  return sortOutbox(ok.map((o) => ({ ...o, attempts: typeof o.attempts === "number" ? o.attempts : 0, createdAt: typeof o.createdAt === "number" ? o.createdAt : 0 })));
}

/** One line of the conversation as shown: a stored message, or an own message not yet acknowledged. */
export type TimelineItem =
  | { kind: "message"; key: string; message: ChatMessageDto }
  | { kind: "pending"; key: string; item: OutboxItem };

/** Stored messages (id order), then the outbox entries the server has not stored yet (sending order). */
export function timeline(messages: readonly ChatMessageDto[], outbox: readonly OutboxItem[]): TimelineItem[] {
  const stored = new Set(messages.map((m) => m.clientId).filter(Boolean));
  return [
    ...messages.map((m): TimelineItem => ({ kind: "message", key: m.clientId ? `c:${m.clientId}` : `m:${m.id}`, message: m })),
    ...sortOutbox(outbox)
      .filter((o) => !stored.has(o.clientId))
      .map((o): TimelineItem => ({ kind: "pending", key: `c:${o.clientId}`, item: o })),
  ];
}

// ---------------------------------------------------------------------------
// Failures and retries

/**
 * Whether a failed send is worth retrying: a network failure (998), a
 * time-out, the server or database momentarily unavailable, a rate limit.
 * Anything else (invalid_param, access_denied, forbidden, type or size
 * refusals) will not get better by sending again.
 */
export function isRetryable(code: string): boolean {
  return ["998", "timeout", "aborted", "server_error", "service_unavailable", "too_many_requests", "bad_gateway", "gateway_timeout"].includes(code);
}

/** Delay before retry number `attempt` (1, 2, …): 1 s doubling to at most 30 s. */
export function backoffMs(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));
}

// ---------------------------------------------------------------------------
// Keys and text

/** The SPEC §8 / catalogue key of what is wrong with a text to send, or null when it can be sent. */
export function checkText(text: string): "style_6" | "chat_too_long" | null {
  if (!text.trim()) return "style_6";
  if (text.length > CHAT_TEXT_MAX) return "chat_too_long";
  return null;
}

// ---------------------------------------------------------------------------
// Times

/**
 * When service resumes (WorkTimeDto.nextStart), in the reader's language
 * and time zone (or `timeZone`), with the weekday: "11月30日星期一 09:00" /
 * "Monday 30 November, 09:00"; the year only when it is not `now`'s. ""
 * when nextStart is null or invalid.
 */
export function resumeTimeOf(nextStart: string | null, lang: Lang, now: number, timeZone?: string): string {
  if (!nextStart) return "";
  const d = new Date(nextStart);
  if (Number.isNaN(d.getTime())) return "";
  const tz = timeZone ? { timeZone } : {};
  const yearOf = (x: Date) => new Intl.DateTimeFormat("en", { year: "numeric", ...tz }).format(x);
  const sameYear = yearOf(d) === yearOf(new Date(now));
  return new Intl.DateTimeFormat(INTL_LOCALE[lang], {
    weekday: "long",
    month: "long",
    day: "numeric",
    ...(sameYear ? {} : { year: "numeric" }),
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    ...tz,
  }).format(d);
}

