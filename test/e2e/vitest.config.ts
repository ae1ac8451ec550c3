import { defineConfig } from "vitest/config";

/** End-to-end tests: the real server (`photowire serve`) driven by playwright-core in Debian's Chromium. */
export default defineConfig({
  test: {
    include: ["test/e2e/**/*.e2e.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    pool: "forks",
    maxWorkers: 1,
    fileParallelism: false,
  },
});
