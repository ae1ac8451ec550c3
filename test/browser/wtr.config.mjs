/**
 * @web/test-runner in Debian's Chromium: each element's test runs against
 * the built ES modules in dist/esm (run `npm run build` first), with axe-core
 * loaded for the accessibility check. API calls go to a real Photowire
 * server started by test/browser/server-plugin.mjs and proxied under /api.
 */
import { createServer } from "node:net";
import { chromeLauncher } from "@web/test-runner-chrome";
import { CHROME } from "../chromium.mjs";
import { photowireApi } from "./server-plugin.mjs";

const api = photowireApi();

/**
 * PW_WIDGETS=light: the same tests against the light build (issue 22 item 1:
 * dist/light/esm, the source on preact/compat). The tests import
 * /dist/esm/pw-<name>.js; this serves the light build's files there.
 */
const LIGHT = process.env.PW_WIDGETS === "light";
function lightBuild() {
  return async (ctx, next) => {
    if (LIGHT && ctx.url.startsWith("/dist/esm/")) ctx.url = `/dist/light/esm/${ctx.url.slice("/dist/esm/".length)}`;
    return next();
  };
}

/**
 * Story-page stand-ins for variant.test.js: any /variant-fixture/<path> answers
 * a page that loads the real templates/assets/variant.js first, as
 * templates/layouts/base.liquid does, with story links of both variants, a
 * "switch variant" link (data-pw-variant) and a link to another site.
 * Before variant.js, a script records every navigation the page starts (the
 * Navigation API's navigate event: variant.js's location.replace, a followed
 * link) in sessionStorage "pw-test-navigations" (a JSON list of paths), which
 * the test page shares with its same-origin iframes: once a page's body is
 * parsed, variant.js has run, and what it did is on that list.
 */
function variantPages() {
  return {
    name: "variant-pages",
    serve(context) {
      if (!context.path.startsWith("/variant-fixture/")) return undefined;
      const other = context.path.includes("/m_") ? context.path.replace("/m_", "/") : context.path.replace(/\/(photo|detail)\//, "/m_$1/");
      return {
        type: "html",
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>story</title>
<script>navigation.addEventListener("navigate", (e) => {
  const seen = JSON.parse(sessionStorage.getItem("pw-test-navigations") || "[]");
  seen.push(new URL(e.destination.url).pathname);
  sessionStorage.setItem("pw-test-navigations", JSON.stringify(seen));
});</script>
<script src="/templates/assets/variant.js"></script></head><body>
<a id="mobile-photo" href="/variant-fixture/m_photo/articles/b.html">photo b</a>
<a id="desktop-photo" href="/variant-fixture/photo/articles/c.html">photo c</a>
<a id="text" href="/variant-fixture/detail/articles/t.html">text t</a>
<a id="switch" data-pw-variant href="${other}">other variant</a>
<a id="foreign" href="https://example.org/m_photo/articles/x.html">elsewhere</a>
</body></html>`,
      };
    },
  };
}

/**
 * A free port for the test server: the browser and browser-light stages run side by side (scripts/test.mjs),
 * and the runner's own default, 8000, is taken by whichever starts first (EADDRINUSE in a fresh-clone CI).
 */
const port = await new Promise((resolve, reject) => {
  const srv = createServer();
  srv.once("error", reject);
  srv.listen(0, () => {
    const { port: free } = srv.address();
    srv.close(() => resolve(free));
  });
});

export default {
  rootDir: ".",
  port,
  files: process.env.WTR_FILES ? process.env.WTR_FILES.split(",") : ["test/browser/**/*.test.js"],
  nodeResolve: true,
  concurrency: 1,
  testsFinishTimeout: 120_000,
  browserStartTimeout: 60_000,
  testFramework: { config: { timeout: 20_000 } },
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: CHROME,
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
  middleware: [lightBuild(), api.middleware],
  plugins: [api, variantPages()],
  testRunnerHtml: (testFramework) => `<!doctype html>
<html lang="zh">
  <head><meta charset="utf-8"><script src="/node_modules/axe-core/axe.min.js"></script></head>
  <body><script type="module" src="${testFramework}"></script></body>
</html>`,
};
