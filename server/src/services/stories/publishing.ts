/**
 * Publishing a story (SPEC §2 content URL scheme, §7 search; DESIGN §2): the
 * service side of "a story goes online" — its pages are rendered through the
 * Publisher port (ports.ts) and it is reindexed for search
 * (services/search), so it is searchable from then on however it was
 * written (an import, a contribution, a row written directly).
 */
import type { Db } from "../../db/client.js";
import type { Publisher } from "../../ports.js";
import { reindexStory } from "../search/index.js";

/**
 * Publishes one story: online, its pages, JSON, the home pages and its
 * photographers' portfolios (the port), then its search text and vectors.
 * @returns pages: HTML pages written
 * @throws ApiError api_3 when there is no story with this pcId (nothing reindexed)
 */
export async function publishStory(db: Db, pcId: string, publisher: Publisher): Promise<{ pages: number }> {
  const res = await publisher.publishStory(pcId);
  await reindexStory(db, pcId);
  return res;
}

