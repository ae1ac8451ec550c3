/**
 * A fresh Vite + React 19 + TypeScript app with the packed kit installed
 * (issue 22 item 1, "Done when"), shared by test/unit/kit-react-app.test.ts
 * and the bench's kit table (bench/kit.ts). Needs `npm run build` first
 * (build/kit/). The app's own react and react-dom are the repository's
 * copies (the kit lists them as peer dependencies).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const ROOT = process.cwd();
/** The version stamp react, react-dom and its client each write into a build. */
export const REACT_VERSION: string = JSON.parse(readFileSync(path.join(ROOT, "node_modules/react/package.json"), "utf8")).version;

const HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A React app</title></head>
<body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>
`;

/**
 * The app's main.tsx: a story with three elements' React components from
 * `from(tag)` (e.g. "photowire/react/pw-like-button"), or none (null).
 */
export const appSource = (from: ((tag: string) => string) | null) => `import { StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";
${from ? `import { PwLikeButton } from "${from("pw-like-button")}";
import { PwShareBar } from "${from("pw-share-bar")}";
import { PwBackToTop } from "${from("pw-back-to-top")}";` : ""}

function App() {
  const [shared, setShared] = useState("");
  return (
    <main>
      <h1>A story</h1>
      ${from ? `<PwLikeButton pcId="pw000001" relationId="pw000001r01" showCount="false" />
      <PwShareBar url="/pw/a.html" title="A photo" lang="en" onPwShareBarShare={(e) => setShared(e.detail.site)} />
      <PwBackToTop smooth={false} />` : ""}
      <output id="shared">{shared}</output>
    </main>
  );
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`;

/**
 * The same app on the bundled elements (photowire/pw-…, each with its own
 * React): the modules imported for their side effect, the components
 * replaced by nothing.
 */
export const bundledAppSource = () =>
  appSource((tag) => `photowire/${tag}`).replace(/import \{ (\w+) \} from "(photowire\/pw-[\w-]+)";/g, 'import "$2"; const $1 = (p: Record<string, unknown>) => null;');

/** The app's folder (`project`) inside a temporary folder (`tmp`, remove it when done). */
export interface ReactApp {
  tmp: string;
  project: string;
}

/** Packs build/kit, and installs the tarball into a new app folder with the repository's react and react-dom. */
export function createReactApp(): ReactApp {
  if (!existsSync("build/kit/dist/peer/react/pw-like-button.js")) throw new Error("build/kit/ has no React components: run npm run build first");
  const tmp = mkdtempSync(path.join(tmpdir(), "pw-react-app-"));
  const packed = JSON.parse(execFileSync("npm", ["pack", path.join(ROOT, "build/kit"), "--json", "--ignore-scripts", "--pack-destination", tmp], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }));
  const project = path.join(tmp, "app");
  mkdirSync(project);
  writeFileSync(path.join(project, "package.json"), JSON.stringify({ name: "react-app", private: true, type: "module" }));
  writeFileSync(path.join(project, "index.html"), HTML);
  execFileSync("npm", ["install", path.join(tmp, packed[0].filename), "--offline", "--ignore-scripts", "--no-audit", "--no-fund"], { cwd: project, stdio: "ignore" });
  mkdirSync(path.join(project, "node_modules/@types"), { recursive: true });
  for (const p of ["react", "react-dom", "scheduler", "@types/react", "@types/react-dom"]) symlinkSync(path.join(ROOT, "node_modules", p), path.join(project, "node_modules", p), "dir");
  return { tmp, project };
}

/** Builds the app with `main` as its main.tsx (vite build); the JavaScript files it wrote (name → text). */
export function viteBuild(project: string, main: string): Map<string, string> {
  writeFileSync(path.join(project, "main.tsx"), main);
  rmSync(path.join(project, "dist"), { recursive: true, force: true });
  const res = spawnSync(process.execPath, [path.join(ROOT, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"], { cwd: project, encoding: "utf8" });
  if (res.status !== 0) throw new Error(`vite build failed:\n${res.stdout}${res.stderr}`);
  const assets = path.join(project, "dist/assets");
  return new Map(readdirSync(assets).filter((f) => f.endsWith(".js")).map((f) => [f, readFileSync(path.join(assets, f), "utf8")]));
}

/** How many times a built app carries React's version stamp (react, react-dom and its client each write it). */
export const reactStamps = (files: Map<string, string>) => [...files.values()].reduce((n, code) => n + code.split(REACT_VERSION).length - 1, 0);
