/**
 * MSW handlers for the <pw-chat-panel> stories: the chat calls of SPEC §7 as
 * the reference server answers them (common/chat/contract.ts DTOs in the envelope),
 * and a socket.io endpoint on a mocked WebSocket (msw `ws`), so that the
 * panel's realtime channel connects and registers as on a real page. Each
 * story picks the answers that put the panel in the state it shows.
 */
import { http, ws, type HttpHandler, type WebSocketHandler } from "msw";
import type { ChatMessageDto, ChatPageDto, ChatUnreadDto, WorkTimeDto } from "../common/chat/contract.js";
import { fail, ok, pending } from "./api-mocks.js";

/** Story time: messages are dated relative to the moment the story renders. */
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

/** A small picture (an SVG data URL) as a chat image. */
const PICTURE =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160" viewBox="0 0 240 160"><rect width="240" height="160" fill="#d8e4ec"/><circle cx="180" cy="45" r="22" fill="#f4c542"/><path d="M0 160 80 70l50 55 30-30 80 65z" fill="#5b7c8d"/></svg>',
  );

let nextId = 1000;
/** A chat message: `own` (sender flag 0, the reader) or the service's (1). */
export function chatMessage(content: string, own: boolean, secondsAgo: number, extra: Partial<ChatMessageDto> = {}): ChatMessageDto {
  return {
    id: ++nextId,
    conversationId: 7,
    clientId: own ? `story-${nextId}` : null,
    content,
    createTime: ago(secondsAgo),
    senderId: own ? "demo_member" : "demo_agent",
    senderFlag: own ? 0 : 1,
    readStatus: 1,
    ucMessageFiles: [],
    ...extra,
  };
}

/** A conversation of a member with customer service, oldest first (zh). */
export function conversation(): ChatMessageDto[] {
  return [
    chatMessage("您好，我想购买《内华达山脉》这组图片的商业使用授权，请问怎么办理？", true, 3 * 86400),
    chatMessage("您好！商业授权可以在图片详情页点击“下载”，按剩余额度扣除；超出额度请联系我们签订合同。", false, 3 * 86400 - 120),
    chatMessage("好的，我的额度还剩 6 张。", true, 2 * 3600),
    chatMessage("", false, 2 * 3600 - 60, {
      ucMessageFiles: [{ url: PICTURE, name: "quota.png", size: 2048, mime: "image/png", width: 240, height: 160 }],
    }),
    chatMessage("这是您账户的额度说明，请查看。", false, 2 * 3600 - 50),
    chatMessage("收到，谢谢！", true, 300),
  ];
}

/** GET guest/getOnlineServerMsgRecord: the newest `rows` of `list`, older pages by beforeId. */
export const history = (list: ChatMessageDto[]): HttpHandler =>
  http.get("*/api/guest/getOnlineServerMsgRecord", ({ request }) => {
    const q = new URL(request.url).searchParams;
    const rows = Number(q.get("rows") ?? 10);
    const before = q.get("beforeId");
    const after = q.get("afterId");
    if (after) return ok<ChatPageDto>({ list: list.filter((m) => m.id > Number(after)), total: list.length, hasMore: false });
    const older = before ? list.filter((m) => m.id < Number(before)) : list;
    const page = older.slice(-rows);
    return ok<ChatPageDto>({ list: page, total: list.length, hasMore: older.length > page.length });
  });

/** GET util/is_now_work_time. */
export const workTime = (w: WorkTimeDto): HttpHandler => http.get("*/api/util/is_now_work_time", () => ok(w));
export const IN_HOURS: WorkTimeDto = { workTime: true, nextStart: null, timeZone: "Asia/Shanghai" };
/** Out of hours: service resumes the next day at 09:00 Shanghai time (01:00 UTC). */
export function outOfHours(): WorkTimeDto {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 1);
  d.setUTCHours(1, 0, 0, 0);
  return { workTime: false, nextStart: d.toISOString(), timeZone: "Asia/Shanghai" };
}

/** GET ucMessage/getNoReadOnlineMsgList: `count` unread answers. */
export const unread = (count: number): HttpHandler =>
  http.get("*/api/ucMessage/getNoReadOnlineMsgList", () =>
    ok<ChatUnreadDto>({ list: Array.from({ length: count }, (_, i) => chatMessage(`答复 ${i + 1}`, false, 60 * (count - i), { readStatus: 0 })), count }),
  );

/** The calls every panel makes besides the history: a guest id, reads, sends (stored and answered as the server does). */
export const chatCalls = (): HttpHandler[] => [
  http.get("*/api/guest/tempCustomId", () => ok({ tempCustomId: "g_5f0c2a9e7b1d4c3a8e6f9b20.9c1e4a7b2d3f5e60" })),
  http.post("*/api/ucMessage/readOnlineMessageByTime", () => ok({ count: 0 })),
  http.post("*/api/guest/onlineService", async ({ request }) => {
    const body = (await request.json()) as { content: string; clientId: string };
    return ok(chatMessage(body.content, true, 0, { clientId: body.clientId, readStatus: 0 }));
  }),
  http.post("*/api/message/send_file_message_to_server", () =>
    ok(chatMessage("", true, 0, { readStatus: 0, ucMessageFiles: [{ url: PICTURE, name: "upload.png", size: 2048, mime: "image/png", width: 240, height: 160 }] })),
  ),
];

/** The history never answers: the loading state. */
export const historyPending = (): HttpHandler => http.get("*/api/guest/getOnlineServerMsgRecord", pending);
/** The history fails (server error): the error state with its retry button. */
export const historyFails = (): HttpHandler => http.get("*/api/guest/getOnlineServerMsgRecord", () => fail("server_error", "服务器内部错误", 500));

/**
 * socket.io on a mocked WebSocket (Engine.IO 4 / Socket.IO 5 framing): the
 * open packet, namespace connections, acks of register and refresh with
 * `{ code: "success" }`; `events` are sent as `refresh` on every namespace
 * the page connects to, `delayMs` after it registered.
 */
export function socketIo(events: unknown[] = [], delayMs = 800): WebSocketHandler {
  // msw matches socket.io URLs without their /socket.io/ path: every WebSocket of a story page is this one
  const link = ws.link("*");
  return link.addEventListener("connection", ({ client }) => {
    client.send(`0${JSON.stringify({ sid: "story", upgrades: [], pingInterval: 25000, pingTimeout: 60000, maxPayload: 1000000 })}`);
    client.addEventListener("message", (e) => {
      const data = String(e.data);
      const connect = /^40(\/[^,]*)?,?/.exec(data);
      if (connect && data.startsWith("40")) {
        const ns = connect[1] ?? "";
        client.send(`40${ns ? `${ns},` : ""}${JSON.stringify({ sid: `story${ns}` })}`);
        return;
      }
      const event = /^42(\/[^,]*),(\d+)\[("register"|"refresh")/.exec(data);
      if (event) {
        client.send(`43${event[1]},${event[2]}[{"code":"success"}]`);
        if (event[3] === '"register"') {
          for (const ev of events) setTimeout(() => client.send(`42${event[1]},${JSON.stringify(["refresh", ev])}`), delayMs);
        }
      }
    });
  });
}
