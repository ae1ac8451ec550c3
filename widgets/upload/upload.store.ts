/**
 * The upload queue's store, framework-free (issue 11 "Uploads"; SPEC §4
 * "Upload file lifecycle", §7 upload_file, §9 chunk 5242880 bytes, 3
 * threads, 2 retries, 120000 ms, thumbnails 110×110 q70, compression
 * 1600×1600 q90). No React; the browser parts (hashing, requests,
 * canvas, localforage) come in as deps (upload.api.ts has the page's).
 *
 * One file uploads at a time, its chunks UPLOAD_THREADS at a time: add() →
 * inited (web-size copy, MD5, thumbnail) → queued → progress (a check call
 * learns which chunks the server holds; a file the member sent before
 * completes at once) → complete with the RelationDraftDto. A chunk is tried
 * 1 + UPLOAD_RETRIES times; a time-out is `timeout`. pause() aborts the
 * chunks in flight (interrupt); resume() goes on from the server's chunks.
 * The queue is kept in localforage after every change: after a reload the
 * unfinished entries show interrupt and wait for the same file to be picked
 * again (a File cannot be stored), then resume.
 *
 * Stays whole (about 410 lines): one queue whose add, prepare, upload,
 * pause/resume and persistence paths share the entries, the files and the
 * chunks in flight; split, each step would reach into another file's state.
 * The pure rules (admission, transitions, retries) are in upload.rules.ts.
 */
import { createState } from "../core/store.js";
import {
  UPLOAD_CHUNK_BYTES,
  UPLOAD_THREADS,
  UPLOAD_TIMEOUT_MS,
  type RelationDraftDto,
  type UploadChunkAnswerDto,
} from "../../common/contribution.js";
import {
  admit,
  chunkBytes,
  DEFAULT_LIMITS,
  duplicateMd5,
  isFinal,
  nextChunks,
  persistable,
  refuses,
  mergeRestored,
  sameFile,
  shouldRetry,
  transition,
  type PickedFile,
  type QueueEntry,
  type UploadEvent,
  type UploadLimits,
} from "./upload.rules.js";

/** A failed request: a SPEC code (timeout, Q_TYPE_DENIED…), "998" for the network, "aborted" when paused or cancelled. */
export class UploadError extends Error {
  constructor(
    public readonly code: string,
    public readonly msg = "",
  ) {
    super(code);
  }
}

/** One upload_file request. */
export interface ChunkRequest {
  md5: string;
  fileName: string;
  fileSize: number;
  chunks: number;
  /** absent for a check */
  chunk?: number;
  chunkMd5?: string;
  data?: Blob;
}

/** What the store needs from the page. */
export interface UploadDeps {
  /** MD5 of a whole file, reading it in chunks (onProgress 0–1) */
  md5(file: Blob, onProgress?: (f: number) => void): Promise<string>;
  /** MD5 of one chunk */
  chunkMd5(chunk: Blob): Promise<string>;
  /** POST upload_file (multipart), with upload progress in bytes and the time-out */
  send(req: ChunkRequest, opts: { signal: AbortSignal; timeoutMs: number; onProgress(loaded: number): void }): Promise<UploadChunkAnswerDto>;
  /** a 110×110 JPEG (q70) data URL of a photo, or null */
  thumbnail(file: Blob): Promise<string | null>;
  /** the web-size copy (1600×1600, q90) of a photo, or the file itself when it cannot be made smaller */
  compress(file: Blob): Promise<Blob>;
  /** the kept queue of this member */
  load(key: string): Promise<QueueEntry[]>;
  save(key: string, entries: QueueEntry[]): Promise<void>;
  /** a fresh id */
  id(): string;
}

/** What the reader sees. */
export interface UploadState {
  entries: QueueEntry[];
  /** a queue-level refusal (Q_EXCEED_NUM_LIMIT, Q_EXCEED_SIZE_LIMIT), else null */
  notice: string | null;
  /** the last thing that happened, for the live region: [key, file name] */
  announce: { key: string; name: string } | null;
}

