/**
 * The staff console's strings of buying (issue 20): the settings, packs,
 * orders and organisations panels and the problems of their forms, zh and
 * en; index.ts joins them to zh.ts / en.ts (one `t`). The comment on each
 * entry says where it appears; zh has no plural forms, English plurals
 * ({ one, other }) are chosen by Intl.PluralRules on {count}. Problems are
 * by rule (`cp_<rule>`) with the field's bounds as {min} / {max}.
 */
import type { Catalogue } from "../../../common/i18n/index.js";

export const commerceZh = {
  settings_intro: "这些数值立即对所有下载、订单和提现生效；每次保存都写入操作日志。", // text above the settings form
  settings_points_legend: "积分、提现与积分订单", // fieldset of the points settings
  settings_downloads_legend: "下载与分成", // fieldset of the download link and the contributor's share
  setting_pointsPerPhoto: "每张下载额度的积分", // label of the points-per-photo box
  setting_pointsPerPhoto_hint: "用积分兑换一张下载额度所需的积分，{min} 至 {max}", // hint under it
  setting_withdrawMinPoints: "提现最低积分", // label of the withdrawal minimum box
  setting_withdrawMinPoints_hint: "一次提现至少需要的积分，{min} 至 {max}", // hint under it
  setting_orderMaxQuantity: "积分订单最多张数", // label of the order cap box
  setting_orderMaxQuantity_hint: "一笔积分订单最多兑换的下载额度，{min} 至 {max} 张", // hint under it
  setting_downloadLinkMinutes: "下载链接有效期（分钟）", // label of the link lifetime box
  setting_downloadLinkMinutes_hint: "签名下载地址的有效时间，{min} 至 {max} 分钟", // hint under it
  setting_contributorSharePercent: "投稿人分成（%）", // label of the contributor's share box
  setting_contributorSharePercent_hint: "每次付费下载，投稿人获得“费用 × 每张积分 × 分成 ÷ 100”积分（向下取整），{min} 至 {max}", // hint under it
  size_small: "小图（网页用）", // fieldset of the small size
  size_medium: "中图", // fieldset of the medium size
  size_original: "原图", // fieldset of the original size
  setting_longEdgePx: "长边（像素）", // label of a size's long edge box
  setting_longEdgePx_hint: "{min} 至 {max}；小图须小于中图，不会大于原图", // hint under it
  setting_cost: "每张费用（下载额度）", // label of a size's cost box
  setting_cost_hint: "下载一张此尺寸的照片所需的额度，{min} 至 {max}；0 为免费", // hint under it
  settings_originalEdge: "原图保持原文件的尺寸。", // in the original's fieldset instead of a long edge box
  settings_save: "保存设置", // the settings form's button
  settings_saving: "正在保存…", // the button while it saves
  settings_saved: "设置已保存", // quick toast after a save
  settings_unchanged: "没有需要保存的改动", // quick toast when nothing changed
  packs_intro: "会员在额度用完时可以订购这些下载包。停用的下载包不再出售，已有的订单不受影响。", // text above the packs
  packs_newPack: "新建下载包", // button opening the form on a new pack
  packs_edit: "编辑", // a pack's edit button
  packs_save: "保存下载包", // the pack form's button
  packs_saving: "正在保存…", // the button while it saves
  packs_close: "关闭", // button closing the pack form
  packs_list_label: "下载包", // accessible name of the packs list
  packs_empty: "还没有下载包", // the packs list when empty
  f_pack_count: "张数", // a pack's fact: photos of quota
  photos_count: "{count} 张", // photos of quota
  f_price: "价格", // a pack's fact
  f_validity: "有效期", // a pack's or order's fact
  validity_days: "付款后 {count} 天内", // a pack's validity
  validity_none: "用完为止", // a pack without a validity
  pack_active: "在售", // a pack's state
  pack_inactive: "已停用", // a pack's state
  pack_edit_label: "编辑下载包“{name}”", // accessible name of a pack's edit button
  pack_new_heading: "新建下载包", // heading of the form on a new pack
  pack_edit_heading: "编辑下载包：{name}", // heading of the form on a pack
  pack_nameZh: "中文名称", // label of a pack's Chinese name box
  pack_nameEn: "英文名称", // label of a pack's English name box
  pack_name_hint: "必填，最多 {max} 个字符", // hint under a name box
  pack_count: "照片张数", // label of a pack's count box
  pack_count_hint: "加入的下载额度，{min} 至 {max} 张", // hint under it
  pack_price: "价格", // label of a pack's price box
  pack_price_hint: "按所选币种的元填写，如 1280.00（{min} 至 {max}）", // hint under it
  pack_currency: "币种", // label of a pack's currency list
  currency_CNY: "人民币（CNY）", // a currency
  currency_USD: "美元（USD）", // a currency
  currency_EUR: "欧元（EUR）", // a currency
  currency_HKD: "港币（HKD）", // a currency
  pack_validityDays: "有效天数", // label of a pack's validity box
  pack_validityDays_hint: "付款后可以使用的天数，{min} 至 {max}；留空为用完为止", // hint under it
  pack_activeLabel: "在售", // label of a pack's active checkbox
  pack_active_hint: "会员可以订购；取消勾选即停用", // hint beside it
  pack_created: "已新建下载包“{name}”", // quick toast after creating a pack
  pack_saved: "下载包“{name}”已保存", // quick toast after saving a pack
  orders_searchLabel: "查找订单", // accessible name of the order search form
  orders_qLabel: "订单号或会员编号", // label of the order search box
  orders_qHint: "如 PW-20261127-000042；留空列出全部", // hint under it
  orders_filterLabel: "状态", // label of the order state list
  orders_search: "查找", // search button
  orders_open: "查看", // an order's button that opens it
  orders_close: "关闭", // button closing the open order
  orders_invoice: "发票", // the open order's invoice link
  orders_confirm: "确认银行转账", // a pending order's button opening the confirmation
  orders_cancelOrder: "取消订单", // a pending order's cancel button
  orders_confirmTitle: "确认银行转账", // title of the confirmation dialog
  orders_confirmSubmit: "确认收款", // the confirmation's button
  orders_confirming: "正在确认…", // the button while it confirms
  orders_dialogCancel: "取消", // the confirmation dialog's cancel button
  orders_cancelTitle: "取消订单", // title of the cancellation dialog
  orders_cancelConfirm: "取消订单", // the cancellation dialog's confirm button
  orders_keep: "保留订单", // the cancellation dialog's cancel button
  orders_list_label: "订单", // accessible name of the orders list
  orders_empty: "还没有订单", // the orders list when empty
  orders_empty_search: "没有符合条件的订单", // the orders list when a search or filter found nothing
  order_filter_all: "全部", // order state filter
  order_filter_pending: "待付款", // order state filter
  order_filter_paid: "已付款", // order state filter
  order_filter_cancelled: "已取消", // order state filter
  order_state_pending: "待付款", // an order's state
  order_state_paid: "已付款", // an order's state
  order_state_cancelled: "已取消", // an order's state
  order_line: "{member} · {pack} · {amount}", // an order in the list: who, which pack, how much
  order_open_label: "查看订单 {number}", // accessible name of an order's open button
  order_heading: "订单 {number}", // heading of the open order
  order_invoice_label: "订单 {number} 的发票（新窗口）", // accessible name of the invoice link
  member_value: "{name}（{code}）", // a member: name and code
  f_order_state: "状态", // an order's fact
  f_member: "会员", // an order's fact: who ordered
  f_organisation: "机构", // an order's fact: the organisation the quota goes to
  f_pack: "下载包", // an order's fact
  pack_value: "{name}，{count} 张", // an order's pack
  f_amount: "金额", // an order's fact
  f_ordered: "下单时间", // an order's fact
  f_paid: "付款时间", // an order's fact
  f_reference: "银行流水号", // an order's fact: the payment's reference
  f_cancelled: "取消时间", // an order's fact
  f_grant: "加入的额度", // an order's fact: the grant it added
  grant_left: "剩余 {count} 张", // the photos left of an order's grant
  grant_until_date: "有效至 {until}", // the end of a grant
  detail_separator: "，", // between the parts of a grant's text (photos left, end)
  confirm_reference: "银行流水号", // label of the confirmation's reference box
  confirm_reference_hint: "银行回单上的交易参考号，最多 {max} 个字符；同一笔转账只会入账一次", // hint under it
  confirm_amount: "收到的金额", // label of the confirmation's amount box
  confirm_amount_hint: "按回单填写，须等于订单价格 {price}", // hint under it
  order_cancel_message: "取消 {member} 的订单 {number}（{price}）？取消后会员不能再为它付款。", // the cancellation dialog's message
  order_paid: "订单 {number} 已付款，已加入 {count} 张下载额度", // quick toast after a confirmation
  order_cancelled: "订单 {number} 已取消", // quick toast after a cancellation
  orgs_intro: "机构的成员共用机构的下载额度；机构管理员可以看到谁下载了什么。", // text above the organisations
  orgs_newOrganisation: "新建机构", // button opening the create form
  orgs_manage: "管理", // an organisation's button that opens it
  orgs_close: "关闭", // button closing the open organisation or the create form
  orgs_createHeading: "新建机构", // heading of the create form
  orgs_create: "创建机构", // the create form's button
  orgs_editHeading: "名称与席位", // heading of the name and seats form
  orgs_save: "保存", // the name and seats form's button
  orgs_membersHeading: "成员", // heading of the organisation's members
  orgs_noMembers: "还没有成员", // when it has no member
  orgs_admin: "管理员", // tag beside the admin among the members
  orgs_remove: "移出", // a member's remove button
  orgs_addMemberHeading: "添加成员", // heading of the add-member form
  orgs_addMember: "添加", // the add-member form's button
  orgs_grantsHeading: "机构的授权（共用额度）", // heading of the organisation's grants
  orgs_noGrants: "还没有授权", // when it has no grant
  orgs_grantHeading: "给机构授权", // heading of the add-grant form
  orgs_addGrant: "添加授权", // the add-grant form's button
  orgs_revoke: "撤销", // an organisation grant's revoke button (issue 20)
  orgs_working: "正在保存…", // a form's button while it runs
  orgs_list_label: "机构", // accessible name of the organisations list
  orgs_empty: "还没有机构", // the organisations list when empty
  f_seats: "席位", // an organisation's fact
  seats_value: "已用 {used} / 共 {seats}", // seats used of seats
  f_admin: "管理员", // an organisation's fact
  admin_none: "无", // an organisation without an admin
  org_manage_label: "管理机构“{name}”", // accessible name of an organisation's manage button
  org_heading: "机构：{name}", // heading of the open organisation
  org_name: "机构名称", // label of the name box
  org_name_hint: "必填，最多 {max} 个字符", // hint under it
  org_seats: "席位数", // label of the seats box
  org_seats_hint: "{min} 至 {max}，不能少于已有的成员数", // hint under it
  org_adminCode: "管理员的会员编号", // label of the admin box of the create form
  org_adminCode_hint: "该会员成为机构管理员并占用一个席位", // hint under it
  org_code: "会员编号", // label of the add-member box
  org_code_hint: "加入后共用机构的额度（已用 {used} / 共 {seats} 个席位）", // hint under it
  org_grant_label: "授权说明", // label of the organisation grant's label box
  org_remove_label: "把 {name} 移出“{org}”", // accessible name of a member's remove button
  organisation_created: "已创建机构“{name}”", // quick toast
  organisation_saved: "机构“{name}”已保存", // quick toast
  organisation_member_added: "{member} 已加入“{name}”", // quick toast
  organisation_member_removed: "{member} 已移出“{name}”", // quick toast
  organisation_grant_added: "已给“{name}”添加授权“{label}”", // quick toast
  organisation_grant_revoked: "已撤销“{name}”的授权“{label}”", // quick toast: an organisation's grant revoked (issue 20)
  cp_required: "请填写此项", // under a box: empty
  cp_integer: "请填写整数", // under a box: not a whole number
  cp_type: "请填写整数", // under a box: the server found no number
  cp_minimum: "不能小于 {min}", // under a box: too small
  cp_maximum: "不能大于 {max}", // under a box: too large
  cp_maxLength: "最多 {max} 个字符", // under a box: too long
  cp_money: "请填写金额，如 1280.00（最多两位小数）", // under a money box: not an amount
  cp_enum: "请从列表中选择", // under a list: an unknown value
  cp_order: "小图的长边须小于中图的长边", // under the small size's long edge: not below medium's
  cp_const: "原图保持原文件的尺寸", // under the original's long edge (the server's rule)
  cp_mismatch: "收到的金额与订单价格 {price} 不符，请核对银行回单", // under the confirmation's amount: the server refused it
  cp_notFound: "没有这个会员编号", // under a member code box: no such member
  cp_full: "这个机构的 {seats} 个席位都已占用：请先增加席位，或移出一位成员", // under the add-member box: organisation_full
  cp_minLength: "请填写此项", // under a box: empty (the server's rule)
  cp_v_emoji: "不能包含表情符号", // under a text box: an emoji (the server's rule)
  cp_reference_taken: "这个银行流水号已记在另一笔订单上，请核对", // under the confirmation's reference: recorded for another order
  cp_adminCode_taken: "该会员已占用一个机构的席位", // under the admin box: a seat elsewhere
  cp_code_taken: "该会员已占用一个机构的席位", // under the add-member box: a seat elsewhere
  cp_code_admin: "机构管理员不能移出机构", // the organisation's alert: removing its admin was refused
  cp_seats_used: "不能少于已有的 {used} 位成员", // under the seats box: below its members
} as const;

