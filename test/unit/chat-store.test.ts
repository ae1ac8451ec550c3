/**
 * widgets/chat/chat.store.ts (issue 10) with fake deps: a fake chat server
 * (one conversation, client ids unique like the database's), fake realtime
 * channels, an in-memory storage, a switchable network and manual timers.
 * First open, greeting, reads, unread (hasNews), older pages, sends (stored
 * before sent, in order, once), offline and failures, realtime echoes and
 * catch-up after a reconnection, images, login hand-over, refused ids.
 */
import { describe, expect, it, vi } from "vitest";
import type { ChatMessageDto, ChatPageDto, WorkTimeDto } from "../../common/chat/contract.js";
import { OUTBOX_KEY, TEMP_ID_KEY, createChatStore, type ChatChannel, type ChatDeps, type ChatMember, type RealtimeStatus } from "../../widgets/chat/chat.store.js";

class ApiErr extends Error {
  constructor(
    public code: string,
    public msg = "",
  ) {
    super(code);
  }
}

/** A fake chat server: one conversation per reader key, ids increasing, clientId unique. */
function fakeServer() {
  let nextId = 100;
  const messages: ChatMessageDto[] = [];
  const calls: { name: string; args: unknown }[] = [];
  const s = {
    messages,
    calls,
    online: true,
    /** the next `n` sends fail after the server stored the message (the answer is lost) */
    loseAnswers: 0,
    /** the next sends answer this code without storing */
    refuse: null as string | null,
    work: { workTime: true, nextStart: null, timeZone: "Asia/Shanghai" } as WorkTimeDto,
    issued: 0,
    store(content: string, senderFlag: 0 | 1, clientId: string | null, files: ChatMessageDto["ucMessageFiles"] = []): ChatMessageDto {
      const same = clientId ? messages.find((m) => m.clientId === clientId) : undefined;
      if (same) return same;
      const m: ChatMessageDto = {
        id: ++nextId,
        conversationId: 1,
        clientId,
        content,
        createTime: new Date(Date.UTC(2026, 10, 25, 8, 0, 0) + nextId * 1000).toISOString(),
        senderId: senderFlag ? "demo_agent" : "reader",
        senderFlag,
        readStatus: 0,
        ucMessageFiles: files,
      };
      messages.push(m);
      return m;
    },
    page(q: { rows: number; beforeId?: number; afterId?: number }): ChatPageDto {
      let list = [...messages].sort((a, b) => a.id - b.id);
      if (q.afterId !== undefined) {
        list = list.filter((m) => m.id > q.afterId!);
        return { list: list.slice(0, q.rows), total: messages.length, hasMore: list.length > q.rows };
      }
      if (q.beforeId !== undefined) list = list.filter((m) => m.id < q.beforeId!);
      const page = list.slice(-q.rows);
      return { list: page, total: messages.length, hasMore: list.length > page.length };
    },
  };
  const net = async <T>(name: string, args: unknown, fn: () => T): Promise<T> => {
    calls.push({ name, args });
    await Promise.resolve();
    if (!s.online) throw new ApiErr("998", "network");
    return fn();
  };
  const api: ChatDeps["api"] = {
    tempCustomId: () => net("tempCustomId", null, () => `g_${String(++s.issued).padStart(24, "0")}.0123456789abcdef`),
    history: (q) => net("history", q, () => s.page(q)),
    workTime: () => net("workTime", null, () => s.work),
    markRead: (b) =>
      net("markRead", b, () => {
        let count = 0;
        for (const m of messages) if (m.senderFlag === 1 && m.readStatus === 0 && m.createTime <= (b.time ?? "9")) (m.readStatus = 1), count++;
        return { count };
      }),
    unread: (q) => net("unread", q, () => ({ list: [], count: messages.filter((m) => m.senderFlag === 1 && m.readStatus === 0).length })),
    send: (b) =>
      net("send", b, () => {
        if (s.refuse) throw new ApiErr(s.refuse, "refused");
        const m = s.store(b.content, 0, b.clientId);
        if (s.loseAnswers > 0) {
          s.loseAnswers--;
          throw new ApiErr("998", "answer lost");
        }
        return m;
      }),
    sendFile: (file, f, _lang, onProgress) =>
      net("sendFile", f, () => {
        onProgress(0.5);
        onProgress(1);
        return s.store("", 0, f.clientId, [{ url: "/api/message/file/1", name: f.name, size: file.size, mime: "image/png", width: 1, height: 1 }]);
      }),
  };
  return { s, api };
}

