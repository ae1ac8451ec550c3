import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";

import { CHROME } from "./test/chromium.mjs";

/** Debian's Chromium (test/chromium.mjs); nothing on this machine downloads a browser (no `playwright install`). */
const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"];

/**
 * Every Storybook story as a test (issue 16), without building Storybook:
 * Storybook's vitest addon turns each story of .storybook/main.ts's `stories`
 * into a vitest test and runs it in vitest's browser mode, in headless Debian
 * Chromium through playwright. The story's project annotations come from
 * .storybook/ (main.ts's addons and preview.ts, applied by the plugin), so
 * each test:
 * - renders the story (a render error or an uncaught error fails it),
 * - runs its play function,
 * - gets its API answers from MSW (msw-storybook-addon; the plugin serves
 *   main.ts's staticDirs, so .storybook/public/mockServiceWorker.js is at /),
 * - waits until those answers are rendered (.storybook/settle.ts),
 * - is checked by axe through the a11y addon (`parameters.a11y.test: "error"`
 *   in preview.ts: a violation fails the test; shadow roots included).
 *
 * Run it with `node scripts/storybook-check.mjs` (the `storybook` stage of
 * `npm test`: STORY_FILTER, the story count check, the summary line), or
 * directly: `npx vitest run --config vitest.storybook.config.ts [file]`.
 *
 * Env: CHROME_PATH (default: test/chromium.mjs), STORYBOOK_WORKERS (story
 * files run at a time, one browser context each; default 2, the cores),
 * STORYBOOK_ISOLATE=1 (each story file in a fresh page, as vitest does by
 * default: slower, about 140 s instead of 80 s here; for telling whether a
 * failure depends on the stories run before it).
 */
export default defineConfig({
  plugins: [storybookTest({ configDir: ".storybook" })],
  test: {
    name: "storybook",
    maxWorkers: Math.max(1, Number(process.env.STORYBOOK_WORKERS) || 2),
    // the story files of a worker share one page, as all stories share Storybook's preview frame
    // (preview.ts drops the widgets' page-wide and stored state before each story); STORYBOOK_ISOLATE=1: a page per file
    isolate: process.env.STORYBOOK_ISOLATE === "1",
    // a story's render, play and axe run in one test; the machine is shared
    testTimeout: 60_000,
    hookTimeout: 60_000,
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      provider: playwright({ launchOptions: { executablePath: CHROME, args: ARGS } }),
      instances: [{ browser: "chromium" }],
    },
  },
});
