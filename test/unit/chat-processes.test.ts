/**
 * Chat across processes (issue 10 "this works across several processes
 * through the adapter"): two app servers on one PostgreSQL, each with its
 * own socket.io and @socket.io/postgres-adapter. A retried client id sent
 * to both at once is stored once; a guest's message sent through one
 * reaches an agent's socket on the other, and the agent's reply through
 * the other reaches the guest's socket on the first. unit-pg stage only.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import type { ChatEvent, ChatMessageDto } from "../../common/chat/contract.js";
import { chatMessage } from "../../server/src/db/schema.js";
import { DEMO_AGENTS } from "../../server/src/services/members.js";
import { cid } from "./chat-helpers.js";
import { TEST_PG_URL } from "./db.js";
import { twoProcesses } from "./two-processes.js";

describe.skipIf(!TEST_PG_URL)("chat across processes (PostgreSQL)", () => {
  const pg = twoProcesses({ dirPrefix: "pw-chat-proc-", secret: "a-secret-shared-by-both-chat-processes" });
  const { bases, open, emitAck } = pg;
  const api = (i: number, url: string, init: { method?: string; body?: unknown; cookie?: string } = {}) =>
    fetch(`${bases[i]}${url}`, {
      method: init.method ?? "GET",
      headers: { "x-requested-with": "XMLHttpRequest", ...(init.body ? { "content-type": "application/json" } : {}), ...(init.cookie ? { cookie: init.cookie } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });

  it("a client id sent to both processes at once is stored once", async () => {
    const g = (await (await api(0, "/api/guest/tempCustomId")).json()).data.tempCustomId as string;
    const clientId = cid();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => api(i % 2, "/api/guest/onlineService", { method: "POST", body: { content: "both", tempCustomId: g, clientId } })));
    const bodies = await Promise.all(answers.map((a) => a.json()));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(bodies.map((b) => b.data.id)).size).toBe(1);
    expect(await pg.handle.db.select().from(chatMessage).where(eq(chatMessage.clientId, clientId))).toHaveLength(1);
  });

  it("a guest on one process and an agent on the other hear each other", async () => {
    const login = await api(1, "/api/guest/login", { method: "POST", body: { code: DEMO_AGENTS[0].code, password: DEMO_AGENTS[0].password } });
    const agentCookie = login.headers.get("set-cookie")!.split(";")[0];
    const a = open(bases[1], "/socket/work_place", agentCookie);
    expect((await emitAck(a, "register", { code: "customer_service", type: 9 })).code).toBe("success");
    const toAgent: ChatEvent[] = [];
    a.on("refresh", (e: ChatEvent) => e.type === "chat_message" && toAgent.push(e));
    const g = (await (await api(0, "/api/guest/tempCustomId")).json()).data.tempCustomId as string;
    const gs = open(bases[0], "/socket/uc_message_user");
    expect((await emitAck(gs, "register", { code: g, type: 0 })).code).toBe("success");
    const toGuest: ChatEvent[] = [];
    gs.on("refresh", (e: ChatEvent) => e.type === "chat_message" && toGuest.push(e));

    // the adapter's LISTEN may take a moment after start-up: send until the agent hears one
    const sent: ChatMessageDto[] = [];
    for (let i = 0; i < 50 && !toAgent.length; i++) {
      sent.push((await (await api(0, "/api/guest/onlineService", { method: "POST", body: { content: `hello ${i}`, tempCustomId: g, clientId: cid() } })).json()).data);
      await new Promise((r) => setTimeout(r, 100));
    }
    await vi.waitFor(() => expect(toAgent.map((e) => e.message.id)).toContain(sent.at(-1)!.id));
    const r = (await (await api(1, `/api/service/conversations/${sent[0].conversationId}/reply`, { method: "POST", cookie: agentCookie, body: { content: "from the other process", clientId: cid() } })).json()).data as ChatMessageDto;
    await vi.waitFor(() => expect(toGuest.map((e) => e.message)).toContainEqual(r));
    // both processes answer the same history
    const h0 = (await (await api(0, `/api/guest/getOnlineServerMsgRecord?tempCustomId=${g}&rows=50`)).json()).data;
    const h1 = (await (await api(1, `/api/guest/getOnlineServerMsgRecord?tempCustomId=${g}&rows=50`)).json()).data;
    expect(h1).toEqual(h0);
    expect(h0.list.at(-1)).toEqual(r);
  });
});
