import type { Preview } from "@storybook/react-vite";
import localforage from "localforage";
import { configure } from "storybook/test";
// the builders' dark theme (kit/themes/dark.css), applied by the `theme` toolbar switch
import "../kit/themes/dark.css";
import { followRequests } from "./settle.js";

// a play's waitFor waits for its condition up to 5 s, not testing-library's 1 s: a widget chunk loads on first use, and
// on a loaded 2-core machine that took over a second (PhotoViewer Open failed a fresh-clone CI run so)
configure({ asyncUtilTimeout: 5000 });

/** Page-wide state of the widgets (session, member details, like/collect store): fresh for every story. */
const STATE_KEYS = ["photowire.session", "photowire.memberDetail", "photowire.likeCollect"];

/**
 * What the widgets keep in the browser, also fresh for every story (stories
 * of one file share a page in the test run, and in Storybook's own preview):
 * their localStorage and sessionStorage keys ("photowire." …) and their
 * localforage store (widgets/core/storage.ts: upload queue, chat outbox).
 */
let widgetStore: LocalForage | null = null;
async function dropStoredState() {
  for (const store of [localStorage, sessionStorage]) {
    for (const k of Object.keys(store)) if (k.startsWith("photowire.")) store.removeItem(k);
  }
  widgetStore ??= localforage.createInstance({ name: "photowire", storeName: "keyvaluepairs" });
  await widgetStore.clear();
}

/** The request follower (./settle.ts) of each story being shown, by its context. */
const followers = new WeakMap<object, ReturnType<typeof followRequests>>();

/**
 * - a `lang` toolbar switch (zh/en), passed to stories as globals.lang (the
 *   element stories put it on a wrapper's lang attribute, as a page would);
 * - a `theme` toolbar switch (light/dark): dark puts the class pw-theme-dark
 *   of kit/themes/dark.css on <html>, as a builder's page would, on a dark page;
 * - before each story: the widgets' page-wide and stored state is dropped and their
 *   navigations (login redirects, links followed by script) are logged
 *   instead of leaving the story;
 * - after each story (and its play function), before the a11y addon's check:
 *   wait until the story has settled: its API requests through MSW answered
 *   and rendered, its short timers and IndexedDB work done (./settle.ts,
 *   ./page-work.js), so axe checks the state the story shows;
 * - accessibility: the a11y addon checks every story (violations fail its
 *   test runs: scripts/storybook-check.mjs, vitest.storybook.config.ts);
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
  async beforeEach(context) {
    await dropStoredState();
    const g = globalThis as unknown as Record<symbol, unknown>;
    for (const k of STATE_KEYS) delete g[Symbol.for(k)];
    g[Symbol.for("photowire.navigate")] = (url: string) => console.info(`[story] navigation to ${url}`);
    // msw-storybook-addon's beforeEach (an addon's, so it runs before this one) put the worker in context.msw
    if (context.viewMode !== "story" || !context.msw) return;
    const follower = followRequests(context.msw);
    followers.set(context, follower);
    return () => follower.stop();
  },
  // project afterEach hooks run in reverse order, so this one runs before the a11y addon's check
  async afterEach(context) {
    await followers.get(context)?.settled();
  },
};
export default preview;
