/**
 * Chinese message catalogue, extra part: pages, member accounts and centres,
 * validation, search. Registered by i18n/full.ts. Each entry's comment says
 * where it appears.
 */
export const extraZh = {
  account: "账号", // login form label (code, mobile or email)
  password: "密码", // login form label
  login_title: "会员登录", // login page heading
  login_submitting: "正在登录…", // button while submitting
  account_required: "请输入账号", // empty account
  password_required: "请输入密码", // empty password
  welcome: "欢迎，{name}", // greeting in login status
  account_hint: "账号代码、手机号或邮箱", // login form: hint under the account field
  home: "首页", // login form: link back to the edition home
  liked: "已点赞", // state text
  collected: "已收藏", // state text
  search: "搜索", // search button
  search_placeholder: "搜索图片、视频、稿件", // search input placeholder
  search_label: "搜索关键词", // search box: label of the input (visually hidden)
  search_box_label: "站内搜索", // search box: label of the search landmark
  search_results_label: "搜索结果", // search results: label of the results region
  search_heading: "“{text}”的搜索结果", // search results: heading with the query text
  search_heading_all: "全部稿件", // search results: heading without query text
  search_count: "共 {count} 条结果", // search results: exact number of matches
  search_count_more: "超过 {count} 条结果", // search results: number of matches when only a lower bound is known
  search_filters: "筛选条件", // search results: label of the filter group
  search_filter_type: "类型", // search results: type filter label
  search_type_all: "全部类型", // search results: type filter, no filter
  search_filter_date_from: "发布日期从", // search results: date range start label
  search_filter_date_to: "发布日期至", // search results: date range end label
  search_filter_subject: "栏目", // search results: subject filter label
  search_subject_all: "全部栏目", // search results: subject filter, no filter
  search_sort: "排序", // search results: sort label
  search_sort_relevance: "相关度", // search results: sort by best match
  search_sort_publishTime: "发布时间", // search results: sort by publish time
  search_sort_shootDate: "拍摄日期", // search results: sort by shooting date
  search_direction: "顺序", // search results: direction label
  search_direction_desc: "从新到旧", // search results: newest first
  search_direction_asc: "从旧到新", // search results: oldest first
  search_clear_filters: "清除筛选", // search results: button resetting the filters
  search_loading: "正在加载…", // search results: while a page loads
  search_load_more: "加载更多", // search results: button at the bottom (also loads on scroll)
  search_end: "没有更多结果了", // search results: after the last page
  search_empty: "没有找到与“{text}”相关的稿件。", // search results: nothing found for the query text
  search_empty_all: "没有符合条件的稿件。", // search results: nothing found without query text
  search_empty_hint: "请尝试其他关键词，或清除筛选条件。", // search results: hint under the empty state
  search_error: "搜索失败：{msg}", // search results: error state, msg from the server or api_tools_1
  search_retry: "重试", // search results: retry button of the error state
  search_verified: "认证摄影师", // search results: badge on a photographer subject whose status is 1
  search_date_range_invalid: "开始日期不能晚于结束日期", // search results: date range with start after end
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
  page_search: "搜索稿件", // search page (/cn/search.html): title and heading
  page_search_button: "搜索", // header search form without JavaScript: button
  page_search_noscript: "搜索需要启用 JavaScript。", // search page: shown when scripts are off
  page_footer_note: "Photowire 演示站点。图片来自盖蒂博物馆开放内容计划（CC0），文字来自美国总统国情咨文（公有领域）。", // footer of published pages
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
  submitting: "正在提交…", // submit buttons while sending
  save: "保存", // save buttons of profile, certificate, bank forms
  saved: "已保存", // success line after saving
  next: "下一步", // forgot-password step 1 button
  continue: "继续", // link after binding a third-party account
  choose: "请选择", // select placeholder
  choose_province: "请选择省份", // province select placeholder
  choose_city: "请选择城市", // city select placeholder
  choose_area: "请选择区县", // area select placeholder
  back_to_login: "返回登录", // forgot-password form link
  f_mobile: "手机号码", // field label (also the member card)
  f_email: "邮箱", // field label (also the member card)
  f_mobile_or_email: "手机号码或邮箱", // forgot-password account field
  f_captcha: "验证码", // verification code field
  f_mobile_captcha: "手机验证码", // profile: code sent to a new mobile
  f_email_captcha: "邮箱验证码", // profile: code sent to a new email
  f_code: "用户名（选填）", // registration: member code
  f_code_hint: "4-16位字母、数字、符号或汉字；不填将自动生成", // registration: member code hint
  f_name: "姓名", // name field
  f_first_name: "名", // English profile: first name
  f_last_name: "姓", // English profile: last name
  f_nickname: "昵称", // profile field
  f_company: "单位名称", // profile field
  f_title: "职务", // profile field
  f_country: "国家或地区", // profile field (English edition)
  f_province: "省份", // profile address select
  f_city: "城市", // profile address select
  f_area: "区县", // profile address select
  f_address: "详细地址", // profile field
  f_zip_code: "邮政编码", // profile field
  f_contact: "联系方式", // profile field
  f_remark: "备注", // profile field
  f_password: "密码", // registration password
  f_password_hint: "8-16位，包含数字、小写字母、大写字母、符号中的至少两种，不能有空格或中文", // password rule hint
  f_confirm_password: "确认密码", // confirm password field
  f_old_password: "原密码", // password change: current password
  f_new_password: "新密码", // password change / reset: new password
  f_cert_type: "证件类型", // certificate form
  f_cert_name: "证件姓名", // certificate form: name on the certificate
  f_cert_number: "证件号码", // certificate form
  cert_id_card: "居民身份证", // certificate type
  cert_passport: "护照", // certificate type
  cert_other: "其他证件", // certificate type
  f_bank: "开户银行", // bank form
  f_account_name: "开户名", // bank form
  f_account_number: "银行账号", // bank form
  vc_get: "获取验证码", // verification-code button
  vc_resend: "重新获取", // verification-code button after a countdown
  vc_resend_in: "{seconds}秒后重新获取", // verification-code button while counting down
  vc_sent: "验证码已发送", // announced after sending
  vc_sent_if_exists: "如该账号已注册，验证码已发送", // forgot-password: sent (account existence not revealed)
  reg_title: "注册会员", // registration form heading
  reg_type: "注册方式", // registration: mobile or email
  reg_by_mobile: "手机注册", // registration radio
  reg_by_email: "邮箱注册", // registration radio
  reg_nature: "会员类型", // registration: member kind
  reg_nature_1: "供稿会员", // nature 1
  reg_nature_2: "个人会员", // other natures
  reg_submit: "注册", // registration submit
  reg_done: "注册成功", // registration success
  reg_have_account: "已有账号？", // registration: link to login
  reg_with_third_party: "注册后将同时绑定您的第三方账号", // registration with a binding ticket
  fgt_title: "找回密码", // forgot-password heading
  fgt_step1: "第一步：输入注册时的手机号码或邮箱，获取并填写验证码", // forgot-password step 1
  fgt_step2: "第二步：设置新密码", // forgot-password step 2
  fgt_step3: "密码已重置，请使用新密码登录", // forgot-password done
  fgt_submit: "重置密码", // forgot-password submit
  fgt_done: "密码已重置", // forgot-password success line
  fgt_to_login: "去登录", // forgot-password: link to login
  profile_title: "基本资料", // profile form heading
  pwd_title: "修改密码", // password form heading
  pwd_submit: "修改密码", // password form submit
  pwd_done: "密码已修改，其他设备上的登录已退出", // password change success
  cer_title: "证件信息", // certificate form heading
  bank_title: "银行信息", // bank form heading
  bank_saved_number: "已保存的账号：{number}", // bank form: masked saved number
  tp_weibo: "微博", // third-party provider name
  tp_wechat: "微信", // third-party provider name
  tp_qq: "QQ", // third-party provider name
  bind_title: "第三方账号", // bind_account.html heading
  bind_list_intro: "绑定后可使用第三方账号直接登录。", // bindings list intro (member)
  bind_guest_intro: "使用第三方账号登录：", // bindings list intro (guest)
  bind_bound_as: "已绑定：{nickname}", // a bound provider
  bind_not_bound: "未绑定", // an unbound provider
  bind_unavailable: "暂未开通", // a provider not configured
  bind_bind: "绑定", // bind link
  bind_unbind: "解除绑定", // unbind button
  bind_unbound: "已解除{provider}账号绑定", // after unbinding
  bind_login_with: "{provider}登录", // guest login link
  bind_done: "已成功绑定{provider}账号 {nickname}", // after binding
  bind_choose: "{provider}账号 {nickname} 尚未绑定会员账号。请输入已有账号和密码进行绑定：", // unbound third-party login
  bind_submit: "绑定并登录", // bind_other button
  bind_or: "还没有账号？", // before the register link
  bind_register: "注册新账号并绑定", // register with the ticket
  bind_denied: "您已取消授权", // provider returned error
  bind_back: "返回第三方账号", // link after an error
  uc_title_uc1_index: "会员中心", // uc1-index heading
  uc_title_uc1_like: "我的收藏", // uc1-like heading
  uc_title_uc1_upload: "我的稿件", // uc1-upload heading
  uc_title_uc1_new: "上传稿件", // uc1-new heading
  uc_title_uc2_index: "会员中心", // uc2-index heading
  uc_title_uc2_like: "我的收藏", // uc2-like heading
  uc_title_uc2_download: "我的下载", // uc2-download heading
  uc_back: "返回", // back button
  uc_upload: "上传", // top upload link (nature 1)
  uc_menu: "会员中心菜单", // left menu label
  uc_menu_index: "会员首页", // menu item
  uc_menu_like: "我的收藏", // menu item
  uc_menu_upload: "我的稿件", // menu item (nature 1)
  uc_menu_new: "上传稿件", // menu item (nature 1)
  uc_menu_download: "我的下载", // menu item (other natures)
  uc_menu_fee: "费用记录", // menu item (tab=fee_record)
  uc_tabs: "栏目", // tab list label
  uc_tab_profile: "基本资料", // tab
  uc_tab_password: "修改密码", // tab
  uc_tab_certificate: "证件信息", // tab
  uc_tab_bank: "银行信息", // tab
  uc_tab_bindings: "第三方账号", // tab
  uc_tab_fee_record: "费用记录", // tab (fee_record)
  uc_tab_point_record: "积分记录", // tab (fee_record list)
  uc_tab_like: "点赞", // favourites tab: likes
  uc_tab_collect: "收藏", // favourites tab: collections
  uc_tab_publish: "已提交", // uc1-upload tab (statusId 13)
  uc_tab_draft: "草稿", // uc1-upload tab
  uc_tab_download: "下载记录", // uc2-download tab
  uc_empty_like: "还没有点赞的图片", // empty likes
  uc_empty_collect: "还没有收藏的图片", // empty collections
  uc_empty_publish: "还没有已提交的稿件", // empty submitted drafts
  uc_empty_draft: "还没有草稿", // empty drafts
  uc_empty_download: "还没有下载记录", // empty downloads
  uc_empty_fee_record: "还没有费用记录", // empty fee records
  uc_empty_point_record: "还没有积分记录", // empty point records
  uc_draft_submitted: "已提交", // draft status
  uc_draft_draft: "草稿", // draft status
  uc_remove: "移除", // remove button text
  uc_remove_item: "移除“{title}”", // remove button label
  uc_page: "第{page}页，共{pages}页", // pager
  uc_prev: "上一页", // pager
  uc_next: "下一页", // pager
  uc_points: "积分", // member card
  uc_class: "会员等级", // member card
  uc_not_set: "未设置", // member card: empty mobile/email
  uc_photographer: "我的摄影师主页", // member card: photographer link
  uc_change_avatar: "更换头像", // member card: avatar upload
  uc_avatar_done: "头像已更新", // after the avatar upload
  uc_leave_title: "离开此页？", // back confirmation heading
  uc_leave: "离开", // back confirmation: leave
  uc_stay: "留在此页", // back confirmation: stay
  record_point_opening: "开户赠送积分", // point record title: the opening balance (member centre, point records tab)
} as const;

export type ExtraMessageKey = keyof typeof extraZh;
