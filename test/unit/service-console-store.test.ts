/**
 * widgets/service-console/service-console.store.ts (issue 10 "Agent
 * console") with fake deps: a fake agent API over an in-memory set of
 * conversations (ids increasing, clientIds unique like the database's), a
 * fake realtime channel the test drives (events, status, reconnection),
 * manual timers and a switchable page visibility. Access (guest,
 * forbidden), the list (order, filters, unread counts), opening a
 * conversation (pages, marking read), live messages merged once, catch-up
 * after a reconnection, replies (style_6, retry with the same clientId),
 * images, assignment, closing, quick replies, working hours.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_WORK_HOURS, type AgentDto, type ChatMessageDto, type ConversationDto, type QuickReplyDto, type WorkHoursDto } from "../../common/chat/contract.js";
import { checkWorkHours } from "../../server/src/services/work-hours.js";
import { lazyChannel } from "../../widgets/service-console/service-console.api.js";
import { createConsoleStore, READ_DELAY_MS, REFETCH_DELAY_MS, type ConsoleChannel, type ConsoleDeps, type RealtimeStatus } from "../../widgets/service-console/service-console.store.js";

class ApiErr extends Error {
  constructor(
    public code: string,
    public msg = "",
    public body?: unknown,
  ) {
    super(code);
  }
}

const T0 = Date.UTC(2026, 10, 25, 8, 0, 0);
const ME: AgentDto = { code: "demo_agent", name: "演示客服" };
const OTHER: AgentDto = { code: "demo_agent2", name: "演示客服二" };

/** A fake of the agent calls over conversations and their messages. */
function fakeServer() {
  let nextMsg = 100;
  let nextQuick = 1;
  const convs = new Map<number, Omit<ConversationDto, "unreadCount" | "waitingSince" | "lastMessage">>();
  const messages: ChatMessageDto[] = [];
  const calls: { name: string; args: unknown }[] = [];
  const s = {
    calls,
    messages,
    online: true,
    access: "agent" as "agent" | "guest" | "forbidden",
    /** the next reply is stored but its answer is lost (a network failure) */
    loseAnswer: false,
    quick: [] as QuickReplyDto[],
    hours: DEFAULT_WORK_HOURS as WorkHoursDto,
    /** the server refuses the next PUT with these problems */
    refuseHours: null as { field: string; rule: string }[] | null,
    addConversation(id: number, extra: Partial<ConversationDto> = {}) {
      convs.set(id, { id, customerId: `reader${id}`, customerName: `读者 ${id}`, guest: false, status: "open", assignedTo: null, ...extra });
    },
    store(conversationId: number, senderFlag: 0 | 1, content: string, clientId: string | null = null): ChatMessageDto {
      const same = clientId ? messages.find((m) => m.clientId === clientId) : undefined;
      if (same) return same;
      const id = ++nextMsg;
      const m: ChatMessageDto = {
        id,
        conversationId,
        clientId,
        content,
        createTime: new Date(T0 + id * 1000).toISOString(),
        senderId: senderFlag ? ME.code : `reader${conversationId}`,
        senderFlag,
        readStatus: 0,
        ucMessageFiles: [],
      };
      messages.push(m);
      const c = convs.get(conversationId)!;
      c.status = "open";
      return m;
    },
    dto(id: number): ConversationDto {
      const c = convs.get(id);
      if (!c) throw new ApiErr("not_found");
      const mine = messages.filter((m) => m.conversationId === id);
      const lastService = Math.max(0, ...mine.filter((m) => m.senderFlag === 1).map((m) => m.id));
      const waiting = mine.find((m) => m.senderFlag === 0 && m.id > lastService);
      return {
        ...c,
        unreadCount: mine.filter((m) => m.senderFlag === 0 && m.readStatus === 0).length,
        waitingSince: waiting ? waiting.createTime : null,
        lastMessage: mine[mine.length - 1] ?? null,
      };
    },
  };
  const net = async <T>(name: string, args: unknown, fn: () => T): Promise<T> => {
    calls.push({ name, args });
    await Promise.resolve();
    if (!s.online) throw new ApiErr("998", "network");
    if (s.access === "guest") throw new ApiErr("access_denied", "请先登录");
    if (s.access === "forbidden") throw new ApiErr("forbidden", "无权执行此操作");
    return fn();
  };
  const api: ConsoleDeps["api"] = {
    me: () => net("me", null, () => ME),
    agents: () => net("agents", null, () => [ME, OTHER]),
    conversations: (q) =>
      net("conversations", q, () => {
        let list = [...convs.keys()].map((id) => s.dto(id)).filter((c) => c.lastMessage);
        if (q.status !== "all") list = list.filter((c) => c.status === q.status);
        if (q.assigned === "me") list = list.filter((c) => c.assignedTo === ME.code);
        if (q.assigned === "none") list = list.filter((c) => c.assignedTo === null);
        list.sort((a, b) => b.lastMessage!.id - a.lastMessage!.id);
        return { list: list.slice((q.page - 1) * q.rows, q.page * q.rows), total: list.length };
      }),
    conversation: (id) => net("conversation", id, () => s.dto(id)),
    messages: (id, q) =>
      net("messages", { id, ...q }, () => {
        let list = messages.filter((m) => m.conversationId === id);
        if (q.afterId !== undefined) {
          list = list.filter((m) => m.id > q.afterId!);
          return { list: list.slice(0, q.rows), total: list.length, hasMore: list.length > q.rows };
        }
        if (q.beforeId !== undefined) list = list.filter((m) => m.id < q.beforeId!);
        const page = list.slice(-q.rows);
        return { list: page, total: list.length, hasMore: list.length > page.length };
      }),
    reply: (id, body) =>
      net("reply", { id, ...body }, () => {
        if (!body.content.trim()) throw new ApiErr("invalid_param", "style_6");
        const m = s.store(id, 1, body.content, body.clientId);
        const c = convs.get(id)!;
        c.assignedTo ??= ME.code;
        if (s.loseAnswer) {
          s.loseAnswer = false;
          throw new ApiErr("998", "network");
        }
        return m;
      }),
    replyFile: (id, file, fields) =>
      net("replyFile", { id, ...fields }, () => {
        const m = s.store(id, 1, "", fields.clientId);
        m.ucMessageFiles = [{ url: `/api/message/file/${m.id}`, name: fields.name, size: file.size, mime: "image/png", width: 1, height: 1 }];
        return m;
      }),
    assign: (id, agentCode) =>
      net("assign", { id, agentCode }, () => {
        convs.get(id)!.assignedTo = agentCode;
        return s.dto(id);
      }),
    close: (id) =>
      net("close", id, () => {
        convs.get(id)!.status = "closed";
        return s.dto(id);
      }),
    read: (id, upToId) =>
      net("read", { id, upToId }, () => {
        let count = 0;
        for (const m of messages) if (m.conversationId === id && m.senderFlag === 0 && m.id <= upToId && m.readStatus === 0) (m.readStatus = 1), count++;
        return { count };
      }),
    quickReplies: () => net("quickReplies", null, () => [...s.quick]),
    addQuickReply: (content) =>
      net("addQuickReply", content, () => {
        const q = { id: nextQuick++, content };
        s.quick.push(q);
        return q;
      }),
    updateQuickReply: (id, content) =>
      net("updateQuickReply", { id, content }, () => {
        const q = s.quick.find((x) => x.id === id);
        if (!q) throw new ApiErr("not_found");
        q.content = content;
        return { ...q };
      }),
    deleteQuickReply: (id) =>
      net("deleteQuickReply", id, () => {
        s.quick = s.quick.filter((x) => x.id !== id);
      }),
    workHours: () => net("workHours", null, () => s.hours),
    putWorkHours: (h) =>
      net("putWorkHours", h, () => {
        if (s.refuseHours) throw new ApiErr("invalid_param", "请求参数有误", { code: "invalid_param", errors: s.refuseHours });
        try {
          s.hours = checkWorkHours(h);
        } catch (e) {
          const errors = (e as { errors?: unknown }).errors;
          throw new ApiErr("invalid_param", "请求参数有误", { code: "invalid_param", errors });
        }
        return s.hours;
      }),
  };
  return { s, api };
}

