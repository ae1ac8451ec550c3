/**
 * The photo viewer's state, framework-free (DESIGN §2 `*.rules.ts`): which
 * photo of the group is shown and how far it is zoomed; and (issue 20) a
 * photo's licence as the page states it (the `data-pw-licence` JSON of its
 * `.photo-licence` block), checked before the viewer shows it. No DOM, no
 * React.
 */
import { LICENCE_TYPES, RELEASE_STATES, type LicenceDto, type LicenceType, type ReleaseState } from "../../common/licence.js";

/** Zoom factors, relative to the photo fitted to the window (1 = the whole photo, never wider than its file). */
export const ZOOM_STEPS = [1, 1.5, 2, 3, 4] as const;

/** One photo of the group, as read from the page (viewer.dom.ts). */
export interface ViewerPhoto {
  /** the largest file (the link's href) */
  href: string;
  /** `<source>`s of the page's `<picture>` (type, srcset) */
  sources: { type: string; srcset: string }[];
  /** the `<img>`'s src and srcset */
  src: string;
  srcset: string;
  /** px of the largest file (the img's width/height attributes) */
  width: number;
  height: number;
  alt: string;
  caption: string;
  /** label/value pairs of the photo's facts (dimensions, file size, photographer, credit line, date) */
  facts: { label: string; value: string }[];
  /** the photo's licence (issue 20), null when the page states none (pages published before it) */
  licence?: LicenceDto | null;
}

/** The viewer's state. */
export interface ViewerState {
  /** index of the shown photo, 0-based */
  index: number;
  /** index into ZOOM_STEPS */
  zoom: number;
}

/** What the reader can do. */
export type ViewerAction = { type: "next" } | { type: "prev" } | { type: "zoomIn" } | { type: "zoomOut" } | { type: "zoomReset" } | { type: "show"; index: number };

/**
 * The next state. next/prev wrap around the group (a group of one stays) and
 * reset the zoom; zoom steps stop at either end of ZOOM_STEPS.
 * @param count photos in the group (≥ 1)
 */
export function reduceViewer(s: ViewerState, a: ViewerAction, count: number): ViewerState {
  const n = Math.max(1, count);
  switch (a.type) {
    case "next":
      return n === 1 ? s : { index: (s.index + 1) % n, zoom: 0 };
    case "prev":
      return n === 1 ? s : { index: (s.index - 1 + n) % n, zoom: 0 };
    case "show":
      return { index: Math.min(n - 1, Math.max(0, Math.trunc(a.index) || 0)), zoom: 0 };
    case "zoomIn":
      return { ...s, zoom: Math.min(ZOOM_STEPS.length - 1, s.zoom + 1) };
    case "zoomOut":
      return { ...s, zoom: Math.max(0, s.zoom - 1) };
    case "zoomReset":
      return { ...s, zoom: 0 };
  }
}

/** The action of a key in the viewer, or null (Escape is the dialog's own cancel). */
export function actionOfKey(key: string): ViewerAction | null {
  switch (key) {
    case "ArrowRight":
    case "PageDown":
      return { type: "next" };
    case "ArrowLeft":
    case "PageUp":
      return { type: "prev" };
    case "+":
    case "=":
      return { type: "zoomIn" };
    case "-":
    case "_":
      return { type: "zoomOut" };
    case "0":
      return { type: "zoomReset" };
    default:
      return null;
  }
}

/**
 * Width in CSS px of the photo fitted into a stage: never wider than its
 * file, the stage, or the stage's height times its ratio; then zoomed.
 * @param photo px of the largest file
 * @param stage px of the area the photo is shown in
 */
export function shownWidth(photo: { width: number; height: number }, stage: { width: number; height: number }, zoom: number): number {
  if (!(photo.width > 0 && photo.height > 0)) return Math.max(1, stage.width);
  const fit = Math.min(photo.width, stage.width > 0 ? stage.width : photo.width, stage.height > 0 ? (stage.height * photo.width) / photo.height : photo.width);
  return Math.max(1, Math.round(fit * zoom));
}

const str = (v: unknown, max = 2000): string => (typeof v === "string" ? v.slice(0, max) : "");

/** A licence terms address the viewer may link to: http(s) or a root-relative path, else "". */
function safeHref(v: unknown): string {
  const s = str(v).trim();
  return /^https?:\/\/[^\s]+$/i.test(s) || /^\/(?![/\\])[^\s]*$/.test(s) ? s : "";
}

/**
 * A photo's licence from its `data-pw-licence` attribute (the LicenceDto
 * JSON the story page carries, creditLine in the page's language; issue 20),
 * or null when the attribute is missing, is not JSON, or names no known
 * licence type. Unknown release states read as "none"; text fields are
 * strings (anything else reads as ""); the terms address only when it is
 * http(s) or a path of the site.
 */
export function licenceOf(raw: string | null | undefined): LicenceDto | null {
  if (!raw) return null;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!v || typeof v !== "object") return null;
  const o = v as Record<string, unknown>;
  if (!(LICENCE_TYPES as readonly unknown[]).includes(o.type)) return null;
  const release = (x: unknown): ReleaseState => ((RELEASE_STATES as readonly unknown[]).includes(x) ? (x as ReleaseState) : "none");
  return {
    type: o.type as LicenceType,
    restrictionsZh: str(o.restrictionsZh),
    restrictionsEn: str(o.restrictionsEn),
    modelRelease: release(o.modelRelease),
    propertyRelease: release(o.propertyRelease),
    creditLine: str(o.creditLine, 500).trim(),
    licenceUrl: safeHref(o.licenceUrl),
  };
}
