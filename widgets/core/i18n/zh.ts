/**
 * Chinese message catalogue, core part: SPEC §8 codes and the strings of the
 * widgets a story page loads before any interaction (login status, like,
 * collect, share, back-to-top). The rest is in extra.zh.ts, loaded by the
 * other widgets and the server through i18n/full.ts, so that the story
 * page's JavaScript stays within budget (DESIGN §6). Each entry's comment
 * says where it appears. zh has no plural forms.
 */
export const zh = {
  api_tools_1: "网络异常，请稍后重试", // 998: network or request failure
  access_denied: "请先登录", // member-only call from a guest
  invalid_param: "请求参数有误", // schema validation failure
  not_found: "请求的资源不存在", // unknown API path
  server_error: "服务器内部错误", // unexpected failure
  too_many_requests: "请求过于频繁，请稍后再试", // rate limit
  login_failed: "账号或密码错误", // login with wrong account or password
  forbidden: "无权执行此操作", // wrong member kind
  api_1: "稿件不存在", // story not found by oid
  api_2: "投稿提交失败", // contribution submit returned nothing
  api_3: "稿件不存在", // story not found by pcId
  api_tools_30: "稿件已提交，不能重复提交", // draft already submitted
  offline: "该稿件已下线", // story taken offline
  photo_detail_5: "所选图片缺少摄影师信息，无法下载", // download item without photographer
  photo_detail_9: "收藏失败", // collection add failed
  photo_group_12: "剩余下载额度不足", // quota too small
  photo_group_14: "所选图片均为免费图片，是否继续？", // all free
  photo_group_6: "剩余下载额度仅剩 {count} 张", // quota 1..10
  photo_group_7: "确定下载所选图片吗？", // confirm download
  style_6: "请输入消息内容", // empty chat message
  style_1: "您填写的内容尚未保存，确定离开吗？", // leaving with filled inputs
  es_error: "搜索会话已失效，请重新搜索", // unknown or expired sid
  login: "登录", // login link and button
  logout: "退出", // logout link
  member_centre: "会员中心", // link to uc1/uc2 index
  avatar_alt: "{name}的头像", // avatar alt text
  like: "点赞", // like button label (not liked)
  unlike: "取消点赞", // like button label (liked)
  collect: "收藏", // collect button label
  uncollect: "取消收藏", // collect button label (collected)
  share: "分享", // share bar label
  share_to: "分享到{site}", // each share link's label
  site_weibo: "新浪微博",
  site_qq: "QQ好友",
  site_wechat: "微信",
  site_tencent: "腾讯微博",
  site_douban: "豆瓣",
  site_qzone: "QQ空间",
  site_linkedin: "领英",
  site_diandian: "点点",
  site_facebook: "Facebook",
  site_twitter: "Twitter",
  site_google: "Google",
  wechat_qr_title: "微信扫一扫：分享", // wechat QR dialog title
  close: "关闭", // dialog close button
  wechat_qr_help: "打开微信，点击底部的“发现”，使用“扫一扫”即可将网页分享至朋友圈。", // wechat QR dialog help text
  wechat_qr_alt: "本页网址的二维码", // wechat QR image alt text
  qr_failed: "二维码生成失败，请复制网址分享", // wechat QR dialog when the QR code cannot be drawn
  back_to_top: "返回顶部", // back-to-top button label
  loading: "正在加载…", // busy text of account panels and the member centre
} as const;

export type CoreMessageKey = keyof typeof zh;
