/**
 * English strings: the photo viewer (pw-photo-viewer). The comment on each entry says where it appears. Plural entries ({ one, other }) are chosen by Intl.PluralRules on {count}.
 */
import type { Catalogue } from "../../../common/i18n/index.js";
import type { messagesZh } from "./zh.js";

export const messagesEn: Catalogue<keyof typeof messagesZh> = {
  viewer_label: "Photo viewer: {title}", // the viewer dialog's accessible name (title: the photo's title)
  viewer_close: "Close", // close button of the viewer (Escape also closes)
  viewer_prev: "Previous photo", // previous-photo button of the viewer (Left arrow)
  viewer_next: "Next photo", // next-photo button of the viewer (Right arrow)
  viewer_zoom_in: "Zoom in", // zoom-in button of the viewer (+ key)
  viewer_zoom_out: "Zoom out", // zoom-out button of the viewer (- key)
  viewer_zoom_reset: "Fit to window", // button that shows the whole photo again (0 key)
  viewer_zoom_level: "Zoom {percent}%", // zoom level shown between the zoom buttons
  viewer_position: "Photo {index} of {count}", // which photo of the group is shown (also announced)
  viewer_keys: "Left and Right arrows: other photos; + and -: zoom; Esc: close", // keyboard hint under the photo in the viewer
  // issue 20: the current photo's licence in the info panel (from the page's data-pw-licence)
  licence_heading: "Licence", // accessible name of the licence block in the viewer
  licence_type: "Licence", // label of the licence type
  licence_rm: "Rights-managed", // licence type rm in words
  licence_rf: "Royalty-free", // licence type rf in words
  licence_editorial: "Editorial use only", // licence type editorial in words
  licence_allows_rm: "Priced per use: each use as agreed with the agency.", // what an rm licence allows (beside its type)
  licence_allows_rf: "One purchase, many uses.", // what an rf licence allows (beside its type)
  licence_allows_editorial: "News, commentary and education only; no advertising or merchandise.", // what an editorial licence allows (beside its type)
  licence_restrictions: "Restrictions", // label of the restrictions
  licence_no_restrictions: "None", // the restrictions when there are none
  licence_model_release: "Model release", // label of the model release status
  licence_property_release: "Property release", // label of the property release status
  release_released: "Released (signed release on file)", // release status: released
  release_none: "Not released", // release status: none
  release_not_applicable: "Not needed", // release status: not applicable
  licence_credit: "Credit line", // label of the credit line
  copy_credit: "Copy credit line", // the copy-credit-line button
  credit_copied: "Credit line copied", // announced after the credit line was copied
  credit_selected: "Copying was not allowed here: the credit line is selected, press Ctrl+C (⌘C on a Mac) to copy it.", // announced when the clipboard was refused and the credit line was selected
  licence_terms: "Licence terms (opens in a new tab)", // link to the licence terms
};
