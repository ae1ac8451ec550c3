/**
 * widgets/chat/chat.rules.ts (issue 10): merge and dedupe by id and
 * clientId, ordering, the outbox (order, acknowledgement, restore), the
 * timeline, retries, keys (Enter / Shift+Enter / IME), text checks, image
 * sniffing and pick checks, relative time buckets from seconds to years,
 * when service resumes, scrolling.
 */
import { describe, expect, it } from "vitest";
import type { ChatMessageDto } from "../../common/chat/contract.js";
import {
  absoluteTimeOf,
  applyRead,
  atBottom,
  checkImagePick,
  keyAction,
  mergeMessages,
  nearTop,
  newestId,
  nextScrollTop,
  oldestId,
  relativeTimeOf,
  sniffImage,
} from "../../common/chat/rules.js";
import {
  acknowledge,
  backoffMs,
  checkText,
  enqueue,
  isRetryable,
  newestServiceMessage,
  nextToSend,
  restoreOutbox,
  resumeTimeOf,
  timeline,
  unreadOf,
  type OutboxItem,
} from "../../widgets/chat/chat.rules.js";

const msg = (id: number, over: Partial<ChatMessageDto> = {}): ChatMessageDto => ({
  id,
  conversationId: 1,
  clientId: null,
  content: `m${id}`,
  createTime: new Date(Date.UTC(2026, 10, 25, 8, 0, id)).toISOString(),
  senderId: "g_x",
  senderFlag: 0,
  readStatus: 0,
  ucMessageFiles: [],
  ...over,
});
const item = (clientId: string, createdAt = 0): Omit<OutboxItem, "seq" | "attempts"> => ({ clientId, kind: "text", content: clientId, createdAt });

describe("merging messages", () => {
  it("keeps each id once, in id order, whatever order pages and events come in", () => {
    const a = mergeMessages([], [msg(5), msg(3)]);
    expect(a.map((m) => m.id)).toEqual([3, 5]);
    const b = mergeMessages(a, [msg(4), msg(5), msg(1)]);
    expect(b.map((m) => m.id)).toEqual([1, 3, 4, 5]);
    // the same page twice (a reconnection, a catch-up overlapping the history) changes nothing
    expect(mergeMessages(b, [msg(1), msg(3), msg(4), msg(5)]).map((m) => m.id)).toEqual([1, 3, 4, 5]);
    expect(mergeMessages(b, [])).toBe(b);
  });

  it("the later copy of an id wins (its read status)", () => {
    const a = mergeMessages([], [msg(1, { readStatus: 0 })]);
    expect(mergeMessages(a, [msg(1, { readStatus: 1 })])[0].readStatus).toBe(1);
  });

  it("a clientId stands for one message: a copy under another id is dropped", () => {
    const a = mergeMessages([], [msg(7, { clientId: "c-1234567" })]);
    const b = mergeMessages(a, [msg(9, { clientId: "c-1234567" }), msg(8)]);
    expect(b.map((m) => [m.id, m.clientId])).toEqual([
      [7, "c-1234567"],
      [8, null],
    ]);
  });

  it("ignores malformed entries", () => {
    expect(mergeMessages([], [null as unknown as ChatMessageDto, { id: "x" } as unknown as ChatMessageDto, msg(2)]).map((m) => m.id)).toEqual([2]);
  });

  it("reads: applyRead marks messages of a sender up to an id; unread counts the service's", () => {
    const list = [msg(1, { senderFlag: 1 }), msg(2, { senderFlag: 0 }), msg(3, { senderFlag: 1 }), msg(4, { senderFlag: 1 })];
    expect(unreadOf(list)).toBe(3);
    const read = applyRead(list, { senderFlag: 1, upToId: 3 });
    expect(read.map((m) => m.readStatus)).toEqual([1, 0, 1, 0]);
    expect(unreadOf(read)).toBe(1);
    expect(applyRead(read, { senderFlag: 1, upToId: 3 })).toBe(read);
    expect(newestServiceMessage(list)?.id).toBe(4);
    expect(newestServiceMessage([msg(1)])).toBeNull();
    expect([oldestId(list), newestId(list), oldestId([]), newestId([])]).toEqual([1, 4, null, null]);
  });
});

