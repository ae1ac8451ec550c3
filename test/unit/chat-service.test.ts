/**
 * The agent console's calls (issue 10): agents only; conversations with
 * unread counts and waiting time, messages, text and image replies,
 * assignment, closing, read marks, quick replies, working hours.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatMessageDto, ConversationDto, ConversationListDto, WorkHoursDto } from "../../common/chat/contract.js";
import { DEFAULT_WORK_HOURS } from "../../common/chat/contract.js";
import { setAgentRole } from "../../server/src/services/members.js";
import { makeApp, type TestApp } from "./helpers.js";
import { cid, guestId, image, loginAgent, multipart } from "./chat-helpers.js";

let t: TestApp;
let agent: string;
let agent2: string;
let member: string;
let contributor: string;

beforeAll(async () => {
  t = await makeApp({ RATE_LIMIT_FACTOR: "100" });
  agent = await loginAgent(t, 0);
  agent2 = await loginAgent(t, 1);
  member = await t.login(1);
  contributor = await t.login(0);
});
afterAll(async () => t?.close());

const send = (g: string, content: string) =>
  t.call({ method: "POST", url: "/api/guest/onlineService", payload: { content, tempCustomId: g, clientId: cid() } }).then((r) => r.json().data as ChatMessageDto);
const get = (url: string, cookie = agent) => t.call({ method: "GET", url, cookie });
const post = (url: string, payload: unknown, cookie = agent) => t.call({ method: "POST", url, payload: payload as Record<string, unknown>, cookie });
const list = async (qs = "") => (await get(`/api/service/conversations${qs}`)).json().data as ConversationListDto;
const one = async (id: number) => (await get(`/api/service/conversations/${id}`)).json().data as ConversationDto;

describe("agents only", () => {
  it("refuses every console call to guests (access_denied) and to other members (forbidden)", async () => {
    const g = await guestId(t);
    const m = await send(g, "hello");
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/service/me"],
      ["GET", "/api/service/agents"],
      ["GET", "/api/service/conversations"],
      ["GET", `/api/service/conversations/${m.conversationId}`],
      ["GET", `/api/service/conversations/${m.conversationId}/messages`],
      ["POST", `/api/service/conversations/${m.conversationId}/reply`, { content: "x", clientId: cid() }],
      ["POST", `/api/service/conversations/${m.conversationId}/assign`, { agentCode: "demo_agent" }],
      ["POST", `/api/service/conversations/${m.conversationId}/close`, {}],
      ["POST", `/api/service/conversations/${m.conversationId}/read`, {}],
      ["GET", "/api/service/quick_replies"],
      ["POST", "/api/service/quick_replies", { content: "x" }],
      ["PUT", "/api/service/quick_replies/1", { content: "x" }],
      ["DELETE", "/api/service/quick_replies/1"],
      ["GET", "/api/service/work_hours"],
      ["PUT", "/api/service/work_hours", DEFAULT_WORK_HOURS],
    ];
    for (const [method, url, payload] of calls) {
      const opts = { method: method as "GET", url, ...(payload ? { payload: payload as Record<string, unknown> } : {}) };
      const guest = await t.call(opts);
      expect(guest.statusCode, `${method} ${url} guest`).toBe(401);
      expect(guest.json().code).toBe("access_denied");
      for (const cookie of [member, contributor]) {
        const other = await t.call({ ...opts, cookie });
        expect(other.statusCode, `${method} ${url} member`).toBe(403);
        expect(other.json().code).toBe("forbidden");
      }
    }
    const file = await t.call({ method: "POST", url: `/api/service/conversations/${m.conversationId}/file`, cookie: member, ...multipart({ clientId: cid() }, [{ name: "a.png", data: await image("png") }]) });
    expect(file.statusCode).toBe(403);
    // nothing happened
    const msgs = (await get(`/api/service/conversations/${m.conversationId}/messages`)).json().data;
    expect(msgs.total).toBe(1);
    expect((await one(m.conversationId)).status).toBe("open");
  });

  it("the agent role is given and taken back (photowire agent <code> on|off), effective at once", async () => {
    expect((await get("/api/service/me", contributor)).statusCode).toBe(403);
    expect(await setAgentRole(t.handle.db, "demo_contributor", true)).toBe(true);
    expect((await get("/api/service/me", contributor)).json().data.code).toBe("demo_contributor");
    expect(await setAgentRole(t.handle.db, "demo_contributor", false)).toBe(true);
    expect((await get("/api/service/me", contributor)).statusCode).toBe(403);
    expect(await setAgentRole(t.handle.db, "nobody_at_all", true)).toBe(false);
  });

  it("an agent is recognised (me) and the agents are listed", async () => {
    expect((await get("/api/service/me")).json().data).toEqual({ code: "demo_agent", name: "客服小周" });
    expect((await get("/api/service/agents")).json().data).toEqual([
      { code: "demo_agent", name: "客服小周" },
      { code: "demo_agent2", name: "Service Lin" },
    ]);
  });
});

describe("conversations", () => {
  it("lists open conversations with unread count, waiting time and last message; reply, read, assign, close", async () => {
    const g = await guestId(t);
    const m1 = await send(g, "first question");
    await new Promise((r) => setTimeout(r, 5));
    const m2 = await send(g, "second question");
    const id = m1.conversationId;
    let c = await one(id);
    expect(c).toMatchObject({ id, customerId: g, customerName: null, guest: true, status: "open", assignedTo: null, unreadCount: 2, waitingSince: m1.createTime });
    expect(c.lastMessage).toEqual(m2);
    expect((await list()).list.map((x) => x.id)).toContain(id);

    // the member's conversation carries the member's code and name
    const mm = (await t.call({ method: "POST", url: "/api/guest/onlineService", cookie: member, payload: { content: "member here", clientId: cid() } })).json().data as ChatMessageDto;
    expect(await one(mm.conversationId)).toMatchObject({ customerId: "demo_member", customerName: "Wang Reader", guest: false });

    // a reply: no longer waiting, assigned to the replying agent, unread unchanged until read
    const r = await post(`/api/service/conversations/${id}/reply`, { content: "您好，请稍等", clientId: cid() });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ senderFlag: 1, senderId: "demo_agent", content: "您好，请稍等", conversationId: id, readStatus: 0 });
    c = await one(id);
    expect(c).toMatchObject({ waitingSince: null, assignedTo: "demo_agent", unreadCount: 2 });
    expect(c.lastMessage?.id).toBe(r.json().data.id);
    // the reader writes again: waiting since that message
    const m3 = await send(g, "third");
    expect((await one(id)).waitingSince).toBe(m3.createTime);

    // read marks (up to an id, then all)
    expect((await post(`/api/service/conversations/${id}/read`, { upToId: m1.id })).json().data).toEqual({ count: 1 });
    expect((await one(id)).unreadCount).toBe(2);
    expect((await post(`/api/service/conversations/${id}/read`, {})).json().data).toEqual({ count: 2 });
    expect((await one(id)).unreadCount).toBe(0);
    const reader = (await t.call({ method: "GET", url: `/api/guest/getOnlineServerMsgRecord?tempCustomId=${g}` })).json().data.list as ChatMessageDto[];
    expect(reader.filter((m) => m.senderFlag === 0).map((m) => m.readStatus)).toEqual([1, 1, 1]);

    // assignment
    expect((await post(`/api/service/conversations/${id}/assign`, { agentCode: "demo_agent2" })).json().data.assignedTo).toBe("demo_agent2");
    expect((await list("?assigned=demo_agent2")).list.map((x) => x.id)).toEqual([id]);
    expect((await t.call({ method: "GET", url: "/api/service/conversations?assigned=me", cookie: agent2 })).json().data.list.map((x: ConversationDto) => x.id)).toEqual([id]);
    expect((await list("?assigned=none")).list.map((x) => x.id)).not.toContain(id);
    const notAgent = await post(`/api/service/conversations/${id}/assign`, { agentCode: "demo_member" });
    expect(notAgent.statusCode).toBe(422);
    expect(notAgent.json().errors).toEqual([{ field: "agentCode", rule: "notFound" }]);
    expect((await get("/api/service/conversations?assigned=nobody_here")).statusCode).toBe(422);
    expect((await post(`/api/service/conversations/${id}/assign`, { agentCode: null })).json().data.assignedTo).toBeNull();
    expect((await post(`/api/service/conversations/${id}/assign`, {})).statusCode).toBe(422);

    // close; a new reader message opens it again
    expect((await post(`/api/service/conversations/${id}/close`, {})).json().data.status).toBe("closed");
    expect((await list()).list.map((x) => x.id)).not.toContain(id);
    expect((await list("?status=closed")).list.map((x) => x.id)).toEqual([id]);
    expect((await list("?status=all")).total).toBeGreaterThanOrEqual(2);
    await send(g, "are you there?");
    expect((await one(id)).status).toBe("open");
    expect((await get("/api/service/conversations?status=weird")).statusCode).toBe(422);
  });

  it("messages, catch-up, and bad input", async () => {
    const g = await guestId(t);
    const m = await send(g, "hi");
    const id = m.conversationId;
    const sent: number[] = [m.id];
    for (let i = 0; i < 11; i++) sent.push((await post(`/api/service/conversations/${id}/reply`, { content: `r${i}`, clientId: cid() })).json().data.id);
    const page = (await get(`/api/service/conversations/${id}/messages`)).json().data;
    expect(page).toMatchObject({ total: 12, hasMore: true });
    expect(page.list.map((x: ChatMessageDto) => x.id)).toEqual(sent.slice(2));
    const older = (await get(`/api/service/conversations/${id}/messages?beforeId=${sent[2]}`)).json().data;
    expect(older.list.map((x: ChatMessageDto) => x.id)).toEqual(sent.slice(0, 2));
    const after = (await get(`/api/service/conversations/${id}/messages?afterId=${sent[9]}`)).json().data;
    expect(after.list.map((x: ChatMessageDto) => x.id)).toEqual(sent.slice(10));

    const blank = await post(`/api/service/conversations/${id}/reply`, { content: " ", clientId: cid() });
    expect(blank.json()).toMatchObject({ code: "invalid_param", errors: [{ field: "content", rule: "style_6" }] });
    expect((await post(`/api/service/conversations/999999/reply`, { content: "x", clientId: cid() })).statusCode).toBe(404);
    expect((await get(`/api/service/conversations/999999`)).statusCode).toBe(404);
    expect((await get(`/api/service/conversations/999999/messages`)).statusCode).toBe(404);
    expect((await post(`/api/service/conversations/999999/close`, {})).statusCode).toBe(404);
    expect((await post(`/api/service/conversations/999999/read`, {})).statusCode).toBe(404);
    expect((await post(`/api/service/conversations/999999/assign`, { agentCode: null })).statusCode).toBe(404);
    expect((await get(`/api/service/conversations/0`)).statusCode).toBe(422);
    // a retried reply is stored once
    const clientId = cid();
    const a = (await post(`/api/service/conversations/${id}/reply`, { content: "once", clientId })).json().data;
    const b = (await post(`/api/service/conversations/${id}/reply`, { content: "once", clientId })).json().data;
    expect(b).toEqual(a);
    expect((await get(`/api/service/conversations/${id}/messages`)).json().data.total).toBe(13);
  });

  it("an image reply reaches the reader, who may fetch it; other guests may not", async () => {
    const g = await guestId(t);
    const m = await send(g, "send me a picture");
    const data = await image("jpeg", 30, 20);
    const res = await t.call({ method: "POST", url: `/api/service/conversations/${m.conversationId}/file`, cookie: agent, ...multipart({ clientId: cid(), content: "这张" }, [{ name: "sample.jpg", data }]) });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().data as ChatMessageDto;
    expect(r).toMatchObject({ senderFlag: 1, content: "这张", ucMessageFiles: [{ mime: "image/jpeg", width: 30, height: 20, name: "sample.jpg" }] });
    const seen = (await t.call({ method: "GET", url: `/api/guest/getOnlineServerMsgRecord?tempCustomId=${g}` })).json().data.list as ChatMessageDto[];
    const url = seen.at(-1)!.ucMessageFiles[0].url;
    expect(url).toContain(`tempCustomId=${encodeURIComponent(g)}`);
    const got = await t.app.inject({ method: "GET", url });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(data)).toBe(true);
    const other = url.replace(/tempCustomId=.*/, `tempCustomId=${await guestId(t)}`);
    expect((await t.app.inject({ method: "GET", url: other })).statusCode).toBe(403);
    const missing = await t.call({ method: "POST", url: `/api/service/conversations/999999/file`, cookie: agent, ...multipart({}, [{ name: "a.png", data: await image("png") }]) });
    expect(missing.statusCode).toBe(404);
    const fake = await t.call({ method: "POST", url: `/api/service/conversations/${m.conversationId}/file`, cookie: agent, ...multipart({}, [{ name: "a.gif", data: Buffer.from("GIF89a-not-really") }]) });
    expect(fake.json().code).toBe("Q_TYPE_DENIED");
  });
});

