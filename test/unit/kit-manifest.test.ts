/**
 * The builder's kit against the elements (issue 12; kit/generate.mjs):
 * custom-elements.json lists every element file's tag, its attributes are
 * the ones the element observes, its events the ones it declares, its
 * parts and CSS custom properties are used by the feature's code; the
 * built dist/custom-elements.json and dist/types/ and the element reference
 * docs/elements.md are what the generator makes of today's elements (so a
 * new element or a changed JSDoc cannot go unpublished).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error plain ES modules without types (kit/generate.mjs and kit/element-code.mjs document their shapes)
import { customElementsManifest, ELEMENTS_DOC, elementDts, elementsDoc, kitElements, reactDts } from "../../kit/generate.mjs";
// @ts-expect-error plain ES module without types
import { elementFiles } from "../../kit/element-code.mjs";

interface Item { name: string; description: string }
interface KitElement {
  tag: string;
  file: string;
  attributes: Item[];
  events: Item[];
  parts: Item[];
  cssProperties: Item[];
  code?: { attributes: { name: string }[]; events: { name: string; detail: string }[] };
}
interface Declaration {
  tagName: string;
  attributes: { name: string }[];
  events: { name: string; type: { text: string } }[];
  cssParts: { name: string }[];
  cssProperties: { name: string }[];
}

let elements: KitElement[];
let manifest: { schemaVersion: string; modules: { path: string; declarations: Declaration[]; exports: { kind: string; name: string }[] }[] };
const names = (xs: { name: string }[]) => xs.map((x) => x.name).sort();

/** Every file of a folder, recursively. */
const filesOf = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => (statSync(path.join(dir, f)).isDirectory() ? filesOf(path.join(dir, f)) : [path.join(dir, f)]));

beforeAll(() => {
  elements = kitElements();
  manifest = customElementsManifest(elements);
}, 60_000);

describe("custom-elements.json against the elements", () => {
  it("lists one module per element file, by its tag, with a definition export", () => {
    const files: string[] = elementFiles();
    expect(elements.map((e) => e.file).sort()).toEqual(files);
    expect(manifest.schemaVersion).toBe("2.1.0");
    const tags = manifest.modules.map((m) => m.declarations[0].tagName);
    expect(new Set(tags).size).toBe(files.length);
    for (const m of manifest.modules) {
      const tag = m.declarations[0].tagName;
      expect(tag).toMatch(/^pw-[a-z0-9-]+$/);
      expect(m.path).toBe(`dist/esm/${tag}.js`);
      expect(m.exports).toContainEqual(expect.objectContaining({ kind: "custom-element-definition", name: tag }));
    }
  });

  it("the all-in-one bundle's entry (widgets/index.ts) imports every element file", () => {
    const index = readFileSync("widgets/index.ts", "utf8");
    const imported = [...index.matchAll(/import "\.\/([^"]+)\.js";/g)].map((m) => `widgets/${m[1]}.ts`).sort();
    expect(imported).toEqual(elementFiles());
  });

  it("gives each element exactly the attributes it observes and the events it declares (with their detail types)", () => {
    for (const el of elements) {
      const decl = manifest.modules.find((m) => m.declarations[0].tagName === el.tag)!.declarations[0];
      expect(el.code, `${el.tag}: its code`).toBeTruthy();
      expect(names(decl.attributes), `${el.tag} attributes`).toEqual(names(el.code!.attributes));
      expect(names(decl.events), `${el.tag} events`).toEqual(names(el.code!.events));
      for (const e of decl.events) expect(e.type.text, `${el.tag} ${e.name}`).toMatch(/^CustomEvent<(?!unknown>).+>$/);
    }
  });

  it("documents only parts and CSS custom properties the feature's code uses", () => {
    for (const el of elements) {
      const dir = path.dirname(el.file);
      const text = [...filesOf(dir), ...filesOf("widgets/ui")]
        .filter((f) => /\.(tsx?|css)$/.test(f))
        .map((f) => readFileSync(f, "utf8"))
        .join("\n");
      for (const p of el.parts) {
        const re = new RegExp(`part(=|:\\s*|\\s*=\\s*\\{)[^\\n]*["'\` ]${p.name}["'\` ]`);
        expect(re.test(text), `${el.tag} part ${p.name} in ${dir}`).toBe(true);
      }
      // a family such as --pw-share-<site> is matched by its prefix
      for (const c of el.cssProperties) {
        const used = c.name.includes("<") ? text.includes(c.name.split("<")[0]) : text.includes(`var(${c.name}`);
        expect(used, `${el.tag} ${c.name} in ${dir}`).toBe(true);
      }
    }
  });
});

describe("the generated kit is up to date", () => {
  it("dist/custom-elements.json and dist/types/ are what the elements give (npm run build)", () => {
    if (!existsSync("dist/custom-elements.json")) throw new Error("dist/custom-elements.json is missing: run npm run build first");
    expect(JSON.parse(readFileSync("dist/custom-elements.json", "utf8"))).toEqual(manifest);
    for (const el of elements) expect(readFileSync(`dist/types/${el.tag}.d.ts`, "utf8"), el.tag).toBe(elementDts(el));
    expect(readFileSync("dist/types/react.d.ts", "utf8")).toBe(reactDts(elements));
    for (const el of elements) expect(existsSync(`dist/esm/${el.tag}.js`), `dist/esm/${el.tag}.js`).toBe(true);
  });

  it("docs/elements.md has one section per element as kit/generate.mjs --docs writes it", () => {
    expect(ELEMENTS_DOC).toBe("docs/elements.md");
    const doc = readFileSync(ELEMENTS_DOC, "utf8");
    expect(doc, "docs/elements.md is stale: run node kit/generate.mjs --docs").toBe(elementsDoc(elements));
    for (const el of elements) expect(doc).toContain(`### \`<${el.tag}>\``);
  });
});
