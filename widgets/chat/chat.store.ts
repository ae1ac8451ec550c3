/**
 * The chat panel's state, framework-free (SPEC §4 Chat panel, §7 chat
 * calls and realtime, §9; DESIGN §7 "never lost, never twice"). No React, no
 * DOM: calls, realtime, storage, the member, the network state, ids and
 * clocks come in as deps (chat.api.ts has the page's), so the unit tests
 * drive it with fakes.
 *
 * - start(): reads the member (guest: the tempCustomId kept in storage, if
 *   any) and the outbox kept in storage; a reader with an identity gets the
 *   realtime channel (guest /socket/uc_message_user by tempCustomId, member
 *   /socket/uc_message_uc_member by code) and the unread count; a left-over
 *   outbox is sent.
 * - open(): the first time, a guest without a tempCustomId gets one (once,
 *   then kept), the history page (10) and the work time are read, the
 *   greeting goes after that history, messages are marked read by time,
 *   and the view is asked to scroll to the bottom. Later opens mark read.
 * - loadOlder(): the page before the oldest message (beforeId).
 * - send(text) / pickImage(files) + sendImage(): checked (style_6, length;
 *   one image, size, type by content), given a clientId, put in the outbox
 *   and stored before anything is sent; the outbox is sent in order, one at
 *   a time, while the browser is online; each entry leaves the outbox when
 *   the server acknowledges it (its answer, or the message arriving by
 *   realtime or catch-up); network failures wait (back-off, `online`,
 *   reconnection) and never drop a message; refusals drop it with a toast.
 * - realtime: ChatEvent merges the message (an own one acknowledges its
 *   outbox entry); a service message counts as unread while the panel is
 *   closed, or is announced and marked read while it is open; ChatReadEvent
 *   marks messages read. After a reconnection, or when the browser is
 *   online again, the store catches up (catchingUp while it reads) from
 *   its "synced" watermark, then sends the outbox. The watermark is the
 *   newest message id up to which the view is known to be complete: set by
 *   the newest history page, advanced by messages received by realtime or
 *   by a catch-up page, never by the answer to its own send (that message
 *   may be newer than the service's messages it missed while the socket was
 *   down — issue 17, DESIGN §7 "never lost").
 * - the member changes (login, logout on the page): the conversation is
 *   read again as the new reader (a member passing the guest's tempCustomId
 *   takes the guest conversation over, server side).
 *
 * Composed over one state (core/store.ts createState) from slices, each
 * testable alone (store/*.ts): identity (the guest id), realtime (the
 * channel), outbox (kept, sent in order, acknowledged), thread (history,
 * realtime events, catch-up, unread and reading), composer (the alert, the
 * image picked), notes (toasts, announcements); store/types.ts holds the
 * shapes they share. This file wires them and keeps the lifecycle: start,
 * open, close, the member changing, dispose.
 */
import type { Lang } from "../../common/i18n/index.js";
import { createState, type Readable } from "../core/store.js";
import { createComposer } from "./store/composer.js";
import { createIdentity } from "./store/identity.js";
import { createNotes } from "./store/notes.js";
import { createOutbox } from "./store/outbox.js";
import { createRealtime } from "./store/realtime.js";
import { createThread } from "./store/thread.js";
import { initialChatState, OUTBOX_KEY, TEMP_ID_KEY, type ChatDeps, type ChatMember, type ChatState } from "./store/types.js";

export {
  OUTBOX_KEY,
  TEMP_ID_KEY,
  type ChatApi,
  type ChatChannel,
  type ChatDeps,
  type ChatMember,
  type ChatState,
  type HistoryQuery,
  type KeyValueStore,
  type Note,
  type RealtimeStatus,
} from "./store/types.js";

/** The panel's store: its state (Readable) and the calls below. */
export interface ChatStore extends Readable<ChatState> {
  /** once, when the element mounts; `unread` is what the element entry already counted (members) */
  start(opts?: { unread?: number }): Promise<void>;
  open(): Promise<void>;
  close(): void;
  /** the history failed: try again */
  retry(): Promise<void>;
  loadOlder(): Promise<void>;
  /** @returns true when the text was taken (the view clears the box) */
  send(text: string): Promise<boolean>;
  pickImage(files: readonly (Blob & { name?: string })[]): Promise<void>;
  sendImage(): Promise<boolean>;
  discardImage(): void;
  clearAlert(): void;
  /** the outbox is sent now (online, reconnection) */
  flush(): Promise<void>;
  dispose(): void;
}

