/**
 * widgets/chat/chat-panel.props.ts (the launcher, in the element entry) and
 * chat.props.ts (the panel, in the lazy chunk): attributes and state → view
 * props, in zh and en (issue 10).
 */
import { describe, expect, it, vi } from "vitest";
import type { ChatMessageDto } from "../../common/chat/contract.js";
import { badgeText, launcherProps, parseAttributes } from "../../widgets/chat/chat-panel.props.js";
import { chatPanelProps, greetingOf, parsePlacement } from "../../widgets/chat/chat.props.js";
import type { ChatState } from "../../widgets/chat/chat.store.js";

const NOW = Date.parse("2026-11-25T08:00:00Z");
const base: ChatState = {
  open: true,
  phase: "ready",
  error: null,
  member: null,
  messages: [],
  outbox: [],
  sendingId: null,
  progress: null,
  waiting: false,
  realtime: "connected",
  hasMore: false,
  loadingOlder: false,
  catchingUp: false,
  workTime: { workTime: true, nextStart: null, timeZone: "Asia/Shanghai" },
  greetingAfter: null,
  unread: 0,
  alert: null,
  draft: null,
  announcement: null,
  toast: null,
  scrollSeq: 0,
};
const msg = (id: number, over: Partial<ChatMessageDto> = {}): ChatMessageDto => ({
  id,
  conversationId: 1,
  clientId: null,
  content: `m${id}`,
  createTime: new Date(NOW - 120_000).toISOString(),
  senderId: "x",
  senderFlag: 0,
  readStatus: 0,
  ucMessageFiles: [],
  ...over,
});
const on = { close: vi.fn(), retry: vi.fn(), older: vi.fn(), send: vi.fn(async () => true), pick: vi.fn(), sendImage: vi.fn(), discardImage: vi.fn(), input: vi.fn() };
const ctx = (lang: "zh" | "en") => ({ lang, panelId: "panel", now: NOW, fileOrigin: "https://photowire.example", timeZone: "Asia/Shanghai" });

describe("launcher props (element entry)", () => {
  it("text, the unread count for screen readers, badge capped at 99+, hidden while open", () => {
    const p = launcherProps("zh", { open: false, unread: 3, loading: false }, () => {});
    expect([p.text, p.unreadText, p.badge, p.expanded]).toEqual(["在线客服", "（3 条未读消息）", "3", false]);
    expect(launcherProps("en", { open: false, unread: 0, loading: false }, () => {}).unreadText).toBe("");
    const many = launcherProps("en", { open: false, unread: 120, loading: false }, () => {});
    expect([many.badge, many.unreadText]).toEqual(["99+", " (120 unread)"]);
    const open = launcherProps("en", { open: true, unread: 5, loading: true }, () => {});
    expect([open.badge, open.unreadText, open.expanded, open.busy]).toEqual(["", "", true, true]);
    expect([badgeText(0), badgeText(-1), badgeText(1), badgeText(99), badgeText(100)]).toEqual(["", "", "1", "99", "99+"]);
  });

  it("attributes: open (bare = true), placement (a bad value warns and falls back)", () => {
    expect(parseAttributes({})).toEqual({ open: false });
    expect(parseAttributes({ open: "" })).toEqual({ open: true });
    expect(parseAttributes({ open: "false" })).toEqual({ open: false });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(parsePlacement("inline")).toBe("inline");
    expect(parsePlacement(undefined)).toBe("fixed");
    expect(parsePlacement("sideways")).toBe("fixed");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[photowire] <pw-chat-panel> placement="sideways"'));
    warn.mockRestore();
  });
});

