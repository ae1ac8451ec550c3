/**
 * MSW handlers for the <pw-service-console> stories: the agent calls of
 * common/chat/contract.ts as the reference server answers them (server/src/routes/
 * service.ts, the envelope), over a small in-memory set of conversations,
 * so that replies, assignment, closing and quick replies change what the
 * next call answers, as on a real console. Realtime: socketIo() of
 * chat-mocks.ts (register acked; events sent as `refresh`).
 */
import { http, type HttpHandler } from "msw";
import type { AgentDto, ChatMessageDto, ConversationDto, QuickReplyDto, WorkHoursDto } from "../common/chat/contract.js";
import { DEFAULT_WORK_HOURS } from "../common/chat/contract.js";
import { fail, ok, pending } from "./api-mocks.js";

export const AGENT: AgentDto = { code: "demo_agent", name: "客服小周" };
export const AGENT2: AgentDto = { code: "demo_agent2", name: "Service Lin" };

/** Story time: dated relative to the moment the story renders. */
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

/** A small picture (an SVG data URL) as a chat image. */
const PICTURE =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160" viewBox="0 0 240 160"><rect width="240" height="160" fill="#d8e4ec"/><circle cx="180" cy="45" r="22" fill="#f4c542"/><path d="M0 160 80 70l50 55 30-30 80 65z" fill="#5b7c8d"/></svg>',
  );

let nextId = 5000;
/** A message of conversation `conversationId`: the reader's (0) or the service's (1). */
export function message(conversationId: number, content: string, senderFlag: 0 | 1, secondsAgo: number, extra: Partial<ChatMessageDto> = {}): ChatMessageDto {
  return {
    id: ++nextId,
    conversationId,
    clientId: null,
    content,
    createTime: ago(secondsAgo),
    senderId: senderFlag ? AGENT.code : `reader${conversationId}`,
    senderFlag,
    readStatus: senderFlag ? 1 : 0,
    ucMessageFiles: [],
    ...extra,
  };
}

interface Conv {
  dto: Omit<ConversationDto, "unreadCount" | "waitingSince" | "lastMessage">;
  messages: ChatMessageDto[];
}

/** The conversations of a console (zh): a guest waiting with two questions, a member answered, one assigned to the other agent, one closed. */
export function demoConversations(): Conv[] {
  return [
    {
      dto: { id: 11, customerId: "g_5f0c2a9e7b1d4c3a8e6f9b20.9c1e4a7b2d3f5e60", customerName: null, guest: true, status: "open", assignedTo: null },
      messages: [message(11, "您好，请问《移民母亲》这张照片可以商用吗？", 0, 420), message(11, "", 0, 400, { ucMessageFiles: [{ url: PICTURE, name: "截图.png", size: 2048, mime: "image/png", width: 240, height: 160 }] })],
    },
    {
      dto: { id: 12, customerId: "demo_member", customerName: "演示会员", guest: false, status: "open", assignedTo: AGENT.code },
      messages: [
        message(12, "我的下载额度什么时候刷新？", 0, 3 * 3600, { readStatus: 1 }),
        message(12, "您好，额度每月 1 日刷新。", 1, 3 * 3600 - 90),
        message(12, "好的，谢谢！", 0, 3 * 3600 - 60, { readStatus: 1 }),
        message(12, "不客气，祝您使用愉快。", 1, 3 * 3600 - 30),
      ],
    },
    {
      dto: { id: 13, customerId: "g_77aa01c3d4e5f60718293a4b.00ff", customerName: null, guest: true, status: "open", assignedTo: AGENT2.code },
      messages: [message(13, "Hello, do you have the Muybridge horse series in high resolution?", 0, 65)],
    },
    {
      dto: { id: 14, customerId: "demo_contributor", customerName: "演示投稿人", guest: false, status: "closed", assignedTo: AGENT.code },
      messages: [message(14, "投稿被退回了，原因是什么？", 0, 2 * 86400), message(14, "图片缺少拍摄日期，补充后可重新提交。", 1, 2 * 86400 - 600)],
    },
  ];
}

/** A conversation as the server lists it (unread count, waiting time, last message from its messages). */
function dtoOf(c: Conv): ConversationDto {
  const lastService = Math.max(0, ...c.messages.filter((m) => m.senderFlag === 1).map((m) => m.id));
  const waiting = c.messages.find((m) => m.senderFlag === 0 && m.id > lastService);
  return {
    ...c.dto,
    unreadCount: c.messages.filter((m) => m.senderFlag === 0 && m.readStatus === 0).length,
    waitingSince: waiting ? waiting.createTime : null,
    lastMessage: c.messages[c.messages.length - 1] ?? null,
  };
}

