/**
 * The staff console's strings of the licence editor (issue 20 "Licences"),
 * opened from the takedowns panel on a story's photos, zh and en; index.ts
 * joins them to zh.ts / en.ts (one `t`). The comment on each entry says
 * where it appears. The licence types and release states are named as the
 * story page and the download dialog name them (common/licence.ts).
 */
import type { Catalogue } from "../../../common/i18n/index.js";

export const licencesZh = {
  lic_heading: "照片授权：{title}", // heading of the licence editor of a story
  lic_intro: "授权显示在故事页、图片查看器和下载对话框中，也写入下载文件的 IPTC。保存后故事会重新发布。", // text under the heading
  lic_close: "关闭", // button closing the licence editor
  lic_list_label: "照片", // accessible name of the photos list
  lic_empty: "这个故事没有照片", // the editor when the story has no photo
  lic_photo: "照片 {n}", // heading of one photo's licence form
  lic_type: "授权类型", // legend of the licence type choices
  licence_rm: "版权管理（RM）", // licence type
  licence_rm_hint: "按用途定价，每次使用单独授权", // beside the type
  licence_rf: "免版税（RF）", // licence type
  licence_rf_hint: "一次购买，可多次使用", // beside the type
  licence_editorial: "仅限新闻编辑使用", // licence type
  licence_editorial_hint: "新闻、评论与教育；不得用于广告或商品", // beside the type
  lic_restrictionsZh: "使用限制（中文）", // label of the Chinese restrictions box
  lic_restrictionsEn: "使用限制（英文）", // label of the English restrictions box
  lic_restrictions_hint: "最多 {max} 个字符；没有限制就留空", // hint under a restrictions box
  lic_modelRelease: "肖像权许可", // label of the model release list
  lic_modelRelease_hint: "画面中可辨认的人物是否签署了许可", // hint under it
  lic_propertyRelease: "物权许可", // label of the property release list
  lic_propertyRelease_hint: "画面中的私人财产或建筑是否取得了许可", // hint under it
  release_released: "已签署", // release state
  release_none: "未签署", // release state
  release_not_applicable: "不适用", // release state
  lic_save: "保存授权", // a photo's save button
  lic_saving: "正在保存…", // the button while it saves
  lic_save_label: "保存授权：照片 {n}", // accessible name of a photo's save button
  lic_saved: "已保存", // beside a photo's save button after a save
  licence_saved: "照片 {n} 的授权已保存", // quick toast after a save
} as const;

export const licencesEn: Catalogue<keyof typeof licencesZh> = {
  lic_heading: "Licences: {title}", // heading of the licence editor of a story
  lic_intro: "The licence shows on the story page, in the photo viewer and in the download dialog, and goes into the downloaded file's IPTC. Saving publishes the story again.", // text under the heading
  lic_close: "Close", // button closing the licence editor
  lic_list_label: "Photos", // accessible name of the photos list
  lic_empty: "This story has no photo", // the editor when the story has no photo
  lic_photo: "Photo {n}", // heading of one photo's licence form
  lic_type: "Licence type", // legend of the licence type choices
  licence_rm: "Rights-managed (RM)", // licence type
  licence_rm_hint: "Priced per use; each use licensed on its own", // beside the type
  licence_rf: "Royalty-free (RF)", // licence type
  licence_rf_hint: "One purchase, many uses", // beside the type
  licence_editorial: "Editorial use only", // licence type
  licence_editorial_hint: "News, commentary and education; no advertising or merchandise", // beside the type
  lic_restrictionsZh: "Restrictions (Chinese)", // label of the Chinese restrictions box
  lic_restrictionsEn: "Restrictions (English)", // label of the English restrictions box
  lic_restrictions_hint: "At most {max} characters; empty when there is none", // hint under a restrictions box
  lic_modelRelease: "Model release", // label of the model release list
  lic_modelRelease_hint: "Whether recognisable people in the picture signed a release", // hint under it
  lic_propertyRelease: "Property release", // label of the property release list
  lic_propertyRelease_hint: "Whether private property or buildings in the picture are released", // hint under it
  release_released: "Released", // release state
  release_none: "Not released", // release state
  release_not_applicable: "Not applicable", // release state
  lic_save: "Save licence", // a photo's save button
  lic_saving: "Saving…", // the button while it saves
  lic_save_label: "Save licence: photo {n}", // accessible name of a photo's save button
  lic_saved: "Saved", // beside a photo's save button after a save
  licence_saved: "Licence of photo {n} saved", // quick toast after a save
};