function fakeChannel(ns: string) {
  const refresh = new Set<(d: unknown) => void>();
  const reconnect = new Set<(a: { code: string } | null) => void>();
  const status = new Set<(s: RealtimeStatus) => void>();
  const ch = {
    ns,
    registered: [] as { code: string; type: number }[],
    registerAnswer: "success",
    closed: false,
    register: async (r: { code: string; type: number }) => {
      ch.registered.push(r);
      return { code: ch.registerAnswer };
    },
    onRefresh: (fn: (d: unknown) => void) => (refresh.add(fn), () => refresh.delete(fn)),
    onReconnect: (fn: (a: { code: string } | null) => void) => (reconnect.add(fn), () => reconnect.delete(fn)),
    onStatus: (fn: (s: RealtimeStatus) => void) => (status.add(fn), () => status.delete(fn)),
    close: () => {
      ch.closed = true;
    },
    push: (d: unknown) => refresh.forEach((f) => f(d)),
    status: (st: RealtimeStatus) => status.forEach((f) => f(st)),
    reconnected: () => reconnect.forEach((f) => f({ code: "success" })),
  };
  return ch satisfies ChatChannel & Record<string, unknown>;
}

function setup(opts: { member?: ChatMember | null; storage?: Record<string, unknown> } = {}) {
  const { s, api } = fakeServer();
  const data = new Map<string, unknown>(Object.entries(opts.storage ?? {}));
  const channels: ReturnType<typeof fakeChannel>[] = [];
  const timers: { fn: () => void; ms: number; id: number }[] = [];
  let timerId = 0;
  const onlineFns = new Set<(o: boolean) => void>();
  const memberFns = new Set<(m: ChatMember | null) => void>();
  let uuid = 0;
  let member = opts.member ?? null;
  const deps: ChatDeps = {
    api,
    channel: (ns) => {
      const c = fakeChannel(ns);
      channels.push(c);
      return c;
    },
    storage: {
      getItem: async <T,>(k: string) => (data.has(k) ? structuredClone(data.get(k)) : null) as T | null,
      setItem: async <T,>(k: string, v: T) => (data.set(k, structuredClone(v)), v),
      removeItem: async (k: string) => void data.delete(k),
    },
    member: async () => member,
    onMemberChange: (fn) => (memberFns.add(fn), () => memberFns.delete(fn)),
    online: { now: () => s.online, subscribe: (fn) => (onlineFns.add(fn), () => onlineFns.delete(fn)) },
    uuid: () => `00000000-0000-4000-8000-${String(++uuid).padStart(12, "0")}`,
    now: () => Date.UTC(2026, 10, 25, 9),
    timers: {
      set: (fn, ms) => {
        timers.push({ fn, ms, id: ++timerId });
        return timerId;
      },
      clear: (h) => {
        const i = timers.findIndex((t) => t.id === h);
        if (i >= 0) timers.splice(i, 1);
      },
    },
    markGuestChat: vi.fn(),
    markOutbox: vi.fn(),
  };
  const store = createChatStore(() => "zh", deps);
  const settle = async () => {
    for (let i = 0; i < 30; i++) await new Promise((r) => setImmediate(r));
  };
  return {
    s,
    store,
    deps,
    data,
    channels,
    timers,
    settle,
    /** runs every timer due (once) */
    async tick() {
      for (const t of timers.splice(0)) t.fn();
      await settle();
    },
    async setOnline(on: boolean) {
      s.online = on;
      onlineFns.forEach((f) => f(on));
      await settle();
    },
    async login(m: ChatMember | null) {
      member = m;
      memberFns.forEach((f) => f(m));
      await settle();
    },
    sent: () => s.calls.filter((c) => c.name === "send").map((c) => (c.args as { content: string }).content),
  };
}

