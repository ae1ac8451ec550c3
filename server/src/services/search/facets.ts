/**
 * Facets of a search (issue 21, item 3): how many of the matches of a
 * query fall under each story type, subject, publish year, photographer
 * and price, so that the search page can show counts beside its filters.
 *
 * Counted over the newest FACET_SAMPLE matches (found newest first through
 * the publish-time index, so a frequent word stops early); beyond, the
 * counts are those of the newest matches and `exact` is false (like the
 * search's total_count, ranking.ts TOTAL_CAP).
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { relation, story } from "../../db/schema.js";
import { compileQuery, conditionsOf, type Filters } from "./query.js";

/** Matches counted at most (the newest). */
export const FACET_SAMPLE = 5000;
/** Values listed at most per facet (the most frequent; type, year and price list all theirs). */
const TOP_SUBJECTS = 20;
const TOP_PHOTOGRAPHERS = 12;
const TOP_YEARS = 30;

/** One value of a facet: what the filter sends, what the reader reads, and the matches under it. */
export interface FacetValue {
  /** the filter's value: a story type, a subject code, a year (YYYY), a photographer's name, free | paid */
  value: string;
  /** the value in the edition's language (the subject's or photographer's name); the same as value for type, year and price */
  label: string;
  count: number;
}

/** The facets of a search (issue 21): each list most frequent first (years newest first). */
export interface Facets {
  type: FacetValue[];
  subject: FacetValue[];
  year: FacetValue[];
  photographer: FacetValue[];
  /** stories with a free item, and with an item that is not free (a story can be both) */
  price: FacetValue[];
  /** matches counted (at most FACET_SAMPLE) */
  counted: number;
  /** false when there were more matches than FACET_SAMPLE (the counts are those of the newest) */
  exact: boolean;
}

/** Photographer names of an item's byline ("A、B", "A, B"). */
const names = (s: string) =>
  s
    .split(/[,，、;；]/)
    .map((n) => n.trim())
    .filter(Boolean);

/** Counts into a map. */
function tally(m: Map<string, { label: string; count: number }>, value: string, label = value) {
  const v = m.get(value);
  if (v) v.count++;
  else m.set(value, { label, count: 1 });
}
const list = (m: Map<string, { label: string; count: number }>, top = Infinity, order?: (a: FacetValue, b: FacetValue) => number): FacetValue[] =>
  [...m]
    .map(([value, v]) => ({ value, label: v.label, count: v.count }))
    .sort(order ?? ((a, b) => b.count - a.count || a.label.localeCompare(b.label)))
    .slice(0, top);

/**
 * The facets of the matches of a search (every filter of `q` applied, the
 * snapshot bound now).
 * @param q the search's filters (the same as SearchService.search takes, without paging)
 */
export async function searchFacets(db: Db, q: Filters): Promise<Facets> {
  const c = compileQuery(q);
  const zh = c.lang === "zh";
  const conds = conditionsOf(q, c.lang, new Date().toISOString(), c.tsq);
  const m = db
    .select({
      pcId: story.pcId,
      type: story.type,
      subjectCode: story.subjectCode,
      subjectName: sql<string>`${zh ? sql`coalesce(nullif(${story.subjectNameZh}, ''), ${story.subjectName})` : story.subjectName}`.as("subject_label"),
      year: sql<string>`to_char(${story.publishTime} at time zone 'UTC', 'YYYY')`.as("year"),
    })
    .from(story)
    .where(and(...conds))
    .orderBy(desc(story.publishTime), desc(story.pcId))
    .limit(FACET_SAMPLE + 1)
    .as("m");
  const rows = await db.select().from(m);
  const exact = rows.length <= FACET_SAMPLE;
  const counted = rows.slice(0, FACET_SAMPLE);
  const type = new Map<string, { label: string; count: number }>();
  const subject = new Map<string, { label: string; count: number }>();
  const year = new Map<string, { label: string; count: number }>();
  for (const r of counted) {
    tally(type, r.type);
    tally(subject, r.subjectCode, r.subjectName || r.subjectCode);
    tally(year, r.year);
  }
  // the items of the counted stories: their photographers and prices, each story counted once a value
  const items = counted.length
    ? await db
        .select({ pcId: relation.pcId, by: zh ? sql<string>`coalesce(nullif(${relation.photographerStrZh}, ''), ${relation.photographerStr})` : relation.photographerStr, free: relation.free, mediaType: relation.mediaType })
        .from(relation)
        .innerJoin(m, eq(m.pcId, relation.pcId))
    : [];
  const inSample = new Set(counted.map((r) => r.pcId));
  const byStory = new Map<string, Set<string>>();
  const priceOf = new Map<string, Set<string>>();
  for (const it of items) {
    if (!inSample.has(it.pcId)) continue;
    let set = byStory.get(it.pcId);
    if (!set) byStory.set(it.pcId, (set = new Set()));
    for (const n of names(it.by)) set.add(n);
    if (it.mediaType === 3 || it.mediaType === 5) {
      let p = priceOf.get(it.pcId);
      if (!p) priceOf.set(it.pcId, (p = new Set()));
      p.add(it.free ? "free" : "paid");
    }
  }
  const photographer = new Map<string, { label: string; count: number }>();
  for (const set of byStory.values()) for (const n of set) tally(photographer, n);
  const price = new Map<string, { label: string; count: number }>();
  for (const set of priceOf.values()) for (const p of set) tally(price, p);
  return {
    type: list(type),
    subject: list(subject, TOP_SUBJECTS),
    year: list(year, TOP_YEARS, (a, b) => b.value.localeCompare(a.value)),
    photographer: list(photographer, TOP_PHOTOGRAPHERS),
    price: list(price, Infinity, (a, b) => a.value.localeCompare(b.value)),
    counted: counted.length,
    exact,
  };
}
