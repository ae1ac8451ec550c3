/**
 * A render worker (render-pool.ts; issue 11 CMS ingest, issue 24 publishing speed):
 * receives batches of story rows with their relations as stored, renders
 * them with the publisher's own code (publish/story-rows.ts publishStoryRows, so the
 * pages are the same bytes as the one-at-a-time path) and answers the pages
 * written (blocking writes: this thread has nothing else to do). Touches no
 * database.
 *
 * Messages in:  { id: number, stories: ShownStory[], relations: [pcId, Relation[]][] }
 * Messages out: { id, pages: number } or { id, error: string }
 */
import { parentPort, workerData } from "node:worker_threads";
import type { Relation, ShownStory } from "../db/schema.js";
import type { ResolvedOptions } from "./origin.js";
import { publishStoryRows } from "./story-rows.js";

/** the pool's options, the origin and the widget build resolved (the worker never loads the configuration: origin.ts) */
const opts = workerData as ResolvedOptions;

parentPort!.on("message", async (msg: { id: number; stories: ShownStory[]; relations: [string, Relation[]][] }) => {
  try {
    const { pages } = await publishStoryRows(msg.stories, new Map(msg.relations), { ...opts, syncWrites: true });
    parentPort!.postMessage({ id: msg.id, pages });
  } catch (err) {
    parentPort!.postMessage({ id: msg.id, error: (err as Error).message || String(err) });
  }
});
parentPort!.postMessage({ ready: true });
