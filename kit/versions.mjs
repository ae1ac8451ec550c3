/**
 * Versioned widget URLs (used by rollup.config.mjs; the server's headers
 * are in server/src/app.ts widgetCacheControl):
 * - every module with code is content-hashed under `<dist>/esm/chunks/`
 *   (an element's own code is `chunks/pw-<name>-<hash>.js`); the stable
 *   `<dist>/esm/pw-<name>.js` that pages name is a one-line loader that
 *   imports it; `<dist>/esm/manifest.json` maps each stable name to its
 *   hashed file, for builders who resolve names at publish time;
 * - the all-in-one bundle has a hashed twin `<dist>/photowire-<hash>.js`;
 * - a build never deletes the hashed files of the previous builds: the
 *   last KEEP_BUILDS builds' files (listed in `<dist>/esm/builds.json`)
 *   stay, so a page that is open or cached during a deploy still finds
 *   every chunk its loader imported.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import path from "node:path";

/** How many builds' hashed files stay (the current one included). */
export const KEEP_BUILDS = 5;

const buildsFile = (dist) => path.join(dist, "esm", "builds.json");
const bare = (f) => f.replace(/\.(br|gz)$/, "");

/** The hashed files of the last builds (oldest first): `{ time, files }[]`, files relative to `dist`. */
export function readBuilds(dist) {
  try {
    const builds = JSON.parse(readFileSync(buildsFile(dist), "utf8"));
    return Array.isArray(builds) ? builds : [];
  } catch {
    return [];
  }
}

/**
 * Before a build: removes the stable loaders (they are written again) and
 * nothing else; dist/ is never emptied.
 */
export function prepareDist(dist) {
  mkdirSync(path.join(dist, "esm"), { recursive: true });
  for (const f of readdirSync(path.join(dist, "esm"))) if (/^pw-.*\.js(\.br|\.gz)?$/.test(f)) rmSync(path.join(dist, "esm", f), { force: true });
}

/**
 * After a build: adds its hashed files (relative to `dist`, e.g.
 * "esm/chunks/runtime-Ab12.js") to builds.json, keeps the last KEEP_BUILDS
 * builds and deletes the hashed files (and their .br/.gz) no kept build lists.
 */
export function recordBuild(dist, files, time = new Date().toISOString()) {
  const builds = [...readBuilds(dist), { time, files }].slice(-KEEP_BUILDS);
  prune(dist, builds);
  writeFileSync(buildsFile(dist), `${JSON.stringify(builds, null, 2)}\n`);
}

/** Adds `file` to the newest build of builds.json. */
export function addToLastBuild(dist, file) {
  const builds = readBuilds(dist);
  if (!builds.length) return;
  builds[builds.length - 1].files.push(file);
  writeFileSync(buildsFile(dist), `${JSON.stringify(builds, null, 2)}\n`);
}

function prune(dist, builds) {
  const keep = new Set(builds.flatMap((b) => b.files));
  const chunks = path.join(dist, "esm", "chunks");
  for (const f of existsSync(chunks) ? readdirSync(chunks) : []) {
    if (!keep.has(`esm/chunks/${bare(f)}`)) rmSync(path.join(chunks, f), { force: true });
  }
  for (const f of readdirSync(dist).filter((x) => /^photowire-[0-9a-f]+\.js(\.br|\.gz)?$/.test(x))) {
    if (!keep.has(bare(f))) rmSync(path.join(dist, f), { force: true });
  }
}

/**
 * The loader source of a stable entry name: imports the hashed entry (an
 * element's module only defines the element; what an entry exports is for
 * its own lazy chunks, which import it by its hashed name), then the large
 * chunks the entry imports statically, directly or not (`deps`: the React
 * runtime). Naming them here lets the browser fetch them as soon as it has
 * the loader, beside the entry, instead of one level of imports after
 * another (loader → element → runtime; issue 21 item 7); it changes nothing
 * of what runs or in which order: the entry comes first and evaluates its
 * imports itself, the later lines find them evaluated.
 * @param hashedFileName the entry, `chunks/pw-<name>-<hash>.js`
 * @param deps chunks it imports, directly or not
 */
export function loaderSource(hashedFileName, deps = []) {
  return [hashedFileName, ...deps].map((f) => `import ${JSON.stringify(`./${f}`)};\n`).join("");
}

/**
 * A loader names a chunk its entry imports when the chunk is at least this
 * big (bytes of code): a small chunk found one step later still arrives
 * before the big one, and naming every chunk costs each loader bytes (every
 * chunk named: +562 B brotli on the story page, over its budget).
 */
export const LOADER_PRELOAD_MIN = 16 * 1024;

/** The chunks `fileName` imports statically, directly or not (depth first, each once). */
function staticImports(bundle, fileName, seen = new Set()) {
  for (const dep of bundle[fileName]?.imports ?? []) {
    if (seen.has(dep)) continue;
    seen.add(dep);
    staticImports(bundle, dep, seen);
  }
  return [...seen];
}

