/**
 * `<pw-contribution-form>`: the form of uc1-new that makes a new story from
 * uploaded files (issue 11 "Drafts and submission"; SPEC §3 Contributed
 * story draft, §4, §7 guest/getPublicationContent, addPublicationContent,
 * Contribute, setWebLog). Title, description, keywords, subject (the site's
 * subjects), shooting date and a caption per photo; files come from
 * `<pw-upload>` on the same page through its `pw-upload-complete` event
 * (listened for on the document) and pre-fill what is still empty from their
 * metadata. The draft saves itself (debounced, with a visible status; a
 * local copy in localforage keeps edits made offline). Submit sends the
 * story for review by the agency's editors (issue 19): the form then says
 * so, shows the review state and the editor's reason, and links to the
 * story's page once it is approved. A draft the editors sent back for
 * changes opens editable, with their reason above the form. While the page
 * is open, the member center's review events (pw-member-center-review on
 * the document) update the state. `?oid=` in the address opens a saved
 * draft (the form writes it there after the first save). Issue 20: each
 * file (photo or video) has a licence group — licence type (rights-managed,
 * royalty-free, editorial use only, each explained in a line), restrictions
 * in Chinese and in English (optional, at most 500 characters, counted),
 * model and property release (released / none / not applicable) — showing
 * the agency's default (editorial use only, no releases) until changed; it
 * is saved with the draft, sent on submit, and a refusal of one of its
 * fields is shown at that field.
 *
 * @summary Contribution form with autosave and submission.
 * @attr oid - the draft to open (default: the page's ?oid=, else a new draft)
 * @event pw-contribution-submit - the story was submitted for review; detail `{ storyId, htmlUrl }` (both "" until an editor approves it)
 * @csspart form - the form
 * @csspart save-status - the autosave status (live region)
 * @csspart files - the photo list
 * @csspart file - one photo with its caption
 * @csspart licence - a file's licence group (issue 20)
 * @csspart error - a field's message
 * @csspart message - a refusal that names no field (SPEC §8 messages)
 * @csspart submit - the submit button
 * @csspart result - the panel after submission
 * @csspart review - the review state and the editor's reason (after submission), or the request for changes above the form
 * @csspart story-link - the link to the published page
 * @csspart status - the loading line
 * @cssproperty --pw-contribution-accent - submit button and focus colour (#b3261e)
 * @cssproperty --pw-contribution-border - field borders (#8a8a8a)
 * @cssproperty --pw-contribution-error - error text (#b00020)
 */
import { createElement, useEffect, useRef, useState } from "react";
import { editionOf } from "../../common/edition.js";
import type { RelationDraftDto } from "../../common/contribution.js";
import { attr, emit } from "../core/element.js";
import { defineWidget, type WidgetProps } from "../ui/define.js";
import css from "./contribution.css";
import { browserDeps } from "./contribution.api.js";
import { contributionFormProps } from "./contribution-form.props.js";
import { ContributionForm } from "./ContributionForm.js";
import { useContribution } from "./use-contribution.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-contribution-submit": CustomEvent<{ storyId: string; htmlUrl: string }>;
  }
}

const TAG = "pw-contribution-form";
const ATTRS = ["oid"] as const;

function ContributionFormElement({ host, lang, attrs }: WidgetProps<(typeof ATTRS)[number]>) {
  const langRef = useRef(lang);
  langRef.current = lang;
  const { store, state } = useContribution(() => browserDeps(() => langRef.current));
  // the page's ?oid= is read once: the form itself writes it there after the first save, which must not reload the draft
  const [pageOid] = useState(() => new URLSearchParams(window.location.search).get("oid"));
  const oid = attr.string(attrs.oid) || pageOid || null;
  useEffect(() => {
    void store.load(oid);
  }, [store, oid]);
  useEffect(() => {
    // <pw-upload> (the upload widget) announces each file on the server
    const onFile = (e: Event) => {
      const d = (e as CustomEvent<{ relation?: RelationDraftDto }>).detail;
      if (d?.relation && typeof d.relation.relationId === "string") store.addFile(d.relation);
    };
    const onLeave = () => void store.flush();
    // <pw-member-center> (uc1 pages) hears the member's review events in realtime
    const onReview = (e: GlobalEventHandlersEventMap["pw-member-center-review"]) => {
      if (e.detail && typeof e.detail.oid === "string") store.reviewed(e.detail);
    };
    document.addEventListener("pw-upload-complete", onFile);
    document.addEventListener("pw-member-center-review", onReview);
    window.addEventListener("pagehide", onLeave);
    return () => {
      document.removeEventListener("pw-upload-complete", onFile);
      document.removeEventListener("pw-member-center-review", onReview);
      window.removeEventListener("pagehide", onLeave);
    };
  }, [store]);
  useEffect(() => {
    if (state.phase === "submitted" && state.result) emit(host, "pw-contribution-submit", state.result);
  }, [state.phase, state.result, host]);
  return createElement(ContributionForm, contributionFormProps(lang, editionOf(window.location.pathname), state, store));
}

defineWidget(TAG, ContributionFormElement, { attributes: ATTRS, css });
