/**
 * `<pw-photo-viewer>`: the photo viewer of a photo story page (issue 12,
 * photo viewing). It enhances the page's own markup: every photo is a link
 * (`a[data-pw-photo]`, templates/partials/photo-story.liquid) to its
 * largest file, which a reader without script simply follows. With the
 * element on the page, activating a link (click, Enter) opens a modal
 * viewer instead: the photo fitted to the window, zoom (+, -, 0), the
 * previous and next photo of the group (Left, Right), caption and facts
 * (pixel dimensions, file size, photographer, credit line, date, as the
 * page shows them); Escape closes and the focus returns to the link.
 *
 * Issue 20: when the photo's figure carries its licence
 * (`.photo-licence[data-pw-licence]`, the LicenceDto JSON the story page
 * writes), the info panel shows it in the page's language — type and what
 * it allows, restrictions, model and property release, credit line — with a
 * "copy credit line" button (the Clipboard API; when the browser refuses
 * it, the credit line is selected for the reader to copy) and the link to
 * the licence terms. Pages published before carry no licence: nothing more
 * is shown. The element also wires the page's own licence blocks: their
 * "copy credit line" buttons (`button[data-pw-copy]`; the site's CSS shows
 * them once this element is defined), and a press copies the credit line (widgets/viewer/
 * copy-credit.lazy.ts, loaded on the first press) and says so in the block's
 * status line, in the page's language.
 *
 * On a phone (600 px wide or less) the toolbar stays on one row, Previous
 * and Next sit under the photo with the caption below them, and the
 * caption's panel takes at most a quarter of the window, so the photo's
 * stage keeps over 60 % of its height (issue 22 item 6); a touch screen
 * gets no keyboard hint.
 *
 * The element sets `data-ready` on itself once it listens for clicks.
 *
 * Cost to the page: this file only listens for clicks; the viewer is a
 * separate chunk loaded on the first open (the story page's JS budget,
 * DESIGN §6).
 *
 * @summary Keyboard-accessible photo viewer with zoom and group navigation.
 * @event pw-photo-viewer-open - the viewer opened; detail `{ index }` (0-based photo of the group)
 * @event pw-photo-viewer-change - another photo of the group is shown; detail `{ index }`
 * @event pw-photo-viewer-close - the viewer closed; detail `{ index }` (the photo shown last)
 * @csspart dialog - the viewer (a modal dialog)
 * @csspart toolbar - the bar with the position, zoom and close buttons
 * @csspart position - "Photo 2 of 5"
 * @csspart button - every button (also `zoom-in`, `zoom-out`, `zoom-reset`, `close`, `prev`, `next`)
 * @csspart zoom-level - the zoom percentage
 * @csspart stage - the scrollable area of the photo
 * @csspart image - the photo
 * @csspart info - caption, facts and the previous and next buttons
 * @csspart facts - the photo's facts
 * @csspart licence - the photo's licence block (issue 20)
 * @csspart licence-facts - the licence's list (type, restrictions, releases, credit line)
 * @csspart credit-line - the credit line
 * @csspart copy-credit - the "copy credit line" button
 * @csspart copy-status - what the copy button did (a live region)
 * @csspart licence-terms - the link to the licence terms (a new tab)
 * @cssproperty --pw-viewer-bg - background of the viewer, opaque (rgb(12 12 14))
 * @cssproperty --pw-viewer-color - text colour (#f2f2f2)
 * @cssproperty --pw-viewer-muted - labels and the keyboard hint (#c8c8cc)
 * @cssproperty --pw-color-primary - buttons
 * @cssproperty --pw-color-on-primary - text on buttons
 * @cssproperty --pw-focus-ring - focus outline colour
 */
import { createElement, lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { emit } from "../core/element.js";
import { defineWidget, type WidgetProps } from "../ui/define.js";
import css from "./photo-viewer.css";
// a type only: the props module (and the strings) belong to the lazy chunk
import type { PhotoViewerAttribute } from "./photo-viewer.props.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-photo-viewer-open": CustomEvent<{ index: number }>;
    "pw-photo-viewer-change": CustomEvent<{ index: number }>;
    "pw-photo-viewer-close": CustomEvent<{ index: number }>;
  }
}

/** The links that open the viewer (viewer.dom.ts PHOTO_LINK_SELECTOR; repeated here to keep this entry small). */
const LINKS = "a[data-pw-photo]";

const Viewer = lazy(() => import("./PhotoViewer.js"));
/** The story page's "copy credit line" buttons (copy-credit.lazy.ts COPY_BUTTONS; written here so that module stays lazy). */
const COPY = "[data-pw-copy]";

function PhotoViewerElement({ host, lang }: WidgetProps<PhotoViewerAttribute>) {
  /** index of the photo it opened on, or -1 while closed */
  const [start, setStart] = useState(-1);
  const opener = useRef<HTMLAnchorElement | null>(null);
  const shown = useRef(0);

  useEffect(() => {
    const doc = host.ownerDocument;
    const onClick = (e: MouseEvent) => {
      // an element taken out of the page (r2wc may keep its React tree) leaves clicks alone
      if (!host.isConnected) return;
      const target = e.target instanceof Element ? e.target : null;
      // a licence block's "copy credit line" (issue 20): the copy code loads on the first press
      const copy = target?.closest<HTMLButtonElement>(COPY);
      if (copy) return void import("./copy-credit.lazy.js").then((m) => m.copyCredit(copy));
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = target?.closest<HTMLAnchorElement>(LINKS);
      if (!a) return;
      e.preventDefault();
      const index = [...doc.querySelectorAll(LINKS)].indexOf(a);
      opener.current = a;
      shown.current = index;
      setStart(index);
      emit(host, "pw-photo-viewer-open", { index });
    };
    doc.addEventListener("click", onClick);
    // listening: page CSS and tests can tell (a click before this follows the link to the file)
    host.dataset.ready = "";
    return () => {
      doc.removeEventListener("click", onClick);
      delete host.dataset.ready;
    };
  }, [host]);

  const onShow = useCallback(
    (index: number) => {
      if (index === shown.current) return;
      shown.current = index;
      emit(host, "pw-photo-viewer-change", { index });
    },
    [host],
  );

  // the viewer closed its modal dialog (the page is no longer inert; PhotoViewer.tsx): the focus goes back to the
  // link of the photo shown last (the opener, unless the reader moved through the group), then the event
  const onClose = useCallback(() => {
    setStart(-1);
    const links = host.ownerDocument.querySelectorAll<HTMLAnchorElement>(LINKS);
    (links[shown.current] ?? opener.current)?.focus();
    emit(host, "pw-photo-viewer-close", { index: shown.current });
  }, [host]);

  if (start < 0) return null;
  return createElement(Suspense, { fallback: null }, createElement(Viewer, { lang, root: host.ownerDocument, start, onClose, onShow }));
}

defineWidget("pw-photo-viewer", PhotoViewerElement, { attributes: [] as PhotoViewerAttribute[], css });
