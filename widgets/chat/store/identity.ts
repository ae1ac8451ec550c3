/**
 * The chat store's identity slice (SPEC §7 guest/tempCustomId, §9): who the
 * chat calls and the realtime channel speak for. A member needs no id; a
 * guest gets a tempCustomId from the server once (on the first open or
 * send) and keeps it in storage (TEMP_ID_KEY); a member who still holds the
 * guest's id passes it once, which takes the guest conversation over
 * server side, and then forgets it. An id the server refuses (not signed by
 * it) is forgotten: a new one comes next time. No React, no DOM.
 */
import type { Lang } from "../../../common/i18n/index.js";
import type { Readable } from "../../core/store.js";
import { TEMP_ID_KEY, type ChatDeps, type ChatMember, type ChatState } from "./types.js";

export type IdentityState = Pick<ChatState, "member">;

export interface Identity {
  /** the guest id held (a guest's, or the one a member takes over), null when none */
  tempCustomId(): string | null;
  /** there is someone to speak for: a member, or a guest with an id */
  known(): boolean;
  /** the tempCustomId to send with a call ({} when none is held) */
  idParam(): { tempCustomId?: string };
  /** a guest without an id gets one from the server (once, then kept); a member needs none */
  ensure(): Promise<void>;
  /** the guest id is forgotten (memory, storage, the element entry's mark) */
  forget(): Promise<void>;
  /** `code` (SPEC) says the guest id was refused: forbidden or access_denied, for a guest */
  refused(code: string): boolean;
  /** after a member's call carried the guest id: the conversation is theirs now, the id is forgotten */
  afterMemberCall(): Promise<void>;
  /** at start: the id kept in storage (anything else than a non-empty string: none) for `member` */
  restore(kept: unknown, member: ChatMember | null): void;
  /** a member logged in on the page: one holding the guest id takes the conversation over */
  loggedIn(): void;
  /** the member logged out: a guest again, with the id kept in storage if any (never the member's) */
  loggedOut(): Promise<void>;
}

/** The identity of one panel; the member is read from `s`. */
export function createIdentity(s: Readable<IdentityState>, deps: Pick<ChatDeps, "api" | "storage" | "markGuestChat">, lang: () => Lang): Identity {
  let tempCustomId: string | null = null;
  let fetching: Promise<void> | null = null;
  /** the member's first call with the guest's tempCustomId takes the guest conversation over: forget it then */
  let handover = false;

  const identity: Identity = {
    tempCustomId: () => tempCustomId,
    known: () => !!s.get().member || !!tempCustomId,
    idParam: () => (tempCustomId ? { tempCustomId } : {}),
    ensure() {
      if (s.get().member || tempCustomId) return Promise.resolve();
      fetching ??= (async () => {
        const id = await deps.api.tempCustomId(lang());
        tempCustomId = id;
        try {
          await deps.storage.setItem(TEMP_ID_KEY, id);
        } catch {
          // kept for this page only
        }
        deps.markGuestChat?.(id);
      })().finally(() => {
        fetching = null;
      });
      return fetching;
    },
    async forget() {
      tempCustomId = null;
      deps.markGuestChat?.(null);
      try {
        await deps.storage.removeItem(TEMP_ID_KEY);
      } catch {
        /* nothing kept */
      }
    },
    refused: (code) => !s.get().member && (code === "forbidden" || code === "access_denied"),
    async afterMemberCall() {
      if (!s.get().member || !tempCustomId || !handover) return;
      handover = false;
      await identity.forget();
    },
    restore(kept, member) {
      tempCustomId = typeof kept === "string" && kept ? kept : null;
      handover = !!member && !!tempCustomId;
    },
    loggedIn() {
      if (tempCustomId) handover = true;
    },
    async loggedOut() {
      tempCustomId = null;
      handover = false;
      try {
        tempCustomId = (await deps.storage.getItem<string>(TEMP_ID_KEY)) || null;
      } catch {
        tempCustomId = null;
      }
    },
  };
  return identity;
}
