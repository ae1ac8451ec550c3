import { readdirSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";

/**
 * The unit and server tests, as two vitest projects (issue 16):
 * - `logic`: files that open no database. They run once, in the `unit` stage.
 * - `db`: files that open a database through the test harness
 *   (test/unit/db.ts, directly or through helpers.ts, two-processes.ts,
 *   chat-helpers.ts, search-fixtures.ts) or start the server's processes.
 *   They run in the `unit` stage on the embedded database and again in the
 *   `unit-pg` stage on PostgreSQL (`vitest run --project db` with
 *   PW_TEST_DATABASE_URL set, see scripts/pg-cluster.mjs).
 *   test/setup/db-template.ts migrates one template database a run, and each
 *   test database is a copy of it.
 *
 * A file counts as a database test when it imports one of the harness
 * modules below or the server's database client; a new database test needs
 * no list to be kept.
 */
const UNIT = "test/unit";
const DB_MARKERS = /from "\.\/(helpers|db|two-processes|chat-helpers|search-fixtures)\.js"|server\/src\/db\/client\.js"|scripts\/pg-cluster\.mjs"|bin\/photowire\.mjs/;
const files = readdirSync(UNIT).filter((f) => f.endsWith(".test.ts"));
const dbFiles = files.filter((f) => DB_MARKERS.test(readFileSync(`${UNIT}/${f}`, "utf8"))).map((f) => `${UNIT}/${f}`);
const logicFiles = files.map((f) => `${UNIT}/${f}`).filter((f) => !dbFiles.includes(f));

export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: "logic", include: logicFiles } },
      // isolate: false: the files of a worker share its module cache, so the server's modules are imported once a
      // worker, not once a file (182 s → 129 s for the 38 files here); each file still opens its own database and app
      { extends: true, test: { name: "db", include: dbFiles, globalSetup: ["test/setup/db-template.ts"], isolate: false } },
    ],
  },
});
