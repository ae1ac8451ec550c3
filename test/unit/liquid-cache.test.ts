/**
 * The publisher's LiquidJS template cache (server/src/publish/engine.ts
 * ParsedTemplateCache): a page rendered synchronously after a page rendered
 * asynchronously, both laid out on one layout. With LiquidJS's own cache the
 * async parse leaves a Promise under the layout's key and the sync render
 * fails with "templates is not iterable" (every story publish of such a
 * process answered 500).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Liquid } from "liquidjs";
import { afterAll, describe, expect, it } from "vitest";
import { ParsedTemplateCache } from "../../server/src/publish/engine.js";

const dir = mkdtempSync(path.join(tmpdir(), "pw-liquid-"));
mkdirSync(path.join(dir, "layouts"));
writeFileSync(path.join(dir, "layouts", "base.liquid"), "<main>{% block content %}{% endblock %}</main>");
writeFileSync(path.join(dir, "home.liquid"), "{% layout 'layouts/base' %}{% block content %}home {{ n }}{% endblock %}");
writeFileSync(path.join(dir, "story.liquid"), "{% layout 'layouts/base' %}{% block content %}story {{ n }}{% endblock %}");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Renders the home page async, then a story page sync, as publishSite and publishStories do. */
async function asyncThenSync(liquid: Liquid): Promise<string[]> {
  const home = await liquid.render(await liquid.parseFile("home"), { n: 1 });
  const story = liquid.renderSync(liquid.parseFileSync("story"), { n: 2 }) as string;
  return [home, story];
}

describe("the publisher's template cache", () => {
  it("a story page renders synchronously after a page rendered asynchronously on the same layout", async () => {
    const liquid = new Liquid({ root: [dir], extname: ".liquid", cache: new ParsedTemplateCache() });
    expect(await asyncThenSync(liquid)).toEqual(["<main>home 1</main>", "<main>story 2</main>"]);
    // and again, now from the cache
    expect(await asyncThenSync(liquid)).toEqual(["<main>home 1</main>", "<main>story 2</main>"]);
  });

  it("(LiquidJS's own cache fails that way: the reason for ParsedTemplateCache)", async () => {
    const liquid = new Liquid({ root: [dir], extname: ".liquid", cache: true });
    await expect(asyncThenSync(liquid)).rejects.toThrow(/not iterable/);
  });
});
