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
  // issue 20: menu entries and tabs of the home page's sections (?tab=orders, earnings, organisation)
  uc_menu_orders: "我的订单", // left menu: link to the home page's ?tab=orders (packs and orders; highlighted there)
  uc_menu_earnings: "我的收益", // left menu (nature 1): link to uc1-index?tab=earnings (sales and withdrawal)
  uc_menu_organisation: "我的机构", // left menu (uc2, an organisation's admin only): link to uc2-index?tab=organisation
  uc_tab_orders: "下载套餐与订单", // ?tab=orders: the only tab of the orders section
  uc_tab_earnings: "收益", // ?tab=earnings (uc1): the only tab of the earnings section
  uc_tab_organisation: "机构", // ?tab=organisation (uc2): the only tab of the organisation section
  uc_photos: "{count} 张", // a number of photos (of quota): a pack's count, a sale's cost
  uc_retry: "重试", // orders section: try reading the packs again after a failure
  uc_refresh: "刷新", // orders and earnings sections: read the list again (a confirmed transfer shows on the next read)
  uc_amount_whole: "请输入正整数", // points exchange, withdrawal: the amount is not a whole number of at least 1
  uc_amount_min: "每次至少 {min} 积分", // withdrawal: fewer points than the minimum (settings withdrawMinPoints)
  uc_amount_max: "每次最多 {max} 张", // points exchange: more photos than the order cap (settings orderMaxQuantity)
  uc_amount_points_withdraw: "提现积分不能超过您现有的 {point} 积分", // withdrawal: more points than the member has
  uc_amount_points_exchange: "您的 {point} 积分最多可兑换 {max} 张", // points exchange: more photos than the member's points pay for
  // issue 20: the packs (orders section)
  uc_packs_title: "购买下载套餐", // orders section: heading of the packs on offer
  uc_packs_intro: "本社收到您的银行转账后，套餐的张数将添加到您的下载额度。", // orders section: under the packs' heading
  uc_packs_loading: "正在加载套餐…", // orders section: while the packs are read
  uc_packs_none: "目前没有可购买的套餐，请联系客服。", // orders section: no pack on offer
  uc_packs_failed: "套餐加载失败。", // orders section: the packs could not be read (a retry button follows)
  uc_pack_validity: "付款后 {count} 天内有效", // a pack: its validity after payment
  uc_pack_no_expiry: "用完为止，不限期", // a pack (or a paid order's quota) without a validity limit
  uc_pack_order: "订购", // a pack: the order button
  uc_pack_order_named: "订购{name}", // a pack: accessible name of its order button
  uc_pack_ordering: "正在下单…", // a pack: its order button while the order is placed
  uc_buy_for: "购买给", // orders section (an organisation's admin): legend of the choice whom the pack is for
  uc_buy_for_me: "我自己", // that choice: the member's own quota
  uc_buy_for_org: "{organisation}（机构共享额度）", // that choice: the organisation's shared quota
  // issue 20: the member's orders (orders section)
  uc_orders_title: "我的订单", // orders section: heading of the member's orders
  uc_orders_empty: "还没有订单", // orders section: no order yet
  uc_order_state_pending: "待付款", // an order's state: awaiting the bank transfer
  uc_order_state_paid: "已付款", // an order's state: paid, the quota added
  uc_order_state_cancelled: "已取消", // an order's state: cancelled
  uc_order_created: "下单日期 {date}", // an order: when it was placed
  uc_order_paid_on: "付款日期 {date}", // a paid order: when the payment was confirmed
  uc_order_cancelled_on: "取消日期 {date}", // a cancelled order: when
  uc_order_for_org: "用于{organisation}的共享额度", // an order for the organisation's shared quota
  uc_order_by: "下单人：{name}", // an organisation's order placed by another member (its admin sees them)
  uc_order_valid_until: "有效期至 {date}", // a paid order: until when its quota is valid
  uc_order_invoice: "发票", // an order: link to its printable invoice (new tab)
  uc_order_invoice_named: "订单 {number} 的发票（在新标签页打开）", // accessible name of that link
  uc_order_pay_title: "银行转账付款方式", // a pending order: heading of the bank transfer instructions
  uc_order_pay_hint: "转账时请在附言中填写参考号。本社确认收款后即添加下载额度。", // a pending order: under that heading
  uc_pay_account_name: "户名", // bank transfer: the agency's account name
  uc_pay_bank: "开户银行", // bank transfer: the bank
  uc_pay_account_number: "账号", // bank transfer: the account number
  uc_pay_swift: "SWIFT/BIC", // bank transfer: the SWIFT code (when configured)
  uc_pay_reference: "附言（参考号）", // bank transfer: the reference to write (the order number)
  uc_pay_amount: "金额", // bank transfer: the amount
  uc_order_cancel: "取消订单", // a pending order: the cancel button
  uc_order_cancel_named: "取消订单 {number}", // accessible name of that button
  uc_order_cancelling: "正在取消…", // that button while the order is cancelled
  uc_cancel_title: "取消此订单？", // cancel confirmation: heading
  uc_cancel_message: "订单 {number}（{pack}，{amount}）将被取消。取消后请勿再为其付款。", // cancel confirmation: the message
  uc_cancel_confirm: "取消订单", // cancel confirmation: the button that cancels
  uc_cancel_keep: "保留订单", // cancel confirmation: the button that keeps the order (focused first)
  uc_order_placed: "已下单 {number}：请通过银行转账支付 {amount}，附言填写 {number}。本社确认收款后即添加下载额度。", // live region: an order was placed
  uc_order_cancelled: "订单 {number} 已取消。", // live region: an order was cancelled
  // issue 20: the points exchange (orders section; web/order/save)
  uc_exchange_title: "用积分兑换下载额度", // orders section: heading of the points exchange
  uc_exchange_label: "兑换张数", // points exchange: label of the number of photos
  uc_exchange_hint: "每张 {points} 积分，每次最多 {max} 张。您现有 {point} 积分。", // points exchange: under the field (settings pointsPerPhoto, orderMaxQuantity)
  uc_exchange_submit: "兑换", // points exchange: the button
  uc_exchange_done: "已用 {points} 积分兑换 {count} 张下载额度，现有额度 {after} 张。", // points exchange: success (status)
  // issue 20: the earnings (uc1-index?tab=earnings)
  uc_earn_title: "我的收益", // earnings section: heading
  uc_earn_point: "现有积分", // earnings: the points the member has now
  uc_earn_total: "销售累计积分", // earnings: points earned from sales, all time
  uc_earn_share: "分成比例", // earnings: the share in force
  uc_earn_share_value: "{share}%", // earnings: the share's value
  uc_earn_explain: "买家每为您的图片花费 1 张下载额度，您获得 {points} 积分的 {share}%，即 {each} 积分。", // earnings: how a sale earns points (settings pointsPerPhoto, the share)
  uc_withdraw_title: "积分提现", // earnings: heading of the withdrawal
  uc_withdraw_label: "提现积分", // withdrawal: label of the points field
  uc_withdraw_hint: "每次至少 {min} 积分，支付到您银行信息中的账户。", // withdrawal: under the field (settings withdrawMinPoints)
  uc_withdraw_submit: "申请提现", // withdrawal: the button
  uc_withdraw_done: "已申请提现 {count} 积分，剩余 {after} 积分。", // withdrawal: success (status)
  uc_withdraw_bank: "填写银行信息", // withdrawal refused for want of bank details (bank_missing): link to the bank tab
  uc_earn_months: "按月统计", // earnings: heading of the month totals
  uc_earn_month: "月份", // month totals: column
  uc_earn_sales: "销售次数", // month totals: column
  uc_earn_points: "积分", // month totals and sales: column
  uc_earn_list: "销售记录", // earnings: heading of the sales
  uc_earn_photo: "图片", // sales and organisation downloads: column of the photo (links to the story)
  uc_earn_size: "尺寸", // sales and organisation downloads: column of the size
  uc_earn_date: "日期", // sales and organisation downloads: column of the date
  uc_earn_cost: "花费额度", // sales and organisation downloads: column of the photos of quota spent
  uc_earn_empty: "还没有销售记录：买家下载您的图片后会在此显示。", // earnings: no sale yet
  uc_size_small: "小图（网页用）", // a download size: small
  uc_size_medium: "中图", // a download size: medium
  uc_size_original: "原图", // a download size: the original
  // issue 20: the organisation (uc2-index?tab=organisation, its admin)
  uc_org_seats: "已用席位 {used} / {seats}", // organisation: seats used of seats
  uc_org_members: "成员", // organisation: heading of the members
  uc_org_admin: "管理员", // organisation: the admin's mark in the members
  uc_org_shared: "共享额度", // organisation: heading of its shared quota
  uc_org_downloads: "成员下载记录", // organisation: heading of who downloaded what
  uc_org_member: "成员", // organisation downloads: column of the member
  uc_org_covered: "支付方式", // organisation downloads: column of what paid for it
  uc_org_empty: "机构成员还没有下载记录", // organisation downloads: none yet
  uc_org_denied: "只有机构管理员可以查看此页面。", // organisation section for a member who is not an organisation's admin
  uc_covered_quota: "个人额度", // what paid a download: the member's quota
  uc_covered_grant: "下载授权", // what paid a download: the member's own grant
  uc_covered_organisation: "机构共享额度", // what paid a download: the organisation's shared quota
  uc_covered_free: "免费", // what paid a download: a free photo
  uc_covered_own: "本人作品", // what paid a download: the member's own photo
  uc_covered_repeat: "重复下载（免费）", // what paid a download: bought before
  // issue 20: the entitlements (download pages)
  uc_ent_order: "套餐订单 {number}", // entitlements: a grant bought by a pack order, named by its number
  uc_ent_until: "{until} 到期", // entitlements: a pack grant's expiry
  uc_ent_no_expiry: "不限期", // entitlements: a grant without expiry
  uc_ent_shared: "{organisation}的共享额度", // entitlements: heading of the organisation's shared quota
  uc_ent_shared_none: "暂无有效的共享额度", // entitlements: the organisation has no active grant
  uc_ent_ended: "已结束", // entitlements: a shared grant no longer usable
} as const;
