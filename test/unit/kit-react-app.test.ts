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
import { spawnSync } from "node:child_process";
import { createReadStream, existsSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../e2e/harness.js";
import { appSource, bundledAppSource, createReactApp, reactStamps, viteBuild } from "../setup/react-app.js";

const ROOT = process.cwd();

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
  ({ tmp, project } = createReactApp());
}, 120_000);

afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe("the packed kit in a Vite + React 19 + TypeScript app", () => {
  let files: Map<string, string>;

  it("holds one copy of React with the React components, two with the bundled elements", () => {
    const alone = reactStamps(viteBuild(project, appSource(null)));
    expect(alone).toBeGreaterThan(0);
    const bundled = reactStamps(viteBuild(project, bundledAppSource()));
    files = viteBuild(project, appSource((tag) => `photowire/react/${tag}`));
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
