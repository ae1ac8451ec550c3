/**
 * Chinese strings: the back-to-top feature. The comment on each entry says where it appears. zh has no plural forms.
 */
export const messagesZh = {
  back_to_top: "返回顶部", // back-to-top button: its accessible name and tooltip (the button shows only an arrow)
} as const;
