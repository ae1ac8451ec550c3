/**
 * widgets/core/realtime.ts (issue 10: the realtime client) against the real
 * socket.io server of Photowire (server/src/realtime.ts on a real app and
 * database) on an ephemeral loopback port: every SPEC §7 namespace, register
 * { code, type } with the server's rules, refresh both ways, re-registration
 * after every reconnection, the server closing a member's socket, close().
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { attachRealtime, type Realtime } from "../../server/src/realtime.js";
import { MemberService } from "../../server/src/services/members.js";
import { NAMESPACES, openChannel, type Channel, type ChannelOptions, type ChannelStatus, type Namespace } from "../../widgets/core/realtime.js";
import { makeApp, type TestApp } from "./helpers.js";

let t: TestApp;
let rt: Realtime;
let origin: string;
const channels: Channel[] = [];

beforeAll(async () => {
  t = await makeApp();
  rt = await attachRealtime(t.app.server, new MemberService(t.handle.db, 1e9), { allowedOrigins: [], guests: t.app.services.guests });
  (t.app as { realtime?: Realtime }).realtime = rt;
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  for (const c of channels) c.close();
  await rt?.close();
  await t?.close();
});

/** A channel on its own connection (forceNew), reconnecting quickly. */
function open(ns: Namespace, opts: ChannelOptions = {}): Channel {
  const c = openChannel(ns, {
    origin,
    ...opts,
    socketOptions: { forceNew: true, reconnectionDelay: 50, reconnectionDelayMax: 100, randomizationFactor: 0, ...opts.socketOptions },
  });
  channels.push(c);
  return c;
}
const guestId = async () => (await t.call({ method: "GET", url: "/api/guest/tempCustomId" })).json().data.tempCustomId as string;
const statuses = (c: Channel) => {
  const seen: ChannelStatus[] = [];
  c.onStatus((s) => seen.push(s));
  return seen;
};
/** The server side of a client's sockets on `ns`. */
const serverSockets = (ns: Namespace) => [...rt.io.of(ns).sockets.values()];

