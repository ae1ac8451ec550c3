import type { Preview } from "@storybook/react-vite";
// the builders' dark theme (kit/themes/dark.css), applied by the `theme` toolbar switch
import "../kit/themes/dark.css";

/** Page-wide state of the widgets (session, member details, like/collect store): fresh for every story. */
const STATE_KEYS = ["photowire.session", "photowire.memberDetail", "photowire.likeCollect"];

/**
 * - a `lang` toolbar switch (zh/en), passed to stories as globals.lang (the
 *   element stories put it on a wrapper's lang attribute, as a page would);
 * - a `theme` toolbar switch (light/dark): dark puts the class pw-theme-dark
 *   of kit/themes/dark.css on <html>, as a builder's page would, on a dark page;
 * - before each story: the widgets' page-wide state is dropped and their
 *   navigations (login redirects, links followed by script) are logged
 *   instead of leaving the story;
 * - accessibility: the a11y addon checks every story (violations fail its test runs);
 * - every story gets a docs page (autodocs).
 */
const preview: Preview = {
  tags: ["autodocs"],
  globalTypes: {
    lang: {
      description: "Language",
      toolbar: { icon: "globe", items: [{ value: "zh", title: "中文" }, { value: "en", title: "English" }], dynamicTitle: true },
    },
    theme: {
      description: "Widget theme (kit/themes/dark.css)",
      toolbar: { icon: "contrast", items: [{ value: "light", title: "Light" }, { value: "dark", title: "Dark" }], dynamicTitle: true },
    },
  },
  initialGlobals: { lang: "zh", theme: "light" },
  decorators: [
    (Story, context) => {
      const dark = context.globals.theme === "dark";
      document.documentElement.classList.toggle("pw-theme-dark", dark);
      document.body.style.background = dark ? "#121316" : "";
      document.body.style.color = dark ? "#e6e6ea" : "";
      return Story();
    },
  ],
  parameters: {
    a11y: { test: "error" },
  },
  beforeEach() {
    const g = globalThis as unknown as Record<symbol, unknown>;
    for (const k of STATE_KEYS) delete g[Symbol.for(k)];
    g[Symbol.for("photowire.navigate")] = (url: string) => console.info(`[story] navigation to ${url}`);
  },
};
export default preview;