const MEMBER: ChatMember = { code: "demo_member", nature: 2 };

describe("chat store: opening", () => {
  it("a new guest: no channel before the first open; then one tempCustomId (kept), history of 10, work time, greeting after it, read, bottom", async () => {
    const t = setup();
    t.s.store("older", 0, null);
    for (let i = 0; i < 11; i++) t.s.store(`m${i}`, i % 2 ? 1 : 0, null);
    await t.store.start();
    expect(t.channels).toHaveLength(0);
    expect(t.s.calls.map((c) => c.name)).toEqual([]);
    await t.store.open();
    await t.settle();
    const st = t.store.get();
    expect(st.phase).toBe("ready");
    expect(st.messages).toHaveLength(10);
    expect(st.hasMore).toBe(true);
    expect(st.greetingAfter).toBe(st.messages[9].id);
    expect(st.scrollSeq).toBe(1);
    expect(st.unread).toBe(0);
    const id = t.data.get(TEMP_ID_KEY) as string;
    expect(id).toMatch(/^g_/);
    // mirrored for the element entry, which asks for the guest's unread count on later pages
    expect(t.deps.markGuestChat).toHaveBeenCalledWith(id);
    expect(t.s.calls.find((c) => c.name === "history")?.args).toEqual({ tempCustomId: id, rows: 10 });
    // marked read by the newest service message's time
    const read = t.s.calls.find((c) => c.name === "markRead")?.args as { time: string };
    expect(read.time).toBe(st.messages.filter((m) => m.senderFlag === 1).at(-1)!.createTime);
    // the guest's channel
    expect(t.channels.map((c) => c.ns)).toEqual(["/socket/uc_message_user"]);
    expect(t.channels[0].registered).toEqual([{ code: id, type: 0 }]);
    // closing and opening again: no new identity, no new history
    t.store.close();
    await t.store.open();
    expect(t.s.calls.filter((c) => c.name === "tempCustomId")).toHaveLength(1);
    expect(t.s.calls.filter((c) => c.name === "history")).toHaveLength(1);
    expect(t.store.get().scrollSeq).toBe(2);
  });

  it("a returning guest keeps its tempCustomId; a member registers its code; the unread count shows before any open", async () => {
    const t = setup({ storage: { [TEMP_ID_KEY]: "g_kept.0123456789abcdef" } });
    t.s.store("answer", 1, null);
    t.s.store("answer 2", 1, null);
    await t.store.start();
    await t.settle();
    expect(t.channels[0].registered).toEqual([{ code: "g_kept.0123456789abcdef", type: 0 }]);
    expect(t.store.get().unread).toBe(2);
    const m = setup({ member: MEMBER });
    await m.store.start();
    await m.settle();
    expect(m.channels.map((c) => [c.ns, c.registered])).toEqual([["/socket/uc_message_uc_member", [{ code: "demo_member", type: 2 }]]]);
    // the entry already counted: no second call
    const e = setup({ member: MEMBER });
    await e.store.start({ unread: 4 });
    await e.settle();
    expect(e.s.calls.filter((c) => c.name === "unread")).toHaveLength(0);
    expect(e.store.get().unread).toBe(4);
  });

  it("out of hours: the work time is kept for the greeting; a failed history shows an error and retry loads it", async () => {
    const t = setup();
    t.s.work = { workTime: false, nextStart: "2026-11-30T01:00:00.000Z", timeZone: "Asia/Shanghai" };
    t.s.online = false;
    await t.store.open();
    expect(t.store.get().phase).toBe("error");
    expect(t.store.get().error?.code).toBe("998");
    t.s.online = true;
    await t.store.retry();
    expect(t.store.get().phase).toBe("ready");
    expect(t.store.get().workTime).toEqual(t.s.work);
    expect(t.store.get().greetingAfter).toBeNull();
  });

  it("older messages: the page before the oldest (beforeId), merged without duplicates, until there is none", async () => {
    const t = setup({ member: MEMBER });
    for (let i = 0; i < 25; i++) t.s.store(`m${i}`, 0, null);
    await t.store.open();
    const first = t.store.get().messages[0].id;
    await t.store.loadOlder();
    expect(t.s.calls.filter((c) => c.name === "history").at(-1)?.args).toEqual({ rows: 10, beforeId: first });
    expect(t.store.get().messages).toHaveLength(20);
    await t.store.loadOlder();
    expect(t.store.get().messages.map((m) => m.content)).toEqual(Array.from({ length: 25 }, (_, i) => `m${i}`));
    expect(t.store.get().hasMore).toBe(false);
    await t.store.loadOlder();
    expect(t.s.calls.filter((c) => c.name === "history")).toHaveLength(3);
  });
});

