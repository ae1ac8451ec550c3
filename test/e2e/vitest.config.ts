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
    // a shared 2-core machine under load: a poll waits for its condition up to 10 s (the default 1 s is a timed assertion)
    expect: { poll: { timeout: 10_000 } },
  },
});
