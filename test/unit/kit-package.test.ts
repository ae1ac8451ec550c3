/**
 * The kit's npm package (issues 12 and 16), packed from build/kit/ (the
 * folder every widget build writes, kit/package.mjs):
 * - it holds exactly one build: after a source change and a second build
 *   over the same dist/ (a redeploy: the served dist/ keeps the previous
 *   build's hashed chunks, kit/versions.mjs), the tarball has one loader, one
 *   hashed module and one typing per element, only chunks that the current
 *   loaders and bundle reach, and every file its exports map, main, types,
 *   custom-elements.json, manifest.json and imports name;
 * - a site builder's view: installed into an empty project, an element
 *   imports in Node through the exports map; "photowire" (the lazy entry),
 *   every element entry and the all-in-one bundle import under a server
 *   render without a DOM (issue 22 item 1); and a TSX page using
 *   `<pw-like-button …>` type-checks against the shipped typings (React 19
 *   JSX, HTMLElementTagNameMap, typed events), while a page with a wrong
 *   attribute type, an unknown event detail field, an unknown tag or
 *   load() of one does not.
 * Needs `npm run build` first (it packs that build's build/kit/); the second
 * build runs in a copy of the widget sources in a temporary folder.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = process.cwd();
const GOOD = `import "photowire/pw-like-button";
import { load, tags } from "photowire";
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

export async function later(): Promise<PwLikeButtonElement | undefined> {
  const Ctor = await load("pw-like-button");
  return tags.includes("pw-share-bar") && Ctor ? new Ctor() : undefined;
}

const el: PwLikeButtonElement | null = document.querySelector("pw-like-button");
// the element's properties reflect its attributes
if (el) el.showCount = "false";
const pcId: string | null | undefined = el?.pcId;
console.log(pcId);
el?.addEventListener("pw-like-change", (e) => {
  const relationId: string = e.detail.relationId;
  console.log(relationId);
});
`;

const BAD = `import type {} from "photowire/react";
import { load } from "photowire";

export const wrongType = <pw-like-button pc-id={42} relation-id="r" />;
export const wrongDetail = <pw-like-button pc-id="p" relation-id="r" onpw-like-change={(e) => e.detail.nope} />;
export const unknownTag = <pw-not-an-element />;
export const unknownLoad = load("pw-not-an-element");
export const wrongValue = <pw-like-button pc-id="p" relation-id="r" show-count="maybe" />;
`;

function tsc(include: string[]): { status: number | null; out: string } {
  writeFileSync(
    path.join(site, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: { target: "ES2022", module: "ESNext", moduleResolution: "Bundler", jsx: "react-jsx", strict: true, noEmit: true, lib: ["ES2023", "DOM"], types: [], skipLibCheck: false },
      include,
    }),
  );
  const res = spawnSync(process.execPath, [path.join(ROOT, "node_modules/typescript/bin/tsc"), "-p", "."], { cwd: site, encoding: "utf8" });
  return { status: res.status, out: `${res.stdout}${res.stderr}` };
}

interface Packed {
  /** the tarball's file paths */
  files: string[];
  /** where it was unpacked (its package/ folder) */
  root: string;
  tarball: string;
}

/** `npm pack` of a kit package folder into tmp/<name>, unpacked there. */
function pack(folder: string, name: string): Packed {
  const out = path.join(tmp, name);
  mkdirSync(out);
  const res = JSON.parse(execFileSync("npm", ["pack", folder, "--json", "--ignore-scripts", "--pack-destination", out], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }));
  const tarball = path.join(out, res[0].filename);
  execFileSync("tar", ["xzf", tarball, "-C", out]);
  return { files: res[0].files.map((f: { path: string }) => f.path), root: path.join(out, "package"), tarball };
}

/** Relative module specifiers a built file names (static and dynamic imports, re-exports; typings: `from "./x.js"`). */
function relativeImports(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["'](\.\.?\/[^"']+)["']/g)].map((m) => m[1]);
}

/** The files of a package that its entry points reach: the loaders and the all-in-one bundle, then their imports. */
function reached(pkg: Packed, entries: string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...entries];
  while (todo.length) {
    const f = todo.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    if (!pkg.files.includes(f)) continue;
    for (const spec of relativeImports(readFileSync(path.join(pkg.root, f), "utf8"))) todo.push(path.posix.join(path.posix.dirname(f), spec));
  }
  return seen;
}

let tmp: string;
/** the builder's project the second tarball is installed into */
let site: string;
/** build/kit of `npm run build`, and of the second build after the source change */
let first: Packed;
let second: Packed;
/** the hashed ES chunks in the second build's served dist/esm/chunks (both builds') */
let served: string[];

