/**
 * Widget build (DESIGN §2, §6):
 * - dist/esm/: one ES module entry per element (`<feature>.element.ts` →
 *   `pw-<feature>.js`), all sharing one React runtime chunk; features load
 *   their heavy parts (socket.io, QR, crypto-js, search results) lazily.
 * - dist/light/esm/: the same entries and chunks from the same source with
 *   react and react-dom resolved to preact/compat (issue 22 item 1: the
 *   light build for CMS pages, WIDGET_BUILD=light; its runtime chunk is
 *   about a sixth of React's). The element tests run against both
 *   (`npm test` stages browser and browser-light).
 * - dist/peer/: the same entries with react and react-dom as imports, for
 *   React apps (their bundler gives the elements the app's React), and the
 *   React components of the elements in dist/peer/react/ (kit/generate.mjs);
 *   in the kit package only.
 * - dist/photowire.js: one all-in-one IIFE for a plain <script> tag
 *   (widgets/index.ts: every element file).
 * Minified, React in production mode.
 *
 * Versioned URLs (kit/versions.mjs): element code and shared chunks are
 * content-hashed under dist/esm/chunks/, the stable dist/esm/pw-<name>.js
 * are one-line loaders, and the hashed files of the previous builds stay.
 *
 * Then the builder's kit (kit/generate.mjs): dist/custom-elements.json and
 * the typings in dist/types/; and the kit's npm package in build/kit/
 * (kit/package.mjs): its own package.json and this build's files only.
 *
 * `npm run build` also compiles the server first (bin/server-build.mjs).
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { brotliCompressSync, gzipSync, constants } from "node:zlib";
import path from "node:path";
import typescript from "@rollup/plugin-typescript";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import commonjs from "@rollup/plugin-commonjs";
import replace from "@rollup/plugin-replace";
import terser from "@rollup/plugin-terser";
import alias from "@rollup/plugin-alias";
import { cssText } from "./scripts/rollup-css.mjs";
import { generate } from "./kit/generate.mjs";
import { hashedCopy, prepareDist, versionedEntries } from "./kit/versions.mjs";
import { writeKitPackage } from "./kit/package.mjs";

/** Every `widgets/<feature>/<feature>.element.ts`, keyed by its element file name. */
function elementEntries() {
  const entries = {};
  for (const dir of readdirSync("widgets", { withFileTypes: true })) {
    if (!dir.isDirectory() || dir.name === "core" || dir.name === "ui") continue;
    for (const f of readdirSync(path.join("widgets", dir.name))) {
      if (f.endsWith(".element.ts")) entries[f.replace(/\.element\.ts$/, "")] = path.join("widgets", dir.name, f);
    }
  }
  return entries;
}

/** Writes .br (quality 11) and .gz beside every emitted file; the server sends them as they are. */
function precompress() {
  return {
    name: "precompress",
    writeBundle(options, bundle) {
      const dir = options.dir ?? path.dirname(options.file);
      for (const name of Object.keys(bundle)) {
        const file = path.join(dir, name);
        const buf = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(buf, { level: 9 }));
      }
    },
  };
}

/**
 * PW_BUILD_QUICK=1: the same modules, chunks, names and kit package, without
 * minifying or precompressing them (test/unit/kit-package.test.ts builds a
 * second time to check the package's structure after a redeploy, not its
 * bytes: the quick build saves it most of its time). Never for a deployment.
 */
const QUICK = process.env.PW_BUILD_QUICK === "1";

/**
 * The light build (issue 22 item 1; dist/light/esm/): the same source with
 * react and react-dom resolved to preact/compat, for CMS pages (the
 * templates choose it with WIDGET_BUILD=light, publish/page-base.ts).
 */
const LIGHT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react$/, replacement: "preact/compat" },
];