describe("chat store: sending (never lost, never twice)", () => {
  it("empty or blank text is the style_6 alert; nothing is kept or sent; typing clears it", async () => {
    const t = setup();
    await t.store.open();
    expect(await t.store.send("   ")).toBe(false);
    expect(t.store.get().alert).toBe("style_6");
    expect(await t.store.send("x".repeat(2001))).toBe(false);
    expect(t.store.get().alert).toBe("chat_too_long");
    t.store.clearAlert();
    expect(t.store.get().alert).toBeNull();
    expect(t.data.has(OUTBOX_KEY)).toBe(false);
    expect(t.sent()).toEqual([]);
  });

  it("a message is in the stored outbox before it is sent, and leaves it when acknowledged", async () => {
    const t = setup({ member: MEMBER });
    await t.store.open();
    let storedWhenSent: unknown = null;
    const send = t.deps.api.send;
    t.deps.api.send = async (b, l) => {
      storedWhenSent = t.data.get(OUTBOX_KEY);
      return send(b, l);
    };
    expect(await t.store.send(" 你好 ")).toBe(true);
    await t.settle();
    expect(storedWhenSent).toEqual([expect.objectContaining({ clientId: "00000000-0000-4000-8000-000000000001", content: "你好", seq: 1 })]);
    expect(t.data.has(OUTBOX_KEY)).toBe(false);
    expect(t.store.get().outbox).toEqual([]);
    expect(t.store.get().messages.map((m) => [m.content, m.clientId])).toEqual([["你好", "00000000-0000-4000-8000-000000000001"]]);
  });

  it("offline sends wait, in order, and go out once each when the browser is online again", async () => {
    const t = setup({ member: MEMBER });
    await t.store.open();
    await t.setOnline(false);
    for (const x of ["one", "two", "three"]) await t.store.send(x);
    await t.settle();
    expect(t.sent()).toEqual([]);
    expect(t.store.get().waiting).toBe(true);
    expect((t.data.get(OUTBOX_KEY) as { content: string }[]).map((o) => o.content)).toEqual(["one", "two", "three"]);
    // the element entry of a later page learns that messages wait (it loads the panel to send them)
    expect(t.deps.markOutbox).toHaveBeenLastCalledWith(true);
    await t.setOnline(true);
    expect(t.sent()).toEqual(["one", "two", "three"]);
    expect(t.s.messages.map((m) => m.content)).toEqual(["one", "two", "three"]);
    expect(t.store.get().waiting).toBe(false);
    expect(t.store.get().outbox).toEqual([]);
    expect(t.deps.markOutbox).toHaveBeenLastCalledWith(false);
  });

  it("an answer lost after the server stored it: retried after a back-off, stored and shown once, the next ones follow in order", async () => {
    const t = setup({ member: MEMBER });
    await t.store.open();
    t.s.loseAnswers = 1;
    await t.store.send("first");
    await t.store.send("second");
    await t.settle();
    expect(t.store.get().waiting).toBe(true);
    expect(t.sent()).toEqual(["first"]);
    expect(t.timers.map((x) => x.ms)).toContain(1000);
    await t.tick();
    expect(t.sent()).toEqual(["first", "first", "second"]);
    expect(t.s.messages.map((m) => m.content)).toEqual(["first", "second"]);
    expect(t.store.get().messages.map((m) => m.content)).toEqual(["first", "second"]);
    expect(t.store.get().outbox).toEqual([]);
  });

  it("the realtime echo of an own message before its answer: shown once, the outbox entry acknowledged", async () => {
    const t = setup({ member: MEMBER });
    await t.store.open();
    const send = t.deps.api.send;
    t.deps.api.send = async (b, l) => {
      const m = t.s.store(b.content, 0, b.clientId);
      t.channels[0].push({ type: "chat_message", message: m });
      expect(t.store.get().outbox).toEqual([]);
      return send(b, l);
    };
    await t.store.send("echo");
    await t.settle();
    expect(t.store.get().messages.map((m) => m.content)).toEqual(["echo"]);
    expect(t.store.get().outbox).toEqual([]);
  });

  it("a refused message (invalid_param) is dropped with a toast; the queue goes on", async () => {
    const t = setup({ member: MEMBER });
    await t.store.open();
    t.s.refuse = "invalid_param";
    await t.store.send("bad");
    await t.settle();
    expect(t.store.get().toast).toMatchObject({ key: "send_failed", vars: { reason: "refused" } });
    expect(t.store.get().outbox).toEqual([]);
    t.s.refuse = null;
    await t.store.send("good");
    await t.settle();
    expect(t.s.messages.map((m) => m.content)).toEqual(["good"]);
  });

  it("an outbox left by an earlier page is sent at start, before any open", async () => {
    const left = [
      { clientId: "00000000-0000-4000-8000-00000000000b", seq: 2, kind: "text", content: "later", createdAt: 2, attempts: 0 },
      { clientId: "00000000-0000-4000-8000-00000000000a", seq: 1, kind: "text", content: "earlier", createdAt: 1, attempts: 3 },
    ];
    const t = setup({ storage: { [TEMP_ID_KEY]: "g_kept.0123456789abcdef", [OUTBOX_KEY]: left } });
    await t.store.start();
    await t.settle();
    expect(t.sent()).toEqual(["earlier", "later"]);
    expect(t.s.calls.filter((c) => c.name === "send").map((c) => (c.args as { tempCustomId?: string }).tempCustomId)).toEqual([
      "g_kept.0123456789abcdef",
      "g_kept.0123456789abcdef",
    ]);
    expect(t.data.has(OUTBOX_KEY)).toBe(false);
  });

  it("a kept tempCustomId the server refuses: forgotten, a new one issued, the message sent with it", async () => {
    const t = setup({ storage: { [TEMP_ID_KEY]: "g_stale.0123456789abcdef" } });
    const send = t.deps.api.send;
    t.deps.api.send = async (b, l) => {
      if (b.tempCustomId === "g_stale.0123456789abcdef") throw new ApiErr("forbidden");
      return send(b, l);
    };
    await t.store.start();
    await t.store.send("hello");
    await t.settle();
    expect(t.s.messages.map((m) => m.content)).toEqual(["hello"]);
    expect(t.data.get(TEMP_ID_KEY)).toMatch(/^g_0+1\./);
  });
});

