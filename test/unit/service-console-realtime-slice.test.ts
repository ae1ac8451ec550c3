/**
 * widgets/service-console/store/realtime.ts alone (issue 18 slices): the
 * agents' room registered once, its status, a refusal kept, events and
 * reconnections passed on, everything closed on dispose.
 */
import { describe, expect, it } from "vitest";
import { createState } from "../../widgets/core/store.js";
import { createRealtime } from "../../widgets/service-console/store/realtime.js";
import type { ConsoleChannel, RealtimeStatus } from "../../widgets/service-console/store/types.js";

function setup(ack: string) {
  const s = createState({ realtime: "off" as RealtimeStatus | "off" | "refused" });
  const fns = { refresh: [] as ((d: unknown) => void)[], status: [] as ((st: RealtimeStatus) => void)[], reconnect: [] as (() => void)[] };
  let open = 0;
  const ch = {
    registered: [] as unknown[],
    unsubscribed: 0,
    closed: false,
    register: async (r: unknown) => (ch.registered.push(r), { code: ack }),
    onRefresh: (fn: (d: unknown) => void) => (fns.refresh.push(fn), () => void ch.unsubscribed++),
    onReconnect: (fn: () => void) => (fns.reconnect.push(fn), () => void ch.unsubscribed++),
    onStatus: (fn: (st: RealtimeStatus) => void) => (fns.status.push(fn), () => void ch.unsubscribed++),
    close: () => void (ch.closed = true),
  };
  const events: unknown[] = [];
  let reconnects = 0;
  const rt = createRealtime(
    s,
    { channel: () => (open++, ch as unknown as ConsoleChannel) },
    { onEvent: (d) => void events.push(d), onReconnect: () => void reconnects++, disposed: () => false },
  );
  return { s, rt, ch, fns, events, opened: () => open, reconnects: () => reconnects };
}

describe("service console realtime slice", () => {
  it("registers the agents' room once; connected on success; events and reconnections passed on; dispose closes", async () => {
    const t = setup("success");
    t.rt.connect();
    t.rt.connect();
    expect(t.opened()).toBe(1);
    expect(t.ch.registered).toEqual([{ code: "customer_service", type: "agent" }]);
    expect(t.s.get().realtime).toBe("connecting");
    await new Promise((r) => setTimeout(r, 0));
    expect(t.s.get().realtime).toBe("connected");
    t.fns.refresh[0]({ type: "chat_message" });
    t.fns.reconnect[0]();
    expect(t.events).toHaveLength(1);
    expect(t.reconnects()).toBe(1);
    t.rt.dispose();
    expect(t.ch.unsubscribed).toBe(3);
    expect(t.ch.closed).toBe(true);
  });

  it("a refused registration is kept over later status changes", async () => {
    const t = setup("forbidden");
    t.rt.connect();
    await new Promise((r) => setTimeout(r, 0));
    expect(t.s.get().realtime).toBe("refused");
    t.fns.status[0]("connected");
    expect(t.s.get().realtime).toBe("refused");
  });
});
