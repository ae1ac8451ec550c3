import type { Meta, StoryObj } from "@storybook/react-vite";
import { t } from "../widgets/core/i18n/index.js";
import { BackToTop } from "../widgets/back-to-top/BackToTop.js";
import css from "../widgets/back-to-top/back-to-top.css?raw";
import { InShadow } from "./StoryStyle.js";

const meta: Meta<typeof BackToTop> = {
  title: "Widgets/pw-back-to-top",
  component: BackToTop,
  args: { visible: true },
  render: (args, { globals }) => (
    <InShadow css={css} lang={globals.lang}>
      <BackToTop {...args} label={t(globals.lang === "en" ? "en" : "zh", "back_to_top")} />
    </InShadow>
  ),
};
export default meta;

export const Visible: StoryObj<typeof BackToTop> = { args: { visible: true } };
export const Hidden: StoryObj<typeof BackToTop> = { args: { visible: false } };
