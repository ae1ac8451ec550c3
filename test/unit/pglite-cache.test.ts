/**
 * The embedded database's buffer cache (db/client.ts pgliteCacheMb, issue 21
 * item 6): PostgreSQL's default 128 MB for a small database, sized to a
 * larger one when the server starts (1.25 × its size on disk, in 64 MB
 * steps, at most 1 GB), or PGLITE_CACHE_MB as given. What it gains is
 * measured in `npm run bench -- search`, not here. On PostgreSQL, the
 * work_mem the server's connections ask for (PG_WORK_MEM_MB).
 */
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDb, PG_WORK_MEM_MB, pgliteCacheMb, pgliteDiskBytes, rowsOf } from "../../server/src/db/client.js";
import { TEST_PG_URL } from "./db.js";

const MB = 1024 * 1024;
const dir = mkdtempSync(path.join(tmpdir(), "pw-pglite-cache-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A setting as a connection of a database opened with `opts` sees it (SHOW). */
async function setting(name: "shared_buffers" | "work_mem", opts: Parameters<typeof openDb>[0]): Promise<string> {
  const handle = await openDb(opts);
  try {
    return rowsOf<Record<string, string>>(await handle.db.execute(sql.raw(`show ${name}`)))[0][name];
  } finally {
    await handle.close();
  }
}

const sharedBuffers = (opts: { pgliteCacheMb?: number } = {}) => setting("shared_buffers", { dataDir: dir, ...opts });

describe("pgliteCacheMb", () => {
  it("128 MB up to a database of about 100 MB, then 1.25 × its size in 64 MB steps, at most 1024 MB; a configured size as it is", () => {
    expect(pgliteCacheMb(0)).toBe(128);
    expect(pgliteCacheMb(100 * MB)).toBe(128);
    expect(pgliteCacheMb(200 * MB)).toBe(256);
    expect(pgliteCacheMb(205 * MB)).toBe(320);
    expect(pgliteCacheMb(1300 * MB)).toBe(1024);
    expect(pgliteCacheMb(1300 * MB, 64)).toBe(64);
    expect(pgliteCacheMb(0, 1536)).toBe(1536);
  });
});

describe.skipIf(!!TEST_PG_URL)("the embedded database's buffer cache", () => {
  it("a new database gets 128 MB; a larger one more when opened again; PGLITE_CACHE_MB wins", async () => {
    expect(await sharedBuffers()).toBe("128MB");
    const base = path.join(dir, "db", "base");
    const small = pgliteDiskBytes(path.join(dir, "db"));
    expect(small).toBeGreaterThan(1 * MB);
    expect(small).toBeLessThan(100 * MB);
    // the database grows to about 200 MB (a sparse file in base/ stands for its tables)
    const grown = path.join(base, "pw-cache-test");
    writeFileSync(grown, "");
    truncateSync(grown, 200 * MB - small);
    try {
      expect(pgliteDiskBytes(path.join(dir, "db"))).toBe(200 * MB);
      expect(await sharedBuffers()).toBe("256MB");
      expect(await sharedBuffers({ pgliteCacheMb: 64 })).toBe("64MB");
    } finally {
      rmSync(grown);
    }
  });
});

describe.skipIf(!TEST_PG_URL)("PostgreSQL's work_mem for the server's connections (PG_WORK_MEM_MB)", () => {
  /** work_mem as a connection of the server's pool sees it. */
  const workMem = (opts: { pgWorkMemMb?: number } = {}) => setting("work_mem", { databaseUrl: TEST_PG_URL, ...opts });

  it("is PG_WORK_MEM_MB (64 MB) by default, over the server's default of 4 MB; a configured size as it is; 0 the server's", async () => {
    expect(await workMem()).toBe(`${PG_WORK_MEM_MB}MB`);
    expect(await workMem({ pgWorkMemMb: 16 })).toBe("16MB");
    // 0: no option sent, the database's own (the throwaway cluster's is PostgreSQL's default)
    expect(await workMem({ pgWorkMemMb: 0 })).toBe("4MB");
  });
});