describe("chat store: realtime", () => {
  it("service messages while closed raise the unread count once each; while open they are announced and read", async () => {
    const t = setup({ member: MEMBER });
    await t.store.open();
    t.store.close();
    const a = t.s.store("答复一", 1, null);
    t.channels[0].push({ type: "chat_message", message: a });
    t.channels[0].push({ type: "chat_message", message: a });
    t.channels[0].push({ type: "something_else" });
    expect(t.store.get().unread).toBe(1);
    await t.store.open();
    expect(t.store.get().unread).toBe(0);
    expect(t.s.messages[0].readStatus).toBe(1);
    const b = t.s.store("答复二", 1, null);
    t.channels[0].push({ type: "chat_message", message: b });
    expect(t.store.get().announcement).toMatchObject({ key: "announce_text", vars: { text: "答复二" } });
    expect(t.store.get().unread).toBe(0);
    await t.tick();
    expect(t.s.messages[1].readStatus).toBe(1);
    // an image from the service
    const c = t.s.store("", 1, null, [{ url: "/api/message/file/2", name: "a.png", size: 1, mime: "image/png", width: 1, height: 1 }]);
    t.channels[0].push({ type: "chat_message", message: c });
    expect(t.store.get().announcement?.key).toBe("announce_image");
  });

  it("after a reconnection: everything after the newest message (afterId, page by page), then the outbox", async () => {
    const t = setup({ member: MEMBER });
    await t.store.open();
    t.s.store("before", 0, null);
    const seen = t.s.messages[0].id;
    t.channels[0].push({ type: "chat_message", message: t.s.messages[0] });
    for (let i = 0; i < 130; i++) t.s.store(`missed ${i}`, 1, null);
    await t.setOnline(false);
    await t.store.send("queued");
    t.s.online = true;
    t.channels[0].reconnected();
    expect(t.store.get().catchingUp, "busy from the reconnection").toBe(true);
    await t.settle();
    expect(t.store.get().catchingUp, "caught up").toBe(false);
    const afters = t.s.calls.filter((c) => c.name === "history" && (c.args as { afterId?: number }).afterId !== undefined).map((c) => (c.args as { afterId: number }).afterId);
    expect(afters[0]).toBe(seen);
    expect(afters).toHaveLength(2);
    const contents = t.store.get().messages.map((m) => m.content);
    expect(contents).toHaveLength(132);
    expect(new Set(contents).size).toBe(132);
    expect(contents.at(-1)).toBe("queued");
    expect(t.store.get().announcement).toMatchObject({ key: "announce_many", vars: { count: 130 } });
  });

  it("issue 17: a reply sent over HTTP while the socket was down does not hide the service's messages of the gap", async () => {
    const t = setup({ member: MEMBER });
    await t.store.open();
    const seen = t.s.store("before the drop", 1, null);
    t.channels[0].push({ type: "chat_message", message: seen });
    await t.settle();
    // the socket drops: nothing comes by realtime any more, while HTTP still works
    t.channels[0].status("disconnected");
    const gap = [1, 2, 3].map((i) => t.s.store(`missed ${i}`, 1, null));
    await t.store.send("my reply meanwhile");
    await t.settle();
    const own = t.store.get().messages.find((m) => m.content === "my reply meanwhile")!;
    expect(own.id, "the reply is newer than every gap message").toBeGreaterThan(Math.max(...gap.map((m) => m.id)));
    expect(t.store.get().outbox).toEqual([]);
    t.channels[0].status("connected");
    t.channels[0].reconnected();
    await t.settle();
    expect(t.store.get().messages.map((m) => m.content)).toEqual(["before the drop", "missed 1", "missed 2", "missed 3", "my reply meanwhile"]);
    const afters = t.s.calls.filter((c) => c.name === "history" && (c.args as { afterId?: number }).afterId !== undefined).map((c) => (c.args as { afterId: number }).afterId);
    expect(afters, "the catch-up starts at the newest message held when the socket dropped").toEqual([seen.id]);
    expect(t.store.get().announcement).toMatchObject({ key: "announce_many", vars: { count: 3 } });
  });

  it("issue 17: the same when the browser comes back online: that catch-up starts where the socket dropped too", async () => {
    const t = setup({ member: MEMBER });
    await t.store.open();
    const seen = t.s.store("before", 1, null);
    t.channels[0].push({ type: "chat_message", message: seen });
    await t.settle();
    t.channels[0].status("disconnected");
    const gap = t.s.store("missed", 1, null);
    // the send goes over HTTP while the socket is down; then the browser goes offline and online again
    await t.store.send("mine");
    await t.settle();
    await t.setOnline(false);
    await t.setOnline(true);
    expect(t.store.get().messages.map((m) => m.content)).toEqual(["before", "missed", "mine"]);
    expect(t.store.get().messages.map((m) => m.id)).toContain(gap.id);
    const afters = t.s.calls.filter((c) => c.name === "history" && (c.args as { afterId?: number }).afterId !== undefined).map((c) => (c.args as { afterId: number }).afterId);
    expect(afters).toEqual([seen.id]);
  });

  it("ChatReadEvent marks own messages read", async () => {
    const t = setup({ member: MEMBER });
    await t.store.open();
    await t.store.send("a");
    await t.store.send("b");
    await t.settle();
    const [a] = t.store.get().messages;
    t.channels[0].push({ type: "chat_read", conversationId: 1, senderFlag: 0, upToId: a.id });
    expect(t.store.get().messages.map((m) => m.readStatus)).toEqual([1, 0]);
  });
});

