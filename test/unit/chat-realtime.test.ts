/**
 * Chat over the realtime channels (issue 10), real socket.io on a loopback
 * port: agents join the customer-service room on /socket/work_place (only
 * agents); a reader's message reaches the agents' sockets; an agent's reply
 * reaches the reader's own room only; a client cannot forge a chat event;
 * after a dropped connection the reader catches up with exactly what it missed.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { io as connect, type Socket } from "socket.io-client";
import type { ChatEvent, ChatMessageDto, ChatReadEvent, ConversationEvent } from "../../common/chat/contract.js";
import { attachRealtime, type Realtime } from "../../server/src/realtime.js";
import { MemberService } from "../../server/src/services/members.js";
import { makeApp, type TestApp } from "./helpers.js";
import { cid, guestId, loginAgent } from "./chat-helpers.js";

let t: TestApp;
let rt: Realtime;
let base: string;
let agentCookie: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await makeApp({ RATE_LIMIT_FACTOR: "100" });
  rt = await attachRealtime(t.app.server, new MemberService(t.handle.db, 1e9), { allowedOrigins: [], guests: t.app.services.guests });
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
type Event = ChatEvent | ConversationEvent | ChatReadEvent;
/** Collects every `refresh` a socket receives. */
const collect = (s: Socket) => {
  const got: Event[] = [];
  s.on("refresh", (d: Event) => got.push(d));
  return got;
};
const chatMessages = (got: Event[]) => got.filter((e): e is ChatEvent => e.type === "chat_message").map((e) => e.message);
/**
 * Sends a reader's message as a sentinel and waits until `got` (that reader's own socket, or the agents') has it.
 * The server announces synchronously, before it answers, and a socket receives in order: once the sentinel is
 * in, every announcement of an earlier call to that socket would be in too, so what is missing is never coming.
 */
async function sentinel(got: Event[], payload: Record<string, unknown>, cookie?: string): Promise<ChatMessageDto> {
  const m = (await t.call({ method: "POST", url: "/api/guest/onlineService", cookie, payload: { content: "sentinel", clientId: cid(), ...payload } })).json().data as ChatMessageDto;
  await vi.waitFor(() => expect(chatMessages(got).map((x) => x.id)).toContain(m.id));
  return m;
}

async function agentSocket(): Promise<Socket> {
  const s = open("/socket/work_place", agentCookie);
  expect(await emitAck(s, "register", { code: "customer_service", type: 9 })).toEqual({ code: "success" });
  return s;
}
async function guestSocket(g: string): Promise<Socket> {
  const s = open("/socket/uc_message_user");
  expect(await emitAck(s, "register", { code: g, type: 0 })).toEqual({ code: "success" });
  return s;
}

describe("the customer-service room", () => {
  it("only an agent's socket joins it, and only on /socket/work_place", async () => {
    await agentSocket();
    const onOther = open("/socket/uc_message_uc_member", agentCookie);
    expect((await emitAck(onOther, "register", { code: "customer_service", type: 9 })).code).toBe("forbidden");
    const member = open("/socket/work_place", await t.login(1));
    expect((await emitAck(member, "register", { code: "customer_service", type: 2 })).code).toBe("forbidden");
    const guest = open("/socket/work_place");
    expect((await emitAck(guest, "register", { code: "customer_service", type: 0 })).code).toBe("forbidden");
    // an agent still registers its own code like any member, and not another's
    const own = open("/socket/work_place", agentCookie);
    expect((await emitAck(own, "register", { code: "demo_agent", type: 9 })).code).toBe("success");
    expect((await emitAck(own, "register", { code: "demo_member", type: 9 })).code).toBe("forbidden");
  });

  it("a client cannot forge a chat event into it (other refreshes still pass)", async () => {
    const a = await agentSocket();
    const got = collect(a);
    // a guest's socket on the agents' namespace (a client's refresh is relayed within its namespace)
    const s = open("/socket/work_place");
    const g = await guestId(t);
    expect((await emitAck(s, "register", { code: g, type: 0 })).code).toBe("success");
    const fake: ChatEvent = { type: "chat_message", message: { id: 1, conversationId: 1, clientId: null, content: "I am the boss", createTime: new Date().toISOString(), senderId: "demo_agent", senderFlag: 1, readStatus: 0, ucMessageFiles: [] } };
    expect((await emitAck(s, "refresh", { userCode: "customer_service", data: fake })).code).toBe("forbidden");
    expect((await emitAck(s, "refresh", { userCode: "customer_service", data: { type: "chat_conversation" } })).code).toBe("forbidden");
    expect((await emitAck(s, "refresh", { userCode: "customer_service", data: { type: "reader_refresh" } })).code).toBe("success");
    await vi.waitFor(() => expect(got).toContainEqual({ type: "reader_refresh", from: g }));
    expect(chatMessages(got)).toEqual([]);
  });
});

