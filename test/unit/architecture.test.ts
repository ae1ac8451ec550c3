/**
 * The layout rules of DESIGN §2 (issue 7): the server imports nothing from
 * widgets/; common/ (shared by browser and server) imports neither React,
 * the DOM, widgets/ nor server/; widgets/core imports no feature folder.
 * Imports are read from the sources (static, dynamic and type imports);
 * common/ is also type-checked without the DOM library and Node types, so a
 * `window` or `document` in it fails.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Every .ts/.tsx/.js/.mjs file under `dir` (relative to the root). */
function sources(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(path.join(ROOT, d))) {
      const rel = path.join(d, name);
      if (statSync(path.join(ROOT, rel)).isDirectory()) walk(rel);
      else if (/\.(ts|tsx|js|mjs)$/.test(name)) out.push(rel);
    }
  };
  walk(dir);
  return out;
}

/** Module specifiers a file imports or re-exports (static, dynamic, type-only). */
export function specifiersOf(src: string): string[] {
  const out: string[] = [];
  const re = /(?:^|[\s;])(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|^\s*import\s*["']([^"']+)["']/gm;
  for (const m of src.matchAll(re)) out.push(m[1] ?? m[2] ?? m[3]);
  return out;
}

/** Where a relative specifier of `file` points, relative to the root; bare specifiers as they are. */
function target(file: string, spec: string): string {
  if (!spec.startsWith(".")) return spec;
  return path.relative(ROOT, path.resolve(ROOT, path.dirname(file), spec)).split(path.sep).join("/");
}

/** The imports of the files under `dir` that `bad` flags, as "file → specifier". */
function violations(dir: string, bad: (to: string) => boolean): string[] {
  return sources(dir).flatMap((f) =>
    specifiersOf(readFileSync(path.join(ROOT, f), "utf8"))
      .map((s) => target(f, s))
      .filter(bad)
      .map((to) => `${f} → ${to}`),
  );
}

const BROWSER_ONLY = /^(react|react-dom|react\/|react-dom\/|@r2wc\/|dompurify|localforage|socket\.io-client|ofetch|qrcode)/;

describe("layout (DESIGN §2)", () => {
  it("finds imports of every form", () => {
    const src = `import a from "./a.js";\nimport type { B } from "../b.js";\nexport { c } from "./c.js";\nconst d = import("./d.js");\nimport "./e.css";`;
    expect(specifiersOf(src)).toEqual(["./a.js", "../b.js", "./c.js", "./d.js", "./e.css"]);
  });

  it("the server imports nothing from widgets/", () => {
    expect(violations("server", (to) => to.startsWith("widgets/") || to === "widgets")).toEqual([]);
  });

  it("common/ imports neither React, browser-only libraries, widgets/ nor server/", () => {
    expect(
      violations("common", (to) => BROWSER_ONLY.test(to) || to.startsWith("widgets/") || to.startsWith("server/") || to.startsWith("node:")),
    ).toEqual([]);
  });

  it("widgets/core imports no feature folder", () => {
    expect(violations("widgets/core", (to) => to.startsWith("widgets/") && !to.startsWith("widgets/core/"))).toEqual([]);
  });

  it("common/ type-checks without the DOM library or Node types", () => {
    const tsc = path.join(ROOT, "node_modules/typescript/bin/tsc");
    let out = "";
    try {
      execFileSync(process.execPath, [tsc, "--noEmit", "-p", "common/tsconfig.json"], { cwd: ROOT, encoding: "utf8" });
    } catch (e) {
      out = String((e as { stdout?: string }).stdout ?? e);
    }
    expect(out).toBe("");
  }, 60_000);
});