describe("chat store: images", () => {
  const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], "photo.png", { type: "image/png" });
  it("one image, at most 5 MB, by its content; the preview; sent from the outbox with its progress", async () => {
    const t = setup({ member: MEMBER });
    await t.store.open();
    await t.store.pickImage([png(), png()]);
    expect(t.store.get().alert).toBe("Q_EXCEED_NUM_LIMIT");
    await t.store.pickImage([new File([new Uint8Array(5_242_881)], "big.png")]);
    expect(t.store.get().alert).toBe("F_EXCEED_SIZE");
    await t.store.pickImage([new File(["<svg xmlns='http://www.w3.org/2000/svg'/>"], "fake.png", { type: "image/png" })]);
    expect(t.store.get().alert).toBe("Q_TYPE_DENIED");
    await t.store.pickImage([png()]);
    expect(t.store.get().alert).toBeNull();
    expect(t.store.get().draft).toMatchObject({ name: "photo.png", size: 10, mime: "image/png" });
    const progress: (number | null)[] = [];
    t.store.subscribe(() => progress.push(t.store.get().progress));
    expect(await t.store.sendImage()).toBe(true);
    await t.settle();
    expect(t.store.get().draft).toBeNull();
    expect(progress).toEqual(expect.arrayContaining([0, 0.5, 1]));
    expect(t.s.calls.find((c) => c.name === "sendFile")?.args).toEqual({ name: "photo.png", clientId: "00000000-0000-4000-8000-000000000001" });
    expect(t.store.get().messages[0].ucMessageFiles).toHaveLength(1);
    expect(t.store.get().outbox).toEqual([]);
    t.store.discardImage();
  });
});

