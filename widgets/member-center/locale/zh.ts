/**
 * Chinese strings: the member-center feature. The comment on each entry says where it appears. zh has no plural forms.
 */
export const messagesZh = {
  avatar_alt: "{name}的头像", // profile card (index pages): alt text of the member's avatar
  loading: "正在加载…", // top of the center while who is here is not known yet (role=status)
  f_mobile: "手机号码", // profile card (index pages): label of the masked mobile number
  f_email: "邮箱", // profile card (index pages): label of the email
  uc_title_uc1_index: "会员中心", // top bar: the page heading (h1) of uc1-index
  uc_title_uc1_like: "我的收藏", // top bar: the page heading (h1) of uc1-like
  uc_title_uc1_upload: "我的稿件", // top bar: the page heading (h1) of uc1-upload
  uc_title_uc1_new: "上传稿件", // top bar: the page heading (h1) of uc1-new
  uc_title_uc2_index: "会员中心", // top bar: the page heading (h1) of uc2-index
  uc_title_uc2_like: "我的收藏", // top bar: the page heading (h1) of uc2-like
  uc_title_uc2_download: "我的下载", // top bar: the page heading (h1) of uc2-download
  uc_back: "返回", // top bar: the back button (asks style_1 when an input is filled)
  uc_upload: "上传", // top bar: the upload link to uc1-new (nature 1 only)
  uc_menu: "会员中心菜单", // left menu: its accessible name (nav aria-label)
  uc_menu_index: "会员首页", // left menu: link to the member's home (uc1-index / uc2-index)
  uc_menu_like: "我的收藏", // left menu: link to favourites (uc1-like / uc2-like)
  uc_menu_upload: "我的稿件", // left menu (nature 1): link to uc1-upload?tab=publish
  uc_menu_new: "上传稿件", // left menu (nature 1): link to uc1-new
  uc_menu_download: "我的下载", // left menu: link to uc2-download (other natures) or uc1-like?tab=download (contributors)
  uc_menu_fee: "费用记录", // left menu: link to the home page's ?tab=fee_record (highlighted there)
  uc_tabs: "栏目", // tab list: its accessible name (tablist aria-label)
  uc_tab_profile: "基本资料", // home tab: the profile form (pw-profile-form)
  uc_tab_password: "修改密码", // home tab: the password form (pw-password-form)
  uc_tab_certificate: "证件信息", // home tab: the certificate form (pw-certificate-form)
  uc_tab_bank: "银行信息", // home tab: the bank form (pw-bank-form)
  uc_tab_bindings: "第三方账号", // home tab: third-party accounts (pw-bind-account)
  uc_tab_fee_record: "费用记录", // ?tab=fee_record tab: fee records (web/buy/get_record); also the list's aria-label
  uc_tab_point_record: "积分记录", // ?tab=fee_record tab: point records (web/point/get_record); also the list's aria-label
  uc_tab_like: "点赞", // favourites tab: likes (store ss_thumps_up); also the list's aria-label
  uc_tab_collect: "收藏", // favourites tab: collections (store collection); also the list's aria-label
  uc_tab_publish: "已提交", // uc1-upload tab: submitted stories (statusId 13); also the list's aria-label
  uc_tab_draft: "草稿", // uc1-upload tab: drafts; also the list's aria-label
  uc_tab_download: "下载记录", // uc2-download tab: downloads (store ss_download); also the list's aria-label
  uc_empty_like: "还没有点赞的图片", // likes tab: the list is empty
  uc_empty_collect: "还没有收藏的图片", // collections tab: the list is empty
  uc_empty_publish: "还没有已提交的稿件", // submitted tab (uc1-upload): the list is empty
  uc_empty_draft: "还没有草稿", // drafts tab (uc1-upload): the list is empty
  uc_empty_download: "还没有下载记录", // downloads tab (uc2-download): the list is empty
  uc_empty_fee_record: "还没有费用记录", // fee records tab: the list is empty
  uc_empty_point_record: "还没有积分记录", // point records tab: the list is empty
  uc_draft_submitted: "已提交", // uc1-upload rows: status line of a submitted story
  uc_draft_draft: "草稿", // uc1-upload rows: status line of a draft
  uc_review_submitted: "已提交，等待审核", // uc1-upload rows (issue 19): review state of a submitted story
  uc_review_in_review: "审核中", // uc1-upload rows: an editor is reviewing the story
  uc_review_approved: "已通过，已发布", // uc1-upload rows: approved; the row links to the published page
  uc_review_rejected: "未通过", // uc1-upload rows: rejected (the reason follows)
  uc_review_changes: "需要修改", // uc1-upload drafts tab: the editors asked for changes (the reason follows; the row opens the draft)
  uc_review_reason: "原因：{reason}", // uc1-upload rows and the review announcement: the editor's reason
  uc_review_story: "《{title}》", // the review announcement: the story's title
  uc_review_untitled: "您的稿件", // the review announcement: a story whose row is not on the page
  uc_review_said_submitted: "{story}已提交，等待审核。", // live region (uc1 pages, realtime): the story entered the review queue
  uc_review_said_in_review: "编辑正在审核{story}。", // live region: an editor took the story
  uc_review_said_approved: "{story}已通过审核并发布。", // live region: approved and published
  uc_review_said_rejected: "{story}未通过审核。", // live region: rejected (the reason follows)
  uc_review_said_changes: "{story}需要修改后才能发布，请编辑后重新提交。", // live region: changes asked (the reason follows)
  uc_review_said_with_reason: "{said}{reason}", // live region: a sentence above followed by the reason line (uc_review_reason)
  uc_applied: "您的投稿人账号正在等待本社编辑审核。您可以上传并提交稿件，审核通过前不会发布任何内容。", // notice on the uc1 pages while the contributor application is open (contributorStatus 0)
  uc_app_rejected: "您的投稿人申请未获本社编辑批准，您提交的稿件不会发布。", // notice on the uc1 pages when the application was rejected (contributorStatus 2)
  uc_ent_title: "下载权益", // heading of the download entitlements (uc2-download, uc1-like?tab=download)
  uc_ent_quota: "剩余下载额度：{count} 张", // entitlements: the quota left
  uc_ent_grants: "本社授予的下载授权", // entitlements: heading of the active grants
  uc_ent_none: "暂无有效的下载授权", // entitlements: no active grant
  uc_ent_past: "已结束或已撤销的授权", // entitlements: heading of the ended, used-up or revoked grants
  uc_ent_left: "剩余 {count} / {total} 张", // a counted grant: photos left of the grant's total
  uc_ent_unlimited: "不限张数", // a grant without a count limit
  uc_ent_period: "{from} 至 {until}", // a grant's period
  uc_ent_from: "自 {from} 起", // an open-ended grant's period
  uc_ent_why_revoked: "已于 {date} 撤销", // a past grant: revoked on a date
  uc_ent_why_expired: "已过期", // a past grant: its period ended
  uc_ent_why_used: "已用完", // a past grant: all its photos used
  uc_ent_why_pending: "尚未生效", // a grant whose period has not started
  uc_remove: "移除", // like and collection rows: text of the remove button
  uc_remove_item: "移除“{title}”", // like and collection rows: accessible name of the remove button
  uc_page: "第{page}页，共{pages}页", // under a list of more than 10 rows: the pager's position and its aria-label
  uc_prev: "上一页", // pager: previous page button
  uc_next: "下一页", // pager: next page button
  uc_points: "积分", // profile card (index pages): label of the points
  uc_class: "会员等级", // profile card (index pages): label of the member class name
  uc_not_set: "未设置", // profile card (index pages): value of an empty mobile or email
  uc_photographer: "我的摄影师主页", // profile card (members with a photographerId): link to their stories on the search page
  uc_change_avatar: "更换头像", // profile card (index pages): the avatar upload button
  uc_avatar_done: "头像已更新", // profile card: status line after the avatar upload succeeded
  uc_leave_title: "离开此页？", // back confirmation dialog (style_1): heading
  uc_leave: "离开", // back confirmation dialog: the button that leaves
  uc_stay: "留在此页", // back confirmation dialog: the button that stays (focused first)
} as const;
