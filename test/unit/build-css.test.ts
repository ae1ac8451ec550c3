/**
 * The widget build imports stylesheets as minified text through lightningcss
 * (scripts/rollup-css.mjs, issue 7): selectors keep their meaning and a
 * broken stylesheet fails the build instead of shipping.
 */
import { describe, expect, it } from "vitest";
// @ts-expect-error plain ES module without types
import { cssText } from "../../scripts/rollup-css.mjs";

const run = (css: string, id = "/w/x.css"): string | null => {
  const out = (cssText() as { transform(code: string, id: string): { code: string } | null }).transform(css, id);
  return out ? (JSON.parse(out.code.replace(/^export default /, "").replace(/;$/, "")) as string) : null;
};

describe("css-text (lightningcss)", () => {
  it("keeps a descendant combinator before a pseudo-class", () => {
    expect(run(".a :focus { outline: 0 }")).toBe(".a :focus{outline:0}");
    expect(run(".a:focus { outline: 0 }")).toBe(".a:focus{outline:0}");
  });

  it("keeps :host, ::part and custom properties, drops comments", () => {
    expect(run("/* c */ :host { --pw-x: 4px; display: block } .b::part(button) { margin: var(--pw-x) }")).toBe(
      ":host{--pw-x:4px;display:block}.b::part(button){margin:var(--pw-x)}",
    );
  });

  it("leaves other files alone and rejects a broken stylesheet", () => {
    expect(run("export const a = 1;", "/w/x.ts")).toBeNull();
    expect(() => run(".a { color: red")).not.toThrow();
    expect(() => run(".a } {")).toThrow();
  });
});
