/**
 * <pw-back-to-top> as a site builder writes it, on a page tall enough to
 * scroll: hidden at the top, shown after one window height of scrolling.
 * It calls no API.
 */
import type { StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import "../widgets/back-to-top/back-to-top.element.js";
import { elementMeta, renderElement, storyLang, type ElementArgs } from "./element-story.js";

const meta = elementMeta("pw-back-to-top");

/** A long story page under the element (enough to scroll several window heights). */
function TallPage() {
  return (
    <main>
      <h1 data-pw-top="">State of the Union, 1863</h1>
      {Array.from({ length: 40 }, (_, i) => (
        <p key={i} style={{ maxWidth: "40em", lineHeight: 1.6 }}>
          {i + 1}. Fellow-citizens of the Senate and House of Representatives: another year of health and of sufficiently abundant harvests has
          passed. For these, and especially for the improved condition of our national affairs, our renewed and profoundest gratitude to God is
          due.
        </p>
      ))}
    </main>
  );
}

export default {
  title: "Elements/<pw-back-to-top>",
  ...meta,
  render: (a: ElementArgs, { globals }: { globals: Record<string, unknown> }) => (
    <>
      {renderElement("pw-back-to-top", a, storyLang(globals))}
      <TallPage />
    </>
  ),
};
type Story = StoryObj<ElementArgs>;

const button = (root: HTMLElement) => root.querySelector("pw-back-to-top")?.shadowRoot?.querySelector("button") ?? null;

/** At the top of the page: the button is hidden (scroll the page to see it appear). */
export const AtTheTop: Story = {};

/** Scrolled two window heights down: the button shows at the bottom right; pressing it jumps back to the heading. */
export const Scrolled: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(button(canvasElement)).not.toBeNull());
    window.scrollTo(0, window.innerHeight * 2);
    await waitFor(() => expect(button(canvasElement)?.hidden).toBe(false));
  },
};

/** smooth="false": the jump is instant (smooth scrolling is also off under prefers-reduced-motion). */
export const NotSmooth: Story = { ...Scrolled, args: { smooth: "false" } };