/** Every agent call over `convs` (changed by the calls, as the server's database would be). */
export function agentCalls(convs: Conv[], opts: { quick?: QuickReplyDto[]; hours?: WorkHoursDto } = {}): HttpHandler[] {
  let quick = [...(opts.quick ?? [])];
  let hours = opts.hours ?? DEFAULT_WORK_HOURS;
  let nextQuick = 100;
  const find = (id: unknown) => convs.find((c) => c.dto.id === Number(id));
  return [
    http.get("*/api/service/me", () => ok(AGENT)),
    http.get("*/api/service/agents", () => ok([AGENT, AGENT2])),
    http.get("*/api/service/conversations", ({ request }) => {
      const q = new URL(request.url).searchParams;
      const status = q.get("status") ?? "open";
      const assigned = q.get("assigned");
      const list = convs
        .map(dtoOf)
        .filter((c) => status === "all" || c.status === status)
        .filter((c) => (assigned === "me" ? c.assignedTo === AGENT.code : assigned === "none" ? c.assignedTo === null : true));
      return ok({ list, total: list.length });
    }),
    http.get("*/api/service/conversations/:id", ({ params }) => {
      const c = find(params.id);
      return c ? ok(dtoOf(c)) : fail("not_found", "请求的资源不存在", 404);
    }),
    http.get("*/api/service/conversations/:id/messages", ({ params, request }) => {
      const c = find(params.id);
      if (!c) return fail("not_found", "请求的资源不存在", 404);
      const q = new URL(request.url).searchParams;
      const rows = Number(q.get("rows") ?? 10);
      const before = q.get("beforeId");
      const after = q.get("afterId");
      if (after) {
        const list = c.messages.filter((m) => m.id > Number(after));
        return ok({ list, total: c.messages.length, hasMore: false });
      }
      const older = before ? c.messages.filter((m) => m.id < Number(before)) : c.messages;
      const page = older.slice(-rows);
      return ok({ list: page, total: c.messages.length, hasMore: older.length > page.length });
    }),
    http.post("*/api/service/conversations/:id/read", ({ params }) => {
      const c = find(params.id);
      let count = 0;
      for (const m of c?.messages ?? []) if (m.senderFlag === 0 && m.readStatus === 0) (m.readStatus = 1), count++;
      return ok({ count });
    }),
    http.post("*/api/service/conversations/:id/reply", async ({ params, request }) => {
      const c = find(params.id)!;
      const body = (await request.json()) as { content: string; clientId?: string };
      const m = message(c.dto.id, body.content, 1, 0, { clientId: body.clientId ?? null, readStatus: 0 });
      c.messages.push(m);
      c.dto.status = "open";
      c.dto.assignedTo ??= AGENT.code;
      return ok(m);
    }),
    http.post("*/api/service/conversations/:id/file", ({ params }) => {
      const c = find(params.id)!;
      const m = message(c.dto.id, "", 1, 0, { readStatus: 0, ucMessageFiles: [{ url: PICTURE, name: "answer.png", size: 2048, mime: "image/png", width: 240, height: 160 }] });
      c.messages.push(m);
      return ok(m);
    }),
    http.post("*/api/service/conversations/:id/assign", async ({ params, request }) => {
      const c = find(params.id)!;
      c.dto.assignedTo = ((await request.json()) as { agentCode: string | null }).agentCode;
      return ok(dtoOf(c));
    }),
    http.post("*/api/service/conversations/:id/close", ({ params }) => {
      const c = find(params.id)!;
      c.dto.status = "closed";
      return ok(dtoOf(c));
    }),
    http.get("*/api/service/quick_replies", () => ok(quick)),
    http.post("*/api/service/quick_replies", async ({ request }) => {
      const q = { id: nextQuick++, content: ((await request.json()) as { content: string }).content };
      quick = [...quick, q];
      return ok(q);
    }),
    http.put("*/api/service/quick_replies/:id", async ({ params, request }) => {
      const q = { id: Number(params.id), content: ((await request.json()) as { content: string }).content };
      quick = quick.map((x) => (x.id === q.id ? q : x));
      return ok(q);
    }),
    http.delete("*/api/service/quick_replies/:id", ({ params }) => {
      quick = quick.filter((x) => x.id !== Number(params.id));
      return ok(null);
    }),
    http.get("*/api/service/work_hours", () => ok(hours)),
    http.put("*/api/service/work_hours", async ({ request }) => {
      hours = (await request.json()) as WorkHoursDto;
      return ok(hours);
    }),
  ];
}

/** Quick replies of a console (zh). */
export const QUICK: QuickReplyDto[] = [
  { id: 1, content: "您好，请问有什么可以帮您？" },
  { id: 2, content: "请稍候，正在为您查询。" },
  { id: 3, content: "商业授权请在图片详情页点击“下载”，按剩余额度扣除。" },
];

/** GET service/me: a guest (access_denied, 401) or a member without the agent role (forbidden, 403). */
export const meAs = (who: "guest" | "member"): HttpHandler =>
  http.get("*/api/service/me", () => (who === "guest" ? fail("access_denied", "请先登录", 401) : fail("forbidden", "无权执行此操作", 403)));
/** The list never answers. */
export const listPending = (): HttpHandler => http.get("*/api/service/conversations", pending);
/** The list fails (server error). */
export const listFails = (): HttpHandler => http.get("*/api/service/conversations", () => fail("server_error", "服务器内部错误", 500));
