/**
 * The kit's npm package (issue 16), written by every widget build
 * (rollup.config.mjs, after kit/generate.mjs) into its own folder,
 * build/kit/, emptied first:
 *
 *   build/kit/package.json          name "photowire", the root's version, exports, types,
 *                                   customElements, files, the optional @types/react peer
 *   build/kit/README.md             what it is, how to load an element, where the docs are
 *   build/kit/dist/photowire.js     the all-in-one bundle
 *   build/kit/dist/esm/index.js     the "." entry: every element, registered lazily
 *   build/kit/dist/esm/pw-*.js      the stable loaders, manifest.json, and chunks/: the hashed
 *                                   files of THIS build only (dist/esm/builds.json's last entry)
 *   build/kit/dist/peer/            the elements with react and react-dom as imports, and their
 *                                   React components (peer/react/pw-*.js and .d.ts)
 *   build/kit/dist/types/, custom-elements.json, web-types.json,
 *   vscode.html-custom-data.json, themes/
 *
 * The served dist/ keeps the hashed files of the previous builds for pages
 * that are open during a deploy (kit/versions.mjs); the package holds one
 * build. `npm pack build/kit` makes the tarball, `npm publish build/kit`
 * publishes it; the root package.json is the site's and is private.
 */
import { cpSync, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readBuilds } from "./versions.mjs";

/** The package's entry points (the paths are inside build/kit). */
export const KIT_EXPORTS = {
  // every element, registered lazily (dist/esm/index.js, kit/versions.mjs lazySource; safe to import under SSR)
  ".": { types: "./dist/types/index.d.ts", default: "./dist/esm/index.js" },
  // the all-in-one IIFE, for a plain <script> tag
  "./photowire.js": { types: "./dist/types/index.d.ts", default: "./dist/photowire.js" },
  "./pw-*": { types: "./dist/types/pw-*.d.ts", default: "./dist/esm/pw-*.js" },
  "./react": { types: "./dist/types/react.d.ts" },
  // React apps: the element's component on the app's own React (dist/peer/, react and react-dom as peer dependencies)
  "./react/*": { types: "./dist/peer/react/*.d.ts", default: "./dist/peer/react/*.js" },
  "./custom-elements.json": "./dist/custom-elements.json",
  // editor tooling: JetBrains' Web Types and VS Code's HTML custom data (issue 22 item 3)
  "./web-types.json": "./dist/web-types.json",
  "./vscode.html-custom-data.json": "./dist/vscode.html-custom-data.json",
  "./themes/*": "./dist/themes/*",
  "./package.json": "./package.json",
};

/** The kit's package.json (version and licence from the root package). */
export function kitManifest(root) {
  const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  return {
    name: "photowire",
    version: pkg.version,
    description: "Photowire's widget kit: the <pw-…> custom elements of a news and photo-agency website (likes, favourites, downloads, search, chat, sharing, uploads…), with their typings and Custom Elements Manifest. The bundles carry React: no runtime dependencies; React apps use photowire/react/*, on the app's own React.",
    keywords: ["custom-elements", "web-components", "photowire"],
    ...(pkg.license ? { license: pkg.license } : {}),
    type: "module",
    main: "./dist/esm/index.js",
    types: "./dist/types/index.d.ts",
    customElements: "dist/custom-elements.json",
    "web-types": "./dist/web-types.json",
    exports: KIT_EXPORTS,
    files: ["dist/"],
    // only photowire/react/* needs them (the app's React); the other entries carry their own
    peerDependencies: { "@types/react": ">=19", react: ">=19", "react-dom": ">=19" },
    peerDependenciesMeta: { "@types/react": { optional: true }, react: { optional: true }, "react-dom": { optional: true } },
  };
}

