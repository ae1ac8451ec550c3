/**
 * widgets/service-console/service-console.props.ts (issue 10 "Agent
 * console"): attributes, what a guest and a non-agent see, the list's
 * entries (names, unread counts, waiting time), the thread's history/live
 * parts, and the working-hours messages at their fields — in zh and en.
 */
import { describe, expect, it, vi } from "vitest";
import type { ChatMessageDto, ConversationDto } from "../../common/chat/contract.js";
import { conversationItem, customerName, hoursMessage, hoursView, parseAttributes, serviceConsoleProps, threadView, type ConsoleContext } from "../../widgets/service-console/service-console.props.js";
import type { ConsoleState } from "../../widgets/service-console/service-console.store.js";
import type { ConsoleActions } from "../../widgets/service-console/ServiceConsole.js";
import { toForm } from "../../widgets/service-console/work-hours.rules.js";
import { DEFAULT_WORK_HOURS } from "../../common/chat/contract.js";

const T0 = Date.UTC(2026, 10, 25, 8, 0, 0);
const iso = (sec: number) => new Date(T0 + sec * 1000).toISOString();
const ctx = (lang: "zh" | "en"): ConsoleContext => ({ lang, now: T0 + 600_000, fileOrigin: "https://pw.example", loginHref: "/public_resource/public/html/login2.html?redirect=%2Fcn%2Fservice%2Fconsole.html" });
const on = new Proxy({}, { get: () => () => undefined }) as ConsoleActions;

const msg = (id: number, senderFlag: 0 | 1, extra: Partial<ChatMessageDto> = {}): ChatMessageDto => ({
  id,
  conversationId: 1,
  clientId: null,
  content: `m${id}`,
  createTime: iso(id),
  senderId: "x",
  senderFlag,
  readStatus: 0,
  ucMessageFiles: [],
  ...extra,
});
const conv = (extra: Partial<ConversationDto> = {}): ConversationDto => ({
  id: 1,
  customerId: "g_5f0c2a9e7b1d4c3a8e6f9b20.9c1e",
  customerName: null,
  guest: true,
  status: "open",
  assignedTo: null,
  unreadCount: 0,
  waitingSince: null,
  lastMessage: null,
  ...extra,
});

function state(patch: Partial<ConsoleState> = {}): ConsoleState {
  return {
    access: "agent",
    accessError: null,
    me: { code: "demo_agent", name: "演示客服" },
    agents: [
      { code: "demo_agent", name: "演示客服" },
      { code: "demo_agent2", name: "演示客服二" },
    ],
    filter: "open",
    list: { phase: "ready", items: [], total: 0, page: 1, loadingMore: false },
    selectedId: null,
    conversation: null,
    thread: { phase: "idle", messages: [], hasMore: false, loadingOlder: false, liveFrom: null, scrollSeq: 0 },
    drafts: {},
    caret: null,
    sending: false,
    image: null,
    alert: null,
    busy: null,
    quick: { phase: "ready", items: [], editingId: null, error: null, saving: false },
    hours: { open: false, phase: "idle", form: null, errors: [], submitted: false },
    realtime: "connected",
    toast: null,
    ...patch,
  };
}

