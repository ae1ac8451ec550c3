/**
 * Search sessions across processes (issue 8): two app instances on one
 * database stand for two server processes behind a round-robin proxy; a
 * scroll that alternates between them returns every hit exactly once, and
 * a tampered or unknown sid answers es_error on either.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/src/app.js";
import { loadConfig } from "../../server/src/config.js";
import { rowsOf } from "../../server/src/db/client.js";
import { sql } from "drizzle-orm";
import { openTestDb, type TestDbHandle } from "./db.js";
import { addStory } from "./search-fixtures.js";

let handle: TestDbHandle;
let dataDir: string;
let a: FastifyInstance;
let b: FastifyInstance;
const STORIES = 57;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "pw-search-proc-"));
  handle = await openTestDb(dataDir);
  for (let i = 0; i < STORIES; i++) {
    await addStory(handle.db, { pcId: `proc${String(i).padStart(3, "0")}`, siteCode: "pw", titleEn: `Harbour number ${i}`, titleZh: `港口 ${i}`, publishTime: new Date(Date.UTC(2026, 0, 1, 0, i)) });
  }
  // a session an earlier version wrote to the table (the embedded database now keeps its sessions in memory)
  await handle.db.execute(sql`insert into search_session (sid, state, expires_at) values ('legacy-sid', '{}', now() + interval '1 day')`);
  const config = loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_FACTOR: "1000" });
  a = await buildApp({ db: handle, config });
  b = await buildApp({ db: handle, config });
}, 180_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
  await handle?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (app: FastifyInstance, query: Record<string, string>) =>
  app.inject({ method: "GET", url: `/api/en/articles/search?${new URLSearchParams(query)}`, headers: { "x-site-code": "pw" } });

describe("search sessions shared by every process", () => {
  it("a scroll alternating between two instances returns every hit exactly once", async () => {
    const first = await get(a, { text: "harbour", size: "10", sort: "time" });
    expect(first.statusCode, first.body).toBe(200);
    let body = first.json().data ?? first.json();
    const sid: string = body.sid;
    const seen: string[] = body.result.page_data.map((s: { pcId: string }) => s.pcId);
    expect(body.result.total_count).toBe(STORIES);
    for (let page = 2; page <= Math.ceil(STORIES / 10); page++) {
      const res = await get(page % 2 === 0 ? b : a, { sid });
      expect(res.statusCode, res.body).toBe(200);
      body = res.json().data ?? res.json();
      expect(body.result.pageNum).toBe(page);
      seen.push(...body.result.page_data.map((s: { pcId: string }) => s.pcId));
    }
    expect(seen).toHaveLength(STORIES);
    expect(new Set(seen).size).toBe(STORIES);
  });

  it("keeps the sessions in the table on PostgreSQL, in the process's memory on the embedded database (one process)", async () => {
    const before = rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from search_session`))[0].n;
    const first = await get(a, { text: "harbour", size: "10" });
    expect(first.statusCode, first.body).toBe(200);
    const { sid } = first.json().data ?? first.json();
    const rows = rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from search_session where sid = ${sid}`))[0].n;
    expect(rows).toBe(handle.kind === "pglite" ? 0 : 1);
    if (handle.kind === "pglite") expect(rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from search_session`))[0].n).toBe(before);
    // either way the other instance continues it
    const next = await get(b, { sid });
    expect(next.statusCode, next.body).toBe(200);
    expect((next.json().data ?? next.json()).result.pageNum).toBe(2);
  });

  it("on the embedded database drops the sessions an earlier version left in the table; on PostgreSQL they stay", async () => {
    expect((await get(a, { text: "harbour" })).statusCode).toBe(200);
    const left = rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from search_session where sid = 'legacy-sid'`))[0].n;
    expect(left).toBe(handle.kind === "pglite" ? 0 : 1);
  });

  it("an unknown or tampered sid answers es_error on either instance", async () => {
    const first = await get(a, { text: "harbour", size: "10" });
    const sid: string = (first.json().data ?? first.json()).sid;
    for (const app of [a, b]) {
      const res = await get(app, { sid: sid.slice(0, -1) + (sid.endsWith("0") ? "1" : "0") });
      expect(res.json().code).toBe("es_error");
    }
  });
});
