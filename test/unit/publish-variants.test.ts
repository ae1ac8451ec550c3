/**
 * A story's desktop and mobile pages from one render (issue 24 item 2;
 * server/src/publish/variants.ts): the pages are those two renders give, one
 * render is taken only when the template prints the differing strings as they
 * are, and `{% variant %}` regions show on their own variant only. The
 * repository's templates, on every demo story, are checked in
 * publish-site.test.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Liquid, Template } from "liquidjs";
import { afterAll, describe, expect, it, vi } from "vitest";
import { engineFor } from "../../server/src/publish/engine.js";
import { renderVariants } from "../../server/src/publish/variants.js";

const dir = mkdtempSync(path.join(tmpdir(), "pw-variants-"));
let n = 0;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A fresh engine over templates written for this test ({name: source}); answers the engine and the parsed pair desktop / mobile. */
async function pair(files: Record<string, string>, desktop = "d", mobile = "m") {
  const root = path.join(dir, String(n++));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, `${name}.liquid`)), { recursive: true });
    writeFileSync(path.join(root, `${name}.liquid`), text);
  }
  const { liquid, template } = engineFor(root, "react");
  return { liquid, templates: [await template(desktop), await template(mobile)] as [Template[], Template[]] };
}

/** The two contexts of a story page, differing as view-models.ts storyContexts' do. */
const contexts = (extra: { desktop?: object; mobile?: object } = {}) =>
  [
    { story: { title: `Ice & "snow" <b>`, part: "upper" }, page: { variant: "desktop", url: "/a/detail/1.html", label: "Mobile version", ...extra.desktop } },
    { story: { title: `Ice & "snow" <b>`, part: "upper" }, page: { variant: "mobile", url: "/a/m_detail/1.html", label: "Desktop version & more", ...extra.mobile } },
  ] as const;

/** renderVariants' pages, and how many renders it took. */
function both(liquid: Liquid, templates: [Template[], Template[]], ctx: readonly [object, object]) {
  const spy = vi.spyOn(liquid, "renderSync");
  try {
    const html = renderVariants(liquid, templates, ctx);
    return { html, renders: spy.mock.calls.length };
  } finally {
    spy.mockRestore();
  }
}
/** The two pages rendered one by one. */
const apart = (liquid: Liquid, templates: [Template[], Template[]], ctx: readonly [object, object]) => [
  liquid.renderSync(templates[0], ctx[0]) as string,
  liquid.renderSync(templates[1], ctx[1]) as string,
];

const PAGE = `<h1>{{ story.title }}</h1>{% if page.url != blank %}<a href="{{ page.url }}">{{ page.label }}</a>{% endif %}{{- page.url -}}`;

