/**
 * The layering rules of DESIGN §2 as dependency-cruiser rules (issue 18, item 7).
 *
 * Run by test/unit/architecture.test.ts (in `npm test`, the unit stage's logic
 * project) over server widgets common kit scripts pages, and by `npm run lint:deps`.
 * Every rule's `comment` names the DESIGN §2 rule it is; docs/developing.md
 * ("Layers") lists them in words.
 *
 * Paths are relative to the repository root. Specifiers ending in `.js` resolve
 * to the `.ts` file beside them (tsconfig, moduleResolution Bundler); type-only
 * imports count (tsPreCompilationDeps), as do dynamic import()s.
 */

/** Browser-only packages: common/ is shared by browser and server and imports none of them. */
const BROWSER_ONLY = [
  "react",
  "react-dom",
  "@r2wc/[^/]+",
  "dompurify",
  "localforage",
  "socket\\.io-client",
  "ofetch",
  "qrcode",
  "nanostores",
].map((name) => `(^|/)node_modules/${name}/|^${name}(/|$)`); // resolved into node_modules, or (not installed) as named

/** The widget folders every feature may import: core/ (no React) and ui/ (shared React parts). */
const SHARED_WIDGETS = "core|ui";

const SRC = "^server/src/";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "DESIGN §2, GUIDE: no import circles anywhere (server/, widgets/, common/, kit/, scripts/, pages/). " +
        "Type-only imports count: a circle of types is still a circle of modules to read.",
      from: {},
      to: { circular: true },
    },

    // ── server ────────────────────────────────────────────────────────────
    {
      name: "server-not-to-widgets",
      severity: "error",
      comment: "DESIGN §2: the server imports nothing from widgets/ (widgets are browser-only).",
      from: { path: "^server/" },
      to: { path: "^widgets/" },
    },

    // ── common ────────────────────────────────────────────────────────────
    {
      name: "common-not-to-browser-libraries",
      severity: "error",
      comment:
        "DESIGN §2: common/ is shared by browser and server: no React, no DOM, no browser-only library " +
        "(react, react-dom, @r2wc/*, dompurify, localforage, socket.io-client, ofetch, qrcode, nanostores).",
      from: { path: "^common/" },
      to: { path: BROWSER_ONLY },
    },
    {
      name: "common-not-to-node",
      severity: "error",
      comment: "DESIGN §2: common/ is shared by browser and server: no Node builtins (node:fs, node:path, …).",
      from: { path: "^common/" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "common-not-to-widgets-or-server",
      severity: "error",
      comment: "DESIGN §2: common/ imports neither widgets/ nor server/ (both import common/, never the reverse).",
      from: { path: "^common/" },
      to: { path: "^(widgets|server)/" },
    },

    // ── widgets ───────────────────────────────────────────────────────────
    {
      name: "widget-feature-not-to-other-feature",
      severity: "error",
      comment:
        "DESIGN §2: a feature folder is a room; no feature imports another. widgets/<a>/ may import " +
        "its own files, widgets/core/ and widgets/ui/ only, and another feature only through its element " +
        "(\"nothing outside it reaches into its files except through its element\"): member-center " +
        "defines the account forms it shows by importing their *.element.ts.",
      from: { path: `^widgets/(?!(?:${SHARED_WIDGETS})/)([^/]+)/` },
      to: {
        path: "^widgets/([^/]+)/",
        pathNot: [`^widgets/(?:${SHARED_WIDGETS})/`, "^widgets/$1/", "^widgets/[^/]+/[^/]+\\.element\\.ts$"],
      },
    },
    {
      name: "widget-core-not-to-feature-or-ui",
      severity: "error",
      comment: "DESIGN §2: core/ knows nothing about features and has no React: it imports no feature folder and not ui/.",
      from: { path: "^widgets/core/" },
      to: { path: "^widgets/", pathNot: "^widgets/core/" },
    },
    {
      name: "widget-ui-not-to-feature",
      severity: "error",
      comment: "DESIGN §2: ui/ holds small shared React parts; it imports core/ and itself, no feature folder.",
      from: { path: "^widgets/ui/" },
      to: { path: "^widgets/", pathNot: "^widgets/(core|ui)/" },
    },

    // ── server floors (DESIGN §2: media → services/ports → publish → import; plugins; routes thin) ──
    {
      name: "media-floor",
      severity: "error",
      comment:
        "DESIGN §2: src/media/ is the bottom floor (originals, derivatives, video media, metadata, plates): " +
        "it imports none of services/, publish/, import/, routes/, plugins/, app.ts, cli.ts.",
      from: { path: `${SRC}media/` },
      to: { path: `${SRC}(services/|publish/|import/|routes/|plugins/|app\\.ts$|cli\\.ts$)` },
    },
    {
      name: "publish-floor",
      severity: "error",
      comment:
        "DESIGN §2: src/publish/ is the renderer, handed to services as a port (services never import it); " +
        "it imports none of services/, import/, routes/, plugins/, app.ts.",
      from: { path: `${SRC}publish/` },
      to: { path: `${SRC}(services/|import/|routes/|plugins/|app\\.ts$)` },
    },
    {
      name: "services-floor",
      severity: "error",
      comment:
        "DESIGN §2: services/ hold the domain rules below the routes and the importers and take the publisher " +
        "as a port: they import none of routes/, import/, publish/, plugins/, realtime.ts (notify comes in as a " +
        "function), app.ts, cli.ts.",
      from: { path: `${SRC}services/` },
      to: { path: `${SRC}(routes/|import/|publish/|plugins/|realtime\\.ts$|app\\.ts$|cli\\.ts$)` },
    },
    {
      name: "http-floor",
      severity: "error",
      comment:
        "DESIGN §2: http/ (envelopes, the code → status table, request context, schemas) sits below the services, " +
        "which throw its errors: it imports none of services/, routes/, import/, publish/, plugins/, realtime.ts, app.ts.",
      from: { path: `${SRC}http/` },
      to: { path: `${SRC}(services/|routes/|import/|publish/|plugins/|realtime\\.ts$|app\\.ts$)` },
    },
    {
      name: "adapters-not-to-services",
      severity: "error",
      comment: "DESIGN §2: adapters turn database rows into SPEC §3 DTOs for the services; they import neither services/ nor routes/.",
      from: { path: `${SRC}adapters/` },
      to: { path: `${SRC}(services|routes)/` },
    },
    {
      name: "routes-thin",
      severity: "error",
      comment:
        "DESIGN §2: routes are thin handlers over the services; they import neither the importers (import/) " +
        "nor the renderer (publish/), which reach them only through services and ports, nor the database (db/): " +
        "rows are read and written by services.",
      from: { path: `${SRC}routes/` },
      to: { path: `${SRC}(import|publish|db)/` },
    },
  ],
  options: {
    // packages are dependencies to check (common-not-to-browser-libraries), not sources to cruise
    doNotFollow: { path: "(^|/)node_modules/" },
    // build output and data, anchored at the root (a package's own build/ folder under node_modules is not excluded)
    exclude: { path: "^(dist|build|storybook-static|\\.data)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
    },
    skipAnalysisNotInRules: true,
  },
};