/** A fake channel: the test sends events, changes the status and reconnects. */
function fakeChannel() {
  const refresh = new Set<(d: unknown) => void>();
  const reconnect = new Set<(a: { code: string } | null) => void>();
  const status = new Set<(s: RealtimeStatus) => void>();
  const c: { registered: { code: string; type: string }[]; ack: string; closed: boolean; channel: ConsoleChannel; emit(d: unknown): void; setStatus(st: RealtimeStatus): void; reconnect(): void } = {
    registered: [],
    ack: "success",
    closed: false,
    channel: {
      register: async (reg) => {
        c.registered.push(reg);
        return { code: c.ack };
      },
      onRefresh: (fn) => (refresh.add(fn), () => refresh.delete(fn)),
      onReconnect: (fn) => (reconnect.add(fn), () => reconnect.delete(fn)),
      onStatus: (fn) => (status.add(fn), () => status.delete(fn)),
      close: () => {
        c.closed = true;
      },
    },
    emit: (d: unknown) => [...refresh].forEach((fn) => fn(d)),
    setStatus: (st: RealtimeStatus) => [...status].forEach((fn) => fn(st)),
    reconnect: () => [...reconnect].forEach((fn) => fn({ code: "success" })),
  };
  return c;
}

/** Manual timers: run() fires what is due. */
function fakeTimers() {
  let now = 0;
  let seq = 0;
  const due = new Map<number, { at: number; fn: () => void }>();
  return {
    set: (fn: () => void, ms: number) => {
      due.set(++seq, { at: now + ms, fn });
      return seq;
    },
    clear: (h: unknown) => void due.delete(h as number),
    advance(ms: number) {
      now += ms;
      for (const [k, v] of [...due].sort((a, b) => a[1].at - b[1].at)) {
        if (v.at <= now) {
          due.delete(k);
          v.fn();
        }
      }
    },
  };
}

