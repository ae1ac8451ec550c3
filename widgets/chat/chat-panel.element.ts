/**
 * `<pw-chat-panel>`: online customer service (SPEC §2 overlays, §3 Chat
 * message, §4 Chat panel, §5 chat image upload, §7, §9). It starts closed:
 * a launcher button with the unread badge (hasNews). The first open loads
 * the last 10 messages, greets the reader according to the working time
 * (out of hours: when service resumes, in the reader's language, and it
 * takes a message), marks messages read and scrolls to the bottom;
 * scrolling within 30 px of the top loads older ones without a jump.
 * Enter sends, Shift+Enter starts a new line, nothing is sent while an
 * input method composes; an empty message brings the style_6 alert. One
 * image at a time (gif, jpg, jpeg, bmp, png by content, at most 5 MB) with
 * a preview and upload progress. Own messages on one side, the service's
 * on the other, with relative times. A guest chats with a tempCustomId the
 * server issued, kept in localforage; after login the conversation
 * continues as the member. Nothing said is lost or shown twice: every
 * message goes into a stored outbox first, is sent in order when the
 * network is there and leaves the outbox when the server acknowledges it;
 * after a reconnection the panel asks for what it missed. New messages
 * are announced to screen readers (the history is not re-read).
 *
 * Cost to the page: this file is the launcher only. The panel with
 * socket.io-client and localforage is a separate chunk, loaded on the
 * first open; at once when the member, or the guest who chatted from this
 * browser before (its tempCustomId mirrored in localStorage), has unread
 * messages (one call, getNoReadOnlineMsgList, tells); or at once when
 * messages written on an earlier page wait unsent in the outbox.
 *
 * States a page (its CSS, its scripts, its tests) can tell: the element sets
 * `data-ready` on itself once its launcher is final for this page load: it
 * knows whether there are unread messages (after that one call, at once for
 * a reader who never chatted here) or the panel has loaded. The
 * conversation (part `messages`) has `aria-busy="true"` while messages are
 * being added to it: older ones, or those missed while the connection was
 * down.
 *
 * @summary Online customer-service chat with a launcher and unread badge.
 * @attr {boolean} open - open the panel when the element is connected (default: closed)
 * @attr {"fixed" | "inline"} placement - "fixed" (default): launcher and panel float at the bottom corner of the window (on a phone, 600 px wide or less, the launcher stands in the page's flow where the element is, covering nothing, and the open panel floats over the window's bottom); "inline": in the page's flow
 * @event pw-chat-toggle - the panel was opened or closed; detail `{ open }`
 * @event pw-chat-unread - the number of unread customer-service messages changed; detail `{ count }`
 * @csspart root - the wrapper of launcher and panel
 * @csspart launcher - the launcher button
 * @csspart launcher-label - the launcher's text
 * @csspart badge - the unread count on the launcher
 * @csspart panel - the panel (a non-modal dialog)
 * @csspart header - the panel's header
 * @csspart title - the panel's heading
 * @csspart status - the connection line under the heading (offline, connecting)
 * @csspart close - the close button
 * @csspart messages - the scrollable conversation
 * @csspart older - the top of the conversation (earlier messages button, loading, beginning)
 * @csspart list - the list of messages
 * @csspart message - one message (also `own` or `service`)
 * @csspart own - an own message
 * @csspart service - a customer-service message
 * @csspart greeting - the greeting
 * @csspart image - an image in a message
 * @csspart meta - a message's time and status
 * @csspart progress - an image's upload progress
 * @csspart loading - the loading state
 * @csspart error - the error state
 * @csspart empty - the empty conversation's hint
 * @csspart composer - the form under the conversation
 * @csspart alert - the alert under the message box (style_6, image refusals)
 * @csspart input - the message box
 * @csspart pick-image - the image button
 * @csspart send - the send button
 * @csspart preview - the picked image's preview
 * @csspart send-image - the preview's send button
 * @csspart remove-image - the preview's remove button
 * @csspart toast - the toast
 * @cssproperty --pw-chat-right - distance from the window's right edge, fixed placement (24px)
 * @cssproperty --pw-chat-bottom - distance from the window's bottom edge, fixed placement (88px: above pw-back-to-top)
 * @cssproperty --pw-chat-z - z-index, fixed placement (60)
 * @cssproperty --pw-chat-width - the panel's width (360px, at most the window less 32px)
 * @cssproperty --pw-chat-height - the panel's height (520px, at most 75% of the window)
 * @cssproperty --pw-chat-own-bg - background of own messages (#fde9ea)
 * @cssproperty --pw-chat-service-bg - background of customer-service messages (#f0f0f3)
 * @cssproperty --pw-chat-badge-bg - the badge's background (#d93025)
 * @cssproperty --pw-color-primary - launcher, buttons and accents
 * @cssproperty --pw-color-on-primary - text on the launcher and buttons
 * @cssproperty --pw-color-text - text colour (#1d1d1f)
 * @cssproperty --pw-color-muted - times and status (#5c5c66)
 * @cssproperty --pw-focus-ring - focus outline colour
 */
