/**
 * The launcher's strings (pw-chat-panel's element entry, on story pages): kept
 * apart from zh.ts / en.ts so that the entry carries these two only and the
 * panel's strings come with the lazy chunk (DESIGN §6 budget). zh.ts and en.ts
 * include them, so the panel's `t` (index.ts) has every string of the feature.
 * The comment on each entry says where it appears; zh has no plural forms,
 *
 */
import { translator, type Catalogue } from "../../../common/i18n/index.js";

export const launcherZh = {
  launcher: "在线客服", // the launcher button's text (the panel is closed)
  launcher_unread: "（{count} 条未读消息）", // after the launcher's text, for screen readers, when unread messages wait (the badge shows the number)
} as const;

export const launcherEn: Catalogue<keyof typeof launcherZh> = {
  launcher: "Customer service", // the launcher button's text (the panel is closed)
  launcher_unread: " ({count} unread)", // after the launcher's text, for screen readers, when unread messages wait (the badge shows the number)
};

/** `t` over the launcher's strings only (the element entry). */
export const tLauncher = translator<keyof typeof launcherZh>({ zh: launcherZh, en: launcherEn });
