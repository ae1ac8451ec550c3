/**
 * The chat store's realtime slice (SPEC §7 realtime, core/realtime.ts): the
 * reader's channel, a member's on /socket/uc_message_uc_member (registered
 * with code and nature), a guest's on /socket/uc_message_user (by
 * tempCustomId); its status in `realtime` ("off" without a channel). Events
 * and reconnections go to the links; a guest id the channel refuses
 * (access_denied: not signed by this server) is forgotten, so the guest
 * starts again with a new one. No React, no DOM.
 */
import { NS_GUEST, NS_MEMBER } from "../../../common/realtime.js";
import type { State } from "../../core/store.js";
import type { Identity } from "./identity.js";
import type { ChatChannel, ChatDeps, ChatState } from "./types.js";

export type RealtimeState = Pick<ChatState, "member" | "realtime">;

/** What the realtime slice tells the rest of the store. */
export interface RealtimeLinks {
  identity: Identity;
  /** a `refresh` event's data (ChatEvent, ChatReadEvent or anything else) */
  onEvent(data: unknown): void;
  /** the channel reconnected: catch up, then send the outbox */
  onReconnect(): void;
  /** the store was disposed: no channel opens any more */
  disposed(): boolean;
}

export interface Realtime {
  /** opens the channel for the reader (nothing when it is open, or nobody is known yet) */
  connect(): void;
  /** closes it; `realtime` becomes "off" */
  disconnect(): void;
  /** a channel is open */
  connected(): boolean;
  /** closes it without a state change (the store is disposed) */
  dispose(): void;
}

/** The realtime channel of one panel. */
export function createRealtime(s: State<RealtimeState>, deps: Pick<ChatDeps, "channel">, links: RealtimeLinks): Realtime {
  const { identity } = links;
  let channel: ChatChannel | null = null;

  const rt: Realtime = {
    connect() {
      if (channel || links.disposed()) return;
      const m = s.get().member;
      const tempCustomId = identity.tempCustomId();
      if (!m && !tempCustomId) return;
      const ch = deps.channel(m ? NS_MEMBER : NS_GUEST);
      channel = ch;
      s.set({ realtime: "connecting" });
      ch.onStatus((st) => {
        if (channel === ch) s.set({ realtime: st });
      });
      ch.onRefresh((data) => {
        if (channel === ch) links.onEvent(data);
      });
      ch.onReconnect(() => {
        if (channel !== ch) return;
        links.onReconnect();
      });
      void ch.register(m ? { code: m.code, type: m.nature } : { code: tempCustomId!, type: 0 }).then(async (ack) => {
        if (channel !== ch || ack.code === "success") return;
        if (!m && ack.code === "access_denied") {
          // a kept tempCustomId this server did not sign: start again as a new guest
          rt.disconnect();
          await identity.forget();
        }
      });
    },
    disconnect() {
      channel?.close();
      channel = null;
      s.set({ realtime: "off" });
    },
    connected: () => channel !== null,
    dispose() {
      channel?.close();
      channel = null;
    },
  };
  return rt;
}
