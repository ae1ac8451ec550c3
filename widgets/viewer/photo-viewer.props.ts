/**
 * State → view props for <pw-photo-viewer> (DESIGN §2 `<feature>.props.ts`):
 * pure, used by the viewer's lazy chunk. Issue 20: the licence block's
 * strings (ui/LicenceInfo) from this feature's catalogue.
 */
import type { LicenceLabels } from "../ui/LicenceInfo.js";
import { t, type Lang } from "./locale/index.js";
import { ZOOM_STEPS, type ViewerPhoto, type ViewerState } from "./viewer.rules.js";

/** The attributes of <pw-photo-viewer> (camelCase names): none; it reads the page's photo links. */
export const PHOTO_VIEWER_ATTRIBUTES = [] as const;
export type PhotoViewerAttribute = (typeof PHOTO_VIEWER_ATTRIBUTES)[number];

/** Every string and number the view shows for a state. */
export interface PhotoViewerStrings {
  label: string;
  close: string;
  prev: string;
  next: string;
  zoomIn: string;
  zoomOut: string;
  zoomReset: string;
  zoomLevel: string;
  position: string;
  keys: string;
  /** the group has more than one photo (prev/next shown) */
  group: boolean;
  canZoomIn: boolean;
  canZoomOut: boolean;
  /** the zoom factor (ZOOM_STEPS) */
  factor: number;
}

/** The view's strings and flags for a state of a group of `count` photos. */
export function viewerStrings(lang: Lang, s: ViewerState, photo: ViewerPhoto, count: number): PhotoViewerStrings {
  const factor = ZOOM_STEPS[s.zoom] ?? 1;
  return {
    label: t(lang, "viewer_label", { title: photo.alt || photo.caption }),
    close: t(lang, "viewer_close"),
    prev: t(lang, "viewer_prev"),
    next: t(lang, "viewer_next"),
    zoomIn: t(lang, "viewer_zoom_in"),
    zoomOut: t(lang, "viewer_zoom_out"),
    zoomReset: t(lang, "viewer_zoom_reset"),
    zoomLevel: t(lang, "viewer_zoom_level", { percent: Math.round(factor * 100) }),
    position: t(lang, "viewer_position", { index: s.index + 1, count }),
    keys: t(lang, "viewer_keys"),
    group: count > 1,
    canZoomIn: s.zoom < ZOOM_STEPS.length - 1,
    canZoomOut: s.zoom > 0,
    factor,
  };
}

/** The licence block's strings and accessible name in a language (ui/LicenceInfo; issue 20). */
export function viewerLicenceLabels(lang: Lang): LicenceLabels & { heading: string } {
  return {
    heading: t(lang, "licence_heading"),
    type: t(lang, "licence_type"),
    types: { rm: t(lang, "licence_rm"), rf: t(lang, "licence_rf"), editorial: t(lang, "licence_editorial") },
    allows: { rm: t(lang, "licence_allows_rm"), rf: t(lang, "licence_allows_rf"), editorial: t(lang, "licence_allows_editorial") },
    restrictions: t(lang, "licence_restrictions"),
    noRestrictions: t(lang, "licence_no_restrictions"),
    modelRelease: t(lang, "licence_model_release"),
    propertyRelease: t(lang, "licence_property_release"),
    releases: { released: t(lang, "release_released"), none: t(lang, "release_none"), not_applicable: t(lang, "release_not_applicable") },
    credit: t(lang, "licence_credit"),
    copy: t(lang, "copy_credit"),
    copied: t(lang, "credit_copied"),
    selected: t(lang, "credit_selected"),
    terms: t(lang, "licence_terms"),
  };
}