describe("quick replies", () => {
  it("lists, adds, changes and removes; refuses blank, too long and unknown", async () => {
    expect((await get("/api/service/quick_replies")).json().data).toEqual([]);
    const a = (await post("/api/service/quick_replies", { content: "  您好，有什么可以帮您？ " })).json().data;
    expect(a).toEqual({ id: expect.any(Number), content: "您好，有什么可以帮您？" });
    const b = (await post("/api/service/quick_replies", { content: "Thank you for waiting." }, agent2)).json().data;
    expect((await get("/api/service/quick_replies")).json().data).toEqual([a, b]);
    const changed = await t.call({ method: "PUT", url: `/api/service/quick_replies/${a.id}`, cookie: agent, payload: { content: "您好！" } });
    expect(changed.json().data).toEqual({ id: a.id, content: "您好！" });
    expect((await post("/api/service/quick_replies", { content: "  " })).json().errors).toEqual([{ field: "content", rule: "style_6" }]);
    expect((await post("/api/service/quick_replies", { content: "x".repeat(501) })).json().errors).toEqual([{ field: "content", rule: "maxLength" }]);
    expect((await post("/api/service/quick_replies", {})).statusCode).toBe(422);
    expect((await t.call({ method: "PUT", url: "/api/service/quick_replies/999999", cookie: agent, payload: { content: "x" } })).statusCode).toBe(404);
    const del = await t.call({ method: "DELETE", url: `/api/service/quick_replies/${b.id}`, cookie: agent });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ code: "success", data: null });
    expect((await t.call({ method: "DELETE", url: `/api/service/quick_replies/${b.id}`, cookie: agent })).statusCode).toBe(404);
    expect((await get("/api/service/quick_replies")).json().data).toEqual([{ id: a.id, content: "您好！" }]);
  });
});

