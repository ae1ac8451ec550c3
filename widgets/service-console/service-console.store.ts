/**
 * The agent console's state, framework-free (issue 10 "Agent console";
 * common/chat/contract.ts agent calls and realtime events). No React, no DOM: the
 * calls, the realtime channel, ids, clocks, timers and the page's
 * visibility come in as deps (service-console.api.ts has the page's), so
 * the unit tests drive it with fakes.
 *
 * - start(): who is here (GET service/me): a guest (access_denied) or a
 *   member without the agent role (forbidden) gets no further; an agent
 *   gets the conversations of the filter, the agents, the quick replies
 *   and the realtime channel (/socket/work_place, room customer_service).
 * - the list: the filter's conversations, longest waiting first
 *   (service-console.rules.ts), with unread counts; more by pages.
 * - select(id): the conversation's newest page of messages, then older
 *   pages (loadOlder); the reader's messages are marked read while the
 *   agent sees them (the page visible), also those arriving later.
 * - send() / pickImage() + sendImage(): the text of the conversation's
 *   draft (empty → style_6) or one image (type by content, ≤ 5 MB), with a
 *   clientId kept until the server answers, so a retry after a lost answer
 *   is stored once; the answer and its realtime echo are one message.
 * - assign(code | null), assignToMe(), close().
 * - quick replies: insert one into the draft at the caret; add, change,
 *   delete.
 * - working hours: open the panel (GET work_hours), edit, save (checked
 *   first with the server's rules, then PUT; the server's 422 problems show
 *   at the same places).
 * - realtime: ChatEvent merges the message into the open conversation and
 *   updates (or fetches) its list entry; ConversationEvent replaces the
 *   entry (or removes it when it no longer fits the filter); ChatReadEvent
 *   marks messages read. After a reconnection: the list again, and the open
 *   conversation's messages after its "synced" watermark (afterId) — events
 *   missed while disconnected are never lost. The watermark belongs to the
 *   selected conversation (reset by select): the newest message id up to
 *   which its thread is known to be complete, set by its newest page,
 *   advanced by its messages received by realtime or by a catch-up page,
 *   never by the answer to the agent's own reply (that one may be newer than
 *   the reader's messages missed while the socket was down — issue 17,
 *   DESIGN §7 "never lost").
 *
 * Composed over one state (core/store.ts createState) from slices, each
 * testable alone (store/*.ts): list, thread (messages, reading, realtime
 * events, catch-up), composer (drafts, images, sends), assignment, quick
 * replies, hours, realtime (the channel), notes (toasts); store/types.ts
 * holds the shapes they share. This file wires them and keeps the
 * lifecycle: start (the access check), retry, the filter, dispose.
 */
import type { AgentDto } from "../../common/chat/contract.js";
import { errorCodeOf as codeOf, errorMsgOf as msgOf } from "../../common/chat/rules.js";
import type { Lang } from "../../common/i18n/index.js";
import { createState, type Readable } from "../core/store.js";
import { CONVERSATION_ROWS, type Filter } from "./service-console.rules.js";
import { createAssignment, type Assignment } from "./store/assignment.js";
import { createComposer, type Composer } from "./store/composer.js";
import { createHours } from "./store/hours.js";
import { createList } from "./store/list.js";
import { createNotes } from "./store/notes.js";
import { createQuickReplies } from "./store/quick-replies.js";
import { createRealtime } from "./store/realtime.js";
import { createThread } from "./store/thread.js";
import { initialConsoleState, type ConsoleDeps, type ConsoleState } from "./store/types.js";
import type { WorkHoursEdit } from "./work-hours.rules.js";

export {
  isRetryable,
  READ_DELAY_MS,
  REFETCH_DELAY_MS,
  type ConsoleApi,
  type ConsoleChannel,
  type ConsoleDeps,
  type ConsoleState,
  type Note,
  type Phase,
  type RealtimeStatus,
} from "./store/types.js";

/** The console's store: its state (Readable), the composer's and assignment's calls as their slices declare them, and the rest below. */
export interface ConsoleStore extends Readable<ConsoleState>, Composer, Assignment {
  start(): Promise<void>;
  /** the access check or the list failed: again */
  retry(): Promise<void>;
  setFilter(f: Filter): Promise<void>;
  loadMore(): Promise<void>;
  select(id: number): Promise<void>;
  loadOlder(): Promise<void>;
  editQuickReply(id: number | null): void;
  /** @returns true when added */
  addQuickReply(content: string): Promise<boolean>;
  /** @returns true when changed */
  saveQuickReply(id: number, content: string): Promise<boolean>;
  deleteQuickReply(id: number): Promise<void>;
  clearQuickError(): void;
  openHours(): Promise<void>;
  closeHours(): void;
  editHours(e: WorkHoursEdit): void;
  /** @returns true when saved */
  saveHours(): Promise<boolean>;
  dispose(): void;
}

