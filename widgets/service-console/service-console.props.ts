/**
 * Attributes + the console store's state → the view's props (DESIGN §2
 * `<feature>.props.ts`): pure, every string from the feature's catalogue
 * (and the codes: style_6, api_tools_1).
 *
 * - who is here: a guest gets the login link (back to this page), a member
 *   without the agent role "agents only", a failed check a retry;
 * - the list: each conversation's name (a guest by the start of its id),
 *   last message, unread count, waiting time (relative, from `now`) or the
 *   last message's time, and tags (closed, assigned to, unassigned);
 * - the open conversation: heading, status, assignment, the history and
 *   the live part (service-console.rules.ts splitThread), the reply box;
 * - the working-hours form with each problem's message at its field.
 */
import {
  CHAT_TEXT_MAX,
  QUICK_REPLY_MAX,
  type ChatMessageDto,
  type ConversationDto,
} from "../../common/chat/contract.js";
import { absoluteTimeOf, relativeTimeOf } from "../../common/chat/rules.js";
import { formatSize } from "../../common/format.js";
import { attr } from "../core/element.js";
import type { ConsoleState } from "./service-console.store.js";
import {
  FILTERS,
  fromService,
  guestTag,
  splitThread,
  waitingTimeOf,
  type Filter,
} from "./service-console.rules.js";
import type { ConsoleActions, ConversationItemView, MessageView, ServiceConsoleViewProps, ThreadView } from "./ServiceConsoleView.js";
import type { HoursView } from "./ServiceConsoleWorkHours.js";
import { DAYS, MAX_HOLIDAYS, MAX_RANGES_A_DAY, type FieldError } from "./work-hours.rules.js";
import { t, type Lang } from "./locale/index.js";

export const TAG = "pw-service-console";
export const ATTRIBUTES = ["filter", "rows"] as const;
export type ConsoleAttribute = (typeof ATTRIBUTES)[number];

/** The parsed attributes. */
export interface ConsoleAttributes {
  /** the filter shown first */
  filter: Filter;
  /** conversations a page of the list (1–100) */
  rows: number;
}

/** Parses the raw attributes (undefined when absent); a bad value logs `[photowire] …` and falls back. */
export function parseAttributes(raw: Partial<Record<ConsoleAttribute, string>>): ConsoleAttributes {
  return {
    filter: attr.enumeration(TAG, "filter", raw.filter, FILTERS, "open"),
    rows: Math.trunc(attr.number(TAG, "rows", raw.rows, 50, 1, 100)),
  };
}

/** What the props need besides the state. */
export interface ConsoleContext {
  lang: Lang;
  /** ms since the epoch, for relative times */
  now: number;
  /** origin of the API (file URLs are site-relative to it) */
  fileOrigin: string;
  /** the login page, coming back here */
  loginHref: string;
}

/** A conversation's reader as the agent sees them: the member's name, or "访客 5f0c2a". */
export function customerName(lang: Lang, c: Pick<ConversationDto, "customerName" | "customerId" | "guest">): string {
  if (c.customerName) return c.customerName;
  if (c.guest) return t(lang, "guest_name", { tag: guestTag(c.customerId) });
  return c.customerId;
}

/** An agent's name by code (the code when unknown). */
const agentName = (s: Pick<ConsoleState, "agents" | "me">, code: string) => s.agents.find((a) => a.code === code)?.name ?? (s.me?.code === code ? s.me.name : code);

/** The list's preview of the last message. */
function previewOf(lang: Lang, m: ChatMessageDto | null): string {
  if (!m) return t(lang, "last_none");
  const body = m.content || (m.ucMessageFiles.length ? t(lang, "last_image") : "");
  return fromService(m) ? `${t(lang, "said", { who: t(lang, "service") })}${body}` : body;
}