describe("the outbox", () => {
  it("sends in the order the reader wrote, whatever order it is stored in", () => {
    let o: OutboxItem[] = [];
    for (const id of ["a-0000001", "b-0000002", "c-0000003"]) o = enqueue(o, item(id));
    expect(o.map((x) => [x.clientId, x.seq, x.attempts])).toEqual([
      ["a-0000001", 1, 0],
      ["b-0000002", 2, 0],
      ["c-0000003", 3, 0],
    ]);
    expect(nextToSend(o)?.clientId).toBe("a-0000001");
    expect(nextToSend(restoreOutbox([o[2], o[0], o[1]]))?.clientId).toBe("a-0000001");
    // after the first leaves, the next seq still follows the last
    const rest = o.slice(1);
    expect(enqueue(rest, item("d-0000004")).map((x) => x.seq)).toEqual([2, 3, 4]);
    expect(nextToSend([])).toBeNull();
  });

  it("an entry leaves when the server has stored its clientId (answer, realtime or catch-up)", () => {
    let o: OutboxItem[] = [];
    for (const id of ["a-0000001", "b-0000002"]) o = enqueue(o, item(id));
    expect(acknowledge(o, [msg(1, { clientId: "b-0000002" })]).map((x) => x.clientId)).toEqual(["a-0000001"]);
    expect(acknowledge(o, [msg(1)])).toBe(o);
    expect(acknowledge(o, [])).toBe(o);
    // enqueueing an existing clientId again replaces it (never twice)
    expect(enqueue(o, item("a-0000001")).filter((x) => x.clientId === "a-0000001")).toHaveLength(1);
  });

  it("restores only well-formed entries from storage", () => {
    const good = { clientId: "a-0000001", seq: 2, kind: "text", content: "hi", createdAt: 5, attempts: 1 };
    expect(restoreOutbox(null)).toEqual([]);
    expect(restoreOutbox("x")).toEqual([]);
    expect(restoreOutbox([good, { clientId: 1 }, null, { ...good, clientId: "b-0000002", seq: 1, kind: "video" }, { clientId: "c-0000003", seq: 0, kind: "image", content: "" }])).toEqual([
      { clientId: "c-0000003", seq: 0, kind: "image", content: "", createdAt: 0, attempts: 0 },
      good,
    ]);
  });

  it("the timeline: stored messages, then own messages not stored yet; a stored one never shows twice", () => {
    let o: OutboxItem[] = [];
    for (const id of ["a-0000001", "b-0000002"]) o = enqueue(o, item(id));
    const stored = [msg(1), msg(2, { clientId: "a-0000001" })];
    const tl = timeline(stored, o);
    expect(tl.map((x) => [x.kind, x.key])).toEqual([
      ["message", "m:1"],
      ["message", "c:a-0000001"],
      ["pending", "c:b-0000002"],
    ]);
    // the pending entry and the stored message share a key: React keeps the same row
    expect(timeline([], o)[0].key).toBe(tl[1].key);
  });

  it("retries network failures, time-outs, outages and rate limits; not refusals", () => {
    for (const c of ["998", "timeout", "service_unavailable", "server_error", "too_many_requests"]) expect(isRetryable(c), c).toBe(true);
    for (const c of ["invalid_param", "forbidden", "access_denied", "Q_TYPE_DENIED", "F_EXCEED_SIZE"]) expect(isRetryable(c), c).toBe(false);
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(backoffMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});

describe("keys and text", () => {
  it("Enter sends, Shift+Enter is a new line, nothing while an input method composes", () => {
    expect(keyAction({ key: "Enter", shiftKey: false })).toBe("send");
    expect(keyAction({ key: "Enter", shiftKey: true })).toBe("newline");
    expect(keyAction({ key: "Enter", shiftKey: false, isComposing: true })).toBe("none");
    expect(keyAction({ key: "Enter", shiftKey: false, keyCode: 229 })).toBe("none");
    expect(keyAction({ key: "a", shiftKey: false })).toBe("none");
  });

  it("empty or blank text is style_6; over CHAT_TEXT_MAX is too long", () => {
    expect(checkText("")).toBe("style_6");
    expect(checkText("  \n\t ")).toBe("style_6");
    expect(checkText("你好")).toBeNull();
    expect(checkText("x".repeat(2000))).toBeNull();
    expect(checkText("x".repeat(2001))).toBe("chat_too_long");
  });
});

describe("images", () => {
  const bytes = (...b: number[]) => new Uint8Array(b);
  it("sniffs gif, jpeg, png and bmp by their first bytes, nothing else", () => {
    expect(sniffImage(bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0))).toBe("image/gif");
    expect(sniffImage(bytes(0x47, 0x49, 0x46, 0x38, 0x37, 0x61))).toBe("image/gif");
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(sniffImage(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe("image/png");
    expect(sniffImage(bytes(0x42, 0x4d, 0x36, 0, 0, 0, 0, 0))).toBe("image/bmp");
    // a PNG name on other content, WebP, SVG text, PDF, a truncated PNG, nothing
    expect(sniffImage(new TextEncoder().encode("<svg xmlns"))).toBeNull();
    expect(sniffImage(new TextEncoder().encode("RIFF\0\0\0\0WEBP"))).toBeNull();
    expect(sniffImage(new TextEncoder().encode("%PDF-1.7"))).toBeNull();
    expect(sniffImage(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(sniffImage(bytes(0x47, 0x49, 0x46, 0x38, 0x38, 0x61))).toBeNull();
    expect(sniffImage(bytes())).toBeNull();
  });

  it("one file, at most 5242880 bytes, not empty", () => {
    expect(checkImagePick([{ size: 10 }])).toBeNull();
    expect(checkImagePick([{ size: 5_242_880 }])).toBeNull();
    expect(checkImagePick([{ size: 5_242_881 }])).toBe("F_EXCEED_SIZE");
    expect(checkImagePick([{ size: 1 }, { size: 1 }])).toBe("Q_EXCEED_NUM_LIMIT");
    expect(checkImagePick([])).toBe("Q_EXCEED_NUM_LIMIT");
    expect(checkImagePick([{ size: 0 }])).toBe("Q_TYPE_DENIED");
  });
});

describe("times", () => {
  const now = Date.parse("2026-11-25T08:00:00Z");
  const ago = (s: number) => new Date(now - s * 1000).toISOString();
  it("relative times from seconds to years, in zh and en", () => {
    const cases: [number, string, string][] = [
      [0, "几秒前", "a few seconds ago"],
      [30, "几秒前", "a few seconds ago"],
      [60, "1 分钟前", "a minute ago"],
      [5 * 60, "5 分钟前", "5 minutes ago"],
      [60 * 60, "1 小时前", "an hour ago"],
      [5 * 3600, "5 小时前", "5 hours ago"],
      [86400, "1 天前", "a day ago"],
      [3 * 86400, "3 天前", "3 days ago"],
      [31 * 86400, "1 个月前", "a month ago"],
      [100 * 86400, "3 个月前", "3 months ago"],
      [366 * 86400, "1 年前", "a year ago"],
      [3 * 366 * 86400, "3 年前", "3 years ago"],
    ];
    for (const [s, zh, en] of cases) {
      expect(relativeTimeOf(ago(s), now, "zh"), `${s}s zh`).toBe(zh);
      expect(relativeTimeOf(ago(s), now, "en"), `${s}s en`).toBe(en);
    }
    // a server clock slightly ahead reads as now; nonsense reads as nothing
    expect(relativeTimeOf(new Date(now + 5000).toISOString(), now, "en")).toBe("a few seconds ago");
    expect(relativeTimeOf("not a date", now, "en")).toBe("");
  });

  it("when service resumes, in the reader's language and time zone (year only when not this year)", () => {
    expect(resumeTimeOf("2026-11-30T01:00:00Z", "zh", now, "Asia/Shanghai")).toBe("11月30日星期一 09:00");
    expect(resumeTimeOf("2026-11-30T01:00:00Z", "en", now, "Asia/Shanghai")).toBe("Monday 30 November at 09:00");
    expect(resumeTimeOf("2026-11-30T01:00:00Z", "en", now, "Europe/London")).toBe("Monday 30 November at 01:00");
    expect(resumeTimeOf("2027-01-04T01:00:00Z", "zh", now, "Asia/Shanghai")).toBe("2027年1月4日星期一 09:00");
    expect(resumeTimeOf(null, "zh", now)).toBe("");
    expect(resumeTimeOf("garbage", "en", now)).toBe("");
    expect(absoluteTimeOf("2026-11-30T01:00:00Z", "en", "Asia/Shanghai")).toBe("30 Nov 2026, 09:00");
    expect(absoluteTimeOf("x", "en")).toBe("");
  });
});

describe("scrolling", () => {
  it("near the top within 30 px; at the bottom; the anchor after older messages are put above", () => {
    expect(nearTop({ scrollTop: 0 })).toBe(true);
    expect(nearTop({ scrollTop: 30 })).toBe(true);
    expect(nearTop({ scrollTop: 31 })).toBe(false);
    expect(atBottom({ scrollTop: 560, scrollHeight: 1000, clientHeight: 400 })).toBe(true);
    expect(atBottom({ scrollTop: 100, scrollHeight: 1000, clientHeight: 400 })).toBe(false);
    const box = { scrollTop: 12, scrollHeight: 1700, clientHeight: 400 };
    // 700 px of older messages above the first message: it stays where it was, even when the box was also at the bottom
    expect(nextScrollTop(box, { before: 40, now: 740 }, true, false)).toBe(712);
    expect(nextScrollTop(box, { before: 40, now: 740 }, true, true)).toBe(712);
    // the top area shrank by 6 px (a button became a status line) while the reader reads: no drift
    expect(nextScrollTop(box, { before: 40, now: 34 }, false, false)).toBe(6);
    // at the bottom, a new message below: follow it
    expect(nextScrollTop(box, { before: 40, now: 40 }, false, true)).toBe(1700);
    expect(nextScrollTop(box, null, false, true)).toBe(1700);
    expect(nextScrollTop(box, null, false, false)).toBe(12);
    expect(nextScrollTop({ ...box, scrollTop: 0 }, { before: 40, now: 30 }, false, false)).toBe(0);
  });
});
