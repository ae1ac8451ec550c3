/**
 * `<pw-download-button relation-ids>`: downloads one photo of a story, or a
 * group (SPEC §4 "Download flow", §6, §7 ucMemberDownload, §8, §9). Before
 * anything is spent the reader sees what is free, what is charged and the
 * quota left, with SPEC §8's message: photo_detail_5 (a photo without a
 * photographer), photo_group_12 (quota short: refused), photo_group_14 (all
 * free: confirm), photo_group_6 (1 to 10 left: warning with the count),
 * photo_group_7 (confirm). Contributors (nature 1) download without the
 * quota and without a question. While the download call runs (a group's
 * is a long call, SPEC §9) a progress bar and a cancel button show; then
 * the browser goes to the signed file address (the photo, or the group's
 * zip). A guest goes to the login page and comes back.
 *
 * Issue 20: before anything is spent the dialog also offers the sizes
 * (small, medium, original — the original unless the reader picks
 * another —, each with its pixels, file size and cost in photos of quota)
 * and shows each photo's licence (type, restrictions, model and property
 * release, credit line with a "copy credit line" button). The
 * out-of-quota refusal (photo_group_12) offers what to do next: the
 * download packs on offer, ordering one, then the order's number, the bank
 * transfer instructions, the printable invoice and the member centre's
 * orders (the quota is added once the agency confirms the transfer).
 *
 * Cost to the page: this file is the button only. The store, the dialog
 * and its strings are a chunk of their own (DownloadDialog.lazy.tsx), loaded on the
 * first press, or ahead of it when the reader points at or focuses the
 * button; the button says it is checking until the dialog can answer.
 *
 * @summary Download button with quota check, confirmation and progress.
 * @attr relation-ids - the photo's relationId, or a group's selection, comma-separated; required
 * @attr pc-id - the story id (pcId), passed on in events
 * @event pw-download - the file address is being opened; detail `{ pcId, relationIds }`
 * @event pw-download-order-placed - a download pack was ordered from the out-of-quota dialog (awaiting the bank transfer); detail `{ number }` (the order number, e.g. PW-20261127-000042)
 * @csspart button - the download button (aria-busy while working)
 * @csspart icon - the arrow
 * @csspart label - the label text
 * @csspart dialog - the dialog's body (question, refusal or progress)
 * @csspart message - the SPEC §8 message
 * @csspart summary - free, charged and quota left
 * @csspart confirm - the dialog's download button
 * @csspart progress - the progress bar while the download call runs
 * @csspart cancel - the cancel button beside the progress bar
 * @csspart sizes - the sizes radio group (issue 20)
 * @csspart size - one size's label (radio, name, pixels, file size, cost)
 * @csspart note - the note when the sizes and licences could not be read
 * @csspart licences - the photos' licences
 * @csspart licence - one licence block
 * @csspart licence-facts - the licence's list (type, restrictions, releases, credit line)
 * @csspart credit-line - the credit line
 * @csspart copy-credit - the "copy credit line" button
 * @csspart copy-status - what the copy button did (a live region)
 * @csspart licence-terms - the link to the licence terms
 * @csspart shop - the out-of-quota dialog's packs and order
 * @csspart packs - the packs radio group
 * @csspart pack - one pack's label (radio, name, photos, price, validity)
 * @csspart order - the "order this pack" button
 * @csspart retry - the "try again" button after a failure
 * @csspart order-placed - the placed order (number, amount, bank transfer, links)
 * @csspart order-number - the placed order's heading with its number
 * @csspart invoice-link - the link to the printable invoice (a new tab)
 * @csspart orders-link - the link to the member centre's orders
 * @cssproperty --pw-download-min-width - reserved width (6em)
 * @cssproperty --pw-download-height - height (32px)
 * @cssproperty --pw-download-font-size - font size (14px)
 * @cssproperty --pw-download-radius - corner radius (16px)
 * @cssproperty --pw-download-border - border colour (#8a8a8a)
 * @cssproperty --pw-download-bg - background (#fff)
 * @cssproperty --pw-download-color - text colour (#333)
 * @cssproperty --pw-focus-ring - focus outline colour
 */
import { createElement, Fragment, useEffect, useRef } from "react";
import { emit } from "../core/element.js";
import { defineWidget, type WidgetProps } from "../ui/define.js";
import css from "./download.css";
import { downloadButtonProps, parseAttributes } from "./download.props.js";
import { DownloadButton } from "./DownloadButton.js";
import { useDownload } from "./use-download.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-download": CustomEvent<{ pcId: string; relationIds: string[] }>;
    "pw-download-order-placed": CustomEvent<{ number: string }>;
  }
}

const TAG = "pw-download-button";
const ATTRS = ["relationIds", "pcId"] as const;

function DownloadButtonElement({ host, lang, attrs }: WidgetProps<(typeof ATTRS)[number]>) {
  const a = parseAttributes(attrs);
  const { state, phase, flow, start, prefetch } = useDownload(a.relationIds, lang);
  const attrsRef = useRef(a);
  attrsRef.current = a;
  useEffect(() => {
    if (!a.relationIds.length) console.warn(`[photowire] <${TAG}> needs relation-ids; the button is disabled`);
  }, [a.relationIds.length]);
  useEffect(() => {
    if (state.phase === "done") emit(host, "pw-download", { pcId: attrsRef.current.pcId, relationIds: attrsRef.current.relationIds });
  }, [state.phase, host]);
  return createElement(
    Fragment,
    null,
    createElement(DownloadButton, downloadButtonProps(lang, a, phase, { start, prefetch })),
    flow ? createElement(flow.Flow, { host, lang, store: flow.store, state }) : null,
  );
}

defineWidget(TAG, DownloadButtonElement, { attributes: ATTRS, css });