const flush = async (n = 10) => {
  for (let i = 0; i < n; i++) await Promise.resolve();
};

function setup(opts: { filter?: "open" | "mine" | "unassigned" | "closed" } = {}) {
  const { s, api } = fakeServer();
  const ch = fakeChannel();
  const timers = fakeTimers();
  let visible = true;
  const visFns = new Set<(v: boolean) => void>();
  let uuids = 0;
  const deps: ConsoleDeps = {
    api,
    channel: () => ch.channel,
    uuid: () => `uuid-${String(++uuids).padStart(8, "0")}`,
    timers,
    visibility: {
      visible: () => visible,
      subscribe: (fn) => (visFns.add(fn), () => visFns.delete(fn)),
    },
  };
  const store = createConsoleStore(() => "zh", deps, { filter: opts.filter });
  const setVisible = (v: boolean) => {
    visible = v;
    visFns.forEach((fn) => fn(v));
  };
  /** waits, then fires the read and refetch timers */
  const settle = async () => {
    await flush();
    timers.advance(Math.max(READ_DELAY_MS, REFETCH_DELAY_MS));
    await flush(20);
  };
  return { s, ch, timers, store, setVisible, settle, count: (name: string) => s.calls.filter((c) => c.name === name).length };
}

describe("access", () => {
  it("a guest (access_denied) and a member without the agent role (forbidden) get no further", async () => {
    for (const access of ["guest", "forbidden"] as const) {
      const t = setup();
      t.s.access = access;
      await t.store.start();
      expect(t.store.get().access).toBe(access);
      expect(t.count("conversations")).toBe(0);
      expect(t.ch.registered).toEqual([]);
    }
  });

  it("a failed check can be tried again", async () => {
    const t = setup();
    t.s.online = false;
    await t.store.start();
    expect(t.store.get().access).toBe("error");
    expect(t.store.get().accessError?.code).toBe("998");
    t.s.online = true;
    await t.store.retry();
    expect(t.store.get().access).toBe("agent");
  });

  it("an agent gets the list, the agents, the quick replies and the agents' room", async () => {
    const t = setup();
    t.s.quick.push({ id: 9, content: "您好" });
    await t.store.start();
    const st = t.store.get();
    expect(st.access).toBe("agent");
    expect(st.me).toEqual(ME);
    expect(st.agents).toEqual([ME, OTHER]);
    expect(st.quick.items).toEqual([{ id: 9, content: "您好" }]);
    expect(t.ch.registered).toEqual([{ code: "customer_service", type: "agent" }]);
    expect(st.realtime).toBe("connected");
  });
});

