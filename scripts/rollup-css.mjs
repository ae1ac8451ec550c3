import { transform as transformCss } from "lightningcss";

/**
 * Imports `.css` files as their text, minified by lightningcss (a real CSS
 * parser: `.a :focus` stays a descendant selector). A stylesheet that does
 * not parse fails the build.
 */
export function cssText() {
  return {
    name: "css-text",
    transform(code, id) {
      if (!id.endsWith(".css")) return null;
      const { code: min } = transformCss({ filename: id, code: Buffer.from(code), minify: true });
      return { code: `export default ${JSON.stringify(min.toString())};`, map: { mappings: "" } };
    },
  };
}

