/**
 * Realtime across processes (issue 8): two app servers on one PostgreSQL,
 * each with its own socket.io and @socket.io/postgres-adapter, stand for two
 * processes; a refresh notified through one reaches a socket connected to
 * the other, and a member's sockets on the other are disconnected at
 * logout. unit-pg stage only (the embedded database is single-process).
 */
import { describe, expect, it } from "vitest";
import { TEST_PG_URL } from "./db.js";
import { twoProcesses } from "./two-processes.js";

describe.skipIf(!TEST_PG_URL)("socket.io across processes (PostgreSQL adapter)", () => {
  const { rts, bases, open, emitAck } = twoProcesses({ dirPrefix: "pw-rt-proc-", secret: "a-secret-shared-by-both-test-processes" });

  it("a refresh notified through one process reaches a socket connected to the other", async () => {
    // the guest id comes from process 0 and is accepted by process 1 (one secret)
    const id = (await (await fetch(`${bases[0]}/api/guest/tempCustomId`)).json()).data.tempCustomId as string;
    const s = open(bases[1], "/socket/uc_message_user");
    expect((await emitAck(s, "register", { code: id, type: 0 })).code).toBe("success");
    const got = new Promise((resolve) => s.on("refresh", resolve));
    // the adapter's LISTEN may take a moment after start-up: notify until it arrives
    let arrived = false;
    void got.then(() => (arrived = true));
    for (let i = 0; i < 50 && !arrived; i++) {
      rts[0].notify("/socket/uc_message_user", id, { hasNews: true, from: 0 });
      await Promise.race([got, new Promise((r) => setTimeout(r, 100))]);
    }
    expect(await got).toEqual({ hasNews: true, from: 0 });
  });

  it("logout on one process disconnects the member's sockets on the other", async () => {
    const login = await fetch(`${bases[0]}/api/guest/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" },
      body: JSON.stringify({ code: "demo_member", password: "Member2026" }),
    });
    const cookie = login.headers.get("set-cookie")!.split(";")[0];
    const s = open(bases[1], "/socket/uc_message_uc_member", cookie);
    expect((await emitAck(s, "register", { code: "demo_member", type: 2 })).code).toBe("success");
    const gone = new Promise<string>((resolve) => s.on("disconnect", (reason) => resolve(reason)));
    await fetch(`${bases[0]}/api/guest/logout`, { headers: { cookie, "x-requested-with": "XMLHttpRequest" } });
    expect(await gone).toBe("io server disconnect");
  });
});