describe("the list", () => {
  it("lists the filter's conversations, longest waiting first, with unread counts", async () => {
    const t = setup();
    for (const id of [1, 2, 3]) t.s.addConversation(id);
    t.s.store(1, 0, "first question"); // waits longest
    t.s.store(2, 0, "q");
    t.s.store(2, 1, "answered");
    t.s.store(3, 0, "a");
    t.s.store(3, 0, "b");
    await t.store.start();
    const l = t.store.get().list;
    expect(l.items.map((c) => [c.id, c.unreadCount, !!c.waitingSince])).toEqual([
      [1, 1, true],
      [3, 2, true],
      [2, 1, false],
    ]);
    expect(l.total).toBe(3);
  });

  it("switches filters; answers of an earlier filter are dropped", async () => {
    const t = setup();
    t.s.addConversation(1, { assignedTo: ME.code });
    t.s.addConversation(2);
    t.s.store(1, 0, "x");
    t.s.store(2, 0, "y");
    await t.store.start();
    const a = t.store.setFilter("mine");
    const b = t.store.setFilter("unassigned");
    await Promise.all([a, b]);
    expect(t.store.get().filter).toBe("unassigned");
    expect(t.store.get().list.items.map((c) => c.id)).toEqual([2]);
  });

  it("loads more by pages without duplicates", async () => {
    const { s, api } = fakeServer();
    for (let i = 1; i <= 5; i++) {
      s.addConversation(i);
      s.store(i, 0, `m${i}`);
    }
    const ch = fakeChannel();
    const store = createConsoleStore(() => "en", { api, channel: () => ch.channel, uuid: () => "uuid-00000001", timers: fakeTimers(), visibility: { visible: () => true, subscribe: () => () => undefined } }, { rows: 2 });
    await store.start();
    expect(store.get().list.items).toHaveLength(2);
    await store.loadMore();
    await store.loadMore();
    expect(store.get().list.items.map((c) => c.id).sort()).toEqual([1, 2, 3, 4, 5]);
    await store.loadMore(); // nothing more
    expect(s.calls.filter((c) => c.name === "conversations")).toHaveLength(3);
  });
});

