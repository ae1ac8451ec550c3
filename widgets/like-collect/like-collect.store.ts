/**
 * Like and collect state, framework-free (SPEC §4 "Collection and like",
 * §7 web/pw_content like, cancelLike, collection, cancelCollection,
 * getStatus; DESIGN §3.2, §8 InstantSearch layering). No React, no DOM.
 *
 * One store per page holds the state of every (pcId, relationId) shown:
 * - status loading is batched: every button asking before the batch is
 *   flushed (same microtask by default; on a page, once the elements mounted
 *   together have all rendered, see afterMount) makes ONE getStatus call per
 *   story (chunks of 200 ids);
 * - toggles are optimistic and rolled back when the server refuses;
 * - a guest who toggles is sent to the login page (with the current path
 *   as redirect) through core/api.ts `goToLogin` (on a partner site's page
 *   the login hand-off's popup);
 * - clicks while a toggle of the same kind is in flight are ignored;
 * - an entry is forgotten when its last button goes away, so a button
 *   mounted later reads the server state again.
 */
import { call, errorText, goToLogin, ApiCallError } from "../core/api.js";
import { createState, type State } from "../core/store.js";
import { editionOf, loginUrl } from "../../common/edition.js";
import { t, type Lang } from "./locale/index.js";
import { getMember, onMemberChange } from "../core/session.js";

/** The state of one relation for the reader (getStatus entry). */
export interface LikeCollectStatus {
  /** the reader likes it */
  like: boolean;
  /** the reader has collected it */
  collect: boolean;
  /** likes of every member */
  likeCount: number;
}

/** What a button shows. */
export interface EntryState {
  /** null until the first status answer (or after a failed load) */
  status: LikeCollectStatus | null;
  /** a like toggle is in flight */
  likeBusy: boolean;
  /** a collect toggle is in flight */
  collectBusy: boolean;
  /** message of the last failed like toggle, null when none */
  likeError: string | null;
  /** message of the last failed collect toggle, null when none */
  collectError: string | null;
}

export type ToggleKind = "like" | "collect";

/** Result of a toggle. */
export type ToggleOutcome =
  | { kind: "done"; /** the new like / collect value */ value: boolean }
  | { kind: "login"; url: string }
  | { kind: "ignored" }
  | { kind: "failed"; code: string; error: string };

/** What the store needs from the outside world (injected for tests). */
export interface LikeCollectDeps {
  /** GET web/pw_content/getStatus for up to 200 ids of one story */
  fetchStatus(storyId: string, relationIds: string[], lang: Lang): Promise<Record<string, LikeCollectStatus>>;
  /** like / cancelLike / collection / cancelCollection; resolves with the new status */
  setState(kind: ToggleKind, on: boolean, storyId: string, relationId: string, lang: Lang): Promise<LikeCollectStatus>;
  /** the logged-in member or null (read once per page) */
  getMember(lang: Lang): Promise<unknown | null>;
  /** sends a guest to log in at `url` (the login page; on a partner site's page the login hand-off's popup, core/api.ts goToLogin) */
  navigate(url: string, lang: Lang): void;
  /** the current page location */
  location(): { pathname: string; search: string; hash: string };
  /**
   * Schedules a batch flush: every load asked for before it runs joins the
   * batch. Default queueMicrotask; the page wiring waits for an idle moment
   * (see afterMount) because React renders separate elements in separate tasks.
   */
  schedule?(fn: () => void): void;
  /** login-state changes: statuses are read again */
  onMemberChange?(fn: () => void): () => void;
}

export interface LikeCollectStore {
  /** The current state (a stable object between changes). */
  get(pcId: string, relationId: string): EntryState;
  /** Calls `fn` on every change of this entry; returns the unsubscribe function. */
  subscribe(pcId: string, relationId: string, fn: () => void): () => void;
  /** Loads the status unless known or loading; batched per story. */
  load(pcId: string, relationId: string, lang: Lang): Promise<void>;
  /** Toggles like or collect (see ToggleOutcome). */
  toggle(kind: ToggleKind, pcId: string, relationId: string, lang: Lang): Promise<ToggleOutcome>;
}

/** getStatus accepts at most this many ids (server MAX_STATUS_IDS). */
export const STATUS_BATCH_MAX = 200;

/** The state of an entry nobody asked about yet. */
export const EMPTY_STATE: EntryState = Object.freeze({
  status: null,
  likeBusy: false,
  collectBusy: false,
  likeError: null,
  collectError: null,
});

