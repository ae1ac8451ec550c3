/**
 * The agent console's rules, framework-free and pure (issue 10 "Agent
 * console"; SPEC §3 Chat message, §5 chat image upload, §8 style_6, §9;
 * common/chat/contract.ts for the DTOs and the calls). No React, no DOM, no calls:
 * the store (service-console.store.ts) and the view use these, the unit
 * tests check them.
 *
 * - filters: open, mine (open and assigned to the agent), unassigned (open,
 *   nobody's), closed; what each asks the server and whether a
 *   conversation belongs in it;
 * - the list: longest waiting first (waitingSince, the oldest reader
 *   message not answered yet), then conversations nobody waits in by their
 *   newest message; a conversation changed by an event replaces its old
 *   copy, or leaves the list when it no longer fits the filter;
 * - a new message changes its conversation as the server would (unread
 *   count, waiting time, last message, open again) until the server's own
 *   copy arrives;
 * - messages: once each by id (a clientId is unique too), in id order; the
 *   reply's answer and its realtime echo are one message;
 * - the thread: the history (loaded pages) and the messages that arrived
 *   while the agent watched (announced; the history is never re-read);
 * - keys, text and images as the reader's panel (message merging, keys,
 *   images, times and scrolling are common/chat/rules.ts, shared with it): Enter sends, Shift+Enter
 *   a new line, nothing while an input method composes; empty → style_6;
 *   one image ≤ 5242880 bytes, gif/jpg/jpeg/bmp/png by its first bytes;
 * - times: relative (dayjs relativeTime, seconds to years), waiting time
 *   without "ago";
 * - scrolling: near the top (30 px) loads older messages without a jump.
 */
import {
  CHAT_TEXT_MAX,
  SENDER_READER,
  SENDER_SERVICE,
  type ChatEvent,
  type ChatMessageDto,
  type ChatReadEvent,
  type ConversationDto,
  type ConversationEvent,
} from "../../common/chat/contract.js";
import { relativeTimeOf } from "../../common/chat/rules.js";
import type { Lang } from "../../common/i18n/index.js";

/** The realtime namespace of the agents and the room they register (the realtime contract, common/realtime.ts). */
export { AGENTS_NAMESPACE as CONSOLE_NAMESPACE, SERVICE_ROOM } from "../../common/realtime.js";

/** Conversations asked for a page of the list (the server allows up to 100). */
export const CONVERSATION_ROWS = 50;
/** Messages a page of a conversation's history (the server allows up to 50). */
export const THREAD_ROWS = 20;

// ---------------------------------------------------------------------------
// Filters and the list

export const FILTERS = ["open", "mine", "unassigned", "closed"] as const;
export type Filter = (typeof FILTERS)[number];

/** What GET /api/service/conversations is asked for a filter. */
export function filterQuery(f: Filter): { status: "open" | "closed"; assigned?: "me" | "none" } {
  if (f === "closed") return { status: "closed" };
  if (f === "mine") return { status: "open", assigned: "me" };
  if (f === "unassigned") return { status: "open", assigned: "none" };
  return { status: "open" };
}

/** Whether `c` belongs in the list of `f` for the agent `me` (member code). */
export function matchesFilter(c: Pick<ConversationDto, "status" | "assignedTo">, f: Filter, me: string | null): boolean {
  if (f === "closed") return c.status === "closed";
  if (c.status !== "open") return false;
  if (f === "mine") return me !== null && c.assignedTo === me;
  if (f === "unassigned") return c.assignedTo === null;
  return true;
}

const time = (iso: string | null | undefined): number => {
  if (!iso) return NaN;
  return Date.parse(iso);
};

/**
 * The list's order: conversations where a reader waits come first, the
 * longest waiting first (oldest waitingSince); then the others, newest
 * message first; ties by id, newest first.
 */
export function compareConversations(a: ConversationDto, b: ConversationDto): number {
  const wa = time(a.waitingSince);
  const wb = time(b.waitingSince);
  const aw = Number.isFinite(wa);
  const bw = Number.isFinite(wb);
  if (aw !== bw) return aw ? -1 : 1;
  if (aw && bw && wa !== wb) return wa - wb;
  const la = a.lastMessage ? a.lastMessage.id : 0;
  const lb = b.lastMessage ? b.lastMessage.id : 0;
  if (la !== lb) return lb - la;
  return b.id - a.id;
}

/** `list` in the list's order (a new array). */
export function sortConversations(list: readonly ConversationDto[]): ConversationDto[] {
  return [...list].sort(compareConversations);
}

/** The list with `c` in it (replacing its old copy) when it fits the filter, without it otherwise; sorted. */
export function upsertConversation(list: readonly ConversationDto[], c: ConversationDto, f: Filter, me: string | null): ConversationDto[] {
  const rest = list.filter((x) => x.id !== c.id);
  return sortConversations(matchesFilter(c, f, me) ? [...rest, c] : rest);
}

