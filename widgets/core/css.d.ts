/** `.css` files are imported as their text (rollup plugin cssText, see rollup.config.mjs). */
declare module "*.css" {
  const css: string;
  export default css;
}