describe("a conversation", () => {
  it("opens with its newest page, marks the reader's messages read while visible, and older pages load", async () => {
    const t = setup();
    t.s.addConversation(1);
    for (let i = 0; i < 25; i++) t.s.store(1, i % 2 ? 1 : 0, `m${i}`);
    t.s.store(1, 0, "latest question");
    await t.store.start();
    await t.store.select(1);
    let st = t.store.get();
    expect(st.thread.phase).toBe("ready");
    expect(st.thread.messages).toHaveLength(20);
    expect(st.thread.hasMore).toBe(true);
    expect(st.thread.liveFrom).toBe(st.thread.messages[19].id);
    await t.settle();
    const reads = t.s.calls.filter((c) => c.name === "read");
    expect(reads).toEqual([{ name: "read", args: { id: 1, upToId: st.thread.messages[19].id } }]);
    st = t.store.get();
    expect(st.thread.messages.filter((m) => m.senderFlag === 0).every((m) => m.readStatus === 1)).toBe(true);
    expect(st.list.items[0].unreadCount).toBe(0);
    await t.store.loadOlder();
    expect(t.store.get().thread.messages).toHaveLength(26);
    expect(t.store.get().thread.hasMore).toBe(false);
  });

  it("does not mark read while the page is hidden; does when it becomes visible", async () => {
    const t = setup();
    t.s.addConversation(1);
    t.s.store(1, 0, "hello");
    await t.store.start();
    t.setVisible(false);
    await t.store.select(1);
    await t.settle();
    expect(t.count("read")).toBe(0);
    t.setVisible(true);
    await t.settle();
    expect(t.count("read")).toBe(1);
  });

  it("merges live messages once by id, marks the reader's read, keeps the history/live split", async () => {
    const t = setup();
    t.s.addConversation(1);
    t.s.store(1, 0, "hello");
    await t.store.start();
    await t.store.select(1);
    await t.settle();
    const m = t.s.store(1, 0, "are you there?");
    t.ch.emit({ type: "chat_message", message: m });
    t.ch.emit({ type: "chat_message", message: m });
    await t.settle();
    const st = t.store.get();
    expect(st.thread.messages.map((x) => x.content)).toEqual(["hello", "are you there?"]);
    expect(st.thread.liveFrom).toBe(st.thread.messages[0].id);
    expect(t.s.calls.filter((c) => c.name === "read").map((c) => (c.args as { upToId: number }).upToId)).toEqual([st.thread.messages[0].id, m.id]);
  });

  it("a message of another conversation updates (or brings) its list entry, not the thread", async () => {
    const t = setup();
    t.s.addConversation(1);
    t.s.addConversation(2);
    t.s.store(1, 0, "one");
    await t.store.start();
    await t.store.select(1);
    expect(t.store.get().list.items.map((c) => c.id)).toEqual([1]);
    const m = t.s.store(2, 0, "new reader");
    t.ch.emit({ type: "chat_message", message: m });
    await t.settle();
    const st = t.store.get();
    expect(st.thread.messages.map((x) => x.content)).toEqual(["one"]);
    expect(st.list.items.map((c) => [c.id, c.unreadCount])).toContainEqual([2, 1]);
    // known entries change at once: another message counts before the server's copy arrives
    const m2 = t.s.store(2, 0, "again");
    t.ch.emit({ type: "chat_message", message: m2 });
    expect(t.store.get().list.items.find((c) => c.id === 2)!.unreadCount).toBe(2);
  });

  it("a message that arrives while the first page loads is not lost", async () => {
    const t = setup();
    t.s.addConversation(1);
    t.s.store(1, 0, "first");
    await t.store.start();
    const p = t.store.select(1);
    const late = t.s.store(1, 0, "late");
    t.ch.emit({ type: "chat_message", message: { ...late, id: late.id } });
    await p;
    expect(t.store.get().thread.messages.map((m) => m.content)).toEqual(["first", "late"]);
  });

  it("conversation events replace the entry or take it out of the filter; read events mark answers read", async () => {
    const t = setup();
    t.s.addConversation(1);
    t.s.store(1, 0, "q");
    const a = t.s.store(1, 1, "a");
    await t.store.start();
    await t.store.select(1);
    t.ch.emit({ type: "chat_read", conversationId: 1, senderFlag: 1, upToId: a.id });
    expect(t.store.get().thread.messages.find((m) => m.id === a.id)!.readStatus).toBe(1);
    t.ch.emit({ type: "chat_conversation", conversation: { ...t.s.dto(1), assignedTo: OTHER.code } });
    expect(t.store.get().conversation!.assignedTo).toBe(OTHER.code);
    t.ch.emit({ type: "chat_conversation", conversation: { ...t.s.dto(1), status: "closed" } });
    expect(t.store.get().list.items).toEqual([]);
    expect(t.store.get().conversation!.status).toBe("closed");
  });

  it("after a reconnection: the list again, and what the open conversation missed (afterId)", async () => {
    const t = setup();
    t.s.addConversation(1);
    t.s.store(1, 0, "before");
    await t.store.start();
    await t.store.select(1);
    t.ch.setStatus("disconnected");
    expect(t.store.get().realtime).toBe("disconnected");
    const missed = [t.s.store(1, 0, "missed 1"), t.s.store(1, 0, "missed 2")];
    t.s.addConversation(2);
    t.s.store(2, 0, "missed conversation");
    t.ch.setStatus("connected");
    t.ch.reconnect();
    await t.settle();
    const st = t.store.get();
    expect(st.thread.messages.map((m) => m.content)).toEqual(["before", "missed 1", "missed 2"]);
    const after = t.s.calls.filter((c) => c.name === "messages" && (c.args as { afterId?: number }).afterId !== undefined);
    expect(after.length).toBe(1);
    expect(st.list.items.map((c) => c.id).sort()).toEqual([1, 2]);
    expect(missed.every((m) => st.thread.messages.some((x) => x.id === m.id))).toBe(true);
  });
});

