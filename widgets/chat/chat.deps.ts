/**
 * The chat store's deps on a page (chat.store.ts ChatDeps): the chat calls
 * of SPEC §7 through the api client (never redirecting a guest to the login
 * page), the image upload by XMLHttpRequest (for its upload progress), the
 * realtime channels (core/realtime.ts), localforage (core/storage.ts), the
 * page's member (core/session.ts), the browser's online state, UUIDs.
 *
 * Part of the lazy chunk: socket.io-client and localforage load with it.
 */
import { MESSAGE_TYPE_ONLINE_SERVICE, type ChatMessageDto, type ChatPageDto, type ChatReadDto, type ChatUnreadDto, type WorkTimeDto } from "../../common/chat.js";
import { t as tCodes, type Lang } from "../../common/i18n/index.js";
import type { Envelope } from "../../common/types.js";
import { ApiCallError, call, clientConfig, requestIntegrity } from "../core/api.js";
import { openChannel } from "../core/realtime.js";
import { getMember, onMemberChange } from "../core/session.js";
import { storage } from "../core/storage.js";
import { GUEST_CHAT_ID, OUTBOX_PENDING } from "./chat-panel.props.js";
import type { ChatApi, ChatDeps, ChatMember } from "./chat.store.js";

/** SPEC §9: upload time-out. */
export const UPLOAD_TIMEOUT_MS = 120_000;

const data = async <T>(p: Promise<Envelope<T>>): Promise<T> => (await p).data as T;

/** The chat calls (SPEC §7). */
export const chatApi: ChatApi = {
  tempCustomId: async (lang) => (await data(call<{ tempCustomId: string }>("guest/tempCustomId", { lang, noRedirect: true }))).tempCustomId,
  history: (q, lang) => data(call<ChatPageDto>("guest/getOnlineServerMsgRecord", { lang, noRedirect: true, query: { ...q } })),
  workTime: (lang) => data(call<WorkTimeDto>("util/is_now_work_time", { lang, noRedirect: true })),
  markRead: (body, lang) => data(call<ChatReadDto>("ucMessage/readOnlineMessageByTime", { method: "POST", lang, noRedirect: true, body })),
  unread: (q, lang) =>
    data(call<ChatUnreadDto>("ucMessage/getNoReadOnlineMsgList", { lang, noRedirect: true, query: { type: MESSAGE_TYPE_ONLINE_SERVICE, readStatus: 0, ...q } })),
  send: (body, lang) => data(call<ChatMessageDto>("guest/onlineService", { method: "POST", lang, noRedirect: true, body })),
  sendFile: (file, fields, lang, onProgress) => upload(file, fields, lang, onProgress),
};

/**
 * POST message/send_file_message_to_server (multipart: tempCustomId,
 * clientId, then `file`) with XMLHttpRequest, reporting the upload's
 * progress; the same headers, envelope and error codes as core/api.ts.
 */
export async function upload(
  file: Blob,
  fields: { name: string; tempCustomId?: string; clientId: string },
  lang: Lang,
  onProgress: (fraction: number) => void,
): Promise<ChatMessageDto> {
  const cfg = clientConfig();
  const url = `${cfg.base}/message/send_file_message_to_server`;
  // SPEC §7 integrity envelope: the request is signed and a sealed answer opened (core/api.ts)
  const integrity = await requestIntegrity("POST", url);
  const form = new FormData();
  if (fields.tempCustomId) form.append("tempCustomId", fields.tempCustomId);
  form.append("clientId", fields.clientId);
  form.append("file", file, fields.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.responseType = "json";
    xhr.setRequestHeader("X-Lang", lang);
    xhr.setRequestHeader("X-Site-Code", cfg.siteCode);
    xhr.setRequestHeader("X-Site-Id", cfg.siteId);
    xhr.setRequestHeader("X-Requested-With", "XMLHttpRequest");
    xhr.setRequestHeader("Accept", "application/json");
    for (const [name, value] of Object.entries(integrity.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    const network = () => reject(new ApiCallError("998", tCodes(lang, "api_tools_1")));
    xhr.onerror = network;
    xhr.onabort = network;
    xhr.ontimeout = () => reject(new ApiCallError("timeout", tCodes(lang, "api_tools_1")));
    xhr.onload = () => {
      let body: Envelope<ChatMessageDto> | null;
      try {
        body = integrity.open(xhr.status, xhr.getResponseHeader("X-Pw-Signature"), xhr.response) as Envelope<ChatMessageDto> | null;
      } catch {
        body = null; // a sealed answer that fails the integrity check: a request failure
      }
      if (!body || typeof body !== "object" || typeof body.code !== "string") {
        // a proxy's error page, or nothing
        reject(new ApiCallError(xhr.status >= 500 ? "server_error" : "998", tCodes(lang, "api_tools_1")));
        return;
      }
      if (body.code === "success" || body.code === "000") {
        onProgress(1);
        resolve(body.data as ChatMessageDto);
      } else reject(new ApiCallError(body.code, body.msg ?? tCodes(lang, body.code), body));
    };
    xhr.send(form);
  });
}

/** A UUID v4: crypto.randomUUID where the page is a secure context, else from getRandomValues. */
export function uuid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const asChatMember = (m: { code: string; nature: number } | null): ChatMember | null => (m ? { code: m.code, nature: m.nature } : null);

/** The deps of a page. */
export function pageDeps(): ChatDeps {
  return {
    api: chatApi,
    channel: (ns) => openChannel(ns),
    storage: storage(),
    member: async (lang) => asChatMember(await getMember(lang)),
    onMemberChange: (fn) => onMemberChange((m) => fn(asChatMember(m))),
    online: {
      now: () => navigator.onLine,
      subscribe(fn) {
        const on = () => fn(true);
        const off = () => fn(false);
        window.addEventListener("online", on);
        window.addEventListener("offline", off);
        return () => {
          window.removeEventListener("online", on);
          window.removeEventListener("offline", off);
        };
      },
    },
    uuid,
    now: () => Date.now(),
    timers: { set: (fn, ms) => setTimeout(fn, ms), clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) },
    markGuestChat(id) {
      try {
        if (id) localStorage.setItem(GUEST_CHAT_ID, id);
        else localStorage.removeItem(GUEST_CHAT_ID);
      } catch {
        // storage blocked: the panel loads on first open only
      }
    },
    markOutbox(pending) {
      try {
        if (pending) localStorage.setItem(OUTBOX_PENDING, "1");
        else localStorage.removeItem(OUTBOX_PENDING);
      } catch {
        // storage blocked: the outbox is sent when the panel next loads
      }
    },
  };
}
