import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
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
  rt = await attachRealtime(t.app.server, new MemberService(t.handle.db, 1e9), { allowedOrigins: ["https://partner.example"], guests: t.app.services.guests });
  // as the CLI's decorate does before listening (this app is already started): routes reach it through app.realtime
  (t.app as { realtime?: Realtime }).realtime = rt;
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await rt.close();
  await t.close();
});

function open(ns: string, cookie?: string, origin?: string): Socket {
  const headers: Record<string, string> = { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) };
  const s = connect(`${base}${ns}`, { transports: ["websocket"], extraHeaders: headers, forceNew: true, reconnection: false });
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

  it("a client's refresh reaches only the customer-service room, never a member's (issue 8)", async () => {
    const cookie = await t.login(0);
    const a = open("/socket/content", cookie);
    expect((await emitAck(a, "register", { code: "demo_contributor", type: 1 })).code).toBe("success");
    const guestId = (await t.call({ method: "GET", url: "/api/guest/tempCustomId" })).json().data.tempCustomId as string;
    const b = open("/socket/content");
    expect((await emitAck(b, "register", { code: guestId, type: 0 })).code).toBe("success");
    const got: unknown[] = [];
    a.on("refresh", (d) => got.push(d));
    // a guest (or any client) cannot push into a member's room
    expect((await emitAck(b, "refresh", { userCode: "demo_contributor", data: { n: 1 } })).code).toBe("forbidden");
    expect((await emitAck(a, "refresh", { userCode: "demo_contributor", data: { n: 2 } })).code).toBe("forbidden");
    // the customer-service room may be addressed; nobody registers into it
    expect((await emitAck(b, "refresh", { userCode: "customer_service", data: { type: "reader_refresh" } })).code).toBe("success");
    expect((await emitAck(b, "register", { code: "customer_service", type: 0 })).code).toBe("forbidden");
    // the server's own notify still reaches the member; by then nothing else has
    rt.notify("/socket/content", "demo_contributor", { marker: true });
    await vi.waitFor(() => expect(got).toContainEqual({ marker: true }));
    expect(got).toEqual([{ marker: true }]);
  });

  it("a guest registers only a tempCustomId the server issued and signed", async () => {
    const issued = (await t.call({ method: "GET", url: "/api/guest/tempCustomId" })).json().data.tempCustomId as string;
    expect(issued).toMatch(/^g_[0-9a-f]{24}\.[0-9a-f]{16}$/);
    const s = open("/socket/uc_message_user");
    expect((await emitAck(s, "register", { code: "guest_tmp_1", type: 0 })).code).toBe("access_denied");
    const forged = issued.slice(0, -1) + (issued.endsWith("0") ? "1" : "0");
    expect((await emitAck(s, "register", { code: forged, type: 0 })).code).toBe("access_denied");
    expect((await emitAck(s, "register", { code: issued, type: 0 })).code).toBe("success");
  });

  it("logout and a password change disconnect the member's sockets", async () => {
    const cookie = await t.login(1);
    const s = open("/socket/uc_message_uc_member", cookie);
    expect((await emitAck(s, "register", { code: "demo_member", type: 2 })).code).toBe("success");
    const gone = new Promise<string>((resolve) => s.on("disconnect", (reason) => resolve(reason)));
    await t.call({ method: "GET", url: "/api/guest/logout", cookie });
    expect(await gone).toBe("io server disconnect");
    // with the old cookie a new socket is a guest: it cannot register the member's code
    const again = open("/socket/uc_message_uc_member", cookie);
    expect((await emitAck(again, "register", { code: "demo_member", type: 2 })).code).toBe("access_denied");
    // a password change
    const c2 = await t.login(1);
    const s2 = open("/socket/uc_message_uc_member", c2);
    expect((await emitAck(s2, "register", { code: "demo_member", type: 2 })).code).toBe("success");
    const gone2 = new Promise<string>((resolve) => s2.on("disconnect", (reason) => resolve(reason)));
    const changed = await t.call({ method: "POST", url: "/api/user/update_password", cookie: c2, payload: { oldPassword: "Member2026", password: "Member2027x", confirmPassword: "Member2027x" } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await gone2).toBe("io server disconnect");
    await t.call({ method: "POST", url: "/api/user/update_password", cookie: c2, payload: { oldPassword: "Member2027x", password: "Member2026", confirmPassword: "Member2026" } });
  });

  it("the handshake checks Origin against the API's list", async () => {
    const ok = open("/socket/content", undefined, "https://partner.example");
    await new Promise<void>((resolve, reject) => {
      ok.on("connect", () => resolve());
      ok.on("connect_error", reject);
    });
    const same = open("/socket/content", undefined, base);
    await new Promise<void>((resolve, reject) => {
      same.on("connect", () => resolve());
      same.on("connect_error", reject);
    });
    const evil = open("/socket/content", undefined, "https://evil.example");
    const err = await new Promise<Error>((resolve, reject) => {
      evil.on("connect", () => reject(new Error("a foreign origin connected")));
      evil.on("connect_error", resolve);
    });
    expect(err).toBeInstanceOf(Error);
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
