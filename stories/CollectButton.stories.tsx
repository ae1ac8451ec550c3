/**
 * <pw-collect-button> view (widgets/like-collect/CollectButton.tsx) in every
 * state. Strings come from the catalogue in the toolbar language, computed
 * as collect-button.element.ts does: the label is always "collect", the
 * title is the next action (collect / uncollect), the error is the failed
 * toggle's message (announced in a polite, visually hidden status region).
 * The collect button has no count.
 */
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { t, type Lang, type MessageKey } from "../widgets/core/i18n/index.js";
import { CollectButton, type CollectButtonViewProps } from "../widgets/like-collect/CollectButton.js";
import css from "../widgets/like-collect/like-collect.css?raw";
import { InShadow, storyLang } from "./StoryStyle.js";

/** The view's state; label, hint and error text are derived from the language. */
type Args = Omit<CollectButtonViewProps, "label" | "hint" | "error"> & {
  /** catalogue key of the last failure ("" for none) */
  errorKey: MessageKey | "";
};

/** The props collect-button.element.ts passes for this state. */
function viewProps(lang: Lang, { errorKey, ...state }: Args): CollectButtonViewProps {
  return {
    ...state,
    label: t(lang, "collect"),
    hint: t(lang, state.collected ? "uncollect" : "collect"),
    error: errorKey ? t(lang, errorKey) : null,
  };
}

const meta: Meta<Args> = {
  title: "Widgets/pw-collect-button",
  args: { collected: false, busy: false, disabled: false, errorKey: "", onToggle: fn() },
  argTypes: {
    errorKey: { control: "select", options: ["", "photo_detail_9", "api_tools_1", "too_many_requests"] },
  },
  render: (args, { globals }) => {
    const lang = storyLang(globals);
    return (
      <InShadow css={css} lang={lang}>
        <CollectButton {...viewProps(lang, args)} />
      </InShadow>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

/** Not collected. */
export const Off: Story = {};

/** Collected: aria-pressed, filled star, primary colour; the title offers "uncollect". */
export const On: Story = { args: { collected: true } };

/** A toggle is in flight (aria-busy, progress cursor). */
export const Busy: Story = { args: { collected: true, busy: true } };

/** pc-id or relation-id missing: nothing to toggle. */
export const Disabled: Story = { args: { disabled: true } };

/**
 * The collect call failed (SPEC §8 photo_detail_9): the state went back and
 * the message is announced in the visually hidden role="status" region.
 */
export const Failed: Story = { name: "Error", args: { collected: false, errorKey: "photo_detail_9" } };

/** Click it: toggles with a short busy phase, as against a server (no network: a 600 ms timer). */
export const Interactive: Story = {
  render: (args, { globals }) => <CollectDemo lang={storyLang(globals)} start={args} />,
};

function CollectDemo({ lang, start }: { lang: Lang; start: Args }) {
  const [collected, setCollected] = useState(start.collected);
  const [busy, setBusy] = useState(false);
  const onToggle = () => {
    if (busy) return;
    start.onToggle();
    setCollected((c) => !c);
    setBusy(true);
    setTimeout(() => setBusy(false), 600);
  };
  return (
    <InShadow css={css} lang={lang}>
      <CollectButton {...viewProps(lang, { ...start, collected, busy, onToggle })} />
    </InShadow>
  );
}