describe("issue 17: the agent's own reply while the socket was down", () => {
  it("the catch-up starts at the newest message held when the socket dropped: every reader message of the gap shows", async () => {
    const t = setup();
    t.s.addConversation(1);
    t.s.store(1, 0, "before");
    await t.store.start();
    await t.store.select(1);
    const live = t.s.store(1, 0, "live before the drop");
    t.ch.emit({ type: "chat_message", message: live });
    await t.settle();
    t.ch.setStatus("disconnected");
    const gap = [1, 2, 3].map((i) => t.s.store(1, 0, `missed ${i}`));
    t.store.setDraft("my reply meanwhile");
    expect(await t.store.send()).toBe(true);
    const own = t.store.get().thread.messages.at(-1)!;
    expect(own.content).toBe("my reply meanwhile");
    expect(own.id, "the reply is newer than every gap message").toBeGreaterThan(Math.max(...gap.map((m) => m.id)));
    t.ch.setStatus("connected");
    t.ch.reconnect();
    await t.settle();
    expect(t.store.get().thread.messages.map((m) => m.content)).toEqual(["before", "live before the drop", "missed 1", "missed 2", "missed 3", "my reply meanwhile"]);
    const afters = t.s.calls.filter((c) => c.name === "messages" && (c.args as { afterId?: number }).afterId !== undefined).map((c) => (c.args as { afterId: number }).afterId);
    expect(afters, "the catch-up starts at the newest message held when the socket dropped").toEqual([live.id]);
  });

  it("switching conversations during the gap: the one selected catches up from its own newest page, and its reader's gap message shows", async () => {
    const t = setup();
    t.s.addConversation(1);
    t.s.addConversation(2);
    t.s.store(1, 0, "one");
    const two = t.s.store(2, 0, "two");
    await t.store.start();
    await t.store.select(1);
    t.ch.setStatus("disconnected");
    t.s.store(1, 0, "missed in one");
    t.store.setDraft("reply in one");
    await t.store.send();
    await t.store.select(2);
    t.s.store(2, 0, "missed in two");
    t.store.setDraft("reply in two");
    await t.store.send();
    t.ch.setStatus("connected");
    t.ch.reconnect();
    await t.settle();
    expect(t.store.get().thread.messages.map((m) => m.content)).toEqual(["two", "missed in two", "reply in two"]);
    const afters = t.s.calls.filter((c) => c.name === "messages" && (c.args as { afterId?: number }).afterId !== undefined).map((c) => c.args);
    // conversation 2's newest page was loaded during the gap: caught up from its newest message then, `two`
    expect(afters).toEqual([expect.objectContaining({ id: 2, afterId: two.id })]);
  });
});

