/**
 * `<pw-collect-button pc-id relation-id>`: adds one item of a story to the
 * reader's collection or removes it (SPEC §3 Collection record, §4
 * "Collection and like", §7 web/pw_content collection, cancelCollection,
 * getStatus). Shares the page's status call with the like buttons.
 * A guest who presses it goes to the login page and comes back (on a partner
 * site's page: the login hand-off's popup, core/handoff.ts).
 *
 * @summary Collect (favourite) button.
 * @attr pc-id - the story id (pcId); required
 * @attr relation-id - the item id (relationId); required
 * @event pw-collect-change - the server accepted a collect or uncollect; detail `{ pcId, relationId, collected }`
 * @csspart button - the toggle button (aria-pressed)
 * @csspart icon - the star
 * @csspart label - the label text
 * @cssproperty --pw-like-collect-min-width - reserved width (6em)
 * @cssproperty --pw-like-collect-height - height (32px)
 * @cssproperty --pw-like-collect-padding - inline padding (0.75em)
 * @cssproperty --pw-like-collect-font-size - font size (14px)
 * @cssproperty --pw-like-collect-radius - corner radius (16px)
 * @cssproperty --pw-like-collect-border - border colour (#8a8a8a)
 * @cssproperty --pw-like-collect-bg - background (#fff)
 * @cssproperty --pw-like-collect-color - text colour (#333)
 * @cssproperty --pw-like-collect-active - colour when pressed (--pw-color-primary, #b4141e)
 * @cssproperty --pw-focus-ring - focus outline colour
 *
 * To reserve the space before the script loads, pages may add
 * `pw-collect-button:not(:defined) { display: inline-block; min-width: 6em; min-height: 32px }`.
 */
import { defineWidget } from "../ui/define.js";
import css from "./like-collect.css";
import { toggleElement } from "./ToggleElement.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-collect-change": CustomEvent<{ pcId: string; relationId: string; collected: boolean }>;
  }
}

const TAG = "pw-collect-button";
const ATTRS = ["pcId", "relationId"] as const;

defineWidget(TAG, toggleElement("collect"), { attributes: ATTRS, css });
