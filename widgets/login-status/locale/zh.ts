/**
 * Chinese strings: the login-status feature. The comment on each entry says where it appears. zh has no plural forms.
 */
export const messagesZh = {
  login: "登录", // guest view: the login link (to the login page, coming back here)
  logout: "退出", // member view: the logout button
  member_center: "会员中心", // member view: the link to the member center (uc1-index or uc2-index)
  avatar_alt: "{name}的头像", // member view: alt text of the avatar image ({name}: the member's name)
} as const;