describe("realtime client (widgets/core/realtime.ts)", () => {
  it("connects to every SPEC §7 namespace, websocket first", async () => {
    expect(NAMESPACES).toEqual(["/socket/work_place", "/socket/content", "/socket/promotion_to_story", "/socket/uc_message_uc_member", "/socket/uc_message_user"]);
    for (const ns of NAMESPACES) {
      const c = open(ns);
      expect(c.status()).toBe("connecting");
      await vi.waitFor(() => expect(c.status()).toBe("connected"));
      expect(c.socket.io.engine.transport.name).toBe("websocket");
      c.close();
      expect(c.status()).toBe("closed");
    }
    expect(() => openChannel("/socket/nope" as Namespace, { origin })).toThrow(TypeError);
  });

  it("a guest registers its signed tempCustomId and receives refresh; a made-up code is refused", async () => {
    const id = await guestId();
    const c = open("/socket/uc_message_user");
    expect(await c.register({ code: "g_made_up", type: 0 })).toEqual({ code: "access_denied" });
    expect(await c.register({ code: id, type: 0 })).toEqual({ code: "success" });
    const got: unknown[] = [];
    c.onRefresh((d) => got.push(d));
    rt.notify("/socket/uc_message_user", id, { type: "chat_message", n: 1 });
    await vi.waitFor(() => expect(got).toEqual([{ type: "chat_message", n: 1 }]));
  });

  it("register before the connection is up is sent once connected; the option registers at once", async () => {
    const id = await guestId();
    const early = open("/socket/uc_message_user");
    const ack = early.register({ code: id, type: 0 });
    expect(early.status()).toBe("connecting");
    expect(await ack).toEqual({ code: "success" });
    const id2 = await guestId();
    const auto = open("/socket/uc_message_user", { register: { code: id2, type: 0 } });
    const got: unknown[] = [];
    auto.onRefresh((d) => got.push(d));
    await vi.waitFor(() => expect(auto.status()).toBe("connected"));
    await vi.waitFor(() => expect(serverSockets("/socket/uc_message_user").some((s) => s.data.code === id2)).toBe(true));
    rt.notify("/socket/uc_message_user", id2, "hello");
    await vi.waitFor(() => expect(got).toEqual(["hello"]));
  });

  it("a member registers its own code with the session cookie (or token), never another's", async () => {
    const cookie = await t.login(1);
    const c = open("/socket/uc_message_uc_member", { socketOptions: { extraHeaders: { cookie } } });
    expect(await c.register({ code: "demo_contributor", type: 2 })).toEqual({ code: "forbidden" });
    expect(await c.register({ code: "demo_member", type: 2 })).toEqual({ code: "success" });
    const login = await t.call({ method: "POST", url: "/api/guest/login", payload: { code: "demo_contributor", password: "Contrib2026" } });
    const token = login.json().data.token as string;
    const byToken = open("/socket/uc_message_uc_member", { token });
    expect(await byToken.register({ code: "demo_contributor", type: 1 })).toEqual({ code: "success" });
  });

  it("registers again after every reconnection, then tells onReconnect; nothing addressed after it is missed", async () => {
    const id = await guestId();
    const c = open("/socket/uc_message_user", { register: { code: id, type: 0 } });
    const seen = statuses(c);
    const reconnects: unknown[] = [];
    c.onReconnect((ack) => reconnects.push(ack));
    const got: unknown[] = [];
    c.onRefresh((d) => got.push(d));
    await vi.waitFor(() => expect(serverSockets("/socket/uc_message_user").some((s) => s.data.code === id)).toBe(true));
    for (let round = 1; round <= 2; round++) {
      // the connection drops (a network failure, not a server decision): the client reconnects by itself
      for (const s of serverSockets("/socket/uc_message_user").filter((x) => x.data.code === id)) s.conn.close();
      await vi.waitFor(() => expect(reconnects).toHaveLength(round));
      expect(reconnects[round - 1]).toEqual({ code: "success" });
      rt.notify("/socket/uc_message_user", id, { round });
      await vi.waitFor(() => expect(got).toContainEqual({ round }));
    }
    expect(seen).toEqual(["connected", "disconnected", "connecting", "connected", "disconnected", "connecting", "connected"]);
  });

  it("refresh: reaches the customer-service room; a member's room is refused", async () => {
    const id = await guestId();
    const c = open("/socket/uc_message_user", { register: { code: id, type: 0 } });
    expect(await c.refresh("customer_service", { type: "reader_refresh" })).toEqual({ code: "success" });
    expect(await c.refresh("demo_member", { hello: 2 })).toEqual({ code: "forbidden" });
  });

  it("the server closing a member's socket (logout) ends the channel: status closed, no reconnection", async () => {
    const cookie = await t.login(1);
    const c = open("/socket/uc_message_uc_member", { socketOptions: { extraHeaders: { cookie } } });
    expect((await c.register({ code: "demo_member", type: 2 })).code).toBe("success");
    await t.call({ method: "GET", url: "/api/guest/logout", cookie });
    await vi.waitFor(() => expect(c.status()).toBe("closed"));
    expect(c.socket.connected).toBe(false);
    // socket.io-client's own word that it will not reconnect (no attempt scheduled), rather than a wait for none
    expect(c.socket.active).toBe(false);
  });

  it("close() stops listening; register and refresh answer closed", async () => {
    const id = await guestId();
    const c = open("/socket/uc_message_user", { register: { code: id, type: 0 } });
    const got: unknown[] = [];
    c.onRefresh((d) => got.push(d));
    await vi.waitFor(() => expect(serverSockets("/socket/uc_message_user").some((s) => s.data.code === id)).toBe(true));
    c.close();
    // closed at once, on the client: disconnected, no reconnection, its packets no longer read
    expect(c.socket.connected).toBe(false);
    expect(c.socket.active).toBe(false);
    rt.notify("/socket/uc_message_user", id, "late");
    // the server has let the socket go: nothing more can be on its way to it
    await vi.waitFor(() => expect(serverSockets("/socket/uc_message_user").some((s) => s.data.code === id)).toBe(false));
    expect(got).toEqual([]);
    expect(await c.register({ code: id, type: 0 })).toEqual({ code: "closed" });
    expect(await c.refresh("customer_service", 1)).toEqual({ code: "closed" });
  });

  it("channels of one origin share one connection", async () => {
    const a = openChannel("/socket/content", { origin, socketOptions: { forceNew: false } });
    const b = openChannel("/socket/work_place", { origin, socketOptions: { forceNew: false } });
    channels.push(a, b);
    await vi.waitFor(() => expect(a.status() === "connected" && b.status() === "connected").toBe(true));
    expect(a.socket.io).toBe(b.socket.io);
  });
});
