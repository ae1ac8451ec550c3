/**
 * The kit in a React app (issue 22 item 1, "Done when"): the packed kit
 * (build/kit of `npm run build`) installed into a fresh Vite + React 19 +
 * TypeScript app, which imports three elements' React components
 * (photowire/react/pw-…, the peer build on the app's own react and
 * react-dom):
 * - the built app holds one copy of React: as many React version stamps as
 *   the same app without Photowire, where the same app on the bundled
 *   elements (photowire/pw-…, which carry their own React) holds more;
 * - `tsc` passes the app and fails a file of typos (a misspelt attribute
 *   prop, a misspelt event prop, a wrong event detail field, values an
 *   attribute does not take);
 * - a component renders on the server (react-dom/server in Node, no DOM);
 * - in Chromium the built app renders the three elements, and an event prop
 *   reaches the app.
 * Needs `npm run build` first.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../e2e/harness.js";

const ROOT = process.cwd();
const REACT_VERSION: string = JSON.parse(readFileSync(path.join(ROOT, "node_modules/react/package.json"), "utf8")).version;

const HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A React app</title></head>
<body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>
`;

/** The app: three elements' components from `from` ("photowire/react/pw-…"), or none. */
const app = (from: ((tag: string) => string) | null) => `import { StrictMode, useState } from "react";
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

const TYPOS = `import { PwLikeButton } from "photowire/react/pw-like-button";
import { PwShareBar } from "photowire/react/pw-share-bar";
export const a = <PwLikeButton pcIdd="pw000001" relationId="r" />;
export const b = <PwShareBar url="/a.html" onPwShareBarShaer={() => undefined} />;
export const c = <PwShareBar url="/a.html" onPwShareBarShare={(e) => e.detail.nope} />;
export const d = <PwLikeButton pcId="p" relationId="r" showCount="maybe" />;
export const e = <PwShareBar url="/a.html" wechatQrSize="big" />;
`;

let tmp: string;
let project: string;

/** Builds the project with Vite; the JavaScript files it wrote (name → text). */
function viteBuild(main: string): Map<string, string> {
  writeFileSync(path.join(project, "main.tsx"), main);
  rmSync(path.join(project, "dist"), { recursive: true, force: true });
  const res = spawnSync(process.execPath, [path.join(ROOT, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"], { cwd: project, encoding: "utf8" });
  if (res.status !== 0) throw new Error(`vite build failed:\n${res.stdout}${res.stderr}`);
  const assets = path.join(project, "dist/assets");
  return new Map(readdirSync(assets).filter((f) => f.endsWith(".js")).map((f) => [f, readFileSync(path.join(assets, f), "utf8")]));
}

/** How many times the built app carries React's version stamp (react, react-dom and its client each write it). */
const reactStamps = (files: Map<string, string>) => [...files.values()].reduce((n, code) => n + code.split(REACT_VERSION).length - 1, 0);

function tsc(file: string): { status: number | null; out: string } {
  writeFileSync(
    path.join(project, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: { target: "ES2022", module: "ESNext", moduleResolution: "Bundler", jsx: "react-jsx", strict: true, noEmit: true, lib: ["ES2023", "DOM"], types: [], skipLibCheck: false },
      include: [file],
    }),
  );
  const res = spawnSync(process.execPath, [path.join(ROOT, "node_modules/typescript/bin/tsc"), "-p", "."], { cwd: project, encoding: "utf8" });
  return { status: res.status, out: `${res.stdout}${res.stderr}` };
}

beforeAll(() => {
  if (!existsSync("build/kit/dist/peer/react/pw-like-button.js")) throw new Error("build/kit/ has no React components: run npm run build first");
  tmp = mkdtempSync(path.join(tmpdir(), "pw-react-app-"));
  const packed = JSON.parse(execFileSync("npm", ["pack", path.join(ROOT, "build/kit"), "--json", "--ignore-scripts", "--pack-destination", tmp], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }));
  project = path.join(tmp, "app");
  mkdirSync(project);
  writeFileSync(path.join(project, "package.json"), JSON.stringify({ name: "react-app", private: true, type: "module" }));
  writeFileSync(path.join(project, "index.html"), HTML);
  execFileSync("npm", ["install", path.join(tmp, packed[0].filename), "--offline", "--ignore-scripts", "--no-audit", "--no-fund"], { cwd: project, stdio: "ignore" });
  // the app's own React (the repository's copy; the kit lists react and react-dom as peer dependencies)
  mkdirSync(path.join(project, "node_modules/@types"), { recursive: true });
  for (const p of ["react", "react-dom", "scheduler", "@types/react", "@types/react-dom"]) symlinkSync(path.join(ROOT, "node_modules", p), path.join(project, "node_modules", p), "dir");
}, 120_000);

afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe("the packed kit in a Vite + React 19 + TypeScript app", () => {
  let files: Map<string, string>;

  it("holds one copy of React with the React components, two with the bundled elements", () => {
    const alone = reactStamps(viteBuild(app(null)));
    expect(alone).toBeGreaterThan(0);
    const bundled = reactStamps(viteBuild(app((tag) => `photowire/${tag}`).replace(/import \{ (\w+) \} from "(photowire\/pw-[\w-]+)";/g, 'import "$2"; const $1 = (p: Record<string, unknown>) => null;')));
    files = viteBuild(app((tag) => `photowire/react/${tag}`));
    expect(reactStamps(files), "the components on the app's React").toBe(alone);
    expect(bundled, "the bundled elements carry their own React (else this proves nothing)").toBeGreaterThan(alone);
  }, 120_000);

  it("type-checks the app, and refuses misspelt attribute and event props, a wrong event detail and wrong values", () => {
    writeFileSync(path.join(project, "typos.tsx"), TYPOS);
    const good = tsc("main.tsx");
    expect(good.out).toBe("");
    expect(good.status).toBe(0);
    const bad = tsc("typos.tsx");
    const lines = bad.out.split("\n").filter((l) => l.startsWith("typos.tsx("));
    expect(lines.some((l) => l.startsWith("typos.tsx(3,") && /pcIdd/.test(l)), bad.out).toBe(true);
    expect(lines.some((l) => l.startsWith("typos.tsx(4,") && /onPwShareBarShaer/.test(l)), bad.out).toBe(true);
    expect(lines.some((l) => l.startsWith("typos.tsx(5,") && /nope/.test(l)), bad.out).toBe(true);
    // values the attributes do not take (typed from the elements' JSDoc: a boolean, a number)
    expect(lines.some((l) => l.startsWith("typos.tsx(6,") && /maybe/.test(l)), bad.out).toBe(true);
    expect(lines.some((l) => l.startsWith("typos.tsx(7,") && /big/.test(l)), bad.out).toBe(true);
  }, 120_000);

  it("renders a component on the server (Node, no DOM): the element's tag with its attributes", () => {
    const script = `
      import { createElement } from "react";
      import { renderToString } from "react-dom/server";
      import { PwLikeButton } from "photowire/react/pw-like-button";
      console.log(renderToString(createElement(PwLikeButton, { pcId: "pw000001", relationId: "pw000001r01", showCount: false, className: "like" })));`;
    const res = spawnSync(process.execPath, ["--input-type=module", "-e", script], { cwd: project, encoding: "utf8" });
    expect(res.stderr).toBe("");
    // a boolean prop is written "true" or "false" (the elements read both); className is the class attribute
    expect(res.stdout.trim()).toBe('<pw-like-button pc-id="pw000001" relation-id="pw000001r01" show-count="false" class="like"></pw-like-button>');
  });

  it("renders the three elements in Chromium, and an event prop reaches the app", async () => {
    expect(files, "built by the first test").toBeDefined();
    const dist = path.join(project, "dist");
    const server: Server = createServer((req, res) => {
      const file = path.join(dist, new URL(req.url ?? "/", "http://x").pathname);
      if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile()) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { "content-type": file.endsWith(".js") ? "text/javascript" : "text/html" });
      createReadStream(file).pipe(res);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/index.html`);
      // each element drew its own shadow content
      for (const tag of ["pw-like-button", "pw-share-bar", "pw-back-to-top"]) {
        await page.waitForFunction((t) => (document.querySelector(t)?.shadowRoot?.childElementCount ?? 0) > 0, tag, { timeout: 20_000 });
      }
      expect(await page.locator("pw-like-button").getAttribute("pc-id")).toBe("pw000001");
      expect(await page.locator("pw-back-to-top").getAttribute("smooth")).toBe("false");
      // a share button: the element's pw-share-bar-share event reaches the app's onPwShareBarShare
      await page.locator("pw-share-bar").getByRole("button", { name: /wechat/i }).first().click();
      await page.waitForFunction(() => document.getElementById("shared")?.textContent !== "", undefined, { timeout: 10_000 });
      expect(await page.locator("#shared").textContent()).toBe("wechat");
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      server.close();
    }
  }, 120_000);
});
