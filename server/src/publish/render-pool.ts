/**
 * Renders story pages off the calling thread (issue 11: the JSONL import;
 * issue 24: publishSite): `size` worker threads (render-worker.ts) each
 * render whole batches with the publisher's code (story-rows.ts) while the
 * calling thread reads the next batches from the database (and, importing,
 * parses, indexes and writes them). With size 0 batches are rendered on the
 * calling thread (small sites and imports: a worker's first batch is answered
 * after about 0.6 s, built, 1.5 s from the sources).
 *
 * Back-pressure: at most 2 batches per worker wait or render at once;
 * submit() resolves when the batch has been queued, its result promise when
 * it has been written.
 *
 * With `callerRenders` (publishSite, whose calling thread only reads rows
 * between batches) a batch that would wait for a busy worker is rendered on
 * the calling thread instead, with blocking writes, one story at a time: two
 * threads render on two cores, not three threads, and one worker less starts
 * cold. In bench/publish.ts one worker and the calling thread published
 * 1,199 pages/s (0.84 of LiquidJS render-and-write), where two workers
 * published 956–1,126 (0.71–0.79). The JSONL import leaves it off: its
 * calling thread is busy storing and indexing.
 */
import { Worker } from "node:worker_threads";
import type { Relation, ShownStory } from "../db/schema.js";
import type { PublishOptions } from "./page-base.js";
import { resolvedOptions, type ResolvedOptions } from "./origin.js";
import { publishStoryRows } from "./story-rows.js";

// from the sources (vitest, tsx) a bootstrap registers tsx in the worker; the compiled server (build/node) runs render-worker.js
const WORKER_URL = new URL(import.meta.url.endsWith(".ts") ? "./render-worker.mjs" : "./render-worker.js", import.meta.url);

/**
 * A worker's young generation (MB): rendering allocates about 1 MB a page
 * (LiquidJS's generators and strings) and drops it; each collection copies
 * the few objects alive at that moment, so a larger young generation means
 * fewer collections for the same garbage. With V8's default (16 MB on 64-bit)
 * a worker spent a quarter of its time collecting; with 64, 10 %; with 192,
 * about 6 % less CPU again for a publish of 1,000 stories (bench/publish.ts).
 */
const YOUNG_MB = 192;

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  /** ids of the batches sent to this worker and not answered yet */
  ids: Set<number>;
}

export class RenderPool {
  /** the options with the origin and the widget build resolved here: the workers do not load the configuration (origin.ts) */
  private readonly opts: ResolvedOptions;
  private readonly slots: Slot[] = [];
  private readonly waiting = new Map<number, { resolve: (pages: number) => void; reject: (err: Error) => void }>();
  private nextId = 0;
  private inFlight = 0;
  private freed: (() => void)[] = [];

  /** the calling thread renders a batch that would wait for a busy worker (see the file comment) */
  private readonly callerRenders: boolean;
  /** batches the calling thread rendered because every worker was busy (callerRenders) */
  callerBatches = 0;

  /**
   * @param size worker threads (0: render on the calling thread)
   * @param pool.callerRenders render on the calling thread rather than wait for room (default false)
   */
  constructor(
    size: number,
    opts: PublishOptions,
    pool: { callerRenders?: boolean } = {},
  ) {
    this.opts = resolvedOptions(opts);
    this.callerRenders = pool.callerRenders ?? false;
    for (let i = 0; i < size; i++) {
      const worker = new Worker(WORKER_URL, { workerData: this.opts, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_MB } });
      const slot: Slot = { worker, ids: new Set(), ready: Promise.resolve() };
      slot.ready = new Promise((resolve, reject) => {
        worker.once("error", reject);
        worker.on("message", (m: { ready?: true; id?: number; pages?: number; error?: string }) => {
          if (m.ready) return resolve();
          const w = this.waiting.get(m.id!);
          if (!w) return;
          this.waiting.delete(m.id!);
          slot.ids.delete(m.id!);
          this.release();
          if (m.error !== undefined) w.reject(new Error(m.error));
          else w.resolve(m.pages ?? 0);
        });
      });
      worker.on("error", (err) => {
        // a dead worker fails its own batches; later ones go to it and fail too (the import reports them)
        for (const id of slot.ids) {
          this.waiting.get(id)?.reject(err);
          this.waiting.delete(id);
          this.release();
        }
        slot.ids.clear();
      });
      this.slots.push(slot);
    }
  }

  private release() {
    this.inFlight--;
    this.freed.shift()?.();
  }

  /**
   * Queues one batch for rendering; resolves (to `done`, the promise of its
   * pages written) once there is room, so a caller awaiting it never holds more
   * than 2 batches per worker in memory.
   */
  async submit(stories: ShownStory[], relations: Map<string, Relation[]>): Promise<{ done: Promise<number> }> {
    if (!this.slots.length) return this.renderHere(stories, relations, false);
    if (this.callerRenders) {
      // the workers' answers first: the embedded database answers without going through the event loop, so a worker's answer would otherwise wait until the last batch
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (this.inFlight >= this.slots.length * 2) {
        // every worker holds two batches: this thread renders this one rather than wait (blocking writes: nothing else runs here meanwhile)
        this.callerBatches++;
        return this.renderHere(stories, relations, true);
      }
    }
    while (this.inFlight >= this.slots.length * 2) await new Promise<void>((r) => this.freed.push(r));
    this.inFlight++;
    const slot = this.slots.reduce((a, b) => (b.ids.size < a.ids.size ? b : a));
    const id = this.nextId++;
    slot.ids.add(id);
    const result = new Promise<number>((resolve, reject) => this.waiting.set(id, { resolve, reject }));
    try {
      await slot.ready;
      slot.worker.postMessage({ id, stories, relations: [...relations] });
    } catch (err) {
      slot.ids.delete(id);
      this.waiting.delete(id);
      this.release();
      return { done: Promise.reject(err as Error) };
    }
    return { done: result };
  }

  /** Renders a batch on the calling thread; resolves once it is written (its `done` holds the pages or the failure). */
  private async renderHere(stories: ShownStory[], relations: Map<string, Relation[]>, syncWrites: boolean): Promise<{ done: Promise<number> }> {
    const done = publishStoryRows(stories, relations, { ...this.opts, syncWrites }).then((r) => r.pages);
    await done.catch(() => undefined);
    return { done };
  }

  /** Stops the workers (after the caller has awaited its results). */
  async close(): Promise<void> {
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}