/**
 * A store for one panel.
 * @param lang the panel's language, read at each call (SPEC §8 X-Lang)
 * @param deps the calls, channels, storage, member, network, ids and clocks (chat.api.ts pageDeps on a page)
 * @param initial `unread`: what the element entry already counted (members)
 */
export function createChatStore(lang: () => Lang, deps: ChatDeps, initial: { unread?: number } = {}): ChatStore {
  const s = createState<ChatState>(initialChatState(initial.unread ?? 0));
  let disposed = false;
  const isDisposed = () => disposed;
  let started: Promise<void> | null = null;
  const unsubs: (() => void)[] = [];
  /** the view's subscriptions, ended by dispose() */
  const watchers = new Set<() => void>();

  const notes = createNotes(s);
  const identity = createIdentity(s, deps, lang);
  const realtime = createRealtime(s, deps, {
    identity,
    onEvent: (data) => thread.onEvent(data),
    onReconnect: () => void thread.catchUp().then(() => store.flush()),
    disposed: isDisposed,
  });
  const outbox = createOutbox(s, deps, lang, { identity, realtime, toast: notes.toast, disposed: isDisposed });
  const thread = createThread(s, deps, lang, { identity, realtime, outbox, notes });
  const composer = createComposer(s, deps, { outbox, started: () => store.start() });

  /** Login or logout on the page: the conversation is read again as the new reader. */
  const memberChanged = async (m: ChatMember | null) => {
    if ((m?.code ?? null) === (s.get().member?.code ?? null)) return;
    realtime.disconnect();
    // a logged-out reader is a guest again: with a new identity, never the member's
    if (m) identity.loggedIn();
    else await identity.loggedOut();
    thread.reset();
    s.set({ member: m, messages: [], phase: "idle", hasMore: false, greetingAfter: null, unread: 0, workTime: null });
    if (s.get().open) await thread.load();
    else if (m || identity.tempCustomId()) {
      realtime.connect();
      void thread.checkUnread();
    }
  };

  const store: ChatStore = {
    get: s.get,
    subscribe(fn) {
      const off = s.subscribe(fn);
      watchers.add(off);
      return () => {
        watchers.delete(off);
        off();
      };
    },
    start(opts = {}) {
      started ??= (async () => {
        const [member, kept, keptId] = await Promise.all([
          deps.member(lang()).catch(() => null),
          deps.storage.getItem<unknown>(OUTBOX_KEY).catch(() => null),
          deps.storage.getItem<string>(TEMP_ID_KEY).catch(() => null),
        ]);
        if (disposed) return;
        identity.restore(keptId, member);
        s.set({ member, outbox: outbox.restored(kept), unread: Math.max(s.get().unread, opts.unread ?? 0) });
        unsubs.push(
          deps.online.subscribe((online) => {
            if (online) {
              void thread.catchUp().then(() => store.flush());
            } else s.set({ waiting: s.get().outbox.length > 0 });
          }),
          deps.onMemberChange((m) => void memberChanged(m)),
        );
        if (member || identity.tempCustomId()) {
          realtime.connect();
          if (opts.unread === undefined && !s.get().open) void thread.checkUnread();
        }
        if (s.get().outbox.length) void store.flush();
      })();
      return started;
    },
    async open() {
      s.set({ open: true, unread: s.get().phase === "ready" ? 0 : s.get().unread });
      await store.start();
      const phase = s.get().phase;
      if (phase === "idle" || phase === "error") await thread.load();
      else if (phase === "ready") {
        s.set({ scrollSeq: s.get().scrollSeq + 1 });
        await thread.markRead();
      }
    },
    close() {
      s.set({ open: false, alert: null });
    },
    retry: () => thread.load(),
    loadOlder: () => thread.loadOlder(),
    send: (text) => composer.send(text),
    pickImage: (files) => composer.pickImage(files),
    sendImage: () => composer.sendImage(),
    discardImage: () => composer.discardImage(),
    clearAlert: () => composer.clearAlert(),
    flush: () => outbox.flush(),
    dispose() {
      disposed = true;
      for (const u of unsubs.splice(0)) u();
      outbox.dispose();
      thread.dispose();
      realtime.dispose();
      for (const off of [...watchers]) off();
      watchers.clear();
    },
  };
  return store;
}
