declare module "*.css?raw" {
  const css: string;
  export default css;
}

/** Vite `?url` import: the asset's URL in the built Storybook. */
declare module "*.svg?url" {
  const url: string;
  export default url;
}
