/**
 * relationsOf reads the relations of several stories as one JSON aggregate
 * (db/json-rows.ts fromJsonRows), and shownStoriesOf the stories with their
 * relations (fromJsonColumns): they must give exactly the rows drizzle's
 * own select gives, every column type of the relation table included
 * (timestamps to the millisecond, JSON, doubles, booleans, nulls), on the
 * embedded database and on PostgreSQL.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { relationsOf, shownStoriesOf } from "../../server/src/adapters/story-queries.js";
import { relation, shownStoryColumns, story } from "../../server/src/db/schema.js";
import { fromJsonRows } from "../../server/src/db/json-rows.js";
import { openTestDb, type TestDbHandle } from "./db.js";
import { addStory } from "./search-fixtures.js";

describe("relationsOf (one JSON aggregate)", () => {
  let dataDir: string;
  let handle: TestDbHandle;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "pw-json-rows-"));
    handle = await openTestDb(dataDir);
    const db = handle.db;
    await addStory(db, { pcId: "j1", type: "image_group", items: [{ caption: "雪 & <b>ice</b>", photographer: "Dorothea Lange" }, { ext: "png", free: true }] });
    await addStory(db, { pcId: "j2", type: "video", items: [{ caption: "a \"quoted\" \\ caption\nline two" }] });
    await addStory(db, { pcId: "j3", type: "text" });
    // the columns the fixtures leave at their defaults: microsecond timestamps, a double, JSON with unicode, nulls
    await db.execute(sql`update ${relation} set duration = 12.345678901, create_time = '2026-03-04 05:06:07.891234+00',
      photographer = '[{"name":"Lange","nameZh":"兰格","id":7}]'::jsonb where ${relation.pcId} = 'j2'`);
  });

  afterAll(async () => {
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("gives the rows drizzle's select gives, grouped by story in seq order", async () => {
    const db = handle.db;
    const ids = ["j2", "j1", "j3", "missing"];
    const plain = await db.select().from(relation).where(inArray(relation.pcId, ids)).orderBy(asc(relation.pcId), asc(relation.seq));
    expect(plain.length).toBe(3);
    const got = await relationsOf(db, ids);
    expect([...got.keys()]).toEqual(ids);
    expect(got.get("j1")).toEqual(plain.filter((r) => r.pcId === "j1"));
    expect(got.get("j2")).toEqual(plain.filter((r) => r.pcId === "j2"));
    expect(got.get("j3")).toEqual([]);
    expect(got.get("missing")).toEqual([]);
    const [j2] = got.get("j2")!;
    expect(j2.createTime).toEqual(new Date("2026-03-04T05:06:07.891Z"));
    expect(j2.duration).toBe(12.345678901);
    expect(j2.photographer).toEqual([{ name: "Lange", nameZh: "兰格", id: 7 }]);
    expect((await relationsOf(db, [])).size).toBe(0);
  });

  it("refuses what is not a JSON array, and reads null as no rows", () => {
    expect(fromJsonRows(relation, null)).toEqual([]);
    expect(() => fromJsonRows(relation, { pc_id: "x" })).toThrow(/expected a JSON array/);
  });

  it("reads a JSON column holding a string as drizzle's select does", async () => {
    const db = handle.db;
    await db.update(relation).set({ photographer: "[1]" as unknown as [] }).where(eq(relation.pcId, "j1"));
    const plain = await db.select().from(relation).where(eq(relation.pcId, "j1")).orderBy(asc(relation.seq));
    expect((await relationsOf(db, ["j1"])).get("j1")).toEqual(plain);
  });

  it("shownStoriesOf gives the stories drizzle's select gives, with their relations, in one statement", async () => {
    const db = handle.db;
    // the story columns the fixtures leave at their defaults: an array, JSON, microseconds, nulls
    await db.execute(sql`update ${story} set editions = array['zh','ann'], source = '{"licence":"CC BY 4.0","url":"https://ex.org/a"}'::jsonb,
      publish_time = '2026-05-06 07:08:09.123456+00', contributor_id = 3 where ${story.pcId} = 'j1'`);
    await db.execute(sql`update ${story} set status = 'offline', withdrawn = '{"by":"editor","reason":"雪"}'::jsonb where ${story.pcId} = 'j3'`);
    const ids = ["j3", "missing", "j2", "j1"];
    const plain = await db.select(shownStoryColumns).from(story).where(inArray(story.pcId, ids));
    expect(plain.length).toBe(3);
    const all = await shownStoriesOf(db, ids);
    expect(new Set(all.stories.keys())).toEqual(new Set(["j1", "j2", "j3"]));
    for (const s of plain) expect(all.stories.get(s.pcId)).toEqual(s);
    expect(all.stories.get("j1")!.publishTime).toEqual(new Date("2026-05-06T07:08:09.123Z"));
    expect(all.stories.get("j1")!.editions).toEqual(["zh", "ann"]);
    expect(all.stories.get("j1")!.source).toEqual({ licence: "CC BY 4.0", url: "https://ex.org/a" });
    const rels = await relationsOf(db, ["j1", "j2", "j3"]);
    expect(all.relations).toEqual(rels);
    // online only: the offline story and its relations are left out
    const online = await shownStoriesOf(db, ids, { online: true });
    expect(new Set(online.stories.keys())).toEqual(new Set(["j1", "j2"]));
    expect(new Set(online.relations.keys())).toEqual(new Set(["j1", "j2"]));
    expect((await shownStoriesOf(db, [])).stories.size).toBe(0);
    expect((await shownStoriesOf(db, ["missing"])).relations.size).toBe(0);
  });
});
