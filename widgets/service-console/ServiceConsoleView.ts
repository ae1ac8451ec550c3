/**
 * The shapes of the agent console's view (issue 10 "Agent console"): what
 * service-console.props.ts builds from the store's state and the element's
 * attributes, and what the ServiceConsole*.tsx parts render. Types only.
 */
import type { Filter } from "./service-console.rules.js";
import type { QuickRepliesView } from "./ServiceConsoleQuickReplies.js";
import type { HoursView } from "./ServiceConsoleWorkHours.js";
import type { WorkHoursEdit } from "./work-hours.rules.js";
import type { GateView } from "../ui/ConsoleGate.js";

/** What a guest, a member without the console's role, or a failed check sees instead of the console (ui/ConsoleGate.tsx). */
export type { GateView };

export interface ConversationItemView {
  id: number;
  name: string;
  preview: string;
  unread: number;
  /** "3 条未读" ("" when none) */
  unreadText: string;
  /** "已等待 3 分钟" ("" when nobody waits) */
  waiting: string;
  /** the last message's relative time (when nobody waits) */
  when: string;
  /** ISO time and full time of what `waiting` or `when` shows */
  dateTime: string;
  title: string;
  tags: string[];
  selected: boolean;
}

export interface MessageView {
  key: string;
  /** written by customer service (the agent's side) */
  service: boolean;
  /** who wrote it, with punctuation, for screen readers */
  who: string;
  text: string;
  image: { src: string; alt: string; width: number | null; height: number | null } | null;
  time: string;
  dateTime: string;
  title: string;
  /** "已读" or "" */
  status: string;
}

export interface ComposerView {
  draft: string;
  alert: string;
  sending: boolean;
  image: { blob: Blob; caption: string; alt: string } | null;
  /** where the caret goes after a quick reply was inserted */
  caret: { seq: number; at: number } | null;
}

export interface ThreadView {
  id: number;
  heading: string;
  statusLine: string;
  assignedLine: string;
  closed: boolean;
  /** the scroll region's accessible name */
  label: string;
  phase: "idle" | "loading" | "ready" | "error";
  history: MessageView[];
  live: MessageView[];
  empty: boolean;
  hasMore: boolean;
  loadingOlder: boolean;
  scrollSeq: number;
  agents: { code: string; name: string }[];
  /** the agent choice's value ("" for nobody) */
  assignedTo: string;
  assignMeDisabled: boolean;
  busy: "assign" | "close" | null;
  composer: ComposerView;
}

export interface ConsoleStrings {
  title: string;
  hoursButton: string;
  filterLabel: string;
  listLabel: string;
  listLoading: string;
  listEmpty: string;
  listError: string;
  loadMore: string;
  loadingMore: string;
  retry: string;
  noSelection: string;
  threadLoading: string;
  threadError: string;
  liveLabel: string;
  older: string;
  olderLoading: string;
  historyStart: string;
  threadEmpty: string;
  assignMe: string;
  assignLabel: string;
  assignNone: string;
  assign: string;
  closeConversation: string;
  inputLabel: string;
  placeholder: string;
  send: string;
  sending: string;
  pickImage: string;
  preview: string;
  sendImage: string;
  removeImage: string;
}

export interface ConsoleActions {
  retry(): void;
  filter(f: Filter): void;
  select(id: number): void;
  loadMore(): void;
  older(): void;
  draft(text: string): void;
  send(): Promise<boolean>;
  pick(files: File[]): void;
  /** resolves true when the picked image was sent */
  sendImage(): Promise<boolean>;
  discardImage(): void;
  assignMe(): void;
  assign(code: string | null): void;
  close(): void;
  quickInsert(id: number, start: number | null, end: number | null): void;
  quickEdit(id: number | null): void;
  quickAdd(text: string): Promise<boolean>;
  quickSave(id: number, text: string): Promise<boolean>;
  quickDelete(id: number): void;
  quickInput(): void;
  hoursOpen(): void;
  hoursClose(): void;
  hoursEdit(e: WorkHoursEdit): void;
  hoursSave(): void;
}

export interface ServiceConsoleViewProps {
  s: ConsoleStrings;
  gate: GateView | null;
  agentLine: string;
  /** the connection line ("" when all is well) */
  status: string;
  filters: { value: Filter; label: string; checked: boolean }[];
  list: { phase: "idle" | "loading" | "ready" | "error"; items: ConversationItemView[]; count: string; canLoadMore: boolean; loadingMore: boolean };
  thread: ThreadView | null;
  quick: QuickRepliesView;
  hours: HoursView;
  on: ConsoleActions;
}