/** The large chunks (LOADER_PRELOAD_MIN) `fileName` imports statically, directly or not. */
function largeImports(bundle, fileName) {
  return staticImports(bundle, fileName).filter((f) => (bundle[f]?.code?.length ?? 0) >= LOADER_PRELOAD_MIN);
}

/**
 * `<dist>/esm/index.js`, the package's `"."` entry (issue 22 item 1): an ES
 * module that registers every element lazily. In a browser it loads an
 * element's module (its stable loader, `./pw-<name>.js`) when the element
 * first stands in the document, there when the module runs or added later
 * (a MutationObserver on the document, given up once every element is
 * loaded); under a server render (no `document` or no `customElements`) it
 * does nothing. Exports `tags` (every element's name) and `load(tag)`, which
 * loads one now (for an element in a shadow root or a `<template>`, which the
 * observer does not see) and resolves with its constructor once defined
 * (undefined without `customElements`); an unknown tag rejects. A module that
 * fails to load is reported on the console and tried again next time.
 * The imports are written out one by one so that a bundler splits them.
 * @param tags the elements' names, `pw-…`
 */
export function lazySource(tags) {
  const loaders = tags.map((t) => `  ${JSON.stringify(t)}: () => import(${JSON.stringify(`./${t}.js`)}),`).join("\n");
  return `// Photowire's widget kit: every element, registered lazily (kit/versions.mjs lazySource; issue 22 item 1).
const LOADERS = {
${loaders}
};
export const tags = Object.freeze(Object.keys(LOADERS));
const started = new Map();
const hasDom = typeof document !== "undefined" && typeof customElements !== "undefined";
// the elements not asked for yet, as one selector: rebuilt when that changes, not on every node the observer sees
let waiting = tags.join(",");
const refresh = () => (waiting = tags.filter((t) => !started.has(t)).join(","));

export function load(tag) {
  if (!Object.prototype.hasOwnProperty.call(LOADERS, tag)) return Promise.reject(new Error(\`[photowire] there is no element <\${tag}>\`));
  let p = started.get(tag);
  if (!p) {
    p = LOADERS[tag]().then(
      () => (hasDom ? customElements.whenDefined(tag) : undefined),
      (e) => {
        started.delete(tag);
        refresh();
        throw e;
      },
    );
    started.set(tag, p);
    refresh();
  }
  return p;
}

function loadFound(tag) {
  load(tag).catch((e) => console.warn(\`[photowire] could not load <\${tag}>\`, e));
}

if (hasDom && typeof MutationObserver !== "undefined") {
  const scan = (node) => {
    if (node.nodeType !== 1 || !waiting) return;
    if (node.matches(waiting)) loadFound(node.localName);
    for (const el of node.querySelectorAll(waiting)) if (!started.has(el.localName)) loadFound(el.localName);
  };
  const observer = new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) scan(n);
    if (!waiting) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
  scan(document.documentElement);
}
`;
}

/**
 * Rollup plugin of the ES module build (output dir `<dist>/esm`, entries
 * named `chunks/pw-[name]-[hash].js`): emits the loaders, manifest.json and
 * index.js (lazySource), then records the build.
 */
export function versionedEntries(dist) {
  return {
    name: "versioned-entries",
    generateBundle(_options, bundle) {
      const manifest = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.isEntry) continue;
        const stable = `pw-${chunk.name}.js`;
        manifest[stable] = chunk.fileName;
        this.emitFile({ type: "asset", fileName: stable, source: loaderSource(chunk.fileName, largeImports(bundle, chunk.fileName)) });
      }
      this.emitFile({ type: "asset", fileName: "manifest.json", source: `${JSON.stringify(manifest, null, 2)}\n` });
      this.emitFile({ type: "asset", fileName: "index.js", source: lazySource(Object.keys(manifest).map((f) => f.replace(/\.js$/, "")).sort()) });
    },
    writeBundle(_options, bundle) {
      recordBuild(dist, Object.keys(bundle).filter((f) => f.startsWith("chunks/")).map((f) => `esm/${f}`));
    },
  };
}

/** Rollup plugin of the all-in-one build: copies the written file (and its .br/.gz) to `<dist>/photowire-<hash>.js`, kept like the chunks. */
export function hashedCopy(dist) {
  return {
    name: "hashed-copy",
    writeBundle(options) {
      const file = options.file;
      const name = `photowire-${createHash("sha256").update(readFileSync(file)).digest("hex").slice(0, 10)}.js`;
      for (const ext of ["", ".br", ".gz"]) if (existsSync(`${file}${ext}`)) copyFileSync(`${file}${ext}`, path.join(dist, `${name}${ext}`));
      addToLastBuild(dist, name);
    },
  };
}
