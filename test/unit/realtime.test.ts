import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io as connect, type Socket } from "socket.io-client";
import { attachRealtime, NAMESPACES, type Realtime } from "../../server/src/realtime.js";
import { MemberService } from "../../server/src/services/members.js";
import { makeApp, type TestApp } from "./helpers.js";

let t: TestApp;
let rt: Realtime;
let base: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await makeApp();
  rt = attachRealtime(t.app.server, new MemberService(t.handle.db, 1e9), []);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await rt.close();
  await t.close();
});

function open(ns: string, cookie?: string): Socket {
  const s = connect(`${base}${ns}`, { transports: ["websocket"], extraHeaders: cookie ? { cookie } : {}, forceNew: true });
  sockets.push(s);
  return s;
}
const emitAck = (s: Socket, ev: string, payload: unknown) =>
  new Promise<{ code: string }>((resolve) => s.emit(ev, payload, resolve));

describe("realtime channels (SPEC §7 Realtime)", () => {
  it("serves every namespace of SPEC §7", async () => {
    for (const ns of NAMESPACES) {
      const s = open(ns);
      await new Promise<void>((resolve, reject) => {
        s.on("connect", () => resolve());
        s.on("connect_error", reject);
      });
      s.disconnect();
    }
  });

  it("a member registers with its code and receives refresh events addressed to it", async () => {
    const cookie = await t.login(1);
    const s = open("/socket/uc_message_uc_member", cookie);
    expect(await emitAck(s, "register", { code: "demo_member", type: 2 })).toEqual({ code: "success" });
    const got = new Promise((resolve) => s.on("refresh", resolve));
    rt.notify("/socket/uc_message_uc_member", "demo_member", { hasNews: true });
    expect(await got).toEqual({ hasNews: true });
  });

  it("a client refresh reaches the addressed user's sockets only", async () => {
    const cookie = await t.login(0);
    const a = open("/socket/content", cookie);
    expect((await emitAck(a, "register", { code: "demo_contributor", type: 1 })).code).toBe("success");
    const b = open("/socket/content");
    expect((await emitAck(b, "register", { code: "guest_tmp_1", type: 0 })).code).toBe("success");
    const other: unknown[] = [];
    b.on("refresh", (d) => other.push(d));
    const got = new Promise((resolve) => a.on("refresh", resolve));
    b.emit("refresh", { userCode: "demo_contributor", data: { n: 1 } });
    expect(await got).toEqual({ n: 1 });
    expect(other).toEqual([]);
  });

  it("refuses to register as another member, or as a member without its session, or a bad code", async () => {
    const cookie = await t.login(1);
    const s = open("/socket/work_place", cookie);
    expect((await emitAck(s, "register", { code: "demo_contributor", type: 1 })).code).toBe("forbidden");
    const anon = open("/socket/work_place");
    expect((await emitAck(anon, "register", { code: "demo_member", type: 2 })).code).toBe("access_denied");
    expect((await emitAck(anon, "register", { code: "<script>", type: 2 })).code).toBe("invalid_param");
    expect((await emitAck(anon, "register", null)).code).toBe("invalid_param");
  });
});