describe("replies", () => {
  async function opened() {
    const t = setup();
    t.s.addConversation(1);
    t.s.store(1, 0, "hello");
    await t.store.start();
    await t.store.select(1);
    return t;
  }

  it("empty text is style_6 and nothing is sent", async () => {
    const t = await opened();
    t.store.setDraft("   ");
    expect(await t.store.send()).toBe(false);
    expect(t.store.get().alert).toBe("style_6");
    expect(t.count("reply")).toBe(0);
    t.store.setDraft("x");
    expect(t.store.get().alert).toBeNull();
  });

  it("sends the draft, empties it, and the realtime echo does not duplicate it; waiting ends", async () => {
    const t = await opened();
    t.store.setDraft("  您好，请问有什么可以帮您？ ");
    expect(await t.store.send()).toBe(true);
    const st = t.store.get();
    expect(st.drafts[1]).toBe("");
    const sent = st.thread.messages[st.thread.messages.length - 1];
    expect(sent.content).toBe("您好，请问有什么可以帮您？");
    t.ch.emit({ type: "chat_message", message: sent });
    expect(t.store.get().thread.messages).toHaveLength(2);
    expect(t.store.get().list.items[0].waitingSince).toBeNull();
  });

  it("a reply whose answer was lost is sent again with the same clientId and stored once", async () => {
    const t = await opened();
    t.s.loseAnswer = true;
    t.store.setDraft("retry me");
    expect(await t.store.send()).toBe(false);
    expect(t.store.get().toast?.key).toBe("send_failed");
    expect(t.store.get().drafts[1]).toBe("retry me");
    expect(await t.store.send()).toBe(true);
    const ids = t.s.calls.filter((c) => c.name === "reply").map((c) => (c.args as { clientId: string }).clientId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
    expect(t.s.messages.filter((m) => m.content === "retry me")).toHaveLength(1);
    // the next, different reply gets a new clientId
    t.store.setDraft("another");
    await t.store.send();
    expect((t.s.calls.filter((c) => c.name === "reply").pop()!.args as { clientId: string }).clientId).not.toBe(ids[0]);
  });

  it("drafts are kept per conversation", async () => {
    const t = await opened();
    t.s.addConversation(2);
    t.s.store(2, 0, "two");
    t.store.setDraft("for one");
    await t.store.select(2);
    expect(t.store.get().drafts[2] ?? "").toBe("");
    t.store.setDraft("for two");
    await t.store.select(1);
    expect(t.store.get().drafts).toEqual({ 1: "for one", 2: "for two" });
  });

  it("images: one file, checked by content, then sent", async () => {
    const t = await opened();
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], { type: "image/png" });
    const fake = new Blob(["<svg></svg>"], { type: "image/png" });
    await t.store.pickImage([Object.assign(fake, { name: "x.png" })]);
    expect(t.store.get().alert).toBe("Q_TYPE_DENIED");
    await t.store.pickImage([png, png]);
    expect(t.store.get().alert).toBe("Q_EXCEED_NUM_LIMIT");
    await t.store.pickImage([Object.assign(png, { name: "shot.png" })]);
    expect(t.store.get().image).toMatchObject({ name: "shot.png", mime: "image/png" });
    expect(await t.store.sendImage()).toBe(true);
    const st = t.store.get();
    expect(st.image).toBeNull();
    expect(st.thread.messages[st.thread.messages.length - 1].ucMessageFiles[0].name).toBe("shot.png");
  });

  it("inserts a quick reply at the caret", async () => {
    const t = await opened();
    await t.store.addQuickReply("请稍等");
    t.store.setDraft("您好，。");
    t.store.insertQuickReply(t.store.get().quick.items[0].id, 3, 3);
    expect(t.store.get().drafts[1]).toBe("您好，请稍等。");
    expect(t.store.get().caret).toEqual({ seq: 1, at: 6 });
  });
});

describe("assignment and closing", () => {
  it("assigns to me, to another agent, to nobody; closes", async () => {
    const t = setup();
    t.s.addConversation(1);
    t.s.store(1, 0, "q");
    await t.store.start();
    await t.store.select(1);
    await t.store.assignToMe();
    expect(t.store.get().conversation!.assignedTo).toBe(ME.code);
    expect(t.store.get().toast?.key).toBe("assigned_me");
    await t.store.assign(OTHER.code);
    expect(t.store.get().conversation!.assignedTo).toBe(OTHER.code);
    expect(t.store.get().toast).toMatchObject({ key: "assigned_to", vars: { name: OTHER.name } });
    await t.store.assign(null);
    expect(t.store.get().conversation!.assignedTo).toBeNull();
    await t.store.close();
    const st = t.store.get();
    expect(st.conversation!.status).toBe("closed");
    expect(st.list.items).toEqual([]); // the open filter no longer shows it
    expect(st.selectedId).toBe(1); // still shown
  });

  it("under the mine filter, assigning to another agent takes it out of the list", async () => {
    const t = setup({ filter: "mine" });
    t.s.addConversation(1, { assignedTo: ME.code });
    t.s.store(1, 0, "q");
    await t.store.start();
    await t.store.select(1);
    expect(t.store.get().list.items).toHaveLength(1);
    await t.store.assign(OTHER.code);
    expect(t.store.get().list.items).toHaveLength(0);
  });
});

describe("quick replies", () => {
  it("adds, changes and deletes; refuses blank and too long texts", async () => {
    const t = setup();
    await t.store.start();
    expect(await t.store.addQuickReply("  ")).toBe(false);
    expect(t.store.get().quick.error).toBe("style_6");
    expect(await t.store.addQuickReply("x".repeat(501))).toBe(false);
    expect(t.store.get().quick.error).toBe("quick_too_long");
    t.store.clearQuickError();
    expect(await t.store.addQuickReply(" 您好 ")).toBe(true);
    const id = t.store.get().quick.items[0].id;
    expect(t.store.get().quick.items[0].content).toBe("您好");
    t.store.editQuickReply(id);
    expect(t.store.get().quick.editingId).toBe(id);
    expect(await t.store.saveQuickReply(id, "您好！")).toBe(true);
    expect(t.store.get().quick).toMatchObject({ editingId: null, items: [{ id, content: "您好！" }] });
    await t.store.deleteQuickReply(id);
    expect(t.store.get().quick.items).toEqual([]);
  });
});

