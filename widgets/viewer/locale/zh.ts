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
} as const;
