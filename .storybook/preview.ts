import type { Preview } from "@storybook/react-vite";

/** A `lang` toolbar switch (zh/en) passed to stories as globals.lang. */
const preview: Preview = {
  globalTypes: {
    lang: {
      description: "Language",
      toolbar: { icon: "globe", items: [{ value: "zh", title: "中文" }, { value: "en", title: "English" }], dynamicTitle: true },
    },
  },
  initialGlobals: { lang: "zh" },
};
export default preview;