describe("panel props (lazy chunk)", () => {
  it("the greeting: in hours; out of hours with when service resumes in the reader's language; unknown next opening", () => {
    expect(greetingOf("zh", base, NOW)).toBe("您好，欢迎咨询在线客服，请问有什么可以帮您？");
    const closed = { workTime: { workTime: false, nextStart: "2026-11-30T01:00:00.000Z", timeZone: "Asia/Shanghai" } };
    expect(greetingOf("zh", closed, NOW, "Asia/Shanghai")).toBe("您好，现在是非工作时间，客服将于 11月30日星期一 09:00 恢复服务。请留言，我们会尽快回复您。");
    expect(greetingOf("en", closed, NOW, "Asia/Shanghai")).toContain("service resumes on Monday 30 November at 09:00. Leave us a message");
    expect(greetingOf("en", { workTime: { ...closed.workTime, nextStart: null } }, NOW)).toBe(
      "Hello! We are outside working hours. Leave us a message and we will answer during working hours.",
    );
    const p = chatPanelProps(ctx("en"), { ...base, workTime: closed.workTime }, on);
    expect(p.outOfHours).toBe(true);
    expect(p.s.placeholder).toBe("Leave a message. Enter sends, Shift+Enter starts a new line");
  });

  it("messages: own and service sides, relative times with the full time, read marks, images on the API's origin; the greeting after the first history", () => {
    const s: ChatState = {
      ...base,
      messages: [
        msg(1),
        msg(2, { senderFlag: 1, ucMessageFiles: [{ url: "/api/message/file/9?tempCustomId=g_x", name: "a.png", size: 1, mime: "image/png", width: 10, height: 20 }], content: "" }),
        msg(3, { readStatus: 1 }),
      ],
      greetingAfter: 2,
    };
    const p = chatPanelProps(ctx("zh"), s, on);
    expect(p.items.map((i) => [i.own, i.who, i.time, i.status])).toEqual([
      [true, "我：", "2 分钟前", ""],
      [false, "客服：", "2 分钟前", ""],
      [true, "我：", "2 分钟前", "已读"],
    ]);
    expect(p.items[1].image).toEqual({ src: "https://photowire.example/api/message/file/9?tempCustomId=g_x", alt: "图片", width: 10, height: 20 });
    expect(p.items[0].title).toBe("2026年11月25日 15:58");
    expect(p.greetingIndex).toBe(2);
    expect(p.empty).toBe(false);
    expect(chatPanelProps(ctx("zh"), { ...base }, on).empty).toBe(true);
  });

  it("own messages not acknowledged: sending (with an image's progress), waiting for the ones before, waiting for the network", () => {
    const outbox = [
      { clientId: "a-0000001", seq: 1, kind: "image" as const, content: "", file: new Blob(["x"]), name: "p.png", size: 1, mime: "image/png", createdAt: NOW, attempts: 0 },
      { clientId: "b-0000002", seq: 2, kind: "text" as const, content: "hi", createdAt: NOW, attempts: 0 },
    ];
    const sending = chatPanelProps(ctx("en"), { ...base, outbox, sendingId: "a-0000001", progress: 0.42 }, on);
    expect(sending.items.map((i) => [i.pending, i.status, i.progress, i.progressLabel])).toEqual([
      [true, "Sending…", 0.42, "Uploading 42%"],
      [true, "Waiting to be sent", null, ""],
    ]);
    expect(sending.items[0].image?.alt).toBe("Image: p.png");
    const offline = chatPanelProps(ctx("en"), { ...base, outbox, waiting: true }, on);
    expect(offline.items.map((i) => i.status)).toEqual(["Waiting for the network; it will be sent automatically", "Waiting for the network; it will be sent automatically"]);
    expect(offline.status).toBe("You are offline; messages will be sent when you are back");
    expect(chatPanelProps(ctx("zh"), { ...base, realtime: "disconnected" }, on).status).toBe("正在连接…");
  });

  it("the conversation is busy while older messages or the ones missed during a disconnection are read", () => {
    expect(chatPanelProps(ctx("en"), { ...base }, on).busy).toBe(false);
    expect(chatPanelProps(ctx("en"), { ...base, loadingOlder: true }, on).busy).toBe(true);
    expect(chatPanelProps(ctx("en"), { ...base, catchingUp: true }, on).busy).toBe(true);
  });

  it("alerts from the codes and the feature: style_6, too long, upload refusals; errors; announcements; the draft's size", () => {
    expect(chatPanelProps(ctx("zh"), { ...base, alert: "style_6" }, on).alert).toBe("请输入消息内容");
    expect(chatPanelProps(ctx("en"), { ...base, alert: "style_6" }, on).alert).toBe("Please enter a message");
    expect(chatPanelProps(ctx("en"), { ...base, alert: "chat_too_long" }, on).alert).toBe("The message is too long (at most 2000 characters)");
    expect(chatPanelProps(ctx("zh"), { ...base, alert: "F_EXCEED_SIZE" }, on).alert).toBe("图片不能超过 5 MB");
    expect(chatPanelProps(ctx("en"), { ...base, alert: "Q_TYPE_DENIED" }, on).alert).toBe("Only gif, jpg, jpeg, bmp and png images can be sent");
    const err = chatPanelProps(ctx("zh"), { ...base, phase: "error", error: { code: "998", message: "" } }, on);
    expect([err.errorText, err.errorDetail, err.greeting]).toEqual(["聊天记录加载失败", "网络异常，请稍后重试", ""]);
    expect(chatPanelProps(ctx("en"), { ...base, announcement: { seq: 3, key: "announce_text", vars: { text: "Hi" } } }, on).announcement).toEqual({ seq: 3, text: "Customer service: Hi" });
    expect(chatPanelProps(ctx("en"), { ...base, announcement: { seq: 4, key: "announce_many", vars: { count: 1 } } }, on).announcement?.text).toBe("Customer service sent 1 new message");
    const d = chatPanelProps(ctx("en"), { ...base, draft: { file: new Blob(["x"]), name: "cat.gif", size: 1536, mime: "image/gif" } }, on).draft;
    expect([d?.caption, d?.alt]).toEqual(["cat.gif, 1.5 KB", "Image: cat.gif"]);
  });
});
