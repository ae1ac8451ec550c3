/**
 * Chinese strings: SPEC §8 codes and the server's error codes, the strings every widget and the server need. The comment on each entry says where it appears. zh has no plural forms.
 */
export const codesZh = {
  api_tools_1: "网络异常，请稍后重试", // 998: network or request failure
  access_denied: "请先登录", // member-only call from a guest
  invalid_param: "请求参数有误", // schema validation failure
  not_found: "请求的资源不存在", // unknown API path
  server_error: "服务器内部错误", // unexpected failure
  service_unavailable: "服务暂时不可用，请稍后重试", // 503: the database cannot be reached right now (an outage or a restart)
  too_many_requests: "请求过于频繁，请稍后再试", // rate limit
  storage_full: "服务器存储空间已满，文件已保留进度，腾出空间后可继续上传", // 507: the storage folder has no space left (ENOSPC)
  storage_unwritable: "服务器暂时无法保存文件，恢复后可继续上传", // 503: the storage folder is read-only or not writable (EROFS, EACCES)
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
  point_short: "积分不足", // web/order/save or withdraw with fewer points than needed (member center)
  bank_missing: "请先填写银行账户信息", // web/order/withdraw before bank details are saved (member center)
  style_6: "请输入消息内容", // empty chat message
  style_1: "您填写的内容尚未保存，确定离开吗？", // leaving with filled inputs
  es_error: "搜索会话已失效，请重新搜索", // unknown or expired sid
  account_exists: "该手机号或邮箱已注册", // register/modify with a taken mobile or email
  photographer_exists: "您已登记为摄影师", // web/photographer/register by a member who already has a photographer profile
  photographer_name_taken: "该署名已被其他摄影师使用", // register/update with a name another photographer already uses
  invalid_param_registered: "该署名属于其他摄影师，只有本社编辑可以署其名。请填写您自己的署名，或留空", // contribution: a byline naming another member's registered photographer profile or the archive's photographer (issue 19)
  review_state: "该投稿已处理，或当前不在审核中", // staff console: a review action in the wrong state (issue 19)
  contributor_not_approved: "该供稿人的申请尚未通过，请先审核其申请", // staff console: approving a submission of an applicant (issue 19)
  photographer_not_found: "摄影师不存在", // getPhotographerNode with an unknown id; update by a member without a profile
  usercode_exists: "该用户名已被注册", // register with a taken member code
  captcha_invalid: "验证码错误或已失效", // wrong, used or burnt verification code
  captcha_expired: "验证码已过期，请重新获取", // verification code older than 10 minutes
  code_too_frequent: "验证码发送过于频繁，请稍后再试", // resend within 60 s
  old_password_wrong: "原密码错误", // password change with a wrong current password
  nature_mismatch: "该账号不属于所选会员类型", // changeNatureLogin with the other member kind
  Q_TYPE_DENIED: "不支持的文件类型", // upload of a type not allowed (avatar: jpg, png, gif, webp)
  F_EXCEED_SIZE: "文件大小超出限制", // upload over the size limit
  Q_EXCEED_NUM_LIMIT: "一次只能上传一个文件", // more files than allowed at once (chat image: one file at a time)
  Q_EXCEED_SIZE_LIMIT: "文件总大小超出限制", // upload queue over its total size (issue 11)
  F_EXCEED_PIXELS: "图片像素过多：宽 × 高不得超过 1.2 亿像素", // upload of a photo over UPLOAD_MAX_IMAGE_PIXELS (issue 19)
  upload_open_limit: "未完成的上传过多（同时最多 20 个文件或 4 GB）：请先完成或继续这些上传；未完成的上传在最后一次使用 24 小时后删除", // a new upload while the member's open uploads are at UPLOAD_OPEN_MAX or UPLOAD_OPEN_MAX_BYTES (issue 19)
  F_DUPLICATE: "该文件已在列表中", // the same file twice in one upload queue (issue 11)
  timeout: "上传超时，请重试", // an upload chunk got no answer within 120000 ms (issue 11)
  oauth_disabled: "未开通该第三方账号登录", // third-party provider not configured
  oauth_state: "授权已失效，请重新操作", // bad or expired OAuth state or ticket
  oauth_failed: "第三方授权失败，请稍后重试", // the provider refused the code or the user info
  third_party_bound: "该第三方账号已绑定其他会员", // identity bound to another member
  provider_bound: "您已绑定过该类型的第三方账号", // member already has one of this provider
} as const;
