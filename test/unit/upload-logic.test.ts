/**
 * The upload queue (widgets/upload: upload.rules.ts rules and the
 * framework-free store upload.store.ts) with fake deps: the state machine
 * of SPEC §4, the limits of SPEC §5 and their SPEC §8 codes, chunking with
 * 3 in flight, retries, time-outs, pause/resume, the reload that restores
 * "interrupt", and instant upload (issue 11).
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { UPLOAD_CHUNK_BYTES, type RelationDraftDto, type UploadChunkAnswerDto } from "../../common/contribution.js";
import {
  admit,
  DEFAULT_LIMITS,
  kindOf,
  newEntry,
  nextChunks,
  progressOf,
  restore,
  shouldRetry,
  totalProgress,
  transition,
  type QueueEntry,
} from "../../widgets/upload/upload.rules.js";
import { acceptList, codeText, parseAttributes, uploadProps } from "../../widgets/upload/upload.props.js";
import { createUploadStore, UploadError, type ChunkRequest, type UploadDeps } from "../../widgets/upload/upload.store.js";

const MB = 1024 * 1024;
let n = 0;
const ids = () => `e${++n}`;
const picked = (name: string, size: number, type = "", lastModified = 1) => ({ name, size, type, lastModified });

describe("state machine (SPEC §4 upload file lifecycle)", () => {
  it("inited → queued → progress → complete; pause, resume, retry, cancel, refuse, restore where they apply", () => {
    expect(transition("inited", "hashed")).toBe("queued");
    expect(transition("queued", "start")).toBe("progress");
    expect(transition("progress", "complete")).toBe("complete");
    expect(transition("queued", "complete")).toBe("complete");
    expect(transition("progress", "fail")).toBe("error");
    expect(transition("error", "retry")).toBe("queued");
    expect(transition("progress", "pause")).toBe("interrupt");
    expect(transition("interrupt", "resume")).toBe("queued");
    expect(transition("progress", "cancel")).toBe("cancelled");
    expect(transition("progress", "refuse")).toBe("invalid");
    expect(transition("progress", "restore")).toBe("interrupt");
  });

  it("final states take no event; nonsense events are refused", () => {
    for (const s of ["complete", "cancelled", "invalid"] as const) {
      for (const ev of ["hashed", "start", "complete", "fail", "pause", "resume", "retry", "cancel", "refuse", "restore"] as const) expect(transition(s, ev)).toBeNull();
    }
    expect(transition("inited", "start")).toBeNull();
    expect(transition("queued", "retry")).toBeNull();
    expect(transition("interrupt", "complete")).toBeNull();
    expect(transition("complete", "cancel")).toBeNull();
  });
});

describe("limits (SPEC §5, §8)", () => {
  it("kinds by MIME, else by extension", () => {
    expect(kindOf({ name: "a.JPG", type: "" })).toBe("image");
    expect(kindOf({ name: "a.bin", type: "image/png" })).toBe("image");
    expect(kindOf({ name: "clip.mov", type: "" })).toBe("video");
    expect(kindOf({ name: "setup.exe", type: "application/x-msdownload" })).toBeNull();
    expect(kindOf({ name: "jpg", type: "" })).toBeNull();
  });

  it("per file: Q_TYPE_DENIED, F_EXCEED_SIZE (photo and video limits), F_DUPLICATE in the queue and within a pick", () => {
    const a = admit(
      [],
      [
        picked("a.jpg", 2 * MB),
        picked("setup.exe", 1000),
        picked("huge.jpg", 51 * MB),
        picked("film.mp4", 51 * MB),
        picked("a.jpg", 2 * MB),
        picked("empty.png", 0),
      ],
      DEFAULT_LIMITS,
      false,
      ids,
    );
    expect(a.ok).toBe(true);
    expect(a.entries.map((e) => [e.name, e.state, e.code])).toEqual([
      ["a.jpg", "inited", null],
      ["setup.exe", "invalid", "Q_TYPE_DENIED"],
      ["huge.jpg", "invalid", "F_EXCEED_SIZE"],
      ["film.mp4", "inited", null],
      ["a.jpg", "invalid", "F_DUPLICATE"],
      ["empty.png", "invalid", "F_EXCEED_SIZE"],
    ]);
    const again = admit(a.entries, [picked("a.jpg", 2 * MB)], DEFAULT_LIMITS, false, ids);
    expect(again.entries[0].code).toBe("F_DUPLICATE");
    // a video where only photos are accepted
    expect(admit([], [picked("film.mp4", 10)], { ...DEFAULT_LIMITS, kinds: ["image"] }, false, ids).entries[0].code).toBe("Q_TYPE_DENIED");
  });

  it("per queue: Q_EXCEED_NUM_LIMIT and Q_EXCEED_SIZE_LIMIT refuse the whole pick; invalid and cancelled files do not count", () => {
    const limits = { ...DEFAULT_LIMITS, maxFiles: 3, maxQueueBytes: 10 * MB };
    const first = admit([], [picked("1.jpg", MB), picked("2.jpg", MB)], limits, false, ids);
    expect(first.ok).toBe(true);
    expect(admit(first.entries, [picked("3.jpg", MB), picked("4.jpg", MB)], limits, false, ids)).toEqual({ ok: false, code: "Q_EXCEED_NUM_LIMIT", entries: [] });
    expect(admit(first.entries, [picked("3.jpg", 9 * MB)], limits, false, ids)).toEqual({ ok: false, code: "Q_EXCEED_SIZE_LIMIT", entries: [] });
    const cancelled = first.entries.map((e) => ({ ...e, state: "cancelled" as const }));
    expect(admit(cancelled, [picked("3.jpg", MB), picked("4.jpg", MB), picked("x.exe", 1)], limits, false, ids).ok).toBe(true);
  });

  it("chunks: 3 in flight at most, missing ones first; retries 2 and never for a refusal", () => {
    expect(nextChunks({ chunks: 10, received: [0, 2] }, [])).toEqual([1, 3, 4]);
    expect(nextChunks({ chunks: 10, received: [0, 2] }, [1, 3])).toEqual([4]);
    expect(nextChunks({ chunks: 2, received: [0, 1] }, [])).toEqual([]);
    expect([1, 2, 3].map((a) => shouldRetry("timeout", a))).toEqual([true, true, false]);
    expect(shouldRetry("998", 1)).toBe(true);
    expect(shouldRetry("Q_TYPE_DENIED", 1)).toBe(false);
    expect(shouldRetry("invalid_param", 1)).toBe(false);
  });

  it("progress: held chunks plus bytes in flight; the total over the files that count", () => {
    const e: QueueEntry = { ...newEntry(picked("a.jpg", 12 * MB), "x", false), state: "progress", received: [0], inflight: { 1: MB, 0: 99 } };
    expect(progressOf(e)).toBeCloseTo((UPLOAD_CHUNK_BYTES + MB) / (12 * MB));
    const done = { ...newEntry(picked("b.jpg", 4 * MB), "y", false), state: "complete" as const };
    const bad = { ...newEntry(picked("c.exe", 100 * MB), "z", false), state: "invalid" as const };
    expect(totalProgress([e, done, bad])).toBeCloseTo((UPLOAD_CHUNK_BYTES + MB + 4 * MB) / (16 * MB));
  });

  it("restore after a reload: unfinished entries are interrupted and need their file; finished ones stay", () => {
    const list = (["inited", "queued", "progress", "error", "complete", "invalid"] as const).map((s, i) => ({ ...newEntry(picked(`${i}.jpg`, 10), String(i), false), state: s, inflight: { 0: 5 } }));
    expect(restore(list).map((e) => [e.state, e.needsFile, e.inflight])).toEqual([
      ["interrupt", true, {}],
      ["interrupt", true, {}],
      ["interrupt", true, {}],
      ["interrupt", true, {}],
      ["complete", false, {}],
      ["invalid", false, {}],
    ]);
  });

  it("props: codes shown with their message in zh and en; attributes fall back", () => {
    expect(codeText("zh", "Q_TYPE_DENIED")).toBe("不支持的文件类型（Q_TYPE_DENIED）");
    expect(codeText("en", "timeout")).toBe("The upload timed out (timeout)");
    expect(codeText("en", "F_DUPLICATE")).toBe("This file is already in the queue (F_DUPLICATE)");
    expect(codeText("zh", "998")).toContain("（998）");
    expect(parseAttributes({ maxFiles: "500", accept: "pdf", webSize: "" })).toEqual({ maxFiles: 50, accept: "all", webSize: true });
    expect(acceptList(parseAttributes({ accept: "video" }))).toBe(".mp4,.webm,.mov,video/*");
  });
});

/** A fake server: chunk manifests by md5, the whole file's relation once every chunk is in. */
function fakeServer(opts: { failTimes?: Record<number, number>; failCode?: string; refuse?: string; hold?: number } = {}) {
  const held = new Map<string, Set<number>>();
  const done = new Map<string, RelationDraftDto>();
  const calls: ChunkRequest[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const fails = { ...(opts.failTimes ?? {}) };
  const hold = { chunk: opts.hold };
  const send: UploadDeps["send"] = async (req, o) => {
    calls.push(req);
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      await new Promise((r) => setTimeout(r, 2));
      if (o.signal.aborted) throw new UploadError("aborted");
      if (done.has(req.md5)) return { received: [...Array(req.chunks).keys()], complete: true, relation: done.get(req.md5)! };
      const set = held.get(req.md5) ?? new Set<number>();
      held.set(req.md5, set);
      if (req.chunk !== undefined && req.chunk === hold.chunk) {
        // this chunk never gets an answer until released (a page going away mid-upload)
        await new Promise((r) => o.signal.addEventListener("abort", r, { once: true }));
        throw new UploadError("aborted");
      }
      if (req.chunk !== undefined) {
        if (opts.refuse && req.chunk === 0) throw new UploadError(opts.refuse, "refused");
        if (fails[req.chunk]) {
          fails[req.chunk]--;
          throw new UploadError(opts.failCode ?? "timeout");
        }
        o.onProgress(req.data!.size);
        set.add(req.chunk);
      }
      if (set.size === req.chunks) {
        const relation = { relationId: `up-${req.md5.slice(0, 6)}`, md5: req.md5, fileName: req.fileName } as RelationDraftDto;
        done.set(req.md5, relation);
        return { received: [...set].sort(), complete: true, relation };
      }
      return { received: [...set].sort((a, b) => a - b), complete: false, relation: null } as UploadChunkAnswerDto;
    } finally {
      inFlight--;
    }
  };
  return { send, held, done, calls, maxInFlight: () => maxInFlight, inFlight: () => inFlight, release: () => void (hold.chunk = undefined), hold: (n: number) => void (hold.chunk = n) };
}

