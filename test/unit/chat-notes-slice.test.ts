/**
 * widgets/chat/store/notes.ts alone (issue 18 slices): each toast and
 * announcement gets a new sequence number, so the same text twice shows twice.
 */
import { describe, expect, it } from "vitest";
import { createState } from "../../widgets/core/store.js";
import { createNotes } from "../../widgets/chat/store/notes.js";
import { initialChatState } from "../../widgets/chat/store/types.js";

describe("chat notes slice", () => {
  it("numbers toasts and announcements in one sequence", () => {
    const s = createState(initialChatState(3));
    expect(s.get().unread).toBe(3);
    const notes = createNotes(s);
    notes.toast("send_failed", { reason: "x" });
    const first = s.get().toast!;
    notes.toast("send_failed", { reason: "x" });
    notes.announce("announce_many", { count: 2 });
    expect(first).toEqual({ seq: 1, key: "send_failed", vars: { reason: "x" }, quick: false });
    expect(s.get().toast!.seq).toBe(2);
    expect(s.get().announcement).toEqual({ seq: 3, key: "announce_many", vars: { count: 2 } });
  });
});