/** Conversations of `a` and `b` once each by id (b's copy wins), sorted. */
export function mergeConversations(a: readonly ConversationDto[], b: readonly ConversationDto[]): ConversationDto[] {
  const byId = new Map<number, ConversationDto>();
  for (const c of a) byId.set(c.id, c);
  for (const c of b) byId.set(c.id, c);
  return sortConversations([...byId.values()]);
}

/**
 * A conversation after a new message, as the server counts it: the newest
 * message; a reader's unread message adds one to the unread count and
 * starts the waiting time if none runs; an answer ends the waiting; any
 * message opens a closed conversation again. A message already counted
 * (not newer than the last message) changes nothing.
 */
export function applyMessage(c: ConversationDto, m: ChatMessageDto): ConversationDto {
  if (m.conversationId !== c.id) return c;
  if (c.lastMessage && m.id <= c.lastMessage.id) return c;
  const reader = m.senderFlag === SENDER_READER;
  return {
    ...c,
    status: "open",
    lastMessage: m,
    unreadCount: reader && m.readStatus === 0 ? c.unreadCount + 1 : c.unreadCount,
    waitingSince: reader ? (c.waitingSince ?? m.createTime) : null,
  };
}

/** The total unread reader messages of a list. */
export function totalUnread(list: readonly Pick<ConversationDto, "unreadCount">[]): number {
  return list.reduce((n, c) => n + Math.max(0, c.unreadCount), 0);
}

// ---------------------------------------------------------------------------
// Messages

/** Id of the newest reader message the agents have not read, or null (what "read up to" is when the agent sees them). */
export function unreadReaderUpTo(messages: readonly ChatMessageDto[]): number | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i];
    if (m.senderFlag === SENDER_READER && m.readStatus === 0) return m.id;
  }
  return null;
}

/** Whether the agents wrote `m` (sender flag 1): shown on the agent's own side. */
export const fromService = (m: Pick<ChatMessageDto, "senderFlag">): boolean => m.senderFlag === SENDER_SERVICE;

/**
 * The thread in two parts: the history (what the agent found when opening
 * the conversation, and older pages) and the live part (messages that
 * arrived since, newer than `liveFrom`): only the live part is announced.
 */
export function splitThread(messages: readonly ChatMessageDto[], liveFrom: number | null): { history: ChatMessageDto[]; live: ChatMessageDto[] } {
  if (liveFrom === null) return { history: [...messages], live: [] };
  return { history: messages.filter((m) => m.id <= liveFrom), live: messages.filter((m) => m.id > liveFrom) };
}

// ---------------------------------------------------------------------------
// Realtime events

export const isChatEvent = (d: unknown): d is ChatEvent =>
  !!d && typeof d === "object" && (d as ChatEvent).type === "chat_message" && typeof (d as ChatEvent).message?.id === "number" && typeof (d as ChatEvent).message?.conversationId === "number";
export const isConversationEvent = (d: unknown): d is ConversationEvent =>
  !!d && typeof d === "object" && (d as ConversationEvent).type === "chat_conversation" && typeof (d as ConversationEvent).conversation?.id === "number";
export const isReadEvent = (d: unknown): d is ChatReadEvent =>
  !!d && typeof d === "object" && (d as ChatReadEvent).type === "chat_read" && typeof (d as ChatReadEvent).upToId === "number" && typeof (d as ChatReadEvent).conversationId === "number";

// ---------------------------------------------------------------------------
// Keys, text, quick replies

/** The catalogue key of what is wrong with a text to send, or null when it can be sent. */
export function checkText(text: string, max = CHAT_TEXT_MAX): "style_6" | "too_long" | null {
  if (!text.trim()) return "style_6";
  if (text.trim().length > max) return "too_long";
  return null;
}

/**
 * `insert` put into `text` in place of the selection [start, end) (a caret
 * when equal; out-of-range positions are clamped, a missing one means the
 * end). @returns the new text and where the caret goes (after the insert)
 */
export function insertAt(text: string, insert: string, start?: number | null, end?: number | null): { text: string; caret: number } {
  const clamp = (n: number | null | undefined, dflt: number) => (typeof n === "number" && Number.isFinite(n) ? Math.max(0, Math.min(text.length, Math.trunc(n))) : dflt);
  const s = clamp(start, text.length);
  const e = Math.max(s, clamp(end, s));
  return { text: text.slice(0, s) + insert + text.slice(e), caret: s + insert.length };
}

// ---------------------------------------------------------------------------
// Times

/** How long since `iso`, without "ago" ("3 分钟" / "3 minutes"); "" when `iso` is null or invalid. */
export function waitingTimeOf(iso: string | null, now: number, lang: Lang): string {
  return iso ? relativeTimeOf(iso, now, lang, true) : "";
}

// ---------------------------------------------------------------------------
// Who

/** A guest's short name: the first 6 characters of its tempCustomId after "g_" ("g_5f0c2a9e…" → "5f0c2a"). */
export function guestTag(customerId: string): string {
  return customerId.replace(/^g_/, "").slice(0, 6);
}
