/**
 * widgets/like-collect/like-collect.store.ts without a browser: status
 * batching, optimistic toggles with rollback, guest redirect, double-click
 * guard (SPEC §4 "Collection and like", §7 web/pw_content; DESIGN §8).
 */
import { describe, expect, it, vi } from "vitest";
import {
  createLikeCollectStore,
  type LikeCollectDeps,
  type LikeCollectStatus,
  type ToggleKind,
} from "../../widgets/like-collect/like-collect.store.js";
import { ApiCallError } from "../../widgets/core/api.js";

interface Deferred<T> {
  promise: Promise<T>;
  resolve(v: T): void;
  reject(e: unknown): void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((a, b) => ((resolve = a), (reject = b)));
  return { promise, resolve, reject };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

type Store = ReturnType<typeof createLikeCollectStore>;
/** As a mounted button does: subscribe, then load. */
function show(store: Store, pcId: string, relationId: string, lang: "zh" | "en" = "zh") {
  store.subscribe(pcId, relationId, () => {});
  return store.load(pcId, relationId, lang);
}

/** A fake server: statuses by relation id, with call logs. */
function fakeDeps(opts: { member?: unknown; path?: string } = {}) {
  const server = new Map<string, LikeCollectStatus>();
  const statusCalls: { storyId: string; ids: string[] }[] = [];
  const setCalls: { kind: ToggleKind; on: boolean; relationId: string }[] = [];
  const navigated: string[] = [];
  let memberListener: (() => void) | null = null;
  let gate: Deferred<void> | null = null;
  let fail: Error | null = null;
  const deps: LikeCollectDeps = {
    async fetchStatus(storyId, ids) {
      statusCalls.push({ storyId, ids: [...ids] });
      return Object.fromEntries(ids.map((id) => [id, { ...(server.get(id) ?? { like: false, collect: false, likeCount: 0 }) }]));
    },
    async setState(kind, on, _storyId, relationId) {
      setCalls.push({ kind, on, relationId });
      if (gate) await gate.promise;
      if (fail) throw fail;
      const s = { ...(server.get(relationId) ?? { like: false, collect: false, likeCount: 0 }) };
      if (kind === "like") {
        if (on && !s.like) s.likeCount++;
        if (!on && s.like) s.likeCount--;
        s.like = on;
      } else s.collect = on;
      server.set(relationId, s);
      return { ...s };
    },
    getMember: async () => ("member" in opts ? opts.member : { code: "demo_member" }),
    navigate: (url) => void navigated.push(url),
    location: () => ({ pathname: opts.path ?? "/pw/culture/photo/articles/2026/01/02/x.html", search: "?a=1", hash: "" }),
    onMemberChange: (fn) => {
      memberListener = fn;
      return () => (memberListener = null);
    },
  };
  return {
    deps,
    server,
    statusCalls,
    setCalls,
    navigated,
    hold: () => (gate = deferred<void>()),
    release: () => gate?.resolve(),
    failWith: (e: Error | null) => (fail = e),
    memberChanged: () => memberListener?.(),
  };
}

describe("status loading", () => {
  it("batches every button of a story asking in the same tick into one getStatus call", async () => {
    const f = fakeDeps();
    f.server.set("r2", { like: true, collect: true, likeCount: 5 });
    const store = createLikeCollectStore(f.deps);
    const loads = ["r1", "r2", "r3", "r2"].map((r) => show(store, "pc1", r));
    loads.push(show(store, "pc2", "q1"));
    await Promise.all(loads);
    expect(f.statusCalls).toEqual([
      { storyId: "pc1", ids: ["r1", "r2", "r3"] },
      { storyId: "pc2", ids: ["q1"] },
    ]);
    expect(store.get("pc1", "r2").status).toEqual({ like: true, collect: true, likeCount: 5 });
    expect(store.get("pc1", "r1").status).toEqual({ like: false, collect: false, likeCount: 0 });
    // known: no new call
    await store.load("pc1", "r1", "zh");
    expect(f.statusCalls).toHaveLength(2);
  });

  it("splits more than 200 ids into calls of at most 200", async () => {
    const f = fakeDeps();
    const store = createLikeCollectStore(f.deps);
    await Promise.all(Array.from({ length: 250 }, (_, i) => store.load("pc1", `r${i}`, "en")));
    expect(f.statusCalls.map((c) => c.ids.length)).toEqual([200, 50]);
  });

  it("forgets an entry when its last subscriber leaves, so a re-mount reads the server again", async () => {
    const f = fakeDeps();
    const store = createLikeCollectStore(f.deps);
    const off = store.subscribe("pc1", "r1", () => {});
    await store.load("pc1", "r1", "zh");
    f.server.set("r1", { like: true, collect: false, likeCount: 1 }); // changed elsewhere
    off();
    expect(store.get("pc1", "r1").status).toBeNull();
    store.subscribe("pc1", "r1", () => {});
    await store.load("pc1", "r1", "zh");
    expect(store.get("pc1", "r1").status).toEqual({ like: true, collect: false, likeCount: 1 });
    expect(f.statusCalls).toHaveLength(2);
  });

  it("a failed status read shows nothing and is retried by the next load", async () => {
    const f = fakeDeps();
    let calls = 0;
    const original = f.deps.fetchStatus;
    f.deps.fetchStatus = async (...a) => {
      if (calls++ === 0) throw new ApiCallError("998", "network");
      return original(...a);
    };
    const store = createLikeCollectStore(f.deps);
    store.subscribe("pc1", "r1", () => {});
    const warn = console.warn;
    console.warn = () => {};
    try {
      await store.load("pc1", "r1", "zh");
    } finally {
      console.warn = warn;
    }
    expect(store.get("pc1", "r1")).toMatchObject({ status: null, likeError: null, collectError: null });
    await store.load("pc1", "r1", "zh");
    expect(store.get("pc1", "r1").status).toEqual({ like: false, collect: false, likeCount: 0 });
  });

  it("reads every shown status again when the member logs in or out", async () => {
    const f = fakeDeps();
    const store = createLikeCollectStore(f.deps);
    store.subscribe("pc1", "r1", () => {});
    await store.load("pc1", "r1", "zh");
    f.server.set("r1", { like: true, collect: true, likeCount: 1 });
    f.memberChanged();
    await vi.waitFor(() => expect(store.get("pc1", "r1").status).toEqual({ like: true, collect: true, likeCount: 1 }));
  });
});

describe("toggles", () => {
  it("are optimistic, then take the server's answer", async () => {
    const f = fakeDeps();
    f.server.set("r1", { like: false, collect: false, likeCount: 3 });
    const store = createLikeCollectStore(f.deps);
    const seen: unknown[] = [];
    store.subscribe("pc1", "r1", () => seen.push(store.get("pc1", "r1").status));
    await show(store, "pc1", "r1", "zh");
    f.hold();
    const p = store.toggle("like", "pc1", "r1", "zh");
    await tick();
    expect(store.get("pc1", "r1")).toMatchObject({ likeBusy: true, status: { like: true, likeCount: 4 } });
    f.server.set("r1", { like: false, collect: false, likeCount: 9 }); // others liked meanwhile
    f.release();
    expect(await p).toEqual({ kind: "done", value: true });
    expect(store.get("pc1", "r1")).toMatchObject({ likeBusy: false, status: { like: true, likeCount: 10 } });
    expect(f.setCalls).toEqual([{ kind: "like", on: true, relationId: "r1" }]);
    expect(await store.toggle("like", "pc1", "r1", "zh")).toEqual({ kind: "done", value: false });
    expect(store.get("pc1", "r1").status).toEqual({ like: false, collect: false, likeCount: 9 });
    expect(seen.length).toBeGreaterThan(3);
  });

  it("roll back on failure and keep the message", async () => {
    const f = fakeDeps();
    f.server.set("r1", { like: false, collect: true, likeCount: 2 });
    const store = createLikeCollectStore(f.deps);
    await show(store, "pc1", "r1", "zh");
    f.failWith(new ApiCallError("api_3", "稿件不存在"));
    expect(await store.toggle("like", "pc1", "r1", "zh")).toEqual({ kind: "failed", code: "api_3", error: "稿件不存在" });
    expect(store.get("pc1", "r1")).toMatchObject({
      status: { like: false, collect: true, likeCount: 2 },
      likeError: "稿件不存在",
      collectError: null,
      likeBusy: false,
    });
    expect(await store.toggle("collect", "pc1", "r1", "en")).toMatchObject({ kind: "failed" });
    expect(store.get("pc1", "r1").status).toEqual({ like: false, collect: true, likeCount: 2 });
    // the next success clears the message
    f.failWith(null);
    await store.toggle("like", "pc1", "r1", "zh");
    expect(store.get("pc1", "r1").likeError).toBeNull();
  });

  it("ignore clicks while a toggle of the same kind is in flight", async () => {
    const f = fakeDeps();
    const store = createLikeCollectStore(f.deps);
    await show(store, "pc1", "r1", "zh");
    f.hold();
    const first = store.toggle("collect", "pc1", "r1", "zh");
    const second = store.toggle("collect", "pc1", "r1", "zh");
    const third = store.toggle("collect", "pc1", "r1", "zh");
    expect(await second).toEqual({ kind: "ignored" });
    expect(await third).toEqual({ kind: "ignored" });
    f.release();
    expect(await first).toEqual({ kind: "done", value: true });
    expect(f.setCalls).toHaveLength(1);
    expect(store.get("pc1", "r1").status?.collect).toBe(true);
  });

  it("a like answer does not undo a collect in flight on the same item", async () => {
    const f = fakeDeps();
    const store = createLikeCollectStore(f.deps);
    await show(store, "pc1", "r1", "zh");
    f.hold();
    const collect = store.toggle("collect", "pc1", "r1", "zh");
    await tick();
    // the like's server answer (collect still false on the server) arrives first
    const realSet = f.deps.setState;
    f.deps.setState = async () => ({ like: true, collect: false, likeCount: 1 });
    await store.toggle("like", "pc1", "r1", "zh");
    f.deps.setState = realSet;
    expect(store.get("pc1", "r1").status).toEqual({ like: true, collect: true, likeCount: 1 });
    f.release();
    await collect;
    expect(store.get("pc1", "r1").status?.collect).toBe(true);
  });

  it("send a guest to the login page of the edition, with the current page as redirect, and change nothing", async () => {
    const f = fakeDeps({ member: null, path: "/en/pw/culture/photo/articles/2026/01/02/x.html" });
    const store = createLikeCollectStore(f.deps);
    await show(store, "pc1", "r1", "en");
    const out = await store.toggle("like", "pc1", "r1", "en");
    const url = "/public_resource/public/html/login2.html?lang=en&redirect=%2Fen%2Fpw%2Fculture%2Fphoto%2Farticles%2F2026%2F01%2F02%2Fx.html%3Fa%3D1";
    expect(out).toEqual({ kind: "login", url });
    expect(f.navigated).toEqual([url]);
    expect(f.setCalls).toHaveLength(0);
    expect(store.get("pc1", "r1")).toMatchObject({ likeBusy: false, status: { like: false, likeCount: 0 } });
  });
});
