/**
 * The console store's deps on a page (service-console.store.ts
 * ConsoleDeps): the agent calls of common/chat/contract.ts through the api client
 * (never redirecting: a guest sees the console's own message with a login
 * link), the realtime channel on /socket/work_place (core/realtime.ts,
 * loaded with socket.io-client only when the store opens it, i.e. once the
 * visitor is known to be an agent: a guest or a member without the role
 * never downloads it), UUIDs (core/uuid.ts), timers and the page's visibility.
 */
import type { AgentDto, ChatMessageDto, ChatPageDto, ChatReadDto, ConversationDto, ConversationListDto, QuickReplyDto, WorkHoursDto } from "../../common/chat/contract.js";
import type { Envelope } from "../../common/types.js";
import { call } from "../core/api.js";
import { uuid } from "../core/uuid.js";
import { CONSOLE_NAMESPACE } from "./service-console.rules.js";
import type { ConsoleApi, ConsoleChannel, ConsoleDeps } from "./service-console.store.js";

/** SPEC §9: upload time-out (ms), as core/upload.ts UPLOAD_TIMEOUT_MS (not imported: that module would become a chunk shared with the chat panel's). */
export const UPLOAD_TIMEOUT_MS = 120_000;

const data = async <T>(p: Promise<Envelope<T>>): Promise<T> => (await p).data as T;
const S = "service";

/** The agent calls (common/chat/contract.ts "Agents"). */
export const consoleApi: ConsoleApi = {
  me: (lang) => data(call<AgentDto>(`${S}/me`, { lang, noRedirect: true })),
  agents: (lang) => data(call<AgentDto[]>(`${S}/agents`, { lang, noRedirect: true })),
  conversations: (q, lang) => data(call<ConversationListDto>(`${S}/conversations`, { lang, noRedirect: true, query: { ...q } })),
  conversation: (id, lang) => data(call<ConversationDto>(`${S}/conversations/${id}`, { lang, noRedirect: true })),
  messages: (id, q, lang) => data(call<ChatPageDto>(`${S}/conversations/${id}/messages`, { lang, noRedirect: true, query: { ...q } })),
  reply: (id, body, lang) => data(call<ChatMessageDto>(`${S}/conversations/${id}/reply`, { method: "POST", lang, noRedirect: true, body })),
  replyFile(id, file, fields, lang) {
    const form = new FormData();
    form.append("clientId", fields.clientId);
    form.append("file", file, fields.name);
    return data(call<ChatMessageDto>(`${S}/conversations/${id}/file`, { method: "POST", lang, noRedirect: true, body: form, timeout: UPLOAD_TIMEOUT_MS }));
  },
  assign: (id, agentCode, lang) => data(call<ConversationDto>(`${S}/conversations/${id}/assign`, { method: "POST", lang, noRedirect: true, body: { agentCode } })),
  close: (id, lang) => data(call<ConversationDto>(`${S}/conversations/${id}/close`, { method: "POST", lang, noRedirect: true, body: {} })),
  read: (id, upToId, lang) => data(call<ChatReadDto>(`${S}/conversations/${id}/read`, { method: "POST", lang, noRedirect: true, body: { upToId } })),
  quickReplies: (lang) => data(call<QuickReplyDto[]>(`${S}/quick_replies`, { lang, noRedirect: true })),
  addQuickReply: (content, lang) => data(call<QuickReplyDto>(`${S}/quick_replies`, { method: "POST", lang, noRedirect: true, body: { content } })),
  updateQuickReply: (id, content, lang) => data(call<QuickReplyDto>(`${S}/quick_replies/${id}`, { method: "PUT", lang, noRedirect: true, body: { content } })),
  deleteQuickReply: async (id, lang) => {
    await call<null>(`${S}/quick_replies/${id}`, { method: "DELETE", lang, noRedirect: true });
  },
  workHours: (lang) => data(call<WorkHoursDto>(`${S}/work_hours`, { lang, noRedirect: true })),
  putWorkHours: (hours, lang) => data(call<WorkHoursDto>(`${S}/work_hours`, { method: "PUT", lang, noRedirect: true, body: hours })),
};

/**
 * A channel at once, whose real channel `open()` brings later (a module
 * still loading): calls and subscriptions are passed on when it is there;
 * an unsubscription or close() before that is kept. If it cannot load,
 * the status says "closed" (the console then says live messages are
 * unavailable).
 */
export function lazyChannel(open: () => Promise<ConsoleChannel>): ConsoleChannel {
  let closed = false;
  const ready = open().then(
    (ch) => {
      if (closed) ch.close();
      return ch;
    },
    () => null,
  );
  /** Subscribes on the real channel when it is there; the returned function unsubscribes, before or after. */
  const later = <F>(subscribe: (ch: ConsoleChannel, fn: F) => () => void, fallback?: (fn: F) => void) => (fn: F) => {
    let off: (() => void) | null = null;
    let gone = false;
    void ready.then((ch) => {
      if (gone) return;
      if (ch) off = subscribe(ch, fn);
      else fallback?.(fn);
    });
    return () => {
      gone = true;
      off?.();
    };
  };
  return {
    register: async (reg) => {
      const ch = await ready;
      return ch ? ch.register(reg) : { code: "unavailable" };
    },
    onRefresh: later<Parameters<ConsoleChannel["onRefresh"]>[0]>((ch, fn) => ch.onRefresh(fn)),
    onReconnect: later<Parameters<ConsoleChannel["onReconnect"]>[0]>((ch, fn) => ch.onReconnect(fn)),
    onStatus: later<Parameters<ConsoleChannel["onStatus"]>[0]>(
      (ch, fn) => ch.onStatus(fn),
      (fn) => fn("closed"),
    ),
    close() {
      closed = true;
      void ready.then((ch) => ch?.close());
    },
  };
}

/** The deps of a page. */
export function pageDeps(): ConsoleDeps {
  return {
    api: consoleApi,
    // socket.io-client comes with core/realtime.js, a chunk of its own
    channel: () => lazyChannel(() => import("../core/realtime.js").then((m) => m.openChannel(CONSOLE_NAMESPACE))),
    uuid,
    timers: { set: (fn, ms) => setTimeout(fn, ms), clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) },
    visibility: {
      visible: () => typeof document === "undefined" || document.visibilityState !== "hidden",
      subscribe(fn) {
        const on = () => fn(document.visibilityState !== "hidden");
        document.addEventListener("visibilitychange", on);
        return () => document.removeEventListener("visibilitychange", on);
      },
    },
  };
}
