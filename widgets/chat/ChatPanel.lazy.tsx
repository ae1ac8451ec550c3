/**
 * The chat panel proper, loaded lazily by chat-panel.element.ts (DESIGN §6:
 * chat with socket.io-client and localforage is a separate chunk): the
 * store with the page's deps, the panel's stylesheet, the view with its
 * props from chat.props.ts, the toast. It stays mounted once loaded (the
 * realtime channel keeps counting unread messages while the panel is
 * closed) and follows the entry's `open`.
 */
import { useEffect, useMemo } from "react";
import { adoptStyles, emit } from "../core/element.js";
import { defaultOrigin } from "../core/realtime.js";
import type { WidgetProps } from "../ui/define.js";
import { Toast, useToast } from "../ui/Toast.js";
import css from "./chat.css";
import { pageDeps } from "./chat.api.js";
import { chatPanelProps, parsePlacement } from "./chat.props.js";
import { PANEL_ID, type ChatPanelAttribute } from "./chat-panel.props.js";
import { ChatPanel } from "./ChatPanel.js";
import { t } from "./locale/index.js";
import { useChat, useNow } from "./use-chat.js";

export interface ChatPanelLazyProps extends WidgetProps<ChatPanelAttribute> {
  open: boolean;
  /** unread messages the entry already counted (members), undefined when it did not count */
  unread: number | undefined;
  /** opens or closes the panel (the entry keeps the state; closing gives the focus back to the launcher) */
  onToggle(open: boolean): void;
  /** the unread count, reported once the panel is there and whenever it changes */
  onUnread(count: number): void;
}

export default function ChatPanelLazy(p: ChatPanelLazyProps) {
  useMemo(() => {
    if (p.host.shadowRoot) adoptStyles(p.host.shadowRoot, css);
  }, [p.host]);
  const { store, state } = useChat(p.lang, pageDeps, { unread: p.unread });
  const { message, show } = useToast();
  const now = useNow(state.open);
  const fileOrigin = useMemo(() => defaultOrigin(), []);
  const { onUnread, host, lang } = p;

  // warns about a bad placement (the stylesheets read the attribute)
  useEffect(() => void parsePlacement(p.attrs.placement), [p.attrs.placement]);
  useEffect(() => {
    if (p.open) void store.open();
    else store.close();
  }, [p.open, store]);
  useEffect(() => {
    onUnread(state.unread);
    emit(host, "pw-chat-unread", { count: state.unread });
  }, [state.unread, onUnread, host]);
  const toast = state.toast;
  useEffect(() => {
    if (toast) show(t(lang, toast.key, toast.vars), { quick: toast.quick });
    // a toast once per note
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [toast?.seq]);

  const view = chatPanelProps({ lang, panelId: PANEL_ID, now, fileOrigin }, state, {
    close: () => p.onToggle(false),
    retry: () => void store.retry(),
    older: () => void store.loadOlder(),
    send: (text) => store.send(text),
    pick: (files) => void store.pickImage(files),
    sendImage: () => store.sendImage(),
    discardImage: () => store.discardImage(),
    input: () => store.clearAlert(),
  });
  return (
    <>
      <ChatPanel {...view} />
      <Toast message={message} />
    </>
  );
}
