/**
 * Seeding the demo corpus on first start (DESIGN §3.4: `npm start` seeds the
 * demo corpus when the database is empty; the CLI then runs publishSite).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { story } from "../db/schema.js";
import { importDemoCorpus } from "./demo.js";
import type { ImportOptions } from "./options.js";

/**
 * Imports the demo corpus (importDemoCorpus) when the story table is empty.
 * @returns imported: whether it ran; stories: stories inserted (0 when not run)
 */
export async function seedIfEmpty(db: Db, opts: ImportOptions): Promise<{ imported: boolean; stories: number }> {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(story);
  if (Number(row?.n ?? 0) > 0) return { imported: false, stories: 0 };
  const res = await importDemoCorpus(db, opts);
  return { imported: true, stories: res.stories };
}
