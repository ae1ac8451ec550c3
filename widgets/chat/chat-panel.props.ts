/**
 * Attributes + state → the launcher's view props for <pw-chat-panel> (DESIGN
 * §2 `<feature>.props.ts`): pure. This is the element entry's part (it sits
 * on story pages and stays tiny); the panel's props are chat.props.ts, in
 * the lazy chunk.
 */
import { attr } from "../core/element.js";
import type { LauncherViewProps } from "./ChatLauncher.js";
import type { Lang } from "../../common/i18n/index.js";
import { tLauncher as t } from "./locale/launcher.js";

/** The attributes of <pw-chat-panel> (camelCase names). */
export const CHAT_PANEL_ATTRIBUTES = ["open", "placement"] as const;
export type ChatPanelAttribute = (typeof CHAT_PANEL_ATTRIBUTES)[number];

/** The entry's attributes (the panel's, placement, are read by chat.props.ts in the lazy chunk). */
export interface ChatPanelAttributes {
  /** open the panel when the element is connected (default false: it starts closed, SPEC §4) */
  open: boolean;
}

/**
 * localStorage copy of a guest's tempCustomId (the panel keeps the real one
 * in localforage): the entry asks getNoReadOnlineMsgList with it and loads
 * the panel early only when the agency's answers wait unread.
 */
export const GUEST_CHAT_ID = "photowire.chat.guest";

/** localStorage flag: the stored outbox holds unsent messages (the entry then loads the panel at once, to send them). */
export const OUTBOX_PENDING = "photowire.chat.pending";

/** Parses the entry's raw attributes (undefined when absent). */
export function parseAttributes(raw: Partial<Record<ChatPanelAttribute, string>>): ChatPanelAttributes {
  return { open: attr.boolean(raw.open, false) };
}

/** The panel's id in the shadow root (the launcher's aria-controls). */
export const PANEL_ID = "panel";

/** The badge's text: the count, "99+" above 99, "" for none. */
export function badgeText(unread: number): string {
  return unread > 99 ? "99+" : unread > 0 ? String(unread) : "";
}

/** The launcher's props: its text, the unread count for screen readers, the badge and the state. */
export function launcherProps(lang: Lang, s: { open: boolean; unread: number; loading: boolean }, onToggle: () => void): LauncherViewProps {
  const badge = s.open ? "" : badgeText(s.unread);
  return {
    text: t(lang, "launcher"),
    unreadText: badge ? t(lang, "launcher_unread", { count: s.unread }) : "",
    badge,
    expanded: s.open,
    controls: s.open && !s.loading ? PANEL_ID : undefined,
    busy: s.loading,
    onToggle,
  };
}