interface Entry {
  pcId: string;
  relationId: string;
  /** the entry's state (its subscribers are the buttons showing it) */
  state: State<EntryState>;
  loading: Promise<void> | null;
  /** language of the last load or toggle (for reloads after a login change) */
  lang: Lang;
}

interface Batch {
  pcId: string;
  lang: Lang;
  ids: Set<string>;
  done: Promise<void>;
  resolve: () => void;
}

const keyOf = (pcId: string, relationId: string) => `${pcId}\u0000${relationId}`;

/** Creates a store over `deps` (one per page in production, see likeCollectStore). */
export function createLikeCollectStore(deps: LikeCollectDeps): LikeCollectStore {
  const entries = new Map<string, Entry>();
  const batches = new Map<string, Batch>();
  const schedule = deps.schedule ?? ((fn: () => void) => queueMicrotask(fn));

  function ensure(pcId: string, relationId: string): Entry {
    const k = keyOf(pcId, relationId);
    let e = entries.get(k);
    if (!e) {
      e = { pcId, relationId, state: createState<EntryState>(EMPTY_STATE), loading: null, lang: "zh" };
      entries.set(k, e);
    }
    return e;
  }

  function update(e: Entry, patch: Partial<EntryState>): void {
    e.state.set(patch);
  }

  /** Drops an entry nobody shows and nothing is doing. */
  function collect(e: Entry): void {
    if (!e.state.watched() && !e.loading && !e.state.get().likeBusy && !e.state.get().collectBusy) {
      const k = keyOf(e.pcId, e.relationId);
      if (entries.get(k) === e) entries.delete(k);
    }
  }

  async function flush(b: Batch): Promise<void> {
    batches.delete(`${b.lang}\u0000${b.pcId}`);
    const ids = [...b.ids];
    const chunks: string[][] = [];
    for (let i = 0; i < ids.length; i += STATUS_BATCH_MAX) chunks.push(ids.slice(i, i + STATUS_BATCH_MAX));
    await Promise.all(
      chunks.map(async (chunk) => {
        let answer: Record<string, LikeCollectStatus> | null = null;
        try {
          answer = await deps.fetchStatus(b.pcId, chunk, b.lang);
        } catch (err) {
          // SPEC §8: a failed status read is logged, nothing is shown; the next load retries
          console.warn(`[photowire] like/collect status of ${b.pcId}: ${errorText(err)}`);
        }
        for (const id of chunk) {
          const e = entries.get(keyOf(b.pcId, id));
          if (!e) continue;
          e.loading = null;
          const s = answer?.[id];
          if (s) update(e, { status: { like: !!s.like, collect: !!s.collect, likeCount: Number(s.likeCount) || 0 } });
          collect(e);
        }
      }),
    );
    b.resolve();
  }

  function load(pcId: string, relationId: string, lang: Lang): Promise<void> {
    const e = ensure(pcId, relationId);
    e.lang = lang;
    if (e.state.get().status) return Promise.resolve();
    if (e.loading) return e.loading;
    const bk = `${lang}\u0000${pcId}`;
    let b = batches.get(bk);
    if (!b) {
      let resolve!: () => void;
      const done = new Promise<void>((r) => (resolve = r));
      const batch: Batch = { pcId, lang, ids: new Set(), done, resolve };
      batches.set(bk, batch);
      schedule(() => void flush(batch));
      b = batch;
    }
    b.ids.add(relationId);
    e.loading = b.done;
    return b.done;
  }

  async function toggle(kind: ToggleKind, pcId: string, relationId: string, lang: Lang): Promise<ToggleOutcome> {
    const e = ensure(pcId, relationId);
    const busy = kind === "like" ? "likeBusy" : "collectBusy";
    const errorKey = kind === "like" ? "likeError" : "collectError";
    if (e.state.get()[busy]) return { kind: "ignored" };
    update(e, { [busy]: true, [errorKey]: null });
    try {
      const member = await deps.getMember(lang);
      if (!member) {
        const loc = deps.location();
        const url = loginUrl(editionOf(loc.pathname), loc.pathname + loc.search + loc.hash);
        deps.navigate(url, lang);
        return { kind: "login", url };
      }
      if (!e.state.get().status) await load(pcId, relationId, lang);
      const before = e.state.get().status;
      if (!before) {
        const error = t(lang, "api_tools_1");
        update(e, { [errorKey]: error });
        return { kind: "failed", code: "998", error };
      }
      const on = kind === "like" ? !before.like : !before.collect;
      update(e, {
        status:
          kind === "like"
            ? { ...before, like: on, likeCount: Math.max(0, before.likeCount + (on ? 1 : -1)) }
            : { ...before, collect: on },
      });
      try {
        const after = await deps.setState(kind, on, pcId, relationId, lang);
        // only this kind's fields: a toggle of the other kind may be in flight
        const now = e.state.get().status ?? before;
        update(e, {
          status:
            kind === "like"
              ? { ...now, like: !!after.like, likeCount: Number(after.likeCount) || 0 }
              : { ...now, collect: !!after.collect },
        });
        return { kind: "done", value: on };
      } catch (err) {
        const now = e.state.get().status ?? before;
        const error = errorText(err) || t(lang, "api_tools_1");
        update(e, {
          status: kind === "like" ? { ...now, like: before.like, likeCount: before.likeCount } : { ...now, collect: before.collect },
          [errorKey]: error,
        });
        return { kind: "failed", code: err instanceof ApiCallError ? err.code : "998", error };
      }
    } finally {
      update(e, { [busy]: false });
      collect(e);
    }
  }

  deps.onMemberChange?.(() => {
    // login or logout on this page: read every shown status again
    for (const e of entries.values()) {
      if (!e.state.watched()) continue;
      e.loading = null;
      update(e, { status: null, likeError: null, collectError: null });
    }
    for (const e of entries.values()) if (e.state.watched()) void load(e.pcId, e.relationId, e.lang);
  });

  return {
    get: (pcId, relationId) => entries.get(keyOf(pcId, relationId))?.state.get() ?? EMPTY_STATE,
    subscribe(pcId, relationId, fn) {
      const e = ensure(pcId, relationId);
      const off = e.state.subscribe(fn);
      return () => {
        off();
        collect(e);
      };
    },
    load,
    toggle,
  };
}