function deps(server: ReturnType<typeof fakeServer>, kept = new Map<string, QueueEntry[]>()): UploadDeps {
  const hash = async (b: Blob) => createHash("md5").update(Buffer.from(await b.arrayBuffer())).digest("hex");
  return {
    md5: hash,
    chunkMd5: hash,
    send: server.send,
    thumbnail: async () => "data:image/jpeg;base64,AAAA",
    compress: async (b) => new Blob([Buffer.from(await b.arrayBuffer()).subarray(0, Math.ceil(b.size / 2))]),
    load: async (k) => kept.get(k) ?? [],
    save: async (k, e) => void kept.set(k, JSON.parse(JSON.stringify(e))),
    id: ids,
  };
}

const file = (name: string, size: number, seed = 1) => {
  const b = Buffer.alloc(size);
  for (let i = 0; i < size; i += 4096) b[i] = (i / 4096 + seed) & 255;
  return new File([b], name, { type: "image/jpeg", lastModified: 1000 + seed });
};
const waitFor = async (fn: () => boolean, what: string) => {
  for (let i = 0; i < 500; i++) {
    if (fn()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`timed out: ${what}`);
};

describe("the store (chunking, resume, instant upload) with a fake server", () => {
  it("uploads two files in 5 MiB chunks, 3 in flight, each completing with its relation", async () => {
    const server = fakeServer();
    const store = createUploadStore(deps(server));
    await store.init("pw-upload:demo");
    const completed: string[] = [];
    store.onComplete((r) => completed.push(r.fileName));
    store.add([file("a.jpg", 12 * MB, 1), file("b.jpg", 100, 2)], false);
    await waitFor(() => store.get().entries.every((e) => e.state === "complete"), "both complete");
    expect(completed.sort()).toEqual(["a.jpg", "b.jpg"]);
    expect(server.calls.filter((c) => c.chunk !== undefined && c.fileName === "a.jpg").map((c) => c.chunk).sort()).toEqual([0, 1, 2]);
    expect(server.calls.filter((c) => c.data).every((c) => c.data!.size <= UPLOAD_CHUNK_BYTES)).toBe(true);
    expect(server.maxInFlight()).toBeLessThanOrEqual(3);
    expect(totalProgress(store.get().entries)).toBe(1);
    const v = uploadProps("en", parseAttributes({}), "contributor", false, store.get(), {} as never, "/login");
    expect(v.totalText).toBe("Total: 2 of 2 files, 100%");
  });

  it("files picked while the kept queue still loads are listed once and upload, even when the storage answers with the picks it has just saved (CI of 7c833e0)", async () => {
    const server = fakeServer();
    const kept = new Map<string, QueueEntry[]>();
    // an interrupted file of an earlier visit, and a slow storage: its answer comes after the picks were saved
    kept.set("pw-upload:demo", restore([{ ...newEntry(picked("old.jpg", 10), "earlier", false), state: "progress" as const }]));
    let answer!: () => void;
    const slow = new Promise<void>((r) => (answer = r));
    const store = createUploadStore({ ...deps(server, kept), load: async (k) => (await slow, kept.get(k) ?? []) });
    const init = store.init("pw-upload:demo");
    store.add([file("a.jpg", 100, 1), file("b.jpg", 100, 2)], false);
    // the storage answers now: the picks' save, queued first, went before the read in the code before the fix
    answer();
    await init;
    expect(store.get().entries.map((e) => `${e.name} ${e.id === "earlier" ? "earlier" : "picked"}`)).toEqual(["old.jpg earlier", "a.jpg picked", "b.jpg picked"]);
    await waitFor(() => store.get().entries.filter((e) => e.name !== "old.jpg").every((e) => e.state === "complete"), "both complete");
    expect(store.get().entries.find((e) => e.name === "old.jpg")!.state).toBe("interrupt");
    // and what is kept for the next visit has all three
    await waitFor(() => (kept.get("pw-upload:demo") ?? []).filter((e) => e.state === "complete").length === 2, "the queue kept");
    expect(kept.get("pw-upload:demo")!.map((e) => e.name)).toEqual(["old.jpg", "a.jpg", "b.jpg"]);
  });

  it("a chunk that times out is retried twice; a third time-out fails the file with timeout; retry() sends only what is missing", async () => {
    const server = fakeServer({ failTimes: { 1: 3 } });
    const store = createUploadStore(deps(server));
    store.add([file("t.jpg", 11 * MB, 3)], false);
    await waitFor(() => store.get().entries[0].state === "error", "error");
    expect(store.get().entries[0].code).toBe("timeout");
    expect(server.calls.filter((c) => c.chunk === 1)).toHaveLength(3);
    const before = server.calls.filter((c) => c.chunk === 0).length;
    store.retry(store.get().entries[0].id);
    await waitFor(() => store.get().entries[0].state === "complete", "complete after retry");
    expect(server.calls.filter((c) => c.chunk === 0).length).toBe(before);
  });

  it("a server refusal (Q_TYPE_DENIED) makes the file invalid without retries", async () => {
    const server = fakeServer({ refuse: "Q_TYPE_DENIED" });
    const store = createUploadStore(deps(server));
    store.add([file("renamed.jpg", 1000, 4)], false);
    await waitFor(() => store.get().entries[0].state === "invalid", "invalid");
    expect(store.get().entries[0]).toMatchObject({ code: "Q_TYPE_DENIED", message: "refused" });
    expect(server.calls.filter((c) => c.chunk === 0)).toHaveLength(1);
  });

  it("the same bytes under another name are F_DUPLICATE once hashed", async () => {
    const server = fakeServer();
    const store = createUploadStore(deps(server));
    const f = file("one.jpg", 3000, 5);
    store.add([f, new File([f], "copy.jpg", { type: "image/jpeg", lastModified: 9 })], false);
    await waitFor(() => store.get().entries.some((e) => e.state === "invalid") && store.get().entries.some((e) => e.state === "complete"), "one invalid");
    expect(store.get().entries.find((e) => e.state === "invalid")!.code).toBe("F_DUPLICATE");
  });

  it("pause keeps the server's chunks; resume sends only the rest; cancel stops", async () => {
    const server = fakeServer({ hold: 5 });
    const store = createUploadStore(deps(server));
    store.add([file("p.jpg", 30 * MB, 6)], false);
    await waitFor(() => (server.held.values().next().value?.size ?? 0) >= 1, "a chunk in");
    const id = store.get().entries[0].id;
    store.pause(id);
    expect(store.get().entries[0].state).toBe("interrupt");
    const heldAtPause = [...server.held.values()][0].size;
    // the requests in flight at the pause have ended (aborted: this server answers nothing once a request is
    // aborted, so nothing is left that could move the file on)
    await waitFor(() => server.inFlight() === 0, "the requests in flight ended");
    expect(store.get().entries[0].state).toBe("interrupt");
    server.release();
    store.resume(id);
    await waitFor(() => store.get().entries[0].state === "complete", "complete");
    const sent = server.calls.filter((c) => c.chunk !== undefined).map((c) => c.chunk);
    expect(new Set(sent).size).toBe(6);
    expect(sent.length).toBeLessThanOrEqual(6 + 3); // at most the chunks in flight at the pause again
    expect(heldAtPause).toBeGreaterThan(0);
    server.hold(3);
    store.add([file("c.jpg", 20 * MB, 7)], false);
    await waitFor(() => store.get().entries[1].state === "progress", "progress");
    store.cancel(store.get().entries[1].id);
    expect(store.get().entries[1].state).toBe("cancelled");
    store.remove(store.get().entries[1].id);
    expect(store.get().entries).toHaveLength(1);
  });

  it("after a reload the queue shows interrupt; picking the same file again resumes from the server's chunks; the complete file is instant next time", async () => {
    const server = fakeServer({ hold: 3 });
    const kept = new Map<string, QueueEntry[]>();
    const first = createUploadStore(deps(server, kept));
    await first.init("pw-upload:demo");
    const f = file("r.jpg", 16 * MB, 8);
    first.add([f], false);
    await waitFor(() => ([...server.held.values()][0]?.size ?? 0) >= 2, "two chunks in");
    first.dispose(); // the page goes away
    await waitFor(() => server.inFlight() === 0, "the page's requests ended");
    const heldBefore = [...server.held.values()][0].size;
    expect(heldBefore).toBeLessThan(4);
    server.release();
    const second = createUploadStore(deps(server, kept));
    await second.init("pw-upload:demo");
    const e = second.get().entries[0];
    expect(e).toMatchObject({ name: "r.jpg", state: "interrupt", needsFile: true });
    second.resume(e.id); // no file: nothing happens
    expect(second.get().entries[0].state).toBe("interrupt");
    const v = uploadProps("zh", parseAttributes({}), "contributor", false, second.get(), {} as never, "/login");
    expect(v.rows[0].stateText).toBe("已中断：请重新选择同一个文件以继续上传");
    expect(v.rows[0].actions.map((a) => a.key)).toEqual(["repick", "cancel"]);
    second.add([new File([f], "r.jpg", { type: "image/jpeg", lastModified: f.lastModified })], false);
    await waitFor(() => second.get().entries[0].state === "complete", "complete after re-pick");
    expect(second.get().entries).toHaveLength(1);
    const resent = server.calls.filter((c) => c.chunk !== undefined).length;
    expect(resent).toBeLessThan(4 + heldBefore + 3);
    // instant upload: the same file in a new queue completes with no chunk sent
    const third = createUploadStore(deps(server));
    const calls = server.calls.length;
    third.add([new File([f], "again.jpg", { type: "image/jpeg" })], false);
    await waitFor(() => third.get().entries[0].state === "complete", "instant");
    expect(server.calls.slice(calls).every((c) => c.chunk === undefined)).toBe(true);
  });

  it("web size: photos are compressed before hashing and sending", async () => {
    const server = fakeServer();
    const store = createUploadStore(deps(server));
    store.add([file("w.jpg", 8 * MB, 9)], true);
    await waitFor(() => store.get().entries[0].state === "complete", "complete");
    expect(store.get().entries[0].size).toBe(4 * MB);
    expect(store.get().entries[0].originalSize).toBe(8 * MB);
  });

  it("a queue-level refusal is a notice with its code; nothing is added", async () => {
    const store = createUploadStore(deps(fakeServer()), () => ({ ...DEFAULT_LIMITS, maxFiles: 1 }));
    store.add([file("1.jpg", 10, 1), file("2.jpg", 10, 2)], false);
    expect(store.get()).toMatchObject({ notice: "Q_EXCEED_NUM_LIMIT", entries: [] });
    const v = uploadProps("zh", parseAttributes({}), "contributor", false, store.get(), {} as never, "/login");
    expect(v.notice).toBe("文件数量超出限制（Q_EXCEED_NUM_LIMIT）");
  });
});
