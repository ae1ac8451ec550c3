/**
 * widgets/chat/store/outbox.ts alone (issue 18 slices; DESIGN §7 "never
 * lost, never twice"): kept before sent, sent in order once, waiting while
 * offline or after a network failure (with a back-off retry), dropped with
 * a toast on a refusal, acknowledged by messages that arrive.
 */
import { describe, expect, it } from "vitest";
import type { ChatMessageDto } from "../../common/chat/contract.js";
import { createState } from "../../widgets/core/store.js";
import type { Identity } from "../../widgets/chat/store/identity.js";
import { createOutbox } from "../../widgets/chat/store/outbox.js";
import { initialChatState, OUTBOX_KEY, type ChatDeps } from "../../widgets/chat/store/types.js";

class ApiErr extends Error {
  constructor(public code: string) {
    super(code);
  }
}

const message = (id: number, clientId: string, content: string): ChatMessageDto => ({
  id,
  conversationId: 1,
  clientId,
  content,
  createTime: new Date(Date.UTC(2026, 10, 25) + id * 1000).toISOString(),
  senderId: "reader",
  senderFlag: 0,
  readStatus: 0,
  ucMessageFiles: [],
});

function setup() {
  const s = createState(initialChatState());
  const stored = new Map<string, unknown>();
  const sent: string[] = [];
  const toasts: string[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const marks: boolean[] = [];
  const net = { online: true, fail: null as string | null, id: 100 };
  const deps = {
    api: {
      send: async (b: { content: string; clientId: string }) => {
        await Promise.resolve();
        if (net.fail) throw new ApiErr(net.fail);
        // stored before the answer: the outbox entry is kept until then
        expect((stored.get(OUTBOX_KEY) as { clientId: string }[]).some((o) => o.clientId === b.clientId)).toBe(true);
        sent.push(b.content);
        return message(++net.id, b.clientId, b.content);
      },
    } as unknown as ChatDeps["api"],
    storage: {
      getItem: async <T>(k: string) => (stored.get(k) ?? null) as T | null,
      setItem: async <T>(k: string, v: T) => (stored.set(k, v), v),
      removeItem: async (k: string) => void stored.delete(k),
    },
    online: { now: () => net.online, subscribe: () => () => undefined },
    timers: { set: (fn: () => void, ms: number) => (timers.push({ fn, ms }), timers.length), clear: () => undefined },
    markOutbox: (p: boolean) => void marks.push(p),
  };
  const identity = { ensure: async () => undefined, idParam: () => ({}), afterMemberCall: async () => undefined, refused: () => false, tempCustomId: () => null } as unknown as Identity;
  const realtime = { connect: () => undefined, disconnect: () => undefined, connected: () => true };
  const ob = createOutbox(s, deps, () => "zh", { identity, realtime, toast: (k) => void toasts.push(k), disposed: () => false });
  const item = (clientId: string, content: string) => ({ clientId, kind: "text" as const, content, createdAt: 1 });
  return { s, ob, stored, sent, toasts, timers, marks, net, item };
}

describe("chat outbox slice", () => {
  it("keeps each message before sending, sends in order once, and empties storage when all are acknowledged", async () => {
    const t = setup();
    await t.ob.add(t.item("c1", "one"));
    await t.ob.add(t.item("c2", "two"));
    expect(t.s.get().outbox.map((o) => o.seq)).toEqual([1, 2]);
    await Promise.all([t.ob.flush(), t.ob.flush()]);
    expect(t.sent).toEqual(["one", "two"]);
    expect(t.s.get().outbox).toEqual([]);
    expect(t.s.get().messages.map((m) => m.content)).toEqual(["one", "two"]);
    expect(t.stored.has(OUTBOX_KEY)).toBe(false);
    expect(t.marks.at(-1)).toBe(false);
  });

  it("offline: nothing is sent and the outbox waits", async () => {
    const t = setup();
    t.net.online = false;
    await t.ob.add(t.item("c1", "one"));
    await t.ob.flush();
    expect(t.sent).toEqual([]);
    expect(t.s.get().waiting).toBe(true);
    expect(t.s.get().outbox).toHaveLength(1);
  });

  it("a network failure keeps the message and retries after a back-off; a refusal drops it with a toast", async () => {
    const t = setup();
    await t.ob.add(t.item("c1", "one"));
    t.net.fail = "998";
    await t.ob.flush();
    expect(t.s.get().outbox[0].attempts).toBe(1);
    expect(t.s.get().waiting).toBe(true);
    expect(t.timers.at(-1)?.ms).toBe(1000);
    t.net.fail = "style_6";
    await t.ob.flush();
    expect(t.s.get().outbox).toEqual([]);
    expect(t.toasts).toEqual(["send_failed"]);
  });

  it("a message arriving by realtime acknowledges its entry; a restored outbox merges each clientId once", async () => {
    const t = setup();
    await t.ob.add(t.item("c1", "one"));
    await t.ob.acknowledge([{ clientId: "c1" }]);
    expect(t.s.get().outbox).toEqual([]);
    await t.ob.add(t.item("c2", "two"));
    const kept = [{ ...t.s.get().outbox[0] }, { clientId: "c3", seq: 5, kind: "text", content: "three", createdAt: 2, attempts: 0 }];
    expect(t.ob.restored(kept).map((o) => o.clientId)).toEqual(["c2", "c3"]);
  });
});
