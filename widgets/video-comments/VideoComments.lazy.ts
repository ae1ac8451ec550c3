/**
 * The video comments' view and behaviour (pw-video-comments), loaded by
 * video-comments.element.ts when the element comes near the viewport
 * (ui/deferred.ts). Issue 11, save_video_comment.
 */
import { createElement, useEffect, useState } from "react";
import { editionOf, loginUrl, onSite } from "../../common/edition.js";
import { siteOrigin } from "../core/api.js";
import { emit } from "../core/element.js";
import type { WidgetProps } from "../ui/define.js";
import { parseAttributes, videoCommentsProps, type VideoCommentsAttribute } from "./video-comments.props.js";
import { useVideoComments } from "./use-video-comments.js";
import { VideoComments } from "./VideoComments.js";

const TAG = "pw-video-comments";

export default function VideoCommentsApp({ host, lang, attrs }: WidgetProps<VideoCommentsAttribute>) {
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

