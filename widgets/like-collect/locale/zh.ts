/**
 * Chinese strings: the like-collect feature. The comment on each entry says where it appears. zh has no plural forms.
 */
export const messagesZh = {
  login: "登录", // login link and button
  like: "点赞", // like button label (not liked)
  unlike: "取消点赞", // like button label (liked)
  collect: "收藏", // collect button label
  uncollect: "取消收藏", // collect button label (collected)
} as const;
