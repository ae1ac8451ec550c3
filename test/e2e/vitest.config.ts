import { defineConfig } from "vitest/config";

/**
 * End-to-end tests: the real server (`photowire serve`) driven by playwright-core in Debian's Chromium.
 * The demo site is seeded once a run (global-setup.ts) and copied per site;
 * files run E2E_WORKERS at a time (default 2), each with its own server(s) and browser.
 */
export default defineConfig({
  test: {
    include: ["test/e2e/**/*.e2e.test.ts"],
    globalSetup: ["test/e2e/global-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    pool: "forks",
    maxWorkers: Number(process.env.E2E_WORKERS || 2),
    fileParallelism: true,
    // a shared 2-core machine under load: a poll waits for its condition up to 10 s (the default 1 s is a timed assertion)
    expect: { poll: { timeout: 10_000 } },
  },
});
