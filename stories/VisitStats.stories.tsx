/**
 * <pw-visit-stats> as a story page carries it: invisible; it calls
 * GET icu?oid= (mocked as the server answers it) and, once the reader has
 * interacted with the page, keeps the subject's visit count with
 * localforage. The story prints the element's pw-visit event under it, so
 * the recorded figures can be seen.
 */
import type { StoryObj } from "@storybook/react-vite";
import { http } from "msw";
import { useEffect, useState } from "react";
import { expect, waitFor } from "storybook/test";
import "../widgets/visit-stats/visit-stats.element.js";
import { ok } from "./api-mocks.js";
import { elementMeta, renderElement, storyLang, type ElementArgs } from "./element-story.js";

const meta = elementMeta("pw-visit-stats", { "pc-id": "pw000001", subject: "culture", type: "image" });

/** Shows the last pw-visit event of the page. */
function LastVisit() {
  const [detail, setDetail] = useState("(no visit recorded yet)");
  useEffect(() => {
    const on = (e: GlobalEventHandlersEventMap["pw-visit"]) => setDetail(JSON.stringify(e.detail));
    window.addEventListener("pw-visit", on);
    return () => window.removeEventListener("pw-visit", on);
  }, []);
  return <output data-testid="visit">{detail}</output>;
}

export default {
  title: "Elements/<pw-visit-stats>",
  ...meta,
  render: (a: ElementArgs, { globals }: { globals: Record<string, unknown> }) => (
    <>
      {renderElement("pw-visit-stats", a, storyLang(globals))}
      <LastVisit />
    </>
  ),
};
type Story = StoryObj<ElementArgs>;

let seen = 41;
const icu = (counted: boolean) => http.get("*/api/icu", ({ request }) => ok({ oid: new URL(request.url).searchParams.get("oid"), count: counted ? ++seen : seen, counted }));

/**
 * A photo story: the server counts the view, and once the reader interacts with the page (here a
 * tap, until the visit shows) the subject's local count goes up.
 */
export const PhotoStory: Story = {
  beforeEach: ({ msw }) => msw.use(icu(true)),
  play: async ({ canvasElement }) => {
    await waitFor(() => {
      window.dispatchEvent(new Event("pointerdown"));
      expect(canvasElement.querySelector("[data-testid=visit]")?.textContent).toContain('"subjectCount"');
    });
  },
};

/** A video: neither the server nor the local statistics count it (SPEC §9). */
export const Video: Story = { args: { type: "video", subject: "film" }, beforeEach: ({ msw }) => msw.use(icu(false)) };

/** An excluded subject (Galleries): icu is called, the local count is not kept. */
export const ExcludedSubject: Story = { args: { subject: "Galleries" }, beforeEach: ({ msw }) => msw.use(icu(true)) };
