/**
 * Photographer status lookup (SPEC §3 "Photographer status lookup", §7
 * "Photographer status"; served as GET guest/photographer/get_ph_status,
 * a legacy web path of SPEC §7). Subjects of a photographer have the code
 * `photographer_` + numeric id; the client sends those ids as `phIds`
 * (comma-separated) and re-keys the answer with the prefix
 * (widgets/search/search.logic.ts photographerStatus).
 */
import { inArray } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { photographer } from "../db/schema.js";

/** Subject-code prefix of a photographer's subject (SPEC §3). */
export const PHOTOGRAPHER_PREFIX = "photographer_";
/** Ids looked up per call at most (more are ignored). */
export const MAX_PH_IDS = 200;

/**
 * The numeric ids of a phIds parameter: comma-separated, each 1..9 digits
 * and positive; anything else is ignored (SPEC §7: bad ids are ignored).
 * Duplicates are dropped; at most MAX_PH_IDS are kept.
 */
export function parsePhIds(raw: string | undefined | null): number[] {
  if (!raw) return [];
  const out = new Set<number>();
  for (const part of String(raw).split(",")) {
    const s = part.trim();
    if (!/^\d{1,9}$/.test(s)) continue;
    const n = Number(s);
    if (n > 0) out.add(n);
    if (out.size >= MAX_PH_IDS) break;
  }
  return [...out];
}

/** Numeric ids of the `photographer_<id>` codes among subject codes (others ignored). */
export function photographerIdsOf(subjectCodes: readonly string[]): number[] {
  const ids = new Set<number>();
  for (const c of subjectCodes) {
    const m = /^photographer_(\d{1,9})$/.exec(c);
    if (m && Number(m[1]) > 0) ids.add(Number(m[1]));
  }
  return [...ids];
}

export class PhotographerService {
  constructor(private readonly db: Db) {}

  /**
   * Status of each known photographer among `ids`.
   * @returns `{ "<id>": status }` (status 1 = active/verified, see schema.photographer); unknown ids are absent; {} for none
   */
  async statuses(ids: number[]): Promise<Record<string, number>> {
    if (!ids.length) return {};
    const rows = await this.db
      .select({ id: photographer.id, status: photographer.status })
      .from(photographer)
      .where(inArray(photographer.id, ids));
    const out: Record<string, number> = {};
    for (const r of rows) out[String(r.id)] = r.status;
    return out;
  }
}