export interface UploadStore {
  get(): UploadState;
  subscribe(fn: () => void): () => void;
  /** loads the member's kept queue (call once, with the member's code) */
  init(memberKey: string): Promise<void>;
  /** adds picked files (or gives an interrupted entry its file back) */
  add(files: readonly File[] | readonly Blob[], webSize: boolean): void;
  /** the file an interrupted entry waits for, picked again after a reload */
  repick(id: string, file: File): void;
  pause(id: string): void;
  resume(id: string): void;
  retry(id: string): void;
  cancel(id: string): void;
  /** drops a finished row (complete, cancelled, invalid) from the list */
  remove(id: string): void;
  /** called with each relation once its file is complete */
  onComplete(fn: (relation: RelationDraftDto, entry: QueueEntry) => void): () => void;
  dispose(): void;
}

/** The store of one <pw-upload>. */
export function createUploadStore(deps: UploadDeps, limits: () => UploadLimits = () => DEFAULT_LIMITS): UploadStore {
  const s = createState<UploadState>({ entries: [], notice: null, announce: null });
  let key: string | null = null;
  const files = new Map<string, Blob>();
  const aborts = new Map<string, AbortController>();
  /** the subscriptions still open: dispose() ends them */
  const offs = new Set<() => void>();
  const completes = new Set<(r: RelationDraftDto, e: QueueEntry) => void>();
  let running: string | null = null;
  let disposed = false;
  let saving: Promise<void> = Promise.resolve();

  const persist = () => {
    if (!key) return;
    const k = key;
    const snapshot = s.get().entries.map(persistable);
    saving = saving.then(() => deps.save(k, snapshot)).catch(() => undefined);
  };
  const set = (next: Partial<UploadState>, save = true) => {
    s.set(next);
    if (save) persist();
  };
  const entry = (id: string) => s.get().entries.find((e) => e.id === id);
  /** changes one entry (and with `also`, other parts of the state in the same change) */
  const patch = (id: string, p: Partial<QueueEntry>, save = true, also: Partial<UploadState> = {}) => {
    set({ ...also, entries: s.get().entries.map((e) => (e.id === id ? { ...e, ...p } : e)) }, save);
  };
  /** Applies an event; false (nothing changes) when it does not apply. */
  const move = (id: string, event: UploadEvent, p: Partial<QueueEntry> = {}, announce?: string): boolean => {
    const e = entry(id);
    if (!e) return false;
    const to = transition(e.state, event);
    if (!to) return false;
    patch(id, { ...p, state: to }, true, announce ? { announce: { key: announce, name: e.name } } : {});
    return true;
  };

  /** Compresses (web size), hashes and thumbnails a new entry, then queues it. */
  async function prepare(id: string): Promise<void> {
    const e = entry(id);
    let blob = files.get(id);
    if (!e || !blob) return;
    try {
      if (e.kind === "image" && !e.thumb) deps.thumbnail(blob).then((thumb) => thumb && entry(id) && patch(id, { thumb }, false)).catch(() => undefined);
      if (e.webSize && e.kind === "image") {
        blob = await deps.compress(blob);
        files.set(id, blob);
      }
      const md5 = await deps.md5(blob);
      const now = entry(id);
      if (!now || now.state !== "inited") return;
      if (duplicateMd5(s.get().entries, id, md5)) {
        move(id, "refuse", { md5, code: "F_DUPLICATE" }, "invalid");
        return;
      }
      const size = blob.size;
      move(id, "hashed", { md5, size, chunks: Math.max(1, Math.ceil(size / UPLOAD_CHUNK_BYTES)) });
    } catch {
      move(id, "fail", { code: "998", message: "" }, "error");
    }
    pump();
  }

  /** Starts the next queued file when none is uploading. */
  function pump(): void {
    if (disposed || running) return;
    const next = s.get().entries.find((e) => e.state === "queued" && files.has(e.id));
    if (!next) return;
    running = next.id;
    void upload(next.id).finally(() => {
      running = null;
      pump();
    });
  }

  async function upload(id: string): Promise<void> {
    const ctl = new AbortController();
    aborts.set(id, ctl);
    const blob = files.get(id)!;
    try {
      if (!move(id, "start", { code: null, message: "" })) return;
      const e0 = entry(id)!;
      const base = { md5: e0.md5!, fileName: e0.name, fileSize: e0.size, chunks: e0.chunks };
      const first = await deps.send(base, { signal: ctl.signal, timeoutMs: UPLOAD_TIMEOUT_MS, onProgress: () => undefined });
      if (finish(id, first)) return;
      patch(id, { received: first.received });
      const inFlight: number[] = [];
      let last: UploadChunkAnswerDto = first;
      await new Promise<void>((resolve, reject) => {
        let failed = false;
        const launch = () => {
          if (failed) return;
          const cur = entry(id);
          if (!cur || cur.state !== "progress") return resolve();
          const todo = nextChunks(cur, inFlight, UPLOAD_THREADS);
          if (!todo.length && !inFlight.length) return resolve();
          for (const i of todo) {
            inFlight.push(i);
            sendChunk(id, blob, base, i, ctl.signal)
              .then((a) => {
                last = a;
                inFlight.splice(inFlight.indexOf(i), 1);
                const c = entry(id);
                if (c) {
                  const inflight = { ...c.inflight };
                  delete inflight[i];
                  patch(id, { received: a.complete ? a.received : [...new Set([...c.received, ...a.received, i])], inflight });
                }
                if (a.complete) return resolve();
                launch();
              })
              .catch((err) => {
                failed = true;
                reject(err);
                ctl.abort(); // the other chunks in flight are of no use now
              });
          }
        };
        launch();
      });
      if (finish(id, last)) return;
      if (entry(id)?.state !== "progress") return; // paused or cancelled meanwhile
      // every chunk is in but another request is assembling: ask again
      for (let i = 0; i < 10; i++) {
        await new Promise((r) => setTimeout(r, 500 * (i + 1)));
        if (entry(id)?.state !== "progress") return;
        const a = await deps.send(base, { signal: ctl.signal, timeoutMs: UPLOAD_TIMEOUT_MS, onProgress: () => undefined });
        if (finish(id, a)) return;
      }
      move(id, "fail", { code: "timeout", inflight: {} }, "error");
    } catch (err) {
      const code = err instanceof UploadError ? err.code : "998";
      const msg = err instanceof UploadError ? err.msg : "";
      if (code === "aborted") return; // paused or cancelled: the state is already set
      if (refuses(code)) move(id, "refuse", { code, message: msg, inflight: {} }, "invalid");
      else if (code === "invalid_param") {
        // the server dropped the chunks (MD5 mismatch): start the file again
        move(id, "fail", { code, message: msg, received: [], inflight: {} }, "error");
      } else move(id, "fail", { code, message: msg, inflight: {} }, "error");
    } finally {
      aborts.delete(id);
    }
  }

  /** One chunk with its retries. */
  async function sendChunk(id: string, blob: Blob, base: ChunkRequest, i: number, signal: AbortSignal): Promise<UploadChunkAnswerDto> {
    const data = blob.slice(i * UPLOAD_CHUNK_BYTES, i * UPLOAD_CHUNK_BYTES + chunkBytes(blob.size, i));
    const chunkMd5 = await deps.chunkMd5(data);
    for (let attempt = 1; ; attempt++) {
      try {
        return await deps.send(
          { ...base, chunk: i, chunkMd5, data },
          {
            signal,
            timeoutMs: UPLOAD_TIMEOUT_MS,
            onProgress: (loaded) => {
              const c = entry(id);
              if (c?.state === "progress") patch(id, { inflight: { ...c.inflight, [i]: Math.min(loaded, data.size) } }, false);
            },
          },
        );
      } catch (err) {
        const code = err instanceof UploadError ? err.code : "998";
        if (code === "aborted" || !shouldRetry(code, attempt)) throw err;
      }
    }
  }

  /** Completes an entry when the answer says so. */
  function finish(id: string, a: UploadChunkAnswerDto): boolean {
    if (!a.complete || !a.relation) return false;
    const relation = a.relation;
    if (move(id, "complete", { received: a.received, relation, inflight: {} }, "complete")) {
      files.delete(id);
      const e = entry(id)!;
      for (const fn of completes) fn(relation, e);
    }
    return true;
  }

  function stop(id: string): void {
    aborts.get(id)?.abort();
    aborts.delete(id);
  }

  return {
    get: s.get,
    subscribe(fn) {
      const off = s.subscribe(fn);
      offs.add(off);
      return () => {
        offs.delete(off);
        off();
      };
    },
    async init(memberKey) {
      key = memberKey;
      // nothing kept (private mode): an empty queue
      const loading = deps.load(memberKey).catch(() => [] as QueueEntry[]);
      // saves wait for the kept queue to be read: files picked meanwhile would otherwise overwrite it
      saving = saving.then(() => loading.then(() => undefined));
      const saved = await loading;
      // files picked while it loaded are in the queue already (mergeRestored); the merged queue is kept
      if (saved.length) set({ entries: mergeRestored(saved, s.get().entries) }, s.get().entries.length > 0);
    },
    add(list, webSize) {
      const picked = list.map((f) => ({ f, p: { name: (f as File).name ?? "file", size: f.size, type: f.type, lastModified: (f as File).lastModified ?? 0 } as PickedFile }));
      // a file an interrupted entry waits for resumes it instead of being added again
      const rest: typeof picked = [];
      for (const x of picked) {
        const waiting = s.get().entries.find((e) => e.needsFile && e.state === "interrupt" && sameFile(e, x.p));
        if (waiting) this.repick(waiting.id, x.f as File);
        else rest.push(x);
      }
      if (!rest.length) return;
      const a = admit(s.get().entries, rest.map((x) => x.p), limits(), webSize, deps.id);
      if (!a.ok) {
        set({ notice: a.code }, false);
        return;
      }
      a.entries.forEach((e, i) => {
        if (e.state !== "invalid") files.set(e.id, rest[i].f);
      });
      set({ entries: [...s.get().entries, ...a.entries], notice: null });
      for (const e of a.entries) if (e.state === "inited") void prepare(e.id);
    },
    repick(id, file) {
      const e = entry(id);
      if (!e || e.state !== "interrupt") return;
      if (!sameFile(e, { name: file.name, size: file.size, lastModified: file.lastModified })) {
        patch(id, { code: "not_same_file" }, false);
        return;
      }
      void (async () => {
        let blob: Blob = file;
        try {
          if (e.webSize && e.kind === "image") blob = await deps.compress(file);
          const md5 = await deps.md5(blob);
          files.set(id, blob);
          // the same bytes resume from the server's chunks; other bytes (a new web-size copy) start afresh
          const p: Partial<QueueEntry> = md5 === e.md5 ? { needsFile: false, code: null } : { needsFile: false, code: null, md5, size: blob.size, chunks: Math.max(1, Math.ceil(blob.size / UPLOAD_CHUNK_BYTES)), received: [] };
          if (!e.thumb && e.kind === "image") deps.thumbnail(blob).then((thumb) => thumb && patch(id, { thumb }, false)).catch(() => undefined);
          move(id, "resume", p);
          pump();
        } catch {
          patch(id, { code: "998" }, false);
        }
      })();
    },
    pause(id) {
      const e = entry(id);
      if (!e) return;
      if (move(id, "pause", { inflight: {} }, "interrupt")) stop(id);
    },
    resume(id) {
      const e = entry(id);
      if (!e || e.needsFile || !files.has(id)) return;
      if (e.state === "interrupt" && !e.md5) {
        // paused while it was being hashed: hash again
        patch(id, { state: "inited" }, false);
        void prepare(id);
        return;
      }
      if (move(id, "resume", { code: null, message: "" })) pump();
    },
    retry(id) {
      const e = entry(id);
      if (!e || !files.has(id)) return;
      if (!e.md5) {
        patch(id, { state: "inited", code: null }, false);
        void prepare(id);
        return;
      }
      if (move(id, "retry", { code: null, message: "" })) pump();
    },
    cancel(id) {
      if (move(id, "cancel", { inflight: {} }, "cancelled")) {
        stop(id);
        files.delete(id);
      }
    },
    remove(id) {
      const e = entry(id);
      if (!e || !isFinal(e.state)) return;
      files.delete(id);
      set({ entries: s.get().entries.filter((x) => x.id !== id) });
    },
    onComplete(fn) {
      completes.add(fn);
      return () => completes.delete(fn);
    },
    dispose() {
      disposed = true;
      for (const id of [...aborts.keys()]) stop(id);
      for (const off of [...offs]) off();
      offs.clear();
      completes.clear();
    },
  };
}
