/**
 * The member center's review slice (issue 19 "Editorial review", as the
 * contributor sees it): on a uc1 page the center listens on the member's own
 * realtime room (/socket/uc_message_uc_member, common/realtime.ts NS_MEMBER,
 * registered with the member's code and nature, as the chat's member side
 * does). A review event (common/staff.ts ReviewEvent, sent by the server
 * when an editor changes the state of one of the member's submissions)
 * updates the row of that story in place (state, reason, the story's page
 * once approved), becomes `reviewNotice` (what the polite live region says)
 * and is passed on (`onReview`: the element's pw-member-center-review
 * event, which the contribution form of uc1-new listens for). A story the
 * event moves to the other tab (changes: a draft again), or one not on the
 * page, makes the list be read again; so does a reconnection (events are
 * hints, DESIGN §7: what was missed while offline is read over HTTP).
 * Anything else on the channel (the chat's events) is ignored. No React,
 * no DOM.
 */
import type { ReviewEvent, ReviewState } from "../../../common/staff.js";
import type { Member } from "../../../common/types.js";
import type { State } from "../../core/store.js";
import { applyReview, isReviewEvent, type ListPage, type TabId } from "../member-center.rules.js";

/** The last review event, as the live region announces it. */
export interface ReviewNotice {
  state: ReviewState;
  reason: string;
  /** the story's title when its row is on the page, else "" */
  title: string;
  /** counts the events (the same words twice are still two announcements) */
  seq: number;
}

/** The part of the center's state this slice reads and writes. */
export interface ReviewSliceState {
  tab: TabId | null;
  list: ListPage | null;
  /** the last review event, null before any */
  reviewNotice: ReviewNotice | null;
}

/** What the slice needs from the outside world. */
export interface ReviewDeps {
  /**
   * Opens the member's realtime room; `on.event` gets every `refresh` data,
   * `on.reconnect` runs after each reconnection. Returns the close function.
   */
  reviewChannel(member: Member, on: { event(data: unknown): void; reconnect(): void }): () => void;
  /** a review event arrived (the element announces it to the page) */
  onReview?(ev: ReviewEvent): void;
}

/** What the slice asks of the rest of the store. */
export interface ReviewLinks {
  /** reads the selected list again */
  reloadList(): void;
  /** the store is started (not stopped) */
  live(): boolean;
}

export interface ReviewSlice {
  /** listens for `m`'s review events (nothing when already listening for them) */
  connect(m: Member): void;
  /** stops listening */
  disconnect(): void;
  /** handles one `refresh` data of the channel (exposed for the store's tests) */
  receive(data: unknown): void;
}

export function createReviewSlice(s: State<ReviewSliceState>, deps: ReviewDeps, links: ReviewLinks): ReviewSlice {
  let close: (() => void) | null = null;
  let code: string | null = null;
  let seq = 0;

  const slice: ReviewSlice = {
    connect(m) {
      if (code === m.code) return;
      slice.disconnect();
      code = m.code;
      close = deps.reviewChannel(m, { event: (data) => slice.receive(data), reconnect: () => links.live() && links.reloadList() });
    },
    disconnect() {
      close?.();
      close = null;
      code = null;
    },
    receive(data) {
      if (!links.live() || !isReviewEvent(data)) return;
      const { tab, list } = s.get();
      const title = list?.items.find((it) => it.oid === data.oid)?.title ?? "";
      let moved = false;
      if (list && (tab === "publish" || tab === "draft")) {
        const next = applyReview(tab, list, data);
        moved = next.moved;
        s.set({ list: next.list });
      }
      s.set({ reviewNotice: { state: data.state, reason: data.reason ?? "", title, seq: ++seq } });
      deps.onReview?.(data);
      if (moved) links.reloadList();
    },
  };
  return slice;
}
