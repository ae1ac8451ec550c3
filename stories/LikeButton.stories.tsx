/**
 * <pw-like-button> view (widgets/like-collect/LikeButton.tsx) in every state.
 * Strings come from the catalogue in the toolbar language, computed as
 * like-button.element.ts does: the label is always "like", the title is the
 * next action (like / unlike), the error is the failed toggle's message
 * (announced in a polite, visually hidden status region).
 */
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { t, type Lang, type MessageKey } from "../widgets/core/i18n/index.js";
import { LikeButton, type LikeButtonViewProps } from "../widgets/like-collect/LikeButton.js";
import css from "../widgets/like-collect/like-collect.css?raw";
import { InShadow, storyLang } from "./StoryStyle.js";

/** The view's state; label, hint and error text are derived from the language. */
type Args = Omit<LikeButtonViewProps, "label" | "hint" | "error"> & {
  /** catalogue key of the last failure ("" for none) */
  errorKey: MessageKey | "";
};

/** The props like-button.element.ts passes for this state. */
function viewProps(lang: Lang, { errorKey, ...state }: Args): LikeButtonViewProps {
  return {
    ...state,
    label: t(lang, "like"),
    hint: t(lang, state.liked ? "unlike" : "like"),
    error: errorKey ? t(lang, errorKey) : null,
  };
}

const meta: Meta<Args> = {
  title: "Widgets/pw-like-button",
  args: { liked: false, showCount: false, count: null, busy: false, disabled: false, errorKey: "", onToggle: fn() },
  argTypes: {
    count: { control: "number" },
    errorKey: { control: "select", options: ["", "api_tools_1", "too_many_requests", "server_error"] },
  },
  render: (args, { globals }) => {
    const lang = storyLang(globals);
    return (
      <InShadow css={css} lang={lang}>
        <LikeButton {...viewProps(lang, args)} />
      </InShadow>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

/** Not liked, count hidden (show-count="false"). */
export const Off: Story = {};

/** Liked: aria-pressed, filled heart, primary colour; the title offers "unlike". */
export const On: Story = { args: { liked: true } };

/** With the like count of every member (show-count default). */
export const WithCount: Story = { args: { liked: false, showCount: true, count: 128 } };

/** Liked, with the count including the reader's like. */
export const OnWithCount: Story = { args: { liked: true, showCount: true, count: 129 } };

/** Count still loading (null): the slot keeps its width so nothing shifts. */
export const CountLoading: Story = { args: { showCount: true, count: null } };

/** A toggle is in flight (aria-busy, progress cursor); the state is already the optimistic one. */
export const Busy: Story = { args: { liked: true, showCount: true, count: 129, busy: true } };

/** pc-id or relation-id missing: nothing to toggle. */
export const Disabled: Story = { args: { disabled: true, showCount: true, count: null } };

/**
 * The toggle failed: the state went back and the message is announced in the
 * visually hidden role="status" region (inspect the shadow root to read it).
 */
export const Failed: Story = { name: "Error", args: { liked: false, showCount: true, count: 128, errorKey: "api_tools_1" } };

/** Click it: toggles with a short busy phase, as against a server (no network: a 600 ms timer). */
export const Interactive: Story = {
  render: (args, { globals }) => <LikeDemo lang={storyLang(globals)} start={args} />,
  args: { showCount: true, count: 41 },
};

function LikeDemo({ lang, start }: { lang: Lang; start: Args }) {
  const [liked, setLiked] = useState(start.liked);
  const [count, setCount] = useState(start.count ?? 0);
  const [busy, setBusy] = useState(false);
  const onToggle = () => {
    if (busy) return;
    start.onToggle();
    const on = !liked;
    setLiked(on);
    setCount((c) => Math.max(0, c + (on ? 1 : -1)));
    setBusy(true);
    setTimeout(() => setBusy(false), 600);
  };
  return (
    <InShadow css={css} lang={lang}>
      <LikeButton {...viewProps(lang, { ...start, liked, count, busy, onToggle })} />
    </InShadow>
  );
}
