/**
 * widgets/service-console/store/thread.ts alone (issue 18 slices; issue 17
 * "never lost"): selecting a conversation (events during its first page
 * kept), live messages, reading only while visible, catch-up from the
 * watermark, the agent's own answer shown.
 */
import { describe, expect, it } from "vitest";
import type { ChatMessageDto, ConversationDto } from "../../common/chat/contract.js";
import { createState } from "../../widgets/core/store.js";
import { createThread } from "../../widgets/service-console/store/thread.js";
import { initialConsoleState, READ_DELAY_MS, type ConsoleDeps, type ConsoleState } from "../../widgets/service-console/store/types.js";

const msg = (id: number, senderFlag: 0 | 1, conversationId = 1): ChatMessageDto => ({
  id,
  conversationId,
  clientId: null,
  content: `m${id}`,
  createTime: new Date(Date.UTC(2026, 10, 25) + id * 1000).toISOString(),
  senderId: senderFlag ? "agent" : "reader",
  senderFlag,
  readStatus: 0,
  ucMessageFiles: [],
});

function setup(all: ChatMessageDto[]) {
  const s = createState<ConsoleState>({ ...initialConsoleState("open"), access: "agent" });
  const queries: unknown[] = [];
  const reads: number[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const put: ConversationDto[] = [];
  const refetched: number[] = [];
  let visible = true;
  let release: () => void = () => undefined;
  const gate = { hold: false };
  const deps = {
    api: {
      messages: async (id: number, q: { rows: number; afterId?: number }) => {
        queries.push({ id, ...q });
        if (gate.hold) await new Promise<void>((r) => (release = r));
        const list = all.filter((m) => m.conversationId === id && (q.afterId === undefined || m.id > q.afterId));
        return { list, total: list.length, hasMore: false };
      },
      conversation: async () => null,
      read: async (_id: number, upTo: number) => (reads.push(upTo), { count: 1 }),
    } as unknown as ConsoleDeps["api"],
    timers: { set: (fn: () => void, ms: number) => timers.push({ fn, ms }), clear: () => undefined },
    visibility: { visible: () => visible, subscribe: () => () => undefined },
  };
  const thread = createThread(s, deps, () => "zh", {
    list: { put: (c) => void put.push(c), known: () => null, refetchSoon: (id) => void refetched.push(id) },
    notes: { toast: () => undefined, failToast: () => undefined },
    disposed: () => false,
  });
  return { s, thread, queries, reads, timers, refetched, gate, release: () => release(), hide: () => void (visible = false) };
}

describe("service console thread slice", () => {
  it("keeps the live messages that come while the first page loads, then marks the reader's read after READ_DELAY_MS", async () => {
    const t = setup([msg(101, 0), msg(102, 1)]);
    t.gate.hold = true;
    const p = t.thread.select(1);
    expect(t.s.get().thread.phase).toBe("loading");
    t.thread.onEvent({ type: "chat_message", message: msg(103, 0) });
    t.release();
    await p;
    expect(t.s.get().thread.messages.map((m) => m.id)).toEqual([101, 102, 103]);
    expect(t.s.get().thread.liveFrom).toBe(102);
    expect(t.refetched).toEqual([1]);
    expect(t.timers[0].ms).toBe(READ_DELAY_MS);
    t.timers[0].fn();
    await new Promise((r) => setTimeout(r, 0));
    expect(t.reads).toEqual([103]);
  });

  it("reads nothing while the page is hidden", async () => {
    const t = setup([msg(101, 0)]);
    t.hide();
    await t.thread.select(1);
    t.timers[0].fn();
    await new Promise((r) => setTimeout(r, 0));
    expect(t.reads).toEqual([]);
  });

  it("catches up after the watermark, which the agent's own answer does not move", async () => {
    const all = [msg(101, 0)];
    const t = setup(all);
    await t.thread.select(1);
    t.thread.showSent(msg(105, 1));
    expect(t.s.get().thread.messages.map((m) => m.id)).toEqual([101, 105]);
    all.push(msg(103, 0), msg(105, 1));
    await t.thread.catchUp();
    expect(t.queries.at(-1)).toMatchObject({ id: 1, afterId: 101 });
    expect(t.s.get().thread.messages.map((m) => m.id)).toEqual([101, 103, 105]);
  });

  it("a read event marks the open conversation's messages read", async () => {
    const t = setup([msg(101, 1), msg(102, 1)]);
    await t.thread.select(1);
    t.thread.onEvent({ type: "chat_read", conversationId: 1, senderFlag: 1, upToId: 101 });
    expect(t.s.get().thread.messages.map((m) => m.readStatus)).toEqual([1, 0]);
  });
});
