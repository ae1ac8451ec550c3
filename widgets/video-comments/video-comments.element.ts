/**
 * `<pw-video-comments>`: the members' comments under a video (issue 11,
 * SPEC §7 POST web/comment/save_video_comment): the list (oldest first,
 * loaded when the section nears the viewport, 20 at a time), and for a
 * logged-in member a form with a character counter; a guest sees a login
 * link. Used on video story pages only.
 *
 * @summary Comments under a video.
 * @attr pc-id - the story's pcId (required)
 * @attr relation-id - the video relation's relationId (required)
 * @event pw-video-comment-posted - a comment was saved; detail `{ pcId, relationId, id }`
 * @csspart section - the whole section
 * @csspart list - the list of comments
 * @csspart form - the comment form (members only)
 * @csspart send - the send button
 * @cssproperty --pw-video-comments-gap - space above the section (1.5rem)
 * @cssproperty --pw-color-muted - counts, times and the character counter
 * @cssproperty --pw-color-border - rule between comments
 * @cssproperty --pw-color-danger - error text
 * @cssproperty --pw-color-primary - the send button
 * @cssproperty --pw-focus-ring - focus outline colour
 */
import { defineWidget } from "../ui/define.js";
import { deferredView } from "../ui/deferred.js";
import css from "./video-comments.css";
import type { VideoCommentsAttribute } from "./video-comments.props.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-video-comment-posted": CustomEvent<{ pcId: string; relationId: string; id: number }>;
  }
}

const TAG = "pw-video-comments";
/** video-comments.props.ts VIDEO_COMMENTS_ATTRIBUTES, written here so that the props module stays in the lazy chunk. */
const ATTRS = ["pcId", "relationId"] as const satisfies readonly VideoCommentsAttribute[];

defineWidget(TAG, deferredView<VideoCommentsAttribute>(() => import("./VideoComments.lazy.js")), { attributes: ATTRS, css });