/** One conversation of the list. */
export function conversationItem(c: ConsoleContext, s: Pick<ConsoleState, "agents" | "me" | "selectedId">, x: ConversationDto): ConversationItemView {
  const { lang, now } = c;
  const waiting = x.waitingSince ? waitingTimeOf(x.waitingSince, now, lang) : "";
  const at = x.waitingSince ?? x.lastMessage?.createTime ?? "";
  const tags: string[] = [];
  if (x.status === "closed") tags.push(t(lang, "tag_closed"));
  if (x.assignedTo) tags.push(t(lang, "tag_assigned", { name: agentName(s, x.assignedTo) }));
  else if (x.status === "open") tags.push(t(lang, "tag_unassigned"));
  return {
    id: x.id,
    name: customerName(lang, x),
    preview: previewOf(lang, x.lastMessage),
    unread: x.unreadCount,
    unreadText: x.unreadCount > 0 ? t(lang, "unread_count", { count: x.unreadCount }) : "",
    waiting: waiting ? t(lang, "waiting", { time: waiting }) : "",
    when: !waiting && x.lastMessage ? t(lang, "last_at", { time: relativeTimeOf(x.lastMessage.createTime, now, lang) }) : "",
    dateTime: at,
    title: at ? absoluteTimeOf(at, lang) : "",
    tags,
    selected: s.selectedId === x.id,
  };
}

/** One message of the open conversation. */
export function messageView(c: ConsoleContext, reader: string, m: ChatMessageDto): MessageView {
  const { lang } = c;
  const service = fromService(m);
  const file = m.ucMessageFiles[0];
  return {
    key: `m:${m.id}`,
    service,
    who: t(lang, "said", { who: service ? t(lang, "service") : reader }),
    text: m.content,
    image: file ? { src: new URL(file.url, c.fileOrigin).href, alt: t(lang, "image"), width: file.width, height: file.height } : null,
    time: relativeTimeOf(m.createTime, c.now, lang),
    dateTime: m.createTime,
    title: absoluteTimeOf(m.createTime, lang),
    status: service && m.readStatus === 1 ? t(lang, "read") : "",
  };
}

/** The message of a working-hours problem. */
export function hoursMessage(lang: Lang, e: FieldError): string {
  if (e.field === "timeZone") return t(lang, "wh_timeZone");
  if (e.field === "holidays" && e.rule === "maxItems") return t(lang, "wh_maxItems_holidays", { max: MAX_HOLIDAYS });
  if (e.field.startsWith("holidays.") && e.rule === "format") return t(lang, "wh_holiday_format");
  if (/^weekly\.\d$/.test(e.field) && e.rule === "overlap") return t(lang, "wh_overlap");
  if (/^weekly\.\d$/.test(e.field) && e.rule === "maxItems") return t(lang, "wh_maxItems_day", { max: MAX_RANGES_A_DAY });
  if (/^weekly\.\d\.\d+$/.test(e.field) && (e.rule === "format" || e.rule === "order")) return t(lang, `wh_${e.rule}`);
  return t(lang, "wh_other", { rule: e.rule });
}

