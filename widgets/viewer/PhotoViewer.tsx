/**
 * The photo viewer dialog: the lazy chunk of <pw-photo-viewer>, loaded on
 * the first open. A modal native `<dialog>` (role=dialog, aria-modal; the
 * page behind is inert) with the photo fitted to the window, zoom buttons,
 * the previous and next photo of the group, and the photo's caption and
 * facts, and (issue 20) its licence as the page states it, with a "copy
 * credit line" button (ui/LicenceInfo; nothing on pages without one).
 * Keys: Left/Right (and PageUp/PageDown) other photos, + and - zoom, 0 fits
 * again, Escape closes; Tab stays inside. When it closes the
 * focus goes back to the photo link that opened it (the owner does that).
 */
import { useEffect, useLayoutEffect, useReducer, useRef, useState, type KeyboardEvent } from "react";
import { adoptStyles } from "../core/element.js";
import { LicenceInfo } from "../ui/LicenceInfo.js";
import dialogCss from "./viewer-dialog.css";
import licenceCss from "./viewer-licence.css";
import type { Lang } from "./locale/index.js";
import { viewerLicenceLabels, viewerStrings } from "./photo-viewer.props.js";
import { photoLinks, photoOfLink } from "./viewer.dom.js";
import { actionOfKey, reduceViewer, shownWidth, type ViewerAction, type ViewerState } from "./viewer.rules.js";

/** A screen read by touch alone (no hover, a coarse pointer): the viewer shows no keyboard hint there. */
const TOUCH_ONLY = "(hover: none) and (pointer: coarse)";

export interface PhotoViewerProps {
  lang: Lang;
  /** the document whose photo links form the group */
  root: ParentNode;
  /** index of the photo to show first */
  start: number;
  /** Escape, the close button or a click on the backdrop */
  onClose: () => void;
  /** the shown photo changed (index, 0-based) */
  onShow?: (index: number) => void;
}

const FOCUSABLE = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/** Tab at either end of the dialog wraps around inside it (the native modal lets Tab leave for the browser's UI). */
function wrapTab(e: KeyboardEvent<HTMLDialogElement>): void {
  const dialog = e.currentTarget;
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  const active = (dialog.getRootNode() as ShadowRoot | Document).activeElement;
  if (!first || (e.shiftKey ? active === first || active === dialog : active === last)) {
    e.preventDefault();
    (e.shiftKey ? last : first)?.focus();
  }
}

