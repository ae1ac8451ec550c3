/**
 * The two story queries the DTO builders (story.ts) need around them: the
 * relations of several stories, and a story's editions as a WHERE condition.
 * Apart from story.ts so that the page renderer's worker threads, which get
 * their rows from the caller, load no database library (issue 24).
 */
import { inArray, sql, type SQL } from "drizzle-orm";
import { langOfEdition, type Edition } from "../../../common/edition.js";
import { rowsOf, type Db } from "../db/client.js";
import { fromJsonRows } from "../db/json-rows.js";
import { relation, story, type Relation } from "../db/schema.js";

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
