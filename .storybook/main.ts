import type { StorybookConfig } from "@storybook/react-vite";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
// @ts-expect-error plain ES module without types (scripts/element-manifest.mjs documents its shape)
import { elementManifest } from "../scripts/element-manifest.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const WIDGETS = path.join(ROOT, "widgets") + path.sep;
const VIRTUAL = "virtual:pw-element-docs";
/** ./page-work.js: counts the page's short timers and IndexedDB work for ./settle.ts; must run before any module. */
const PAGE_WORK = readFileSync(path.join(ROOT, ".storybook/page-work.js"), "utf8");

/**
 * The widgets import their stylesheets as text (`import css from "./x.css"`,
 * rollup's css-text plugin in the real build): here the same import becomes
 * Vite's `?inline`, which is the CSS text. And the element docs (JSDoc of
 * every *.element.ts) as a virtual module for the docs pages.
 */
function widgetsForStorybook(): Plugin {
  return {
    name: "photowire-widgets",
    enforce: "pre",
    async resolveId(source, importer) {
      if (source === VIRTUAL) return `\0${VIRTUAL}`;
      if (!importer || !source.endsWith(".css") || !importer.startsWith(WIDGETS)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved ? `${resolved.id}?inline` : null;
    },
    load(id) {
      if (id === `\0${VIRTUAL}`) return `export default ${JSON.stringify(elementManifest(ROOT))};`;
      return null;
    },
  };
}

/**
 * Storybook 10: every element as a site builder writes it (the real <pw-…>
 * tag, attributes as args), every state from the API mocked with MSW,
 * docs pages from the elements' JSDoc, the accessibility addon on every story.
 * The same config drives the story tests (vitest.storybook.config.ts).
 */
const config: StorybookConfig = {
  // the element stories, and the guides (Getting started, Theming, Embedding)
  stories: ["../stories/**/*.mdx", "../stories/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "msw-storybook-addon"],
  framework: { name: "@storybook/react-vite", options: {} },
  staticDirs: ["./public"],
  previewHead: (head) => `${head ?? ""}\n<script>${PAGE_WORK}</script>`,
  core: { disableTelemetry: true },
  viteFinal(cfg) {
    cfg.plugins = [...(cfg.plugins ?? []), widgetsForStorybook()];
    return cfg;
  },
};
export default config;