import { createElement, lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { call } from "../core/api.js";
import { emit } from "../core/element.js";
import { getMember } from "../core/session.js";
import { defineWidget, type WidgetProps } from "../ui/define.js";
import css from "./chat-panel.css";
import { CHAT_PANEL_ATTRIBUTES, GUEST_CHAT_ID, OUTBOX_PENDING, launcherProps, parseAttributes, type ChatPanelAttribute } from "./chat-panel.props.js";
import { Launcher } from "./ChatLauncher.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-chat-toggle": CustomEvent<{ open: boolean }>;
    "pw-chat-unread": CustomEvent<{ count: number }>;
  }
}

const App = lazy(() => import("./ChatPanel.lazy.js"));

function ChatPanelElement({ host, lang, attrs }: WidgetProps<ChatPanelAttribute>) {
  const a = parseAttributes(attrs);
  const [open, setOpen] = useState(a.open);
  /** the panel's chunk is wanted */
  const [load, setLoad] = useState(a.open);
  const [ready, setReady] = useState(false);
  /** the entry knows the unread count without the panel (nothing to ask, or asked: none) */
  const [known, setKnown] = useState(false);
  /** unread count: the entry's (a member's, before the panel loads), then the panel's */
  const [unread, setUnread] = useState(0);
  const launcher = useRef<HTMLButtonElement>(null);
  const loadRef = useRef(load);
  loadRef.current = load;

  // before the panel loads: one small call for the unread count of a member, or of a guest who chatted before
  useEffect(() => {
    let live = true;
    try {
      // messages written on an earlier page wait unsent: load the panel now, it sends them
      if (localStorage.getItem(OUTBOX_PENDING)) {
        setLoad(true);
        return;
      }
    } catch {
      // storage blocked
    }
    void getMember(lang).then(async (m) => {
      if (!live || loadRef.current) return;
      let tempCustomId: string | null = null;
      if (!m) {
        try {
          tempCustomId = localStorage.getItem(GUEST_CHAT_ID);
        } catch {
          // storage blocked: the panel loads on first open
        }
        if (!tempCustomId) return setKnown(true);
      }
      // type 1: MESSAGE_TYPE_ONLINE_SERVICE (common/chat/contract.ts; not imported, its constants would join this entry)
      const query = tempCustomId ? { type: 1, readStatus: 0, tempCustomId } : { type: 1, readStatus: 0 };
      const r = await call<{ count: number }>("ucMessage/getNoReadOnlineMsgList", { lang, noRedirect: true, query }).catch(() => null);
      const n = r?.data?.count ?? 0;
      if (!live || loadRef.current) return; // the panel is loading: it tells
      if (n > 0) {
        setUnread(n);
        setLoad(true);
      } else setKnown(true);
    });
    return () => {
      live = false;
    };
    // once per element
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // data-ready: the launcher is final for this page load
  const settled = known || ready;
  useEffect(() => {
    if (!settled) return;
    host.dataset.ready = "";
    return () => {
      delete host.dataset.ready;
    };
  }, [settled, host]);

  const show = useCallback(
    (next: boolean) => {
      setOpen(next);
      emit(host, "pw-chat-toggle", { open: next });
      if (!next) launcher.current?.focus();
    },
    [host],
  );
  /** the panel reports its unread count, the first time once it is there */
  const onUnread = useCallback((n: number) => {
    setUnread(n);
    setReady(true);
  }, []);

  return createElement(
    "div",
    { part: "root", className: "root" },
    createElement(Launcher, {
      ref: launcher,
      ...launcherProps(lang, { open, unread, loading: open && !ready }, () => {
        setLoad(true);
        show(!open);
      }),
    }),
    load
      ? createElement(
          Suspense,
          { fallback: null },
          createElement(App, { host, lang, attrs, open, unread: unread || undefined, onToggle: show, onUnread }),
        )
      : null,
  );
}

defineWidget("pw-chat-panel", ChatPanelElement, { attributes: CHAT_PANEL_ATTRIBUTES, css });
