/**
 * Chinese strings: the photo viewer (pw-photo-viewer). The comment on each entry says where it appears. zh has no plural forms.
 */
export const messagesZh = {
  viewer_label: "图片查看器：{title}", // the viewer dialog's accessible name (title: the photo's title)
  viewer_close: "关闭", // close button of the viewer (Escape also closes)
  viewer_prev: "上一张", // previous-photo button of the viewer (Left arrow)
  viewer_next: "下一张", // next-photo button of the viewer (Right arrow)
  viewer_zoom_in: "放大", // zoom-in button of the viewer (+ key)
  viewer_zoom_out: "缩小", // zoom-out button of the viewer (- key)
  viewer_zoom_reset: "适合窗口", // button that shows the whole photo again (0 key)
  viewer_zoom_level: "缩放 {percent}%", // zoom level shown between the zoom buttons
  viewer_position: "第 {index} 张，共 {count} 张", // which photo of the group is shown (also announced)
  viewer_keys: "左右方向键切换图片，+ 和 - 缩放，Esc 关闭", // keyboard hint under the photo in the viewer
  // issue 20: the current photo's licence in the info panel (from the page's data-pw-licence)
  licence_heading: "授权信息", // accessible name of the licence block in the viewer
  licence_type: "授权类型", // label of the licence type
  licence_rm: "版权管理（RM）", // licence type rm in words
  licence_rf: "免版税（RF）", // licence type rf in words
  licence_editorial: "仅限编辑用途", // licence type editorial in words
  licence_allows_rm: "按用途计价：每次使用须与图片社约定。", // what an rm licence allows (beside its type)
  licence_allows_rf: "一次购买，可多次使用。", // what an rf licence allows (beside its type)
  licence_allows_editorial: "仅限新闻报道、评论和教育用途，不得用于广告或商品。", // what an editorial licence allows (beside its type)
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
} as const;