const plugins = (light = false, precompressed = true) => [
  ...(light ? [alias({ entries: LIGHT_ALIASES })] : []),
  replace({ preventAssignment: true, values: { "process.env.NODE_ENV": JSON.stringify("production") } }),
  cssText(),
  nodeResolve({ browser: true, extensions: [".mjs", ".js", ".ts", ".tsx", ".json"] }),
  commonjs(),
  // transpile only (noCheck): `npm run typecheck` (npm test's first stage, beside this build) checks these files; checking
  // them again here, once per output, cost about 10 s of the build and as much of the kit package test's second build,
  // for the same bytes (every hashed chunk the same)
  typescript({
    tsconfig: "./tsconfig.json",
    include: ["widgets/**/*.ts", "widgets/**/*.tsx", "common/**/*.ts"],
    compilerOptions: { noEmit: false, declaration: false, sourceMap: false, types: [], noCheck: true },
    noEmitOnError: true,
  }),
  ...(QUICK ? [] : [terser({ format: { comments: false }, compress: { passes: 2 } }), ...(precompressed ? [precompress()] : [])]),
];

// dist/ is not emptied: the loaders and the all-in-one bundle are rewritten, hashed files of earlier builds stay (kit/versions.mjs)
prepareDist("dist");
prepareDist("dist/light");

/**
 * Last: dist/custom-elements.json and dist/types/ of every element
 * (kit/generate.mjs), then the npm package folder build/kit/ from this
 * build (kit/package.mjs; the previous builds' hashed files stay in dist/ only).
 */
function builderKit() {
  return {
    name: "builder-kit",
    closeBundle() {
      generate();
      writeKitPackage({ root: process.cwd() });
    },
  };
}

const RUNTIME = /node_modules\/(react|react-dom|scheduler|preact|@r2wc)\//;
// what nearly every element shares: editions and addresses, element helpers, the codes catalogue and its lookup,
// the one store primitive (core/store.ts over nanostores)
const SHARED = /\/common\/(edition|i18n\/index|i18n\/codes\.(zh|en))\.ts$|\/widgets\/core\/(element|store)\.ts$|node_modules\/nanostores\//;
// the api client with the page's session (the member, read once a page) and its ids, one file: whatever reads the session calls the api
const API = /\/widgets\/core\/(api|session|uuid)\.ts$/;

/** The shared chunks of the ES module builds: the runtime, what nearly every element shares, the api client. */
function manualChunks(id) {
  if (RUNTIME.test(id)) return "runtime";
  if (SHARED.test(id)) return "index";
  if (API.test(id)) return "api";
  return undefined;
}

/** The ES module build into `<dist>/esm` (see the file comment); `light`: on preact/compat. */
const esmBuild = (dist, light) => ({
  input: elementEntries(),
  output: {
    dir: `${dist}/esm`,
    format: "es",
    entryFileNames: "chunks/pw-[name]-[hash].js",
    chunkFileNames: "chunks/[name]-[hash].js",
    manualChunks,
  },
  plugins: [...plugins(light), versionedEntries(dist)],
});

/**
 * The peer build for React apps (issue 22 item 1; dist/peer/, shipped in the kit package, not served): the same
 * element entries with `react` and `react-dom` left as imports, so that an app's bundler gives the elements the app's
 * own React (one copy); kit/generate.mjs writes the React components beside it (dist/peer/react/). Emptied first:
 * nothing of it is versioned.
 */
rmSync("dist/peer", { recursive: true, force: true });
const peerBuild = {
  input: elementEntries(),
  external: (id) => /^react(-dom)?(\/|$)/.test(id),
  output: {
    dir: "dist/peer",
    format: "es",
    entryFileNames: "pw-[name].js",
    chunkFileNames: "chunks/[name]-[hash].js",
    manualChunks,
  },
  plugins: plugins(false, false),
};

export default [
  esmBuild("dist", false),
  esmBuild("dist/light", true),
  peerBuild,
  {
    // widgets/index.ts imports every element file (test/unit/kit-manifest.test.ts checks it)
    input: "widgets/index.ts",
    output: { file: "dist/photowire.js", format: "iife", name: "Photowire", inlineDynamicImports: true },
    plugins: [...plugins(), hashedCopy("dist"), builderKit()],
  },
];
