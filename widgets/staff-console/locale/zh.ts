/**
 * Chinese strings: the staff console (pw-staff-console, issue 19; the tabs and audit actions of issue 20, whose panels' strings are in commerce.ts and licences.ts). The comment on each entry says where it appears. zh has no
 * plural forms. The server's codes (access_denied, forbidden, review_state, contributor_not_approved, api_tools_1 …) come from
 * the codes catalogue when the server sent no message.
 */
export const messagesZh = {
  title: "编辑工作台", // the console's heading
  tabs_label: "工作台栏目", // accessible name of the tab list
  checking: "正在确认编辑身份…", // the whole console while the editor check runs
  guest_title: "请先登录", // heading shown to a guest instead of the console
  guest_text: "编辑工作台仅供本社编辑使用，请用编辑账号登录后回到此页。", // text under guest_title
  guest_login: "登录编辑账号", // the link to the login page (comes back here) shown to a guest
  forbidden_title: "仅限编辑使用", // heading shown to a logged-in member without the editor role
  forbidden_text: "当前账号没有编辑权限。如需开通，请联系其他编辑。", // text under forbidden_title
  access_failed: "无法打开编辑工作台：{reason}", // heading when the editor check failed (network, server)
  retry: "重试", // button under a failed check, list or submission
  editor_name: "当前编辑：{name}", // the header: who is logged in
  tab_review: "审核队列", // tab: submissions to review
  tab_takedowns: "撤稿", // tab: withdraw and restore stories
  tab_contributors: "投稿人申请", // tab: contributor applications
  tab_photographers: "摄影师认证", // tab: photographer profiles waiting
  tab_members: "会员管理", // tab: quotas, grants, roles
  tab_audit: "操作日志", // tab: the audit log
  tab_settings: "设置", // tab: prices, limits and sizes (issue 20)
  tab_packs: "下载包", // tab: download packs (issue 20)
  tab_orders: "订单", // tab: pack orders, bank transfers (issue 20)
  tab_organisations: "机构", // tab: organisation accounts (issue 20)
  list_loading: "正在加载…", // a list while it loads
  list_failed: "加载失败：{reason}", // a list that failed to load (with a retry button)
  list_count: "共 {count} 条", // under a list: how many items it has
  pager_label: "{list}分页", // accessible name of a list's page navigation
  pager_text: "第 {page} / {pages} 页", // between the page buttons
  pager_prev: "上一页", // page button
  pager_next: "下一页", // page button
  list_separator: "、", // between the items of a list of words (keywords, editions, roles)
  edition_zh: "中文版", // an edition (approval checkboxes, the editions of a story)
  edition_en: "英文版", // an edition
  edition_ann: "备用版", // the alternate edition
  f_contributor: "投稿人", // a submission's fact: who submitted it
  f_application: "投稿人申请", // a fact: the state of the contributor's application
  f_submitted: "提交时间", // a submission's fact
  f_updated: "更新时间", // a submission's fact
  f_reviewer: "审核人", // a submission's fact: the reviewer's code
  f_type: "类型", // a submission's or story's fact
  f_subject: "栏目", // a submission's fact: subject code
  f_shooting_date: "拍摄日期", // a submission's or file's fact
  f_keywords: "关键词", // a submission's or file's fact
  f_editions: "发布版本", // a submission's fact once approved
  f_caption: "图片说明", // a file's fact: the caption (the contributor's, or IPTC/EXIF)
  f_byline: "署名", // a file's fact: the byline
  f_story_id: "稿件编号", // a story's fact: pcId
  f_published: "发布时间", // a story's fact
  f_status: "状态", // a story's fact
  f_code: "会员编号", // a member's or photographer's fact: member code
  f_email: "邮箱", // a member's fact
  f_registered: "注册时间", // a member's or photographer's fact
  f_name_en: "英文名", // a photographer's fact
  f_name_zh: "中文名", // a photographer's fact
  f_claimed: "已有署名", // a photographer's fact: photos credited to the name already
  f_nature: "会员类型", // a member's fact
  f_quota: "下载额度", // a member's fact
  f_roles: "权限", // a member's fact: agent, editor
  contributor_0: "待审批", // contributor application: applied
  contributor_1: "已批准", // contributor application: approved
  contributor_2: "已拒绝", // contributor application: rejected
  type_image: "单张图片", // story type
  type_image_group: "组图", // story type
  type_video: "视频", // story type
  type_video_group: "视频组", // story type
  media_photo: "照片", // kind of a submitted file
  media_video: "视频", // kind of a submitted file
  file_heading: "文件 {n}（{kind}）", // heading of a submitted file; also the preview's alternative text when it has no caption
  m_dimensions: "尺寸", // IPTC/EXIF fact
  m_dimensions_value: "{width} × {height} 像素", // the dimensions' value
  m_size: "文件大小", // IPTC/EXIF fact
  m_format: "格式", // IPTC/EXIF fact
  m_color_space: "色彩空间", // IPTC/EXIF fact: the colour space (ICC profile or EXIF)
  match_same: "同一画面（可能尺寸或压缩不同）", // how a similar archive photo matches: perceptual hashes equal
  match_near: "非常相似（差异 {distance}/64）", // how a similar archive photo matches: the hashes' Hamming distance
  state_submitted: "待审核", // review state
  state_in_review: "审核中", // review state
  state_approved: "已通过", // review state
  state_rejected: "已退回", // review state
  state_changes: "待修改", // review state
  reason_rejected: "退回原因：{reason}", // a rejected submission's reason
  reason_changes: "修改意见：{reason}", // a submission sent back for changes: the reason
  story_link: "查看已发布的稿件（{id}）", // link to the published story of an approved submission
  filter_open: "待处理", // review filter: submitted and in review
  filter_submitted: "待审核", // review filter
  filter_in_review: "审核中", // review filter
  filter_approved: "已通过", // review filter
  filter_rejected: "已退回", // review filter
  filter_changes: "待修改", // review filter
  filter_all: "全部", // review filter
  review_filterLabel: "显示", // label of the review filter's choice
  review_list_label: "投稿列表", // accessible name of the submissions list
  review_empty: "没有符合条件的投稿", // the submissions list when empty
  review_item_by: "{name} 投稿", // a submission in the list: who submitted it
  review_close: "关闭", // button closing the open submission
  review_detailLoading: "正在加载投稿…", // the open submission while it loads
  review_claiming: "正在领取审核…", // status line while the submission is claimed
  review_filesHeading: "文件", // heading of the submission's files
  review_metaHeading: "文件中读取的 IPTC/EXIF 信息", // heading of a file's metadata
  review_similarHeading: "图库中的相似图片", // heading of a file's similar archive photos
  review_noSimilar: "图库中没有相似图片", // when no archive photo is similar
  review_noPreview: "无预览", // a file without a preview (a video)
  review_approveHeading: "批准发布", // heading of the approval form
  review_editionsLegend: "发布到以下版本", // legend of the editions checkboxes
  review_approve: "批准并发布", // the approve button
  review_approving: "正在发布…", // the approve button while it runs
  review_decideHeading: "退回或要求修改", // heading of the rejection form
  review_reasonLabel: "原因（投稿人会看到）", // label of the reason box
  review_reasonHint: "退回或要求修改时必须填写，最多 {max} 个字", // hint under the reason box
  review_reject: "退回", // button: reject with the reason
  review_rejecting: "正在退回…", // the reject button while it runs
  review_changes: "要求修改", // button: ask for changes with the reason
  review_changing: "正在发送…", // the changes button while it runs
  review_noSelection: "请从列表中选择一条投稿", // the detail area before a submission is opened
  review_descriptionLabel: "说明", // heading of the submission's description
  credit_label: "署名给", // label of a file's box: the photographer the published file is credited to (the contributor's byline at first)
  credit_hint: "可填写任何摄影师，包括已认证的摄影师（照片归入其主页），最多 {max} 个字；保留投稿人的署名则不变。", // hint under a file's "credit to" box
  takedown_searchLabel: "查找稿件", // accessible name of the story search form
  takedown_qLabel: "稿件编号或标题", // label of the search box
  takedown_qHint: "输入稿件编号（如 pw000123）或标题中的词", // hint under the search box
  takedown_withdrawnOnly: "只看已撤下的稿件", // checkbox of the search
  takedown_search: "查找", // search button
  takedown_withdraw: "撤下", // button of a story online
  takedown_restore: "恢复", // button of a story withdrawn
  takedown_dialogTitle: "撤下稿件", // title of the withdrawal dialog
  takedown_reasonLabel: "撤稿原因", // label of the withdrawal reason box
  takedown_reasonHint: "必须填写，最多 {max} 个字；稿件的所有版本、首页条目、搜索结果和原图下载都会下线", // hint under the reason box
  takedown_confirm: "确认撤下", // the dialog's confirm button
  takedown_working: "正在处理…", // a takedown button while it runs
  takedown_cancel: "取消", // the dialog's cancel button
  takedown_list_label: "稿件列表", // accessible name of the stories list
  takedown_empty: "没有稿件", // the stories list when empty
  takedown_empty_search: "没有找到匹配的稿件", // the stories list when a search found nothing
  story_withdrawn: "已撤下", // a story's status
  story_online: "已发布", // a story's status
  story_offline: "未发布", // a story's status
  withdrawn_line: "{at} 由 {by} 撤下，原因：{reason}", // under a withdrawn story
  takedown_withdraw_label: "撤下《{title}》", // accessible name of a story's withdraw button
  takedown_restore_label: "恢复《{title}》", // accessible name of a story's restore button
  takedown_licences: "照片授权", // a story's button opening its photos' licence editor (issue 20)
  takedown_licences_label: "编辑《{title}》的照片授权", // accessible name of a story's licences button
  approve: "批准", // button of an application
  reject: "拒绝", // button of an application
  contributors_intro: "自行注册的投稿人在申请获批前，投稿不会发布。", // text above the contributor applications
  contributors_list_label: "投稿人申请列表", // accessible name of the applications list
  contributors_empty: "没有待审批的投稿人申请", // the applications list when empty
  contributor_approve_label: "批准 {name} 的投稿人申请", // accessible name of an application's approve button
  contributor_reject_label: "拒绝 {name} 的投稿人申请", // accessible name of an application's reject button
  photographers_intro: "批准后，图库中已用此署名的照片归入该摄影师。", // text above the photographer profiles
  photographers_list_label: "待认证摄影师列表", // accessible name of the photographers list
  photographers_empty: "没有待认证的摄影师", // the photographers list when empty
  claimed_photos: "{count} 张照片", // how many photos are credited to the name already
  photographer_approve_label: "批准摄影师 {name} 的认证", // accessible name of a profile's approve button
  photographer_reject_label: "拒绝摄影师 {name} 的认证", // accessible name of a profile's reject button
  role_editor: "编辑", // a role
  role_agent: "客服", // a role
  role_none: "普通会员", // a member without staff roles
  role_editor_hint: "可打开编辑工作台，审核投稿、撤稿、管理会员", // hint beside the editor role
  role_agent_hint: "可打开客服工作台，回复读者", // hint beside the agent role
  role_self_hint: "不能取消自己的编辑权限", // hint beside one's own editor role (disabled)
  nature_1: "投稿人", // member nature 1
  nature_other: "个人会员", // other member natures
  quota_value: "{count} 张", // a member's download quota
  members_searchLabel: "查找会员", // accessible name of the member search form
  members_qLabel: "会员编号、姓名、邮箱或手机号", // label of the member search box
  members_qHint: "留空则列出全部会员", // hint under the member search box
  members_search: "查找", // search button
  members_manage: "管理", // a member's button that opens the member
  members_close: "关闭", // button closing the open member
  members_quotaHeading: "调整下载额度", // heading of the quota form
  members_deltaLabel: "增减张数", // label of the quota change box
  members_deltaHint: "正数增加、负数减少，最多 ±{max}；额度不会低于 0", // hint under the quota change box
  members_applyQuota: "调整", // the quota form's button
  members_grantsHeading: "机构授权", // heading of the member's grants
  members_noGrants: "暂无授权", // when the member has no grant
  members_revoke: "撤销", // a grant's revoke button
  members_grantHeading: "新增授权", // heading of the add-grant form
  members_labelLabel: "授权对象（机构名称）", // label of the grant label box
  members_grantQuotaLabel: "可下载张数", // label of the grant quota box
  members_daysLabel: "有效天数", // label of the grant days box
  members_grantHint: "张数（1 至 {max}）和天数（1 至 {days}）至少填一项", // hint under the grant boxes
  members_addGrant: "新增授权", // the add-grant form's button
  members_rolesHeading: "权限", // heading of the roles checkboxes
  members_working: "正在保存…", // a member form's button while it runs
  members_list_label: "会员列表", // accessible name of the members list
  members_empty: "没有找到会员", // the members list when empty
  members_manage_label: "管理 {name}", // accessible name of a member's manage button
  member_heading: "会员：{name}", // heading of the open member
  grant_unlimited: "张数不限", // a grant without a count limit
  grant_remaining: "剩余 {remaining} / {total} 张", // a grant's photos left
  grant_until: "{from} 至 {until}", // a grant's period
  grant_from: "自 {from} 起长期有效", // a grant without an end
  grant_active: "有效", // a grant's state
  grant_inactive: "已失效", // a grant's state: expired or used up
  grant_revoked: "已撤销", // a grant's state
  grant_revoke_label: "撤销授权：{label}", // accessible name of a grant's revoke button
  audit_caption: "操作日志（最新在前，只读）", // caption of the audit log table
  audit_time: "时间", // audit column
  audit_actor: "操作人", // audit column
  audit_action: "操作", // audit column
  audit_target: "对象", // audit column
  audit_detail: "详情", // audit column
  audit_readOnly: "日志由系统记录，任何人都不能修改或删除。", // text above the audit log
  audit_refresh: "刷新", // button reloading the audit log
  audit_empty: "还没有操作记录", // the audit log when empty
  actor_cli: "命令行", // actor of an action made with the photowire command
  "action_submission.claim": "领取审核", // audit action
  "action_submission.approve": "批准投稿", // audit action
  "action_submission.reject": "退回投稿", // audit action
  "action_submission.changes": "要求修改", // audit action
  "action_story.withdraw": "撤下稿件", // audit action
  "action_story.restore": "恢复稿件", // audit action
  "action_contributor.approve": "批准投稿人", // audit action
  "action_contributor.reject": "拒绝投稿人", // audit action
  "action_photographer.approve": "认证摄影师", // audit action
  "action_photographer.reject": "拒绝摄影师", // audit action
  "action_member.quota": "调整额度", // audit action
  "action_member.grant": "新增授权", // audit action
  "action_member.grant_revoke": "撤销授权", // audit action
  "action_member.role": "修改权限", // audit action
  "action_setting.change": "修改设置", // audit action (issue 20)
  "action_pack.create": "新建下载包", // audit action
  "action_pack.change": "修改下载包", // audit action
  "action_order.confirm": "确认银行转账", // audit action
  "action_order.cancel": "取消订单", // audit action
  "action_organisation.create": "新建机构", // audit action
  "action_organisation.change": "修改机构", // audit action
  "action_organisation.member": "调整机构成员", // audit action
  "action_organisation.grant": "给机构授权", // audit action
  "action_organisation.grant_revoke": "撤销机构授权", // audit action
  "action_licence.change": "修改照片授权", // audit action
  problem_reason_required: "请填写原因", // under a reason box: empty
  problem_reason_maxLength: "原因最多 {max} 个字", // under a reason box: too long
  problem_editions_required: "请至少选择一个版本", // under the editions: none checked
  problem_editions_enum: "版本无效", // under the editions: an unknown edition
  problem_credit_required: "请填写摄影师姓名", // under a file's "credit to" box: emptied
  problem_credit_maxLength: "姓名最多 {max} 个字", // under a file's "credit to" box: too long
  problem_credit_notFound: "投稿中已没有这个文件", // under a file's "credit to" box: the server has no such file
  problem_delta_required: "请输入不为 0 的整数", // under the quota change box
  problem_delta_integer: "请输入整数，例如 10 或 -5", // under the quota change box
  problem_delta_maximum: "一次最多增减 {max} 张", // under the quota change box
  problem_label_required: "请填写授权对象", // under the grant label box
  problem_label_maxLength: "授权对象最多 {max} 个字", // under the grant label box
  problem_quota_integer: "请输入整数", // under the grant quota box
  problem_quota_minimum: "至少 1 张", // under the grant quota box
  problem_quota_maximum: "最多 {max} 张", // under the grant quota box
  problem_days_integer: "请输入整数", // under the grant days box
  problem_days_minimum: "至少 1 天", // under the grant days box
  problem_days_maximum: "最多 {max} 天", // under the grant days box
  problem_grant_required: "张数和天数至少填一项", // under the grant boxes: neither given
  problem_editor_self: "不能取消自己的编辑权限", // the roles' alert: the server refused (rule self)
  problem_other: "此项有误（{rule}）", // a problem the console has no text for
  action_failed: "操作失败：{reason}", // toast when a staff action failed
  claim_failed: "领取审核失败：{reason}", // toast when claiming a submission failed
  claimed: "已领取《{title}》的审核", // quick toast after claiming
  approve_done: "《{title}》已批准并发布", // quick toast after approving
  reject_done: "《{title}》已退回", // quick toast after rejecting
  changes_done: "已要求修改《{title}》", // quick toast after asking for changes
  withdrawn: "《{title}》已撤下", // quick toast after a takedown
  restored: "《{title}》已恢复", // quick toast after a restore
  contributor_approved: "已批准 {name} 的投稿人申请", // quick toast
  contributor_rejected: "已拒绝 {name} 的投稿人申请", // quick toast
  photographer_approved: "已认证摄影师 {name}", // quick toast
  photographer_rejected: "已拒绝摄影师 {name}", // quick toast
  quota_done: "{name} 的下载额度现为 {quota} 张", // quick toast after a quota change
  grant_done: "已为 {name} 新增授权：{label}", // quick toast after adding a grant
  revoke_done: "已撤销 {name} 的一项授权", // quick toast after revoking a grant
  role_agent_on: "{name} 已获得客服权限", // quick toast
  role_agent_off: "已取消 {name} 的客服权限", // quick toast
  role_editor_on: "{name} 已获得编辑权限", // quick toast
  role_editor_off: "已取消 {name} 的编辑权限", // quick toast
} as const;
