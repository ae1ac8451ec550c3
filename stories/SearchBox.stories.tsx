/**
 * <pw-search-box> view (widgets/search/SearchBox.tsx): empty and with words,
 * in the toolbar language, strings as search-box.element.ts passes them.
 */
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { t } from "../widgets/core/i18n/index.js";
import { SearchBox } from "../widgets/search/SearchBox.js";
import css from "../widgets/search/search-box.css?raw";
import { InShadow, storyLang } from "./StoryStyle.js";

type Args = { value: string };

const meta: Meta<Args> = {
  title: "Widgets/pw-search-box",
  args: { value: "" },
  render: (args, { globals }) => {
    const lang = storyLang(globals);
    return (
      <InShadow css={css} lang={lang}>
        <SearchBox
          value={args.value}
          boxLabel={t(lang, "search_box_label")}
          inputLabel={t(lang, "search_label")}
          placeholder={t(lang, "search_placeholder")}
          buttonLabel={t(lang, "search")}
          maxLength={200}
          onChange={fn()}
          onCompositionStart={fn()}
          onCompositionEnd={fn()}
          onSubmit={() => true}
          isComposing={() => false}
        />
      </InShadow>
    );
  },
};
export default meta;

export const Empty: StoryObj<Args> = {};
export const WithWords: StoryObj<Args> = { args: { value: "国情咨文" } };
