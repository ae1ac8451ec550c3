/**
 * English strings: the video-comments feature (<pw-video-comments>, issue 11). The comment on each entry says where it appears. Plural entries ({ one, other }) are chosen by Intl.PluralRules on {count}.
 */
import type { Catalogue } from "../../../common/i18n/index.js";
import type { messagesZh } from "./zh.js";

export const messagesEn: Catalogue<keyof typeof messagesZh> = {
  comments_title: "Comments", // heading of the comments section under a video
  comments_count: { one: "{count} comment", other: "{count} comments" }, // count after the heading
  comments_empty: "No comments yet.", // shown when a video has no comments
  comments_loading: "Loading comments…", // status while the list loads (live region)
  comments_more: "More comments", // button that loads the next page of comments
  comments_field: "Write a comment", // label of the comment text field
  comments_send: "Post comment", // the send button
  comments_sending: "Posting…", // the send button while sending
  comments_left: "{count} characters left", // counter under the field (characters left)
  comments_login: "Log in to comment", // link for guests instead of the form
  comments_blank: "Please write something first.", // error: empty comment
  comments_too_long: "A comment has at most 500 characters.", // error: over the length limit
  comments_posted: "Your comment was posted.", // status after a comment was sent (live region)
  comments_by: "{name} at {time}", // author and time line of a comment (screen readers)
  comments_retry: "Load the comments again", // button after the list failed to load: asks again
};
