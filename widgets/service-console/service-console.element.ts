/**
 * `<pw-service-console>`: the customer-service agents' console (issue 10
 * "Agent console"; common/chat/contract.ts agent calls and realtime). It checks who
 * is here first (GET /api/service/me): a guest sees a link to the login
 * page that comes back here, a member without the agent role "agents
 * only". An agent sees the conversations of a filter (open, mine,
 * unassigned, closed), longest waiting first, each with its unread count
 * and waiting time (relative, updating); the open conversation in pages
 * (older ones load near the top without a jump; images shown from their
 * URL), marked read while the agent sees it; a reply box (Enter sends,
 * Shift+Enter starts a new line, nothing is sent while an input method
 * composes; empty → style_6) and one image at a time (gif, jpg, jpeg, bmp,
 * png by content, at most 5242880 bytes); quick replies (insert at the
 * caret; add, edit, delete); assignment to oneself or another agent, and
 * closing; a working-hours dialog (ranges per ISO weekday, holidays, the
 * agency's IANA time zone; checked with the server's rules before it is
 * saved). Live: an agent's socket on /socket/work_place registers the room
 * customer_service and receives new messages and conversation changes;
 * after a reconnection the list is read again and the open conversation
 * fetches what it missed (afterId). Messages that arrive while the agent
 * watches are announced by a polite live log; the history never is.
 *
 * Cost: the console page is no story page; socket.io-client is a chunk of
 * its own, loaded once the visitor is known to be an agent (docs/kit.md "Agent
 * console" gives the sizes).
 *
 * @summary Customer-service agent console: conversations, replies, quick replies, assignment, working hours.
 * @attr {"open" | "mine" | "unassigned" | "closed"} filter - the list shown first: "open" (default), "mine", "unassigned" or "closed"
 * @attr {number} rows - conversations a page of the list, 1 to 100 (default 50)
 * @event pw-service-console-access - the check of who is here ended; detail `{ access: "agent" | "guest" | "forbidden" | "error" }`
 * @event pw-service-console-select - a conversation was opened; detail `{ conversationId }`
 * @event pw-service-console-unread - the unread reader messages of the listed conversations changed; detail `{ count }`
 * @csspart root - the console
 * @csspart title - the console's heading
 * @csspart gate - what a guest or a member without the agent role sees instead (also while checking)
 * @csspart login-link - the guest's link to the login page
 * @csspart header - the header (agent, connection line, working-hours button)
 * @csspart status - the connection line (connecting, disconnected)
 * @csspart hours-button - the button that opens the working-hours dialog
 * @csspart sidebar - the filter and the conversation list
 * @csspart filters - the filter radio group
 * @csspart list - the conversation listbox
 * @csspart list-state - the list's loading, empty or error line
 * @csspart conversation - one conversation of the list (also `selected`)
 * @csspart selected - the open conversation in the list
 * @csspart unread - a conversation's unread badge
 * @csspart waiting - a conversation's waiting time
 * @csspart when - a conversation's last message time (nobody waits)
 * @csspart load-more - the button under the list
 * @csspart empty - the conversation area before one is chosen
 * @csspart thread - the open conversation
 * @csspart thread-header - its heading, status and actions
 * @csspart thread-title - the reader's name
 * @csspart actions - assignment and closing
 * @csspart assign-me - the "assign to me" button
 * @csspart assign-select - the agent choice
 * @csspart assign - the button beside the agent choice
 * @csspart close-conversation - the close button
 * @csspart messages - the scrollable conversation
 * @csspart older - the top of the conversation (earlier messages button, loading, beginning)
 * @csspart history - the messages found when the conversation was opened, and older pages
 * @csspart live - the live log of messages that arrived while watching
 * @csspart message - one message (also `service` or `reader`)
 * @csspart service - a customer-service message
 * @csspart reader - a reader's message
 * @csspart image - an image in a message
 * @csspart meta - a message's time and read mark
 * @csspart composer - the reply form
 * @csspart input - the reply box
 * @csspart alert - the alert under the reply box (style_6, image refusals)
 * @csspart pick-image - the image button
 * @csspart send - the send button
 * @csspart preview - the picked image's preview
 * @csspart send-image - the preview's send button
 * @csspart remove-image - the preview's remove button
 * @csspart quick-replies - the quick replies (a disclosure)
 * @csspart quick-summary - the quick replies' summary
 * @csspart quick-list - the list of quick replies
 * @csspart quick-reply - one quick reply
 * @csspart quick-insert - a quick reply's insert button
 * @csspart quick-new - the box for a new quick reply
 * @csspart quick-add - the add button
 * @csspart hours-form - the working-hours form (in the dialog)
 * @csspart hours-summary - the alert counting the form's problems
 * @csspart time-zone - the time-zone box
 * @csspart weekday - one weekday's ranges
 * @csspart holiday-date - the new holiday's date box
 * @csspart add-holiday - its add button
 * @csspart hours-save - the save button
 * @csspart dialog - a dialog (working hours, deleting a quick reply)
 * @csspart dialog-title - a dialog's title
 * @csspart toast - the toast
 * @cssproperty --pw-console-height - height of the console (80vh, at least 480px)
 * @cssproperty --pw-console-sidebar - width of the list column (320px)
 * @cssproperty --pw-console-border - lines between areas (#d9d9de)
 * @cssproperty --pw-console-selected-bg - background of the open conversation in the list (#fdecee)
 * @cssproperty --pw-console-service-bg - background of customer-service messages (#fde9ea)
 * @cssproperty --pw-console-reader-bg - background of readers' messages (#f0f0f3)
 * @cssproperty --pw-console-badge-bg - the unread badge's background (#b4141e)
 * @cssproperty --pw-color-primary - buttons and accents
 * @cssproperty --pw-color-on-primary - text on buttons
 * @cssproperty --pw-color-text - text colour (#1d1d1f)
 * @cssproperty --pw-color-muted - times, tags and hints (#5c5c66)
 * @cssproperty --pw-focus-ring - focus outline colour
 */