describe("chat store: login and logout", () => {
  it("after login the conversation is read again as the member with the guest id (hand-over), which is then forgotten", async () => {
    const t = setup();
    await t.store.open();
    await t.store.send("as a guest");
    await t.settle();
    const guestId = t.data.get(TEMP_ID_KEY);
    await t.login(MEMBER);
    expect(t.channels[0].closed).toBe(true);
    expect(t.channels[1].ns).toBe("/socket/uc_message_uc_member");
    const h = t.s.calls.filter((c) => c.name === "history").at(-1)?.args;
    expect(h).toEqual({ tempCustomId: guestId, rows: 10 });
    expect(t.data.has(TEMP_ID_KEY)).toBe(false);
    expect(t.store.get().messages.map((m) => m.content)).toEqual(["as a guest"]);
    await t.store.send("as a member");
    await t.settle();
    expect((t.s.calls.filter((c) => c.name === "send").at(-1)?.args as { tempCustomId?: string }).tempCustomId).toBeUndefined();
    // logout: a guest again, never with the member's conversation
    await t.login(null);
    expect(t.store.get().member).toBeNull();
    expect(t.channels.at(-1)?.ns).toBe("/socket/uc_message_user");
    expect(t.data.get(TEMP_ID_KEY)).not.toBe(guestId);
  });
});