/** The package's README: what it is, the two ways to load elements, and where the documentation lives. */
export function kitReadme(manifest, tags) {
  return `# photowire ${manifest.version}

The widget kit of Photowire: ${tags.length} custom elements (\`<${tags[0]}>\` … \`<${tags[tags.length - 1]}>\`)
that add likes, favourites, downloads, search, customer-service chat, sharing and uploads to
static story pages. The bundles carry React; the package has no runtime dependencies (React apps
import the components of \`photowire/react/pw-…\`, which use the app's own react and react-dom). The
elements talk to a Photowire server (the \`/api/…\` calls), which is not in this package.

\`\`\`js
import "photowire/pw-like-button"; // one element (dist/esm/pw-like-button.js), sharing chunks with the others
import "photowire";                // every element, each loaded when it first stands in the page (dist/esm/index.js)
import { load } from "photowire";  // load("pw-share-bar"): one now (in a shadow root or a <template>)
import type {} from "photowire/react"; // TypeScript: <pw-…> in React 19 JSX (needs @types/react 19)
import { PwLikeButton } from "photowire/react/pw-like-button"; // React apps: a component on the app's own React
\`\`\`

Importing any of these is safe under server rendering: nothing is defined where there is no DOM.
For a plain \`<script>\` tag, \`photowire/photowire.js\` is every element in one classic script.

- Typings: \`dist/types/\` (\`photowire/pw-…\` has its element's attributes, events and
  \`HTMLElementTagNameMap\` entry); Custom Elements Manifest: \`photowire/custom-elements.json\`;
  themes: \`photowire/themes/dark.css\`.
- Documentation, in the Photowire repository: docs/kit.md (building pages with the kit:
  embedding, theming, this package) and docs/elements.md (every element's attributes, events,
  slots, parts and CSS properties, with an example).

Elements: ${tags.map((t) => `\`${t}\``).join(", ")}.
`;
}

/** Relative files of the current build's hashed ES chunks ("esm/chunks/…", no .br/.gz). */
function currentChunks(dist) {
  const last = readBuilds(dist).at(-1);
  if (!last) throw new Error(`kit package: ${dist}/esm/builds.json lists no build`);
  return last.files.filter((f) => f.startsWith("esm/chunks/") && f.endsWith(".js"));
}

/**
 * Writes the package folder `out` (emptied first) from the build in `dist`.
 * @returns the files written, relative to `out`
 */
export function writeKitPackage({ root, dist = path.join(root, "dist"), out = path.join(root, "build", "kit") }) {
  rmSync(out, { recursive: true, force: true });
  const written = [];
  const copy = (rel) => {
    const to = path.join(out, "dist", rel);
    mkdirSync(path.dirname(to), { recursive: true });
    copyFileSync(path.join(dist, rel), to);
    written.push(`dist/${rel}`);
  };
  const copyTree = (rel) => {
    cpSync(path.join(dist, rel), path.join(out, "dist", rel), { recursive: true });
    const walk = (d) => readdirSync(path.join(dist, d), { withFileTypes: true }).forEach((e) => (e.isDirectory() ? walk(`${d}/${e.name}`) : written.push(`dist/${d}/${e.name}`)));
    walk(rel);
  };
  copy("photowire.js");
  copy("custom-elements.json");
  copy("web-types.json");
  copy("vscode.html-custom-data.json");
  copy("esm/manifest.json");
  copy("esm/index.js");
  const loaders = readdirSync(path.join(dist, "esm")).filter((f) => /^pw-.*\.js$/.test(f));
  for (const f of loaders) copy(`esm/${f}`);
  for (const f of currentChunks(dist)) copy(f);
  copyTree("types");
  copyTree("peer");
  copyTree("themes");
  const manifest = kitManifest(root);
  const tags = JSON.parse(readFileSync(path.join(dist, "custom-elements.json"), "utf8")).modules.map((m) => m.declarations[0].tagName);
  writeFileSync(path.join(out, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(path.join(out, "README.md"), kitReadme(manifest, tags));
  written.push("package.json", "README.md");
  // every loader's hashed entry is in this build (a loader left from another build would break an import)
  for (const f of loaders) {
    const target = readFileSync(path.join(dist, "esm", f), "utf8").match(/import\s*"\.\/([^"]+)"/)?.[1];
    if (!target || !existsSync(path.join(out, "dist", "esm", target))) throw new Error(`kit package: dist/esm/${f} imports ${target}, not in this build`);
  }
  return written;
}
