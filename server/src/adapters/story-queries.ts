/**
 * The story queries the DTO builders (story.ts) need around them: the
 * relations of several stories, the shown stories with their relations, and
 * a story's editions as a WHERE condition.
 * Apart from story.ts so that the page renderer's worker threads, which get
 * their rows from the caller, load no database library (issue 24).
 */
import { inArray, sql, type SQL } from "drizzle-orm";
import { langOfEdition, type Edition } from "../../../common/edition.js";
import { rowsOf, type Db } from "../db/client.js";
import { fromJsonColumns, fromJsonRows } from "../db/json-rows.js";
import { relation, shownStoryColumns, story, type Relation, type ShownStory } from "../db/schema.js";

/**
 * inEdition as a WHERE condition: the stories of any of `editions`, all of
 * one language (one edition, or a language's editions for search, which is
 * by language: EDITIONS_OF_LANG).
 */
export function editionSql(editions: readonly Edition[]): SQL {
  const zh = editions.some((e) => langOfEdition(e) === "zh");
  const titled = zh ? sql`${story.titleZh} <> ''` : sql`${story.titleEn} <> ''`;
  const list = sql.join(editions.map((e) => sql`${e}`), sql`, `);
  return sql`(${titled} and (${story.editions} is null or ${story.editions} && array[${list}]::text[]))`;
}

/** Loads the relation rows of several stories in one query, grouped by pcId (seq order; [] for a story without). */
export async function relationsOf(db: Db, pcIds: string[]): Promise<Map<string, Relation[]>> {
  const out = new Map<string, Relation[]>(pcIds.map((id) => [id, []]));
  if (pcIds.length === 0) return out;
  // one JSON value rather than a field per column of every row (db/json-rows.ts)
  const [{ rows }] = rowsOf<{ rows: unknown }>(
    await db.execute(sql`select json_agg(${relation} order by ${relation.pcId}, ${relation.seq}) as rows from ${relation} where ${inArray(relation.pcId, pcIds)}`),
  );
  for (const r of fromJsonRows(relation, rows)) out.get(r.pcId)?.push(r);
  return out;
}

/** The shown columns (shownStoryColumns) as the select list of shownStoriesOf's subquery. */
const SHOWN_SELECT = sql.raw(Object.values(shownStoryColumns).map((c) => `"${c.name}"`).join(", "));

/**
 * Loads stories (shownStoryColumns) and their relations in one statement, each
 * side one JSON aggregate (db/json-rows.ts): a page of search results costs
 * one round trip instead of two, and on the embedded database no per-field
 * decoding (issue 21 item 6: the stories' select and the relations' took
 * 2.2 + 1.6 ms of a 10 ms search at 100,000 stories).
 * @param pcIds the stories wanted, any order; unknown ones are left out
 * @param opts.online only stories with status "online" (their relations too)
 * @returns the stories by pcId, and the relations of each story returned, grouped by pcId (seq order; [] for none)
 */
export async function shownStoriesOf(
  db: Db,
  pcIds: readonly string[],
  opts: { online?: boolean } = {},
): Promise<{ stories: Map<string, ShownStory>; relations: Map<string, Relation[]> }> {
  const stories = new Map<string, ShownStory>();
  const relations = new Map<string, Relation[]>();
  if (pcIds.length === 0) return { stories, relations };
  const ids = inArray(story.pcId, [...pcIds]);
  const where = opts.online ? sql`${ids} and ${story.status} = 'online'` : ids;
  const [row] = rowsOf<{ stories: unknown; rels: unknown }>(
    await db.execute(sql`with s as (select ${SHOWN_SELECT} from ${story} where ${where})
      select (select json_agg(s) from s) as stories,
             (select json_agg(${relation} order by ${relation.pcId}, ${relation.seq}) from ${relation} where ${relation.pcId} in (select pc_id from s)) as rels`),
  );
  for (const s of fromJsonColumns(shownStoryColumns, row?.stories)) {
    stories.set(s.pcId, s);
    relations.set(s.pcId, []);
  }
  for (const r of fromJsonRows(relation, row?.rels)) relations.get(r.pcId)?.push(r);
  return { stories, relations };
}
