/**
 * `<pw-upload>`: a contributor's resumable upload of photos and videos
 * (issue 11 "Uploads"; SPEC §3, §4 upload file lifecycle, §5 upload limits,
 * §7 upload_file, §8 upload codes, §9 upload defaults). Pick or drop files;
 * each file is compressed to web size when asked (1600×1600, q90), hashed
 * (MD5, spark-md5), thumbnailed (110×110, q70) and sent in chunks of
 * 5242880 bytes, 3 at a time, each tried up to 3 times (2 retries) with a
 * 120000 ms time-out. Files move through inited, queued, progress, then
 * complete, error, cancelled, interrupt or invalid; each row has pause,
 * resume, retry and cancel, and a total progress bar sums them. Limits are
 * shown with their SPEC codes: Q_EXCEED_NUM_LIMIT, Q_EXCEED_SIZE_LIMIT,
 * Q_TYPE_DENIED, F_EXCEED_SIZE, F_DUPLICATE, timeout.
 *
 * The queue is kept in localforage per member: after a reload (or another
 * day, within the server's 7 days) the unfinished files show "interrupt"
 * and ask for the same file to be picked again — a browser cannot keep a
 * File — then resume from the chunks the server holds. A file the member
 * uploaded before completes at once. Guests see a login link; members who
 * are not contributors (nature 1) a notice.
 *
 * @summary Resumable chunked upload of photos and videos for contributors.
 * @attr {boolean} web-size - the web-size checkbox starts ticked (boolean, default off)
 * @attr {number} max-files - files the queue may hold, 1–50 (default 50)
 * @attr {"all" | "image" | "video"} accept - all | image | video (default all)
 * @event pw-upload-complete - a file is on the server; detail `{ relation: RelationDraftDto, fileName }` (common/contribution.ts): add `relation` to the draft's relationList
 * @csspart root - the widget's region
 * @csspart gate - the login link or the contributors-only notice instead of the widget
 * @csspart login - the login link shown to a guest
 * @csspart dropzone - the drop zone around the pick button
 * @csspart pick - the pick button
 * @csspart web-size - the web-size checkbox and its label
 * @csspart limits - the limits text
 * @csspart notice - a queue-level refusal with its SPEC code
 * @csspart total - the total progress bar and its text
 * @csspart total-progress - the total progress bar
 * @csspart queue - the list of files
 * @csspart file - one file's row (data-state = its state)
 * @csspart thumb - a file's thumbnail
 * @csspart name - a file's name
 * @csspart size - a file's size
 * @csspart state - a file's state text
 * @csspart progress - a file's progress bar
 * @csspart error - a file's error with its SPEC code
 * @csspart action - every row button (also pause, resume, retry, cancel, remove, repick)
 * @csspart empty - the text of an empty list
 * @cssproperty --pw-upload-min-height - reserved height (160px)
 * @cssproperty --pw-upload-color - text colour (#222)
 * @cssproperty --pw-upload-muted - secondary text (#555)
 * @cssproperty --pw-upload-font-size - font size (14px)
 * @cssproperty --pw-upload-border - drop zone border (#8a8a8a)
 * @cssproperty --pw-upload-radius - drop zone corner radius (8px)
 * @cssproperty --pw-upload-bg - drop zone background (#fafafa)
 * @cssproperty --pw-upload-over-bg - drop zone background while dragging over (#eef4fd)
 * @cssproperty --pw-upload-accent - progress bars and the drag highlight (#1d5fbf)
 * @cssproperty --pw-upload-error - error text (#b00020)
 * @cssproperty --pw-upload-row-border - a row's border (#ddd)
 * @cssproperty --pw-focus-ring - focus outline colour
 */
import { createElement, useEffect, useMemo, useRef, useState } from "react";
import type { RelationDraftDto } from "../../common/contribution.js";
import { editionOf, loginUrl, onSite } from "../../common/edition.js";
import { siteOrigin } from "../core/api.js";
import { emit } from "../core/element.js";
import { getMember } from "../core/session.js";
import { defineWidget, type WidgetProps } from "../ui/define.js";
import { usePropState } from "../ui/use-prop-state.js";
import { Upload } from "./Upload.js";
import css from "./upload.css";
import { browserUploadDeps } from "./upload.api.js";
import { limitsOf, parseAttributes, uploadProps, type Viewer } from "./upload.props.js";
import { useUpload } from "./use-upload.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-upload-complete": CustomEvent<{ relation: RelationDraftDto; fileName: string }>;
  }
}

const TAG = "pw-upload";
const ATTRS = ["webSize", "maxFiles", "accept"] as const;

function UploadElement({ host, lang, attrs }: WidgetProps<(typeof ATTRS)[number]>) {
  const a = useMemo(() => parseAttributes(attrs), [attrs]);
  const limits = useMemo(() => limitsOf(a), [a]);
  const { store, state } = useUpload(lang, limits, browserUploadDeps);
  const [viewer, setViewer] = useState<Viewer>("loading");
  const [webSize, setWebSize] = usePropState(a.webSize);
  const started = useRef(false);
  useEffect(() => {
    let live = true;
    getMember(lang)
      .then((m) => {
        if (!live) return;
        if (!m) return setViewer("guest");
        if (m.nature !== 1) return setViewer("other");
        if (!started.current) {
          started.current = true;
          void store.init(`pw-upload:${m.code}`);
        }
        setViewer("contributor");
      })
      .catch(() => live && setViewer("guest"));
    return () => {
      live = false;
    };
  }, [lang, store]);
  useEffect(() => store.onComplete((relation, e) => emit(host, "pw-upload-complete", { relation, fileName: e.name })), [store, host]);
  const here = typeof location === "undefined" ? "/" : location.pathname + location.search;
  const login = onSite(loginUrl(editionOf(typeof location === "undefined" ? "/" : location.pathname), here), siteOrigin());
  return createElement(
    Upload,
    uploadProps(
      lang,
      a,
      viewer,
      webSize,
      state,
      {
        files: (files) => store.add(files, webSize),
        webSize: setWebSize,
        repick: (id, file) => store.repick(id, file),
        pause: (id) => store.pause(id),
        resume: (id) => store.resume(id),
        retry: (id) => store.retry(id),
        cancel: (id) => store.cancel(id),
        remove: (id) => store.remove(id),
      },
      login,
    ),
  );
}

defineWidget(TAG, UploadElement, { attributes: ATTRS, css });