describe("renderVariants", () => {
  it("renders both pages from one pass when the differing strings are only printed or tested for blank, each escaped as the engine escapes", async () => {
    const { liquid, templates } = await pair({ d: `{% comment %}desktop{% endcomment %}${PAGE}`, m: `{% comment %}mobile page{% endcomment %}${PAGE}` });
    const ctx = contexts();
    const { html, renders } = both(liquid, templates, ctx);
    expect(renders).toBe(1);
    expect(html).toEqual(apart(liquid, templates, ctx));
    expect(html[1]).toBe(`<h1>Ice &amp; &#34;snow&#34; &lt;b&gt;</h1><a href="/a/m_detail/1.html">Desktop version &amp; more</a>/a/m_detail/1.html`);
  });

  it("shows a {% variant %} region on its own variant only, nested or not, in one pass as in two; pages without a variant show neither", async () => {
    const src = `A{% variant "desktop" %}<link href="{{ page.url }}">{% variant 'mobile' %}never{% endvariant %}{% endvariant %}B{%- variant "mobile" %}<p>{{ page.label }}</p>{% endvariant -%}C`;
    const { liquid, templates } = await pair({ d: src, m: src });
    const ctx = contexts();
    const { html, renders } = both(liquid, templates, ctx);
    expect(renders).toBe(1);
    expect(html).toEqual(apart(liquid, templates, ctx));
    expect(html).toEqual([`A<link href="/a/detail/1.html">BC`, `AB<p>Desktop version &amp; more</p>C`]);
    expect(liquid.renderSync(templates[0], { page: {} })).toBe("ABC");
  });

  it("refuses a variant other than desktop or mobile, and an unclosed region, when the template is parsed", async () => {
    await expect(pair({ d: `{% variant "tablet" %}x{% endvariant %}`, m: "" })).rejects.toThrow(/desktop" or "mobile/);
    await expect(pair({ d: `{% variant "desktop" %}x`, m: "" })).rejects.toThrow(/not closed/);
  });

  // each template uses page.url (which differs) in a way the single pass cannot reproduce: rendered twice, the same pages
  const unsafe: [string, string][] = [
    ["a filter", `{{ page.url | upcase }}`],
    ["a comparison with a value", `{% if page.url contains "m_" %}mobile{% endif %}`],
    ["a length", `{{ page.url.size }}`],
    ["an alias", `{% assign p = page %}{{ p.url }}`],
    ["the object holding it", `{% for kv in page %}{{ kv[1] }}{% endfor %}`],
    ["a computed key", `{% assign k = "url" %}{{ page[k] }}`],
    ["a partial given it", `{% include "part" with page.url %}`],
    ["a partial whose name is computed (the analysis cannot see into it)", `{% include story.part %}`],
    ["a case", `{% case page.url %}{% when "/a/m_detail/1.html" %}mobile{% endcase %}`],
    ["echo", `{% echo page.url %}`],
    ["a capture measured afterwards", `{% capture c %}{{ page.url }}{% endcapture %}{{ c | size }}`],
  ];
  for (const [what, src] of unsafe) {
    it(`renders twice when the template gives the differing string to ${what}`, async () => {
      const { liquid, templates } = await pair({ d: src, m: src, part: `[{{ part }}]`, upper: `{{ page.url | upcase }}` });
      const ctx = contexts();
      const { html, renders } = both(liquid, templates, ctx);
      expect(html).toEqual(apart(liquid, templates, ctx));
      expect(renders).toBe(2);
    });
  }

  it("renders twice when the desktop and mobile templates differ beyond their comments", async () => {
    const { liquid, templates } = await pair({ d: `{% comment %}d{% endcomment %}D {{ page.url }}`, m: `{% comment %}m{% endcomment %}M {{ page.url }}` });
    const ctx = contexts();
    const { html, renders } = both(liquid, templates, ctx);
    expect(renders).toBe(2);
    expect(html).toEqual(["D /a/detail/1.html", "M /a/m_detail/1.html"]);
  });

  it("renders twice when a string is blank on one variant only, or something other than a string differs", async () => {
    const { liquid, templates } = await pair({ d: PAGE, m: PAGE });
    for (const ctx of [
      contexts({ mobile: { url: "" } }),
      contexts({ mobile: { url: "  " } }),
      contexts({ desktop: { count: 1 }, mobile: { count: 2 } }),
      contexts({ desktop: { list: ["a"] }, mobile: { list: ["a", "b"] } }),
      contexts({ desktop: { extra: "x" } }),
    ]) {
      const { html, renders } = both(liquid, templates, ctx);
      expect(renders).toBe(2);
      expect(html).toEqual(apart(liquid, templates, ctx));
    }
  });

  it("renders twice when the output holds U+0000 the pass did not put there, and when the contexts are the same renders once", async () => {
    const { liquid, templates } = await pair({ d: `{{ story.raw | raw }}{{ page.url }}`, m: `{{ story.raw | raw }}{{ page.url }}` });
    const nul = contexts().map((c) => ({ ...c, story: { raw: "a\u00001\u0000b" } })) as unknown as [object, object];
    const first = both(liquid, templates, nul);
    expect(first.renders).toBe(3);
    expect(first.html).toEqual(apart(liquid, templates, nul));
    const same = { story: { raw: "x" }, page: { url: "/u" } };
    const second = both(liquid, templates, [same, same]);
    expect(second.renders).toBe(1);
    expect(second.html).toEqual(["x/u", "x/u"]);
  });
});
