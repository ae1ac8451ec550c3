/**
 * Chinese strings: the download feature (pw-download-button). The comment on each entry says where it appears. zh has no plural forms.
 * The SPEC §8 messages (photo_detail_5, photo_group_6, photo_group_7, photo_group_12, photo_group_14) come from the codes catalogue.
 */
import { buttonZh } from "./button.js";

export const messagesZh = {
  ...buttonZh, // the button's strings (button.ts)
  dialog_title: "下载图片", // title of the question, refusal and progress dialog
  summary: "免费 {free} 张，计费 {paid} 张，剩余额度 {left} 张", // the dialog: what the download costs, before anything is spent
  confirm: "下载", // the dialog's confirm button
  cancel: "取消", // the dialog's cancel button (the question)
  ok: "知道了", // the dialog's button after a refusal or a failure
  downloading: "正在准备下载…", // the progress bar's label while the download call runs
  cancel_download: "取消下载", // the button beside the progress bar
  failed_title: "无法下载", // title of the dialog after a failure
  // issue 20: sizes (the radio group of the question and out-of-quota dialogs)
  sizes_legend: "尺寸", // legend of the sizes radio group
  size_small: "小图（适合网页）", // the small size's name
  size_medium: "中图", // the medium size's name
  size_original: "原图", // the original size's name
  size_px: "{width} × {height} 像素", // a size's pixels (one photo)
  size_px_first: "{width} × {height} 像素（第一张）", // a size's pixels in a group download (the first photo's)
  size_bytes_about: "约 {size}", // a size's file size when it is an estimate ({size}: "1.2 MB")
  size_bytes_total: "共 {size}", // a group download's file size at a size (all files)
  size_bytes_total_about: "共约 {size}", // a group download's estimated file size at a size (all files)
  size_cost: "扣 {count} 张额度", // what this download costs at a size, in photos of quota
  size_free: "不扣额度", // a size at which this download costs nothing
  size_rechecking: "正在查询该尺寸的费用…", // status under the sizes while the cost at the chosen size is checked
  options_failed: "无法读取尺寸和授权信息（{reason}），将下载原图。", // note in the dialog when GET /api/download/options failed
  // issue 20: licences (the dialog, before anything is spent)
  licence_heading: "授权信息", // heading of the licences in the dialog
  licence_for_more: "{titles} 等另外 {count} 张", // the photos one licence covers when there are many ({titles}: the first three)
  licence_type: "授权类型", // label of the licence type
  licence_rm: "版权管理（RM）", // licence type rm in words
  licence_rf: "免版税（RF）", // licence type rf in words
  licence_editorial: "仅限编辑用途", // licence type editorial in words
  licence_allows_rm: "按用途计价：每次使用须与图片社约定。", // what an rm licence allows (under its type)
  licence_allows_rf: "一次购买，可多次使用。", // what an rf licence allows (under its type)
  licence_allows_editorial: "仅限新闻报道、评论和教育用途，不得用于广告或商品。", // what an editorial licence allows (under its type)
  licence_restrictions: "使用限制", // label of the restrictions
  licence_no_restrictions: "无", // the restrictions when there are none
  licence_model_release: "肖像授权", // label of the model release status
  licence_property_release: "物权授权", // label of the property release status
  release_released: "已取得（有签署的授权书）", // release status: released
  release_none: "未取得", // release status: none
  release_not_applicable: "不适用", // release status: not applicable
  licence_credit: "署名", // label of the credit line
  copy_credit: "复制署名", // the copy-credit-line button
  credit_copied: "已复制署名", // announced after the credit line was copied
  credit_selected: "浏览器不允许直接复制：署名已选中，请按 Ctrl+C（Mac 上按 ⌘C）复制。", // announced when the clipboard was refused and the credit line was selected
  licence_terms: "授权条款（在新标签页中打开）", // link to the licence terms
  // issue 20: the out-of-quota dialog's next step (packs and an order)
  shop_heading: "获取更多下载额度", // heading of the packs section of the out-of-quota dialog
  shop_loading: "正在读取下载套餐…", // status while the packs are read
  shop_none: "目前没有可购买的下载套餐，请联系客服。", // when no pack is on offer
  packs_legend: "下载套餐", // legend of the packs radio group
  pack_count: "{count} 张", // photos of quota a pack adds
  pack_validity: "付款后 {count} 天内有效", // how long a pack's quota stays usable
  pack_no_expiry: "用完为止，不限期", // a pack whose quota does not expire
  order_pack: "订购此套餐", // the button that orders the chosen pack
  ordering: "正在提交订单…", // the order button's label while the order is placed
  retry: "重试", // the button after a failure (packs or order)
  packs_failed: "无法读取下载套餐：{reason}", // when the packs could not be read
  order_failed: "订单提交失败：{reason}", // when the order could not be placed
  order_pack_inactive: "该套餐已下架，请重试查看当前可购买的套餐。", // when the chosen pack is no longer on offer (pack_inactive)
  order_placed: "订单 {number} 已提交", // heading of the placed order
  order_pack_label: "套餐", // label of the ordered pack
  order_pack_value: "{name}（{photos}）", // the ordered pack: its name and photos ({photos}: "100 张")
  order_amount: "金额", // label of the order's amount
  pay_by_transfer: "请通过银行转账支付：", // before the bank transfer instructions
  bank_account_name: "户名", // bank transfer: the account's name
  bank_name: "开户银行", // bank transfer: the bank
  bank_account_number: "账号", // bank transfer: the account number
  bank_swift: "SWIFT/BIC", // bank transfer: the SWIFT/BIC code
  bank_reference: "转账附言", // bank transfer: the reference to write
  bank_reference_note: "转账时请在附言中填写 {reference}，以便我们核对您的付款。", // under the bank transfer instructions
  quota_after_confirm: "图片社确认收到转账后，额度将添加到您的账户。", // after the order: when the quota comes
  invoice_link: "可打印的发票（在新标签页中打开）", // link to the order's printable invoice
  orders_link: "在会员中心查看我的订单", // link to the member centre's orders
} as const;
