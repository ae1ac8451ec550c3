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
};
