/**
 * The chat store's deps on a page (chat.store.ts ChatDeps): the chat calls
 * of SPEC §7 through the api client (never redirecting a guest to the login
 * page), the image upload with its progress (core/upload.ts), the
 * realtime channels (core/realtime.ts), localforage (core/storage.ts), the
 * page's member (core/session.ts), the browser's online state, UUIDs (core/uuid.ts).
 *
 * Part of the lazy chunk: socket.io-client and localforage load with it.
 */
import { MESSAGE_TYPE_ONLINE_SERVICE, type ChatMessageDto, type ChatPageDto, type ChatReadDto, type ChatUnreadDto, type WorkTimeDto } from "../../common/chat/contract.js";
import type { Lang } from "../../common/i18n/index.js";
import type { Envelope } from "../../common/types.js";
import { call } from "../core/api.js";
import { openChannel } from "../core/realtime.js";
import { getMember, onMemberChange } from "../core/session.js";
import { storage } from "../core/storage.js";
import { uploadForm } from "../core/upload.js";
import { uuid } from "../core/uuid.js";
import { GUEST_CHAT_ID, OUTBOX_PENDING } from "./chat-panel.props.js";
import type { ChatApi, ChatDeps, ChatMember } from "./chat.store.js";

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
 * clientId, then `file`) by core/upload.ts (XMLHttpRequest, for the
 * upload's progress), time-out UPLOAD_TIMEOUT_MS (SPEC §9).
 * @param onProgress the fraction sent (0..1; 1 once the server answered)
 * @returns the stored message (SPEC §3 Chat message)
 * @throws ApiCallError (SPEC upload codes, "998", "timeout", "server_error")
 */
export async function upload(
  file: Blob,
  fields: { name: string; tempCustomId?: string; clientId: string },
  lang: Lang,
  onProgress: (fraction: number) => void,
): Promise<ChatMessageDto> {
  const form = new FormData();
  if (fields.tempCustomId) form.append("tempCustomId", fields.tempCustomId);
  form.append("clientId", fields.clientId);
  form.append("file", file, fields.name);
  const body = await uploadForm<ChatMessageDto>("message/send_file_message_to_server", form, {
    lang,
    onProgress: (loaded, total) => {
      if (total) onProgress(loaded / total);
    },
  });
  onProgress(1);
  return body.data as ChatMessageDto;
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