describe("attributes", () => {
  it("parses filter and rows with defaults and warnings", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(parseAttributes({})).toEqual({ filter: "open", rows: 50 });
    expect(parseAttributes({ filter: "mine", rows: "20" })).toEqual({ filter: "mine", rows: 20 });
    expect(parseAttributes({ filter: "everything", rows: "1000" })).toEqual({ filter: "open", rows: 50 });
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe("who is here", () => {
  it("a guest gets the login link back here; a member without the role 'agents only'", () => {
    const g = serviceConsoleProps(ctx("zh"), state({ access: "guest" }), on);
    expect(g.gate).toMatchObject({ kind: "guest", title: "请先登录", link: { href: ctx("zh").loginHref, label: "登录客服账号" } });
    expect(g.thread).toBeNull();
    const f = serviceConsoleProps(ctx("en"), state({ access: "forbidden" }), on);
    expect(f.gate).toMatchObject({ kind: "forbidden", title: "Agents only", link: null });
    const e = serviceConsoleProps(ctx("en"), state({ access: "error", accessError: { code: "998", message: "" } }), on);
    expect(e.gate?.title).toBe("The agent console could not open: Network error, please try again later");
    expect(e.gate?.retryLabel).toBe("Try again");
    expect(serviceConsoleProps(ctx("en"), state(), on).gate).toBeNull();
  });

  it("says when the live connection is down", () => {
    expect(serviceConsoleProps(ctx("en"), state({ realtime: "disconnected" }), on).status).toMatch(/Reconnecting/);
    expect(serviceConsoleProps(ctx("en"), state({ realtime: "connected" }), on).status).toBe("");
  });
});

describe("the list's entries", () => {
  it("a waiting guest with unread messages", () => {
    const s = state();
    const zh = conversationItem(ctx("zh"), s, conv({ unreadCount: 3, waitingSince: iso(0), lastMessage: msg(5, 0, { content: "在吗？" }) }));
    expect(zh).toMatchObject({ name: "访客 5f0c2a", preview: "在吗？", unread: 3, unreadText: "3 条未读", waiting: "已等待 10 分钟", when: "", tags: ["未分配"] });
    const en = conversationItem(ctx("en"), s, conv({ unreadCount: 1, waitingSince: iso(0), lastMessage: msg(5, 0) }));
    expect(en).toMatchObject({ name: "Guest 5f0c2a", unreadText: "1 unread", waiting: "Waiting 10 minutes" });
  });

  it("an answered member's conversation shows when, who has it, and the service's last words", () => {
    const item = conversationItem(ctx("en"), state({ selectedId: 1 }), conv({ guest: false, customerId: "m1", customerName: "Ann", assignedTo: "demo_agent2", lastMessage: msg(540, 1, { content: "Done" }) }));
    expect(item).toMatchObject({ name: "Ann", preview: "Customer service: Done", waiting: "", when: "a minute ago", tags: ["With 演示客服二"], selected: true, unreadText: "" });
    expect(conversationItem(ctx("zh"), state(), conv({ lastMessage: msg(1, 0, { content: "", ucMessageFiles: [{ url: "/api/message/file/1", name: "a.png", size: 1, mime: "image/png", width: 1, height: 1 }] }) })).preview).toBe("[图片]");
    expect(conversationItem(ctx("zh"), state(), conv({ status: "closed" })).tags).toEqual(["已关闭"]);
  });

  it("names a member without a name by code", () => {
    expect(customerName("en", { customerName: null, customerId: "m42", guest: false })).toBe("m42");
  });
});

describe("the open conversation", () => {
  it("history and live parts, images from their URL, read marks", () => {
    const messages = [msg(1, 0), msg(2, 1, { readStatus: 1 }), msg(3, 0, { content: "", ucMessageFiles: [{ url: "/api/message/file/9", name: "a.png", size: 10, mime: "image/png", width: 20, height: 10 }] })];
    const t = threadView(ctx("zh"), state({ selectedId: 1, conversation: conv({ assignedTo: "demo_agent" }), thread: { phase: "ready", messages, hasMore: false, loadingOlder: false, liveFrom: 2, scrollSeq: 1 } }))!;
    expect(t.heading).toBe("访客 5f0c2a");
    expect(t.assignedLine).toBe("负责人：演示客服");
    expect(t.assignMeDisabled).toBe(true);
    expect(t.history.map((m) => m.key)).toEqual(["m:1", "m:2"]);
    expect(t.history[1]).toMatchObject({ service: true, who: "客服：", status: "已读" });
    expect(t.history[0]).toMatchObject({ service: false, who: "访客 5f0c2a：", status: "" });
    expect(t.live[0].image).toEqual({ src: "https://pw.example/api/message/file/9", alt: "图片", width: 20, height: 10 });
  });

  it("the alert under the reply box", () => {
    const base = { selectedId: 1, conversation: conv() };
    expect(threadView(ctx("zh"), state({ ...base, alert: "style_6" }))!.composer.alert).toBe("请输入消息内容");
    expect(threadView(ctx("en"), state({ ...base, alert: "too_long" }))!.composer.alert).toBe("The message is too long (at most 2000 characters)");
    expect(threadView(ctx("en"), state({ ...base, alert: "F_EXCEED_SIZE" }))!.composer.alert).toBe("Images can be at most 5 MB");
  });
});

describe("working-hours messages", () => {
  it("each problem at its field, and a summary", () => {
    const h = hoursView("en", {
      open: true,
      phase: "ready",
      form: toForm(DEFAULT_WORK_HOURS),
      errors: [
        { field: "timeZone", rule: "timeZone" },
        { field: "weekly.1.0", rule: "order" },
        { field: "weekly.2", rule: "overlap" },
      ],
      submitted: true,
    });
    expect(h.summary).toBe("Fix the 3 problems marked below, then save");
    expect(h.timeZone.error).toMatch(/IANA/);
    expect(h.days[0].ranges[0]).toMatchObject({ start: "09:00", end: "18:00", error: "The start must be before the end", startLabel: "Monday, range 1, start" });
    expect(h.days[1].error).toBe("The ranges of this day overlap");
    expect(h.days[5]).toMatchObject({ name: "Saturday", ranges: [] });
    expect(hoursMessage("zh", { field: "holidays.3", rule: "format" })).toBe("日期格式应为 YYYY-MM-DD 且是有效日期");
    expect(hoursMessage("zh", { field: "weekly.7", rule: "maxItems" })).toBe("每天最多 6 个时间段");
    expect(hoursMessage("en", { field: "weekly", rule: "type" })).toBe("This is not valid (type)");
  });
});
