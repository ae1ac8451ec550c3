/**
 * Chinese message catalogue. Keys are SPEC codes (SPEC §8) or widget keys;
 * every user-visible string of a widget or of a server `msg` comes from here.
 * Each entry's comment says where it appears. zh has no plural forms.
 */
export const zh = {
  // SPEC §8 error catalogue (server msg and widget alerts)
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

  // login status / login form
  login: "登录", // login link and button
  logout: "退出", // logout link
  member_centre: "会员中心", // link to uc1/uc2 index
  avatar_alt: "{name}的头像", // avatar alt text
  account: "账号", // login form label (code, mobile or email)
  password: "密码", // login form label
  login_title: "会员登录", // login page heading
  login_submitting: "正在登录…", // button while submitting
  account_required: "请输入账号", // empty account
  password_required: "请输入密码", // empty password
  welcome: "欢迎，{name}", // greeting in login status
  account_hint: "账号代码、手机号或邮箱", // login form: hint under the account field
  home: "首页", // login form: link back to the edition home

  // like / collect
  like: "点赞", // like button label (not liked)
  unlike: "取消点赞", // like button label (liked)
  collect: "收藏", // collect button label
  uncollect: "取消收藏", // collect button label (collected)
  liked: "已点赞", // state text
  collected: "已收藏", // state text

  // share
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

  // back to top
  back_to_top: "返回顶部", // back-to-top button label

  // search (basic)
  search: "搜索", // search button
  search_placeholder: "搜索图片、视频、稿件", // search input placeholder

  // validation rules (SPEC §5, widgets/core/validate.ts): field messages of the account forms and the server's msg
  v_name_empty: "请输入姓名", // name field empty
  v_name_blank: "姓名不能只包含空格", // name field whitespace only
  v_first_name_empty: "请输入名", // first name empty
  v_first_name_blank: "名不能只包含空格", // first name whitespace only
  v_last_name_empty: "请输入姓", // last name empty
  v_last_name_blank: "姓不能只包含空格", // last name whitespace only
  v_nickname_empty: "请输入昵称", // nickname empty
  v_nickname_blank: "昵称不能只包含空格", // nickname whitespace only
  v_address_empty: "请输入详细地址", // address empty
  v_address_blank: "详细地址不能只包含空格", // address whitespace only
  v_bank_empty: "请输入开户银行", // bank empty
  v_bank_blank: "开户银行不能只包含空格", // bank whitespace only
  v_account_name_empty: "请输入开户名", // bank account name empty
  v_account_name_blank: "开户名不能只包含空格", // bank account name whitespace only
  v_account_number_empty: "请输入银行账号", // bank account number empty
  v_account_number_blank: "银行账号不能只包含空格", // bank account number whitespace only
  v_account_number_format: "银行账号应为8-30位数字", // bank account number not 8-30 digits
  v_company_empty: "请输入单位名称", // company empty
  v_company_blank: "单位名称不能只包含空格", // company whitespace only
  v_title_empty: "请输入职务", // job title empty
  v_title_blank: "职务不能只包含空格", // job title whitespace only
  v_cert_number_empty: "请输入证件号码", // certificate number empty
  v_cert_number_blank: "证件号码不能只包含空格", // certificate number whitespace only
  v_cert_type: "请选择证件类型", // certificate type missing or unknown
  v_contact_empty: "请输入联系方式", // contact empty
  v_contact_blank: "联系方式不能只包含空格", // contact whitespace only
  v_mobile_empty: "请输入手机号码", // mobile empty
  v_mobile_blank: "手机号码不能只包含空格", // mobile whitespace only
  v_mobile_format: "请输入以1开头的11位手机号码", // mobile not 11 digits starting with 1
  v_country_empty: "请输入国家或地区", // country empty
  v_country_blank: "国家或地区不能只包含空格", // country whitespace only
  v_zip_code_empty: "请输入邮政编码", // zip code empty
  v_zip_code_blank: "邮政编码不能只包含空格", // zip code whitespace only
  v_remark_empty: "请输入备注", // remark empty
  v_remark_blank: "备注不能只包含空格", // remark whitespace only
  v_too_long: "不能超过{max}个字符", // any text field too long
  v_emoji: "不能包含表情符号", // any text field with emoji
  v_email_empty: "请输入邮箱", // email empty
  v_email_format: "邮箱格式不正确", // email not local@domain with a 2-4 character final label
  v_email_list_format: "邮箱 {email} 格式不正确", // one address of an email list is wrong
  v_password_empty: "请输入密码", // new password empty
  v_password_chars: "密码不能包含空格或中文", // password with whitespace or Chinese characters
  v_password_length: "密码长度为{min}-{max}位", // password not 8-16 characters
  v_password_kinds: "密码须包含数字、小写字母、大写字母、符号中的至少两种", // password of one kind only
  v_password_common: "该密码过于常见，请换一个", // password on the common-password list
  v_password_same: "新密码不能与原密码相同", // password change to the same password
  v_old_password_empty: "请输入原密码", // password change: current password empty
  v_confirm_empty: "请再次输入密码", // confirm password empty
  uc1_profile_15: "两次输入的密码不一致", // confirm password differs (SPEC §5)
  v_code_empty: "请输入用户名", // member code empty
  v_code_format: "用户名为{min}-{max}位字母、数字、符号或汉字", // member code format
  v_captcha_empty: "请输入验证码", // verification code empty
  v_province_empty: "请选择省份", // Chinese address: province not chosen
  v_city_empty: "请选择城市", // Chinese address: city not chosen
  v_area_empty: "请选择区县", // Chinese address: area not chosen
  v_region_unknown: "所选省市区不存在或不匹配", // server: province/city/area codes unknown or not nested
  v_id_card_empty: "请输入身份证号码", // ID card empty
  v_id_card: "身份证号码格式不正确", // ID card not 15/18 digits or bad birth date
  v_digits: "只能输入数字", // digits-only field
  v_date_empty: "请输入日期", // date empty
  v_date: "日期格式不正确，应为{format}", // date not matching or out of range
  v_account_empty: "请输入手机号码或邮箱", // reset form: account empty
  v_mobile_or_email: "请输入正确的手机号码或邮箱", // reset form: account neither mobile nor email

  // published pages (server/src/publish, templates/)
  page_site_name: "Photowire 图片通讯社", // site name in the header and page titles of published pages
  page_skip: "跳到正文", // published pages: skip link
  page_nav: "网站导航", // published pages: label of the header navigation
  page_other_edition: "English", // published pages: link to the other edition
  page_latest: "最新稿件", // home page heading
  page_no_stories: "暂无稿件", // home page with no story
  page_photo_credit: "摄影：{name}", // photo credit under each photo
  page_by: "作者：{name}", // byline of a text story
  page_photographer: "摄影师", // story facts label
  page_author: "作者", // story facts label (text stories)
  page_date: "日期", // story facts label: date taken / date of the text
  page_published: "发布时间", // story facts label
  page_keywords: "关键词", // story facts label
  page_photos: "共 {count} 张图片", // photo group size (home page card, story facts)
  page_free: "可免费下载", // mark under a free photo
  page_photo_actions: "图片操作：{title}", // label of the like/collect group of a photo
  page_story_tools: "分享与链接", // label of the story footer
  page_getty_credit: "数字图像由盖蒂博物馆开放内容计划提供", // source line under Getty photos
  page_getty_record: "盖蒂藏品记录 {accession}", // link to the Getty record of a photo
  page_licence: "许可协议：{licence}", // licence link under a photo or text
  page_text_source: "文本来源：{source}", // source line of a text story
  page_original_english: "本文为英文原文，暂无中文译本。", // note above the body of a text story shown in English
  page_mobile_version: "手机版", // link from a desktop story page to its m_ variant
  page_desktop_version: "电脑版", // link from a mobile story page to its desktop variant
  page_story_json: "稿件数据（JSON）", // link to the story JSON
  page_type_image: "图片", // story type label (image)
  page_type_image_group: "组图", // story type label (image_group)
  page_type_text: "文字", // story type label (text)
  page_type_video: "视频", // story type label (video)
  page_type_video_group: "组视频", // story type label (video_group)
  page_footer_note: "Photowire 演示站点。图片来自盖蒂博物馆开放内容计划（CC0），文字来自美国总统国情咨文（公有领域）。", // footer of published pages

  // account area: server codes (services/accounts.ts, verification.ts, oauth.ts) and verification messages
  account_exists: "该手机号或邮箱已注册", // register/modify with a taken mobile or email
  usercode_exists: "该用户名已被注册", // register with a taken member code
  captcha_invalid: "验证码错误或已失效", // wrong, used or burnt verification code
  captcha_expired: "验证码已过期，请重新获取", // verification code older than 10 minutes
  code_too_frequent: "验证码发送过于频繁，请稍后再试", // resend within 60 s
  old_password_wrong: "原密码错误", // password change with a wrong current password
  nature_mismatch: "该账号不属于所选会员类型", // changeNatureLogin with the other member kind
  Q_TYPE_DENIED: "不支持的文件类型", // upload of a type not allowed (avatar: jpg, png, gif, webp)
  F_EXCEED_SIZE: "文件大小超出限制", // upload over the size limit
  oauth_disabled: "未开通该第三方账号登录", // third-party provider not configured
  oauth_state: "授权已失效，请重新操作", // bad or expired OAuth state or ticket
  oauth_failed: "第三方授权失败，请稍后重试", // the provider refused the code or the user info
  third_party_bound: "该第三方账号已绑定其他会员", // identity bound to another member
  provider_bound: "您已绑定过该类型的第三方账号", // member already has one of this provider
  vc_subject: "Photowire 验证码", // verification email subject
  vc_text_register: "您的注册验证码是 {code}，{minutes}分钟内有效。如非本人操作，请忽略。", // SMS/email text, registration
  vc_text_reset: "您正在找回密码，验证码是 {code}，{minutes}分钟内有效。如非本人操作，请忽略。", // SMS/email text, password reset
  vc_text_modify: "您正在修改账号信息，验证码是 {code}，{minutes}分钟内有效。如非本人操作，请忽略。", // SMS/email text, profile change
  class_0: "普通会员", // member class type 0
  class_1: "VIP会员", // member class type 1 (skips the quota shortfall check)
} as const;

export type MessageKey = keyof typeof zh;