/** The working-hours dialog. */
export function hoursView(lang: Lang, h: ConsoleState["hours"]): HoursView {
  const at = (field: string) =>
    h.errors
      .filter((e) => e.field === field)
      .map((e) => hoursMessage(lang, e))
      .join(" ");
  const form = h.form;
  return {
    open: h.open,
    phase: h.phase,
    summary: h.errors.length ? t(lang, "hours_invalid", { count: h.errors.length }) : "",
    timeZone: { value: form?.timeZone ?? "", error: at("timeZone") },
    days: DAYS.map((day) => {
      const name = t(lang, `weekday_${day}`);
      return {
        day,
        name,
        error: at(`weekly.${day}`),
        addLabel: t(lang, "add_range_label", { day: name }),
        ranges: (form?.weekly[day] ?? []).map((r, i) => ({
          ...r,
          error: at(`weekly.${day}.${i}`),
          startLabel: t(lang, "range_start", { day: name, n: i + 1 }),
          endLabel: t(lang, "range_end", { day: name, n: i + 1 }),
          removeLabel: t(lang, "remove_range_label", { day: name, n: i + 1 }),
        })),
      };
    }),
    holidays: (form?.holidays ?? []).map((date, i) => ({ date, error: at(`holidays.${i}`), removeLabel: t(lang, "remove_holiday_label", { date }) })),
    holidaysError: at("holidays"),
    s: {
      title: t(lang, "hours_title"),
      intro: t(lang, "hours_intro"),
      loading: t(lang, "hours_loading"),
      failed: t(lang, "hours_error"),
      timeZone: t(lang, "time_zone"),
      weekly: t(lang, "weekly"),
      hint: t(lang, "time_hint"),
      dayOff: t(lang, "day_off"),
      to: t(lang, "range_to"),
      addRange: t(lang, "add_range"),
      removeRange: t(lang, "remove_range"),
      holidays: t(lang, "holidays"),
      holidayNew: t(lang, "holiday_new"),
      addHoliday: t(lang, "add_holiday"),
      noHolidays: t(lang, "no_holidays"),
      save: t(lang, "save"),
      saving: t(lang, "saving"),
      cancel: t(lang, "cancel"),
    },
  };
}

/** The alert under the reply box or a quick reply's box. */
function alertText(lang: Lang, key: string | null): string {
  if (!key) return "";
  if (key === "too_long") return t(lang, "too_long", { max: CHAT_TEXT_MAX });
  if (key === "quick_too_long") return t(lang, "quick_too_long", { max: QUICK_REPLY_MAX });
  return t(lang, key);
}

/** The open conversation. */
export function threadView(c: ConsoleContext, s: ConsoleState): ThreadView | null {
  const { lang } = c;
  const id = s.selectedId;
  if (id === null) return null;
  const conv = s.conversation;
  const reader = conv ? customerName(lang, conv) : "";
  const { history, live } = splitThread(s.thread.messages, s.thread.liveFrom);
  const img = s.image;
  return {
    id,
    heading: reader || `#${id}`,
    statusLine: t(lang, conv?.status === "closed" ? "status_closed" : "status_open"),
    assignedLine: conv?.assignedTo ? t(lang, "assigned_info", { name: agentName(s, conv.assignedTo) }) : t(lang, "assigned_nobody"),
    closed: conv?.status === "closed",
    label: t(lang, "thread_label", { name: reader || `#${id}` }),
    phase: s.thread.phase,
    history: history.map((m) => messageView(c, reader, m)),
    live: live.map((m) => messageView(c, reader, m)),
    empty: s.thread.phase === "ready" && s.thread.messages.length === 0,
    hasMore: s.thread.hasMore,
    loadingOlder: s.thread.loadingOlder,
    scrollSeq: s.thread.scrollSeq,
    agents: s.agents.map((a) => ({ code: a.code, name: a.name })),
    assignedTo: conv?.assignedTo ?? "",
    assignMeDisabled: !s.me || conv?.assignedTo === s.me.code,
    busy: s.busy,
    composer: {
      draft: s.drafts[id] ?? "",
      alert: alertText(lang, s.alert),
      sending: s.sending,
      image: img ? { blob: img.file, caption: t(lang, "preview_file", { name: img.name, size: formatSize(img.size) }), alt: img.name } : null,
      caret: s.caret,
    },
  };
}

