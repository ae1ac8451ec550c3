/**
 * The layering rules of DESIGN §2 (issues 7 and 18): the rules live in
 * .dependency-cruiser.cjs (no circles; the server never imports widgets/;
 * common/ imports neither React, browser-only libraries, Node builtins,
 * widgets/ nor server/; no widget feature imports another, core/ and ui/
 * import no feature; the server's floors media → services → publish → import,
 * adapters below services, routes thin). Here dependency-cruiser's API cruises
 * the sources with them (static, dynamic and type-only imports, `.js`
 * specifiers resolved to the `.ts` files) and must find no violation; a tiny
 * fixture tree (test/fixtures/layering/) breaks each rule once to prove they
 * can fail. `npm run lint:deps` runs the same rules from the command line.
 * common/ is also type-checked without the DOM library and Node types, so a
 * `window` or `document` in it fails. Every file of a widget feature folder
 * is named by one of the layer names of docs/developing.md ("A feature's
 * layers").
 */
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { cruise, type ICruiseResult, type IViolation } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CONFIG = path.join(ROOT, ".dependency-cruiser.cjs");
const TSCONFIG = path.join(ROOT, "tsconfig.json");

/** The source folders the rules hold over (relative to the root). */
const SOURCES = ["server", "widgets", "common", "kit", "scripts", "pages"];

/** One violation as "rule: from → to" (a circle as "rule: a → b → … → a"). */
function describeViolation(v: IViolation): string {
  const path = v.cycle?.length ? [v.from, ...v.cycle.map((c) => c.name)] : [v.from, v.to];
  return `${v.rule.name}: ${path.join(" → ")}`;
}

/**
 * Cruises `dirs` (relative to `baseDir`) with the rules of .dependency-cruiser.cjs
 * and returns every violation as "rule: from → to", sorted.
 */
async function violations(dirs: string[], baseDir = ROOT): Promise<string[]> {
  const options = await extractDepcruiseOptions(CONFIG);
  const result = await cruise(
    dirs,
    { ...options, baseDir, tsConfig: { fileName: TSCONFIG }, outputType: "json" },
    {},
    { tsConfig: extractTSConfig(TSCONFIG) },
  );
  const output = (typeof result.output === "string" ? JSON.parse(result.output) : result.output) as ICruiseResult;
  return output.summary.violations.map(describeViolation).sort();
}

/**
 * The layer names of a widget feature's files (docs/developing.md, "A feature's layers"): rules, store
 * (and store/ slices), api, props, dom, element, lazy chunks, hooks, PascalCase views and components,
 * styles and locale catalogues.
 */
const LAYER_NAMES = [
  /^[a-z0-9-]+\.(rules|store|api|props|dom|element|lazy)\.ts$/,
  /^use-[a-z0-9-]+\.ts$/,
  /^[A-Z][A-Za-z]*(\.lazy)?\.tsx?$/,
  /^[a-z0-9-]+\.css$/,
  /^locale\/[a-z]+\.ts$/,
  /^store\/[a-z0-9-]+\.ts$/,
];

/** The files of widgets/<feature>/ (relative to the feature folder) whose names are none of LAYER_NAMES. */
export function misnamed(featureDir: string): string[] {
  const files = readdirSync(featureDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(featureDir, path.join(e.parentPath, e.name)).split(path.sep).join("/"));
  return files.filter((f) => !LAYER_NAMES.some((re) => re.test(f)));
}

describe("layout (DESIGN §2)", () => {
  it("every file of a widget feature is named by its layer (docs/developing.md)", () => {
    const widgets = path.join(ROOT, "widgets");
    const features = readdirSync(widgets, { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== "core" && e.name !== "ui");
    expect(features.length).toBeGreaterThan(10);
    const bad = features.flatMap((e) => misnamed(path.join(widgets, e.name)).map((f) => `widgets/${e.name}/${f}`));
    expect(bad).toEqual([]);
    // and it can fail: the names the scheme retired
    expect(LAYER_NAMES.some((re) => re.test("chat.logic.ts") || re.test("chat.deps.ts") || re.test("visit-stats.run.ts"))).toBe(false);
  });

  it("the sources break none of the layering rules (.dependency-cruiser.cjs)", async () => {
    const found = await violations(SOURCES);
    expect(found, `layering violations (npm run lint:deps):\n${found.join("\n")}`).toEqual([]);
  }, 60_000);

  it("each rule catches the import it forbids (test/fixtures/layering)", async () => {
    const found = await violations(["server", "widgets", "common"], path.join(ROOT, "test/fixtures/layering"));
    expect(found).toEqual(
      [
        "adapters-not-to-services: server/src/adapters/row.ts → server/src/services/service.ts",
        "common-not-to-browser-libraries: common/react.ts → ../../../node_modules/react/index.js",
        "common-not-to-node: common/node.ts → fs",
        "common-not-to-widgets-or-server: common/server.ts → server/src/types.ts",
        "http-floor: server/src/http/context.ts → server/src/services/service.ts",
        "media-floor: server/src/media/derive.ts → server/src/services/service.ts",
        "no-circular: server/src/cycle-a.ts → server/src/cycle-b.ts → server/src/cycle-a.ts",
        "publish-floor: server/src/publish/page.ts → server/src/services/service.ts",
        "routes-thin: server/src/routes/route.ts → server/src/import/load.ts",
        "server-not-to-widgets: server/src/widget-import.ts → widgets/core/thing.ts",
        "services-floor: server/src/services/publishes.ts → server/src/publish/page.ts",
        "widget-core-not-to-feature-or-ui: widgets/core/feature.ts → widgets/alpha/alpha.rules.ts",
        "widget-feature-not-to-other-feature: widgets/beta/beta.store.ts → widgets/alpha/alpha.rules.ts",
        "widget-ui-not-to-feature: widgets/ui/part.ts → widgets/alpha/alpha.rules.ts",
      ].sort(),
    );
  }, 60_000);

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
