/**
 * `<pw-like-button pc-id relation-id>`: the reader's like (thumbs-up) of one
 * item of a story, with the like count (SPEC §3 Thumbs-up record, §4
 * "Collection and like", §7 web/pw_content like, cancelLike, getStatus).
 * All like and collect buttons of a page share one status call per story.
 * A guest who presses it goes to the login page and comes back (on a partner
 * site's page: the login hand-off's popup, core/handoff.ts).
 *
 * @summary Like button with count.
 * @attr pc-id - the story id (pcId); required
 * @attr relation-id - the item id (relationId); required
 * @attr {boolean} show-count - "false" hides the like count (default true)
 * @event pw-like-change - the server accepted a like or unlike; detail `{ pcId, relationId, liked }`
 * @csspart button - the toggle button (aria-pressed)
 * @csspart icon - the heart
 * @csspart label - the label text
 * @csspart count - the like count
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
 * `pw-like-button:not(:defined) { display: inline-block; min-width: 6em; min-height: 32px }`.
 */
import { defineWidget } from "../ui/define.js";
import css from "./like-collect.css";
import { toggleElement } from "./ToggleElement.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-like-change": CustomEvent<{ pcId: string; relationId: string; liked: boolean }>;
  }
}

const TAG = "pw-like-button";
const ATTRS = ["pcId", "relationId", "showCount"] as const;

defineWidget(TAG, toggleElement("like"), { attributes: ATTRS, css });
