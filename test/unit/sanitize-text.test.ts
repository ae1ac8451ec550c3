/**
 * plainTextOf (server/src/sanitize.ts): the text a reader sees of an HTML
 * fragment after the allow-list, read by parse5 without a DOM. It must give
 * exactly what jsdom and DOMPurify give (plainTextByPurifier) on any input,
 * tag soup included: the search reads its passages and suggestions from it.
 */
import { describe, expect, it } from "vitest";
import { plainTextByPurifier, plainTextFast, plainTextOf } from "../../server/src/sanitize.js";
import { mulberry32 } from "./random.js";

describe("plainTextOf", () => {
  it("drops tags, decodes entities, and drops what the allow-list drops with its content", () => {
    expect(plainTextOf("<i>Tom</i> &amp; Jerry")).toBe("Tom & Jerry");
    expect(plainTextOf("<p>东风<b>夜</b>放花千树</p><script>alert(1)</script>")).toBe("东风夜放花千树");
    expect(plainTextOf("a<style>p{}</style>b<div>c</div><template>d</template>")).toBe("abc");
    expect(plainTextOf("1 < 2 &lt;3&gt; &nbsp;x")).toBe("1 < 2 <3> \u00a0x");
    expect(plainTextOf("plain text")).toBe("plain text");
    expect(plainTextOf(null)).toBe("");
  });

  const rand = mulberry32(21);
  const pick = <T,>(a: readonly T[]): T => a[Math.floor(rand() * a.length)];
  // the markup of story bodies, which plainTextFast reads itself
  const bodyTags = ["p", "b", "i", "a", "mark", "span", "ul", "li", "br", "blockquote", "div", "h1", "img", "font", "pre", "hr", "h2", "section", "regex_name", "x-card", "Foo"];
  // what only DOMPurify reads: dropped with their content, raw text, forms, foreign and document-level elements
  const otherTags = [
    "script", "style", "template", "iframe", "noscript", "textarea", "title", "xmp", "select", "option", "button", "form", "svg",
    "math", "head", "table", "tr", "td", "caption", "col", "plaintext", "listing", "body", "html", "frameset", "object", "desc", "foreignObject", "annotation-xml", "meta",
  ];
  const texts = ["东风夜放花千树", "Tom & Jerry", " ", "\n\n", "\r\n", "\t", "\f", "1 < 2", "a > b", "x&y", "“quoted”", "😀", "\u00a0", "\u0000", "ﬁne"];
  const entities = ["&amp;", "&lt;", "&gt;", "&lt;b&gt;", "&nbsp;", "&#x4e1c;", "&#39;", "&quot;", "&bogus;", "&", "&amp", "&#0;", "&copy"];
  const attrs = ["", ' href="https://example.com/?a=1&b=2"', " title='a > b'", ' onclick="x()"', " data-x=1", ' style="color:red"', " href=javascript:alert(1)", " title='<b>'"];
  const soup = (tags: readonly string[], odd: number): string =>
    Array.from({ length: 1 + Math.floor(rand() * 14) }, () => {
      const r = rand();
      if (r < 0.3) return pick(texts);
      if (r < 0.42) return pick(entities);
      if (r < 0.72) return `<${pick(tags)}${pick(attrs)}>`;
      if (r < 1 - odd) return `</${pick(tags)}>`;
      return pick(["<!-- note -->", "<!--", "-->", "<![CDATA[x]]>", "<", ">", "</", "</ x>", "<!doctype html>", "<?xml ?>", "<p/>"]);
    }).join("");

  it("reads 1,000 generated fragments of body markup itself, exactly as jsdom and DOMPurify do", () => {
    const differ: { html: string; ours: string | null; theirs: string }[] = [];
    for (let i = 0; i < 1000; i++) {
      const html = soup(bodyTags.map((t) => (rand() < 0.1 ? t.toUpperCase() : t)), 0);
      const [ours, theirs] = [plainTextFast(html), plainTextByPurifier(html)];
      if (ours !== theirs) differ.push({ html, ours, theirs });
    }
    expect(differ.slice(0, 5)).toEqual([]);
  });

  it("answers any other fragment as jsdom and DOMPurify do (300 of body markup, each with one other element)", () => {
    const differ: { html: string; ours: string; theirs: string }[] = [];
    // found by the generator: text misplaced in a table (jsdom fosters it unlike parse5's tree), a frameset (no body)
    for (const html of ["<table></font> </b>&quot;<blockquote></li>ﬁne&quot;", "<i><tr><frameset>&gt;x", "<table>a<b>c</b>&amp;</table>d"]) {
      const [ours, theirs] = [plainTextOf(html), plainTextByPurifier(html)];
      if (ours !== theirs) differ.push({ html, ours, theirs });
    }
    for (let i = 0; i < 300; i++) {
      // each of the other tags in turn, with its text, amid body markup (and one odd piece in three)
      const other = otherTags[i % otherTags.length];
      const html = `${soup(bodyTags, 0.3)}<${other}${pick(attrs)}>${pick(texts)}x&lt;b${pick(texts)}</${other}>${soup(bodyTags, 0)}`;
      const [ours, theirs] = [plainTextOf(html), plainTextByPurifier(html)];
      if (ours !== theirs) differ.push({ html, ours, theirs });
    }
    expect(differ.slice(0, 5)).toEqual([]);
  });
});