beforeAll(() => {
  if (!existsSync("build/kit/package.json") || !existsSync("dist/esm/builds.json")) throw new Error("build/kit/ is missing: run npm run build first");
  tmp = mkdtempSync(path.join(tmpdir(), "pw-kit-"));
  first = pack(path.join(ROOT, "build/kit"), "first");
  // a redeploy after a source change: the widget sources copied with one change, built over a copy of this dist/
  const tree = path.join(tmp, "tree");
  for (const f of ["widgets", "common", "kit", "scripts", "rollup.config.mjs", "tsconfig.json", "package.json", "dist"]) cpSync(path.join(ROOT, f), path.join(tree, f), { recursive: true });
  symlinkSync(path.join(ROOT, "node_modules"), path.join(tree, "node_modules"), "dir");
  // a statement every element's shared chunk keeps (a comment or an unused export would not change the output)
  appendFileSync(path.join(tree, "widgets/core/element.ts"), `\n(globalThis as { pwKitTest?: string }).pwKitTest = ${JSON.stringify(path.basename(tmp))};\n`);
  // a quick build (rollup.config.mjs PW_BUILD_QUICK: not minified nor precompressed): the package's structure is what is checked
  const build = spawnSync(process.execPath, [path.join(ROOT, "node_modules/rollup/dist/bin/rollup"), "-c", "--silent"], { cwd: tree, encoding: "utf8", env: { ...process.env, PW_BUILD_QUICK: "1" } });
  if (build.status !== 0) throw new Error(`second build failed:\n${build.stdout}${build.stderr}`);
  served = readdirSync(path.join(tree, "dist/esm/chunks")).filter((f) => f.endsWith(".js"));
  second = pack(path.join(tree, "build/kit"), "second");

  site = path.join(tmp, "site");
  mkdirSync(site);
  writeFileSync(path.join(site, "package.json"), JSON.stringify({ name: "builder-site", private: true, type: "module" }));
  execFileSync("npm", ["install", second.tarball, "--offline", "--ignore-scripts", "--no-audit", "--no-fund"], { cwd: site, stdio: "ignore" });
  // the builder's own React types (the kit's optional peer dependency)
  mkdirSync(path.join(site, "node_modules/@types"), { recursive: true });
  symlinkSync(path.join(ROOT, "node_modules/@types/react"), path.join(site, "node_modules/@types/react"), "dir");
}, 900_000);

afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

const chunksOf = (pkg: Packed) => pkg.files.filter((f) => f.startsWith("dist/esm/chunks/"));
const tagsOf = (pkg: Packed): string[] =>
  JSON.parse(readFileSync(path.join(pkg.root, "dist/custom-elements.json"), "utf8")).modules.map((m: { declarations: { tagName: string }[] }) => m.declarations[0].tagName);

