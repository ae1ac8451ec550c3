/**
 * Chinese strings: the video-comments feature (<pw-video-comments>, issue 11). The comment on each entry says where it appears. zh has no plural forms.
 */
export const messagesZh = {
  comments_title: "评论", // heading of the comments section under a video
  comments_count: "{count} 条评论", // count after the heading
  comments_empty: "还没有评论。", // shown when a video has no comments
  comments_loading: "正在加载评论…", // status while the list loads (live region)
  comments_more: "更多评论", // button that loads the next page of comments
  comments_field: "写下你的评论", // label of the comment text field
  comments_send: "发表评论", // the send button
  comments_sending: "正在发表…", // the send button while sending
  comments_left: "还可输入 {count} 字", // counter under the field (characters left)
  comments_login: "登录后发表评论", // link for guests instead of the form
  comments_blank: "请输入评论内容。", // error: empty comment
  comments_too_long: "评论最多 500 字。", // error: over the length limit
  comments_posted: "评论已发表。", // status after a comment was sent (live region)
  comments_by: "{name} 于 {time}", // author and time line of a comment (screen readers)
  comments_retry: "重新加载评论", // button after the list failed to load: asks again
} as const;
