/**
 * Bulk loading for the PostgreSQL search bench (issue 21 item 6: 1,000,000
 * stories "loaded with COPY"): rows of a drizzle table written as COPY's
 * text format and streamed with pg-copy-streams (`COPY … FROM STDIN`).
 * Generated columns (story.suggest_vec_*) are left to the database.
 */
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { getTableColumns, getTableName, type Table } from "drizzle-orm";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";

/** COPY text format: backslash, tab, newline and carriage return escaped; null as \N. */
function field(v: string): string {
  return v.replace(/[\\\t\n\r]/g, (c) => (c === "\\" ? "\\\\" : c === "\t" ? "\\t" : c === "\n" ? "\\n" : "\\r"));
}

/** A PostgreSQL array literal of strings ({"a","b"}). */
function arrayLiteral(xs: unknown[]): string {
  return `{${xs.map((x) => `"${String(x).replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(",")}}`;
}

/** The columns COPY writes for `table` (by SQL name) and a function turning a row (by property name) into one line. */
export function copyFormat<T extends Table>(table: T): { sql: string; line(row: Record<string, unknown>): string } {
  const cols = Object.entries(getTableColumns(table)).filter(([, c]) => !c.generated);
  const sqlNames = cols.map(([, c]) => `"${c.name}"`).join(", ");
  const kinds = cols.map(([key, c]) => ({ key, type: c.getSQLType() }));
  return {
    sql: `COPY "${getTableName(table)}" (${sqlNames}) FROM STDIN`,
    line(row) {
      return `${kinds
        .map(({ key, type }) => {
          const v = row[key];
          if (v === null || v === undefined) return "\\N";
          if (type === "jsonb" || type === "json") return field(JSON.stringify(v));
          if (Array.isArray(v)) return field(arrayLiteral(v));
          if (v instanceof Date) return v.toISOString();
          if (typeof v === "boolean") return v ? "t" : "f";
          return field(String(v));
        })
        .join("\t")}\n`;
    },
  };
}

/** Streams `lines` (from copyFormat's `line`) into the table with one `COPY … FROM STDIN`. */
export async function copyLines(client: pg.Client, copySql: string, lines: string[]): Promise<void> {
  if (!lines.length) return;
  const CHUNK = 256;
  let i = 0;
  const source = Readable.from(
    (function* () {
      // a few hundred lines a chunk: fewer, larger writes into the socket
      for (; i < lines.length; i += CHUNK) yield lines.slice(i, i + CHUNK).join("");
    })(),
  );
  await pipeline(source, client.query(copyFrom(copySql)));
}
