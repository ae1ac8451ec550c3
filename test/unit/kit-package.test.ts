/**
 * A site builder's view of the kit (issue 12): `npm pack` of this
 * repository, installed into an empty project, imports an element in Node
 * (the module resolves through the exports map and loads), and a TSX page
 * using `<pw-like-button …>` type-checks against the shipped typings (React
 * 19 JSX, HTMLElementTagNameMap, typed events), while a page with a wrong
 * attribute type, an unknown event detail field or an unknown tag does not.
 * Needs `npm run build` first (it packs dist/).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = process.cwd();
let dir: string;
let files: string[];

const GOOD = `import "photowire/pw-like-button";
import type {} from "photowire/react";
import type { PwLikeButtonElement } from "photowire/pw-like-button";

export function Story({ onLiked }: { onLiked: (liked: boolean) => void }) {
  return (
    <article>
      <pw-like-button pc-id="pw000001" relation-id="pw000001r01" show-count="false" onpw-like-change={(e) => onLiked(e.detail.liked)} />
      <pw-share-bar url="/pw/a.html" title="A photo" />
    </article>
  );
}

const el: PwLikeButtonElement | null = document.querySelector("pw-like-button");
el?.addEventListener("pw-like-change", (e) => {
  const relationId: string = e.detail.relationId;
  console.log(relationId);
});
`;

const BAD = `import type {} from "photowire/react";

export const wrongType = <pw-like-button pc-id={42} relation-id="r" />;
export const wrongDetail = <pw-like-button pc-id="p" relation-id="r" onpw-like-change={(e) => e.detail.nope} />;
export const unknownTag = <pw-not-an-element />;
`;

function tsc(include: string[]): { status: number | null; out: string } {
  writeFileSync(
    path.join(dir, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: { target: "ES2022", module: "ESNext", moduleResolution: "Bundler", jsx: "react-jsx", strict: true, noEmit: true, lib: ["ES2023", "DOM"], types: [], skipLibCheck: false },
      include,
    }),
  );
  const res = spawnSync(process.execPath, [path.join(ROOT, "node_modules/typescript/bin/tsc"), "-p", "."], { cwd: dir, encoding: "utf8" });
  return { status: res.status, out: `${res.stdout}${res.stderr}` };
}

beforeAll(() => {
  if (!existsSync("dist/custom-elements.json")) throw new Error("dist/ is missing: run npm run build first");
  dir = mkdtempSync(path.join(tmpdir(), "pw-kit-"));
  const packed = JSON.parse(execFileSync("npm", ["pack", "--json", "--ignore-scripts", "--pack-destination", dir], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }));
  files = packed[0].files.map((f: { path: string }) => f.path);
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "builder-site", private: true, type: "module" }));
  execFileSync("npm", ["install", path.join(dir, packed[0].filename), "--offline", "--ignore-scripts", "--no-audit", "--no-fund"], { cwd: dir, stdio: "ignore" });
  // the builder's own React types (the kit's optional peer dependency)
  mkdirSync(path.join(dir, "node_modules/@types"), { recursive: true });
  symlinkSync(path.join(ROOT, "node_modules/@types/react"), path.join(dir, "node_modules/@types/react"), "dir");
}, 120_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("the packed kit in a builder's project", () => {
  it("ships the built elements, typings, manifest and themes, and none of the server", () => {
    for (const f of ["dist/photowire.js", "dist/esm/pw-like-button.js", "dist/types/pw-like-button.d.ts", "dist/types/react.d.ts", "dist/custom-elements.json", "kit/themes/dark.css", "package.json"]) {
      expect(files, f).toContain(f);
    }
    expect(files.filter((f) => /^(server|widgets|common|templates|pages|test|bin)\//.test(f))).toEqual([]);
    const pkg = JSON.parse(readFileSync(path.join(dir, "node_modules/photowire/package.json"), "utf8"));
    expect(pkg.dependencies ?? {}).toEqual({});
    expect(readdir(path.join(dir, "node_modules")).sort()).toEqual(["@types", "photowire"]);
  });

  it("imports an element through the exports map", () => {
    const out = execFileSync(process.execPath, ["--input-type=module", "-e", 'await import("photowire/pw-like-button"); console.log(import.meta.resolve("photowire/pw-like-button"))'], { cwd: dir, encoding: "utf8" });
    expect(out.trim()).toMatch(/node_modules\/photowire\/dist\/esm\/pw-like-button\.js$/);
    const manifest = JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", 'import m from "photowire/custom-elements.json" with { type: "json" }; console.log(JSON.stringify(m))'], { cwd: dir, encoding: "utf8" }));
    expect(manifest.modules.map((m: { declarations: { tagName: string }[] }) => m.declarations[0].tagName)).toContain("pw-like-button");
  });

  it("type-checks a TSX page using <pw-like-button> against the typings", () => {
    writeFileSync(path.join(dir, "page.tsx"), GOOD);
    const res = tsc(["page.tsx"]);
    expect(res.out).toBe("");
    expect(res.status).toBe(0);
  }, 120_000);

  it("rejects a wrong attribute type, an unknown event detail field and an unknown tag", () => {
    writeFileSync(path.join(dir, "bad.tsx"), BAD);
    const res = tsc(["bad.tsx"]);
    expect(res.status).not.toBe(0);
    const lines = res.out.split("\n").filter((l) => l.startsWith("bad.tsx("));
    expect(lines.some((l) => l.startsWith("bad.tsx(3,") && /pc-id|number/.test(l)), res.out).toBe(true);
    expect(lines.some((l) => l.startsWith("bad.tsx(4,") && /nope/.test(l)), res.out).toBe(true);
    expect(lines.some((l) => l.startsWith("bad.tsx(5,") && /pw-not-an-element/.test(l)), res.out).toBe(true);
  }, 120_000);
});

function readdir(p: string): string[] {
  return execFileSync("ls", ["-A", p], { encoding: "utf8" }).split("\n").filter((f) => f && !f.startsWith("."));
}
