import type { StorybookConfig } from "@storybook/react-vite";

/** Storybook 10: every widget's view in both languages and every state (stories/). */
const config: StorybookConfig = {
  stories: ["../stories/**/*.stories.@(ts|tsx)"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true },
};
export default config;
