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
  record_download_amount: "-{count} 张 · 剩余 {left} 张", // fee records tab: a paid download, the quota it spent and the quota left (member center)
} as const;
