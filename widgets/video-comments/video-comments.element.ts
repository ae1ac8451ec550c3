/**
 * `<pw-video-comments>`: the members' comments under a video (issue 11,
 * SPEC §7 POST web/comment/save_video_comment): the list (oldest first,
 * loaded when the section nears the viewport, 20 at a time), and for a
 * logged-in member a form with a character counter; a guest sees a login
 * link. Used on video story pages only.
 *
 * @summary Comments under a video.
 * @attr pc-id - the story's pcId (required)
 * @attr relation-id - the video relation's relationId (required)
 * @event pw-video-comment-posted - a comment was saved; detail `{ pcId, relationId, id }`
 * @csspart section - the whole section
 * @csspart list - the list of comments
 * @csspart form - the comment form (members only)
 * @csspart send - the send button
 * @cssproperty --pw-video-comments-gap - space above the section (1.5rem)
 * @cssproperty --pw-color-muted - counts, times and the character counter
 * @cssproperty --pw-color-border - rule between comments
 * @cssproperty --pw-color-danger - error text
 * @cssproperty --pw-color-primary - the send button
 * @cssproperty --pw-focus-ring - focus outline colour
 */
import { createElement, useEffect, useState } from "react";
import { editionOf, loginUrl, onSite } from "../../common/edition.js";
import { siteOrigin } from "../core/api.js";
import { emit } from "../core/element.js";
import { defineWidget, type WidgetProps } from "../ui/define.js";
import css from "./video-comments.css";
import { parseAttributes, VIDEO_COMMENTS_ATTRIBUTES, videoCommentsProps, type VideoCommentsAttribute } from "./video-comments.props.js";
import { useVideoComments } from "./use-video-comments.js";
import { VideoComments } from "./VideoComments.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-video-comment-posted": CustomEvent<{ pcId: string; relationId: string; id: number }>;
  }
}

const TAG = "pw-video-comments";

function VideoCommentsElement({ host, lang, attrs }: WidgetProps<VideoCommentsAttribute>) {
  const a = parseAttributes(attrs);
  const { state, isMember, post, more, valid, clean } = useVideoComments(host, a.pcId, a.relationId, lang);
  const [draft, setDraft] = useState("");
  const [justPosted, setJustPosted] = useState(false);
  useEffect(() => {
    if (!valid) console.warn(`[photowire] <${TAG}> needs pc-id and relation-id`);
  }, [valid]);
  const here = typeof window === "undefined" ? "/" : window.location.pathname + window.location.search;
  const loginHref = onSite(loginUrl(editionOf(here), here), siteOrigin());
  return createElement(
    VideoComments,
    videoCommentsProps(
      lang,
      a,
      state,
      { draft, isMember, loginHref, justPosted, clean },
      {
        draft: (v) => {
          setDraft(v);
          setJustPosted(false);
        },
        send: () => {
          void post(draft).then((c) => {
            if (!c) return;
            setDraft("");
            setJustPosted(true);
            emit(host, "pw-video-comment-posted", { pcId: a.pcId, relationId: a.relationId, id: c.id });
          });
        },
        more,
      },
    ),
  );
}

defineWidget(TAG, VideoCommentsElement, { attributes: VIDEO_COMMENTS_ATTRIBUTES, css });
