/**
 * The logged-in member's details (POST guest/refresh_user_info: SPEC §3
 * Member plus profile, certificate and bank details), read once per page
 * however many account forms need them, and updated after each save. The
 * promise lives on globalThis so the ES module build and the all-in-one
 * script share it. No React, no DOM.
 */
import { call } from "../core/api.js";
import { createState, type State } from "../core/store.js";
import type { Lang } from "./locale/index.js";
import type { MemberDetail, MemberWithDetail } from "../../common/types.js";

export type { MemberDetail, MemberWithDetail };

type Listener = (v: MemberWithDetail) => void;
interface DetailState {
  promise: Promise<MemberWithDetail> | null;
  /** the latest details a save gave (null before the first), over core/store.ts */
  latest: State<{ detail: MemberWithDetail | null }>;
}
const KEY = Symbol.for("photowire.memberDetail");
function state(): DetailState {
  const g = globalThis as unknown as Record<symbol, DetailState>;
  return (g[KEY] ??= { promise: null, latest: createState<{ detail: MemberWithDetail | null }>({ detail: null }) });
}

/**
 * The member and details (one call per page). A guest is sent to the login
 * page by core/api.ts (access_denied); a failure is not cached.
 */
export function loadDetail(lang: Lang): Promise<MemberWithDetail> {
  const s = state();
  if (!s.promise) {
    s.promise = call<MemberWithDetail>("guest/refresh_user_info", { method: "POST", body: {}, lang }).then(
      (res) => res.data!,
      (err: unknown) => {
        s.promise = null;
        throw err;
      },
    );
  }
  return s.promise;
}

/** Stores fresher details (after a save) and tells every subscriber. */
export function updateDetail(v: MemberWithDetail): void {
  const s = state();
  s.promise = Promise.resolve(v);
  s.latest.set({ detail: v });
}

/** Subscribes to detail updates; returns the unsubscribe function. */
export function onDetailChange(fn: Listener): () => void {
  const { latest } = state();
  return latest.subscribe(() => {
    const d = latest.get().detail;
    if (d) fn(d);
  });
}

