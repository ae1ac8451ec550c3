/**
 * <pw-search-box> as a site builder writes it. The box calls no API: it
 * fires pw-search-submit and goes to the search page (logged, not followed,
 * in Storybook); on the search page <pw-search-results> cancels the event
 * and searches in place.
 */
import type { StoryObj } from "@storybook/react-vite";
import "../widgets/search/search-box.element.js";
import { elementMeta, type ElementArgs } from "./element-story.js";

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