/**
 * A store for one console.
 * @param lang the console's language, read at each call (SPEC §8 X-Lang)
 * @param deps the agent calls, the channel, ids, timers, the page's visibility (service-console.api.ts pageDeps on a page)
 * @param initial the first filter (default "open") and the list's page size (default CONVERSATION_ROWS)
 */
export function createConsoleStore(lang: () => Lang, deps: ConsoleDeps, initial: { filter?: Filter; rows?: number } = {}): ConsoleStore {
  const rows = initial.rows ?? CONVERSATION_ROWS;
  const s = createState<ConsoleState>(initialConsoleState(initial.filter ?? "open"));
  let disposed = false;
  const isDisposed = () => disposed;
  let started: Promise<void> | null = null;
  const unsubs: (() => void)[] = [];
  /** the view's subscriptions, ended by dispose() */
  const watchers = new Set<() => void>();

  const notes = createNotes(s);
  const list = createList(s, deps, lang, rows, { failToast: notes.failToast, disposed: isDisposed });
  const thread = createThread(s, deps, lang, { list, notes, disposed: isDisposed });
  const composer = createComposer(s, deps, lang, { thread, toast: notes.toast });
  const assignment = createAssignment(s, deps, lang, { list, notes });
  const quick = createQuickReplies(s, deps, lang, notes);
  const hours = createHours(s, deps, lang, notes);

  /**
   * After a reconnection: the list again, and what the open conversation
   * missed since its synced watermark (thread.catchUp).
   */
  const catchUp = async () => {
    if (disposed || s.get().access !== "agent") return;
    void list.load();
    await thread.catchUp();
  };
  const realtime = createRealtime(s, deps, { onEvent: thread.onEvent, onReconnect: () => void catchUp(), disposed: isDisposed });

  /** Who is here (GET service/me); an agent gets the list, the agents, the quick replies and the channel. */
  const begin = async () => {
    s.set({ access: "checking", accessError: null });
    let me: AgentDto;
    try {
      me = await deps.api.me(lang());
    } catch (err) {
      const code = codeOf(err);
      if (code === "access_denied") s.set({ access: "guest" });
      else if (code === "forbidden") s.set({ access: "forbidden" });
      else s.set({ access: "error", accessError: { code, message: msgOf(err) } });
      return;
    }
    if (disposed) return;
    s.set({ access: "agent", me });
    realtime.connect();
    quick.loading();
    await Promise.all([
      list.load(),
      deps.api.agents(lang()).then(
        (agents) => s.set({ agents }),
        () => s.set({ agents: [me] }),
      ),
      quick.load(),
    ]);
  };

  const store: ConsoleStore = {
    get: s.get,
    subscribe(fn) {
      const off = s.subscribe(fn);
      watchers.add(off);
      return () => {
        watchers.delete(off);
        off();
      };
    },
    start() {
      started ??= (async () => {
        unsubs.push(
          deps.visibility.subscribe((visible) => {
            if (visible) thread.scheduleRead();
          }),
        );
        await begin();
      })();
      return started;
    },
    async retry() {
      if (s.get().access === "agent") return list.load();
      return begin();
    },
    async setFilter(f) {
      if (f === s.get().filter && s.get().list.phase !== "error") return;
      s.set({ filter: f });
      if (s.get().access === "agent") await list.load();
    },
    loadMore: () => list.loadMore(),
    select: (id) => thread.select(id),
    loadOlder: () => thread.loadOlder(),
    setDraft: (text) => composer.setDraft(text),
    insertQuickReply: (id, start, end) => composer.insertQuickReply(id, start, end),
    send: () => composer.send(),
    pickImage: (files) => composer.pickImage(files),
    sendImage: () => composer.sendImage(),
    discardImage: () => composer.discardImage(),
    clearAlert: () => composer.clearAlert(),
    assign: (agentCode) => assignment.assign(agentCode),
    assignToMe: () => assignment.assignToMe(),
    close: () => assignment.close(),
    editQuickReply: (id) => quick.edit(id),
    addQuickReply: (content) => quick.add(content),
    saveQuickReply: (id, content) => quick.save(id, content),
    deleteQuickReply: (id) => quick.remove(id),
    clearQuickError: () => quick.clearError(),
    openHours: () => (s.get().access === "agent" ? hours.open() : Promise.resolve()),
    closeHours: () => hours.close(),
    editHours: (e: WorkHoursEdit) => hours.edit(e),
    saveHours: () => hours.save(),
    dispose() {
      disposed = true;
      for (const u of unsubs.splice(0)) u();
      thread.dispose();
      list.dispose();
      realtime.dispose();
      for (const off of [...watchers]) off();
      watchers.clear();
    },
  };
  return store;
}