describe("working hours setting", () => {
  it("answers the default, stores a valid setting normalised, refuses a bad one and changes nothing", async () => {
    expect((await get("/api/service/work_hours")).json().data).toEqual(DEFAULT_WORK_HOURS);
    const hours: WorkHoursDto = {
      timeZone: "Europe/London",
      weekly: { "1": [["13:00", "17:00"], ["08:30", "12:00"]], "2": [["09:00", "24:00"]], "3": [], "4": [], "5": [], "6": [["10:00", "14:00"]], "7": [] },
      holidays: ["2026-12-25", "2026-01-01", "2026-12-25"],
    };
    const put = await t.call({ method: "PUT", url: "/api/service/work_hours", cookie: agent, payload: hours as unknown as Record<string, unknown> });
    expect(put.statusCode, put.body).toBe(200);
    const stored = { ...hours, weekly: { ...hours.weekly, "1": [["08:30", "12:00"], ["13:00", "17:00"]] }, holidays: ["2026-01-01", "2026-12-25"] };
    expect(put.json().data).toEqual(stored);
    expect((await get("/api/service/work_hours", agent2)).json().data).toEqual(stored);
    const bad = await t.call({
      method: "PUT",
      url: "/api/service/work_hours",
      cookie: agent,
      payload: { timeZone: "Mars/Olympus", weekly: { ...hours.weekly, "1": [["18:00", "09:00"]], "2": [["09:00", "12:00"], ["11:00", "13:00"]], "3": [["9:00", "12:00"]] }, holidays: ["2026-02-30"] },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { field: "timeZone", rule: "timeZone" },
        { field: "weekly.1.0", rule: "order" },
        { field: "weekly.2", rule: "overlap" },
        { field: "weekly.3.0", rule: "format" },
        { field: "holidays.0", rule: "format" },
      ]),
    );
    const missingDay = await t.call({ method: "PUT", url: "/api/service/work_hours", cookie: agent, payload: { timeZone: "Asia/Shanghai", weekly: { "1": [] }, holidays: [] } });
    expect(missingDay.statusCode).toBe(422);
    expect((await get("/api/service/work_hours")).json().data).toEqual(stored);
    // back to the default for the other tests of this file
    await t.call({ method: "PUT", url: "/api/service/work_hours", cookie: agent, payload: DEFAULT_WORK_HOURS as unknown as Record<string, unknown> });
  });
});