export const commerceEn: Catalogue<keyof typeof commerceZh> = {
  settings_intro: "These values hold at once for every download, order and withdrawal; each save is written to the audit log.", // text above the settings form
  settings_points_legend: "Points, withdrawals and points orders", // fieldset of the points settings
  settings_downloads_legend: "Downloads and the contributor's share", // fieldset of the download link and the contributor's share
  setting_pointsPerPhoto: "Points per photo of quota", // label of the points-per-photo box
  setting_pointsPerPhoto_hint: "Points one photo of quota costs when bought with points, {min} to {max}", // hint under it
  setting_withdrawMinPoints: "Withdrawal minimum (points)", // label of the withdrawal minimum box
  setting_withdrawMinPoints_hint: "Fewest points one withdrawal takes, {min} to {max}", // hint under it
  setting_orderMaxQuantity: "Points order cap (photos)", // label of the order cap box
  setting_orderMaxQuantity_hint: "Most photos of quota one points order buys, {min} to {max}", // hint under it
  setting_downloadLinkMinutes: "Download link lifetime (minutes)", // label of the link lifetime box
  setting_downloadLinkMinutes_hint: "How long a signed download address stays valid, {min} to {max} minutes", // hint under it
  setting_contributorSharePercent: "Contributor's share (%)", // label of the contributor's share box
  setting_contributorSharePercent_hint: "A paid download earns the contributor cost × points per photo × share ÷ 100 points (rounded down), {min} to {max}", // hint under it
  size_small: "Small (for the web)", // fieldset of the small size
  size_medium: "Medium", // fieldset of the medium size
  size_original: "Original", // fieldset of the original size
  setting_longEdgePx: "Long edge (px)", // label of a size's long edge box
  setting_longEdgePx_hint: "{min} to {max}; small below medium; never larger than the original", // hint under it
  setting_cost: "Cost per photo (photos of quota)", // label of a size's cost box
  setting_cost_hint: "Quota one photo at this size costs, {min} to {max}; 0 is free", // hint under it
  settings_originalEdge: "The original keeps the file's own size.", // in the original's fieldset instead of a long edge box
  settings_save: "Save settings", // the settings form's button
  settings_saving: "Saving…", // the button while it saves
  settings_saved: "Settings saved", // quick toast after a save
  settings_unchanged: "Nothing changed to save", // quick toast when nothing changed
  packs_intro: "Members order these packs when their quota runs out. An inactive pack is no longer sold; orders that bought it are kept.", // text above the packs
  packs_newPack: "New pack", // button opening the form on a new pack
  packs_edit: "Edit", // a pack's edit button
  packs_save: "Save pack", // the pack form's button
  packs_saving: "Saving…", // the button while it saves
  packs_close: "Close", // button closing the pack form
  packs_list_label: "Download packs", // accessible name of the packs list
  packs_empty: "No pack yet", // the packs list when empty
  f_pack_count: "Photos", // a pack's fact: photos of quota
  photos_count: { one: "{count} photo", other: "{count} photos" }, // photos of quota
  f_price: "Price", // a pack's fact
  f_validity: "Validity", // a pack's or order's fact
  validity_days: { one: "{count} day after payment", other: "{count} days after payment" }, // a pack's validity
  validity_none: "Until used", // a pack without a validity
  pack_active: "On sale", // a pack's state
  pack_inactive: "Inactive", // a pack's state
  pack_edit_label: "Edit the pack “{name}”", // accessible name of a pack's edit button
  pack_new_heading: "New pack", // heading of the form on a new pack
  pack_edit_heading: "Edit pack: {name}", // heading of the form on a pack
  pack_nameZh: "Name in Chinese", // label of a pack's Chinese name box
  pack_nameEn: "Name in English", // label of a pack's English name box
  pack_name_hint: "Required, at most {max} characters", // hint under a name box
  pack_count: "Photos", // label of a pack's count box
  pack_count_hint: "Photos of quota it adds, {min} to {max}", // hint under it
  pack_price: "Price", // label of a pack's price box
  pack_price_hint: "In the currency's main unit, such as 1280.00 ({min} to {max})", // hint under it
  pack_currency: "Currency", // label of a pack's currency list
  currency_CNY: "Chinese yuan (CNY)", // a currency
  currency_USD: "US dollar (USD)", // a currency
  currency_EUR: "Euro (EUR)", // a currency
  currency_HKD: "Hong Kong dollar (HKD)", // a currency
  pack_validityDays: "Days valid", // label of a pack's validity box
  pack_validityDays_hint: "Days the quota can be used after payment, {min} to {max}; empty: until used", // hint under it
  pack_activeLabel: "On sale", // label of a pack's active checkbox
  pack_active_hint: "Members can order it; untick to deactivate", // hint beside it
  pack_created: "Pack “{name}” created", // quick toast after creating a pack
  pack_saved: "Pack “{name}” saved", // quick toast after saving a pack
  orders_searchLabel: "Find orders", // accessible name of the order search form
  orders_qLabel: "Order number or member code", // label of the order search box
  orders_qHint: "Such as PW-20261127-000042; empty lists every order", // hint under it
  orders_filterLabel: "State", // label of the order state list
  orders_search: "Search", // search button
  orders_open: "Open", // an order's button that opens it
  orders_close: "Close", // button closing the open order
  orders_invoice: "Invoice", // the open order's invoice link
  orders_confirm: "Confirm bank transfer", // a pending order's button opening the confirmation
  orders_cancelOrder: "Cancel order", // a pending order's cancel button
  orders_confirmTitle: "Confirm a bank transfer", // title of the confirmation dialog
  orders_confirmSubmit: "Confirm payment", // the confirmation's button
  orders_confirming: "Confirming…", // the button while it confirms
  orders_dialogCancel: "Cancel", // the confirmation dialog's cancel button
  orders_cancelTitle: "Cancel the order", // title of the cancellation dialog
  orders_cancelConfirm: "Cancel order", // the cancellation dialog's confirm button
  orders_keep: "Keep order", // the cancellation dialog's cancel button
  orders_list_label: "Orders", // accessible name of the orders list
  orders_empty: "No order yet", // the orders list when empty
  orders_empty_search: "No order matches", // the orders list when a search or filter found nothing
  order_filter_all: "All", // order state filter
  order_filter_pending: "Awaiting payment", // order state filter
  order_filter_paid: "Paid", // order state filter
  order_filter_cancelled: "Cancelled", // order state filter
  order_state_pending: "Awaiting payment", // an order's state
  order_state_paid: "Paid", // an order's state
  order_state_cancelled: "Cancelled", // an order's state
  order_line: "{member} · {pack} · {amount}", // an order in the list: who, which pack, how much
  order_open_label: "Open order {number}", // accessible name of an order's open button
  order_heading: "Order {number}", // heading of the open order
  order_invoice_label: "Invoice of order {number} (new window)", // accessible name of the invoice link
  member_value: "{name} ({code})", // a member: name and code
  f_order_state: "State", // an order's fact
  f_member: "Member", // an order's fact: who ordered
  f_organisation: "Organisation", // an order's fact: the organisation the quota goes to
  f_pack: "Pack", // an order's fact
  pack_value: { one: "{name}, {count} photo", other: "{name}, {count} photos" }, // an order's pack
  f_amount: "Amount", // an order's fact
  f_ordered: "Ordered", // an order's fact
  f_paid: "Paid", // an order's fact
  f_reference: "Bank reference", // an order's fact: the payment's reference
  f_cancelled: "Cancelled", // an order's fact
  f_grant: "Quota added", // an order's fact: the grant it added
  grant_left: { one: "{count} photo left", other: "{count} photos left" }, // the photos left of an order's grant
  grant_until_date: "valid until {until}", // the end of a grant
  detail_separator: ", ", // between the parts of a grant's text (photos left, end)
  confirm_reference: "Bank reference", // label of the confirmation's reference box
  confirm_reference_hint: "The transaction reference on the bank statement, at most {max} characters; one transfer is counted once", // hint under it
  confirm_amount: "Amount received", // label of the confirmation's amount box
  confirm_amount_hint: "As the statement says; it must equal the order's price, {price}", // hint under it
  order_cancel_message: "Cancel order {number} of {member} ({price})? The member can no longer pay it.", // the cancellation dialog's message
  order_paid: { one: "Order {number} paid: {count} photo of quota added", other: "Order {number} paid: {count} photos of quota added" }, // quick toast after a confirmation
  order_cancelled: "Order {number} cancelled", // quick toast after a cancellation
  orgs_intro: "Members of an organisation spend its shared quota; its admin sees who downloaded what.", // text above the organisations
  orgs_newOrganisation: "New organisation", // button opening the create form
  orgs_manage: "Manage", // an organisation's button that opens it
  orgs_close: "Close", // button closing the open organisation or the create form
  orgs_createHeading: "New organisation", // heading of the create form
  orgs_create: "Create organisation", // the create form's button
  orgs_editHeading: "Name and seats", // heading of the name and seats form
  orgs_save: "Save", // the name and seats form's button
  orgs_membersHeading: "Members", // heading of the organisation's members
  orgs_noMembers: "No member yet", // when it has no member
  orgs_admin: "Admin", // tag beside the admin among the members
  orgs_remove: "Remove", // a member's remove button
  orgs_addMemberHeading: "Add a member", // heading of the add-member form
  orgs_addMember: "Add", // the add-member form's button
  orgs_grantsHeading: "The organisation's grants (shared quota)", // heading of the organisation's grants
  orgs_noGrants: "No grant yet", // when it has no grant
  orgs_grantHeading: "Give the organisation a grant", // heading of the add-grant form
  orgs_addGrant: "Add grant", // the add-grant form's button
  orgs_revoke: "Revoke", // an organisation grant's revoke button (issue 20)
  orgs_working: "Saving…", // a form's button while it runs
  orgs_list_label: "Organisations", // accessible name of the organisations list
  orgs_empty: "No organisation yet", // the organisations list when empty
  f_seats: "Seats", // an organisation's fact
  seats_value: "{used} of {seats} used", // seats used of seats
  f_admin: "Admin", // an organisation's fact
  admin_none: "None", // an organisation without an admin
  org_manage_label: "Manage the organisation “{name}”", // accessible name of an organisation's manage button
  org_heading: "Organisation: {name}", // heading of the open organisation
  org_name: "Name", // label of the name box
  org_name_hint: "Required, at most {max} characters", // hint under it
  org_seats: "Seats", // label of the seats box
  org_seats_hint: "{min} to {max}, no fewer than its members", // hint under it
  org_adminCode: "Admin's member code", // label of the admin box of the create form
  org_adminCode_hint: "This member becomes its admin and takes a seat", // hint under it
  org_code: "Member code", // label of the add-member box
  org_code_hint: "They spend the organisation's quota once added ({used} of {seats} seats used)", // hint under it
  org_grant_label: "Grant label", // label of the organisation grant's label box
  org_remove_label: "Remove {name} from “{org}”", // accessible name of a member's remove button
  organisation_created: "Organisation “{name}” created", // quick toast
  organisation_saved: "Organisation “{name}” saved", // quick toast
  organisation_member_added: "{member} added to “{name}”", // quick toast
  organisation_member_removed: "{member} removed from “{name}”", // quick toast
  organisation_grant_added: "Grant “{label}” added to “{name}”", // quick toast
  organisation_grant_revoked: "Grant “{label}” of “{name}” revoked", // quick toast: an organisation's grant revoked (issue 20)
  cp_required: "Fill this in", // under a box: empty
  cp_integer: "Enter a whole number", // under a box: not a whole number
  cp_type: "Enter a whole number", // under a box: the server found no number
  cp_minimum: "At least {min}", // under a box: too small
  cp_maximum: "At most {max}", // under a box: too large
  cp_maxLength: "At most {max} characters", // under a box: too long
  cp_money: "Enter an amount such as 1280.00 (at most two decimals)", // under a money box: not an amount
  cp_enum: "Choose one of the list", // under a list: an unknown value
  cp_order: "Small's long edge must be below medium's", // under the small size's long edge: not below medium's
  cp_const: "The original keeps the file's own size", // under the original's long edge (the server's rule)
  cp_mismatch: "The amount received is not the order's price, {price}: check the bank statement", // under the confirmation's amount: the server refused it
  cp_notFound: "No member has this code", // under a member code box: no such member
  cp_full: { one: "The organisation's only seat is taken: add seats first, or remove a member", other: "All {seats} seats of this organisation are taken: add seats first, or remove a member" }, // under the add-member box: organisation_full
  cp_minLength: "Fill this in", // under a box: empty (the server's rule)
  cp_v_emoji: "No emoji, please", // under a text box: an emoji (the server's rule)
  cp_reference_taken: "This bank reference is recorded for another order: check it", // under the confirmation's reference: recorded for another order
  cp_adminCode_taken: "This member holds a seat in an organisation already", // under the admin box: a seat elsewhere
  cp_code_taken: "This member holds a seat in an organisation already", // under the add-member box: a seat elsewhere
  cp_code_admin: "The organisation's admin cannot be removed", // the organisation's alert: removing its admin was refused
  cp_seats_used: "No fewer than its {used} members", // under the seats box: below its members
};
