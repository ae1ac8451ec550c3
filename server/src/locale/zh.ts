/**
 * Chinese strings: what only the server writes: published pages, verification messages, record titles, member classes. The comment on each entry says where it appears. zh has no plural forms.
 */
export const messagesZh = {
  home: "首页", // login form: link back to the edition home
  page_site_name: "Photowire 图片通讯社", // site name in the header and page titles of published pages
  page_skip: "跳到正文", // published pages: skip link
  page_nav: "网站导航", // published pages: label of the header navigation
  page_other_edition: "English", // published pages: link to the other edition
  page_latest: "最新稿件", // home page heading
  page_home_description: "Photowire 图片通讯社：新闻图片、图片组、视频与文字稿件，可检索、收藏与下载。", // meta description of the home pages
  page_search_description: "检索 Photowire 的图片、视频与文字稿件。", // meta description of the search pages
  page_not_found: "页面不存在", // 404 page heading
  page_not_found_text: "您要找的页面不存在或已下线。", // 404 page text
  page_not_found_home: "返回首页", // 404 page: link to the edition's home
  page_not_found_search: "检索稿件", // 404 page: link to the edition's search page
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
  page_video_label: "视频：{title}", // aria-label of the <video> player on a video story page
  page_video_actions: "视频操作：{title}", // label of the like/collect group of a video
  page_video_duration: "时长 {time}", // duration fact under a video (m:ss)
  page_video_fallback: "下载视频", // link inside <video> for browsers that cannot play it
  page_story_tools: "分享与链接", // label of the story footer
  page_getty_credit: "数字图像由盖蒂博物馆开放内容计划提供", // source line under Getty photos
  page_getty_record: "盖蒂藏品记录 {accession}", // link to the Getty record of a photo
  page_licence: "许可协议：{licence}", // licence link under a photo or text
  // a photo's licence (issue 20 "Licences"): the block under each photo of a story page, the usage terms of the downloaded file's XMP
  page_licence_heading: "授权", // story page: heading of a photo's licence block
  page_licence_type: "授权类型", // story page licence block: label of the licence type
  page_licence_type_rm: "版权管理（RM）", // licence type rm: priced per use, one use at a time
  page_licence_type_rf: "免版税（RF）", // licence type rf: one purchase, many uses
  page_licence_type_editorial: "仅限新闻编辑用途", // licence type editorial: news, commentary, education; no advertising
  page_licence_restrictions: "使用限制", // story page licence block: label of the restrictions
  page_licence_no_restrictions: "无", // story page licence block: no restrictions
  page_licence_model_release: "肖像权许可", // story page licence block: label of the model release status
  page_licence_property_release: "物权许可", // story page licence block: label of the property release status
  page_release_released: "已取得", // release status: a signed release is on file
  page_release_none: "未取得", // release status: no release
  page_release_not_applicable: "不适用", // release status: nobody and nothing that needs one
  page_licence_credit: "署名", // story page licence block: label of the credit line
  page_licence_copy: "复制署名", // story page licence block: the copy-credit-line button
  page_licence_copied: "署名已复制", // story page licence block: said after the credit line was copied
  page_licence_copy_failed: "无法复制，请手动选择署名", // story page licence block: the browser refused to copy
  page_licence_terms: "授权条款", // story page licence block: link to the licence terms
  page_licence_usage: "{type}。使用限制：{restrictions}。肖像权许可：{model}。物权许可：{property}。", // the downloaded file's XMP usage terms (xmpRights:UsageTerms)
  // photo facts and structured data (issue 12: photo viewing)
  page_meta_label: "图片信息", // aria-label of the list of facts under each photo
  page_meta_dimensions: "尺寸", // label in a photo's facts: its pixel dimensions
  page_meta_pixels: "{width} × {height} 像素", // a photo's pixel dimensions (of the original)
  page_meta_size: "文件大小", // label in a photo's facts: the original's file size
  page_meta_credit: "署名", // label in a photo's facts: the credit line
  page_meta_date: "拍摄日期", // label in a photo's facts: the date taken
  page_view_photo: "查看大图：{title}", // link around each photo: opens the photo viewer (or the large file without script)
  page_copyright_source: "{source}，{licence}", // schema.org copyrightNotice of a photo with a source credit (not shown, read by search engines)
  page_copyright_site: "© {name}，保留所有权利", // schema.org copyrightNotice of a photo without a source credit (not shown)
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
  page_service_console: "客服工作台", // the agents' console page (/cn/service/console.html): title, heading without JavaScript
  page_service_console_noscript: "客服工作台需要启用 JavaScript。", // the agents' console page: shown when scripts are off
  page_staff_console: "编辑工作台", // the staff console page (/cn/staff/console.html): title, heading without JavaScript
  page_staff_console_noscript: "编辑工作台需要启用 JavaScript。", // the staff console page: shown when scripts are off
  page_footer_note: "Photowire 演示站点。图片来自盖蒂博物馆开放内容计划（CC0），文字来自美国总统国情咨文（公有领域）。", // footer of published pages
  vc_subject: "Photowire 验证码", // verification email subject
  vc_text_register: "您的注册验证码是 {code}，{minutes}分钟内有效。如非本人操作，请忽略。", // SMS/email text, registration
  vc_text_reset: "您正在找回密码，验证码是 {code}，{minutes}分钟内有效。如非本人操作，请忽略。", // SMS/email text, password reset
  vc_text_modify: "您正在修改账号信息，验证码是 {code}，{minutes}分钟内有效。如非本人操作，请忽略。", // SMS/email text, profile change
  vc_text_photographer: "您正在登记摄影师联系手机，验证码是 {code}，{minutes}分钟内有效。如非本人操作，请忽略。", // SMS text, photographer registration or mobile change
  page_portfolio_title: "{name}的作品", // portfolio page: heading and <title>
  page_portfolio_count: "已发布 {count} 张照片", // portfolio page: number of published photos
  page_portfolio_empty: "暂无已发布的照片。", // portfolio page: no published photo yet
  page_portfolio_pending: "该摄影师资料正在审核中。", // portfolio page: profile awaiting review (bio hidden)
  page_portfolio_link: "{name}的全部作品", // story page: the credit link's accessible name
  page_portfolio_photos: "照片", // portfolio page: heading of the photo list
  class_0: "普通会员", // member class type 0
  class_1: "VIP会员", // member class type 1 (skips the quota shortfall check)
  record_point_opening: "开户赠送积分", // point record title: the opening balance (member center, point records tab)
  record_point_quota: "兑换下载额度", // point record title: points spent on download quota (web/order/save; member center, point records tab)
  record_point_withdraw: "积分提现", // point record title: points withdrawn to the bank (web/order/withdraw; member center, point records tab)
  invoice_title: "订单发票", // printable invoice of a paid pack order (GET /api/commerce/orders/{number}/invoice): heading and <title>
  invoice_title_pending: "形式发票（待付款）", // printable invoice of an order not paid yet: heading and <title>
  invoice_title_cancelled: "订单（已取消）", // printable invoice of a cancelled order: heading and <title>
  invoice_number: "订单号", // invoice: label of the order number
  invoice_date: "下单日期", // invoice: label of the order's date
  invoice_state: "状态", // invoice: label of the order's state
  invoice_state_pending: "待付款", // invoice: state of an order awaiting payment
  invoice_state_paid: "已付款", // invoice: state of a paid order
  invoice_state_cancelled: "已取消", // invoice: state of a cancelled order
  invoice_from: "收款方", // invoice: heading of the agency's details (configuration AGENCY_*)
  invoice_to: "付款方", // invoice: heading of the buyer's details
  invoice_tax_id: "纳税人识别号", // invoice: label of the agency's tax number
  invoice_email: "电子邮箱", // invoice: label of the agency's billing email
  invoice_member: "会员", // invoice: label of the ordering member (name and member code)
  invoice_organisation: "机构", // invoice: label of the organisation the quota goes to
  invoice_item: "项目", // invoice: column heading of the line
  invoice_quantity: "数量", // invoice: column heading of the photos of quota
  invoice_amount: "金额", // invoice: column heading of the price
  invoice_photos: "{count} 张", // invoice: the pack's photos of download quota
  invoice_validity: "付款后 {count} 天内有效", // invoice: under the pack's name, how long its quota lasts
  invoice_validity_none: "额度用完为止，不设期限", // invoice: under the pack's name, a pack without a time limit
  invoice_total: "合计", // invoice: label of the total
  invoice_paid_on: "已于 {date} 收到付款，付款参考号：{reference}", // invoice of a paid order: when and with which bank reference
  invoice_pay_by: "请通过银行转账支付以上金额，并在转账附言中填写订单号。", // invoice of a pending order: how to pay
  invoice_account_name: "户名", // invoice: bank account holder
  invoice_bank: "开户行", // invoice: bank and branch
  invoice_account_number: "账号", // invoice: bank account number
  invoice_swift: "SWIFT/BIC", // invoice: the bank's SWIFT/BIC code
  invoice_reference: "转账附言", // invoice: what to write as the transfer's reference (the order number)
  invoice_cancelled_note: "此订单已取消，无需付款。", // invoice of a cancelled order
  invoice_note: "本单据为订单凭证，并非税务机关监制的发票。", // invoice: footnote
  invoice_print: "打印或另存为 PDF：请使用浏览器的打印功能（Ctrl+P / ⌘P）。", // invoice: hint shown on screen only, not printed
  record_point_sale: "图片销售收入", // point record title: points a contributor earned from a paid download of their photo (issue 20 earnings; member center, point records tab)
  record_download_amount: "-{count} 张 · 剩余 {left} 张", // fee records tab: a paid download, the quota it spent and the quota left (member center)
  // issue 20: codes only the server says (its answers' msg); kept out of the widgets' shared code catalogue (common/i18n/codes.*), which every story page loads
  order_state: "该订单已付款或已取消，无法执行此操作", // an order action in the wrong state: cancel or confirm a paid or cancelled order, or confirm a paid order with another reference (issue 20)
  pack_inactive: "该下载套餐已停止销售，请选择其他套餐", // ordering a pack staff no longer offer (issue 20)
  organisation_full: "该机构的席位已满：请先增加席位或移除成员", // staff console: adding a member to an organisation whose seats are all taken (issue 20)
  payment_unavailable: "暂不支持在线下单付款，请联系本社", // ordering a pack while no bank account is configured (production without BANK_*; issue 20)
  search_no_words: "搜索内容中没有可检索的文字，请输入汉字、字母或数字", // search: a text of only symbols, emoji or punctuation (issue 21)
  search_too_long: "搜索内容过长，请不超过 {max} 个字", // search: a text over MAX_SEARCH_LENGTH characters ({max}; issue 21)
  request_too_large: "请求过大，请缩短搜索内容或网址", // any request whose address and headers exceed the server's limit (431; issue 21)
  // codes only the server says, moved out of common/i18n/codes.* (issue 22: the story page's JavaScript budget): a widget shows them from the answer's msg, never by itself
  api_1: "稿件不存在", // SPEC §8: story not found by oid
  api_2: "投稿提交失败", // SPEC §8: contribution submit returned nothing
  api_3: "稿件不存在", // SPEC §8: story not found by pcId
  photo_detail_9: "收藏失败", // SPEC §8: collection add failed
  api_tools_30: "稿件已提交，不能重复提交", // SPEC §8: draft already submitted
  es_error: "搜索会话已失效，请重新搜索", // SPEC §8: unknown or expired sid (the search restarts once, then shows this)
  storage_full: "服务器存储空间已满，文件已保留进度，腾出空间后可继续上传", // 507: the storage folder has no space left (ENOSPC)
  storage_unwritable: "服务器暂时无法保存文件，恢复后可继续上传", // 503: the storage folder is read-only or not writable (EROFS, EACCES)
  login_failed: "账号或密码错误", // login with wrong account or password
  point_short: "积分不足", // web/order/save or withdraw with fewer points than needed (member center)
  bank_missing: "请先填写银行账户信息", // web/order/withdraw before bank details are saved (member center)
  photographer_exists: "您已登记为摄影师", // web/photographer/register by a member who already has a photographer profile
  photographer_name_taken: "该署名已被其他摄影师使用", // register/update with a name another photographer already uses
  invalid_param_registered: "该署名属于其他摄影师，只有本社编辑可以署其名。请填写您自己的署名，或留空", // contribution: a byline naming another member's registered photographer profile or the archive's photographer (issue 19)
  review_state: "该投稿已处理，或当前不在审核中", // staff console: a review action in the wrong state (issue 19)
  contributor_not_approved: "该供稿人的申请尚未通过，请先审核其申请", // staff console: approving a submission of an applicant (issue 19)
  photographer_not_found: "摄影师不存在", // getPhotographerNode with an unknown id; update by a member without a profile
  captcha_invalid: "验证码错误或已失效", // wrong, used or burnt verification code
  captcha_expired: "验证码已过期，请重新获取", // verification code older than 10 minutes
  code_too_frequent: "验证码发送过于频繁，请稍后再试", // resend within 60 s
  old_password_wrong: "原密码错误", // password change with a wrong current password
  nature_mismatch: "该账号不属于所选会员类型", // changeNatureLogin with the other member kind
  F_EXCEED_PIXELS: "图片像素过多：宽 × 高不得超过 1.2 亿像素", // upload of a photo over UPLOAD_MAX_IMAGE_PIXELS (issue 19)
  upload_open_limit: "未完成的上传过多（同时最多 20 个文件或 4 GB）：请先完成或继续这些上传；未完成的上传在最后一次使用 24 小时后删除", // a new upload while the member's open uploads are at UPLOAD_OPEN_MAX or UPLOAD_OPEN_MAX_BYTES (issue 19)
  oauth_disabled: "未开通该第三方账号登录", // third-party provider not configured
  oauth_state: "授权已失效，请重新操作", // bad or expired OAuth state or ticket
  oauth_failed: "第三方授权失败，请稍后重试", // the provider refused the code or the user info
  third_party_bound: "该第三方账号已绑定其他会员", // identity bound to another member
  provider_bound: "您已绑定过该类型的第三方账号", // member already has one of this provider
} as const;