/** Longest wait (ms) for an idle moment before a status batch is sent anyway. */
export const BATCH_IDLE_TIMEOUT_MS = 150;

/**
 * Runs `fn` once the browser is idle, i.e. after React has rendered (and run
 * the effects of) every element mounted in the same task: React renders each
 * custom element's root in its own scheduler task and yields between them,
 * so a microtask would flush after the first few buttons only. Falls back to
 * a 16 ms timer where requestIdleCallback is missing.
 */
export function afterMount(fn: () => void): void {
  const g = globalThis as unknown as {
    requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
  };
  if (typeof g.requestIdleCallback === "function") g.requestIdleCallback(fn, { timeout: BATCH_IDLE_TIMEOUT_MS });
  else setTimeout(fn, 16);
}

/** The production wiring: core/api.ts calls, core/session.ts member, navigation.assign. */
export const defaultDeps: LikeCollectDeps = {
  async fetchStatus(storyId, relationIds, lang) {
    const body = await call<Record<string, LikeCollectStatus>>("web/pw_content/getStatus", {
      lang,
      query: { storyId, relationIds: relationIds.join(",") },
      noRedirect: true,
    });
    return body.data ?? {};
  },
  async setState(kind, on, storyId, relationId, lang) {
    const path = kind === "like" ? (on ? "like" : "cancelLike") : on ? "collection" : "cancelCollection";
    const body = await call<LikeCollectStatus>(`web/pw_content/${path}`, { method: "POST", lang, body: { storyId, relationId } });
    if (!body.data) throw new ApiCallError("998", t(lang, "api_tools_1"), body);
    return body.data;
  },
  getMember: (lang) => getMember(lang),
  // on another site's page the login hand-off's popup, or the Photowire site's login page (core/api.ts goToLogin)
  navigate: (url, lang) => goToLogin(lang, url),
  location: () => window.location,
  onMemberChange: (fn) => onMemberChange(() => fn()),
  schedule: afterMount,
};

const STORE_KEY = Symbol.for("photowire.likeCollect");

/**
 * The page's store, shared by every like and collect button (kept on
 * globalThis so the ES module build and the all-in-one script share it).
 */
export function likeCollectStore(): LikeCollectStore {
  const g = globalThis as unknown as Record<symbol, LikeCollectStore | undefined>;
  return (g[STORE_KEY] ??= createLikeCollectStore(defaultDeps));
}
