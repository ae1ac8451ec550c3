/**
 * `photowire backup` / `restore` on the embedded database (server/src/backup.ts;
 * docs/server.md "Backup and restore"): the data folder and the storage folder
 * into a backup folder, and back into an empty deployment; what is refused.
 * (PostgreSQL's pg_dump path runs against a live deployment in
 * test/e2e/processes.e2e.test.ts.)
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { backup, BackupError, restore } from "../../server/src/backup.js";

const root = mkdtempSync(path.join(tmpdir(), "pw-backup-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("backup and restore on the embedded database", () => {
  it("the stopped site's database and storage come back in an empty deployment; an open database, a used folder and the wrong kind are refused", async () => {
    // a site whose storage is its data folder (STORAGE_DIR unset)
    const dataDir = path.join(root, "site");
    mkdirSync(path.join(dataDir, "db"), { recursive: true });
    const db = new PGlite(path.join(dataDir, "db"));
    await db.exec("CREATE TABLE story (pc_id text PRIMARY KEY, title text); INSERT INTO story VALUES ('a1', '长江'), ('b2', 'Harbour');");
    mkdirSync(path.join(dataDir, "site", "cn"), { recursive: true });
    writeFileSync(path.join(dataDir, "site", "cn", "index.html"), "<h1>首页</h1>");
    const site = { dataDir, storageDir: dataDir };
    const folder = path.join(root, "backup");
    // while the server holds it open
    await expect(backup(site, folder)).rejects.toThrow(/embedded database is open/);
    await db.close();

    const manifest = await backup(site, folder, new Date("2026-11-27T04:00:00Z"));
    expect(manifest).toEqual({ format: 1, database: "pglite", createdAt: "2026-11-27T04:00:00.000Z" });
    // the database once, under db/, not again inside storage/
    expect(existsSync(path.join(folder, "db", "PG_VERSION"))).toBe(true);
    expect(existsSync(path.join(folder, "storage", "db"))).toBe(false);
    await expect(backup(site, folder)).rejects.toThrow(BackupError);

    await expect(restore({ dataDir: path.join(root, "pg"), storageDir: path.join(root, "pg"), databaseUrl: "postgres://x@127.0.0.1:1/x" }, folder)).rejects.toThrow(/embedded database/);
    await expect(restore(site, folder)).rejects.toThrow(/not empty|exists/);

    const fresh = { dataDir: path.join(root, "fresh"), storageDir: path.join(root, "fresh") };
    await restore(fresh, folder);
    const again = new PGlite(path.join(fresh.dataDir, "db"));
    try {
      expect((await again.query("SELECT pc_id, title FROM story ORDER BY pc_id")).rows).toEqual([
        { pc_id: "a1", title: "长江" },
        { pc_id: "b2", title: "Harbour" },
      ]);
    } finally {
      await again.close();
    }
    expect(readFileSync(path.join(fresh.storageDir, "site", "cn", "index.html"), "utf8")).toBe("<h1>首页</h1>");
  }, 60_000);
});
