/**
 * The console store's realtime slice (common/chat/contract.ts agent events,
 * core/realtime.ts): the channel on /socket/work_place, registered as the
 * agents' room (customer_service, type "agent"); its status in `realtime`
 * ("refused" when the room refuses the registration, then kept; a
 * registration that times out changes nothing). Events and reconnections
 * go to the links. No React, no DOM.
 */
import { SERVICE_ROOM } from "../../../common/realtime.js";
import type { State } from "../../core/store.js";
import type { ConsoleChannel, ConsoleDeps, ConsoleState } from "./types.js";

export type RealtimeState = Pick<ConsoleState, "realtime">;

/** What the realtime slice tells the rest of the store. */
export interface RealtimeLinks {
  /** a `refresh` event's data */
  onEvent(data: unknown): void;
  /** the channel reconnected: catch up */
  onReconnect(): void;
  /** the store was disposed: no channel opens any more */
  disposed(): boolean;
}

export interface Realtime {
  /** opens the channel (once) */
  connect(): void;
  /** unsubscribes and closes it */
  dispose(): void;
}

/** The realtime channel of one console. */
export function createRealtime(s: State<RealtimeState>, deps: Pick<ConsoleDeps, "channel">, links: RealtimeLinks): Realtime {
  let channel: ConsoleChannel | null = null;
  const unsubs: (() => void)[] = [];
  return {
    connect() {
      if (channel || links.disposed()) return;
      const ch = deps.channel();
      channel = ch;
      s.set({ realtime: "connecting" });
      unsubs.push(
        ch.onStatus((st) => {
          if (channel === ch && s.get().realtime !== "refused") s.set({ realtime: st });
        }),
        ch.onRefresh((data) => {
          if (channel === ch) links.onEvent(data);
        }),
        ch.onReconnect(() => {
          if (channel === ch) links.onReconnect();
        }),
      );
      void ch.register({ code: SERVICE_ROOM, type: "agent" }).then((ack) => {
        if (channel !== ch) return;
        if (ack.code === "success") {
          if (s.get().realtime === "connecting") s.set({ realtime: "connected" });
        } else if (ack.code !== "timeout") s.set({ realtime: "refused" });
      });
    },
    dispose() {
      for (const u of unsubs.splice(0)) u();
      channel?.close();
      channel = null;
    },
  };
}