/** The view's props. */
export function serviceConsoleProps(c: ConsoleContext, s: ConsoleState, on: ConsoleActions): ServiceConsoleViewProps {
  const { lang } = c;
  const gate: ServiceConsoleViewProps["gate"] =
    s.access === "checking"
      ? { kind: "checking", title: t(lang, "checking"), text: "", link: null, retryLabel: null }
      : s.access === "guest"
        ? { kind: "guest", title: t(lang, "guest_title"), text: t(lang, "guest_text"), link: { href: c.loginHref, label: t(lang, "guest_login") }, retryLabel: null }
        : s.access === "forbidden"
          ? { kind: "forbidden", title: t(lang, "forbidden_title"), text: t(lang, "forbidden_text"), link: null, retryLabel: null }
          : s.access === "error"
            ? {
                kind: "error",
                title: t(lang, "access_failed", { reason: s.accessError?.message || t(lang, s.accessError?.code === "998" ? "api_tools_1" : (s.accessError?.code ?? "api_tools_1")) }),
                text: "",
                link: null,
                retryLabel: t(lang, "retry"),
              }
            : null;
  const status =
    s.realtime === "connecting"
      ? t(lang, "status_connecting")
      : s.realtime === "disconnected"
        ? t(lang, "status_disconnected")
        : s.realtime === "refused" || s.realtime === "closed"
          ? t(lang, "status_refused")
          : "";
  const q = s.quick;
  return {
    s: {
      title: t(lang, "title"),
      hoursButton: t(lang, "hours_button"),
      filterLabel: t(lang, "filter_label"),
      listLabel: t(lang, "list_label"),
      listLoading: t(lang, "list_loading"),
      listEmpty: t(lang, "list_empty"),
      listError: t(lang, "list_error"),
      loadMore: t(lang, "load_more"),
      loadingMore: t(lang, "loading_more"),
      retry: t(lang, "retry"),
      noSelection: t(lang, "no_selection"),
      threadLoading: t(lang, "thread_loading"),
      threadError: t(lang, "thread_error"),
      liveLabel: t(lang, "live_label"),
      older: t(lang, "older"),
      olderLoading: t(lang, "older_loading"),
      historyStart: t(lang, "history_start"),
      threadEmpty: t(lang, "thread_empty"),
      assignMe: t(lang, "assign_me"),
      assignLabel: t(lang, "assign_label"),
      assignNone: t(lang, "assign_none"),
      assign: t(lang, "assign"),
      closeConversation: t(lang, "close_conversation"),
      inputLabel: t(lang, "input_label"),
      placeholder: t(lang, "placeholder"),
      send: t(lang, "send"),
      sending: t(lang, "sending"),
      pickImage: t(lang, "pick_image"),
      preview: t(lang, "preview"),
      sendImage: t(lang, "send_image"),
      removeImage: t(lang, "remove_image"),
    },
    gate,
    agentLine: s.me ? t(lang, "agent_name", { name: s.me.name }) : "",
    status,
    filters: FILTERS.map((f) => ({ value: f, label: t(lang, `filter_${f}`), checked: s.filter === f })),
    list: {
      phase: s.list.phase,
      items: s.list.items.map((x) => conversationItem(c, s, x)),
      count: s.list.phase === "ready" && s.list.total > 0 ? t(lang, "list_count", { count: s.list.total }) : "",
      canLoadMore: s.list.phase === "ready" && s.list.items.length < s.list.total,
      loadingMore: s.list.loadingMore,
    },
    thread: gate ? null : threadView(c, s),
    quick: {
      summary: q.phase === "ready" ? t(lang, "quick_count", { count: q.items.length }) : t(lang, "quick_title"),
      phase: q.phase,
      items: q.items.map((x) => ({ id: x.id, text: x.content, editing: q.editingId === x.id })),
      error: alertText(lang, q.error),
      saving: q.saving,
      s: {
        loading: t(lang, "quick_loading"),
        failed: t(lang, "quick_error"),
        empty: t(lang, "quick_empty"),
        insert: t(lang, "quick_insert"),
        edit: t(lang, "quick_edit"),
        del: t(lang, "quick_delete"),
        save: t(lang, "quick_save"),
        cancel: t(lang, "quick_cancel"),
        editLabel: t(lang, "quick_edit_label"),
        newLabel: t(lang, "quick_new_label"),
        add: t(lang, "quick_add"),
        deleteTitle: t(lang, "quick_delete_title"),
        deleteText: (text: string) => t(lang, "quick_delete_text", { text }),
        confirmDelete: t(lang, "confirm_delete"),
      },
    },
    hours: hoursView(lang, s.hours),
    on,
  };
}
