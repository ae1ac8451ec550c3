declare module "*.css?raw" {
  const css: string;
  export default css;
}

/** Vite `?url` import: the asset's URL in the built Storybook. */
declare module "*.svg?url" {
  const url: string;
  export default url;
}

/** The elements' JSDoc (scripts/element-manifest.mjs), served by .storybook/main.ts. */
declare module "virtual:pw-element-docs" {
  const docs: unknown[];
  export default docs;
}
