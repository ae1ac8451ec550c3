/**
 * The chat store's state → the panel's view props (DESIGN §2
 * `<feature>.props.ts`): pure, every string from the feature's catalogue
 * (and the codes: style_6, api_tools_1). Part of the lazy chunk.
 *
 * - the greeting depends on the work time (out of hours: when service
 *   resumes, in the reader's language and time zone) and goes after the
 *   history that the first open loaded;
 * - own messages (sender flag 0) and the service's (1) are told apart; own
 *   messages not acknowledged yet show "sending", "waiting to be sent" or
 *   "waiting for the network", an image's upload its progress;
 * - times are relative (seconds to years) with the full time as a title.
 */
import { CHAT_TEXT_MAX } from "../../common/chat/contract.js";
import { absoluteTimeOf, relativeTimeOf } from "../../common/chat/rules.js";
import { attr } from "../core/element.js";
import { formatSize } from "../../common/format.js";
import { isOwn, resumeTimeOf, timeline } from "./chat.rules.js";
import type { ChatState } from "./chat.store.js";
import type { ChatPanelViewProps, MessageView } from "./ChatPanel.js";
import { t, type Lang } from "./locale/index.js";

export const PLACEMENTS = ["fixed", "inline"] as const;

/**
 * The placement attribute: "fixed" (default) floats at the bottom corner of
 * the window, "inline" sits in the page's flow. The stylesheets read the
 * attribute itself; this only warns about a bad value (the lazy chunk does,
 * so that the element entry stays small).
 */
export function parsePlacement(raw: string | undefined): (typeof PLACEMENTS)[number] {
  return attr.enumeration("pw-chat-panel", "placement", raw, PLACEMENTS, "fixed");
}

export interface ChatPanelActions {
  close(): void;
  retry(): void;
  older(): void;
  send(text: string): Promise<boolean>;
  pick(files: File[]): void;
  sendImage(): Promise<boolean>;
  discardImage(): void;
  input(): void;
}

export interface ChatPanelContext {
  lang: Lang;
  /** the panel's id (the launcher's aria-controls) */
  panelId: string;
  /** ms since the epoch, for relative times */
  now: number;
  /** origin of the API (file URLs are site-relative to it) */
  fileOrigin: string;
  /** the reader's time zone (undefined: the browser's) */
  timeZone?: string;
}

/** The greeting for a work time (null while unknown: the open one). */
export function greetingOf(lang: Lang, s: Pick<ChatState, "workTime">, now: number, timeZone?: string): string {
  const w = s.workTime;
  if (!w || w.workTime) return t(lang, "greeting_open");
  const when = resumeTimeOf(w.nextStart, lang, now, timeZone);
  return when ? t(lang, "greeting_closed", { time: when }) : t(lang, "greeting_closed_unknown");
}

/** The view's props. */
export function chatPanelProps(c: ChatPanelContext, s: ChatState, on: ChatPanelActions): ChatPanelViewProps {
  const { lang } = c;
  const outOfHours = !!s.workTime && !s.workTime.workTime;
  const items: MessageView[] = timeline(s.messages, s.outbox).map((it) => {
    if (it.kind === "message") {
      const m = it.message;
      const own = isOwn(m);
      const file = m.ucMessageFiles[0];
      return {
        key: it.key,
        id: m.id,
        own,
        who: t(lang, "said", { who: t(lang, own ? "you" : "service") }),
        text: m.content,
        image: file ? { src: new URL(file.url, c.fileOrigin).href, alt: t(lang, "image"), width: file.width, height: file.height } : null,
        time: relativeTimeOf(m.createTime, c.now, lang),
        dateTime: m.createTime,
        title: absoluteTimeOf(m.createTime, lang, c.timeZone),
        status: own && m.readStatus === 1 ? t(lang, "read") : "",
        progress: null,
        progressLabel: "",
        pending: false,
      };
    }
    const o = it.item;
    const sending = s.sendingId === o.clientId;
    const iso = new Date(o.createdAt).toISOString();
    const percent = sending && s.progress !== null ? Math.round(s.progress * 100) : null;
    return {
      key: it.key,
      id: null,
      own: true,
      who: t(lang, "said", { who: t(lang, "you") }),
      text: o.content,
      image: o.kind === "image" && o.file ? { blob: o.file, alt: t(lang, "image_named", { name: o.name ?? "" }), width: null, height: null } : null,
      time: relativeTimeOf(iso, c.now, lang),
      dateTime: iso,
      title: absoluteTimeOf(iso, lang, c.timeZone),
      status: sending ? t(lang, "sending") : s.waiting ? t(lang, "waiting") : t(lang, "queued"),
      progress: o.kind === "image" && percent !== null ? percent / 100 : null,
      progressLabel: percent !== null ? t(lang, "uploading", { percent }) : "",
      pending: true,
    };
  });
  const greetingIndex = s.greetingAfter === null ? 0 : items.filter((i) => i.id !== null && i.id <= s.greetingAfter!).length;
  const status = s.waiting ? t(lang, "status_offline") : s.realtime === "connecting" || s.realtime === "disconnected" ? t(lang, "status_connecting") : "";
  return {
    panelId: c.panelId,
    s: {
      title: t(lang, "title"),
      close: t(lang, "close"),
      historyLabel: t(lang, "history_label"),
      loading: t(lang, "loading"),
      retry: t(lang, "retry"),
      older: t(lang, "older"),
      olderLoading: t(lang, "older_loading"),
      historyStart: t(lang, "history_start"),
      empty: t(lang, "empty"),
      inputLabel: t(lang, "input_label"),
      placeholder: t(lang, outOfHours ? "placeholder_closed" : "placeholder"),
      send: t(lang, "send"),
      pickImage: t(lang, "pick_image"),
      preview: t(lang, "preview"),
      sendImage: t(lang, "send_image"),
      removeImage: t(lang, "remove_image"),
    },
    open: s.open,
    phase: s.phase,
    errorText: s.phase === "error" ? t(lang, "load_failed") : "",
    errorDetail: s.phase === "error" ? s.error?.message || t(lang, "api_tools_1") : "",
    status,
    greeting: s.phase === "ready" ? greetingOf(lang, s, c.now, c.timeZone) : "",
    outOfHours,
    greetingIndex,
    items,
    empty: s.phase === "ready" && s.messages.length === 0,
    hasMore: s.hasMore,
    loadingOlder: s.loadingOlder,
    busy: s.loadingOlder || s.catchingUp,
    alert: s.alert ? t(lang, s.alert, { max: CHAT_TEXT_MAX }) : "",
    draft: s.draft
      ? { blob: s.draft.file, caption: t(lang, "preview_file", { name: s.draft.name, size: formatSize(s.draft.size) }), alt: t(lang, "image_named", { name: s.draft.name }) }
      : null,
    announcement: s.announcement ? { seq: s.announcement.seq, text: t(lang, s.announcement.key, s.announcement.vars) } : null,
    scrollSeq: s.scrollSeq,
    onClose: on.close,
    onRetry: on.retry,
    onOlder: on.older,
    onSend: on.send,
    onPick: on.pick,
    onSendImage: on.sendImage,
    onDiscardImage: on.discardImage,
    onInput: on.input,
  };
}