import { createElement, useEffect, useMemo, useRef } from "react";
import { editionOf, loginUrl, onSite } from "../../common/edition.js";
import { clientConfig, siteOrigin } from "../core/api.js";
import { emit } from "../core/element.js";
import { defineWidget, type WidgetProps } from "../ui/define.js";
import { Toast, useToast } from "../ui/Toast.js";
import gateCss from "../ui/console-gate.css";
import css from "./service-console.css";
import { pageDeps } from "./service-console.api.js";
import { totalUnread } from "./service-console.rules.js";
import { ATTRIBUTES, parseAttributes, serviceConsoleProps, type ConsoleAttribute } from "./service-console.props.js";
import { ServiceConsole } from "./ServiceConsole.js";
import { t } from "./locale/index.js";
import { useNow, useServiceConsole } from "./use-service-console.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-service-console-access": CustomEvent<{ access: "agent" | "guest" | "forbidden" | "error" }>;
    "pw-service-console-select": CustomEvent<{ conversationId: number }>;
    "pw-service-console-unread": CustomEvent<{ count: number }>;
  }
}

function ServiceConsoleElement({ host, lang, attrs }: WidgetProps<ConsoleAttribute>) {
  const a = parseAttributes(attrs);
  const { store, state } = useServiceConsole(lang, pageDeps, a);
  const { message, show } = useToast();
  const now = useNow(state.access === "agent");
  // file URLs are site-relative to the API's origin (meta photowire:api)
  const fileOrigin = useMemo(() => new URL(clientConfig().base, location.href).origin, []);
  const loginHref = useMemo(() => onSite(loginUrl(editionOf(location.pathname), location.pathname + location.search + location.hash), siteOrigin()), []);

  // a later change of the filter attribute switches the list
  const firstFilter = useRef(a.filter);
  useEffect(() => {
    if (a.filter !== firstFilter.current) {
      firstFilter.current = a.filter;
      void store.setFilter(a.filter);
    }
  }, [a.filter, store]);
  useEffect(() => {
    if (state.access !== "checking") emit(host, "pw-service-console-access", { access: state.access });
  }, [state.access, host]);
  useEffect(() => {
    if (state.selectedId !== null) emit(host, "pw-service-console-select", { conversationId: state.selectedId });
  }, [state.selectedId, host]);
  const unread = totalUnread(state.list.items);
  useEffect(() => {
    if (state.access === "agent") emit(host, "pw-service-console-unread", { count: unread });
  }, [unread, state.access, host]);
  const toast = state.toast;
  useEffect(() => {
    if (toast) show(t(lang, toast.key, toast.vars), { quick: toast.quick });
    // a toast once per note
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [toast?.seq]);

  const view = serviceConsoleProps({ lang, now, fileOrigin, loginHref }, state, {
    retry: () => void store.retry(),
    filter: (f) => void store.setFilter(f),
    select: (id) => void store.select(id),
    loadMore: () => void store.loadMore(),
    older: () => void store.loadOlder(),
    draft: (text) => store.setDraft(text),
    send: () => store.send(),
    pick: (files) => void store.pickImage(files),
    sendImage: () => store.sendImage(),
    discardImage: () => store.discardImage(),
    assignMe: () => void store.assignToMe(),
    assign: (code) => void store.assign(code),
    close: () => void store.close(),
    quickInsert: (id, start, end) => store.insertQuickReply(id, start, end),
    quickEdit: (id) => store.editQuickReply(id),
    quickAdd: (text) => store.addQuickReply(text),
    quickSave: (id, text) => store.saveQuickReply(id, text),
    quickDelete: (id) => void store.deleteQuickReply(id),
    quickInput: () => store.clearQuickError(),
    hoursOpen: () => void store.openHours(),
    hoursClose: () => store.closeHours(),
    hoursEdit: (e) => store.editHours(e),
    hoursSave: () => void store.saveHours(),
  });
  return createElement("div", { className: "host" }, createElement(ServiceConsole, view), createElement(Toast, { message }));
}

// the tag written out (scripts/element-manifest.mjs reads it); props.ts TAG is the same
defineWidget("pw-service-console", ServiceConsoleElement, { attributes: ATTRIBUTES, css: gateCss + css });
