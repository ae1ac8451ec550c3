/**
 * Attributes + state → view props for <pw-video-comments> (DESIGN §2
 * `<feature>.props.ts`): pure, used by the element and by nothing else.
 */
import { attr } from "../core/element.js";
import type { VideoCommentsViewProps } from "./VideoComments.js";
import { charsLeft, COMMENT_MAX, type CommentsState } from "./video-comments.store.js";
import { t, type Lang } from "./locale/index.js";

/** The attributes of <pw-video-comments> (camelCase names). */
export const VIDEO_COMMENTS_ATTRIBUTES = ["pcId", "relationId"] as const;
export type VideoCommentsAttribute = (typeof VIDEO_COMMENTS_ATTRIBUTES)[number];

/** Parses the raw attributes (undefined when absent). */
export function parseAttributes(raw: Partial<Record<VideoCommentsAttribute, string>>): { pcId: string; relationId: string } {
  return { pcId: attr.string(raw.pcId, "").trim(), relationId: attr.string(raw.relationId, "").trim() };
}

/** "YYYY-MM-DD HH:mm" in the reader's time zone. */
export function shortTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** The error text of a state's error code (the server's own message first). */
function errorText(lang: Lang, s: CommentsState): string {
  if (!s.error) return "";
  if (s.error === "blank") return t(lang, "comments_blank");
  if (s.error === "too_long") return t(lang, "comments_too_long");
  // "998" (no answer) has the network message
  return s.errorMsg || t(lang, s.error === "998" ? "api_tools_1" : s.error);
}

/** The view props for a state. */
export function videoCommentsProps(
  lang: Lang,
  ids: { relationId: string },
  s: CommentsState,
  ui: { draft: string; isMember: boolean; loginHref: string; justPosted: boolean; clean: ((html: string) => string) | null },
  on: { draft(v: string): void; send(): void; more(): void },
): VideoCommentsViewProps {
  const left = charsLeft(ui.draft);
  return {
    headingId: `pw-vc-h-${ids.relationId}`,
    fieldId: `pw-vc-f-${ids.relationId}`,
    title: t(lang, "comments_title"),
    countText: s.loaded ? t(lang, "comments_count", { count: s.total }) : "",
    // no comment is shown before the browser's sanitiser has loaded (it is fetched with the first page)
    items: (ui.clean ? s.comments : []).map((c) => ({ id: c.id, html: ui.clean!(c.content), byline: t(lang, "comments_by", { name: c.memberName, time: shortTime(c.createTime) }), name: c.memberName, time: shortTime(c.createTime), datetime: c.createTime })),
    emptyText: s.loaded && s.comments.length === 0 ? t(lang, "comments_empty") : "",
    status: s.loading || (s.comments.length > 0 && !ui.clean) ? t(lang, "comments_loading") : ui.justPosted ? t(lang, "comments_posted") : "",
    // after a failed list, the same button asks again
    moreLabel: s.listFailed ? t(lang, "comments_retry") : s.loaded && s.comments.length < s.total ? t(lang, "comments_more") : "",
    listError: s.listFailed ? errorText(lang, s) : "",
    isMember: ui.isMember,
    loginHref: ui.loginHref,
    loginLabel: t(lang, "comments_login"),
    fieldLabel: t(lang, "comments_field"),
    draft: ui.draft,
    maxLength: COMMENT_MAX,
    leftText: t(lang, "comments_left", { count: Math.max(0, left) }),
    sendLabel: s.posting ? t(lang, "comments_sending") : t(lang, "comments_send"),
    sending: s.posting,
    error: s.listFailed ? "" : errorText(lang, s),
    onDraft: on.draft,
    onSend: on.send,
    onMore: on.more,
  };
}
