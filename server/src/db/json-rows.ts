/**
 * Rows read as one JSON aggregate (`json_agg(t)`): the statement returns a
 * single field instead of one per column of every row, which both drivers
 * decode far faster (PGlite decodes each field in JavaScript: 27 relation
 * rows of 36 columns took ~2 ms as fields, ~0.8 ms as one JSON value).
 * fromJsonRows turns them back into the rows drizzle's select would give.
 */
import { getTableColumns, type Column, type InferSelectModel } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * The rows of `table` from the JSON of `json_agg(table)` (keys are column
 * names), as drizzle's `select().from(table)` gives them: each value through
 * its column's mapping from the driver (timestamps become Dates; a JSON
 * column's string is parsed once more, as drizzle does with what the drivers
 * give it).
 * @param json the aggregate as the driver returns it: an array, or null when no row matched
 */
export function fromJsonRows<T extends PgTable>(table: T, json: unknown): InferSelectModel<T>[] {
  return fromJsonColumns(getTableColumns(table), json) as InferSelectModel<T>[];
}

/**
 * fromJsonRows for a selection of columns (e.g. schema.ts shownStoryColumns):
 * the rows of `json_agg` of a subquery that selects exactly those columns.
 * @param columns the selection, keyed by the row's field names
 * @param json the aggregate as the driver returns it: an array, or null when no row matched
 */
export function fromJsonColumns<C extends Record<string, Column>>(columns: C, json: unknown): { [K in keyof C]: C[K]["_"]["notNull"] extends true ? C[K]["_"]["data"] : C[K]["_"]["data"] | null }[] {
  if (json == null) return [];
  if (!Array.isArray(json)) throw new TypeError(`fromJsonRows: expected a JSON array, got ${typeof json}`);
  const entries = Object.entries(columns);
  return json.map((o: Record<string, unknown>) => {
    const row: Record<string, unknown> = {};
    for (const [key, col] of entries) {
      const v = o[col.name];
      row[key] = v == null ? null : col.mapFromDriverValue(v);
    }
    return row as never;
  });
}