export default function PhotoViewer({ lang, root, start, onClose: close, onShow }: PhotoViewerProps) {
  const [photos] = useState(() => photoLinks(root).map(photoOfLink));
  const count = photos.length;
  const [state, dispatch] = useReducer((s: ViewerState, a: ViewerAction) => reduceViewer(s, a, count), { index: Math.min(Math.max(0, start), Math.max(0, count - 1)), zoom: 0 });
  const dialog = useRef<HTMLDialogElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const closeBtn = useRef<HTMLButtonElement>(null);
  const [stageSize, setStageSize] = useState({ width: 0, height: 0 });
  // a touch screen without a keyboard's pointer: no keyboard hint (issue 22 item 6)
  const [touchOnly] = useState(() => typeof matchMedia === "function" && matchMedia(TOUCH_ONLY).matches);
  // the modal dialog closes before the element is told: the page is no longer inert when the element gives the
  // focus back (whatever order a renderer runs the unmount's cleanup and the element's effect in: Preact, light build)
  const onClose = () => {
    if (dialog.current?.open) dialog.current.close();
    close();
  };

  // the dialog's and the licence's styles travel in this lazy chunk (viewer-dialog.css, viewer-licence.css), not in
  // the page's initial JavaScript; adopted before the first paint and before the stage is measured (the first effect)
  useLayoutEffect(() => {
    const root = dialog.current?.getRootNode();
    if (root instanceof ShadowRoot) for (const css of [dialogCss, licenceCss]) adoptStyles(root, css);
  }, []);

  // opened before the stage is measured (the next layout effect): a closed dialog has no size, and the photo's first
  // paint would be at its own px, taller than the window, until the resize observer's answer a frame later
  useLayoutEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    closeBtn.current?.focus();
    return () => {
      if (d?.open) d.close();
    };
  }, []);

  useLayoutEffect(() => {
    const el = stage.current;
    if (!el) return;
    const measure = () => setStageSize({ width: el.clientWidth, height: el.clientHeight });
    measure();
    const obs = new ResizeObserver(measure);
    obs.observe(el);
    return () => obs.disconnect();
  }, []);

  useEffect(() => {
    onShow?.(state.index);
    // the focused control went with the photo (a licence block the next photo has not, a zoom button now disabled):
    // the focus stays in the viewer, on Close, so that the keys keep working
    const d = dialog.current;
    const root = d?.getRootNode() as ShadowRoot | Document | undefined;
    if (d?.open && root && !d.contains(root.activeElement)) closeBtn.current?.focus();
    // the zoomed photo: keep its centre in view
    const el = stage.current;
    if (el) {
      el.scrollLeft = (el.scrollWidth - el.clientWidth) / 2;
      el.scrollTop = (el.scrollHeight - el.clientHeight) / 2;
    }
  }, [state, onShow]);

  const photo = photos[state.index];
  if (!photo) return null;
  const s = viewerStrings(lang, state, photo, count);
  const licenceLabels = viewerLicenceLabels(lang);
  const width = shownWidth(photo, stageSize, s.factor);
  const height = photo.width > 0 ? Math.round((width * photo.height) / photo.width) : undefined;

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === "Tab") return wrapTab(e);
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const a = actionOfKey(e.key);
    if (!a) return;
    e.preventDefault();
    dispatch(a);
  };

  return (
    <dialog
      ref={dialog}
      part="dialog"
      className="viewer"
      role="dialog"
      aria-modal="true"
      aria-label={s.label}
      aria-describedby={touchOnly ? undefined : "pw-viewer-keys"}
      onKeyDown={onKeyDown}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // a click on the backdrop or around the photo closes
        if (e.target === e.currentTarget || e.target === stage.current) onClose();
      }}
    >
      <div className="toolbar" part="toolbar">
        <p className="position" part="position" aria-live="polite">
          {s.position}
        </p>
        <div className="zoom" role="group" aria-label={s.zoomLevel}>
          <button type="button" className="btn" part="button zoom-out" onClick={() => dispatch({ type: "zoomOut" })} disabled={!s.canZoomOut} aria-keyshortcuts="-">
            {s.zoomOut}
          </button>
          <output className="level" part="zoom-level">
            {s.zoomLevel}
          </output>
          <button type="button" className="btn" part="button zoom-in" onClick={() => dispatch({ type: "zoomIn" })} disabled={!s.canZoomIn} aria-keyshortcuts="+">
            {s.zoomIn}
          </button>
          <button type="button" className="btn" part="button zoom-reset" onClick={() => dispatch({ type: "zoomReset" })} disabled={!s.canZoomOut} aria-keyshortcuts="0">
            {s.zoomReset}
          </button>
        </div>
        <button type="button" ref={closeBtn} className="btn close" part="button close" onClick={onClose} aria-keyshortcuts="Escape">
          {s.close}
        </button>
      </div>
      {/* zoomed, the stage scrolls: it takes the focus so that the keyboard scrolls it (↑ ↓, Page Up/Down) */}
      <div
        className={`stage${s.factor > 1 ? " zoomed" : ""}`}
        part="stage"
        ref={stage}
        role={s.factor > 1 ? "region" : undefined}
        aria-label={s.factor > 1 ? photo.alt || s.label : undefined}
        tabIndex={s.factor > 1 ? 0 : undefined}
      >
        <picture key={photo.href}>
          {photo.sources.map((so) => (
            <source key={so.type} type={so.type} srcSet={so.srcset} sizes={`${width}px`} />
          ))}
          <img part="image" src={photo.src} srcSet={photo.srcset || undefined} sizes={`${width}px`} alt={photo.alt} width={width} height={height} />
        </picture>
      </div>
      <div className="info" part="info">
        {s.group && (
          <button type="button" className="btn nav" part="button prev" onClick={() => dispatch({ type: "prev" })} aria-keyshortcuts="ArrowLeft">
            {s.prev}
          </button>
        )}
        <div className="text">
          {photo.caption && <p className="caption">{photo.caption}</p>}
          {photo.facts.length > 0 && (
            <dl className="facts" part="facts">
              {photo.facts.map((f) => (
                <div key={f.label}>
                  <dt>{f.label}</dt>
                  <dd>{f.value}</dd>
                </div>
              ))}
            </dl>
          )}
          {photo.licence ? (
            <LicenceInfo licence={photo.licence} lang={lang} labels={licenceLabels} label={licenceLabels.heading} termsHref={photo.licence.licenceUrl} />
          ) : null}
          {touchOnly ? null : (
            <p className="keys" id="pw-viewer-keys">
              {s.keys}
            </p>
          )}
        </div>
        {s.group && (
          <button type="button" className="btn nav" part="button next" onClick={() => dispatch({ type: "next" })} aria-keyshortcuts="ArrowRight">
            {s.next}
          </button>
        )}
      </div>
    </dialog>
  );
}