describe("delivery", () => {
  it("a guest's message reaches the agents; the agent's reply reaches that guest's room only", async () => {
    const a = await agentSocket();
    const toAgent = collect(a);
    const g = await guestId(t);
    const other = await guestId(t);
    const gs = await guestSocket(g);
    const os = await guestSocket(other);
    const toGuest = collect(gs);
    const toOther = collect(os);
    const memberCookie = await t.login(1);
    const ms = open("/socket/uc_message_uc_member", memberCookie);
    expect((await emitAck(ms, "register", { code: "demo_member", type: 2 })).code).toBe("success");
    const toMember = collect(ms);

    const sent = (await t.call({ method: "POST", url: "/api/guest/onlineService", payload: { content: "need help", tempCustomId: g, clientId: cid() } })).json().data as ChatMessageDto;
    await vi.waitFor(() => expect(chatMessages(toAgent)).toEqual([sent]));
    const reply = await t.call({ method: "POST", url: `/api/service/conversations/${sent.conversationId}/reply`, cookie: agentCookie, payload: { content: "here to help", clientId: cid() } });
    const r = reply.json().data as ChatMessageDto;
    await vi.waitFor(() => expect(chatMessages(toGuest)).toEqual([sent, r]));
    await vi.waitFor(() => expect(chatMessages(toAgent)).toEqual([sent, r]));
    // read marks travel too: the guest reads → the agents hear of it; the agent reads → the guest does
    await t.call({ method: "POST", url: "/api/ucMessage/readOnlineMessageByTime", payload: { tempCustomId: g } });
    await vi.waitFor(() => expect(toAgent).toContainEqual({ type: "chat_read", conversationId: sent.conversationId, senderFlag: 1, upToId: r.id }));
    await t.call({ method: "POST", url: `/api/service/conversations/${sent.conversationId}/read`, cookie: agentCookie, payload: {} });
    await vi.waitFor(() => expect(toGuest).toContainEqual({ type: "chat_read", conversationId: sent.conversationId, senderFlag: 0, upToId: sent.id }));
    // nobody else heard anything: each of them hears its own sentinel first
    const otherSentinel = await sentinel(toOther, { tempCustomId: other });
    expect(toOther).toEqual([{ type: "chat_message", message: otherSentinel }]);
    const memberSentinel = await sentinel(toMember, {}, memberCookie);
    expect(toMember).toEqual([{ type: "chat_message", message: memberSentinel }]);
    // a retried send is not announced again (the agents hear the next message, and the retried one only once)
    await t.call({ method: "POST", url: "/api/guest/onlineService", payload: { content: "need help", tempCustomId: g, clientId: sent.clientId } });
    await sentinel(toAgent, { tempCustomId: g });
    expect(chatMessages(toAgent).filter((m) => m.id === sent.id)).toHaveLength(1);
  });

  it("a member's conversation is announced on /socket/uc_message_uc_member to that member only", async () => {
    const a = await agentSocket();
    const toAgent = collect(a);
    const memberCookie = await t.login(1);
    const ms = open("/socket/uc_message_uc_member", memberCookie);
    expect((await emitAck(ms, "register", { code: "demo_member", type: 2 })).code).toBe("success");
    const toMember = collect(ms);
    const cs = open("/socket/uc_message_uc_member", await t.login(0));
    expect((await emitAck(cs, "register", { code: "demo_contributor", type: 1 })).code).toBe("success");
    const toContributor = collect(cs);
    const sent = (await t.call({ method: "POST", url: "/api/guest/onlineService", cookie: memberCookie, payload: { content: "member question", clientId: cid() } })).json().data as ChatMessageDto;
    const r = (await t.call({ method: "POST", url: `/api/service/conversations/${sent.conversationId}/reply`, cookie: agentCookie, payload: { content: "member answer", clientId: cid() } })).json().data as ChatMessageDto;
    await vi.waitFor(() => expect(chatMessages(toMember)).toEqual([sent, r]));
    await vi.waitFor(() => expect(chatMessages(toAgent)).toEqual([sent, r]));
    // the contributor hears its own sentinel first, nothing of the member's conversation
    const own = await sentinel(toContributor, {}, await t.login(0));
    expect(toContributor).toEqual([{ type: "chat_message", message: own }]);
  });

  it("after a dropped connection the reader catches up with exactly what it missed", async () => {
    const g = await guestId(t);
    const s1 = await guestSocket(g);
    const live = collect(s1);
    const first = (await t.call({ method: "POST", url: "/api/guest/onlineService", payload: { content: "hello?", tempCustomId: g, clientId: cid() } })).json().data as ChatMessageDto;
    await vi.waitFor(() => expect(chatMessages(live).map((m) => m.id)).toEqual([first.id]));
    const lastId = chatMessages(live).at(-1)!.id;
    // the connection drops
    s1.disconnect();
    const missed: number[] = [];
    for (const text of ["answer 1", "answer 2", "answer 3"]) {
      missed.push((await t.call({ method: "POST", url: `/api/service/conversations/${first.conversationId}/reply`, cookie: agentCookie, payload: { content: text, clientId: cid() } })).json().data.id);
    }
    expect(chatMessages(live).map((m) => m.id)).toEqual([first.id]);
    // back online: register again, then ask for everything after the last id
    const s2 = await guestSocket(g);
    const again = collect(s2);
    const caught = (await t.call({ method: "GET", url: `/api/guest/getOnlineServerMsgRecord?tempCustomId=${g}&afterId=${lastId}` })).json().data;
    expect(caught.list.map((m: ChatMessageDto) => m.id)).toEqual(missed);
    expect(caught.list.map((m: ChatMessageDto) => m.content)).toEqual(["answer 1", "answer 2", "answer 3"]);
    // and live delivery continues on the new socket
    const next = (await t.call({ method: "POST", url: `/api/service/conversations/${first.conversationId}/reply`, cookie: agentCookie, payload: { content: "answer 4", clientId: cid() } })).json().data as ChatMessageDto;
    await vi.waitFor(() => expect(chatMessages(again).map((m) => m.id)).toEqual([next.id]));
  });
});
