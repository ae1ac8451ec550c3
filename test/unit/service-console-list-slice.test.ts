/**
 * widgets/service-console/store/list.ts alone (issue 18 slices): the
 * filter's first page, an older filter's answer dropped, a conversation
 * moving in or out of the list with the total, refetches batched.
 */
import { describe, expect, it } from "vitest";
import type { ConversationDto } from "../../common/chat/contract.js";
import { createState } from "../../widgets/core/store.js";
import { createList } from "../../widgets/service-console/store/list.js";
import { initialConsoleState, REFETCH_DELAY_MS, type ConsoleDeps } from "../../widgets/service-console/store/types.js";

const conv = (id: number, extra: Partial<ConversationDto> = {}): ConversationDto => ({
  id,
  customerId: `r${id}`,
  customerName: `R ${id}`,
  guest: false,
  status: "open",
  assignedTo: null,
  unreadCount: 0,
  waitingSince: null,
  lastMessage: null,
  ...extra,
});

function setup() {
  const s = createState(initialConsoleState("open"));
  const calls: unknown[] = [];
  const answers: ((v: { list: ConversationDto[]; total: number }) => void)[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const deps = {
    api: {
      conversations: (q: unknown) => (calls.push(q), new Promise((r) => answers.push(r))),
      conversation: async (id: number) => (calls.push(id), conv(id, { unreadCount: 5 })),
    } as unknown as ConsoleDeps["api"],
    timers: { set: (fn: () => void, ms: number) => timers.push({ fn, ms }), clear: () => undefined },
  };
  const toasts: string[] = [];
  const list = createList(s, deps, () => "zh", 2, { failToast: (_e, k) => void toasts.push(k ?? ""), disposed: () => false });
  return { s, list, calls, answers, timers, toasts };
}

describe("service console list slice", () => {
  it("loads the filter's first page; an answer for an older filter is dropped", async () => {
    const t = setup();
    const first = t.list.load();
    t.s.set({ filter: "closed" });
    const second = t.list.load();
    expect(t.calls).toEqual([{ status: "open", page: 1, rows: 2 }, { status: "closed", page: 1, rows: 2 }]);
    t.answers[1]({ list: [conv(2, { status: "closed" })], total: 1 });
    t.answers[0]({ list: [conv(1)], total: 1 });
    await Promise.all([first, second]);
    expect(t.s.get().list).toMatchObject({ phase: "ready", total: 1, page: 1 });
    expect(t.s.get().list.items.map((c) => c.id)).toEqual([2]);
  });

  it("a conversation that no longer fits the filter leaves the list (total too); the selected copy follows", async () => {
    const t = setup();
    const p = t.list.load();
    t.answers[0]({ list: [conv(1), conv(2)], total: 3 });
    await p;
    t.s.set({ selectedId: 1 });
    t.list.put(conv(1, { status: "closed" }));
    expect(t.s.get().list.items.map((c) => c.id)).toEqual([2]);
    expect(t.s.get().list.total).toBe(2);
    expect(t.s.get().conversation?.status).toBe("closed");
    expect(t.list.known(2)?.id).toBe(2);
    expect(t.list.known(9)).toBeNull();
  });

  it("refetches a burst of events' conversations once each, after REFETCH_DELAY_MS", async () => {
    const t = setup();
    const p = t.list.load();
    t.answers[0]({ list: [conv(1)], total: 1 });
    await p;
    t.list.refetchSoon(1);
    t.list.refetchSoon(1);
    expect(t.timers).toHaveLength(1);
    expect(t.timers[0].ms).toBe(REFETCH_DELAY_MS);
    t.timers[0].fn();
    await new Promise((r) => setTimeout(r, 0));
    expect(t.calls.filter((c) => c === 1)).toHaveLength(1);
    expect(t.s.get().list.items[0].unreadCount).toBe(5);
  });
});
