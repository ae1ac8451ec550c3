/**
 * Issue 19, security: what a reader's socket may send to the agents
 * (common/realtime.ts ReaderRefreshData, REFRESH_MAX_BYTES,
 * REALTIME_MAX_MESSAGE_BYTES, REFRESH_RATE; server/src/realtime.ts). Real
 * socket.io clients against a real server on a loopback port: a guest's
 * socket on /socket/work_place addresses the customer-service room, an
 * agent's socket in that room collects what arrives. The rate limit's clock
 * is held still (attachRealtime's `now`), so the bucket refills only when
 * the test moves it. Before issue 19 a guest could relay any payload up to
 * 1 MB, unthrottled (200 of 200 arrived).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { io as connect, type Socket } from "socket.io-client";
import { REFRESH_MAX_BYTES, REFRESH_RATE, REALTIME_MAX_MESSAGE_BYTES } from "../../common/realtime.js";
import { attachRealtime, type Realtime } from "../../server/src/realtime.js";
import { MemberService } from "../../server/src/services/members.js";
import { makeApp, type TestApp } from "./helpers.js";
import { guestId, loginAgent } from "./chat-helpers.js";

let t: TestApp;
let rt: Realtime;
let base: string;
let agentCookie: string;
/** the rate limit's clock, ms */
let now = 1_000_000;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await makeApp({ RATE_LIMIT_FACTOR: "100" });
  rt = await attachRealtime(t.app.server, new MemberService(t.handle.db, 1e9), { allowedOrigins: [], guests: t.app.services.guests, now: () => now });
  (t.app as { realtime?: Realtime }).realtime = rt;
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  agentCookie = await loginAgent(t);
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await rt.close();
  await t.close();
});

function open(ns: string, cookie?: string): Socket {
  const s = connect(`${base}${ns}`, { transports: ["websocket"], extraHeaders: cookie ? { cookie } : {}, forceNew: true, reconnection: false });
  sockets.push(s);
  return s;
}
const emitAck = (s: Socket, ev: string, payload: unknown) => new Promise<{ code: string }>((resolve) => s.emit(ev, payload, resolve));

/** An agent's socket in the customer-service room, and everything it receives. */
async function agent(): Promise<unknown[]> {
  const s = open("/socket/work_place", agentCookie);
  expect(await emitAck(s, "register", { code: "customer_service", type: 9 })).toEqual({ code: "success" });
  const got: unknown[] = [];
  s.on("refresh", (d: unknown) => got.push(d));
  return got;
}
/** A guest's socket on the agents' namespace, registered with its signed tempCustomId. */
async function guest(): Promise<{ s: Socket; id: string }> {
  const id = await guestId(t);
  const s = open("/socket/work_place");
  expect(await emitAck(s, "register", { code: id, type: 0 })).toEqual({ code: "success" });
  return { s, id };
}
const refresh = (s: Socket, data: unknown) => emitAck(s, "refresh", { userCode: "customer_service", data });

describe("a reader's refresh to the agents (issue 19)", () => {
  it("a 100 KB refresh is refused (the connection closes unread) and never reaches an agent; 3 KB answers invalid_param; a legitimate one arrives", async () => {
    expect(REFRESH_MAX_BYTES).toBe(2048);
    expect(REALTIME_MAX_MESSAGE_BYTES).toBe(8192);
    const got = await agent();
    const big = await guest();
    const closed = new Promise<{ code: string }>((resolve) => big.s.on("disconnect", (reason) => resolve({ code: `disconnect: ${reason}` })));
    const answer = await Promise.race([refresh(big.s, { type: "reader_refresh", pad: "x".repeat(100_000) }), closed]);
    expect(answer.code).toMatch(/^disconnect: /);
    const mid = await guest();
    expect(await refresh(mid.s, { type: "reader_refresh", pad: "x".repeat(3_000) })).toEqual({ code: "invalid_param" });
    // a legitimate hint still arrives, with the sender's code; a socket receives in order, so nothing earlier is on its way
    const ok = await guest();
    expect(await refresh(ok.s, { type: "reader_refresh" })).toEqual({ code: "success" });
    await vi.waitFor(() => expect(got).toContainEqual({ type: "reader_refresh", from: ok.id }));
    expect(got).toEqual([{ type: "reader_refresh", from: ok.id }]);
  });

  it("a burst of 200 refreshes from one socket: the burst (10) is relayed, the other 190 answer too_many_requests; a second later 5 more pass", async () => {
    const got = await agent();
    const { s, id } = await guest();
    const answers = await Promise.all(Array.from({ length: 200 }, () => refresh(s, { type: "reader_typing", typing: true })));
    const count = (code: string) => answers.filter((a) => a.code === code).length;
    expect(count("success")).toBe(REFRESH_RATE.burst);
    expect(count("too_many_requests")).toBe(200 - REFRESH_RATE.burst);
    // another reader has a bucket of its own; once its hint is in, every relayed one of the burst is in too
    const other = await guest();
    expect(await refresh(other.s, { type: "reader_refresh" })).toEqual({ code: "success" });
    await vi.waitFor(() => expect(got).toContainEqual({ type: "reader_refresh", from: other.id }));
    expect(got.filter((d) => (d as { from?: string }).from === id)).toHaveLength(REFRESH_RATE.burst);
    // one second refills REFRESH_RATE.perSecond tokens, and a legitimate payload passes again
    now += 1000;
    const again = await Promise.all(Array.from({ length: 8 }, (_, i) => refresh(s, { type: "reader_typing", typing: i % 2 === 0 })));
    expect(again.filter((a) => a.code === "success")).toHaveLength(REFRESH_RATE.perSecond);
    expect(again.filter((a) => a.code === "too_many_requests")).toHaveLength(8 - REFRESH_RATE.perSecond);
    await vi.waitFor(() => expect(got).toContainEqual({ type: "reader_typing", typing: false, from: id }));
  });

  it("data of any other shape answers invalid_param and is relayed to nobody; reader_typing and reader_refresh pass", async () => {
    now += 10_000;
    const got = await agent();
    for (const data of [{ n: 1 }, { type: "reader_refresh", extra: 1 }, { type: "reader_typing", typing: "yes" }, { type: "reader_typing" }, "hello", 42, null, [1, 2]]) {
      const { s } = await guest();
      expect(await refresh(s, data), JSON.stringify(data)).toEqual({ code: "invalid_param" });
    }
    const { s, id } = await guest();
    // a forged sender is not taken: `from` is always the socket's registered code
    expect(await refresh(s, { type: "reader_typing", typing: false, from: "demo_member" })).toEqual({ code: "invalid_param" });
    expect(await refresh(s, { type: "reader_typing", typing: true })).toEqual({ code: "success" });
    expect(await refresh(s, { type: "reader_refresh" })).toEqual({ code: "success" });
    await vi.waitFor(() => expect(got).toContainEqual({ type: "reader_refresh", from: id }));
    expect(got).toEqual([
      { type: "reader_typing", typing: true, from: id },
      { type: "reader_refresh", from: id },
    ]);
  });
});
