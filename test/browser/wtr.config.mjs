/**
 * @web/test-runner in Debian's Chromium: each element's test runs against
 * the built ES modules in dist/esm (run `npm run build` first), with axe-core
 * loaded for the accessibility check. API calls go to a real Photowire
 * server started by test/browser/server-plugin.mjs and proxied under /api.
 */
import { chromeLauncher } from "@web/test-runner-chrome";
import { photowireApi } from "./server-plugin.mjs";

const api = photowireApi();

export default {
  rootDir: ".",
  files: process.env.WTR_FILES ? process.env.WTR_FILES.split(",") : ["test/browser/**/*.test.js"],
  nodeResolve: true,
  concurrency: 1,
  testsFinishTimeout: 120_000,
  browserStartTimeout: 60_000,
  testFramework: { config: { timeout: 20_000 } },
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
        headless: true,
        args: [
          "--no-sandbox",
          "--disable-gpu",
          "--disable-background-networking",
          "--disable-component-update",
          "--disable-sync",
          "--no-first-run",
          "--disable-dev-shm-usage",
        ],
      },
    }),
  ],
  middleware: [api.middleware],
  plugins: [api],
  testRunnerHtml: (testFramework) => `<!doctype html>
<html lang="zh">
  <head><meta charset="utf-8"><script src="/node_modules/axe-core/axe.min.js"></script></head>
  <body><script type="module" src="${testFramework}"></script></body>
</html>`,
};
