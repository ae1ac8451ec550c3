/**
 * widgets/chat/store/realtime.ts alone (issue 18 slices): the reader's
 * channel by namespace, its status, events of a closed channel ignored, a
 * refused guest id forgotten.
 */
import { describe, expect, it } from "vitest";
import { createState } from "../../widgets/core/store.js";
import type { Identity } from "../../widgets/chat/store/identity.js";
import { createRealtime } from "../../widgets/chat/store/realtime.js";
import type { ChatChannel, ChatMember, RealtimeStatus } from "../../widgets/chat/store/types.js";

function fakeChannel(ack = "success") {
  const fns = { refresh: [] as ((d: unknown) => void)[], status: [] as ((s: RealtimeStatus) => void)[], reconnect: [] as (() => void)[] };
  const ch = {
    registered: [] as unknown[],
    closed: false,
    register: async (r: unknown) => (ch.registered.push(r), { code: ack }),
    onRefresh: (fn: (d: unknown) => void) => (fns.refresh.push(fn), () => undefined),
    onReconnect: (fn: () => void) => (fns.reconnect.push(fn), () => undefined),
    onStatus: (fn: (s: RealtimeStatus) => void) => (fns.status.push(fn), () => undefined),
    close: () => void (ch.closed = true),
    fns,
  };
  return ch;
}

function setup(member: ChatMember | null, tempCustomId: string | null, ack = "success") {
  const s = createState({ member, realtime: "off" as RealtimeStatus | "off" });
  const opened: string[] = [];
  const ch = fakeChannel(ack);
  const events: unknown[] = [];
  let reconnects = 0;
  let id = tempCustomId;
  const identity = { tempCustomId: () => id, forget: async () => void (id = null) } as unknown as Identity;
  const rt = createRealtime(
    s,
    { channel: (ns) => (opened.push(ns), ch as unknown as ChatChannel) },
    { identity, onEvent: (d) => void events.push(d), onReconnect: () => void reconnects++, disposed: () => false },
  );
  return { s, rt, ch, opened, events, reconnects: () => reconnects, id: () => id };
}

describe("chat realtime slice", () => {
  it("nobody known: no channel", () => {
    const t = setup(null, null);
    t.rt.connect();
    expect(t.opened).toEqual([]);
    expect(t.s.get().realtime).toBe("off");
  });

  it("a member's channel: registered by code and nature, status followed, events passed on until disconnected", async () => {
    const t = setup({ code: "m1", nature: 2 }, null);
    t.rt.connect();
    t.rt.connect();
    expect(t.opened).toEqual(["/socket/uc_message_uc_member"]);
    expect(t.ch.registered).toEqual([{ code: "m1", type: 2 }]);
    expect(t.s.get().realtime).toBe("connecting");
    t.ch.fns.status[0]("connected");
    expect(t.s.get().realtime).toBe("connected");
    t.ch.fns.refresh[0]({ type: "x" });
    t.ch.fns.reconnect[0]();
    expect(t.events).toEqual([{ type: "x" }]);
    expect(t.reconnects()).toBe(1);
    t.rt.disconnect();
    expect(t.ch.closed).toBe(true);
    expect(t.s.get().realtime).toBe("off");
    expect(t.rt.connected()).toBe(false);
    t.ch.fns.refresh[0]({ type: "late" });
    expect(t.events).toHaveLength(1);
  });

  it("a guest's id the channel refuses is forgotten and the channel closed", async () => {
    const t = setup(null, "g_1", "access_denied");
    t.rt.connect();
    expect(t.opened).toEqual(["/socket/uc_message_user"]);
    expect(t.ch.registered).toEqual([{ code: "g_1", type: 0 }]);
    await new Promise((r) => setTimeout(r, 0));
    expect(t.id()).toBeNull();
    expect(t.s.get().realtime).toBe("off");
  });
});
