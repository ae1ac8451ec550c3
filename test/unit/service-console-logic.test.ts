/**
 * widgets/service-console/service-console.rules.ts and work-hours.rules.ts
 * (issue 10 "Agent console"): the list's order by waiting time, filters,
 * how a new message changes its conversation (unread count, waiting time),
 * the merge of live messages by id without duplicates, the thread's
 * history/live split, keys, text, quick-reply insertion, images, times;
 * the working-hours form's validation (the server's rules and field names).
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_WORK_HOURS, type ChatMessageDto, type ConversationDto } from "../../common/chat/contract.js";
import {
  applyRead,
  checkImagePick,
  keyAction,
  mergeMessages,
  nearTop,
  nextScrollTop,
  relativeTimeOf,
  sniffImage,
} from "../../common/chat/rules.js";
import { checkWorkHours } from "../../server/src/services/work-hours.js";
import {
  applyMessage,
  checkText,
  compareConversations,
  filterQuery,
  guestTag,
  insertAt,
  isChatEvent,
  isConversationEvent,
  isReadEvent,
  matchesFilter,
  mergeConversations,
  sortConversations,
  splitThread,
  totalUnread,
  unreadReaderUpTo,
  upsertConversation,
  waitingTimeOf,
} from "../../widgets/service-console/service-console.rules.js";
import { addHoliday, addRange, editForm, fromForm, removeHoliday, removeRange, rulesAt, serverErrors, toForm, validateWorkHours, type WorkHoursForm } from "../../widgets/service-console/work-hours.rules.js";

const T0 = Date.UTC(2026, 10, 25, 8, 0, 0);
const iso = (sec: number) => new Date(T0 + sec * 1000).toISOString();

function msg(id: number, senderFlag: 0 | 1, extra: Partial<ChatMessageDto> = {}): ChatMessageDto {
  return {
    id,
    conversationId: 1,
    clientId: `client-${id}-xxxx`,
    content: `m${id}`,
    createTime: iso(id),
    senderId: senderFlag ? "demo_agent" : "reader",
    senderFlag,
    readStatus: 0,
    ucMessageFiles: [],
    ...extra,
  };
}

function conv(id: number, extra: Partial<ConversationDto> = {}): ConversationDto {
  return { id, customerId: `m${id}`, customerName: `Reader ${id}`, guest: false, status: "open", assignedTo: null, unreadCount: 0, waitingSince: null, lastMessage: null, ...extra };
}

describe("the list: sorting by waiting time", () => {
  it("puts waiting conversations first, the longest waiting first", () => {
    const list = [
      conv(1, { waitingSince: iso(300), lastMessage: msg(30, 0) }),
      conv(2, { waitingSince: null, lastMessage: msg(50, 1) }),
      conv(3, { waitingSince: iso(10), lastMessage: msg(40, 0) }),
      conv(4, { waitingSince: iso(100), lastMessage: msg(45, 0) }),
    ];
    expect(sortConversations(list).map((c) => c.id)).toEqual([3, 4, 1, 2]);
  });

  it("orders conversations nobody waits in by their newest message, then by id", () => {
    const list = [conv(1, { lastMessage: msg(10, 1) }), conv(2, { lastMessage: msg(20, 1) }), conv(3), conv(4)];
    expect(sortConversations(list).map((c) => c.id)).toEqual([2, 1, 4, 3]);
  });

  it("treats an unreadable waitingSince as not waiting; equal waits fall back to the newest message", () => {
    const a = conv(1, { waitingSince: "nonsense", lastMessage: msg(5, 0) });
    const b = conv(2, { waitingSince: iso(1), lastMessage: msg(6, 0) });
    const c = conv(3, { waitingSince: iso(1), lastMessage: msg(7, 0) });
    expect(sortConversations([a, b, c]).map((x) => x.id)).toEqual([3, 2, 1]);
    expect(compareConversations(b, b)).toBe(0);
  });

  it("does not change the input array", () => {
    const list = [conv(1), conv(2)];
    sortConversations(list);
    expect(list.map((c) => c.id)).toEqual([1, 2]);
  });
});

describe("filters", () => {
  it("asks the server for each filter", () => {
    expect(filterQuery("open")).toEqual({ status: "open" });
    expect(filterQuery("mine")).toEqual({ status: "open", assigned: "me" });
    expect(filterQuery("unassigned")).toEqual({ status: "open", assigned: "none" });
    expect(filterQuery("closed")).toEqual({ status: "closed" });
  });

  it("tells whether a conversation belongs in a filter", () => {
    const mine = conv(1, { assignedTo: "demo_agent" });
    const other = conv(2, { assignedTo: "demo_agent2" });
    const nobody = conv(3);
    const closed = conv(4, { status: "closed", assignedTo: "demo_agent" });
    expect([mine, other, nobody, closed].map((c) => matchesFilter(c, "open", "demo_agent"))).toEqual([true, true, true, false]);
    expect([mine, other, nobody, closed].map((c) => matchesFilter(c, "mine", "demo_agent"))).toEqual([true, false, false, false]);
    expect([mine, other, nobody, closed].map((c) => matchesFilter(c, "unassigned", "demo_agent"))).toEqual([false, false, true, false]);
    expect([mine, other, nobody, closed].map((c) => matchesFilter(c, "closed", "demo_agent"))).toEqual([false, false, false, true]);
    expect(matchesFilter(mine, "mine", null)).toBe(false);
  });

  it("upsert replaces the old copy, adds a new one in order, and drops one that left the filter", () => {
    const list = sortConversations([conv(1, { waitingSince: iso(5) }), conv(2)]);
    const moved = upsertConversation(list, conv(2, { waitingSince: iso(1), unreadCount: 2 }), "open", "a");
    expect(moved.map((c) => [c.id, c.unreadCount])).toEqual([
      [2, 2],
      [1, 0],
    ]);
    expect(upsertConversation(moved, conv(3), "open", "a").map((c) => c.id)).toEqual([2, 1, 3]);
    expect(upsertConversation(moved, conv(1, { status: "closed" }), "open", "a").map((c) => c.id)).toEqual([2]);
    expect(upsertConversation(moved, conv(1, { assignedTo: "b" }), "unassigned", "a").map((c) => c.id)).toEqual([2]);
  });

  it("merges pages of the list once each by id", () => {
    const a = [conv(1), conv(2)];
    const b = [conv(2, { unreadCount: 4 }), conv(3)];
    const merged = mergeConversations(a, b);
    expect(merged.map((c) => c.id).sort()).toEqual([1, 2, 3]);
    expect(merged.find((c) => c.id === 2)!.unreadCount).toBe(4);
  });
});

describe("unread counts and waiting time from new messages", () => {
  it("a reader's unread message adds one and starts the waiting time", () => {
    const c = conv(1, { lastMessage: msg(10, 1) });
    const after = applyMessage(c, msg(11, 0));
    expect(after.unreadCount).toBe(1);
    expect(after.waitingSince).toBe(iso(11));
    expect(after.lastMessage?.id).toBe(11);
    const again = applyMessage(after, msg(12, 0));
    expect(again.unreadCount).toBe(2);
    expect(again.waitingSince).toBe(iso(11)); // still since the first unanswered one
  });

  it("an answer ends the waiting; a message opens a closed conversation again", () => {
    const c = conv(1, { status: "closed", waitingSince: iso(3), unreadCount: 1, lastMessage: msg(3, 0) });
    const answered = applyMessage(c, msg(4, 1));
    expect(answered.waitingSince).toBeNull();
    expect(answered.status).toBe("open");
    expect(answered.unreadCount).toBe(1);
  });

  it("the same message twice, an older one, or another conversation's changes nothing", () => {
    const c = applyMessage(conv(1, { lastMessage: msg(10, 1) }), msg(11, 0));
    expect(applyMessage(c, msg(11, 0))).toBe(c);
    expect(applyMessage(c, msg(9, 0))).toBe(c);
    expect(applyMessage(c, msg(12, 0, { conversationId: 2 }))).toBe(c);
  });

  it("a reader message already read does not count as unread", () => {
    expect(applyMessage(conv(1), msg(1, 0, { readStatus: 1 })).unreadCount).toBe(0);
  });

  it("adds up the list's unread counts", () => {
    expect(totalUnread([conv(1, { unreadCount: 2 }), conv(2), conv(3, { unreadCount: 5 })])).toBe(7);
  });

  it("finds the newest unread reader message (what reading marks)", () => {
    expect(unreadReaderUpTo([msg(1, 0), msg(2, 0), msg(3, 1)])).toBe(2);
    expect(unreadReaderUpTo([msg(1, 0, { readStatus: 1 }), msg(2, 1)])).toBeNull();
  });
});

describe("merging live messages", () => {
  it("keeps each message once by id, in id order", () => {
    const cur = [msg(1, 0), msg(3, 1)];
    const out = mergeMessages(cur, [msg(2, 0), msg(3, 1), msg(4, 0), msg(4, 0)]);
    expect(out.map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });

  it("the reply's answer and its realtime echo are one message (the later copy wins)", () => {
    const answer = msg(7, 1, { clientId: "same-client-id" });
    const echo = { ...answer, readStatus: 1 as const };
    const out = mergeMessages(mergeMessages([msg(6, 0)], [answer]), [echo]);
    expect(out).toHaveLength(2);
    expect(out[1].readStatus).toBe(1);
  });

  it("drops a stale copy whose clientId is already stored under another id", () => {
    const out = mergeMessages([msg(5, 1, { clientId: "cid-12345678" })], [msg(9, 1, { clientId: "cid-12345678" })]);
    expect(out.map((m) => m.id)).toEqual([5]);
  });

  it("returns the same array when nothing comes, ignores junk", () => {
    const cur = [msg(1, 0)];
    expect(mergeMessages(cur, [])).toBe(cur);
    expect(mergeMessages(cur, [null as unknown as ChatMessageDto, { id: "x" } as unknown as ChatMessageDto]).map((m) => m.id)).toEqual([1]);
  });

  it("marks read what a read event says", () => {
    const list = [msg(1, 1), msg(2, 0), msg(3, 1), msg(4, 1)];
    const out = applyRead(list, { senderFlag: 1, upToId: 3 });
    expect(out.map((m) => m.readStatus)).toEqual([1, 0, 1, 0]);
    expect(applyRead(out, { senderFlag: 1, upToId: 3 })).toBe(out);
  });

  it("splits the thread into the history and what arrived while watching", () => {
    const list = [msg(1, 0), msg(2, 1), msg(3, 0), msg(4, 0)];
    const { history, live } = splitThread(list, 2);
    expect(history.map((m) => m.id)).toEqual([1, 2]);
    expect(live.map((m) => m.id)).toEqual([3, 4]);
    expect(splitThread(list, null).live).toEqual([]);
    // an empty conversation: everything that comes is live
    expect(splitThread(list, 0).history).toEqual([]);
  });

  it("recognises the realtime events", () => {
    expect(isChatEvent({ type: "chat_message", message: msg(1, 0) })).toBe(true);
    expect(isChatEvent({ type: "chat_message", message: { id: 1 } })).toBe(false);
    expect(isConversationEvent({ type: "chat_conversation", conversation: conv(1) })).toBe(true);
    expect(isReadEvent({ type: "chat_read", conversationId: 1, senderFlag: 1, upToId: 3 })).toBe(true);
    expect(isReadEvent({ type: "chat_read", upToId: 3 })).toBe(false);
    expect(isChatEvent(null) || isConversationEvent("x") || isReadEvent(undefined)).toBe(false);
  });
});

describe("keys, text and quick replies", () => {
  it("Enter sends, Shift+Enter is a new line, nothing while composing", () => {
    expect(keyAction({ key: "Enter", shiftKey: false })).toBe("send");
    expect(keyAction({ key: "Enter", shiftKey: true })).toBe("newline");
    expect(keyAction({ key: "Enter", shiftKey: false, isComposing: true })).toBe("none");
    expect(keyAction({ key: "Enter", shiftKey: false, keyCode: 229 })).toBe("none");
    expect(keyAction({ key: "a", shiftKey: false })).toBe("none");
  });

  it("empty or blank text is style_6; over the limit is too_long", () => {
    expect(checkText("")).toBe("style_6");
    expect(checkText(" \n\t ")).toBe("style_6");
    expect(checkText("好")).toBeNull();
    expect(checkText("x".repeat(2001))).toBe("too_long");
    expect(checkText("x".repeat(501), 500)).toBe("too_long");
  });

  it("inserts a quick reply at the caret or in place of the selection", () => {
    expect(insertAt("您好，", "请稍等")).toEqual({ text: "您好，请稍等", caret: 6 });
    expect(insertAt("ab", "X", 1, 1)).toEqual({ text: "aXb", caret: 2 });
    expect(insertAt("abcd", "X", 1, 3)).toEqual({ text: "aXd", caret: 2 });
    expect(insertAt("ab", "X", 99, -5)).toEqual({ text: "abX", caret: 3 });
    expect(insertAt("", "X", null, null)).toEqual({ text: "X", caret: 1 });
  });
});

describe("images", () => {
  it("sniffs gif, jpeg, png and bmp by content", () => {
    expect(sniffImage(new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]))).toBe("image/gif");
    expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe("image/png");
    expect(sniffImage(new Uint8Array([0x42, 0x4d, 0, 0]))).toBe("image/bmp");
    expect(sniffImage(new TextEncoder().encode("<svg xmlns"))).toBeNull();
  });

  it("takes one file of at most 5242880 bytes", () => {
    expect(checkImagePick([{ size: 10 }, { size: 10 }])).toBe("Q_EXCEED_NUM_LIMIT");
    expect(checkImagePick([])).toBe("Q_EXCEED_NUM_LIMIT");
    expect(checkImagePick([{ size: 5_242_881 }])).toBe("F_EXCEED_SIZE");
    expect(checkImagePick([{ size: 5_242_880 }])).toBeNull();
    expect(checkImagePick([{ size: 0 }])).toBe("Q_TYPE_DENIED");
  });
});

describe("times and scrolling", () => {
  it("relative times and waiting times in both languages", () => {
    const now = T0 + 5 * 60_000;
    expect(relativeTimeOf(iso(0), now, "en")).toBe("5 minutes ago");
    expect(relativeTimeOf(iso(0), now, "zh")).toBe("5 分钟前");
    expect(waitingTimeOf(iso(0), now, "en")).toBe("5 minutes");
    expect(waitingTimeOf(iso(0), now, "zh")).toBe("5 分钟");
    expect(waitingTimeOf(iso(0), T0 + 3 * 3600_000, "en")).toBe("3 hours");
    expect(waitingTimeOf(null, now, "en")).toBe("");
    expect(waitingTimeOf("bad", now, "en")).toBe("");
    // a clock slightly behind the server: "now", never "in a few seconds"
    expect(relativeTimeOf(iso(10), T0, "en")).toBe("a few seconds ago");
  });

  it("near the top loads older; the first message stays still when older ones come above", () => {
    expect(nearTop({ scrollTop: 30 })).toBe(true);
    expect(nearTop({ scrollTop: 31 })).toBe(false);
    expect(nextScrollTop({ scrollTop: 0, scrollHeight: 1000, clientHeight: 300 }, { before: 20, now: 620 }, true, false)).toBe(600);
    expect(nextScrollTop({ scrollTop: 100, scrollHeight: 1000, clientHeight: 300 }, null, false, true)).toBe(1000);
  });

  it("names a guest by the start of its id", () => {
    expect(guestTag("g_5f0c2a9e7b1d4c3a8e6f9b20.9c1e")).toBe("5f0c2a");
  });
});

// ---------------------------------------------------------------------------

const form = (patch: Partial<WorkHoursForm> = {}): WorkHoursForm => ({ ...toForm(DEFAULT_WORK_HOURS), ...patch });
const week = (f: WorkHoursForm, day: "1" | "2" | "3" | "4" | "5" | "6" | "7", ranges: [string, string][]): WorkHoursForm => ({
  ...f,
  weekly: { ...f.weekly, [day]: ranges.map(([start, end]) => ({ start, end })) },
});

describe("work-hours form validation", () => {
  it("the default setting is valid and comes back unchanged", () => {
    const f = form();
    expect(validateWorkHours(f)).toEqual([]);
    expect(fromForm(f)).toEqual(DEFAULT_WORK_HOURS);
  });

  it("refuses an unknown time zone", () => {
    expect(validateWorkHours(form({ timeZone: "Mars/Olympus" }))).toEqual([{ field: "timeZone", rule: "timeZone" }]);
    expect(validateWorkHours(form({ timeZone: "" }))).toEqual([{ field: "timeZone", rule: "timeZone" }]);
    expect(validateWorkHours(form({ timeZone: " Europe/Paris " }))).toEqual([]);
  });

  it("names a malformed range, a range that does not start before it ends, and 24:00 as a start", () => {
    const f = week(week(week(form(), "1", [["9:00", "18:00"]]), "2", [["18:00", "09:00"]]), "3", [["24:00", "24:00"]]);
    expect(validateWorkHours(f)).toEqual([
      { field: "weekly.1.0", rule: "format" },
      { field: "weekly.2.0", rule: "order" },
      { field: "weekly.3.0", rule: "format" },
    ]);
    expect(validateWorkHours(week(form(), "1", [["22:00", "24:00"]]))).toEqual([]);
    expect(validateWorkHours(week(form(), "1", [["10:00", "10:00"]]))).toEqual([{ field: "weekly.1.0", rule: "order" }]);
  });

  it("finds overlapping ranges whatever their order; touching ranges are fine", () => {
    expect(validateWorkHours(week(form(), "4", [["13:00", "18:00"], ["09:00", "13:30"]]))).toEqual([{ field: "weekly.4", rule: "overlap" }]);
    expect(validateWorkHours(week(form(), "4", [["13:00", "18:00"], ["09:00", "13:00"]]))).toEqual([]);
  });

  it("allows at most 6 ranges a day and 400 holidays", () => {
    const seven = Array.from({ length: 7 }, (_, i) => [`${String(i * 2).padStart(2, "0")}:00`, `${String(i * 2 + 1).padStart(2, "0")}:00`] as [string, string]);
    expect(rulesAt(validateWorkHours(week(form(), "6", seven)), "weekly.6")).toEqual(["maxItems"]);
    const days = Array.from({ length: 401 }, (_, i) => new Date(Date.UTC(2027, 0, 1) + i * 86_400_000).toISOString().slice(0, 10));
    expect(rulesAt(validateWorkHours(form({ holidays: days })), "holidays")).toEqual(["maxItems"]);
  });

  it("checks holidays as real dates", () => {
    expect(validateWorkHours(form({ holidays: ["2026-10-01", "2026-02-30", "2026/10/02", ""] }))).toEqual([
      { field: "holidays.1", rule: "format" },
      { field: "holidays.2", rule: "format" },
      { field: "holidays.3", rule: "format" },
    ]);
  });

  it("agrees with the server's own check on what it accepts and the fields it names", () => {
    const cases: WorkHoursForm[] = [
      form(),
      form({ timeZone: "Nowhere/Land" }),
      week(form(), "2", [["18:00", "09:00"], ["x", "10:00"]]),
      week(form(), "5", [["09:00", "12:00"], ["11:00", "13:00"]]),
      form({ holidays: ["2026-13-01", "2026-12-25"] }),
      week(form({ timeZone: "America/New_York", holidays: ["2026-12-25", "2026-12-25"] }), "7", [["00:00", "24:00"]]),
    ];
    for (const f of cases) {
      const mine = validateWorkHours(f);
      let theirs: { field: string; rule: string }[] = [];
      try {
        checkWorkHours(fromForm(f));
      } catch (e) {
        theirs = (e as { errors?: { field: string; rule: string }[] }).errors ?? [];
      }
      // the server checks the deduplicated, sorted holidays the form sends
      expect(mine.filter((e) => !e.field.startsWith("holidays")), JSON.stringify(f)).toEqual(theirs.filter((e) => !e.field.startsWith("holidays")));
      expect(mine.length === 0, JSON.stringify(f)).toBe(theirs.length === 0);
    }
  });

  it("edits: ranges, holidays and the time zone", () => {
    let f = form();
    f = addRange(f, "6");
    expect(f.weekly["6"]).toEqual([{ start: "09:00", end: "18:00" }]);
    f = addRange(f, "6");
    expect(f.weekly["6"][1]).toEqual({ start: "18:00", end: "19:00" });
    f = editForm(f, { kind: "setRange", day: "6", index: 1, key: "end", value: "24:00" });
    f = addRange(f, "6");
    expect(f.weekly["6"][2]).toEqual({ start: "", end: "" });
    f = removeRange(f, "6", 2);
    expect(f.weekly["6"]).toHaveLength(2);
    f = addHoliday(addHoliday(addHoliday(f, "2026-10-01"), "2026-10-01"), " ");
    expect(f.holidays).toEqual(["2026-10-01"]);
    f = removeHoliday(editForm(f, { kind: "addHoliday", value: "2026-05-01" }), 0);
    expect(f.holidays).toEqual(["2026-05-01"]);
    f = editForm(f, { kind: "timeZone", value: "Europe/Berlin" });
    expect(fromForm(f).timeZone).toBe("Europe/Berlin");
    expect(validateWorkHours(f)).toEqual([]);
  });

  it("sends holidays once each, sorted; keeps the ranges in the form's order", () => {
    const f = week(form({ holidays: ["2026-12-25", "2026-01-01", "2026-12-25"] }), "1", [["14:00", "18:00"], ["09:00", "12:00"]]);
    const dto = fromForm(f);
    expect(dto.holidays).toEqual(["2026-01-01", "2026-12-25"]);
    expect(dto.weekly["1"]).toEqual([["14:00", "18:00"], ["09:00", "12:00"]]);
  });

  it("keeps the server's well-formed problems only", () => {
    expect(serverErrors([{ field: "timeZone", rule: "timeZone" }, { field: 1 }, null, "x"])).toEqual([{ field: "timeZone", rule: "timeZone" }]);
    expect(serverErrors(undefined)).toEqual([]);
  });
});
