/**
 * Customer-service chat, the reader's calls (issue 10; SPEC §3, §4, §5, §7,
 * §8 style_6, §9; DESIGN §7 "never lost, never twice"): every call through
 * app.inject on a real database (PGlite, or PostgreSQL in the unit-pg stage).
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_IMAGE_MAX_BYTES, type ChatMessageDto, type ChatPageDto } from "../../common/chat/contract.js";
import { chatConversation, chatMessage } from "../../server/src/db/schema.js";
import { makeApp, type TestApp } from "./helpers.js";
import { bmp, cid, guestId, image, loginAgent, multipart } from "./chat-helpers.js";

let t: TestApp;
let agent: string;
let member: string;

beforeAll(async () => {
  t = await makeApp({ RATE_LIMIT_FACTOR: "100" });
  agent = await loginAgent(t);
  member = await t.login(1);
});
afterAll(async () => t?.close());

const send = (payload: Record<string, unknown>, cookie?: string) => t.call({ method: "POST", url: "/api/guest/onlineService", payload, cookie });
const history = async (qs: string, cookie?: string) => {
  const res = await t.call({ method: "GET", url: `/api/guest/getOnlineServerMsgRecord?${qs}`, cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ChatPageDto;
};
const rowsWith = async (clientId: string) => Number((await t.handle.db.select({ n: count() }).from(chatMessage).where(eq(chatMessage.clientId, clientId)))[0].n);
const convOf = async (id: number) => (await t.handle.db.select().from(chatMessage).where(eq(chatMessage.id, id)))[0].conversationId;
const reply = (conversationId: number, content: string, clientId = cid()) =>
  t.call({ method: "POST", url: `/api/service/conversations/${conversationId}/reply`, cookie: agent, payload: { content, clientId } });
const upload = (url: string, body: ReturnType<typeof multipart>, cookie?: string) => t.call({ method: "POST", url, cookie, ...body });

describe("sending (POST /api/guest/onlineService)", () => {
  it("a guest's message is stored and answered as SPEC §3 says", async () => {
    const g = await guestId(t);
    const clientId = cid();
    const res = await send({ content: "你好，请问如何购买图片？", tempCustomId: g, clientId });
    expect(res.statusCode, res.body).toBe(200);
    const m = res.json().data as ChatMessageDto;
    expect(m).toMatchObject({ clientId, content: "你好，请问如何购买图片？", senderId: g, senderFlag: 0, readStatus: 0, ucMessageFiles: [] });
    expect(m.id).toBeGreaterThan(0);
    expect(m.createTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const h = await history(`tempCustomId=${g}`);
    expect(h).toEqual({ list: [m], total: 1, hasMore: false });
  });

  it("empty or blank text is refused with invalid_param (rule style_6) and stores nothing", async () => {
    const g = await guestId(t);
    for (const content of ["", "   ", "\n\t "]) {
      const res = await send({ content, tempCustomId: g, clientId: cid() });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: "invalid_param", errors: [{ field: "content", rule: "style_6" }] });
      expect(res.json().msg).toBeTruthy();
    }
    const tooLong = await send({ content: "x".repeat(2001), tempCustomId: g, clientId: cid() });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors[0].field).toBe("content");
    const badId = await send({ content: "hi", tempCustomId: g, clientId: "short" });
    expect(badId.statusCode).toBe(422);
    expect(badId.json().errors[0].field).toBe("clientId");
    const missing = await send({ tempCustomId: g, clientId: cid() });
    expect(missing.statusCode).toBe(422);
    expect((await history(`tempCustomId=${g}`)).total).toBe(0);
  });

  it("a guest needs a tempCustomId the server signed", async () => {
    const g = await guestId(t);
    const none = await send({ content: "hello", clientId: cid() });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual([{ field: "tempCustomId", rule: "required" }]);
    const forged = g.slice(0, -1) + (g.endsWith("0") ? "1" : "0");
    const bad = await send({ content: "hello", tempCustomId: forged, clientId: cid() });
    expect(bad.statusCode).toBe(403);
    expect(bad.json()).toMatchObject({ code: "forbidden", errors: [{ field: "tempCustomId", rule: "signature" }] });
    const made = await send({ content: "hello", tempCustomId: "g_000000000000000000000000.0000000000000000", clientId: cid() });
    expect(made.statusCode).toBe(403);
    expect(await t.call({ method: "GET", url: `/api/guest/getOnlineServerMsgRecord?tempCustomId=${forged}` })).toMatchObject({ statusCode: 403 });
  });

  it("a retried client id is stored once and answers the stored message", async () => {
    const g = await guestId(t);
    const clientId = cid();
    const first = (await send({ content: "once", tempCustomId: g, clientId })).json().data as ChatMessageDto;
    const again = await send({ content: "once", tempCustomId: g, clientId });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first);
    expect(await rowsWith(clientId)).toBe(1);
    // another sender cannot take a client id over, nor see its message
    const other = await send({ content: "mine?", tempCustomId: await guestId(t), clientId });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: "invalid_param", errors: [{ field: "clientId", rule: "exists" }] });
    expect(other.body).not.toContain("once");
    expect(await rowsWith(clientId)).toBe(1);
  });

  it("20 concurrent sends with one client id store one row", async () => {
    const g = await guestId(t);
    const clientId = cid();
    const answers = await Promise.all(Array.from({ length: 20 }, () => send({ content: "race", tempCustomId: g, clientId })));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    expect(await rowsWith(clientId)).toBe(1);
    expect((await history(`tempCustomId=${g}`)).total).toBe(1);
  });

  it("20 concurrent sends with different client ids are all stored, with increasing ids", async () => {
    const g = await guestId(t);
    const ids = Array.from({ length: 20 }, () => cid());
    const answers = await Promise.all(ids.map((clientId, i) => send({ content: `m${i}`, tempCustomId: g, clientId })));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const got = answers.map((a) => a.json().data as ChatMessageDto);
    expect(new Set(got.map((m) => m.id)).size).toBe(20);
    const h = await history(`tempCustomId=${g}&rows=50`);
    expect(h.total).toBe(20);
    expect(h.list.map((m) => m.clientId).sort()).toEqual([...ids].sort());
    const listed = h.list.map((m) => m.id);
    expect(listed).toEqual([...listed].sort((a, b) => a - b));
    // the conversation is one, created once
    expect(new Set(got.map((m) => m.conversationId)).size).toBe(1);
    const convs = await t.handle.db.select().from(chatConversation).where(eq(chatConversation.customerKey, `g:${g}`));
    expect(convs).toHaveLength(1);
  });
});

describe("history, catch-up, read marks", () => {
  it("pages of 10 back from the newest, by beforeId, endTime or page", async () => {
    const g = await guestId(t);
    const sent: ChatMessageDto[] = [];
    for (let i = 0; i < 13; i++) sent.push((await send({ content: `n${i}`, tempCustomId: g, clientId: cid() })).json().data);
    const first = await history(`tempCustomId=${g}`);
    expect(first.list.map((m) => m.content)).toEqual(sent.slice(3).map((m) => m.content));
    expect(first).toMatchObject({ total: 13, hasMore: true });
    const older = await history(`tempCustomId=${g}&beforeId=${first.list[0].id}`);
    expect(older.list.map((m) => m.id)).toEqual(sent.slice(0, 3).map((m) => m.id));
    expect(older.hasMore).toBe(false);
    expect((await history(`tempCustomId=${g}&page=2`)).list.map((m) => m.id)).toEqual(sent.slice(0, 3).map((m) => m.id));
    expect((await history(`tempCustomId=${g}&rows=5&page=2`)).list.map((m) => m.id)).toEqual(sent.slice(3, 8).map((m) => m.id));
    const byTime = await history(`tempCustomId=${g}&endTime=${encodeURIComponent(sent[2].createTime)}&rows=50`);
    expect(byTime.list.every((m) => m.createTime < sent[2].createTime)).toBe(true);
    const bad = await t.call({ method: "GET", url: `/api/guest/getOnlineServerMsgRecord?tempCustomId=${g}&rows=51` });
    expect(bad.statusCode).toBe(422);
    const bad2 = await t.call({ method: "GET", url: `/api/guest/getOnlineServerMsgRecord?tempCustomId=${g}&afterId=1&beforeId=5` });
    expect(bad2.json()).toMatchObject({ code: "invalid_param", errors: [{ field: "afterId", rule: "exclusive" }] });
    expect((await t.call({ method: "GET", url: `/api/guest/getOnlineServerMsgRecord?tempCustomId=${g}&rows=abc` })).statusCode).toBe(422);
  });

  it("catch-up after a dropped connection returns exactly what was missed, in order", async () => {
    const g = await guestId(t);
    const seen = (await send({ content: "before the drop", tempCustomId: g, clientId: cid() })).json().data as ChatMessageDto;
    // meanwhile (the reader is offline): other conversations move on, the agent answers, another tab sends
    await send({ content: "someone else", tempCustomId: await guestId(t), clientId: cid() });
    const missed: number[] = [];
    for (let i = 0; i < 3; i++) missed.push((await reply(seen.conversationId, `answer ${i}`)).json().data.id);
    missed.push((await send({ content: "from another tab", tempCustomId: g, clientId: cid() })).json().data.id);
    const caught = await history(`tempCustomId=${g}&afterId=${seen.id}`);
    expect(caught.list.map((m) => m.id)).toEqual(missed);
    expect(caught.hasMore).toBe(false);
    expect(caught.list.map((m) => m.senderFlag)).toEqual([1, 1, 1, 0]);
    // in pieces: nothing lost, nothing twice
    const a = await history(`tempCustomId=${g}&afterId=${seen.id}&rows=3`);
    expect(a.hasMore).toBe(true);
    const b = await history(`tempCustomId=${g}&afterId=${a.list.at(-1)!.id}&rows=3`);
    expect([...a.list, ...b.list].map((m) => m.id)).toEqual(missed);
    expect((await history(`tempCustomId=${g}&afterId=${missed.at(-1)}`)).list).toEqual([]);
  });

  it("unread list, read by time, and getMessageList", async () => {
    const g = await guestId(t);
    const first = (await send({ content: "question", tempCustomId: g, clientId: cid() })).json().data as ChatMessageDto;
    const r1 = (await reply(first.conversationId, "answer 1")).json().data as ChatMessageDto;
    await new Promise((r) => setTimeout(r, 5));
    const r2 = (await reply(first.conversationId, "answer 2")).json().data as ChatMessageDto;
    const unread = await t.call({ method: "GET", url: `/api/ucMessage/getNoReadOnlineMsgList?tempCustomId=${g}&type=1&readStatus=0` });
    expect(unread.statusCode).toBe(200);
    expect(unread.json().data).toMatchObject({ count: 2, list: [{ id: r1.id, senderFlag: 1 }, { id: r2.id }] });
    const since = await t.call({ method: "GET", url: `/api/ucMessage/getNoReadOnlineMsgList?tempCustomId=${g}&startTime=${encodeURIComponent(r2.createTime)}` });
    expect(since.json().data.list.map((m: ChatMessageDto) => m.id)).toEqual([r2.id]);
    const inbox = await t.call({ method: "GET", url: `/api/guest/getMessageList?tempCustomId=${g}&type=1&readStatus=0&rows=10&page=1` });
    expect(inbox.json().data).toMatchObject({ total: 2, pageNum: 1, pageCount: 1, hasMore: false });
    const all = await t.call({ method: "GET", url: `/api/guest/getMessageList?tempCustomId=${g}&rows=2&page=1` });
    expect(all.json().data).toMatchObject({ total: 3, pageCount: 2, hasMore: true, list: [{ id: r1.id }, { id: r2.id }] });
    expect((await t.call({ method: "GET", url: `/api/guest/getMessageList?tempCustomId=${g}&type=7` })).json().data).toMatchObject({ total: 0, list: [] });
    // read up to the first answer's time, then all
    const read1 = await t.call({ method: "POST", url: "/api/ucMessage/readOnlineMessageByTime", payload: { tempCustomId: g, time: r1.createTime } });
    expect(read1.json().data).toEqual({ count: 1 });
    const read2 = await t.call({ method: "POST", url: "/api/ucMessage/readOnlineMessageByTime", payload: { tempCustomId: g, time: Date.now() + 1000 } });
    expect(read2.json().data).toEqual({ count: 1 });
    expect((await t.call({ method: "POST", url: "/api/ucMessage/readOnlineMessageByTime", payload: { tempCustomId: g } })).json().data).toEqual({ count: 0 });
    expect((await t.call({ method: "GET", url: `/api/ucMessage/getNoReadOnlineMsgList?tempCustomId=${g}` })).json().data).toEqual({ list: [], count: 0 });
    const h = await history(`tempCustomId=${g}`);
    expect(h.list.filter((m) => m.senderFlag === 1).map((m) => m.readStatus)).toEqual([1, 1]);
    // the reader's own message stays unread until an agent reads it
    expect(h.list[0].readStatus).toBe(0);
    const badTime = await t.call({ method: "POST", url: "/api/ucMessage/readOnlineMessageByTime", payload: { tempCustomId: g, time: "yesterday" } });
    expect(badTime.statusCode).toBe(422);
    // without the CSRF header a browser's POST is refused
    const noCsrf = await t.app.inject({ method: "POST", url: "/api/ucMessage/readOnlineMessageByTime", payload: { tempCustomId: g } });
    expect(noCsrf.statusCode).toBe(403);
  });

  it("a guest reads only its own conversation, never another guest's or a member's", async () => {
    const a = await guestId(t);
    const b = await guestId(t);
    await send({ content: "secret of guest A", tempCustomId: a, clientId: cid() });
    await send({ content: "secret of the member", clientId: cid() }, member);
    const hb = await history(`tempCustomId=${b}&rows=50`);
    expect(hb).toEqual({ list: [], total: 0, hasMore: false });
    for (const url of [`/api/guest/getMessageList?tempCustomId=${b}`, `/api/ucMessage/getNoReadOnlineMsgList?tempCustomId=${b}`]) {
      expect((await t.call({ method: "GET", url })).body).not.toMatch(/secret of/);
    }
    // the member's conversation is not reachable without the member's session (a member code is no tempCustomId)
    const byCode = await t.call({ method: "GET", url: "/api/guest/getOnlineServerMsgRecord?tempCustomId=demo_member" });
    expect(byCode.statusCode).toBe(403);
    // and the member does not see guest A's messages
    const hm = await history("rows=50", member);
    expect(hm.list.map((m) => m.content)).toContain("secret of the member");
    expect(JSON.stringify(hm)).not.toContain("guest A");
  });
});

describe("guest → member (the same conversation continues as the member)", () => {
  it("a member passing the guest's tempCustomId takes that conversation over", async () => {
    const t2 = await makeApp({ RATE_LIMIT_FACTOR: "100" });
    try {
      const g = (await t2.call({ method: "GET", url: "/api/guest/tempCustomId" })).json().data.tempCustomId as string;
      const s = (payload: Record<string, unknown>, cookie?: string) => t2.call({ method: "POST", url: "/api/guest/onlineService", payload, cookie });
      const m1 = (await s({ content: "as a guest 1", tempCustomId: g, clientId: cid() })).json().data as ChatMessageDto;
      await s({ content: "as a guest 2", tempCustomId: g, clientId: cid() });
      const cookie = await t2.login(1);
      // logging in: the panel asks for the history with its tempCustomId
      const h = (await t2.call({ method: "GET", url: `/api/guest/getOnlineServerMsgRecord?tempCustomId=${g}`, cookie })).json().data as ChatPageDto;
      expect(h.list.map((m) => m.content)).toEqual(["as a guest 1", "as a guest 2"]);
      const m3 = (await s({ content: "as the member", clientId: cid() }, cookie)).json().data as ChatMessageDto;
      expect(m3.conversationId).toBe(m1.conversationId);
      expect(m3.senderId).toBe("demo_member");
      const after = (await t2.call({ method: "GET", url: "/api/guest/getOnlineServerMsgRecord", cookie })).json().data as ChatPageDto;
      expect(after.list.map((m) => m.content)).toEqual(["as a guest 1", "as a guest 2", "as the member"]);
      // the guest id alone no longer reaches it (logged out on a shared computer)
      const alone = (await t2.call({ method: "GET", url: `/api/guest/getOnlineServerMsgRecord?tempCustomId=${g}` })).json().data as ChatPageDto;
      expect(alone).toEqual({ list: [], total: 0, hasMore: false });
      const convs = await t2.handle.db.select().from(chatConversation);
      expect(convs.map((c) => c.customerKey)).toEqual([expect.stringMatching(/^m:\d+$/)]);

      // a second guest conversation of the same member joins the member's (messages moved, one conversation left)
      const g2 = (await t2.call({ method: "GET", url: "/api/guest/tempCustomId" })).json().data.tempCustomId as string;
      const other = (await s({ content: "guest again", tempCustomId: g2, clientId: cid() })).json().data as ChatMessageDto;
      expect(other.conversationId).not.toBe(m1.conversationId);
      const merged = (await t2.call({ method: "GET", url: `/api/guest/getOnlineServerMsgRecord?tempCustomId=${g2}&rows=50`, cookie })).json().data as ChatPageDto;
      expect(merged.list.map((m) => m.content)).toEqual(["as a guest 1", "as a guest 2", "as the member", "guest again"]);
      expect(new Set(merged.list.map((m) => m.conversationId))).toEqual(new Set([m1.conversationId]));
      expect(await t2.handle.db.select().from(chatConversation)).toHaveLength(1);
      // a forged id is ignored for a member (nothing merged, no error)
      const forged = g2.slice(0, -1) + (g2.endsWith("0") ? "1" : "0");
      expect((await t2.call({ method: "GET", url: `/api/guest/getOnlineServerMsgRecord?tempCustomId=${forged}`, cookie })).statusCode).toBe(200);
    } finally {
      await t2.close();
    }
  }, 60_000);
});

describe("images (POST /api/message/send_file_message_to_server, GET /api/message/file/{id})", () => {
  const post = (fields: Record<string, string>, files: Parameters<typeof multipart>[1], cookie?: string) =>
    upload("/api/message/send_file_message_to_server", multipart(fields, files), cookie);
  const chatDir = () => path.join(t.dataDir, "uploads", "chat");
  const filesOnDisk = () => (existsSync(chatDir()) ? readdirSync(chatDir(), { recursive: true }).filter((f) => /\.\w+$/.test(String(f))).length : 0);

  it("accepts gif, jpg, bmp and png, sniffed by content, with their sizes", async () => {
    const g = await guestId(t);
    const cases: [Buffer, string, string, number, number][] = [
      [await image("png", 40, 30), "a.png", "image/png", 40, 30],
      [await image("jpeg", 64, 48), "photo.JPEG", "image/jpeg", 64, 48],
      [await image("gif", 10, 12), "anim.gif", "image/gif", 10, 12],
      [bmp(3, 2), "old.bmp", "image/bmp", 3, 2],
      // the name does not count: a PNG named .jpg is a PNG
      [await image("png", 5, 5), "wrong-name.jpg", "image/png", 5, 5],
    ];
    for (const [data, name, mime, w, h] of cases) {
      const res = await post({ tempCustomId: g, clientId: cid() }, [{ name, data, type: "application/octet-stream" }]);
      expect(res.statusCode, res.body).toBe(200);
      const m = res.json().data as ChatMessageDto;
      expect(m.content).toBe("");
      expect(m.ucMessageFiles).toHaveLength(1);
      expect(m.ucMessageFiles[0]).toMatchObject({ mime, width: w, height: h, size: data.length });
      expect(m.ucMessageFiles[0].url).toMatch(/^\/api\/message\/file\/\d+\?tempCustomId=/);
      const got = await t.app.inject({ method: "GET", url: m.ucMessageFiles[0].url });
      expect(got.statusCode).toBe(200);
      expect(got.headers["content-type"]).toBe(mime);
      expect(got.rawPayload.equals(data)).toBe(true);
      expect(got.headers["x-content-type-options"]).toBe("nosniff");
      expect(String(got.headers["content-disposition"])).toMatch(/^inline; filename=/);
      expect(String(got.headers["cache-control"])).toContain("no-store");
    }
    // the display name: no folders, no markup characters, the sniffed extension
    const named = (await post({ tempCustomId: g, clientId: cid(), content: "看这张" }, [{ name: "../../evil<b>.html", data: await image("png") }])).json().data as ChatMessageDto;
    expect(named.content).toBe("看这张");
    expect(named.ucMessageFiles[0].name).toBe("evil b.png");
  });

  it("refuses other types, large files, two files, no file and non-multipart, storing nothing", async () => {
    const g = await guestId(t);
    const before = filesOnDisk();
    const svg = await post({ tempCustomId: g, clientId: cid() }, [{ name: "x.png", data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), type: "image/png" }]);
    expect(svg.statusCode).toBe(415);
    expect(svg.json().code).toBe("Q_TYPE_DENIED");
    const webp = await post({ tempCustomId: g, clientId: cid() }, [{ name: "x.webp", data: await sharp40webp() }]);
    expect(webp.json().code).toBe("Q_TYPE_DENIED");
    const empty = await post({ tempCustomId: g, clientId: cid() }, [{ name: "x.png", data: Buffer.alloc(0) }]);
    expect(empty.json().code).toBe("Q_TYPE_DENIED");
    const big = Buffer.concat([await image("png"), Buffer.alloc(CHAT_IMAGE_MAX_BYTES)]);
    const tooBig = await post({ tempCustomId: g, clientId: cid() }, [{ name: "big.png", data: big }]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().code).toBe("F_EXCEED_SIZE");
    const two = await post({ tempCustomId: g, clientId: cid() }, [{ name: "a.png", data: await image("png") }, { name: "b.png", data: await image("png") }]);
    expect(two.json().code).toBe("Q_EXCEED_NUM_LIMIT");
    const none = await post({ tempCustomId: g, clientId: cid() }, []);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual([{ field: "file", rule: "required" }]);
    const json = await t.call({ method: "POST", url: "/api/message/send_file_message_to_server", payload: { tempCustomId: g } });
    expect(json.statusCode).toBe(415);
    const noGuest = await post({ clientId: cid() }, [{ name: "a.png", data: await image("png") }]);
    expect(noGuest.statusCode).toBe(422);
    expect((await history(`tempCustomId=${g}`)).total).toBe(0);
    expect(filesOnDisk()).toBe(before);
  });

  it("a retried image is stored once (no second row, no second file)", async () => {
    const g = await guestId(t);
    const clientId = cid();
    const data = await image("jpeg");
    const a = (await post({ tempCustomId: g, clientId }, [{ name: "a.jpg", data }])).json().data as ChatMessageDto;
    const files = filesOnDisk();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post({ tempCustomId: g, clientId }, [{ name: "a.jpg", data }])));
    for (const r of answers) expect(r.json().data).toEqual(a);
    expect(await rowsWith(clientId)).toBe(1);
    expect(filesOnDisk()).toBe(files);
  });

  it("is kept outside the public folder and served to the two parties only", async () => {
    const a = await guestId(t);
    const b = await guestId(t);
    const data = await image("png", 20, 20);
    const m = (await post({ tempCustomId: a, clientId: cid() }, [{ name: "a.png", data }])).json().data as ChatMessageDto;
    const id = m.ucMessageFiles[0].url.match(/file\/(\d+)/)![1];
    // on disk under STORAGE_DIR/uploads/chat, nowhere under the published site
    const stored = readdirSync(chatDir(), { recursive: true }).map(String);
    expect(stored.length).toBeGreaterThan(0);
    expect(existsSync(path.join(t.dataDir, "site", "uploads"))).toBe(false);
    const rel = stored.find((f) => /\.png$/.test(f))!;
    expect((await t.app.inject({ method: "GET", url: `/uploads/chat/${rel}` })).statusCode).toBe(404);
    // the guest itself; the agents
    expect((await t.app.inject({ method: "GET", url: `/api/message/file/${id}?tempCustomId=${a}` })).statusCode).toBe(200);
    expect((await t.call({ method: "GET", url: `/api/message/file/${id}`, cookie: agent })).statusCode).toBe(200);
    // another guest, a member, nobody
    expect((await t.app.inject({ method: "GET", url: `/api/message/file/${id}?tempCustomId=${b}` })).statusCode).toBe(403);
    expect((await t.call({ method: "GET", url: `/api/message/file/${id}`, cookie: member })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: `/api/message/file/${id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: `/api/message/file/999999?tempCustomId=${a}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/message/file/abc` })).statusCode).toBe(422);
    // a member's image: the member, never a guest
    const mm = (await upload("/api/message/send_file_message_to_server", multipart({ clientId: cid() }, [{ name: "m.png", data }]), member)).json().data as ChatMessageDto;
    expect(mm.ucMessageFiles[0].url).toMatch(/^\/api\/message\/file\/\d+$/);
    expect((await t.call({ method: "GET", url: mm.ucMessageFiles[0].url, cookie: member })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `${mm.ucMessageFiles[0].url}?tempCustomId=${a}` })).statusCode).toBe(403);
    expect(await convOf(mm.id)).not.toBe(m.conversationId);
  });
});

describe("util calls", () => {
  it("get_server_date_time and is_now_work_time", async () => {
    const before = Date.now();
    const time = (await t.call({ method: "GET", url: "/api/util/get_server_date_time" })).json();
    expect(time.code).toBe("success");
    expect(time.data.timestamp).toBeGreaterThanOrEqual(before);
    expect(new Date(time.data.time).getTime()).toBe(time.data.timestamp);
    const work = (await t.call({ method: "GET", url: "/api/util/is_now_work_time" })).json().data;
    expect(work).toMatchObject({ workTime: expect.any(Boolean), timeZone: "Asia/Shanghai" });
    expect(work.workTime ? work.nextStart === null : typeof work.nextStart === "string").toBe(true);
  });

  it("every chat call is in the OpenAPI document", async () => {
    const doc = (await t.call({ method: "GET", url: "/api/docs/json" })).json();
    for (const p of [
      "/api/guest/onlineService",
      "/api/guest/getOnlineServerMsgRecord",
      "/api/guest/getMessageList",
      "/api/ucMessage/readOnlineMessageByTime",
      "/api/ucMessage/getNoReadOnlineMsgList",
      "/api/util/get_server_date_time",
      "/api/util/is_now_work_time",
      "/api/message/send_file_message_to_server",
      "/api/message/file/{id}",
      "/api/service/conversations",
      "/api/service/conversations/{id}/reply",
      "/api/service/conversations/{id}/file",
      "/api/service/conversations/{id}/assign",
      "/api/service/conversations/{id}/close",
      "/api/service/conversations/{id}/read",
      "/api/service/quick_replies",
      "/api/service/quick_replies/{id}",
      "/api/service/work_hours",
    ]) {
      expect(doc.paths[p], p).toBeTruthy();
    }
  });
});

/** A WebP (a type chat does not take). */
async function sharp40webp(): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  return sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } }).webp().toBuffer();
}