describe("working hours", () => {
  it("opens with the stored setting, checks before saving, and saves", async () => {
    const t = setup();
    await t.store.start();
    await t.store.openHours();
    expect(t.store.get().hours).toMatchObject({ open: true, phase: "ready" });
    t.store.editHours({ kind: "timeZone", value: "Nowhere/Land" });
    expect(t.store.get().hours.errors).toEqual([]); // not shown before the first save
    expect(await t.store.saveHours()).toBe(false);
    expect(t.store.get().hours.errors).toEqual([{ field: "timeZone", rule: "timeZone" }]);
    expect(t.count("putWorkHours")).toBe(0);
    t.store.editHours({ kind: "timeZone", value: "Europe/Paris" });
    expect(t.store.get().hours.errors).toEqual([]); // checked as the agent types after a failed save
    t.store.editHours({ kind: "addRange", day: "6" });
    t.store.editHours({ kind: "addHoliday", value: "2026-12-25" });
    expect(await t.store.saveHours()).toBe(true);
    expect(t.s.hours.timeZone).toBe("Europe/Paris");
    expect(t.s.hours.weekly["6"]).toEqual([["09:00", "18:00"]]);
    expect(t.s.hours.holidays).toEqual(["2026-12-25"]);
    expect(t.store.get().hours.open).toBe(false);
    expect(t.store.get().toast?.key).toBe("hours_saved");
  });

  it("shows the server's 422 problems at their fields", async () => {
    const t = setup();
    await t.store.start();
    await t.store.openHours();
    t.s.refuseHours = [{ field: "weekly.1.0", rule: "order" }];
    expect(await t.store.saveHours()).toBe(false);
    expect(t.store.get().hours).toMatchObject({ open: true, phase: "ready", errors: [{ field: "weekly.1.0", rule: "order" }] });
    // a failure without field problems is a toast
    t.s.refuseHours = null;
    t.s.online = false;
    expect(await t.store.saveHours()).toBe(false);
    expect(t.store.get().toast?.key).toBe("action_failed");
    expect(t.store.get().hours.errors).toEqual([]);
  });
});

describe("the page's channel loads socket.io-client when first opened (lazyChannel)", () => {
  it("passes subscriptions and calls on once it is there; an early unsubscription or close holds", async () => {
    const ch = fakeChannel();
    let release!: (c: ConsoleChannel) => void;
    const lazy = lazyChannel(() => new Promise((r) => (release = r)));
    const got: unknown[] = [];
    const statuses: string[] = [];
    lazy.onRefresh((d) => got.push(d));
    const off = lazy.onRefresh((d) => got.push(["never", d]));
    off();
    lazy.onStatus((s) => statuses.push(s));
    const ack = lazy.register({ code: "customer_service", type: "agent" });
    release(ch.channel);
    expect(await ack).toEqual({ code: "success" });
    await flush();
    ch.emit({ type: "x" });
    ch.setStatus("connected");
    expect(got).toEqual([{ type: "x" }]);
    expect(statuses).toEqual(["connected"]);
    lazy.close();
    await flush();
    expect(ch.closed).toBe(true);
  });

  it("closed before it loaded: closed when it comes; a chunk that cannot load reads as closed", async () => {
    const ch = fakeChannel();
    let release!: (c: ConsoleChannel) => void;
    const lazy = lazyChannel(() => new Promise((r) => (release = r)));
    lazy.close();
    release(ch.channel);
    await flush();
    expect(ch.closed).toBe(true);
    const broken = lazyChannel(() => Promise.reject(new Error("chunk failed")));
    const statuses: string[] = [];
    broken.onStatus((s) => statuses.push(s));
    expect(await broken.register({ code: "customer_service", type: "agent" })).toEqual({ code: "unavailable" });
    expect(statuses).toEqual(["closed"]);
  });
});
