/**
 * widgets/chat/store/thread.ts alone (issue 18 slices; issue 17 "never
 * lost"): the first page with the greeting after it, service messages
 * counted while closed and announced while open, catch-up from the synced
 * watermark, older pages.
 */
import { describe, expect, it } from "vitest";
import type { ChatMessageDto, ChatPageDto } from "../../common/chat/contract.js";
import { createState } from "../../widgets/core/store.js";
import type { Identity } from "../../widgets/chat/store/identity.js";
import { createThread } from "../../widgets/chat/store/thread.js";
import { initialChatState, type ChatDeps, type HistoryQuery } from "../../widgets/chat/store/types.js";

class ApiErr extends Error {
  constructor(public code: string) {
    super(code);
  }
}

const msg = (id: number, senderFlag: 0 | 1, content = `m${id}`): ChatMessageDto => ({
  id,
  conversationId: 1,
  clientId: null,
  content,
  createTime: new Date(Date.UTC(2026, 10, 25) + id * 1000).toISOString(),
  senderId: senderFlag ? "agent" : "reader",
  senderFlag,
  readStatus: 0,
  ucMessageFiles: [],
});

function setup(all: ChatMessageDto[]) {
  const s = createState(initialChatState());
  const queries: HistoryQuery[] = [];
  const toasts: string[] = [];
  const timers: (() => void)[] = [];
  let flushes = 0;
  const net = { fail: null as string | null };
  const page = (q: HistoryQuery): ChatPageDto => {
    let list = [...all];
    if (q.afterId !== undefined) list = list.filter((m) => m.id > q.afterId!);
    if (q.beforeId !== undefined) list = list.filter((m) => m.id < q.beforeId!);
    const p = q.afterId !== undefined ? list.slice(0, q.rows) : list.slice(-q.rows);
    return { list: p, total: all.length, hasMore: list.length > p.length };
  };
  const deps = {
    api: {
      history: async (q: HistoryQuery) => {
        queries.push(q);
        if (net.fail) throw new ApiErr(net.fail);
        return page(q);
      },
      workTime: async () => ({ workTime: true, nextStart: null, timeZone: "Asia/Shanghai" }),
      markRead: async () => ({ count: 0 }),
      unread: async () => ({ count: 7 }),
    } as unknown as ChatDeps["api"],
    timers: { set: (fn: () => void) => timers.push(fn), clear: () => undefined },
  };
  const identity = { ensure: async () => undefined, idParam: () => ({}), afterMemberCall: async () => undefined, refused: () => false, tempCustomId: () => null, known: () => true } as unknown as Identity;
  const thread = createThread(s, deps, () => "zh", {
    identity,
    realtime: { connect: () => undefined, disconnect: () => undefined },
    outbox: { acknowledge: async () => undefined, flush: async () => void flushes++ },
    notes: { toast: (k) => void toasts.push(k), announce: (k, vars) => s.set({ announcement: { seq: 0, key: k, vars } }) },
  });
  return { s, thread, queries, toasts, timers, net, flushes: () => flushes };
}

describe("chat thread slice", () => {
  it("loads the newest page: ready, the greeting after it, nothing unread, a scroll, then the outbox is sent", async () => {
    const all = Array.from({ length: 12 }, (_, i) => msg(101 + i, (i % 2) as 0 | 1));
    const t = setup(all);
    t.s.set({ open: true, unread: 4 });
    await t.thread.load();
    const st = t.s.get();
    expect(st.phase).toBe("ready");
    expect(st.messages.map((m) => m.id)).toEqual(all.slice(-10).map((m) => m.id));
    expect(st.hasMore).toBe(true);
    expect(st.greetingAfter).toBe(112);
    expect(st.unread).toBe(0);
    expect(st.scrollSeq).toBe(1);
    expect(t.flushes()).toBe(1);
    await t.thread.loadOlder();
    expect(t.s.get().messages).toHaveLength(12);
    expect(t.queries.at(-1)).toMatchObject({ beforeId: 103 });
  });

  it("a service message counts as unread while closed; while open it is announced", async () => {
    const t = setup([msg(101, 0)]);
    await t.thread.load();
    t.thread.onEvent({ type: "chat_message", message: msg(102, 1, "hi") });
    expect(t.s.get().unread).toBe(1);
    expect(t.s.get().announcement).toBeNull();
    t.s.set({ open: true });
    t.thread.onEvent({ type: "chat_message", message: msg(103, 1, "again") });
    expect(t.s.get().announcement).toMatchObject({ key: "announce_text", vars: { text: "again" } });
    expect(t.s.get().messages.map((m) => m.id)).toEqual([101, 102, 103]);
    expect(t.timers).toHaveLength(1);
  });

  it("catches up from the synced watermark, and before the first load asks the unread count", async () => {
    const all = [msg(101, 0), msg(102, 1)];
    const t = setup(all);
    await t.thread.catchUp();
    expect(t.s.get().unread).toBe(7);
    expect(t.queries).toEqual([]);
    await t.thread.load();
    all.push(msg(103, 1), msg(104, 1));
    await t.thread.catchUp();
    expect(t.queries.at(-1)).toMatchObject({ afterId: 102 });
    expect(t.s.get().messages.map((m) => m.id)).toEqual([101, 102, 103, 104]);
    expect(t.s.get().catchingUp).toBe(false);
  });

  it("a failed first load is phase error with the code; an older page's network failure is a quick api_tools_1 toast", async () => {
    const t = setup(Array.from({ length: 12 }, (_, i) => msg(101 + i, 0)));
    t.net.fail = "server_error";
    await t.thread.load();
    expect(t.s.get().phase).toBe("error");
    expect(t.s.get().error?.code).toBe("server_error");
    t.net.fail = null;
    await t.thread.load();
    t.net.fail = "998";
    await t.thread.loadOlder();
    expect(t.toasts).toEqual(["api_tools_1"]);
    expect(t.s.get().loadingOlder).toBe(false);
  });
});