describe.each([
  ["the first build", () => first],
  ["a second build after a source change", () => second],
])("the kit's tarball of %s", (_name, get) => {
  it("holds exactly one loader, hashed module and typing per element, and only chunks its entry points reach", () => {
    const pkg = get();
    const tags = tagsOf(pkg);
    expect(tags.length).toBeGreaterThan(20);
    for (const tag of tags) {
      expect(pkg.files.filter((f) => f === `dist/esm/${tag}.js`), tag).toHaveLength(1);
      expect(pkg.files.filter((f) => new RegExp(`^dist/esm/chunks/${tag}-[\\w-]{8}\\.js$`).test(f)), tag).toHaveLength(1);
      expect(pkg.files.filter((f) => f === `dist/types/${tag}.d.ts`), tag).toHaveLength(1);
    }
    expect(pkg.files.filter((f) => /^dist\/esm\/pw-[^/]*\.js$/.test(f)).sort()).toEqual(tags.map((t) => `dist/esm/${t}.js`).sort());
    const live = reached(pkg, ["dist/photowire.js", "dist/esm/index.js", ...tags.map((t) => `dist/esm/${t}.js`)]);
    expect(chunksOf(pkg).filter((f) => !live.has(f)), "chunks of another build").toEqual([]);
    expect([...live].filter((f) => !pkg.files.includes(f)), "imported but not packed").toEqual([]);
    // no hashed twin of the bundle, no precompressed copies, no build records
    expect(pkg.files.filter((f) => /photowire-|\.(br|gz)$|builds\.json$/.test(f))).toEqual([]);
  });

  it("has every file its exports, main, types, customElements, manifest.json and typings name", () => {
    const pkg = get();
    const manifest = JSON.parse(readFileSync(path.join(pkg.root, "package.json"), "utf8"));
    const themes = pkg.files.filter((f) => f.startsWith("dist/themes/")).map((f) => f.slice("dist/themes/".length));
    expect(themes).toContain("dark.css");
    const named: string[] = [manifest.main, manifest.types, manifest.customElements, manifest["web-types"]];
    const targets = (t: unknown): string[] => (typeof t === "string" ? [t] : Object.values(t as Record<string, unknown>).flatMap(targets));
    for (const [key, target] of Object.entries(manifest.exports as Record<string, unknown>)) {
      const stars = key === "./pw-*" ? tagsOf(pkg).map((t) => t.slice(3)) : key === "./react/*" ? tagsOf(pkg) : key === "./themes/*" ? themes : [""];
      for (const t of targets(target)) for (const star of stars) named.push(t.replace("*", star));
    }
    for (const m of JSON.parse(readFileSync(path.join(pkg.root, "dist/custom-elements.json"), "utf8")).modules) named.push(m.path);
    for (const hashed of Object.values(JSON.parse(readFileSync(path.join(pkg.root, "dist/esm/manifest.json"), "utf8")) as Record<string, string>)) named.push(`dist/esm/${hashed}`);
    for (const d of pkg.files.filter((f) => f.endsWith(".d.ts"))) {
      for (const spec of relativeImports(readFileSync(path.join(pkg.root, d), "utf8"))) named.push(path.posix.join(path.posix.dirname(d), spec.replace(/\.js$/, ".d.ts")));
    }
    const missing = [...new Set(named.map((f) => path.posix.normalize(f.replace(/^\.\//, ""))))].filter((f) => !pkg.files.includes(f));
    expect(missing).toEqual([]);
    expect(manifest).toMatchObject({ name: "photowire", version: JSON.parse(readFileSync("package.json", "utf8")).version, peerDependencies: { "@types/react": ">=19" } });
    expect(manifest.dependencies ?? {}).toEqual({});
  });
});

describe("two builds", () => {
  it("the served dist/ keeps both builds' chunks; the second tarball holds only its own", () => {
    // the change reached the chunks (else this would prove nothing) and the old ones stayed for open pages
    expect(chunksOf(second)).not.toEqual(chunksOf(first));
    const own = new Set(chunksOf(second).map((f) => path.posix.basename(f)));
    const older = served.filter((f) => !own.has(f));
    expect(older.length).toBeGreaterThan(0);
    expect(chunksOf(second).length).toBe(own.size);
    expect(second.files.filter((f) => older.includes(path.posix.basename(f)))).toEqual([]);
  });
});

describe("the packed kit in a builder's project", () => {
  it("ships the built elements, typings, manifest and themes, and none of the server", () => {
    for (const f of ["dist/photowire.js", "dist/esm/index.js", "dist/esm/pw-like-button.js", "dist/types/pw-like-button.d.ts", "dist/types/react.d.ts", "dist/custom-elements.json", "dist/themes/dark.css", "package.json", "README.md"]) {
      expect(second.files, f).toContain(f);
    }
    expect(second.files.filter((f) => !/^(dist\/|package\.json$|README\.md$)/.test(f))).toEqual([]);
    const pkg = JSON.parse(readFileSync(path.join(site, "node_modules/photowire/package.json"), "utf8"));
    expect(pkg.dependencies ?? {}).toEqual({});
    expect(readdir(path.join(site, "node_modules")).sort()).toEqual(["@types", "photowire"]);
  });

  it("ships web-types.json and VS Code's HTML custom data: every element and attribute, the values of typed ones", () => {
    const root = path.join(site, "node_modules/photowire");
    const tags = tagsOf(second);
    const webTypes = JSON.parse(readFileSync(path.join(root, "dist/web-types.json"), "utf8"));
    const vscode = JSON.parse(readFileSync(path.join(root, "dist/vscode.html-custom-data.json"), "utf8"));
    type Attr = { name: string; values?: { name: string }[]; value?: { type: string } };
    const wtElements: { name: string; attributes: Attr[]; events: { name: string }[] }[] = webTypes.contributions.html.elements;
    const vsTags: { name: string; attributes: Attr[] }[] = vscode.tags;
    expect(wtElements.map((e) => e.name)).toEqual(tags);
    expect(vsTags.map((t) => t.name)).toEqual(tags);
    const cem = JSON.parse(readFileSync(path.join(root, "dist/custom-elements.json"), "utf8")).modules.map((m: { declarations: { attributes: { name: string }[] }[] }) => m.declarations[0]);
    tags.forEach((tag, i) => {
      const names = cem[i].attributes.map((a: { name: string }) => a.name);
      expect(wtElements[i].attributes.map((a) => a.name), tag).toEqual(names);
      expect(vsTags[i].attributes.map((a) => a.name), tag).toEqual(names);
    });
    const like = (list: { name: string; attributes: Attr[] }[]) => list.find((e) => e.name === "pw-like-button")!.attributes.find((a) => a.name === "show-count")!;
    expect(like(wtElements).values?.map((v) => v.name)).toEqual(["true", "false"]);
    expect(like(vsTags).values?.map((v) => v.name)).toEqual(["true", "false"]);
    const channel = vsTags.find((t) => t.name === "pw-verify-code-button")!.attributes.find((a) => a.name === "channel")!;
    expect(channel.values?.map((v) => v.name)).toEqual(["sms", "email"]);
    expect(wtElements.find((e) => e.name === "pw-like-button")!.events.map((e) => e.name)).toEqual(["pw-like-change"]);
    const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
    expect(pkg["web-types"]).toBe("./dist/web-types.json");
  });

  it("imports an element through the exports map", () => {
    const out = execFileSync(process.execPath, ["--input-type=module", "-e", 'await import("photowire/pw-like-button"); console.log(import.meta.resolve("photowire/pw-like-button"))'], { cwd: site, encoding: "utf8" });
    expect(out.trim()).toMatch(/node_modules\/photowire\/dist\/esm\/pw-like-button\.js$/);
    const manifest = JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", 'import m from "photowire/custom-elements.json" with { type: "json" }; console.log(JSON.stringify(m))'], { cwd: site, encoding: "utf8" }));
    expect(manifest.modules.map((m: { declarations: { tagName: string }[] }) => m.declarations[0].tagName)).toContain("pw-like-button");
  });

  it('imports "photowire", every element entry and the all-in-one bundle under a server render (no DOM) without an error', () => {
    // the "." entry registers lazily; with no document it defines nothing, and load() still imports the module
    const script = `
      const kit = await import("photowire");
      if (!import.meta.resolve("photowire").endsWith("/dist/esm/index.js")) throw new Error("photowire is " + import.meta.resolve("photowire"));
      for (const tag of kit.tags) await import("photowire/" + tag);
      await import("photowire/photowire.js");
      const ctor = await kit.load("pw-like-button");
      const unknown = await kit.load("pw-not-an-element").then(() => "loaded", (e) => e.message);
      console.log(JSON.stringify({ tags: kit.tags.length, ctor: ctor === undefined, unknown }));`;
    const res = spawnSync(process.execPath, ["--input-type=module", "-e", script], { cwd: site, encoding: "utf8" });
    expect(res.stderr).toBe("");
    expect(JSON.parse(res.stdout)).toEqual({ tags: tagsOf(second).length, ctor: true, unknown: "[photowire] there is no element <pw-not-an-element>" });
  });

  it("type-checks a TSX page using <pw-like-button> against the typings", () => {
    writeFileSync(path.join(site, "page.tsx"), GOOD);
    const res = tsc(["page.tsx"]);
    expect(res.out).toBe("");
    expect(res.status).toBe(0);
  }, 120_000);

  it("rejects a wrong attribute type, an unknown event detail field, an unknown tag, loading an unknown element and a value its attribute does not take", () => {
    writeFileSync(path.join(site, "bad.tsx"), BAD);
    const res = tsc(["bad.tsx"]);
    expect(res.status).not.toBe(0);
    const lines = res.out.split("\n").filter((l) => l.startsWith("bad.tsx("));
    expect(lines.some((l) => l.startsWith("bad.tsx(4,") && /pc-id|number/.test(l)), res.out).toBe(true);
    expect(lines.some((l) => l.startsWith("bad.tsx(5,") && /nope/.test(l)), res.out).toBe(true);
    expect(lines.some((l) => l.startsWith("bad.tsx(6,") && /pw-not-an-element/.test(l)), res.out).toBe(true);
    // load() takes only the kit's element names
    expect(lines.some((l) => l.startsWith("bad.tsx(7,") && /pw-not-an-element/.test(l)), res.out).toBe(true);
    // an attribute typed from its JSDoc (issue 22 item 3): show-count is "", "true" or "false"
    expect(lines.some((l) => l.startsWith("bad.tsx(8,") && /maybe/.test(l)), res.out).toBe(true);
  }, 120_000);
});

function readdir(p: string): string[] {
  return execFileSync("ls", ["-A", p], { encoding: "utf8" }).split("\n").filter((f) => f && !f.startsWith("."));
}
