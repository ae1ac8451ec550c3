/**
 * <pw-search-box> as a site builder writes it. Submitting fires
 * pw-search-submit and goes to the search page (logged, not followed, in
 * Storybook); on the search page <pw-search-results> cancels the event and
 * searches in place. While the reader types, the box asks for suggestions
 * (GET …/api/articles/suggest and …/api/en/articles/suggest, issue 21,
 * mocked here in the reference server's shape `{ code, data: { suggestions:
 * [{ text, kind }] } }`).
 */
import type { StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, waitFor } from "storybook/test";
import "../widgets/search/search-box.element.js";
import { elementMeta, type ElementArgs } from "./element-story.js";

/** What the reference server suggests for 国情 / state (services/search/suggest.ts): titles, then keywords, subjects, photographers. */
const SUGGESTIONS = {
  zh: [
    { text: "2016 年国情咨文", kind: "title" },
    { text: "2015 年国情咨文", kind: "title" },
    { text: "国情咨文", kind: "keyword" },
    { text: "国情", kind: "subject" },
  ],
  en: [
    { text: "State of the Union Address, 2016", kind: "title" },
    { text: "State of the Union", kind: "keyword" },
    { text: "Statesmen", kind: "subject" },
  ],
};
const suggestApi = [
  http.get("*/api/articles/suggest", () => HttpResponse.json({ code: "success", data: { suggestions: SUGGESTIONS.zh } })),
  http.get("*/api/en/articles/suggest", () => HttpResponse.json({ code: "success", data: { suggestions: SUGGESTIONS.en } })),
];

export default { title: "Elements/<pw-search-box>", ...elementMeta("pw-search-box") };
type Story = StoryObj<ElementArgs>;

/** Empty; Enter or the button goes to the edition's search page with ?text=. */
export const Default: Story = {};

/** instant="true": also searches 300 ms after typing stops (never during an input-method composition). */
export const Instant: Story = { args: { instant: "true" } };

/** value="国情咨文": the initial text (by default it comes from the address's text parameter). */
export const WithValue: Story = { args: { value: "国情咨文" } };

/** action="/en/search.html": a custom search page. */
export const CustomAction: Story = { args: { action: "/en/search.html", value: "State of the Union" } };

/**
 * Typing "国情": the suggestions under the input (a combobox with a listbox;
 * ArrowDown and ArrowUp move, Enter searches the active one, Escape closes),
 * the second one active; a live region says how many there are.
 */
export const Suggestions: Story = {
  beforeEach: ({ msw }) => msw.use(...suggestApi),
  play: async ({ canvasElement }) => {
    const root = () => canvasElement.querySelector("pw-search-box")?.shadowRoot ?? null;
    await waitFor(() => expect(root()?.querySelector("input")).toBeTruthy(), { timeout: 5000 });
    const input = root()!.querySelector("input")!;
    input.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, "国情");
    input.dispatchEvent(new InputEvent("input", { bubbles: true, composed: true }));
    await waitFor(() => expect(root()!.querySelectorAll('[role="option"]').length).toBe(4), { timeout: 5000 });
    await waitFor(() => expect(input.getAttribute("aria-expanded")).toBe("true"), { timeout: 5000 });
    for (let i = 0; i < 2; i++) input.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true, composed: true, cancelable: true }));
    await waitFor(() => expect(input.getAttribute("aria-activedescendant")).toBe(root()!.querySelectorAll('[role="option"]')[1].id), { timeout: 5000 });
    await waitFor(() => expect(root()!.querySelector('[role="status"]')?.textContent).toBe("共 4 条建议"), { timeout: 5000 });
  },
};
