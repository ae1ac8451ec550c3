/**
 * The chat store's outbox slice (SPEC §4 Chat panel, §9; DESIGN §7 "never
 * lost, never twice"): the reader's messages not acknowledged yet. Each is
 * kept in storage (OUTBOX_KEY) before anything is sent; the outbox is sent
 * in order, one at a time, while the browser is online; an entry leaves it
 * when the server acknowledges it (its answer, or the message arriving by
 * realtime or catch-up, through acknowledge()). Network failures wait
 * (back-off by chat.rules.ts backoffMs, `online`, reconnection) and never
 * drop a message; refusals drop it with a toast ("send_failed"); a refused
 * guest id gets a new identity and the entry is sent again once. An image's
 * upload progress is `progress` (0..1). No React, no DOM.
 */
import { type ChatMessageDto } from "../../../common/chat/contract.js";
import { errorCodeOf as codeOf, errorMsgOf as msgOf, mergeMessages } from "../../../common/chat/rules.js";
import type { Lang } from "../../../common/i18n/index.js";
import type { State } from "../../core/store.js";
import { acknowledge, backoffMs, enqueue, isRetryable, nextToSend, restoreOutbox, type OutboxItem } from "../chat.rules.js";
import type { Identity } from "./identity.js";
import type { Notes } from "./notes.js";
import type { Realtime } from "./realtime.js";
import { OUTBOX_KEY, type ChatDeps, type ChatState } from "./types.js";

export type OutboxState = Pick<ChatState, "outbox" | "sendingId" | "progress" | "waiting" | "messages">;

/** What the outbox slice needs of the rest of the store. */
export interface OutboxLinks {
  identity: Identity;
  realtime: Pick<Realtime, "connect" | "disconnect" | "connected">;
  toast: Notes["toast"];
  /** the store was disposed: nothing more is sent */
  disposed(): boolean;
}

export interface Outbox {
  /** the outbox becomes `outbox` (the same array: nothing), kept in storage */
  set(outbox: OutboxItem[]): Promise<void>;
  /** a new entry (its seq and attempts given here), kept in storage; flush() sends it */
  add(item: Omit<OutboxItem, "seq" | "attempts">): Promise<void>;
  /** the entries these messages acknowledge leave the outbox */
  acknowledge(messages: readonly Pick<ChatMessageDto, "clientId">[]): Promise<void>;
  /** the outbox in memory with the one read from storage (`raw`, checked), each clientId once */
  restored(raw: unknown): OutboxItem[];
  /** sends the outbox now (in order, one at a time; the same promise while it runs) */
  flush(): Promise<void>;
  /** the retry timer stops */
  dispose(): void;
}

type Deps = Pick<ChatDeps, "api" | "storage" | "online" | "timers" | "markOutbox">;

/** The outbox of one panel. */
export function createOutbox(s: State<OutboxState>, deps: Deps, lang: () => Lang, links: OutboxLinks): Outbox {
  const { identity, realtime } = links;
  let retryTimer: unknown = null;
  let flushing: Promise<void> | null = null;

  const save = async (outbox: OutboxItem[]) => {
    deps.markOutbox?.(outbox.length > 0);
    try {
      if (outbox.length) await deps.storage.setItem(OUTBOX_KEY, outbox);
      else await deps.storage.removeItem(OUTBOX_KEY);
    } catch {
      // storage unavailable (private mode, quota): the outbox lives in memory for this page
    }
  };
  const setOutbox = (outbox: OutboxItem[]) => {
    if (outbox === s.get().outbox) return Promise.resolve();
    s.set({ outbox });
    return save(outbox);
  };

  const scheduleRetry = (attempt: number) => {
    if (retryTimer !== null) deps.timers.clear(retryTimer);
    retryTimer = deps.timers.set(() => {
      retryTimer = null;
      void ob.flush();
    }, backoffMs(attempt));
  };

  const sendOne = async (item: OutboxItem): Promise<"sent" | "wait" | "dropped"> => {
    s.set({ sendingId: item.clientId, progress: item.kind === "image" ? 0 : null });
    try {
      await identity.ensure();
      const msg =
        item.kind === "text"
          ? await deps.api.send({ content: item.content, ...identity.idParam(), clientId: item.clientId }, lang())
          : await deps.api.sendFile(item.file as Blob, { name: item.name ?? "image", ...identity.idParam(), clientId: item.clientId }, lang(), (f) => {
              if (s.get().sendingId === item.clientId) s.set({ progress: Math.max(0, Math.min(1, f)) });
            });
      await identity.afterMemberCall();
      // shown, but the watermark stays: the service's messages of a realtime gap may be older than this one (issue 17)
      s.set({ messages: mergeMessages(s.get().messages, [msg]), waiting: false });
      await setOutbox(acknowledge(s.get().outbox.filter((o) => o.clientId !== item.clientId), [msg]));
      return "sent";
    } catch (err) {
      const code = codeOf(err);
      const current = s.get().outbox.find((o) => o.clientId === item.clientId);
      if (!current) return "sent"; // acknowledged by realtime meanwhile
      if (identity.refused(code) && identity.tempCustomId() && current.attempts < 1) {
        // a kept tempCustomId the server does not know: a new guest identity, then again
        await identity.forget();
        realtime.disconnect();
        await setOutbox(s.get().outbox.map((o) => (o.clientId === item.clientId ? { ...o, attempts: o.attempts + 1 } : o)));
        return "sent";
      }
      if (isRetryable(code)) {
        const attempts = current.attempts + 1;
        await setOutbox(s.get().outbox.map((o) => (o.clientId === item.clientId ? { ...o, attempts } : o)));
        s.set({ waiting: true });
        scheduleRetry(attempts);
        return "wait";
      }
      await setOutbox(s.get().outbox.filter((o) => o.clientId !== item.clientId));
      links.toast("send_failed", { reason: msgOf(err) || code });
      return "dropped";
    } finally {
      s.set({ sendingId: null, progress: null });
    }
  };

  const ob: Outbox = {
    set: setOutbox,
    add: (item) => setOutbox(enqueue(s.get().outbox, item)),
    acknowledge: (messages) => setOutbox(acknowledge(s.get().outbox, messages)),
    restored: (raw) => mergeOutbox(s.get().outbox, restoreOutbox(raw)),
    flush() {
      if (flushing) return flushing;
      flushing = (async () => {
        for (;;) {
          if (links.disposed()) return;
          const item = nextToSend(s.get().outbox);
          if (!item) {
            if (s.get().waiting) s.set({ waiting: false });
            return;
          }
          if (!deps.online.now()) {
            s.set({ waiting: true });
            return;
          }
          if (retryTimer !== null) {
            deps.timers.clear(retryTimer);
            retryTimer = null;
          }
          const r = await sendOne(item);
          if (r === "wait") return;
          if (r === "sent" && !realtime.connected()) realtime.connect();
        }
      })().finally(() => {
        flushing = null;
      });
      return flushing;
    },
    dispose() {
      if (retryTimer !== null) deps.timers.clear(retryTimer);
    },
  };
  return ob;
}

/** Two outboxes (memory and storage) as one, each clientId once. */
function mergeOutbox(a: OutboxItem[], b: OutboxItem[]): OutboxItem[] {
  const seen = new Set(a.map((o) => o.clientId));
  return [...a, ...b.filter((o) => !seen.has(o.clientId))].sort((x, y) => x.seq - y.seq);
}
