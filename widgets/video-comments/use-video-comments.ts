/**
 * Hook over video-comments.store.ts: one store per video, its first page
 * loaded when the section comes near the viewport (so a reader who never
 * scrolls down makes no call) together with the browser's DOMPurify
 * sanitiser (core/sanitize, a dynamic import: 10 KB brotli kept out of the
 * story page's initial JavaScript, DESIGN §6), the login state from
 * core/session.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import { useReadable } from "../ui/use-store.js";
import { call } from "../core/api.js";
import { getMember, knownMember, onMemberChange } from "../core/session.js";
import type { Lang } from "./locale/index.js";
import { createCommentsStore, INITIAL_STATE, type VideoComment } from "./video-comments.store.js";

/** What a player without ids reads: the first state, never loaded. */
const initialState = () => INITIAL_STATE;

export function useVideoComments(host: HTMLElement, pcId: string, relationId: string, lang: Lang) {
  const valid = pcId !== "" && relationId !== "";
  const store = useMemo(
    () =>
      createCommentsStore({
        list: async (afterId, rows) =>
          (await call<{ list: VideoComment[]; total: number }>("guest/comment/video_comment_list", { lang, query: { pcId, relationId, afterId, rows } })).data!,
        save: async (content) =>
          (await call<VideoComment>("web/comment/save_video_comment", { lang, method: "POST", body: { pcId, relationId, content } })).data!,
      }),
    [pcId, relationId, lang],
  );
  const state = useReadable({ subscribe: store.subscribe, get: valid ? store.get : initialState });
  const [member, setMember] = useState(() => knownMember() ?? null);
  const [clean, setClean] = useState<((html: string) => string) | null>(null);
  useEffect(() => {
    void getMember(lang).then(setMember);
    return onMemberChange(() => setMember(knownMember() ?? null));
  }, [lang]);
  useEffect(() => {
    if (!valid) return;
    const start = () => {
      void import("../core/sanitize.js").then((m) => setClean(() => m.sanitizeHtml));
      void store.loadMore();
    };
    if (typeof IntersectionObserver === "undefined") {
      start();
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          io.disconnect();
          start();
        }
      },
      { rootMargin: "400px" },
    );
    io.observe(host);
    return () => io.disconnect();
  }, [host, store, valid]);
  const post = useCallback((text: string) => store.post(text), [store]);
  const more = useCallback(() => void store.loadMore(), [store]);
  return { state, isMember: !!member, post, more, valid, clean };
}
